"""A fingerprint of everything an import or a rules import writes, to compare databases."""

from __future__ import annotations

import hashlib
import sqlite3
from pathlib import Path

TABLES = ("cards", "abilities", "printings", "rulings", "rule_texts", "rules", "meta")


def fingerprint(path: Path) -> str:
    """sha256 over every row of the data tables (rows sorted, so only content counts)."""
    conn = sqlite3.connect(str(path))
    try:
        digest = hashlib.sha256()
        for table in TABLES:
            # the data version is a random token for caches: it says *that* cards changed
            where = " WHERE key != 'cards_version'" if table == "meta" else ""
            for row in sorted(map(repr, conn.execute(f"SELECT * FROM {table}{where}"))):
                digest.update(f"{table}{row}".encode())
        return digest.hexdigest()
    finally:
        conn.close()


def integrity(path: Path) -> str:
    conn = sqlite3.connect(str(path))
    try:
        return conn.execute("PRAGMA integrity_check").fetchone()[0]
    finally:
        conn.close()
