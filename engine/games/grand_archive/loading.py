"""Loading: a card put under a weapon as one of its loaded cards (a Bullet into a Gun, an
Aethercharge into an Aetherwing weapon).

A loaded card is no longer an object (Object-Specific Zones / Loaded Cards 1): it leaves the
field or the effects stack for its owner's ``loaded`` zone, remembers the weapon it is under
(``attached_to``), and the weapon counts as loaded while it holds one (Loaded 3). When the
weapon is used for an attack its loaded cards go into the intent (Loaded Cards 2, see
:func:`unload_into_intent`); when the weapon leaves the field they go to the graveyard.
"""

from __future__ import annotations

from engine.core.game import Game, Procedure
from engine.core.ruleset import EffectContext
from engine.core.state import CardObject
from engine.games.grand_archive.effects import R_STEP, VERBS, TargetArgs

R_LOADED_CARDS = "Game Zones - Object-Specific Zones / Loaded Cards 1"
R_INTO_INTENT = "Game Zones - Object-Specific Zones / Loaded Cards 2"
R_LOADED = "Game Mechanics - Miscellaneous Topics / Loaded 3"
R_LEAVES = "Game Zones - Object-Specific Zones"
R_MUST_LOAD = "Card Types - Functional Subtypes / Functional Weapons 1"
LOADED = "loaded"  # the zone name of loaded cards (each remembers its weapon in attached_to)


def loaded_cards(game: Game, weapon: CardObject) -> list[CardObject]:
    """The cards loaded into ``weapon``, in the order they were loaded."""
    cards = [
        c
        for p in game.state.players
        for c in game.state.cards_in(p.id, LOADED)
        if c.attached_to == weapon.oid
    ]
    return cards[::-1]


def is_loaded(game: Game, weapon: CardObject) -> bool:
    """Loaded 3: an object is loaded while its loaded cards zone holds a card."""
    return bool(loaded_cards(game, weapon))


class LoadArgs(TargetArgs):
    """``target`` is the weapon; the card loaded is the card itself (``Load <this card> ...``)."""


@VERBS.verb("load", LoadArgs, rule=R_LOADED_CARDS)
def load(game: Game, ctx: EffectContext, args: LoadArgs) -> Procedure:
    state = game.state
    card = state.objects[ctx.source]
    weapon = yield game.ruleset.step_target(game, ctx, args.target)
    if weapon is None:
        return
    where = card.zone[1]
    if where not in ("field", "effects_stack"):
        ctx.memory["done"] = False
        game.log(
            f"{card.label} is no longer on the field or the effects stack (it is in the "
            f"{where.replace('_', ' ')}): it is not loaded",
            [R_STEP, "Playing Cards - Resolution 7"],
            kind="info",
        )
        return
    words = f"is loaded into {weapon.label}: it is now one of its loaded cards, not an object"
    rules = [R_STEP, R_LOADED_CARDS, R_LOADED]
    if where == "field":
        yield game.ruleset.leave_field(game, card, LOADED, R_LOADED_CARDS, words)
    else:
        state.move(card, (card.owner, LOADED))
        game.log(f"{card.label} {words}", rules, kind="effect")
    card.attached_to = weapon.oid


def unload_into_intent(game: Game, weapon: CardObject, player: str) -> list[CardObject]:
    """Loaded Cards 2: a weapon used for an attack puts each of its loaded cards into the intent."""
    cards = loaded_cards(game, weapon)
    for card in cards:
        card.attached_to = None
        game.state.move(card, (player, "intent"))
    if cards:
        game.log(
            f"{weapon.label} is used for the attack: its loaded cards "
            f"({', '.join(c.label for c in cards)}) are put into the intent",
            [R_INTO_INTENT],
            kind="event",
        )
    return cards


def unload_to_graveyard(game: Game, weapon: CardObject) -> None:
    """An object leaving the field puts the cards of its object-specific zones into the graveyard."""
    cards = loaded_cards(game, weapon)
    for card in cards:
        card.attached_to = None
        game.state.move(card, (card.owner, "graveyard"))
    if cards:
        game.log(
            f"{weapon.label} left the field: its loaded cards "
            f"({', '.join(c.label for c in cards)}) go to the graveyard",
            [R_LEAVES],
            kind="event",
        )
