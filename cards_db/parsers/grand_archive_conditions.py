"""Grand Archive conditions: the "if ..." / "as long as ..." part of printed text.

A condition is read into a small mapping the engine checks as the text applies
(:mod:`engine.games.grand_archive.conditions`): how many of some objects a player
controls, how many cards (of an element) are in a zone, whether this card or the
champion is rested / awake / distant / damaged, a player's influence, whose turn it is.
Text outside these shapes is None, and the sentence it opens stays not modelled.
"""

from __future__ import annotations

import re
from typing import Any

from .grand_archive_effects import _ELEMENTS, _target, number

_COUNT = r"(?P<n>a|an|one|two|three|four|five|six|seven|eight|nine|ten|\d+)"
_AT_LEAST = rf"(?:{_COUNT}(?P<more> or more)?|(?P<no>no))"
_PLURAL = {"allies": "ally", "phantasias": "phantasia", "domains": "domain", "items": "item"}
_PLURAL.update(weapons="weapon", units="unit", objects="object", champions="champion")
_STATES = ("rested", "awake", "distant", "damaged")
_ZONES = {"graveyard": "graveyard", "memory": "memory", "hand": "hand", "banishment": "banishment"}


def _bounds(m: re.Match[str]) -> dict[str, int]:
    if m["no"]:
        return {"max": 0}
    n = number(m["n"]) or 1
    return {"min": n} if m["more"] or n == 1 else {"min": n, "max": n}


def _objects(phrase: str, name: str) -> dict[str, Any] | None:
    """ "Horse ally", "two or more Animal and/or Beast allies" -> a filter (singular kinds)."""
    words = phrase.split()
    if words and words[-1].lower() in _PLURAL:
        words[-1] = _PLURAL[words[-1].lower()]
    joined = " ".join(words)
    t = _target(joined if joined.lower().startswith("another ") else "a " + joined, name)
    if not isinstance(t, dict):
        return None
    unit = dict(t["unit"])
    unit.pop("chosen", None)
    return unit


def read_condition(text: str, name: str) -> dict[str, Any] | None:
    """The condition a clause states, or None when it is not one of the known shapes."""
    low = " ".join(text.replace("’", "'").split()).rstrip(",")
    low = re.sub(r"^it's ", "it is ", low)
    self_words = {name.lower(), "this ally", "this unit", "this card", "this object", "it"}
    if m := re.fullmatch(
        rf"(?P<opp>an opponent controls|you control) {_AT_LEAST} (?P<what>.+)", low, re.I
    ):
        unit = _objects(m["what"], name)
        who = {"who": "opponent"} if m["opp"].lower().startswith("an opponent") else {}
        return {"check": "control", **who, "filter": unit, **_bounds(m)} if unit else None
    if m := re.fullmatch(
        r"(?P<who>.+?) is (?P<state>rested|awake|distant|damaged|fostered|imbued)", low, re.I
    ):
        who = m["who"].lower()
        if who in self_words:
            return {"check": "state", "of": "self", "state": m["state"].lower()}
        if who == "your champion":
            return {"check": "state", "of": "champion", "state": m["state"].lower()}
        return None
    zone_count = re.fullmatch(
        rf"(?:you have|there are) {_AT_LEAST} (?:(?P<el>\w+) element )?cards? in your "
        r"(?P<zone>graveyard|memory|hand|banishment)",
        low,
        re.I,
    )
    if zone_count and (not zone_count["el"] or zone_count["el"].lower() in _ELEMENTS):
        out = {"check": "count", "zone": zone_count["zone"].lower(), **_bounds(zone_count)}
        if zone_count["el"]:
            out["element"] = zone_count["el"].lower()
        return out
    if m := re.fullmatch(
        rf"an opponent has {_COUNT} or more cards in their (?P<zone>graveyard|memory|hand)", low
    ):
        return {"check": "count", "zone": m["zone"], "min": number(m["n"]), "who": "opponent"}
    if m := re.fullmatch(r"your influence is (\w+) or (less|more)", low):
        n = number(m[1])
        if n is None:
            return None
        return {"check": "influence", ("max" if m[2] == "less" else "min"): n}
    if low in ("it's not your turn", "it's your turn"):
        return {"check": "turn", "yours": "not" not in low}
    return None
