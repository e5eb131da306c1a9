"""Shared by the benchmarks: percentiles, the real pools imported into a temporary file."""

from __future__ import annotations

import statistics
import subprocess
import sys
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
    """Import every real pool into ``path`` in a separate process, as ``cards fetch`` does
    (the exports read and compiled in parallel processes, Redemption's spread over them in
    parts, each game written in one transaction as it is ready), so
    the benchmarks' own process stays the size of a running bot; returns the path and the
    seconds the five imports took."""
    if not CARDDATA.is_dir():
        sys.exit(f"the real card exports are not at {CARDDATA}")
    code = (
        "import sys, time; sys.path.insert(0, sys.argv[1])\n"
        "from pathlib import Path\n"
        "from cards_db import open_database\n"
        "from cards_db.prepare import prepare_exports\n"
        "db = open_database(Path(sys.argv[2]))\n"
        "t = time.perf_counter()\n"
        "sources = [(game, Path(sys.argv[3]) / game) for game in sys.argv[4:]]\n"
        "for game, prepared in prepare_exports(sources):\n"
        "    db.import_cards(game, '', prepared=prepared)\n"
        "print(time.perf_counter() - t)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code, str(ROOT), str(path), str(CARDDATA), *POOLS],
        capture_output=True,
        text=True,
        check=True,
    )
    return path, float(done.stdout.strip().splitlines()[-1])


def tests_on_path() -> None:
    """The bot harness and the name query set live with the tests; the benches reuse them."""
    for sub in ("tests/bot", "tests/cards_db"):
        p = str(ROOT / sub)
        if p not in sys.path:
            sys.path.insert(0, p)
