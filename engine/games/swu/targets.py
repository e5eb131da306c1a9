"""What an SWU ability points at: one target model with the filters printed text uses.

"a friendly non-leader ground unit with 3 or less power", "each enemy base",
"up to 2 other units", "the defender": every one is a :class:`Target`, validated
with the verb that uses it, so a compiled ability either names a real set of
objects or does not compile.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from pydantic import model_validator

from engine.core.cards import normalise_name
from engine.core.contract import VerbArgs

if TYPE_CHECKING:
    from engine.core.game import Game
    from engine.core.ruleset import EffectContext
    from engine.core.state import CardObject

What = Literal[
    "unit",  # a unit in an arena
    "base",  # a base
    "unit_or_base",  # "a unit or base"
    "self",  # this unit / this card
    "attached",  # the unit this upgrade is attached to
    "defender",  # the unit this unit is attacking
    "attacker",  # the unit attacking this unit
    "event_unit",  # the unit the triggering event is about ("that unit")
    "chosen",  # the object(s) an earlier step chose ("it", "the chosen unit")
    "upgrade",  # an upgrade in play
]
Controller = Literal["any", "friendly", "enemy", "event_player", "chosen_player"]
Mode = Literal["one", "each", "up_to"]


class Target(VerbArgs):
    """A printed target phrase as data."""

    what: What = "unit"
    controller: Controller = "any"
    mode: Mode = "one"
    count: int = 1
    arena: Literal["ground", "space", "same", "chosen"] | None = None  # chosen: "that arena"
    non_leader: bool = False
    leader: bool = False
    other: bool = False  # "another", "other": never the source itself (8.18.1)
    traits: tuple[str, ...] = ()
    non_traits: tuple[str, ...] = ()
    aspect: str | None = None
    non_aspects: tuple[str, ...] = ()  # "a non-Heroism unit": an aspect it must not have
    damaged: bool | None = None
    exhausted: bool | None = None
    unique: bool | None = None
    token: bool | None = None
    upgraded: bool | None = None
    max_power: int | None = None
    min_power: int | None = None
    max_remaining_hp: int | None = None
    max_cost: int | None = None
    min_cost: int | None = None
    named: str | None = None
    traits_any: tuple[str, ...] = ()  # "a Droid or Vehicle unit"
    has_keyword: str | None = None  # "a unit with a Bounty", "with Sentinel"
    has_token: Literal["shield", "experience"] | None = None  # "with a Shield token on it"
    lacks_token: Literal["shield", "experience"] | None = None  # "without an Experience token"
    not_chosen: bool = False  # "a different unit": not the one an earlier step chose
    remember: bool = True  # later steps can say "it"

    @model_validator(mode="before")
    @classmethod
    def older_form(cls, data: object) -> object:
        """Read the seed's target form: ``{unit: {...}}`` or ``{choose: {unit: {...}}}``."""
        if isinstance(data, str):
            return {
                "self": {"what": "self"},
                "opponent_base": {"what": "base", "controller": "enemy"},
                "friendly_base": {"what": "base", "controller": "friendly"},
                "event_player_base": {"what": "base", "controller": "event_player"},
            }.get(data, data)
        if not isinstance(data, dict):
            return data
        inner = data.get("choose", data) if set(data) == {"choose"} else data
        if isinstance(inner, dict) and set(inner) == {"unit"}:
            f = dict(inner["unit"] or {})
            who = {"opponent": "enemy", "you": "friendly"}.get(
                f.get("controller"), f.get("controller")
            )
            if who is not None:
                f["controller"] = who
            return {"what": "unit", **f}
        return data


def describe(t: Target) -> str:
    """How the trace names a target ("a friendly ground unit")."""
    words: list[str] = []
    if t.mode == "each":
        words.append("each")
    elif t.mode == "up_to":
        words.append(f"up to {t.count}")
    elif t.count > 1:
        words.append(str(t.count))
    if t.other:
        words.append("other")
    if t.controller == "friendly":
        words.append("friendly")
    elif t.controller == "enemy":
        words.append("enemy")
    if t.non_leader:
        words.append("non-leader")
    words.extend(f"non-{a}" for a in t.non_aspects)
    if t.damaged:
        words.append("damaged")
    if t.exhausted is not None:
        words.append("exhausted" if t.exhausted else "ready")
    words.extend(tr.upper() for tr in t.traits)
    if t.arena in ("ground", "space"):
        words.append(t.arena)
    noun = {"unit_or_base": "unit or base"}.get(t.what, t.what.replace("_", " "))
    words.append(noun + ("s" if t.mode == "up_to" or t.count > 1 else ""))
    return " ".join(words)


