"""The ruling log: publicly posted (or official, or flagged) rulings under short ids.

A logged ruling keeps the result exactly as it was rendered (the engine's JSON, as
text), so showing it later reproduces the same trace whatever happened to the card
data or the rules since. Rows are never changed (see :mod:`cards_db.event_schema`);
notes, official marks and flags are appended as rows of ``ruling_notes``.
"""

from __future__ import annotations

import json
import secrets
import sqlite3
import threading
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from engine.core.cards import normalise_name

ID_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ"  # no 0/O or 1/I: read aloud at a table
ID_LENGTH = 4
SOURCES = ("public", "official", "flagged")
NOTE_KINDS = ("note", "official", "flag")
MAX_NOTE = 1000


def utc_now() -> str:
    return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def new_ruling_id(length: int = ID_LENGTH) -> str:
    return "R-" + "".join(secrets.choice(ID_ALPHABET) for _ in range(length))


def normalise_ruling_id(text: str) -> str:
    """``r-3f7k``, ``3F7K`` and `` R-3F7K `` all name ``R-3F7K``."""
    s = (text or "").strip().upper()
    return s if s.startswith("R-") else "R-" + s


@dataclass(frozen=True)
class Asker:
    """Who asked and where; names are as Discord showed them at the time."""

    user_id: int
    user_name: str
    guild_id: int | None = None
    channel_id: int | None = None


@dataclass(frozen=True)
class LoggedRuling:
    id: str
    created_at: str
    guild_id: int | None
    channel_id: int | None
    event_id: int | None
    user_id: int
    user_name: str
    source: str
    game: str
    scenario_text: str
    active: str | None
    forced: list[list[Any]]
    title: str
    alternatives: list[dict[str, Any]]
    documents: list[dict[str, Any]]
    cards: list[str]
    rules: list[str]
    result_text: str  # the stored result JSON, byte for byte as logged

    @property
    def result(self) -> dict[str, Any]:
        return json.loads(self.result_text)


@dataclass(frozen=True)
class RulingNote:
    id: int
    ruling_id: str
    kind: str
    created_at: str
    user_id: int
    user_name: str
    text: str


def result_cards(result: dict[str, Any]) -> list[str]:
    """Every card the scenario named or a step touched, in first-seen order."""
    names: list[str] = []
    scenario = result.get("scenario") or {}
    for pzones in (scenario.get("zones") or {}).values():
        for cards in (pzones or {}).values() if isinstance(pzones, dict) else ():
            for c in cards or ():
                names.append(c.get("card") or c.get("name") if isinstance(c, dict) else str(c))
    for action in scenario.get("actions") or ():
        if isinstance(action, dict):
            names += [action.get(k) for k in ("play", "attack", "target")]
    names += [s.get("card") for s in result.get("steps") or ()]
    return list(dict.fromkeys(str(n) for n in names if n))


def result_rules(result: dict[str, Any]) -> list[str]:
    """Every rule id cited by a step, a decision or the outcome."""
    ids: list[str] = []
    for s in result.get("steps") or ():
        ids += s.get("rules") or []
    ids += [d.get("rule") for d in result.get("decisions") or ()]
    ids += (result.get("outcome") or {}).get("rules") or []
    return list(dict.fromkeys(str(r) for r in ids if r))


def result_documents(result: dict[str, Any]) -> list[dict[str, Any]]:
    """The rules documents (title, version, date) the citations come from."""
    docs: list[dict[str, Any]] = []
    if result.get("document"):
        docs.append(dict(result["document"]))
    for r in result.get("cited_rules") or ():
        d = {"title": r.get("document"), "version": r.get("version")}
        if d["title"] and not any(
            x.get("title") == d["title"] and x.get("version") == d["version"] for x in docs
        ):
            docs.append(d)
    return docs


