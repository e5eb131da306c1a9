"""The engine's front door: scenario in, :class:`RulingResult` out.

``run_ruling`` runs a whole scenario in one call, taking given answers first and
documented defaults (marked in the trace) for the rest, or pausing at the first
open decision with ``mode="pause"``. ``branches`` replays the scenario with every
other option of the open choices, bounded, so a person can see each outcome.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from engine.core.cards import CardCatalog, CardNotFound, YamlCatalog
from engine.core.decisions import AnswerError, AnswerSource, GivenAnswer, PauseForDecision
from engine.core.errors import ScenarioError
from engine.core.game import DEFAULT_MAX_STEPS, Game, GameEnded
from engine.core.result import COMPLETE, PAUSED, Outcome, RulingResult, cited_rules
from engine.core.rules import RulesRegistry, default_registry
from engine.core.state import GameState
from engine.rulesets import get_ruleset
from engine.scenario import Scenario, load_scenario

__all__ = ["run_ruling", "branches", "build_state", "ScenarioError", "CardNotFound"]

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
    for player, zones in scenario.zones.items():
        for zone_words, placements in zones.items():
            zone = ruleset.zone_alias(zone_words) or (
                zone_words if zone_words in ruleset.zones else None
            )
            if zone is None:
                known = ", ".join(sorted({z.replace("_", " ") for z in ruleset.zones}))
                raise ScenarioError(f"unknown zone {zone_words!r} for {player}; zones are: {known}")
            for pl in placements:
                definition = definitions.get(pl.card)
                if definition is None:  # each name resolved once, however many copies
                    definition = definitions[pl.card] = catalog.get(scenario.game, pl.card)
                obj = state.create(definition, player, (player, zone))
                where = f"{player}'s {zone_words}"
                problem = ruleset.check_placement(obj, zone)
                if problem:
                    raise ScenarioError(f"{problem} (listed in {where})")
                obj.damage = pl.damage
                obj.exhausted = pl.exhausted
                obj.counters.update(pl.counters)
                obj.flags.update(pl.flags)
                if pl.controller:
                    if pl.controller not in scenario.players:
                        raise ScenarioError(
                            f"{pl.card}: controller {pl.controller!r} is not a player"
                        )
                    obj.controller = pl.controller
                ruleset.place(state, obj)
                if pl.id:
                    if pl.id in ids:
                        raise ScenarioError(
                            f"card id {pl.id!r} ({pl.card}) is in two places: {ids[pl.id]} and {where}"
                        )
                    ids[pl.id] = where
    _check_unique(state, ruleset)
    _implicit_hand_cards(scenario, state, catalog)
    ruleset.finish_setup(state, catalog)
    return state


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
        definition = catalog.get(scenario.game, name)
        if any(o.owner == player for o in state.find(definition.full_name)):
            action["play"] = definition.full_name
            continue
        state.create(definition, player, (player, "hand"))
        action["play"] = definition.full_name if definition.subtitle else definition.name


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
    time_budget: float | None = None,
) -> RulingResult:
    """Run a scenario and return its ordered resolution.

    ``time_budget`` (seconds, from the call) stops a run that would hold its caller too
    long with a cited "too large to rule on in time" outcome.
    """
    deadline = None if time_budget is None else time.monotonic() + time_budget
    scenario = source if isinstance(source, Scenario) else load_scenario(source, game)
    registry = registry or default_registry()
    catalog = catalog or shipped_catalog()
    ruleset = get_ruleset(scenario.game)
    state = build_state(scenario, ruleset, catalog)
    given = [GivenAnswer(g.value, g.kind, g.player, g.card) for g in scenario.answers]
    given += [a if isinstance(a, GivenAnswer) else GivenAnswer(a) for a in answers or []]
    source_of_answers = AnswerSource(given=given, forced=dict(forced or {}), mode=mode)
    g = Game(state, ruleset, registry, source_of_answers, max_steps=max_steps, deadline=deadline)
    outcome: Outcome | None = None
    pending = None
    try:
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
    if outcome is None:
        outcome = Outcome(COMPLETE, "Every action and triggered ability has resolved.", [])
    for unused in source_of_answers.unused():
        g.note(f"the answer {unused.value!r} was not needed by any decision")
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
        pending=pending,
        answers_used=[d.answer for d in g.decisions],
    )


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
    scenario = source if isinstance(source, Scenario) else load_scenario(source, game)
    kwargs = {"catalog": catalog, "answers": answers, "registry": registry}
    first = run_ruling(scenario, **kwargs)
    results = [first]
    queue: list[tuple[dict[int, Any], RulingResult]] = [({}, first)]
    seen: set[tuple] = {()}
    while queue and len(results) < limit:
        forced, parent = queue.pop(0)
        for record in parent.decisions:
            if record.index in forced or record.source == "given":
                continue
            options = _alternatives(record.decision, record.answer)
            for option in options:
                new_forced = {i: parent.decisions[i].answer for i in range(record.index)}
                new_forced.update({k: v for k, v in forced.items() if k < record.index})
                new_forced[record.index] = option
                key = tuple(sorted((k, repr(v)) for k, v in new_forced.items()))
                if key in seen:
                    continue
                seen.add(key)
                try:
                    result = run_ruling(scenario, forced=new_forced, **kwargs)
                except ScenarioError:
                    continue
                results.append(result)
                queue.append((new_forced, result))
                if len(results) >= limit:
                    return results
    return results


def _alternatives(decision: Any, taken: Any) -> list[Any]:
    if decision.kind == "may":
        return [not taken]
    if decision.multi:
        return [[]] if taken else []
    return [o for o in decision.options if o != taken]
