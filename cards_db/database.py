"""The card and rules database: one SQLite file, opened with :func:`open_database`.

Opening creates or migrates the schema and reloads shipped data whose content changed;
name lookups run on an in-memory index built from the file, rebuilt after imports.
"""

from __future__ import annotations

import json
import re
import secrets
import sqlite3
import sys
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import sqlite_utils

from engine.core.cards import CardDefinition, CardNotFound, normalise_name
from engine.games import GAMES

from . import rules_api
from .card_fields import shown_fields, type_note
from .catalog import DatabaseCatalog, definition_from_row
from .names import NameIndex, shared_index
from .opening import (
    DatabaseBusy,
    DatabaseOpenError,
    ReadOnlyDatabase,
    connect,
    is_locked,
    prepare,
)
from .paths import default_db_path
from .records import CardRecord, Resolution, Suggestion
from .schema import check_read_only, ensure_schema
from .shipped import GAMES_DIR, ensure_games, sync_shipped
from .sql import transaction
from .store import find_card_id, write_imported

if TYPE_CHECKING:  # the importers and parsers load on the first import, not at start-up
    from .prepare import PreparedExport


@dataclass(frozen=True)
class ImportReport:
    """What an import did; importing the same file twice reports no changes."""

    game: str
    cards: int
    added: int
    updated: int
    unchanged: int
    abilities: int
    rulings: int

    def __str__(self) -> str:
        return (
            f"{GAMES.get(self.game, self.game)}: {self.cards} cards read; {self.added} added, "
            f"{self.updated} updated, {self.unchanged} unchanged; {self.abilities} abilities, "
            f"{self.rulings} rulings"
        )


def fts_query(text: str) -> str | None:
    """A safe FTS5 query from user text: every word quoted, prefix-matched, all required."""
    words = re.findall(r"\w+", text or "")[:12]
    return " ".join(f'"{w}"*' for w in words) if words else None


