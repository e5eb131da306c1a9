"""A fourth hand-checked sample: an attack's (or block's or character's) own text that runs
since card costs, revealed and ordered deck tops, rearranged discard piles, named blocks and
cards, unblockable next attacks, damage caps, block taxes, bars on links and HIT effects, the
rival's choice to pay, 'if blocked' text and whole piles moved were added. It lists the
abilities of the real pool these made executable (no seed is needed: all of them are here).

Each case was read against the card's printed text in the scenario ``reach_scenario`` builds
(the attack played from A's hand and not blocked, or blocked by a plain block when its text
waits for a block; a block played against a plain attack; a character at the start of Battle
or when A plays an attack of its kind); the comment says what the card does, in the project's
words.
"""

from __future__ import annotations

import pytest
from eb_sample import assert_executes
from real_export import pool_catalog

CASES = [
    # HIT: A names a block (none in B's hand, so the one in the scenario's discard piles): B may not play it for the rest of the combo
    ("Arm Snapper", "a1", ["B cannot play Sidestep and Walk during this combo"]),
    # HIT: A may put its discard pile in any order; with no order given it is kept (Discard 1)
    (
        "Frankensteiner",
        "a1",
        [
            "A rearranges their discard pile (top first): Drill Claw, Guile's Flash Kick #2, Guile's Sonic Boom #2, Death Valley Bomb, Forward Fierce, Gill's Cyber Lariat, Sidestep and Walk, Lust for Power"
        ],
    ),
    # HIT: A searches B's deck for up to four cards, they go to B's discard pile, and the searched deck is shuffled once (Searching 2 and the card's own second sentence are the same shuffle)
    (
        "Raiden's Shocking Touch",
        "a1",
        [
            "B puts Nose Breaker #27, Nose Breaker #28, Nose Breaker #29, Nose Breaker #30 from B's deck into B's discard pile",
            "B's deck is shuffled (its order is now unknown)",
        ],
    ),
    # HIT: the top two cards of A's deck are shown; no weapon among them, so both are discarded
    (
        "Turning Pole",
        "a1",
        [
            "A reveals the top 2 card(s) of their deck: Nose Breaker, Nose Breaker #2",
            "A discards the rest: Nose Breaker, Nose Breaker #2",
        ],
    ),
    # HIT: A's next attack this step cannot be blocked, and B passes its next action
    (
        "Sub-Zero's Ice Blast",
        "a1",
        [
            "Floating effect for A: A's next attack is unblockable (from Sub-Zero's Ice Blast) (until the end of the step)",
            "Floating effect for B: B skips their next action (from Sub-Zero's Ice Blast) (with no stated duration, so until the end of the turn)",
        ],
    ),
    # character, start of Battle: an event (Lust for Power) at the bottom of A's energy pile is discarded as the cost, then a weapon from A's discard pile goes to A's hand
    ("Twelve", "a2", ["A puts Drill Claw from A's discard pile into A's hand"]),
    # HIT: A pays 1 energy; B may not play low attacks in its next action
    (
        "Face Jab",
        "a1",
        [
            "Floating effect for B: B cannot play low attacks in their next action (from Face Jab) (with no stated duration, so until the end of the turn)"
        ],
    ),
    # step 5: A discards its own set event as the cost, then B mills three
    (
        "Overpowered Ki",
        "a1",
        [
            "B discards the top 3 card(s) of their deck: Nose Breaker #19, Nose Breaker #20, Nose Breaker #21"
        ],
    ),
    # HIT: the top five cards of A's deck are shown; no event to set, so all five go to the bottom
    (
        "Tiger Shot",
        "a2",
        [
            "A reveals the top 5 card(s) of their deck: Nose Breaker, Nose Breaker #2, Nose Breaker #3, Nose Breaker #4, Nose Breaker #5",
            "A puts the rest at the bottom of their deck: Nose Breaker, Nose Breaker #2, Nose Breaker #3, Nose Breaker #4, Nose Breaker #5",
        ],
    ),
    # block: B's next attack, if it is a projectile, cannot be blocked (used up by B's next attack either way)
    (
        "Dhalsim's Yoga Teleport",
        "a2",
        [
            "Floating effect for B: B's next attack is unblockable if it is a projectile (from Dhalsim's Yoga Teleport) (with no stated duration, so until the end of the turn)"
        ],
    ),
    # HIT: A pays 1 energy; B picks a card of its own hand and puts it on top of its deck
    ("Heel Bazooka", "a1", ["B puts Drill Claw #3 from B's hand on top of B's deck"]),
    # when played: an event of A's discard pile goes to the bottom of A's deck
    (
        "Skyscraper Kick",
        "k1",
        ["A puts Lust for Power from A's discard pile at the bottom of A's deck"],
    ),
    # when played: A's whole energy pile (13 cards after paying 1) is shuffled into A's deck
    (
        "Cobra Sword",
        "a1",
        [
            "A puts Nose Breaker #8, Nose Breaker #9, Nose Breaker #10, Nose Breaker #11, Nose Breaker #12, Nose Breaker #13, Nose Breaker #14, Nose Breaker #15, Nose Breaker #16, Nose Breaker #17, Nose Breaker #18, Guile's Flash Kick, Guile's Sonic Boom from A's energy pile into A's deck",
            "A's deck is shuffled (its order is now unknown)",
        ],
    ),
    # when played with an empty energy pile (it costs 0): B's next attack this turn deals 2 less
    (
        "Elbow Uppercut",
        "a1",
        [
            "Floating effect for B: B's next attack: -2 damage (from Elbow Uppercut) (until the end of the turn)"
        ],
    ),
    # HIT: B shows its hand; it holds no kick, so nothing is shuffled into B's deck
    ("Ganryu's Choke Slam", "a1", ["B reveals their hand: Drill Claw #3, Drill Claw #4"]),
    # when played: B may pay 1 energy to stop it; with no answer B does not pay, so 4 more damage
    ("Kazuya Mishima's Hell Lancer", "k1", ["Kazuya Mishima's Hell Lancer deals 4 more damage"]),
    # HIT: A picks two cards of B's energy pile; B shuffles them into B's deck
    (
        "Kazuya Mishima Stone Head",
        "k1",
        [
            "B puts Nose Breaker #25, Nose Breaker #26 from B's energy pile into B's deck",
            "B's deck is shuffled (its order is now unknown)",
        ],
    ),
    # HIT: B's projectiles deal no damage in B's next action
    (
        "Zangief's Banishing Flat",
        "a1",
        [
            "Floating effect for B: B's projectiles in their next action: at most 0 damage (from Zangief's Banishing Flat) (with no stated duration, so until the end of the turn)"
        ],
    ),
    # step 5: B may not link attacks for the rest of this step
    (
        "Spider-Man's Web Ball",
        "a1",
        [
            "Floating effect for B: B cannot link attacks (from Spider-Man's Web Ball) (until the end of the step)"
        ],
    ),
    # block: A has no Roll Away in its discard or energy pile, so A mills four
    (
        "Lunge",
        "a1",
        [
            "A discards the top 4 card(s) of their deck: Nose Breaker, Nose Breaker #2, Nose Breaker #3, Nose Breaker #4"
        ],
    ),
    # block: A has no Lunge there, so A discards two cards from its hand (it holds one)
    ("Roll Away", "a1", ["Drill Claw #2 is discarded from A's hand (A chose it)"]),
    # HIT: B may not use HIT effects in its next action
    (
        "Front Flip",
        "a1",
        [
            "Floating effect for B: B cannot use HIT effects in their next action (from Front Flip) (with no stated duration, so until the end of the turn)"
        ],
    ),
    # HIT: a punch of A's discard pile changes places with a card of A's energy pile (that card goes to the discard pile)
    (
        "Darrius' Target Practice",
        "a2",
        ["Nose Breaker #8 goes from A's energy pile to A's discard pile"],
    ),
    # block, with a kick in B's energy pile: the block is shuffled into B's deck instead of being discarded
    (
        "Kounterslice",
        "a1",
        [
            "When Kounterslice finishes, it goes to its owner's deck (shuffled in) instead of the discard pile"
        ],
    ),
    # HIT, with two weapons in A's energy pile: an event of A's discard pile is set
    (
        "Electric Torpedo",
        "a1",
        [
            "A puts Lust for Power from A's discard pile into A's set events (face down, in the arena)"
        ],
    ),
    # step 5: A switches a card of its hand (a plain punch) with one of its energy pile: the energy card goes to the hand, the punch into the pile
    ("Ashrah's Nature's Torpedo", "a1", ["Nose Breaker #9 goes from A's energy pile to A's hand"]),
    # character, when A plays a kick: A may switch a card of its hand with the top card of its deck
    (
        "Ken",
        "a2",
        ["A switches Sparring from their hand with Nose Breaker, the top card of their deck"],
    ),
    # HIT: A puts the throw it holds at the bottom of its deck and draws one card
    (
        "Test of Strength",
        "a1",
        [
            "A puts Death Valley Bomb #2 at the bottom of their deck",
            "A draws Nose Breaker (Test of Strength)",
        ],
    ),
    # step 5: blocking costs 1 more energy for each throw in A's energy pile (one)
    (
        "Zanku Hadouken",
        "a1",
        [
            "Blocking Zanku Hadouken costs 1 more energy (1 for each of 1 throw(s) in A's energy pile)"
        ],
    ),
    # block of a kick: B removes up to three cards of A's discard pile (three chosen by default)
    (
        "Aerial Stuff",
        "a1",
        [
            "A puts Nose Breaker #8, Nose Breaker #7, Drill Claw from A's discard pile into A's removed pile"
        ],
    ),
    # step 5: A holds no two slams to discard (and gives no answer), so the attack deals 8 less
    ("Mongolian Chop", "a1", ["Mongolian Chop deals 8 less damage"]),
    # step 5: B's attacks deal at most 5 damage this turn
    (
        "Kuma's Deadly Claw",
        "a1",
        [
            "Floating effect for B: B's attacks: at most 5 damage (from Kuma's Deadly Claw) (until the end of the turn)"
        ],
    ),
    # HIT: B's attacks with a printed cost of 2 or more cost 1 more (no stated duration: until the turn ends)
    (
        "Kuma's Double Claw",
        "a1",
        [
            "Floating effect for B: B's attacks that cost 2 or more: +1 energy to play (from Kuma's Double Claw) (with no stated duration, so until the end of the turn)"
        ],
    ),
    # character, when A plays a kick: +1 for each card A holds beyond B's hand (A holds none, B two: 0 more)
    (
        "Kira",
        "a2",
        [
            "Guile's Flash Kick #3 deals 0 more damage (1 for each of 0 card(s) A holds beyond B's hand (0 against 2))"
        ],
    ),
    # step 5: B's removed pile (one card) is larger than its discard pile (none), so the attack cannot be blocked
    ("Neck Crank", "a1", ["Neck Crank cannot be blocked"]),
    # step 5: B plays at most two attacks in its next action
    (
        "Skillful Skinning",
        "a1",
        [
            "Floating effect for B: B plays at most 2 attack(s) in their next action (from Skillful Skinning) (with no stated duration, so until the end of the turn)"
        ],
    ),
    # step 5, kept until B blocks with a plain low block: then a card of A's discard pile goes into A's energy pile
    ("Under Cut", "a1", ["A puts Drill Claw from A's discard pile into A's energy pile"]),
    # block, with a punch in B's energy pile: B may pay 1 energy to set an event from its discard pile
    (
        "Protective Teleport",
        "a1",
        [
            "B puts Lust for Power #2 from B's discard pile into B's set events (face down, in the arena)"
        ],
    ),
    # block, with a throw in B's energy pile: blocking B's attacks costs 2 more this step
    (
        "Basic Block",
        "a1",
        [
            "Floating effect for B: blocking B's attacks costs 2 more energy (from Basic Block) (until the end of the step)"
        ],
    ),
    # HIT: B's attacks cost 1 more this turn for each weapon or kick in A's energy pile (three)
    (
        "Dark Alliance",
        "a1",
        [
            "Floating effect for B: B's attacks: +3 energy to play (from Dark Alliance; +1 for each of 3 weapon or kick(s) in A's energy pile) (until the end of the turn)"
        ],
    ),
    # step 5: a throw of A's discard pile goes to A's hand, and the combo may have one more attack
    (
        "Alex's Boomerang Raid",
        "a1",
        [
            "A puts Death Valley Bomb from A's discard pile into A's hand",
            "A may play only 1 more attack(s) in this combo (2 in all)",
        ],
    ),
    # HIT, with only punches in A's energy pile: A may take a block from its discard pile into its hand
    ("Spinning Flare Kick", "a1", ["A puts Sidestep and Walk from A's discard pile into A's hand"]),
    # step 5, kept until B blocks with a plain high block: then A's action ends when the attack finishes
    (
        "Craig Marduk's Annihilator Hammer",
        "k1",
        ["A's action ends when this attack finishes: no attack links from it"],
    ),
    # HIT: A looks at B's top two cards; with no answer both stay on top in their order
    (
        "Spider-Man's Web Swing Kick",
        "a1",
        [
            "A looks at the top 2 card(s) of B's deck: Nose Breaker #22, Nose Breaker #23",
            "B's deck now starts Nose Breaker #22, Nose Breaker #23",
        ],
    ),
    # HIT: B holds more cards than A (2 to 0), so B discards one per weapon in A's energy pile (one)
    ("Sliding Kick", "a1", ["Drill Claw #4 is discarded from B's hand (B chose it)"]),
    # HIT: B's next attack deals at most the 4 damage this attack dealt
    (
        "THE Uppercut",
        "a1",
        [
            "Floating effect for B: B's next attack: at most 4 damage (from THE Uppercut) (with no stated duration, so until the end of the turn)"
        ],
    ),
    # HIT: A looks at its top four cards and two more for the two projectiles in its energy pile; the order is kept
    (
        "Assist",
        "a1",
        [
            "A looks at the top 6 card(s) of A's deck (4 and 2 more for the projectile(s) in A's energy pile): Nose Breaker, Nose Breaker #2, Nose Breaker #3, Nose Breaker #4, Nose Breaker #5, Nose Breaker #6",
            "A's deck now starts Nose Breaker, Nose Breaker #2, Nose Breaker #3, Nose Breaker #4, Nose Breaker #5, Nose Breaker #6",
        ],
    ),
    # HIT: three random cards of B's hand (B holds two) go to the bottom of B's deck and B draws two
    (
        "Rising Gut Kick",
        "a1",
        [
            "B puts Drill Claw #3, Drill Claw #4 at the bottom of their deck",
            "B draws Nose Breaker #23 (Rising Gut Kick)",
            "B draws Nose Breaker #24 (Rising Gut Kick)",
        ],
    ),
    # step 5: one event of A's discard pile is set for the one weapon in A's energy pile
    (
        "Twelve's X.N.D.L.",
        "a1",
        [
            "A puts Lust for Power from A's discard pile into A's set events (face down, in the arena)"
        ],
    ),
    # HIT: X is the 4 damage dealt; A's discard pile holds one block, which is shuffled into A's deck
    (
        "Wang Jinrei's Energy Blast",
        "a1",
        [
            "A puts Sidestep and Walk from A's discard pile into A's deck (only 1 of 4 could be found)",
            "A's deck is shuffled (its order is now unknown)",
        ],
    ),
    # HIT: A's next link from this attack may be to a punch instead of its printed link
    (
        "Morrigan's Soul Fist",
        "a1",
        ["A may link a punch from Morrigan's Soul Fist (instead of its printed link)"],
    ),
    # block: B takes no damage from the blocked attack, not even chipping
    ("Sensational Dodge", "a1", ["B takes no damage from Head Crunch, not even its chipping"]),
    # step 5: A reveals three more copies of the card from its hand, so 15 more damage
    ("Kobra's Heart Rip", "a1", ["Kobra's Heart Rip deals 15 more damage"]),
    # HIT: B shows every card of its hand but one taken at random
    ("Kabal's Plasma Blast", "a1", ["B reveals their hand but one random card: Drill Claw #4"]),
    # step 5, A's deck holding 15 cards or fewer: B's next attack deals no damage
    (
        "Crouching Fierce Punch",
        "a1",
        [
            "Floating effect for B: B's next attack: at most 0 damage (from Crouching Fierce Punch) (with no stated duration, so until the end of the turn)"
        ],
    ),
    # step 5: neither this attack's damage nor that of the combo's later attacks can be lowered
    (
        "Ballroom Blitz",
        "a1",
        ["The damage of Ballroom Blitz and of the later attacks of this combo cannot be lowered"],
    ),
    # when played: A removes Girth from its discard pile, so 6 more damage
    ("Sumo Squash", "a1", ["Sumo Squash deals 6 more damage"]),
    # when played with Girth in A's discard pile: blocking it takes a second block
    ("Ganryu's Sumo Tackle", "a1", ["It now takes 2 blocks to block Ganryu's Sumo Tackle"]),
    # when played: A reveals Metal Skin from its hand, so B's attacks deal 3 less this turn
    (
        "JACK-5's Gun Bomb",
        "a1",
        [
            "Floating effect for B: B's attacks: -3 damage (from JACK-5's Gun Bomb) (until the end of the turn)"
        ],
    ),
    # HIT: a random card of B's hand is shown; its printed cost is 0, so no card of B's deck is discarded
    ("Overloaded", "a1", ["B reveals Drill Claw #3 at random from their hand (printed cost 0)"]),
    # step 5: two random cards of B's hand change places with the top two of B's deck
    (
        "Back Kick",
        "a1",
        [
            "B switches Drill Claw #3, Drill Claw #4 from their hand with the top 2 card(s) of their deck (Nose Breaker #19, Nose Breaker #20)"
        ],
    ),
    # HIT, with a weapon in A's energy pile: B holds five and discards down to three
    (
        "Hell on Earth",
        "a1",
        [
            "Drill Claw #4 is discarded from B's hand (down to 3 cards)",
            "Drill Claw #5 is discarded from B's hand (down to 3 cards)",
        ],
    ),
    # block of a punch: the blocked punch goes to A's discard pile instead of the energy pile
    (
        "Wrist Reflect",
        "a1",
        ["Head Crunch will be discarded, not put into the energy pile, when it finishes"],
    ),
    # block, with a throw in B's energy pile: a card of A's energy pile that shares its title with another there is discarded
    (
        "Small Hop",
        "a1",
        ["Nose Breaker #7 is discarded from A's energy pile (another Nose Breaker is there)"],
    ),
    # step 5: A picks B's face-down card and B reveals it
    ("Ice Maker", "a1", ["B reveals Lust for Power #3 (face down in the arena)"]),
    # HIT: the face-down card revealed at step 5 is discarded
    (
        "Ice Maker",
        "a2",
        ["Lust for Power #3, the card it revealed, is discarded from B's face-down cards"],
    ),
    # HIT, with a kick in A's energy pile: A names a card of B's hand, B shows its hand and discards every copy
    (
        "Backlash",
        "a1",
        [
            "B reveals their hand: Drill Claw #3, Drill Claw #4",
            "B discards 2 cop(ies) of Drill Claw: Drill Claw #3, Drill Claw #4",
        ],
    ),
    # HIT: B's next attack is discarded instead of going to the energy pile when it finishes
    (
        "Gravity Brain Buster",
        "a1",
        [
            "Floating effect for B: B's next attack is discarded, not put into the energy pile, when it finishes (from Gravity Brain Buster) (with no stated duration, so until the end of the turn)"
        ],
    ),
    # block: A's next attack this combo must be low and cost 1 or more, or A's action ends
    (
        "Play Dead",
        "a1",
        [
            "A may link only a low attack with a printed cost of 1 or more next in this combo; if they do not, the action is over after this attack"
        ],
    ),
    # HIT, as the first attack of the action: A's next attack (its next link) cannot be blocked
    (
        "Mega Man's Tornado Hold",
        "a1",
        [
            "Floating effect for A: A's next attack is unblockable (from Mega Man's Tornado Hold) (until the end of the turn)"
        ],
    ),
    # HIT: A switches the weapon it holds with the top card of its deck
    (
        "Choy Lay Power",
        "a1",
        [
            "A switches Drill Claw #2 from their hand with the top 1 card(s) of their deck (Nose Breaker)"
        ],
    ),
    # step 5: A puts the attack at the bottom of its deck when it finishes, and a card of A's discard pile goes into A's energy pile
    (
        "Stomach Slaughter",
        "a1",
        [
            "When Stomach Slaughter finishes, it goes to the bottom of its owner's deck instead of the energy pile",
            "A puts Nose Breaker #7 from A's discard pile into A's energy pile",
        ],
    ),
    # when played: A discards the block it holds, so B mills two
    (
        "Wang Jinrei's Draong Power Punch",
        "k1",
        [
            "A discards Sidestep and Walk #2 from their hand",
            "B discards the top 2 card(s) of their deck: Nose Breaker #19, Nose Breaker #20",
        ],
    ),
    # HIT: as Arm Snapper, A names a block B may not play for the rest of the combo
    ("Axe Throw", "a1", ["B cannot play Sidestep and Walk during this combo"]),
    # HIT: A's hand (empty once the attack is played) goes to the bottom of A's deck, then A draws three
    (
        "Noob Smoke's Dark Assassin",
        "a1",
        [
            "A draws Nose Breaker (Noob Smoke's Dark Assassin)",
            "A draws Nose Breaker #2 (Noob Smoke's Dark Assassin)",
            "A draws Nose Breaker #3 (Noob Smoke's Dark Assassin)",
        ],
    ),
    # step 5: A may reorder its discard pile; with no order given it is kept
    (
        "Dairou's Tombstone Drop",
        "a2",
        [
            "A rearranges their discard pile (top first): Nose Breaker #8, Nose Breaker #7, Drill Claw, Guile's Flash Kick #2, Guile's Sonic Boom #2, Death Valley Bomb, Forward Fierce, Gill's Cyber Lariat, Sidestep and Walk, Lust for Power"
        ],
    ),
    # step 5: one more damage per weapon in A's energy pile, five at most (none here: 0 more; the scenario tests count seven)
    (
        "Head Crush",
        "a1",
        ["Head Crush deals 0 more damage (1 for each of 0 weapon(s) in A's energy pile)"],
    ),
    # HIT: B draws ten, then discards ten at random (the reach deck now holds every card drawn)
    (
        "Sindel's Banshee Scream",
        "a1",
        [
            "B draws Nose Breaker #19 (Sindel's Banshee Scream)",
            "B draws Nose Breaker #20 (Sindel's Banshee Scream)",
            "B draws Nose Breaker #21 (Sindel's Banshee Scream)",
            "B draws Nose Breaker #22 (Sindel's Banshee Scream)",
            "B draws Nose Breaker #23 (Sindel's Banshee Scream)",
            "B draws Nose Breaker #24 (Sindel's Banshee Scream)",
            "B draws Nose Breaker #25 (Sindel's Banshee Scream)",
            "B draws Nose Breaker #26 (Sindel's Banshee Scream)",
            "B draws Nose Breaker #27 (Sindel's Banshee Scream)",
            "B draws Nose Breaker #28 (Sindel's Banshee Scream)",
            "Nose Breaker #28 is discarded at random from B's hand",
            "Nose Breaker #27 is discarded at random from B's hand",
            "Nose Breaker #26 is discarded at random from B's hand",
            "Nose Breaker #25 is discarded at random from B's hand",
            "Nose Breaker #24 is discarded at random from B's hand",
            "Nose Breaker #23 is discarded at random from B's hand",
            "Nose Breaker #22 is discarded at random from B's hand",
            "Nose Breaker #21 is discarded at random from B's hand",
            "Nose Breaker #20 is discarded at random from B's hand",
            "Nose Breaker #19 is discarded at random from B's hand",
        ],
    ),
    # block: B pays 1 energy, and A's action ends when the attack finishes
    ("Flip", "a1", ["A's action ends when this attack finishes: no attack links from it"]),
    # step 5: A switches the kick it holds with the projectile of its energy pile
    ("Step Kick", "a1", ["Guile's Sonic Boom goes from A's energy pile to A's hand"]),
    # step 5: one more damage per weapon in B's energy pile (none: 0 more)
    (
        "Yoshimistu's Thunder Blade",
        "a2",
        [
            "Yoshimistu's Thunder Blade deals 0 more damage (1 for each of 0 weapon(s) in B's energy pile)"
        ],
    ),
]


@pytest.fixture(scope="module")
def catalog(tmp_path_factory: pytest.TempPathFactory):
    yield from pool_catalog(tmp_path_factory, "epic_battles")


@pytest.mark.parametrize(("card", "ability", "expected"), CASES)
def test_executed_ability_does_what_the_card_says(catalog, card, ability, expected):
    assert_executes(catalog, card, ability, expected)
