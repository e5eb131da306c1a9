"""Materializing through an effect ("Materialize a Bullet card from your material deck"): the
controller chooses a card of that kind in their material deck and materializes it as the
rules describe (elements checked, memory cost paid), outside the materialize phase because
the effect permits it. It goes onto the effects stack above the effect and resolves after it.

Only a card whose type and subtypes the scenario states (or the data prints) can be chosen;
cards whose kind is not known are named, never guessed.
"""

from __future__ import annotations

from typing import Any

from pydantic import Field

from engine.core.events import Event
from engine.core.game import Game, Procedure
from engine.core.ruleset import EffectContext
from engine.games.grand_archive import characteristics as ch
from engine.games.grand_archive.dig import _fits
from engine.games.grand_archive.effects import R_STEP, VERBS, StepArgs
from engine.games.grand_archive.nested import not_done

R_MATERIALIZATION = "Playing Cards - Card Materialization ¶1"
R_MATERIALIZED = "Playing Cards - Card Materialization 9"


class MaterializeArgs(StepArgs):
    want: dict[str, Any] = Field(default_factory=dict)  # {"type": [...], "subtypes": [...]}
    memory_cost: int | None = Field(None, ge=0)  # "with memory cost 0"


def _kind(args: MaterializeArgs) -> str:
    words = [" or ".join(args.want.get("subtypes") or []), " or ".join(args.want.get("type") or [])]
    kind = " ".join(w for w in words if w) or "any"
    return kind + (
        f" card with memory cost {args.memory_cost}" if args.memory_cost is not None else " card"
    )


@VERBS.verb("materialize", MaterializeArgs, rule=R_MATERIALIZATION)
def materialize(game: Game, ctx: EffectContext, args: MaterializeArgs) -> Procedure:
    rs: Any = game.ruleset
    state, player = game.state, ctx.controller
    deck = state.cards_in(player, "material_deck")
    fits, unknown = [], []
    for card in deck:
        if ch.card_type(card) == "champion":
            continue  # a champion levels up in the materialize phase, not through this step
        ok = _fits(card, args.want)
        cost = ch.stat(card, "memory_cost")
        if args.memory_cost is not None and ok is not False:
            ok = None if cost is None else ok and cost == args.memory_cost
        (fits if ok else unknown if ok is None else []).append(card)
    kind = _kind(args)
    if not fits:
        hidden = (
            f"; whether {', '.join(c.label for c in unknown)} is one is not in the card data "
            "(state its type, subtypes and memory cost in flags)"
            if unknown
            else ""
        )
        not_done(game, ctx, f"{player} has no {kind} in the material deck to materialize{hidden}")
        return
    label = state.objects[ctx.source].label
    card = yield rs.choose_object(
        game, player, fits, f"{label}: choose a {kind} to materialize", label, R_STEP, "chooses"
    )
    if not rs.element_enabled(game, player, card):
        ctx.memory["done"] = False
        return
    cost = ch.stat(card, "memory_cost")
    floating = [c for c in state.cards_in(player, "graveyard") if _floats(c)]
    if cost is not None and len(state.cards_in(player, "memory")) + len(floating) < cost:
        not_done(
            game,
            ctx,
            f"{card.label}'s memory cost is {cost} and {player} cannot pay it: it is not "
            "materialized",
        )
        return
    game.log(
        f"{player} materializes {card.label} from the material deck ({label} permits it)",
        [R_STEP, R_MATERIALIZATION],
        kind="effect",
        player=player,
    )
    yield rs._pay_memory(game, player, card)
    state.move(card, (None, "effects_stack"))
    from engine.games.grand_archive.activation import _plain_ability
    from engine.games.grand_archive.model import StackItem

    rs.stack(game).append(
        StackItem("card", card.oid, player, _plain_ability(card.definition), card.label)
    )
    game.log(
        f"{card.label} is materialized and goes onto the effects stack; it resolves once {label} has",
        [R_MATERIALIZED],
        kind="event",
        player=player,
    )
    game.emit(Event("materialized", player, card.oid))


def _floats(card: Any) -> bool:
    return any(
        str(a.extra.get("keyword", "")).lower() == "floating memory"
        for a in card.definition.abilities
    )
