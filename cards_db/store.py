"""Writing cards, abilities, printings and rulings; shared by importers and shipped data.

Hand-written definitions and imported data live on the same card row, so reloading one
never drops the other.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from functools import lru_cache
from typing import Any

import sqlite_utils

from engine.core.cards import NOT_MODELLED, AbilityDefinition, CardDefinition, normalise_name

from .records import ImportedCard
from .sql import insert, insert_many, update


def _json(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, sort_keys=True)


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
    if hand_written:
        db.execute(
            "DELETE FROM abilities WHERE card_id = ? AND source = 'hand-written'", (card_id,)
        )
    else:
        db.execute(
            "DELETE FROM abilities WHERE card_id = ? AND source != 'hand-written'", (card_id,)
        )
    rows = []
    for i, a in enumerate(abilities):
        if hand_written:
            source = "hand-written"
        else:
            source = "not modelled" if a.modelled == NOT_MODELLED else "parsed"
        rows.append(
            {
                "card_id": card_id,
                "ordinal": i,
                "ability_id": a.id,
                "kind": a.kind,
                "timing": a.timing,
                "text": a.text,
                "source": source,
                "modelled": a.modelled,
                "restrictions": _json(list(a.extra.get("restrictions", []))),
                "definition": _json(a.to_dict()),
            }
        )
    insert_many(db, "abilities", rows)


_UNKNOWN = -1


def upsert_imported(
    db: sqlite_utils.Database,
    card: ImportedCard,
    abilities: list[AbilityDefinition],
    card_id: int | None = _UNKNOWN,
) -> int:
    """Insert or update one imported card in place; returns its id (``card_id``: the
    caller already looked it up, None for a new card)."""
    values = {
        **_identity(card.game, card.name, card.subtitle),
        "type": card.type,
        "cost": card.cost,
        "stats": _json(card.stats),
        "traits": _json(card.traits),
        "fields": _json(card.fields),
        "printed_text": card.printed_text,
        "imported": 1,
    }
    if card_id == _UNKNOWN:
        card_id = find_card_id(db, card.game, card.full_name)
    if card_id is None:
        card_id = insert(db, "cards", values)
    else:
        update(db, "cards", card_id, values)
    write_abilities(db, card_id, abilities, hand_written=False)
    for p in card.printings:
        db.execute(
            "INSERT INTO printings (card_id, set_code, number, rarity, reference, printed_text, fields)"
            " VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (card_id, set_code, number, reference)"
            " DO UPDATE SET rarity = excluded.rarity, printed_text = excluded.printed_text,"
            " fields = excluded.fields",
            (card_id, p.set_code, p.number, p.rarity, p.reference, p.printed_text, _json(p.fields)),
        )
    for r in card.rulings:
        db.execute(
            "INSERT INTO rulings (card_id, question, answer, date, source) VALUES (?, ?, ?, ?, ?)"
            " ON CONFLICT (card_id, question) DO UPDATE SET answer = excluded.answer,"
            " date = excluded.date, source = excluded.source",
            (card_id, r.question, r.answer, r.date, r.source),
        )
    return card_id


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
