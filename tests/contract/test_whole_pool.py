"""The whole-pool contract: every ability of every real card, run at its moment.

Fails on any crash or refused scenario, and on any ability whose moment was reached
but which the trace does not mention (a silent drop). The executed shares it prints
are the figures `tcg-judge cards coverage` reports.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from pool_games import POOL_GAMES

from cards_db.pool import ABSENT, ERROR, run_pools


@pytest.fixture(scope="module")
def reports(pool_db_path: Path):
    return run_pools(pool_db_path, POOL_GAMES, workers=2)


@pytest.mark.parametrize("game", POOL_GAMES)
def test_no_ability_is_dropped_or_crashes(reports, game: str) -> None:
    report = reports[game]
    print("\n" + "\n".join(report.lines()))
    failures = report.failures()
    shown = "\n".join(
        f"{r.status}: {r.card} [{r.ability} {r.timing}] {r.detail}" for r in failures[:25]
    )
    assert not failures, f"{len(failures)} abilities absent or failing in {game}:\n{shown}"
    assert report.counts[ABSENT] == 0 and report.counts[ERROR] == 0
    assert report.runs, f"no ability of {game} was run: is the export imported?"
