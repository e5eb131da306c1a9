"""Where a standing ability of a character or enhancement comes to matter, for the reach
scenario of the whole-pool run.

An immunity ("Hero is immune to Crimson Brigade", "Immune to demons") changes the outcome by
numbers: the scenario sets an opposing character the immunity holds against in battle with
the immune character and then resolves the battle, so the trace shows the immunity deciding.
"""

from __future__ import annotations

from typing import Any

from engine.core.cards import AbilityDefinition, CardDefinition

Zones = dict[str, dict[str, list[dict[str, str]]]]


def immunity(ability: AbilityDefinition) -> dict[str, Any] | None:
    """The description of what ``ability`` makes a character immune to, if it does."""
    for st in ability.effect:
        if st.get("verb") == "ongoing" and st.get("mode") == "immune":
            spec = st["by_cards"]
            return spec["either"][0] if spec.get("either") else spec
    return None


def stage(
    zones: Zones, card: CardDefinition, ability: AbilityDefinition, actions: list[dict[str, Any]]
) -> bool:
    """Put a fitting opposing character in battle and resolve it; False when none fits."""
    from engine.games.redemption.reach import fitting  # reach calls this module

    spec = immunity(ability)
    if spec is None:
        return True
    kinds = set(card.type.split("/"))
    if ability.timing == "enhancement_played":
        good = "good_enhancement" in kinds and ability.extra.get("used_as") != "evil"
        good = good or ability.extra.get("used_as") == "good"
    else:
        good = "hero" in kinds
    opposing = fitting({**spec, "type": ["evil_character" if good else "hero"]}, card)
    if opposing is None:
        return False
    if ability.timing == "enters_battle" and good:  # it attacks: the opponent blocks
        zones["B"].setdefault("territory", []).append({"card": opposing})
        actions.append({"player": "B", "block": opposing})
    else:  # the opposing character is in battle already: the one the scenario put there
        zones["B"]["battle"][0] = {"card": opposing}
    actions.append({"player": "A", "verb": "resolves", "words": "the battle"})
    return True
