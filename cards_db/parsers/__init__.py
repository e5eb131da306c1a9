"""Printed-text parsers, one per game: classify each ability's timing and compile templates."""

from __future__ import annotations

from collections.abc import Callable

from engine.core.cards import AbilityDefinition
from engine.rulesets import get_spec

from ..records import ImportedCard
from . import altered, epic_battles, grand_archive, redemption_ongoing, swu

PARSERS: dict[str, Callable[[ImportedCard], list[AbilityDefinition]]] = {
    "swu": swu.parse,
    "altered": altered.parse,
    "grand_archive": grand_archive.parse,
    "redemption": redemption_ongoing.parse,  # redemption.parse, then its ongoing sentences
    "epic_battles": epic_battles.parse,
}


def parse_card(card: ImportedCard) -> list[AbilityDefinition]:
    """The abilities compiled from a card's printed text, settled by the game's contract.

    A parser may claim an ability is modelled; only the ruleset's declaration of
    timings and verbs (:meth:`GameSpec.settle`) decides it, so what is stored as
    ``modelled`` is what the engine can run.
    """
    parser = PARSERS.get(card.game)
    if parser is None:
        return []
    abilities = card.compiled if card.compiled is not None else parser(card)
    spec = get_spec(card.game)
    return [spec.settle(a) for a in abilities] if spec is not None else abilities
