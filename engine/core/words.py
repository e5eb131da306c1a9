"""Small wording helpers every game's trace uses."""

from __future__ import annotations


def plural(n: int, word: str) -> str:
    """``1 card``, ``3 cards``: a count with its noun (regular plurals only)."""
    return f"{n} {word}" if n == 1 else f"{n} {word}s"
