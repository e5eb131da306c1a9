"""What a reach scenario adds so a one-shot effect has something to act on (a weapon to load,
a card in memory to reveal or return ...), each placed for the step that needs it."""

from __future__ import annotations

from typing import Any

from engine.core.cards import AbilityDefinition
from engine.games.grand_archive.reach_fillers import FILLER, fitting


def stage_steps(scen: dict[str, Any], ability: AbilityDefinition) -> None:
    """Add to A's zones what each step of ``ability`` needs and the base scenario lacks."""
    zones = scen["zones"]["A"]
    for step in ability.effect:
        verb = step.get("verb")
        if verb == "load":  # a weapon of the named subtype, controlled by A, to load into
            unit = (step.get("target") or {}).get("unit", {})
            weapon = {"card": FILLER, "flags": fitting(unit, "weapon")}
            if weapon not in zones["field"]:
                zones["field"].append(weapon)
