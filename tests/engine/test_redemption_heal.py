"""Heal (REG Heal): which clauses compile, and what a heal does to a character in play."""

from __future__ import annotations

import pytest
from real_export import pool_catalog

from cards_db.parsers.redemption_phrases import compile_sentence
from engine.api import run_ruling
from engine.games.redemption import effects


@pytest.fixture(scope="module")
def catalog(tmp_path_factory: pytest.TempPathFactory):
    yield from pool_catalog(tmp_path_factory, "redemption")


def test_heal_a_character_in_play_compiles():
    assert compile_sentence("Heal any red brigade Hero in play.", "hero") == (
        [
            {
                "verb": "heal",
                "target": {"one": {"zone": "play", "type": ["hero"], "brigade": ["red"]}},
            }
        ],
        False,
        "special",
    )


@pytest.mark.parametrize(
    "text",
    [
        "Heal a Hero that is about to be discarded.",  # saving it from a discard: not modelled
        "Heal an Artifact.",  # only characters are healed
        "Heal a Hero in your discard pile.",
    ],
)
def test_heal_clauses_not_read(text):
    assert compile_sentence(text, "hero") is None


def _run(catalog, flags: dict):
    scenario = {
        "game": "redemption",
        "zones": {
            "A": {"battle": [{"card": "Agabus", "flags": flags}], "hand": ["Ointment, C"]},
            "B": {"battle": ["Abiram"]},
        },
        "actions": [{"player": "A", "play": "Ointment, C", "on": "Agabus"}],
    }
    return run_ruling(scenario, catalog=catalog)


def test_a_healed_character_loses_its_decreases_not_its_increases(catalog):
    # the scenario states that Agabus carries a 2/3 decrease and a 1/1 increase already
    result = _run(catalog, {"numbers": [[901, -2, -3], [902, 1, 1]]})
    effect = [s.text for s in result.steps if s.kind == "effect" and "(a1)" in s.text]
    assert effect == [
        "Ointment, C (a1) completes: Agabus is healed: its decrease of 2/3 is removed"
    ]
    agabus = next(o for o in result.state.objects.values() if o.label == "Agabus")
    assert agabus.flags["numbers"] == [[902, 1, 1]]
    act = next(a for a in result.state.info["_acts"].values() if a.label == "Ointment, C (a1)")
    back, _ = effects.undo(result.state, act)
    assert back == "Agabus's decrease is back"
    assert agabus.flags["numbers"] == [[902, 1, 1], [901, -2, -3]]


def test_nothing_to_heal_is_said_and_is_no_effect(catalog):
    result = _run(catalog, {})
    mine = [(s.kind, s.text) for s in result.steps if s.ability == "a1" and s.kind != "choice"]
    assert (
        "info",
        "Agabus has no decrease to lose (poison, disease and paralysis are not recorded by the "
        "engine: if it has one, healing ends it)",
    ) in mine
    assert ("info", "Ointment, C (a1) completes: nothing happens") in mine
