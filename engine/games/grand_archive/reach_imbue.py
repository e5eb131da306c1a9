"""The scenario for Imbue N: the card costs N and the hand holds N cards of the card's element
to pay it with, so the cards revealed as it is activated imbue it."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from engine.core.cards import AbilityDefinition, CardDefinition
from engine.games.grand_archive.imbue import imbue_value
from engine.games.grand_archive.reach_fillers import CARD_FILLER

_ELEMENT = re.compile(r"\b(?:are|is) (\w+) element\b", re.IGNORECASE)


def _imbue(card: CardDefinition) -> tuple[int, str] | None:
    """N and the element of the card's Imbue (the reminder text's, else fire, stated)."""
    for ability in card.abilities:
        if str(ability.extra.get("keyword", "")).lower() == "imbue":
            n = imbue_value(ability.text)
            if n is not None:
                m = _ELEMENT.search(ability.text)
                return n, m[1].lower() if m else "fire"
    return None


def _pay_with_element(scen: dict[str, Any], me: dict[str, Any], n: int, element: str) -> None:
    """The card in A's hand costs N, A holds N cards of its element, and its element is
    enabled (A's champion is stated of it)."""
    me["flags"] = {**me.get("flags", {}), "cost": n, "element": element}
    hand = scen["zones"]["A"]["hand"]
    hand.extend({"card": CARD_FILLER, "flags": {"element": element}} for _ in range(n))
    champ = scen["zones"]["A"]["field"][0]
    champ["flags"] = {**champ.get("flags", {}), "element": element}


def imbue_as_paid(scen: dict[str, Any], card: CardDefinition, me: dict[str, Any]) -> None:
    """ "If <this> is imbued": a card A activates from hand is paid for with its element; one
    already on the field is stated imbued (it was, as it was activated)."""
    found = _imbue(card)
    if any(me is p for p in scen["zones"]["A"].get("hand", [])) and found:
        _pay_with_element(scen, me, *found)
    else:
        me["flags"] = {**me.get("flags", {}), "imbued": True}


def imbue_scenario(
    card: CardDefinition,
    ability: AbilityDefinition,
    base: Callable[..., dict[str, Any]],
    placed: Callable[..., dict[str, Any]],
    aimed: AbilityDefinition,
    target: dict[str, Any],
    kind: str,
) -> dict[str, Any] | None:
    """A activates ``card`` paying with N cards of its element."""
    found = _imbue(card)
    if found is None or imbue_value(ability.text) is None:
        return None
    if card.type in ("champion", "token", "mastery", "regalia"):
        return None
    me = placed(card, **({"type": kind} if kind else {}))
    scen = base({"hand": [me]}, [target], aimed)
    _pay_with_element(scen, me, imbue_value(ability.text) or found[0], found[1])
    scen["actions"] = [{"player": "A", "activate": card.full_name}]
    return scen


def targets_an_attacker(card: CardDefinition) -> bool:
    """A card whose resolution targets an attacking unit: no scenario stages an attack around
    its activation yet, so its activation would be refused for want of a target."""
    return any(
        isinstance(s.get("target"), dict)
        and (s["target"].get("unit") or {}).get("state") == "attacking"
        for a in card.abilities
        if a.timing == "on_resolve"
        for s in a.effect
    )
