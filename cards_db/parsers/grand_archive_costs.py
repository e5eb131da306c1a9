"""Grand Archive activation cost parts beyond reserve, REST and "banish / sacrifice <this>":
removing counters from this card or from your champion, banishing a card with floating
memory from your graveyard, and "Discard this card from your hand" / "Banish this card from
your graveyard" (the ability is activated from that zone)."""

from __future__ import annotations

import re
from typing import Any

_NUM = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
_REMOVE = re.compile(
    r"^remove (?P<n>a|an|one|two|three|four|five) (?P<kind>[a-z]+) counters? from (?P<who>.+)$",
    re.I,
)
_SELF_FROM = re.compile(
    r"^(?P<verb>discard|banish) (?P<what>.+?) from your (?P<zone>hand|graveyard)$", re.I
)
_FLOATING = re.compile(r"^banish a card with floating memory from your graveyard$", re.I)


def _is_self(who: str, name: str) -> bool:
    """The card's full name, or its short name before the comma ("Clarent")."""
    low = who.strip().lower()
    return bool(name) and low in {name.lower(), name.split(",")[0].strip().lower()}


def read_cost_part(part: str, name: str) -> dict[str, Any] | None:
    """One comma-separated cost part as a cost step, or None when it is not one of these."""
    if m := _REMOVE.match(part.strip()):
        who = m["who"].strip().lower()
        holder = "champion" if who == "your champion" else "self" if _is_self(who, name) else None
        if holder is None:
            return None
        return {"remove_counter": m["kind"].lower(), "amount": _NUM[m["n"].lower()], "from": holder}
    m = _SELF_FROM.match(part.strip())
    if m and (m["what"].lower() == "this card" or _is_self(m["what"], name)):
        zone = m["zone"].lower()
        if m["verb"].lower() == "discard" and zone == "hand":
            return {"self_from": "hand", "to": "graveyard"}
        if m["verb"].lower() == "banish" and zone == "graveyard":
            return {"self_from": "graveyard", "to": "banishment"}
        return None
    if _FLOATING.match(part.strip()):
        return {"banish_from_graveyard": 1, "keyword": "floating memory"}
    return None
