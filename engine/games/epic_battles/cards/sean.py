"""Sean's block tax: a rival who blocks a punch or kick discards a card or takes 2 more chip. No verb expresses a choice the rival makes at the block step, so it is this card's own module."""

from __future__ import annotations

from typing import Any

from engine.core.decisions import Decision
from engine.core.game import Game, Procedure
from engine.core.ruleset import ask


class SeanMixin:
    """Sean (SF #C6): the rival chooses between discarding and extra chip when blocking."""

    def sean_tax(self, game: Game, player: str, rival: str, atk: dict[str, Any]) -> Procedure:
        for char, ab in self.abilities(game.state, player, "rival_blocks_punch_or_kick"):
            hand = game.state.cards_in(rival, "hand")
            game.log(
                f"{char.label}: {rival} blocked a {self.kind(atk['obj'])}",
                ["Triggered 1"],
                kind="resolve",
                player=player,
                card=char.label,
                ability=ab.id,
            )
            options = [f"discard {o.label}" for o in hand] + ["take +2 chipping"]
            pick = yield ask(
                game,
                Decision(
                    kind="choose",
                    player=rival,
                    prompt=f"{rival}: discard a card from your hand or take +2 chipping ({char.label})?",
                    options=options,
                    rule="Triggered 1",
                    default="take +2 chipping",
                    default_reason="keeps the hand",
                    card=char.label,
                ),
                lambda o: f"{rival} chooses to {o}",
            )
            if pick == "take +2 chipping":
                atk["chip"] += 2
                game.log(
                    f"{atk['obj'].label} chips 2 more card(s) ({rival}'s choice)",
                    ["Triggered 1", "Action Sequence 8"],
                    kind="effect",
                    player=rival,
                    card=char.label,
                    ability=ab.id,
                )
            else:
                card = hand[options.index(pick)]
                yield self.discard_together(game, [card], ["Triggered 1"])
