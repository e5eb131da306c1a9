"""SQLite card and rules database: name resolution, importers, the printed-text parser.

Public API (see docs/design.md): :func:`open_database` returns a :class:`CardDatabase`.
"""

from __future__ import annotations

from .database import CardDatabase, ImportReport, open_database
from .opening import DatabaseBusy, DatabaseOpenError, ReadOnlyDatabase
from .records import CardRecord, Resolution, Suggestion
from .rules_api import RulesImportError
from .schema import SCHEMA_VERSION, SchemaError

__all__ = [
    "SCHEMA_VERSION",
    "CardDatabase",
    "CardRecord",
    "DatabaseBusy",
    "DatabaseOpenError",
    "ReadOnlyDatabase",
    "ImportFailure",
    "ImportReport",
    "Resolution",
    "RulesImportError",
    "SchemaError",
    "Suggestion",
    "open_database",
]


def __getattr__(name: str) -> object:
    """``ImportFailure`` loads the importers (and every game's parser) only when asked for:
    a bot answering rulings never needs them at start-up."""
    if name == "ImportFailure":
        from .importers import ImportFailure

        return ImportFailure
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
