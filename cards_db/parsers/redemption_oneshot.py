"""One-shot clauses of characters and enhancements the phrase compiler hands on.

``redemption_phrases._sentence`` tries these last, on the lower-cased clause: "exchange this
card with a <description> from deck or Reserve" (REG Exchange), the piles named in printed
order; "opponent must <verb> <description> from hand or battle" (or territory): one card of
the places named, which the opponent chooses (Target). Only a description every word of which is understood
compiles.
"""

from __future__ import annotations

import re
from typing import Any

Compiled = tuple[list[dict[str, Any]], bool, str]

_PILE_WORDS = {
    "deck": "deck",
    "draw pile": "deck",
    "reserve": "reserve",
    "discard pile": "discard",
    "hand": "hand",
    "territory": "territory",
}
_PILE = r"(?:your )?(?:deck|draw pile|reserve|discard pile|hand|territory)"
_EXCHANGE = re.compile(
    r"^exchange this (?:card|character|hero|evil character|enhancement) with (.+?) "
    rf"(?:from|in) ({_PILE}(?:(?:,|,? or) {_PILE})*)$"
)


def piles(words: str) -> list[str]:
    """ "deck, Reserve or discard pile" -> ["deck", "reserve", "discard"], in printed order."""
    parts = re.split(r",? or |, ", words)
    return [_PILE_WORDS[re.sub(r"^your ", "", p.strip())] for p in parts]


_THEIR = r"(?:their |his |her )?"
_OPPONENT_MUST = re.compile(
    r"^(?:each )?opponent must (discard|underdeck|topdeck|shuffle|reserve) (.+?) "
    rf"(?:(from {_THEIR}hand(?: or (?:battle|territory))?)|(?:in|from) {_THEIR}(territory|battle))$"
)


def opponent_must(m: re.Match[str]) -> Compiled | None:
    """One card of the opponent's, in the places named, that the opponent picks."""
    from .redemption_phrases import _inner, target_phrase

    found = target_phrase(m.group(2))
    if not isinstance(found, dict) or "one" not in found:
        return None  # "3 cards", "all ...": how many and who picks is not one choice
    inner = _inner(found)
    if {"zone", "side", "either", "not_self"} & set(inner):
        return None
    if m.group(3):
        zones = ["hand"] + re.findall(r" or (battle|territory)$", m.group(3))
    else:
        zones = [m.group(4)]
    inner.update(zone=zones if len(zones) > 1 else zones[0], side="opponent", chooser="opponent")
    return [{"verb": m.group(1), "target": found}], False, "special"


def compile_clause(low: str, optional: bool) -> Compiled | None:
    """(steps, optional, kind) for a clause of this module's forms, else None."""
    from .redemption_phrases import target_phrase

    if m := _EXCHANGE.match(low):
        found = target_phrase(m.group(1))
        if (
            not isinstance(found, dict)
            or "one" not in found
            or {"zone", "side", "not_self"} & set(found["one"])
        ):
            return None
        step = {"verb": "exchange", "find": found["one"], "zones": piles(m.group(2))}
        return [step], optional, "special"
    if (m := _OPPONENT_MUST.match(low)) and (compiled := opponent_must(m)):
        return compiled[0], optional, compiled[2]
    return None
