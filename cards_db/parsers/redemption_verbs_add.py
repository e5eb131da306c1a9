"""Add-to-battle clauses (REG Add to Battle): "add a N.T. angel to battle", "add up to 3
angels to battle", "add this card to battle", "add Elisha from deck or Reserve to battle".

The character joins its player's own side, so the description is limited to the player's
own cards of the alignment of the card's side (a Hero for a good card); it comes from a
territory or the hand unless the text names the piles. "Opponent must add ..." and a
character of the other side are not read here.
"""

from __future__ import annotations

import re
from typing import Any

Compiled = tuple[list[dict[str, Any]], bool, str]

_PILE = r"(?:your )?(?:deck|draw pile|discard pile|reserve)"
_CLAUSE = re.compile(rf"^add (.+?)(?: from ({_PILE}(?:(?:,|,? or) {_PILE})*))? to (?:the )?battle$")
_CHARACTERS = {"hero", "evil_character"}


def compile_add(low: str, optional: bool, side: str) -> Compiled | None:
    """(steps, optional, kind) for an add-to-battle clause, else None. ``side`` is the type
    of character the card's player fights with (hero or evil_character)."""
    from .redemption_phrases import _inner, target_phrase
    from .redemption_verbs_piles import pile_list

    m = _CLAUSE.match(low)
    if m is None or side not in _CHARACTERS:
        return None
    target = target_phrase(m.group(1))
    if target == "self" and not m.group(2):
        return [{"verb": "add_to_battle", "target": "self"}], optional, "special"
    if not isinstance(target, dict) or not {"one", "up_to", "all"} & set(target):
        return None
    inner = _inner(target)
    if {"zone", "side", "not_self", "chooser"} & set(inner) or inner.get("either"):
        return None
    kinds = set(inner.get("type") or [])
    if kinds - _CHARACTERS:
        return None
    if not kinds or kinds == _CHARACTERS:
        inner["type"] = [side]
    elif kinds != {side}:
        return None  # a character of the other side joins no side of its player's
    zones = pile_list(m.group(2)) if m.group(2) else ["territory", "hand"]
    inner.update(zone=zones if len(zones) > 1 else zones[0], side="self")
    return [{"verb": "add_to_battle", "target": target}], optional, "special"
