"""Amounts that count LV on the real export (Leeching Bolt: "Deal LV damage to target unit",
Nascent Barrier: "Prevent the next 1+LV damage ..."): the champion's level as it resolves,
level counters included, and the trace says what LV was."""

from __future__ import annotations

from test_grand_archive_pool import catalog  # noqa: F401 - the real-export fixture

from cards_db.parsers.grand_archive_effects import compile_text
from engine.api import run_ruling
from engine.rulesets import get_ruleset


def _texts(catalog, name: str, ability: str, level: int, counters: dict) -> list[str]:  # noqa: F811
    card = catalog.get("grand_archive", name)
    scen = get_ruleset("grand_archive").reach_scenario(card, card.ability(ability))
    champ = scen["zones"]["A"]["field"][0]
    champ["flags"]["level"] = level
    champ["counters"] = counters
    return [s.text for s in run_ruling(scen, catalog=catalog).steps]


def test_lv_damage_counts_the_modified_level(catalog) -> None:  # noqa: F811
    texts = _texts(catalog, "Leeching Bolt", "a1", 2, {"level": 1})
    assert "LV is 3 (Spirit of Fire's level), so the amount is LV = 3" in texts
    assert "Leeching Bolt deals 3 damage to Lost Spirit (3 marked)" in texts


def test_one_plus_lv_prevention(catalog) -> None:  # noqa: F811
    texts = _texts(catalog, "Nascent Barrier", "a1", 2, {})
    assert "LV is 2 (Spirit of Fire's level), so the amount is 1+LV = 3" in texts
    assert any(t.startswith("The next 3 damage that would be dealt to") for t in texts)


def test_lv_is_read_only_as_one_amount() -> None:
    assert compile_text("Glimpse LV.")[0] == [{"verb": "glimpse", "count": 0, "plus_lv": True}]
    # "unless its controller pays (LV)" is a cost, not an amount this reads
    assert compile_text("Negate target card activation unless its controller pays (LV).")[0] is None
