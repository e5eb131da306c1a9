"""Modes read from printed text ("Choose one— • A. • B."): one ``modes`` step holds them.

The mode is chosen, and its targets declared, as the card or ability is activated (Card
Activation 4-5, done by the activation code from :func:`modes_of`); as the layer resolves the
``modes`` step only says which mode was chosen, then the chosen mode's steps run. Where the
layer was put on the stack without its modes chosen (a paragraph that is not the one the
activation reads), the step shows the paragraph as not modelled rather than pick a mode late.
"""

from __future__ import annotations

from typing import Any

from pydantic import Field, field_validator

from engine.core.cards import AbilityDefinition
from engine.core.game import Game, Procedure
from engine.core.not_modelled import log_not_modelled
from engine.core.ruleset import EffectContext
from engine.games.grand_archive.effects import R_STEP, VERBS, StepArgs
from engine.games.grand_archive.nested import held_step

R_MODES = "Playing Cards - Card Activation 4"


class ModesArgs(StepArgs):
    choose: int = Field(1, ge=1, le=1)  # "Choose one": one mode
    modes: list[dict[str, Any]] = Field(min_length=2)

    @field_validator("modes")
    @classmethod
    def _modes(cls, modes: list[dict[str, Any]]) -> list[dict[str, Any]]:
        for mode in modes:
            if not mode.get("id") or not mode.get("effect"):
                raise ValueError("each mode needs an id and steps")
            for step in mode["effect"]:
                held_step(step, "modes")
        return modes


def modes_of(ability: AbilityDefinition) -> list[dict[str, Any]]:
    """The modes an ability's ``modes`` step holds (none when it has no such step)."""
    for step in ability.effect:
        if step.get("verb") == "modes":
            return list(step.get("modes") or [])
    return []


@VERBS.verb("modes", ModesArgs, rule=R_MODES)
def modes(game: Game, ctx: EffectContext, args: ModesArgs) -> Procedure:
    item = ctx.memory.get("item")
    chosen = [m for m in (getattr(item, "modes", None) or []) if m in args.modes]
    if not chosen:
        log_not_modelled(game, game.state.objects[ctx.source], ctx.ability)
        return
    game.log(
        f"The mode chosen as it was activated: {chosen[0].get('text') or chosen[0]['id']}",
        [R_STEP, R_MODES],
        kind="info",
    )
    return
    yield
