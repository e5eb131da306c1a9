"""Immune (REG Immune): the opposing cards a character is immune to cannot defeat it by
strength, and their abilities cannot target it; and the sentence shapes read as immunity.

Abiezer (Ki), a real 7/3 hero of the export, is immune to the crimson brigade as he enters
battle; Alexander the Coopersmith, a plain crimson 9/9, blocks him.
"""

from __future__ import annotations

from typing import Any

import pytest
from real_export import pool_catalog

from cards_db.parsers.redemption_standing import compile_immune, immune_to
from engine.api import run_ruling


@pytest.mark.parametrize(
    ("words", "spec"),
    [
        ("Teal Brigade", {"brigade": ["teal"]}),
        ("Grey and Orange brigades", {"brigade": ["gray", "orange"]}),
        ("demons", {"type": ["hero", "evil_character"], "traits": ["demon"]}),
        ("N.T. Heroes", {"type": ["hero"], "testament": "nt"}),
        ("lone Heroes", None),  # alone in battle: not a description of cards
    ],
)
def test_what_a_character_is_immune_to(words, spec) -> None:
    assert immune_to(words) == spec


@pytest.mark.parametrize(
    ("sentence", "name", "timing", "covers"),
    [
        ("Hero is immune to Teal Brigade.", "", "enhancement_played", "bearer"),
        ("Evil Character is immune to Teal Brigade.", "", "enhancement_played", "bearer"),
        ("Immune to Teal Brigade.", "", "enters_battle", "self"),
        ("Zadok is immune to Teal Brigade.", "Zadok", "enters_battle", "self"),
        ("Zadok is immune to Teal Brigade.", "Abiathar", "enters_battle", None),
        ("Heroes are immune to Teal Brigade.", "", "enhancement_played", None),  # several
        ("Immune to Teal Brigade.", "", "in_play", None),
    ],
)
def test_who_the_immunity_covers(sentence, name, timing, covers) -> None:
    step = compile_immune(sentence, name, timing)
    if covers is None:
        assert step is None
    else:
        assert step == {
            "verb": "ongoing",
            "mode": "immune",
            "covers": covers,
            "by_cards": {"brigade": ["teal"]},
        }


@pytest.fixture(scope="module")
def catalog(tmp_path_factory: pytest.TempPathFactory):
    yield from pool_catalog(tmp_path_factory, "redemption")


def battle(hero: str, actions: list[dict[str, Any]]) -> dict[str, Any]:
    return {
        "game": "redemption",
        "zones": {
            "A": {"territory": [hero]},
            "B": {
                "territory": ["Alexander the Coopersmith"],
                "hand": ["Told to Take"],  # a crimson evil enhancement: capture a hero
                "land_of_bondage": ["Lost Soul Ecclesiastes 10:15"],
            },
        },
        "actions": [
            {"player": "A", "attack": hero},
            {"player": "B", "block": "Alexander the Coopersmith"},
            *actions,
        ],
    }


def shown(result: Any) -> list[tuple[str, str, list[str]]]:
    return [(s.kind, s.text, s.rules) for s in result.steps if s.kind in ("effect", "info")]


RESOLVE = [{"player": "A", "verb": "resolves", "words": "the battle"}]


def test_the_crimson_blocker_cannot_defeat_him_by_strength(catalog) -> None:
    steps = shown(run_ruling(battle("Abiezer, Ki", RESOLVE), catalog=catalog))
    assert steps[0] == (
        "effect",
        "Abiezer, Ki (a1) completes: it holds from now until the end of this phase, the battle "
        "(now Abiezer, Ki is immune to the crimson brigade)",
        ["Special Ability", "Ongoing Ability", "Ongoing Ability 5", "Immune"],
    )
    assert steps[1:3] == [
        (
            "effect",
            "Abiezer, Ki is immune to Alexander the Coopersmith (Abiezer, Ki (a1): immune to "
            "the crimson brigade): their strength cannot defeat it",
            ["Immune", "Battle Resolution"],
        ),
        (
            "effect",
            "Battle outcome: stalemate (heroes 7/3 against evil characters 9/9): no character "
            "is defeated",
            ["Battle Resolution"],
        ),
    ]


def test_a_hero_without_the_immunity_is_defeated_by_the_same_blocker(catalog) -> None:
    steps = shown(run_ruling(battle("Gaius", RESOLVE), catalog=catalog))
    assert steps[:2] == [
        (
            "effect",
            "Battle outcome: the evil characters win (heroes 7/7 against evil characters 9/9): "
            "the heroes are defeated",
            ["Battle Resolution"],
        ),
        ("effect", "Gaius is defeated and discarded", ["Battle Resolution", "Discard"]),
    ]


def test_a_crimson_enhancement_cannot_capture_him(catalog) -> None:
    play = [{"player": "A", "verb": "passes"}, {"player": "B", "play": "Told to Take"}]
    steps = shown(run_ruling(battle("Abiezer, Ki", play), catalog=catalog))
    assert steps[-2:] == [
        (
            "info",
            "Abiezer, Ki (A's battle) is immune to Told to Take (a1) by Abiezer, Ki (a1), which "
            "holds until the end of this phase, the battle",
            ["Immune", "Ongoing Ability", "Ongoing Ability 5"],
        ),
        ("info", "Told to Take (a1) completes: nothing happens", ["Special Ability", "Capture"]),
    ]
