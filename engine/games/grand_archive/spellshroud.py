"""Spellshroud: an object with it cannot be targeted by Spells (Keywords and Abilities -
Spellshroud 1).

Targets are listed by the ruleset's ``candidates``; while a Spell card is being activated
or resolves, objects that have spellshroud now (printed, granted, or from a static) are
taken off that list, and the trace says which and why. When the card data does not say
whether the card is a Spell, the shrouded objects stay listed and the trace says what
the ruling depends on.
"""

from __future__ import annotations

from typing import Any

from engine.core.game import Game
from engine.core.state import CardObject
from engine.games.grand_archive import characteristics as ch
from engine.games.grand_archive.empower import is_spell

R_SPELLSHROUD = "Keywords and Abilities - Spellshroud 1"


class SpellshroudMixin:
    """Placed before the activation mixin: filters the targets a Spell may choose."""

    def candidates(self, game: Game, player: str, spec: Any) -> list[CardObject]:
        rs: Any = self
        out: list[CardObject] = super().candidates(game, player, spec)  # type: ignore[misc]
        source = game.state.objects.get(game.state.info.get("_source", -1))
        if source is None or source.zone[1] in ("field",):
            return out  # an object's own ability is not a Spell card
        shrouded = [(o, rs.keyword_ability(game, o, "spellshroud")) for o in out]
        shrouded = [(o, ab) for o, ab in shrouded if ab is not None]
        if not shrouded:
            return out
        if ch.subtypes(source) is None:
            for o, ab in shrouded:
                game.log(
                    f"{o.label} has spellshroud; whether {source.label} is a Spell is not in the "
                    "card data (state it: flags: {subtypes: [Spell]}), so it is still listed as a "
                    "target",
                    [R_SPELLSHROUD],
                    kind="info",
                    card=o.label,
                    ability=ab.id,
                )
            return out
        if not is_spell(source):
            return out
        for o, ab in shrouded:
            game.log(
                f"{o.label} has spellshroud: {source.label} is a Spell, so it cannot target "
                f"{o.label}",
                [R_SPELLSHROUD],
                kind="effect",
                card=o.label,
                ability=ab.id,
            )
        gone = {o.oid for o, _ in shrouded}
        return [o for o in out if o.oid not in gone]
