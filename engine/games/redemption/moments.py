"""Abilities of Redemption cards in play that activate at one moment of the battle.

A fortress, site or artifact may say "if your <character> attacks, ..." and a lost soul "if
rescued, ...": they act once, when that happens, not all the time their card is in play
(their sentences are timed ``your_attack`` / ``rescued`` by the parser). The battle calls
these after the rescue attempt has begun and after a lost soul was rescued.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.cards import AbilityDefinition
from engine.core.errors import ImpossibleAction
from engine.core.game import Game, Procedure
from engine.core.not_modelled import log_not_modelled
from engine.core.state import CardObject
from engine.games.redemption.discarded import after_discards, discarded_by  # noqa: F401
from engine.games.redemption.draw_phase import amount_of, draw_phase  # noqa: F401  (the action)
from engine.games.redemption.model import matches, types_of

if TYPE_CHECKING:
    from engine.games.redemption.ruleset import RedemptionRuleset


def after_attack(rs: RedemptionRuleset, game: Game, player: str) -> Procedure:
    """Each 'if your <character> attacks' ability of the attacker's cards in play."""
    yield when_characters(rs, game, player, "your_attack", "hero", "makes a rescue attempt")


def after_block(rs: RedemptionRuleset, game: Game, player: str) -> Procedure:
    """'If your <character> blocks' of the blocker's cards, then 'if your <character> is
    blocked' of the rescuer's cards."""
    yield when_characters(rs, game, player, "your_block", "evil_character", "blocks")
    rescuer = (game.state.info.get("rescue") or {}).get("rescuer")
    if rescuer:
        yield when_characters(rs, game, rescuer, "your_blocked", "hero", "is blocked")


def when_characters(
    rs: RedemptionRuleset, game: Game, player: str, timing: str, kind: str, does: str
) -> Procedure:
    """Each ``timing`` ability of the player's cards in play whose character (of ``kind``)
    is among theirs now in battle (alone in battle, for 'lone')."""
    state = game.state
    mine = [o for o in state.cards_in(player, "battle") if kind in types_of(o)]
    for obj in list(state.objects.values()):
        if obj.controller != player or not rs.in_play(obj):
            continue
        for ab in obj.definition.abilities:
            if ab.timing != timing:
                continue
            lone = bool(ab.extra.get("lone"))
            spec = {**ab.extra.get("attacker", {}), "zone": "battle"}
            fits = [h for h in mine if matches(state, h, spec, player)]
            if not fits or (lone and len(mine) != 1):
                continue
            why = f"{fits[0].label} {does}{' alone' if lone else ''}, so"
            yield activate_now(rs, game, obj, ab, player, f"{why} {{ability}} activates", 1)


def after_rescue(rs: RedemptionRuleset, game: Game, soul: CardObject, holder: str) -> Procedure:
    """The rescued lost soul's 'if rescued' abilities, used by the player whose land of
    bondage held it ("you" on a lost soul is that player; the rescuer is named as such)."""
    for ab in soul.definition.abilities:
        if ab.timing != "rescued":
            continue
        text = (
            f"{soul.label} was rescued from {holder}'s land of bondage, so its ability "
            f"({ab.id}) activates for {holder}"
        )
        yield activate_now(rs, game, soul, ab, holder, text, 2)


def upkeep(rs: RedemptionRuleset, game: Game, player: str) -> Procedure:
    """The player's upkeep phase: the upkeep abilities of their cards in play activate.

    Another player's 'each upkeep' card is shown as printed: whether it acts in every
    player's upkeep or only its own player's is not settled here, so nothing is ruled for it.
    """
    state = game.state
    if state.info.get("rescue"):
        raise ImpossibleAction("a battle is under way: the upkeep phase comes before battle")
    game.log(
        f"{player}'s upkeep phase begins",
        ["Upkeep Phase"],
        kind="action",
        player=player,
        depth=0,
    )
    for obj in list(state.objects.values()):
        if not rs.in_play(obj):
            continue
        for ab in obj.definition.abilities:
            if ab.timing != "upkeep":
                continue
            if obj.controller == player:
                text = "{ability} activates in its player's upkeep"
                yield activate_now(rs, game, obj, ab, player, text, 1)
            elif ab.extra.get("each"):
                game.trace.depth = 1
                why = f"whether it acts in {player}'s upkeep as well as its own player's"
                log_not_modelled(game, obj, ab, why=why, rules=("Upkeep Phase",))


# The rule that brings each moment, cited with the order abilities activate in.
MOMENT_RULES = {
    "your_attack": "Rescue Attempt",
    "your_block": "Block",
    "your_blocked": "Block",
    "rescued": "Rescue",
    "upkeep": "Upkeep Phase",
    "drawn": "Draw Phase",
    "discarded": "Discard",
}


def activate_now(
    rs: RedemptionRuleset,
    game: Game,
    obj: CardObject,
    ab: AbilityDefinition,
    player: str,
    text: str,
    depth: int,
) -> Procedure:
    """Say why ``ab`` activates at this moment (``{ability}`` in ``text`` names it), then
    activate it for ``player``."""
    game.log(
        text.replace("{ability}", f"{obj.label} ({ab.id})"),
        [MOMENT_RULES[ab.timing], "Ability Activation Order"],
        kind="info",
        player=player,
        card=obj.label,
        ability=ab.id,
        depth=1,
    )
    yield rs.activate(game, obj, ab, player, depth=depth)
