"""Place clauses (REG Place) that move the card itself: "place on a Hero", "place this card on
a Lost Soul", "place in an opponent's territory", "place this card in your Land of
Redemption".

Only the card whose ability it is is placed; the card it goes on is described, not targeted.
A territory printed without an owner is the player's own. "A player's" or "any" territory
(the player picks one), a duration, and "Place ...: <ability>" (the ability the placed card
then has) are not read here.
"""

from __future__ import annotations

import re
from typing import Any

Compiled = tuple[list[dict[str, Any]], bool, str]

_SELF = r"(?:this card |this )?"
_ON = re.compile(rf"^place {_SELF}on (.+)$")
_IN = re.compile(
    rf"^place {_SELF}in (your |an opponent's |opponent's )?(territory|land of redemption)$"
)


def compile_place(low: str, optional: bool) -> Compiled | None:
    """(steps, optional, kind) for a place clause of this module's forms, else None."""
    from .redemption_phrases import target_phrase

    if m := _IN.match(low):
        whose = "opponent" if m.group(1) and "opponent" in m.group(1) else "you"
        if m.group(2) == "land of redemption" and whose != "you":
            return None
        zone = m.group(2).replace(" ", "_")
        return [{"verb": "place", "zone": zone, "whose": whose}], optional, "special"
    if m := _ON.match(low):
        found = target_phrase(m.group(1))
        if not isinstance(found, dict) or set(found) != {"one"} or found["one"].get("either"):
            return None
        if {"chooser", "not_self"} & set(found["one"]):
            return None
        return [{"verb": "place", "on": found["one"]}], optional, "special"
    return None
