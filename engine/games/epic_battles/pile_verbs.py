"""Verbs that move cards between piles, hands and decks (the common printed effects of the pool).

Each procedure does the move it names on the real piles and logs one "effect" step citing the
action-sequence step (or Events 1) at which the ability resolves, plus the topic that decides
where the card goes (Discard 2, Control 3, Energy 2, Searching 2). Nothing to move is an
"info" step: the ability then did nothing, and the trace says so.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal

from pydantic import Field

from engine.core.choose import choose_object
from engine.core.contract import VerbArgs, VerbLibrary
from engine.core.game import Game, Procedure
from engine.core.ruleset import EffectContext
from engine.core.state import CardObject
from engine.games.epic_battles.common import seq

# The rule that says when text with each timing is used.
MOMENT = {
    "on_play": seq(2),
    "attack_text": seq(5),
    "block_text": seq(7),
    "hit": seq(10),
    "flip": "Events 1",
    "start_of_battle": "Triggered 1",
    "start_of_draw": "Triggered 1",
    "you_play_kind": seq(2),
    "you_chip": seq(8),
    "combo_finished": seq(12),
    "you_hit_kind": seq(10),
    "you_flip_event": "Events 1",
}

Who = Literal["you", "rival", "each"]


def moment(ctx: EffectContext) -> str:
    return MOMENT.get(ctx.ability.timing, "Events 1")


def players(game: Game, ctx: EffectContext, who: str) -> list[str]:
    rival = game.state.opponent(ctx.controller)
    return {"you": [ctx.controller], "rival": [rival], "each": [ctx.controller, rival]}[who]


def _source(game: Game, ctx: EffectContext) -> CardObject:
    return game.state.objects[ctx.source]


def _nothing(game: Game, ctx: EffectContext, text: str) -> None:
    game.log(text, [moment(ctx)], kind="info", card=_source(game, ctx).label)


class NoArgs(VerbArgs):
    pass


class WhoArgs(VerbArgs):
    who: Who = "rival"


class PlusArgs(VerbArgs):
    plus: int = Field(0, ge=0, le=10)


class CountArgs(VerbArgs):
    count: int = Field(1, ge=1, le=60)


class PileArgs(VerbArgs):
    count: int = Field(1, ge=1, le=60)
    end: Literal["top", "bottom"] = "top"


class ChoiceArgs(VerbArgs):
    who: Who = "rival"
    chooser: Literal["owner", "controller"] = "owner"


def _discard_chosen(
    game: Game, ctx: EffectContext, args: ChoiceArgs, zone: str, rules: list[str]
) -> Procedure:
    """One card of each named player's hand or energy pile, chosen, goes to its owner's discard."""
    for p in players(game, ctx, args.who):
        where = f"{p}'s {_PILE_WORDS[zone]}"
        cards = game.state.cards_in(p, zone)
        if not cards:
            _nothing(game, ctx, f"{where} is empty: nothing is discarded")
            continue
        chooser = p if args.chooser == "owner" else ctx.controller
        left = f"; {p} now has {len(cards) - 1} energy" if zone == "energy" else ""
        yield discard_picked(
            game,
            ctx,
            chooser,
            cards,
            f"{chooser}: which card of {where} is discarded?",
            lambda o, w=where, c=chooser, n=left: (
                f"{o.label} is discarded from {w} ({c} chose it{n})"
            ),
            rules,
        )


def discard_picked(
    game: Game,
    ctx: EffectContext,
    chooser: str,
    cards: list[CardObject],
    prompt: str,
    says: Callable[[CardObject], str],
    rules: list[str],
    kind: str = "effect",
) -> Procedure:
    """One of ``cards``, picked by ``chooser`` (the first by default), goes to its owner's discard."""
    picked = yield choose_object(
        game, chooser, cards, prompt, _source(game, ctx).label, moment(ctx), kind="choose"
    )
    game.state.move(picked, (picked.owner, "discard"))
    game.log(says(picked), [moment(ctx), *rules], kind=kind, player=picked.owner)


