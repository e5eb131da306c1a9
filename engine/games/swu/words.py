"""Small wording helpers shared by the SWU modules (how the trace names zones and counts)."""

from __future__ import annotations

import re

STAND_IN_BASE = "Unnamed Base"


def zone_title(zone: tuple[str | None, str]) -> str:
    owner, name = zone
    words = {
        "ground_arena": "ground arena",
        "space_arena": "space arena",
        "discard": "discard pile",
        "resources": "resource zone",
        "leader": "leader zone",
    }.get(name, name)
    return f"{owner}'s {words}" if owner else words


def strip_reminder(text: str) -> str:
    return re.sub(r"\s*\([^()]*\)", "", text).strip()


def plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"
