"""The hand-checked sample of what the one-shot family (exchange, a bare own-side noun, "If
played in battle", "opponent must ... from hand or territory") added to the executed pool.

Drawn once with ``random.seed(6)`` over the 77 abilities this family newly executes (one ability
per distinct printed sentence, 14 of 51), each read against the card's printed text and, for
the card brought in, against the export's row (type, brigade, identifier, reference). Each
entry lists the exact effect steps the ability logs in its reach scenario; the comment says in
our own words what the card asks for. Read by hand: 14 of 14 do what the printed text says (a
choice shows its first option, as every choice does).
"""

from __future__ import annotations

import pytest
from real_export import pool_catalog
from test_redemption_sample_compiled import assert_runs_as_listed

# (card, ability, every effect step it must log)
SAMPLE = [
    (
        "Worship of Milcom",
        "a1",
        # evil enhancement: the evil character using it is set aside for three turns
        ["Worship of Milcom (a1) completes: Greek Philosophers is set aside for 3 turn(s)"],
    ),
    (
        "Sarah, the Adorned, RR2",
        "a1",
        # with a patriarch of hers in play, the opponent puts an evil card of their
        # territory on the bottom of their deck
        ["Sarah, the Adorned, RR2 (a1) completes: Abiram is put on the bottom of the deck"],
    ),
    (
        "Bathsheba, FoM",
        "a1",
        # band to David, or trade places with a purple king of Reserve: the first is shown
        ["Bathsheba, FoM (a1) completes: David, Roots is banded into battle"],
    ),
    (
        "Philistine Armor Bearer",
        "a1",
        # may trade places with an evil Philistine of deck or discard pile
        [
            "Philistine Armor Bearer (a1) completes: Philistine Armor Bearer is exchanged with "
            "Terrifying Philistines, 1st Print - L: Terrifying Philistines, 1st Print - L takes "
            "its place in A's battle and Philistine Armor Bearer goes to A's deck"
        ],
    ),
    (
        "Gathering of Angels, Ki",
        "a1",
        # good enhancement: the hero using it is set aside for four turns
        ["Gathering of Angels, Ki (a1) completes: Angel at Bethesda is set aside for 4 turn(s)"],
    ),
    (
        "Angel from the Sun, RoJ",
        "a1",
        # may trade places with a martyr from hand, deck, territory or Reserve (hand first)
        [
            "Angel from the Sun, RoJ (a1) completes: Angel from the Sun, RoJ is exchanged with "
            "Paul, the Bond-Servant, RR2: Paul, the Bond-Servant, RR2 takes its place in A's "
            "battle and Angel from the Sun, RoJ goes to A's hand"
        ],
    ),
    (
        "Abishai, 1st Print - K",
        "a1",
        # may trade places with a hero from I Samuel in Reserve (or the discard pile)
        [
            "Abishai, 1st Print - K (a1) completes: Abishai, 1st Print - K is exchanged with "
            "Hannah, L: Hannah, L takes its place in A's battle and Abishai, 1st Print - K goes "
            "to A's reserve"
        ],
    ),
    (
        "Chastisement of the Lord, L",
        "a1",
        # good enhancement: the hero using it is set aside for three turns
        ["Chastisement of the Lord, L (a1) completes: Demetrius is set aside for 3 turn(s)"],
    ),
    (
        "The Angel Under the Oak, Roots",
        "a1",
        # draw two, or trade places with a judge of deck or Reserve: the first is shown
        ["The Angel Under the Oak, Roots (a1) completes: A draws 2 card(s)"],
    ),
    (
        "Seven Sons of Sceva",
        "a2",
        # may trade places with an orange demon of the discard pile
        [
            "Seven Sons of Sceva (a2) completes: Seven Sons of Sceva is exchanged with "
            "Possessing Demon (j): Possessing Demon (j) takes its place in A's battle and Seven "
            "Sons of Sceva goes to A's discard"
        ],
    ),
    (
        "Nehemiah, the Viligant, Promo",
        "a2",
        # put a good O.T. fortress from deck into play, or trade places with a postexilic
        # hero of territory: the first is shown
        [
            "Nehemiah, the Viligant, Promo (a2) completes: A plays City of Refuge from their "
            "deck into their territory"
        ],
    ),
    (
        "Joshua, the Conqueror, LoC",
        "a2",
        # may trade places with a red O.T. hero of hand or territory (hand first)
        [
            "Joshua, the Conqueror, LoC (a2) completes: Joshua, the Conqueror, LoC is exchanged "
            "with Adino, L: Adino, L takes its place in A's battle and Joshua, the Conqueror, LoC "
            "goes to A's hand"
        ],
    ),
    (
        "Herod’s Guard, GoC",
        "a2",
        # may trade places with a Herod (the export's identifier) of deck or territory
        [
            "Herod’s Guard, GoC (a2) completes: Herod’s Guard, GoC is exchanged with Archelaus, "
            "Di: Archelaus, Di takes its place in A's battle and Herod’s Guard, GoC goes to A's "
            "deck"
        ],
    ),
    (
        "Ahab's Armor",
        "a1",
        # evil enhancement: the evil character using it is protected from capture and convert
        [
            "Ahab's Armor (a1) completes: Abiram is protected from capture abilities and convert "
            "abilities"
        ],
    ),
]


@pytest.fixture(scope="module")
def catalog(tmp_path_factory: pytest.TempPathFactory):
    yield from pool_catalog(tmp_path_factory, "redemption")


def test_the_sample_has_14_distinct_abilities():
    assert len({(c, a) for c, a, _ in SAMPLE}) == 14


@pytest.mark.parametrize(("card", "ability", "expected"), SAMPLE)
def test_one_shot_ability_does_what_the_card_says(catalog, card, ability, expected):
    assert_runs_as_listed(catalog, card, ability, expected)
