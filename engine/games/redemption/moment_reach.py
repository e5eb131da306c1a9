"""Reach scenarios for the moments of ``moments.py`` added after the first ones: the
simplest game in which that moment comes for the card (used by the whole-pool contract test
through ``reach.scenario``)."""

from __future__ import annotations

from typing import Any

from engine.core.cards import AbilityDefinition, CardDefinition

PLAIN_HERO = "Gaius"  # a hero with no special ability: the card drawn in the lost soul's place
# Dominants whose one ability discards a character of that type in play.
DISCARDS = {"hero": "Christian Martyr, C", "evil_character": "Angel of the Lord, C"}


def stage(
    board: Any, card: CardDefinition, ability: AbilityDefinition
) -> tuple[list[dict[str, Any]], dict[str, Any]] | None:
    """(actions before, the action) that bring ``ability``'s moment, placing what they need
    on ``board``; None for a timing not staged here."""
    if ability.timing == "drawn":  # A draws 1: the lost soul on top, a hero to replace it
        board.put("A", "deck", card.full_name)
        board.put("A", "deck", PLAIN_HERO)
        return [], {"player": "A", "draw": 1}
    if ability.timing == "discarded":  # the opponent's dominant discards it from territory
        board.put("A", "territory", card.full_name)
        dominant = DISCARDS["hero" if "hero" in card.type.split("/") else "evil_character"]
        board.put("B", "hand", dominant)
        return [], {"player": "B", "play": dominant, "target": card.full_name}
    return None


def finish(
    board: Any, card: CardDefinition, ability: AbilityDefinition, actions: list[dict[str, Any]]
) -> bool:
    """An ability with an effect for after the battle: what that effect acts on is placed,
    and the battle is resolved so that it happens. False when no plain card fits it."""
    from engine.games.redemption.reach import place_for  # reach imports this module

    later = [st for st in ability.effect if st.get("verb") == "after_battle"]
    if not later:
        return True
    before = {p: len(board.zones[p].get("battle", [])) for p in board.zones}
    if not all(place_for(board, st, card) for step in later for st in step["steps"]):
        return False
    for player, count in before.items():  # what it acts on waits in territory, not in the
        placed = board.zones[player].get("battle", [])[count:]  # battle (that may defeat it)
        if placed:
            del board.zones[player]["battle"][count:]
            board.zones[player].setdefault("territory", []).extend(placed)
    actions.append({"player": "A", "verb": "resolves", "words": "the battle"})
    return True
