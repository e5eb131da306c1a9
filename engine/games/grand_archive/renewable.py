"""Renewable: a regalia that would be banished from the field goes into its owner's material
deck instead (Keywords and Abilities - Renewable 1). A destroyed or sacrificed regalia is
banished rather than put into the graveyard (Card Types - Supertypes 2.c), so Renewable
replaces that too. Loaded cards are in an object-specific zone, where it does not work
(Renewable 2)."""

from __future__ import annotations

from typing import Any

from engine.core.game import Game, Procedure
from engine.core.state import CardObject
from engine.games.grand_archive import characteristics as ch

R_RENEWABLE = "Keywords and Abilities - Renewable 1"


class RenewableMixin:
    """Sends a Renewable regalia leaving the field for banishment to the material deck."""

    def leave_field(
        self, game: Game, obj: CardObject, zone: str, rule: str, words: str, *, dies: bool = False
    ) -> Procedure:
        rs: Any = self
        kind = ch.card_type(obj)
        banished = zone == "banishment" or (zone == "graveyard" and kind == "regalia")
        ability = None
        if banished and kind == "regalia" and rs.in_play(obj):
            ability = rs.keyword_ability(game, obj, "renewable")
        if ability is None:
            return (yield super().leave_field(game, obj, zone, rule, words, dies=dies))  # type: ignore[misc]
        yield super().leave_field(game, obj, "material_deck", rule, words)  # type: ignore[misc]
        why = (
            "would be banished from the field"
            if zone == "banishment"
            else "is a regalia, so it would be banished rather than put into the graveyard"
        )
        game.log(
            f"Renewable: {obj.label} {why}; it is put into {obj.owner}'s material deck instead",
            [R_RENEWABLE, "Card Types - Supertypes 2.c"] if zone == "graveyard" else [R_RENEWABLE],
            kind="effect",
            card=obj.label,
            ability=ability.id,
        )
        return None
