"""Place (REG Place): the card itself goes to a territory, a Land of Redemption, or onto a
card in play that is described but not targeted."""

from __future__ import annotations

import pytest
from real_export import pool_catalog

from cards_db.parsers.redemption_phrases import compile_sentence
from engine.api import run_ruling
from engine.games.redemption.verbs import VERBS


@pytest.fixture(scope="module")
def catalog(tmp_path_factory: pytest.TempPathFactory):
    yield from pool_catalog(tmp_path_factory, "redemption")


@pytest.mark.parametrize(
    ("text", "step"),
    [
        ("Place this card on a Hero.", {"verb": "place", "on": {"type": ["hero"]}}),
        ("Place on a Lost Soul.", {"verb": "place", "on": {"type": ["lost_soul"]}}),
        (
            "Place in an opponent's territory.",
            {"verb": "place", "zone": "territory", "whose": "opponent"},
        ),
        ("Place this card in territory.", {"verb": "place", "zone": "territory", "whose": "you"}),
        (
            "Place this card in your Land of Redemption.",
            {"verb": "place", "zone": "land_of_redemption", "whose": "you"},
        ),
    ],
)
def test_place_clauses(text, step):
    assert compile_sentence(text, "hero") == ([step], False, "special")


@pytest.mark.parametrize(
    "text",
    [
        "Place in a player's territory.",  # the player picks which: not read
        "Place this card on your Hero for 2 turns.",  # a duration
        "Place on a Hero: Protect that Hero from discard.",  # the placed card's own ability
        "Place this card in an opponent's Land of Redemption.",
    ],
)
def test_place_clauses_not_read(text):
    assert compile_sentence(text, "hero") is None


def test_a_place_is_on_a_card_or_in_a_zone_never_both():
    with pytest.raises(ValueError, match="either on a card or in a zone"):
        VERBS.get("place").validate(
            {"verb": "place", "on": {"type": ["hero"]}, "zone": "territory"}
        )
    with pytest.raises(ValueError, match="either on a card or in a zone"):
        VERBS.get("place").validate({"verb": "place"})


def _effects(result, words: str) -> list[str]:
    return [s.text for s in result.steps if s.kind in ("effect", "info") and words in s.text]


def test_placed_on_a_lost_soul_it_goes_where_the_soul_is(catalog):
    scenario = {
        "game": "redemption",
        "zones": {
            "A": {"battle": ["Er"], "hand": ["Angry Travelers"]},
            "B": {"battle": ["Agabus"], "land_of_bondage": ["Lost Soul Ecclesiastes 10:15"]},
        },
        "actions": [{"player": "A", "play": "Angry Travelers", "on": "Er"}],
    }
    result = run_ruling(scenario, catalog=catalog)
    assert _effects(result, "(a1) completes") == [
        "Angry Travelers (a1) completes: Angry Travelers is placed on Lost Soul Ecclesiastes 10:15"
    ]
    card = next(o for o in result.state.objects.values() if o.label == "Angry Travelers")
    assert card.zone == ("B", "land_of_bondage")
    assert card.attached_to is None  # placed on the soul, not used by Er


def test_several_cards_fit_the_choice_is_said(catalog):
    scenario = {
        "game": "redemption",
        "zones": {
            "A": {"battle": ["Phygellus"], "hand": ["Boasting of Riches"]},
            "B": {"battle": ["Agabus", "Gaius"]},
        },
        "actions": [{"player": "A", "play": "Boasting of Riches", "on": "Phygellus"}],
    }
    result = run_ruling(scenario, catalog=catalog)
    assert _effects(result, "Boasting of Riches (a1)")[-1] == (
        "Boasting of Riches (a1) completes: Boasting of Riches is placed on Agabus"
    )
    assert _effects(result, "fit") == [
        "2 cards fit (Agabus, Gaius): A chooses which; the first is shown"
    ]


def test_nothing_to_place_it_on(catalog):
    scenario = {
        "game": "redemption",
        "zones": {
            "A": {"battle": ["Er"], "hand": ["Angry Travelers"]},
            "B": {"battle": ["Agabus"]},
        },
        "actions": [{"player": "A", "play": "Angry Travelers", "on": "Er"}],
    }
    result = run_ruling(scenario, catalog=catalog)
    assert _effects(result, "place") == ["there is no card in play to place Angry Travelers on"]
    assert _effects(result, "(a1) completes") == ["Angry Travelers (a1) completes: nothing happens"]


def test_placed_in_the_opponents_territory(catalog):
    scenario = {
        "game": "redemption",
        "zones": {
            "A": {"battle": ["Abiram"], "hand": ["Broken Cisterns"]},
            "B": {"battle": ["Agabus"]},
        },
        "actions": [{"player": "A", "play": "Broken Cisterns", "on": "Abiram"}],
    }
    result = run_ruling(scenario, catalog=catalog)
    assert _effects(result, "(a1) completes") == [
        "Broken Cisterns (a1) completes: Broken Cisterns is placed in B's territory"
    ]
    card = next(o for o in result.state.objects.values() if o.label == "Broken Cisterns")
    assert card.zone == ("B", "territory")
