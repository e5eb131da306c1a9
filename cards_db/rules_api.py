"""Rules in the database: the registry's summaries, official wording imported at run time,
lookup by id (with old-version aliases), full-text search and autocomplete."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import sqlite_utils

from engine.core.rules import version_text
from engine.games import GAMES

from .records import Suggestion
from .rules_text import parse_document
from .sql import insert_many, transaction


@dataclass(frozen=True)
class RulesImportReport:
    game: str
    version: str
    rules: int

    def __str__(self) -> str:
        return f"{GAMES.get(self.game, self.game)} rules {version_text(self.version)}: {self.rules} rules stored"


class RulesImportError(ValueError):
    """A rules document that could not be read; the message says why."""


def _rows(db: sqlite_utils.Database, sql: str, params: tuple[Any, ...]) -> list[dict[str, Any]]:
    cur = db.execute(sql, params)
    cols = [c[0] for c in cur.description]
    return [dict(zip(cols, r, strict=True)) for r in cur.fetchall()]


def import_rules_text(
    db: sqlite_utils.Database, game: str, path: Path, version: str | None = None
) -> RulesImportReport:
    """Store each rule's official wording under (game, id, version), replacing that version."""
    if not path.is_file():
        raise RulesImportError(f"{path}: no such file")
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError as exc:
        raise RulesImportError(f"{path.name}: not UTF-8 text ({exc})") from None
    try:
        doc = parse_document(game, text)
    except ValueError as exc:
        raise RulesImportError(str(exc)) from None
    version = version or doc.version
    if not version:
        raise RulesImportError(f"{path.name}: no version found in the first lines; pass --version")
    if not doc.rules:
        raise RulesImportError(f"{path.name}: no rules found; is this the {GAMES[game]} document?")
    seen: set[str] = set()
    for r in doc.rules:
        if r.id in seen:
            raise RulesImportError(
                f"{path.name}: rule {r.id} appears twice; fix the document and import again"
                " (nothing was changed)"
            )
        seen.add(r.id)
    title = text.splitlines()[0].strip()[:200]
    with transaction(db.conn):
        db.execute("DELETE FROM rule_texts WHERE game = ? AND version = ?", (game, version))
        insert_many(
            db,
            "rule_texts",
            [
                {
                    "game": game,
                    "rule_id": r.id,
                    "version": version,
                    "ordinal": i,
                    "title": r.title,
                    "text": r.text,
                    "document": title,
                }
                for i, r in enumerate(doc.rules)
            ],
        )
    return RulesImportReport(game, version, len(doc.rules))


def _current_version(db: sqlite_utils.Database, game: str) -> str | None:
    rows = _rows(
        db,
        "SELECT version FROM rule_documents WHERE game = ? ORDER BY current DESC, rowid DESC LIMIT 1",
        (game,),
    )
    return rows[0]["version"] if rows else None


def _official(
    db: sqlite_utils.Database, game: str, rule_id: str, version: str | None
) -> dict | None:
    rows = _rows(
        db,
        "SELECT rule_id, version, title, text, document FROM rule_texts WHERE game = ? AND rule_id = ?"
        " ORDER BY (version = ?) DESC, version DESC LIMIT 1",
        (game, rule_id, version or ""),
    )
    return rows[0] if rows else None


def _rule_dict(db: sqlite_utils.Database, row: dict[str, Any]) -> dict[str, Any]:
    official = _official(db, row["game"], row["id"], row["version"])
    return {
        "game": row["game"],
        "id": row["id"],
        "title": row["title"],
        "summary": row["summary"],
        "document": row["document"],
        "version": row["version"],
        "address": row.get("address", ""),
        "official_text": official["text"] if official else None,
        "official_version": official["version"] if official else None,
    }


def _text_dict(game: str, row: dict[str, Any]) -> dict[str, Any]:
    return {
        "game": game,
        "id": row["rule_id"],
        "title": row["title"],
        "summary": "",
        "document": row["document"],
        "version": row["version"],
        "address": "",
        "official_text": row["text"],
        "official_version": row["version"],
    }


def _clean_id(rule_id: str) -> str:
    return " ".join(str(rule_id).split()).strip().rstrip(".")[:200]


def rule(
    db: sqlite_utils.Database, game: str, rule_id: str, version: str | None = None
) -> dict[str, Any] | None:
    """A rule with its summary, official text and sub-rules; old-version ids resolve as aliases."""
    if game not in GAMES or not isinstance(rule_id, str):
        return None
    rid = _clean_id(rule_id)
    if not rid:
        return None
    current = _current_version(db, game)
    target = None
    if version is not None and version != current:
        alias = _rows(
            db,
            "SELECT rule_id FROM rule_aliases WHERE game = ? AND version = ? AND old_id = ?",
            (game, version, rid),
        )
        target = alias[0]["rule_id"] if alias else None
        if target is None:
            text = _rows(
                db,
                "SELECT * FROM rule_texts WHERE game = ? AND rule_id = ? AND version = ?",
                (game, rid, version),
            )
            return {**_text_dict(game, text[0]), "children": []} if text else None
    rows = _rows(db, "SELECT * FROM rules WHERE game = ? AND id = ?", (game, target or rid))
    if not rows and target is None:
        alias = _rows(
            db, "SELECT rule_id FROM rule_aliases WHERE game = ? AND old_id = ?", (game, rid)
        )
        if alias:
            rows = _rows(
                db, "SELECT * FROM rules WHERE game = ? AND id = ?", (game, alias[0]["rule_id"])
            )
    if rows:
        out = _rule_dict(db, rows[0])
        like = _like_prefix(out["id"])
        kids = _rows(
            db,
            "SELECT * FROM rules WHERE game = ? AND (id LIKE ? ESCAPE '\\' OR id LIKE ? ESCAPE '\\')"
            " ORDER BY ordinal",
            (game, like + ".%", like + " %"),
        )
        out["children"] = [_rule_dict(db, k) for k in kids] or _text_children(db, game, out["id"])
        return out
    text = _official(db, game, rid, current)
    if text is None:
        return None
    return {**_text_dict(game, text), "children": _text_children(db, game, rid)}


