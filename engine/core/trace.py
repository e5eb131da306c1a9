"""The resolution trace: the ordered steps of a ruling, each with the rules that decide it.

The trace is the product: the renderer turns it into an embed, the CLI into text,
``--json`` into the machine-readable result.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any


@dataclass(slots=True)
class TraceStep:
    """One line of the ordered resolution (slotted: a long run holds tens of thousands)."""

    seq: int
    depth: int
    text: str
    rules: list[str]
    kind: str = "step"  # action | trigger | resolve | choice | effect | event | info | outcome | not_modelled
    player: str | None = None
    card: str | None = None
    ability: str | None = None
    decision: int | None = None  # index into RulingResult.decisions when this step records a choice
    default: bool = False  # the choice shown was a documented default, not a given answer

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass
class Trace:
    """An append-only list of steps with a current nesting depth."""

    game: str
    steps: list[TraceStep] = field(default_factory=list)
    depth: int = 0
    # One list per distinct citation, shared by the steps that make it (a long chain cites
    # the same few rules tens of thousands of times: one list each would be that many
    # objects for the collector to scan). Steps never change their rules after the fact.
    _cited: dict[tuple[str, ...], list[str]] = field(default_factory=dict, repr=False)

    def add(
        self,
        text: str,
        rules: list[str] | tuple[str, ...],
        *,
        kind: str = "step",
        player: str | None = None,
        card: str | None = None,
        ability: str | None = None,
        depth: int | None = None,
        decision: int | None = None,
        default: bool = False,
    ) -> TraceStep:
        if not rules:
            raise ValueError(f"trace step without a rule citation: {text!r}")
        key = tuple(rules)
        cited = self._cited.get(key)
        if cited is None:
            cited = self._cited[key] = list(dict.fromkeys(key))
        steps = self.steps
        step = TraceStep(
            len(steps) + 1,
            self.depth if depth is None else depth,
            text,
            cited,
            kind,
            player,
            card,
            ability,
            decision,
            default,
        )
        steps.append(step)
        return step

    def cited_rule_ids(self) -> list[str]:
        seen: dict[str, None] = {}
        done: set[int] = set()  # a shared citation list is read once
        for s in self.steps:
            if id(s.rules) in done:
                continue
            done.add(id(s.rules))
            for r in s.rules:
                seen.setdefault(r, None)
        return list(seen)
