"""Opening the database file safely: one clear message for every wrong path or file.

A folder, a file that is not SQLite, another program's SQLite file, a file written by a
newer version, a path whose folder cannot be created: each stops with a message that
names the path and the setting (``TCG_JUDGE_DB``), instead of a traceback or, worse,
this project's tables written into someone else's file. A file we may read but not
write opens read-only, so the bot still answers.
"""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

SQLITE_MAGIC = b"SQLite format 3\x00"
SETTING = "TCG_JUDGE_DB"


class DatabaseOpenError(RuntimeError):
    """The database path cannot be used; the message says why and what to change."""


class DatabaseBusy(RuntimeError):
    """Another process holds the write lock (an import is running)."""


class ReadOnlyDatabase(RuntimeError):
    """A write was asked of a database opened read-only."""


def _problem(path: Path, why: str) -> DatabaseOpenError:
    return DatabaseOpenError(
        f"cannot use the database {str(path)!r}: {why}. Set {SETTING} (or --db) to another "
        "file, or leave it empty for the default data/tcg-judge.sqlite3"
    )


def prepare(path: Path) -> bool:
    """Check ``path`` before SQLite touches it; returns True when it must open read-only."""
    if str(path) == ":memory:":
        return False
    if path.is_dir():
        raise _problem(path, "it is a folder, not a file")
    if path.exists():
        try:
            with path.open("rb") as f:
                head = f.read(len(SQLITE_MAGIC))
        except OSError as e:
            raise _problem(path, f"it cannot be read ({e.strerror or e})") from None
        if head and head != SQLITE_MAGIC:
            raise _problem(path, "it is not a SQLite database")
        folder_ok = os.access(path.parent, os.W_OK)
        return not (os.access(path, os.W_OK) and folder_ok)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except (FileExistsError, NotADirectoryError):
        raise _problem(path, f"{str(path.parent)!r} is a file, not a folder") from None
    except OSError as e:
        raise _problem(path, f"its folder cannot be created ({e.strerror or e})") from None
    if not os.access(path.parent, os.W_OK):
        raise _problem(path, f"the folder {str(path.parent)!r} is not writable")
    return False


def connect(path: Path, *, read_only: bool, busy_timeout: float) -> sqlite3.Connection:
    if read_only:
        uri = f"file:{path.resolve().as_posix()}?mode=ro"
        conn = sqlite3.connect(uri, uri=True, timeout=busy_timeout, check_same_thread=False)
    else:
        conn = sqlite3.connect(str(path), timeout=busy_timeout, check_same_thread=False)
    try:
        conn.execute("PRAGMA foreign_keys = ON")
        tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    except sqlite3.DatabaseError as e:
        conn.close()
        raise _problem(path, f"SQLite cannot read it ({e})") from None
    if tables and "meta" not in tables:
        conn.close()
        shown = ", ".join(sorted(tables)[:5])
        raise _problem(path, f"it is another program's SQLite file (tables: {shown})")
    return conn


def is_locked(error: BaseException) -> bool:
    return isinstance(error, sqlite3.OperationalError) and "locked" in str(error).lower()
