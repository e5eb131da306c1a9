"""A sentence opening with "Then" on the real export: it only orders the sentence after the
ones before it, so it compiles like any other sentence and runs after them."""

from __future__ import annotations

from test_grand_archive_pool import (
    catalog,  # noqa: F401 - the real-export fixture
    sample_mismatches,
    sample_not_executed,
)

from cards_db.parsers.grand_archive_effects import compile_text

_SPIRIT = [
    {"count": 6, "verb": "glimpse"},
    {"count": 6, "verb": "draw"},
    {"count": 1, "token": "Spirit Shard", "verb": "summon"},
]

# Every modelled ability with a sentence opening with "Then" in the real pool (the whole
# family, so no draw is needed), checked by hand against the printed text.
THEN_SAMPLE = [
    ("Fragmented Spirit of Fire", "a1", "on_enter", _SPIRIT),
    ("Fragmented Spirit of Water", "a1", "on_enter", _SPIRIT),
    ("Fragmented Spirit of Wind", "a1", "on_enter", _SPIRIT),
    (
        "Starbirth",
        "a1",
        "on_resolve",
        [
            {"count": 1, "into": "memory", "verb": "draw"},
            {"count": 1, "token": "Astral Shard", "verb": "summon"},
        ],
    ),
    (
        "Under Fire",
        "a2",
        "on_resolve",
        [
            {"target": "your_champion", "verb": "become_distant"},
            {"amount": 4, "may": True, "target": "your_champion", "verb": "deal_damage"},
            {
                "if_done": True,
                "keywords": ["stealth"],
                "target": "your_champion",
                "verb": "grant_keywords",
            },
        ],
    ),
]


def test_then_family_compiles_exactly(catalog) -> None:  # noqa: F811
    assert sample_mismatches(catalog, THEN_SAMPLE) == []


def test_then_family_executes_at_its_moment(catalog) -> None:  # noqa: F811
    assert sample_not_executed(catalog, THEN_SAMPLE) == []


def test_then_after_an_optional_opening_stays_unread() -> None:
    # Whether the "Then" sentence still happens when the first is declined is not settled
    # by the grammar, so the paragraph is left to be resolved as printed.
    assert compile_text("You may draw a card. Then recover 2.")[0] is None
    assert compile_text("You may draw a card. If you do, recover 1. Then recover 2.")[0] is None
    assert compile_text("Draw a card. Then, recover 2.")[0] == [
        {"verb": "draw", "count": 1},
        {"verb": "recover", "amount": 2},
    ]
