"""Standing text naming kinds of ability: what kinds an ability is, protections from a kind on
cards of an alignment or a description, "negate <kind> abilities" of an alignment, and
"cannot be negated" of a character (held to the end of the phase).

The parser cases are worded for these tests; the real cards are read from the export.
"""

from __future__ import annotations

from typing import Any

import pytest
from real_export import pool_catalog

from cards_db.parsers.redemption_ongoing import compile_activated, compile_ongoing
from cards_db.parsers.redemption_standing_kinds import kind_list, protect_from_more
from engine.api import run_ruling
from engine.core.cards import AbilityDefinition
from engine.games.redemption.ability_kinds import kinds

FROM = [
    ("evil discard abilities", {"from": ["discard"], "by": "evil"}),
    ("good capture and shuffle abilities", {"from": ["capture", "shuffle"], "by": "good"}),
    (
        "discard abilities on evil Enhancements",
        {"from": ["discard"], "by_cards": {"type": ["evil_enhancement"]}},
    ),
    ("discard abilities used by opponent", {"from": ["discard"], "by": "opponent"}),
    ("capture abilities on good cards", {"from": ["capture"], "by": "good"}),
    ("shuffle by an opponent", {"from": ["shuffle"], "by": "opponent"}),
    ("opponent's good cards", {"by_cards": {"alignment": ["good"], "side": "opponent"}}),
    (
        "O.T. Heroes and opponents' Dominants",
        {
            "by_cards": {
                "either": [
                    {"type": ["hero"], "testament": "ot"},
                    {"type": ["dominant"], "side": "opponent"},
                ]
            }
        },
    ),
]


@pytest.mark.parametrize(("words", "expected"), FROM)
def test_what_a_protection_holds_against(words: str, expected: dict[str, Any]) -> None:
    assert protect_from_more(words) == expected


@pytest.mark.parametrize(
    "words",
    ["harm", "evil wishes abilities", "conversion abilities on evil cards", "lone Heroes"],
)
def test_words_that_are_no_kind_or_no_cards_are_not_read(words: str) -> None:
    assert protect_from_more(words) is None


def test_kind_words_are_the_engines_kinds() -> None:
    assert kind_list("banding, card drawing and look") == ["band", "draw", "look"]
    assert kind_list("toss") is None  # no verb of the engine tosses: not a kind it can see


def test_negate_kind_abilities_of_an_alignment() -> None:
    assert compile_ongoing("Negate evil capture abilities.") == {
        "verb": "ongoing",
        "mode": "negate",
        "covers": {"alignment": ["evil"], "not_self": True},
        "from": ["capture"],
    }
    assert compile_ongoing("Negate all immune abilities on characters.") == {
        "verb": "ongoing",
        "mode": "negate",
        "covers": {"type": ["hero", "evil_character"], "not_self": True},
        "from": ["immune"],
    }


def _ab(effect: list[dict[str, Any]]) -> AbilityDefinition:
    return AbilityDefinition.from_dict(
        {"id": "a1", "kind": "special", "timing": "enters_battle", "text": "x", "effect": effect}
    )


def test_the_kinds_of_an_ability_come_from_its_verbs_and_its_ongoing_mode() -> None:
    look = _ab([{"verb": "look_at", "zone": "hand"}, {"verb": "discard_top"}])
    assert kinds(look) == {"look_at", "look", "discard_top", "discard"}
    shield = _ab([{"verb": "ongoing", "mode": "protect", "covers": "self", "from": ["capture"]}])
    assert kinds(shield) == {"protect"}  # what "Negate protect abilities" reaches
    rider = _ab([{"verb": "ongoing", "mode": "cannot_be", "covers": {}, "rider": "negated"}])
    assert kinds(rider) == {"ongoing"}


def test_a_characters_cannot_be_interrupted_stays_unread() -> None:
    ab = AbilityDefinition.from_dict(
        {
            "id": "a1",
            "kind": "special",
            "timing": "enters_battle",
            "text": "Capture abilities cannot be interrupted.",
        }
    )
    assert list(compile_activated(ab).effect) == []  # its default duration is not checked


@pytest.fixture(scope="module")
def catalog(tmp_path_factory: pytest.TempPathFactory):
    yield from pool_catalog(tmp_path_factory, "redemption")


def told_to_take(hero: str) -> dict[str, Any]:
    """``hero`` attacks; B blocks with a plain 3/3 and plays an evil capture enhancement."""
    return {
        "game": "redemption",
        "zones": {
            "A": {"territory": [hero]},
            "B": {
                "territory": ["Phygellus"],
                "hand": ["Told to Take"],
                "land_of_bondage": ["Lost Soul Ecclesiastes 10:15"],
            },
        },
        "actions": [
            {"player": "A", "attack": hero},
            {"player": "B", "block": "Phygellus"},
            {"player": "B", "play": "Told to Take"},
        ],
    }


def shown(result: Any) -> list[tuple[str, str]]:
    return [(s.kind, s.text) for s in result.steps if s.kind in ("effect", "info")]


def test_eli_protected_from_evil_capture_abilities_is_no_target_for_one(catalog) -> None:
    eli = "Eli, Samuel's Mentor"  # "Protect O.T. priests from evil capture and shuffle ..."
    steps = shown(run_ruling(told_to_take(eli), catalog=catalog))
    assert steps[0] == (
        "effect",
        f"{eli} (a1) completes: it holds from now until the end of this phase, the battle (now "
        f"{eli} is protected from capture abilities and shuffle abilities of evil cards)",
    )
    assert steps[-2:] == [
        (
            "info",
            f"{eli} (A's battle) is protected from Told to Take (a1) by {eli} (a1), which holds "
            "until the end of this phase, the battle",
        ),
        ("info", "Told to Take (a1) completes: nothing happens"),
    ]


def test_a_protection_from_evil_discard_abilities_leaves_a_capture_alone(catalog) -> None:
    abiathar = "Abiathar, the Survivor"  # "Protect O.T. priests from evil discard abilities."
    steps = shown(run_ruling(told_to_take(abiathar), catalog=catalog))
    assert steps[0][1].endswith(
        f"(now {abiathar} is protected from discard abilities of evil cards)"
    )
    assert steps[-1] == (
        "effect",
        f"Told to Take (a1) completes: {abiathar} is captured to the land of bondage",
    )
