"""Helpers the verbs that hold other steps (each player, if that, modes) and the verbs that
may be "not done" share: one check of a held step, one way to say a step was not done."""

from __future__ import annotations

from typing import Any

from engine.core.contract import step_problem
from engine.core.game import Game
from engine.core.ruleset import EffectContext
from engine.games.grand_archive.effects import R_STEP, VERBS

R_NOT_DONE = "Playing Cards - Resolution 7"


def held_step(step: dict[str, Any], parent: str) -> dict[str, Any]:
    """``step`` when it is a valid step that is not another ``parent``; else ValueError."""
    if step.get("verb") == parent:
        raise ValueError(f"{parent} may not hold another {parent}")
    if problem := step_problem(VERBS, step):
        raise ValueError(problem)
    return step


def not_done(game: Game, ctx: EffectContext, text: str) -> None:
    """Resolution 7: what cannot be done is not done, and "if you do" will not follow."""
    ctx.memory["done"] = False
    game.log(text, [R_STEP, R_NOT_DONE], kind="info")
