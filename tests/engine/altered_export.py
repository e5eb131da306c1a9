"""The real Altered export imported into a real SQLite file, for the tests that need it."""

from __future__ import annotations

from pathlib import Path

import pytest

from cards_db import CardDatabase, open_database

EXPORT = Path(__file__).resolve().parents[2].parent / "shared" / "carddata" / "altered"


def import_export(tmp_path_factory: pytest.TempPathFactory, name: str) -> CardDatabase:
    """A database holding the real export (the test is skipped where ../shared is absent)."""
    if not EXPORT.is_dir():
        pytest.skip(f"the real Altered export is not at {EXPORT}")
    db = open_database(tmp_path_factory.mktemp(name) / "altered.sqlite3")
    db.import_cards("altered", EXPORT)
    return db
