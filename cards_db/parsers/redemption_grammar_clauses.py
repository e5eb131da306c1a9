"""Redemption clause shapes built from clauses the one-clause reader already understands.

"Negate and reserve an evil card", "Negate and remove a demon from the game": one target,
negated first and then acted on by the second verb (REG Negate: the negated card's abilities
stop, and the card is then moved as the verb says). The second clause is read whole
("reserve an evil card"), so any verb that reads alone may follow "negate and".

A fixed card ("this card", the character an enhancement is on) is not declared as a target,
so a clause acting on it may follow one that changes the game ("Draw 1 and discard this
card"): nothing about which card it is can change in between (Special Ability, Target).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

Steps = list[dict[str, Any]]
Compiled = tuple[Steps, bool, str]
Clause = Callable[[str], Compiled | None]

_NEGATE_AND = re.compile(r"^negate and (?!negate\b)(.+)$", re.I)
FIXED = ("self", "bearer")  # targets that are never declared: the card itself, its bearer
_NOT_AFTER_NEGATE = {"band", "choose", "interrupt", "require", "negate"}


def negate_and(text: str, clause: Clause) -> Compiled | None:
    """ "negate and VERB TARGET": the target negated, then VERB done to it; None when the
    words after "negate and" are not one targeted clause."""
    m = _NEGATE_AND.match(text.strip())
    if m is None:
        return None
    then = clause(m.group(1))
    if then is None or then[1] or then[2] != "special" or len(then[0]) != 1:
        return None
    step = dict(then[0][0])
    target = step.get("target")
    if not isinstance(target, dict) or step.get("verb") in _NOT_AFTER_NEGATE:
        return None
    return [{"verb": "negate", "target": target}, step], False, "special"


def declared_first(steps: Steps) -> bool:
    """Are the targets to declare declared before the first step that changes anything? A
    fixed card (this card, its bearer) is no declared target and may come later."""
    chosen = [i for i, st in enumerate(steps) if st.get("target") not in (None, *FIXED)]
    return not chosen or all(st.get("target") is not None for st in steps[: chosen[0]])


_UP_TO = re.compile(r"\bup to\b|\bany number of\b", re.I)


def exact_cost_ok(words: str, steps: Steps) -> bool:
    """ "Banish 3 evil cards to ...": a cost of an exact number is paid in full or not at all
    (REG Cost), but a numbered target acts on as many as there are (up to that many); such a
    cost is left unread rather than counted paid with fewer cards."""
    counted = any(isinstance(st.get("target"), dict) and "up_to" in st["target"] for st in steps)
    return not counted or bool(_UP_TO.search(words))
