"""Real attacks that remain out after resolving for a repeat play, and go once the step is over."""

from __future__ import annotations

import pytest
from real_export import pool_catalog

from engine.api import run_ruling
from engine.core.errors import ImpossibleAction

FILLER = "Nose Breaker"
BLANKA = "Blanka's Electric Thunder"  # may be played once more from the arena


@pytest.fixture(scope="module")
def catalog(tmp_path_factory: pytest.TempPathFactory):
    yield from pool_catalog(tmp_path_factory, "epic_battles")


def run(catalog, actions):
    scenario = {
        "game": "epic_battles",
        "zones": {
            "A": {"deck": [FILLER] * 2, "energy": [FILLER] * 4, "hand": [BLANKA]},
            "B": {"deck": [FILLER] * 20},
        },
        "actions": [{"player": "A", "start": "battle"}, *actions],
    }
    return run_ruling(scenario, catalog=catalog)


def stay_steps(result) -> list[str]:
    return [s.text for s in result.steps if "stay" in s.text and s.kind != "resolve"]


def test_played_a_second_time_from_the_arena_then_to_the_energy_pile(catalog):
    r = run(catalog, [{"player": "A", "play": BLANKA}, {"player": "A", "play": BLANKA}])
    assert stay_steps(r) == [
        f"{BLANKA} stays in the arena after it finishes, to be played 1 more time(s)",
        f"{BLANKA} stays in the arena instead of going into the energy pile; A may play it from there (1 more time(s))",
        f"{BLANKA} has already been played again 1 time(s) from the arena, as many as the card allows: it does not stay again",
    ]
    assert [s.text for s in r.steps if s.text.startswith(f"{BLANKA} goes into")] == [
        f"{BLANKA} goes into A's energy pile (3 energy)"
    ]


def test_no_third_play(catalog):
    plays = [{"player": "A", "play": BLANKA}] * 3
    with pytest.raises(ImpossibleAction, match="it is in A's energy pile, not in A's hand"):
        run(catalog, plays)


def test_still_in_the_arena_when_battle_ends_is_discarded(catalog):
    r = run(catalog, [{"player": "A", "play": BLANKA}, {"player": "A", "start": "draw"}])
    step = next(s for s in r.steps if "as the Battle ends" in s.text)
    assert step.text == f"{BLANKA} is still in the arena as the Battle ends, so it is discarded"
    assert step.rules == ["Control 3"]
