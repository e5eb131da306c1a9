"""``python -m bench [part ...]``: every benchmark the docs quote (docs/benchmarks.md).

Parts: ``import`` (the five real pools into a new file), ``names`` (the query set:
accuracy per kind, latency with and without a game), ``ruling`` (every example through
the bot, payload to response, then 1,000 at once), ``engine`` (seed scenarios, nested
trigger chains), ``coldstart``, ``memory`` (where the RSS goes). No part given: all of
them. Needs ../shared/carddata.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench import bench_engine, coldstart, memory, names, ruling  # noqa: E402
from bench.common import real_database  # noqa: E402

PARTS = ("import", "names", "ruling", "engine", "coldstart", "memory")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench", description=__doc__)
    ap.add_argument("parts", nargs="*", metavar="part", help=", ".join(PARTS))
    ap.add_argument("--n", type=int, default=20, help="runs per example for `ruling`")
    ap.add_argument("--burst", type=int, default=1000, help="concurrent rulings (0: none)")
    ap.add_argument("--db", type=Path, help="a database with the real pools (else one is built)")
    args = ap.parse_args(argv)
    unknown = [p for p in args.parts if p not in PARTS]
    if unknown:
        ap.error(f"unknown part {unknown[0]!r}; parts: {', '.join(PARTS)}")
    parts = args.parts or list(PARTS)
    if args.db is not None:
        return _run(parts, args.db, None, args)
    with tempfile.TemporaryDirectory() as tmp:
        db_path, seconds = real_database(Path(tmp) / "bench.sqlite3")
        if len(parts) == 1:
            return _run(parts, db_path, seconds, args)
        # One process per part, as a bot would be: no part's memory or caches carry over.
        if "import" in parts:
            _run(["import"], db_path, seconds, args)
        for part in parts:
            if part != "import":
                extra = ["--n", str(args.n), "--burst", str(args.burst)]
                code = subprocess.run(
                    [sys.executable, "-m", "bench", part, "--db", str(db_path), *extra]
                ).returncode
                if code:
                    return code
    return 0


def _run(parts: list[str], db_path: Path, seconds: float | None, args: argparse.Namespace) -> int:
    if "import" in parts and seconds is not None:
        print(
            f"## import\n\nAll five pools into a new file (one command, as `cards fetch` imports: exports read and compiled in parallel processes, Redemption's spread over them in parts, written by one): {seconds:.2f} s\n"
        )
    if "names" in parts:
        print("## names\n\n" + names.run(db_path) + "\n")
    if "ruling" in parts:
        print("## ruling\n\n" + ruling.run(db_path, args.n, args.burst) + "\n")
    if "engine" in parts:
        print("## engine\n\n" + bench_engine.run() + "\n")
    if "coldstart" in parts:
        print("## coldstart\n\n" + coldstart.run(db_path) + "\n")
    if "memory" in parts:
        print("## memory\n\n" + memory.run(db_path) + "\n")
    sys.stdout.flush()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
