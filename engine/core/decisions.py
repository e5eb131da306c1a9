"""Decisions: the points where a player must choose, and how answers are supplied.

When a player must choose, a procedure yields a :class:`Decision`. The runner asks
its :class:`AnswerSource`: an answer given up front is used; otherwise, depending on
the run mode, the documented default is taken (and marked in the trace) or the run
pauses and returns the open decision. The engine is deterministic, so a paused run
is stored as its scenario plus the answers so far, and resumed by replaying them.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any


@dataclass
class Decision:
    """A choice a player must make.

    ``kind`` is one of: ``first_player`` (7.6.10-style: which player resolves first),
    ``order`` (which of one's own pending abilities resolves next), ``target``,
    ``may`` (yes/no), ``choose`` (a subset or one option of a list), ``number``.
    ``options`` are the labels a person would type; ``default`` is the option taken
    when no answer is given, and ``default_reason`` says why it is the default.
    """

    kind: str
    player: str
    prompt: str
    options: list[Any]
    rule: str
    default: Any
    default_reason: str = ""
    card: str | None = None
    multi: bool = False  # the answer is a list of options (e.g. any number of cards)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass
class DecisionRecord:
    """A decision as it was taken during a run."""

    index: int
    decision: Decision
    answer: Any
    source: str  # "given" | "default" | "branch"

    def to_dict(self) -> dict[str, Any]:
        d = self.decision.to_dict()
        d.update(index=self.index, answer=self.answer, source=self.source)
        return d


class AnswerError(ValueError):
    """A supplied answer does not fit the decision it was matched to."""


class PauseForDecision(Exception):  # noqa: N818 - a control-flow signal, not an error
    """Raised inside the runner when an answer is needed and the mode is ``pause``."""

    def __init__(self, decision: Decision, index: int) -> None:
        super().__init__(decision.prompt)
        self.decision = decision
        self.index = index


def _norm(value: Any) -> Any:
    if isinstance(value, str):
        return " ".join(value.lower().replace(",", " ").split())
    if isinstance(value, bool):
        return value
    return value


def match_option(decision: Decision, answer: Any) -> Any:
    """Map a typed answer onto one of the decision's options (case-insensitive, by prefix)."""
    if decision.kind == "may":
        if isinstance(answer, bool):
            return answer
        text = str(answer).strip().lower()
        if text in {"yes", "y", "true", "use", "do"}:
            return True
        if text in {"no", "n", "false", "decline", "skip"}:
            return False
        raise AnswerError(f"answer {answer!r} to '{decision.prompt}' must be yes or no")
    if decision.multi:
        items = answer if isinstance(answer, list) else [answer]
        if items == [] or items == ["none"] or items == [None]:
            return []
        return [_match_one(decision, a) for a in items]
    return _match_one(decision, answer)


def _match_one(decision: Decision, answer: Any) -> Any:
    wanted = _norm(answer)
    labels = [(_norm(o), o) for o in decision.options]
    for norm, original in labels:
        if norm == wanted:
            return original
    if isinstance(wanted, str):
        hits = [o for n, o in labels if isinstance(n, str) and n.startswith(wanted)]
        if len(hits) == 1:
            return hits[0]
        hits = [o for n, o in labels if isinstance(n, str) and wanted in n]
        if len(hits) == 1:
            return hits[0]
    options = ", ".join(str(o) for o in decision.options)
    raise AnswerError(f"answer {answer!r} to '{decision.prompt}' is not one of: {options}")


@dataclass
class GivenAnswer:
    """An answer written in a scenario: optionally restricted to a decision kind/card/player."""

    value: Any
    kind: str | None = None
    player: str | None = None
    card: str | None = None
    used: bool = False

    def fits(self, d: Decision) -> bool:
        if self.kind and self.kind != d.kind:
            return False
        if self.player and self.player != d.player:
            return False
        if not self.card:
            return True
        where = _norm(d.card or "") + " " + _norm(d.prompt)
        return _norm(self.card) in where


@dataclass
class AnswerSource:
    """Supplies answers to decisions, in the order they arise.

    ``given`` answers are matched to the first decision they fit (by kind, player and
    card when stated). ``forced`` answers, by decision index, are used to explore
    branches. ``mode`` is ``default`` (take the documented default) or ``pause``.
    """

    given: list[GivenAnswer] = field(default_factory=list)
    forced: dict[int, Any] = field(default_factory=dict)
    mode: str = "default"

    def answer(self, d: Decision, index: int) -> tuple[Any, str]:
        if index in self.forced:
            return self.forced[index], "branch"
        for g in self.given:
            if not g.used and g.fits(d):
                try:
                    value = match_option(d, g.value)
                except AnswerError:
                    if g.kind is None:
                        continue  # an answer of no stated kind waits for a decision it fits
                    raise
                g.used = True
                return value, "given"
        if self.mode == "pause":
            raise PauseForDecision(d, index)
        return d.default, "default"

    def unused(self) -> list[GivenAnswer]:
        return [g for g in self.given if not g.used]
