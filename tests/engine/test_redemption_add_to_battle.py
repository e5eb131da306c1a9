"""Add to battle (REG Add to Battle): which clauses compile, and what the verb does."""

from __future__ import annotations

import pytest
from real_export import pool_catalog

from cards_db.parsers.redemption_phrases import compile_sentence
from engine.api import run_ruling


@pytest.fixture(scope="module")
def catalog(tmp_path_factory: pytest.TempPathFactory):
    yield from pool_catalog(tmp_path_factory, "redemption")


def test_a_character_of_the_cards_side_from_territory_or_hand():
    angel = {"testament": "nt", "traits": ["angel"], "zone": ["territory", "hand"], "side": "self"}
    assert compile_sentence("You may add a N.T. angel to battle.", "hero") == (
        [{"verb": "add_to_battle", "target": {"one": {"type": ["hero"], **angel}}}],
        True,
        "special",
    )
    # the same words on an evil card add an Evil Character
    steps = compile_sentence("You may add a N.T. angel to battle.", "evil_character")[0]
    assert steps[0]["target"]["one"]["type"] == ["evil_character"]


def test_piles_named_replace_territory_and_hand():
    steps, _, _ = compile_sentence("Add a Hero from deck or Reserve to battle.", "hero")
    assert steps[0]["target"]["one"]["zone"] == ["deck", "reserve"]


@pytest.mark.parametrize(
    ("text", "side"),
    [
        ("You may add a Hero to battle.", "evil_character"),  # the other side: not its player's
        ("Opponent must add a Hero to battle.", "hero"),  # not this form
        ("Add an Artifact to battle.", "hero"),  # not a character
        ("Add a Hero in opponent's territory to battle.", "hero"),  # a place of its own
    ],
)
def test_clauses_not_read(text, side):
    assert compile_sentence(text, side) is None


def _steps(result, kind: str, words: str) -> list[str]:
    return [s.text for s in result.steps if s.kind == kind and words in s.text]


def test_an_angel_joins_the_battle_and_its_abilities_activate(catalog):
    scenario = {
        "game": "redemption",
        "zones": {
            "A": {"battle": ["Philip's Daughters"], "territory": ["The Strong Angel (Roots)"]},
            "B": {"battle": ["Abiram"]},
        },
        "actions": [{"player": "A", "play": "He Is Risen", "on": "Philip's Daughters"}],
    }
    scenario["zones"]["A"]["hand"] = ["He Is Risen"]
    result = run_ruling(scenario, catalog=catalog)
    assert _steps(result, "effect", "He Is Risen (a2) completes") == [
        "He Is Risen (a2) completes: The Strong Angel, Roots is added to battle"
    ]
    entered = next(s for s in result.steps if "entered battle" in s.text)
    assert entered.text == (
        "The Strong Angel, Roots entered battle, so its ability activates "
        "(caused by He Is Risen (a2))"
    )
    assert entered.rules[0] == "Add to Battle"


def test_a_player_not_in_a_battle_adds_no_one(catalog):
    scenario = {
        "game": "redemption",
        "zones": {
            "A": {
                "deck": ["Pharaoh (H)"],
                "territory": ["Pharaoh (H)"],
                "hand": ["Murderous Command, K"],
            },
            "B": {"territory": ["Agabus"]},
        },
        "actions": [{"player": "A", "play": "Murderous Command, K"}],
    }
    result = run_ruling(scenario, catalog=catalog)
    assert _steps(result, "info", "not added") == [
        "A has no side in a battle: Pharaoh, H is not added"
    ]
    pharaohs = [o for o in result.state.objects.values() if o.name == "Pharaoh"]
    assert all(o.zone[1] != "battle" for o in pharaohs)


def test_a_character_already_in_battle_is_not_added_again(catalog):
    scenario = {
        "game": "redemption",
        "zones": {
            "A": {"territory": ["Pharaoh’s Servants"]},
            "B": {"battle": ["Agabus"], "land_of_bondage": ["Agabus"]},
        },
        "actions": [{"player": "A", "block": "Pharaoh’s Servants"}],
    }
    result = run_ruling(scenario, catalog=catalog)
    assert _steps(result, "info", "already in battle") == [
        "Pharaoh’s Servants is already in battle"
    ]


def test_it_after_a_search_is_not_the_card_acted_on_before():
    # "it" is the card found, which no target names: never the card discarded as the cost
    text = "You may discard this Hero to search deck for a Hero and add it to battle."
    assert compile_sentence(text, "hero") is None
