"""Targets that are cards, not objects ("target card in a graveyard"): chosen among the cards
of that zone of every player as the card or ability is activated (Objects and Targeting), and
still legal as it resolves only while the card is still in that zone."""

from __future__ import annotations

from typing import Any

from engine.core.game import Game
from engine.core.state import CardObject
from engine.games.grand_archive import characteristics as ch


def card_candidates(game: Game, player: str, want: dict[str, Any]) -> list[CardObject]:
    """Cards in the named zone of every player, the activating card itself excluded."""
    source = game.state.info.get("_source")
    zone = str(want.get("zone", "graveyard"))
    return [
        c
        for p in game.state.initiative_order(player)
        for c in game.state.cards_in(p, zone)
        if c.oid != source
    ]


def layer_fits(card: CardObject, spec: dict[str, Any]) -> bool:
    """Whether a card being activated fits "target <type / Spell> card activation": an
    unstated type or subtype fits none (the scenario states it)."""
    if spec.get("type") and ch.card_type(card) != spec["type"]:
        return False
    if spec.get("subtypes"):
        return ch.fits_subject(card, {"subtypes": [spec["subtypes"]]})
    return True
