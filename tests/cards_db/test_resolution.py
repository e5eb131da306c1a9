"""Staged name resolution, near-ties, bad input, autocomplete and the engine catalog."""

from __future__ import annotations

import pytest

from engine.core.cards import CardNotFound


def test_stages(loaded):
    assert loaded.resolve_card("sand wyrm", "swu").status == "exact"
    assert loaded.resolve_card("SÄND-WYRM!", "swu").status == "exact"
    res = loaded.resolve_card("Brig", "swu")
    assert res.status == "prefix" and res.card.full_name == "Bright Idea"
    res = loaded.resolve_card("Vex - Keeper", "swu")
    assert res.status == "subtitle" and res.card.subtitle == "Keeper of Maps"
    assert loaded.resolve_card("vex lost", "swu").card.subtitle == "Lost in Fog"
    res = loaded.resolve_card("Sand Wyrn", "swu")
    assert res.status == "fuzzy" and res.card.full_name == "Sand Wyrm"
    assert "read as Sand Wyrm" in res.message


def test_never_picks_among_near_ties(loaded):
    res = loaded.resolve_card("Captain Vex", "swu")
    assert res.status == "ambiguous" and res.card is None
    assert {c.subtitle for c in res.candidates} == {"Keeper of Maps", "Lost in Fog"}
    assert "Which one?" in res.message


def test_not_found_names_game_and_closest(loaded):
    res = loaded.resolve_card("Bright Ideaz Extra", "swu")
    assert res.status in {"fuzzy", "not_found"}
    res = loaded.resolve_card("Zzyzx Qwerty", "swu")
    assert res.status == "not_found" and res.card is None
    assert res.message.startswith("No Star Wars: Unlimited card named 'Zzyzx Qwerty'")


@pytest.mark.parametrize(
    "text",
    ["", "   ", "🎉🎉", "x" * 10_000, "'; DROP TABLE cards; --", 'Sand "Wyrm"', "\n\t", "%_%"],
)
def test_bad_input_gets_a_clear_answer(loaded, text):
    res = loaded.resolve_card(text)
    assert res.message and "\n" not in res.message and len(res.message) < 600
    assert loaded.resolve_card("Sand Wyrm", "swu").status == "exact"  # table still there
    assert len(loaded.autocomplete(text)) <= 25
    assert isinstance(loaded.search_cards(text), list)
    assert isinstance(loaded.search_rules(text), list)


def test_invalid_statuses(loaded):
    assert loaded.resolve_card("").status == "invalid"
    assert loaded.resolve_card("x" * 10_000).status == "invalid"
    assert loaded.resolve_card("🎉").status == "invalid"
    assert loaded.resolve_card("Sand Wyrm", "chess").status == "invalid"


def test_cross_game_resolution_names_games(loaded):
    res = loaded.resolve_card("Clockwork Owl")
    assert res.status == "exact" and res.card.game == "altered"


def test_autocomplete_ranked_and_bounded(loaded):
    got = loaded.autocomplete("vex", "swu")
    assert [s.value for s in got] == [
        "Captain Vex, Lost in Fog",
        "Captain Vex, Keeper of Maps",
    ] or {s.value for s in got} == {"Captain Vex, Lost in Fog", "Captain Vex, Keeper of Maps"}
    first = loaded.autocomplete("b", "swu")
    assert first[0].value == "Bright Idea"
    assert all(len(s.label) <= 100 and len(s.value) <= 100 for s in loaded.autocomplete("a"))
    assert len(loaded.autocomplete("", None, limit=500)) <= 25
    assert loaded.autocomplete("lantern", "redemption")[0].value == "Lantern Bearer"
    assert loaded.autocomplete("owl", "chess") == []


def test_autocomplete_prefix_before_fragment(loaded):
    got = [s.value for s in loaded.autocomplete("lost", "swu")]
    assert got == ["Captain Vex, Lost in Fog"]
    got = [s.value for s in loaded.autocomplete("ide", "swu")]
    assert got[0] == "Bright Idea"


def test_catalog_returns_definitions_or_raises(loaded):
    catalog = loaded.catalog()
    parsed = catalog.get("swu", "Captain Vex, Keeper of Maps")
    assert parsed.source == "parsed" and parsed.stats == {"power": 2, "hp": 4}
    assert [a.modelled for a in parsed.abilities] == ["modelled", "modelled"]
    with pytest.raises(CardNotFound) as err:
        catalog.get("swu", "Captain Vex")
    assert len(err.value.candidates) == 2
    with pytest.raises(CardNotFound):
        catalog.get("swu", "Nothing Like It At All")


def test_search_cards_full_text(loaded):
    found = loaded.search_cards("sad song")
    assert [c.full_name for c in found] == ["Captain Vex, Lost in Fog"]
    assert loaded.search_cards("owl", game="swu") == []
