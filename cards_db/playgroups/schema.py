"""The playgroup tables (schema version 3): games, seats, moves, and ping preferences.

A game is its set-up scenario plus its moves; the engine is deterministic, so the
state is always the replay of the moves that are not undone. ``pg_snapshots`` caches
the engine's position after some moves (keyed by exactly which moves led there), so
a long game replays only its last few moves; losing a snapshot loses nothing. ``version`` counts the
moves ever written and is the compare-and-set guard every write checks.
"""

from __future__ import annotations

import sqlite3

PLAYGROUP_TABLES = """
CREATE TABLE IF NOT EXISTS pg_games (
    id INTEGER PRIMARY KEY,
    game TEXT NOT NULL,
    title TEXT NOT NULL DEFAULT '',
    setup TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'ended')),
    version INTEGER NOT NULL DEFAULT 0,
    guild_id INTEGER,
    channel_id INTEGER,
    thread_id INTEGER UNIQUE,
    undo_by TEXT,
    undo_version INTEGER,
    ended_by TEXT,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS pg_seats (
    game_id INTEGER NOT NULL REFERENCES pg_games(id) ON DELETE CASCADE,
    seat TEXT NOT NULL,
    user_id TEXT NOT NULL,
    name TEXT NOT NULL,
    PRIMARY KEY (game_id, seat)
);
CREATE INDEX IF NOT EXISTS pg_seats_user ON pg_seats (user_id);
CREATE TABLE IF NOT EXISTS pg_moves (
    game_id INTEGER NOT NULL REFERENCES pg_games(id) ON DELETE CASCADE,
    seq INTEGER NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('action', 'answer', 'pass', 'undo', 'end')),
    seat TEXT NOT NULL,
    body TEXT NOT NULL,
    ruling TEXT NOT NULL DEFAULT '{}',
    state_hash TEXT NOT NULL DEFAULT '',
    undone_by INTEGER,
    request_key TEXT,
    created_at TEXT NOT NULL,
    PRIMARY KEY (game_id, seq),
    UNIQUE (game_id, request_key)
);
CREATE TABLE IF NOT EXISTS pg_snapshots (
    game_id INTEGER NOT NULL REFERENCES pg_games(id) ON DELETE CASCADE,
    seq INTEGER NOT NULL,
    moves_key TEXT NOT NULL,
    steps INTEGER NOT NULL,
    state BLOB NOT NULL,
    PRIMARY KEY (game_id, seq)
);
CREATE TABLE IF NOT EXISTS pg_prefs (user_id TEXT PRIMARY KEY, ping INTEGER NOT NULL DEFAULT 1);
"""


def ensure_playgroup_tables(conn: sqlite3.Connection) -> None:
    """Create the tables when missing (a new file, or the 2 -> 3 migration)."""
    for statement in PLAYGROUP_TABLES.split(";"):
        if statement.strip():
            conn.execute(statement)
