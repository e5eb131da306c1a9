"""Reach scenarios for group text: an object its controller controls that the group covers."""

from __future__ import annotations

from typing import Any

from engine.core.cards import AbilityDefinition
from engine.games.grand_archive.reach_fillers import FILLER, fitting

GROUP_VERBS = ("group_static", "group_until_end_of_turn")


def add_members(scen: dict[str, Any], ability: AbilityDefinition) -> None:
    """A textless filler on A's field that fits each group step's filter (a champion filter is
    met by A's champion already)."""
    field = scen["zones"]["A"].setdefault("field", [])
    for step in ability.effect:
        if step.get("verb") not in GROUP_VERBS:
            continue
        want = step.get("filter") or {}
        kind = next((t for t in want.get("type") or ["ally"] if t != "champion"), None)
        if kind is None:
            continue
        flags = fitting(want, kind)
        if kind == "ally":
            flags.update(power=1, life=9)
        field.append({"card": FILLER, "flags": flags})