def register(verbs: VerbLibrary) -> None:
    """Add these verbs to the game's library (called once by verbs.py)."""

    @verbs.verb("remove_self", NoArgs, rule="Control 3")
    def remove_self(game: Game, ctx: EffectContext, args: NoArgs) -> Procedure:
        """'Remove this card': the event goes to its owner's removed pile, not the discard."""
        obj = _source(game, ctx)
        game.state.move(obj, (obj.owner, "removed"))
        game.log(
            f"{obj.label} is removed: it goes to {obj.owner}'s removed pile instead of the discard pile",
            [moment(ctx), "Control 3"],
            kind="effect",
            player=obj.owner,
            card=obj.label,
        )
        return
        yield

    @verbs.verb("reveal_hand", WhoArgs, rule="Common Knowledge 1")
    def reveal_hand(game: Game, ctx: EffectContext, args: WhoArgs) -> Procedure:
        """A hand's contents are not common knowledge; this effect shows them to everyone."""
        for p in players(game, ctx, args.who):
            hand = game.state.cards_in(p, "hand")
            shown = ", ".join(o.label for o in hand) or "no cards (the hand is empty)"
            game.log(
                f"{p} reveals their hand: {shown}",
                [moment(ctx), "Common Knowledge 1"],
                kind="effect",
                player=p,
            )
        return
        yield

    @verbs.verb("shuffle_deck", WhoArgs, rule="Searching 2")
    def shuffle_deck(game: Game, ctx: EffectContext, args: WhoArgs) -> Procedure:
        state = game.state
        for p in players(game, ctx, args.who):
            state.info["deck_shuffled"] = sorted(set(state.info.get("deck_shuffled", [])) | {p})
            game.log(
                f"{p} shuffles their deck ({len(state.cards_in(p, 'deck'))} cards; its order is now unknown)",
                [moment(ctx)],
                kind="effect",
                player=p,
            )
        return
        yield

    @verbs.verb("rival_draw", CountArgs, rule="Events 1")
    def rival_draw(game: Game, ctx: EffectContext, args: CountArgs) -> Procedure:
        rival = game.state.opponent(ctx.controller)
        yield game.ruleset.draw(game, rival, args.count, [moment(ctx)], _source(game, ctx).label)

    @verbs.verb("draw_by_attack_cost", PlusArgs, rule="Events 1")
    def draw_by_attack_cost(game: Game, ctx: EffectContext, args: PlusArgs) -> Procedure:
        """'Draw X cards, X = the printed cost of the attack + N': the attack in progress."""
        atk = ctx.memory.get("atk")
        label = _source(game, ctx).label
        if not atk:
            _nothing(game, ctx, f"{label}: no attack is being played, so X is not known")
            return
        cost = atk["obj"].definition.cost or 0
        game.log(
            f"{label}: X is {atk['obj'].label}'s printed cost {cost} + {args.plus} = {cost + args.plus}",
            [moment(ctx)],
            kind="info",
            card=label,
        )
        yield game.ruleset.draw(game, ctx.controller, cost + args.plus, [moment(ctx)], label)

    @verbs.verb("draw_bottom", NoArgs, rule="Events 1")
    def draw_bottom(game: Game, ctx: EffectContext, args: NoArgs) -> Procedure:
        """'Draw the bottom card of your deck'."""
        state = game.state
        p = ctx.controller
        deck = state.cards_in(p, "deck")
        if not deck:
            _nothing(game, ctx, f"{p}'s deck is empty: no card is drawn")
            return
        card = deck[-1]
        state.move(card, (p, "hand"))
        game.log(
            f"{p} draws {card.label}, the bottom card of their deck",
            [moment(ctx)],
            kind="effect",
            player=p,
        )
        if card.definition.type == "event":
            yield game.ruleset.drew_event(game, p, card)

    @verbs.verb("discard_energy", ChoiceArgs, rule="Discard 2")
    def discard_energy(game: Game, ctx: EffectContext, args: ChoiceArgs) -> Procedure:
        """Discard one card of a player's energy pile, chosen by its owner or by the controller."""
        yield _discard_chosen(game, ctx, args, "energy", ["Discard 2", "Energy 3"])

    @verbs.verb("discard_from_hand", ChoiceArgs, rule="Discard 2")
    def discard_from_hand(game: Game, ctx: EffectContext, args: ChoiceArgs) -> Procedure:
        """Discard one card from a hand, chosen by its owner or by the controller."""
        yield _discard_chosen(game, ctx, args, "hand", ["Discard 1", "Discard 2"])

    @verbs.verb("discard_hand", WhoArgs, rule="Discard 3")
    def discard_hand(game: Game, ctx: EffectContext, args: WhoArgs) -> Procedure:
        """A whole hand at once: its owner picks the order (Discard 3); shown in hand order."""
        for p in players(game, ctx, args.who):
            hand = game.state.cards_in(p, "hand")
            for o in hand:
                game.state.move(o, (o.owner, "discard"))
            names = ", ".join(o.label for o in hand) or "nothing (the hand is empty)"
            game.log(
                f"{p} discards their hand: {names}",
                [moment(ctx), "Discard 2", "Discard 3"],
                kind="effect" if hand else "info",
                player=p,
            )
        return
        yield

    @verbs.verb("shuffle_discard", NoArgs, rule="Searching 2")
    def shuffle_discard(game: Game, ctx: EffectContext, args: NoArgs) -> Procedure:
        """'Shuffle your discard pile into your deck'."""
        state = game.state
        p = ctx.controller
        pile = state.cards_in(p, "discard")
        for o in pile:
            state.move(o, (p, "deck"), top=False)
        state.info["deck_shuffled"] = sorted(set(state.info.get("deck_shuffled", [])) | {p})
        game.log(
            f"{p} shuffles {len(pile)} card(s) of their discard pile into their deck "
            f"({len(state.cards_in(p, 'deck'))} cards; its order is now unknown)",
            [moment(ctx)],
            kind="effect" if pile else "info",
            player=p,
        )
        return
        yield

    @verbs.verb("remove_discard", WhoArgs, rule="Discard 2")
    def remove_discard(game: Game, ctx: EffectContext, args: WhoArgs) -> Procedure:
        """'Remove your rival's discard pile': every card goes to its owner's removed pile."""
        state = game.state
        for p in players(game, ctx, args.who):
            pile = state.cards_in(p, "discard")
            for o in pile:
                state.move(o, (o.owner, "removed"), top=False)
            game.log(
                f"{p}'s discard pile ({len(pile)} card(s)) goes to their removed pile",
                [moment(ctx), "Control 3"],
                kind="effect" if pile else "info",
                player=p,
            )
        return
        yield


