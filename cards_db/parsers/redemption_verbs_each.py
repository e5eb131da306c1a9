"""Clauses every player carries out: "each player must underdeck a card from hand", "each
player must discard a Hero in territory".

Each player does it to a card of their own that they pick: one step for the card's player
(their own card, their choice) and one for the opponent (the opponent's card, the opponent's
choice), in that order, each declared as its own target (REG Target). Only the one-card form
of the movers the opponent form already reads is read here.
"""

from __future__ import annotations

import re
from typing import Any

Compiled = tuple[list[dict[str, Any]], bool, str]

_THEIR = r"(?:their |his |her |own |their own )?"
_CLAUSE = re.compile(
    r"^each player must (discard|underdeck|topdeck|shuffle|reserve|banish) (.+?)"
    rf"(?: of their choice)? (?:from {_THEIR}(hand)|(?:in|from) {_THEIR}(territory))$"
)


def compile_each(low: str, optional: bool) -> Compiled | None:
    """(steps, optional, kind) for an "each player must" clause, else None."""
    from .redemption_phrases import target_phrase

    m = _CLAUSE.match(low)
    if m is None:
        return None
    words = "a card" if m.group(2) in ("1", "one") else m.group(2)  # "discard 1 from hand"
    found = target_phrase(words)
    if not isinstance(found, dict) or set(found) != {"one"}:
        return None  # how many, or "all": not one card each
    spec = found["one"]
    if {"zone", "side", "either", "not_self", "chooser"} & set(spec):
        return None
    zone = m.group(3) or m.group(4)
    mine = {"one": {**spec, "zone": zone, "side": "self"}}
    theirs = {"one": {**spec, "zone": zone, "side": "opponent", "chooser": "opponent"}}
    verb = m.group(1)
    return [{"verb": verb, "target": mine}, {"verb": verb, "target": theirs}], optional, "special"
