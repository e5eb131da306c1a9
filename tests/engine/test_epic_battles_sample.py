"""Every executed ability of the real Epic Battles pool, hand-checked, with its exact effect steps.

The whole-pool run executes these 121 (all of them, not a sample); each case was read against
the card's printed text (quoted above it) in the scenario ``reach_scenario`` builds: A attacks
with plain punches in deck and energy pile (a kick and a projectile at the bottom of the energy
pile), each discard pile holds one plain card of each kind (top first: weapon, kick, projectile,
throw, punch, slam, block, event) and B holds two plain weapons. Blocks are B's, so "your
rival" on a block is A. A change that makes one do something else (or nothing) names the card.
"""

from __future__ import annotations

import pytest
from eb_sample import assert_executes
from real_export import pool_catalog

CASES = [
    # Other attacks in this combo deal +1 damage.
    ("Bludgeon Fist", "combo-boost", ["Later attacks of this combo deal 1 more damage"]),
    # The next attack in this combo may link to any kind.
    ("Knee Launch", "link-anything", ["The next attack of this combo may link to any kind"]),
    # The attack deals +10 damage.
    ("Insanity", "plus-ten", ["Sparring deals 10 more damage"]),
    # Draw 2 cards; remove this card.
    (
        "Catfight",
        "draw-two",
        ["A draws Nose Breaker (Catfight)", "A draws Nose Breaker #2 (Catfight)"],
    ),
    # Two blocks are needed to block this attack; its damage cannot be lowered.
    (
        "Dark Magic",
        "double-block",
        ["It now takes 2 blocks to block Sparring", "Sparring's damage cannot be lowered"],
    ),
    (
        "Searching the Realms",
        "tutor",
        ["A finds nothing, which is allowed", "A's deck is shuffled (its order is now unknown)"],
    ),
    (
        "Ryu's Hadoken",
        "a1",
        ["B discards the top 2 card(s) of their deck: Nose Breaker #19, Nose Breaker #20"],
    ),
    # HIT - Your rival's next attack this step costs +1 energy.
    (
        "Zangief's Spinning Piledriver",
        "a1",
        [
            "Floating effect for B: B's next attack: +1 energy to play (from Zangief's Spinning Piledriver) (until the end of the step)"
        ],
    ),
    # HIT- Remove your rival's discard pile.
    ("Hulk’s Gamma Crush", "a1", ["B's discard pile (14 card(s)) goes to their removed pile"]),
    ("Air Kicks", "a1", ["A puts Guile's Sonic Boom #2 from A's discard pile on top of A's deck"]),
    # HIT – Your next attack this combo gets +1 damage.
    (
        "Driving Haymaker",
        "a1",
        [
            "A's next attack in this combo deals 1 more damage (if the combo goes on; it never reaches back to this attack)"
        ],
    ),
    (
        "Hand Spring Jump",
        "a2",
        [
            "B draws Nose Breaker #19 (Hand Spring Jump)",
            "B draws Nose Breaker #20 (Hand Spring Jump)",
        ],
    ),
    # HIT - Your rival's kicks do -2 damage this step.
    (
        "Massive Collateral Damage",
        "a1",
        [
            "Floating effect for B: B's kicks: -2 damage (from Massive Collateral Damage) (until the end of the step)"
        ],
    ),
    (
        "Shin Crusher",
        "a1",
        [
            "Floating effect for B: B's low attacks: -2 damage (from Shin Crusher) (until the end of the turn)"
        ],
    ),
    # HIT – Your next attack this combo gets +1 damage.
    (
        "Vault Crush",
        "a1",
        [
            "A's next attack in this combo deals 1 more damage (if the combo goes on; it never reaches back to this attack)"
        ],
    ),
    # Flip when you attack. Your attack does +4 damage.
    ("Obligatory Violence", "a1", ["Sparring deals 4 more damage"]),
    ("Vixen Vendetta", "a1", ["A puts Drill Claw from A's discard pile on top of A's deck"]),
    (
        "Back Stomp",
        "a1",
        [
            "Floating effect for B: B's attacks in their next action: -1 damage (from Back Stomp) (with no stated duration, so until the end of the turn)"
        ],
    ),
    (
        "Dairou's Stretch and Slam",
        "a1",
        ["Dairou's Stretch and Slam deals 0 more damage (3 for each of 0 kamidogu A controls)"],
    ),
    # Discard the bottom 2 cards of your rival's deck.
    (
        "Lightning from Above",
        "a1",
        ["B discards the bottom 2 card(s) of their deck: Nose Breaker #24, Nose Breaker #23"],
    ),
    (
        "Bloodletter",
        "a1",
        ["Bloodletter deals 2 more damage (1 for each of 2 card(s) in B's hand)"],
    ),
    ("Ki War", "a2", ["B discards the top 1 card(s) of their deck: Nose Breaker #20"]),
    # This attack does +4 damage.
    ("Klean Break", "a1", ["Klean Break deals 4 more damage"]),
    # HIT - Your rival cannot play weapons this step.
    (
        "Pinpoint Disarm",
        "a1",
        [
            "Floating effect for B: B cannot play weapons (from Pinpoint Disarm) (until the end of the step)"
        ],
    ),
    ("Tactical Thunder", "a1", ["A's next attack in this combo costs 1 more energy to block"]),
    ("Trick Shot", "a1", ["A puts Guile's Flash Kick #2 from A's discard pile on top of A's deck"]),
    ("Nimble", "a1", ["B puts Sidestep and Walk #2 from B's discard pile on top of B's deck"]),
    (
        "Kontinuing Legacy",
        "a1",
        ["Kontinuing Legacy puts itself into A's energy pile instead of the discard pile"],
    ),
    # This attack does +8 damage.
    ("Baraka's Mutant Blades", "a1", ["Baraka's Mutant Blades deals 8 more damage"]),
    # HIT - Your rival shuffles his deck.
    ("Kabal's Raging Flash", "a1", ["B shuffles their deck (0 cards; its order is now unknown)"]),
    (
        "Kira's Black Dragon Ball",
        "a1",
        [
            "B reveals their hand: Drill Claw #3, Drill Claw #4",
            "Drill Claw #3 is discarded from B's hand (A chose it)",
        ],
    ),
    (
        "Ashrah's Heavenly LIght",
        "a2",
        ["A puts Drill Claw from A's discard pile into A's energy pile"],
    ),
    # This attack is unblockable.
    ("Dairou's Tombstone Drop", "a1", ["Dairou's Tombstone Drop cannot be blocked"]),
    ("Death Trap", "a1", ["B's discard pile (10 card(s)) goes to their removed pile"]),
    (
        "Fatal Blow",
        "a1",
        ["Nose Breaker #25 is discarded from B's energy pile (A chose it; B now has 13 energy)"],
    ),
    (
        "Power Up",
        "a1",
        [
            "A puts Nose Breaker #7, Drill Claw, Guile's Flash Kick #2, Guile's Sonic Boom #2, Death Valley Bomb from A's discard pile at the bottom of A's deck"
        ],
    ),
    # Discard the top 2 cards of your rival's deck.
    (
        "Arrowed!!!",
        "a1",
        ["B discards the top 2 card(s) of their deck: Nose Breaker #19, Nose Breaker #20"],
    ),
    (
        "Chest Clincher",
        "a1",
        [
            "B puts Nose Breaker #22, Nose Breaker #21, Nose Breaker #20 from B's discard pile on top of B's deck"
        ],
    ),
    (
        "Flurry of Blows",
        "a1",
        [
            "Floating effect for B: B's next attack: -1 damage (from Flurry of Blows) (with no stated duration, so until the end of the turn)"
        ],
    ),
    (
        "Hammer Palm Strike",
        "a1",
        [
            "B holds 2 card(s), so discards the top 2 card(s) of their deck: Nose Breaker #20, Nose Breaker #21"
        ],
    ),
    ("Heavy Damage", "a1", ["A puts Drill Claw from A's discard pile into A's energy pile"]),
    (
        "King Palms",
        "a1",
        ["King Palms deals 0 more damage (1 for each of 0 weapon(s) in A's energy pile)"],
    ),
    # Discard the top card of your rival's deck.
    ("Left Hook", "a1", ["B discards the top 1 card(s) of their deck: Nose Breaker #19"]),
    ("Seeker Shot", "a1", ["It now takes 2 blocks to block Seeker Shot"]),
    (
        "Ankle Biter",
        "a1",
        [
            "A discards 9 card(s) from their energy pile down to 5 energy",
            "B discards 9 card(s) from their energy pile down to 5 energy",
        ],
    ),
    # HIT - Each player discards a card from his hand.
    ("Chin Poker", "a1", ["Drill Claw #3 is discarded from B's hand (B chose it)"]),
    (
        "Foot Slice",
        "a1",
        [
            "Floating effect for A: A's next attack: -1 energy to play (from Foot Slice) (until the end of the combo)"
        ],
    ),
    (
        "Take All Comers",
        "a1",
        ["Take All Comers deals 0 more damage (1 for each of 0 card(s) in A's hand)"],
    ),
    ("Telekinetic Trip", "a1", ["Blocking Telekinetic Trip costs 1 more energy"]),
    # Discard the top 2 cards of your rival's deck.
    (
        "You're Not Worthy",
        "a2",
        ["A discards the top 2 card(s) of their deck: Nose Breaker, Nose Breaker #2"],
    ),
    # Draw a card.
    ("Noob Smoke's Ninja Stars", "a1", ["A draws Nose Breaker (Noob Smoke's Ninja Stars)"]),
    # HIT - Draw a card.
    ("Noob Smoke's Ninja Stars", "a2", ["A draws Nose Breaker #2 (Noob Smoke's Ninja Stars)"]),
    # Your rival's low attacks do -1 damage this step.
    (
        "Bo Knows Defense",
        "a1",
        [
            "Floating effect for A: A's low attacks: -1 damage (from Bo Knows Defense) (until the end of the step)"
        ],
    ),
    (
        "Fond Memories",
        "a1",
        [
            "A puts Nose Breaker #7 from A's discard pile into A's hand",
            "Fond Memories is removed: it goes to A's removed pile instead of the discard pile",
        ],
    ),
    (
        "Form of the Mountain",
        "a1",
        [
            "Floating effect for B: B's attacks: -1 damage (from Form of the Mountain) (until the end of the step)"
        ],
    ),
    ("Killer Bee Recon", "a2", ["B reveals their hand: Drill Claw #3, Drill Claw #4"]),
    ("Thuggin", "a1", ["Blocking Sparring costs 2 more energy"]),
    ("Back to Back", "a1", ["A puts Drill Claw from A's discard pile at the bottom of A's deck"]),
    (
        "Ceiling Dive",
        "a1",
        [
            "Floating effect for B: B's attacks in their next action: +2 energy to play (from Ceiling Dive) (with no stated duration, so until the end of the turn)"
        ],
    ),
    (
        "Dragon Elbow",
        "a1",
        [
            "B holds 2 card(s), so discards the top 2 card(s) of their deck: Nose Breaker #23, Nose Breaker #24"
        ],
    ),
    (
        "Handstand Whip",
        "a1",
        ["A puts Guile's Sonic Boom #2 from A's discard pile on top of A's deck"],
    ),
    (
        "Hurricane Kicks",
        "a1",
        [
            "A puts Lust for Power, Sidestep and Walk, Gill's Cyber Lariat from A's discard pile at the bottom of A's deck"
        ],
    ),
    (
        "Inside Jab",
        "a1",
        [
            "A's next attack in this combo deals 2 more damage (if the combo goes on; it never reaches back to this attack)"
        ],
    ),
    ("Kubi-jime Katagurama", "a1", ["A's next attack in this combo costs 2 more energy to block"]),
    (
        "Multi-Kicks",
        "a1",
        ["A puts Lust for Power from A's discard pile at the bottom of A's deck"],
    ),
    (
        "Neck Breaker",
        "a1",
        ["A puts Nose Breaker #7, Drill Claw from A's discard pile at the bottom of A's deck"],
    ),
    ("Rapid Wrists", "a1", ["A draws Nose Breaker (Rapid Wrists)"]),
    (
        "Hitting the Weak Spot",
        "a1",
        [
            "Floating effect for B: B cannot play high attacks in their next action (from Hitting the Weak Spot) (with no stated duration, so until the end of the turn)"
        ],
    ),
    (
        "Duck",
        "a1",
        [
            "B puts Lust for Power #2, Sidestep and Walk #2 from B's discard pile at the bottom of B's deck"
        ],
    ),
    # Your throws cost -1 energy this step.
    (
        "Weight Shift",
        "a1",
        [
            "Floating effect for B: B's throws: -1 energy to play (from Weight Shift) (until the end of the step)"
        ],
    ),
    (
        "Elena's Healing",
        "a1",
        [
            "A puts Lust for Power, Sidestep and Walk, Gill's Cyber Lariat, Forward Fierce, Death Valley Bomb, Guile's Sonic Boom #2, Guile's Flash Kick #2, Drill Claw, Nose Breaker #7, Nose Breaker #8, Nose Breaker #9, Nose Breaker #10 from A's discard pile at the bottom of A's deck",
            "Elena's Healing is removed: it goes to A's removed pile instead of the discard pile",
        ],
    ),
    (
        "The Dark Hadou",
        "a2",
        [
            "Floating effect for A: A's attacks: +2 damage (from The Dark Hadou) (until the end of the step)"
        ],
    ),
    (
        "Dudley's Rocket Uppercut",
        "a1",
        ["A puts Lust for Power from A's discard pile on top of A's deck"],
    ),
    # Discard the top 10 cards of your rival's deck.
    (
        "Gill's Seraphic Wing",
        "a1",
        [
            "B discards the top 6 card(s) of their deck: Nose Breaker #19, Nose Breaker #20, Nose Breaker #21, Nose Breaker #22, Nose Breaker #23, Nose Breaker #24"
        ],
    ),
    # HIT - All players discard their hands.
    ("Ibuki's Yoroi Doshi", "a2", ["B discards their hand: Drill Claw #3, Drill Claw #4"]),
    # HIT - Discard all your rival's energy.
    (
        "Sean's Hyper Tornado",
        "a1",
        ["B discards 14 card(s) from their energy pile down to 0 energy"],
    ),
    # Draw the bottom card of your deck.
    ("Elena's Brave Dance", "a1", ["A draws Nose Breaker #6, the bottom card of their deck"]),
    # HIT - Draw the bottom card of your deck.
    ("Elena's Brave Dance", "a2", ["A draws Nose Breaker #5, the bottom card of their deck"]),
    (
        "Kunai Dart",
        "a1",
        [
            "Nose Breaker #25 is discarded from B's energy pile (A chose it; B now has 13 energy)",
            "B puts Nose Breaker #25 from B's discard pile into B's energy pile",
        ],
    ),
    # HIT - Discard a card in your rival's energy pile.
    (
        "Sean Tackle",
        "a1",
        ["Nose Breaker #25 is discarded from B's energy pile (A chose it; B now has 13 energy)"],
    ),
    (
        "Psycho Power",
        "a1",
        [
            "A draws Nose Breaker (Psycho Power)",
            "A draws Nose Breaker #2 (Psycho Power)",
            "A draws Nose Breaker #3 (Psycho Power)",
            "A puts Nose Breaker #3, Nose Breaker #2 from A's hand on top of A's deck",
        ],
    ),
    # Remove this card.
    (
        "Psycho Power",
        "a2",
        ["Psycho Power is removed: it goes to A's removed pile instead of the discard pile"],
    ),
    ("Dhalsim's Yoga Fire", "a1", ["A finds nothing, which is allowed"]),
    (
        "E. Honda's Hundred Hand Slap",
        "a1",
        [
            "E. Honda's Hundred Hand Slap stays in the arena after it finishes, to be played 2 more time(s)",
            "If E. Honda's Hundred Hand Slap is still in the arena when this step ends, it is discarded",
        ],
    ),
    # This attack does +6 chipping.
    (
        "Guile's Sonic Hurricane",
        "a1",
        ["Guile's Sonic Hurricane chips 6 more card(s) if it is blocked"],
    ),
    (
        "Blanka's Electric Thunder",
        "a1",
        [
            "Blanka's Electric Thunder stays in the arena after it finishes, to be played 1 more time(s)",
            "If Blanka's Electric Thunder is still in the arena when this step ends, it is discarded",
        ],
    ),
    # Your rival's next attack this step does -6 damage.
    (
        "Alex's Air Stampede",
        "a1",
        [
            "Floating effect for B: B's next attack: -6 damage (from Alex's Air Stampede) (until the end of the step)"
        ],
    ),
    # Your rival's next attack this step costs +1 energy.
    (
        "Hugo's Giant Palm Bomber",
        "a1",
        [
            "Floating effect for B: B's next attack: +1 energy to play (from Hugo's Giant Palm Bomber) (until the end of the step)"
        ],
    ),
    # Your rival's kicks do -1 damage this turn.
    (
        "Back Breaker",
        "a1",
        [
            "Floating effect for B: B's kicks: -1 damage (from Back Breaker) (until the end of the turn)"
        ],
    ),
    # HIT - Your rival cannot play kicks this turn.
    (
        "Back Breaker",
        "a2",
        [
            "Floating effect for B: B cannot play kicks (from Back Breaker) (until the end of the turn)"
        ],
    ),
    (
        "Median Line Destruction",
        "a1",
        [
            "Median Line Destruction stays in the arena after it finishes, to be played 2 more time(s)",
            "If Median Line Destruction is still in the arena when this step ends, it is discarded",
        ],
    ),
    (
        "Fist Hammer",
        "a1",
        [
            "Floating effect for B: B's high attacks in their next action: -1 damage (from Fist Hammer) (with no stated duration, so until the end of the turn)"
        ],
    ),
    (
        "Palm Block",
        "a1",
        ["B puts Drill Claw #2, Guile's Flash Kick #4 from B's discard pile into B's energy pile"],
    ),
    # Your other kicks do +1 damage for this combo.
    (
        "Pulse Blast",
        "a1",
        [
            "Floating effect for A: A's other kicks: +1 damage (from Pulse Blast) (until the end of the combo)"
        ],
    ),
    (
        "Wolf's Tail",
        "k1",
        [
            "A puts Nose Breaker #7, Drill Claw from A's discard pile into A's deck",
            "A's deck is shuffled (its order is now unknown)",
        ],
    ),
    (
        "Friendship",
        "a1",
        [
            "A draws Nose Breaker (Friendship)",
            "A draws Nose Breaker #2 (Friendship)",
            "B draws Nose Breaker #19 (Friendship)",
            "B draws Nose Breaker #20 (Friendship)",
            "B draws Nose Breaker #21 (Friendship)",
        ],
    ),
    # Your rival's attacks do +2 damage this turn.
    (
        "Friendship",
        "a3",
        [
            "Floating effect for B: B's attacks: +2 damage (from Friendship) (until the end of the turn)"
        ],
    ),
    # Remove this card.
    (
        "Friendship",
        "a4",
        ["Friendship is removed: it goes to A's removed pile instead of the discard pile"],
    ),
    (
        "Oddities",
        "a1",
        [
            "Floating effect for B: B's attacks: -2 damage (from Oddities) (until the end of the turn)"
        ],
    ),
    # Remove this card.
    (
        "The Better Man",
        "a2",
        ["The Better Man is removed: it goes to A's removed pile instead of the discard pile"],
    ),
    # Your rival draws a card.
    ("Shoulder Bash", "a2", ["B draws Nose Breaker #19 (Shoulder Bash)"]),
    ("Step Kick", "a2", ["A puts Guile's Flash Kick from A's energy pile into A's hand"]),
    # Your rival's next attack this turn does -1 damage.
    (
        "Blonde Bomb",
        "a1",
        [
            "Floating effect for B: B's next attack: -1 damage (from Blonde Bomb) (until the end of the turn)"
        ],
    ),
    (
        "Samba",
        "k1",
        [
            "Floating effect for B: B's next attack: +1 energy to play (from Samba) (until the end of the turn)"
        ],
    ),
    # HIT - Your next weapon this turn costs -1 energy.
    (
        "Snake Edge",
        "k1",
        [
            "Floating effect for A: A's next weapon: -1 energy to play (from Snake Edge) (until the end of the turn)"
        ],
    ),
    (
        "Anticipated",
        "a1",
        ["Nose Breaker #7 is discarded from A's energy pile (A chose it; A now has 13 energy)"],
    ),
    (
        "Footwork",
        "a2",
        ["B draws Nose Breaker #19 (Footwork)", "B draws Nose Breaker #20 (Footwork)"],
    ),
    # Your rival's next attack this combo does -4 damage.
    (
        "Metal Skin",
        "a1",
        [
            "Floating effect for A: A's next attack: -4 damage (from Metal Skin) (until the end of the combo)"
        ],
    ),
    (
        "Teacher's Knowledge",
        "a1",
        [
            "B puts Sidestep and Walk #2 from B's discard pile into B's deck (only 1 of 2 could be found)",
            "B's deck is shuffled (its order is now unknown)",
        ],
    ),
    (
        "Too Cute",
        "a1",
        [
            "B puts Drill Claw #2, Guile's Flash Kick #4 from B's discard pile at the bottom of B's deck"
        ],
    ),
    (
        "Christie Monteiro's Fruit Picker",
        "a1",
        [
            "Christie Monteiro's Fruit Picker stays in the arena after it finishes, to be played 1 more time(s)",
            "If Christie Monteiro's Fruit Picker is still in the arena when this step ends, it is discarded",
        ],
    ),
    (
        "Christie Monteiro's Fruit Picker",
        "a2",
        [
            "A puts Drill Claw, Guile's Flash Kick #2 from A's discard pile into A's deck",
            "A's deck is shuffled (its order is now unknown)",
        ],
    ),
    # Your rival draws 2 cards.
    (
        "Kazuya Mishima Stone Head",
        "a2",
        [
            "B draws Nose Breaker #19 (Kazuya Mishima Stone Head)",
            "B draws Nose Breaker #20 (Kazuya Mishima Stone Head)",
        ],
    ),
    (
        "King's Cobra Twist into Reverse DDT",
        "a1",
        [
            "King's Cobra Twist into Reverse DDT stays in the arena after it finishes, to be played 1 more time(s)",
            "If King's Cobra Twist into Reverse DDT is still in the arena when this step ends, it is discarded",
        ],
    ),
    (
        "Lee Chaolan's Silver Cyclone",
        "a1",
        [
            "Lee Chaolan's Silver Cyclone stays in the arena after it finishes, to be played 1 more time(s)",
            "If Lee Chaolan's Silver Cyclone is still in the arena when this step ends, it is discarded",
        ],
    ),
    # Your other punches do +2 damage this combo.
    (
        "Ling Xiaoyu's Thunder Strike",
        "a2",
        [
            "Floating effect for A: A's other punches: +2 damage (from Ling Xiaoyu's Thunder Strike) (until the end of the combo)"
        ],
    ),
    # Your other punches do +1 damage this turn.
    (
        "Ling Xiaoyu's Thunder Strike",
        "a3",
        [
            "Floating effect for A: A's other punches: +1 damage (from Ling Xiaoyu's Thunder Strike) (until the end of the turn)"
        ],
    ),
    (
        "Marshall Law's Back Flip",
        "k1",
        [
            "Marshall Law's Back Flip stays in the arena after it finishes, to be played 1 more time(s)",
            "If Marshall Law's Back Flip is still in the arena when this step ends, it is discarded",
        ],
    ),
    (
        "Marshall Law's Fury Fist Rush",
        "a1",
        [
            "Marshall Law's Fury Fist Rush deals 11 more damage (1 for each of 11 punch(s) in A's energy pile)"
        ],
    ),
    (
        "Paul Phoenix's Burning Fist",
        "k1",
        ["B discards 11 card(s) from their energy pile down to 3 energy"],
    ),
    (
        "Sweep Stop",
        "a1",
        [
            "B puts Nose Breaker #28, Nose Breaker #27, Nose Breaker #26, Nose Breaker #25, Drill Claw #2, Guile's Flash Kick #4 from B's discard pile into B's energy pile"
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
