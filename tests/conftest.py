"""Fixtures shared by every test package."""

from __future__ import annotations

import pytest

import engine.api


@pytest.fixture
def engine_runs(monkeypatch: pytest.MonkeyPatch) -> list[dict]:
    """The ``forced`` answers of every engine run made during the test (the real engine
    still runs): how many runs an answer cost, and which branches they were."""
    seen: list[dict] = []
    real = engine.api.run_ruling

    def counted(*args, **kwargs):  # noqa: ANN002, ANN003, ANN202
        seen.append(dict(kwargs.get("forced") or {}))
        return real(*args, **kwargs)

    monkeypatch.setattr(engine.api, "run_ruling", counted)
    return seen
