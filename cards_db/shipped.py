"""Loading the data shipped with the rulesets (cards.yaml, rules.yaml) when it changes.

Each game's file is hashed; only a changed or removed file is reloaded, so opening the
database is cheap and imported cards, rule texts and settings are never touched.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

import sqlite_utils

from engine.core.cards import load_card_file
from engine.core.rules import RulesRegistry
from engine.games import GAMES

from .sql import insert, transaction
from .store import replace_shipped_cards

GAMES_DIR = Path(__file__).resolve().parent.parent / "engine" / "games"


def _hash(path: Path | None) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest() if path else ""


def _meta(db: sqlite_utils.Database, key: str) -> str | None:
    row = db.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
    return row[0] if row else None


def _set_meta(db: sqlite_utils.Database, key: str, value: str) -> None:
    db.execute("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)", (key, value))


def ensure_games(db: sqlite_utils.Database) -> None:
    for game_id, name in GAMES.items():
        db.execute(
            "INSERT INTO games (id, name) VALUES (?, ?) ON CONFLICT (id) DO UPDATE SET name = excluded.name",
            (game_id, name),
        )


def sync_shipped(db: sqlite_utils.Database, games_dir: Path = GAMES_DIR) -> list[str]:
    """Reload every changed shipped file in one transaction; returns what was reloaded."""
    reloaded: list[str] = []
    if not _changed(db, games_dir):
        return reloaded  # nothing to do: no write lock taken
    with transaction(db.conn):
        ensure_games(db)
        for game in GAMES:
            for kind, loader in (("cards", _load_cards), ("rules", _load_rules)):
                path = games_dir / game / f"{kind}.yaml"
                found = path if path.is_file() else None
                digest = _hash(found)
                key = f"shipped:{kind}:{game}"
                before = _meta(db, key)
                if before == digest:
                    continue
                loader(db, game, found)
                _set_meta(db, key, digest)
                if found or before:
                    reloaded.append(f"{game}/{kind}.yaml")
    return reloaded


def _changed(db: sqlite_utils.Database, games_dir: Path) -> bool:
    """Whether any shipped file differs from what the database last loaded."""
    known = set(GAMES)
    have = {r[0] for r in db.execute("SELECT id FROM games").fetchall()}
    if have != known:
        return True
    for game in GAMES:
        for kind in ("cards", "rules"):
            path = games_dir / game / f"{kind}.yaml"
            digest = _hash(path if path.is_file() else None)
            if _meta(db, f"shipped:{kind}:{game}") != digest:
                return True
    return False


def _load_cards(db: sqlite_utils.Database, game: str, path: Path | None) -> None:
    cards = load_card_file(path) if path else []
    replace_shipped_cards(db, game, [c for c in cards if c.game == game])


def _load_rules(db: sqlite_utils.Database, game: str, path: Path | None) -> None:
    db.execute("DELETE FROM rules WHERE game = ?", (game,))
    db.execute("DELETE FROM rule_aliases WHERE game = ?", (game,))
    db.execute("DELETE FROM rule_documents WHERE game = ?", (game,))
    if path is None:
        return
    registry = RulesRegistry()
    registry.load_file(path)
    for doc in registry.documents.get(game, []):
        insert(
            db,
            "rule_documents",
            {
                "game": game,
                "key": doc.key,
                "title": doc.title,
                "version": doc.version,
                "date": doc.date,
                "url": doc.url,
                "current": int(doc.current),
            },
            replace=True,
        )
    for ordinal, rule in enumerate(registry.for_game(game)):
        insert(
            db,
            "rules",
            {
                "game": game,
                "id": rule.id,
                "ordinal": ordinal,
                "title": rule.title,
                "summary": rule.summary,
                "document": rule.document.title,
                "version": rule.document.version,
                "date": rule.document.date,
                "address": rule.citation + (f" <{rule.document.url}>" if rule.document.url else ""),
            },
        )
        for version, old_id in rule.aliases:
            insert(
                db,
                "rule_aliases",
                {"game": game, "version": version, "old_id": old_id, "rule_id": rule.id},
                replace=True,
            )
