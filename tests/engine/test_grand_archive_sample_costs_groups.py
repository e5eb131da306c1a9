"""A hand-checked sample of what the extra-cost, group, Prepare and Spellshroud readings do on
the real pool.

``random.Random(2026).sample(pool, 10)`` over the modelled abilities (cards in database
order) that pay an additional cost or Brew, give a group bonus, or are Prepare or
Spellshroud; each one is run in its reach scenario and the effect steps tagged with it are
written out below, checked by hand against the printed text (Brew lists, counts of
preparation counters, which units a "units you control" text reaches)."""

from __future__ import annotations

import random

from test_grand_archive_pool import catalog  # noqa: F401 - the real-export fixture

from engine.api import run_ruling
from engine.rulesets import get_ruleset

MINE = {"group_static", "group_until_end_of_turn", "additional_cost", "brew"}
BREWED = "is brewed: its reserve cost is not paid, and changes to that cost are ignored"


def _sac(card: str, *fillers: int, brew: bool = False) -> list[str]:
    tail = " (Brew)" if brew else ""
    out = [f"A sacrifices Fledgling #{n} to pay for {card}{tail}" for n in fillers]
    return out + ([f"{card} {BREWED}"] if brew else [])


def _prepared(card: str, n: int) -> list[str]:
    return [
        f"A removes {n} preparation counter(s) from Spirit of Fire (0 left): {card} becomes prepared"
    ]


SAMPLE = [
    ("Hide in Bush", "a1", _sac("Hide in Bush", 2, 3, 4, 5, brew=True)),  # Four Herbs
    (
        "Arthur, Young Heir",
        "a2",
        [  # placed rested, so "other allies you control" get it; Arthur himself does not
            "Fledgling gets +1 POWER while Arthur, Young Heir's static ability applies "
            "(POWER 2, LIFE 9)",
            "Fledgling #2 gets +1 POWER while Arthur, Young Heir's static ability applies "
            "(POWER 2, LIFE 9)",
        ],
    ),
    ("Final Stroke", "a1", _prepared("Final Stroke", 3)),
    ("Condensed Supernova", "a1", _sac("Condensed Supernova", 2, 3, 4, 5, 6, brew=True)),  # 1+2+2
    (
        "Cheshire Cat, Impish Grin",
        "a1",
        [
            "Cheshire Cat, Impish Grin has spellshroud: Flickering Cinder is a Spell, so it "
            "cannot target Cheshire Cat, Impish Grin"
        ],
    ),
    ("Coup de Grace", "a1", _prepared("Coup de Grace", 4)),
    ("Thousand Refractions", "a1", _prepared("Thousand Refractions", 1)),
    ("Arrow Trap", "a1", _prepared("Arrow Trap", 1)),
    ("Sudden Deluge", "a1", _prepared("Sudden Deluge", 1)),
    ("Smash with Obelisk", "a1", _sac("Smash with Obelisk", 2)),  # a domain you control
]


def test_the_sample_does_exactly_what_the_printed_text_says(catalog) -> None:  # noqa: F811
    ruleset = get_ruleset("grand_archive")
    pool = [
        (card, ab)
        for card in catalog.cards("grand_archive")
        for ab in card.abilities
        if ab.modelled == "modelled"
        and (
            {s.get("verb") for s in ab.effect} & MINE
            or ab.timing in ("keyword:prepare", "keyword:spellshroud")
        )
    ]
    drawn = random.Random(2026).sample(pool, len(SAMPLE))
    assert [(c.full_name, a.id) for c, a in drawn] == [(n, i) for n, i, _ in SAMPLE]
    for (card, ability), (_, _, expected) in zip(drawn, SAMPLE, strict=True):
        r = run_ruling(ruleset.reach_scenario(card, ability), catalog=catalog)
        steps = [
            s.text
            for s in r.steps
            if s.kind == "effect" and s.ability == ability.id and card.name in (s.card or "")
        ]
        assert steps == expected, card.full_name
