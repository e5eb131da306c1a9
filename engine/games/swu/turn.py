"""The round (5.3): the action phase's alternating turns, passing, taking the initiative,
and the regroup phase (draw, resource, ready) with "for this phase" effects ending.

Turn order is enforced once a scenario uses passing or the initiative (a whole-turn
scenario); a ruling about one isolated action may name any player.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.decisions import Decision
from engine.core.errors import ImpossibleAction
from engine.core.events import Event
from engine.core.game import Game, Procedure
from engine.core.ruleset import ask

if TYPE_CHECKING:
    from engine.games.swu.ruleset import SwuRuleset


class TurnMixin:
    """Whose turn it is, and what happens between the action and regroup phases."""

    def start_turn(self: SwuRuleset, game: Game, player: str, kind: str) -> None:
        info = game.state.info
        if kind in ("pass", "initiative"):
            info["strict"] = True
        if info.get("phase") == "regroup" and kind != "regroup":
            info["phase"] = "action"
        if info.get("strict") and kind != "regroup":
            expected = info.get("next", game.state.active)
            if info.get("taken_by") == player:
                raise ImpossibleAction(
                    f"{player} took the initiative and cannot take further actions this phase (1.14.5.b)"
                )
            if player != expected:
                raise ImpossibleAction(
                    f"it is {expected}'s turn: players alternate taking one action at a time (5.4.1.b)"
                )
        game.state.active = player

    def end_turn(self: SwuRuleset, game: Game, player: str, kind: str) -> None:
        info = game.state.info
        if kind == "regroup":
            return
        other = game.state.opponent(player)
        info["next"] = player if info.get("taken_by") == other else other
        if kind != "pass":
            info["passes"] = 0 if kind != "initiative" else info.get("passes", 0)

    def turn_action(self: SwuRuleset, game: Game, player: str, kind: str) -> Procedure:
        info = game.state.info
        other = game.state.opponent(player)
        if kind == "pass":
            info["passes"] = info.get("passes", 0) + 1
            game.log(f"{player} passes", ["1.14.6", "1.14.6.a"], kind="action", player=player)
            both = info["passes"] >= 2 or info.get("taken_by") == other
            if both:
                game.log(
                    "Both players have passed in a row: the action phase ends",
                    ["1.14.6.d", "5.4.1.c"],
                    kind="event",
                )
                yield self.regroup(game)
            return
        if kind == "initiative":
            if info.get("taken_by"):
                raise ImpossibleAction(
                    f"{info['taken_by']} already took the initiative this round (1.14.5.a)"
                )
            info["taken_by"] = player
            info["initiative"] = player
            game.log(
                f"{player} takes the initiative and takes no further actions this phase",
                ["1.14.5", "1.14.5.b"],
                kind="action",
                player=player,
            )
            if info.get("passes"):
                game.log(
                    f"{other} passed just before: the action phase ends",
                    ["1.14.5.c"],
                    kind="event",
                )
                yield self.regroup(game)
            return
        game.log(f"{player} ends the action phase", ["5.4.1.c"], kind="action", player=player)
        yield self.regroup(game)

    def expire(self: SwuRuleset, game: Game, durations: tuple[str, ...], rule: str) -> None:
        """Lasting effects with these durations end (7.7.3)."""
        for o in game.state.objects.values():
            for key, what in (("_mods", "modifier"), ("_kw", "keyword")):
                items = o.flags.get(key)
                if not items:
                    continue
                ending = [m for m in items if m["until"] in durations]
                if ending:
                    o.flags[key] = [m for m in items if m["until"] not in durations]
                    shown = ", ".join(
                        f"{m['power']:+d}/{m['hp']:+d}" if key == "_mods" else m["keyword"].title()
                        for m in ending
                    )
                    game.log(
                        f"{o.label}: {shown} ends ({what} for this phase)",
                        [rule, "7.7.3"],
                        kind="event",
                    )

    def regroup(self: SwuRuleset, game: Game) -> Procedure:
        """The end of the action phase and the regroup phase's five steps (5.4.1.c, 5.5.1)."""
        state = game.state
        info = state.info
        self.expire(game, ("phase",), "5.4.1.c")
        info["phase_no"] = int(info.get("phase_no", 0)) + 1  # "this phase" history starts again
        yield self.check_lethal(game)
        info["phase"] = "regroup"
        first = info.get("initiative", state.active)
        state.active = first
        order = state.initiative_order(first)
        game.log("The regroup phase begins", ["5.5.1", "5.5.1.a", "1.4.5"], kind="event")
        game.open_window()
        game.emit(Event("regroup_start", first))
        waiting = game.close_window()
        if waiting:
            yield self.resolve_triggers(game, waiting, 1, ["5.5.1.a", "7.6.8"])
        game.trace.depth = 0
        for p in order:
            yield self.draw_cards(game, p, 2)
        game.log("Each player draws 2 cards", ["5.5.1.b"], kind="event")
        for p in order:
            hand = state.cards_in(p, "hand")
            if not hand and not state.zone_known(p, "hand"):
                game.log(
                    f"{p} may put a card from their hand into their resources (their hand is "
                    "not listed in the scenario, so which card is not known)",
                    ["5.5.1.c"],
                    kind="info",
                    player=p,
                )
                continue
            if not hand:
                continue
            labels = ["none"] + [o.label for o in hand]
            pick = yield ask(
                game,
                Decision(
                    kind="resource",
                    player=p,
                    prompt=f"{p}: resource a card from your hand?",
                    options=labels,
                    rule="5.5.1.c",
                    default="none",
                    default_reason="a player may choose not to resource a card",
                ),
                lambda c, p=p: f"{p} {'resources no card' if c == 'none' else 'resources ' + c}",
            )
            if pick != "none":
                card = hand[labels.index(pick) - 1]
                state.move(card, (p, "resources"), top=False)
                card.exhausted = True
        for p in order:
            for o in list(state.objects.values()):
                if (
                    o.controller == p
                    and o.exhausted
                    and (self.in_play(o) or o.zone == (p, "resources"))
                ):
                    o.exhausted = False
        game.log("Each player readies all their exhausted cards", ["5.5.1.d"], kind="event")
        self.expire(game, ("phase", "round"), "5.5.1.e")
        info["phase_no"] = int(info.get("phase_no", 0)) + 1
        for o in state.objects.values():
            o.flags.pop("entered_this_phase", None)
        info["round"] = int(info.get("round", 1)) + 1
        info["phase"] = "action"
        info["passes"] = 0
        info.pop("taken_by", None)
        info["next"] = info.get("initiative", first)
        state.active = info["next"]
        game.log(
            f"Round {info['round']} begins: {state.active} has the initiative and acts first",
            ["5.5.2", "1.11.2.b", "5.4.1.b"],
            kind="event",
        )
