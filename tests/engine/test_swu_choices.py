"""Choosing an arena or a player (8.4.1), named later as "that arena" / "that player"."""

from __future__ import annotations

import pytest
from swu_pool import lines, run, swu_catalog_fixture  # noqa: F401 - the fixture

pytestmark = pytest.mark.usefixtures("swu_catalog")


def test_each_unit_in_the_chosen_arena_on_both_sides(swu_catalog):
    r = run(swu_catalog, {
        "zones": {"A": {"hand": ["Bombing Run"], "space arena": ["Alliance X-Wing"],
                        "ground arena": ["Battlefield Marine"]},
                  "B": {"space arena": ["Munificent Frigate"], "ground arena": ["Outer Rim Mystic"]}},
        "actions": ["A plays Bombing Run"],
        "answers": [{"kind": "mode", "player": "A", "answer": "space arena"}],
    })  # fmt: skip
    assert [s.text for s in r.steps if s.kind in ("choice", "effect")] == [
        "A chooses space arena",
        "Munificent Frigate takes 3 damage (3 of 7 HP)",
        "Alliance X-Wing takes 3 damage (3 of 3 HP)",
    ]
    assert "Battlefield Marine" not in " ".join(lines(r))


def test_the_chosen_player_draws(swu_catalog):
    r = run(swu_catalog, {
        "zones": {"A": {"hand": ["Mission Briefing"]}, "B": {"deck": ["Porg", "Porg", "Porg"]}},
        "actions": ["A plays Mission Briefing"],
        "answers": [{"kind": "mode", "player": "A", "answer": "B"}],
    })  # fmt: skip
    assert lines(r)[-1] == "B draws 2 cards"
    assert len(r.final_state["zones"]["B"]["hand"]) == 2


def test_an_answer_that_is_not_a_player_is_refused(swu_catalog):
    from engine.core.errors import ScenarioError

    with pytest.raises(
        ScenarioError, match="answer 'C' to 'Mission Briefing: choose a player' is not one of: A, B"
    ):
        run(swu_catalog, {
            "zones": {"A": {"hand": ["Mission Briefing"]}},
            "actions": ["A plays Mission Briefing"],
            "answers": [{"kind": "mode", "player": "A", "answer": "C"}],
        })  # fmt: skip
