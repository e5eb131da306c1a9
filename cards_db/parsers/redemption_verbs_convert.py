"""Convert clauses (REG Convert): "convert an evil human", "convert a human Evil Character to
a clay Hero", "convert all evil humans in battle to green Heroes", "convert a Hero
in a territory to black".

What the card becomes: the type printed ("to a Hero"); else the alignment of the brigade
printed ("to black": an evil brigade, so an Evil Character); else, bare, the other alignment
of the character described. The brigade printed is kept; "in the brigade of your choice" (or
"any brigade") is the player's pick as the ability activates; without either the engine gives
the brigade of the converting card. A convert ability reaches only humans unless the card names
a non-human target, so a description without a fact of its own is limited to humans. A
duration ("this turn"), "meek" and non-character results are not read here.
"""

from __future__ import annotations

import re
from typing import Any

Compiled = tuple[list[dict[str, Any]], bool, str]

_GOOD = ("blue", "clay", "green", "purple", "red", "silver", "teal", "white", "good gold")
_EVIL = ("black", "brown", "crimson", "gray", "orange", "pale green", "evil gold")
_BRIGADE = "|".join(sorted(_GOOD + _EVIL + ("gold",), key=len, reverse=True))
_TYPE = r"(hero|evil character)(?:e?s)?"
_CHOICE = (
    r"(?: (?:in|of) (?:the |a )?brigade(?: color)? of (?:your |holder's )?choice"
    r"| (?:in|of) any brigade)"
)
_CLAUSE = re.compile(
    rf"^convert (.+?)(?: to (?:a |an )?(?:({_BRIGADE})(?: brigade)? )?{_TYPE}({_CHOICE})?"
    rf"| to ({_BRIGADE})(?: brigade)?| to any (good|evil) brigade)?$"
)
_TYPES = {"hero": "hero", "evil character": "evil_character"}
_OTHER = {"hero": "evil_character", "evil_character": "hero"}


def _brigade(words: str | None, to: str | None) -> tuple[str | None, str | None] | None:
    """(type, brigade) from the brigade printed; None when they disagree or gold is unclear."""
    if words is None:
        return to, None
    side = "hero" if words in _GOOD else "evil_character" if words in _EVIL else None
    if side is None:  # plain "gold": a good or an evil brigade; the type printed says which
        side = to
    if side is None or (to is not None and to != side):
        return None
    return side, words.removeprefix("good ").removeprefix("evil ")


def compile_convert(low: str, optional: bool) -> Compiled | None:
    """(steps, optional, kind) for a convert clause of this module's forms, else None."""
    from .redemption_phrases import _inner, target_phrase

    m = _CLAUSE.match(low)
    if m is None:
        return None
    target = target_phrase(m.group(1))
    if not isinstance(target, dict) or not {"one", "all"} & set(target):
        return None
    inner = _inner(target)
    kinds = set(inner.get("type") or [])
    if not kinds or kinds - set(_OTHER) or inner.get("either"):
        return None
    printed = _TYPES[m.group(3)] if m.group(3) else None
    if m.group(6):  # "to any good brigade": the alignment it says, the brigade chosen
        printed = "hero" if m.group(6) == "good" else "evil_character"
    chosen = bool(m.group(4) or m.group(6))
    if chosen and m.group(2):
        return None  # a brigade printed and chosen
    read = _brigade(m.group(2) or m.group(5), printed)
    if read is None:
        return None
    to, brigade = read
    brigade = "choice" if chosen else brigade
    if to is None:  # bare: the other alignment of the character described
        if len(kinds) != 1:
            return None
        to = _OTHER[next(iter(kinds))]
    if kinds == {to} and brigade is None:
        return None  # nothing would change
    if "name" not in inner:
        inner.setdefault("facts", {}).setdefault("human", True)  # humans only (REG Convert)
    step: dict[str, Any] = {"verb": "convert", "target": target, "to": to}
    return [step | ({"brigade": brigade} if brigade else {})], optional, "special"
