"""Redemption "repeat" sentences: "[If used by a warrior, ]repeat [up to] N time(s)".

The sentence is an ability of its own whose ``repeat`` step names the ability printed just
before it (``engine.games.redemption.repeat`` activates that one again). It is read only when
that ability compiled, is no interrupt, brings no character into battle (banding activates
after the card's other abilities) and is not itself a repetition or an answer to an earlier
sentence; the leading condition must read as the one-sentence compiler reads conditions.
"""

from __future__ import annotations

import re
from typing import Any

from engine.core.cards import AbilityDefinition

Compiled = tuple[list[dict[str, Any]], bool, str]

_REPEAT = re.compile(r"^(?:if (.+?), )?repeat (up to )?(\w+) times?$", re.I)
_TIMES = {"1": 1, "one": 1, "2": 2, "two": 2, "3": 3, "three": 3, "4": 4, "four": 4}
# Steps of an earlier ability that keep it from being repeated by this reading.
_NOT_AGAIN = {"band", "interrupt", "repeat", "follows", "refers", "offer"}


def compile_repeat(sentence: str, before: list[AbilityDefinition]) -> Compiled | None:
    """(steps, optional, kind) for a repeat sentence after a compiled ability, else None."""
    m = _REPEAT.match(sentence)
    if m is None or not before or m.group(3).lower() not in _TIMES:
        return None
    first = before[-1]
    if not first.effect or first.kind not in ("special", "ongoing"):
        return None
    steps = [st for st in first.effect if isinstance(st, dict)]
    inner = [o for st in steps for opt in st.get("options", []) for o in opt.get("steps", [])]
    if any(st.get("verb") in _NOT_AGAIN for st in steps + inner):
        return None
    conditions: list[dict[str, Any]] = []
    if m.group(1):
        from .redemption_phrases import _conditions  # the one-sentence compiler's reading

        found = _conditions(m.group(1))
        if found is None:
            return None
        conditions = found
    step = {"verb": "repeat", "ability": first.id, "times": _TIMES[m.group(3).lower()]}
    if m.group(2):
        step["up_to"] = True
    return [*conditions, step], False, "special"
