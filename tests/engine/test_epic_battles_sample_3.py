"""A third hand-checked sample: the abilities that a "linked from an attack that hit"
condition made executable (every one the real pool has, so no seed is needed).

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
]


@pytest.fixture(scope="module")
def catalog(tmp_path_factory: pytest.TempPathFactory):
    yield from pool_catalog(tmp_path_factory, "epic_battles")


@pytest.mark.parametrize(("card", "ability", "expected"), CASES)
def test_executed_ability_does_what_the_card_says(catalog, card, ability, expected):
    assert_executes(catalog, card, ability, expected)
