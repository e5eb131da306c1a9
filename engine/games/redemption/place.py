"""The place verb (REG Place): the card whose ability it is goes to the place printed, where it
stays — a player's territory or Land of Redemption, or on another card in play.

The card it is placed on is not a target of the ability (REG Place), so it is not declared:
the first card in play that fits is used, and when several fit the trace says that which one
is its player's choice. A card placed on another goes where that card is without being used
by it (its numbers do not count for that card); the placement is recorded as a change, so an
interrupt puts it back. That a placed card follows the card under it when that one moves is
not modelled.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import field_validator, model_validator

from engine.core.contract import VerbArgs
from engine.core.game import Game
from engine.core.ruleset import EffectContext
from engine.games.redemption import effects
from engine.games.redemption.model import Activation, matches
from engine.games.redemption.verbs import VERBS, _players, check_spec, note


class PlaceArgs(VerbArgs):
    on: dict[str, Any] | None = None  # the card it is placed on (a description)
    zone: Literal["territory", "land_of_redemption"] | None = None
    whose: Literal["you", "opponent"] = "you"

    @field_validator("on")
    @classmethod
    def _on(cls, v: dict[str, Any] | None) -> dict[str, Any] | None:
        return None if v is None else check_spec(v, "place")

    @model_validator(mode="after")
    def _one_place(self) -> PlaceArgs:
        if (self.on is None) == (self.zone is None):
            raise ValueError("a card is placed either on a card or in a zone")
        return self


def _underlying(game: Game, act: Activation, spec: dict[str, Any]) -> Any:
    state = game.state
    fits = [
        o
        for o in state.objects.values()
        if o.oid != act.card and matches(state, o, spec, act.controller)
    ]
    if len(fits) > 1:
        names = ", ".join(o.label for o in fits)
        note(
            game,
            act,
            f"{len(fits)} cards fit ({names}): {act.controller} chooses which; the first is shown",
            ["Place"],
        )
    return fits[0] if fits else None


@VERBS.verb("place", PlaceArgs, rule="Place")
def place(game: Game, ctx: EffectContext, args: PlaceArgs) -> str:
    state = game.state
    act: Activation = ctx.memory["act"]
    obj = state.objects[act.card]
    if args.zone is not None:
        player = _players(game, act, args.whose)[0]
        effects.move(state, act, obj, (player, args.zone), top=False)
        return f"{obj.label} is placed in {player}'s {args.zone.replace('_', ' ')}"
    under = _underlying(game, act, args.on or {})
    if under is None:
        note(game, act, f"there is no card in play to place {obj.label} on", ["Place"])
        return ""
    effects.move(state, act, obj, under.zone, top=False)
    obj.attached_to = None  # placed, not used by it (REG Place)
    return f"{obj.label} is placed on {under.label}"
