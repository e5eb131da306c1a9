"""What the Redemption grammar tests share (a uniquely named module): a card printed with a
text of our own, parsed as the importer parses it."""

from __future__ import annotations

from typing import Any

from cards_db.parsers import parse_card
from cards_db.records import ImportedCard


def abilities_of(text: str, card_type: str = "hero") -> list[Any]:
    """The abilities of a card printed with ``text``."""
    return parse_card(ImportedCard("redemption", "Test Card", card_type, printed_text=text))


def effects_of(text: str, card_type: str = "hero") -> list[list[dict]]:
    """The compiled steps of each ability of a card printed with ``text``."""
    return [list(ab.effect) for ab in abilities_of(text, card_type)]
