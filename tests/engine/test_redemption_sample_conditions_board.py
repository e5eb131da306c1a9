"""The hand-checked sample of what the board conditions (redemption_conditions_board) added to
the executed Redemption pool.

Every ability the whole-pool run executes with these conditions and did not before them, each
read by hand against the card's printed text and the export's rows of the cards it acted on.
Each entry lists the exact effect steps the ability logs in its reach scenario; the comment
says in our own words what the card asks for there.

Read by hand: 14 of 14 do what the printed text says.
"""

from __future__ import annotations

import pytest
from real_export import pool_catalog
from red_sample import run_sampled

# (card, ability, the effect steps it must log in its reach scenario)
SAMPLE = [
    (
        "Abimelech, RoA",
        "a1",
        # a named Hero lies in its player's discard pile: an artifact is negated and discarded
        [
            "Abimelech, RoA (a1) completes: Aaron's Staff, CoW is negated; Aaron's Staff, CoW "
            "is discarded"
        ],
    ),
    (
        "Arioch",
        "a1",
        # the opponent has no prophet: a male human of its own goes, a lost soul goes under a deck
        [
            "Arioch (a1) completes: Agabus is discarded; Lost Soul Ecclesiastes 10:15 is put "
            "on the bottom of the deck"
        ],
    ),
    (
        "Blast of Fire",
        "a1",
        # a demon uses it and the named armor is not in battle: a Hero in battle is discarded
        ["Blast of Fire (a1) completes: Agabus is discarded"],
    ),
    (
        "Emperor Caius Caligula, EC",
        "a1",
        # blocking, every evil character of its player Roman: an artifact is negated and discarded
        [
            "Emperor Caius Caligula, EC (a1) completes: Aaron's Staff, CoW is negated; Aaron's "
            "Staff, CoW is discarded"
        ],
    ),
    (
        "Faith of Samson",
        "a1",
        # one Hero alone in battle: every male evil character in battle is discarded
        ["Faith of Samson (a1) completes: Abiram, Abiram #2 are discarded"],
    ),
    (
        "Faith of Samson, CoW AB",
        "a1",
        # the same text on another printing
        ["Faith of Samson, CoW AB (a1) completes: Abiram, Abiram #2 are discarded"],
    ),
    (
        "Fireball",
        "a1",
        # as Blast of Fire
        ["Fireball (a1) completes: Agabus is discarded"],
    ),
    (
        "Flying Flames",
        "a1",
        # as Blast of Fire
        ["Flying Flames (a1) completes: Agabus is discarded"],
    ),
    (
        "Invoking Terror, LoC",
        "a2",
        # a magician of two brigades uses it: it may go under its owner's deck
        [
            "Invoking Terror, LoC (a2) completes: Invoking Terror, LoC is put on the bottom of "
            "the deck"
        ],
    ),
    (
        "Jair, RoA",
        "a1",
        # every Hero of its player from the Old Testament: it may draw two (the first choice)
        ["Jair, RoA (a1) completes: A draws 2 card(s)"],
    ),
    (
        "Jawbone",
        "a1",
        # played on the named Hero: one male human evil character in battle is discarded
        ["Jawbone (a1) completes: Abiram is discarded"],
    ),
    (
        "Jeiel",
        "a1",
        # every Hero of its player from the Old Testament: its player's musicians are protected
        # from capture
        ["Jeiel (a1) completes: Moses, FoM is protected from capture abilities"],
    ),
    (
        "No Straw!",
        "a2",
        # a character of one brigade uses it: every Hero in battle goes on top of a deck
        ["No Straw! (a2) completes: Agabus, Agabus #2 are put on top of the deck"],
    ),
    (
        "No Straw!, CoW AB",
        "a2",
        # the same text on another printing
        ["No Straw!, CoW AB (a2) completes: Agabus, Agabus #2 are put on top of the deck"],
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
    assert len(SAMPLE) == 14 and len({(c, a) for c, a, _ in SAMPLE}) == 14
