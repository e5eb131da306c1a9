"""Verbs on what is in the arena and on hidden piles: set events, kamidogu, looking at decks.

- ``discard_arena``: discarding one or every face-down card the rival has in the arena
  (set events are the face-down cards, Arena 2).
- ``take_kamidogu``: "Gain control of a rival's kamidogu" (Control 1: it changes sides).
- ``look_at``: "Look at your rival's deck", "Look at the top 2 cards of your rival's deck":
  the cards are named in the trace for the player who looks (Common Knowledge 1 covers only
  counts, so what the player saw is the effect).
- ``rival_may_draw``: "Your rival may draw 3 cards": the rival answers yes or no.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from engine.core.choose import choose_object, yes_no
from engine.core.contract import VerbArgs, VerbLibrary
from engine.core.game import Game, Procedure
from engine.core.ruleset import EffectContext
from engine.games.epic_battles.pile_verbs import CountArgs, moment


class ArenaArgs(VerbArgs):
    all: bool = False
    facedown: bool = True


class LookArgs(VerbArgs):
    whose: Literal["you", "rival"] = "rival"
    count: int | None = Field(None, ge=1, le=10)  # None: the whole deck


def _discard_arena(game: Game, ctx: EffectContext, args: ArenaArgs) -> Procedure:
    state = game.state
    rival = state.opponent(ctx.controller)
    label = state.objects[ctx.source].label
    zones = ("events",) if args.facedown else ("events", "arena")
    cards = [o for z in zones for o in state.cards_in(rival, z) if o.oid != ctx.source]
    what = "face-down card" if args.facedown else "card"
    if not cards:
        game.log(
            f"{rival} has no {what} in the arena: nothing is discarded", [moment(ctx)], kind="info"
        )
        return
    if not args.all:
        picked = yield choose_object(
            game,
            ctx.controller,
            cards,
            f"{ctx.controller}: which of {rival}'s {what}s in the arena is discarded?",
            label,
            moment(ctx),
            kind="choose",
        )
        cards = [picked]
    yield game.ruleset.discard_together(game, cards, [moment(ctx), "Arena 2"])  # type: ignore[attr-defined]
    game.log(
        f"{', '.join(o.label for o in cards)} ({rival}'s {what}{'s' if len(cards) > 1 else ''} "
        "in the arena) discarded",
        [moment(ctx), "Arena 2", "Discard 2"],
        kind="effect",
        player=rival,
    )


def _take_kamidogu(game: Game, ctx: EffectContext, args: VerbArgs) -> Procedure:
    state = game.state
    rival = state.opponent(ctx.controller)
    label = state.objects[ctx.source].label
    theirs = [
        o
        for p in (rival, ctx.controller)
        for o in state.cards_in(p, "arena")
        if o.definition.type == "kamidogu" and o.controller == rival
    ]
    if not theirs:
        game.log(
            f"{rival} controls no kamidogu: nothing changes control", [moment(ctx)], kind="info"
        )
        return
    picked = yield choose_object(
        game,
        ctx.controller,
        theirs,
        f"{ctx.controller}: which of {rival}'s kamidogu do you take control of?",
        label,
        moment(ctx),
        kind="choose",
    )
    picked.controller = ctx.controller
    game.log(
        f"{ctx.controller} gains control of {picked.label} (owned by {picked.owner})",
        [moment(ctx), "Control 1", "Control 2"],
        kind="effect",
        player=ctx.controller,
    )


def _look_at(game: Game, ctx: EffectContext, args: LookArgs) -> Procedure:
    state = game.state
    owner = ctx.controller if args.whose == "you" else state.opponent(ctx.controller)
    deck = state.cards_in(owner, "deck")
    seen = deck if args.count is None else deck[: args.count]
    what = f"the top {args.count} card(s) of" if args.count else "the whole of"
    names = ", ".join(o.label for o in seen) or "nothing (the deck is empty)"
    game.log(
        f"{ctx.controller} looks at {what} {owner}'s deck without changing its order: {names}",
        [moment(ctx)],
        kind="effect",
        player=ctx.controller,
    )
    return
    yield


def _rival_may_draw(game: Game, ctx: EffectContext, args: CountArgs) -> Procedure:
    rival = game.state.opponent(ctx.controller)
    label = game.state.objects[ctx.source].label
    use = yield yes_no(
        game,
        rival,
        f"{rival}: draw {args.count} card(s) from {label}?",
        moment(ctx),
        card=label,
        reason="optional effects are shown as used",
        describe=lambda yes: f"{rival} {'draws' if yes else 'does not draw'} ({label})",
    )
    if use:
        yield game.ruleset.draw(game, rival, args.count, [moment(ctx)], label)  # type: ignore[attr-defined]


def register(verbs: VerbLibrary) -> None:
    verbs.verb("discard_arena", ArenaArgs, rule="Arena 2")(_discard_arena)
    verbs.verb("take_kamidogu", VerbArgs, rule="Control 1")(_take_kamidogu)
    verbs.verb("look_at", LookArgs, rule="Common Knowledge 1")(_look_at)
    verbs.verb("rival_may_draw", CountArgs, rule="Events 1")(_rival_may_draw)
