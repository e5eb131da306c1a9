"""Descriptions by title, reference and numbers: how they compile, and which real cards fit.

The phrases are worded for these tests; the cards are read from the real export at test time.
"""

from __future__ import annotations

from typing import Any

import pytest
from real_export import pool_catalog

from cards_db.parsers.redemption_phrases import target_phrase
from engine.api import run_ruling

READ = [
    ("a card with “Storm” in the title", {"one": {"title": ["storm"]}}),
    (
        "evil cards with 'Lie' or 'Trick' in the title",
        {"all": {"alignment": ["evil"], "title": ["lie", "trick"]}},
    ),
    (
        "a good card with Samson's name in the title",
        {"one": {"alignment": ["good"], "title": ["samson"]}},
    ),
    ("a Hero with a Ruth reference", {"one": {"type": ["hero"], "book": ["ruth"]}}),
    (
        "a Hero with a reference from II Kings or Isaiah",
        {"one": {"type": ["hero"], "book": ["ii kings", "isaiah"]}},
    ),
    (
        "evil characters having a New Testament reference on card",
        {"all": {"type": ["evil_character"], "testament": "nt"}},
    ),
    (
        "a good Old Testament Site in play or in a set aside area",
        {"one": {"zone": ["play", "set_aside"], "type": ["site"], "alignment": ["good"], "testament": "ot"}},
    ),
    ("a Hero with toughness */2 or less", {"one": {"type": ["hero"], "numbers": {"toughness": ["le", 2]}}}),
    (
        "an Evil Character with abilities of */5 or less",
        {"one": {"type": ["evil_character"], "numbers": {"toughness": ["le", 5]}}},
    ),
    (
        "a Hero of 7/7 or more in battle",
        {"one": {"zone": "battle", "type": ["hero"], "numbers": {"strength": ["ge", 7], "toughness": ["ge", 7]}}},
    ),
    (
        "a Hero with strength 8 or greater",
        {"one": {"type": ["hero"], "numbers": {"strength": ["ge", 8]}}},
    ),
]  # fmt: skip


@pytest.mark.parametrize(("words", "expected"), READ)
def test_a_description_by_title_reference_or_numbers_is_read(words, expected):
    assert target_phrase(words) == expected


@pytest.mark.parametrize(
    "words",
    [
        "a Hero with strength */* or less",  # no bound at all
        "a Hero with strength */3 or less",  # the named number is not the one given
        "a card with this card in the title",  # the card's own name, put in by the importer
        "a Hero with a Narnia reference",  # not a book of the Bible
        "a Hero with toughness 3",  # no "or less / or more"
    ],
)
def test_what_is_not_sure_is_not_read(words):
    assert target_phrase(words) is None


# ---------------------------------------------------------------------- running
@pytest.fixture(scope="module")
def catalog(tmp_path_factory: pytest.TempPathFactory):
    yield from pool_catalog(tmp_path_factory, "redemption")


def played(catalog, card: str, bearer: str, theirs: list[str]) -> list[tuple[str, str]]:
    """(kind, text) of ``card``'s first ability, played on ``bearer`` against ``theirs``."""
    scenario: dict[str, Any] = {
        "game": "redemption",
        "zones": {
            "A": {"battle": [{"card": bearer}], "hand": [{"card": card}]},
            "B": {"battle": [{"card": c} for c in theirs]},
        },
        "actions": [{"player": "A", "play": card, "on": bearer}],
    }
    result = run_ruling(scenario, catalog=catalog)
    return [
        (s.kind, s.text)
        for s in result.steps
        if s.kind in ("choice", "step", "effect") and f"{card} (a1)" in s.text
    ]


def test_numbers_fit_the_card_within_the_bound_and_not_the_other(catalog):
    """Israelite Rebellion captures a hero of toughness 4 or less: Agabus (5/4) fits, Daniel
    (6/7) does not, so Agabus is the only legal target (no choice is asked)."""
    assert played(catalog, "Israelite Rebellion", "Abiram", ["Daniel, Pr", "Agabus"]) == [
        ("step", "Israelite Rebellion (a1) declares its targets: Agabus"),
        ("effect", "Israelite Rebellion (a1) completes: Agabus is captured to the land of bondage"),
    ]


def test_no_card_within_the_bound_means_no_target(catalog):
    assert played(catalog, "Israelite Rebellion", "Abiram", ["Daniel, Pr"]) == [
        ("step", "Israelite Rebellion (a1) has no legal target"),
    ]


def test_numbers_are_read_as_they_stand_in_battle(catalog):
    """Israelite Rebellion again: Agabus (5/4) with Golden Lamp Stand (3/2) on it is 8/6 and no
    longer fits "toughness */4 or less"."""
    scenario = {
        "game": "redemption",
        "zones": {
            "A": {"battle": [{"card": "Abiram"}], "hand": [{"card": "Israelite Rebellion"}]},
            "B": {
                "battle": [
                    {"card": "Agabus"},
                    {"card": "Golden Lamp Stand", "flags": {"on": "Agabus"}},
                ]
            },
        },
        "actions": [{"player": "A", "play": "Israelite Rebellion", "on": "Abiram"}],
    }
    result = run_ruling(scenario, catalog=catalog)
    texts = [s.text for s in result.steps if "Israelite Rebellion (a1)" in s.text]
    assert texts[1:2] == ["Israelite Rebellion (a1) has no legal target"]
    assert not [s for s in result.steps if s.kind == "effect"]


def test_a_title_fits_the_cards_whose_name_has_the_word(catalog):
    """Banner of Truth negates the evil cards with 'False' or 'Deceit' in the title: False
    Prophets is negated, Abiram is not."""
    assert played(catalog, "Banner of Truth, Pi", "Agabus", ["Abiram", "False Prophets"]) == [
        ("step", "Banner of Truth, Pi (a1) declares its targets: False Prophets"),
        ("effect", "Banner of Truth, Pi (a1) completes: False Prophets is negated"),
    ]


def test_a_reference_fits_the_cards_of_that_testament(catalog):
    """The Book of Life discards the N.T. evil characters: Possessing Demon (Luke) goes, False
    Prophets (Jeremiah) stays."""
    theirs = ["False Prophets", "Possessing Demon (j)"]
    assert played(catalog, "The Book of Life", "Agabus", theirs) == [
        ("step", "The Book of Life (a1) declares its targets: Possessing Demon (j)"),
        ("effect", "The Book of Life (a1) completes: Possessing Demon (j) is discarded"),
    ]
