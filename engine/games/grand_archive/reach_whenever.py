"""Reach scenarios for "Whenever <event>" triggers: the card on the field, and the event.

Each scenario makes the named event happen once to a textless filler that fits the
subject the trigger watches (its type, subtypes and element stated, as a person
would state them for a card the export does not describe).
"""

from __future__ import annotations

from typing import Any

from engine.core.cards import AbilityDefinition, CardDefinition
from engine.games.grand_archive.reach_fillers import CARD_FILLER, FILLER, fitting

FOSTERING = "Organize the Alliance"  # a real action: "Target ally becomes fostered."
REGALIA = {"card": "Young Wyrmling", "flags": {"type": "regalia", "memory_cost": 1}}


def _kind(subject: dict[str, Any], default: str) -> str | None:
    kinds = [k for k in subject.get("type") or [default] if k != "champion"]
    return kinds[0] if kinds else None


def whenever_scenario(
    card: CardDefinition, ability: AbilityDefinition, base: Any, placed: Any
) -> dict[str, Any] | None:
    """The scenario for one "Whenever" ability, or None when its event is not staged yet.

    ``base`` and ``placed`` are the reach module's scenario and placement builders.
    """
    subject = (ability.trigger or {}).get("subject")
    if subject is None:
        return None
    timing = ability.timing
    me = placed(card, power=2, life=5)
    who = subject.get("controller", "any")
    if timing == "you_activate_card":
        kind = _kind(subject, "action")
        if kind in (None, "attack"):
            return None
        filler = {"card": CARD_FILLER, "flags": fitting(subject, kind, cost=0)}
        filler["flags"].setdefault("element", "norm")
        scen = base({"field": [me], "hand": [filler]}, [])
        scen["zones"]["A"]["field"][0]["flags"]["element"] = filler["flags"]["element"]
        scen["actions"] = [{"player": "A", "activate": CARD_FILLER}]
        return scen
    if timing == "you_materialize":
        scen = base({"field": [me], "material_deck": [REGALIA]}, [])
        scen["actions"] = ["A is in the materialize phase", f"A materializes {REGALIA['card']}"]
        return scen
    if subject.get("self") or subject.get("champion"):
        return _to_self(card, timing, subject, me, base)
    if timing == "object_enters" and who != "opponent":
        kind = _kind(subject, "ally")
        if kind is None:
            return None
        flags = fitting(subject, kind, cost=0, element="norm", power=1, life=1)
        scen = base({"field": [me], "hand": [{"card": CARD_FILLER, "flags": flags}]}, [])
        scen["actions"] = [{"player": "A", "activate": CARD_FILLER}]
        return scen
    if timing == "object_dies" and _kind(subject, "ally") == "ally":
        if who == "opponent":
            victim = {
                "card": FILLER,
                "exhausted": True,
                "flags": fitting(subject, "ally", power=1, life=1),
            }
            scen = base({"field": [me]}, [victim])
            scen["zones"]["A"]["field"][-1]["flags"].update(power=3, life=9)
        else:  # one of A's allies attacks and dies to retaliation
            dying = {"card": CARD_FILLER, "flags": fitting(subject, "ally", power=1, life=1)}
            scen = base({"field": [me, dying]}, [])
            scen["zones"]["B"]["field"].append(
                {"card": FILLER, "flags": {"type": "ally", "power": 3, "life": 9}}
            )
            scen["actions"] = [{"player": "A", "attack": CARD_FILLER, "target": FILLER}]
            return scen
        scen["actions"] = [{"player": "A", "attack": FILLER, "target": FILLER}]
        return scen
    if timing == "becomes_fostered" and who != "opponent" and _kind(subject, "ally") == "ally":
        ally = {"card": FILLER, "flags": fitting(subject, "ally", power=1, life=9)}
        fosters = {"card": FOSTERING, "flags": {"type": "action", "cost": 0, "element": "norm"}}
        scen = base({"field": [me, ally], "hand": [fosters]}, [])
        scen["actions"] = [{"player": "A", "activate": FOSTERING, "target": FILLER}]
        return scen
    if timing == "unit_attacks" and who != "opponent" and _kind(subject, "ally") == "ally":
        attacker = {"card": CARD_FILLER, "flags": fitting(subject, "ally", power=1, life=9)}
        scen = base({"field": [me, attacker]}, [])
        scen["actions"] = [{"player": "A", "attack": CARD_FILLER}]
        return scen
    return None


def _to_self(
    card: CardDefinition, timing: str, subject: dict[str, Any], me: dict[str, Any], base: Any
) -> dict[str, Any] | None:
    """Events that happen to the card itself or to its controller's champion."""
    if timing == "dealt_damage" and not subject.get("noncombat"):
        if subject.get("self") and card.type == "card":
            me["flags"]["type"] = "ally"  # only a unit can be dealt combat damage
        scen = base({"field": [me]}, [])
        scen["zones"]["B"]["field"].append(
            {"card": CARD_FILLER, "flags": {"type": "ally", "power": 1, "life": 9}}
        )
        target = card.full_name if subject.get("self") else scen["zones"]["A"]["field"][0]["card"]
        scen["active_player"] = "B"
        scen["actions"] = [{"player": "B", "attack": CARD_FILLER, "target": target}]
        return scen
    if timing == "unit_attacks" and subject.get("self"):
        scen = base({"field": [me]}, [])
        scen["actions"] = [{"player": "A", "attack": card.full_name}]
        return scen
    return None
