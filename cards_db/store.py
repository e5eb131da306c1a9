"""Writing cards, abilities, printings and rulings; shared by importers and shipped data.

Hand-written definitions and imported data live on the same card row, so reloading one
never drops the other.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

import sqlite_utils

from engine.core.cards import NOT_MODELLED, AbilityDefinition, CardDefinition, normalise_name

from .records import ImportedCard
from .sql import insert, update


def encode_json(value: Any) -> str:
    """A column's JSON, as every writer of this database encodes it."""
    return json.dumps(value, ensure_ascii=False, sort_keys=True)


_json = encode_json


_norm = lru_cache(maxsize=1 << 16)(normalise_name)  # each import asks for a name 4 times


def find_card_id(db: sqlite_utils.Database, game: str, full_name: str) -> int | None:
    row = db.execute(
        "SELECT id FROM cards WHERE game = ? AND norm_full = ?", (game, _norm(full_name))
    ).fetchone()
    return row[0] if row else None


def _identity(game: str, name: str, subtitle: str | None) -> dict[str, Any]:
    full = f"{name}, {subtitle}" if subtitle else name
    return {
        "game": game,
        "name": name,
        "subtitle": subtitle,
        "full_name": full,
        "norm_name": _norm(name),
        "norm_full": _norm(full),
    }


def write_abilities(
    db: sqlite_utils.Database,
    card_id: int,
    abilities: Iterable[AbilityDefinition],
    hand_written: bool,
) -> None:
    """Replace the card's abilities of one origin (hand-written or parsed)."""
    _delete_abilities(db.conn, card_id, hand_written)
    rows = [(card_id, *row) for row in ability_rows(abilities, hand_written)]
    if rows:
        db.conn.executemany(_INSERT_ABILITY, rows)


def _delete_abilities(conn: sqlite3.Connection, card_id: int, hand_written: bool) -> None:
    if hand_written:
        conn.execute(
            "DELETE FROM abilities WHERE card_id = ? AND source = 'hand-written'", (card_id,)
        )
    else:
        conn.execute(
            "DELETE FROM abilities WHERE card_id = ? AND source != 'hand-written'", (card_id,)
        )


def ability_rows(abilities: Iterable[AbilityDefinition], hand_written: bool) -> list[tuple]:
    """Each ability's row of the abilities table (without its card id), JSON encoded."""
    rows = []
    for i, a in enumerate(abilities):
        if hand_written:
            source = "hand-written"
        else:
            source = "not modelled" if a.modelled == NOT_MODELLED else "parsed"
        rows.append(
            (
                i,
                a.id,
                a.kind,
                a.timing,
                a.text,
                source,
                a.modelled,
                _json(list(a.extra.get("restrictions", []))),
                _json(a.to_dict()),
            )
        )
    return rows


_INSERT_ABILITY = (
    "INSERT INTO abilities (card_id, ordinal, ability_id, kind, timing, text, source, modelled,"
    " restrictions, definition) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
)
_UPSERT_PRINTING = (
    "INSERT INTO printings (card_id, set_code, number, rarity, reference, printed_text, fields)"
    " VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (card_id, set_code, number, reference)"
    " DO UPDATE SET rarity = excluded.rarity, printed_text = excluded.printed_text,"
    " fields = excluded.fields"
)
_UPSERT_RULING = (
    "INSERT INTO rulings (card_id, question, answer, date, source) VALUES (?, ?, ?, ?, ?)"
    " ON CONFLICT (card_id, question) DO UPDATE SET answer = excluded.answer,"
    " date = excluded.date, source = excluded.source"
)


@dataclass
class EncodedCard:
    """One imported card's rows, encoded where it was compiled (JSON and all), so the one
    process that writes the database only writes: columns of its ``cards`` row, then its
    abilities, printings and rulings without the card id."""

    values: dict[str, Any]
    abilities: list[tuple]
    printings: list[tuple]
    rulings: list[tuple]


def encode_card(card: ImportedCard, abilities: list[AbilityDefinition]) -> EncodedCard:
    return EncodedCard(
        {
            **_identity(card.game, card.name, card.subtitle),
            "type": card.type,
            "cost": card.cost,
            "stats": _json(card.stats),
            "traits": _json(card.traits),
            "fields": _json(card.fields),
            "printed_text": card.printed_text,
            "imported": 1,
        },
        ability_rows(abilities, hand_written=False),
        [
            (p.set_code, p.number, p.rarity, p.reference, p.printed_text, _json(p.fields))
            for p in card.printings
        ],
        [(r.question, r.answer, r.date, r.source) for r in card.rulings],
    )


