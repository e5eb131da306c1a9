"""The hand-checked sample of the Redemption standing abilities of kinds of ability.

Every ability the pool run newly executes with this module's forms (fewer than 30, so all
of them): protections from "evil discard abilities", "<kinds> abilities on <cards>" and
"opponent's good cards", "negate <kind> abilities" of an alignment or of the ongoing kinds
(immune, ignore, protect), and "cannot be negated" of a character holding to the end of the
phase (REG Cannot Be Negated). Each entry lists the exact effect steps the ability logs in its
reach scenario; the comment says in our words what the card's text asks for, and each was read
against the printed text.

Read by hand: 19 of 19 say what the printed text says. Caveat noted, not counted as wrong:
"Discard abilities cannot be negated" is read as every discard ability, as printed (no card
is named).
"""

from __future__ import annotations

import pytest
from real_export import pool_catalog
from red_sample import run_sampled

# (card, ability, every effect step it must log)
SAMPLE = [
    (
        "Abiathar, the Survivor",
        "a1",
        # O.T. priests in play, from discard abilities of evil cards
        [
            "Abiathar, the Survivor (a1) completes: it holds from now until the end of this phase, the battle (now Abiathar, the Survivor, Ahimelech, Priest at Nob, Seraiah the High Priest are protected from discard abilities of evil cards)",
        ],
    ),
    (
        "Ahimaaz, the Swift",
        "a1",
        # O.T. priests, from withdraw and reserve abilities of evil cards
        [
            "Ahimaaz, the Swift (a1) completes: it holds from now until the end of this phase, the battle (now Ahimaaz, the Swift, Seraiah the High Priest are protected from withdraw abilities and reserve abilities of evil cards)",
        ],
    ),
    (
        "Altar of Incense, Pi",
        "a1",
        # while in play: O.T. heroes, from discard abilities of evil enhancements
        [
            "Altar of Incense, Pi (a1), ongoing while it is in play: Bathsheba is protected from discard abilities of any evil enhancement",
        ],
    ),
    (
        "Areopagus",
        "a1",
        # while in play: its player's Greek evil characters in territory, from the opponent's good cards
        [
            "Areopagus (a1), ongoing while it is in play: Alexander's Destroyers is protected from the abilities of any opponent's good card",
        ],
    ),
    (
        "Assyrian Survivor, Roots",
        "a1",
        # itself, from discard abilities of the opponent's cards
        [
            "Assyrian Survivor, Roots (a1) completes: it holds from now until the end of this phase, the battle (now Assyrian Survivor, Roots is protected from discard abilities of opponents' cards)",
        ],
    ),
    (
        "Eli, Samuel's Mentor",
        "a1",
        # O.T. priests, from capture and shuffle abilities of evil cards
        [
            "Eli, Samuel's Mentor (a1) completes: it holds from now until the end of this phase, the battle (now Eli, Samuel's Mentor, Seraiah the High Priest are protected from capture abilities and shuffle abilities of evil cards)",
        ],
    ),
    (
        "Esau, the Hunter",
        "a1",
        # capture abilities of evil cards get 'cannot be negated' until the battle ends
        [
            "Esau, the Hunter (a1) completes: it holds from now until the end of this phase, the battle (now the capture abilities of Esau, the Hunter, Abiram cannot be negated)",
        ],
    ),
    (
        "Hadassah (Esther), Roots",
        "a1",
        # O.T. heroes, from discard abilities of evil cards
        [
            "Hadassah (Esther), Roots (a1) completes: it holds from now until the end of this phase, the battle (now Hadassah (Esther), Roots, Bathsheba are protected from discard abilities of evil cards)",
        ],
    ),
    (
        "King's Sword, C",
        "a1",
        # while in play: the immune abilities of characters are negated
        [
            "King's Sword, C (a1), ongoing while it is in play: the immune abilities of Agabus are negated",
        ],
    ),
    (
        "King's Sword, H",
        "a1",
        # while in play: the immune abilities of characters are negated
        [
            "King's Sword, H (a1), ongoing while it is in play: the immune abilities of Agabus are negated",
        ],
    ),
    (
        "Korah, the Rebellious",
        "a2",
        # band abilities of evil cards get 'cannot be negated'
        [
            "Korah, the Rebellious (a2) completes: it holds from now until the end of this phase, the battle (now the band abilities of Korah, the Rebellious, Abihu, the Disobedient, Abiram cannot be negated)",
        ],
    ),
    (
        "Prince of Persia, Di",
        "a2",
        # Persians, from discard abilities of dominants
        [
            "Prince of Persia, Di (a2) completes: it holds from now until the end of this phase, the battle (now Prince of Persia, Di, Zeresh, Wife of Haman, Roots are protected from discard abilities of any dominant)",
        ],
    ),
    (
        "Strong Demon, Di",
        "a1",
        # itself, from discard and capture abilities of good enhancements
        [
            "Strong Demon, Di (a1) completes: it holds from now until the end of this phase, the battle (now Strong Demon, Di is protected from discard abilities and capture abilities of any good enhancement)",
        ],
    ),
    (
        "Uriah the Hittite",
        "a3",
        # discard abilities (of any card) get 'cannot be negated'
        [
            "Uriah the Hittite (a3) completes: it holds from now until the end of this phase, the battle (now the discard abilities of Uriah the Hittite, Agabus, Abiram cannot be negated)",
        ],
    ),
    (
        "The Trusted Politicians",
        "a1",
        # its player's hand and the evil cards in territory, from the opponent's good cards (the hand is empty here)
        [
            "The Trusted Politicians (a1) completes: it holds from now until the end of this phase, the battle (now Abiram is protected from the abilities of any opponent's good card)",
        ],
    ),
    (
        "Belshazzar's 1,000",
        "a3",
        # band abilities of evil cards get 'cannot be negated'
        [
            "Belshazzar's 1,000 (a3) completes: it holds from now until the end of this phase, the battle (now the band abilities of Belshazzar's 1,000, Astrologers, PoC, Abiram cannot be negated)",
        ],
    ),
    (
        "The Trusted Politicians, T2C AB",
        "a1",
        # as The Trusted Politicians
        [
            "The Trusted Politicians, T2C AB (a1) completes: it holds from now until the end of this phase, the battle (now Abiram is protected from the abilities of any opponent's good card)",
        ],
    ),
    (
        "Belshazzar's 1,000, T2C AB",
        "a3",
        # band abilities of evil cards get 'cannot be negated'
        [
            "Belshazzar's 1,000, T2C AB (a3) completes: it holds from now until the end of this phase, the battle (now the band abilities of Belshazzar's 1,000, T2C AB, Astrologers, PoC, Abiram cannot be negated)",
        ],
    ),
    (
        "Pharaoh So, RR2",
        "a2",
        # the abilities of evil Egyptians get 'cannot be negated'
        [
            "Pharaoh So, RR2 (a2) completes: it holds from now until the end of this phase, the battle (now the abilities of Pharaoh So, RR2, Pharaoh, H, Pharaoh, H #2 cannot be negated)",
        ],
    ),
]


@pytest.fixture(scope="module")
def catalog(tmp_path_factory: pytest.TempPathFactory):
    yield from pool_catalog(tmp_path_factory, "redemption")


@pytest.mark.parametrize(("card", "ability", "steps"), SAMPLE, ids=[s[0] for s in SAMPLE])
def test_the_sampled_standing_kinds_ability_logs_exactly_these_steps(catalog, card, ability, steps):
    _ab, logged = run_sampled(catalog, card, ability)
    assert logged == steps
