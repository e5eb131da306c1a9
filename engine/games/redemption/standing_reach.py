"""Where a standing ability of a character or enhancement comes to matter, for the reach
scenario of the whole-pool run.

An immunity ("Hero is immune to Crimson Brigade", "Immune to demons") or an ignore ("Hero
ignores Gray Brigade") changes the outcome: the scenario sets an opposing character it holds
against in battle with the character and then resolves the battle, so the trace shows it
deciding. An ignored character cannot enter battle against a hero that ignores it, so for
such a hero it is in battle before the hero attacks.
"""

from __future__ import annotations

from typing import Any

from engine.core.cards import AbilityDefinition, CardDefinition

Zones = dict[str, dict[str, list[dict[str, str]]]]


def immunity(ability: AbilityDefinition) -> tuple[str, dict[str, Any]] | None:
    """The mode ("immune" or "ignore") of ``ability`` and what its character is immune to
    or ignores, if it is one of those."""
    for st in ability.effect:
        if st.get("verb") == "ongoing" and st.get("mode") in ("immune", "ignore"):
            spec = st["by_cards"]
            return st["mode"], spec["either"][0] if spec.get("either") else spec
    return None


def stage(
    zones: Zones, card: CardDefinition, ability: AbilityDefinition, actions: list[dict[str, Any]]
) -> bool:
    """Put a fitting opposing character in battle and resolve it; False when none fits."""
    from engine.games.redemption.reach import fitting  # reach calls this module

    found = immunity(ability)
    if found is None:
        return True
    mode, spec = found
    kinds = set(card.type.split("/"))
    if ability.timing == "enhancement_played":
        good = "good_enhancement" in kinds and ability.extra.get("used_as") != "evil"
        good = good or ability.extra.get("used_as") == "good"
    else:
        good = "hero" in kinds
    opposing = fitting({**spec, "type": ["evil_character" if good else "hero"]}, card)
    if opposing is None:
        return False
    if ability.timing == "enters_battle" and good and mode == "ignore":
        # an ignored character cannot enter battle once the hero is there: it is there first
        zones["B"].setdefault("battle", []).append({"card": opposing})
    elif ability.timing == "enters_battle" and good:  # it attacks: the opponent blocks
        zones["B"].setdefault("territory", []).append({"card": opposing})
        actions.append({"player": "B", "block": opposing})
    else:  # the opposing character is in battle already: the one the scenario put there
        zones["B"]["battle"][0] = {"card": opposing}
    actions.append({"player": "A", "verb": "resolves", "words": "the battle"})
    return True
