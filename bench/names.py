"""Name resolution over the project's query set: accuracy per kind and latency.

The queries are the test suite's (tests/cards_db/name_queries.py): generated from the
real pools with a fixed seed. Each is resolved with its game and without one.
"""

from __future__ import annotations

import time
from pathlib import Path

from .common import POOLS, pct, tests_on_path


def run(db_path: Path, repeat: int = 3) -> str:
    tests_on_path()
    from name_queries import KINDS, accuracy, build_queries, load_rows

    from cards_db import open_database
    from engine.core.game import freeze_setup

    db = open_database(db_path)
    start = time.perf_counter()
    db.names.warm()
    build_ms = (time.perf_counter() - start) * 1000
    freeze_setup()  # as the bot does after start-up
    rows = load_rows(db_path)
    out = [f"Name index built (all scopes) in {build_ms:.0f} ms.\n"]
    for label, games in (("with its game", POOLS), ("no game given", (None,))):
        queries = [q for g in games for q in build_queries(rows, g)]
        table = accuracy(queries, db.resolve_card)
        times: list[float] = []
        cpu: list[float] = []
        for _ in range(repeat):
            for q in queries:
                t, c = time.perf_counter(), time.thread_time()
                db.resolve_card(q.text, q.game)
                cpu.append((time.thread_time() - c) * 1000)
                times.append((time.perf_counter() - t) * 1000)
        right, total = table["all"]
        out.append(
            f"**{label}**: {right}/{total} right ({100 * right / total:.1f} %); "
            f"median {pct(times, 50):.3f} ms, p99 {pct(times, 99):.3f} ms, "
            f"max {max(times):.2f} ms; CPU time p99 {pct(cpu, 99):.3f} ms "
            f"({len(times)} resolutions)\n"
        )
        out.append("| kind | right | of | % |\n| --- | ---: | ---: | ---: |")
        for kind in KINDS:
            if kind in table:
                ok, n = table[kind]
                out.append(f"| {kind} | {ok} | {n} | {100 * ok / n:.1f} |")
        out.append("")
    db.close()
    return "\n".join(out)