def _like_prefix(value: str) -> str:
    return value.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")


def _text_children(db: sqlite_utils.Database, game: str, rid: str) -> list[dict[str, Any]]:
    like = _like_prefix(rid)
    rows = _rows(
        db,
        "SELECT * FROM rule_texts WHERE game = ? AND (rule_id LIKE ? ESCAPE '\\' OR rule_id LIKE ?"
        " ESCAPE '\\') ORDER BY version DESC, ordinal LIMIT 200",
        (game, like + ".%", like + " %"),
    )
    seen: dict[str, dict[str, Any]] = {}
    for r in rows:
        rest = r["rule_id"][len(rid) + 1 :]
        if "." not in rest and r["rule_id"] not in seen:
            seen[r["rule_id"]] = _text_dict(game, r)
    return sorted(seen.values(), key=lambda d: _sort_key(d["id"]))[:60]


def _sort_key(rule_id: str) -> list[Any]:
    return [(0, int(p), "") if p.isdigit() else (1, 0, p) for p in re.split(r"[. ]", rule_id)]


def _fts(text: str) -> str | None:
    words = re.findall(r"\w+", text or "")[:12]
    return " ".join(f'"{w}"*' for w in words) if words else None


def search_rules(
    db: sqlite_utils.Database, text: str, game: str | None = None, limit: int = 10
) -> list[dict[str, Any]]:
    """Rules whose id, title, summary or official wording match every word of ``text``."""
    query = _fts(text)
    if query is None or (game is not None and game not in GAMES):
        return []
    limit = max(1, min(int(limit), 50))
    game_sql = " AND r.game = ?" if game else ""
    params: tuple[Any, ...] = (query, game, limit) if game else (query, limit)
    found: dict[tuple[str, str], dict[str, Any]] = {}
    for row in _rows(
        db,
        "SELECT r.* FROM rules_fts JOIN rules r ON r.rid = rules_fts.rowid WHERE rules_fts MATCH ?"
        f"{game_sql} ORDER BY bm25(rules_fts, 5.0, 3.0, 1.0) LIMIT ?",
        params,
    ):
        found[(row["game"], row["id"])] = {**_rule_dict(db, row), "children": []}
    if len(found) < limit:
        for row in _rows(
            db,
            "SELECT r.* FROM rule_texts_fts JOIN rule_texts r ON r.rid = rule_texts_fts.rowid"
            f" WHERE rule_texts_fts MATCH ?{game_sql} ORDER BY bm25(rule_texts_fts, 5.0, 3.0, 1.0)"
            " LIMIT ?",
            params,
        ):
            key = (row["game"], row["rule_id"])
            if key not in found and len(found) < limit:
                registered = rule(db, row["game"], row["rule_id"])
                found[key] = {**(registered or _text_dict(row["game"], row)), "children": []}
    return list(found.values())[:limit]


def _clip(text: str, limit: int = 100) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def autocomplete_rules(
    db: sqlite_utils.Database, query: str, game: str | None = None, limit: int = 25
) -> list[Suggestion]:
    """Rules whose id starts with, or whose title contains, the typed text."""
    limit = max(0, min(int(limit), 25))
    if not limit or (game is not None and game not in GAMES):
        return []
    q = " ".join(str(query or "").split())[:100]
    like_id = _like_prefix(q) + "%"
    like_title = "%" + _like_prefix(q) + "%"
    game_sql = " AND game = ?" if game else ""
    params: tuple[Any, ...] = (like_id, like_title) + ((game,) if game else ())
    rows = _rows(
        db,
        "SELECT game, id, title, 0 AS src, ordinal FROM rules WHERE (id LIKE ? ESCAPE '\\'"
        f" OR title LIKE ? ESCAPE '\\'){game_sql}",
        params,
    )
    if len(rows) < limit:
        rows += _rows(
            db,
            "SELECT game, rule_id AS id, title, 1 AS src, ordinal FROM rule_texts"
            f" WHERE (rule_id LIKE ? ESCAPE '\\' OR title LIKE ? ESCAPE '\\'){game_sql} LIMIT 200",
            params,
        )
    ql = q.lower()
    rows.sort(
        key=lambda r: (not r["id"].lower().startswith(ql), r["src"], len(r["id"]), r["ordinal"])
    )
    out: list[Suggestion] = []
    seen: set[tuple[str, str]] = set()
    for r in rows:
        if (r["game"], r["id"]) in seen:
            continue
        seen.add((r["game"], r["id"]))
        where = "" if game else f" · {GAMES.get(r['game'], r['game'])}"
        label = r["id"] if r["title"] == r["id"] else f"{r['id']} — {r['title']}"
        out.append(Suggestion(_clip(label + where), _clip(r["id"]), r["game"]))
        if len(out) >= limit:
            break
    return out
