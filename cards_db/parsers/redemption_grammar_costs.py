"""Redemption clauses that are mostly printed as costs ("X to Y").

"Reveal a good Dominant from hand" / "reveal a N.T. gray card in your hand": the player shows
a card of their own hand (``reveal_card``: REG Reveal, nothing moves). The card is declared as
the clause's target, so as a cost ("... to negate X") it is paid only with such a card in hand
(the clause sequence marks it ``cost``; REG Cost).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

Compiled = tuple[list[dict[str, Any]], bool, str]

_REVEAL = re.compile(r"^reveal (.+?) (?:from|in) (?:your )?hand$", re.I)


def reveal_from_hand(
    low: str, optional: bool, target_phrase: Callable[[str], Any]
) -> Compiled | None:
    """ "reveal X from hand": one card of the player's hand, so described, shown."""
    m = _REVEAL.match(low)
    if m is None or m.group(1).startswith(("the ", "all ", "your ")):
        return None
    target = target_phrase(f"{m.group(1)} from hand")
    if not isinstance(target, dict) or "one" not in target:
        return None
    spec = target["one"]
    if spec.get("zone") != "hand" or spec.get("side") != "self" or "chooser" in spec:
        return None
    return [{"verb": "reveal_card", "target": target}], optional, "special"
