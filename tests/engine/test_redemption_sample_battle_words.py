"""The hand-checked sample of the battle's own words: first strike, a blocker chosen by an
ability, and "the last (good / evil) Enhancement played this battle".

These sentences newly execute 60 abilities of 20 distinct printed sentences; all 20 are listed
(one card per sentence, in the order ``random.seed(21)`` shuffled them). Each entry lists the
exact effect steps the ability logs in its reach scenario (where a last enhancement is asked
for, the opponent plays a plain one first); the comment says in our own words what the card
asks for. Read by hand against the printed text: 20 of 20 right. A first strike "for this
turn" is shown for the battle: it only matters in the battle's resolution.
"""

from __future__ import annotations

import pytest
from real_export import pool_catalog
from test_redemption_sample_compiled import assert_runs_as_listed

# (card, ability, every effect step it must log)
SAMPLE = [
    (
        "Angelic Warrior, RoJ AB",
        "a1",
        # the character itself has first strike
        [
            "Angelic Warrior, RoJ AB (a1) completes: Angelic Warrior, RoJ AB has first strike in this battle"
        ],
    ),
    (
        "Abner, Ki",
        "a1",
        # 'Character' on a hero: the hero itself has first strike
        ["Abner, Ki (a1) completes: Abner, Ki has first strike in this battle"],
    ),
    (
        "Glad Tidings",
        "a1",
        # the opponent's last evil enhancement played in battle is negated and discarded
        ["Glad Tidings (a1) completes: Bad Figs #3 is negated; Bad Figs #3 is discarded"],
    ),
    (
        "Samson's Strength, J",
        "a1",
        # the last evil enhancement played this battle is negated and discarded
        ["Samson's Strength, J (a1) completes: Bad Figs #3 is negated; Bad Figs #3 is discarded"],
    ),
    (
        "Ehud, the Benjaminite, RR2",
        "a2",
        # the rescuer may choose an evil king of the opponent's to block
        [
            "Ehud, the Benjaminite, RR2 (a2) completes: A chooses King Achish, 1st Print - L to block: it enters battle for B"
        ],
    ),
    (
        "Abigail, 1st Print - K",
        "a1",
        # the rescuer may choose the evil character that blocks
        [
            "Abigail, 1st Print - K (a1) completes: A chooses Abiram to block: it enters battle for B"
        ],
    ),
    (
        "Bow and Arrow (Gold), Ki",
        "a1",
        # the last evil enhancement played in this battle is negated
        ["Bow and Arrow (Gold), Ki (a1) completes: Bad Figs #2 is negated"],
    ),
    (
        "Misuse of Talents",
        "a1",
        # the last good enhancement played in this battle is negated and discarded
        [
            "Misuse of Talents (a1) completes: Arrow of Deliverance is negated; Arrow of Deliverance is discarded"
        ],
    ),
    (
        "Ferocious Attack",
        "a1",
        # the evil character using it has first strike
        ["Ferocious Attack (a1) completes: Greek Philosophers has first strike in this battle"],
    ),
    (
        "Ahimaaz, FoM",
        "a1",
        # the character itself has first strike
        ["Ahimaaz, FoM (a1) completes: Ahimaaz, FoM has first strike in this battle"],
    ),
    (
        "Ehud, RoA",
        "a2",
        # Ehud (this card) has first strike
        ["Ehud, RoA (a2) completes: Ehud, RoA has first strike in this battle"],
    ),
    (
        "David's Sling, L",
        "a1",
        # the hero using it gains first strike
        ["David's Sling, L (a1) completes: Centurion has first strike in this battle"],
    ),
    (
        "Holy Ground",
        "a1",
        # the last evil enhancement played in this battle is negated and discarded
        ["Holy Ground (a1) completes: Bad Figs #3 is negated; Bad Figs #3 is discarded"],
    ),
    (
        "Angel of Might",
        "a1",
        # 'Hero' on a hero: the hero itself has first strike
        ["Angel of Might (a1) completes: Angel of Might has first strike in this battle"],
    ),
    (
        "The Rabshakeh's Threats, LoC",
        "a1",
        # the last good enhancement played (still in battle) is negated and discarded
        [
            "The Rabshakeh's Threats, LoC (a1) completes: Arrow of Deliverance is negated; Arrow of Deliverance is discarded"
        ],
    ),
    (
        "Pillar of a Cloud, C",
        "a1",
        # the hero using it gains first strike for the turn (the battle of that turn)
        ["Pillar of a Cloud, C (a1) completes: Agabus has first strike in this battle"],
    ),
    (
        "Family Bond",
        "a1",
        # the last evil enhancement played this battle is negated and discarded
        ["Family Bond (a1) completes: Bad Figs #3 is negated; Bad Figs #3 is discarded"],
    ),
    (
        "Vulnerable",
        "a1",
        # the evil character using it has first strike
        ["Vulnerable (a1) completes: False Prophets has first strike in this battle"],
    ),
    (
        "Michael's Sword, RoJ AB",
        "a1",
        # the hero using it has first strike
        [
            "Michael's Sword, RoJ AB (a1) completes: Angel at Bethesda has first strike in this battle"
        ],
    ),
    (
        "Bad Dealings, I",
        "a1",
        # the last good enhancement played this battle is negated and discarded
        [
            "Bad Dealings, I (a1) completes: Arrow of Deliverance is negated; Arrow of Deliverance is discarded"
        ],
    ),
]


@pytest.fixture(scope="module")
def catalog(tmp_path_factory: pytest.TempPathFactory):
    yield from pool_catalog(tmp_path_factory, "redemption")


def test_the_sample_has_20_distinct_sentences():
    assert len({(c, a) for c, a, _ in SAMPLE}) == 20


@pytest.mark.parametrize(("card", "ability", "expected"), SAMPLE)
def test_battle_words_do_what_the_card_says(catalog, card, ability, expected):
    assert_runs_as_listed(catalog, card, ability, expected)
