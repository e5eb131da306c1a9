"""Redemption abilities as a sequence of clauses, each compiled on its own.

Printed abilities chain effects: "Discard this card to capture a Hero", "Negate an evil
Enhancement and draw 2", "Capture a Hero, then shuffle it into deck". The sequence compiles
only when every clause does (through the one-clause compiler it is given); each clause keeps
its own target, so the ability declares one target per clause (Special Ability, Target).
In "X to Y" X is a cost: Y happens only when X could be carried out (REG Cost).
"It" / "them" / "that card" in a later clause is the card the clause before acted on.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from .redemption_grammar_clauses import declared_first, exact_cost_ok

Steps = list[dict[str, Any]]
Clause = Callable[[str], tuple[Steps, bool, str] | None]
Compiled = tuple[Steps, bool, str]

# Where one clause ends and the next begins; "to" marks the clause before as a cost.
_CONNECTOR = re.compile(r",? and then |, then |; then |; |,? and |\s+to (?=[a-z])|, ", re.I)
_PRONOUN = re.compile(
    r"\b(it|them|him|her|that card|those cards|that character|that hero|that evil character|"
    r"that enhancement|that lost soul)\b",
    re.I,
)
_OPTIONAL = re.compile(r"^(?:you|holder) may\s+|^may\s+", re.I)
# Verbs a sequence may not contain: they run their own sequence or decide before declaring.
_ALONE = {"band", "choose", "interrupt", "require"}
_SENTINEL = "this card"
# Verbs without a declared target that can still be a cost ("exchange this card ... to take").
_COSTS = {"exchange", "search", "play", "play_either", "search_to_deck"}


def compile_sequence(text: str, clause: Clause) -> Compiled | None:
    """(steps, optional, kind) when ``text`` is two or more clauses that each compile."""
    text = text.strip().rstrip(".").strip()
    optional = False
    if m := _OPTIONAL.match(text):
        optional, text = True, text[m.end() :]
    steps = _sequence(text, clause, None, depth=0)
    if steps is None or len(steps) < 2:
        return None
    if any(st.get("verb") in _ALONE for st in steps):
        return None
    if not declared_first(steps):
        return None  # targets are declared before "draw 3" (or a search) has changed anything
    kind = "ongoing" if any(st.get("_kind") == "ongoing" for st in steps) else "special"
    for st in steps:
        st.pop("_kind", None)
    return steps, optional, kind


def _sequence(text: str, clause: Clause, before: Any, depth: int) -> Steps | None:
    """Every clause of ``text`` compiled, left to right; None when one does not."""
    whole = _one(text, clause, before)
    if whole is not None:
        return whole
    if depth > 4:
        return None
    for m in _CONNECTOR.finditer(text):
        left = _one(text[: m.start()], clause, before)
        if left is None:
            continue
        last = next((st["target"] for st in reversed(left) if st.get("target")), before)
        if left and "find" in left[-1]:
            last = None  # "it" after a search is the card found, which no target names
        right = _sequence(text[m.end() :], clause, last, depth + 1)
        if right is None:
            continue
        if m.group(0).strip().lower() == "to":
            if not exact_cost_ok(text[: m.start()], left):
                continue
            if not any(st.get("target") is not None or st.get("verb") in _COSTS for st in left):
                continue  # a cost whose payment the engine cannot check ("put it in play to")
            for st in left:
                if st.get("target") is not None or st.get("verb") in _COSTS:
                    st["cost"] = True
        return left + right
    return None


def _one(text: str, clause: Clause, before: Any) -> Steps | None:
    """One clause, with a pronoun standing for the card the clause before acted on."""
    text = text.strip()
    if not text or _OPTIONAL.match(text):  # "... and you may draw": an option inside: no
        return None
    pronoun = None
    if before is not None and (m := _PRONOUN.search(text)):
        pronoun = before
        text = text[: m.start()] + _SENTINEL + text[m.end() :]
    compiled = clause(text)
    if compiled is None or compiled[1]:
        return None
    steps = [dict(st) for st in compiled[0]]
    for st in steps:
        if pronoun is not None and st.get("target") == "self":
            st["target"] = pronoun
        st["_kind"] = compiled[2]
    return steps
