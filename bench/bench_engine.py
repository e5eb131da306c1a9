"""Engine benchmark: time per seed scenario, and chains of N nested triggers.

Run: ``.venv/bin/python -m bench.bench_engine``. Prints medians (and the per-trigger
cost of each chain, which should stay flat if the cost grows linearly).
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

from engine.api import run_ruling
from engine.synthetic import chain_catalog, chain_scenario

ROOT = Path(__file__).resolve().parents[1]


def chain(n: int) -> tuple[dict, object]:
    return chain_scenario(n), chain_catalog(n)


def timed(fn, repeat: int) -> float:
    samples = []
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        samples.append(time.perf_counter() - t)
    return statistics.median(samples)


def main() -> int:
    print("| scenario | median ms |\n| --- | ---: |")
    for path in sorted((ROOT / "examples").glob("swu-*.yaml")):
        m = timed(lambda p=path: run_ruling(p), 30)
        print(f"| {path.name} | {m * 1000:.2f} |")
    print("\n| nested triggers N | median s | µs per trigger |\n| ---: | ---: | ---: |")
    for n in (10, 100, 1_000, 10_000):
        scenario, catalog = chain(n)
        m = timed(lambda s=scenario, c=catalog: run_ruling(s, catalog=c), 5 if n >= 10_000 else 15)
        print(f"| {n:,} | {m:.4f} | {m / n * 1e6:.1f} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
