"""The hand-checked sample of what the clause compiler and the export's own descriptions added.

Drawn once with ``random.seed(2026)`` over the abilities the whole-pool run executes on this
branch and did not before it (one ability per distinct printed sentence, 40 of 448), each read
against the card's printed text and, for the card it acted on, against the export's row
(brigade, class, identifier, reference). Each entry lists the exact effect steps the ability
logs in its reach scenario (and, for "interrupt the battle", what it interrupts). The comment
on each entry says in our own words what the card asks for.

Read by hand: 40 of 40 do what the printed text says (``WRONG`` is empty); 12 more drawn later
(see below) likewise, one of them after a fix. One of the 52 was judged right by mistake and is
no longer executed: Babylonian Soldiers, RR2 a2 is one of the modes after "Select up to 2", not
an ability that always happens, so it now stays "resolve as printed" (51 listed, 51 right).
"""

from __future__ import annotations

import pytest
from real_export import pool_catalog
from test_redemption_sample_compiled import assert_runs_as_listed

# (card, ability, every step it must log as above)
SAMPLE = [
    (
        "Epaphras, PC",
        "a2",
        # bands a Colossae hero
        ["Epaphras, PC (a2) completes: Apphia is banded into battle"],
    ),
    (
        "Job, Promo",
        "a1",
        # protects itself from capture and discard
        [
            "Job, Promo (a1) completes: Job, Promo is protected from capture abilities and discard abilities"
        ],
    ),
    (
        "Epaphras, PC",
        "a1",
        # searches deck, then discard pile, for a Colossae hero
        ["Epaphras, PC (a1) completes: A searches their deck and takes Apphia #2 into hand"],
    ),
    (
        "Angelic Guidance, I",
        "a2",
        # searches the deck for a silver-brigade card
        [
            "Angelic Guidance, I (a2) completes: A searches their deck and takes Angel at Bethesda #2 into hand"
        ],
    ),
    (
        "Jacob, the Wrestler, Roots",
        "a1",
        # draws 2 while its player controls a son of Jacob
        ["Jacob, the Wrestler, Roots (a1) completes: A draws 2 card(s)"],
    ),
    (
        "Joseph, the Blessed",
        "a3",
        # bands a son of Jacob
        ["Joseph, the Blessed (a3) completes: Asher is banded into battle"],
    ),
    (
        "Woe to Chemosh",
        "a2",
        # searches reserve for an idol or an Old Testament gray card
        [
            "Woe to Chemosh (a2) completes: A searches their reserve and takes Abomination of Desolation, T2C into hand"
        ],
    ),
    (
        "Wild Beast",
        "a2",
        # underdecks a son of Jacob, negates and discards an enhancement, draws 1
        [
            "Wild Beast (a2) completes: Asher is put on the bottom of the deck; Golden Lamp Stand is negated; Golden Lamp Stand is discarded; A draws 1 card(s)"
        ],
    ),
    (
        "The Child is Born, GoC",
        "a3",
        # takes a nativity hero from reserve
        [
            "The Child is Born, GoC (a3) completes: A searches their reserve and takes Angel of Warning, GoC into hand"
        ],
    ),
    (
        "Greek Philosophers, Roots",
        "a1",
        # cost: discard an N.T. black enhancement from hand; then N.T. lost souls are protected from rescue
        [
            "Greek Philosophers, Roots (a1) completes: Three Crosses is discarded; Lost Soul Ephesians 5:14, A is protected from rescue abilities"
        ],
    ),
    (
        "The Woman of Thebez, II",
        "a2",
        # takes an O.T. black card from reserve
        [
            "The Woman of Thebez, II (a2) completes: A searches their reserve and takes Goliath, L into hand"
        ],
    ),
    (
        "Reuben, the Preeminent",
        "a1",
        # takes a good Genesis card from reserve
        [
            "Reuben, the Preeminent (a1) completes: A searches their reserve and takes Abel, C into hand"
        ],
    ),
    (
        "Soldier of God, PC",
        "a1",
        # searches the deck for an N.T. red warrior-class hero
        [
            "Soldier of God, PC (a1) completes: A searches their deck and takes Children of Light, RoJ into hand"
        ],
    ),
    (
        "Cassander of Macedon",
        "a1",
        # a choice: an evil Daniel card from reserve, or draw 2 (the first is shown)
        [
            "Cassander of Macedon (a1) completes: A searches their reserve and takes Astrologers, Pr into hand"
        ],
    ),
    (
        "False Teacher",
        "a1",
        # cost: discard an O.T. evil enhancement from hand; then every N.T. lost soul is protected from rescue
        [
            "False Teacher (a1) completes: Ephah is discarded; Lost Soul Ephesians 5:14, A is protected from rescue abilities"
        ],
    ),
    (
        "Jannes, FoM",
        "a2",
        # bands an Egyptian magician
        ["Jannes, FoM (a2) completes: Jambres is banded into battle"],
    ),
    (
        "Ezekiel, God Strengthens, Roots",
        "a1",
        # underdecks a good Ezekiel enhancement from the discard pile
        [
            "Ezekiel, God Strengthens, Roots (a1) completes: Drawn Sword, Pr is put on the bottom of the deck"
        ],
    ),
    (
        "Emim",
        "a1",
        # with another Moabite in play, topdecks an O.T. lost soul
        ["Emim (a1) completes: Lost Soul Ecclesiastes 10:15 is put on top of the deck"],
    ),
    (
        "David's Music",
        "a1",
        # interrupts the battle; the opponent's demons are shuffled into their deck
        [
            "David's Music (then) completes: Possessing Demon (j) is shuffled into its owner's deck",
            "David's Music (a1) completes: its paired abilities, and the abilities they caused, have activated",
            "David's Music (a1) interrupts Without Touching (a1): only its completion is undone (its completion had changed nothing); it still began, and its declared targets (none) stand",
            "David's Music (a1) interrupts Without Touching (a2): only its completion is undone (Agabus #2 returns to A's deck); it still began, and its declared targets (none) stand",
        ],
    ),
    (
        "Shipwreck, Promo",
        "a1",
        # negates and discards a fortress or site
        [
            "Shipwreck, Promo (a1) completes: Alexandrian Ship is negated; Alexandrian Ship is discarded"
        ],
    ),
    (
        "When Judges Governed",
        "a1",
        # with a Ruth hero under its player's control, withdraws an evil character
        ["When Judges Governed (a1) completes: Abiram is withdrawn to territory"],
    ),
    (
        "Othniel, Son of Kenaz",
        "a1",
        # a choice: an idol or curse is discarded, or a good Judges enhancement goes on top of the deck (the first is shown)
        ["Othniel, Son of Kenaz (a1) completes: Abomination of Desolation, T2C is discarded"],
    ),
    (
        "Aaron and Miriam's Dissent",
        "a1",
        # every O.T. hero in play loses 2/2 until the end of the turn
        [
            "Aaron and Miriam's Dissent (a1) completes: Bathsheba decreased by 2/2 until the end of the turn"
        ],
    ),
    (
        "Elijah, PoC",
        "a1",
        # protects itself from discard and banish abilities
        [
            "Elijah, PoC (a1) completes: Elijah, PoC is protected from discard abilities and banish abilities"
        ],
    ),
    (
        "Jehoiada, King Maker, LoC",
        "a2",
        # a choice: band a king or an O.T. red hero, or take a good king or weapon (the first is shown)
        ["Jehoiada, King Maker, LoC (a2) completes: King Saul (Purple), Ki is banded into battle"],
    ),
    (
        "Last Days",
        "a1",
        # shuffles an evil character into its owner's deck
        ["Last Days (a1) completes: Abiram is shuffled into its owner's deck"],
    ),
    (
        "Michael, Chief Prince",
        "a2",
        # bands an O.T. angel of the warrior class
        ["Michael, Chief Prince (a2) completes: Angel at Jerusalem, Roots is banded into battle"],
    ),
    (
        "Abeyance, Roots",
        "a1",
        # every evil character in battle goes to its owner's reserve
        ["Abeyance, Roots (a1) completes: Abiram, Abiram #2 are put into its owner's reserve"],
    ),
    (
        "His Name",
        "a3",
        # an evil card from the opponent's hand goes to reserve
        ["His Name (a3) completes: Abiram #3 is put into its owner's reserve"],
    ),
    (
        "The Goat with Horn",
        "a4",
        # searches the discard pile for a black Daniel enhancement
        [
            "The Goat with Horn (a4) completes: A searches their discard and takes Goat with Horn into hand"
        ],
    ),
    (
        "The King of Edom, LoC",
        "a2",
        # with another Edomite in play, takes an O.T. crimson enhancement from reserve
        [
            "The King of Edom, LoC (a2) completes: A searches their reserve and takes Chariots of Iron, L into hand"
        ],
    ),
    (
        "Restless Spirit, GoC",
        "a1",
        # protects its player's other orange Gospel cards in territory (and evil N.T. fortresses set aside) from good cards
        [
            "Restless Spirit, GoC (a1) completes: Afflicting Spirit, GoC is protected from good cards"
        ],
    ),
    (
        "Ashpenaz, T2C",
        "a2",
        # when blocking, cost: discard a captured character; then O.T. lost souls are protected from rescue
        [
            "Ashpenaz, T2C (a2) completes: Agabus #2 is discarded; Lost Soul Ecclesiastes 10:15 is protected from rescue abilities"
        ],
    ),
    (
        "Uriah, the Hittite, RR2",
        "a1",
        # takes a purple weapon from deck or reserve
        [
            "Uriah, the Hittite, RR2 (a1) completes: A searches their deck and takes Abishai's Spear, II into hand"
        ],
    ),
    (
        "Aaron, Peacemaker",
        "a1",
        # takes a Tabernacle Artifact from the deck
        [
            "Aaron, Peacemaker (a1) completes: A searches their deck and takes Altar of Burnt Offering into hand"
        ],
    ),
    (
        "Purging Evil",
        "a1",
        # negates and discards every idol and curse
        [
            "Purging Evil (a1) completes: Abomination of Desolation, T2C is negated; All the Curses, LoC is negated; Abomination of Desolation, T2C #2 is negated; All the Curses, LoC #2 is negated; Abomination of Desolation, T2C, All the Curses, LoC, Abomination of Desolation, T2C #2, All the Curses, LoC #2 are discarded"
        ],
    ),
    (
        "Ehud's Dagger, Roots",
        "a2",
        # cost: discard itself; then discards an evil king
        [
            "Ehud's Dagger, Roots (a2) completes: Ehud's Dagger, Roots is discarded; King Achish, 1st Print - L is discarded"
        ],
    ),
    (
        "Caleb, the Rewarded",
        "a1",
        # a choice: band a Joshua warrior, or draw 2 (the first is shown)
        ["Caleb, the Rewarded (a1) completes: Caleb, FoM is banded into battle"],
    ),
    (
        "Burnt Offering, IR",
        "a2",
        # takes an O.T. clay enhancement from deck or reserve
        [
            "Burnt Offering, IR (a2) completes: A searches their deck and takes Bless the Nations into hand"
        ],
    ),
]

