"""The hand-checked sample of Redemption abilities that act when used, when activated, or that
hold from when a character or enhancement activates them.

Drawn with ``random.seed(33)`` (shuffling the distinct printed sentences of the abilities the
whole-pool run executes with the timings ``use`` and ``activated``, and of the protect / "cannot
be prevented" sentences of characters and enhancements; 14 of 23). Each entry lists the exact
effect steps the ability logs in its reach scenario: its card in play and used by its player,
activated from hand, or its character entering battle. The comment says in our words what the
text asks for; each was read against the printed text.

Read by hand: 14 of 14 say what the printed text says. Noted, not counted as wrong: an "A, or
B" choice is shown with its first option (the default answer); "hand and deck" names the cards
there now.
"""

from __future__ import annotations

import pytest
from real_export import pool_catalog
from red_sample import run_sampled

HOLDS = "it holds from now until the end of this phase, the battle"
# (card, ability, every effect step it must log)
SAMPLE = [
    (
        "I Am Grace, 2026 - Regional",
        "a2",
        # used as an artifact: take a hero from reserve (or discard a demon)
        [
            "I Am Grace, 2026 - Regional (a2) completes: A searches their reserve and takes "
            "Agabus into hand"
        ],
    ),
    (
        "Deserving Scorn",
        "a3",
        # used as an artifact: reserve itself to put a hero at the bottom of its deck
        [
            "Deserving Scorn (a3) completes: Deserving Scorn is put into its owner's reserve; "
            "Agabus is put on the bottom of the deck"
        ],
    ),
    (
        "Self-Made",
        "a3",
        # used as an artifact: reserve a captured character to draw two
        ["Self-Made (a3) completes: Agabus #3 is put into its owner's reserve; A draws 2 card(s)"],
    ),
    (
        "Covenant with Abraham, PoC",
        "a3",
        # used as an artifact: take a hero or site from reserve (or reserve itself)
        [
            "Covenant with Abraham, PoC (a3) completes: A searches their reserve and takes "
            "Agabus into hand"
        ],
    ),
    (
        "Go Into Captivity, IR",
        "a3",
        # used as an artifact: discard itself to capture a hero and draw one
        [
            "Go Into Captivity, IR (a3) completes: Go Into Captivity, IR is discarded; Agabus #2 "
            "is captured to the land of bondage; A draws 1 card(s)"
        ],
    ),
    (
        "Jacob (Israel), CoW",
        "a1",
        # its player's hand and deck, against opponents, as he enters battle
        [
            f"Jacob (Israel), CoW (a1) completes: {HOLDS} (now Abiram is protected from opponents' cards)"
        ],
    ),
    (
        "Madness, IR",
        "a3",
        # used as an artifact: reserve itself to reserve a hero
        [
            "Madness, IR (a3) completes: Madness, IR is put into its owner's reserve; Agabus is "
            "put into its owner's reserve"
        ],
    ),
    (
        "Widows of Joppa",
        "a1",
        # its player's hand and discard pile, against evil cards
        [f"Widows of Joppa (a1) completes: {HOLDS} (now Abiram is protected from evil cards)"],
    ),
    (
        "Darius' Decree, T2C",
        "a2",
        # discard itself to discard every character in a reserve
        [
            "Darius' Decree, T2C (a2) completes: Darius' Decree, T2C is discarded; Agabus is "
            "discarded"
        ],
    ),
    (
        "Ahimaaz, FoM",
        "a2",
        # priests, from capture, underdeck and set-aside abilities
        [
            f"Ahimaaz, FoM (a2) completes: {HOLDS} (now Ahimaaz, FoM, Seraiah the High Priest are "
            "protected from capture abilities and underdeck abilities and set aside abilities)"
        ],
    ),
    (
        "King's Pomp",
        "a3",
        # its player's hand, against opponents, as the enhancement is played
        [f"King's Pomp (a3) completes: {HOLDS} (now Abiram #2 is protected from opponents' cards)"],
    ),
    (
        "Gifts of the Magi, GoC",
        "a1",
        # bounce an evil card in an opponent's territory
        ["Gifts of the Magi, GoC (a1) completes: Abiram is bounced to its owner's hand"],
    ),
    (
        "Wicked People",
        "a2",
        # its player's evil Genesis cards cannot be prevented
        [
            f"Wicked People (a2) completes: {HOLDS} (now the abilities of Wicked People, Er cannot "
            "be prevented)"
        ],
    ),
    (
        "Miriam",
        "a1",
        # its player's deck and Exodus heroes, from discard abilities of evil cards
        [
            f"Miriam (a1) completes: {HOLDS} (now Miriam, Abiram are protected from discard "
            "abilities of evil cards)"
        ],
    ),
]
WRONG: set[tuple[str, str]] = set()  # entries judged wrong on reading (none)


@pytest.fixture(scope="module")
def catalog(tmp_path_factory: pytest.TempPathFactory):
    yield from pool_catalog(tmp_path_factory, "redemption")


def test_the_sample_has_fourteen_distinct_abilities():
    assert len({(c, a) for c, a, _ in SAMPLE}) == len(SAMPLE) == 14
    assert (len(SAMPLE) - len(WRONG)) / len(SAMPLE) >= 0.95


@pytest.mark.parametrize(("card", "ability", "expected"), SAMPLE, ids=[c for c, _, _ in SAMPLE])
def test_sampled_ability_does_what_the_card_says(catalog, card, ability, expected):
    ab, effects = run_sampled(catalog, card, ability)
    assert ab.modelled == "modelled"
    assert effects == expected
