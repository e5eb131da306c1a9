"""The hand-checked sample of abilities reached once the importer finds example cards for
every compiled stage.

The importer records, for each description a card's abilities name, a real card of the export
that fits it, so the whole-pool run can place one. It read only the first stage of the parser
(not the artifact, moment and ongoing stages), so abilities those stages compile (an
artifact's "ART:", "If put in play", "Each upkeep", a covenant used as an enhancement) named
cards no scenario could place. Every ability that reaches on this branch that way (23 of 23),
each read against its printed text and the export rows of the cards placed; each entry lists
the exact effect steps it logs, the comment says in our own words what the card asks for.
Read by hand: 23 of 23 do what the card says.
"""

from __future__ import annotations

import pytest
from real_export import pool_catalog
from test_redemption_sample_compiled import assert_runs_as_listed

# (card, ability, every step it must log as above)
SAMPLE = [
    (
        "Boaz' Sandal",
        "a1",
        # at any time, discard it (the cost) to take a Ruth hero (Naomi) from deck
        [
            "Boaz' Sandal (a1) completes: Boaz' Sandal is discarded; A searches their deck and takes Naomi, Wo into hand"
        ],
    ),
    (
        "Covenant of Peace",
        "a1",
        # used by a priest (Aaron, a high priest): negate an evil card
        ["Covenant of Peace (a1) completes: Abiram is negated"],
    ),
    (
        "David's Tent, 1st Print - K",
        "a1",
        # when put in play, may take a I Samuel hero (Hannah) from deck
        [
            "David's Tent, 1st Print - K (a1) completes: A searches their deck and takes Hannah, L into hand"
        ],
    ),
    (
        "David's Tent, 1st Print - K",
        "a2",
        # when its player's lone I Samuel hero attacks, may draw 1
        ["David's Tent, 1st Print - K (a2) completes: A draws 1 card(s)"],
    ),
    (
        "David's Tent, K",
        "a1",
        # the same text on another printing
        ["David's Tent, K (a1) completes: A searches their deck and takes Hannah, L into hand"],
    ),
    (
        "David's Tent, K",
        "a2",
        # the same text on another printing
        ["David's Tent, K (a2) completes: A draws 1 card(s)"],
    ),
    (
        "Deserving Scorn",
        "a2",
        # may take an Old Testament brown enhancement (Abner's Spear) from deck
        [
            "Deserving Scorn (a2) completes: A searches their deck and takes Abner's Spear, Wa into hand"
        ],
    ),
    (
        "Goliath’s Curse, LoC",
        "a1",
        # as an evil enhancement: negate every good weapon (one in play here)
        ["Goliath’s Curse, LoC (a1) completes: Abishai's Spear is negated"],
    ),
    (
        "His Sacrifice, GoC UR+",
        "a3",  # "cannot be interrupted by a demon" is a rider of the card, not an ability
        # as an artifact: negate and discard a curse, evil enhancement or evil dominant
        [
            "His Sacrifice, GoC UR+ (a3) completes: All the Curses, LoC is negated; All the Curses, LoC is discarded"
        ],
    ),
    (
        "His Sacrifice, GoC",
        "a3",  # "cannot be interrupted by a demon" is a rider of the card, not an ability
        # the same text on another printing
        [
            "His Sacrifice, GoC (a3) completes: All the Curses, LoC is negated; All the Curses, LoC is discarded"
        ],
    ),
    (
        "Judge's Seat, I/J+",
        "a1",
        # each upkeep, may take a good Ruth or Judges enhancement (Ehud's Dagger)
        [
            "Judge's Seat, I/J+ (a1) completes: A searches their deck and takes Ehud's Dagger, L into hand"
        ],
    ),
    (
        "Land of Moab, LoC",
        "a2",
        # when played, may take a Ruth hero (Naomi) or an evil Moabite
        ["Land of Moab, LoC (a2) completes: A searches their deck and takes Naomi, Wo into hand"],
    ),
    (
        "Missionary Ship",
        "a1",
        # each upkeep, discard a clay card from hand (the cost) to negate an opponent's site and take a missionary (Titus) from deck
        [
            "Missionary Ship (a1) completes: Aaron, Moses' Brother, 1st Print - L is discarded; Babylon is negated; A searches their deck and takes Titus, EC into hand"
        ],
    ),
    (
        "Send the Helper, GoC",
        "a2",
        # as an artifact: may return a clay hero in a territory to its owner's hand
        [
            "Send the Helper, GoC (a2) completes: Aaron, Moses' Brother, 1st Print - L is bounced to its owner's hand"
        ],
    ),
    (
        "Sprinkled Blood",
        "a3",
        # as an artifact: discard it (the cost) to take an Old Testament white card (Daniel) from Reserve
        [
            "Sprinkled Blood (a3) completes: Sprinkled Blood is discarded; A searches their reserve and takes Daniel, Pr into hand"
        ],
    ),
    (
        "The Courtyard",
        "a2",
        # at any time, shuffle it into deck (the cost) to shuffle an evil fortress
        [
            "The Courtyard (a2) completes: The Courtyard is shuffled into its owner's deck; Alexandrian Ship is shuffled into its owner's deck"
        ],
    ),
    (
        "The Rainbow",
        "a3",
        # as an artifact: put a good Genesis card (Abel) from Reserve on top of deck
        ["The Rainbow (a3) completes: Abel, C is put on top of the deck"],
    ),
    (
        "Wastelands, Roots",
        "a1",
        # as an evil enhancement: negate and discard a fortress
        [
            "Wastelands, Roots (a1) completes: Alexandrian Ship is negated; Alexandrian Ship is discarded"
        ],
    ),
    (
        "Well for David",
        "a1",
        # may take an Old Testament purple weapon from Reserve
        [
            "Well for David (a1) completes: A searches their reserve and takes Abishai's Spear, II into hand"
        ],
    ),
    (
        "Promised Land, II",
        "a2",
        # when its player's hero is blocked, may take an Old Testament gold card (Astrologers: Daniel, gold) from deck
        [
            "Promised Land, II (a2) completes: A searches their deck and takes Astrologers, Pr into hand"
        ],
    ),
    (
        "Boaz' Sandal, Fundraiser",
        "a1",
        # the same text on another printing
        [
            "Boaz' Sandal, Fundraiser (a1) completes: Boaz' Sandal, Fundraiser is discarded; A searches their deck and takes Naomi, Wo into hand"
        ],
    ),
    (
        "Musicians' Chambers, RR2",
        "a1",
        # when put in play, may take a white musician (Asaph) from deck
        [
            "Musicians' Chambers, RR2 (a1) completes: A searches their deck and takes Asaph into hand"
        ],
    ),
    (
        "Ram's Horn, RR2",
        "a1",
        # discard it (the cost) to discard an evil fortress
        [
            "Ram's Horn, RR2 (a1) completes: Ram's Horn, RR2 is discarded; Alexandrian Ship is discarded"
        ],
    ),
]


@pytest.fixture(scope="module")
def catalog(tmp_path_factory: pytest.TempPathFactory):
    yield from pool_catalog(tmp_path_factory, "redemption")


@pytest.mark.parametrize(("card", "ability", "expected"), SAMPLE)
def test_staged_ability_does_what_the_card_says(catalog, card, ability, expected):
    assert_runs_as_listed(catalog, card, ability, expected)
