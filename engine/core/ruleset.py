"""What a ruleset provides to the core, and the shared machinery they all use.

A ruleset sets up the state for a scenario, says which abilities an event triggers,
runs the scenario's actions as procedures, and owns its verb library (the effect
steps its card definitions use). Everything timing-specific (a queue of layers, a
stack, emblems in Limbo, interrupts) lives in the ruleset; the core only runs
procedures, records decisions and keeps the trace.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from engine.core.cards import AbilityDefinition
from engine.core.decisions import Decision
from engine.core.events import Event, PendingTrigger
from engine.core.game import Game, Procedure
from engine.core.result import LOOP, STEP_LIMIT, Outcome
from engine.core.state import GameState

Verb = Callable[[Game, "EffectContext", dict[str, Any]], Procedure]


@dataclass
class EffectContext:
    """Who is resolving what, and what earlier steps of the same effect remembered."""

    source: int  # object id of the card the ability is on
    controller: str
    ability: AbilityDefinition
    event: Event | None = None
    memory: dict[str, Any] = field(default_factory=dict)
    depth: int = 0


class Ruleset:
    """Base class of every game's ruleset."""

    game: str = ""
    verbs: dict[str, Verb]

    def __init__(self) -> None:
        self.verbs = {}

    # -- set-up --------------------------------------------------------------
    def new_state(
        self, players: list[str], active: str
    ) -> GameState:  # pragma: no cover - abstract
        raise NotImplementedError

    def zone_alias(self, words: str) -> str | None:
        """Map a person's zone wording ("ground arena", "discard") to a zone name."""
        return None

    # -- triggers ------------------------------------------------------------
    def collect_triggers(self, game: Game, event: Event) -> list[PendingTrigger]:
        return []

    # -- actions -------------------------------------------------------------
    def perform(self, game: Game, action: dict[str, Any]) -> Procedure:  # pragma: no cover
        raise NotImplementedError

    def step_limit_outcome(self, game: Game) -> Outcome:
        return Outcome(
            STEP_LIMIT,
            f"Stopped after {game.max_steps} steps without the scenario ending.",
            ["TJ-1"],
        )

    def loop_outcome(self, game: Game, key: Any) -> Outcome:
        """What happens when the same state and ability come round again."""
        return Outcome(
            LOOP,
            "The same abilities keep resolving on the same game state: an endless loop. "
            "The engine stops here; a judge decides how the loop ends.",
            ["TJ-2"],
        )

    def finish_setup(self, state: GameState, catalog: Any) -> None:
        """Fill in what a scenario may leave out (a base, a hero ...)."""

    def place(self, state: GameState, obj: Any) -> None:
        """Adjust an object the scenario placed (labels, derived state)."""

    def check_placement(self, obj: Any, zone: str) -> str | None:
        """Why this card cannot start in this zone, or None."""
        return None

    # -- shared helpers ------------------------------------------------------
    def run_effect(self, game: Game, ctx: EffectContext) -> Procedure:
        """Resolve an ability's effect steps in order, each through its verb."""
        for step in ctx.ability.effect:
            verb_name = step.get("verb")
            verb = self.verbs.get(str(verb_name))
            if verb is None:
                game.log(
                    f"{self.label(game, ctx.source)}: '{verb_name}' is not modelled; resolve it as printed",
                    ["TJ-3"],
                    kind="not_modelled",
                    player=ctx.controller,
                    card=self.label(game, ctx.source),
                )
                game.note(f"{self.label(game, ctx.source)}: part of its effect is not modelled")
                continue
            yield verb(game, ctx, step)

    @staticmethod
    def label(game: Game, oid: int) -> str:
        return game.state.objects[oid].label


def ask(game: Game, decision: Decision, describe: Callable[[Any], str] | None = None) -> Procedure:
    """Ask a decision and write the choice to the trace (marking defaults as such)."""
    answer = yield decision
    record = game.last_decision()
    text = describe(answer) if describe else f"{decision.player} chooses {format_answer(answer)}"
    if record.source == "default":
        text += f" (default shown: {decision.default_reason or 'no answer was given'})"
    game.log(
        text,
        [decision.rule],
        kind="choice",
        player=decision.player,
        card=decision.card,
        decision=record.index,
        default=record.source == "default",
    )
    return answer


def format_answer(answer: Any) -> str:
    if answer is True:
        return "yes"
    if answer is False:
        return "no"
    if isinstance(answer, list):
        return ", ".join(str(a) for a in answer) if answer else "none"
    return str(answer)
