"""Steps of the turn and floating effects (Floating 1-2)."""

from __future__ import annotations

from typing import Any

from engine.core.errors import ImpossibleAction
from engine.core.game import Game, Procedure


class TurnsMixin:
    """Turn steps and the effects that float until a combo or the turn ends."""

    def start_step(self, game: Game, player: str, step: str) -> Procedure:
        state = game.state
        name = step.split()[0] if step else ""
        if name not in ("battle", "draw"):
            raise ImpossibleAction(
                f"could not read the step {step!r}: say 'starts Battle' or 'starts Draw'"
            )
        if state.info.get("step"):
            yield self.end_of_step_discards(game, str(state.info["step"]).capitalize())
        state.info["step"] = name
        self.expire(game, "step")
        count = state.info.get(f"_{name}_starts", 0) + 1
        state.info[f"_{name}_starts"] = count
        game.log(
            f"The {name.capitalize()} step starts (time {count} in this scenario)",
            ["Triggered 1"],
            kind="event",
        )
        timing = "start_of_battle" if name == "battle" else "start_of_draw"
        for p in state.initiative_order(player):
            for char, ab in self.abilities(state, p, timing):
                game.log(
                    f"{char.label}: its trigger is met once, so it is used once",
                    ["Triggered 1"],
                    kind="resolve",
                    player=p,
                    card=char.label,
                    ability=ab.id,
                )
                game.trace.depth = 1
                yield self.resolve_ability(game, self.ctx(char, p, ab, None))
                game.trace.depth = 0
            game.trace.depth = 1
            yield self.flip_events(game, p, f"start_of_{name}", None, step=None)
            game.trace.depth = 0
        if name == "draw":
            game.log(
                "The Draw step's own draws come from the basic rules and are not modelled",
                ["TJ-3"],
                kind="not_modelled",
            )

    def add_floating(self, game: Game, player: str, effect: dict[str, Any]) -> None:
        effect = {"player": player, **effect}
        game.state.info["floating"].append(effect)
        until = effect.get("until")
        rules = ["Floating 1"] + ([] if until else ["Floating 2"])
        lasts = (
            f"until the end of the {until}"
            if until
            else "with no stated duration, so until the end of the turn"
        )
        game.log(
            f"Floating effect for {player}: {effect['text']} ({lasts})",
            rules,
            kind="effect",
            player=player,
        )

    def expire(self, game: Game, scope: str) -> None:
        keep, gone = [], []
        for f in game.state.info["floating"]:
            ends = f.get("until") == scope or (
                scope == "turn" and f.get("until") in (None, "turn", "combo", "step")
            )
            (gone if ends else keep).append(f)
        game.state.info["floating"] = keep
        for f in gone:
            rules = ["Floating 1"] + (["Floating 2"] if f.get("until") is None else [])
            game.log(
                f"The floating effect '{f['text']}' ends (end of the {scope})",
                rules,
                kind="event",
                player=f.get("player"),
            )

    def end_turn(self, game: Game, player: str) -> None:
        game.log("The turn ends", ["Floating 2"], kind="event")
        self.expire(game, "turn")
        game.state.info.pop("step", None)
