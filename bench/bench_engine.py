"""Engine benchmark: time per seed scenario, and chains of N nested triggers.

Run: ``.venv/bin/python -m bench engine``. Prints medians and the per-trigger cost of
each chain (flat when the cost grows linearly), and the 20,000 / 10,000 ratio.
"""

from __future__ import annotations

import gc
import statistics
import time

from engine.api import run_ruling
from engine.core.game import freeze_setup
from engine.synthetic import chain_catalog, chain_scenario

from .common import ROOT


def timed(fn, repeat: int) -> tuple[float, float, float]:
    """Median wall seconds, median CPU seconds of this process (what the run costs
    whatever else the shared machine is doing), and the collector's share of the wall."""
    samples, cpu, gc_share = [], [], []
    clock = {"began": 0.0, "spent": 0.0}

    def cb(phase: str, info: dict) -> None:
        if phase == "start":
            clock["began"] = time.perf_counter()
        else:
            clock["spent"] += time.perf_counter() - clock["began"]

    gc.callbacks.append(cb)
    try:
        for _ in range(repeat):
            clock["spent"] = 0.0
            t, c = time.perf_counter(), time.process_time()
            fn()
            total = time.perf_counter() - t
            cpu.append(time.process_time() - c)
            samples.append(total)
            gc_share.append(clock["spent"] / total)
    finally:
        gc.callbacks.remove(cb)
    return statistics.median(samples), statistics.median(cpu), statistics.median(gc_share)


def run(chain_sizes: tuple[int, ...] = (10, 100, 1_000, 10_000, 20_000)) -> str:
    out = ["| scenario | median ms |\n| --- | ---: |"]
    for path in sorted((ROOT / "examples").glob("swu-*.yaml")):
        m, _, _ = timed(lambda p=path: run_ruling(p), 30)
        out.append(f"| {path.name} | {m * 1000:.2f} |")
    out.append(
        "\n| nested triggers N | median s | CPU s | µs per trigger (CPU) | time in GC |"
        "\n| ---: | ---: | ---: | ---: | ---: |"
    )
    medians, cpus = {}, {}
    for n in chain_sizes:
        scenario, catalog = chain_scenario(n), chain_catalog(n)
        freeze_setup()  # the pool is set-up, as a bot's is after start-up
        m, c, share = timed(
            lambda s=scenario, c=catalog: run_ruling(s, catalog=c), 5 if n >= 10_000 else 15
        )
        medians[n], cpus[n] = m, c
        out.append(f"| {n:,} | {m:.4f} | {c:.4f} | {c / n * 1e6:.1f} | {100 * share:.0f} % |")
    if 10_000 in medians and 20_000 in medians:
        out.append(
            f"\n20,000 / 10,000: {medians[20_000] / medians[10_000]:.2f} (wall), "
            f"{cpus[20_000] / cpus[10_000]:.2f} (CPU)"
        )
    return "\n".join(out)


if __name__ == "__main__":
    print(run())
