"""Card database latency: name resolution and autocomplete with every real pool imported.

Run: ``.venv/bin/python bench/bench_cards_db.py`` (needs ../shared/carddata). Prints the
median and 99th percentile per operation; figures go in docs/benchmarks.md.
"""

from __future__ import annotations

import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from cards_db import open_database  # noqa: E402

CARDDATA = REPO.parent / "shared" / "carddata"
GAMES = ("swu", "altered", "redemption", "grand_archive", "epic_battles")


def _timed(fn, inputs: list) -> tuple[float, float]:
    samples = []
    for args in inputs:
        start = time.perf_counter()
        fn(*args)
        samples.append((time.perf_counter() - start) * 1000)
    samples.sort()
    return statistics.median(samples), samples[int(len(samples) * 0.99) - 1]


def _typo(name: str, rng: random.Random) -> str:
    i = rng.randrange(len(name))
    return name[:i] + name[i + 1 :] if len(name) > 4 else name + "x"


def main() -> int:
    if not CARDDATA.is_dir():
        print(f"real exports not found at {CARDDATA}")
        return 1
    with tempfile.TemporaryDirectory() as tmp:
        db = open_database(Path(tmp) / "bench.sqlite3")
        start = time.perf_counter()
        for game in GAMES:
            db.import_cards(game, CARDDATA / game)
        total = db.db.execute("SELECT count(*) FROM cards").fetchone()[0]
        print(f"imported {total} cards in {time.perf_counter() - start:.2f} s")
        start = time.perf_counter()
        db.names  # noqa: B018 - build the in-memory index
        print(f"name index built in {(time.perf_counter() - start) * 1000:.0f} ms")
        rng = random.Random(7)
        rows = db.db.execute("SELECT game, full_name, name FROM cards").fetchall()
        sample = rng.sample(rows, 1000)
        cases = {
            "resolve exact (with game)": [(r[1], r[0]) for r in sample],
            "resolve typo (with game)": [(_typo(r[1], rng), r[0]) for r in sample[:300]],
            "resolve exact (all games)": [(r[1], None) for r in sample],
        }
        for label, inputs in cases.items():
            med, p99 = _timed(db.resolve_card, inputs)
            print(f"{label:32s} median {med:6.3f} ms  p99 {p99:6.3f} ms  (n={len(inputs)})")
        prefixes = [(r[2][: rng.randint(1, 6)], r[0]) for r in sample]
        fragments = [(r[2][1:5], None) for r in sample]
        for label, inputs in {
            "autocomplete prefix (with game)": prefixes,
            "autocomplete prefix (all games)": [(q, None) for q, _ in prefixes],
            "autocomplete fragment (all)": fragments,
        }.items():
            med, p99 = _timed(db.autocomplete, inputs)
            print(f"{label:32s} median {med:6.3f} ms  p99 {p99:6.3f} ms  (n={len(inputs)})")
        db.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
