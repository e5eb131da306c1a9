"""The hand-checked sample of this round's battle words: a character (or the one an
enhancement is used by) that "may withdraw from battle [unharmed]", "Character may band to X"
(the bare word names the card's own character, as "Hero may band" does) and the imperative
"Band X into battle", and "[this card is] worth X/Y if ..." (the character it is used by
gains the difference from the printed numbers), the command "band to X" after a condition, and
"may choose X to block" without a subject.

These forms newly execute 38 abilities over the real export; all 38 are listed, each with the
exact effect steps it logs in its reach scenario and, in the comment, what the card asks for
in our own words. Read by hand against the printed text: 38 of 38 right.
"""

from __future__ import annotations

import pytest
from real_export import pool_catalog
from test_redemption_sample_compiled import assert_runs_as_listed

# (card, ability, every effect step it must log)
SAMPLE = [
    (
        "Ahimaaz, Pi",
        "a3",
        # the hero itself may withdraw from battle
        [
            "Ahimaaz, Pi (a3) completes: Ahimaaz, Pi is withdrawn to territory",
        ],
    ),
    (
        "Ambush!, GoC",
        "a3",
        # its bearer brings in the crimson N.T. humans chosen (as many as wanted)
        [
            "Ambush!, GoC (a3) completes: Barabbas, GoC, Alexander the Coopersmith #2 are banded into battle",
        ],
    ),
    (
        "Army of the Lord",
        "a2",
        # every warrior silver hero bands into battle
        [
            "Army of the Lord (a2) completes: Legion of Angels is banded into battle",
        ],
    ),
    (
        "Beast from the Sea, Wa",
        "a1",
        # the character itself may band to one demon or beast
        [
            "Beast from the Sea, Wa (a1) completes: Possessing Demon (j) is banded into battle",
        ],
    ),
    (
        "Deborah's Directive",
        "a1",
        # the battle is interrupted; then the O.T. human heroes chosen join it
        [
            "Deborah's Directive (then) completes: Bathsheba is banded into battle",
            "Deborah's Directive (a1) completes: its paired abilities, and the abilities they caused, have activated",
            "Deborah's Directive (a1) interrupts Without Touching (a1): only its completion is undone (its completion had changed nothing); it still began, and its declared targets (none) stand",
            "Deborah's Directive (a1) interrupts Without Touching (a2): only its completion is undone (Agabus returns to A's deck); it still began, and its declared targets (none) stand",
        ],
    ),
    (
        "Destroying Bands, LoC",
        "a2",
        # its bearer brings in the evil O.T. humans chosen (as many as wanted)
        [
            "Destroying Bands, LoC (a2) completes: False Prophets is banded into battle",
        ],
    ),
    (
        "Deteriorating Condition, GoC",
        "a3",
        # its bearer brings in the Gospel demons chosen (as many as wanted)
        [
            "Deteriorating Condition, GoC (a3) completes: Afflicting Spirit, GoC, Afflicting Spirit, GoC #2 are banded into battle",
        ],
    ),
    (
        "Ezra's Journey",
        "a2",
        # the O.T. human heroes chosen join the battle
        [
            "Ezra's Journey (a2) completes: Bathsheba is banded into battle",
        ],
    ),
    (
        "Fear of Man, GoC",
        "a2",
        # the player picks: the character using it bands to a Pharisee, or a card from Reserve
        [
            "Fear of Man, GoC (a2) completes: Pharisees, GoC is banded into battle",
        ],
    ),
    (
        "Herod’s Banquet, GoC",
        "a2",
        # its bearer brings in the gold evil N.T. humans chosen (as many as wanted)
        [
            "Herod’s Banquet, GoC (a2) completes: Phygellus #2 is banded into battle",
        ],
    ),
    (
        "Highway",
        "a1",
        # the hero using it may withdraw from battle
        [
            "Highway (a1) completes: Gaius is withdrawn to territory",
        ],
    ),
    (
        "Hospitality of Martha, Di",
        "a3",
        # one N.T. hero bands into battle
        [
            "Hospitality of Martha, Di (a3) completes: Demetrius is banded into battle",
        ],
    ),
    (
        "Jehoiada's Strength",
        "a1",
        # the battle is interrupted; then the O.T. human heroes chosen join it
        [
            "Jehoiada's Strength (then) completes: Bathsheba is banded into battle",
            "Jehoiada's Strength (a1) completes: its paired abilities, and the abilities they caused, have activated",
            "Jehoiada's Strength (a1) interrupts Without Touching (a1): only its completion is undone (its completion had changed nothing); it still began, and its declared targets (none) stand",
            "Jehoiada's Strength (a1) interrupts Without Touching (a2): only its completion is undone (Agabus #2 returns to A's deck); it still began, and its declared targets (none) stand",
        ],
    ),
    (
        "Mary of Bethany",
        "a1",
        # the hero itself may band with Martha
        [
            "Mary of Bethany (a1) completes: Martha, TxP is banded into battle",
        ],
    ),
    (
        "Pride of Lions",
        "a2",
        # its bearer brings in the lions chosen (as many as wanted)
        [
            "Pride of Lions (a2) completes: Lions in the Den is banded into battle",
        ],
    ),
    (
        "Prince of Greece, Wa",
        "a1",
        # the character itself may band with the Prince of Persia
        [
            "Prince of Greece, Wa (a1) completes: Prince of Persia, Di is banded into battle",
        ],
    ),
    (
        "Sennacherib Blasphemes, LoC",
        "a2",
        # used by an Assyrian, the character using it may band to an Assyrian
        [
            "Sennacherib Blasphemes, LoC (a2) completes: The Assyrian Spoilers, RR2 #2 is banded into battle",
        ],
    ),
    (
        "Stillness, B",
        "a1",
        # the hero using it may withdraw from battle
        [
            "Stillness, B (a1) completes: Demetrius is withdrawn to territory",
        ],
    ),
    (
        "Stillness, Promo",
        "a1",
        # the hero using it may withdraw from battle
        [
            "Stillness, Promo (a1) completes: Demetrius is withdrawn to territory",
        ],
    ),
    (
        "The Stars",
        "a1",
        # up to two silver heroes band into battle
        [
            "The Stars (a1) completes: Angel at Bethesda is banded into battle",
        ],
    ),
    (
        "Trust",
        "a1",
        # the hero using it may withdraw from battle
        [
            "Trust (a1) completes: Bathsheba is withdrawn to territory",
        ],
    ),
    (
        "Unity in Christ, EC",
        "a1",
        # the clay heroes chosen join the battle
        [
            "Unity in Christ, EC (a1) completes: Aaron, Moses' Brother, 1st Print - L is banded into battle",
        ],
    ),
    (
        "Wickedness of Jezebel",
        "a1",
        # used by an evil male human, the character using it may band to another
        [
            "Wickedness of Jezebel (a1) completes: Abiram #2 is banded into battle",
        ],
    ),
    (
        "A Mighty Blow",
        "a1",
        # with a demon in battle its numbers are 10/0, not the printed ones
        [
            "A Mighty Blow (a1) completes: A Mighty Blow is worth 10/0 instead of its printed 5/0: Angel at Bethesda's numbers change by +5/+0",
        ],
    ),
    (
        "Glittering Spear, Ki",
        "a1",
        # on an Assyrian warrior its numbers are 9/3
        [
            "Glittering Spear, Ki (a1) completes: Glittering Spear, Ki is worth 9/3 instead of its printed 3/2: Assyrian Archer's numbers change by +6/+1",
        ],
    ),
    (
        "Goliath's Spear, Ki",
        "a1",
        # on a giant its numbers are 8/10
        [
            "Goliath's Spear, Ki (a1) completes: Goliath's Spear, Ki is worth 8/10 instead of its printed 3/2: Lahmi, I's numbers change by +5/+8",
        ],
    ),
    (
        "Goliath's Spear, Wa",
        "a1",
        # on a giant its numbers are 8/10
        [
            "Goliath's Spear, Wa (a1) completes: Goliath's Spear, Wa is worth 8/10 instead of its printed 4/6: Lahmi, I's numbers change by +4/+4",
        ],
    ),
    (
        "Ishbibenob's Spear, Ki",
        "a1",
        # on a giant its numbers are 8/4
        [
            "Ishbibenob's Spear, Ki (a1) completes: Ishbibenob's Spear, Ki is worth 8/4 instead of its printed 3/2: Ishbibenob, Ki's numbers change by +5/+2",
        ],
    ),
    (
        "Lahmi's Spear, Ki",
        "a1",
        # on a giant its numbers are 6/8
        [
            "Lahmi's Spear, Ki (a1) completes: Lahmi's Spear, Ki is worth 6/8 instead of its printed 3/2: Lahmi, Ki's numbers change by +3/+6",
        ],
    ),
    (
        "Lahmi's Spear, Wa",
        "a1",
        # on a giant its numbers are 6/8
        [
            "Lahmi's Spear, Wa (a1) completes: Lahmi's Spear, Wa is worth 6/8 instead of its printed 3/4: Lahmi, Ki's numbers change by +3/+4",
        ],
    ),
    (
        "Sword of the Spirit, Ki",
        "a1",
        # with a demon in battle its numbers are 7/5
        [
            "Sword of the Spirit, Ki (a1) completes: Sword of the Spirit, Ki is worth 7/5 instead of its printed 4/2: Agabus's numbers change by +3/+3",
        ],
    ),
    (
        "War in the Heavens",
        "a1",
        # on a demon its numbers are 2/10
        [
            "War in the Heavens (a1) completes: War in the Heavens is worth 2/10 instead of its printed 1/5: Morgan's numbers change by +1/+5",
        ],
    ),
    (
        "Ahimaaz, Ki",
        "a2",
        # the hero itself may leave the battle for its territory (or stay)
        [
            "Ahimaaz, Ki (a2) completes: Ahimaaz, Ki is withdrawn to territory",
        ],
    ),
    (
        "King Amaziah, Ki",
        "a1",
        # the rescuer may pick an evil king of Israel of the opponent's as the blocker
        [
            "King Amaziah, Ki (a1) completes: A chooses King Ahab to block: it enters battle for B",
        ],
    ),
    (
        "Partners with Demons, EC",
        "a1",
        # on a human, its bearer must bring a demon into battle
        [
            "Partners with Demons, EC (a1) completes: Possessing Demon (j) is banded into battle",
        ],
    ),
    (
        "Satan Enters Judas",
        "a2",
        # on a human, its bearer must bring a demon in
        [
            "Satan Enters Judas (a2) completes: Possessing Demon (j) is banded into battle",
        ],
    ),
    (
        "Satan Enters Judas",
        "a3",
        # on a demon, its bearer must bring a human in
        [
            "Satan Enters Judas (a3) completes: Abiram is banded into battle",
        ],
    ),
    (
        "Spy",
        "a2",
        # the hero itself may leave the battle for its territory (or stay)
        [
            "Spy (a2) completes: Spy is withdrawn to territory",
        ],
    ),
]


@pytest.fixture(scope="module")
def catalog(tmp_path_factory: pytest.TempPathFactory):
    yield from pool_catalog(tmp_path_factory, "redemption")


def test_the_sample_lists_38_abilities():
    assert len({(c, a) for c, a, _ in SAMPLE}) == 38


@pytest.mark.parametrize(("card", "ability", "expected"), SAMPLE)
def test_band_and_withdraw_words_do_what_the_card_says(catalog, card, ability, expected):
    assert_runs_as_listed(catalog, card, ability, expected)
