"""A hand-checked sample of the text that is not an attack's own: standing text of a character
or an energy-pile card, the publisher's Dudley and The Sounds of Music examples, text used at
the start of a step, and events flipped at a step's end, on a pass or when the rival flips one.

Each case was read against the card's printed text in the scenario ``reach_scenario`` builds
(every one the real pool has that these moments made executable, so no seed is needed); the
comment says what the card does, in the project's words.
"""

from __future__ import annotations

import pytest
from eb_sample import assert_executes
from real_export import pool_catalog

CASES = [
    # character: A's electric (Tactical Thunder) deals 2 more
    (
        "Blanka",
        "a1",
        ["Blanka's text in A's character applies to Tactical Thunder (electric): +2 damage"],
    ),
    # character: A's punch deals 1 more per different kamidogu A controls (Edenia)
    (
        "Dairou",
        "a3",
        [
            "Dairou's text in A's character applies to Sparring (punch): +1 damage "
            "(+1 for each of 1 different kamidogu A controls, counted as it is played)"
        ],
    ),
    # publisher's example character: A's kick is never played ("cannot" beats "can")
    (
        "Dudley",
        "no-kicks",
        ["A cannot play Guile's Flash Kick #3: Dudley forbids kicks; the prohibition wins"],
    ),
    # publisher's example: Insanity flipped by A's punch draws an event, which A sets
    (
        "Dudley",
        "set-drawn-events",
        ["Dudley: A reveals Lust for Power and sets it face down: it is now in the arena"],
    ),
    # character: the kick that is attack 2 of the combo deals 1 more per earlier attack (1);
    # the opener, a single attack then, gets nothing (Combos 2)
    (
        "Jade",
        "a1",
        [
            "Jade's text in A's character applies to Guile's Flash Kick #3 (kick/punch): +1 damage "
            "(+1 for each of 1 earlier attack(s) in this combo, counted as it is played)"
        ],
    ),
    # character, when Discard starts: the top two cards of A's discard pile shuffled into A's deck
    (
        "Ling Xiaoyu",
        "a2",
        [
            "A puts Drill Claw, Guile's Flash Kick #2 from A's discard pile into A's deck",
            "A's deck is shuffled (its order is now unknown)",
        ],
    ),
    # event flipped when A passes: B shows the hand and A picks the card B discards
    (
        "Looking Good",
        "a1",
        [
            "B reveals their hand: Drill Claw #3, Drill Claw #4",
            "Drill Claw #3 is discarded from B's hand (A chose it)",
        ],
    ),
    # kamidogu A controls, when Battle starts: B mills two
    (
        "Netherrealm",
        "a1",
        ["B discards the top 2 card(s) of their deck: Nose Breaker #19, Nose Breaker #20"],
    ),
    # event flipped as Discard ends: B discards a card of B's choice
    ("Puzzle Kombat", "a1", ["Drill Claw #3 is discarded from B's hand (B chose it)"]),
    # publisher's example: from A's energy pile (never played) it taxes B's block of A's
    # 0-cost projectile
    (
        "The Sounds of Music",
        "block-tax",
        [
            "The Sounds of Music's text in A's energy pile applies to The Sounds of Music #2 "
            "(projectile): B must pay 1 energy before blocking it"
        ],
    ),
    # event flipped when B flips Insanity: B's next attack this turn costs 2 more
    (
        "The Villain of the Story",
        "a1",
        [
            "Floating effect for B: B's next attack: +2 energy to play (from The Villain of the "
            "Story) (until the end of the turn)"
        ],
    ),
    # from A's energy pile, when Draw starts: B mills one per projectile there (one)
    ("Twin Fangs", "a1", ["B discards the top 1 card(s) of their deck: Nose Breaker #19"]),
    # event flipped as Discard ends: B discards a card at random
    ("Unfair Advantage", "a1", ["Drill Claw #3 is discarded at random from B's hand"]),
    # character: A links from a plain punch into a second one: B mills one
    ("Baraka", "a1", ["B discards the top 1 card(s) of their deck: Nose Breaker #21"]),
    # character: three different attacks of A's combo hit: A draws two
    (
        "Christie Monteiro",
        "a3",
        [
            "A draws Nose Breaker (Christie Monteiro)",
            "A draws Nose Breaker #2 (Christie Monteiro)",
        ],
    ),
    # character: A's textless punch of printed cost 2 hits with the HIT text it gains: B may
    # not play throws in the next action
    (
        "Craig Marduk",
        "a1",
        [
            "Floating effect for B: B cannot play throws in their next action (from Craig Marduk) "
            "(with no stated duration, so until the end of the turn)"
        ],
    ),
    # character: A plays a punch with no text: a card of A's discard pile goes on top of A's deck
    ("Darrius", "a1", ["A puts Drill Claw from A's discard pile on top of A's deck"]),
    # character: A's combo of two ends with a projectile (first time this step): A draws
    ("Guile", "a1", ["A draws Nose Breaker (Guile)"]),
    # character: A's second low punch, after the first hit: 1 more damage
    ("JACK-5", "a2", ["Sparring #2 deals 1 more damage"]),
    # character: B flips one of two set events; the second is one too many this step
    (
        "Kazuya Mishima",
        "a1",
        [
            "B can flip only 1 event(s) each step (Kazuya Mishima's text): Insanity #2 is not flipped"
        ],
    ),
    # character: A flips Insanity (first time this step): A picks a card of B's energy pile
    (
        "Kazuya Mishima",
        "a2",
        ["Nose Breaker #25 is discarded from B's energy pile (A chose it; B now has 13 energy)"],
    ),
    # character: A's punch linked from a projectile (The Sounds of Music) costs B 1 to block
    (
        "Sindel",
        "a2",
        [
            "Sindel's text in A's character applies to Sparring (attack): B must pay 1 energy "
            "before blocking it (it is linked from a projectile)"
        ],
    ),
    # from A's energy pile, which holds a projectile: B's attack of cost 1 costs 1 more
    (
        "Hooked on Fatalities",
        "a1",
        [
            "Hooked on Fatalities's text in A's energy pile applies to Forward Fierce #3 (attack): "
            "+1 energy to play (A's energy pile holds a projectile)"
        ],
    ),
    # event flipped when A attacks: the attack gains a HIT text, used at step 10 (it hits)
    (
        "Toasty",
        "a1",
        [
            "Sparring gains a HIT text from Toasty: it is used at step 10 if the attack is not "
            "blocked",
            "B discards the top 4 card(s) of their deck: Nose Breaker #21, Nose Breaker #22, "
            "Nose Breaker #23, Nose Breaker #24",
        ],
    ),
    # event flipped when A attacks: A's attacks of printed cost 0 or 1 are unblockable this
    # action, the one being played first
    (
        "Footsies",
        "a1",
        [
            "For the rest of this action, A's attacks with a printed cost of 1 or less cannot be "
            "blocked (Footsies)",
            "Sparring (printed cost 0) cannot be blocked",
        ],
    ),
    # event flipped when Battle starts: three cards of A's discard pile shuffled into A's deck
    (
        "A Hero's Legacy",
        "a3",
        [
            "A puts Nose Breaker #8, Nose Breaker #7, Drill Claw from A's discard pile into A's deck",
            "A's deck is shuffled (its order is now unknown)",
        ],
    ),
    # the project's Noob Smoke: A's throw hits, A names B's block for the rest of the combo
    ("Noob Smoke", "name-block", ["B cannot play Weight Shift during this combo"]),
    # block: it blocks A's throw, so A discards a card of A's energy pile (A's choice)
    (
        "Girth",
        "a1",
        ["Nose Breaker #7 is discarded from A's energy pile (A chose it; A now has 13 energy)"],
    ),
    # attack: it would stay for one more play if blocked (it is not), gone when Battle ends
    (
        "Low Cross Cut Saw",
        "k1",
        [
            "If Low Cross Cut Saw is blocked, it stays in the arena after it finishes, to be "
            "played 1 more time(s)",
            "If Low Cross Cut Saw is still in the arena when this step ends, it is discarded",
        ],
    ),
    # event flipped when A passes in Battle: the step ends
    ("Power of a God", "a1", ["The Battle step ends now"]),
    # event flipped after A's combo of two punches: the step ends
    ("What a Combo!", "a1", ["The Battle step ends now"]),
    # event flipped in Set: three of A's energy shuffled into A's deck, then A discards two of
    # B's energy
    (
        "Care Free",
        "a1",
        [
            "A puts Nose Breaker #8, Nose Breaker #9, Nose Breaker #10 from A's energy pile into "
            "A's deck",
            "A's deck is shuffled (its order is now unknown)",
            "Nose Breaker #25 is discarded from B's energy pile (A chose it; B now has 13 energy)",
            "Nose Breaker #26 is discarded from B's energy pile (A chose it; B now has 12 energy)",
        ],
    ),
    # event flipped when Set starts: two events searched out of A's deck are set
    (
        "Information Gathering",
        "a1",
        [
            "A puts Lust for Power, Lust for Power #2 from A's deck into A's set events (face "
            "down, in the arena)",
            "A's deck is shuffled (its order is now unknown)",
        ],
    ),
    # event flipped as A's action in Battle: B's attacks are capped at printed cost 1
    (
        "Nina Williams' Evil Mist",
        "a1",
        ["Until the Battle step ends, B can only play attacks with a printed cost of 1 or less"],
    ),
    # event flipped when B flips Insanity: A pays Insanity's cost and it is discarded unused
    (
        "Quick Reflexes",
        "a1",
        ["A pays Insanity's cost (1) to stop its effect: it will be discarded unused"],
    ),
    # character: A's weapon with printed cost 0 cannot be blocked
    (
        "Yoshimitsu",
        "a1",
        [
            "Yoshimitsu's text in A's character applies to Drill Claw #2 (weapon): it cannot be blocked"
        ],
    ),
]


@pytest.fixture(scope="module")
def catalog(tmp_path_factory: pytest.TempPathFactory):
    yield from pool_catalog(tmp_path_factory, "epic_battles")


@pytest.mark.parametrize(("card", "ability", "expected"), CASES)
def test_executed_ability_does_what_the_card_says(catalog, card, ability, expected):
    assert_executes(catalog, card, ability, expected)
