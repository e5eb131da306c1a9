"""Redemption effects that wait for the battle to end: "After battle, X" / "X after battle".

A character or enhancement whose ability says "after battle" sets X aside when it activates;
X happens once the battle is over (REG End of Battle), with its own "may" asked then and its
targets chosen then. The sentence compiles to one ``after_battle`` step holding X's steps
(``engine.games.redemption.after_battle``). "A and B after battle" does A now and B later.
A condition printed with X ("after battle, if Y, X"; "X after battle if Y") is checked after
the battle, with X. A sentence whose X does not compile, or names what happened in the battle
("that blocked"), is not read here.
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
_IF_AFTER = re.compile(
    r"^(.+?),? (?:after (?:the )?battle|at (?:the )?end of (?:the )?battle) if (.+)$", re.I
)
_AND = re.compile(r",? and (?:then )?", re.I)
# Words that point back into the battle (who blocked, who won): not known once it is over here.
_IN_BATTLE = re.compile(r"\b(?:blocked|blocking|attacked|attacking|won|lost|defeated)\b", re.I)


def delayed(s: str, compile_part: Compile, compile_whole: Compile | None = None) -> Compiled | None:
    """(steps, optional, kind) for an "after battle" sentence, or None. A trailing "after
    battle" after "A and B" holds for B alone when A reads as an effect of its own.
    ``compile_whole`` reads a sentence with its condition ("If Y, X")."""
    whole = compile_whole or compile_part
    if m := _IF_AFTER.match(s):  # "discard this card after battle if a Babylonian is in play"
        later = _later(f"if {m.group(2)}, {m.group(1)}", whole)
        return ([later], False, "special") if later is not None else None
    if m := _TRAILING.match(s):
        for join in _AND.finditer(m.group(1)):  # "draw 3 and discard this card after battle"
            now = compile_part(m.group(1)[: join.start()])
            then = _later(m.group(1)[join.end() :], compile_part)
            if now is not None and then is not None and now[2] == "special":
                return [*now[0], then], now[1], "special"
    m = _LEADING.match(s) or m
    if m is None:
        return None
    text = m.group(1)
    later = _later(text, whole if text.lower().startswith("if ") else compile_part)
    return ([later], False, "special") if later is not None else None


def _later(text: str, compile_part: Compile) -> dict[str, Any] | None:
    """The ``after_battle`` step for ``text`` (its conditions first, checked after the battle),
    or None when it does not compile alone."""
    if _IN_BATTLE.search(text):
        return None
    found = compile_part(text)
    if found is None or found[2] != "special":
        return None
    steps, optional, _ = found
    if any(st.get("verb") in ("interrupt", "after_battle", "choose") for st in steps):
        return None
    if any(st.get("verb") == "require" for st in steps[_first_effect(steps) :]):
        return None  # a condition between effects ("... if you do") is not read here
    return {"verb": "after_battle", "steps": steps, "optional": optional}


def _first_effect(steps: list[dict[str, Any]]) -> int:
    return next((i for i, st in enumerate(steps) if st.get("verb") != "require"), len(steps))
