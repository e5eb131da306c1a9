"""Printed Epic Battles text read from the real export at test time (a uniquely named module).

Tests that feed a card's wording to the grammar look it up here instead of quoting it, and skip
where ../shared is absent."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from functools import cache

import pytest
from cdb_paths import SHARED

EXPORT = SHARED / "carddata" / "epic_battles"


@cache
def _texts() -> dict[str, list[str]]:
    """Every card name -> its printed texts (a name may be printed in more than one set)."""
    texts: dict[str, list[str]] = {}
    for file in sorted(EXPORT.glob("*.xml")):
        for card in ET.parse(file).getroot().iter("card"):
            for prop in card.iter("property"):
                if prop.get("name") == "Text" and prop.get("value"):
                    texts.setdefault(card.get("name", ""), []).append(prop.get("value", ""))
    return texts


def printed(card: str, opening: str, sentences: int = 1) -> str:
    """``sentences`` sentences of ``card``'s printed text from the one that begins with
    ``opening`` (matched case-insensitively; its first letter is upper-cased)."""
    if not EXPORT.is_dir():
        pytest.skip(f"real epic_battles export not found at {EXPORT}")
    tail = r"[^.]*\.(?:\s+[^.]*\.)" + "{" + str(sentences - 1) + "}"
    for text in _texts().get(card, []):
        found = re.search(re.escape(opening) + tail, text, re.IGNORECASE)
        if found:
            sentence = found.group(0)
            return sentence[0].upper() + sentence[1:]
    raise AssertionError(f"{card}: no printed sentence starting {opening!r}")
