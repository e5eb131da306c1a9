"""Readers for official rules documents converted to text, one per game.

Each returns :class:`RuleText` items keyed the way the game cites its rules. The text is
stored in the database at run time only; it is never committed to the project.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass


@dataclass
class RuleText:
    """One rule's official wording under its id."""

    id: str
    title: str
    text: str


@dataclass(frozen=True)
class ParsedDocument:
    version: str
    rules: list[RuleText]


def detect_version(text: str) -> str:
    """The version in the document's first lines ("v8.0", "Rules v1.1.3", "3.0")."""
    pattern = re.compile(r"\b(?:v|version)\s?(\d+(?:\.\d+)+)", re.I)
    lines = text.splitlines()[:12]
    for line in lines:
        m = pattern.search(line)
        if m:
            return m.group(1)
    m = re.search(r"\b(\d+\.\d+)\b", "\n".join(lines))
    return m.group(1) if m else ""


def _readers() -> dict[str, Callable[[str], list[RuleText]]]:
    from . import altered, grand_archive, swu

    return {"swu": swu.parse, "altered": altered.parse, "grand_archive": grand_archive.parse}


def parse_document(game: str, text: str) -> ParsedDocument:
    readers = _readers()
    if game not in readers:
        raise ValueError(
            f"no rules-text reader for {game!r}; readers exist for {', '.join(readers)}"
        )
    return ParsedDocument(detect_version(text), readers[game](text))


def supported_games() -> list[str]:
    return list(_readers())
