"""What a reach scenario adds so a one-shot effect has something to act on (a weapon to load,
a card in memory to reveal or return ...), each placed for the step that needs it."""

from __future__ import annotations

from typing import Any

from engine.core.cards import AbilityDefinition, CardDefinition
from engine.games.grand_archive.reach_fillers import CARD_FILLER, FILLER, fitting

FLOATING = "Ameliorating Mantra"  # Floating Memory with no restriction


def stage_costs(scen: dict[str, Any], card: CardDefinition, ability: AbilityDefinition) -> None:
    """Counters to remove and a floating memory card to banish, for the activation cost."""
    zones = scen["zones"]["A"]
    for c in ability.cost:
        if kind := c.get("remove_counter"):
            holder = zones["field"][0] if c.get("from") == "champion" else None
            if holder is None:
                holder = next(
                    (
                        p
                        for p in zones["field"]
                        if isinstance(p, dict) and p.get("card") == card.full_name
                    ),
                    None,
                )
            if holder is not None and kind == "durability" and card.type in ("card", "weapon"):
                # a weapon's durability counters come from its stated durability (Weapon 2.a)
                flags = holder.setdefault("flags", {})
                flags.update(type="weapon", durability=int(c["amount"]))
            elif holder is not None:
                counters = holder.setdefault("counters", {})
                counters[kind] = counters.get(kind, 0) + int(c["amount"])
        if c.get("banish_from_graveyard"):
            zones.setdefault("graveyard", []).append(FLOATING)


def stage_steps(scen: dict[str, Any], ability: AbilityDefinition) -> None:
    """Add to A's zones what each step of ``ability`` needs and the base scenario lacks."""
    zones = scen["zones"]["A"]
    for step in ability.effect:
        verb = step.get("verb")
        if verb == "materialize":  # a textless card of that kind waits in the material deck
            want = step.get("want") or {}
            flags = {"type": (want.get("type") or ["item"])[0], "memory_cost": 0}
            flags["memory_cost"] = int(step.get("memory_cost") or 0)
            if want.get("subtypes"):
                flags["subtypes"] = want["subtypes"][:1]
            zones.setdefault("material_deck", []).append({"card": CARD_FILLER, "flags": flags})
        if verb == "modes":  # the first mode is the one shown: something for its target
            first = (step.get("modes") or [{}])[0].get("effect") or []
            unit = next(
                (s["target"]["unit"] for s in first if isinstance(s.get("target"), dict)), None
            )
            if unit is not None and "unit" in (first[0].get("target") or {}):
                types = [t for t in unit.get("type", ["ally"]) if t != "champion"] or ["ally"]
                flags = fitting(unit, types[0])
                if types[0] == "ally":
                    flags.update(power=1, life=9)
                holder = scen["zones"]["B" if unit.get("controller") == "opponent" else "A"]
                holder["field"].append({"card": FILLER, "flags": flags})
        if isinstance(step.get("target"), dict) and "card" in step["target"]:
            # a card to aim at in the opponent's graveyard
            scen["zones"]["B"].setdefault("graveyard", []).append(CARD_FILLER)
        if verb == "remove_counter":
            holder = _counter_holder(scen, step.get("target"))
            if holder is not None:  # the counters to remove are there
                counters = holder.setdefault("counters", {})
                counters[step["counter"]] = counters.get(step["counter"], 0) + step["amount"]
        if verb == "load":  # a weapon of the named subtype, controlled by A, to load into
            unit = (step.get("target") or {}).get("unit", {})
            weapon = {"card": FILLER, "flags": fitting(unit, "weapon")}
            if weapon not in zones["field"]:
                zones["field"].append(weapon)


def _counter_holder(scen: dict[str, Any], target: Any) -> dict[str, Any] | None:
    """The placed champion a "remove counters" step acts on (yours, or a targeted one)."""
    if target == "your_champion":
        return scen["zones"]["A"]["field"][0]
    if isinstance(target, dict):
        unit = target.get("unit", {})
        kinds = unit.get("type", [])
        if "champion" in ([kinds] if isinstance(kinds, str) else kinds):
            side = "A" if unit.get("controller") == "you" else "B"
            return scen["zones"][side]["field"][0]
    return None
