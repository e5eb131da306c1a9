"""Constant abilities the engine applies (7.3): "this unit gets +2/+0", "each other friendly
Trooper unit gains Sentinel", "attached unit gets +1/+1", each with its "while" condition.

A compiled constant ability is one ``static`` step. The stat and keyword functions in
:mod:`engine.games.swu.stats` ask :func:`bonuses` for every active one, so the values the
rules use always include them; when the answer starts, each one is shown once with
whether it applies now (see the ruleset's ``announce_constants``).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Literal

from pydantic import Field

from engine.core.contract import VerbArgs

if TYPE_CHECKING:
    from engine.core.state import CardObject, GameState

ARENAS = ("ground_arena", "space_arena")


class Affects(VerbArgs):
    """Which units a constant ability changes (filters that never depend on power)."""

    who: Literal["self", "attached", "others", "all", "attacker", "defender"] = "self"
    controller: Literal["any", "friendly", "enemy"] = "any"
    traits: tuple[str, ...] = ()
    aspect: str | None = None
    arena: Literal["ground", "space"] | None = None
    unique: bool | None = None
    non_leader: bool = False
    leader: bool = False
    upgraded: bool | None = None
    damaged: bool | None = None
    min_cost: int | None = None  # printed cost (8.15.5.e)
    exhausted: bool | None = None
    in_attack: Literal["attacking", "defending"] | None = None  # "... gets -2/-0 while defending"


class While(VerbArgs):
    """When it applies; every field given must hold."""

    control_traits: tuple[str, ...] | None = None  # you control a unit with these traits
    control_aspect: str | None = None  # ... with this aspect
    control_other: bool = False  # ... other than this one
    control_named: str | None = None  # "While you control Emperor Palpatine" (unit or leader)
    control_at_least: int = 1
    initiative: bool | None = None
    force: bool | None = None
    self_state: (
        Literal["upgraded", "damaged", "undamaged", "ready", "exhausted", "attacking", "defending"]
        | None
    ) = None
    friendly_attacking: bool = False  # "While a friendly unit is attacking"
    defender_arena: Literal["ground", "space"] | None = None  # "While attacking a space unit"
    host_traits: tuple[str, ...] | None = None  # "If attached unit is a Fighter"
    enemy_state: Literal["damaged", "exhausted", "upgraded"] | None = (
        None  # "While an enemy unit is damaged"
    )
    resources_at_least: int | None = None  # "While you control 6 or more resources"
    hand_at_least: int | None = None  # a full enough hand
    base_damage_at_least: int | None = None  # your base damaged at least this much


class PerCount(VerbArgs):
    """What "for each ..." counts: the bonus is multiplied by it (8.15.3)."""

    what: Literal["damage_on_self", "resources", "hand", "upgrades_on_self", "units", "discard"]
    controller: Literal["any", "friendly", "enemy"] = "friendly"
    other: bool = False
    unit: bool = False  # discard: only unit cards
    traits: tuple[str, ...] = ()
    arena: Literal["ground", "space"] | None = None
    state: Literal["ready", "exhausted", "damaged"] | None = None
    token: bool = False


class StaticArgs(VerbArgs):
    power: int = 0
    hp: int = 0
    keywords: dict[str, int] = Field(default_factory=dict)
    affects: Affects = Affects()
    condition: While | None = None
    per: PerCount | None = None


def statics_in_play(state: GameState) -> list[tuple[CardObject, StaticArgs]]:
    """Every compiled constant ability of a card in play, on its faceup side.

    The candidates (objects whose definition has one) are indexed once per object count,
    so a pool without such cards costs nothing per query.
    """
    cached = state.info.get("_statics")
    if cached is None or cached[0] != len(state.objects):
        found: list[tuple[CardObject, str, StaticArgs]] = []
        for obj in state.objects.values():
            for ab in obj.definition.abilities:
                coordinate = ab.kind == "keyword" and ab.extra.get("keyword") == "coordinate"
                if (ab.timing != "constant" and not coordinate) or ab.modelled != "modelled":
                    continue
                for step in ab.effect:
                    if step.get("verb") == "static":
                        args = StaticArgs.model_validate(
                            {k: v for k, v in step.items() if k != "verb"}
                        )
                        found.append((obj, ab.id, args))
        cached = (len(state.objects), found)
        state.info["_statics"] = cached
    out = []
    for obj, ability_id, args in cached[1]:
        if obj.zone[1] not in (*ARENAS, "base", "leader"):
            continue
        deployed = obj.zone[1] in ARENAS
        if obj.definition.type == "leader" and ability_id.startswith("back") != deployed:
            continue  # only the faceup side's abilities are active (3.4.3)
        out.append((obj, args))
    return out


def holds(state: GameState, source: CardObject, c: While | None) -> bool:
    if c is None:
        return True
    if (
        c.initiative is not None
        and (state.info.get("initiative", state.active) == source.controller) != c.initiative
    ):
        return False
    if c.force is not None:
        base = [o for o in state.cards_in(source.controller, "base")]
        has = bool(base and base[0].counters.get("force"))
        if has != c.force:
            return False
    if c.self_state:
        me = source
        if c.self_state == "upgraded" and not is_upgraded(me):
            return False
        if c.self_state == "damaged" and not me.damage:
            return False
        if c.self_state == "undamaged" and me.damage:
            return False
        if c.self_state == "ready" and me.exhausted:
            return False
        if c.self_state == "exhausted" and not me.exhausted:
            return False
        attack = state.info.get("_attack") or {}
        if c.self_state == "attacking" and attack.get("attacker") != me.oid:
            return False
        if c.self_state == "defending" and attack.get("defender") != me.oid:
            return False
    attack = state.info.get("_attack") or {}
    if c.friendly_attacking:
        attacker = state.objects.get(attack.get("attacker", -1))
        if attacker is None or attacker.controller != source.controller:
            return False
    if c.defender_arena is not None:
        defender = state.objects.get(attack.get("defender", -1))
        if defender is None or defender.zone[1] != f"{c.defender_arena}_arena":
            return False
    if not _counts_hold(state, source, c):
        return False
    if c.host_traits is not None:
        host = state.objects.get(source.attached_to) if source.attached_to else None
        # "If attached unit is a Heroism unit" names an aspect, "... a Fighter" a trait
        traits = (
            {
                t.lower()
                for t in (*host.definition.traits, *host.definition.fields.get("aspects", []))
            }
            if host
            else set()
        )
        if host is None or any(t.lower() not in traits for t in c.host_traits):
            return False
    if c.control_named is not None:
        want = c.control_named.lower()
        names = [
            o.definition.name.lower()
            for zone in (*ARENAS, "leader")
            for o in state.cards_in(source.controller, zone)
        ]
        if want not in names:
            return False
    if c.control_traits is not None:
        count = 0
        for arena in ARENAS:
            for o in state.cards_in(source.controller, arena):
                if o.attached_to is not None or (c.control_other and o.oid == source.oid):
                    continue
                traits = {t.lower() for t in o.definition.traits}
                if c.control_aspect and c.control_aspect not in o.definition.fields.get(
                    "aspects", []
                ):
                    continue
                if all(t.lower() in traits for t in c.control_traits):
                    count += 1
        if count < c.control_at_least:
            return False
    return True


def _counts_hold(state: GameState, source: CardObject, c: While) -> bool:
    """The conditions about how many of something there are, and about enemy units."""
    mine = source.controller
    if c.resources_at_least is not None and (
        len(state.cards_in(mine, "resources")) < c.resources_at_least
    ):
        return False
    if c.hand_at_least is not None and len(state.cards_in(mine, "hand")) < c.hand_at_least:
        return False
    if c.base_damage_at_least is not None:
        base = state.cards_in(mine, "base")
        if not base or base[0].damage < c.base_damage_at_least:
            return False
    if c.enemy_state is not None:
        enemy = [
            o
            for arena in ARENAS
            for o in state.cards_in(state.opponent(mine), arena)
            if o.attached_to is None
        ]
        test = {
            "damaged": lambda o: bool(o.damage),
            "exhausted": lambda o: o.exhausted,
            "upgraded": is_upgraded,
        }[c.enemy_state]
        if not any(test(o) for o in enemy):
            return False
    return True


def attack_bound(a: StaticArgs) -> bool:
    """Whether a constant ability can only hold during an attack (shown when one begins)."""
    c = a.condition
    return bool(
        a.affects.who in ("attacker", "defender")
        or a.affects.in_attack
        or (c is not None and (c.self_state in ("attacking", "defending") or c.friendly_attacking))
    )


def affects(state: GameState, source: CardObject, a: Affects, unit: CardObject) -> bool:
    attack = state.info.get("_attack") or {}
    if a.who in ("attacker", "defender") and attack.get(a.who) != unit.oid:
        return False  # "the attacker" / "the defender" of the attack in progress
    role = {"attacking": "attacker", "defending": "defender"}.get(a.in_attack or "")
    if role is not None and attack.get(role) != unit.oid:
        return False
    if a.exhausted is not None and unit.exhausted != a.exhausted:
        return False
    if a.who == "self":
        return unit.oid == source.oid
    if a.who == "attached":
        return source.attached_to == unit.oid
    if a.who == "others" and unit.oid == source.oid:
        return False
    if a.controller == "friendly" and unit.controller != source.controller:
        return False
    if a.controller == "enemy" and unit.controller == source.controller:
        return False
    traits = {t.lower() for t in unit.definition.traits}
    if any(t.lower() not in traits for t in a.traits):
        return False
    if a.aspect and a.aspect not in unit.definition.fields.get("aspects", []):
        return False
    if a.arena and unit.zone[1] != f"{a.arena}_arena":
        return False
    if a.unique is not None and bool(unit.definition.fields.get("unique")) != a.unique:
        return False
    is_leader = unit.definition.type == "leader"
    if (a.non_leader and is_leader) or (a.leader and not is_leader):
        return False
    if a.min_cost is not None and (unit.definition.cost or 0) < a.min_cost:
        return False
    if a.damaged is not None and bool(unit.damage) != a.damaged:
        return False
    return not (a.upgraded is not None and is_upgraded(unit) != a.upgraded)


def is_upgraded(unit: CardObject) -> bool:
    """Upgraded: an upgrade attached, Shield and Experience tokens included (3.7.3, 3.7.5)."""
    return bool(
        unit.flags.get("_upgrades")
        or unit.counters.get("shield")
        or unit.counters.get("experience")
    )


def bonuses(state: GameState, unit: CardObject) -> tuple[int, int, dict[str, int]]:
    """Power, HP and keywords that constant abilities in play give ``unit`` now."""
    power = hp = 0
    kws: dict[str, int] = {}
    for source, s in statics_in_play(state):
        if source.zone[1] not in (*ARENAS, "base", "leader"):
            continue
        if not affects(state, source, s.affects, unit) or not holds(state, source, s.condition):
            continue
        times = count(state, source, s.per) if s.per else 1
        power += s.power * times
        hp += s.hp * times
        for k, v in s.keywords.items():
            kws[k] = kws.get(k, 0) + v * times
    return power, hp, kws


def count(state: GameState, source: CardObject, per: PerCount) -> int:
    """How many of what a "for each" constant ability counts there are now."""
    mine = source.controller
    if per.what == "damage_on_self":
        return source.damage
    if per.what == "resources":
        return len(state.cards_in(mine, "resources"))
    if per.what == "hand":
        return len(state.cards_in(mine, "hand"))
    if per.what == "upgrades_on_self":
        tokens = source.counters.get("shield", 0) + source.counters.get("experience", 0)
        return len(source.flags.get("_upgrades") or []) + tokens
    if per.what == "discard":
        return sum(
            1
            for o in state.cards_in(mine, "discard")
            if _has_traits(o, per.traits) and (not per.unit or o.definition.type == "unit")
        )
    n = 0
    players = {
        "friendly": [mine],
        "enemy": [state.opponent(mine)],
        "any": [p.id for p in state.players],
    }[per.controller]
    for player in players:
        for arena in ARENAS:
            if per.arena and arena != f"{per.arena}_arena":
                continue
            for o in state.cards_in(player, arena):
                if o.attached_to is not None or (per.other and o.oid == source.oid):
                    continue
                if per.token and not o.token:
                    continue
                if per.state == "ready" and o.exhausted:
                    continue
                if per.state == "exhausted" and not o.exhausted:
                    continue
                if per.state == "damaged" and not o.damage:
                    continue
                if _has_traits(o, per.traits):
                    n += 1
    return n


def _has_traits(obj: CardObject, wanted: tuple[str, ...]) -> bool:
    traits = {t.lower() for t in obj.definition.traits}
    return all(t.lower() in traits for t in wanted)


def describe_per(per: PerCount, n: int) -> str:
    """``n`` counted things in words: "1 damage on it", "2 other exhausted friendly units"."""
    text = _per_words(per)
    if n == 1:
        text = re.sub(r"\b(unit|card|upgrade|resource)s\b", r"\1", text, count=1)
    return f"{n} {text}"


def _per_words(per: PerCount) -> str:
    fixed = {
        "damage_on_self": "damage on it",
        "resources": "resources its controller controls",
        "hand": "cards in its controller's hand",
        "upgrades_on_self": "upgrades on it",
    }
    if per.what in fixed:
        return fixed[per.what]
    traits = " ".join(per.traits)
    if per.what == "discard":
        kind = "unit" if per.unit else "card"
        return f"{traits} {kind}s in its controller's discard pile".strip()
    words = [
        "other" if per.other else "",
        per.state or "",
        {"any": "", "friendly": "friendly", "enemy": "enemy"}[per.controller],
        "token" if per.token else "",
        per.arena or "",
        traits,
        "units",
    ]
    return " ".join(w for w in words if w)
