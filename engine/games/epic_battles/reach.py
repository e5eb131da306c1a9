"""The simplest scenario in which an Epic Battles ability's step comes (whole-pool run).

An attack is played from hand (steps 2, 5 and, unblocked, 10); a block is played against a
plain attack of its height (step 7); an event that flips when its player attacks is set and
a plain attack is played (steps 3-4). Each player has a deck to draw or discard from.
"""

from __future__ import annotations

from typing import Any

from engine.core.cards import AbilityDefinition, CardDefinition

# Plain attacks of the export (no text), by height.
PLAIN_ATTACK = {"high": "Head Crunch", "low": "Sparring"}
FILLER = "Nose Breaker"
ATTACK_STEPS = ("on_play", "attack_text", "hit")


def scenario(card: CardDefinition, ability: AbilityDefinition) -> dict[str, Any] | None:
    deck = [FILLER] * 6
    zones: dict[str, dict[str, list[str]]] = {
        "A": {"deck": list(deck), "energy": [FILLER] * 12},
        "B": {"deck": list(deck), "energy": [FILLER] * 12},
    }
    if card.type == "attack" and ability.timing in ATTACK_STEPS:
        zones["A"]["hand"] = [card.full_name]
        actions: list[Any] = [{"player": "A", "play": card.full_name}]
    elif card.type == "block" and ability.timing == "block_text":
        height = str(card.fields.get("height", ""))
        if height not in PLAIN_ATTACK:
            return None
        zones["A"]["hand"] = [PLAIN_ATTACK[height]]
        zones["B"]["hand"] = [card.full_name]
        actions = [{"player": "A", "play": PLAIN_ATTACK[height]}]
        return {
            "game": "epic_battles",
            "zones": zones,
            "actions": actions,
            "answers": [{"answer": card.full_name, "player": "B"}],
        }
    elif card.type == "event" and ability.timing == "flip" and card.fields.get("flip") == "attack":
        zones["A"]["events"] = [card.full_name]
        zones["A"]["hand"] = [PLAIN_ATTACK["low"]]
        actions = [{"player": "A", "play": PLAIN_ATTACK["low"]}]
    else:
        return None
    return {"game": "epic_battles", "zones": zones, "actions": actions}
