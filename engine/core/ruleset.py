"""What a ruleset provides to the core, and the shared machinery they all use.

A ruleset declares its game in a :class:`~engine.core.contract.GameSpec` (zones, card
types, timings, keywords, verbs), runs the scenario's actions as procedures and
orders the abilities that wait (a queue of layers, a stack, emblems in Limbo,
interrupts). What every game needs the same way lives here, written once: the
state from the zone table, zone words, placement checks by card type, which
abilities an event reaches (by the declared timings), running an ability's effect
through validated verbs, and the one "not modelled" step when it cannot run.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from engine.core.cards import MODELLED, AbilityDefinition
from engine.core.choose import yes_no
from engine.core.contract import (
    ANY,
    FRIENDLY,
    GAME,
    OPPONENT,
    OTHER,
    SELF,
    GameSpec,
    TimingSpec,
    VerbArgs,
    VerbSpec,
)
from engine.core.decisions import Decision
from engine.core.events import Event, PendingTrigger
from engine.core.game import Game, Procedure
from engine.core.not_modelled import log_not_modelled
from engine.core.result import LOOP, STEP_LIMIT, Outcome
from engine.core.state import CardObject, GameState

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


# id(step) -> (step, verb, its validated arguments). The step is held, so its id stays its
# own while the entry lives; the table is emptied when it grows past the bound (a bot's
# rulings use a few thousand steps; a benchmark chain of 20,000 cards fits).
_VALIDATED: dict[int, tuple[dict[str, Any], VerbSpec, VerbArgs]] = {}
VALIDATED_MAX = 1 << 16


def validated_args(vspec: VerbSpec, step: dict[str, Any]) -> VerbArgs:
    """A step's arguments validated by its verb's model, once per process (an invalid step
    raises every time it is asked)."""
    hit = _VALIDATED.get(id(step))
    if hit is not None and hit[0] is step and hit[1] is vspec:
        return hit[2]
    args = vspec.validate(step)
    if len(_VALIDATED) >= VALIDATED_MAX:
        _VALIDATED.clear()
    _VALIDATED[id(step)] = (step, vspec, args)
    return args


class Ruleset:
    """Base class of every game's ruleset.

    A ruleset with a ``spec`` gets zones, zone words, placement checks, trigger
    collection and verb validation from it; older rulesets may still override them.
    """

    game: str = ""
    spec: GameSpec | None = None
    verbs: dict[str, Verb]
    may_rule: str = ""  # the rule that lets a player decline an optional ability
    # Whether "X passes" is an action the engine runs between any two actions (SWU 1.14.6:
    # two passes in a row end the phase); a game played move by move then replays passes.
    pass_is_an_action: bool = False

    def __init__(self) -> None:
        self.verbs = {}
        if self.spec is not None:
            self.zones = {z.name: z.visibility for z in self.spec.zones.values()}

    # -- set-up --------------------------------------------------------------
    def new_state(self, players: list[str], active: str) -> GameState:
        if self.spec is None:  # pragma: no cover - every spec-less ruleset overrides this
            raise NotImplementedError
        return self.spec.new_state(players, active)

    def zone_alias(self, words: str) -> str | None:
        """Map a person's zone wording ("ground arena", "discard") to a zone name."""
        return self.spec.zone_alias(words) if self.spec else None

    def in_play(self, obj: CardObject) -> bool:
        return self.spec is not None and obj.zone[1] in self.spec.in_play_zones

    # -- triggers ------------------------------------------------------------
    def collect_triggers(self, game: Game, event: Event) -> list[PendingTrigger]:
        """Every ability whose declared timing this event reaches, modelled or not.

        An ability that is not modelled is collected all the same: it resolves as one
        "not modelled" step in its place in the order, never silently dropped.
        """
        if self.spec is None:
            return []
        state = game.state
        subject = state.objects.get(event.card) if event.card is not None else None
        out: list[PendingTrigger] = []
        for obj, ability, timing in self._reached(game, event, subject):
            if not self.listens(game, obj, ability, timing, event):
                continue
            controller = self.trigger_controller(obj, ability, timing, event)
            if controller is None:
                continue
            label = f"{obj.label}: {self.timing_title(ability, timing)}"
            out.append(PendingTrigger(obj.oid, ability, controller, event, label, obj.label))
        return out

    def _reached(
        self, game: Game, event: Event, subject: CardObject | None
    ) -> list[tuple[CardObject, AbilityDefinition, TimingSpec]]:
        """Candidate (object, ability, timing) triples for an event, from an index.

        Abilities that wait for their own card are looked up on the subject alone;
        the others come from an index of watchers rebuilt when objects are added, so
        a long chain of self-triggers stays linear.
        """
        spec = self.spec
        assert spec is not None
        found: list[tuple[CardObject, AbilityDefinition, TimingSpec]] = []
        if subject is not None:
            for ab in subject.definition.abilities:
                timing = self.ability_timing(ab)
                if timing is not None and timing.event == event.kind and timing.relation == SELF:
                    found.append((subject, ab, timing))
        for oid, ab, timing in self._watchers(game).get(event.kind, ()):
            found.append((game.state.objects[oid], ab, timing))
        return found

    def _watchers(self, game: Game) -> dict[str, list[tuple[int, AbilityDefinition, TimingSpec]]]:
        index = game.state.info.get("_watchers")
        if index is None or index[0] != len(game.state.objects):
            table: dict[str, list[tuple[int, AbilityDefinition, TimingSpec]]] = {}
            for obj in game.state.objects.values():
                for ab in obj.definition.abilities:
                    timing = self.ability_timing(ab)
                    if timing is not None and timing.relation != SELF and not timing.static:
                        table.setdefault(timing.event, []).append((obj.oid, ab, timing))
            index = (len(game.state.objects), table)
            game.state.info["_watchers"] = index
        return index[1]

    def ability_timing(self, ability: AbilityDefinition) -> TimingSpec | None:
        """The declared timing an ability waits for (a keyword's, or its own)."""
        assert self.spec is not None
        if ability.kind == "keyword":
            kw = self.spec.keywords.get(str(ability.extra.get("keyword") or ability.id).lower())
            return self.spec.timings.get(kw.timing) if kw and kw.timing else None
        return self.spec.timings.get(ability.timing)

    def listens(
        self,
        game: Game,
        obj: CardObject,
        ability: AbilityDefinition,
        timing: TimingSpec,
        event: Event,
    ) -> bool:
        """Whether ``obj`` can be reached now: its own events anywhere, others' while in play."""
        if timing.relation == SELF:
            return True
        return self.in_play(obj)

    def trigger_controller(
        self, obj: CardObject, ability: AbilityDefinition, timing: TimingSpec, event: Event
    ) -> str | None:
        """Who resolves the ability, or None when the event does not concern it."""
        relation = timing.relation
        if relation in (SELF, ANY, GAME):
            return obj.controller
        if relation == FRIENDLY:
            return obj.controller if event.player == obj.controller else None
        if relation == OPPONENT:
            return obj.controller if event.player not in (None, obj.controller) else None
        if relation == OTHER:
            return obj.controller if event.card != obj.oid else None
        return None

    def timing_title(self, ability: AbilityDefinition, timing: TimingSpec) -> str:
        if ability.kind == "keyword":
            return str(ability.extra.get("keyword") or ability.id).title()
        return timing.title

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
        return self.spec.placement_problem(obj.definition, zone) if self.spec else None

    # -- resolving abilities ---------------------------------------------------
    def can_run(self, ability: AbilityDefinition) -> bool:
        """Whether the engine runs this ability (else it is one "not modelled" step)."""
        if ability.modelled != MODELLED or not ability.effect:
            return False
        return self.spec is None or self.spec.ability_problem(ability, self.validated) is None

    def validated(self, vspec: VerbSpec, step: dict[str, Any]) -> VerbArgs:
        """A step's arguments, validated once per process however often the step is checked
        or run (``can_run`` checks an ability, ``run_effect`` runs it, and the next ruling
        with the same card does both again). Verb arguments are frozen models and a card's
        steps never change, so every run may share them; see :func:`validated_args`."""
        return validated_args(vspec, step)

    def resolve_ability(self, game: Game, ctx: EffectContext) -> Procedure:
        """Run an ability whose moment has come, or log it as not modelled.

        Optional abilities ("you may") are asked first when the game names a rule
        for declining them (``may_rule``).
        """
        obj = game.state.objects[ctx.source]
        if not self.can_run(ctx.ability):
            log_not_modelled(game, obj, ctx.ability)
            return
        if ctx.ability.optional and self.may_rule:
            use = yield yes_no(
                game,
                ctx.controller,
                f"{ctx.controller}: use {obj.label}'s ability?",
                self.may_rule,
                card=obj.label,
                reason="optional abilities are shown as used",
                describe=lambda yes: (
                    f"{ctx.controller} {'uses' if yes else 'declines'} {obj.label}'s ability"
                ),
            )
            if not use:
                return
        # ``yield self.run_effect(...)`` without the runner's round trip: the step is
        # counted as the runner counts it (tick), the effect's own steps pass through.
        game.tick()
        yield from self.run_effect(game, ctx)

    def run_effect(self, game: Game, ctx: EffectContext) -> Procedure:
        """Resolve an ability's effect steps in order, each through its verb.

        Steps are validated against the verb's argument model before the first one
        runs, so an ability never half-resolves: if any step cannot run, the whole
        ability is one "not modelled" step quoting its printed text. An ability with
        nothing compiled (or not marked modelled) is that step too, whoever calls this.
        """
        obj = game.state.objects[ctx.source]
        if ctx.ability.modelled != MODELLED or not ctx.ability.effect:
            log_not_modelled(game, obj, ctx.ability)
            return
        library = self.spec.verbs if self.spec is not None else None
        planned: list[tuple[Any, Any]] = []
        for step in ctx.ability.effect:
            name = str(step.get("verb")) if isinstance(step, dict) else ""
            vspec = library.get(name) if library is not None else None
            if vspec is not None:
                try:
                    planned.append((vspec.run, self.validated(vspec, step)))
                except ValueError as exc:  # pydantic's ValidationError is a ValueError
                    log_not_modelled(game, obj, ctx.ability, why=f"verb {name}: {exc}")
                    return
                continue
            legacy = self.verbs.get(name)
            if legacy is None:
                log_not_modelled(game, obj, ctx.ability, why=f"no verb {name!r}")
                return
            planned.append((legacy, step))
        game.acting.append((obj.label, ctx.ability.id))
        try:
            for run, args in planned:
                yield run(game, ctx, args)
        finally:
            game.acting.pop()

    def reach_scenario(self, card: Any, ability: AbilityDefinition) -> dict[str, Any] | None:
        """The simplest scenario (YAML mapping) in which ``ability`` of ``card`` has its moment.

        The whole-pool contract test and the coverage report run it; None means the
        ruleset cannot reach this timing from a scenario yet (counted as unreached).
        """
        return None

    def announce_constants(self, game: Game) -> None:
        """Constant abilities of cards in play that the engine does not apply.

        They hold all the time rather than at a moment, so the answer lists each one
        at the start: the outcome may depend on them.
        """
        if self.spec is None:
            return
        for obj in list(game.state.objects.values()):
            if not self.in_play(obj):
                continue
            for ab in obj.definition.abilities:
                timing = self.spec.timings.get(ab.timing)
                if timing is not None and timing.static and not self.can_run(ab):
                    log_not_modelled(game, obj, ab, rules=(timing.rule,))

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
