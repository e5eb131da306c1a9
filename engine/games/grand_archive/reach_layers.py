"""The card B activates for a negate to aim at, of the type or subtype the negate names
("target ally card activation", "target Spell card activation")."""

from __future__ import annotations

from typing import Any

from engine.core.cards import AbilityDefinition


def layer_kind(placed: dict[str, Any], aimed: AbilityDefinition) -> None:
    """State the waiting card's type / subtype so it fits the first layer target."""
    for step in aimed.effect:
        want = step.get("target")
        if isinstance(want, dict) and "layer" in want:
            if want.get("type") == "ally":
                placed["flags"].update(type="ally", power=1, life=1)
            if want.get("subtypes"):
                placed["flags"]["subtypes"] = [want["subtypes"]]
            return
