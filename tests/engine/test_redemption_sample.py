"""The hand-checked sample: 30 executed abilities of the real Redemption pool, fixed seed.

Each was drawn once (``random.seed(15)`` over the executed abilities of the whole-pool run),
read against the card's printed text, and its effect step written out exactly. If a change
makes any of them do something else (or nothing), this test names the card.
"""

from __future__ import annotations

import pytest
from real_export import pool_catalog

from engine.api import run_ruling
from engine.rulesets import get_ruleset

# (card, ability, the one effect step it must log)
SAMPLE = [
    (
        "Hard Bondage, FoM",
        "a1",
        "Hard Bondage, FoM (a1) completes: Agabus is captured to the land of bondage",
    ),
    (
        "Abandonment, Roots",
        "a1",
        "Abandonment, Roots (a1) completes: Greek Philosophers is negated; Agabus is negated; Abiram is negated",
    ),
    (
        "Besieged by Babylon, T2C AB",
        "a2",
        "Besieged by Babylon, T2C AB (a2) completes: Abiram is discarded",
    ),
    ("Angel of the Lord, G", "a1", "Angel of the Lord, G (a1) completes: Abiram is discarded"),
    ("Egyptian Wise Men, IR", "a1", "Egyptian Wise Men, IR (a1) completes: Agabus #2 is negated"),
    ("Job Overcomes", "a2", "Job Overcomes (a2) completes: A draws 1 card(s)"),
    (
        "Achan's Sin, I",
        "a2",
        "Achan's Sin, I (a2) completes: Abiram, Agabus, Abiram #2, Achan's Sin, I are discarded",
    ),
    ("Azariah the High Priest", "a1", "Azariah the High Priest (a1) completes: A draws 1 card(s)"),
    (
        "Dissent Against Moses",
        "a1",
        "Dissent Against Moses (a1) completes: Golden Lamp Stand is negated",
    ),
    ("Samuel's Edict, K", "a1", "Samuel's Edict, K (a1) completes: Abiram is discarded"),
    (
        "John, the Fisherman / John, Son of Thunder, GoC",
        "a3",
        "John, the Fisherman / John, Son of Thunder, GoC (a3) completes: A draws 2 card(s)",
    ),
    ("Created by Christ", "a1", "Created by Christ (a1) completes: Bad Figs is discarded"),
    (
        "Plague of Hail",
        "a1",
        "Plague of Hail (a1) completes: Bad Figs is negated; Bad Figs is discarded",
    ),
    ("Scarlet Line, II", "a1", "Scarlet Line, II (a1) completes: Bad Figs is negated"),
    (
        "Restoring the Afflicted, GoC",
        "a3",
        "Restoring the Afflicted, GoC (a3) completes: A draws 1 card(s)",
    ),
    ("Martha, TxP", "a2", "Martha, TxP (a2) completes: A draws 1 card(s); B draws 1 card(s)"),
    ("Slain by Levites, L", "a1", "Slain by Levites, L (a1) completes: Abiram is discarded"),
    ("Lamplight", "a1", "Lamplight (a1) completes: A looks at B's hand: Abiram #2"),
    (
        "Prince Jonathan, PoC",
        "a2",
        "Prince Jonathan, PoC (a2) completes: David, Roots is banded into battle",
    ),
    ("Ittai, Ki", "a1", "Ittai, Ki (a1) completes: David, Roots is banded into battle"),
    (
        "Hannah, 1st Print - K",
        "a1",
        "Hannah, 1st Print - K (a1) completes: A looks at B's hand: Abiram",
    ),
    (
        "Reprimand / Repercussion, GoC",
        "a2",
        "Reprimand / Repercussion, GoC (a2) completes: Abiram, Abiram #2 are withdrawn to territory",
    ),
    (
        "Orpah Departs",
        "a1",
        "Orpah Departs (a1) completes: Abiram, Agabus are withdrawn to territory",
    ),
    ("Imprisoned", "a2", "Imprisoned (a2) completes: Agabus is captured to the land of bondage"),
    (
        "Obedience of Noah, Roots",
        "a1",
        "Obedience of Noah, Roots (a1) completes: Abiram is negated",
    ),
    (
        "Rescued from Lions, T2C AB",
        "a1",
        "Rescued from Lions, T2C AB (a1) completes: Abiram is negated",
    ),
    (
        "The Lord Rebuke You!",
        "a2",
        "The Lord Rebuke You! (a2) completes: Agabus is put on top of the deck",
    ),
    ("Jacob's Rods", "a1", "Jacob's Rods (a1) completes: Bad Figs is discarded"),
    ("Zadok", "a2", "Zadok (a2) completes: Ahimaaz, FoM is banded into battle"),
    (
        "The Lord Rebuke You!",
        "a1",
        "The Lord Rebuke You! (a1) completes: Abiram, Abiram #2 are withdrawn to territory",
    ),
]


@pytest.fixture(scope="module")
def catalog(tmp_path_factory: pytest.TempPathFactory):
    yield from pool_catalog(tmp_path_factory, "redemption")


def test_the_sample_has_thirty_distinct_abilities():
    assert len({(c, a) for c, a, _ in SAMPLE}) == 30


@pytest.mark.parametrize(("card", "ability", "expected"), SAMPLE)
def test_sampled_ability_does_what_the_card_says(catalog, card, ability, expected):
    definition = catalog.get("redemption", card)
    ab = next(a for a in definition.abilities if a.id == ability)
    result = run_ruling(get_ruleset("redemption").reach_scenario(definition, ab), catalog=catalog)
    mine = [
        s for s in result.steps if s.ability == ability and s.card and definition.name in s.card
    ]
    assert [s.text for s in mine if s.kind == "effect"] == [expected]
    assert not [s for s in mine if s.kind == "not_modelled"]
