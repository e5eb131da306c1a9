"""What the Redemption moment tests share (a uniquely named module): run a scenario of real
cards and read a zone afterwards."""

from __future__ import annotations

from typing import Any

from engine.api import run_ruling


def run(catalog: Any, zones: dict[str, Any], *actions: dict[str, Any]) -> Any:
    """The ruling for ``zones`` and ``actions`` (in order)."""
    scenario = {"game": "redemption", "zones": zones, "actions": list(actions)}
    return run_ruling(scenario, catalog=catalog)


def labels(result: Any, player: str, zone: str) -> list[str]:
    """The labels of the cards in one of a player's zones after the ruling."""
    return [o.label for o in result.state.cards_in(player, zone)]
