"""Reading and compiling card exports, apart from writing them.

Reading an export and compiling its printed text is most of an import's time and needs no
database, so the exports of several games are prepared in parallel processes (one per CPU)
while the database is written by the one process that owns it, one transaction per game.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass
from pathlib import Path

from engine.core.cards import AbilityDefinition

from .importers import ImportFailure, read_export
from .parsers import parse_card
from .records import ImportedCard


@dataclass
class PreparedExport:
    """An export read, validated and compiled: what an import writes in one transaction."""

    game: str
    cards: list[ImportedCard]
    abilities: list[list[AbilityDefinition]]  # each card's, in the order of ``cards``


def prepare_export(game: str, path: Path | str) -> PreparedExport:
    """Read and compile one export; raises :class:`ImportFailure` for a bad file."""
    cards = read_export(game, path)
    return PreparedExport(game, cards, [parse_card(c) for c in cards])


def prepare_exports(
    sources: list[tuple[str, Path | str]], processes: int | None = None
) -> Iterator[tuple[str, PreparedExport | ImportFailure]]:
    """Each export prepared in its own process, yielded as each is ready (in the order given
    when there is one process); a bad file is yielded as its failure so the other games still
    import."""
    workers = min(len(sources), processes or os.cpu_count() or 1)
    if workers <= 1:
        for game, path in sources:
            try:
                yield game, prepare_export(game, path)
            except ImportFailure as exc:
                yield game, exc
        return
    # The largest export starts first, and each game is yielded as soon as it is ready, so
    # the smaller ones are written while the largest is still being compiled.
    biggest_first = sorted(sources, key=lambda source: -_size(Path(source[1])))
    with ProcessPoolExecutor(max_workers=workers) as pool:
        futures = {pool.submit(prepare_export, g, p): g for g, p in biggest_first}
        for future in as_completed(futures):
            try:
                yield futures[future], future.result()
            except ImportFailure as exc:
                yield futures[future], exc


def _size(path: Path) -> int:
    """Bytes of an export (a file, or every file of a folder); 0 when it cannot be read."""
    try:
        if path.is_file():
            return path.stat().st_size
        return sum(f.stat().st_size for f in path.rglob("*") if f.is_file())
    except OSError:
        return 0
