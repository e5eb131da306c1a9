"""The runner: executes rule procedures, asks for decisions, keeps the trace.

Rule procedures are generators. A procedure ``yield``s a :class:`Decision` to get
a player's answer back, or ``yield``s another procedure (a generator) to run it and
get its return value back. The runner is a trampoline over an explicit stack, so
deeply nested abilities (10,000 layers) cost no Python recursion, and every step is
counted against a bound: a scenario that would not end stops with a cited outcome.
"""

from __future__ import annotations

import gc
import threading
import time
from collections.abc import Generator, Iterator
from contextlib import contextmanager
from types import GeneratorType
from typing import TYPE_CHECKING, Any

from engine.core.decisions import AnswerSource, Decision, DecisionRecord
from engine.core.events import Event, PendingTrigger
from engine.core.result import STEP_LIMIT, Outcome
from engine.core.rules import RulesRegistry
from engine.core.state import GameState
from engine.core.trace import Trace

if TYPE_CHECKING:
    from engine.core.ruleset import Ruleset

Procedure = Generator[Any, Any, Any]

DEFAULT_MAX_STEPS = 500_000

# A run keeps almost everything it allocates (state, trace steps, decisions) until it
# ends, so the collector would rescan the same live objects over and over (a third of a
# 20,000-trigger run with the defaults). Young objects are collected every 20,000
# allocations instead of 700 (short pauses, rarely), and a large scenario runs with the
# collector off (``collector_paused``, see engine.api.LARGE_SCENARIO).
GC_THRESHOLDS = (20_000, 25, 10)


def relax_gc() -> None:
    """Raise the collector's thresholds (process-wide, once; never lowers a higher setting)."""
    if gc.get_threshold()[0] < GC_THRESHOLDS[0]:
        gc.set_threshold(*GC_THRESHOLDS)


_paused = 0
_paused_lock = threading.Lock()
_was_enabled = True


@contextmanager
def collector_paused() -> Iterator[None]:
    """No automatic collection while any engine run is in progress (runs may overlap on
    worker threads: the last one to finish turns the collector back on, as it was).
    What a run drops is freed by reference counting; cycles wait for the next collection."""
    global _paused, _was_enabled
    with _paused_lock:
        if _paused == 0:
            _was_enabled = gc.isenabled()
            gc.disable()
        _paused += 1
    try:
        yield
    finally:
        with _paused_lock:
            _paused -= 1
            if _paused == 0 and _was_enabled:
                gc.enable()


def freeze_setup(collect: bool = True) -> None:
    """After start-up: move what exists now (modules, card index, caches) out of the
    collector's reach, so full collections scan only per-request objects. ``collect``
    first clears garbage (a full pause; skip it once requests are being served)."""
    relax_gc()
    if collect:
        gc.collect()
    gc.freeze()


class GameEnded(Exception):  # noqa: N818 - control flow
    """Raised by a procedure when the game (or the run) is over."""

    def __init__(self, outcome: Outcome) -> None:
        super().__init__(outcome.text)
        self.outcome = outcome


