"""Schema of the card database, its version, and the migrations from older files.

The version lives in the ``meta`` table so an older file is migrated step by step
instead of being silently read with the wrong shape.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable

from .event_schema import apply_event_tables

SCHEMA_VERSION = 4


class SchemaError(RuntimeError):
    """The file was written by a newer version of the project, or is not a card database."""


_TABLES = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT);
CREATE TABLE IF NOT EXISTS games (id TEXT PRIMARY KEY, name TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS cards (
    id INTEGER PRIMARY KEY,
    game TEXT NOT NULL REFERENCES games(id),
    name TEXT NOT NULL,
    subtitle TEXT,
    full_name TEXT NOT NULL,
    norm_name TEXT NOT NULL,
    norm_full TEXT NOT NULL,
    type TEXT NOT NULL DEFAULT '',
    cost INTEGER,
    stats TEXT NOT NULL DEFAULT '{}',
    traits TEXT NOT NULL DEFAULT '[]',
    fields TEXT NOT NULL DEFAULT '{}',
    text TEXT NOT NULL DEFAULT '',
    printed_text TEXT,
    definition TEXT,
    shipped INTEGER NOT NULL DEFAULT 0,
    imported INTEGER NOT NULL DEFAULT 0,
    UNIQUE (game, norm_full)
);
CREATE INDEX IF NOT EXISTS cards_game_name ON cards (game, norm_name);
CREATE TABLE IF NOT EXISTS printings (
    id INTEGER PRIMARY KEY,
    card_id INTEGER NOT NULL REFERENCES cards(id) ON DELETE CASCADE,
    set_code TEXT NOT NULL DEFAULT '',
    number TEXT NOT NULL DEFAULT '',
    rarity TEXT NOT NULL DEFAULT '',
    reference TEXT NOT NULL DEFAULT '',
    printed_text TEXT,
    fields TEXT NOT NULL DEFAULT '{}',
    UNIQUE (card_id, set_code, number, reference)
);
CREATE TABLE IF NOT EXISTS abilities (
    id INTEGER PRIMARY KEY,
    card_id INTEGER NOT NULL REFERENCES cards(id) ON DELETE CASCADE,
    ordinal INTEGER NOT NULL,
    ability_id TEXT NOT NULL,
    kind TEXT NOT NULL,
    timing TEXT NOT NULL DEFAULT '',
    text TEXT NOT NULL DEFAULT '',
    source TEXT NOT NULL CHECK (source IN ('hand-written', 'parsed', 'not modelled')),
    modelled TEXT NOT NULL CHECK (modelled IN ('modelled', 'timing_only', 'not_modelled')),
    restrictions TEXT NOT NULL DEFAULT '[]',
    definition TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS abilities_card ON abilities (card_id, source);
CREATE TABLE IF NOT EXISTS rulings (
    id INTEGER PRIMARY KEY,
    card_id INTEGER NOT NULL REFERENCES cards(id) ON DELETE CASCADE,
    question TEXT NOT NULL,
    answer TEXT NOT NULL,
    date TEXT NOT NULL DEFAULT '',
    source TEXT NOT NULL DEFAULT '',
    UNIQUE (card_id, question)
);
CREATE TABLE IF NOT EXISTS rule_documents (
    game TEXT NOT NULL,
    key TEXT NOT NULL,
    title TEXT NOT NULL,
    version TEXT NOT NULL,
    date TEXT NOT NULL DEFAULT '',
    url TEXT NOT NULL DEFAULT '',
    current INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (game, key)
);
CREATE TABLE IF NOT EXISTS rules (
    rid INTEGER PRIMARY KEY,
    game TEXT NOT NULL,
    id TEXT NOT NULL,
    ordinal INTEGER NOT NULL,
    title TEXT NOT NULL,
    summary TEXT NOT NULL,
    document TEXT NOT NULL,
    version TEXT NOT NULL,
    date TEXT NOT NULL DEFAULT '',
    address TEXT NOT NULL DEFAULT '',
    UNIQUE (game, id)
);
CREATE TABLE IF NOT EXISTS rule_aliases (
    game TEXT NOT NULL,
    version TEXT NOT NULL,
    old_id TEXT NOT NULL,
    rule_id TEXT NOT NULL,
    PRIMARY KEY (game, version, old_id)
);
CREATE TABLE IF NOT EXISTS rule_texts (
    rid INTEGER PRIMARY KEY,
    game TEXT NOT NULL,
    rule_id TEXT NOT NULL,
    version TEXT NOT NULL,
    ordinal INTEGER NOT NULL,
    title TEXT NOT NULL DEFAULT '',
    text TEXT NOT NULL,
    document TEXT NOT NULL DEFAULT '',
    UNIQUE (game, rule_id, version)
);
CREATE TABLE IF NOT EXISTS guild_settings (guild_id INTEGER PRIMARY KEY, game TEXT NOT NULL);
"""

# Any change to a card, by this program, another process or by hand, moves the data version
# that the shared name index and the definition cache are keyed on. An import that
# rewrites a card with the same values changes nothing, so it moves nothing.
_CARD_COLUMNS = (
    "game", "name", "subtitle", "full_name", "norm_name", "norm_full", "type", "cost", "stats",
    "traits", "fields", "text", "printed_text", "definition", "shipped", "imported",
)  # fmt: skip
_BUMP = (
    "INSERT OR REPLACE INTO meta (key, value) VALUES ('cards_version', lower(hex(randomblob(8))))"
)
_DATA_VERSION_TRIGGERS = (
    f"CREATE TRIGGER IF NOT EXISTS cards_insert_version AFTER INSERT ON cards BEGIN {_BUMP}; END",
    f"CREATE TRIGGER IF NOT EXISTS cards_delete_version AFTER DELETE ON cards BEGIN {_BUMP}; END",
    "CREATE TRIGGER IF NOT EXISTS cards_update_version AFTER UPDATE ON cards WHEN "
    + " OR ".join(f"OLD.{c} IS NOT NEW.{c}" for c in _CARD_COLUMNS)
    + f" BEGIN {_BUMP}; END",
)

