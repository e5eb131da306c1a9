"""The engine's front door: scenario in, :class:`RulingResult` out.

``run_ruling`` runs a whole scenario in one call, taking given answers first and
documented defaults (marked in the trace) for the rest, or pausing at the first
open decision with ``mode="pause"``. ``branches`` replays the scenario with every
other option of the open choices, bounded, so a person can see each outcome.
"""

from __future__ import annotations

import logging
import time
from collections import deque
from collections.abc import Iterator
from itertools import islice
from pathlib import Path
from typing import Any

from engine.core.cards import CardCatalog, CardNotFound, YamlCatalog, normalise_name
from engine.core.decisions import AnswerError, AnswerSource, GivenAnswer, PauseForDecision
from engine.core.errors import EngineFailure, ScenarioError
from engine.core.game import DEFAULT_MAX_STEPS, Game, GameEnded, collector_paused
from engine.core.result import COMPLETE, PAUSED, Outcome, RulingResult, cited_rules
from engine.core.rules import RulesRegistry, default_registry
from engine.core.state import GameState
from engine.rulesets import get_ruleset
from engine.scenario import Scenario, load_scenario
from engine.snapshot import copy_state

log = logging.getLogger(__name__)

__all__ = [
    "run_ruling",
    "branches",
    "iter_branches",
    "open_choices",
    "signature",
    "build_state",
    "ScenarioError",
    "CardNotFound",
]

_shipped_catalog: YamlCatalog | None = None


def shipped_catalog() -> YamlCatalog:
    global _shipped_catalog
    if _shipped_catalog is None:
        _shipped_catalog = YamlCatalog()
    return _shipped_catalog


def build_state(scenario: Scenario, ruleset: Any, catalog: CardCatalog) -> GameState:
    """Place the scenario's cards; every error names the card, zone or player."""
    state = ruleset.new_state(scenario.players, scenario.active)
    ids: dict[str, str] = {}
    definitions: dict[str, Any] = {}
    listed: set[tuple[str | None, str]] = set()
    state.info["_listed_zones"] = listed
    for player, zones in scenario.zones.items():
        for zone_words, placements in zones.items():
            zone = ruleset.zone_alias(zone_words) or (
                zone_words if zone_words in ruleset.zones else None
            )
            if zone is None:
                known = ", ".join(sorted({z.replace("_", " ") for z in ruleset.zones}))
                raise ScenarioError(f"unknown zone {zone_words!r} for {player}; zones are: {known}")
            listed.add((player, zone))
            for pl in placements:
                definition = definitions.get(pl.card)
                if definition is None:  # each name resolved once, however many copies
                    definition = definitions[pl.card] = _read_card(
                        state, catalog, scenario.game, pl.card
                    )
                obj = state.create(definition, player, (player, zone))
                problem = ruleset.check_placement(obj, zone)
                if problem:
                    raise ScenarioError(f"{problem} (listed in {player}'s {zone_words})")
                obj.damage = pl.damage
                obj.exhausted = pl.exhausted
                if pl.counters:
                    obj.counters.update(pl.counters)
                if pl.flags:
                    obj.flags.update(pl.flags)
                if pl.controller:
                    if pl.controller not in scenario.players:
                        raise ScenarioError(
                            f"{pl.card}: controller {pl.controller!r} is not a player"
                        )
                    obj.controller = pl.controller
                ruleset.place(state, obj)
                if pl.id:
                    where = f"{player}'s {zone_words}"
                    if pl.id in ids:
                        raise ScenarioError(
                            f"card id {pl.id!r} ({pl.card}) is in two places: {ids[pl.id]} and {where}"
                        )
                    ids[pl.id] = where
    _check_unique(state, ruleset)
    _implicit_hand_cards(scenario, state, catalog)
    _named_cards_in_actions(scenario, state, catalog)
    ruleset.finish_setup(state, catalog)
    return state


