""" "Name a block; your rival cannot play it for the rest of the combo."

The name is the player's choice (any block; the scenario may answer it). Without an answer
the ruling shows a block the rival holds, so the effect is seen doing something, and says it
chose that default. The ban is checked at step 6 of every later attack of the combo
(blocks.py reads the combo's banned names); "cannot" beats "can" (Cannot 1).
"""

from __future__ import annotations

from typing import Literal

from engine.core.contract import VerbArgs, VerbLibrary
from engine.core.decisions import Decision
from engine.core.game import Game, Procedure
from engine.core.ruleset import EffectContext, ask
from engine.games.epic_battles.pile_verbs import moment

BANNED = "forbidden_blocks"


class NameBlockArgs(VerbArgs):
    until: Literal["combo"] = "combo"


def _name_block(game: Game, ctx: EffectContext, args: NameBlockArgs) -> Procedure:
    state = game.state
    rival = state.opponent(ctx.controller)
    combo = state.info.get("combo")
    held = list(
        dict.fromkeys(
            o.definition.name for o in state.cards_in(rival, "hand") if o.definition.type == "block"
        )
    )
    if combo is None or not held:
        why = "the action is over" if combo is None else f"{rival} holds no block"
        game.log(
            f"{ctx.controller} would name a block, but {why}: naming one changes nothing here",
            [moment(ctx)],
            kind="info",
        )
        return
    name = yield ask(
        game,
        Decision(
            kind="choose",
            player=ctx.controller,
            prompt=f"{ctx.controller}: name a block {rival} cannot play for the rest of the combo",
            options=held,
            rule=moment(ctx),
            default=held[0],
            default_reason="the scenario names no block: shown with one the rival holds",
        ),
        lambda n: f"{ctx.controller} names {n}",
    )
    combo.setdefault(BANNED, []).append(str(name))
    game.log(
        f"{rival} cannot play {name} for the rest of this combo",
        [moment(ctx), "Cannot 1"],
        kind="effect",
    )


def register(verbs: VerbLibrary) -> None:
    verbs.verb("name_block", NameBlockArgs, rule="Cannot 1")(_name_block)
