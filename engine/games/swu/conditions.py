"""Conditions about the game state that printed "If ..." clauses name, beyond control and
history: the unit an earlier step chose ("If it's a Force unit"), this unit ("If this unit is
upgraded"), damage on bases, cards in hand, who controls more units, the discard pile.

Each returns whether it holds now; :func:`engine.games.swu.verbs.condition_holds` asks them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal

from engine.core.contract import VerbArgs
from engine.games.swu.targets import Target, fits

if TYPE_CHECKING:
    from engine.core.game import Game
    from engine.core.ruleset import EffectContext


class MoreThan(VerbArgs):
    """ "If an opponent controls more (space) units than you" / "If you control more ..."."""

    who: Literal["you", "opponent"]
    what: Literal["units", "resources"] = "units"
    arena: Literal["ground", "space"] | None = None


class StateCondition(VerbArgs):
    """The state checks a step's ``only_if`` may add; every field given must hold."""

    chosen_fits: Target | None = None  # "If it's a FORCE unit", "If it has Sentinel"
    self_fits: Target | None = None  # "If this unit is upgraded", "... has 6 or more power"
    base_damage_at_least: int | None = None  # your base is damaged at least this much
    any_base: bool = False  # "If a base has ..."
    hand_at_most: int | None = None  # "If you have no cards in your hand"
    more_than: MoreThan | None = None
    discard_has: dict[str, str] | None = None  # an aspect card sits in your discard
    defender_is_unit: bool = False  # "If it's attacking a unit" (the defender just chosen)


def state_holds(game: Game, ctx: EffectContext, c: Any) -> bool:
    """Whether every state check of condition ``c`` holds now."""
    state = game.state
    me = ctx.controller
    source = state.objects[ctx.source]
    if c.chosen_fits is not None:
        chosen = [state.objects[o] for o in ctx.memory.get("chosen") or []]
        if not chosen or not all(fits(game, ctx, c.chosen_fits, o, source) for o in chosen):
            return False
    if c.self_fits is not None and not fits(game, ctx, c.self_fits, source, source):
        return False
    if c.base_damage_at_least is not None:
        players = [p.id for p in state.players] if c.any_base else [me]
        damage = [game.ruleset.base_of(state, p).damage for p in players]
        if max(damage) < c.base_damage_at_least:
            return False
    if c.defender_is_unit:
        defender = state.objects.get(ctx.memory.get("defender", -1))
        if defender is None or defender.definition.type == "base":
            return False
    if c.hand_at_most is not None and len(state.cards_in(me, "hand")) > c.hand_at_most:
        return False
    if c.more_than is not None and not _more(game, me, c.more_than):
        return False
    discard = state.cards_in(me, "discard")
    return c.discard_has is None or any(_card_has(o, c.discard_has) for o in discard)


def _more(game: Game, me: str, m: MoreThan) -> bool:
    state = game.state
    them = state.opponent(me)

    def amount(player: str) -> int:
        if m.what == "resources":
            return len(state.cards_in(player, "resources"))
        units = game.ruleset.units(state, player)
        return len([u for u in units if m.arena is None or u.zone[1] == f"{m.arena}_arena"])

    mine, theirs = amount(me), amount(them)
    return theirs > mine if m.who == "opponent" else mine > theirs


def _card_has(obj: Any, want: dict[str, str]) -> bool:
    d = obj.definition
    if want.get("aspect") and want["aspect"] not in d.fields.get("aspects", []):
        return False
    return not (want.get("trait") and want["trait"].lower() not in {t.lower() for t in d.traits})
