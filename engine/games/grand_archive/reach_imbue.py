"""The scenario for Imbue N: the card costs N and the hand holds N cards of the card's element
to pay it with, so the cards revealed as it is activated imbue it."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from engine.core.cards import AbilityDefinition, CardDefinition
from engine.games.grand_archive.imbue import imbue_value

_ELEMENT = re.compile(r"\b(?:are|is) (\w+) element\b", re.IGNORECASE)


def imbue_scenario(
    card: CardDefinition,
    ability: AbilityDefinition,
    base: Callable[..., dict[str, Any]],
    placed: Callable[..., dict[str, Any]],
    aimed: AbilityDefinition,
    target: dict[str, Any],
    kind: str,
    payer: str,
) -> dict[str, Any] | None:
    """A activates ``card`` paying with N cards of its element (the reminder text's, else the
    scenario states the card fire and pays with fire cards)."""
    n = imbue_value(ability.text)
    if n is None or card.type in ("champion", "token", "mastery", "regalia"):
        return None
    m = _ELEMENT.search(ability.text)
    element = m[1].lower() if m else "fire"
    flags: dict[str, Any] = {"cost": n, "element": element}
    if kind:
        flags["type"] = kind
    payers = [{"card": payer, "flags": {"element": element}} for _ in range(n)]
    scen = base({"hand": [placed(card, **flags), *payers]}, [target], aimed)
    champ = scen["zones"]["A"]["field"][0]
    champ["flags"] = {**champ["flags"], "element": element}  # so the element is enabled
    scen["actions"] = [{"player": "A", "activate": card.full_name}]
    return scen