class Game:
    """One run of one scenario under one ruleset."""

    def __init__(
        self,
        state: GameState,
        ruleset: Ruleset,
        registry: RulesRegistry,
        answers: AnswerSource | None = None,
        *,
        max_steps: int = DEFAULT_MAX_STEPS,
        deadline: float | None = None,
    ) -> None:
        self.state = state
        self.deadline = deadline  # time.monotonic() after which the run stops (TJ-1)
        self.ruleset = ruleset
        self.registry = registry
        self.answers = answers or AnswerSource()
        self.trace = Trace(state.game)
        self.decisions: list[DecisionRecord] = []
        self.windows: list[list[PendingTrigger]] = []
        self.notes: list[str] = []
        # per note, the index of the newest step it was said after (a game replayed move by
        # move shows a move only the notes its own steps raised)
        self.note_steps: list[int] = []
        # (card label, ability id, reason) of every "not modelled" step, in order
        self.unmodelled: list[tuple[str, str, str]] = []
        # (card label, ability id) of the abilities whose effects are running now
        self.acting: list[tuple[str, str]] = []
        self.max_steps = max_steps
        self.steps_taken = 0
        self._trigger_uid = 0
        self.seen_states: dict[Any, int] = {}
        self._resolutions: dict[Any, int] = {}
        # rule ids already found in the registry (a run cites the same few thousands of times)
        self._checked_rules: set[str] = set()
        relax_gc()

    # -- trace ---------------------------------------------------------------
    def log(self, text: str, rules: list[str] | tuple[str, ...], **kw: Any) -> None:
        """Add a trace step; every cited rule must be registered for this game."""
        checked = self._checked_rules
        if not checked.issuperset(rules):
            for rid in rules:
                if rid not in checked:
                    self.registry.get(self.state.game, rid)  # raises UnknownRuleError
                    checked.add(rid)
        if self.acting and kw.get("ability") is None:
            label, ability = self.acting[-1]
            if kw.get("card") in (None, label):
                kw["card"], kw["ability"] = label, ability
        self.trace.add(text, rules, **kw)

    def note(self, text: str) -> None:
        """Something the engine could not decide by itself (shown with the ruling)."""
        at = max(len(self.trace.steps) - 1, 0)
        if text in self.notes:
            self.note_steps[self.notes.index(text)] = at
        else:
            self.notes.append(text)
            self.note_steps.append(at)

    # -- trigger windows -----------------------------------------------------
    def open_window(self) -> None:
        self.windows.append([])

    def close_window(self) -> list[PendingTrigger]:
        return self.windows.pop()

    def emit(self, event: Event) -> list[PendingTrigger]:
        """Record an event and queue the abilities it triggers in the innermost window."""
        triggered = self.ruleset.collect_triggers(self, event)
        for t in triggered:
            self._trigger_uid += 1
            t.uid = self._trigger_uid
        if triggered:
            if not self.windows:
                self.open_window()
            self.windows[-1].extend(triggered)
        return triggered

    # -- decisions -----------------------------------------------------------
    def _decide(self, d: Decision) -> Any:
        index = len(self.decisions)
        answer, source = self.answers.answer(d, index)
        self.decisions.append(DecisionRecord(index, d, answer, source))
        return answer

    # -- running -------------------------------------------------------------
    def tick(self) -> None:
        self.steps_taken += 1
        if self.steps_taken > self.max_steps:
            raise GameEnded(self.ruleset.step_limit_outcome(self))
        if self.deadline is not None and not self.steps_taken & 255:
            self._check_deadline()

    def _check_deadline(self) -> None:
        """Stop a run that has used its time (checked every 256 steps)."""
        if time.monotonic() > self.deadline:  # type: ignore[operator]
            raise GameEnded(
                Outcome(
                    STEP_LIMIT,
                    f"This scenario is too large to rule on in time: stopped after "
                    f"{self.steps_taken} steps. Make it smaller or split it up.",
                    ["TJ-1"],
                )
            )

    def run(self, procedure: Procedure) -> Any:
        """Run a procedure to completion on an explicit stack (no recursion)."""
        stack: list[Procedure] = [procedure]
        push, pop = stack.append, stack.pop
        value: Any = None
        while stack:
            try:
                item = stack[-1].send(value)
            except StopIteration as stop:
                pop()
                value = stop.value
                continue
            self.steps_taken += 1  # tick(), inlined: this loop runs once per step
            if self.steps_taken > self.max_steps:
                raise GameEnded(self.ruleset.step_limit_outcome(self))
            if self.deadline is not None and not self.steps_taken & 255:
                self._check_deadline()
            if type(item) is GeneratorType:
                push(item)
                value = None
            elif isinstance(item, Decision):
                value = self._decide(item)
            else:
                raise TypeError(f"a procedure yielded {item!r}")
        return value

    def check_repeat(self, key: Any) -> None:
        """Stop an endless loop: the same ability resolving again on the same state.

        The state is fingerprinted only from an ability's second resolution on, so
        long chains of different abilities stay linear.
        """
        count = self._resolutions.get(key, 0) + 1
        self._resolutions[key] = count
        if count < 2:
            return
        fp = (self.state.fingerprint(), key)
        seen = self.seen_states.get(fp, 0) + 1
        self.seen_states[fp] = seen
        if seen >= 2:
            raise GameEnded(self.ruleset.loop_outcome(self, key))

    def last_decision(self) -> DecisionRecord:
        return self.decisions[-1]