_FTS = {
    "cards": ("full_name", "text", "printed_text"),
    "rules": ("id", "title", "summary"),
    "rule_texts": ("rule_id", "title", "text"),
}


def _v1_to_v2(conn: sqlite3.Connection) -> None:
    """v1 kept no per-ability restriction tags and no printing text."""
    _add_column(conn, "abilities", "restrictions", "TEXT NOT NULL DEFAULT '[]'")
    _add_column(conn, "printings", "printed_text", "TEXT")


def _v2_to_v3(conn: sqlite3.Connection) -> None:
    """v3 adds the playgroup tables (asynchronous games)."""
    from .playgroups.schema import ensure_playgroup_tables

    ensure_playgroup_tables(conn)


def _v3_to_v4(conn: sqlite3.Connection) -> None:
    """v4 adds events, the append-only ruling log, judge calls and staff roles."""
    apply_event_tables(conn)


MIGRATIONS: dict[int, Callable[[sqlite3.Connection], None]] = {
    1: _v1_to_v2,
    2: _v2_to_v3,
    3: _v3_to_v4,
}


def _add_column(conn: sqlite3.Connection, table: str, column: str, decl: str) -> None:
    cols = {r[1] for r in conn.execute(f"PRAGMA table_info({table})")}
    if cols and column not in cols:
        conn.execute(f"ALTER TABLE {table} ADD COLUMN {column} {decl}")


def current_version(conn: sqlite3.Connection) -> int | None:
    has_meta = conn.execute(
        "SELECT 1 FROM sqlite_master WHERE type='table' AND name='meta'"
    ).fetchone()
    if not has_meta:
        return None
    row = conn.execute("SELECT value FROM meta WHERE key='schema_version'").fetchone()
    return int(row[0]) if row else None


def _check_newer(before: int | None) -> None:
    if before is not None and before > SCHEMA_VERSION:
        raise SchemaError(
            f"database schema version {before} is newer than this program's {SCHEMA_VERSION}; "
            "upgrade tcg-judge or point TCG_JUDGE_DB at another file"
        )


def check_read_only(conn: sqlite3.Connection) -> int:
    """A read-only file can be served only if it already has this version's schema."""
    before = current_version(conn)
    _check_newer(before)
    if before != SCHEMA_VERSION:
        raise SchemaError(
            f"the database is read-only and has schema version {before or 'none'}, not "
            f"{SCHEMA_VERSION}; open it once with write access to upgrade it"
        )
    return before


def ensure_schema(conn: sqlite3.Connection) -> int:
    """Create or migrate the schema; returns the version the file had before (0 if new).

    A file already at this version is left alone, so opening takes no write lock.
    """
    before = current_version(conn)
    _check_newer(before)
    if before == SCHEMA_VERSION and all(
        conn.execute("SELECT 1 FROM sqlite_master WHERE name=?", (f"{t}_fts",)).fetchone()
        for t in _FTS
    ):
        return before
    from .sql import transaction

    with transaction(conn):
        version = before or SCHEMA_VERSION
        while version < SCHEMA_VERSION:
            MIGRATIONS[version](conn)
            version += 1
        for statement in _TABLES.split(";"):
            if statement.strip():
                conn.execute(statement)
        _v2_to_v3(conn)
        apply_event_tables(conn)
        for table, columns in _FTS.items():
            _ensure_fts(conn, table, columns)
        for trigger in _DATA_VERSION_TRIGGERS:
            conn.execute(trigger)
        conn.execute(
            "INSERT OR REPLACE INTO meta (key, value) VALUES ('schema_version', ?)",
            (str(SCHEMA_VERSION),),
        )
    return before or 0


def _ensure_fts(conn: sqlite3.Connection, table: str, columns: tuple[str, ...]) -> None:
    """An external-content FTS5 index kept in step by triggers."""
    fts = f"{table}_fts"
    exists = conn.execute("SELECT 1 FROM sqlite_master WHERE name=?", (fts,)).fetchone()
    if exists:
        return
    cols = ", ".join(columns)
    new = ", ".join(f"new.{c}" for c in columns)
    old = ", ".join(f"old.{c}" for c in columns)
    conn.execute(
        f"CREATE VIRTUAL TABLE {fts} USING fts5({cols}, content='{table}', content_rowid='rowid', "
        "tokenize='unicode61 remove_diacritics 2')"
    )
    conn.execute(
        f"CREATE TRIGGER {table}_ai AFTER INSERT ON {table} BEGIN "
        f"INSERT INTO {fts}(rowid, {cols}) VALUES (new.rowid, {new}); END"
    )
    conn.execute(
        f"CREATE TRIGGER {table}_ad AFTER DELETE ON {table} BEGIN "
        f"INSERT INTO {fts}({fts}, rowid, {cols}) VALUES ('delete', old.rowid, {old}); END"
    )
    conn.execute(
        f"CREATE TRIGGER {table}_au AFTER UPDATE ON {table} BEGIN "
        f"INSERT INTO {fts}({fts}, rowid, {cols}) VALUES ('delete', old.rowid, {old}); "
        f"INSERT INTO {fts}(rowid, {cols}) VALUES (new.rowid, {new}); END"
    )
    conn.execute(f"INSERT INTO {fts}({fts}) VALUES ('rebuild')")
