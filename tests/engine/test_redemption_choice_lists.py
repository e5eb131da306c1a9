"""Choices printed as lists ("A, B or C", "X, or Y" with the verb shared) and the opponent's
choice ("Opponent must A or B"): how they compile, and who picks on a card in play."""

from __future__ import annotations

from pathlib import Path

import pytest

from cards_db import open_database
from cards_db.parsers import parse_card
from cards_db.pool import PoolCatalog
from cards_db.records import ImportedCard
from engine.api import run_ruling


def effects_of(text: str, card_type: str = "evil_character") -> list[list[dict]]:
    """The compiled steps of each ability of a card printed with ``text`` (our own words)."""
    card = ImportedCard("redemption", "Test Card", card_type, printed_text=text)
    return [list(ab.effect) for ab in parse_card(card)]


HERO = {"one": {"type": ["hero"]}}


def test_a_card_after_or_borrows_the_first_verb():
    [steps] = effects_of("Discard a Hero, or the top card of opponent's deck.")
    assert steps == [
        {
            "verb": "choose",
            "options": [
                {"text": "Discard a Hero", "steps": [{"verb": "discard", "target": HERO}]},
                {
                    "text": "Discard the top card of opponent's deck",
                    "steps": [{"verb": "discard_top", "amount": 1, "who": "opponent"}],
                },
            ],
        }
    ]


def test_three_options_each_with_its_verb():
    [steps] = effects_of("You may draw 1, discard a Hero or look at opponent's hand.")
    assert [o["text"] for o in steps[0]["options"]] == [
        "draw 1",
        "discard a Hero",
        "look at opponent's hand",
    ]
    assert [o["steps"][0]["verb"] for o in steps[0]["options"]] == ["draw", "discard", "look"]


def test_a_borrowed_verb_with_a_place_that_may_be_for_every_option_is_not_read():
    # "to opponent" may send both to the opponent's land of bondage: not read as a list
    assert effects_of("Capture a Hero in battle or a prophet to opponent.") == [[]]


def test_opponent_must_a_or_b_is_the_opponents_choice():
    [steps] = effects_of("Opponent must discard a card from hand or a Site from territory.")
    theirs = {"side": "opponent", "chooser": "opponent"}
    assert steps == [
        {
            "verb": "choose",
            "by": "opponent",
            "options": [
                {
                    "text": "discard a card from hand",
                    "steps": [{"verb": "discard", "target": {"one": {"zone": "hand", **theirs}}}],
                },
                {
                    "text": "discard a Site from territory",
                    "steps": [
                        {
                            "verb": "discard",
                            "target": {"one": {"type": ["site"], "zone": "territory", **theirs}},
                        }
                    ],
                },
            ],
        }
    ]


def test_opponent_must_with_an_option_not_theirs_is_not_read():
    # the card's player drawing is not something the opponent must do
    assert effects_of("Opponent must discard a card from hand or you may draw 2.") == [[]]


@pytest.fixture
def catalog(tmp_path: Path):
    export = tmp_path / "carddata.txt"
    export.write_text(
        "Name\tSet\tType\tBrigade\tStrength\tToughness\tSpecialAbility\tAlignment\n"
        "Test Demand\tT1\tEvil Character\tBlack\t5\t5\t"
        "Opponent must discard a card from hand or a Site from territory.\tEvil\n"
        "Plain Page\tT1\tHero\tBlue\t1\t1\t\tGood\n"
        "Plain Friend\tT1\tHero\tGreen\t3\t3\t\tGood\n"
        "Plain Site\tT1\tSite\tBlue\t\t\t\tNeutral\n",
        encoding="utf-8",
    )
    db = open_database(tmp_path / "cards.sqlite3")
    db.import_cards("redemption", export)
    yield PoolCatalog(db)
    db.close()


def demand(catalog, answers: list[dict]) -> list[tuple[str, str]]:
    scenario = {
        "game": "redemption",
        "zones": {
            "A": {"territory": [{"card": "Test Demand"}]},
            "B": {
                "battle": [{"card": "Plain Page"}],
                "hand": [{"card": "Plain Friend"}],
                "territory": [{"card": "Plain Site"}],
            },
        },
        "actions": [{"player": "A", "block": "Test Demand"}],
        "answers": answers,
    }
    result = run_ruling(scenario, catalog=catalog)
    return [
        (s.kind, s.text)
        for s in result.steps
        if s.card == "Test Demand" and s.kind in ("choice", "step", "effect")
    ]


def test_the_opponent_picks_and_the_first_option_is_the_default(catalog):
    assert demand(catalog, []) == [
        ("choice", "B chooses for Test Demand (a1): discard a card from hand (the opponent's choice) (default shown: the first option printed)"),
        ("step", "Test Demand (a1) declares its targets: Plain Friend"),
        ("effect", "Test Demand (a1) completes: Plain Friend is discarded"),
    ]  # fmt: skip


def test_the_opponent_picks_the_other_option(catalog):
    answer = {"player": "B", "kind": "choose", "answer": "discard a Site from territory"}
    assert demand(catalog, [answer]) == [
        ("choice", "B chooses for Test Demand (a1): discard a Site from territory (the opponent's choice)"),
        ("step", "Test Demand (a1) declares its targets: Plain Site"),
        ("effect", "Test Demand (a1) completes: Plain Site is discarded"),
    ]  # fmt: skip
