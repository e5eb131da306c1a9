"""SQLite rows of playgroup games: one short transaction per move, guarded by the version.

Every write runs ``BEGIN IMMEDIATE`` and an ``UPDATE ... WHERE version = ?``: two
clicks at once, or an action submitted twice, find the version already moved on and
write nothing. A request key (the Discord interaction id) makes a redelivered
submission a no-op too. SQLite's journal makes each move all-or-nothing, so a
process killed at any moment leaves every committed move and no half of one.
"""

from __future__ import annotations

import json
import sqlite3
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from .schema import ensure_playgroup_tables


@dataclass(frozen=True)
class Snapshot:
    """The engine's position after the live moves up to ``seq`` (``moves_key`` says which)."""

    seq: int
    moves_key: str
    steps: int  # trace steps of the whole game up to here
    state: bytes


class StoreConflict(RuntimeError):
    """The game changed since the caller read it (another move, an end, an undo)."""


class DuplicateRequest(RuntimeError):
    """This request was already applied; ``seq`` is the move it wrote."""

    def __init__(self, seq: int) -> None:
        super().__init__(f"request already applied as move {seq}")
        self.seq = seq


@dataclass(frozen=True)
class GameRow:
    id: int
    game: str
    title: str
    setup: dict[str, Any]
    status: str
    version: int
    guild_id: int | None
    channel_id: int | None
    thread_id: int | None
    undo_by: str | None
    undo_version: int | None
    ended_by: str | None
    seats: dict[str, tuple[str, str]]  # seat -> (user id, display name)

    def seat_of(self, user_id: str) -> str | None:
        for seat, (uid, _name) in self.seats.items():
            if uid == str(user_id):
                return seat
        return None


@dataclass(frozen=True)
class MoveRow:
    seq: int
    kind: str  # action | answer | pass | undo | end
    seat: str
    body: Any  # the action text, the answer value, or details of an undo/end
    ruling: dict[str, Any]
    state_hash: str
    undone_by: int | None
    created_at: str


@dataclass(frozen=True)
class NewMove:
    kind: str
    seat: str
    body: Any
    ruling: dict[str, Any]
    state_hash: str = ""
    request_key: str | None = None


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


