"""One yes/no question to a player, with its default and the sentence the trace shows."""

from __future__ import annotations

from engine.core import choose
from engine.core.game import Game, Procedure


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
