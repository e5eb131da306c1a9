"""The hand-checked sample of what the one-shot verb family (piles, shuffle, look and reveal,
release, underdeck, the EC:/HERO: label) added to the executed pool.

Drawn once with ``random.seed(15)`` over the first 100 abilities this family newly executed (one
ability per distinct printed sentence, 30 of 78), each read against the card's printed text
and, for the card brought in, against the export's row (type, brigade, identifier, reference).
Each entry lists the exact effect steps the ability logs in its reach scenario; the comment
says in our own words what the card asks for. Read by hand: 30 of 30 do what the printed text
says (a choice shows its first option, as every choice does).
"""

from __future__ import annotations

import pytest
from real_export import pool_catalog
from test_redemption_sample_compiled import assert_runs_as_listed

# (card, ability, every effect step it must log)
SAMPLE = [
    (
        "Absalom's Soldiers",
        "a1",
        # the card named David goes to the bottom of its owner's deck
        ["Absalom's Soldiers (a1) completes: David, Roots is put on the bottom of the deck"],
    ),
    (
        "Alabaster Jar",
        "a1",
        # may find the site named Potter's Field in the deck and put it into play
        [
            "Alabaster Jar (a1) completes: A plays Potter's Field, Ki from their deck into their territory"
        ],
    ),
    (
        "Amon, the Forsaken, LoC",
        "a2",
        # EC label: negate the other characters and lost souls in territories
        ["Amon, the Forsaken, LoC (a2) completes: Agabus #2 is negated"],
    ),
    (
        "Astrologers, TxP",
        "a1",
        # reveal the top or the bottom card of the deck: the first choice is shown
        ["Astrologers, TxP (a1) completes: A reveals the top card of their deck: Agabus"],
    ),
    (
        "Conspiring Servants, LoC",
        "a2",
        # EC label: negate the player's own idols and curses
        [
            "Conspiring Servants, LoC (a2) completes: Abomination of Desolation, T2C is negated; All the Curses, LoC is negated"
        ],
    ),
    (
        "Controlling Demon, J",
        "a1",
        # reveal the bottom card of the player's deck
        ["Controlling Demon, J (a1) completes: A reveals the bottom card of their deck: Agabus"],
    ),
    (
        "Covenant with Moses, L",
        "a2",
        # artifact use: may put an Exodus hero of discard pile or Reserve on the deck's bottom
        ["Covenant with Moses, L (a2) completes: Moses, Pr is put on the bottom of the deck"],
    ),
    (
        "Daniel's Guardian",
        "a2",
        # free a captured hero, or an exchange: the first choice is shown
        ["Daniel's Guardian (a2) completes: Agabus is released to A's territory"],
    ),
    (
        "David's Harp, 1st Print - K",
        "a1",
        # may put a I Samuel hero of discard pile or Reserve on the deck's bottom
        ["David's Harp, 1st Print - K (a1) completes: Hannah, L is put on the bottom of the deck"],
    ),
    (
        "Demon behind the Idol",
        "a1",
        # an orange enhancement of the discard pile goes to the bottom of the deck
        [
            "Demon behind the Idol (a1) completes: A searches their discard and puts Betraying Christ, GoC on the bottom of their deck"
        ],
    ),
    (
        "Demonic Deception",
        "a1",
        # a hero in play goes on top of its owner's deck
        ["Demonic Deception (a1) completes: Agabus is put on top of the deck"],
    ),
    (
        "Edomite Rebellion, LoC",
        "a2",
        # with an Edomite using it: an evil king of the player's piles may go to hand
        [
            "Edomite Rebellion, LoC (a2) completes: A searches their deck and takes King Achish, 1st Print - L into hand"
        ],
    ),
    (
        "Eleazar, Son of Aaron, 1st Print - L",
        "a1",
        # may put a good Exodus enhancement of discard pile or Reserve on the deck's bottom
        [
            "Eleazar, Son of Aaron, 1st Print - L (a1) completes: Aaron's Rod, C is put on the bottom of the deck"
        ],
    ),
    (
        "Eli the Priest, Pa",
        "a1",
        # an O.T. artifact of the deck goes to the artifact pile
        [
            "Eli the Priest, Pa (a1) completes: A plays Abomination of Desolation, T2C from their deck into their artifact pile"
        ],
    ),
    (
        "Epicurean Philosophers",
        "a1",
        # the site named Areopagus is found in the deck and played
        [
            "Epicurean Philosophers (a1) completes: A plays Areopagus from their deck into their territory"
        ],
    ),
    (
        "Evil Spawn, Pi",
        "a1",
        # reveal the bottom card of the deck
        ["Evil Spawn, Pi (a1) completes: A reveals the bottom card of their deck: Agabus"],
    ),
    (
        "Jehoram, the Abhorred, LoC",
        "a2",
        # EC label: while blocking, may discard a brown card of the hand
        ["Jehoram, the Abhorred, LoC (a2) completes: Abiram is discarded"],
    ),
    (
        "John the Revelator, RoJ AB",
        "a1",
        # look at a deck, a hand or a Reserve: the first choice is shown
        ["John the Revelator, RoJ AB (a1) completes: A looks at B's deck: Abiram"],
    ),
    (
        "Jubilee",
        "a1",
        # a blue enhancement of the player's discard pile goes to hand
        ["Jubilee (a1) completes: A searches their discard and takes Measuring Line into hand"],
    ),
    (
        "King Hiram",
        "a1",
        # draw one, or search for an O.T. fortress: the first choice is shown
        ["King Hiram (a1) completes: A draws 1 card(s)"],
    ),
    (
        "Lamb's Righteousness, D",
        "a1",
        # every captured hero goes back to its owner's territory
        ["Lamb's Righteousness, D (a1) completes: Agabus is released to A's territory"],
    ),
    (
        "Messengers of Joppa",
        "a1",
        # play a disciple from deck as the cost of searching the discard pile for a Joppa hero
        [
            "Messengers of Joppa (a1) completes: A plays Bartholomew (Nathaniel), Ap from their deck into their territory; A searches their discard and takes Messengers of Joppa #2 into hand"
        ],
    ),
    (
        "Outsiders (Brown/Crimson), RoJ",
        "a1",
        # as it blocks: an idol of the player's three piles (deck first) goes to hand
        [
            "Outsiders (Brown/Crimson), RoJ (a1) completes: A searches their deck and takes Abomination of Desolation, T2C into hand"
        ],
    ),
    (
        "Pharaoh Hophra",
        "a1",
        # a Babylonian evil character in play goes on top of its owner's deck
        ["Pharaoh Hophra (a1) completes: Nebushazban, Rab-saris, Roots is put on top of the deck"],
    ),
    (
        "Philistine Priests",
        "a1",
        # may find the card named Temple of Dagon in the deck and put it into play
        [
            "Philistine Priests (a1) completes: A plays Temple of Dagon from their deck into their territory"
        ],
    ),
    (
        "Rhoda, Promo",
        "a1",
        # look at the top card of the player's deck
        ["Rhoda, Promo (a1) completes: A looks at the top card of their deck: Agabus"],
    ),
    (
        "Samuel, the Anointer, 1st Print - K",
        "a1",
        # may put a good I Samuel enhancement of discard pile or Reserve on the deck's bottom
        [
            "Samuel, the Anointer, 1st Print - K (a1) completes: Bravery of David, L is put on the bottom of the deck"
        ],
    ),
    (
        "The Magi",
        "a1",
        # an N.T. artifact of the deck goes to hand
        ["The Magi (a1) completes: A searches their deck and takes Aaron's Staff, CoW into hand"],
    ),
    (
        "The Persistent Widow, GoC",
        "a2",
        # HERO label: may draw two
        ["The Persistent Widow, GoC (a2) completes: A draws 2 card(s)"],
    ),
    (
        "Unbound",
        "a2",
        # every captured hero goes back to its owner's territory
        ["Unbound (a2) completes: Agabus is released to A's territory"],
    ),
]

