"""Reach scenario for Spellshroud: the card is on B's field and A's Spell looks for a target."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.core.cards import CardDefinition

# a real action card whose one effect targets any unit ("deal 1 damage to target unit ..."),
# stated to be a Spell
SPELL = {
    "card": "Flickering Cinder",
    "flags": {"type": "action", "subtypes": ["Spell"], "cost": 0, "element": "fire"},
}


def spellshrouded(
    card: CardDefinition,
    base: Callable[..., dict[str, Any]],
    placed: Callable[..., dict[str, Any]],
) -> dict[str, Any] | None:
    """A Spell of A's that targets a unit, with ``card`` (a unit, or stated to be one) on B's
    side as a possible target; a champion card is B's champion."""
    if card.full_name == SPELL["card"] or card.type in ("token", "mastery"):
        return None
    scen = base({"hand": [dict(SPELL)]}, [])
    b_field = scen["zones"]["B"]["field"]
    if card.type == "champion":
        b_field[0] = {"card": card.full_name, "flags": {"level": 3, "life": 30}}
    else:
        kind = card.type if card.type in ("ally", "token") else "ally"
        b_field.append(placed(card, type=kind, power=1, life=9))
    scen["actions"] = [{"player": "A", "activate": SPELL["card"]}]
    return scen
