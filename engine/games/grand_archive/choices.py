"""One yes/no question to a player, with its default and the sentence the trace shows."""

from __future__ import annotations

from engine.core.decisions import Decision
from engine.core.game import Game, Procedure
from engine.core.ruleset import ask


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
    answer = yield ask(
        game,
        Decision(
            kind="may",
            player=player,
            prompt=prompt,
            options=[True, False],
            rule=rule,
            default=default,
            default_reason=reason,
            card=card,
        ),
        lambda yes: said[0] if yes else said[1],
    )
    return bool(answer)
