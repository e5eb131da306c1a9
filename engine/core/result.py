"""The result of running a scenario: trace, decisions, cited rules, final state, outcome.

``to_json`` is the documented machine-readable form (docs/scenarios.md); the bot's
renderer and the CLI read this object, never the engine's internals.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any

from engine.core.decisions import Decision, DecisionRecord
from engine.core.rules import RulesRegistry
from engine.core.trace import TraceStep

SCHEMA_VERSION = 1

# Outcome statuses.
COMPLETE = "complete"  # every action resolved
PAUSED = "paused"  # waiting for a player's answer
GAME_OVER = "game_over"  # the game ended (a base was defeated, a draw ...)
LOOP = "loop"  # a loop was detected and ended by a cited rule
STEP_LIMIT = "step_limit"  # the engine's bound was reached


@dataclass
class Outcome:
    status: str
    text: str
    rules: list[str] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        return {"status": self.status, "text": self.text, "rules": list(self.rules)}


@dataclass
class RulingResult:
    game: str
    scenario: dict[str, Any]
    steps: list[TraceStep]
    decisions: list[DecisionRecord]
    outcome: Outcome
    final_state: dict[str, Any]
    document: dict[str, str]
    cited_rules: list[dict[str, str]]
    notes: list[str] = field(default_factory=list)
    note_steps: list[int] = field(default_factory=list)  # per note, the step it came after
    pending: Decision | None = None  # the open decision when the run paused
    answers_used: list[Any] = field(default_factory=list)  # to resume a paused run
    # abilities whose moment came but which the engine does not run: {card, ability, reason}
    unmodelled: list[dict[str, str]] = field(default_factory=list)
    # the position the run ended in (engine objects; never part of to_json)
    state: Any = field(default=None, repr=False, compare=False)

    @property
    def depends_on_unmodelled(self) -> bool:
        return bool(self.unmodelled)

    @property
    def defaults_used(self) -> list[DecisionRecord]:
        return [d for d in self.decisions if d.source == "default"]

    def to_json(self) -> dict[str, Any]:
        return {
            "schema_version": SCHEMA_VERSION,
            "game": self.game,
            "document": self.document,
            "scenario": self.scenario,
            "steps": [_step_dict(s) for s in self.steps],
            "decisions": [d.to_dict() for d in self.decisions],
            "defaults_used": [d.index for d in self.defaults_used],
            "cited_rules": self.cited_rules,
            "final_state": self.final_state,
            "outcome": self.outcome.to_dict(),
            "notes": list(self.notes),
            "pending": self.pending.to_dict() if self.pending else None,
            "unmodelled": [dict(u) for u in self.unmodelled],
        }


def _step_dict(step: TraceStep) -> dict[str, Any]:
    """``TraceStep.to_dict`` without ``asdict``'s recursive copy (steps hold flat values)."""
    return {f: (list(v) if isinstance(v := getattr(step, f), list) else v) for f in _STEP_FIELDS}


_STEP_FIELDS = tuple(f.name for f in fields(TraceStep))


def cited_rules(registry: RulesRegistry, game: str, ids: list[str]) -> list[dict[str, str]]:
    """The cited rules with titles and summaries, in first-cited order."""
    out = []
    for rid in ids:
        rule = registry.get(game, rid)
        out.append(
            {
                "id": rule.id,
                "title": rule.title,
                "summary": rule.summary,
                "document": rule.document.title,
                "version": rule.document.version,
            }
        )
    return out
