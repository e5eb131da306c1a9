"""Events, judge calls and staff roles of a server, stored beside the ruling log.

One event runs per server at a time (a unique index, not a check in Python, so two
moderators starting one at once cannot both succeed). Judge calls move forward only:
claiming or resolving is a conditional UPDATE, so two judges pressing **Claim** at the
same moment get one winner and one clear "already claimed".
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable
from dataclasses import dataclass

from .ruling_log import SqliteStore, normalise_ruling_id

ROLE_KINDS = ("judge", "staff", "on_duty")
MAX_EVENT_NAME = 100
MAX_TABLE = 50
MAX_QUESTION = 1000


class EventError(ValueError):
    """A request that cannot be done as asked; the message is for the user."""


@dataclass(frozen=True)
class Event:
    id: int
    guild_id: int
    name: str
    staff_channel_id: int
    started_at: str
    started_by: int
    started_by_name: str
    ended_at: str | None
    ended_by: int | None

    @property
    def running(self) -> bool:
        return self.ended_at is None


@dataclass(frozen=True)
class JudgeCall:
    id: int
    event_id: int
    guild_id: int
    channel_id: int
    user_id: int
    user_name: str
    table_name: str
    question: str
    called_at: str
    claimed_at: str | None
    claimed_by: int | None
    claimed_by_name: str | None
    resolved_at: str | None
    resolved_by: int | None
    resolved_by_name: str | None
    staff_message_id: int | None
    rulings: tuple[str, ...] = ()

    @property
    def state(self) -> str:
        if self.resolved_at:
            return "resolved"
        return "claimed" if self.claimed_at else "open"


_EVENT_COLS = (
    "id, guild_id, name, staff_channel_id, started_at, started_by, started_by_name,"
    " ended_at, ended_by"
)
_CALL_COLS = (
    "id, event_id, guild_id, channel_id, user_id, user_name, table_name, question, called_at,"
    " claimed_at, claimed_by, claimed_by_name, resolved_at, resolved_by, resolved_by_name,"
    " staff_message_id"
)


class EventStore(SqliteStore):
    """Events, judge calls and staff-role settings over one SQLite connection."""

    # ---- staff roles ----------------------------------------------------

    def roles(self, guild_id: int) -> dict[str, list[int]]:
        with self.lock:
            rows = self.conn.execute(
                "SELECT kind, role_id FROM guild_staff_roles WHERE guild_id = ? ORDER BY kind, role_id",
                (guild_id,),
            ).fetchall()
        out: dict[str, list[int]] = {k: [] for k in ROLE_KINDS}
        for kind, role_id in rows:
            out[kind].append(int(role_id))
        return out

    def set_role(self, guild_id: int, kind: str, role_id: int, *, present: bool = True) -> bool:
        """Add (or remove) a role; returns whether anything changed."""
        if kind not in ROLE_KINDS:
            raise EventError(f"unknown role kind {kind!r}; one of {', '.join(ROLE_KINDS)}")
        with self.lock, self.conn:
            if present:
                cur = self.conn.execute(
                    "INSERT OR IGNORE INTO guild_staff_roles (guild_id, kind, role_id) VALUES (?, ?, ?)",
                    (guild_id, kind, role_id),
                )
            else:
                cur = self.conn.execute(
                    "DELETE FROM guild_staff_roles WHERE guild_id = ? AND kind = ? AND role_id = ?",
                    (guild_id, kind, role_id),
                )
        return cur.rowcount > 0

    # ---- events ---------------------------------------------------------

    def running(self, guild_id: int | None) -> Event | None:
        if guild_id is None:
            return None
        with self.lock:
            row = self.conn.execute(
                f"SELECT {_EVENT_COLS} FROM events WHERE guild_id = ? AND ended_at IS NULL",
                (guild_id,),
            ).fetchone()
        return Event(*row) if row else None

    def event(self, event_id: int) -> Event | None:
        with self.lock:
            row = self.conn.execute(
                f"SELECT {_EVENT_COLS} FROM events WHERE id = ?", (event_id,)
            ).fetchone()
        return Event(*row) if row else None

    def latest(self, guild_id: int) -> Event | None:
        """The running event, or else the one that ended last."""
        with self.lock:
            row = self.conn.execute(
                f"SELECT {_EVENT_COLS} FROM events WHERE guild_id = ?"
                " ORDER BY ended_at IS NOT NULL, started_at DESC, id DESC LIMIT 1",
                (guild_id,),
            ).fetchone()
        return Event(*row) if row else None

    def start(
        self, guild_id: int, name: str, staff_channel_id: int, user_id: int, user_name: str
    ) -> Event:
        name = " ".join((name or "").split())
        if not name:
            raise EventError("Give the event a name, for example `Store Showdown 12 May`.")
        if len(name) > MAX_EVENT_NAME:
            raise EventError(f"Event names are at most {MAX_EVENT_NAME} characters.")
        with self.lock:
            try:
                with self.conn:
                    cur = self.conn.execute(
                        "INSERT INTO events (guild_id, name, staff_channel_id, started_at,"
                        " started_by, started_by_name) VALUES (?, ?, ?, ?, ?, ?)",
                        (guild_id, name, staff_channel_id, self.clock(), user_id, user_name),
                    )
            except sqlite3.IntegrityError:
                current = self.running(guild_id)
                raise EventError(
                    f"“{current.name if current else '?'}” is still running here; "
                    "end it with `/event end` first."
                ) from None
            event = self.event(int(cur.lastrowid or 0))
        assert event is not None
        return event

    def end(self, guild_id: int, user_id: int) -> Event:
        with self.lock, self.conn:
            current = self.running(guild_id)
            if current is None:
                raise EventError("No event is running in this server.")
            self.conn.execute(
                "UPDATE events SET ended_at = ?, ended_by = ? WHERE id = ? AND ended_at IS NULL",
                (self.clock(), user_id, current.id),
            )
        ended = self.event(current.id)
        assert ended is not None
        return ended

    # ---- judge calls ----------------------------------------------------

    def call(
        self,
        event: Event,
        channel_id: int,
        user_id: int,
        user_name: str,
        table: str = "",
        question: str = "",
    ) -> JudgeCall:
        table = " ".join((table or "").split())[:MAX_TABLE]
        question = (question or "").strip()[:MAX_QUESTION]
        with self.lock, self.conn:
            cur = self.conn.execute(
                "INSERT INTO judge_calls (event_id, guild_id, channel_id, user_id, user_name,"
                " table_name, question, called_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    event.id,
                    event.guild_id,
                    channel_id,
                    user_id,
                    user_name,
                    table,
                    question,
                    self.clock(),
                ),
            )
        found = self.get_call(int(cur.lastrowid or 0))
        assert found is not None
        return found

    def set_staff_message(self, call_id: int, message_id: int) -> None:
        with self.lock, self.conn:
            self.conn.execute(
                "UPDATE judge_calls SET staff_message_id = ? WHERE id = ?", (message_id, call_id)
            )

    def get_call(self, call_id: int) -> JudgeCall | None:
        with self.lock:
            row = self.conn.execute(
                f"SELECT {_CALL_COLS} FROM judge_calls WHERE id = ?", (call_id,)
            ).fetchone()
            if not row:
                return None
            linked = tuple(
                r[0]
                for r in self.conn.execute(
                    "SELECT ruling_id FROM judge_call_rulings WHERE call_id = ? ORDER BY rowid",
                    (call_id,),
                )
            )
        return JudgeCall(*row, rulings=linked)

    def claim(self, call_id: int, user_id: int, user_name: str) -> JudgeCall:
        return self._advance(call_id, "claimed", user_id, user_name)

    def resolve(
        self, call_id: int, user_id: int, user_name: str, rulings: Iterable[str] = ()
    ) -> JudgeCall:
        """Resolve (claiming it too if nobody had) and link the rulings it produced."""
        ids = [normalise_ruling_id(r) for r in rulings]
        self._check_rulings(call_id, ids)
        call = self.get_call(call_id)
        if call is not None and call.claimed_at is None:
            self._advance(call_id, "claimed", user_id, user_name)
        done = self._advance(call_id, "resolved", user_id, user_name, link=ids)
        return done

    def link(self, call_id: int, rulings: Iterable[str]) -> JudgeCall:
        ids = [normalise_ruling_id(r) for r in rulings]
        self._check_rulings(call_id, ids)
        with self.lock, self.conn:
            self._insert_links(call_id, ids)
        found = self.get_call(call_id)
        assert found is not None
        return found

    def _check_rulings(self, call_id: int, ids: list[str]) -> None:
        call = self.get_call(call_id)
        if call is None:
            raise EventError(f"There is no judge call #{call_id}.")
        with self.lock:
            for rid in ids:
                row = self.conn.execute(
                    "SELECT guild_id FROM logged_rulings WHERE id = ?", (rid,)
                ).fetchone()
                if row is None or row[0] != call.guild_id:
                    raise EventError(f"There is no logged ruling {rid} in this server.")

    def _insert_links(self, call_id: int, ids: list[str]) -> None:
        for rid in ids:
            self.conn.execute(
                "INSERT OR IGNORE INTO judge_call_rulings (call_id, ruling_id) VALUES (?, ?)",
                (call_id, rid),
            )

    def _advance(
        self, call_id: int, state: str, user_id: int, user_name: str, link: list[str] = ()
    ) -> JudgeCall:
        with self.lock, self.conn:
            cur = self.conn.execute(
                f"UPDATE judge_calls SET {state}_at = ?, {state}_by = ?, {state}_by_name = ?"
                f" WHERE id = ? AND {state}_at IS NULL",
                (self.clock(), user_id, user_name, call_id),
            )
            if cur.rowcount:
                self._insert_links(call_id, list(link))
        call = self.get_call(call_id)
        if call is None:
            raise EventError(f"There is no judge call #{call_id}.")
        if not cur.rowcount:
            who = call.claimed_by_name if state == "claimed" else call.resolved_by_name
            raise EventError(f"Call #{call_id} was already {state} by {who}.")
        return call

    def queue(self, event_id: int) -> list[JudgeCall]:
        """Open and claimed calls, oldest first."""
        return self._calls(event_id, " AND resolved_at IS NULL")

    def calls(self, event_id: int) -> list[JudgeCall]:
        return self._calls(event_id, "")

    def _calls(self, event_id: int, where: str) -> list[JudgeCall]:
        with self.lock:
            ids = [
                r[0]
                for r in self.conn.execute(
                    f"SELECT id FROM judge_calls WHERE event_id = ?{where} ORDER BY called_at, id",
                    (event_id,),
                )
            ]
        return [c for c in (self.get_call(i) for i in ids) if c is not None]
