"""Every real export in ../shared/carddata imports and resolves (skipped when absent)."""

from __future__ import annotations

import pytest

from cards_db.coverage import coverage
from engine.core.cards import CardNotFound


def test_all_real_pools_import(real_db):
    counts = dict(real_db.db.execute("SELECT game, count(*) FROM cards GROUP BY game").fetchall())
    assert counts["swu"] > 1400 and counts["altered"] > 1000 and counts["redemption"] > 5000
    assert counts["grand_archive"] > 1600 and counts["epic_battles"] > 550
    assert sum(counts.values()) > 10_000
    assert real_db.db.execute("SELECT count(*) FROM rulings").fetchone()[0] > 300


def test_real_names_resolve(real_db):
    assert real_db.resolve_card("Kryat Dragn", "swu").card.full_name == "Krayt Dragon"
    vader = real_db.resolve_card("Vader - Commanding", "swu")
    assert vader.card.full_name == "Darth Vader, Commanding the First Legion"
    assert real_db.resolve_card("Darth Vader", "swu").status == "ambiguous"
    assert len(real_db.autocomplete("a")) == 25


def test_real_coverage_reports_every_game(real_db):
    figures = {c.game: c for c in coverage(real_db.db)}
    assert all(figures[g].abilities > 0 for g in figures)
    ga = figures["grand_archive"]
    assert ga.tagged > 500 and ga.tags_recognised / ga.tagged > 0.9


def test_a_miss_keeps_the_resolvers_words_with_names_quoted(real_db):
    """Redemption full names carry commas ("Gideon, J"): each candidate is quoted, and the
    engine's refusal says whether the name matched several cards or none."""
    catalog = real_db.catalog()
    with pytest.raises(CardNotFound) as several:
        catalog.get("redemption", "Gideon")
    assert str(several.value).startswith("'Gideon' matches several Redemption cards: “Gideon, ")
    assert str(several.value).endswith("Which one?")
    assert "“Gideon, J”" in str(several.value) and "“Gideon, L”" in str(several.value)
    with pytest.raises(CardNotFound) as none:
        catalog.get("redemption", "Gidxxxeon")
    assert str(none.value).startswith("No Redemption card named 'Gidxxxeon'; closest: “Gideon")
