"""One real card export imported into a fresh SQLite file, for tests that need a game's pool."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from cards_db import open_database
from cards_db.pool import PoolCatalog

SHARED = Path(__file__).resolve().parents[2].parent / "shared" / "carddata"


def pool_catalog(tmp_path_factory: pytest.TempPathFactory, game: str) -> Iterator[PoolCatalog]:
    """A catalog over the real export of ``game`` (skipped where ../shared is absent)."""
    export = SHARED / game
    if not export.is_dir():
        pytest.skip(f"real {game} export not found at {export}")
    db = open_database(tmp_path_factory.mktemp(game) / "cards.sqlite3")
    db.import_cards(game, export)
    yield PoolCatalog(db)
    db.close()
