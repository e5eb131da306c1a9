"""Empower N: the player's next Spell card this turn counts their champion as N levels higher.

The verb only records the pending bonus for the player (Empower 2: it belongs to the
player, not to a card). :func:`apply_to_spell` hands the whole pending amount to the
next Spell card that player activates, where the level checks of that card read it
(:func:`bonus`) while it is activated and resolves. What is still pending at the end
of the turn is gone (:func:`end_of_turn`).
"""

from __future__ import annotations

from pydantic import Field

from engine.core.game import Game, Procedure
from engine.core.ruleset import EffectContext
from engine.core.state import CardObject, GameState
from engine.games.grand_archive import characteristics as ch
from engine.games.grand_archive.effects import R_STEP, VERBS, StepArgs
from engine.games.grand_archive.ids import STACK

R_EMPOWER = "Keywords and Abilities - Empower 1"
R_ZERO = "Keywords and Abilities - Empower 1.a"
R_PLAYER = "Keywords and Abilities - Empower 2"
R_STACKS = "Keywords and Abilities - Empower 3"
PENDING = "empower"  # state.info[PENDING][player]: levels waiting for the next Spell card
ON_CARD = "empowered"  # obj.flags[ON_CARD]: levels this Spell card counts on


class EmpowerArgs(StepArgs):
    amount: int = Field(1, ge=0)


@VERBS.verb("empower", EmpowerArgs, rule=R_EMPOWER)
def empower(game: Game, ctx: EffectContext, args: EmpowerArgs) -> Procedure:
    """Add N to what the controller's next Spell card this turn will count on."""
    player = ctx.controller
    if args.amount <= 0:
        game.log(f"{player} is given Empower 0: nothing happens", [R_STEP, R_ZERO], kind="effect")
        return
    pending: dict[str, int] = game.state.info.setdefault(PENDING, {})
    before = pending.get(player, 0)
    pending[player] = before + args.amount
    rules = [R_STEP, R_EMPOWER, R_PLAYER] + ([R_STACKS] if before else [])
    also = f" (added to the {before} already waiting)" if before else ""
    game.log(
        f"{player} is empowered {args.amount}{also}: the next Spell card they activate this "
        f"turn counts their champion as {pending[player]} level(s) higher",
        rules,
        kind="effect",
        player=player,
    )
    return
    yield


def is_spell(obj: CardObject) -> bool:
    """A card with the Spell subtype (stated in the scenario or printed)."""
    return any(s.lower() == "spell" for s in ch.subtypes(obj) or [])


def apply_to_spell(game: Game, player: str, obj: CardObject) -> None:
    """As ``player`` activates a Spell card, it takes every pending level of Empower."""
    pending: dict[str, int] = game.state.info.get(PENDING, {})
    amount = pending.get(player, 0)
    if amount <= 0:
        return
    if ch.subtypes(obj) is None:
        game.log(
            f"Whether {obj.label} is a Spell card is not in the card data (state it: flags: "
            f"{{subtypes: [Spell]}}); {player}'s Empower {amount} keeps waiting for a Spell card",
            [R_EMPOWER, R_PLAYER],
            kind="info",
            player=player,
        )
        return
    if not is_spell(obj):
        return
    del pending[player]
    obj.flags[ON_CARD] = amount
    game.log(
        f"{obj.label} is {player}'s first Spell card since they were empowered: it activates "
        f"and resolves as if their champion were {amount} level(s) higher",
        [R_EMPOWER, R_PLAYER],
        kind="event",
        player=player,
        card=obj.label,
    )


def bonus(source: CardObject) -> int:
    """Levels an empowered Spell card counts on while it is activated and resolves."""
    return int(source.flags.get(ON_CARD, 0)) if source.zone == STACK else 0


def end_of_turn(state: GameState) -> list[str]:
    """Empower not used this turn is lost; what the end-of-turn step says about it."""
    pending: dict[str, int] = state.info.pop(PENDING, {}) or {}
    return [f"{p}'s unused Empower {n} ends" for p, n in pending.items() if n]