class MoveArgs(VerbArgs):
    """Move cards of one player's pile to another pile of the same owner (Control 3)."""

    owner: Literal["you", "rival"] = "you"
    source: Literal["discard", "energy", "deck", "hand"] = "discard"
    pick: Literal["top", "bottom", "choose"] = "choose"
    kinds: tuple[str, ...] = ()  # attack kinds or card types; empty = any card
    count: int = Field(1, ge=1, le=60)
    up_to: bool = False
    dest: Literal["hand", "energy", "deck", "discard", "removed", "events"] = "hand"
    dest_end: Literal["top", "bottom", "shuffle"] = "top"
    search: bool = False
    # every fitting card at once ("shuffle your energy pile into your deck"), in pile order
    all: bool = False
    # who picks: the ability's controller, or the pile's owner ("your rival puts a card ...")
    chooser: Literal["controller", "owner"] = "controller"
    # "for each weapon in your energy pile": ``count`` for every such card of the controller's
    per_energy: tuple[str, ...] = ()


class TrimArgs(VerbArgs):
    who: Who = "rival"
    to: int = Field(ge=0, le=60)


_PILE_WORDS = {
    "discard": "discard pile",
    "energy": "energy pile",
    "deck": "deck",
    "hand": "hand",
    "removed": "removed pile",
    "events": "set events (face down, in the arena)",
}


def _fits(obj: CardObject, kinds: tuple[str, ...]) -> bool:
    if not kinds:
        return True
    return obj.definition.type in kinds or obj.definition.fields.get("kind") in kinds


