"""Tables of events, the ruling log, judge calls and staff roles (schema version 4).

The ruling log is append-only and SQLite enforces it: triggers abort any UPDATE or
DELETE of a logged ruling or of a note on one, so a moderator's record cannot be
rewritten by a bug or a stray query. Notes, official marks and "looks wrong" flags
are rows appended beside the ruling. Judge calls change state (claimed, resolved),
but only forwards: a trigger refuses to clear or overwrite a time once set.
"""

from __future__ import annotations

import sqlite3

EVENT_TABLES = """
CREATE TABLE IF NOT EXISTS events (
    id INTEGER PRIMARY KEY,
    guild_id INTEGER NOT NULL,
    name TEXT NOT NULL,
    staff_channel_id INTEGER NOT NULL,
    started_at TEXT NOT NULL,
    started_by INTEGER NOT NULL,
    started_by_name TEXT NOT NULL,
    ended_at TEXT,
    ended_by INTEGER
);
CREATE UNIQUE INDEX IF NOT EXISTS events_one_running ON events (guild_id) WHERE ended_at IS NULL;
CREATE TABLE IF NOT EXISTS logged_rulings (
    id TEXT PRIMARY KEY,
    created_at TEXT NOT NULL,
    guild_id INTEGER,
    channel_id INTEGER,
    event_id INTEGER REFERENCES events(id),
    user_id INTEGER NOT NULL,
    user_name TEXT NOT NULL,
    source TEXT NOT NULL CHECK (source IN ('public', 'official', 'flagged')),
    game TEXT NOT NULL,
    scenario_text TEXT NOT NULL,
    active TEXT,
    forced TEXT NOT NULL DEFAULT '[]',
    title TEXT NOT NULL,
    alternatives TEXT NOT NULL DEFAULT '[]',
    documents TEXT NOT NULL DEFAULT '[]',
    cards TEXT NOT NULL DEFAULT '[]',
    rules TEXT NOT NULL DEFAULT '[]',
    result TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS logged_rulings_guild ON logged_rulings (guild_id, created_at);
CREATE INDEX IF NOT EXISTS logged_rulings_event ON logged_rulings (event_id);
CREATE INDEX IF NOT EXISTS logged_rulings_user ON logged_rulings (guild_id, user_id, created_at);
CREATE TABLE IF NOT EXISTS ruling_notes (
    id INTEGER PRIMARY KEY,
    ruling_id TEXT NOT NULL REFERENCES logged_rulings(id),
    kind TEXT NOT NULL CHECK (kind IN ('note', 'official', 'flag')),
    created_at TEXT NOT NULL,
    guild_id INTEGER,
    user_id INTEGER NOT NULL,
    user_name TEXT NOT NULL,
    text TEXT NOT NULL DEFAULT ''
);
CREATE INDEX IF NOT EXISTS ruling_notes_ruling ON ruling_notes (ruling_id, id);
CREATE TRIGGER IF NOT EXISTS logged_rulings_no_update BEFORE UPDATE ON logged_rulings
BEGIN SELECT RAISE(ABORT, 'the ruling log is append-only'); END;
CREATE TRIGGER IF NOT EXISTS logged_rulings_no_delete BEFORE DELETE ON logged_rulings
BEGIN SELECT RAISE(ABORT, 'the ruling log is append-only'); END;
CREATE TRIGGER IF NOT EXISTS ruling_notes_no_update BEFORE UPDATE ON ruling_notes
BEGIN SELECT RAISE(ABORT, 'the ruling log is append-only'); END;
CREATE TRIGGER IF NOT EXISTS ruling_notes_no_delete BEFORE DELETE ON ruling_notes
BEGIN SELECT RAISE(ABORT, 'the ruling log is append-only'); END;
CREATE TABLE IF NOT EXISTS judge_calls (
    id INTEGER PRIMARY KEY,
    event_id INTEGER NOT NULL REFERENCES events(id),
    guild_id INTEGER NOT NULL,
    channel_id INTEGER NOT NULL,
    user_id INTEGER NOT NULL,
    user_name TEXT NOT NULL,
    table_name TEXT NOT NULL DEFAULT '',
    question TEXT NOT NULL DEFAULT '',
    called_at TEXT NOT NULL,
    claimed_at TEXT,
    claimed_by INTEGER,
    claimed_by_name TEXT,
    resolved_at TEXT,
    resolved_by INTEGER,
    resolved_by_name TEXT,
    staff_message_id INTEGER
);
CREATE INDEX IF NOT EXISTS judge_calls_event ON judge_calls (event_id, called_at);
CREATE TRIGGER IF NOT EXISTS judge_calls_forward_only BEFORE UPDATE ON judge_calls
WHEN (old.claimed_at IS NOT NULL AND new.claimed_at IS NOT old.claimed_at)
  OR (old.resolved_at IS NOT NULL AND new.resolved_at IS NOT old.resolved_at)
  OR new.called_at IS NOT old.called_at OR new.user_id IS NOT old.user_id
  OR new.question IS NOT old.question OR new.table_name IS NOT old.table_name
BEGIN SELECT RAISE(ABORT, 'judge call times only move forward'); END;
CREATE TRIGGER IF NOT EXISTS judge_calls_no_delete BEFORE DELETE ON judge_calls
BEGIN SELECT RAISE(ABORT, 'judge calls are kept for the event report'); END;
CREATE TABLE IF NOT EXISTS judge_call_rulings (
    call_id INTEGER NOT NULL REFERENCES judge_calls(id),
    ruling_id TEXT NOT NULL REFERENCES logged_rulings(id),
    PRIMARY KEY (call_id, ruling_id)
);
CREATE TABLE IF NOT EXISTS guild_staff_roles (
    guild_id INTEGER NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('judge', 'staff', 'on_duty')),
    role_id INTEGER NOT NULL,
    PRIMARY KEY (guild_id, kind, role_id)
);
"""


def statements(script: str) -> list[str]:
    """``script`` split into whole statements (trigger bodies contain ``;`` themselves)."""
    out: list[str] = []
    buf = ""
    for line in script.splitlines(keepends=True):
        buf += line
        if sqlite3.complete_statement(buf):
            out.append(buf.strip())
            buf = ""
    if buf.strip():
        raise ValueError(f"incomplete SQL statement: {buf.strip()[:80]}")
    return out


def apply_event_tables(conn: sqlite3.Connection) -> None:
    """Create the event tables and triggers where missing (idempotent; inside the caller's transaction)."""
    for statement in statements(EVENT_TABLES):
        conn.execute(statement)
