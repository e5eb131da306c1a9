"""Printed Grand Archive text read from the real export at test time (a uniquely named module).

Tests that feed a card's wording to the reader look it up here instead of quoting it, and skip
where ../shared is absent."""

from __future__ import annotations

import csv
import re
from functools import cache

import pytest
from cdb_paths import SHARED

EXPORT = SHARED / "carddata" / "grand_archive" / "gatcg_effects.csv"


@cache
def _texts() -> dict[str, list[str]]:
    """Every card name -> its printed texts (one per side)."""
    texts: dict[str, list[str]] = {}
    with EXPORT.open(encoding="utf-8", newline="") as f:
        for row in csv.DictReader(f):
            if row.get("effect_raw"):
                texts.setdefault(row["name"], []).append(row["effect_raw"])
    return texts


def printed(card: str, opening: str, stop: str = ",") -> str:
    """The words of ``card``'s printed text from ``opening`` (case-insensitive) up to the
    first ``stop`` character or the end of its paragraph, stripped."""
    if not EXPORT.is_file():
        pytest.skip(f"real grand_archive export not found at {EXPORT}")
    tail = "[^" + re.escape(stop) + r"\n]*"
    for text in _texts().get(card, []):
        found = re.search(re.escape(opening) + tail, text, re.IGNORECASE)
        if found:
            return found.group(0).strip()
    raise AssertionError(f"{card}: no printed text starting {opening!r}")


def paragraph(card: str, opening: str) -> str:
    """The whole paragraph of ``card``'s printed text that begins with ``opening``."""
    return printed(card, opening, stop="\n")
