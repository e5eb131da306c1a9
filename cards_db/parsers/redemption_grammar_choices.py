"""Redemption choices printed as lists: "A, B or C", "Discard X, or Y", "Opponent must A or B".

"Negate an evil card, or the last evil card played in battle": the words after "or" name only
a card, so the verb of the first option applies to them ("negate the last evil card ...").
"You may draw 1, discard a Hero or look at a hand": one option of three. In each the player
picks one as the ability activates, before its targets are declared (Special Ability).

"Opponent must discard a character in territory or withdraw a Hero": the opponent is the one
who must do it, so the opponent picks which (the ``choose`` step says ``by: opponent``); every
option must be theirs to carry out (a card of theirs they choose).

Every option must compile on its own; an option that would itself be a choice, a condition or
an interrupt is not this form, and neither is a list of more than four options.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from .redemption_followups import _theirs

Compiled = tuple[list[dict[str, Any]], bool, str]
Compile = Callable[[str], Compiled | None]

MAX_OPTIONS = 4  # what a choice step may offer (verbs.ChooseArgs)
_OR = re.compile(r",? or (?:else )?", re.I)
_MAY = re.compile(r"^(?:you|holder) may\s+", re.I)
_OPPONENT_MUST = re.compile(r"^(?:each )?opponents? must (?:either )?", re.I)
_NOT_IN_OPTION = ("choose", "interrupt", "require")
# The first words of an option that begins with a verb of its own ("discard ...").
_LEADING_VERB = re.compile(r"^(negate and \w+|\w+)\s", re.I)
# Words that place a card; after a card borrowing the first option's verb they may belong to
# every option ("Capture a Hero or a prophet to opponent"), so that list is not read.
_PLACED = re.compile(r"\b(?:in|into|from|on|at)\b", re.I)
_TO = re.compile(r"\b(?:to|into)\b", re.I)
_NOUN_START = re.compile(r"^(?:a|an|one|the|all|each|any|up to|two|three|\d+)\b", re.I)


def listed_choice(text: str, compile_part: Compile) -> Compiled | None:
    """ "A, B or C" / "A, or B" with a verb shared: one choice of the player's."""
    s = text.strip().rstrip(".")
    if _OPPONENT_MUST.match(s):
        return None  # the opponent's choice: :func:`opponent_choice`
    optional = False
    if m := _MAY.match(s):
        optional, s = True, s[m.end() :]
    found = _options(s, compile_part, lambda part: part, plain_two=False)
    if found is None:
        return None
    options, may, kinds = found
    kind = "ongoing" if "ongoing" in kinds else "special"
    return [{"verb": "choose", "options": options}], optional or may, kind


def opponent_choice(text: str, compile_part: Compile) -> Compiled | None:
    """ "Opponent must A or B": the opponent picks which one they do."""
    s = text.strip().rstrip(".")
    m = _OPPONENT_MUST.match(s)
    if m is None:
        return None
    found = _options(s[m.end() :], compile_part, lambda part: f"opponent must {part}", True)
    if found is None:
        return None
    options, may, kinds = found
    if may or kinds != {"special"}:
        return None
    if not all(_theirs(st) for opt in options for st in opt["steps"]):
        return None
    return [{"verb": "choose", "by": "opponent", "options": options}], False, "special"


def _options(
    s: str, compile_part: Compile, worded: Callable[[str], str], plain_two: bool
) -> tuple[list[dict[str, Any]], bool, set[str]] | None:
    """The options of the first reading of ``s`` as a list whose every part compiles
    (``plain_two``: also "A or B" with a verb in each, which the one-"or" choice reads
    when the player picks)."""
    for m in reversed(list(_OR.finditer(s))):  # the last "or" ends the list
        head, last = s[: m.start()], s[m.end() :]
        for parts in (_commas(head) + [last], [head, last]):
            if len(parts) > MAX_OPTIONS:
                continue
            found = _compiled(parts, compile_part, worded, plain_two)
            if found is not None:
                return found
    return None


def _commas(head: str) -> list[str]:
    """``head`` split at the commas outside brackets."""
    parts, depth, start = [], 0, 0
    for i, ch in enumerate(head):
        depth += {"(": 1, ")": -1}.get(ch, 0)
        if ch == "," and depth == 0:
            parts.append(head[start:i])
            start = i + 1
    return [p.strip() for p in [*parts, head[start:]]]


def _compiled(
    parts: list[str], compile_part: Compile, worded: Callable[[str], str], plain_two: bool
) -> tuple[list[dict[str, Any]], bool, set[str]] | None:
    """Each part compiled (a bare noun phrase with the first part's verb); None when one
    does not compile or the list is no choice of two to four."""
    lead = _LEADING_VERB.match(parts[0])
    options: list[dict[str, Any]] = []
    may, kinds, borrowed = False, set(), False
    for part in parts:
        part = part.strip()
        if not part:
            return None
        compiled = compile_part(worded(part))
        if (
            compiled is None
            and lead
            and _NOUN_START.match(part)
            and part is not parts[0]
            and _own_place(parts[0], part)
        ):
            part, borrowed = f"{lead.group(1)} {part}", True
            compiled = compile_part(worded(part))
        if compiled is None:
            return None
        steps, optional, kind = compiled
        if kind not in ("special", "ongoing") or not steps:
            return None
        if any(st.get("verb") in _NOT_IN_OPTION for st in steps):
            return None
        may, kinds = may or optional, kinds | {kind}
        options.append({"text": _MAY.sub("", part).strip(), "steps": steps})
    if len({o["text"].lower() for o in options}) != len(options) or len(options) < 2:
        return None
    if len(options) == 2 and not borrowed and not plain_two:
        return None  # "A or B", each with its verb: the one-"or" choice reads it
    return options, may, kinds


def _own_place(first: str, part: str) -> bool:
    """May ``part`` (a card borrowing the verb of ``first``) keep its own place words? A
    destination ("a prophet to opponent") may be for every option, and so may a place when
    the first option names none ("a Hero or a Site in territory")."""
    if _TO.search(part):
        return False
    return not _PLACED.search(part) or bool(_PLACED.search(first))
