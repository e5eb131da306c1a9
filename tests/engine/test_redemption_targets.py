"""The default target: the card a player would pick when the scenario does not name one.

A verb that works against a card (negate, bounce, capture ...) defaults to an opponent's
card; one that helps (release, rescue, protect, band ...) to the player's own; the ability's
own card comes last. A given answer still decides. The cards are read from the real export.
"""

from __future__ import annotations

from typing import Any

import pytest
from real_export import pool_catalog

from engine.api import run_ruling
from engine.games.redemption.default_target import PREFERRED_SIDE, wanted_side

KING = "Return of the King"
SAUL = "King Saul (Purple), Ki"
SOLOMON = "Solomon, the Wise / Solomon, the Idolater, LoC"
SOUL = "Lost Soul Ecclesiastes 10:15"


@pytest.fixture(scope="module")
def catalog(tmp_path_factory: pytest.TempPathFactory):
    yield from pool_catalog(tmp_path_factory, "redemption")


def steps(catalog, scenario: dict[str, Any], card: str, ability: str) -> list[tuple[str, str]]:
    """(kind, text) of the target choice, declaration and effect of one ability."""
    result = run_ruling({"game": "redemption", **scenario}, catalog=catalog)
    return [
        (s.kind, s.text)
        for s in result.steps
        if s.kind in ("choice", "step", "effect") and f"{card} ({ability})" in s.text
    ]


def king(catalog, answers: list[dict[str, str]]) -> list[tuple[str, str]]:
    """Return of the King ("Negate a card") on the player's hero, with their own hero in
    territory and the opponent's evil character in battle."""
    scenario = {
        "zones": {
            "A": {
                "battle": [{"card": SAUL}],
                "territory": [{"card": "Abel, C"}],
                "hand": [{"card": KING}],
            },
            "B": {"battle": [{"card": "King Achish, 1st Print - L"}]},
        },
        "actions": [{"player": "A", "play": KING, "on": SAUL}],
        "answers": answers,
    }
    return steps(catalog, scenario, KING, "a1")


def test_a_harmful_verb_defaults_to_the_opponents_card(catalog):
    assert king(catalog, []) == [
        (
            "choice",
            f"A targets King Achish, 1st Print - L with {KING} (a1) (default shown: an "
            "opponent's card (negate works against the card it acts on))",
        ),
        ("step", f"{KING} (a1) declares its targets: King Achish, 1st Print - L"),
        ("effect", f"{KING} (a1) completes: King Achish, 1st Print - L is negated"),
    ]


def test_a_given_answer_still_decides(catalog):
    answer = [{"player": "A", "kind": "target", "answer": "Abel, C"}]
    assert king(catalog, answer) == [
        ("choice", f"A targets Abel, C with {KING} (a1)"),
        ("step", f"{KING} (a1) declares its targets: Abel, C"),
        ("effect", f"{KING} (a1) completes: Abel, C is negated"),
    ]


def test_a_helpful_verb_defaults_to_the_players_own_card(catalog):
    """Ezra: "return one captured Hero to owner's territory": the player's own captured hero
    (in the opponent's land of bondage), not the opponent's hero the player holds captive."""
    scenario = {
        "zones": {
            "A": {
                "territory": [{"card": "Ezra"}],
                "land_of_bondage": [{"card": "Abel, C", "controller": "B"}],
            },
            "B": {"land_of_bondage": [{"card": "Agabus", "controller": "A"}]},
        },
        "actions": [{"player": "A", "attack": "Ezra"}],
    }
    assert steps(catalog, scenario, "Ezra", "a1") == [
        (
            "choice",
            "A targets Agabus with Ezra (a1) (default shown: one of the player's own cards "
            "(release helps the card it acts on))",
        ),
        ("step", "Ezra (a1) declares its targets: Agabus"),
        ("effect", "Ezra (a1) completes: Agabus is released to A's territory"),
    ]


def test_a_rescue_defaults_to_a_lost_soul_of_the_opponents_land_of_bondage(catalog):
    """Son of God: "rescue any Lost Soul in play": the one the player may rescue (REG Rescue),
    not one of their own land of bondage, listed first."""
    scenario = {
        "zones": {
            "A": {"land_of_bondage": [{"card": SOUL}]},
            "B": {"land_of_bondage": [{"card": SOUL}]},
        },
        "actions": [{"player": "A", "play": "Son of God, C"}],
    }
    result = run_ruling({"game": "redemption", **scenario}, catalog=catalog)
    assert steps(catalog, scenario, "Son of God, C", "a1") == [
        (
            "choice",
            f"A targets {SOUL} #2 with Son of God, C (a1) (default shown: a lost soul the "
            "player may rescue (rescue helps the card it acts on))",
        ),
        ("step", f"Son of God, C (a1) declares its targets: {SOUL} #2"),
        ("effect", f"Son of God, C (a1) completes: {SOUL} #2 is rescued to the land of redemption"),
    ]
    zones = sorted(o.zone for o in result.state.objects.values() if o.label.startswith(SOUL))
    assert zones == [("A", "land_of_bondage"), ("A", "land_of_redemption")]


def test_the_abilitys_own_card_comes_after_every_other_legal_card(catalog):
    """Solomon alone: "you may bounce a character": Solomon is listed first and is legal, but
    the default is the player's other character, and the trace says no opponent's card is."""
    scenario = {
        "zones": {"A": {"territory": [{"card": SOLOMON}, {"card": "Abel, C"}]}},
        "actions": [{"player": "A", "attack": SOLOMON}],
    }
    assert steps(catalog, scenario, SOLOMON, "a2") == [
        (
            "choice",
            f"A uses {SOLOMON} (a2) (default shown: optional abilities are shown as used)",
        ),
        (
            "choice",
            f"A targets Abel, C with {SOLOMON} (a2) (default shown: the first legal target "
            "(none is an opponent's card))",
        ),
        ("step", f"{SOLOMON} (a2) declares its targets: Abel, C"),
        ("effect", f"{SOLOMON} (a2) completes: Abel, C is bounced to its owner's hand"),
    ]


def test_the_table_names_a_side_for_each_harmful_and_helpful_verb():
    harmful = ["negate", "discard", "capture", "decrease", "bounce", "underdeck", "topdeck"]
    harmful += ["shuffle", "banish", "reserve", "withdraw", "set_aside", "return_to_hand"]
    helpful = ["band", "protect", "increase", "release", "rescue", "first_strike"]
    assert {v: PREFERRED_SIDE[v] for v in harmful} == dict.fromkeys(harmful, "opponent")
    assert {v: PREFERRED_SIDE[v] for v in helpful} == dict.fromkeys(helpful, "own")
    assert wanted_side(["draw", "negate", "band"]) == "opponent"  # the first that has one
    assert wanted_side(["draw", "search"]) is None
