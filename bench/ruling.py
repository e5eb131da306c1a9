"""/ruling latency through the real bot, payload to last response, and a burst of 1,000.

Interaction payloads shaped as Discord sends them go through discord.py's
``parse_interaction_create``; Discord's API is the test harness's recorder (no network).
Each example scenario (examples/*.yaml, sent as the YAML text /ruling accepts) is timed
from the payload to the bot's last request for it, against the real pools.
"""

from __future__ import annotations

import asyncio
import gc
import statistics
import time
from pathlib import Path

import yaml

from .common import ROOT, pct, tests_on_path


class _Patch:
    """Minimal monkeypatch for the harness (no pytest needed to run the benches)."""

    def __init__(self) -> None:
        self._undo: list[tuple[object, str, object]] = []

    def setattr(self, target: object, name: str, value: object) -> None:
        self._undo.append((target, name, getattr(target, name)))
        setattr(target, name, value)

    def undo(self) -> None:
        for target, name, value in reversed(self._undo):
            setattr(target, name, value)


def examples() -> list[tuple[str, str, str]]:
    """(file name, game, scenario text) for every example."""
    out = []
    for path in sorted((ROOT / "examples").glob("*.yaml")):
        text = path.read_text(encoding="utf-8")
        game = yaml.safe_load(text)["game"]
        lines = [ln for ln in text.splitlines() if not ln.lstrip().startswith("#")]
        out.append((path.name, game, "\n".join(lines).strip()))
    return out


def rss_mb() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


async def _timed(h, payload: dict) -> tuple[float, float, str]:
    """Wall ms from payload to the last response, the process's CPU ms meanwhile, title."""
    t, c = time.perf_counter(), time.process_time()
    sent = await h.dispatch(payload)
    ms = (time.perf_counter() - t) * 1000
    cpu = (time.process_time() - c) * 1000
    title = next((r.embeds[0].get("title", "") for r in reversed(sent) if r.embeds), "")
    h.fake.requests.clear()  # the fake Discord forgets what it was sent: the RSS measured
    h.fake.messages.clear()  # is the bot's, not the recorder's
    return ms, cpu, title


async def _per_example(h, n: int) -> tuple[list[str], list[float], list[float]]:
    rows, every, every_cpu = [], [], []
    for name, game, text in examples():
        options = {"scenario": text, "game": game}
        await _timed(h, h.command_payload("ruling", options))  # warms this scenario's cards
        samples = []
        for _ in range(n):
            ms, cpu, title = await _timed(h, h.command_payload("ruling", options))
            samples.append(ms)
            every_cpu.append(cpu)
        every += samples
        rows.append(
            f"| {name} | {title} | {statistics.median(samples):.2f} | {pct(samples, 99):.2f} |"
        )
    return rows, every, every_cpu


async def _idle_lag(seconds: float = 2.0) -> float:
    """The probe's worst lateness with nothing to do: the shared machine's own noise."""
    worst, end = 0.0, time.perf_counter() + seconds
    while time.perf_counter() < end:
        t = time.perf_counter()
        await asyncio.sleep(0.005)
        worst = max(worst, (time.perf_counter() - t - 0.005) * 1000)
    return worst


async def _burst(h, count: int) -> dict[str, float]:
    """``count`` rulings at once; a probe measures how late a 5 ms sleep wakes up meanwhile."""
    picks = examples()
    payloads = [
        h.command_payload(
            "ruling", {"scenario": picks[i % len(picks)][2], "game": picks[i % len(picks)][1]}
        )
        for i in range(count)
    ]
    lags: list[float] = []
    peak = [rss_mb()]
    stop = asyncio.Event()

    async def probe() -> None:
        while not stop.is_set():
            t = time.perf_counter()
            await asyncio.sleep(0.005)
            lags.append((time.perf_counter() - t - 0.005) * 1000)
            peak[0] = max(peak[0], rss_mb())

    pauses: dict[int, list[float]] = {0: [], 1: [], 2: []}
    began = [0.0]

    def on_gc(phase: str, info: dict) -> None:
        if phase == "start":
            began[0] = time.perf_counter()
        else:
            pauses[info["generation"]].append((time.perf_counter() - began[0]) * 1000)

    rest = rss_mb()
    gc.callbacks.append(on_gc)
    task = asyncio.create_task(probe())
    await asyncio.sleep(0.05)
    parse = h.bot._connection.parse_interaction_create
    start = time.perf_counter()
    for p in payloads:  # as the gateway delivers them: one event per loop iteration
        parse(p)
        await asyncio.sleep(0)
    answered = 0
    while answered < count:  # the recorder forgets answers as they are counted: only the
        await asyncio.sleep(0.01)  # bot's memory is measured, not the fake Discord's
        answered += sum(1 for r in h.fake.requests if r.embeds)
        h.fake.requests.clear()
        h.fake.messages.clear()
    wall = time.perf_counter() - start
    stop.set()
    await task
    gc.callbacks.remove(on_gc)
    return {
        "wall": wall,
        "lag_median": statistics.median(lags),
        "lag_p99": pct(lags, 99),
        "lag_max": max(lags),
        "rss_rest": rest,
        "rss_peak": peak[0],
        "gc": ", ".join(
            f"gen{g} ×{len(v)} max {max(v, default=0):.1f} ms" for g, v in pauses.items()
        ),
    }


async def _main(db_path: Path, n: int, burst: int, workers: int) -> str:
    tests_on_path()
    from harness import FakeDiscord, running_bot

    from bot.__main__ import prepare
    from bot.runner import Runner
    from bot.service import JudgeService
    from cards_db import open_database

    prepare(JudgeService(open_database(db_path)), warm_after=None)
    runner = Runner(lambda: JudgeService(open_database(db_path)), workers=workers)
    patch = _Patch()
    try:
        async with running_bot(FakeDiscord(), runner, patch) as h:
            # one user asks everything here: the per-user rate limit would answer "slow down"
            h.bot.limiter = None
            rows, every, every_cpu = await _per_example(h, n)
            h.fake.clear()
            idle = await _idle_lag()
            b = await _burst(h, burst) if burst else None
    finally:
        patch.undo()
        runner.close()
    out = [
        f"/ruling, payload to last response, {len(rows)} examples × {n} runs "
        f"({workers} worker threads), real pools imported:\n",
        f"**all examples: median {statistics.median(every):.2f} ms, p99 {pct(every, 99):.2f} ms, "
        f"max {max(every):.2f} ms** (CPU time p99 {pct(every_cpu, 99):.2f} ms); over 25 ms: "
        f"{sum(1 for r in rows if float(r.split('|')[-2]) > 25)} of {len(rows)} example p99s\n",
        "| example | reply | median ms | p99 ms |\n| --- | --- | ---: | ---: |",
        *rows,
    ]
    if b:
        out.append(
            f"\n{burst} concurrent /ruling (the examples in turn): all answered in "
            f"{b['wall']:.2f} s; event-loop lag median {b['lag_median']:.2f} ms, "
            f"p99 {b['lag_p99']:.2f} ms, max {b['lag_max']:.2f} ms; RSS {b['rss_rest']:.0f} MB "
            f"at rest, {b['rss_peak']:.0f} MB peak; collections during the burst: {b['gc']}. "
            f"The same probe with the bot idle, just before: max {idle:.2f} ms"
        )
    return "\n".join(out)


def run(db_path: Path, n: int = 20, burst: int = 1000, workers: int = 2) -> str:
    return asyncio.run(_main(db_path, n, burst, workers))