def _read_card(state: GameState, catalog: CardCatalog, game: str, typed: str) -> Any:
    """Resolve a typed name; a reading that is not the card's own name is remembered.

    The trace then shows it ("read 'Krayt Dragn' as Krayt Dragon"), so a fuzzy match
    is never taken silently; the catalog refuses near-ties with the candidates.
    """
    definition = catalog.get(game, typed)
    want = normalise_name(typed)
    if want not in (normalise_name(definition.name), normalise_name(definition.full_name)):
        readings = state.info.setdefault("_readings", {})
        readings.setdefault(typed, definition.full_name)
    return definition


def _check_unique(state: GameState, ruleset: Any) -> None:
    in_play = getattr(ruleset, "in_play", None)
    if in_play is None:
        return
    seen: dict[tuple[str, str], str] = {}
    for obj in state.objects.values():
        if not obj.definition.fields.get("unique") or not in_play(obj):
            continue
        key = (obj.controller, obj.definition.full_name)
        if key in seen:
            raise ScenarioError(
                f"{obj.definition.full_name} is unique: {obj.controller} cannot have two copies in play"
            )
        seen[key] = obj.label


def _implicit_hand_cards(scenario: Scenario, state: GameState, catalog: CardCatalog) -> None:
    """A card a player plays but the scenario did not place starts in their hand."""
    for action in scenario.actions:
        name = action.get("play")
        if not name:
            continue
        player = action["player"]
        if any(o.owner == player for o in state.find(name)):
            continue
        definition = _read_card(state, catalog, scenario.game, name)
        if any(o.owner == player for o in state.find(definition.full_name)):
            action["play"] = definition.full_name
            continue
        state.create(definition, player, (player, "hand"))
        action["play"] = definition.full_name if definition.subtitle else definition.name


# A scenario this large (synthetic chains, stress tests) runs with the collector off: its
# state would otherwise be rescanned again and again as it grows. Ordinary rulings place a
# few dozen cards and allocate less than one young generation; pausing the collector for
# them would only let garbage pile up while two workers keep it paused in turn.
LARGE_SCENARIO = 1_000

_CARD_FIELDS = ("target", "attack")  # action fields that name a card already placed


def _named_cards_in_actions(scenario: Scenario, state: GameState, catalog: CardCatalog) -> None:
    """A card named in an action is read the way it was read when placed: "Vanquish on
    Krayt Dragn" targets the Krayt Dragon in play, as "Krayt Dragn in ground arena" would
    have placed it. Names the catalog cannot settle on one card are left for the
    ruleset to report."""
    for action in scenario.actions:
        for key in _CARD_FIELDS:
            name = action.get(key)
            if not isinstance(name, str) or state.find(name):
                continue
            try:
                definition = catalog.get(scenario.game, name)
            except CardNotFound:
                continue
            full = definition.full_name if definition.subtitle else definition.name
            if state.find(full):
                action[key] = full
                if normalise_name(name) not in (
                    normalise_name(definition.name),
                    normalise_name(definition.full_name),
                ):  # shown first in the trace, as a placement's reading is
                    state.info.setdefault("_readings", {}).setdefault(name, definition.full_name)


def run_ruling(
    source: str | Path | dict[str, Any] | Scenario,
    *,
    game: str | None = None,
    catalog: CardCatalog | None = None,
    answers: list[Any] | None = None,
    mode: str = "default",
    forced: dict[int, Any] | None = None,
    registry: RulesRegistry | None = None,
    max_steps: int = DEFAULT_MAX_STEPS,
    start_state: GameState | None = None,
    time_budget: float | None = None,
) -> RulingResult:
    """Run a scenario and return its ordered resolution.

    With ``start_state`` (a position saved from an earlier result's ``state``, see
    :mod:`engine.snapshot`) the scenario's cards are not placed again: its actions
    run on a copy of that position, so a long game need not be replayed from set-up.
    ``time_budget`` (seconds, from the call) stops a run that would hold its caller too
    long with a cited "too large to rule on in time" outcome.
    """
    args = (catalog, answers, mode, forced, registry, max_steps, start_state, time_budget)
    with collector_paused():  # reading a scenario is short; a large one keeps it paused
        scenario = source if isinstance(source, Scenario) else load_scenario(source, game)
        placed = sum(len(cards) for zones in scenario.zones.values() for cards in zones.values())
        if placed >= LARGE_SCENARIO:
            return _run_ruling(scenario, *args)
    return _run_ruling(scenario, *args)


