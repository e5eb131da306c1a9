"""A card's own cost reduction, flat while you control some unit or counted per friendly
unit of a trait (8.15.5.a: a cost modifier applies only while the card is being played).

The ``cost_less`` step is read when the card is played (:func:`own_reductions`); in play or
when an event resolves it changes nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pydantic import Field

from engine.core.ruleset import EffectContext
from engine.games.swu.statics import PerCount, count, describe_per
from engine.games.swu.verbs import SwuArgs, condition_holds, verb

if TYPE_CHECKING:
    from engine.core.game import Game, Procedure
    from engine.core.state import CardObject


class CostLessArgs(SwuArgs):
    amount: int = Field(1, ge=1)
    per: PerCount | None = None  # "for each friendly Droid unit"


@verb("cost_less", CostLessArgs, "8.15.5.a")
def cost_less(game: Game, ctx: EffectContext, a: CostLessArgs) -> Procedure:
    """Nothing to do once the card is played: the reduction was applied while paying."""
    return
    yield


def own_reductions(game: Game, player: str, obj: CardObject) -> int:
    """How much less ``obj`` costs by its own text now; each reduction is shown as an effect."""
    total = 0
    for ab in obj.definition.abilities:
        for step in ab.effect:
            if step.get("verb") != "cost_less":
                continue
            a = CostLessArgs.model_validate({k: v for k, v in step.items() if k != "verb"})
            ctx = EffectContext(obj.oid, player, ab)
            if a.only_if is not None and not condition_holds(game, ctx, a.only_if):
                game.log(
                    f"{obj.label}: the condition of its cost reduction does not hold now",
                    ["8.15.5.a"], kind="event", card=obj.label, ability=ab.id,
                )  # fmt: skip
                continue
            n = a.amount
            why = ""
            if a.per is not None:
                counted = count(game.state, obj, a.per)
                n *= counted
                why = f" ({describe_per(a.per, counted).replace('its controller', player)})"
            if n <= 0:
                continue
            total += n
            game.log(
                f"{obj.label} costs {n} less to play{why}",
                ["8.15.5.a"], kind="effect", card=obj.label, ability=ab.id,
            )  # fmt: skip
    return total
