"""Printed-text parsers, one per game: classify each ability's timing and compile templates."""

from __future__ import annotations

from collections.abc import Callable

from engine.core.cards import AbilityDefinition

from ..records import ImportedCard
from . import altered, epic_battles, grand_archive, redemption, swu

PARSERS: dict[str, Callable[[ImportedCard], list[AbilityDefinition]]] = {
    "swu": swu.parse,
    "altered": altered.parse,
    "grand_archive": grand_archive.parse,
    "redemption": redemption.parse,
    "epic_battles": epic_battles.parse,
}


def parse_card(card: ImportedCard) -> list[AbilityDefinition]:
    """The abilities the parser reads from a card's printed text (empty for unknown games)."""
    parser = PARSERS.get(card.game)
    return parser(card) if parser else []