def candidates(game: Game, ctx: EffectContext, t: Target) -> list[CardObject]:
    """Every object that fits ``t`` now, enemies first (the order a person scans)."""
    rs = game.ruleset
    state = game.state
    source = state.objects[ctx.source]
    if t.what == "self":
        return [source] if rs.in_play(source) or source.definition.type == "base" else []
    if t.what == "attached":
        host = state.objects.get(source.attached_to) if source.attached_to else None
        return [host] if host is not None and rs.in_play(host) else []
    if t.what in ("defender", "attacker"):
        attack = state.info.get("_attack") or {}
        oid = attack.get("defender" if t.what == "defender" else "attacker")
        if oid is None and ctx.event is not None:
            oid = ctx.event.data.get(t.what)
        obj = state.objects.get(oid) if oid is not None else None
        return [obj] if obj is not None and rs.in_play(obj) else []
    if t.what == "event_unit":
        obj = state.objects.get(ctx.event.card) if ctx.event and ctx.event.card else None
        return [obj] if obj is not None and rs.in_play(obj) else []
    if t.what == "chosen":
        oids = ctx.memory.get("chosen") or []
        return [state.objects[o] for o in oids if rs.in_play(state.objects[o])]
    controller = {
        "friendly": ctx.controller,
        "enemy": state.opponent(ctx.controller),
        "event_player": ctx.event.player if ctx.event else None,
        "chosen_player": ctx.memory.get("player"),
    }.get(t.controller)
    pool: list[CardObject] = []
    if t.named and t.what == "unit":
        # by name through the state's index: a long chain of named targets stays linear
        pool.extend(
            o
            for o in state.find(t.named)
            if o.zone[1] in ("ground_arena", "space_arena")
            and o.attached_to is None
            and (controller is None or o.controller == controller)
        )
    elif t.what in ("unit", "unit_or_base"):
        pool.extend(rs.units(state, controller))
    if t.what in ("base", "unit_or_base"):
        for p in state.players:
            if controller is None or p.id == controller:
                pool.extend(state.cards_in(p.id, "base"))
    if t.what == "upgrade":
        pool.extend(
            o
            for o in state.objects.values()
            if o.attached_to is not None
            and rs.in_play(o)
            and (controller is None or o.controller == controller)
        )
    out = [o for o in pool if fits(game, ctx, t, o, source)]
    out.sort(key=lambda o: (o.controller == ctx.controller, o.definition.type != "base"))
    return out


def fits(game: Game, ctx: EffectContext, t: Target, o: CardObject, source: CardObject) -> bool:
    """Whether one object passes every filter of ``t`` (bases only take the unit-free ones)."""
    rs = game.ruleset
    if t.other and o.oid == ctx.source:
        return False
    if t.not_chosen and o.oid in (ctx.memory.get("chosen") or []):
        return False
    if o.definition.type == "base":
        return True
    if t.arena == "same":
        if source.zone[1] != o.zone[1]:
            return False
    elif t.arena == "chosen":
        if o.zone[1] != f"{ctx.memory.get('arena')}_arena":
            return False
    elif t.arena and o.zone[1] != f"{t.arena}_arena":
        return False
    is_leader = o.definition.type == "leader"
    if t.non_leader and is_leader:
        return False
    if t.leader and not is_leader:
        return False
    if t.traits or t.non_traits or t.traits_any:
        traits = {tr.lower() for tr in o.definition.traits}
        if any(tr.lower() not in traits for tr in t.traits):
            return False
        if any(tr.lower() in traits for tr in t.non_traits):
            return False
        if t.traits_any and not any(tr.lower() in traits for tr in t.traits_any):
            return False
    if t.has_keyword and t.has_keyword not in rs.keywords(game.state, o):
        return False
    if t.has_token and not o.counters.get(t.has_token):
        return False
    if t.lacks_token and o.counters.get(t.lacks_token):
        return False
    if t.aspect or t.non_aspects:
        aspects = o.definition.fields.get("aspects", [])
        if t.aspect and t.aspect not in aspects:
            return False
        if any(a in aspects for a in t.non_aspects):
            return False
    if t.damaged is not None and (o.damage > 0) != t.damaged:
        return False
    if t.exhausted is not None and o.exhausted != t.exhausted:
        return False
    if t.unique is not None and bool(o.definition.fields.get("unique")) != t.unique:
        return False
    if t.token is not None and o.token != t.token:
        return False
    if t.upgraded is not None and rs.upgraded(game.state, o) != t.upgraded:
        return False
    if t.max_power is not None or t.min_power is not None:
        power = rs.power(o)
        if t.max_power is not None and power > t.max_power:
            return False
        if t.min_power is not None and power < t.min_power:
            return False
    if t.max_remaining_hp is not None and rs.hp(o) - o.damage > t.max_remaining_hp:
        return False
    if t.max_cost is not None or t.min_cost is not None:
        cost = o.definition.cost or 0
        if t.max_cost is not None and cost > t.max_cost:
            return False
        if t.min_cost is not None and cost < t.min_cost:
            return False
    if t.named:
        return normalise_name(t.named) in (
            normalise_name(o.definition.name),
            normalise_name(o.definition.full_name),
        )
    return True
