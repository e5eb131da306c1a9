"""The hand-checked sample of what the conditions family added to the executed Redemption pool.

Every ability the whole-pool run executes on this branch and did not before it, one per
distinct printed sentence (44; three more only changed their ids when rider sentences stopped
being abilities, and are left out), each read by hand against the card's printed text and the
export's row of the cards it acted on. Each entry lists the exact effect steps the ability logs
in its reach scenario; the comment says in our own words what the card asks for there.

Read by hand: 44 of 44 do what the printed text says.
"""

from __future__ import annotations

import pytest
from real_export import pool_catalog
from red_sample import run_sampled

# (card, ability, the effect steps it must log in its reach scenario)
SAMPLE = [
    (
        "Abihu, the Disobedient",
        "a2",
        # with good cards of two brigades or more in battle, a good card in a territory goes to Reserve
        ["Abihu, the Disobedient (a2) completes: Agabus #2 is put into its owner's reserve"],
    ),
    (
        "Angel at Jerusalem, Pi",
        "a2",
        # a named Hero is in play: a warrior-class Assyrian is discarded
        ["Angel at Jerusalem, Pi (a2) completes: Assyrian Archer is discarded"],
    ),
    (
        "Angelic News, I",
        "a1",
        # draws one; the bracketed two only when Gabriel uses it (not so here)
        ["Angelic News, I (a1) completes: A draws 1 card(s)"],
    ),
    (
        "Antigonus the One-Eyed",
        "a2",
        # with three or more Heroes opposing it, every good card is negated
        [
            "Antigonus the One-Eyed (a2) completes: Agabus is negated; Agabus #2 is negated; Agabus #3 is negated; Agabus #4 is negated; Agabus #5 is negated"
        ],
    ),
    (
        "Bearing Grudges",
        "a1",
        # discards a Hero; banishing instead needs an O.T. Curse in play (none here)
        ["Bearing Grudges (a1) completes: Agabus is discarded"],
    ),
    (
        "Boanerges, GoC",
        "a3",
        # used by a disciple in battle: an evil card in play is banished
        ["Boanerges, GoC (a3) completes: Abiram is removed from the game"],
    ),
    (
        "Bound Before the Fire",
        "a1",
        # one Hero in battle is captured; all of them only for a Babylonian user
        ["Bound Before the Fire (a1) completes: Agabus is captured to the land of bondage"],
    ),
    (
        "Cain Murders Abel",
        "a1",
        # played during a battle (one of its two conditions): a Hero is discarded
        ["Cain Murders Abel (a1) completes: Agabus is discarded"],
    ),
    (
        "Conjurers",
        "a1",
        # takes a crimson Enhancement from Reserve; the deck only with another magician
        ["Conjurers (a1) completes: A searches their reserve and takes Busybody into hand"],
    ),
    (
        "Day of Fury, RoJ",
        "a1",
        # used by a Revelation Hero: banishes itself, then every Evil Character in battle
        [
            "Day of Fury, RoJ (a1) completes: Day of Fury, RoJ is removed from the game; Abiram, Abiram #2 are removed from the game"
        ],
    ),
    (
        "Day of Fury, RoJ AB",
        "a1",
        # the same text naming Job: banishes itself, then every Evil Character in battle
        [
            "Day of Fury, RoJ AB (a1) completes: Day of Fury, RoJ AB is removed from the game; Abiram, Abiram #2 are removed from the game"
        ],
    ),
    (
        "Egypt",
        "a1",
        # takes an evil Egyptian from deck (Reserve would need two Egyptians in play)
        ["Egypt (a1) completes: A searches their deck and takes Pharaoh, H into hand"],
    ),
    (
        "Eliezer of Damascus",
        "a1",
        # draws one (three only with either of two named Heroes in play, not so here)
        ["Eliezer of Damascus (a1) completes: A draws 1 card(s)"],
    ),
    (
        "Endurance of Job, Roots",
        "a1",
        # underdecks one evil card; three only when Job uses it
        ["Endurance of Job, Roots (a1) completes: Abiram is put on the bottom of the deck"],
    ),
    (
        "False Peace, PoC",
        "a1",
        # played in battle (the second of its two conditions): an O.T. card that is no Dominant comes from the deck
        ["False Peace, PoC (a1) completes: A searches their deck and takes Abihu, C into hand"],
    ),
    (
        "False Peace, PoC",
        "a2",
        # used by a blocking prophet: the card may go to its owner's Reserve
        ["False Peace, PoC (a2) completes: False Peace, PoC is put into its owner's reserve"],
    ),
    (
        "Hermogenes, PC",
        "a1",
        # blocking: one N.T. Lost Soul is protected from rescue (three only with Phygellus in battle)
        [
            "Hermogenes, PC (a1) completes: Lost Soul Ephesians 5:14, A is protected from rescue abilities"
        ],
    ),
    (
        "Herod’s Treachery, GoC",
        "a1",
        # takes an evil N.T. card from Reserve (the deck only for a Herod user)
        [
            "Herod’s Treachery, GoC (a1) completes: A searches their reserve and takes Greek Philosophers into hand"
        ],
    ),
    (
        "Jadon, the Meronothite, Roots",
        "a2",
        # with four good Fortresses controlled, an evil card is discarded
        ["Jadon, the Meronothite, Roots (a2) completes: Abiram is discarded"],
    ),
    (
        "Job's Faith, Roots",
        "a2",
        # the opponent discards one evil card from hand (three only when Job uses it)
        ["Job's Faith, Roots (a2) completes: Abiram #3 is discarded"],
    ),
    (
        "Judaizers",
        "a1",
        # blocking alone: an N.T. Lost Soul is put on the bottom of the deck
        ["Judaizers (a1) completes: Lost Soul Ephesians 5:14, A is put on the bottom of the deck"],
    ),
    (
        "Kindness of Boaz",
        "a1",
        # draws one; two only when Boaz uses it
        ["Kindness of Boaz (a1) completes: A draws 1 card(s)"],
    ),
    (
        "Kindness, Di",
        "a3",
        # the opponent draws one; two only for a Samaritan user
        ["Kindness, Di (a3) completes: B draws 1 card(s)"],
    ),
    (
        "King Abijam",
        "a1",
        # controlling a priest: every Site is negated (one in play here)
        ["King Abijam (a1) completes: Babylon is negated"],
    ),
    (
        "King Balak",
        "a1",
        # takes Balaam from deck (Reserve too only with another Moabite in play)
        ["King Balak (a1) completes: A searches their deck and takes Balaam, Di into hand"],
    ),
    (
        "Loaves and Fishes",
        "a1",
        # each player draws one (two only when Andrew uses it)
        ["Loaves and Fishes (a1) completes: A draws 1 card(s); B draws 1 card(s)"],
    ),
    (
        "Morgan",
        "a1",
        # its player has another demon in play: a Hero gets -2/-2 until the end of the turn
        ["Morgan (a1) completes: Agabus decreased by 2/2 until the end of the turn"],
    ),
    (
        "Nicanor, Promo",
        "a1",
        # its player is behind on redeemed souls: draws two
        ["Nicanor, Promo (a1) completes: A draws 2 card(s)"],
    ),
    (
        "Not Among You",
        "a1",
        # every other Enhancement is negated (only good ones with an evil Canaanite opposing)
        [
            "Not Among You (a1) completes: Golden Lamp Stand is negated; Golden Lamp Stand #2 is negated"
        ],
    ),
    (
        "Parmenas, H",
        "a1",
        # the opponent holds more cards: its player draws two
        ["Parmenas, H (a1) completes: A draws 2 card(s)"],
    ),
    (
        "Paul, Promo",
        "a3",
        # another Hero in battle: its player draws two
        ["Paul, Promo (a3) completes: A draws 2 card(s)"],
    ),
    (
        "Phinehas, the Useless",
        "a2",
        # the opponent leads on redeemed souls: it is exchanged with the named card from the deck
        [
            "Phinehas, the Useless (a2) completes: Phinehas, the Useless is exchanged with Hophni, the Profane: Hophni, the Profane takes its place in A's battle and Phinehas, the Useless goes to A's deck"
        ],
    ),
    (
        "Plague of Flies, LoC",
        "a1",
        # every Evil Character gets -6/-6 (12/12 only for an Exodus Hero user)
        ["Plague of Flies, LoC (a1) completes: Abiram, Abiram #2, Abiram #3 decreased by 6/6"],
    ),
    (
        "Pleading for the City, RR2",
        "a1",
        # the opponent's deck holds ten or fewer: a Lost Soul is rescued
        [
            "Pleading for the City, RR2 (a1) completes: Lost Soul Ecclesiastes 10:15 is rescued to the land of redemption"
        ],
    ),
    (
        "Prince of Tyrus, Promo",
        "a1",
        # the opponent controls a Canaanite: its player draws two
        ["Prince of Tyrus, Promo (a1) completes: A draws 2 card(s)"],
    ),
    (
        "Sabbath Breaker",
        "a1",
        # it blocks: its player draws three
        ["Sabbath Breaker (a1) completes: A draws 3 card(s)"],
    ),
    (
        "Scraps Under the Table",
        "a2",
        # one Hero is captured (up to three with an evil Canaanite opposing)
        ["Scraps Under the Table (a2) completes: Agabus is captured to the land of bondage"],
    ),
    (
        "Shemaiah, the Deceitful, RR2",
        "a2",
        # opposed by a good prophet: a card of the opponent's hand goes to the bottom of the deck
        ["Shemaiah, the Deceitful, RR2 (a2) completes: Abiram is put on the bottom of the deck"],
    ),
    (
        "Soldiers of Zobah",
        "a2",
        # the opponent has good cards of three brigades: an evil weapon comes back from the discard pile
        [
            "Soldiers of Zobah (a2) completes: A searches their discard and takes Abner's Spear, Ki into hand"
        ],
    ),
    (
        "Solomon, the Wise / Solomon, the Idolater, LoC",
        "a2",
        # alone in battle: a character is bounced (the default is the opponent's, not Solomon itself)
        [
            "Solomon, the Wise / Solomon, the Idolater, LoC (a2) completes: Agabus is bounced to its owner's hand"
        ],
    ),
    (
        "Tenants Kill the Son",
        "a1",
        # used by a Pharisee: a Hero is discarded as the cost, then its player draws one
        ["Tenants Kill the Son (a1) completes: Agabus #2 is discarded; A draws 1 card(s)"],
    ),
    (
        "The Fallen Star",
        "a2",
        # blocking alone: every Hero in battle is withdrawn
        ["The Fallen Star (a2) completes: Agabus, Agabus #2 are withdrawn to territory"],
    ),
    (
        "Timon, Pi",
        "a1",
        # its player is behind on redeemed souls: draws two
        ["Timon, Pi (a1) completes: A draws 2 card(s)"],
    ),
    (
        "Wickedness Abounds",
        "a1",
        # the opponent holds more cards: its player draws four
        ["Wickedness Abounds (a1) completes: A draws 4 card(s)"],
    ),
]


@pytest.fixture(scope="module")
def catalog(tmp_path_factory: pytest.TempPathFactory):
    yield from pool_catalog(tmp_path_factory, "redemption")


@pytest.mark.parametrize(("card", "ability", "expected"), SAMPLE, ids=[s[0] for s in SAMPLE])
def test_sampled_ability_does_what_its_card_says(catalog, card, ability, expected):
    _, effects = run_sampled(catalog, card, ability)
    assert effects == expected


def test_the_sample_is_the_size_its_docstring_says():
    assert len(SAMPLE) == 44 and len({(c, a) for c, a, _ in SAMPLE}) == 44
