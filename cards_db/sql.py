"""Tiny parameterised INSERT/UPDATE helpers that never commit on their own, and the one
way this project opens a write transaction.

sqlite-utils 4 commits every ``db.execute()`` write at once unless a transaction is
already open, and ``with conn:`` in Python's sqlite3 only commits, it never begins
one before DDL or a sqlite-utils call; so every write goes inside :func:`transaction`,
which issues a real ``BEGIN IMMEDIATE`` ... ``COMMIT`` (or ``ROLLBACK``).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from typing import Any

import sqlite_utils

# Page cache while writing (negative: KiB). Large enough that a whole import stays in
# memory until COMMIT: a spill to the file would take the exclusive lock early and make
# the bot's readers wait for the rest of the import instead of a few milliseconds.
WRITE_CACHE_KIB = -256 * 1024


@contextmanager
def transaction(conn: sqlite3.Connection) -> Iterator[sqlite3.Connection]:
    """One real transaction: all of the block's writes are committed, or none.

    ``IMMEDIATE`` takes the write lock up front, so two writers queue (up to the
    connection's busy timeout) instead of failing half-way with "database is locked".
    A block inside another transaction joins it (the outer one decides).
    """
    if conn.in_transaction:
        yield conn
        return
    cache = conn.execute("PRAGMA cache_size").fetchone()[0]
    conn.execute(f"PRAGMA cache_size = {WRITE_CACHE_KIB}")
    conn.execute("BEGIN IMMEDIATE")
    try:
        yield conn
    except BaseException:
        if conn.in_transaction:
            conn.rollback()
        raise
    else:
        conn.execute("COMMIT")
    finally:
        conn.execute(f"PRAGMA cache_size = {int(cache)}")


def insert(
    db: sqlite_utils.Database, table: str, values: dict[str, Any], replace: bool = False
) -> int:
    cols = list(values)
    verb = "INSERT OR REPLACE" if replace else "INSERT"
    cur = db.execute(
        f"{verb} INTO {table} ({', '.join(cols)}) VALUES ({', '.join('?' for _ in cols)})",
        tuple(values[c] for c in cols),
    )
    return int(cur.lastrowid or 0)


def insert_many(db: sqlite_utils.Database, table: str, rows: Iterable[dict[str, Any]]) -> None:
    rows = list(rows)
    if not rows:
        return
    cols = list(rows[0])
    db.conn.executemany(
        f"INSERT INTO {table} ({', '.join(cols)}) VALUES ({', '.join('?' for _ in cols)})",
        [tuple(r[c] for c in cols) for r in rows],
    )


def update(db: sqlite_utils.Database, table: str, row_id: int, values: dict[str, Any]) -> None:
    sets = ", ".join(f"{c} = ?" for c in values)
    db.execute(f"UPDATE {table} SET {sets} WHERE id = ?", (*values.values(), row_id))
