"""Damage prevention shields: "prevent the next N damage that would be dealt to X this turn".

A shield (Game Mechanics - Damage Prevention 1, "shielding") absorbs up to N damage
dealt to its unit this turn, combat or not; damage beyond it is dealt as normal, and
unpreventable damage is dealt in full without using the shield up. Every place that
marks damage goes through :func:`mark_damage`, so a shield is never skipped.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from engine.core.events import Event
from engine.core.game import Game, Procedure
from engine.core.ruleset import EffectContext
from engine.core.state import CardObject
from engine.games.grand_archive.effects import R_STEP, VERBS, TargetArgs, _targets, with_lv

R_SHIELD = "Game Mechanics - Damage Prevention 1"
SHIELD = "prevent_eot"  # cleared with the other until-end-of-turn changes
SHIELD_COMBAT = "prevent_combat_eot"  # "prevent the next N combat damage ..."
SHIELD_NONCOMBAT = "prevent_noncombat_eot"  # "prevent the next N non-combat damage ..."


def mark_damage(
    game: Game,
    victim: CardObject,
    amount: int,
    *,
    unpreventable: bool = False,
    combat: bool = False,
) -> int:
    """Mark ``amount`` damage on ``victim`` after its shield; returns the damage dealt.

    Dealt damage is an event ("whenever ... is dealt damage" triggers wait for it)."""
    amount = _absorb_next(game, victim, amount, unpreventable)
    kind_shield = SHIELD_COMBAT if combat else SHIELD_NONCOMBAT
    for key in (kind_shield, SHIELD):  # a combat / non-combat only shield is used first
        amount = _absorb(game, victim, amount, key, unpreventable)
    victim.damage += amount
    if amount > 0:
        victim.flags["dealt_damage_since_your_turn"] = True  # Foster looks at this
        game.emit(Event("dealt_damage", victim.controller, victim.oid, {"combat": combat}))
    return amount


def _absorb(game: Game, victim: CardObject, amount: int, key: str, unpreventable: bool) -> int:
    """What is left of ``amount`` after the victim's shield ``key``."""
    shield = int(victim.flags.get(key, 0))
    only = {SHIELD_COMBAT: "combat ", SHIELD_NONCOMBAT: "non-combat "}.get(key, "")
    if shield and amount > 0:
        if unpreventable:
            game.log(
                f"The damage to {victim.label} is unpreventable: its {only}shield of {shield} "
                "prevents none of it and is not used up",
                [R_SHIELD],
                kind="info",
            )
        else:
            used = min(shield, amount)
            victim.flags[key] = shield - used
            amount -= used
            game.log(
                f"{used} of that damage to {victim.label} is prevented "
                f"({only}shield {shield} → {shield - used})",
                [R_SHIELD],
                kind="effect",
            )
    return amount


class ShieldArgs(TargetArgs):
    amount: int = Field(1, ge=1)
    only: Literal["combat", "non-combat"] | None = None
    each: Literal["unit", "ally"] | None = None  # "each unit you control"
    controller: Literal["any", "you", "opponent"] = "any"


@VERBS.verb("prevent_damage", ShieldArgs, rule=R_SHIELD)
def prevent_damage(game: Game, ctx: EffectContext, args: ShieldArgs) -> Procedure:
    """Give each target a shield that absorbs the next ``amount`` damage this turn."""
    amount = with_lv(game, ctx, args.amount, args)
    key = {"combat": SHIELD_COMBAT, "non-combat": SHIELD_NONCOMBAT}.get(args.only or "", SHIELD)
    only = f"{args.only} " if args.only else ""
    for t in (yield _targets(game, ctx, args)):
        t.flags[key] = int(t.flags.get(key, 0)) + amount
        said = (
            f"{t.label} gets a {only}shield of {amount} this turn: that much {only}damage to it "
            f"is prevented ({only}shield {t.flags[key]})"
            if only
            else f"The next {amount} damage that would be dealt to {t.label} this turn will be "
            f"prevented (shield {t.flags[key]})"
        )
        game.log(
            said,
            [R_STEP, R_SHIELD],
            kind="effect",
        )


SHIELD_NEXT = "prevent_next_eot"  # a prevention for one damage event this turn


def _absorb_next(game: Game, victim: CardObject, amount: int, unpreventable: bool) -> int:
    """A next-time shield acts on the first preventable damage event only, whatever its size:
    all of it, N of it, or all but K of it; then it is gone."""
    shield = victim.flags.get(SHIELD_NEXT)
    if not shield or amount <= 0:
        return amount
    if unpreventable:
        game.log(
            f"The damage to {victim.label} is unpreventable: the next-time prevention on it "
            "prevents none of it and waits for the next damage",
            [R_SHIELD],
            kind="info",
        )
        return amount
    victim.flags.pop(SHIELD_NEXT)
    if shield.get("all_but") is not None:
        prevented = max(0, amount - int(shield["all_but"]))
    elif shield.get("amount") is not None:
        prevented = min(amount, int(shield["amount"]))
    else:
        prevented = amount
    game.log(
        f"{prevented} of the {amount} damage to {victim.label} is prevented (its one-event "
        "prevention for this turn, now used up)",
        [R_SHIELD],
        kind="effect",
    )
    return amount - prevented


class NextShieldArgs(TargetArgs):
    amount: int | None = Field(None, ge=1)
    all_but: int | None = Field(None, ge=0)


@VERBS.verb("prevent_next_damage", NextShieldArgs, rule=R_SHIELD)
def prevent_next_damage(game: Game, ctx: EffectContext, args: NextShieldArgs) -> Procedure:
    """The next damage event to each target this turn is prevented (wholly, N of it, or all
    but K of it); a later one is not."""
    how = (
        f"all but {args.all_but} of it"
        if args.all_but is not None
        else f"{args.amount} of it"
        if args.amount is not None
        else "all of it"
    )
    for t in (yield _targets(game, ctx, args)):
        t.flags[SHIELD_NEXT] = {"amount": args.amount, "all_but": args.all_but}
        game.log(
            f"Only the first damage event to {t.label} this turn is reduced: {how} is prevented",
            [R_STEP, R_SHIELD],
            kind="effect",
        )
