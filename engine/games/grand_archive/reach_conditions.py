"""Make a reach scenario meet the printed condition of the ability under test.

A condition asking for an ally of a subtype adds a textless ally stated to have it;
one asking for N cards of an element in the graveyard puts N textless cards stated
to be of that element there; "as long as <this> is rested" places the card
rested. A condition the scenario cannot meet this way is left as it is: the run then
shows it unmet, which is honest and counted as not executed.
"""

from __future__ import annotations

from typing import Any

from engine.core.cards import CardDefinition
from engine.games.grand_archive.reach_fillers import CARD_FILLER, FILLER, fitting
from engine.games.grand_archive.reach_imbue import imbue_as_paid


def _holder(scen: dict[str, Any], card: CardDefinition) -> tuple[str, dict[str, Any]] | None:
    """The player whose zones hold the card under test, and that placement."""
    for player, zones in scen["zones"].items():
        for placed in zones.values():
            for p in placed:
                if isinstance(p, dict) and p.get("card") == card.full_name:
                    return player, p
    return None


def _object(want: dict[str, Any]) -> dict[str, Any]:
    kinds = [k for k in want.get("type") or ["ally"] if k not in ("champion", "unit")] or ["ally"]
    stats = {"power": 1, "life": 9} if kinds[0] == "ally" else {}
    return {"card": FILLER, "flags": fitting(want, kinds[0], **stats)}


def satisfy(scen: dict[str, Any], card: CardDefinition, cond: dict[str, Any]) -> None:
    """Change ``scen`` so that ``cond`` holds for the card's controller (when it can)."""
    found = _holder(scen, card)
    if found is None:
        return
    player, me = found
    zones = scen["zones"][player]
    kind = cond.get("check")
    if kind == "control" and cond.get("max") == 0:  # "you control no allies": drop the fillers
        kinds = set((cond.get("filter") or {}).get("type") or ["ally"])
        zones["field"] = [
            p
            for p in zones.get("field", [])
            if not (isinstance(p, dict) and p.get("card") == FILLER and p["flags"]["type"] in kinds)
        ]
    elif kind == "control":
        if cond.get("who") == "opponent":  # "an opponent controls ...": on the other side
            zones = scen["zones"]["B" if player == "A" else "A"]
        zones.setdefault("field", []).extend(
            _object(cond.get("filter") or {}) for _ in range(int(cond.get("min", 1)))
        )
    elif kind == "state" and cond["of"] == "self":
        if cond["state"] == "rested":
            me["exhausted"] = True
        elif cond["state"] == "distant":
            me.setdefault("flags", {})["distant"] = True
        elif cond["state"] == "damaged":
            me["damage"] = 1
        elif cond["state"] == "fostered":
            me.setdefault("flags", {})["fostered"] = True
        elif cond["state"] == "imbued":
            imbue_as_paid(scen, card, me)
    elif kind == "state" and zones.get("field"):
        champ = zones["field"][0]
        if cond["state"] == "distant":
            champ.setdefault("flags", {})["distant"] = True
        elif cond["state"] == "rested":
            champ["exhausted"] = True
        elif cond["state"] == "damaged":
            champ["damage"] = 1
    elif kind == "count" and cond.get("min"):
        who = player if cond.get("who") != "opponent" else ("B" if player == "A" else "A")
        flags: dict[str, Any] = {"type": "action"}
        if cond.get("element"):
            flags["element"] = cond["element"]
        have = scen["zones"][who].setdefault(cond["zone"], [])
        have.extend({"card": CARD_FILLER, "flags": dict(flags)} for _ in range(int(cond["min"])))
    elif kind == "influence" and "max" in cond:
        zones["memory"] = zones.get("memory", [])[: int(cond["max"])]