def _run_ruling(
    scenario: Scenario,
    catalog: CardCatalog | None,
    answers: list[Any] | None,
    mode: str,
    forced: dict[int, Any] | None,
    registry: RulesRegistry | None,
    max_steps: int,
    start_state: GameState | None,
    time_budget: float | None,
) -> RulingResult:
    deadline = None if time_budget is None else time.monotonic() + time_budget
    registry = registry or default_registry()
    catalog = catalog or shipped_catalog()
    ruleset = get_ruleset(scenario.game)
    if start_state is not None:
        if start_state.game != scenario.game:
            raise ScenarioError(
                f"a saved {start_state.game} position cannot run a {scenario.game} scenario"
            )
        state = copy_state(start_state)
    else:
        state = build_state(scenario, ruleset, catalog)
    given = [GivenAnswer(g.value, g.kind, g.player, g.card) for g in scenario.answers]
    given += [a if isinstance(a, GivenAnswer) else GivenAnswer(a) for a in answers or []]
    source_of_answers = AnswerSource(given=given, forced=dict(forced or {}), mode=mode)
    g = Game(state, ruleset, registry, source_of_answers, max_steps=max_steps, deadline=deadline)
    outcome: Outcome | None = None
    pending = None
    try:
        for typed, full_name in state.info.pop("_readings", {}).items():
            g.log(f"Read “{typed}” as {full_name}", ["TJ-4"], kind="info")
        if start_state is None:  # a run that goes on from a saved position announced them
            ruleset.announce_constants(g)
        for action in scenario.actions:
            g.run(ruleset.perform(g, action))
    except GameEnded as end:
        outcome = end.outcome
        if not g.trace.steps or g.trace.steps[-1].kind != "outcome":
            g.trace.depth = 0
            g.log(outcome.text, outcome.rules, kind="outcome")
    except PauseForDecision as pause:
        pending = pause.decision
        outcome = Outcome(
            PAUSED,
            f"Waiting for {pause.decision.player}: {pause.decision.prompt}",
            [pause.decision.rule],
        )
    except AnswerError as exc:
        raise ScenarioError(str(exc)) from None
    except ScenarioError:
        raise
    except Exception as exc:  # a ruleset bug: a clear message naming what was resolving
        raise _engine_failure(g, exc) from exc
    if outcome is None:
        outcome = Outcome(COMPLETE, "Every action and triggered ability has resolved.", [])
    for unused in source_of_answers.unused():
        g.note(f"the answer {unused.value!r} was not needed by any decision")
    if g.unmodelled:
        outcome = _with_unmodelled_caveat(outcome, len(g.unmodelled))
    doc = registry.current_document(scenario.game)
    ids = g.trace.cited_rule_ids()
    for rid in outcome.rules:
        if rid not in ids:
            ids.append(rid)
    return RulingResult(
        game=scenario.game,
        scenario=scenario.echo(),
        steps=g.trace.steps,
        decisions=g.decisions,
        outcome=outcome,
        final_state=state.to_dict(),
        document={"title": doc.title, "version": doc.version, "date": doc.date} if doc else {},
        cited_rules=cited_rules(registry, scenario.game, ids),
        notes=g.notes,
        note_steps=g.note_steps,
        pending=pending,
        answers_used=[d.answer for d in g.decisions],
        unmodelled=[{"card": c, "ability": a, "reason": r} for c, a, r in g.unmodelled],
        state=state,
    )


def _engine_failure(game: Game, exc: Exception) -> EngineFailure:
    """A ruleset crashed: say which card and ability it was resolving, never a traceback."""
    log.error("engine failure in %s", game.state.game, exc_info=exc)
    if game.acting:
        card, ability = game.acting[-1]
        where = f"while resolving {card} (ability {ability})"
    else:
        last = next((s for s in reversed(game.trace.steps) if s.card), None)
        where = f"after “{last.text}”" if last else "while setting up the first action"
    return EngineFailure(
        f"the {game.state.game} ruleset could not finish this ruling {where} "
        f"({type(exc).__name__}); please report the scenario"
    )


