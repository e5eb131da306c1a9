"""'If ...' effects of real cards: the guarded steps run only when the condition holds."""

from __future__ import annotations

import pytest
from real_export import pool_catalog

from engine.api import run_ruling

FILLER = "Nose Breaker"  # a high punch with no text


@pytest.fixture(scope="module")
def catalog(tmp_path_factory: pytest.TempPathFactory):
    yield from pool_catalog(tmp_path_factory, "epic_battles")


def hit_with_rapid_wrists(catalog, energy: list[str]):
    scenario = {
        "game": "epic_battles",
        "zones": {
            "A": {"deck": [FILLER] * 2, "energy": energy, "hand": ["Rapid Wrists"]},
            "B": {"deck": [FILLER] * 8},
        },
        "actions": [{"player": "A", "play": "Rapid Wrists"}],
    }
    result = run_ruling(scenario, catalog=catalog)
    return [(s.kind, s.text) for s in result.steps if s.ability == "a1"]


def test_condition_not_met_does_nothing_and_says_why(catalog):
    assert hit_with_rapid_wrists(catalog, [FILLER] * 3)[-1] == (
        "info",
        "Rapid Wrists: A has no kick in their energy pile, so nothing happens",
    )


def test_condition_met_runs_the_guarded_step(catalog):
    steps = hit_with_rapid_wrists(catalog, [FILLER, "Guile's Flash Kick"])
    assert steps[-2:] == [
        ("info", "Rapid Wrists: A has a kick in their energy pile, so the effect happens"),
        ("effect", "A draws Nose Breaker (Rapid Wrists)"),
    ]


def test_you_may_is_asked_and_can_be_declined(catalog):
    scenario = {
        "game": "epic_battles",
        "zones": {
            "A": {
                "energy": [FILLER],
                "hand": ["Air Kicks"],
                "discard": ["Guile's Sonic Boom", FILLER],
            },
            "B": {"deck": [FILLER] * 8},
        },
        "actions": [{"player": "A", "play": "Air Kicks"}],
        "answers": [{"answer": False, "player": "A"}],
    }
    result = run_ruling(scenario, catalog=catalog)
    mine = [(s.kind, s.text, s.rules) for s in result.steps if s.card == "Air Kicks"]
    assert ("choice", "A declines Air Kicks's ability", ["Action Sequence 10"]) in mine
    assert not [s for s in result.steps if s.kind == "effect" and "Sonic Boom" in s.text]


def power_clash_after_sparring(catalog, b_hand: list[str], answers: list[dict]):
    """Sparring (a low punch) opens A's action and links into Power Clash."""
    scenario = {
        "game": "epic_battles",
        "zones": {
            "A": {
                "deck": [FILLER] * 2,
                "energy": [FILLER] * 3,
                "hand": ["Sparring", "Power Clash"],
            },
            "B": {"deck": [FILLER] * 8, "energy": [FILLER] * 3, "hand": b_hand},
        },
        "actions": [{"player": "A", "play": "Sparring"}, {"player": "A", "link": "Power Clash"}],
        "answers": answers,
    }
    result = run_ruling(scenario, catalog=catalog)
    return [(s.kind, s.text) for s in result.steps if s.card == "Power Clash" and s.ability == "a1"]


def test_linked_from_an_attack_that_hit(catalog):
    steps = power_clash_after_sparring(catalog, [FILLER], [])
    assert steps[-2:] == [
        ("info", "Power Clash: it was linked from a punch that hit, so the effect happens"),
        (
            "effect",
            "B discards the top 3 card(s) of their deck: Nose Breaker #8, Nose Breaker #9, Nose Breaker #10",
        ),
    ]


def test_linked_from_a_blocked_attack_does_nothing(catalog):
    block = "Weight Shift"  # a low block whose text only changes B's own throws
    steps = power_clash_after_sparring(catalog, [block], [{"answer": block, "player": "B"}])
    assert steps[-1] == (
        "info",
        "Power Clash: it was linked from a punch that was blocked, so nothing happens",
    )


@pytest.mark.parametrize(("energy", "last"), [(2, "effect"), (3, "info")])
def test_exactly_that_much_energy(catalog, energy, last):
    scenario = {
        "game": "epic_battles",
        "zones": {
            "A": {"deck": [FILLER] * 2, "energy": [FILLER] * energy, "hand": ["Close Knee"]},
            "B": {"deck": [FILLER] * 8},
        },
        "actions": [{"player": "A", "play": "Close Knee"}],
    }
    result = run_ruling(scenario, catalog=catalog)
    steps = [(s.kind, s.text) for s in result.steps if s.card == "Close Knee" and s.ability == "a1"]
    assert steps[-1][0] == last
    assert f"A has {energy} energy (2 exactly needed)" in steps[-2 if last == "effect" else -1][1]
