"""Exchange: "exchange this card with a <description> from deck or Reserve".

The card with the ability and a card of its player's that fits the description swap places
(REG Exchange): the card found takes this card's exact place (in battle, on the same bearer
for an enhancement) and this card goes where that one was. Only a card of the same kind
(a character for a character, an enhancement for an enhancement) can take its place. The
engine does not decide whether the card that arrives in battle then activates its own
special ability: the trace says so and leaves that part to the players.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field, field_validator

from engine.core.contract import VerbArgs
from engine.core.game import Game
from engine.core.ruleset import EffectContext
from engine.core.state import CardObject, GameState
from engine.games.redemption import effects
from engine.games.redemption.model import (
    Activation,
    is_character,
    is_enhancement,
    matches,
)
from engine.games.redemption.verbs import VERBS, check_spec, note

PILES = ("deck", "reserve", "discard", "hand", "territory")


class ExchangeArgs(VerbArgs):
    find: dict[str, Any]
    zones: list[Literal["deck", "reserve", "discard", "hand", "territory"]] = Field(min_length=1)
    cost: bool = False  # "exchange ... to Y": no exchange, no Y (Cost)

    @field_validator("find")
    @classmethod
    def _find(cls, v: dict[str, Any]) -> dict[str, Any]:
        return check_spec(v, "exchange")


def same_kind(this: CardObject, other: CardObject) -> bool:
    """A character is exchanged for a character, an enhancement for an enhancement."""
    if is_character(this) and not is_enhancement(this):
        return is_character(other) and not is_enhancement(other)
    if is_enhancement(this):
        return is_enhancement(other)
    return False


def _place(state: GameState, obj: CardObject, index: int) -> None:
    """Put a card just moved to the end of its zone at ``index`` (where the other one was)."""
    cards = state.zones[obj.zone].cards
    cards.remove(obj.oid)
    cards.insert(min(index, len(cards)), obj.oid)


def _log_none(game: Game, act: Activation, why: str) -> None:
    note(game, act, f"{act.label}: {why}", ["Exchange"])


@VERBS.verb("exchange", ExchangeArgs, rule="Exchange")
def exchange(game: Game, ctx: EffectContext, args: ExchangeArgs) -> str:
    """Swap this card with the first fitting card of the piles named, in printed order."""
    state = game.state
    act: Activation = ctx.memory["act"]
    this = state.objects[act.card]
    if this.zone[1] not in ("battle", "territory"):
        _log_none(game, act, f"{this.label} is no longer in play, so it cannot be exchanged")
        return ""
    for zone in [z for z in args.zones if z != this.zone[1]]:
        spec = {**args.find, "zone": zone, "side": "self"}
        found = [
            o
            for o in state.cards_in(act.controller, zone)
            if o.oid != this.oid and same_kind(this, o) and matches(state, o, spec, act.controller)
        ]
        if found:
            return _swap(game, act, this, found[0])
    if args.cost:
        act.notes["unpaid"] = True  # the verbs after it see the cost was not paid
    unknown = [z for z in args.zones if not state.zone_known(act.controller, z)]
    where = " or ".join(z.replace("_", " ") for z in args.zones)
    if unknown:
        _log_none(
            game,
            act,
            f"the scenario does not list {act.controller}'s "
            f"{' or '.join(unknown)}: which card would take {this.label}'s place is not known",
        )
    else:
        _log_none(game, act, f"{act.controller} has no such card in their {where}: no exchange")
    if args.cost:
        _log_none(game, act, "its cost (the exchange) was not paid, so nothing else happens")
    return ""


def _swap(game: Game, act: Activation, this: CardObject, other: CardObject) -> str:
    state = game.state
    here, there = this.zone, other.zone
    here_index = state.zones[here].cards.index(this.oid)
    there_index = state.zones[there].cards.index(other.oid)
    bearer = this.attached_to
    effects.move(state, act, other, here, top=False)
    _place(state, other, here_index)
    other.attached_to = bearer
    other.controller = act.controller
    effects.move(state, act, this, there, top=False)
    _place(state, this, there_index)
    for obj in state.objects.values():  # what was placed on this card is on the new one
        if obj.attached_to == this.oid and obj.oid != other.oid:
            obj.attached_to = other.oid
    where = there[1].replace("_", " ")
    words = f"{this.label} is exchanged with {other.label}: {other.label} takes its place in "
    words += f"{here[0]}'s {here[1].replace('_', ' ')}"
    words += f" (on {state.objects[bearer].label})" if bearer is not None else ""
    words += f" and {this.label} goes to {there[0]}'s {where}"
    if here[1] == "battle" and is_character(other):
        game.log(
            f"{other.label} arrives in battle by an exchange; whether its own special ability "
            "then activates is not decided here: resolve it as printed",
            ["Exchange"],
            kind="info",
            player=act.controller,
            card=other.label,
        )
    return words
