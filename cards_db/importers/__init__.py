"""Importers for the real card exports, one module per game, each ``read(path)``."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from ..records import ImportedCard
from . import altered, epic_battles, grand_archive, redemption, swu
from .base import ImportFailure

READERS: dict[str, Callable[[Path], list[ImportedCard]]] = {
    "swu": swu.read,
    "altered": altered.read,
    "grand_archive": grand_archive.read,
    "redemption": redemption.read,
    "epic_battles": epic_battles.read,
}

__all__ = ["READERS", "ImportFailure", "read_export"]


def read_export(game: str, path: Path | str) -> list[ImportedCard]:
    """Read and validate a whole export before anything is written."""
    reader = READERS.get(game)
    if reader is None:
        raise ImportFailure(
            str(path), "command", "GAME", f"{game!r} is not one of {', '.join(READERS)}"
        )
    return reader(Path(path))
