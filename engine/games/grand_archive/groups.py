"""Effects on a group of objects a player controls: "<objects> you control get +N POWER".

``group_static`` is a static ability of an object on the field (Abilities - Static
Abilities 1): while it applies, every object its controller controls that fits the
filter has the bonus — the ruleset's POWER, LIFE and keyword checks ask
:func:`group_bonus` and :func:`group_keywords`, so combat sees it. ``group_until_end_of_turn``
is what a resolving card does: the objects that fit as it resolves get the bonus until
end of turn (Types of Effects - Continuous Effects 1); objects arriving later do not.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field

from engine.core.cards import AbilityDefinition
from engine.core.game import Game, Procedure
from engine.core.ruleset import EffectContext
from engine.core.state import CardObject
from engine.games.grand_archive import conditions, model
from engine.games.grand_archive.effects import R_STEP, VERBS, StepArgs

R_STATIC = "Abilities - Static Abilities 1"
R_LASTING = "Types of Effects - Continuous Effects 1"
Keyword = Literal[
    "taunt", "stealth", "true sight", "intercept", "unblockable", "steadfast", "vigor", "spellshroud"
]  # fmt: skip


class GroupArgs(StepArgs):
    filter: dict[str, Any]
    power: int = 0
    life: int = 0
    keywords: list[Keyword] = Field(default_factory=list)


def members(
    game: Game, source: CardObject, controller: str, want: dict[str, Any]
) -> tuple[list[CardObject], str]:
    """The objects ``controller`` controls that fit the group's filter, and how it names them."""
    return conditions.controlled(game.state, source, controller, want)


def _what(args: GroupArgs, held: str) -> str:
    """ "gets +1 POWER and +1 LIFE and has intercept" (``held``: "has" or "gains")."""
    stats = [f"{v:+d} {k.upper()}" for k, v in (("power", args.power), ("life", args.life)) if v]
    parts = [f"gets {' and '.join(stats)}"] if stats else []
    if args.keywords:
        parts.append(f"{held} {' and '.join(args.keywords)}")
    return " and ".join(parts)


def _now(game: Game, obj: CardObject) -> str:
    now = f"POWER {game.ruleset.power(game, obj)}"
    if (life := game.ruleset.life(obj, game)) is not None:
        now += f", LIFE {life}"
    return now


def _covered(
    game: Game, ctx: EffectContext, args: GroupArgs, rule: str
) -> tuple[CardObject, list[CardObject]]:
    """The source and the objects the group covers now; none is said (and nothing happens)."""
    source = game.state.objects[ctx.source]
    mine, what = members(game, source, ctx.controller, args.filter)
    if not mine:
        game.log(
            f"{ctx.controller} controls no {what} now, so {source.label}'s effect gives nothing "
            "to anyone",
            [rule],
            kind="info",
        )
    return source, mine


@VERBS.verb("group_static", GroupArgs, rule=R_STATIC)
def group_static(game: Game, ctx: EffectContext, args: GroupArgs) -> Procedure:
    """Shown applied to each object that has it now (the bonus itself is read by power/life)."""
    source, mine = _covered(game, ctx, args, R_STATIC)
    for obj in mine:
        game.log(
            f"{obj.label} {_what(args, 'has')} while {source.label}'s static ability applies "
            f"({_now(game, obj)})",
            [R_STATIC],
            kind="effect",
        )
    return
    yield


@VERBS.verb("group_until_end_of_turn", GroupArgs, rule=R_LASTING)
def group_until_end_of_turn(game: Game, ctx: EffectContext, args: GroupArgs) -> Procedure:
    """Each object that fits as the effect resolves gets the bonus until end of turn."""
    _, mine = _covered(game, ctx, args, R_LASTING)
    for obj in mine:
        obj.flags["power_eot"] = int(obj.flags.get("power_eot", 0)) + args.power
        obj.flags["life_eot"] = int(obj.flags.get("life_eot", 0)) + args.life
        held = list(obj.flags.get("granted_eot", []))
        obj.flags["granted_eot"] = held + [k for k in args.keywords if k not in held]
        game.log(
            f"{obj.label} {_what(args, 'gains')} until end of turn ({_now(game, obj)})",
            [R_STEP, R_LASTING],
            kind="effect",
        )
    return
    yield


def _group_abilities(rs: Any, game: Game, source: CardObject) -> list[AbilityDefinition]:
    """The source's group statics that apply now (restrictions met, modelled)."""
    out = []
    for ability in source.definition.abilities:
        if ability.timing != "constant" or not any(
            s.get("verb") == "group_static" for s in ability.effect
        ):
            continue
        if not rs.can_run(ability):
            continue
        restrictions = model.static_restrictions(ability)
        if rs.restrictions_met(game, source.controller, source, restrictions, "", log=False):
            out.append(ability)
    return out


def _steps_for(rs: Any, game: Game, obj: CardObject) -> list[tuple[CardObject, dict[str, Any]]]:
    """Every applying group step of an object (itself too) its controller controls covering it."""
    found = []
    for source in game.state.cards_in(obj.controller, "field"):
        for ability in _group_abilities(rs, game, source):
            for step in ability.effect:
                if step.get("verb") != "group_static":
                    continue
                if (
                    step.get("condition")
                    and not conditions.check(
                        game.state, source, source.controller, step["condition"]
                    )[0]
                ):
                    continue
                mine, _ = members(game, source, source.controller, step["filter"])
                if obj in mine:
                    found.append((source, step))
    return found


def group_bonus(rs: Any, game: Game, obj: CardObject, stat: str) -> int:
    """POWER or LIFE the group statics of objects its controller controls give ``obj`` now."""
    if obj.zone[1] != "field":
        return 0
    return sum(int(step.get(stat, 0)) for _, step in _steps_for(rs, game, obj))


def group_keywords(rs: Any, game: Game, obj: CardObject, name: str) -> list[AbilityDefinition]:
    """The keyword ``name`` as ``obj`` has it from group statics now (one per source)."""
    if obj.zone[1] != "field":
        return []
    return [
        AbilityDefinition(
            id=f"granted {name}",
            kind="keyword",
            timing=f"keyword:{name.replace(' ', '_')}",
            text=f"{name} (from {source.label}'s static ability)",
            extra={"keyword": name},
        )
        for source, step in _steps_for(rs, game, obj)
        if name in step.get("keywords", ())
    ]
