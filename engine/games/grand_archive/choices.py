"""One yes/no question to a player, with its default and the sentence the trace shows."""

from __future__ import annotations

from engine.core import choose
from engine.core.game import Game, Procedure
from engine.core.ruleset import EffectContext


def yes_no(
    game: Game,
    player: str,
    prompt: str,
    rule: str,
    card: str,
    *,
    default: bool,
    reason: str,
    said: tuple[str, str],
) -> Procedure:
    """Ask ``player``; ``said`` is what the trace says for (yes, no)."""
    answer = yield choose.yes_no(
        game,
        player,
        prompt,
        rule,
        card=card,
        default=default,
        reason=reason,
        describe=lambda yes: said[0] if yes else said[1],
    )
    return bool(answer)


def choose_player(game: Game, ctx: EffectContext, does: str) -> Procedure:
    """ "Target player ...": the controller picks a player (an opponent unless told otherwise)."""
    from engine.core.decisions import Decision
    from engine.core.ruleset import ask

    label = game.state.objects[ctx.source].label
    players = [p.id for p in game.state.players]
    other = game.state.opponent(ctx.controller)
    picked = yield ask(
        game,
        Decision(
            kind="target",
            player=ctx.controller,
            prompt=f"{label}: which player {does}?",
            options=players,
            rule="Playing Cards - Card Activation 5",
            default=other,
            default_reason="an opponent is shown as the target player",
            card=label,
        ),
        lambda p: f"{ctx.controller} targets {p}",
    )
    return str(picked)
