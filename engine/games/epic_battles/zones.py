"""Epic Battles zones, the words people use for them, and what counts as in the arena."""

from __future__ import annotations

from engine.core.state import HIDDEN, PUBLIC

# Piles are lists with the top card first.
ZONES = {
    "deck": HIDDEN,
    "hand": HIDDEN,
    "discard": PUBLIC,
    "removed": PUBLIC,
    "energy": PUBLIC,
    "character": PUBLIC,
    "groove": PUBLIC,
    "arena": PUBLIC,  # attacks and blocks being played, kamidogu
    "events": HIDDEN,  # set events (face down, but in the arena)
}
ARENA_ZONES = ("arena", "events")

ZONE_WORDS = {
    "deck": "deck",
    "top of deck": "deck",
    "hand": "hand",
    "discard": "discard",
    "discard pile": "discard",
    "removed": "removed",
    "removed pile": "removed",
    "remove pile": "removed",
    "energy": "energy",
    "energy pile": "energy",
    "character": "character",
    "groove": "groove",
    "arena": "arena",
    "kamidogu": "arena",
    "play": "arena",
    "events": "events",
    "set events": "events",
    "set": "events",
}

ZONE_TITLES = {
    "discard": "discard pile",
    "removed": "removed pile",
    "energy": "energy pile",
    "events": "set events",
}


def zone_title(zone: tuple[str | None, str]) -> str:
    owner, name = zone
    words = ZONE_TITLES.get(name, name)
    return f"{owner}'s {words}" if owner else words
