"""Bounds and budgets under hostile input: refusals, the largest allowed scenario, the
per-run time budget, a /card waiting behind heavy rulings, imports and the first
autocomplete after start.

    .venv/bin/python bench/bench_hardening.py [--n 50]
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT)]

from bot.runner import Runner  # noqa: E402
from bot.service import RULING_BUDGET, JudgeService, RulingRequest  # noqa: E402
from cards_db import open_database  # noqa: E402
from engine.api import run_ruling  # noqa: E402
from engine.scenario import MAX_COPIES, MAX_OBJECTS  # noqa: E402
from engine.synthetic import chain_catalog, chain_scenario  # noqa: E402

CARDDATA = ROOT.parent / "shared" / "carddata"
HUGE = "A: 1000000000x Battlefield Marine in ground arena; B plays Vanquish on Battlefield Marine"
TEN_K = "A: 10000x Battlefield Marine in ground arena; B plays Vanquish on Battlefield Marine"
LARGEST = (
    "; ".join(
        [f"A: {MAX_COPIES}x Battlefield Marine in ground arena"] * (MAX_OBJECTS // MAX_COPIES)
    )
    + "; B plays Vanquish on Battlefield Marine"
)


def ms(f, n: int) -> tuple[float, float]:  # noqa: ANN001
    xs = []
    for _ in range(n):
        t = time.perf_counter()
        f()
        xs.append((time.perf_counter() - t) * 1000)
    return statistics.median(xs), max(xs)


async def card_behind_rulings(db_path: Path, heavy: int) -> float:
    runner = Runner(lambda: JudgeService(open_database(db_path)), workers=2)
    await runner.warm()
    jobs = [
        asyncio.ensure_future(runner.run("ruling", RulingRequest("swu", LARGEST)))
        for _ in range(heavy)
    ]
    await asyncio.sleep(0.01)
    t = time.perf_counter()
    await runner.run("card", "Krayt Dragon", "swu")
    waited = (time.perf_counter() - t) * 1000
    await asyncio.gather(*jobs)
    runner.close()
    return waited


def reads_during_fetch(tmp: Path) -> str:
    """/card and /ruling in a loop while another process imports all five exports."""
    import subprocess

    path = tmp / "busy.sqlite3"
    open_database(path).close()
    service = JudgeService(open_database(path, busy_timeout=2.0))
    service.warm()
    cmd = [sys.executable, "-m", "cards_db.cli", "cards", "--db", str(path), "fetch"]
    proc = subprocess.Popen(
        [*cmd, "--from", str(CARDDATA)], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    times, errors = [], 0
    req = RulingRequest("swu", "A: Krayt Dragon in ground arena; B plays Vanquish on Krayt Dragon")
    while proc.poll() is None:
        t = time.perf_counter()
        ok = service.card("Krayt Dragon", "swu").kind == "card"
        ok = service.ruling(req).kind == "ruling" and ok
        errors += not ok
        times.append((time.perf_counter() - t) * 1000)
    return (
        f"/card + /ruling during a `cards fetch` of all five games in another process: "
        f"{len(times)} pairs, {errors} errors, median {statistics.median(times):.0f} ms, "
        f"max {max(times):.0f} ms"
    )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--n", type=int, default=50)
    n = parser.parse_args().n
    tmp = Path(tempfile.mkdtemp())
    db_path = tmp / "bench.sqlite3"
    service = JudgeService(open_database(db_path))
    rows = []
    for label, text in (
        ("1e9 copies (refused)", HUGE),
        ("10,000 copies (refused)", TEN_K),
        (f"largest allowed: {MAX_OBJECTS} cards placed", LARGEST),
    ):
        reply = service.ruling(RulingRequest("swu", text))
        med, worst = ms(lambda t=text: service.ruling(RulingRequest("swu", t)), n)
        rows.append((label, reply.kind, med, worst))
    catalog = chain_catalog(MAX_OBJECTS - 10)
    scen = chain_scenario(MAX_OBJECTS - 10)
    t = time.perf_counter()
    whole = run_ruling(scen, catalog=catalog)
    full = (time.perf_counter() - t) * 1000
    t = time.perf_counter()
    cut = run_ruling(scen, catalog=catalog, time_budget=0.01)
    budgeted = (time.perf_counter() - t) * 1000
    print("| input | answer | median ms | max ms |\n| --- | --- | ---: | ---: |")
    for label, kind, med, worst in rows:
        print(f"| {label} | {kind} | {med:.2f} | {worst:.2f} |")
    print(
        f"\nchain of {MAX_OBJECTS - 10} triggers: {full:.0f} ms unbounded ({whole.outcome.status}); "
        f"with a 10 ms budget {budgeted:.0f} ms ({cut.outcome.status}); "
        f"the service's budget is {RULING_BUDGET:.1f} s per run"
    )
    waited = asyncio.run(card_behind_rulings(db_path, 4))
    print(f"/card behind 4 largest-allowed rulings on 2 workers: {waited:.0f} ms")
    if CARDDATA.is_dir():
        real = tmp / "real.sqlite3"
        t = time.perf_counter()
        with open_database(real) as db:
            for game in ("swu", "altered", "redemption", "grand_archive", "epic_battles"):
                db.import_cards(game, CARDDATA / game)
        print(f"import of all five exports in one process: {time.perf_counter() - t:.2f} s")
        cold = JudgeService(open_database(real))
        t = time.perf_counter()
        cold.card_choices("kray", None)
        first = (time.perf_counter() - t) * 1000
        warm = JudgeService(open_database(real))
        warm.warm()
        t = time.perf_counter()
        warm.card_choices("kray", None)
        after = (time.perf_counter() - t) * 1000
        print(f"first autocomplete: {first:.0f} ms cold, {after:.1f} ms after warm-up")
        print(reads_during_fetch(tmp))


if __name__ == "__main__":
    main()