def _with_unmodelled_caveat(outcome: Outcome, count: int) -> Outcome:
    """An outcome that depended on a "not modelled" step says so (never a confident answer)."""
    what = "an ability" if count == 1 else f"{count} abilities"
    caveat = (
        f" This answer depends on {what} the engine does not model (marked “not modelled”): "
        "resolve as printed and check the result."
    )
    return Outcome(outcome.status, outcome.text + caveat, [*outcome.rules, "TJ-3"])


def signature(result: RulingResult) -> tuple[Any, ...]:
    """What makes two runs "different results": the outcome and every step but the choices.

    The steps that record a choice differ between branches by construction (and say
    whether the answer was a default); what the choice leads to is in the other steps.
    Built from the steps themselves (no ``to_json``), so comparing branches stays cheap.
    """
    steps = tuple(s.text for s in result.steps if s.decision is None)
    return (result.outcome.status, result.outcome.text, steps)


def open_choices(
    result: RulingResult, forced: dict[int, Any] | None = None
) -> list[tuple[int, Any]]:
    """(decision index, other answer) for each choice the run made by itself: no engine run,
    so a caller can offer them at once and run one only when someone asks for it."""
    forced = forced or {}
    out = []
    for record in result.decisions:
        if record.index in forced or record.source == "given":
            continue
        out.extend(
            (record.index, option) for option in _alternatives(record.decision, record.answer)
        )
    return out


def branch_forcing(
    parent: RulingResult, parent_forced: dict[int, Any], index: int, option: Any
) -> dict[int, Any]:
    """The answers that replay ``parent`` up to decision ``index`` and then take ``option``."""
    forced = {i: parent.decisions[i].answer for i in range(index)}
    forced.update({k: v for k, v in parent_forced.items() if k < index})
    forced[index] = option
    return forced


def iter_branches(
    source: str | Path | dict[str, Any] | Scenario,
    *,
    game: str | None = None,
    catalog: CardCatalog | None = None,
    answers: list[Any] | None = None,
    registry: RulesRegistry | None = None,
) -> Iterator[RulingResult]:
    """The default run, then each other outcome of the open choices, breadth first, run
    only as the caller asks for the next one. Runs whose steps equal an earlier result's
    are explored further but not yielded: they show nothing new."""
    scenario = source if isinstance(source, Scenario) else load_scenario(source, game)
    kwargs = {"catalog": catalog, "answers": answers, "registry": registry}
    first = run_ruling(scenario, **kwargs)
    yield first
    queue: deque[tuple[dict[int, Any], RulingResult]] = deque([({}, first)])
    tried: set[tuple] = {()}
    shown = {signature(first)}
    while queue:
        forced, parent = queue.popleft()
        for index, option in open_choices(parent, forced):
            new_forced = branch_forcing(parent, forced, index, option)
            key = tuple(sorted((k, repr(v)) for k, v in new_forced.items()))
            if key in tried:
                continue
            tried.add(key)
            try:
                result = run_ruling(scenario, forced=new_forced, **kwargs)
            except ScenarioError:
                continue
            queue.append((new_forced, result))
            sig = signature(result)
            if sig not in shown:
                shown.add(sig)
                yield result


def branches(
    source: str | Path | dict[str, Any] | Scenario,
    *,
    game: str | None = None,
    catalog: CardCatalog | None = None,
    answers: list[Any] | None = None,
    limit: int = 16,
    registry: RulesRegistry | None = None,
) -> list[RulingResult]:
    """Every outcome of the open choices (those not answered up front), breadth first, bounded.

    The first result is the default run. Each further one changes one open decision
    to another option, keeping earlier choices as they were in its parent run.
    """
    runs = iter_branches(source, game=game, catalog=catalog, answers=answers, registry=registry)
    return list(islice(runs, max(1, limit)))


def _alternatives(decision: Any, taken: Any) -> list[Any]:
    if decision.kind == "may":
        return [not taken]
    if decision.multi:
        return [[]] if taken else []
    return [o for o in decision.options if o != taken]
