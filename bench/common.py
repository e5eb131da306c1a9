"""Shared by the benchmarks: percentiles, the real pools imported into a temporary file."""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CARDDATA = ROOT.parent / "shared" / "carddata"
POOLS = ("swu", "altered", "redemption", "grand_archive", "epic_battles")


def pct(samples: list[float], p: float) -> float:
    """The p-th percentile (nearest rank) of ``samples``."""
    xs = sorted(samples)
    return xs[min(len(xs) - 1, max(0, round(p / 100 * len(xs) + 0.5) - 1))]


def summary(samples_ms: list[float]) -> str:
    return (
        f"{statistics.median(samples_ms):.2f} | {pct(samples_ms, 99):.2f} | {max(samples_ms):.2f}"
    )


def real_database(path: Path) -> tuple[Path, float]:
    """Import every real pool into ``path`` (in one process); returns the path and seconds."""
    from cards_db import open_database

    if not CARDDATA.is_dir():
        sys.exit(f"the real card exports are not at {CARDDATA}")
    start = time.perf_counter()
    db = open_database(path)
    for game in POOLS:
        db.import_cards(game, CARDDATA / game)
    db.close()
    return path, time.perf_counter() - start


def tests_on_path() -> None:
    """The bot harness and the name query set live with the tests; the benches reuse them."""
    for sub in ("tests/bot", "tests/cards_db"):
        p = str(ROOT / sub)
        if p not in sys.path:
            sys.path.insert(0, p)
