"""Redemption effects that wait for the battle to end: "After battle, X" / "X after battle".

A character or enhancement whose ability says "after battle" sets X aside when it activates;
X happens once the battle is over (REG End of Battle), with its own "may" asked then and its
targets chosen then. The sentence compiles to one ``after_battle`` step holding X's steps
(``engine.games.redemption.after_battle``). "A and B after battle" does A now and B later.
A sentence whose X does not compile, or names what happened in the battle ("that blocked"),
is not read here.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

Compiled = tuple[list[dict[str, Any]], bool, str]
Compile = Callable[[str], Compiled | None]

_LEADING = re.compile(
    r"^(?:after (?:the )?battle|at (?:the )?end of (?:the )?battle),? (.+)$", re.I
)
_TRAILING = re.compile(
    r"^(.+?),? (?:after (?:the )?battle|at (?:the )?end of (?:the )?battle)$", re.I
)
_AND = re.compile(r",? and (?:then )?", re.I)
# Words that point back into the battle (who blocked, who won): not known once it is over here.
_IN_BATTLE = re.compile(r"\b(?:blocked|blocking|attacked|attacking|won|lost|defeated)\b", re.I)


def delayed(s: str, compile_part: Compile) -> Compiled | None:
    """(steps, optional, kind) for an "after battle" sentence, or None. A trailing "after
    battle" after "A and B" holds for B alone when A reads as an effect of its own."""
    if m := _TRAILING.match(s):
        for join in _AND.finditer(m.group(1)):  # "draw 3 and discard this card after battle"
            now = compile_part(m.group(1)[: join.start()])
            then = _later(m.group(1)[join.end() :], compile_part)
            if now is not None and then is not None and now[2] == "special":
                return [*now[0], then], now[1], "special"
    m = _LEADING.match(s) or m
    later = _later(m.group(1), compile_part) if m else None
    return ([later], False, "special") if later is not None else None


def _later(text: str, compile_part: Compile) -> dict[str, Any] | None:
    """The ``after_battle`` step for ``text``, or None when it does not compile alone."""
    if _IN_BATTLE.search(text):
        return None
    found = compile_part(text)
    if found is None or found[2] != "special":
        return None
    steps, optional, _ = found
    if any(st.get("verb") in ("require", "interrupt", "after_battle") for st in steps):
        return None
    return {"verb": "after_battle", "steps": steps, "optional": optional}