class SqliteStore:
    """A store over a connection shared with the card data; the clock is injectable for tests."""

    def __init__(
        self,
        conn: sqlite3.Connection,
        lock: threading.RLock | None = None,
        *,
        clock: Callable[[], str] = utc_now,
    ) -> None:
        self.conn = conn
        self.lock = lock or threading.RLock()
        self.clock = clock


class RulingLog(SqliteStore):
    """Append-only ruling records over one SQLite connection (shared with the card data)."""

    def record(
        self,
        *,
        asker: Asker,
        source: str,
        game: str,
        scenario_text: str,
        result_text: str,
        title: str,
        active: str | None = None,
        forced: Iterable[tuple[int, Any]] = (),
        alternatives: Iterable[dict[str, Any]] = (),
        event_id: int | None = None,
    ) -> str:
        """Store one ruling under a new short id and return the id."""
        if source not in SOURCES:
            raise ValueError(f"unknown source {source!r}")
        result = json.loads(result_text)  # refuse to log something that cannot be shown again
        row = (
            self.clock(),
            asker.guild_id,
            asker.channel_id,
            event_id,
            asker.user_id,
            asker.user_name,
            source,
            game,
            scenario_text,
            active,
            json.dumps([list(f) for f in forced]),
            title,
            json.dumps(list(alternatives)),
            json.dumps(result_documents(result)),
            json.dumps(result_cards(result)),
            json.dumps(result_rules(result)),
            result_text,
        )
        with self.lock:
            for attempt in range(40):
                rid = new_ruling_id(ID_LENGTH + attempt // 10)
                try:
                    with self.conn:
                        self.conn.execute(
                            "INSERT INTO logged_rulings (id, created_at, guild_id, channel_id,"
                            " event_id, user_id, user_name, source, game, scenario_text, active,"
                            " forced, title, alternatives, documents, cards, rules, result)"
                            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                            (rid, *row),
                        )
                    return rid
                except sqlite3.IntegrityError as e:
                    if "UNIQUE" not in str(e) and "PRIMARY" not in str(e):
                        raise
        raise RuntimeError("could not find a free ruling id")

    def get(self, ruling_id: str) -> LoggedRuling | None:
        with self.lock:
            row = self.conn.execute(
                f"SELECT {_COLUMNS} FROM logged_rulings WHERE id = ?",
                (normalise_ruling_id(ruling_id),),
            ).fetchone()
        return _ruling(row) if row else None

    def add_note(self, ruling_id: str, kind: str, asker: Asker, text: str = "") -> RulingNote:
        """Append a note, an official mark or a flag to a logged ruling."""
        if kind not in NOTE_KINDS:
            raise ValueError(f"unknown note kind {kind!r}")
        rid = normalise_ruling_id(ruling_id)
        text = (text or "").strip()[:MAX_NOTE]
        now = self.clock()
        with self.lock, self.conn:
            cur = self.conn.execute(
                "INSERT INTO ruling_notes (ruling_id, kind, created_at, guild_id, user_id,"
                " user_name, text) VALUES (?, ?, ?, ?, ?, ?, ?)",
                (rid, kind, now, asker.guild_id, asker.user_id, asker.user_name, text),
            )
            note_id = int(cur.lastrowid or 0)
        return RulingNote(note_id, rid, kind, now, asker.user_id, asker.user_name, text)

    def notes(self, ruling_id: str) -> list[RulingNote]:
        with self.lock:
            rows = self.conn.execute(
                "SELECT id, ruling_id, kind, created_at, user_id, user_name, text"
                " FROM ruling_notes WHERE ruling_id = ? ORDER BY id",
                (normalise_ruling_id(ruling_id),),
            ).fetchall()
        return [RulingNote(*r) for r in rows]

    def event_notes(self, event_id: int) -> dict[str, list[RulingNote]]:
        """Every note on every ruling of an event, in one query (for the export)."""
        with self.lock:
            rows = self.conn.execute(
                "SELECT n.id, n.ruling_id, n.kind, n.created_at, n.user_id, n.user_name, n.text"
                " FROM ruling_notes n JOIN logged_rulings r ON r.id = n.ruling_id"
                " WHERE r.event_id = ? ORDER BY n.id",
                (event_id,),
            ).fetchall()
        out: dict[str, list[RulingNote]] = {}
        for row in rows:
            out.setdefault(row[1], []).append(RulingNote(*row))
        return out

    def is_official(self, ruling_id: str) -> bool:
        rid = normalise_ruling_id(ruling_id)
        with self.lock:
            row = self.conn.execute(
                "SELECT 1 FROM logged_rulings WHERE id = ? AND source = 'official'"
                " UNION SELECT 1 FROM ruling_notes WHERE ruling_id = ? AND kind = 'official'",
                (rid, rid),
            ).fetchone()
        return row is not None

    def search(
        self,
        guild_id: int | None,
        *,
        card: str | None = None,
        rule: str | None = None,
        user_id: int | None = None,
        limit: int = 15,
    ) -> list[LoggedRuling]:
        """Newest first; a card matches by normalised name part, a rule by id or parent id."""
        sql = "SELECT id, cards, rules FROM logged_rulings WHERE guild_id IS ?"
        params: list[Any] = [guild_id]
        if user_id is not None:
            sql += " AND user_id = ?"
            params.append(int(user_id))
        with self.lock:  # the small columns first; whole rows only for the hits
            rows = self.conn.execute(sql + " ORDER BY created_at DESC, rowid DESC", params)
            candidates = rows.fetchall()
        want_card = normalise_name(card) if card and card.strip() else None
        want_rule = rule.strip().rstrip(".") if rule and rule.strip() else None
        hits: list[str] = []
        for rid, cards_json, rules_json in candidates:
            if want_card and not any(
                want_card in normalise_name(c) for c in json.loads(cards_json)
            ):
                continue
            if want_rule and not any(
                x == want_rule or x.startswith(want_rule + ".") for x in json.loads(rules_json)
            ):
                continue
            hits.append(rid)
            if len(hits) >= limit:
                break
        return [r for r in (self.get(rid) for rid in hits) if r is not None]

    def for_event(self, event_id: int) -> list[LoggedRuling]:
        with self.lock:
            rows = self.conn.execute(
                f"SELECT {_COLUMNS} FROM logged_rulings WHERE event_id = ?"
                " ORDER BY created_at, rowid",
                (event_id,),
            ).fetchall()
        return [_ruling(r) for r in rows]

    def flagged(
        self, guild_id: int | None, *, limit: int = 15
    ) -> list[tuple[LoggedRuling, list[RulingNote]]]:
        """Rulings with a flag no judge note has answered yet, oldest flag first."""
        with self.lock:
            ids = [
                r[0]
                for r in self.conn.execute(
                    "SELECT f.ruling_id FROM ruling_notes f WHERE f.kind = 'flag'"
                    " AND f.guild_id IS ? AND NOT EXISTS (SELECT 1 FROM ruling_notes n"
                    " WHERE n.ruling_id = f.ruling_id AND n.kind IN ('note', 'official')"
                    " AND n.id > f.id) GROUP BY f.ruling_id ORDER BY MIN(f.id) LIMIT ?",
                    (guild_id, limit),
                )
            ]
        out = []
        for rid in ids:
            ruling = self.get(rid)
            if ruling is not None:
                out.append((ruling, self.notes(rid)))
        return out


_COLUMNS = (
    "id, created_at, guild_id, channel_id, event_id, user_id, user_name, source, game,"
    " scenario_text, active, forced, title, alternatives, documents, cards, rules, result"
)


def _ruling(row: tuple[Any, ...]) -> LoggedRuling:
    values = list(row)
    for i in (11, 13, 14, 15, 16):
        values[i] = json.loads(values[i])
    return LoggedRuling(*values)
