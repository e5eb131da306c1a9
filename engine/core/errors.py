"""Errors that reach a person: one clear line, never a traceback."""

from __future__ import annotations


class ScenarioError(ValueError):
    """A scenario could not be read or set up; ``message`` names the bad key, card or word."""

    def __init__(self, message: str, *, where: str | None = None) -> None:
        self.message = message if where is None else f"{where}: {message}"
        super().__init__(self.message)


class ImpossibleAction(ScenarioError):
    """A scenario asks for an action the rules do not allow at that point."""


class EngineFailure(ScenarioError):
    """A ruleset failed on a scenario it accepted: a bug, reported as one clear line."""
