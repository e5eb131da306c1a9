"""Choosing an arena or a player (8.4): "Choose an arena. Exhaust each unit in that arena",
"Choose a player. They draw 2 cards". The choice is remembered for the steps after it, which
name it as "that arena" (a target's ``arena: chosen``) or "that player" / "they"
(``controller: chosen_player``, ``who: chosen_player``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from engine.core.decisions import Decision
from engine.core.errors import ImpossibleAction
from engine.core.ruleset import ask
from engine.games.swu.verbs import SwuArgs, verb

if TYPE_CHECKING:
    from engine.core.game import Game, Procedure
    from engine.core.ruleset import EffectContext

ARENA_WORDS = {"ground arena": "ground", "space arena": "space"}


class ArenaArgs(SwuArgs):
    pass


@verb("choose_arena", ArenaArgs, "8.4.1")
def choose_arena(game: Game, ctx: EffectContext, a: ArenaArgs) -> Procedure:
    """The arena the later steps call "that arena"."""
    src = game.state.objects[ctx.source].label
    options = list(ARENA_WORDS)
    answer = yield _ask(game, ctx, f"{src}: choose an arena", options)
    ctx.memory["arena"] = ARENA_WORDS[answer]
    ctx.memory["did"] = True


class PlayerArgs(SwuArgs):
    among: Literal["any", "opponent"] = "any"  # "Choose a player" / "Choose an opponent"


@verb("choose_player", PlayerArgs, "8.4.1")
def choose_player(game: Game, ctx: EffectContext, a: PlayerArgs) -> Procedure:
    """The player the later steps call "that player" or "they"."""
    state = game.state
    src = state.objects[ctx.source].label
    options = [p.id for p in state.players if a.among == "any" or p.id != ctx.controller]
    answer = yield _ask(
        game, ctx, f"{src}: choose {'a player' if a.among == 'any' else 'an opponent'}", options
    )
    ctx.memory["player"] = answer
    ctx.memory["did"] = True


def _ask(game: Game, ctx: EffectContext, prompt: str, options: list[str]) -> Procedure:
    src = game.state.objects[ctx.source].label
    answer = yield ask(
        game,
        Decision(
            kind="mode", player=ctx.controller, prompt=prompt, options=options, rule="8.4.1",
            default=options[0], default_reason="the first option", card=src,
        ),
        lambda c: f"{ctx.controller} chooses {c}",
    )  # fmt: skip
    if answer not in options:
        raise ImpossibleAction(f"{src}: choose one of {', '.join(options)}, not {answer!r}")
    return answer
