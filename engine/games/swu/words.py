"""Small wording helpers shared by the SWU modules (how the trace names zones and counts)."""

from __future__ import annotations

import re

from engine.core.words import plural  # noqa: F401 - re-exported for the SWU modules

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
