"""Verbs of an attack's or block's own text that reach into the rival's hidden cards and
attacks: revealing a set event (and discarding it later), a random card and its cost, a named
card's copies, a random swap with the deck's top, discarding down to a hand size, duplicates
in an energy pile, where the rival's attack goes when it finishes, and what it may link to.

Each does what it names on the real cards and logs one "effect" step citing the moment the
text is used; what cannot be done (nothing set, an empty hand) is an "info" step saying why.
"""

from __future__ import annotations

from collections import Counter
from typing import Literal

from pydantic import Field

from engine.core.choose import choose_object
from engine.core.contract import VerbArgs, VerbLibrary
from engine.core.game import Game, Procedure
from engine.core.ruleset import EffectContext
from engine.core.state import CardObject
from engine.games.epic_battles.finishing import FLAG
from engine.games.epic_battles.pile_verbs import discard_picked, moment
from engine.games.epic_battles.text_verb_tools import pick_one, swap_with_deck_top

REVEALED = "_revealed_by"


class NoArgs(VerbArgs):
    pass


class CountArgs(VerbArgs):
    count: int = Field(1, ge=1, le=10)


class DownArgs(VerbArgs):
    to: int = Field(ge=0, le=20)


class NextFinishArgs(VerbArgs):
    """Where an attack goes when it finishes: the blocked one now (``this``), or the rival's
    next one."""

    which: Literal["blocked", "rival_next"]
    dest: Literal["discard"] = "discard"


class LinkNeedsArgs(VerbArgs):
    height: Literal["high", "low"] | None = None
    min_cost: int | None = Field(None, ge=1, le=10)


def _label(game: Game, ctx: EffectContext) -> str:
    return game.state.objects[ctx.source].label


def _info(game: Game, ctx: EffectContext, text: str) -> None:
    game.log(text, [moment(ctx)], kind="info", card=_label(game, ctx))


