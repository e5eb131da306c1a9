"""A unit's current power, HP and keywords: printed values plus every modifier (8.14).

Modifiers come from Experience tokens (3.7.5), attached upgrades (3.6.7), lasting
effects ("for this phase", 7.7.3), Grit (7.5.6) and Raid while attacking (7.5.8).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from engine.core.cards import AbilityDefinition
from engine.core.state import CardObject, GameState
from engine.games.swu.statics import bonuses

_VALUE = re.compile(r"^\s*(?:[a-z]+)\s+(\d+)", re.I)


def attached(state: GameState, unit: CardObject) -> list[CardObject]:
    """Upgrades attached to ``unit`` (token upgrades are counters, not objects)."""
    ids = unit.flags.get("_upgrades") or []
    return [state.objects[i] for i in ids if i in state.objects]


ARENA_ZONES = ("ground_arena", "space_arena")
_SETTLED_MAX = 1 << 15
# (what, id(definition), side) -> (definition, the answer): a definition never changes, and
# power, HP and keywords are asked for on every defeat, attack and target check.
_SETTLED: dict[tuple[str, int, bool], tuple[object, Any]] = {}


def _per_definition(what: str, obj: CardObject, side: bool, compute: Callable[[], Any]) -> Any:
    """``compute()`` once per card definition (and leader side) in this process."""
    definition = obj.definition
    key = (what, id(definition), side)
    hit = _SETTLED.get(key)
    if hit is not None and hit[0] is definition:
        return hit[1]
    value = compute()
    if len(_SETTLED) >= _SETTLED_MAX:
        _SETTLED.clear()
    _SETTLED[key] = (definition, value)
    return value


def printed_keywords(obj: CardObject) -> dict[str, int]:
    """Keywords printed on the card's active side, with their values (Raid 2 -> 2).
    The dict is shared: read it, copy it to change it."""

    def compute() -> dict[str, int]:
        out: dict[str, int] = {}
        for ab in keyword_abilities(obj):
            name = str(ab.extra.get("keyword"))
            out[name] = out.get(name, 0) + int(ab.extra.get("value") or 0)
        return out

    deployed = obj.definition.type == "leader" and obj.zone[1] in ARENA_ZONES
    return _per_definition("keywords", obj, deployed, compute)


def asks_own_power(obj: CardObject) -> bool:
    """Whether one of the card's abilities reads its own power ("equal to its power"): only
    then is its power as it leaves play worth keeping (8.11.1)."""
    return _per_definition(
        "asks_power",
        obj,
        False,
        lambda: any(_reads_own_power(ab.effect) for ab in obj.definition.abilities),
    )


def _reads_own_power(value: object) -> bool:
    if isinstance(value, dict):
        return value.get("power_of") == "self" or any(_reads_own_power(v) for v in value.values())
    if isinstance(value, (list, tuple)):
        return any(_reads_own_power(v) for v in value)
    return False


def keyword_abilities(obj: CardObject) -> list[AbilityDefinition]:
    return [
        ab
        for ab in obj.definition.abilities
        if ab.kind == "keyword" and side_active(obj, ab) and ab.extra.get("keyword")
    ]


def side_active(obj: CardObject, ab: AbilityDefinition) -> bool:
    """A leader's front abilities work in the leader zone, its back ones once deployed (3.4.3)."""
    if obj.definition.type != "leader":
        return True
    deployed = obj.zone[1] in ("ground_arena", "space_arena")
    return ab.id.startswith("back") == deployed


def keywords(state: GameState, obj: CardObject) -> dict[str, int]:
    """Every keyword the unit has now, printed or gained (values of Raid/Restore add up)."""
    gained = bonuses(state, obj)[2] if obj.zone[1] in ARENA_ZONES else None
    return _keywords(obj, gained)


def _keywords(obj: CardObject, from_statics: dict[str, int] | None) -> dict[str, int]:
    out = dict(printed_keywords(obj))
    for g in obj.flags.get("_kw", ()):
        out[g["keyword"]] = out.get(g["keyword"], 0) + int(g.get("value") or 0)
    if from_statics:
        for k, v in from_statics.items():
            out[k] = out.get(k, 0) + v
    return out


def power(state: GameState, obj: CardObject) -> int:
    value = int(obj.definition.stats.get("power") or 0)
    value += obj.counters.get("experience", 0)
    for up in attached(state, obj):
        value += int(up.definition.stats.get("power") or 0)
    value += sum(m["power"] for m in obj.flags.get("_mods", ()))
    gained = None
    if obj.zone[1] in ARENA_ZONES:
        bonus, _, gained = bonuses(state, obj)  # once: its keywords are the ones below
        value += bonus
    kws = _keywords(obj, gained)
    if "grit" in kws:
        value += obj.damage
    attack = state.info.get("_attack") or {}
    if attack.get("attacker") == obj.oid and "raid" in kws:
        value += kws["raid"]
    return max(0, value)


def hp(state: GameState, obj: CardObject) -> int:
    value = int(obj.definition.stats.get("hp") or 0)
    value += obj.counters.get("experience", 0)
    for up in attached(state, obj):
        value += int(up.definition.stats.get("hp") or 0)
    value += sum(m["hp"] for m in obj.flags.get("_mods", []))
    if obj.zone[1] in ("ground_arena", "space_arena"):
        value += bonuses(state, obj)[1]
    return max(0, value)


def keyword_value(text: str) -> int:
    m = _VALUE.match(text)
    return int(m.group(1)) if m else 0
