"""The hand-checked sample of abilities that name a card by brigade alone ("a clay card").

A brigade only good characters carry (clay, silver, green ...) says the card is good, so the
whole-pool run places a hero of it where the ability looks; every ability it reaches that way
on this branch (6 of 6), each read against the printed text and the export rows of the cards
placed (brigade, reference, identifiers). Each entry lists the exact effect steps it logs; the
comment says in our own words what the card asks for. Read by hand: 6 of 6 do what it says.
"""

from __future__ import annotations

import pytest
from real_export import pool_catalog
from test_redemption_sample_compiled import assert_runs_as_listed

from engine.games.redemption.reach import kind_of

# (card, ability, every step it must log as above)
SAMPLE = [
    (
        "Ahimelech, Chief Priest",
        "a2",
        # while attacking, may take an Old Testament clay card from Reserve (Aaron: Exodus, clay)
        [
            "Ahimelech, Chief Priest (a2) completes: A searches their reserve and takes "
            "Aaron, Moses' Brother, 1st Print - L into hand"
        ],
    ),
    (
        "Baptism of Jesus, GoC",
        "a2",
        # two options, the first shown: to hand from Reserve, any clay one; or banish one evil
        [
            "Baptism of Jesus, GoC (a2) completes: A searches their reserve and takes "
            "Aaron, Moses' Brother, 1st Print - L into hand"
        ],
    ),
    (
        "Gabriel, Mouth of God, GoC",
        "a2",
        # may take a silver card with the Gospel identifier from deck or discard pile
        [
            "Gabriel, Mouth of God, GoC (a2) completes: A searches their deck and takes "
            "Angel of the Harvest, GoC into hand"
        ],
    ),
    (
        "Gabriel, Mouth of God [UR+], GoC",
        "a2",
        # the same text on another printing
        [
            "Gabriel, Mouth of God [UR+], GoC (a2) completes: A searches their deck and takes "
            "Angel of the Harvest, GoC into hand"
        ],
    ),
    (
        "Peace Offering",
        "a2",
        # may take an Old Testament clay card from Reserve
        [
            "Peace Offering (a2) completes: A searches their reserve and takes "
            "Aaron, Moses' Brother, 1st Print - L into hand"
        ],
    ),
    (
        "House of Samuel",
        "a1",
        # when put in play, look at the top 7 of deck and take up to one green card (Agabus)
        [
            "House of Samuel (a1) completes: A looks at the top 7 of their deck (Agabus, "
            "Agabus #2, Agabus #3, Agabus #4, Agabus #5, Agabus #6, Agabus #7), takes Agabus "
            "into hand and leaves the rest on top of the deck"
        ],
    ),
]


@pytest.fixture(scope="module")
def catalog(tmp_path_factory: pytest.TempPathFactory):
    yield from pool_catalog(tmp_path_factory, "redemption")


@pytest.mark.parametrize(("card", "ability", "expected"), SAMPLE)
def test_brigade_named_ability_does_what_the_card_says(catalog, card, ability, expected):
    assert_runs_as_listed(catalog, card, ability, expected)


@pytest.mark.parametrize(
    ("spec", "kind"),
    [
        ({"brigade": ["clay"], "testament": "ot"}, "hero"),  # a good brigade: a hero
        ({"brigade": ["orange"]}, "evil_character"),  # an evil one stays evil
        ({"brigade": ["gold"]}, "evil_character"),  # gold is both sides': unchanged
        ({"brigade": ["silver", "brown"]}, "evil_character"),  # mixed: unchanged
        (
            {"brigade": ["brown"], "type": ["good_enhancement", "evil_enhancement"]},
            "evil_enhancement",
        ),
        (
            {"brigade": ["gold"], "type": ["good_enhancement", "evil_enhancement"]},
            "good_enhancement",
        ),
    ],
)
def test_a_brigade_says_the_side_only_when_one_side_carries_it(spec, kind):
    assert kind_of(spec) == kind