def register(verbs: VerbLibrary) -> None:
    """Add these verbs to the game's library (called once by verbs.py)."""

    @verbs.verb("reveal_set", NoArgs, rule="Common Knowledge 1")
    def reveal_set(game: Game, ctx: EffectContext, args: NoArgs) -> Procedure:
        """The controller picks one of the rival's set (face-down) events; the rival shows it."""
        state, label = game.state, _label(game, ctx)
        rival = state.opponent(ctx.controller)
        setc = state.cards_in(rival, "events")
        if not setc:
            _info(game, ctx, f"{rival} has no face-down card in the arena to reveal")
            return
        picked = yield choose_object(
            game,
            ctx.controller,
            setc,
            f"{ctx.controller}: which of {rival}'s face-down cards is revealed?",
            label,
            moment(ctx),
            kind="choose",
        )
        picked.flags[REVEALED] = ctx.source
        game.log(
            f"{rival} reveals {picked.label} (face down in the arena)",
            [moment(ctx), "Common Knowledge 1"],
            kind="effect",
            player=rival,
        )

    @verbs.verb("discard_revealed", NoArgs, rule="Discard 2")
    def discard_revealed(game: Game, ctx: EffectContext, args: NoArgs) -> Procedure:
        state = game.state
        rival = state.opponent(ctx.controller)
        shown = [o for o in state.cards_in(rival, "events") if o.flags.get(REVEALED) == ctx.source]
        if not shown:
            _info(game, ctx, "no face-down card revealed by this attack is still in the arena")
            return
        for o in shown:
            state.move(o, (o.owner, "discard"))
            game.log(
                f"{o.label}, the card it revealed, is discarded from {rival}'s face-down cards",
                [moment(ctx), "Discard 2", "Control 3"],
                kind="effect",
                player=rival,
            )
        return
        yield

    @verbs.verb("reveal_random_mill", NoArgs, rule="Discard 2")
    def reveal_random_mill(game: Game, ctx: EffectContext, args: NoArgs) -> Procedure:
        """A random card of the rival's hand is shown; its printed cost is how many cards of
        the rival's deck are discarded from the top."""
        state, label = game.state, _label(game, ctx)
        rival = state.opponent(ctx.controller)
        hand = state.cards_in(rival, "hand")
        if not hand:
            _info(game, ctx, f"{rival}'s hand is empty: no card is revealed")
            return
        picked = yield choose_object(
            game,
            rival,
            hand,
            f"which card of {rival}'s hand is revealed (at random)?",
            label,
            moment(ctx),
            kind="choose",
        )
        cost = picked.definition.cost
        game.log(
            f"{rival} reveals {picked.label} at random from their hand"
            + (
                f" (printed cost {cost})"
                if cost is not None
                else " (it has no printed cost: X is 0)"
            ),
            [moment(ctx), "Common Knowledge 1"],
            kind="effect",
            player=rival,
        )
        if cost:
            mill = verbs.get("mill")
            assert mill is not None
            yield mill.run(game, ctx, mill.validate({"verb": "mill", "count": int(cost)}))

    @verbs.verb("name_and_discard", NoArgs, rule="Discard 2")
    def name_and_discard(game: Game, ctx: EffectContext, args: NoArgs) -> Procedure:
        """The controller names a card; the rival shows their hand and discards its copies."""
        state, p = game.state, ctx.controller
        rival = state.opponent(p)
        hand = state.cards_in(rival, "hand")
        options = list(dict.fromkeys(o.definition.name for o in hand))
        if not options:
            _info(game, ctx, f"{p} names a card, but {rival}'s hand is empty: nothing is discarded")
            return
        name = yield pick_one(
            game,
            ctx,
            p,
            f"{p}: which card do you name?",
            options,
            f"the first card of {rival}'s hand in the scenario",
            lambda n: f"{p} names {n}",
        )
        game.log(
            f"{rival} reveals their hand: {', '.join(o.label for o in hand)}",
            [moment(ctx), "Common Knowledge 1"],
            kind="effect",
            player=rival,
        )
        copies = [o for o in hand if o.definition.name == name]
        for o in copies:
            state.move(o, (o.owner, "discard"))
        game.log(
            f"{rival} discards {len(copies)} cop(ies) of {name}: {', '.join(o.label for o in copies)}",
            [moment(ctx), "Discard 2", "Discard 3"],
            kind="effect",
            player=rival,
        )

    @verbs.verb("swap_random_top", CountArgs, rule="Discard 2")
    def swap_random_top(game: Game, ctx: EffectContext, args: CountArgs) -> Procedure:
        """N random cards of the rival's hand and the top N of their deck change places."""
        state, label = game.state, _label(game, ctx)
        rival = state.opponent(ctx.controller)
        hand = state.cards_in(rival, "hand")
        n = min(args.count, len(hand), len(state.cards_in(rival, "deck")))
        if n == 0:
            _info(game, ctx, f"{rival}'s hand or deck is empty: nothing is switched")
            return
        going: list[CardObject] = []
        for _ in range(n):
            left = [o for o in hand if o not in going]
            one = yield choose_object(
                game,
                rival,
                left,
                f"which card of {rival}'s hand is taken (at random)?",
                label,
                moment(ctx),
                kind="choose",
            )
            going.append(one)
        swap_with_deck_top(game, ctx, rival, going)

    @verbs.verb("discard_down", DownArgs, rule="Discard 2")
    def discard_down(game: Game, ctx: EffectContext, args: DownArgs) -> Procedure:
        state = game.state
        rival = state.opponent(ctx.controller)
        over = len(state.cards_in(rival, "hand")) - args.to
        if over <= 0:
            _info(game, ctx, f"{rival} holds {args.to} card(s) or fewer: nothing is discarded")
            return
        for _ in range(over):
            yield discard_picked(
                game,
                ctx,
                rival,
                state.cards_in(rival, "hand"),
                f"{rival}: which card of your hand do you discard (down to {args.to})?",
                lambda o: f"{o.label} is discarded from {rival}'s hand (down to {args.to} cards)",
                ["Discard 1", "Discard 2"],
            )

    @verbs.verb("discard_energy_duplicate", NoArgs, rule="Discard 2")
    def discard_energy_duplicate(game: Game, ctx: EffectContext, args: NoArgs) -> Procedure:
        """One card of the rival's energy pile that shares its title with another there."""
        state = game.state
        rival = state.opponent(ctx.controller)
        pile = state.cards_in(rival, "energy")
        names = Counter(o.definition.name for o in pile)
        twins = [o for o in pile if names[o.definition.name] > 1]
        if not twins:
            _info(
                game,
                ctx,
                f"no two cards of {rival}'s energy pile share a title: nothing is discarded",
            )
            return
        yield discard_picked(
            game,
            ctx,
            ctx.controller,
            twins,
            f"{ctx.controller}: which card of {rival}'s energy pile is discarded?",
            lambda o: (
                f"{o.label} is discarded from {rival}'s energy pile (another {o.definition.name} is there)"
            ),
            ["Discard 2", "Energy 3"],
        )

    @verbs.verb("attack_finish_to", NextFinishArgs, rule="Replacement 1")
    def attack_finish_to(game: Game, ctx: EffectContext, args: NextFinishArgs) -> Procedure:
        """The attack this block stops, or the rival's next attack, goes to its owner's discard
        pile instead of the energy pile when it finishes (step 11)."""
        state, label = game.state, _label(game, ctx)
        if args.which == "blocked":
            atk = ctx.memory.get("atk")
            if not atk:
                _info(game, ctx, "no attack is being blocked")
                return
            obj = atk["obj"]
            obj.flags[FLAG] = {"dest": args.dest, "if_blocked": False}
            game.log(
                f"{obj.label} will be discarded, not put into the energy pile, when it finishes",
                [moment(ctx), "Action Sequence 11", "Replacement 1"],
                kind="effect",
                card=label,
            )
            return
        rival = state.opponent(ctx.controller)
        game.ruleset.add_floating(
            game,
            rival,
            {
                "finish_to": args.dest,
                "next": "attack",
                "source": label,
                "text": f"{rival}'s next attack is discarded, not put into the energy pile, when it finishes (from {label})",
            },
        )
        return
        yield

    @verbs.verb("link_needs", LinkNeedsArgs, rule="Action Sequence 12")
    def link_needs(game: Game, ctx: EffectContext, args: LinkNeedsArgs) -> Procedure:
        """A block that says what the attacker's next linked attack has to be (its height, its
        printed cost): only such an attack may be linked, else the action is over."""
        combo = game.state.info.get("combo")
        if combo is None:
            _info(game, ctx, "no combo is going on")
            return
        combo["link_needs"] = {"height": args.height, "min_cost": args.min_cost}
        words = " ".join(w for w in (args.height, "attack") if w)
        cost = f" with a printed cost of {args.min_cost} or more" if args.min_cost else ""
        game.log(
            f"{combo['player']} may link only a {words}{cost} next in this combo; if they "
            "do not, the action is over after this attack",
            [moment(ctx), "Action Sequence 12"],
            kind="effect",
            player=combo["player"],
        )
        return
        yield
