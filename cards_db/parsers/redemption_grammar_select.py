"""Redemption "Select up to N: A. B. C.": one ability whose modes are the sentences after it.

The sentence that opens the selection holds its first mode after the colon; each later
sentence of the card is another mode (``redemption_grammar_clauses.opens_selection``). They
are folded into the opening ability: one ``choose`` step whose options are the sets of modes
the player may select (one to N of them, "Select N" exactly N), each set's modes in printed
order, picked as the ability activates, before its targets are declared (Special Ability).
The folded sentences are then no abilities of their own; the opening one's text holds them.

Read only when every mode compiles on its own into steps an option may run (no choice,
condition, interrupt or banding of its own) and the sets fit one choice step; a limit that
depends on a condition ("Select up to 1 (or 2 if used by Joab)") is not read.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from itertools import combinations
from typing import Any

from engine.core.cards import MODELLED, AbilityDefinition

Compiled = tuple[list[dict[str, Any]], bool, str]

MAX_SETS = 8  # what a choice step may offer (verbs.ChooseArgs)
_NUMBERS = {"1": 1, "one": 1, "2": 2, "two": 2, "3": 3, "three": 3}
_SELECT = re.compile(r"^select (up to )?(\w+):\s*(.+)$", re.I)
_NOT_IN_MODE = {"choose", "require", "interrupt", "band", "follows", "refers", "offer"}


def fold_selection(out: list[AbilityDefinition], compile_text: Callable[[str], Any]) -> None:
    """Fold a selection's modes into its opening ability, in place; leaves ``out`` as it is
    when the selection is not read."""
    at = next((i for i, ab in enumerate(out) if _SELECT.match(ab.text.strip())), None)
    if at is None or at + 1 >= len(out):
        return
    m = _SELECT.match(out[at].text.strip())
    assert m is not None
    most = _NUMBERS.get(m.group(2).lower())
    texts = [m.group(3), *(ab.text for ab in out[at + 1 :])]
    modes = [_mode(text, compile_text) for text in texts]
    if most is None or any(mode is None for mode in modes) or most > len(modes):
        return
    sizes = range(1, most + 1) if m.group(1) else range(most, most + 1)
    sets = [c for size in sizes for c in combinations(range(len(modes)), size)]
    if len(sets) < 2 or len(sets) > MAX_SETS:
        return
    options = [
        {
            "text": " + ".join(texts[i].strip().rstrip(".") for i in chosen),
            "steps": [st for i in chosen for st in modes[i]],  # type: ignore[union-attr]
        }
        for chosen in sets
    ]
    for chosen in sets:  # modes selected together declare together: none described alike
        keys = [_keys(modes[i] or []) for i in chosen]
        if sum(len(k) for k in keys) != len(set().union(*keys)):
            return
    data = out[at].to_dict()
    data.update(
        text=" ".join(ab.text for ab in out[at:]),
        effect=[{"verb": "choose", "options": options}],
        optional=False,
        kind="special",
        modelled=MODELLED,  # the spec settles it
    )
    data.pop("reason", None)
    out[at:] = [AbilityDefinition.from_dict(data)]


def _mode(text: str, compile_text: Callable[[str], Any]) -> list[dict[str, Any]] | None:
    """One mode's steps, or None when it does not compile into steps an option may run."""
    compiled: Compiled | None = compile_text(text)
    if compiled is None or compiled[1] or compiled[2] != "special" or not compiled[0]:
        return None
    if any(st.get("verb") in _NOT_IN_MODE for st in compiled[0]):
        return None
    return [dict(st) for st in compiled[0]]


def _keys(steps: list[dict[str, Any]]) -> set[str]:
    """The target descriptions a mode declares (each once)."""
    return {
        repr(sorted(st["target"].items())) for st in steps if isinstance(st.get("target"), dict)
    }
