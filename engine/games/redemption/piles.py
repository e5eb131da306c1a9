"""Verbs that act on a player's deck as a whole: "Shuffle draw pile" (REG Shuffle).

The engine keeps no random order: a shuffled deck keeps the cards it held, and the trace says
that their order is unknown from then on (``state.info["deck_shuffled"]`` names the players),
so nothing later reads a known top card into it.
"""

from __future__ import annotations

from typing import Literal

from engine.core.contract import VerbArgs
from engine.core.game import Game
from engine.core.ruleset import EffectContext
from engine.games.redemption.verbs import VERBS, _act, _players


class ShuffleDeckArgs(VerbArgs):
    who: Literal["you", "opponent", "each"] = "you"


@VERBS.verb("shuffle_deck", ShuffleDeckArgs, rule="Shuffle")
def shuffle_deck(game: Game, ctx: EffectContext, args: ShuffleDeckArgs) -> str:
    """Each player ``who`` names shuffles their deck; an unlisted deck is said to be unlisted."""
    state = game.state
    act = _act(ctx)
    out = []
    for player in _players(game, act, args.who):
        if not state.zone_known(player, "deck"):
            out.append(
                f"{player} shuffles their deck (not listed in the scenario: its cards are not "
                "known)"
            )
            continue
        count = len(state.cards_in(player, "deck"))
        shuffled = set(state.info.get("deck_shuffled", [])) | {player}
        state.info["deck_shuffled"] = sorted(shuffled)
        out.append(f"{player} shuffles their deck ({count} card(s); its order is now unknown)")
    return "; ".join(out)