# Drawn later with ``random.seed(2027)``: 12 of the 138 newly executed sentences that use the
# grammar added after the first draw (card names, "If a card is in play", numbered books, the
# user an "If used by" needs). One was wrong when drawn and was fixed before it was listed.
SAMPLE += [
    (
        "Unclean until Evening",
        "a2",
        # with an animal in battle, takes an evil dominant from the deck
        [
            "Unclean until Evening (a2) completes: A searches their deck and takes Burial, B into hand"
        ],
    ),
    (
        "Bezaleel",
        "a1",
        # searches the deck for The Tabernacle or a Tabernacle Artifact
        ["Bezaleel (a1) completes: A searches their deck and takes The Tabernacle into hand"],
    ),
    (
        "Jaddua, son of Jonathan",
        "a1",
        # with Zerubbabel's Temple in play, negates every curse
        ["Jaddua, son of Jonathan (a1) completes: All the Curses, LoC is negated"],
    ),
    (
        "Emperor Caius Caligula",
        "a1",
        # discards both cards so named (wrong when drawn: it took one of them; fixed)
        ["Emperor Caius Caligula (a1) completes: Herod Antipas, Herodias, GoC are discarded"],
    ),
    (
        "Retribution for Sin",
        "a2",
        # used by an O.T. prophet, takes a good dominant from the deck
        [
            "Retribution for Sin (a2) completes: A searches their deck and takes A New Beginning, FoM into hand"
        ],
    ),
    (
        "David the Unifier, 2025 - Seasonal",
        "a2",
        # bands a II Samuel warrior
        [
            "David the Unifier, 2025 - Seasonal (a2) completes: Abiezer, the Anathothite is banded into battle"
        ],
    ),
    (
        "Baptism of Jesus",
        "a2",
        # used by an N.T. prophet, discards an evil character
        ["Baptism of Jesus (a2) completes: Abiram is discarded"],
    ),
    (
        "Samuel, Final Judge, RR2",
        "a2",
        # bands a I Samuel hero
        ["Samuel, Final Judge, RR2 (a2) completes: Hannah, L is banded into battle"],
    ),
    (
        "Cherubim, PoC",
        "a2",
        # bands another Cherubim, a green prophet or a teal priest
        ["Cherubim, PoC (a2) completes: Cherubim, FooF is banded into battle"],
    ),
    (
        "Strike the Shepherd, GoC",
        "a3",
        # used by an N.T. character, shuffles every hero into its owner's deck
        [
            "Strike the Shepherd, GoC (a3) completes: Agabus, Agabus #2 are shuffled into its owner's deck"
        ],
    ),
    (
        "A Soldier's Prayer",
        "a1",
        # used by a warrior-class hero, searches deck then discard pile for a red enhancement
        [
            "A Soldier's Prayer (a1) completes: A searches their deck and takes Arrow of Deliverance into hand"
        ],
    ),
    (
        "Increasing Numbers, IR",
        "a1",
        # used by a wilderness hero, negates the other enhancements
        ["Increasing Numbers, IR (a1) completes: Golden Lamp Stand is negated"],
    ),
]

# Judged wrong by hand (the steps above are what the engine does, not what the card means).
WRONG: set[tuple[str, str]] = set()


@pytest.fixture(scope="module")
def catalog(tmp_path_factory: pytest.TempPathFactory):
    yield from pool_catalog(tmp_path_factory, "redemption")


def test_the_sample_has_51_distinct_abilities_and_at_least_95_percent_right():
    assert len({(c, a) for c, a, _ in SAMPLE}) == 51
    assert {(c, a) for c, a, _ in SAMPLE} >= WRONG
    assert 1 - len(WRONG) / len(SAMPLE) >= 0.95


@pytest.mark.parametrize(("card", "ability", "expected"), SAMPLE)
def test_clause_compiled_ability_does_what_the_card_says(catalog, card, ability, expected):
    assert_runs_as_listed(catalog, card, ability, expected)
