"""One-shot clauses printed in the passive: "All evil Enhancements in play must be discarded",
"All enhancements in battle are discarded" — the verb done to every card the subject
describes (the ability's player does it, as the active form reads)."""

from __future__ import annotations

import re
from typing import Any

Compiled = tuple[list[dict[str, Any]], bool, str]

_PASSIVE = {
    "discarded": "discard",
    "underdecked": "underdeck",
    "topdecked": "topdeck",
    "banished": "banish",
    "removed from the game": "banish",
    "withdrawn": "withdraw",
    "bounced": "bounce",
}
_CLAUSE = re.compile(
    r"^((?:all|every|each) .+?)(?: now)?( in play| in battle| in (?:the )?field of battle)? "
    r"(?:must be|are|is) (" + "|".join(_PASSIVE) + r")$"
)


def compile_passive(low: str, optional: bool) -> Compiled | None:
    """(steps, optional, kind) for "all X (in play) must be discarded" forms, else None."""
    from .redemption_phrases import target_phrase

    m = _CLAUSE.match(low)
    if m is None:
        return None
    words = re.sub(r"\b(enhancement|character|artifact|site|fortress) cards\b", r"\1s", m.group(1))
    target = target_phrase(words + (m.group(2) or ""))
    if not isinstance(target, dict) or "all" not in target:
        return None
    return [{"verb": _PASSIVE[m.group(3)], "target": target}], optional, "special"
