"""Side-by-side timing of two source trees, alternating, on a shared and noisy machine.

Run: ``.venv/bin/python -m bench.ab OTHER_TREE [--rounds 3] [--n 10000] [--db DB] [--import]``,
where OTHER_TREE is another checkout of the project (``git archive REV | tar -x -C DIR``).
Each round runs the nested-trigger chain (median of 5 runs in a new process) in this tree
and then in the other, so both see the same load; with ``--db`` it does the same for the
cold start, with ``--import`` for the import of the five real pools (as ``cards fetch``
imports them; its CPU counts every process). Prints each sample and the medians, wall and
CPU, and the ratio this / other.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
from pathlib import Path

from .common import CARDDATA, POOLS, ROOT

CHAIN = r"""
import json, statistics, sys, time
sys.path.insert(0, {root!r})
from engine.api import run_ruling
from engine.core.game import freeze_setup
from engine.synthetic import chain_catalog, chain_scenario
scenario, catalog = chain_scenario({n}), chain_catalog({n})
freeze_setup()
wall, cpu = [], []
for _ in range(5):
    t, c = time.perf_counter(), time.process_time()
    run_ruling(scenario, catalog=catalog)
    wall.append(time.perf_counter() - t)
    cpu.append(time.process_time() - c)
print(json.dumps([statistics.median(wall), statistics.median(cpu)]))
"""


def chain(root: Path, n: int) -> tuple[float, float]:
    """Median wall and CPU seconds of 5 runs of the N-trigger chain, in a new process."""
    code = CHAIN.format(root=str(root), n=n)
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    wall, cpu = json.loads(out.stdout.strip().splitlines()[-1])
    return wall, cpu


IMPORT = r"""
import json, resource, sys, tempfile, time
sys.path.insert(0, {root!r})
from pathlib import Path
from cards_db import open_database
from cards_db.prepare import prepare_exports
db = open_database(Path(tempfile.mkdtemp()) / "ab.sqlite3")
def cpu():
    return sum(
        u.ru_utime + u.ru_stime
        for u in (resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN))
    )
c, t = cpu(), time.perf_counter()
sources = [(game, Path({carddata!r}) / game) for game in {pools!r}]
for game, prepared in prepare_exports(sources):
    db.import_cards(game, "", prepared=prepared)
print(json.dumps([time.perf_counter() - t, cpu() - c]))
"""


def import_pools(root: Path) -> tuple[float, float]:
    """Wall seconds to import the five real pools into a new file as ``cards fetch`` does,
    and the CPU seconds of every process that took part (the preparing ones included)."""
    code = IMPORT.format(root=str(root), carddata=str(CARDDATA), pools=POOLS)
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    wall, cpu = json.loads(out.stdout.strip().splitlines()[-1])
    return wall, cpu


def coldstart(root: Path, db: Path) -> tuple[float, float]:
    """Median wall and CPU seconds to the first answer over 3 new processes of ``root``."""
    code = (
        "import sys; sys.path.insert(0, sys.argv[1]); from pathlib import Path; "
        "from bench.coldstart import measure; "
        "print(measure(Path(sys.argv[2]), 3))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code, str(root), str(db)], capture_output=True, text=True
    )
    if out.returncode:  # a tree whose bench has no ``measure``: parse its report instead
        report = subprocess.run(
            [sys.executable, "-m", "bench", "coldstart", "--db", str(db)],
            cwd=root,
            capture_output=True,
            text=True,
            check=True,
        ).stdout
        wall = float(report.split("median ")[1].split(" s")[0])
        cpu = float(report.split("answer: median ")[1].split(" s")[0])
        return wall, cpu
    wall, cpu = json.loads(out.stdout.strip().splitlines()[-1])
    return wall, cpu


def _line(what: str, this: list[tuple[float, float]], other: list[tuple[float, float]]) -> str:
    tw, tc = (statistics.median(s[i] for s in this) for i in (0, 1))
    ow, oc = (statistics.median(s[i] for s in other) for i in (0, 1))
    return f"| {what} | {tw:.3f} / {tc:.3f} | {ow:.3f} / {oc:.3f} | {tw / ow:.2f} / {tc / oc:.2f} |"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.ab", description=__doc__)
    ap.add_argument("other", type=Path, help="another checkout of the project")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--n", type=int, default=10_000, help="triggers in the chain")
    ap.add_argument("--db", type=Path, help="a database with the real pools (cold start)")
    ap.add_argument(
        "--import", dest="pools", action="store_true", help="also import the five real pools"
    )
    args = ap.parse_args(argv)
    other = args.other.resolve()
    if not (other / "engine" / "api.py").is_file():
        ap.error(f"{other} is not a checkout of the project (no engine/api.py)")
    samples: dict[str, dict[str, list[tuple[float, float]]]] = {}
    for r in range(args.rounds):
        for label, root in (("this", ROOT), ("other", other)):
            parts = {f"{args.n:,} nested triggers": chain(root, args.n)}
            if args.db is not None:
                parts["cold start → first answer"] = coldstart(root, args.db)
            if args.pools:
                parts["five pools imported (CPU: every process)"] = import_pools(root)
            for what, sample in parts.items():
                samples.setdefault(what, {}).setdefault(label, []).append(sample)
                print(
                    f"round {r + 1} {label}: {what}: wall {sample[0]:.3f} s, CPU {sample[1]:.3f} s"
                )
    print("\n| what | this: wall / CPU s | other: wall / CPU s | this / other |")
    print("| --- | ---: | ---: | ---: |")
    for what, by in samples.items():
        print(_line(what, by["this"], by["other"]))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
