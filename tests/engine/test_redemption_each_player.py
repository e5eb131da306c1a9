"""'Each player must <move> a card from hand / in territory': each player moves one card of
their own, which they pick."""

from __future__ import annotations

import pytest
from real_export import pool_catalog

from cards_db.parsers.redemption_phrases import compile_sentence
from engine.api import run_ruling


@pytest.fixture(scope="module")
def catalog(tmp_path_factory: pytest.TempPathFactory):
    yield from pool_catalog(tmp_path_factory, "redemption")


def test_each_player_is_one_step_per_player_each_picking_their_own():
    assert compile_sentence("Each player must topdeck a card from their hand.", "hero") == (
        [
            {"verb": "topdeck", "target": {"one": {"zone": "hand", "side": "self"}}},
            {
                "verb": "topdeck",
                "target": {"one": {"zone": "hand", "side": "opponent", "chooser": "opponent"}},
            },
        ],
        False,
        "special",
    )


def test_a_number_one_is_one_card():
    steps, _, _ = compile_sentence("Each player must discard 1 from hand.", "hero")
    assert [st["target"]["one"]["side"] for st in steps] == ["self", "opponent"]


@pytest.mark.parametrize(
    "text",
    [
        "Each player must discard two cards from hand.",  # how many: not one card each
        "Each player must discard all Heroes in territory.",
        "Each player must discard a card from opponent's hand.",
    ],
)
def test_other_forms_not_read(text):
    assert compile_sentence(text, "hero") is None


def _effects(result, words: str) -> list[str]:
    return [s.text for s in result.steps if s.kind == "effect" and words in s.text]


def test_both_players_put_a_card_of_their_hand_on_the_bottom_of_their_deck(catalog):
    scenario = {
        "game": "redemption",
        "zones": {
            "A": {"territory": ["Aliens (LoC Brown/Gray)"], "hand": ["Abiram"], "deck": []},
            "B": {"battle": ["Agabus"], "hand": ["Gaius"], "deck": []},
        },
        "actions": [{"player": "A", "block": "Aliens (LoC Brown/Gray)"}],
    }
    result = run_ruling(scenario, catalog=catalog)
    assert _effects(result, "(a1)") == [
        "Aliens (LoC Brown/Gray) (a1) completes: Abiram is put on the bottom of the deck; "
        "Gaius is put on the bottom of the deck"
    ]
    where = {o.label: o.zone for o in result.state.objects.values()}
    assert where["Abiram"] == ("A", "deck")
    assert where["Gaius"] == ("B", "deck")


def test_a_player_with_an_empty_hand_moves_nothing(catalog):
    scenario = {
        "game": "redemption",
        "zones": {
            "A": {"territory": ["Aliens (LoC Brown/Gray)"], "hand": [], "deck": []},
            "B": {"battle": ["Agabus"], "hand": ["Gaius"], "deck": []},
        },
        "actions": [{"player": "A", "block": "Aliens (LoC Brown/Gray)"}],
    }
    result = run_ruling(scenario, catalog=catalog)
    assert _effects(result, "(a1)") == [
        "Aliens (LoC Brown/Gray) (a1) completes: Gaius is put on the bottom of the deck"
    ]
