"""Tiny parameterised INSERT/UPDATE helpers that never commit on their own.

sqlite-utils' table methods commit after each call, which would break the rule that an
import is one transaction; these run inside the caller's ``with conn:`` block.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import sqlite_utils


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
