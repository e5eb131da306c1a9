"""Steps of the turn and floating effects (Floating 1-2)."""

from __future__ import annotations

from typing import Any

from engine.core.contract import VerbArgs, VerbLibrary
from engine.core.errors import ImpossibleAction
from engine.core.game import Game, Procedure
from engine.games.epic_battles.step_moments import STEP_NAMES

# The steps of a turn, in order; a scenario starts the ones it needs.
STEPS = STEP_NAMES


class TurnsMixin:
    """Turn steps and the effects that float until a combo or the turn ends."""

    def start_step(self, game: Game, player: str, step: str) -> Procedure:
        state = game.state
        name = step.split()[0] if step else ""
        if name not in STEPS:
            raise ImpossibleAction(
                f"could not read the step {step!r}: say 'starts Draw', 'starts Set', "
                "'starts Battle' or 'starts Discard'"
            )
        if state.info.get("step"):
            yield self.end_step(game, player)
        state.info["step"] = name
        self.expire(game, "step")
        count = state.info.get(f"_{name}_starts", 0) + 1
        state.info[f"_{name}_starts"] = count
        game.log(
            f"The {name.capitalize()} step starts (time {count} in this scenario)",
            ["Triggered 1"],
            kind="event",
        )
        timing = f"start_of_{name}"
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
            yield self.step_texts(game, p, timing)
            yield self.flip_events(game, p, timing, None, step=None)
            game.trace.depth = 0
        if name == "draw":
            game.log(
                "The Draw step's own draws come from the basic rules and are not modelled",
                ["TJ-3"],
                kind="not_modelled",
            )

    def end_step(self, game: Game, player: str) -> Procedure:
        """The current step ends: waiting attacks are discarded, then events that flip
        "at the end of" that step flip (Events 1)."""
        state = game.state
        name = str(state.info.get("step", ""))
        yield self.end_of_step_discards(game, name.capitalize())
        game.log(f"The {name.capitalize()} step ends", ["Triggered 1"], kind="event")
        for p in state.initiative_order(player):
            game.trace.depth = 1
            yield self.flip_events(game, p, f"end_of_{name}", None, step=None, quiet=True)
            game.trace.depth = 0

    def step_texts(self, game: Game, player: str, timing: str) -> Procedure:
        """Text of the player's kamidogu in the arena and energy-pile cards that is used at the
        start of a step (Outside Effects 1-2: it works where the card is)."""
        state = game.state
        holders = [
            *(o for o in state.cards_in(player, "arena") if o.controller == player),
            *state.cards_in(player, "energy"),
        ]
        for obj in holders:
            for ab in obj.definition.abilities:
                if ab.timing != timing:
                    continue
                where = "arena" if obj.zone[1] == "arena" else "energy pile"
                game.log(
                    f"{obj.label} (in {player}'s {where}): its trigger is met once, so it is used once",
                    ["Triggered 1", "Outside Effects 1"],
                    kind="resolve",
                    player=player,
                    card=obj.label,
                    ability=ab.id,
                )
                yield self.resolve_ability(game, self.ctx(obj, player, ab, None))

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

    def end_turn(self, game: Game, player: str) -> Procedure:
        if game.state.info.get("step"):
            yield self.end_step(game, player)
        game.log("The turn ends", ["Floating 2"], kind="event")
        game.state.info["_turns_ended"] = game.state.info.get("_turns_ended", 0) + 1
        self.expire(game, "turn")
        game.state.info.pop("step", None)


def _end_this_step(game: Game, ctx: Any, args: Any) -> Procedure:
    """'End this step': the step ends now, with what its end brings (turns.py end_step)."""
    step = str(game.state.info.get("step", ""))
    if not step:
        game.log(
            "No step has been started in this scenario, so there is no step to end",
            ["Floating 1"],
            kind="info",
        )
        return
    game.log(f"The {step.capitalize()} step ends now", ["Triggered 1"], kind="effect")
    yield game.ruleset.end_step(game, ctx.controller)
    game.state.info["step"] = None


class _NoArgs(VerbArgs):
    pass


def register(verbs: VerbLibrary) -> None:
    verbs.verb("end_step", _NoArgs, rule="Triggered 1")(_end_this_step)
