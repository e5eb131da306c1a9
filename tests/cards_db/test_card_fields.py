"""/card lists the export's fields a player reads, never the importers' bookkeeping."""

from __future__ import annotations

import re

from bot import render
from cards_db.card_fields import BOOKKEEPING, shown_fields, type_note

# a Python repr of a dict or list (the export itself has one JSON-looking identifier, '["6/*"]')
PYTHON_SHAPES = re.compile(r"\{'|\['|'\]|'\}|^(?:True|False|None)$")


def test_labels_values_and_bookkeeping() -> None:
    fields = {
        "slug": "x",
        "examples": {'{"type": ["hero"]}': "Some Card"},
        "official_set": "Disciples",
        "unique": False,
        "keywords": [],
        "aspects": ["Vigilance", "Heroism"],
        "flip": "start_of_battle",
        "set": "Di",
        "reserve": None,
    }
    assert shown_fields(fields) == [
        ("Set name", "Disciples"),
        ("Unique", "no"),
        ("Aspects", "Vigilance, Heroism"),
        ("Flips", "start of battle"),
        ("Set", "Di"),
    ]
    assert ("Set", "Di") not in shown_fields(fields, has_printings=True)
    assert type_note("card", {"type_unknown": True, "type_basis": "no type column"}) == (
        "Type not in the card data (no type column)"
    )
    assert type_note("hero", {}) is None


def test_no_real_card_shows_bookkeeping_or_python_objects(real_db) -> None:
    """Over every card of the five real exports: what /card lists reads as words."""
    ids = [r[0] for r in real_db.db.execute("SELECT id FROM cards WHERE imported = 1")]
    assert len(ids) > 10_000
    hidden_seen = set()
    for game, full_name in real_db.db.execute(
        "SELECT game, full_name FROM cards WHERE imported = 1"
    ):
        details = real_db.card_details(game, full_name)
        hidden_seen |= BOOKKEEPING & details["fields"].keys()
        for label, value in details["shown_fields"]:
            assert not PYTHON_SHAPES.search(value), (game, full_name, label, value)
            assert "_" not in label, (game, full_name, label)
    # the importers do keep bookkeeping (the test would prove nothing otherwise)
    assert {"examples", "identifiers_named", "slug", "type_basis"} <= hidden_seen


def test_card_page_of_a_real_redemption_card(real_db) -> None:
    name = next(
        n
        for (n,) in real_db.db.execute(
            "SELECT full_name FROM cards WHERE game = 'redemption' AND fields LIKE '%\"examples\"%'"
            " ORDER BY id"
        )
    )
    details = real_db.card_details("redemption", name)
    assert details["fields"]["examples"]  # kept for the compiler
    text = "\n".join(
        render.embed_to_text(embed) for page in render.card_pages(details) for embed in page
    )
    assert "examples" not in text.lower() and "{'" not in text
    printing = details["printings"][0]
    assert (
        f"Printing: {printing['set_code']}" in text or f"Printings: {printing['set_code']}" in text
    )
