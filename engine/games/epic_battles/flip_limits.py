"""A character's constant text that caps how many events the rival flips each step.

The cap is checked as each event would be flipped (Events 1: every event a moment flips is
flipped at once, so the ones over the cap are simply not flipped); the character's text is
the step that refuses the flip, and "cannot" beats "can" (Cannot 1).
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field

from engine.core.contract import VerbArgs, VerbLibrary
from engine.core.game import Game, Procedure
from engine.core.ruleset import EffectContext
from engine.core.state import CardObject

VERB = "flip_limit"


class FlipLimitArgs(VerbArgs):
    """The rival flips at most ``count`` events each step."""

    count: int = Field(ge=1, le=5)
    per: Literal["step"] = "step"


def _refuse(game: Game, ctx: EffectContext, args: FlipLimitArgs) -> Procedure:
    ev: CardObject = ctx.memory["refused"]
    source = game.state.objects[ctx.source]
    game.log(
        f"{ev.controller} can flip only {args.count} event(s) each step ({source.label}'s text): "
        f"{ev.label} is not flipped",
        ["Cannot 1", "Events 1", "Outside Effects 1"],
        kind="effect",
        player=ev.controller,
    )
    return
    yield


def register(verbs: VerbLibrary) -> None:
    verbs.verb(VERB, FlipLimitArgs, rule="Cannot 1")(_refuse)


def step_key(info: dict[str, Any]) -> str:
    """This step of the scenario (a step started again is a new one)."""
    step = str(info.get("step", ""))
    return f"{step}:{info.get(f'_{step}_starts', 0)}"


class FlipLimitsMixin:
    """Count each player's flips in the step and refuse those over a rival character's cap."""

    def over_flip_limit(self, game: Game, player: str, ev: CardObject, chosen: int) -> Procedure:
        """True (after the refusing step) when ``ev`` would be one flip too many this step."""
        state = game.state
        rival = state.opponent(player)
        flipped = state.info.get("_flips", {}).get(f"{player}:{step_key(state.info)}", 0)
        for char, ab in self.abilities(state, rival, "constant"):  # type: ignore[attr-defined]
            steps = [s for s in ab.effect if s.get("verb") == VERB]
            if not steps or not self.can_run(ab):  # type: ignore[attr-defined]
                continue
            if flipped + chosen >= int(steps[0]["count"]):
                ctx = self.ctx(char, rival, ab, None)  # type: ignore[attr-defined]
                ctx.memory["refused"] = ev
                yield self.run_effect(game, ctx)  # type: ignore[attr-defined]
                return True
        return False

    def count_flips(self, game: Game, player: str, n: int) -> None:
        flips = game.state.info.setdefault("_flips", {})
        key = f"{player}:{step_key(game.state.info)}"
        flips[key] = flips.get(key, 0) + n
