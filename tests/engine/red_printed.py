"""Printed Redemption text read from the real export at test time (a uniquely named module).

Tests that feed a card's wording to the reader, or expect it shown as printed, look it up here
instead of quoting it, and skip where ../shared is absent."""

from __future__ import annotations

import re

import pytest
from real_export import SHARED

CARDDATA = SHARED / "redemption" / "carddata.txt"
_NAME, _ABILITY = 0, 10  # columns of the tab-separated export


def printed_sentence(card: str, opening: str) -> str:
    """The sentence of ``card``'s printed ability (``card`` as the export's Name column
    spells it) that begins with ``opening``, matched case-insensitively."""
    if not CARDDATA.is_file():
        pytest.skip(f"real redemption export not found at {CARDDATA}")
    for row in CARDDATA.read_text(encoding="utf-8", errors="replace").splitlines()[1:]:
        cols = row.split("\t")
        if cols[_NAME] == card:
            found = re.search(re.escape(opening) + r".*?\.(?=\s|$)", cols[_ABILITY], re.I)
            assert found, f"{card}: no sentence starting {opening!r}"
            return found.group(0)
    raise AssertionError(f"{card} not in {CARDDATA}")
