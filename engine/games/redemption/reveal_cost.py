"""Redemption "reveal X from hand": the player shows a card of their own hand to every player.

Nothing moves (REG Reveal). Printed as a cost ("You may reveal a good Dominant from hand to
negate ..."), it is paid only with a card of that kind in hand: with none, the verb's cost
check stops the rest of the ability (Cost).
"""

from __future__ import annotations

from engine.core.game import Game
from engine.core.ruleset import EffectContext
from engine.games.redemption import effects
from engine.games.redemption.verbs import VERBS, TargetArgs, _act


@VERBS.verb("reveal_card", TargetArgs, rule="Reveal")
def reveal_card(game: Game, ctx: EffectContext, args: TargetArgs) -> str:
    """The declared card of the player's hand is shown; it stays where it is."""
    act = _act(ctx)
    shown = [game.state.objects[oid].label for oid in effects.targets_for(act, args.target)]
    if not shown:
        return ""
    return f"{act.controller} reveals {', '.join(shown)} from hand"
