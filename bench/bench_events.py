"""The ruling log and judge calls at the size of a big event.

Run: ``.venv/bin/python bench/bench_events.py [--rulings 5000] [--calls 1000]``. Fills a
fresh database with real engine results (the seed scenarios over the shipped cards),
then times logging one ruling, reading one back, searching, the judge queue and the
export. Prints the median and 99th percentile per operation; figures go in
docs/benchmarks.md.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from bench.bench_cards_db import _timed  # noqa: E402
from bot.event_service import Who  # noqa: E402
from bot.service import JudgeService, RulingRequest  # noqa: E402
from cards_db import open_database  # noqa: E402

SCENARIOS = (
    "A: Krayt Dragon in ground arena; B plays Vanquish on Krayt Dragon",
    "A: Krayt Dragon in ground arena; "
    "B: Death Star Stormtrooper + Battlefield Marine + Admiral Motti + Vanquish in deck; "
    "B plays Darth Vader, Commanding the First Legion",
)
GUILD = 1


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--rulings", type=int, default=5000)
    ap.add_argument("--calls", type=int, default=1000)
    args = ap.parse_args()
    rng = random.Random(7)
    with tempfile.TemporaryDirectory() as tmp:
        svc = JudgeService(open_database(Path(tmp) / "bench.sqlite3"))
        ev = svc.events
        ev.store.set_role(GUILD, "judge", 9)
        event = ev.store.start(GUILD, "Bench Open", 2, 3, "Org")
        replies = [svc.ruling(RulingRequest("swu", s)) for s in SCENARIOS]
        whos = [Who(1000 + i, f"player{i}", GUILD, 5) for i in range(200)]

        start = time.perf_counter()
        record = [(rng.choice(replies), rng.choice(whos)) for _ in range(args.rulings)]
        med, p99 = _timed(ev.record_public, record)
        print(f"filled {args.rulings} rulings in {time.perf_counter() - start:.2f} s")
        print(f"| log one public ruling | {med:.2f} | {p99:.2f} |")
        ids = [r[0] for r in ev.store.conn.execute("SELECT id FROM logged_rulings")]
        for _ in range(args.calls):
            who = rng.choice(whos)
            call = ev.store.call(event, 5, who.user_id, who.name, str(rng.randrange(64)), "?")
            if rng.random() < 0.8:
                ev.store.resolve(call.id, 9, "Jo", [rng.choice(ids)])
        size = sum(len(r[0]) for r in ev.store.conn.execute("SELECT result FROM logged_rulings"))
        print(f"stored result JSON: {size / args.rulings / 1024:.1f} KiB per ruling")

        sample = rng.sample(ids, 200)
        cases = {
            "read one back (get + render its pages)": (
                lambda rid: ev.ruling_pages(ev.log.get(rid)),
                [(r,) for r in sample],
            ),
            "/ruling-log show (incl. the re-run check)": (
                lambda rid: ev.show(whos[0], rid),
                [(r,) for r in sample[:50]],
            ),
            "search by card": (
                lambda c: ev.log.search(GUILD, card=c),
                [(c,) for c in ["krayt", "vader", "motti", "vanquish"] * 10],
            ),
            "search by rule": (
                lambda r: ev.log.search(GUILD, rule=r),
                [(r,) for r in ["7.6", "7.6.4", "3.5.4", "1.9.2"] * 10],
            ),
            "search by player": (
                lambda u: ev.log.search(GUILD, user_id=u),
                [(w.user_id,) for w in whos[:40]],
            ),
            "/judge queue": (lambda: ev.queue(Who(9, "Jo", GUILD, 5, frozenset({9}))), [()] * 20),
        }
        print("| operation | median ms | p99 ms |\n| --- | ---: | ---: |")
        for name, (fn, inputs) in cases.items():
            med, p99 = _timed(fn, inputs)
            print(f"| {name} | {med:.2f} | {p99:.2f} |")

        judge = Who(9, "Jo", GUILD, 5, frozenset({9}))
        med, _ = _timed(ev.export, [(judge,)] * 3)
        files = ev.export(judge)[1]
        sizes = ", ".join(f"{k} {len(v.encode()) / 1024:.0f} KiB" for k, v in files.items())
        print(f"| /event export, {args.rulings} rulings + {args.calls} calls | {med:.0f} | — |")
        print(f"export files: {sizes}")
        json.loads(files[f"event-{event.id}.json"])  # it is valid JSON
        svc.db.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
