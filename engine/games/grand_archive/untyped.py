"""Cards the export leaves untyped whose text reads as an effect that resolves.

The parser reads a paragraph with no trigger, no cost and no lasting static wording
(an ability is static only if it has no point at which it ends: Abilities - Static
Abilities 2) as what the card does as it resolves, and marks it ``read_as``. When
such a card is activated the trace says that the card data gives no type, how the text
was read, and what type the scenario states — the ruling rests on that reading.
"""

from __future__ import annotations

from typing import Any

from engine.core.cards import AbilityDefinition
from engine.core.game import Game
from engine.core.state import CardObject
from engine.games.grand_archive.characteristics import UNKNOWN_TYPE

R_NOT_STATIC = "Abilities - Static Abilities 2"
R_ACTION = "Card Types - Action 4"
R_KINDS = "Game Mechanics - Abilities ¶1"


def note_reading(game: Game, obj: CardObject, parts: list[AbilityDefinition]) -> None:
    """Say, once as the card is activated, that its type comes from the text and the scenario."""
    read = [p for p in parts if p.extra.get("read_as") == "resolving"]
    if obj.definition.type != UNKNOWN_TYPE or not read:
        return
    stated = obj.flags.get("type")
    how = (
        f"the scenario states it is {'an' if str(stated)[0] in 'aeiou' else 'a'} {stated}"
        if stated
        else "the scenario does not state its type (state it: flags: {type: action})"
    )
    game.log(
        f"{obj.label}: the card data gives no type; {' and '.join(p.id for p in read)} has no "
        "trigger, no cost and ends or happens once, so it is no static ability but what the card "
        f"does as it resolves (an action or attack card); {how}",
        [R_KINDS, R_NOT_STATIC, R_ACTION],
        kind="info",
        card=obj.label,
    )


class UntypedMixin:
    """Placed before the activation mixin: notes the reading as the card's parts are taken."""

    def main_parts(self, game: Game, player: str, obj: CardObject) -> list[AbilityDefinition]:
        parts: list[AbilityDefinition] = super().main_parts(game, player, obj)  # type: ignore[misc]
        note_reading(game, obj, parts)
        return parts


__all__: list[Any] = ["UntypedMixin", "note_reading"]