# Drawn the same way (``random.seed(15)``) over the 47 abilities the family's later forms
# newly execute (passive all-clauses, a hand looked at then acted on, withdraw and release by
# "return", one kind from one pile or another, play one of several kinds, a Lost Soul from a
# deck): 12 of their 30 distinct sentences, read by hand: 12 of 12 right.
SAMPLE_2 = [
    (
        "Aaron's Rod, G",
        "a1",
        # every evil enhancement in play is discarded
        ["Aaron's Rod, G (a1) completes: Bad Figs is discarded"],
    ),
    (
        "Ahimaaz, the Swift",
        "a2",
        # a lost soul of a deck into play, or a negate: the first choice is shown
        [
            "Ahimaaz, the Swift (a2) completes: Lost Soul Ecclesiastes 10:15 from A's deck is put into play in A's land of bondage (the deck is the player's choice: the first that holds one is shown)"
        ],
    ),
    (
        "Authority of Christ, L",
        "a1",
        # every evil character in play is discarded, the player's own too
        ["Authority of Christ, L (a1) completes: Abiram, Abiram #2 are discarded"],
    ),
    (
        "Barnabas, the Bold, Roots",
        "a2",
        # may put a lost soul of a deck into play (its owner's land of bondage)
        [
            "Barnabas, the Bold, Roots (a2) completes: Lost Soul Ecclesiastes 10:15 from A's deck is put into play in A's land of bondage (the deck is the player's choice: the first that holds one is shown)"
        ],
    ),
    (
        "Barsabbas (Judas), RR2",
        "a1",
        # may reveal the opponent's hand; its evil dominants go on top of the deck
        [
            "Barsabbas (Judas), RR2 (a1) completes: B's hand is revealed: Abiram, Burial, B; Burial, B is put on top of the deck"
        ],
    ),
    (
        "Battle Neutralized",
        "a3",
        # every enhancement in battle is discarded, this one too
        ["Battle Neutralized (a3) completes: Golden Lamp Stand, Battle Neutralized are discarded"],
    ),
    (
        "Denarius, I/J+",
        "a1",
        # may take an evil Roman of the deck, or a gray N.T. enhancement of Reserve
        [
            "Denarius, I/J+ (a1) completes: A searches their deck and takes Four Squads of Four, Ap into hand"
        ],
    ),
    (
        "Ezekiel, Sign from God",
        "a1",
        # looks at the opponent's hand; a multi-brigade evil card of it goes on top
        [
            "Ezekiel, Sign from God (a1) completes: A looks at B's hand: Abiram, Abimelech, RoA; Abimelech, RoA is put on top of the deck"
        ],
    ),
    (
        "Nimrod, the Mighty, CoW",
        "a1",
        # an Assyrian, a Babylonian or an O.T. fortress of the deck is played
        [
            "Nimrod, the Mighty, CoW (a1) completes: A plays The Assyrian Spoilers, RR2 from their deck into their territory"
        ],
    ),
    (
        "Potential in the Land",
        "a3",
        # a lost soul of a deck goes into play in its owner's land of bondage
        [
            "Potential in the Land (a3) completes: Lost Soul Ecclesiastes 10:15 from A's deck is put into play in A's land of bondage (the deck is the player's choice: the first that holds one is shown)"
        ],
    ),
    (
        "Rapha of Gath, Roots",
        "a1",
        # may take a Philistine of the warrior class from deck, or a black weapon of Reserve
        ["Rapha of Gath, Roots (a1) completes: A searches their deck and takes Lahmi, I into hand"],
    ),
    (
        "Sorrow of Mary, RR2",
        "a1",
        # may reveal the opponent's hand; a good card of it goes to the deck's bottom
        [
            "Sorrow of Mary, RR2 (a1) completes: B's hand is revealed: Abiram, Agabus #2; Agabus #2 is put on the bottom of the deck"
        ],
    ),
]


@pytest.fixture(scope="module")
def catalog(tmp_path_factory: pytest.TempPathFactory):
    yield from pool_catalog(tmp_path_factory, "redemption")


def test_the_samples_have_42_distinct_abilities():
    assert len({(c, a) for c, a, _ in SAMPLE + SAMPLE_2}) == 42


@pytest.mark.parametrize(("card", "ability", "expected"), SAMPLE + SAMPLE_2)
def test_one_shot_verb_does_what_the_card_says(catalog, card, ability, expected):
    assert_runs_as_listed(catalog, card, ability, expected)