class PlaygroupStore:
    """Games, seats and moves in the project's SQLite file, on a connection of its own."""

    def __init__(self, path: str | Path) -> None:
        if str(path) == ":memory:":
            raise ValueError("playgroup games need a database file, not :memory:")
        self.path = Path(path)
        self.conn = sqlite3.connect(
            str(self.path), timeout=15.0, isolation_level=None, check_same_thread=False
        )
        self.conn.execute("PRAGMA foreign_keys = ON")
        # WAL: a commit is one append to the log, readers never wait for a writer, and a
        # killed process loses nothing it committed (NORMAL syncs at checkpoints; only a
        # power cut could lose the last moves, never half of one).
        self.conn.execute("PRAGMA journal_mode = WAL")
        self.conn.execute("PRAGMA synchronous = NORMAL")
        self._lock = threading.RLock()
        with self._write():
            ensure_playgroup_tables(self.conn)

    def close(self) -> None:
        self.conn.close()

    @contextmanager
    def _write(self) -> Iterator[sqlite3.Connection]:
        with self._lock:
            self.conn.execute("BEGIN IMMEDIATE")
            try:
                yield self.conn
            except BaseException:
                self.conn.execute("ROLLBACK")
                raise
            self.conn.execute("COMMIT")

    @contextmanager
    def reading(self) -> Iterator[None]:
        """One consistent view over several reads (a game row and its latest move)."""
        with self._lock:
            self.conn.execute("BEGIN")
            try:
                yield
            finally:
                self.conn.execute("COMMIT")

    # ------------------------------------------------------------------ reads
    def game(self, game_id: int) -> GameRow | None:
        with self._lock:
            row = self.conn.execute(
                "SELECT id, game, title, setup, status, version, guild_id, channel_id, thread_id,"
                " undo_by, undo_version, ended_by FROM pg_games WHERE id = ?",
                (int(game_id),),
            ).fetchone()
            if row is None:
                return None
            seats = {
                s: (u, n)
                for s, u, n in self.conn.execute(
                    "SELECT seat, user_id, name FROM pg_seats WHERE game_id = ? ORDER BY seat",
                    (int(game_id),),
                )
            }
        return GameRow(row[0], row[1], row[2], json.loads(row[3]), *row[4:12], seats=seats)

    def game_in_thread(self, thread_id: int) -> GameRow | None:
        with self._lock:
            row = self.conn.execute(
                "SELECT id FROM pg_games WHERE thread_id = ?", (int(thread_id),)
            ).fetchone()
        return self.game(row[0]) if row else None

    def moves(self, game_id: int, *, rulings: bool = True) -> list[MoveRow]:
        """Every move in order; ``rulings=False`` skips the stored rulings (for a replay)."""
        ruling = "ruling" if rulings else "'{}'"
        with self._lock:
            rows = self.conn.execute(
                f"SELECT seq, kind, seat, body, {ruling}, state_hash, undone_by, created_at"
                " FROM pg_moves WHERE game_id = ? ORDER BY seq",
                (int(game_id),),
            ).fetchall()
        return [
            MoveRow(r[0], r[1], r[2], json.loads(r[3]), json.loads(r[4]), r[5], r[6], r[7])
            for r in rows
        ]

    def latest(self, game_id: int) -> MoveRow | None:
        """The last move written (its ruling carries the state after it)."""
        with self._lock:
            r = self.conn.execute(
                "SELECT seq, kind, seat, body, ruling, state_hash, undone_by, created_at"
                " FROM pg_moves WHERE game_id = ? ORDER BY seq DESC LIMIT 1",
                (int(game_id),),
            ).fetchone()
        if r is None:
            return None
        return MoveRow(r[0], r[1], r[2], json.loads(r[3]), json.loads(r[4]), r[5], r[6], r[7])

    def games_of(self, user_id: str, status: str = "open") -> list[GameRow]:
        with self._lock:
            ids = [
                r[0]
                for r in self.conn.execute(
                    "SELECT g.id FROM pg_games g JOIN pg_seats s ON s.game_id = g.id"
                    " WHERE s.user_id = ? AND g.status = ? ORDER BY g.updated_at DESC, g.id DESC",
                    (str(user_id), status),
                )
            ]
        return [g for g in (self.game(i) for i in ids) if g is not None]

    def game_ids(self) -> list[int]:
        with self._lock:
            return [r[0] for r in self.conn.execute("SELECT id FROM pg_games ORDER BY id")]

    def seq_for_request(self, game_id: int, key: str) -> int | None:
        with self._lock:
            row = self.conn.execute(
                "SELECT seq FROM pg_moves WHERE game_id = ? AND request_key = ?", (game_id, key)
            ).fetchone()
        return int(row[0]) if row else None

    def snapshots(self, game_id: int) -> list[Snapshot]:
        """Saved positions of a game, newest first."""
        with self._lock:
            rows = self.conn.execute(
                "SELECT seq, moves_key, steps, state FROM pg_snapshots WHERE game_id = ?"
                " ORDER BY seq DESC",
                (int(game_id),),
            ).fetchall()
        return [Snapshot(r[0], r[1], r[2], bytes(r[3])) for r in rows]

    def save_snapshot(self, game_id: int, snap: Snapshot) -> None:
        """Keep a position (a cache: written on its own, after the move it follows)."""
        with self._write() as c:
            c.execute(
                "INSERT OR REPLACE INTO pg_snapshots (game_id, seq, moves_key, steps, state)"
                " VALUES (?, ?, ?, ?, ?)",
                (int(game_id), snap.seq, snap.moves_key, snap.steps, snap.state),
            )

    def wants_ping(self, user_id: str) -> bool:
        with self._lock:
            row = self.conn.execute(
                "SELECT ping FROM pg_prefs WHERE user_id = ?", (str(user_id),)
            ).fetchone()
        return bool(row[0]) if row else True

    # ------------------------------------------------------------------ writes
    def create(
        self,
        game: str,
        title: str,
        setup: dict[str, Any],
        seats: dict[str, tuple[str, str]],
        *,
        guild_id: int | None = None,
        channel_id: int | None = None,
        thread_id: int | None = None,
    ) -> int:
        now = _now()
        with self._write() as c:
            cur = c.execute(
                "INSERT INTO pg_games (game, title, setup, guild_id, channel_id, thread_id,"
                " created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (game, title, json.dumps(setup), guild_id, channel_id, thread_id, now, now),
            )
            game_id = int(cur.lastrowid or 0)
            c.executemany(
                "INSERT INTO pg_seats (game_id, seat, user_id, name) VALUES (?, ?, ?, ?)",
                [(game_id, s, str(u), n) for s, (u, n) in seats.items()],
            )
        return game_id

    def set_thread(self, game_id: int, thread_id: int) -> None:
        with self._write() as c:
            c.execute("UPDATE pg_games SET thread_id = ? WHERE id = ?", (thread_id, game_id))

    def _bump(self, c: sqlite3.Connection, game_id: int, expected: int, **sets: Any) -> int:
        """The compare-and-set: move the version on only if nobody else did."""
        assignments = "".join(f", {k} = ?" for k in sets)
        cur = c.execute(
            f"UPDATE pg_games SET version = version + 1, updated_at = ?{assignments}"
            " WHERE id = ? AND version = ? AND status = 'open'",
            (_now(), *sets.values(), game_id, expected),
        )
        if cur.rowcount != 1:
            raise StoreConflict(f"game {game_id} is no longer at version {expected}")
        return expected + 1

    @staticmethod
    def _check_new(c: sqlite3.Connection, game_id: int, move: NewMove) -> None:
        if move.request_key is not None:
            row = c.execute(
                "SELECT seq FROM pg_moves WHERE game_id = ? AND request_key = ?",
                (game_id, move.request_key),
            ).fetchone()
            if row:
                raise DuplicateRequest(row[0])

    @staticmethod
    def _insert(c: sqlite3.Connection, game_id: int, seq: int, move: NewMove) -> None:
        c.execute(
            "INSERT INTO pg_moves (game_id, seq, kind, seat, body, ruling, state_hash,"
            " request_key, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                game_id,
                seq,
                move.kind,
                move.seat,
                json.dumps(move.body),
                json.dumps(move.ruling),
                move.state_hash,
                move.request_key,
                _now(),
            ),
        )

    def append(self, game_id: int, expected: int, move: NewMove, *, end: bool = False) -> int:
        """Write one move in one transaction; returns the new version."""
        with self._write() as c:
            sets: dict[str, Any] = {"undo_by": None, "undo_version": None}
            if end:
                sets.update(status="ended", ended_by=move.seat)
            self._check_new(c, game_id, move)
            version = self._bump(c, game_id, expected, **sets)
            self._insert(c, game_id, version, move)
            return version

    def request_undo(self, game_id: int, expected: int, seat: str | None) -> None:
        """Remember who asked to undo at which version (None clears the request)."""
        with self._write() as c:
            cur = c.execute(
                "UPDATE pg_games SET undo_by = ?, undo_version = ?, updated_at = ?"
                " WHERE id = ? AND version = ? AND status = 'open'",
                (seat, expected, _now(), game_id, expected),
            )
            if cur.rowcount != 1:
                raise StoreConflict(f"game {game_id} is no longer at version {expected}")

    def undo(self, game_id: int, expected: int, first_seq: int, move: NewMove) -> int:
        """Mark the moves from ``first_seq`` on as undone by a new 'undo' move, atomically."""
        with self._write() as c:
            self._check_new(c, game_id, move)
            seq = self._bump(c, game_id, expected, undo_by=None, undo_version=None)
            self._insert(c, game_id, seq, move)
            c.execute(
                "UPDATE pg_moves SET undone_by = ? WHERE game_id = ? AND seq >= ? AND seq < ?"
                " AND undone_by IS NULL AND kind IN ('action', 'answer', 'pass')",
                (seq, game_id, first_seq, seq),
            )
            return seq

    def set_ping(self, user_id: str, on: bool) -> None:
        with self._write() as c:
            c.execute(
                "INSERT INTO pg_prefs (user_id, ping) VALUES (?, ?)"
                " ON CONFLICT (user_id) DO UPDATE SET ping = excluded.ping",
                (str(user_id), int(on)),
            )
