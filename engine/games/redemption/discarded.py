"""A character's "if this card is discarded, X": X activates as the card is discarded from play.

The parser times such sentences ``discarded`` (``cards_db.parsers.redemption_moments``). A
character is discarded from play when it is defeated in battle (``battle.resolve_battle``)
or when an ability's effect moves it from play to a discard pile (seen in the activation's
recorded changes, ``ruleset.complete``). X is used by the player who controlled the card.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.game import Game, Procedure
from engine.core.state import CardObject
from engine.games.redemption.model import IN_PLAY_ZONES, Activation

if TYPE_CHECKING:
    from engine.games.redemption.ruleset import RedemptionRuleset

RULE = "Discard"


def after_discards(
    rs: RedemptionRuleset, game: Game, gone: list[tuple[CardObject, str]], depth: int
) -> Procedure:
    """The ``discarded`` abilities of each card (with the player who controlled it)."""
    from engine.games.redemption.moments import activate_now

    for obj, player in gone:
        if obj.zone[1] != "discard":
            continue  # moved on since (an interrupt put it back)
        for ab in obj.definition.abilities:
            if ab.timing == "discarded":
                text = f"{obj.label} was discarded from play, so {{ability}} activates"
                yield activate_now(rs, game, obj, ab, player, text, depth)


def discarded_by(rs: RedemptionRuleset, game: Game, act: Activation, depth: int) -> Procedure:
    """The cards ``act``'s effect discarded from play, each with its ``discarded`` abilities."""
    state = game.state
    gone = []
    for change in act.changes:
        before, to = change.from_zone, change.to_zone
        if to[1] == "discard" and before[1] in IN_PLAY_ZONES:
            gone.append((state.objects[change.oid], str(before[0])))
    if gone:
        yield after_discards(rs, game, gone, depth)
