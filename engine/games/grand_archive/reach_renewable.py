"""The scenario for Renewable: the regalia is on B's field and A destroys it with Disintegrate
("Destroy target ally or regalia"), so it would be banished (a regalia does not go to the
graveyard) and goes into B's material deck instead."""

from __future__ import annotations

from typing import Any

from engine.core.cards import CardDefinition

DESTROYER = "Disintegrate"
_CHAMP = {"classes": ["Warrior"], "element": "fire", "level": 1, "life": 30}


def renewable_scenario(card: CardDefinition) -> dict[str, Any]:
    """Only the regalia can be targeted: A's side holds no ally, B's only its champion."""
    destroyer = {"card": DESTROYER, "flags": {"type": "action", "cost": 0, "element": "fire"}}
    regalia = {"card": card.full_name, "flags": {"type": "regalia", "memory_cost": 0}}
    return {
        "game": "grand_archive",
        "zones": {
            "A": {"field": [{"card": "Spirit of Fire", "flags": _CHAMP}], "hand": [destroyer]},
            "B": {"field": [{"card": "Lost Spirit", "flags": {"level": 1, "life": 30}}, regalia]},
        },
        "actions": [{"player": "A", "activate": DESTROYER}],
    }
