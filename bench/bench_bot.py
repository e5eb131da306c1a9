"""Bot latency: interaction payloads through the real CommandTree, no network.

Uses the test harness (tests/bot/harness.py): payloads shaped as Discord sends them go
through ``parse_interaction_create``; Discord's API is replaced by a recorder. Reports
the median and 99th percentile from payload to last response per command, then the
event-loop lag while 1,000 rulings are handled concurrently.

    .venv/bin/python bench/bench_bot.py [--n 200] [--concurrent 1000]
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import tempfile
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests" / "bot")]

from harness import FakeDiscord, Harness, running_bot  # noqa: E402

from bot.runner import Runner  # noqa: E402
from bot.service import JudgeService  # noqa: E402
from cards_db import open_database  # noqa: E402

SEEDS = {
    "vanquish-krayt": "A: Krayt Dragon in ground arena; B plays Vanquish on Krayt Dragon",
    "vader-krayt": (
        "A: Krayt Dragon in ground arena; B: Death Star Stormtrooper + Battlefield Marine + "
        "Admiral Motti + Vanquish in deck; B plays Darth Vader, Commanding the First Legion"
    ),
}


def pct(xs: list[float], p: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(round(p / 100 * (len(xs) - 1))))]


async def timed(h: Harness, payload: dict) -> float:
    t = time.perf_counter()
    sent = await h.dispatch(payload)
    assert sent, "no response"
    return (time.perf_counter() - t) * 1000


async def per_command(h: Harness, n: int) -> list[tuple[str, float, float]]:
    cases = {f"/ruling ({k})": ("ruling", {"scenario": v}, None) for k, v in SEEDS.items()}
    cases.update(
        {
            "/card Krayt Dragon": ("card", {"name": "Krayt Dragon"}, None),
            "/rule 7.6.10": ("rule", {"query": "7.6.10"}, None),
            "/rule (search)": ("rule", {"query": "triggered abilities"}, None),
            "/help": ("help", {}, None),
            "autocomplete /ruling scenario": (
                "ruling",
                {"scenario": "A: Krayt Dragon in ground arena; B plays Vanq"},
                "scenario",
            ),
            "autocomplete /card name": ("card", {"name": "kray"}, "name"),
        }
    )
    rows = []
    for label, (cmd, opts, focused) in cases.items():
        times = [await timed(h, h.command_payload(cmd, opts, focused=focused)) for _ in range(n)]
        rows.append((label, statistics.median(times), pct(times, 99)))
    return rows


async def concurrent(h: Harness, count: int) -> dict[str, float]:
    """``count`` rulings at once; a probe measures how late a 5 ms sleep wakes up meanwhile."""
    lags: list[float] = []
    stop = asyncio.Event()

    async def probe() -> None:
        while not stop.is_set():
            t = time.perf_counter()
            await asyncio.sleep(0.005)
            lags.append((time.perf_counter() - t - 0.005) * 1000)

    probe_task = asyncio.create_task(probe())
    await asyncio.sleep(0.05)
    seeds = list(SEEDS.values())
    payloads = [h.command_payload("ruling", {"scenario": seeds[i % 2]}) for i in range(count)]
    parse = h.bot._connection.parse_interaction_create
    t = time.perf_counter()
    for p in payloads:  # as the gateway delivers them: one event per loop iteration
        parse(p)
        await asyncio.sleep(0)
    while (answered := sum(1 for r in h.fake.requests if r.embeds)) < count:
        await asyncio.sleep(0.01)
    wall = time.perf_counter() - t
    stop.set()
    await probe_task
    return {
        "wall_s": wall,
        "lag_median_ms": statistics.median(lags),
        "lag_p99_ms": pct(lags, 99),
        "lag_max_ms": max(lags),
        "answered": answered,
    }


async def main(n: int, count: int, workers: int) -> None:
    tmp = Path(tempfile.mkdtemp()) / "bench.sqlite3"
    open_database(tmp).close()
    runner = Runner(lambda: JudgeService(open_database(tmp)), workers=workers)
    with pytest.MonkeyPatch.context() as mp:
        async with running_bot(FakeDiscord(), runner, mp) as h:
            h.bot.limiter = None  # one simulated user sends every request: no rate limit
            rows = await per_command(h, n)
            h.fake.clear()
            conc = await concurrent(h, count)
    runner.close()
    print(f"Per command, payload to last response, n={n} each ({workers} worker threads):\n")
    print("| command | median ms | p99 ms |\n| --- | ---: | ---: |")
    for label, med, p99 in rows:
        print(f"| {label} | {med:.2f} | {p99:.2f} |")
    print(
        f"\n{count} concurrent /ruling: all answered in {conc['wall_s']:.2f} s ({conc['answered']} answers); "
        f"event-loop lag median {conc['lag_median_ms']:.2f} ms, p99 {conc['lag_p99_ms']:.2f} ms, "
        f"max {conc['lag_max_ms']:.2f} ms"
    )


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--n", type=int, default=200)
    ap.add_argument("--concurrent", type=int, default=1000)
    ap.add_argument("--workers", type=int, default=2)
    a = ap.parse_args()
    asyncio.run(main(a.n, a.concurrent, a.workers))
