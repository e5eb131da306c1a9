"""Reach scenarios for a card's own extra costs: the card is activated from hand with what
pays the cost in place (objects to sacrifice, cards to discard or banish)."""

from __future__ import annotations

import re
from typing import Any

from engine.core.cards import AbilityDefinition
from engine.games.grand_archive.reach_fillers import CARD_FILLER, FILLER, fitting

COST_VERBS = ("additional_cost", "brew")


def pays_a_cost(ability: AbilityDefinition) -> bool:
    return ability.timing == "constant" and any(s.get("verb") in COST_VERBS for s in ability.effect)


def _object(want: dict[str, Any]) -> dict[str, Any]:
    types = [t for t in want.get("type") or ["ally"] if t != "champion"]
    kind = "token" if len(types) > 2 else types[0]  # "a Powercell": a token of that subtype
    flags = fitting(want, kind)
    if kind in ("ally", "token"):
        flags.update(power=1, life=9)
    return {"card": FILLER, "flags": flags}


def add_payment(scen: dict[str, Any], ability: AbilityDefinition) -> None:
    """Put on A's side what pays each cost step of ``ability`` (enough of it)."""
    zones = scen["zones"]["A"]
    for step in ability.effect:
        entries = step.get("listed") or [step] if step.get("verb") in COST_VERBS else []
        for entry in entries:
            pay = entry.get("pay", "sacrifice")
            n = int(entry.get("count", 1))
            if pay == "sacrifice":
                zones.setdefault("field", []).extend(_object(entry["filter"]) for _ in range(n))
            elif pay in ("discard", "banish_graveyard"):
                flags = {"element": entry["element"]} if entry.get("element") else {}
                card: Any = {"card": CARD_FILLER, "flags": flags} if flags else CARD_FILLER
                if entry.get("keyword") == "floating memory":
                    card = "Ameliorating Mantra"  # a real card with Floating Memory
                zone = "hand" if pay == "discard" else "graveyard"
                zones.setdefault(zone, []).extend(card for _ in range(n))


def pay_for_card(scen: dict[str, Any], card: Any) -> None:
    """When the scenario activates ``card`` from hand, what pays its extra costs is there too
    (whichever of its abilities the scenario is for)."""
    activated = any(
        isinstance(a, dict) and a.get("activate") == card.full_name and "ability" not in a
        for a in scen.get("actions") or []
    )
    if activated:
        for ability in card.abilities:
            if pays_a_cost(ability):
                add_payment(scen, ability)


def prepared_scenario(scen: dict[str, Any], ability: AbilityDefinition) -> dict[str, Any]:
    """Prepare N: A's champion has N preparation counters as the card is activated."""
    m = re.search(r"\bPrepare (\d+)\b", ability.text)
    champ = scen["zones"]["A"]["field"][0]
    champ["counters"] = {"preparation": int(m[1]) if m else 1}
    return scen
