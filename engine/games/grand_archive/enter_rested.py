"""A game-wide change for the rest of the turn: allies (of a subtype) entering the field enter
rested. It is kept in the game state until the turn ends."""

from __future__ import annotations

from typing import Any

from engine.core.game import Game, Procedure
from engine.core.ruleset import EffectContext
from engine.core.state import CardObject
from engine.games.grand_archive import characteristics as ch
from engine.games.grand_archive.effects import R_STEP, VERBS, StepArgs

R_CONTINUOUS = "Types of Effects - Continuous Effects 1"
KEY = "_enter_rested_eot"  # cleared at end of turn


class EnterRestedArgs(StepArgs):
    kind: str = "ally"
    subtypes: list[str] = []


@VERBS.verb("allies_enter_rested", EnterRestedArgs, rule=R_CONTINUOUS)
def allies_enter_rested(game: Game, ctx: EffectContext, args: EnterRestedArgs) -> Procedure:
    label = game.state.objects[ctx.source].label
    game.state.info.setdefault(KEY, []).append(
        {"kind": args.kind, "subtypes": list(args.subtypes), "source": label}
    )
    what = " or ".join(args.subtypes) + (" " if args.subtypes else "")
    game.log(
        f"Until end of turn, {what}{args.kind} objects enter the field rested",
        [R_STEP, R_CONTINUOUS],
        kind="effect",
    )
    return
    yield


def enters_rested(game: Game, obj: CardObject) -> str | None:
    """The card whose effect makes ``obj`` enter rested now, or None."""
    for rule in game.state.info.get(KEY) or []:
        if ch.card_type(obj) != rule["kind"]:
            continue
        if rule["subtypes"] and not ch.fits_subject(obj, {"subtypes": rule["subtypes"]}):
            continue
        return str(rule["source"])
    return None


def apply(game: Game, obj: CardObject) -> None:
    """Rest ``obj`` as it enters when such an effect applies (said in the trace)."""
    source = enters_rested(game, obj)
    if source is None or obj.exhausted:
        return
    obj.exhausted = True
    game.log(
        f"{obj.label} enters the field rested ({source}'s effect until end of turn)",
        [R_CONTINUOUS],
        kind="event",
        card=obj.label,
    )


def end_of_turn(info: dict[str, Any]) -> list[str]:
    """Clear the effect as the turn ends; what ended, for the end-of-turn step."""
    return ["allies no longer enter the field rested"] if info.pop(KEY, None) else []
