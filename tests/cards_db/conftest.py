"""Fixtures: a fresh database per test on a real SQLite file, fixture games and exports."""

from __future__ import annotations

from pathlib import Path

import pytest
from cdb_paths import EXPORTS, FIXTURES, SHARED

from cards_db import CardDatabase, open_database


@pytest.fixture
def games_dir(tmp_path: Path) -> Path:
    """A copy of the fixture rulesets, so a test may edit the shipped files."""
    target = tmp_path / "games"
    for src in (FIXTURES / "games").rglob("*.yaml"):
        dest = target / src.relative_to(FIXTURES / "games")
        dest.parent.mkdir(parents=True, exist_ok=True)
        dest.write_text(src.read_text(encoding="utf-8"), encoding="utf-8")
    return target


@pytest.fixture
def db(tmp_path: Path, games_dir: Path) -> CardDatabase:
    database = open_database(tmp_path / "test.sqlite3", games_dir=games_dir)
    yield database
    database.close()


@pytest.fixture
def loaded(db: CardDatabase) -> CardDatabase:
    """The database with every fixture export imported."""
    db.import_cards("swu", EXPORTS / "swu_cards.json")
    db.import_cards("altered", EXPORTS / "altered")
    db.import_cards("redemption", EXPORTS / "redemption_carddata.txt")
    db.import_cards("grand_archive", EXPORTS / "ga_effects.csv")
    db.import_cards("epic_battles", EXPORTS / "eb_set.xml")
    return db


@pytest.fixture(scope="session")
def real_db(tmp_path_factory: pytest.TempPathFactory) -> CardDatabase:
    """Every real export in ../shared/carddata imported once per session."""
    carddata = SHARED / "carddata"
    if not carddata.is_dir():
        pytest.skip(f"real card exports not found at {carddata} (CI has them at ../shared)")
    database = open_database(tmp_path_factory.mktemp("real") / "real.sqlite3")
    for game in ("swu", "altered", "redemption", "grand_archive", "epic_battles"):
        database.import_cards(game, carddata / game)
    yield database
    database.close()
