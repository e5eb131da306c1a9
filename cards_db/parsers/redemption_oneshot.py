"""One-shot clauses of characters and enhancements the phrase compiler hands on.

``redemption_phrases._sentence`` tries these last, on the lower-cased clause: "exchange this
card with a <description> from deck or Reserve" (REG Exchange), the piles named in printed
order. Only a description every word of which is understood compiles.
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
    return None
