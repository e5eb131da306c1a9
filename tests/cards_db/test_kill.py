"""``kill -9`` of an import at random moments: the database is intact and holds exactly the
old or the new data, never a mix.

Each run forks a child process that opens a copy of a prepared database and imports one
real export (or rules text) into it; the parent kills it with SIGKILL at a random moment
of the write transaction (from its BEGIN to the end of an uninterrupted run), or, for the
shipped-data reload at open, of the whole open.
"""

from __future__ import annotations

import multiprocessing
import os
import random
import shutil
import signal
import time
from pathlib import Path

import pytest
from cdb_paths import SHARED
from dbdump import fingerprint, integrity

from cards_db import open_database

RUNS = 20
CARDS = SHARED / "carddata" / "epic_battles"
RULES = SHARED / "rules" / "swu.txt"

pytestmark = pytest.mark.skipif(
    not (CARDS.is_dir() and RULES.is_file()), reason="real exports not found at ../shared"
)


def _import(path: str, kind: str, source: str, began) -> None:  # noqa: ANN001
    if kind == "shipped":  # opening reloads the changed shipped files
        began.set()
        open_database(path, games_dir=Path(source)).close()
        os._exit(0)
    db = open_database(path)

    def on_sql(sql: str) -> None:  # tell the parent the write transaction has begun
        if sql.startswith("BEGIN"):
            began.set()

    db.db.conn.set_trace_callback(on_sql)
    if kind == "cards":
        db.import_cards("epic_battles", source)
    else:
        db.import_rules_text("swu", source)
    db.close()
    os._exit(0)


def _run(path: Path, kind: str, source: Path, delay: float | None) -> tuple[int, float]:
    """Import in a child; SIGKILL it ``delay`` s after its write transaction began (None:
    let it finish). Returns the exit code and the seconds from that start to the end."""
    ctx = multiprocessing.get_context("fork")
    began = ctx.Event()
    child = ctx.Process(target=_import, args=(str(path), kind, str(source), began))
    child.start()
    assert began.wait(60), "the import never started writing"
    started = time.monotonic()
    if delay is not None:
        time.sleep(delay)
        if child.is_alive():
            os.kill(child.pid, signal.SIGKILL)
    child.join(60)
    return child.exitcode, time.monotonic() - started


def _kill_many(tmp_path: Path, old: Path, kind: str, source: Path) -> dict[str, int]:
    new = tmp_path / "new.sqlite3"
    shutil.copy(old, new)
    code, window = _run(new, kind, source, None)
    assert code == 0
    old_fp, new_fp = fingerprint(old), fingerprint(new)
    assert old_fp != new_fp
    rng = random.Random(20)
    seen = {"old": 0, "new": 0, "killed mid-write": 0}
    for i in range(RUNS):
        target = tmp_path / f"run{i}.sqlite3"
        shutil.copy(old, target)
        code, _ = _run(target, kind, source, rng.uniform(0, window))
        if code == -signal.SIGKILL and Path(f"{target}-journal").exists():
            seen["killed mid-write"] += 1
        assert integrity(target) == "ok", f"run {i}"
        fp = fingerprint(target)
        assert fp in (old_fp, new_fp), f"run {i} holds a mix of old and new data"
        seen["old" if fp == old_fp else "new"] += 1
        for extra in tmp_path.glob(f"run{i}.sqlite3*"):
            extra.unlink()
    return seen


def test_kill_during_card_import(tmp_path):
    old = tmp_path / "old.sqlite3"
    open_database(old).close()
    seen = _kill_many(tmp_path, old, "cards", CARDS)
    assert seen["old"] + seen["new"] == RUNS
    assert seen["killed mid-write"] >= 1, seen  # the kills did land inside the transaction


def test_kill_during_rules_import(tmp_path):
    old = tmp_path / "old.sqlite3"
    text = RULES.read_text(encoding="utf-8")
    older = tmp_path / "older-swu.txt"
    older.write_text(text.replace("the", "teh"), encoding="utf-8")
    with open_database(old) as db:
        db.import_rules_text("swu", older)
    seen = _kill_many(tmp_path, old, "rules", RULES)
    assert seen["old"] + seen["new"] == RUNS
    assert seen["killed mid-write"] >= 1, seen


def test_kill_during_the_shipped_data_reload_at_open(tmp_path):
    from cards_db.shipped import GAMES_DIR

    old = tmp_path / "old.sqlite3"
    open_database(old).close()
    games = tmp_path / "games"
    shutil.copytree(GAMES_DIR, games, ignore=shutil.ignore_patterns("*.py", "__pycache__"))
    for cards in games.glob("*/cards.yaml"):  # every game's hand-written cards reload
        cards.write_text(cards.read_text(encoding="utf-8") + "\n# changed\n", encoding="utf-8")
    seen = _kill_many(tmp_path, old, "shipped", games)
    assert seen["old"] + seen["new"] == RUNS
