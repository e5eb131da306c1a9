"""The engine's view of the database: ``get(game, name) -> CardDefinition``.

Building a definition costs a name lookup, two queries, JSON decoding and ``from_dict``;
a scenario places the same few cards run after run, so definitions (and "no such card"
answers) are cached per process, keyed by the database file and its data version: an
import changes the version, and the next lookup starts a fresh cache.
"""

from __future__ import annotations

import json
import threading
from collections import OrderedDict
from typing import TYPE_CHECKING, Any, NamedTuple

from engine.core.cards import AbilityDefinition, CardDefinition, CardNotFound

if TYPE_CHECKING:
    from .database import CardDatabase

# Definitions kept per database file, the least recently used dropped first. One costs
# about 3 KB (median of 600 real cards, tracemalloc; 8 KB the largest) and a miss about
# 0.2 ms: 1,024 of them hold the cards of hundreds of recent scenarios in ~3 MB, where
# 4,096 let a long-running bot grow by ~13 MB (docs/benchmarks.md, "Memory").
CACHE_SIZE = 1024


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


class Miss(NamedTuple):
    """A name that did not resolve: the resolver's own words and the names to pick from."""

    candidates: tuple[str, ...]
    message: str


_Entry = CardDefinition | Miss


class DefinitionCache:
    """Definitions by (game, name as typed) for one database file at one data version."""

    def __init__(self, version: str | None) -> None:
        self.version = version
        self._items: OrderedDict[tuple[str, str], _Entry] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key: tuple[str, str]) -> _Entry | None:
        with self._lock:
            entry = self._items.get(key)
            if entry is not None:
                self._items.move_to_end(key)
            return entry

    def put(self, key: tuple[str, str], entry: _Entry) -> None:
        with self._lock:
            self._items[key] = entry
            while len(self._items) > CACHE_SIZE:
                self._items.popitem(last=False)


_caches: dict[str, DefinitionCache] = {}
_caches_lock = threading.Lock()


def cache_for(file_key: str, version: str | None) -> DefinitionCache:
    """The process's cache for one file; replaced (emptied) when the data version moves."""
    with _caches_lock:
        cache = _caches.get(file_key)
        if cache is None or cache.version != version:
            cache = _caches[file_key] = DefinitionCache(version)
        return cache


class DatabaseCatalog:
    """Resolves names with the database's staged resolution; never guesses among near-ties."""

    def __init__(self, db: CardDatabase, file_key: str | None = None) -> None:
        self._db = db
        self._file_key = file_key or f"db:{id(db)}"

    def get(self, game: str, name: str) -> CardDefinition:
        cache = cache_for(self._file_key, self._db.data_version())
        key = (game, name if isinstance(name, str) else repr(name))
        entry = cache.get(key)
        if entry is None:
            entry = self._load(game, name)
            cache.put(key, entry)
        if isinstance(entry, Miss):
            raise CardNotFound(game, name, list(entry.candidates), entry.message)
        return entry

    def _load(self, game: str, name: str) -> _Entry:
        """A full name typed exactly is one row: read it by its key, without the name index
        (so a fresh process answers before the index is built); anything else resolves."""
        card_id = self._db.exact_card_id(game, name)
        if card_id is None:
            res = self._db.resolve_card(name, game)
            if res.card is None:
                return Miss(tuple(c.full_name for c in res.candidates), res.message)
            card_id = res.card.id
        try:
            return self._db.definition(card_id)
        except KeyError:  # removed by another process since the index was built
            return Miss((), "")
