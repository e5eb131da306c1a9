"""Every executed ability of the real Epic Battles pool, hand-checked, with its exact effect steps.

The whole-pool run executes these 14 (all of them, not a sample); each was read against the
card's printed text. A change that makes one do something else (or nothing) names the card.
"""

from __future__ import annotations

import pytest
from real_export import pool_catalog

from engine.api import run_ruling
from engine.rulesets import get_ruleset

CASES = [
    (
        "Bludgeon Fist",
        "combo-boost",
        ["Later attacks of this combo deal 1 more damage"],
    ),  # Other attacks in this combo deal +1 damage.
    (
        "Knee Launch",
        "link-anything",
        ["The next attack of this combo may link to any kind"],
    ),  # The next attack in this combo may link to any kind.
    ("Insanity", "plus-ten", ["Sparring deals 10 more damage"]),  # The attack deals +10 damage.
    (
        "Catfight",
        "draw-two",
        ["A draws Nose Breaker (Catfight)", "A draws Nose Breaker #2 (Catfight)"],
    ),  # Draw 2 cards; remove this card.
    (
        "Dark Magic",
        "double-block",
        ["It now takes 2 blocks to block Sparring", "Sparring's damage cannot be lowered"],
    ),  # Two blocks are needed to block this attack; its damage cannot be lower
    (
        "Ryu's Hadoken",
        "a1",
        ["B discards the top 2 card(s) of their deck: Nose Breaker #19, Nose Breaker #20"],
    ),  # Your rival discards the top two cards of their deck.
    (
        "Obligatory Violence",
        "a1",
        ["Sparring deals 4 more damage"],
    ),  # Flip when you attack. Your attack does +4 damage.
    ("Klean Break", "a1", ["Klean Break deals 4 more damage"]),  # This attack does +4 damage.
    (
        "Baraka's Mutant Blades",
        "a1",
        ["Baraka's Mutant Blades deals 8 more damage"],
    ),  # This attack does +8 damage.
    (
        "Arrowed!!!",
        "a1",
        ["B discards the top 2 card(s) of their deck: Nose Breaker #19, Nose Breaker #20"],
    ),  # Discard the top 2 cards of your rival's deck.
    (
        "You're Not Worthy",
        "a2",
        ["A discards the top 2 card(s) of their deck: Nose Breaker, Nose Breaker #2"],
    ),  # Discard the top 2 cards of your rival's deck.
    (
        "Noob Smoke's Ninja Stars",
        "a1",
        ["A draws Nose Breaker (Noob Smoke's Ninja Stars)"],
    ),  # Draw a card.
    (
        "Noob Smoke's Ninja Stars",
        "a2",
        ["A draws Nose Breaker #2 (Noob Smoke's Ninja Stars)"],
    ),  # HIT - Draw a card.
    (
        "Gill's Seraphic Wing",
        "a1",
        [
            "B discards the top 6 card(s) of their deck: Nose Breaker #19, Nose Breaker #20, Nose Breaker #21, Nose Breaker #22, Nose Breaker #23, Nose Breaker #24"
        ],
    ),  # Discard the top 10 cards of your rival's deck.
]


@pytest.fixture(scope="module")
def catalog(tmp_path_factory: pytest.TempPathFactory):
    yield from pool_catalog(tmp_path_factory, "epic_battles")


@pytest.mark.parametrize(("card", "ability", "expected"), CASES)
def test_executed_ability_does_what_the_card_says(catalog, card, ability, expected):
    definition = catalog.get("epic_battles", card)
    ab = next(a for a in definition.abilities if a.id == ability)
    result = run_ruling(get_ruleset("epic_battles").reach_scenario(definition, ab), catalog=catalog)
    mine = [
        s for s in result.steps if s.ability == ability and s.card and definition.name in s.card
    ]
    assert [s.text for s in mine if s.kind == "effect"] == expected
    assert not [s for s in mine if s.kind == "not_modelled"]
