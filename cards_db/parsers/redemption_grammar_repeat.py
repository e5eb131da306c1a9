"""Redemption "repeat" sentences: "[If used by a warrior, ]repeat [up to] N time(s)".

The sentence is an ability of its own whose ``repeat`` step names the ability printed just
before it (``engine.games.redemption.repeat`` activates that one again). It is read only when
that ability compiled, is no interrupt, brings no character into battle (banding activates
after the card's other abilities) and is not itself a repetition or an answer to an earlier
sentence; the leading condition must read as the one-sentence compiler reads conditions.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from engine.core.cards import AbilityDefinition

Compiled = tuple[list[dict[str, Any]], bool, str]
Compile = Callable[[str], Compiled | None]

_REPEAT = re.compile(r"^(?:if (.+?), )?repeat (up to )?(\w+) times?$", re.I)
# "You may reveal a Dominant from hand to repeat 1 time": a cost first (REG Cost).
_PAID = re.compile(r"^((?:you|holder) may )?(.+?) to (repeat (?:up to )?\w+ times?)$", re.I)
_TIMES = {"1": 1, "one": 1, "2": 2, "two": 2, "3": 3, "three": 3, "4": 4, "four": 4}
# Steps of an earlier ability that keep it from being repeated by this reading.
_NOT_AGAIN = {"band", "interrupt", "repeat", "follows", "refers", "offer"}


def compile_repeat(
    sentence: str, before: list[AbilityDefinition], compile_text: Compile
) -> Compiled | None:
    """(steps, optional, kind) for a repeat sentence after a compiled ability, else None."""
    if paid := _PAID.match(sentence):
        return _paid_repeat(paid, before, compile_text)
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


def _paid_repeat(
    m: re.Match[str], before: list[AbilityDefinition], compile_text: Compile
) -> Compiled | None:
    """ "[You may ]X to repeat N times": X is a cost, paid with a card it declares, before the
    repetition (REG Cost); nothing is repeated when it cannot be paid."""
    again = compile_repeat(m.group(3), before, compile_text)
    cost = compile_text(m.group(2))
    if again is None or cost is None or cost[1] or cost[2] != "special":
        return None
    steps = [dict(st) for st in cost[0]]
    if len(steps) != 1 or not isinstance(steps[0].get("target"), dict):
        return None  # only a cost the engine can see paid: a card declared and acted on
    if steps[0].get("verb") in _NOT_AGAIN | {"choose", "require"}:
        return None
    steps[0]["cost"] = True
    return [*steps, *again[0]], bool(m.group(1)), "special"
