"""The engine's view of the database: ``get(game, name) -> CardDefinition``."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from engine.core.cards import AbilityDefinition, CardDefinition, CardNotFound

if TYPE_CHECKING:
    from .database import CardDatabase


def definition_from_row(row: dict[str, Any], abilities: list[dict[str, Any]]) -> CardDefinition:
    """A hand-written definition when there is one; else one built from the imported row."""
    if row["definition"]:
        return CardDefinition.from_dict(row["game"], json.loads(row["definition"]))
    parsed = tuple(
        AbilityDefinition.from_dict(json.loads(a["definition"]))
        for a in abilities
        if a["source"] != "hand-written"
    )
    return CardDefinition(
        game=row["game"],
        name=row["name"],
        subtitle=row["subtitle"],
        type=row["type"],
        cost=row["cost"],
        stats=json.loads(row["stats"]),
        traits=tuple(json.loads(row["traits"])),
        fields=json.loads(row["fields"]),
        text=row["printed_text"] or row["text"] or "",
        abilities=parsed,
        source="parsed",
    )


class DatabaseCatalog:
    """Resolves names with the database's staged resolution; never guesses among near-ties."""

    def __init__(self, db: CardDatabase) -> None:
        self._db = db

    def get(self, game: str, name: str) -> CardDefinition:
        res = self._db.resolve_card(name, game)
        if res.card is None:
            raise CardNotFound(game, name, [c.full_name for c in res.candidates])
        try:
            return self._db.definition(res.card.id)
        except KeyError:  # removed by another process since the index was built
            raise CardNotFound(game, name, []) from None
