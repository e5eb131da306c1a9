"""Target filters by cost (a bound on the memory cost, the reserve cost, or either): a card
prints one of its two costs, so either named cost may be met. A card whose
costs the data does not give fits none: the scenario states them (flags: {cost: N} for the
reserve cost, {memory_cost: N})."""

from __future__ import annotations

from typing import Any

from engine.core.state import CardObject
from engine.games.grand_archive import characteristics as ch

_STAT = {"reserve": "cost", "memory": "memory_cost"}


def _meets(value: int, bound: dict[str, int]) -> bool:
    return value == bound["eq"] if "eq" in bound else value <= bound["max"]


def cost_fits(obj: CardObject, want: dict[str, Any]) -> bool | None:
    """Whether ``obj`` meets the cost clause; None when none of the named costs is known."""
    known = False
    for kind, bound in want.items():
        value = ch.stat(obj, _STAT[kind])
        if value is None:
            continue
        known = True
        if _meets(value, bound):
            return True
    return False if known else None


def describe(want: dict[str, Any]) -> str:
    """The cost clause in words, for the trace."""
    parts = []
    for kind, bound in want.items():
        n = bound.get("eq", bound.get("max"))
        parts.append(f"{kind} cost {n}{'' if 'eq' in bound else ' or less'}")
    return " or ".join(parts)
