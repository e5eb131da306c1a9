"""The hand-checked sample of what the grammar combinators added to the executed Redemption pool.

Every ability the whole-pool run executes on this branch and did not before it, one per distinct
printed sentence (71; drawn with ``random.seed(2611)``, which keeps them all): lists sharing one
determiner, possessives, "negate and VERB", "take A from deck or B from Reserve", "If X, A or
B", "A and you may B", "... of a deck" (the player picks whose), locations such as "from each
opponent's territory or set-aside area", "look at opponent's hand: VERB a card", three piles
("from deck, discard pile or Reserve"), "X (or Y)" choices, "negate or banish X", "evil and
neutral cards", and a card in play acted on after a draw. Each entry lists the exact effect
steps the ability logs in its reach scenario; the comment on each says in our own words what the
card asks for. A choice is shown with its first option.

Read by hand against the printed text and the export's rows of the cards acted on: 71 of 71 do
what the card says (``WRONG`` is empty).
"""

from __future__ import annotations

import pytest
from real_export import pool_catalog
from test_redemption_sample_compiled import assert_runs_as_listed

# (card, ability, every effect step it must log, in order)
SAMPLE = [
    (
        "Shame",
        "a1",
        # sets aside up to two of the opponent's heroes for two turns
        [
            "Shame (a1) completes: Agabus, Agabus #2 are set aside for 2 turn(s)",
        ],
    ),
    (
        "Prayer over Power",
        "a1",
        # negates an evil card; may also draw one
        [
            "Prayer over Power (a1) completes: Abiram is negated; A draws 1 card(s)",
        ],
    ),
    (
        "Third Bowl of Wrath, RoJ",
        "a2",
        # a choice: one hero discarded, or two martyrs
        [
            "Third Bowl of Wrath, RoJ (a2) completes: Agabus is discarded",
        ],
    ),
    (
        "Job's Faith",
        "a1",
        # negates the abilities of every evil character
        [
            "Job's Faith (a1) completes: Abiram is negated; Abiram #2 is negated",
        ],
    ),
    (
        "Slave to Egypt",
        "a1",
        # a choice: capture every hero in battle, or discard three from the top of a deck
        [
            "Slave to Egypt (a1) completes: Agabus, Agabus #2 are captured to the land of bondage",
        ],
    ),
    (
        "Forest Fire, FooF",
        "a1",
        # with Ezekiel or a Babylonian in play: negates and discards a single-brigade site, an artifact or an evil card
        [
            "Forest Fire, FooF (a1) completes: Abiram is negated; Abiram is discarded",
        ],
    ),
    (
        "Enforcing Ideology",
        "a1",
        # negates any card, then puts it in its owner's reserve
        [
            "Enforcing Ideology (a1) completes: Agabus is negated; Agabus is put into its owner's reserve",
        ],
    ),
    (
        "Joseph Before Pharaoh, FooF",
        "a1",
        # used by a son of Jacob: negates an evil or neutral card of the opponent
        [
            "Joseph Before Pharaoh, FooF (a1) completes: Abiram is negated",
        ],
    ),
    (
        "Egyptian Warden, IR",
        "a2",
        # may discard the top card of a deck the player picks (their own here)
        [
            "Egyptian Warden, IR (a2) completes: the top of A's deck is discarded: Agabus",
        ],
    ),
    (
        "Wonders Forgotten, RR2",
        "a1",
        # may discard two from the top of a deck the player picks (their own here)
        [
            "Wonders Forgotten, RR2 (a1) completes: the top of A's deck is discarded: Agabus, Agabus #2",
        ],
    ),
    (
        "Trumpet Judgements, RoJ",
        "a1",
        # discards up to three cards that are sites or evil fortresses
        [
            "Trumpet Judgements, RoJ (a1) completes: Babylon is discarded",
        ],
    ),
    (
        "Persian Conquerors",
        "a1",
        # with another Persian in control: discards one fortress, site or artifact
        [
            "Persian Conquerors (a1) completes: Alexandrian Ship is discarded",
        ],
    ),
    (
        "Rod of Iron, Wa",
        "a1",
        # discards a single evil character that an opponent has in territory or set aside
        [
            "Rod of Iron, Wa (a1) completes: Abiram #2 is discarded",
        ],
    ),
    (
        "Crispus",
        "a1",
        # may set aside one of its player's own Corinth heroes, out of their territory, for a turn
        [
            "Crispus (a1) completes: Achaicus is set aside for 1 turn(s)",
        ],
    ),
    (
        "Washing Hands",
        "a2",
        # with no weapon in battle: its player's Roman evil characters withdraw
        [
            "Washing Hands (a2) completes: Four Squads of Four, Ap is withdrawn to territory",
        ],
    ),
    (
        "Isaac, CoW",
        "a1",
        # with an angel in play: may topdeck an evil card, or protect itself from capture and discard
        [
            "Isaac, CoW (a1) completes: Abiram is put on top of the deck",
        ],
    ),
    (
        "Sin Offering, IR",
        "a1",
        # one evil card: the player picks negating it or removing it from the game
        [
            "Sin Offering, IR (a1) completes: Abiram is negated",
        ],
    ),
    (
        "Ananias of Damascus, RR2",
        "a2",
        # a card named Paul to hand out of any of the three piles of its player
        [
            "Ananias of Damascus, RR2 (a2) completes: A searches their deck and takes Paul, Promo into hand",
        ],
    ),
    (
        "A Look Back",
        "a1",
        # discards a single hero that an opponent has in territory or set aside
        [
            "A Look Back (a1) completes: Agabus #2 is discarded",
        ],
    ),
    (
        "Battle Prayer, Roots",
        "a1",
        # one good Old Testament enhancement to hand, looked for in the deck, the discard pile and the reserve
        [
            "Battle Prayer, Roots (a1) completes: A searches their deck and takes Golden Lamp Stand into hand",
        ],
    ),
    (
        "Falsified Claims",
        "a1",
        # negates a good card, then puts it in its owner's reserve
        [
            "Falsified Claims (a1) completes: Agabus is negated; Agabus is put into its owner's reserve",
        ],
    ),
    (
        "New Covenant (Jeremiah)",
        "a2",
        # may draw one and put this card on top of its deck
        [
            "New Covenant (Jeremiah) (a2) completes: A draws 1 card(s); New Covenant (Jeremiah) is put on top of the deck",
        ],
    ),
    (
        "Edomite Rebellion, LoC",
        "a2",
        # if an Edomite uses it: an evil king to hand out of any of its player's three piles
        [
            "Edomite Rebellion, LoC (a2) completes: A searches their deck and takes King Achish, 1st Print - L into hand",
        ],
    ),
    (
        "Daniel, the Apocalyptist, PoC",
        "a1",
        # negates every fortress, evil character and N.T. enhancement
        [
            "Daniel, the Apocalyptist, PoC (a1) completes: Alexandrian Ship is negated; Abiram is negated; Alertness is negated",
        ],
    ),
    (
        "Ira, the Tekoite",
        "a2",
        # one card to hand: an Old Testament purple warrior out of the deck, else a good Old Testament enhancement out of the reserve
        [
            "Ira, the Tekoite (a2) completes: A searches their deck and takes King Saul (Purple), Ki into hand",
        ],
    ),
    (
        "Protection of Angels, Pi",
        "a1",
        # interrupts the battle; then every hero in play or set aside is shielded from evil cards until the turn ends
        [
            "Protection of Angels, Pi (then) completes: Angel at Bethesda, Agabus are protected from evil cards until the end of the turn",
            "Protection of Angels, Pi (a1) completes: its paired abilities, and the abilities they caused, have activated",
            "Protection of Angels, Pi (a1) interrupts Without Touching (a1): only its completion is undone (its completion had changed nothing); it still began, and its declared targets (none) stand",
            "Protection of Angels, Pi (a1) interrupts Without Touching (a2): only its completion is undone (Agabus #2 returns to A's deck); it still began, and its declared targets (none) stand",
        ],
    ),
    (
        "Assyrian Siege Army",
        "a1",
        # blocking, with another Assyrian in play: may negate and discard an artifact, single-brigade site or fortress
        [
            "Assyrian Siege Army (a1) completes: Aaron's Staff, CoW is negated; Aaron's Staff, CoW is discarded",
        ],
    ),
    (
        "Jackals",
        "a1",
        # a choice: one card out of a discard pile removed from the game, or two characters out of one
        [
            "Jackals (a1) completes: Abiram is removed from the game",
        ],
    ),
    (
        "Ezekiel, Sign from God",
        "a1",
        # sees the opponent's hand, then one evil card of it with more than one brigade goes on top of the deck
        [
            "Ezekiel, Sign from God (a1) completes: A looks at B's hand: Abiram, Abimelech, RoA; Abimelech, RoA is put on top of the deck",
        ],
    ),
    (
        "The Subdued Moabites",
        "a2",
        # when blocking: may draw two, or take an O.T. gray card from reserve
        [
            "The Subdued Moabites (a2) completes: A draws 2 card(s)",
        ],
    ),
    (
        "Word of Their Testimony",
        "a2",
        # negates a demon, then removes it from the game
        [
            "Word of Their Testimony (a2) completes: Possessing Demon (j) is negated; Possessing Demon (j) is removed from the game",
        ],
    ),
    (
        "Retribution for Sin",
        "a1",
        # negates an evil card, then shuffles it into its owner's deck
        [
            "Retribution for Sin (a1) completes: Abiram is negated; Abiram is shuffled into its owner's deck",
        ],
    ),
    (
        "Baptism of Jesus",
        "a1",
        # negates the abilities of every evil character and of every weapon
        [
            "Baptism of Jesus (a1) completes: Abiram is negated; Abiram #2 is negated; Abishai's Spear is negated; Abiram #3 is negated",
        ],
    ),
    (
        "Joy, EC",
        "a3",
        # clay heroes and white heroes gain protection against decrease
        [
            "Joy, EC (a3) completes: Philip's Daughters, Philip's Daughters #2 are protected from decrease abilities",
        ],
    ),
    (
        "Melchizedek, CoW",
        "a1",
        # protection against capture and conversion for the player's own good kings, good priests and cloud heroes
        [
            "Melchizedek, CoW (a1) completes: Melchizedek, CoW, King Saul (Purple), Ki, Seraiah the High Priest, Abed-nego (Azariah), PoC are protected from capture abilities and convert abilities",
        ],
    ),
    (
        "Death of Firstborn, PoC",
        "a2",
        # discards an evil character an opponent controls
        [
            "Death of Firstborn, PoC (a2) completes: Abiram is discarded",
        ],
    ),
    (
        "Denarius, I/J+",
        "a1",
        # one card to hand: an evil Roman out of the deck, else a gray New Testament enhancement out of the reserve
        [
            "Denarius, I/J+ (a1) completes: A searches their deck and takes Four Squads of Four, Ap into hand",
        ],
    ),
    (
        "Forces Arise",
        "a2",
        # with an evil Greek in control: every player draws one; may also underdeck this card
        [
            "Forces Arise (a2) completes: A draws 1 card(s); B draws 1 card(s); Forces Arise is put on the bottom of the deck",
        ],
    ),
    (
        "Shamgar's Oxgoad",
        "a1",
        # a choice: one evil character discarded, or two evil Philistines
        [
            "Shamgar's Oxgoad (a1) completes: Abiram is discarded",
        ],
    ),
    (
        "Joseph Before Pharaoh, PoC",
        "a1",
        # used by a son of Jacob: negates an opponent's evil or neutral card, then underdecks it
        [
            "Joseph Before Pharaoh, PoC (a1) completes: Abiram is negated; Abiram is put on the bottom of the deck",
        ],
    ),
    (
        "Second Bowl of Wrath, RoJ AB",
        "a1",
        # a choice: one evil character discarded, or two animals
        [
            "Second Bowl of Wrath, RoJ AB (a1) completes: Abiram is discarded",
        ],
    ),
    (
        "I Am Patience, RR2",
        "a1",
        # negates an opponent's card, then shuffles it into its owner's deck
        [
            "I Am Patience, RR2 (a1) completes: Abiram is negated; Abiram is shuffled into its owner's deck",
        ],
    ),
    (
        "The Heavenly Watcher",
        "a2",
        # may underdeck an artifact, an evil fortress or an evil enhancement
        [
            "The Heavenly Watcher (a2) completes: Aaron's Staff, CoW is put on the bottom of the deck",
        ],
    ),
    (
        "Razor, FooF",
        "a1",
        # with Isaiah or an Assyrian in play: discard an opposing character in battle, or negate and discard one of a list
        [
            "Razor, FooF (a1) completes: Abiram is discarded",
        ],
    ),
    (
        "No Need for Spices, GoC",
        "a3",
        # played in battle: negates an evil card or an artifact, then puts it in reserve
        [
            "No Need for Spices, GoC (a3) completes: Abiram is negated; Abiram is put into its owner's reserve",
        ],
    ),
    (
        "Heavy Taxes, Roots",
        "a1",
        # the opponent discards two cards from hand; its player may also draw two
        [
            "Heavy Taxes, Roots (a1) completes: Abiram is discarded; A draws 2 card(s)",
        ],
    ),
    (
        "Barnabas, EC",
        "a1",
        # shields New Testament lost souls and clay heroes against any Pharisee, Sadducee or heretic
        [
            "Barnabas, EC (a1) completes: it holds from now until the end of this phase, the battle (now Barnabas, EC, Lost Soul Ephesians 5:14, A are protected from the abilities of any pharisee or sadducee or heretic)",
        ],
    ),
    (
        "The Realm of Greece",
        "a1",
        # at each upkeep, may fetch from the reserve a black card of Daniel, or else an evil Greek
        [
            "The Realm of Greece (a1) completes: A searches their reserve and takes Alexander the Great into hand",
        ],
    ),
    (
        "Seeking Compassion",
        "a2",
        # one card to hand: a good Old Testament dominant out of the deck, else a good card of the book of Daniel out of the reserve
        [
            "Seeking Compassion (a2) completes: A searches their deck and takes A New Beginning, FoM into hand",
        ],
    ),
    (
        "Jeshua, the Restorer, LoC",
        "a2",
        # when attacking: bands to a postexilic hero, or else puts a good Old Testament fortress into play out of deck or reserve
        [
            "Jeshua, the Restorer, LoC (a2) completes: Abihud, the Progeny / Abihud, the Exilarch, LoC is banded into battle",
        ],
    ),
    (
        "None that Breathed",
        "a1",
        # discards a single king an opponent has in territory or set aside
        [
            "None that Breathed (a1) completes: King Saul (Purple), Ki is discarded",
        ],
    ),
    (
        "Cherubim, RR2",
        "a1",
        # sees the opponent's hand, then every evil dominant in it goes on top of its owner's deck
        [
            "Cherubim, RR2 (a1) completes: A looks at B's hand: Abiram, Burial, B; Burial, B is put on top of the deck",
        ],
    ),
    (
        "Heavy Taxes",
        "a1",
        # the opponent discards a card from hand; its player may also draw one
        [
            "Heavy Taxes (a1) completes: Abiram is discarded; A draws 1 card(s)",
        ],
    ),
    (
        "Plague of Hail, GoC",
        "a2",
        # used by an Exodus hero: may discard an evil Exodus card (the cost) to discard five from the top of a deck
        [
            "Plague of Hail, GoC (a2) completes: Pharaoh, D is discarded; the top of A's deck is discarded: Agabus, Agabus #2, Agabus #3, Agabus #4, Agabus #5",
        ],
    ),
    (
        "Evil Spawn, D",
        "a1",
        # discards the top card of a deck the player picks (their own here)
        [
            "Evil Spawn, D (a1) completes: the top of A's deck is discarded: Agabus",
        ],
    ),
    (
        "Commitment of Paul, RR2",
        "a1",
        # negates every evil card and every neutral card
        [
            "Commitment of Paul, RR2 (a1) completes: Abiram is negated; Abiram #2 is negated",
        ],
    ),
    (
        "Vain Philosophy, PoC",
        "a1",
        # sees an opponent's hand, then one good card from it goes to the bottom of its owner's deck
        [
            "Vain Philosophy, PoC (a1) completes: A looks at B's hand: Abiram, Agabus; Agabus is put on the bottom of the deck",
        ],
    ),
    (
        "Second Bowl of Wrath, RoJ",
        "a1",
        # may choose: one evil character discarded, or two animals
        [
            "Second Bowl of Wrath, RoJ (a1) completes: Abiram is discarded",
        ],
    ),
    (
        "Well Reopened, TxP",
        "a1",
        # if its bearer is a Genesis hero: look through deck and discard pile for a site, or else draw one
        [
            "Well Reopened, TxP (a1) completes: A searches their deck and takes Babylon into hand",
        ],
    ),
    (
        "The Obstinate Pharisee, GoC",
        "a1",
        # negates one card of the opponent
        [
            "The Obstinate Pharisee, GoC (a1) completes: Agabus is negated",
        ],
    ),
    (
        "Outsiders (Brown/Crimson), RoJ",
        "a1",
        # when it blocks: an idol to hand out of the deck, the discard pile or the reserve
        [
            "Outsiders (Brown/Crimson), RoJ (a1) completes: A searches their deck and takes Abomination of Desolation, T2C into hand",
        ],
    ),
    (
        "Rapha of Gath, Roots",
        "a1",
        # one card to hand: a Philistine warrior out of the deck, else a black weapon out of the reserve
        [
            "Rapha of Gath, Roots (a1) completes: A searches their deck and takes Lahmi, I into hand",
        ],
    ),
    (
        "Outsiders (Brown/Crimson), RoJ AB",
        "a1",
        # when it blocks: an idol to hand out of the deck, the discard pile or the reserve
        [
            "Outsiders (Brown/Crimson), RoJ AB (a1) completes: A searches their deck and takes Abomination of Desolation, T2C into hand",
        ],
    ),
    (
        "Overrun by Philistines, LoC",
        "a2",
        # used by a Philistine: discards every hero in battle; may also draw one
        [
            "Overrun by Philistines, LoC (a2) completes: Agabus #3, Agabus #4 are discarded; A draws 1 card(s)",
        ],
    ),
    (
        "Asher, the Rich",
        "a1",
        # negates every evil or neutral card in the opponent's territory
        [
            "Asher, the Rich (a1) completes: Abiram is negated",
        ],
    ),
    (
        "Daniel, Promo",
        "a1",
        # negates the abilities of every fortress, evil character and New Testament enhancement
        [
            "Daniel, Promo (a1) completes: Alexandrian Ship is negated; Abiram is negated; Alertness is negated",
        ],
    ),
    (
        "Hannah",
        "a3",
        # may put its player's own Samuel into reserve (the cost) to negate each evil or neutral card of the opponent
        [
            "Hannah (a3) completes: Samuel, CoW AB is put into its owner's reserve; Abiram is negated",
        ],
    ),
    (
        "Edge of the Sword, Wa",
        "a1",
        # discards a single site out of an opponent's territory
        [
            "Edge of the Sword, Wa (a1) completes: Babylon is discarded",
        ],
    ),
    (
        "Plagued Congregation",
        "a2",
        # may send an Old Testament curse back to hand, or into reserve (the player's pick)
        [
            "Plagued Congregation (a2) completes: All the Curses, LoC is bounced to its owner's hand",
        ],
    ),
    (
        "Plunderers, RR2",
        "a2",
        # may discard two from the top of a deck the player picks, or draw two
        [
            "Plunderers, RR2 (a2) completes: the top of A's deck is discarded: Agabus, Agabus #2",
        ],
    ),
    (
        "Unrepentant Moabites, LoC",
        "a1",
        # with two or more heroes in battle: may draw one and send a hero back to its owner's hand
        [
            "Unrepentant Moabites, LoC (a1) completes: A draws 1 card(s); Agabus #2 is bounced to its owner's hand",
        ],
    ),
]

# Judged wrong by hand (the steps above are what the engine does, not what the card means).
WRONG: set[tuple[str, str]] = set()


@pytest.fixture(scope="module")
def catalog(tmp_path_factory: pytest.TempPathFactory):
    yield from pool_catalog(tmp_path_factory, "redemption")


def test_the_sample_has_71_distinct_abilities_and_at_least_95_percent_right():
    assert len({(c, a) for c, a, _ in SAMPLE}) == 71
    assert {(c, a) for c, a, _ in SAMPLE} >= WRONG
    assert 1 - len(WRONG) / len(SAMPLE) >= 0.95


@pytest.mark.parametrize(("card", "ability", "expected"), SAMPLE)
def test_grammar_compiled_ability_does_what_the_card_says(catalog, card, ability, expected):
    assert_runs_as_listed(catalog, card, ability, expected)
