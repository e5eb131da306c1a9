"""A second hand-checked sample: abilities the real Epic Battles pool executes since deck
construction, standing text, finishing elsewhere, conditions and the arena verbs were added.

Drawn with a fixed seed from the abilities the whole-pool run executes that the first sample
(test_epic_battles_sample.py) does not list: ``random.Random(16).sample(sorted(new), 40)`` over
(card, ability id) pairs. Each case was read against the card's printed text in the scenario
``reach_scenario`` builds (see the first sample's docstring); the comment says what the card
does, in the project's words. A change that makes one do something else names the card.
"""

from __future__ import annotations

import pytest
from eb_sample import assert_executes
from real_export import pool_catalog

CASES = [
    # rival's next attack this turn: 2 less damage
    (
        "Jet Uppercut",
        "k1",
        [
            "Floating effect for B: B's next attack: -2 damage (from Jet Uppercut) (until the end of the turn)"
        ],
    ),
    # deck limit of one copy
    (
        "Kontinuing Legacy",
        "a3",
        ["A's deck holds 1 of the 1 copy of Kontinuing Legacy it allows: the deck is legal"],
    ),
    # with a weapon in its player's energy pile, the block goes to that energy pile
    ("Krossbar", "a1", ["Krossbar puts itself into B's energy pile instead of the discard pile"]),
    # deck limit of one copy
    (
        "Good Read",
        "a2",
        ["A's deck holds 1 of the 1 copy of Good Read it allows: the deck is legal"],
    ),
    # every set event of the rival is discarded
    ("Ken's Shoryu Reppa", "a1", ["Lust for Power #3 (B's face-down card in the arena) discarded"]),
    # deck limit of one copy
    (
        "Fond Memories",
        "a2",
        ["A's deck holds 1 of the 1 copy of Fond Memories it allows: the deck is legal"],
    ),
    # 15 more damage when the rival's hand is empty (B holds nothing)
    ("Kira's Neck Slicer", "a1", ["Kira's Neck Slicer deals 15 more damage"]),
    # flipped at the start of Battle: its player draws one card
    ("A Hero's Legacy", "a2", ["A draws Nose Breaker (A Hero's Legacy)"]),
    # finishes on top of its owner's deck instead of the energy pile
    (
        "Ken's Shippu Jinraikyaku",
        "a1",
        [
            "When Ken's Shippu Jinraikyaku finishes, it goes to the top of its owner's deck instead of the energy pile"
        ],
    ),
    # linked from a kick (Guile's Flash Kick opens the combo): the rival's attacks cost 1 more this step
    (
        "Soccerball poke",
        "a1",
        [
            "Floating effect for B: B's attacks: +1 energy to play (from Soccerball poke) (until the end of the step)"
        ],
    ),
    # character: the rival's throws cost 1 more (B plays a plain throw)
    (
        "Ganryu",
        "a2",
        [
            "Ganryu's text in A's character applies to Death Valley Bomb #3 (throw): +1 energy to play"
        ],
    ),
    # Tekken characters only (A's character is Paul Phoenix)
    (
        "Footwork",
        "a1",
        [
            "Footwork is for Tekken only and Paul Phoenix is a Tekken character: it may be in A's deck"
        ],
    ),
    # the rival, holding more cards, discards one of his choice
    ("Sharp Edge", "a1", ["Drill Claw #3 is discarded from B's hand (B chose it)"]),
    # deck limit of one copy
    (
        "Fighting the Darkness",
        "a2",
        ["A's deck holds 1 of the 1 copy of Fighting the Darkness it allows: the deck is legal"],
    ),
    # deck limit of one copy
    (
        "A Hero's Legacy",
        "a4",
        ["A's deck holds 1 of the 1 copy of A Hero's Legacy it allows: the deck is legal"],
    ),
    # deck limit of one copy
    (
        "Graceful Beauty",
        "a2",
        ["A's deck holds 1 of the 1 copy of Graceful Beauty it allows: the deck is legal"],
    ),
    # character: projectiles deal 1 more damage
    (
        "Guile",
        "a2",
        ["Guile's text in A's character applies to Guile's Sonic Boom #3 (projectile): +1 damage"],
    ),
    # deck limit of one copy
    (
        "Information Gathering",
        "a2",
        ["A's deck holds 1 of the 1 copy of Information Gathering it allows: the deck is legal"],
    ),
    # discarded instead of going to the energy pile, but only when blocked
    (
        "Darrius' Chest Cruncher",
        "a1",
        [
            "When Darrius' Chest Cruncher finishes if it is blocked, it goes to its owner's discard pile instead of the energy pile"
        ],
    ),
    # block text: with a punch in the energy pile, take one of the rival's kamidogu
    ("Roller", "a1", ["B gains control of Edenia (owned by A)"]),
    # block text: with a projectile in the energy pile, the rival discards a card
    ("Hat Trick", "a1", ["Drill Claw #2 is discarded from A's hand (A chose it)"]),
    # Street Fighter characters only (A's character is Ryu)
    (
        "Amazing Defense",
        "a1",
        [
            "Amazing Defense is for Street Fighter only and Ryu is a Street Fighter character: it may be in A's deck"
        ],
    ),
    # for three named characters only (A's character is Ryu)
    (
        "The Dark Hadou",
        "a1",
        [
            "The Dark Hadou is for Ryu, Ken or Akuma only and Ryu is one of them: it may be in A's deck"
        ],
    ),
    # deck limit of two copies
    (
        "Friendship",
        "a5",
        ["A's deck holds 1 of the 2 copies of Friendship it allows: the deck is legal"],
    ),
    # on play: its player discards a card from hand
    ("Running Jaguar Bomb", "a1", ["Drill Claw #2 is discarded from A's hand (A chose it)"]),
    # energy pile: that player's attacks without text deal 2 more
    (
        "Darrius' Chest Cruncher",
        "a2",
        [
            "Darrius' Chest Cruncher's text in A's energy pile applies to Sparring (attack): +2 damage"
        ],
    ),
    # deck limit of one copy
    (
        "Amazing Defense",
        "a3",
        ["A's deck holds 1 of the 1 copy of Amazing Defense it allows: the deck is legal"],
    ),
    # deck limit of one copy
    (
        "Kollecting Kamidogu",
        "a2",
        ["A's deck holds 1 of the 1 copy of Kollecting Kamidogu it allows: the deck is legal"],
    ),
    # third attack of a combo or later: 2 more damage
    ("Kneecap Strike", "a1", ["Kneecap Strike deals 2 more damage"]),
    # deck limit of one copy
    (
        "Tragic Reunion",
        "a2",
        ["A's deck holds 1 of the 1 copy of Tragic Reunion it allows: the deck is legal"],
    ),
    # deck limit of one copy
    (
        "Sensei's Death",
        "a2",
        ["A's deck holds 1 of the 1 copy of Sensei's Death it allows: the deck is legal"],
    ),
    # flipped when attacking: one of the rival's set events is discarded
    ("Sensei's Death", "a1", ["Lust for Power #3 (B's face-down card in the arena) discarded"]),
    # the rival passes his next action this step
    (
        "Zangief's Final Atomic Buster",
        "a2",
        [
            "Floating effect for B: B skips their next action (from Zangief's Final Atomic Buster) (until the end of the step)"
        ],
    ),
    # block text: with a weapon in the energy pile, the rival's attacks cost 1 more this step
    (
        "Too Fast For You",
        "a1",
        [
            "Floating effect for A: A's attacks: +1 energy to play (from Too Fast For You) (until the end of the step)"
        ],
    ),
    # on play, rival's hand empty: he draws three and skips his next action
    (
        "Wind Slicer",
        "a1",
        [
            "B draws Nose Breaker #19 (Wind Slicer)",
            "B draws Nose Breaker #20 (Wind Slicer)",
            "B draws Nose Breaker #21 (Wind Slicer)",
            "Floating effect for B: B skips their next action (from Wind Slicer) (until the end of the turn)",
        ],
    ),
    # energy pile: the rival's attacks deal 1 less
    (
        "Bryan Fury's Mach Breaker",
        "a1",
        [
            "Bryan Fury's Mach Breaker's text in A's energy pile applies to Sparring (attack): -1 damage"
        ],
    ),
    # optional: shuffled into its owner's deck when it finishes
    (
        "Jade's Blazing Nitro Kick",
        "a2",
        [
            "When Jade's Blazing Nitro Kick finishes, it goes to its owner's deck (shuffled in) instead of the energy pile"
        ],
    ),
    # its player's attacks in the next action deal 1 more
    (
        "Friendship",
        "a2",
        [
            "Floating effect for A: A's attacks in their next action: +1 damage (from Friendship) (with no stated duration, so until the end of the turn)"
        ],
    ),
    # goes to the removed pile when it finishes
    (
        "Elena's Brave Dance",
        "a3",
        [
            "When Elena's Brave Dance finishes, it goes to its owner's removed pile instead of the energy pile"
        ],
    ),
    # deck limit of two copies
    (
        "Ling Xiaoyu's Hypnotist",
        "a2",
        [
            "A's deck holds 1 of the 2 copies of Ling Xiaoyu's Hypnotist it allows: the deck is legal"
        ],
    ),
]


@pytest.fixture(scope="module")
def catalog(tmp_path_factory: pytest.TempPathFactory):
    yield from pool_catalog(tmp_path_factory, "epic_battles")


def test_the_sample_is_large_enough():
    assert len(CASES) >= 30
    assert len({(card, ability) for card, ability, _ in CASES}) == len(CASES)


@pytest.mark.parametrize(("card", "ability", "expected"), CASES)
def test_executed_ability_does_what_the_card_says(catalog, card, ability, expected):
    assert_executes(catalog, card, ability, expected)
