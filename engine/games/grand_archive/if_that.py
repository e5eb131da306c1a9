""" "If that <unit> is <something>, <effect>": a check of the object the text last named (the
previous step's target, "that unit"), made as the step resolves; the effect happens only if
it holds. The effect's steps act on "it" (that object) or on a champion, never on a new target.
"""

from __future__ import annotations

from typing import Any

from pydantic import field_validator

from engine.core.game import Game, Procedure
from engine.core.ruleset import EffectContext
from engine.games.grand_archive import characteristics as ch
from engine.games.grand_archive.effects import R_STEP, VERBS, StepArgs
from engine.games.grand_archive.nested import held_step

_WORDS = ("same", "self", "your_champion", "opponent_champion")


class IfThatArgs(StepArgs):
    that: dict[str, Any]  # a unit filter: type, subtypes, state
    words: str  # the printed condition, for the trace
    do: list[dict[str, Any]]

    @field_validator("do")
    @classmethod
    def _steps(cls, steps: list[dict[str, Any]]) -> list[dict[str, Any]]:
        if not steps:
            raise ValueError("an empty effect")
        for step in steps:
            if step.get("target", "same") not in _WORDS:
                raise ValueError("the effect may act only on that object or a champion")
        return [held_step(step, "if_that") for step in steps]


@VERBS.verb("if_that", IfThatArgs, rule=R_STEP)
def if_that(game: Game, ctx: EffectContext, args: IfThatArgs) -> Procedure:
    state = game.state
    obj = state.objects.get(ctx.memory.get("last_target", -1))
    if obj is None:
        game.log(
            f"There is no object the text named before, so “if that is {args.words}” does not hold",
            [R_STEP],
            kind="info",
        )
        return
    fits = obj.zone[1] == "field" and obj in game.ruleset.candidates(
        game, ctx.controller, {"unit": {**args.that, "controller": "any"}}
    )
    unknown = (
        not fits
        and bool(args.that.get("subtypes"))
        and ch.subtypes(obj) is None
        and ch.classes(obj) is None
    )
    said = (
        f"whether {obj.label} is {args.words} is not in the card data (state its subtypes in "
        "flags), so that part does not happen"
        if unknown
        else f"{obj.label} is {'' if fits else 'not '}{args.words}, so that part "
        f"{'happens' if fits else 'does not happen'}"
    )
    game.log(said[0].upper() + said[1:], [R_STEP], kind="info")
    if not fits:
        return
    for step in args.do:
        vspec = VERBS.get(str(step["verb"]))
        assert vspec is not None  # validated with the ability
        ctx.memory["last_target"] = obj.oid  # "it" stays that object
        yield vspec.run(game, ctx, vspec.validate(step))
