"""Altered zones: which are hidden or visible (3.1.3), which count as in play (3.1.4.a).

Each player's two Expeditions are modelled as two zones; moving between them is not a
zone change (3.2.4.d), so the ruleset treats them as one Expedition zone for reactions.
"""

from __future__ import annotations

from engine.core.state import HIDDEN, PUBLIC

EXPEDITIONS = ("hero_expedition", "companion_expedition")
IN_PLAY = (*EXPEDITIONS, "landmarks")
PERSONAL = {
    "deck": HIDDEN,
    "hand": HIDDEN,
    "reserve": PUBLIC,
    "discard": PUBLIC,
    "landmarks": PUBLIC,
    "mana": PUBLIC,
    "hero": PUBLIC,
    "hero_expedition": PUBLIC,
    "companion_expedition": PUBLIC,
}
LIMBO = (None, "limbo")
ZONES = {**PERSONAL, "limbo": PUBLIC}
ZONE_WORDS = {
    "hand": "hand",
    "deck": "deck",
    "top of deck": "deck",
    "reserve": "reserve",
    "discard": "discard",
    "discard pile": "discard",
    "landmark": "landmarks",
    "landmarks": "landmarks",
    "landmark zone": "landmarks",
    "mana": "mana",
    "mana zone": "mana",
    "hero": "hero",
    "hero zone": "hero",
    "expedition": "hero_expedition",
    "hero expedition": "hero_expedition",
    "companion expedition": "companion_expedition",
    "limbo": "limbo",
}
WORDS = {
    "hero_expedition": "hero Expedition",
    "companion_expedition": "companion Expedition",
    "landmarks": "Landmark zone",
    "discard": "Discard pile",
    "mana": "Mana zone",
    "reserve": "Reserve",
    "hand": "Hand",
    "deck": "Deck",
    "hero": "Hero zone",
}
PHASES = ("morning", "noon", "afternoon", "dusk", "night")


def zone_title(zone: tuple[str | None, str]) -> str:
    owner, name = zone
    if owner is None:
        return "Limbo" if name == "limbo" else name
    return f"{owner}'s {WORDS.get(name, name)}"


def is_hidden(name: str) -> bool:
    return ZONES.get(name) == HIDDEN
