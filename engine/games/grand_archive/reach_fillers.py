"""Textless real cards the reach scenarios place, stated to fit what a text asks for."""

from __future__ import annotations

from typing import Any

FILLER = "Fledgling"  # a token with no text of its own
CARD_FILLER = "Baby Silver Slime"  # a card with no text (in hand, memory, graveyard)


def fitting(want: dict[str, Any], kind: str, **flags: Any) -> dict[str, Any]:
    """Flags for a filler of ``kind`` with the subtype and element a filter names (for
    "non-Human", a subtype that is not excluded)."""
    out: dict[str, Any] = {"type": kind, **flags}
    if want.get("subtypes"):
        out["subtypes"] = [want["subtypes"][0]]
    elif want.get("not_subtypes"):
        out["subtypes"] = ["Beast" if "Beast" not in want["not_subtypes"] else "Animal"]
    if want.get("element"):
        out["element"] = want["element"]
    if cost := want.get("cost"):  # "with reserve cost N or less": the first cost it names
        kind, bound = next(iter(cost.items()))
        out["cost" if kind == "reserve" else "memory_cost"] = bound.get("eq", bound.get("max"))
    return out