def register_moves(verbs: VerbLibrary) -> None:
    @verbs.verb("move_cards", MoveArgs, rule="Control 3")
    def move_cards(game: Game, ctx: EffectContext, args: MoveArgs) -> Procedure:
        """Pick cards (from the top, the bottom, or by choice) and put them where the card says.

        The discard pile keeps its order (Discard 1), so "top", "bottom" and "closest to the
        top" name real cards; a search may find nothing (Searching 1) and a searched deck is
        shuffled (Searching 2); a non-attack put into an energy pile goes there by effect
        (Energy 2).
        """
        state = game.state
        owner = players(game, ctx, args.owner)[0]
        pile = state.cards_in(owner, args.source)
        fitting = [o for o in pile if _fits(o, args.kinds)]
        if args.pick == "bottom":
            fitting = fitting[::-1]
        where = f"{owner}'s {_PILE_WORDS[args.source]}"
        what = " or ".join(args.kinds) or "card"
        rules = [moment(ctx)] + (["Searching 1"] if args.search else [])
        if args.source == "discard" and args.pick != "choose":
            rules.append("Discard 1")
        chooser = owner if args.chooser == "owner" else ctx.controller
        if args.per_energy:
            n = sum(
                1 for o in state.cards_in(ctx.controller, "energy") if _fits(o, args.per_energy)
            )
            game.log(
                f"{_source(game, ctx).label}: {n} {' or '.join(args.per_energy)}(s) in "
                f"{ctx.controller}'s energy pile, so {n * args.count} {what}(s)",
                [moment(ctx)],
                kind="info",
                card=_source(game, ctx).label,
            )
            if n == 0:
                return
            args = args.model_copy(update={"count": n * args.count, "per_energy": ()})
        picked: list[CardObject]
        if args.all:
            picked = list(fitting)
        elif args.pick == "choose":
            picked = []
            for _ in range(min(args.count, len(fitting))):
                left = [o for o in fitting if o not in picked]
                one = yield choose_object(
                    game,
                    chooser,
                    left,
                    f"{chooser}: which {what} of {where} do you take?",
                    _source(game, ctx).label,
                    rules[-1] if args.search else moment(ctx),
                    kind="choose",
                )
                picked.append(one)
        else:
            picked = fitting[: args.count]
        short = len(picked) < args.count and not (args.up_to or args.search or args.all)
        if not picked:
            _nothing(game, ctx, f"{where} has no {what} to move: nothing happens")
        else:
            dest = (owner, args.dest)
            for o in picked:
                state.move(o, dest, top=args.dest_end == "top")
            to = f"{owner}'s {_PILE_WORDS[args.dest]}"
            place = {"top": "on top of", "bottom": "at the bottom of", "shuffle": "into"}[
                args.dest_end
            ]
            if args.dest in ("hand", "energy", "discard", "removed", "events"):
                place = "into"
            extra = list(rules)
            if args.dest == "events":
                extra.append("Arena 2")
                for o in picked:  # set now: not flipped by a moment that already came (Events 1)
                    o.flags["_set_at"] = state.info.get("_flip_moment", 0)
            if args.dest == "energy":
                by_effect = any(o.definition.type != "attack" for o in picked)
                extra += ["Energy 2" if by_effect else "Energy 1", "Energy 3"]
            game.log(
                f"{owner} puts {', '.join(o.label for o in picked)} from {where} {place} {to}"
                + (f" (only {len(picked)} of {args.count} could be found)" if short else ""),
                extra,
                kind="effect",
                player=owner,
            )
        if (args.search and args.source == "deck") or args.dest_end == "shuffle":
            state.info["deck_shuffled"] = sorted(set(state.info.get("deck_shuffled", [])) | {owner})
            game.log(
                f"{owner}'s deck is shuffled (its order is now unknown)",
                [moment(ctx), *(["Searching 2"] if args.search else [])],
                kind="effect" if picked or args.search else "info",
                player=owner,
            )

    @verbs.verb("mill_each_by_hand", NoArgs, rule="Discard 2")
    def mill_each_by_hand(game: Game, ctx: EffectContext, args: NoArgs) -> Procedure:
        """Each player discards as many cards from the top of their deck as they hold in hand."""
        state = game.state
        for p in players(game, ctx, "each"):
            n = len(state.cards_in(p, "hand"))
            top = state.cards_in(p, "deck")[:n]
            for o in top:
                state.move(o, (o.owner, "discard"))
            names = ", ".join(o.label for o in top) or "nothing"
            game.log(
                f"{p} holds {n} card(s), so discards the top {len(top)} card(s) of their deck: {names}",
                [moment(ctx), "Discard 1", "Discard 2"],
                kind="effect" if top else "info",
                player=p,
            )
        return
        yield

    @verbs.verb("trim_energy", TrimArgs, rule="Discard 3")
    def trim_energy(game: Game, ctx: EffectContext, args: TrimArgs) -> Procedure:
        """Discard from an energy pile until it holds ``to`` cards (several at once: Discard 3)."""
        for p in players(game, ctx, args.who):
            pile = game.state.cards_in(p, "energy")
            extra = pile[args.to :] if args.to else pile
            if not extra:
                _nothing(
                    game,
                    ctx,
                    f"{p} has {len(pile)} energy, not more than {args.to}: nothing is discarded",
                )
                continue
            for o in extra:
                game.state.move(o, (o.owner, "discard"))
            game.log(
                f"{p} discards {len(extra)} card(s) from their energy pile down to {args.to} energy",
                [moment(ctx), "Discard 2", "Discard 3", "Energy 3"],
                kind="effect",
                player=p,
            )
        return
        yield

    @verbs.verb("self_to_energy", VerbArgs, rule="Energy 2")
    def self_to_energy(game: Game, ctx: EffectContext, args: VerbArgs) -> Procedure:
        """'Put this card into your energy pile' (an event: by effect, Energy 2)."""
        obj = _source(game, ctx)
        game.log(
            f"{obj.label} puts itself into {obj.owner}'s energy pile instead of the discard pile",
            [moment(ctx), "Energy 2"],
            kind="effect",
            player=obj.owner,
            card=obj.label,
        )
        yield game.ruleset.to_energy_pile(game, obj, obj.owner, [moment(ctx), "Control 3"])
