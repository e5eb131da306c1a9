"""Moving cards between piles, where replacement effects (Replacement 1) can step in: discards, the energy pile, paying, drawing."""

from __future__ import annotations

from engine.core.decisions import Decision
from engine.core.errors import ImpossibleAction
from engine.core.game import Game, Procedure
from engine.core.ruleset import ask
from engine.core.state import CardObject
from engine.core.words import plural
from engine.games.epic_battles.zones import zone_title


class PilesMixin:
    """Card moves that a replacement effect may change on the way."""

    def discard_together(self, game: Game, objs: list[CardObject], why: list[str]) -> Procedure:
        """Discard cards at once: each to its owner's pile (Discard 2), owner picks the order (Discard 3)."""
        state = game.state
        owners = list(dict.fromkeys(o.owner for o in objs))
        for owner in owners:
            mine = [o for o in objs if o.owner == owner]
            ordered: list[CardObject] = []
            while len(mine) > 1:
                labels = [o.label for o in mine]
                choice = yield ask(
                    game,
                    Decision(
                        kind="order",
                        player=owner,
                        prompt=f"{owner}: which card goes into your discard pile next (the last one ends on top)?",
                        options=labels,
                        rule="Discard 3",
                        default=labels[0],
                        default_reason="in the order listed",
                    ),
                    lambda lab, p=owner: f"{p} (owner) discards {lab} next",
                )
                pick = mine[labels.index(choice)]
                mine.remove(pick)
                ordered.append(pick)
            ordered.extend(mine)
            for o in ordered:
                came_from = zone_title(o.zone)
                state.move(o, (o.owner, "discard"))
                rules = [*why, "Discard 2", "Discard 1"]
                if o.owner != o.controller or o.zone[0] != o.controller:
                    rules.append("Control 3")
                o.controller = o.owner
                game.log(
                    f"{o.label} goes from {came_from} to {o.owner}'s discard pile (on top)",
                    rules,
                    kind="event",
                    card=o.label,
                )

    def to_energy_pile(self, game: Game, obj: CardObject, player: str, why: list[str]) -> Procedure:
        """Put a card into a player's energy pile, unless a replacement effect sends it elsewhere."""
        state = game.state
        rival = state.opponent(player)
        for char, ab in self.abilities(state, rival, "to_energy_pile"):
            threshold = int(ab.extra.get("threshold", 5))
            have = self.energy(state, player)
            if have >= threshold:
                game.log(
                    f"{char.label} ({rival}): {player} has {have} energy (at least {threshold}), so {obj.label} "
                    f"is discarded instead of going into {player}'s energy pile",
                    [*why, "Replacement 1"],
                    kind="effect",
                    player=rival,
                    card=char.label,
                    ability=ab.id,
                )
                yield self.discard_together(game, [obj], ["Replacement 1"])
                return
        state.move(obj, (obj.owner, "energy"))
        obj.controller = obj.owner
        rules = [*why, "Energy 3"]
        if obj.definition.type == "attack":
            rules.insert(1, "Energy 1")
        else:
            rules.insert(1, "Energy 2")
        game.log(
            f"{obj.label} goes into {obj.owner}'s energy pile ({self.energy(state, obj.owner)} energy)",
            rules,
            kind="event",
            card=obj.label,
        )

    def pay(self, game: Game, player: str, amount: int, what: str, why: list[str]) -> Procedure:
        """Pay energy: discard that many cards from the energy pile (top first)."""
        if amount <= 0:
            return
        state = game.state
        have = self.energy(state, player)
        if have < amount:
            raise ImpossibleAction(f"{player} has {have} energy and cannot pay {amount} for {what}")
        cards = state.cards_in(player, "energy")[:amount]
        game.log(
            f"{player} pays {amount} energy for {what}",
            [*why, "Energy 3"],
            kind="event",
            player=player,
        )
        yield self.discard_together(game, cards, why)

    def draw(self, game: Game, player: str, count: int, why: list[str], source: str) -> Procedure:
        state = game.state
        no_draw = self.barred(game, player, "no_draw")  # type: ignore[attr-defined]
        if no_draw:
            # a prohibition wins over the effect that would draw (Cannot 1)
            game.log(
                f"{player} cannot draw now ({no_draw['text']}): no card is drawn ({source})",
                [*why, "Cannot 1"],
                kind="event",
                player=player,
            )
            return
        listed = state.zone_known(player, "deck")
        for done in range(count):
            deck = state.cards_in(player, "deck")
            if not deck and not listed:
                game.log(
                    f"{player} draws {plural(count - done, 'card')} ({source}; the deck is not"
                    " listed in the scenario, so which is not known)",
                    why,
                    kind="effect",
                    player=player,
                    card=source,
                )
                return
            if not deck:
                game.log(
                    f"{player}'s deck is empty: no card is drawn",
                    ["TJ-3"],
                    kind="not_modelled",
                    player=player,
                )
                game.note(
                    "running out of deck cards is in the basic rules, which the engine does not have"
                )
                return
            card = deck[0]
            state.move(card, (player, "hand"))
            game.log(
                f"{player} draws {card.label} ({source})",
                why,
                kind="effect",
                player=player,
                card=source,  # the step belongs to the ability that draws
            )
            if card.definition.type == "event":
                yield self.drew_event(game, player, card)
