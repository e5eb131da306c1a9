"""Changes to an attack's POWER: "this attack gets +2 POWER" (the attack being made, from an
On Attack ability) and a unit's attacks getting a POWER change this turn (every attack
that unit makes this turn). Both are added to the attack's POWER in the damage step, which
never goes below 0 (:func:`attack_bonus`)."""

from __future__ import annotations

from pydantic import Field

from engine.core.game import Game, Procedure
from engine.core.ruleset import EffectContext
from engine.core.state import CardObject
from engine.games.grand_archive.effects import R_STEP, VERBS, StepArgs, TargetArgs, _targets

R_CONTINUOUS = "Types of Effects - Continuous Effects 1"
ATTACKS = "attacks_power_eot"  # on a unit: its attacks' POWER change until end of turn


class ThisAttackArgs(StepArgs):
    amount: int = Field(ge=-99, le=99)


@VERBS.verb("this_attack_power", ThisAttackArgs, rule=R_STEP)
def this_attack_power(game: Game, ctx: EffectContext, args: ThisAttackArgs) -> Procedure:
    combat = game.state.info.get("combat")
    if not combat:
        ctx.memory["done"] = False
        game.log("No attack is being made, so no attack gets the POWER", [R_STEP], kind="info")
        return
    combat["attack_bonus"] = int(combat.get("attack_bonus", 0)) + args.amount
    attacker = game.state.objects[combat["attacker"]]
    game.log(
        f"This attack (by {attacker.label}) gets {args.amount:+d} POWER",
        [R_STEP, R_CONTINUOUS],
        kind="effect",
    )
    return
    yield


class AttacksArgs(TargetArgs):
    amount: int = Field(ge=-99, le=99)


@VERBS.verb("attacks_power", AttacksArgs, rule=R_CONTINUOUS)
def attacks_power(game: Game, ctx: EffectContext, args: AttacksArgs) -> Procedure:
    for t in (yield _targets(game, ctx, args)):
        t.flags[ATTACKS] = int(t.flags.get(ATTACKS, 0)) + args.amount
        game.log(
            f"{t.label}'s attacks get {args.amount:+d} POWER until end of turn",
            [R_STEP, R_CONTINUOUS],
            kind="effect",
        )


def attack_bonus(game: Game, attacker: CardObject, power: int) -> int:
    """The attack's POWER with this attack's and its attacker's changes (never below 0)."""
    combat = game.state.info.get("combat") or {}
    change = int(combat.get("attack_bonus", 0)) + int(attacker.flags.get(ATTACKS, 0))
    if not change:
        return power
    total = max(0, power + change)
    game.log(
        f"The attack's POWER is {power} {'+' if change > 0 else '-'} {abs(change)} = {total}"
        + (" (never below 0)" if power + change < 0 else ""),
        [R_CONTINUOUS],
        kind="info",
    )
    return total
