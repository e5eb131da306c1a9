"""The real card exports of all five games, imported once per test session."""

from __future__ import annotations

from pathlib import Path

import pytest
from pool_games import POOL_GAMES

from cards_db import open_database

SHARED = Path(__file__).resolve().parents[2].parent / "shared"


@pytest.fixture(scope="session")
def pool_db_path(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A real SQLite file holding every real export (skipped where ../shared is absent)."""
    carddata = SHARED / "carddata"
    if not carddata.is_dir():
        pytest.skip(f"real card exports not found at {carddata}")
    path = tmp_path_factory.mktemp("pool") / "pool.sqlite3"
    db = open_database(path)
    try:
        for game in POOL_GAMES:
            db.import_cards(game, carddata / game)
    finally:
        db.close()
    return path
