"""A third hand-checked sample: the abilities that a "linked from an attack that hit"
condition, the character moments "when one of your X hits", "when you flip an event" and
"when your last attack in a combo hits", counting face-down cards and damage changes counted
per energy-pile card, an event flipped when a punch is blocked and one flipped when an attack it names is played
made executable, with an exact energy count and a kind taken from the bottom of a pile (every one the real pool has, so no seed is needed).

Each case was read against the card's printed text in the scenario ``reach_scenario`` builds:
a plain attack that links into the card opens the action and hits (B does not block), so the
condition holds; the comment says what the card does, in the project's words.
"""

from __future__ import annotations

import pytest
from eb_sample import assert_executes
from real_export import pool_catalog

CASES = [
    # HIT, after a punch that hit (Head Crunch opens the combo): its player draws a card
    ("Blazing Fury", "a1", ["A draws Nose Breaker (Blazing Fury)"]),
    # after any attack that hit (Forward Fierce opens the combo): 2 more damage
    ("Decapitation!", "a1", ["Decapitation! deals 2 more damage"]),
    # after any attack that hit (Sparring opens the combo): the rival mills three cards
    (
        "Power Clash",
        "a1",
        [
            "B discards the top 3 card(s) of their deck: Nose Breaker #21, Nose Breaker #22, Nose Breaker #23"
        ],
    ),
    # character: A's projectile hits (nothing blocks it): B's set event is discarded
    ("Scorpion", "a1", ["Lust for Power #3 (B's card in the arena) discarded"]),
    # character: the last of three plain attacks hits: A searches the discard pile for a card
    # for the energy pile and may find nothing (Searching 1; test_epic_battles_char_moments.py
    # has the search that finds one)
    ("Dhalsim", "a1", ["A finds nothing, which is allowed"]),
    # character: A flips Insanity: the top four cards of A's discard pile are shuffled into A's deck
    (
        "Wang Jinrei",
        "a2",
        [
            "A puts Nose Breaker #7, Drill Claw, Guile's Flash Kick #2, Guile's Sonic Boom #2 from A's discard pile into A's deck",
            "A's deck is shuffled (its order is now unknown)",
        ],
    ),
    # HIT: one card of the rival's deck milled per set event of A's (two, under the cap of 3)
    (
        "Gloves of Steel",
        "a2",
        ["B discards the top 2 card(s) of their deck: Nose Breaker #23, Nose Breaker #24"],
    ),
    # HIT: B's low attacks next action lose 1 per punch in A's energy pile (12), capped at 2
    (
        "Killer in White",
        "a1",
        [
            "Floating effect for B: B's low attacks in their next action: -2 damage (from Killer in White; -1 for each of 12 punch(s) in A's energy pile, up to the maximum of -2) (with no stated duration, so until the end of the turn)"
        ],
    ),
    # B's high attacks next action lose 1 per throw in A's energy pile (one)
    (
        "Muay Thai Leap",
        "a1",
        [
            "Floating effect for B: B's high attacks in their next action: -1 damage (from Muay Thai Leap; -1 for each of 1 throw(s) in A's energy pile) (with no stated duration, so until the end of the turn)"
        ],
    ),
    # flipped when B blocks A's punch (a plain low block): the punch chips A's energy (14) more
    ("Busted", "chip-energy", ["Sparring chips 14 more (A has 14 energy)"]),
    # flipped at step 2 when A plays an attack costing 1 or more (Forward Fierce): 8 more
    # damage, then the event is removed instead of discarded
    (
        "Inhuman Strength",
        "a1",
        [
            "Forward Fierce #2 deals 8 more damage",
            "Inhuman Strength is removed: it goes to A's removed pile instead of the discard pile",
        ],
    ),
    # A has exactly 2 energy when its text is used: 3 more damage
    ("Close Knee", "a1", ["Close Knee deals 3 more damage"]),
    # HIT: the projectile nearest the bottom of A's discard pile goes on top of A's deck
    (
        "War Machine'S Sticky Bombs",
        "a1",
        ["A puts Guile's Sonic Boom #2 from A's discard pile on top of A's deck"],
    ),
    # flipped when B blocks A's punch (Sparring, printed cost 0): A draws 0 + 1 cards
    ("Powerful Fists", "a1", ["A draws Nose Breaker (Powerful Fists)"]),
    # the same event's second part: removed instead of discarded after it resolves
    (
        "Powerful Fists",
        "a2",
        ["Powerful Fists is removed: it goes to A's removed pile instead of the discard pile"],
    ),
]


@pytest.fixture(scope="module")
def catalog(tmp_path_factory: pytest.TempPathFactory):
    yield from pool_catalog(tmp_path_factory, "epic_battles")


@pytest.mark.parametrize(("card", "ability", "expected"), CASES)
def test_executed_ability_does_what_the_card_says(catalog, card, ability, expected):
    assert_executes(catalog, card, ability, expected)
