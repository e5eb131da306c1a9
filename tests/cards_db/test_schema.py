"""Schema version, migration, and reloading shipped data without losing imports."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from cdb_paths import EXPORTS

from cards_db import SCHEMA_VERSION, SchemaError, open_database


def test_new_file_records_schema_version(db):
    row = db.db.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone()
    assert int(row[0]) == SCHEMA_VERSION
    assert db.previous_schema_version == 0


def test_v1_file_is_migrated(tmp_path: Path, games_dir: Path):
    path = tmp_path / "old.sqlite3"
    conn = sqlite3.connect(path)
    conn.executescript(
        "CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT);"
        "INSERT INTO meta VALUES ('schema_version', '1');"
        "CREATE TABLE abilities (id INTEGER PRIMARY KEY, card_id INTEGER, ordinal INTEGER,"
        " ability_id TEXT, kind TEXT, timing TEXT, text TEXT, source TEXT, modelled TEXT, definition TEXT);"
    )
    conn.close()
    with open_database(path, games_dir=games_dir) as db:
        assert db.previous_schema_version == 1
        cols = {r[1] for r in db.db.execute("PRAGMA table_info(abilities)")}
        assert "restrictions" in cols
        assert db.resolve_card("Sand Wyrm", "swu").status == "exact"


def test_newer_file_is_refused(tmp_path: Path, games_dir: Path):
    path = tmp_path / "new.sqlite3"
    conn = sqlite3.connect(path)
    conn.executescript(
        "CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT);"
        f"INSERT INTO meta VALUES ('schema_version', '{SCHEMA_VERSION + 1}');"
    )
    conn.close()
    with pytest.raises(SchemaError, match="newer"):
        open_database(path, games_dir=games_dir)


def test_unchanged_shipped_data_is_not_reloaded(tmp_path: Path, games_dir: Path):
    path = tmp_path / "db.sqlite3"
    with open_database(path, games_dir=games_dir) as first:
        assert "swu/cards.yaml" in first.reloaded
    with open_database(path, games_dir=games_dir) as second:
        assert second.reloaded == []


def test_changed_shipped_data_reloads_and_keeps_imports(tmp_path: Path, games_dir: Path):
    path = tmp_path / "db.sqlite3"
    with open_database(path, games_dir=games_dir) as db:
        db.import_cards("swu", EXPORTS / "swu_cards.json")
        db.import_rules_text("swu", EXPORTS.parent / "rules" / "swu.txt")
        db.set_guild_game(42, "altered")
    cards_yaml = games_dir / "swu" / "cards.yaml"
    cards_yaml.write_text(
        cards_yaml.read_text(encoding="utf-8").replace("Sand Wyrm", "Dune Wyrm"), encoding="utf-8"
    )
    with open_database(path, games_dir=games_dir) as db:
        assert db.reloaded == ["swu/cards.yaml"]
        assert db.resolve_card("Dune Wyrm", "swu").status == "exact"
        wyrm = db.card_details("swu", "Sand Wyrm")  # still there: it was imported
        assert wyrm["source"] == "parsed"
        assert db.resolve_card("Bright Idea", "swu").status == "exact"
        assert db.get_guild_game(42) == "altered"
        assert db.rule("swu", "1.1.1")["official_text"].startswith("Invented text")


def test_removed_shipped_file_drops_only_hand_written(tmp_path: Path, games_dir: Path):
    path = tmp_path / "db.sqlite3"
    with open_database(path, games_dir=games_dir) as db:
        assert db.rule("swu", "7.6.10") is not None
    (games_dir / "swu" / "rules.yaml").unlink()
    (games_dir / "swu" / "cards.yaml").unlink()
    with open_database(path, games_dir=games_dir) as db:
        assert db.rule("swu", "7.6.10") is None
        assert db.resolve_card("Sand Wyrm", "swu").status == "not_found"


def test_guild_settings(db):
    assert db.get_guild_game(1) is None
    db.set_guild_game(1, "swu")
    db.set_guild_game(1, "grand_archive")
    assert db.get_guild_game(1) == "grand_archive"
    with pytest.raises(ValueError, match="unknown game"):
        db.set_guild_game(1, "chess")
