"""Steps every player does in turn ("Each player discards a card"), and cards returned from
memory to hand.

``each_player`` holds one ordinary step; it runs once per player in initiative order from
the controller, with that player as "you" (so each chooses their own card or ally). The held
step is validated when the ability is parsed, like any other step.
"""

from __future__ import annotations

from typing import Any

from pydantic import Field, field_validator

from engine.core.game import Game, Procedure
from engine.core.ruleset import EffectContext
from engine.games.grand_archive.effects import R_STEP, VERBS, StepArgs
from engine.games.grand_archive.nested import held_step, not_done


class EachPlayerArgs(StepArgs):
    do: dict[str, Any]

    @field_validator("do")
    @classmethod
    def _known_step(cls, step: dict[str, Any]) -> dict[str, Any]:
        target = step.get("target")
        if isinstance(target, dict) and not target.get("unit", {}).get("chosen"):
            raise ValueError("each player's step may not target")
        return held_step(step, "each_player")


@VERBS.verb("each_player", EachPlayerArgs, rule=R_STEP)
def each_player(game: Game, ctx: EffectContext, args: EachPlayerArgs) -> Procedure:
    vspec = VERBS.get(str(args.do["verb"]))
    assert vspec is not None  # validated with the ability
    for player in game.state.initiative_order(ctx.controller):
        mine = EffectContext(ctx.source, player, ctx.ability, ctx.event, ctx.memory, ctx.depth)
        yield vspec.run(game, mine, vspec.validate(args.do))


class MemoryArgs(StepArgs):
    count: int = Field(1, ge=1)
    up_to: bool = False  # "up to three cards": fewer (even none) will do
    all: bool = False  # "all cards from your memory"


@VERBS.verb("memory_to_hand", MemoryArgs, rule=R_STEP)
def memory_to_hand(game: Game, ctx: EffectContext, args: MemoryArgs) -> Procedure:
    """Return chosen cards from memory to hand (its owner chooses; memory is not random here)."""
    state, player = game.state, ctx.controller
    memory = state.cards_in(player, "memory")
    label = state.objects[ctx.source].label
    if args.all:
        picked = list(memory)
    elif len(memory) < args.count and not args.up_to:
        not_done(
            game,
            ctx,
            f"{player} has {len(memory)} card(s) in memory, fewer than {args.count}: "
            "it is not done",
        )
        return
    else:
        picked = []
        options = list(memory)
        for _ in range(min(args.count, len(options))):  # up to N: the most is shown
            card = yield game.ruleset.choose_object(
                game, player, options, f"{label}: choose a card to return to hand", label, R_STEP,
                "chooses",
            )  # fmt: skip
            options.remove(card)
            picked.append(card)
    for card in picked:
        state.move(card, (player, "hand"))
    names = ", ".join(c.label for c in picked) or "no card"
    game.log(
        f"{player} returns {names} from memory to hand",
        [R_STEP],
        kind="effect",
        player=player,
    )
