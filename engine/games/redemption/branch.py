"""A bracketed alternative: a printed effect followed by "(or <other words> if <condition>)", as
in "Draw 1 (or 2 if used by a prophet)".

The printed effect and its alternative compile to two lists of steps; which one runs is decided
by the condition, read against the state when the ability activates, before its targets are
declared (Special Ability). The trace says which applies and why.
"""

from __future__ import annotations

from typing import Any

from pydantic import Field, field_validator

from engine.core.cards import AbilityDefinition
from engine.core.contract import VerbArgs
from engine.core.decisions import Decision
from engine.core.game import Game, Procedure
from engine.core.ruleset import EffectContext, ask
from engine.games.redemption.conditions import step_unmet
from engine.games.redemption.model import Activation
from engine.games.redemption.verbs import VERBS

_NOT_NESTED = ("choose", "interrupt", "require", "branch")


def _steps(v: list[dict[str, Any]], require: bool) -> list[dict[str, Any]]:
    for step in v:
        verb = str(step.get("verb"))
        spec = VERBS.get(verb)
        if spec is None or (verb != "require" if require else verb in _NOT_NESTED):
            raise ValueError(f"a bracketed alternative cannot run {verb!r} here")
        spec.validate(step)
    return v


class BranchArgs(VerbArgs):
    model_config = VerbArgs.model_config | {"populate_by_name": True}
    if_: list[dict[str, Any]] = Field(alias="if", min_length=1)
    then: list[dict[str, Any]] = Field(min_length=1)
    else_: list[dict[str, Any]] = Field(alias="else", min_length=1)
    words: str = ""
    choice: bool = False  # the player may keep the printed effect (resolve_branch)

    @field_validator("if_")
    @classmethod
    def _condition(cls, v: list[dict[str, Any]]) -> list[dict[str, Any]]:
        return _steps(v, require=True)

    @field_validator("then", "else_")
    @classmethod
    def _effect(cls, v: list[dict[str, Any]]) -> list[dict[str, Any]]:
        return _steps(v, require=False)


@VERBS.verb("branch", BranchArgs, rule="Special Ability")
def branch(game: Game, ctx: EffectContext, args: BranchArgs) -> str:
    """Decided as the ability activates (resolve_branch), never run as a step."""
    return ""


def has_branch(ability: AbilityDefinition) -> bool:
    return any(step.get("verb") == "branch" for step in ability.effect)


def resolve_branch(game: Game, act: Activation, depth: int) -> Procedure:
    """The ability with each bracketed alternative replaced by the steps that apply now.

    When the condition holds, the brackets offer the alternative ("or 2"): the player may take
    it instead of the printed effect, and the answer shows it taken; an added place ("deck (or
    Reserve") simply widens the search."""
    state = game.state
    obj = state.objects[act.card]
    kw = {"player": act.controller, "card": obj.label, "ability": act.ability.id}
    data = act.ability.to_dict()
    effect: list[dict[str, Any]] = []
    for step in data["effect"]:
        if step.get("verb") != "branch":
            effect.append(step)
            continue
        failed = next((f for st in step["if"] if (f := step_unmet(state, act, st))), None)
        words = step.get("words", "")
        if failed:
            game.log(
                f"{act.label}: the bracketed alternative ({words}) does not apply: {failed[0]}",
                ["Special Ability", *failed[1]],
                depth=depth,
                **kw,
            )
            effect += step["else"]
            continue
        game.log(
            f"{act.label}: the bracketed alternative applies ({words})",
            ["Special Ability"],
            depth=depth,
            **kw,
        )
        take = True
        if step.get("choice"):
            labels = [f"the alternative ({words})", "the printed effect"]
            game.trace.depth = depth
            picked = yield ask(
                game,
                Decision(
                    kind="choose",
                    player=act.controller,
                    prompt=f"{act.controller}: which does {act.label} do?",
                    options=labels,
                    rule="Special Ability",
                    default=labels[0],
                    default_reason="the alternative its condition allows",
                    card=obj.label,
                ),
                lambda c: f"{act.controller} chooses for {act.label}: {c}",
            )
            take = picked == labels[0]
        effect += step["then"] if take else step["else"]
    data["effect"] = effect
    return AbilityDefinition.from_dict(data)
