"""Heal clauses (REG Heal): "heal a Hero", "heal any blue brigade Hero in play".

Only characters in play are read: healing one that is being discarded ("that is about to be
discarded") saves it from the discard, which the engine does not model, so those are left
as printed.
"""

from __future__ import annotations

import re
from typing import Any

Compiled = tuple[list[dict[str, Any]], bool, str]

_CLAUSE = re.compile(r"^heal (.+)$")
_CHARACTERS = {"hero", "evil_character"}


def compile_heal(low: str, optional: bool) -> Compiled | None:
    """(steps, optional, kind) for a heal clause, else None."""
    from .redemption_phrases import _inner, target_phrase

    m = _CLAUSE.match(low)
    if m is None or "discard" in low:
        return None
    target = target_phrase(m.group(1))
    if not isinstance(target, dict) or not {"one", "all", "up_to"} & set(target):
        return None
    inner = _inner(target)
    kinds = set(inner.get("type") or [])
    if not kinds or kinds - _CHARACTERS or inner.get("either"):
        return None
    if inner.get("zone", "play") not in ("play", "battle", "territory"):
        return None
    return [{"verb": "heal", "target": target}], optional, "special"
