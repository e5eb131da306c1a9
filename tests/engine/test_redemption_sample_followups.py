"""The hand-checked sample of what the follow-up family ("If you do" / "If you do not",
"Opponent may X" and "If they do not", a pronoun pointing back to the card the sentence before
chose) added to the executed pool.

The family newly executes 58 abilities: every one is listed (no draw). Five are choices after
a condition ("If blocking, you may A or B"), which now run their choice; 21 search a pile for a
card and put "it" into play, which is playing that card from the pile; two offer "a selected
player" a draw, the player being selected as the option is chosen. Each
entry gives the exact effect steps the ability logs in its reach scenario (where an "If ... do
not" sentence is reached, the scenario declines the sentence before); the comment says in our
own words what the card asks for. Read by hand against each card's printed text: 58 of 58 do
what the card says (a choice shows its first option, as every choice does).
"""

from __future__ import annotations

import pytest
from real_export import pool_catalog
from test_redemption_sample_compiled import assert_runs_as_listed

# (card, ability, every effect step it must log)
SAMPLE = [
    (
        "Assyrian Ambassador, LoC",
        "a2",
        # its player declined to reserve a card from hand to draw: the opponent discards a
        # card of their territory
        ["Assyrian Ambassador, LoC (a2) completes: Abiram #2 is discarded"],
    ),
    (
        "Dan, Justice of Peace",
        "a1",
        # the opponent may put an evil card of their hand on the bottom of their deck
        ["Dan, Justice of Peace (a1) completes: Abiram is put on the bottom of the deck"],
    ),
    (
        "Devouring Philistines",
        "a3",
        # its player did not discard a card in territory: they may take a Philistine of Reserve
        [
            "Devouring Philistines (a3) completes: A searches their reserve and takes "
            "Terrifying Philistines, 1st Print - L into hand"
        ],
    ),
    (
        "Ephraim, the Bountiful, Roots",
        "a1",
        # the opponent may put an evil card of their hand on the bottom of their deck
        ["Ephraim, the Bountiful, Roots (a1) completes: Abiram is put on the bottom of the deck"],
    ),
    (
        "Ephraim, the Bountiful, Roots",
        "a2",
        # the opponent declined: its player may put an evil card of a deck into Reserve
        ["Ephraim, the Bountiful, Roots (a2) completes: Abiram #2 is put into its owner's reserve"],
    ),
    (
        "Evil Spirit, Roots",
        "a3",
        # its player put a card of their hand on the bottom of the deck: the opponent must too
        ["Evil Spirit, Roots (a3) completes: Abiram #2 is put on the bottom of the deck"],
    ),
    (
        "Foreign Spears, LoC",
        "a2",
        # no negation was chosen first: paying with this card (it goes to the discard pile)
        # sends a good card of some territory there too
        [
            "Foreign Spears, LoC (a2) completes: Foreign Spears, LoC is discarded; Agabus #3 is "
            "discarded"
        ],
    ),
    (
        "Hired Sword, LoC",
        "a2",
        # the opponent may discard the card the first sentence negated (and does)
        ["Hired Sword, LoC (a2) completes: Agabus #2 is discarded"],
    ),
    (
        "Hired Sword, LoC",
        "a4",
        # the opponent kept the negated card: its player may draw one
        ["Hired Sword, LoC (a4) completes: A draws 1 card(s)"],
    ),
    (
        "Israel Pays Tribute",
        "a2",
        # the opponent may draw a card (and does)
        ["Israel Pays Tribute (a2) completes: B draws 1 card(s)"],
    ),
    (
        "Issachar, Burden Bearer",
        "a1",
        # the opponent may put an evil card of their territory on the bottom of their deck
        ["Issachar, Burden Bearer (a1) completes: Abiram is put on the bottom of the deck"],
    ),
    (
        "Issachar, Burden Bearer",
        "a2",
        # the opponent declined: its player may take a good Genesis card from deck
        [
            "Issachar, Burden Bearer (a2) completes: A searches their deck and takes Abel, C "
            "into hand"
        ],
    ),
    (
        "Joseph, the Blessed",
        "a1",
        # the opponent may put an evil card of their hand on the bottom of their deck
        ["Joseph, the Blessed (a1) completes: Abiram is put on the bottom of the deck"],
    ),
    (
        "Levi, the Fierce",
        "a1",
        # the opponent may put an evil card of their hand on the bottom of their deck
        ["Levi, the Fierce (a1) completes: Abiram is put on the bottom of the deck"],
    ),
    (
        "Levi, the Fierce",
        "a2",
        # the opponent declined: its player may discard an evil card of a Reserve
        ["Levi, the Fierce (a2) completes: Abiram #2 is discarded"],
    ),
    (
        "Manasseh, the Calming, Roots",
        "a1",
        # the opponent may put an evil card of their hand on the bottom of their deck
        ["Manasseh, the Calming, Roots (a1) completes: Abiram is put on the bottom of the deck"],
    ),
    (
        "Manasseh, the Calming, Roots",
        "a2",
        # the opponent declined: every evil character is negated (one is in play)
        ["Manasseh, the Calming, Roots (a2) completes: Abiram #2 is negated"],
    ),
    (
        "Naphtali, the Vocal",
        "a1",
        # the opponent may put an evil card of their territory on the bottom of their deck
        ["Naphtali, the Vocal (a1) completes: Abiram is put on the bottom of the deck"],
    ),
    (
        "Nathan, the Rebuker, Roots",
        "a2",
        # its player underdecked an evil card in territory: the opponent must underdeck an
        # evil card of their territory
        ["Nathan, the Rebuker, Roots (a2) completes: Abiram #2 is put on the bottom of the deck"],
    ),
    (
        "Rebellious Israelites",
        "a1",
        # the opponent may discard a good card from their hand
        ["Rebellious Israelites (a1) completes: Agabus #2 is discarded"],
    ),
    (
        "Simeon, the Vengeful",
        "a1",
        # the opponent may put an evil card of their hand on the bottom of their deck
        ["Simeon, the Vengeful (a1) completes: Abiram is put on the bottom of the deck"],
    ),
    (
        "Trembling Demon, Roots",
        "a1",
        # the opponent may discard a good enhancement from their hand
        ["Trembling Demon, Roots (a1) completes: Golden Lamp Stand is discarded"],
    ),
    (
        "Trembling Demon, Roots",
        "a2",
        # the opponent declined: lost souls are protected from rescue
        [
            "Trembling Demon, Roots (a2) completes: Lost Soul Ecclesiastes 10:15 is protected "
            "from rescue abilities"
        ],
    ),
    (
        "The Man of God",
        "a1",
        # the opponent may shuffle an evil card of their hand into their deck
        ["The Man of God (a1) completes: Abiram is shuffled into its owner's deck"],
    ),
    (
        "Cherubim [Unknown]",
        "a1",
        # the opponent may put an evil card of their hand on top of their deck
        ["Cherubim [Unknown] (a1) completes: Abiram is put on top of the deck"],
    ),
    (
        "Cherubim [Unknown], T2C AB",
        "a1",
        # the same text on the reprint
        ["Cherubim [Unknown], T2C AB (a1) completes: Abiram is put on top of the deck"],
    ),
    (
        "Behold the Lamb, RR2",
        "a2",
        # used by a N.T. prophet: the card the first sentence negated is removed from the game
        ["Behold the Lamb, RR2 (a2) completes: Abiram is removed from the game"],
    ),
    (
        "Habakkuk Stands Watch, RR2",
        "a2",
        # used by an O.T. prophet: the card the first sentence negated is removed from the game
        ["Habakkuk Stands Watch, RR2 (a2) completes: Abiram is removed from the game"],
    ),
    (
        "Unbowed, RR2",
        "a2",
        # the evil or neutral card the first sentence negated is a king: it goes to the bottom
        # of its owner's deck
        [
            "Unbowed, RR2 (a2) completes: King Achish, 1st Print - L is put on the bottom of the deck"
        ],
    ),
    (
        "Antigonus the One-Eyed",
        "a1",
        # discard a good fortress (shown), or a player its player selects draws one
        ["Antigonus the One-Eyed (a1) completes: Bethlehem Stable, GoC is discarded"],
    ),
    (
        "Antigonus the One-Eyed, T2C AB",
        "a1",
        # the same text on the reprint
        ["Antigonus the One-Eyed, T2C AB (a1) completes: Bethlehem Stable, GoC is discarded"],
    ),
    (
        "Isaac, CoW AB",
        "a1",
        # with an angel in play: the choice of putting an evil card on top of its deck (shown)
        # or protecting this hero from capture and discard
        ["Isaac, CoW AB (a1) completes: Abiram is put on top of the deck"],
    ),
    (
        "Isaac, CoW",
        "a1",
        # the same text on the first printing
        ["Isaac, CoW (a1) completes: Abiram is put on top of the deck"],
    ),
    (
        "Jeshua, the Restorer, LoC",
        "a2",
        # attacking: band to a postexilic hero (shown) or play a good O.T. fortress from a pile
        [
            "Jeshua, the Restorer, LoC (a2) completes: Abihud, the Progeny / Abihud, the "
            "Exilarch, LoC is banded into battle"
        ],
    ),
    (
        "Well Reopened, TxP",
        "a1",
        # used by a Genesis hero: a site from deck or discard pile (shown), or one card drawn
        ["Well Reopened, TxP (a1) completes: A searches their deck and takes Babylon into hand"],
    ),
    (
        "The Subdued Moabites",
        "a2",
        # blocking: draw two (shown) or take an O.T. gray card of Reserve
        ["The Subdued Moabites (a2) completes: A draws 2 card(s)"],
    ),
    (
        "Ishbibenob’s Sword, RR2",
        "a2",
        # the good card the first sentence negated is an enhancement: it is discarded
        ["Ishbibenob’s Sword, RR2 (a2) completes: Golden Lamp Stand is discarded"],
    ),
    (
        "Alabaster Jar",
        "a1",
        # "it" is the card the search finds: the holder may put Potter's Field from their draw pile into play
        [
            "Alabaster Jar (a1) completes: A plays Potter's Field, Ki from their deck into their territory"
        ],
    ),
    (
        "Babylonian Forces",
        "a2",
        # "it" is the card the search finds: may put Headquarters at Riblah from the draw pile into play
        [
            "Babylonian Forces (a2) completes: A plays Headquarters at Riblah from their deck into their territory"
        ],
    ),
    (
        "Emperor Galba",
        "a2",
        # "it" is the card the search finds: may put Rome from deck (or discard pile) into play: the deck is looked at first
        ["Emperor Galba (a2) completes: A plays Rome from their deck into their territory"],
    ),
    (
        "Epicurean Philosophers",
        "a1",
        # "it" is the card the search finds: Areopagus from its player's deck goes into play
        [
            "Epicurean Philosophers (a1) completes: A plays Areopagus from their deck into their territory"
        ],
    ),
    (
        "Faith of Abraham, CoW AB",
        "a1",
        # "it" is the card the search finds: may put Abraham from deck or discard pile into play
        [
            "Faith of Abraham, CoW AB (a1) completes: A plays Abraham, CoW AB from their deck into their territory"
        ],
    ),
    (
        "Faith of Abraham, CoW",
        "a1",
        # "it" is the card the search finds: the same text on the first printing
        [
            "Faith of Abraham, CoW (a1) completes: A plays Abraham, CoW AB from their deck into their territory"
        ],
    ),
    (
        "Foreign Exile",
        "a1",
        # "it" is the card the search finds: may put an evil O.T. fortress from deck into play
        [
            "Foreign Exile (a1) completes: A plays Assyrian Camp from their deck into their territory"
        ],
    ),
    (
        "Foreign Exile, CoW AB",
        "a1",
        # "it" is the card the search finds: the same text on the reprint
        [
            "Foreign Exile, CoW AB (a1) completes: A plays Assyrian Camp from their deck into their territory"
        ],
    ),
    (
        "Haggai",
        "a1",
        # "it" is the card the search finds: may put Zerubbabel's Temple from deck into play
        ["Haggai (a1) completes: A plays Zerubbabel's Temple from their deck into their territory"],
    ),
    (
        "Isaiah's Call",
        "a1",
        # "it" is the card the search finds: Isaiah from deck (or discard pile) goes into play
        ["Isaiah's Call (a1) completes: A plays Isaiah from their deck into their territory"],
    ),
    (
        "Ithamar, son of Aaron",
        "a1",
        # "it" is the card the search finds: The Tabernacle from the draw pile goes into play
        [
            "Ithamar, son of Aaron (a1) completes: A plays The Tabernacle from their deck into their territory"
        ],
    ),
    (
        "Jannes",
        "a1",
        # "it" is the card the search finds: may put Pharaoh's Throne Room from the draw pile into play
        [
            "Jannes (a1) completes: A plays Pharaoh's Throne Room from their deck into their territory"
        ],
    ),
    (
        "King Joash, Pi",
        "a1",
        # "it" is the card the search finds: Solomon's Temple from the discard pile goes into play
        [
            "King Joash, Pi (a1) completes: A plays Solomon's Temple, Pa from their discard into their territory"
        ],
    ),
    (
        "King Sargon II",
        "a1",
        # "it" is the card the search finds: may put Assyrian Camp from the draw pile into play
        [
            "King Sargon II (a1) completes: A plays Assyrian Camp from their deck into their territory"
        ],
    ),
    (
        "Martha, TxP",
        "a1",
        # "it" is the card the search finds: House in Bethany from deck goes into play
        [
            "Martha, TxP (a1) completes: A plays House in Bethany from their deck into their territory"
        ],
    ),
    (
        "Philistine Priests",
        "a1",
        # "it" is the card the search finds: may put Temple of Dagon from the draw pile into play
        [
            "Philistine Priests (a1) completes: A plays Temple of Dagon from their deck into their territory"
        ],
    ),
    (
        "Prochorus, EC",
        "a2",
        # "it" is the card the search finds: may put Widows' Tables from deck (or discard pile) into play
        [
            "Prochorus, EC (a2) completes: A plays Widows' Tables from their deck into their territory"
        ],
    ),
    (
        "Solomon Dedicates Temple",
        "a1",
        # "it" is the card the search finds: Solomon's Temple from the draw pile goes into play
        [
            "Solomon Dedicates Temple (a1) completes: A plays Solomon's Temple, Pa from their deck into their territory"
        ],
    ),
    (
        "Table of Demons, Ap",
        "a1",
        # "it" is the card the search finds: the holder may put Tartaros from the draw pile into play
        [
            "Table of Demons, Ap (a1) completes: A plays Tartaros from their deck into their territory"
        ],
    ),
    (
        "Table of Demons, EC",
        "a1",
        # "it" is the card the search finds: an evil fortress from deck goes into play
        [
            "Table of Demons, EC (a1) completes: A plays Alexandrian Ship from their deck into their territory"
        ],
    ),
    (
        "Wheel within a Wheel, FooF",
        "a1",
        # "it" is the card the search finds: an O.T. angel from deck (or discard pile) goes into play
        [
            "Wheel within a Wheel, FooF (a1) completes: A plays Angel at Jerusalem, Roots from their deck into their territory"
        ],
    ),
]


@pytest.fixture(scope="module")
def catalog(tmp_path_factory: pytest.TempPathFactory):
    yield from pool_catalog(tmp_path_factory, "redemption")


def test_the_sample_is_every_ability_the_family_added():
    assert len({(c, a) for c, a, _ in SAMPLE}) == 58


@pytest.mark.parametrize(("card", "ability", "expected"), SAMPLE)
def test_follow_up_ability_does_what_the_card_says(catalog, card, ability, expected):
    assert_runs_as_listed(catalog, card, ability, expected)