class CardDatabase:
    """Cards, abilities, rules and settings of every game, in one SQLite file."""

    def __init__(
        self,
        path: Path,
        games_dir: Path = GAMES_DIR,
        *,
        busy_timeout: float = 30.0,
        read_only: bool | None = None,
    ) -> None:
        self.path = path
        must = prepare(path)
        self.read_only = must if read_only is None else (read_only or must)
        conn = connect(path, read_only=self.read_only, busy_timeout=busy_timeout)
        self.db = sqlite_utils.Database(conn)
        self._lock = threading.RLock()
        try:
            if self.read_only:
                self.previous_schema_version = check_read_only(conn)
                self.reloaded: list[str] = []
            else:
                self.previous_schema_version = ensure_schema(conn)
                self.reloaded = sync_shipped(self.db, games_dir)
        except sqlite3.OperationalError as e:
            conn.close()
            if is_locked(e):
                raise DatabaseBusy(
                    f"the database {str(path)!r} is locked by another process (an import?); "
                    "try again when it has finished"
                ) from None
            raise DatabaseOpenError(f"cannot open the database {str(path)!r}: {e}") from None
        except BaseException:
            conn.close()
            raise
        if not self.read_only and (self.reloaded or self.data_version() is None):
            with self._lock, transaction(self.db.conn):
                self._bump_data_version()
        self._file_key: str | None = None

    # ---- data version ---------------------------------------------------

    def data_version(self) -> str | None:
        """A token that changes whenever cards change (import, shipped reload), in any process;
        the shared name index and the definition cache are keyed on it."""
        with self._lock:
            row = self.db.execute("SELECT value FROM meta WHERE key = 'cards_version'").fetchone()
        return row[0] if row else None

    def _bump_data_version(self) -> None:
        self.db.execute(
            "INSERT OR REPLACE INTO meta (key, value) VALUES ('cards_version', ?)",
            (secrets.token_hex(8),),
        )

    # ---- housekeeping ---------------------------------------------------

    def close(self) -> None:
        self.db.conn.close()

    def __enter__(self) -> CardDatabase:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def names(self) -> NameIndex:
        """The process's one index for this file at its current data version: cards imported
        or deleted by another process while the bot runs are seen on the next lookup."""
        return shared_index(self._index_key(), self.data_version(), self._build_index)

    def _index_key(self) -> str:
        if self._file_key is None:
            memory = str(self.path) == ":memory:"
            self._file_key = f"memory:{id(self)}" if memory else str(self.path.resolve())
        return self._file_key

    def _build_index(self) -> NameIndex:
        with self._lock:
            # Rules content only where a name repeats: it tells reprints from other cards.
            rows = self.db.execute(
                "SELECT c.id, c.game, c.name, c.subtitle, c.full_name, c.type, c.norm_name,"
                " c.norm_full, c.cost, c.stats, CASE WHEN EXISTS (SELECT 1 FROM cards d"
                " WHERE d.game = c.game AND d.norm_name = c.norm_name AND d.id != c.id)"
                " THEN c.printed_text END FROM cards c"
            ).fetchall()
        intern = sys.intern  # 11,000 rows name five games and a few dozen types
        return NameIndex(
            (
                CardRecord(r[0], intern(r[1]), r[2], r[3], r[4], intern(r[5])),
                r[6],
                r[7],
                (r[8], r[9], r[10]),
            )
            for r in rows
        )

    def games_with(self, name: str) -> set[str]:
        """The games with a card called exactly ``name``; decides a scenario's game."""
        return self.names.games_with(name)

    def _query(self, sql: str, params: tuple[Any, ...] = ()) -> list[dict[str, Any]]:
        with self._lock:
            cur = self.db.execute(sql, params)
            cols = [c[0] for c in cur.description]
            return [dict(zip(cols, row, strict=True)) for row in cur.fetchall()]

    # ---- cards ----------------------------------------------------------

    def import_cards(
        self, game: str, path: str | Path, *, prepared: PreparedExport | None = None
    ) -> ImportReport:
        """Import an export in one transaction; a bad file leaves the database untouched.

        ``prepared`` is the export already read and compiled (see :mod:`cards_db.prepare`,
        which does that for several games in parallel); otherwise it is done here."""
        if prepared is None:
            from .prepare import prepare_export

            prepared = prepare_export(game, path)
        cards = prepared.cards
        encoded = prepared.encode()
        abilities = sum(len(e.abilities) for e in encoded)
        rulings = sum(len(e.rulings) for e in encoded)
        with self._lock, transaction(self.db.conn):
            ensure_games(self.db)
            added, updated, unchanged = write_imported(self.db, game, encoded, self._snapshot)
            if added or updated:
                self._bump_data_version()
        return ImportReport(game, len(cards), added, updated, unchanged, abilities, rulings)

    def _snapshot(self, card_id: int) -> tuple[Any, ...]:
        card = self.db.execute("SELECT * FROM cards WHERE id = ?", (card_id,)).fetchall()
        abil = self.db.execute(
            "SELECT ordinal, definition FROM abilities WHERE card_id = ? ORDER BY ordinal, source",
            (card_id,),
        ).fetchall()
        prints = self.db.execute(
            "SELECT set_code, number, rarity, reference, printed_text, fields FROM printings"
            " WHERE card_id = ? ORDER BY id",
            (card_id,),
        ).fetchall()
        rules = self.db.execute(
            "SELECT question, answer, date FROM rulings WHERE card_id = ? ORDER BY id", (card_id,)
        ).fetchall()
        return (tuple(card), tuple(abil), tuple(prints), tuple(rules))

    def resolve_card(self, name: str, game: str | None = None) -> Resolution:
        return self.names.resolve(name, game)

    def autocomplete(
        self, query: str, game: str | None = None, limit: int = 25
    ) -> list[Suggestion]:
        return self.names.autocomplete(query, game, limit)

    def exact_card_id(self, game: str, full_name: str) -> int | None:
        """The card whose full name is exactly this (case and punctuation aside), if any."""
        if not isinstance(full_name, str) or game not in GAMES:
            return None
        with self._lock:
            return find_card_id(self.db, game, full_name)

    def catalog(self) -> DatabaseCatalog:
        return DatabaseCatalog(self, self._index_key())

    def _card_row(self, card_id: int) -> dict[str, Any]:
        rows = self._query("SELECT * FROM cards WHERE id = ?", (card_id,))
        if not rows:
            raise KeyError(card_id)
        return rows[0]

    def _abilities(self, card_id: int) -> list[dict[str, Any]]:
        return self._query(
            "SELECT * FROM abilities WHERE card_id = ? ORDER BY source, ordinal", (card_id,)
        )

    def definition(self, card_id: int) -> CardDefinition:
        """The engine's definition of one card (hand-written overrides parsed)."""
        return definition_from_row(self._card_row(card_id), self._abilities(card_id))

    def card_details(self, game: str, full_name: str) -> dict[str, Any]:
        """Everything /card shows; raises CardNotFound when the name does not resolve."""
        card_id = find_card_id(self.db, game, full_name) if isinstance(full_name, str) else None
        if card_id is None:
            res = self.resolve_card(full_name, game)
            if res.card is None:
                raise CardNotFound(
                    game, str(full_name)[:100], [c.full_name for c in res.candidates]
                )
            card_id = res.card.id
        row = self._card_row(card_id)
        abilities = self._abilities(card_id)
        hand = [a for a in abilities if a["source"] == "hand-written"]
        shown = hand or abilities
        printings = self._query(
            "SELECT set_code, number, rarity, reference FROM printings WHERE card_id = ? ORDER BY id",
            (card_id,),
        )
        fields = {
            k: v
            for k, v in json.loads(row["fields"]).items()
            if k not in {"front_text", "back_text", "epic_action", "main_effect", "echo_effect"}
        }
        return {
            "game": row["game"],
            "game_name": GAMES.get(row["game"], row["game"]),
            "name": row["name"],
            "subtitle": row["subtitle"],
            "full_name": row["full_name"],
            "type": row["type"],
            "cost": row["cost"],
            "stats": json.loads(row["stats"]),
            "traits": json.loads(row["traits"]),
            "fields": fields,
            "shown_fields": shown_fields(fields, has_printings=bool(printings)),
            "type_note": type_note(row["type"], fields),
            "text": row["text"],
            "printed_text": row["printed_text"],
            "source": "hand-written" if row["definition"] else "parsed",
            "abilities": [
                {
                    "id": a["ability_id"],
                    "kind": a["kind"],
                    "timing": a["timing"],
                    "text": a["text"],
                    "modelled": a["modelled"],
                    "source": a["source"],
                    "restrictions": json.loads(a["restrictions"]),
                }
                for a in shown
            ],
            "rulings": self._query(
                "SELECT question, answer, date, source FROM rulings WHERE card_id = ? ORDER BY date, id",
                (card_id,),
            ),
            "printings": printings,
        }

    def search_cards(self, text: str, game: str | None = None, limit: int = 10) -> list[CardRecord]:
        """Full-text search over names and text (own words and printed)."""
        query = fts_query(text)
        if query is None or (game is not None and game not in GAMES):
            return []
        sql = (
            "SELECT c.id, c.game, c.name, c.subtitle, c.full_name, c.type, bm25(cards_fts, 10.0, 1.0, 1.0)"
            " FROM cards_fts JOIN cards c ON c.id = cards_fts.rowid WHERE cards_fts MATCH ?"
        )
        params: list[Any] = [query]
        if game:
            sql += " AND c.game = ?"
            params.append(game)
        sql += " ORDER BY 7 LIMIT ?"
        params.append(max(1, min(int(limit), 50)))
        with self._lock:
            rows = self.db.execute(sql, tuple(params)).fetchall()
        return [CardRecord(r[0], r[1], r[2], r[3], r[4], r[5], round(-r[6], 3)) for r in rows]

    # ---- rules ----------------------------------------------------------

    def import_rules_text(self, game: str, path: str | Path) -> rules_api.RulesImportReport:
        with self._lock:
            return rules_api.import_rules_text(self.db, game, Path(path))

    def rule(self, game: str, rule_id: str, version: str | None = None) -> dict[str, Any] | None:
        with self._lock:
            return rules_api.rule(self.db, game, rule_id, version)

    def search_rules(
        self, text: str, game: str | None = None, limit: int = 10
    ) -> list[dict[str, Any]]:
        with self._lock:
            return rules_api.search_rules(self.db, text, game, limit)

    def autocomplete_rules(
        self, query: str, game: str | None = None, limit: int = 25
    ) -> list[Suggestion]:
        with self._lock:
            return rules_api.autocomplete_rules(self.db, query, game, limit)

    # ---- settings -------------------------------------------------------

    def get_guild_game(self, guild_id: int) -> str | None:
        rows = self._query("SELECT game FROM guild_settings WHERE guild_id = ?", (int(guild_id),))
        return rows[0]["game"] if rows else None

    def set_guild_game(self, guild_id: int, game: str) -> None:
        """Store a server's game; ReadOnlyDatabase or DatabaseBusy say why it could not be."""
        if game not in GAMES:
            raise ValueError(f"unknown game {game!r}; games: {', '.join(GAMES)}")
        if self.read_only:
            raise ReadOnlyDatabase(f"the database {str(self.path)!r} is read-only")
        try:
            with self._lock, transaction(self.db.conn):
                self.db.execute(
                    "INSERT INTO guild_settings (guild_id, game) VALUES (?, ?)"
                    " ON CONFLICT (guild_id) DO UPDATE SET game = excluded.game",
                    (int(guild_id), game),
                )
        except sqlite3.OperationalError as e:
            if is_locked(e):
                raise DatabaseBusy("the database is busy with an import") from None
            if "readonly" in str(e).replace(" ", "").lower():
                raise ReadOnlyDatabase(str(e)) from None
            raise


def open_database(
    path: str | Path | None = None,
    *,
    games_dir: Path | None = None,
    busy_timeout: float = 30.0,
    read_only: bool | None = None,
) -> CardDatabase:
    """Open (creating or migrating) the database and load changed shipped data.

    Raises DatabaseOpenError or SchemaError with a message naming the path and the
    setting when the file cannot be used; a file we cannot write opens read-only (as
    does any file with ``read_only=True``).
    """
    target = Path(path).expanduser() if path not in (None, "") else default_db_path()
    return CardDatabase(
        target, games_dir or GAMES_DIR, busy_timeout=busy_timeout, read_only=read_only
    )


__all__ = [
    "CardDatabase",
    "DatabaseBusy",
    "DatabaseOpenError",
    "ImportReport",
    "ReadOnlyDatabase",
    "open_database",
    "normalise_name",
]
