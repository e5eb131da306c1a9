"""Loops (Loops 1-2), common knowledge and what is in the arena."""

from __future__ import annotations

from typing import Any

from engine.core.choose import yes_no
from engine.core.decisions import Decision, GivenAnswer
from engine.core.errors import ImpossibleAction
from engine.core.game import Game, GameEnded, Procedure
from engine.core.result import GAME_OVER, Outcome
from engine.core.ruleset import ask
from engine.games.epic_battles.common import _strip
from engine.games.epic_battles.zones import zone_title


class LoopsMixin:
    """Mandatory and optional loops, and questions about what players may know."""

    def loop(self, game: Game, player: str, text: str, mandatory: bool, times: Any) -> Procedure:
        state = game.state
        if mandatory:
            game.log(
                f"A loop of mandatory actions: {text}", ["Loops 1"], kind="event", player=player
            )
            for p in state.initiative_order(player):
                brk = yield yes_no(
                    game,
                    p,
                    f"{p}: are you willing and able to break the loop?",
                    "Loops 1",
                    default=False,
                    reason="the scenario names no way to break it",
                    describe=lambda yes, q=p: (
                        f"{q} {'breaks' if yes else 'does not break'} the loop"
                    ),
                )
                if brk:
                    game.log(
                        f"{p} breaks the loop; play goes on", ["Loops 1"], kind="event", player=p
                    )
                    return
            game.log(
                "No player will break the mandatory loop: the game is a draw",
                ["Loops 1"],
                kind="outcome",
            )
            raise GameEnded(
                Outcome(
                    GAME_OVER, "A mandatory loop nobody breaks: the game is a draw", ["Loops 1"]
                )
            )
        for i in range(1, 4):
            game.log(
                f"{player} shows the loop, time {i} of 3: {text}",
                ["Loops 2"],
                kind="event",
                player=player,
            )
        if times is not None:
            game.answers.given.insert(0, GivenAnswer(str(times), kind="number", player=player))
        count = yield ask(
            game,
            Decision(
                kind="number",
                player=player,
                prompt=f"{player}: how many times does the loop repeat?",
                options=[str(n) for n in range(0, 1001)],
                rule="Loops 2",
                default="3",
                default_reason="the three demonstrations",
            ),
            lambda n: f"{player} names {n} repetitions",
        )
        game.log(
            f"The loop resolves {count} times and play continues at once",
            ["Loops 2"],
            kind="event",
            player=player,
        )

    def loop_outcome(self, game: Game, key: Any) -> Outcome:
        return Outcome(
            GAME_OVER,
            "The same mandatory actions keep repeating and no player breaks them: the game is a draw",
            ["Loops 1", "TJ-2"],
        )

    def common_knowledge(self, game: Game, player: str, words: str) -> None:
        state = game.state
        target = next(
            (
                p.id
                for p in state.players
                if words.upper().startswith(f"{p.id}'S") or words.upper().startswith(f"{p.id} ")
            ),
            state.opponent(player),
        )
        zone = (
            self.zone_alias(words.split(maxsplit=1)[1] if " " in words else words)
            or self.zone_alias(words.split()[-1])
            or "hand"
        )
        cards = state.cards_in(target, zone)
        where = zone_title((target, zone))
        if zone in ("discard", "removed", "energy"):
            listed = ", ".join(c.label for c in cards) or "no cards"
            game.log(
                f"{where} is common knowledge: {len(cards)} card(s), {listed}",
                ["Common Knowledge 1"],
                kind="info",
                player=player,
            )
        elif zone in ("deck", "hand"):
            game.log(
                f"{player} may know how many cards are in {where} ({len(cards)}), not which",
                ["Common Knowledge 1"],
                kind="info",
                player=player,
            )
        else:
            game.log(
                f"{where}: {len(cards)} card(s); face-up cards there are visible",
                ["Common Knowledge 1", "Control 1"],
                kind="info",
                player=player,
            )

    def check_arena(self, game: Game, words: str) -> None:
        found = game.state.find(_strip(words, ("whether", "if")))
        if not found:
            raise ImpossibleAction(f"no card {words!r} in this scenario")
        obj = found[0]
        inside = self.in_play(obj)
        rule = "Arena 2" if inside else "Arena 1"
        state_words = "is in the arena" if inside else "is not in the arena"
        game.log(
            f"{obj.label} is in {zone_title(obj.zone)}, so it {state_words}",
            [rule, "Arena 3"],
            kind="info",
            card=obj.label,
        )