def _upsert_encoded(db: sqlite_utils.Database, enc: EncodedCard, card_id: int | None) -> int:
    if card_id is None:
        card_id = insert(db, "cards", enc.values)
    else:
        update(db, "cards", card_id, enc.values)
    write_rows(db.conn, [(card_id, enc)], fresh=False)
    return card_id


def write_rows(
    conn: sqlite3.Connection, cards: list[tuple[int, EncodedCard]], *, fresh: bool
) -> None:
    """The abilities, printings and rulings of these cards (``fresh``: rows just inserted,
    with no old parsed abilities to replace)."""
    if not fresh:
        for card_id, _ in cards:
            _delete_abilities(conn, card_id, hand_written=False)
    conn.executemany(_INSERT_ABILITY, [(i, *row) for i, e in cards for row in e.abilities])
    conn.executemany(_UPSERT_PRINTING, [(i, *row) for i, e in cards for row in e.printings])
    conn.executemany(_UPSERT_RULING, [(i, *row) for i, e in cards for row in e.rulings])


def write_imported(
    db: sqlite_utils.Database,
    game: str,
    cards: list[EncodedCard],
    snapshot: Callable[[int], Any],
) -> tuple[int, int, int]:
    """Write one game's imported cards (inside the caller's transaction); returns how many
    were added, updated and unchanged (``snapshot`` of a card before and after).

    A card new to the database is inserted and its rows are written with the other new
    cards' in one statement per table; a card that is there already (a shipped card, a
    second import) is updated in place, one at a time, after the rows before it: the
    database ends exactly as writing the cards one by one leaves it."""
    conn = db.conn
    known = dict(conn.execute("SELECT norm_full, id FROM cards WHERE game = ?", (game,)))
    fresh: list[tuple[int, EncodedCard]] = []
    added = updated = unchanged = 0
    columns = list(cards[0].values) if cards else []
    insert_card = (
        f"INSERT INTO cards ({', '.join(columns)}) VALUES ({', '.join('?' for _ in columns)})"
    )
    for enc in cards:
        card_id = known.get(enc.values["norm_full"])
        if card_id is None:
            cur = conn.execute(insert_card, [enc.values[c] for c in columns])
            known[enc.values["norm_full"]] = int(cur.lastrowid or 0)
            fresh.append((known[enc.values["norm_full"]], enc))
            added += 1
            continue
        write_rows(conn, fresh, fresh=True)
        fresh = []
        before = snapshot(card_id)
        _upsert_encoded(db, enc, card_id)
        if before == snapshot(card_id):
            unchanged += 1
        else:
            updated += 1
    write_rows(conn, fresh, fresh=True)
    return added, updated, unchanged


def replace_shipped_cards(
    db: sqlite_utils.Database, game: str, cards: list[CardDefinition]
) -> None:
    """Make the hand-written definitions of one game exactly ``cards``; imports stay."""
    db.execute(
        "DELETE FROM abilities WHERE source = 'hand-written' AND card_id IN"
        " (SELECT id FROM cards WHERE game = ?)",
        (game,),
    )
    db.execute("UPDATE cards SET shipped = 0, definition = NULL WHERE game = ?", (game,))
    for card in cards:
        card_id = find_card_id(db, game, card.full_name)
        values: dict[str, Any] = {
            "shipped": 1,
            "definition": _json(card.to_dict()),
            "text": card.text,
        }
        imported = (
            card_id is not None
            and db.execute("SELECT imported FROM cards WHERE id = ?", (card_id,)).fetchone()[0]
        )
        if not imported:
            values.update(
                _identity(game, card.name, card.subtitle),
                type=card.type,
                cost=card.cost,
                stats=_json(card.stats),
                traits=_json(list(card.traits)),
                fields=_json(card.fields),
            )
        if card_id is None:
            card_id = insert(db, "cards", values)
        else:
            update(db, "cards", card_id, values)
        write_abilities(db, card_id, card.abilities, hand_written=True)
    db.execute("DELETE FROM cards WHERE game = ? AND shipped = 0 AND imported = 0", (game,))
