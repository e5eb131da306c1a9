"""Reach scenarios for the moments of ``moments.py`` added after the first ones: the
simplest game in which that moment comes for the card (used by the whole-pool contract test
through ``reach.scenario``)."""

from __future__ import annotations

from typing import Any

from engine.core.cards import AbilityDefinition, CardDefinition

PLAIN_HERO = "Gaius"  # a hero with no special ability: the card drawn in the lost soul's place


def stage(
    board: Any, card: CardDefinition, ability: AbilityDefinition
) -> tuple[list[dict[str, Any]], dict[str, Any]] | None:
    """(actions before, the action) that bring ``ability``'s moment, placing what they need
    on ``board``; None for a timing not staged here."""
    if ability.timing == "drawn":  # A draws 1: the lost soul on top, a hero to replace it
        board.put("A", "deck", card.full_name)
        board.put("A", "deck", PLAIN_HERO)
        return [], {"player": "A", "draw": 1}
    return None
