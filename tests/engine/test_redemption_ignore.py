"""Ignore (REG Ignore): an ignored character cannot block the character ignoring it; ignored
characters in battle do not count for the outcome (the ignoring side wins, no one is
defeated); a side whose every character is ignored has the initiative.

Miriam (C), a real 4/4 hero of the export, ignores the gold brigade as she enters battle;
Phygellus is a plain gold 3/3 evil character. Wildness (L), a real evil enhancement, makes the
evil character it is played on ignore the gold brigade; Gaius is a plain gold 7/7 hero.
"""

from __future__ import annotations

from typing import Any

import pytest
from real_export import pool_catalog

from cards_db.parsers.redemption_standing import compile_ignore
from engine.api import run_ruling
from engine.core.errors import ScenarioError


@pytest.mark.parametrize(
    ("sentence", "name", "timing", "covers"),
    [
        ("Hero ignores Teal Brigade.", "", "enhancement_played", "bearer"),
        ("Ignore Teal Brigade.", "", "enhancement_played", "bearer"),
        ("Ignores Teal Brigade.", "", "enters_battle", "self"),
        ("Zadok ignores all Teal Brigade.", "Zadok", "enters_battle", "self"),
        ("Heroes ignore Teal Brigade.", "", "enhancement_played", None),  # several characters
        ("Zadok ignores Teal Brigade.", "Abiathar", "enters_battle", None),
    ],
)
def test_who_ignores(sentence, name, timing, covers) -> None:
    step = compile_ignore(sentence, name, timing)
    if covers is None:
        assert step is None
    else:
        assert step == {
            "verb": "ongoing",
            "mode": "ignore",
            "covers": covers,
            "by_cards": {"brigade": ["teal"]},
        }


@pytest.fixture(scope="module")
def catalog(tmp_path_factory: pytest.TempPathFactory):
    yield from pool_catalog(tmp_path_factory, "redemption")


def shown(result: Any) -> list[tuple[str, str, list[str]]]:
    return [
        (s.kind, s.text, s.rules) for s in result.steps if s.kind in ("effect", "info", "action")
    ]


SOUL = "Lost Soul Ecclesiastes 10:15"


def test_an_ignored_character_cannot_block_her(catalog) -> None:
    scenario = {
        "game": "redemption",
        "zones": {
            "A": {"territory": ["Miriam, C"]},
            "B": {"territory": ["Phygellus"], "land_of_bondage": [SOUL]},
        },
        "actions": [
            {"player": "A", "attack": "Miriam, C"},
            {"player": "B", "block": "Phygellus"},
        ],
    }
    with pytest.raises(ScenarioError) as err:
        run_ruling(scenario, catalog=catalog)
    assert str(err.value).endswith(
        "Phygellus cannot enter battle: Miriam, C ignores it (Miriam, C (a1): ignores the gold "
        "brigade). REG Ignore: an ignored character cannot enter battle while the character "
        "ignoring it is in battle"
    )


def test_an_ignored_character_already_in_battle_does_not_count(catalog) -> None:
    scenario = {
        "game": "redemption",
        "zones": {
            "A": {"territory": ["Miriam, C"]},
            "B": {"battle": ["Phygellus"], "land_of_bondage": [SOUL]},
        },
        "actions": [
            {"player": "A", "attack": "Miriam, C"},
            {"player": "A", "verb": "resolves", "words": "the battle"},
        ],
    }
    steps = shown(run_ruling(scenario, catalog=catalog))
    assert steps[1] == (
        "effect",
        "Miriam, C (a1) completes: it holds from now until the end of this phase, the battle "
        "(now Miriam, C ignores the gold brigade)",
        ["Special Ability", "Ongoing Ability", "Ongoing Ability 5", "Ignore"],
    )
    assert steps[2:5] == [
        (
            "effect",
            "Miriam, C ignores Phygellus (Miriam, C (a1): ignores the gold brigade): Phygellus "
            "counts as not in battle for the outcome",
            ["Ignore", "Battle Resolution"],
        ),
        (
            "effect",
            "Battle outcome: every blocker is ignored: A's heroes (4/4) win and rescue",
            ["Battle Resolution"],
        ),
        ("effect", f"A rescues {SOUL} to their land of redemption", ["Rescue"]),
    ]


def test_every_hero_ignored_gives_the_initiative_and_the_battle_to_no_defeat(catalog) -> None:
    scenario = {
        "game": "redemption",
        "zones": {
            "A": {"battle": ["Gaius"]},
            "B": {"battle": ["False Prophets"], "hand": ["Wildness, L"]},
        },
        "actions": [
            {"player": "B", "play": "Wildness, L"},  # B is losing (4/4 against 7/7): B plays
            {"player": "A", "verb": "passes"},
        ],
    }
    steps = shown(run_ruling(scenario, catalog=catalog))
    assert steps[3:] == [
        (
            "action",
            "A passes (initiative: A — A is losing the battle: every character of theirs in it "
            "is ignored (Gaius))",
            ["Ignore"],
        ),
        (
            "effect",
            "False Prophets ignores Gaius (Wildness, L (a1): ignores the gold brigade): Gaius "
            "counts as not in battle for the outcome",
            ["Ignore", "Battle Resolution"],
        ),
        (
            "effect",
            "Battle outcome: every hero is ignored: the evil characters win; no character is "
            "defeated",
            ["Battle Resolution"],
        ),
        (
            "info",
            "The battle ends: Gaius returns to territory; False Prophets returns to territory; "
            "Wildness, L is discarded; effects that lasted for the battle end (Wildness, L (a1))",
            ["End of Battle"],
        ),
    ]
