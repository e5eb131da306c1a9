"""Synthetic card pools for benchmarks and tests: a chain of N nested triggers."""

from __future__ import annotations

from typing import Any

from engine.core.cards import CardDefinition, YamlCatalog


def chain_catalog(n: int) -> YamlCatalog:
    """The SWU cards plus N units: defeating link i defeats link i+1 (When Defeated)."""
    cards = YamlCatalog().all("swu")
    for i in range(n):
        target = {"unit": {"controller": "any", "named": f"Link {i + 1}"}}
        effect = [{"verb": "defeat", "target": target}] if i + 1 < n else []
        ability = {
            "id": "next",
            "kind": "triggered",
            "timing": "when_defeated",
            "trigger": {"event": "unit_defeated", "by": "self_card"},
            "effect": effect,
        }
        card = {
            "name": f"Link {i}",
            "type": "unit",
            "cost": 1,
            "stats": {"power": 1, "hp": 1},
            "fields": {"arena": "ground"},
            "abilities": [ability],
        }
        cards.append(CardDefinition.from_dict("swu", card))
    return YamlCatalog(cards)


def chain_scenario(n: int) -> dict[str, Any]:
    """Every link in A's ground arena; B's Vanquish defeats the first one."""
    zones = {"A": {"ground arena": [f"Link {i}" for i in range(n)]}}
    return {"game": "swu", "zones": zones, "actions": ["B plays Vanquish on Link 0"]}
