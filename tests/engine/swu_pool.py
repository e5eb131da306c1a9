"""The real SWU export imported once into a real SQLite file, for scenario tests by real names."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from cards_db import open_database
from cards_db.pool import PoolCatalog
from engine.api import run_ruling

EXPORT = Path(__file__).resolve().parents[2].parent / "shared" / "carddata" / "swu"


@pytest.fixture(scope="session", name="swu_catalog")
def swu_catalog_fixture(tmp_path_factory: pytest.TempPathFactory) -> PoolCatalog:
    if not EXPORT.is_dir():
        pytest.skip(f"the SWU export is not at {EXPORT}")
    db = open_database(tmp_path_factory.mktemp("swu") / "swu.sqlite3")
    db.import_cards("swu", EXPORT)
    return PoolCatalog(db)


def run(catalog: PoolCatalog, scenario: dict[str, Any] | str) -> Any:
    if isinstance(scenario, dict):
        scenario = {"game": "swu", **scenario}
    return run_ruling(scenario, catalog=catalog, game="swu")


def lines(
    result: Any, kinds: tuple[str, ...] = ("action", "event", "effect", "resolve", "trigger")
) -> list[str]:
    return [s.text for s in result.steps if s.kind in kinds]


def step(result: Any, text: str) -> Any:
    return next(s for s in result.steps if s.text == text)
