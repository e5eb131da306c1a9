"""The hand-checked sample of the abilities the reach now stages: descriptions found inside
a branch, an after-battle effect or an ongoing ability's covered cards ("covers"), the card
an enhancement is placed on, the card an exchange brings in (one of the exchanging card's own
kind), "a card (except a character)" placed as a card that is not one, and a decrease for
"Heal a Hero" to remove (the opponent's enhancement decreased every hero first), a real
card whose printed numbers fit "with toughness */3 or less" (the plain cards' may not), and
"a good or neutral card" placed as a good one; and options asking opposite facts (one for a
human, one for a non-human) staged with the first option's facts.

These newly execute 84 abilities over the real export (they were compiled, but no scenario
reached them or gave them something to act on); all 84 are listed, each with the exact effect
steps it logs in its reach scenario and, in the comment, what the card asks for in our own
words. Read by hand against the printed text and the export's columns (type, brigade,
identifiers, reference): 84 of 84
do what the card says. Where a description needs a fact the export does not record (human,
male, female), the scenario states it on the card it places (Sarah swaps with a card the
scenario states is female), as the trace shows.
"""

from __future__ import annotations

import pytest
from real_export import pool_catalog
from test_redemption_sample_compiled import assert_runs_as_listed

# (card, ability, every effect step it must log)
SAMPLE = [
    (
        "A Roman Soldier's Faith",
        "a1",
        # a hero in play loses the decrease an opponent's enhancement put on it
        [
            "A Roman Soldier's Faith (a1) completes: Centurion is healed: its decrease of 3/3 is removed",
        ],
    ),
    (
        "Abimelech, King of Gerar, LoC",
        "a2",
        # the blocker may put a Philistine with a Genesis reference from its deck into play (the Reserve too only with a patriarch in play, not here)
        [
            "Abimelech, King of Gerar, LoC (a2) completes: A plays Abimelech, King of Gerar, LoC #2 from their deck into their territory",
        ],
    ),
    (
        "An Angel Appears, GoC",
        "a2",
        # a Gospel angel comes into play from the Reserve (the deck only with hand advantage, unknown here)
        [
            "An Angel Appears, GoC (a2) completes: A plays Angel of the Harvest, GoC from their reserve into their territory",
        ],
    ),
    (
        "Angel Food, D",
        "a1",
        # a hero in play loses the decrease an opponent's enhancement put on it
        [
            "Angel Food, D (a1) completes: Philip's Daughters is healed: its decrease of 3/3 is removed",
        ],
    ),
    (
        "Angel with the Secret Name, RoA",
        "a4",
        # good cards with a Judges reference are shielded from negation while it holds
        [
            "Angel with the Secret Name, RoA (a4) completes: it holds from now until the end of this phase, the battle (now the abilities of Deborah, L, Gideon, J cannot be negated)",
        ],
    ),
    (
        "Asahel, Swift-Footed",
        "a1",
        # it swaps places with a purple O.T. warrior from the deck
        [
            "Asahel, Swift-Footed (a1) completes: Asahel, Swift-Footed is exchanged with King Saul (Purple), Ki: King Saul (Purple), Ki takes its place in A's battle and Asahel, Swift-Footed goes to A's deck",
        ],
    ),
    (
        "Assyrian Siege Army, Roots",
        "a1",
        # blocking beside another Assyrian: a non-character card in a territory is negated, then discarded
        [
            "Assyrian Siege Army, Roots (a1) completes: Assyria is negated; Assyria is discarded",
        ],
    ),
    (
        "Axe, T2C",
        "a1",
        # discarding itself as the cost, a card that is not a character is negated, then discarded
        [
            "Axe, T2C (a1) completes: Axe, T2C is discarded; Assyria is negated; Assyria is discarded",
        ],
    ),
    (
        "Axe, T2C AB",
        "a1",
        # discarding itself as the cost, a card that is not a character is negated, then discarded
        [
            "Axe, T2C AB (a1) completes: Axe, T2C AB is discarded; Assyria is negated; Assyria is discarded",
        ],
    ),
    (
        "Babylonian Forces, RR2",
        "a1",
        # blocking beside another Babylonian: a non-character card in a territory is negated, then discarded
        [
            "Babylonian Forces, RR2 (a1) completes: Assyria is negated; Assyria is discarded",
        ],
    ),
    (
        "Backward Shadow",
        "a1",
        # a hero in play loses the decrease an opponent's enhancement put on it
        [
            "Backward Shadow (a1) completes: Agabus is healed: its decrease of 3/3 is removed",
        ],
    ),
    (
        "Balm of Gilead, DU",
        "a1",
        # a blue hero in play loses the decrease an opponent's enhancement put on it
        [
            "Balm of Gilead, DU (a1) completes: Demetrius is healed: its decrease of 3/3 is removed",
        ],
    ),
    (
        "Bartimaeus",
        "a1",
        # good enhancements whose title holds the word Faith are shielded from negation
        [
            "Bartimaeus (a1) completes: it holds from now until the end of this phase, the battle (now the abilities of Faith of Abraham, L cannot be negated)",
        ],
    ),
    (
        "Blessings for Obedience",
        "a1",
        # every evil character of toughness 9 or more goes back into its owner's deck, shuffled
        [
            "Blessings for Obedience (a1) completes: Abaddon the Destroyer, L is shuffled into its owner's deck",
        ],
    ),
    (
        "Boaz’ Reapers, LoC",
        "a1",
        # a good enhancement with a Ruth reference is taken from the Reserve (the discard pile only with Boaz in play)
        [
            "Boaz’ Reapers, LoC (a1) completes: A searches their reserve and takes Abeyance, Roots into hand",
        ],
    ),
    (
        "By His Wounds",
        "a2",
        # played as the good enhancement, the first option: a human hero loses the decrease an opponent's enhancement put on it (human as the scenario states)
        [
            "By His Wounds (a2) completes: Agabus is healed: its decrease of 3/3 is removed",
        ],
    ),
    (
        "Caleb, the Rewarded",
        "a2",
        # heroes with a Joshua reference (itself included) cannot be prevented
        [
            "Caleb, the Rewarded (a2) completes: it holds from now until the end of this phase, the battle (now the abilities of Caleb, the Rewarded, Caleb, FoM, Caleb, FoM #2 cannot be prevented)",
        ],
    ),
    (
        "Centurion's Proclamation, Roots",
        "a2",
        # the first option: an evil card that is not a human is discarded (non-human as the scenario states)
        [
            "Centurion's Proclamation, Roots (a2) completes: Abiram is discarded",
        ],
    ),
    (
        "Chariots of the Sun, Ki",
        "a1",
        # its holder puts it on an artifact identified as Solomon's Temple
        [
            "Chariots of the Sun, Ki (a1) completes: Chariots of the Sun, Ki is placed on Aaron's Staff, CoW",
        ],
    ),
    (
        "Consider the Lilies, Roots",
        "a1",
        # it swaps places with a gold N.T. enhancement from the deck
        [
            "Consider the Lilies, Roots (a1) completes: Consider the Lilies, Roots is exchanged with Faithfulness of Luke, L: Faithfulness of Luke, L takes its place in A's battle (on Gaius) and Consider the Lilies, Roots goes to A's deck",
        ],
    ),
    (
        "Daniel's Prayer, Fundraiser",
        "a1",
        # an angel with a Daniel reference is taken from the deck (more piles only when Daniel uses it)
        [
            "Daniel's Prayer, Fundraiser (a1) completes: A searches their deck and takes Michael, the Guardian into hand",
        ],
    ),
    (
        "Daniel's Prayer, Promo",
        "a1",
        # an angel with a Daniel reference is taken from the deck (more piles only when Daniel uses it)
        [
            "Daniel's Prayer, Promo (a1) completes: A searches their deck and takes Michael, the Guardian into hand",
        ],
    ),
    (
        "David's Stronghold",
        "a2",
        # its player's purple O.T. warriors cannot be prevented while it is in play
        [
            "David's Stronghold (a2), ongoing while it is in play: the abilities of King Saul (Purple), Ki cannot be prevented",
        ],
    ),
    (
        "Emperor Caius Caligula, Roots",
        "a1",
        # blocking beside another evil Roman: a non-character card in a territory is negated, then discarded
        [
            "Emperor Caius Caligula, Roots (a1) completes: Assyria is negated; Assyria is discarded",
        ],
    ),
    (
        "Emperor Nero, Promo",
        "a2",
        # a Roman site or fortress is taken from the deck (the Reserve only with a Roman soldier)
        [
            "Emperor Nero, Promo (a2) completes: A searches their deck and takes Nero's Realm into hand",
        ],
    ),
    (
        "Epaphroditus, PC",
        "a2",
        # cards whose title names Paul are shielded from negation
        [
            "Epaphroditus, PC (a2) completes: it holds from now until the end of this phase, the battle (now the abilities of Saul/Paul cannot be negated)",
        ],
    ),
    (
        "Evil Fire, Pi",
        "a1",
        # a hero of toughness 3 or less is discarded
        [
            "Evil Fire, Pi (a1) completes: Amos is discarded",
        ],
    ),
    (
        "Ezekiel, FooF",
        "a3",
        # good cards with an Ezekiel reference (itself included) are shielded from negation
        [
            "Ezekiel, FooF (a3) completes: it holds from now until the end of this phase, the battle (now the abilities of Ezekiel, FooF, Ezekiel, Pr cannot be negated)",
        ],
    ),
    (
        "Ezekiel, the Vindicator, PoC",
        "a4",
        # characters with an Ezekiel reference (itself included) are shielded from negation
        [
            "Ezekiel, the Vindicator, PoC (a4) completes: it holds from now until the end of this phase, the battle (now the abilities of Ezekiel, the Vindicator, PoC, Ezekiel, Pr cannot be negated)",
        ],
    ),
    (
        "Faith in Our High Priest, RR2",
        "a1",
        # it swaps places with a single-brigade clay enhancement from the deck
        [
            "Faith in Our High Priest, RR2 (a1) completes: Faith in Our High Priest, RR2 is exchanged with A New Creation: A New Creation takes its place in A's battle (on Agabus) and Faith in Our High Priest, RR2 goes to A's deck",
        ],
    ),
    (
        "Faith of Joshua",
        "a2",
        # a good (or neutral) card with a Joshua reference is taken from the deck
        [
            "Faith of Joshua (a2) completes: A searches their deck and takes Caleb, FoM into hand",
        ],
    ),
    (
        "Faith of Joshua, CoW AB",
        "a2",
        # a good (or neutral) card with a Joshua reference is taken from the deck
        [
            "Faith of Joshua, CoW AB (a2) completes: A searches their deck and takes Caleb, FoM into hand",
        ],
    ),
    (
        "Greek Forces",
        "a1",
        # blocking beside another evil Greek: a non-character card in a territory is negated, then discarded
        [
            "Greek Forces (a1) completes: Assyria is negated; Assyria is discarded",
        ],
    ),
    (
        "Greek Forces, T2C AB",
        "a1",
        # blocking beside another evil Greek: a non-character card in a territory is negated, then discarded
        [
            "Greek Forces, T2C AB (a1) completes: Assyria is negated; Assyria is discarded",
        ],
    ),
    (
        "Haggai, PoC",
        "a1",
        # a good O.T. fortress comes into play from the Reserve (the discard pile only with a Persian in play)
        [
            "Haggai, PoC (a1) completes: A plays City of Refuge from their reserve into their territory",
        ],
    ),
    (
        "Herod's Treachery",
        "a1",
        # it is put on a character identified as a Herod
        [
            "Herod's Treachery (a1) completes: Herod's Treachery is placed on Archelaus, Di",
        ],
    ),
    (
        "Ibzan",
        "a1",
        # good enhancements with a Judges reference are shielded from negation
        [
            "Ibzan (a1) completes: it holds from now until the end of this phase, the battle (now the abilities of Ehud's Dagger, L cannot be negated)",
        ],
    ),
    (
        "Idol Worship",
        "a1",
        # an idol (or a curse) is taken from the Reserve (the deck only when a Canaanite uses it)
        [
            "Idol Worship (a1) completes: A searches their reserve and takes Abomination of Desolation, T2C into hand",
        ],
    ),
    (
        "Isaiah, FooF",
        "a3",
        # good cards with an Isaiah reference (itself included) are shielded from negation
        [
            "Isaiah, FooF (a3) completes: it holds from now until the end of this phase, the battle (now the abilities of Isaiah, FooF, Isaiah, Pr cannot be negated)",
        ],
    ),
    (
        "Isaiah, Peace Proclaimer, Roots",
        "a2",
        # enhancements with an Isaiah reference are shielded from negation
        [
            "Isaiah, Peace Proclaimer, Roots (a2) completes: it holds from now until the end of this phase, the battle (now the abilities of Forcefulness of Isaiah, L cannot be negated)",
        ],
    ),
    (
        "Ishbibenob, I",
        "a1",
        # a hero in battle of strength 10 or more is discarded
        [
            "Ishbibenob, I (a1) completes: Bartholomew (Nathaniel), Ap is discarded",
        ],
    ),
    (
        "Jehu, Message Bringer",
        "a1",
        # an opponent's evil or neutral card that is not a character is shuffled into its owner's deck
        [
            "Jehu, Message Bringer (a1) completes: Abner's Spear, Wa is shuffled into its owner's deck",
        ],
    ),
    (
        "Jeiel, the Gatekeeper, RR2",
        "a1",
        # its player draws 1 and it swaps places with a white musician from hand
        [
            "Jeiel, the Gatekeeper, RR2 (a1) completes: A draws 1 card(s); Jeiel, the Gatekeeper, RR2 is exchanged with Asaph: Asaph takes its place in A's battle and Jeiel, the Gatekeeper, RR2 goes to A's hand",
        ],
    ),
    (
        "Joanna, Di",
        "a3",
        # the special abilities of evil characters of toughness 2 or less are negated
        [
            "Joanna, Di (a3) completes: Babylon the Great is negated",
        ],
    ),
    (
        "Joseph, the Betrothed, GoC",
        "a1",
        # a good (or neutral) Nativity card is taken from the Reserve (the deck only with hand advantage, unknown here)
        [
            "Joseph, the Betrothed, GoC (a1) completes: A searches their reserve and takes Angel of Warning, GoC into hand",
        ],
    ),
    (
        "Joshua's Spear",
        "a1",
        # used by a red hero: evil characters of toughness 5 or less are negated
        [
            "Joshua's Spear (a1) completes: Abner, Pa is negated",
        ],
    ),
    (
        "Joshua's Sword",
        "a2",
        # used by Joshua, the Commander: a card that is not a character is discarded
        [
            "Joshua's Sword (a2) completes: Assyria is discarded",
        ],
    ),
    (
        "Leviathan, FoM",
        "a3",
        # animals with a Job reference are protected from the opponent's dominants
        [
            "Leviathan, FoM (a3) completes: it holds from now until the end of this phase, the battle (now Behemoth, RoJ, Leviathan, FoM are protected from the abilities of any opponent's dominant)",
        ],
    ),
    (
        "Lois, Pillar of Faith, RR2",
        "a1",
        # N.T. clay heroes of strength 3 or less (itself included) are protected from evil cards
        [
            "Lois, Pillar of Faith, RR2 (a1) completes: Lois, Pillar of Faith, RR2, Ananias of Damascus, EC are protected from evil cards",
        ],
    ),
    (
        "Manasseh's Altar, FoM",
        "a1",
        # while it is in play, covenants are negated
        [
            "Manasseh's Altar, FoM (a1), ongoing while it is in play: Blessings for Levi, Roots is negated: its abilities do not activate",
        ],
    ),
    (
        "Massacre of Innocents, Ap",
        "a1",
        # every male hero in play of toughness 3 or less is discarded (male as the scenario states)
        [
            "Massacre of Innocents, Ap (a1) completes: Amos is discarded",
        ],
    ),
    (
        "Miracle at Troas",
        "a1",
        # an N.T. hero loses the decrease an opponent's enhancement put on it
        [
            "Miracle at Troas (a1) completes: Demetrius is healed: its decrease of 3/3 is removed",
        ],
    ),
    (
        "No Salvation",
        "a3",
        # while it is in play, O.T. curses cannot be prevented
        [
            "No Salvation (a3), ongoing while it is in play: the abilities of No Salvation, All the Curses, LoC cannot be prevented",
        ],
    ),
    (
        "Obadiah's Caves",
        "a1",
        # its player's green prophets are protected from capture while it is in play
        [
            "Obadiah's Caves (a1), ongoing while it is in play: Aaron, Di is protected from capture abilities",
        ],
    ),
    (
        "Ointment, C",
        "a1",
        # a hero in play loses the decrease an opponent's enhancement put on it
        [
            "Ointment, C (a1) completes: Agabus is healed: its decrease of 3/3 is removed",
        ],
    ),
    (
        "Ointment, Wa",
        "a1",
        # a hero in play loses the decrease an opponent's enhancement put on it
        [
            "Ointment, Wa (a1) completes: Agabus is healed: its decrease of 3/3 is removed",
        ],
    ),
    (
        "Overcome!, RoJ",
        "a2",
        # after the battle, a good dominant is shown from hand as the cost and this card goes back to hand
        [
            "Overcome!, RoJ (a2) completes: the rest of this ability waits until the battle is over",
            "Overcome!, RoJ (a2) completes: A reveals A New Beginning, FoM from hand; Overcome!, RoJ is returned to hand",
        ],
    ),
    (
        "Overcome!, RoJ AB",
        "a2",
        # after the battle, a good dominant is shown from hand as the cost and this card goes back to hand
        [
            "Overcome!, RoJ AB (a2) completes: the rest of this ability waits until the battle is over",
            "Overcome!, RoJ AB (a2) completes: A reveals A New Beginning, FoM from hand; Overcome!, RoJ AB is returned to hand",
        ],
    ),
    (
        "Paladin",
        "a2",
        # a non-human evil character of toughness 3 or less is discarded (non-human as the scenario states)
        [
            "Paladin (a2) completes: Babylon the Great is discarded",
        ],
    ),
    (
        "Pharaoh's Officials, 1st Print - K",
        "a1",
        # it may band to an Egyptian of strength 10 or more (the first of its two options)
        [
            "Pharaoh's Officials, 1st Print - K (a1) completes: Subjugating Egyptians, 1st Print - K is banded into battle",
        ],
    ),
    (
        "Pharaoh's Officials, K",
        "a1",
        # it may band to an Egyptian of strength 10 or more (the first of its two options)
        [
            "Pharaoh's Officials, K (a1) completes: Subjugating Egyptians, 1st Print - K is banded into battle",
        ],
    ),
    (
        "Que",
        "a1",
        # evil enhancements whose title holds Mist are shielded from negation
        [
            "Que (a1) completes: it holds from now until the end of this phase, the battle (now the abilities of Demonic Mist cannot be negated)",
        ],
    ),
    (
        "Repentance, Roots",
        "a1",
        # the first option: an evil human is converted to a hero of the converting card's brigade (human as the scenario states)
        [
            "Repentance, Roots (a1) completes: Abiram is converted to a green hero and returns to B's territory (it cannot block as one)",
        ],
    ),
    (
        "Resurrection Revealer, GoC",
        "a2",
        # attacking, it swaps places with an Empty Tomb human from the deck (the first of its two options)
        [
            "Resurrection Revealer, GoC (a2) completes: Resurrection Revealer, GoC is exchanged with Joanna, the Generous / Joanna, Wife of Chuza, GoC: Joanna, the Generous / Joanna, Wife of Chuza, GoC takes its place in A's battle and Resurrection Revealer, GoC goes to A's deck",
        ],
    ),
    (
        "Ruth, the Redeemed / Ruth, the Devoted, LoC",
        "a3",
        # good enhancements with a Ruth reference are shielded from negation
        [
            "Ruth, the Redeemed / Ruth, the Devoted, LoC (a3) completes: it holds from now until the end of this phase, the battle (now the abilities of Abeyance, Roots cannot be negated)",
        ],
    ),
    (
        "Samuel, CoW",
        "a2",
        # heroes with a I Samuel reference (itself included) are protected from capture
        [
            "Samuel, CoW (a2) completes: it holds from now until the end of this phase, the battle (now Samuel, CoW, Hannah, L are protected from capture abilities)",
        ],
    ),
    (
        "Samuel, CoW AB",
        "a2",
        # heroes with a I Samuel reference (itself included) are protected from capture
        [
            "Samuel, CoW AB (a2) completes: it holds from now until the end of this phase, the battle (now Samuel, CoW AB, Hannah, L are protected from capture abilities)",
        ],
    ),
    (
        "Sarah, CoW",
        "a2",
        # it swaps places with a female character with a Genesis reference from its territory (female stated by the scenario)
        [
            "Sarah, CoW (a2) completes: Sarah, CoW is exchanged with Abel, C: Abel, C takes its place in A's battle and Sarah, CoW goes to A's territory",
        ],
    ),
    (
        "Sarah, CoW AB",
        "a2",
        # it swaps places with a female character with a Genesis reference from its territory (female stated by the scenario)
        [
            "Sarah, CoW AB (a2) completes: Sarah, CoW AB is exchanged with Abel, C: Abel, C takes its place in A's battle and Sarah, CoW AB goes to A's territory",
        ],
    ),
    (
        "Sheshai, son of Anak",
        "a3",
        # weapon-class cards cannot be prevented while it holds
        [
            "Sheshai, son of Anak (a3) completes: it holds from now until the end of this phase, the battle (now the abilities of Abishai's Spear cannot be prevented)",
        ],
    ),
    (
        "Spreading Mildew",
        "a1",
        # it is put on a fortress in play
        [
            "Spreading Mildew (a1) completes: Spreading Mildew is placed on Alexandrian Ship",
        ],
    ),
    (
        "Spreading Mildew, RR2",
        "a1",
        # a card that is not a character is discarded
        [
            "Spreading Mildew, RR2 (a1) completes: Assyria is discarded",
        ],
    ),
    (
        "Stephen, EC",
        "a2",
        # enhancements with an Acts reference are shielded from negation
        [
            "Stephen, EC (a2) completes: it holds from now until the end of this phase, the battle (now the abilities of Abandonment, EC cannot be negated)",
        ],
    ),
    (
        "Sword of Punishment",
        "a1",
        # an O.T. human evil character of toughness 2 or less is discarded (human as the scenario states)
        [
            "Sword of Punishment (a1) completes: Abimelech, King of Gerar, LoC is discarded",
        ],
    ),
    (
        "The Book of Knowledge",
        "a2",
        # heroes with a Daniel reference are protected from the opponent's dominants
        [
            "The Book of Knowledge (a2), ongoing while it is in play: Daniel, Pr is protected from the abilities of any opponent's dominant",
        ],
    ),
    (
        "The Book of Knowledge, T2C AB",
        "a2",
        # heroes with a Daniel reference are protected from the opponent's dominants
        [
            "The Book of Knowledge, T2C AB (a2), ongoing while it is in play: Daniel, Pr is protected from the abilities of any opponent's dominant",
        ],
    ),
    (
        "The Deceived Pharaoh",
        "a1",
        # blocking, the first option: a female hero is captured (female as the scenario states)
        [
            "The Deceived Pharaoh (a1) completes: Agabus is captured to the land of bondage",
        ],
    ),
    (
        "The Deceived Pharaoh, CoW AB",
        "a1",
        # blocking, the first option: a female hero is captured (female as the scenario states)
        [
            "The Deceived Pharaoh, CoW AB (a1) completes: Agabus is captured to the land of bondage",
        ],
    ),
    (
        "The Devourer, Roots",
        "a1",
        # with another O.T. demon in play: a non-character card in a territory is negated, then discarded
        [
            "The Devourer, Roots (a1) completes: Assyria is negated; Assyria is discarded",
        ],
    ),
    (
        "The Messianic Messenger, GoC",
        "a1",
        # a good Nativity card is taken from the deck (the Reserve only with hand advantage, unknown here)
        [
            "The Messianic Messenger, GoC (a1) completes: A searches their deck and takes Angel of Warning, GoC #2 into hand",
        ],
    ),
    (
        "Timothy, EC",
        "a3",
        # good enhancements with an Ephesians reference cannot be prevented
        [
            "Timothy, EC (a3) completes: it holds from now until the end of this phase, the battle (now the abilities of Breastplate of Righteousness, B cannot be prevented)",
        ],
    ),
    (
        "Whirlwind / Everlasting Ground",
        "a1",
        # played as the good enhancement: an evil card that is not a character is discarded
        [
            "Whirlwind / Everlasting Ground (a1) completes: Abner's Spear, Wa is discarded",
        ],
    ),
    (
        "Wings of Calamity",
        "a1",
        # it is put on a black-brigade demon
        [
            "Wings of Calamity (a1) completes: Wings of Calamity is placed on Strong Demon, G",
        ],
    ),
    (
        "Wolves in Sheep's Clothing",
        "a2",
        # its player's heretics in territory are protected from the opponent's cards
        [
            "Wolves in Sheep's Clothing (a2) completes: it holds from now until the end of this phase, the battle (now The False Prophet, Pr is protected from opponents' cards)",
        ],
    ),
]


@pytest.fixture(scope="module")
def catalog(tmp_path_factory: pytest.TempPathFactory):
    yield from pool_catalog(tmp_path_factory, "redemption")


def test_the_sample_has_84_distinct_abilities():
    assert len({(c, a) for c, a, _ in SAMPLE}) == 84


@pytest.mark.parametrize(("card", "ability", "expected"), SAMPLE)
def test_staged_abilities_do_what_the_card_says(catalog, card, ability, expected):
    assert_runs_as_listed(catalog, card, ability, expected)
