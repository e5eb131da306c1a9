"""Attack-text verbs on a player's piles: costs paid in cards, the top of a deck revealed,
arranged or switched with cards in hand, a discard pile rearranged, a hand cycled.

Each verb does what it names on the real piles and logs one "effect" step citing the moment
the text is used."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field, field_validator, model_validator

from engine.core.choose import choose_object
from engine.core.contract import VerbArgs, VerbLibrary
from engine.core.decisions import Decision
from engine.core.game import Game, Procedure
from engine.core.ruleset import EffectContext, ask
from engine.core.state import CardObject
from engine.games.epic_battles.pile_verbs import discard_picked, moment
from engine.games.epic_battles.text_verb_tools import (
    PILE_NAMES,
    NoArgs,
    check_steps,
    fits_kinds,
    payable_card,
    pick_many,
    put_back_and_draw,
    reorder,
    run_steps,
    source_label,
    swap_with_deck_top,
)


class PayCardsArgs(VerbArgs):
    """'Discard an event in your energy pile to X': the discard is the cost, X follows.
    'X unless you discard 2 slams': ``ask`` the player, and ``otherwise`` runs when they don't."""

    source: Literal["hand", "energy", "events", "discard"] = "hand"
    kinds: tuple[str, ...] = ()
    names: tuple[str, ...] = ()  # cards named in quotes ("the card Girth")
    count: int = Field(1, ge=1, le=10)
    # where the cards go: discarded, removed, or only revealed (they stay where they are)
    to: Literal["discard", "removed", "reveal"] = "discard"
    then: tuple[dict[str, Any], ...] = ()
    otherwise: tuple[dict[str, Any], ...] = ()
    ask: bool = False

    @field_validator("then", "otherwise")
    @classmethod
    def _steps_valid(cls, v: tuple[dict[str, Any], ...]) -> tuple[dict[str, Any], ...]:
        return check_steps(v) if v else v

    @model_validator(mode="after")
    def _does_something(self) -> PayCardsArgs:
        if not (self.then or self.otherwise):
            raise ValueError("a card cost guards at least one step")
        return self


class SwitchArgs(VerbArgs):
    """Switch one card of a hand or discard pile with one of the energy pile or the deck's top."""

    source: Literal["hand", "discard"] = "hand"
    kinds: tuple[str, ...] = ()
    other: Literal["energy", "deck_top"] = "energy"
    other_kinds: tuple[str, ...] = ()


class CycleArgs(VerbArgs):
    """Put up to ``max`` cards of ``kinds`` from the hand at the bottom of the deck, then draw
    as many (``who``: whose hand; ``random``: the cards are taken at random, all ``max``)."""

    kinds: tuple[str, ...] = ()
    max: int = Field(ge=1, le=10)
    who: Literal["you", "rival"] = "you"
    random: bool = False


class ArrangeArgs(VerbArgs):
    """Look at the top ``count`` cards of a deck (one more per energy-pile card of
    ``per_energy``) and put them back in any order, some at the bottom when ``bottom``."""

    whose: Literal["you", "rival"] = "you"
    count: int = Field(ge=1, le=10)
    per_energy: tuple[str, ...] = ()
    bottom: bool = False


class DiscardPerArgs(VerbArgs):
    """The rival discards one card from their hand for each counted card (``max`` at most)."""

    per_energy: tuple[str, ...]
    max: int | None = Field(None, ge=1, le=10)


class RevealTopArgs(VerbArgs):
    """Reveal the top cards of one's deck; the ones of ``kinds`` go ``to``, the rest ``rest``."""

    count: int = Field(ge=1, le=10)
    kinds: tuple[str, ...]
    to: Literal["events", "energy"]
    rest: Literal["discard", "deck_bottom", "deck_top"]


class DiscardForArgs(VerbArgs):
    """'Discard up to 5 blocks from your hand; the rival mills 2 for each one discarded'."""

    kinds: tuple[str, ...] = ()
    max: int = Field(ge=1, le=10)
    mill_each: int = Field(ge=1, le=10)


class SwitchTopArgs(VerbArgs):
    """Switch any number of hand cards of ``kinds`` with as many from the top of the deck."""

    kinds: tuple[str, ...] = ()


def register(verbs: VerbLibrary) -> None:
    """Add these verbs to the game's library (called once by verbs.py)."""

    @verbs.verb("pay_cards", PayCardsArgs, rule="Discard 2")
    def pay_cards(game: Game, ctx: EffectContext, args: PayCardsArgs) -> Procedure:
        state, p, label = game.state, ctx.controller, source_label(game, ctx)
        where = f"{p}'s {PILE_NAMES[args.source]}"
        want = " or ".join(args.names or args.kinds) or "card"

        # never the card paying for itself: a flipped event is face up, no longer a set card
        def payable() -> list[CardObject]:
            found = state.cards_in(p, args.source)
            return [o for o in found if payable_card(o, args) and o.oid != ctx.source]

        fitting = payable()
        if len(fitting) < args.count:
            game.log(
                f"{label}: {where} holds {len(fitting)} {want}(s), so {p} cannot discard "
                f"{args.count} to pay for it"
                + (
                    " and the rest of its text happens"
                    if args.otherwise
                    else " and nothing happens"
                ),
                [moment(ctx)],
                kind="info",
                card=label,
            )
            yield run_steps(game, ctx, args.otherwise)
            return
        if args.ask:
            pays = yield ask(
                game,
                Decision(
                    kind="may",
                    player=p,
                    prompt=f"{p}: discard {args.count} {want}(s) from your {PILE_NAMES[args.source]} for {label}?",
                    options=[True, False],
                    rule=moment(ctx),
                    default=False,
                    default_reason="the scenario does not say the cards are discarded",
                    card=label,
                ),
                lambda yes: (
                    f"{p} {'discards' if yes else 'does not discard'} {args.count} {want}(s)"
                ),
            )
            if not pays:
                yield run_steps(game, ctx, args.otherwise)
                return
        rules = [moment(ctx), "Discard 2"] if args.to == "discard" else [moment(ctx)]
        rules += {"energy": ["Energy 3"], "events": ["Arena 2", "Control 3"]}.get(args.source, [])
        verb = {"discard": "discard", "removed": "remove", "reveal": "reveal"}[args.to]
        shown: list[CardObject] = []
        for _ in range(args.count):
            left = [o for o in payable() if o not in shown]
            picked = yield choose_object(
                game,
                p,
                left,
                f"{p}: which {want} of {where} do you {verb} for {label}?",
                label,
                moment(ctx),
                kind="choose",
            )
            if args.to == "reveal":
                shown.append(picked)
                game.log(
                    f"{p} reveals {picked.label} from {where} (the cost of {label})",
                    [*rules, "Common Knowledge 1"],
                    kind="event",
                    player=p,
                )
                continue
            state.move(picked, (picked.owner, args.to))
            game.log(
                f"{p} {verb}s {picked.label} from {where} (the cost of {label})",
                rules,
                kind="event",
                player=p,
            )
        yield run_steps(game, ctx, args.then)

    @verbs.verb("rearrange_discard", NoArgs, rule="Discard 1")
    def rearrange_discard(game: Game, ctx: EffectContext, args: NoArgs) -> Procedure:
        """The pile keeps its order (Discard 1) except when an effect lets its owner change it."""
        state, p, label = game.state, ctx.controller, source_label(game, ctx)
        pile = state.cards_in(p, "discard")
        if len(pile) < 2:
            game.log(
                f"{p}'s discard pile holds {len(pile)} card(s): there is no order to change",
                [moment(ctx), "Discard 1"],
                kind="info",
                card=label,
            )
            return
        labels = [o.label for o in pile]
        order = yield pick_many(
            game,
            ctx,
            p,
            f"{p}: the new order of your discard pile, top first (cards not named keep their order below)",
            labels,
            labels,
            "the scenario gives no new order, so it is kept",
            lambda picked: f"{p} orders their discard pile: {', '.join(picked) or 'as it was'}",
        )
        by_label = {o.label: o for o in pile}
        new = [by_label[lab] for lab in reorder(labels, order)]
        zone = state.zone(p, "discard")
        zone.cards.clear()
        zone.cards.extend(o.oid for o in new)
        game.log(
            f"{p} rearranges their discard pile (top first): {', '.join(o.label for o in new)}",
            [moment(ctx), "Discard 1"],
            kind="effect",
            player=p,
        )

    @verbs.verb("reveal_top", RevealTopArgs, rule="Common Knowledge 1")
    def reveal_top(game: Game, ctx: EffectContext, args: RevealTopArgs) -> Procedure:
        state, p = game.state, ctx.controller
        top = state.cards_in(p, "deck")[: args.count]
        shown = ", ".join(o.label for o in top) or "nothing (the deck is empty)"
        game.log(
            f"{p} reveals the top {len(top)} card(s) of their deck: {shown}",
            [moment(ctx), "Common Knowledge 1"],
            kind="effect",
            player=p,
        )
        found = [o for o in top if fits_kinds(o, args.kinds)]
        rest = [o for o in top if o not in found]
        want = " or ".join(args.kinds)
        if args.to == "events":
            for o in found:
                state.move(o, (p, "events"))
                # set now: not flipped by a moment that already came (Events 1)
                o.flags["_set_at"] = state.info.get("_flip_moment", 0)
            if found:
                game.log(
                    f"{p} sets {', '.join(o.label for o in found)} face down in the arena",
                    [moment(ctx), "Arena 2"],
                    kind="effect",
                    player=p,
                )
        else:
            for o in found:
                o.flags["_not_played"] = True
                yield game.ruleset.to_energy_pile(game, o, p, [moment(ctx), "Energy 2"])
        if not found:
            game.log(f"No {want} is among them", [moment(ctx)], kind="info", player=p)
        if not rest:
            return
        names = ", ".join(o.label for o in rest)
        if args.rest == "discard":
            for o in rest:
                state.move(o, (o.owner, "discard"))
            text, rules = f"{p} discards the rest: {names}", ["Discard 2", "Discard 3"]
        else:
            for o in rest:
                state.move(o, (p, "deck"), top=args.rest == "deck_top")
            end = "bottom" if args.rest == "deck_bottom" else "top"
            text, rules = f"{p} puts the rest at the {end} of their deck: {names}", []
        game.log(text, [moment(ctx), *rules], kind="effect", player=p)

    @verbs.verb("switch_cards", SwitchArgs, rule="Energy 2")
    def switch_cards(game: Game, ctx: EffectContext, args: SwitchArgs) -> Procedure:
        """Both cards are picked first, then they change places at once."""
        state, p, label = game.state, ctx.controller, source_label(game, ctx)
        where = {"hand": "hand", "discard": "discard pile"}[args.source]
        mine = [o for o in state.cards_in(p, args.source) if fits_kinds(o, args.kinds)]
        if args.other == "energy":
            others = [o for o in state.cards_in(p, "energy") if fits_kinds(o, args.other_kinds)]
        else:
            others = state.cards_in(p, "deck")[:1]
        other_words = "energy pile" if args.other == "energy" else "deck's top card"
        if not mine or not others:
            want = " or ".join(args.kinds) or "card"
            empty = f"{want} in {p}'s {where}" if not mine else f"card for {p}'s {other_words}"
            game.log(
                f"{label}: there is no {empty} to switch, so nothing happens",
                [moment(ctx)],
                kind="info",
                card=label,
            )
            return
        one = yield choose_object(
            game,
            p,
            mine,
            f"{p}: which card of your {where} do you switch?",
            label,
            moment(ctx),
            kind="choose",
        )
        two = others[0]
        if args.other == "energy":
            two = yield choose_object(
                game,
                p,
                others,
                f"{p}: which card of your energy pile do you switch?",
                label,
                moment(ctx),
                kind="choose",
            )
        back = {"hand": (p, "hand"), "discard": (two.owner, "discard")}[args.source]
        if args.other == "energy":
            state.move(two, back)
            game.log(
                f"{two.label} goes from {p}'s energy pile to {p}'s {where}",
                [moment(ctx), "Energy 3"],
                kind="effect",
                player=p,
            )
            one.flags["_not_played"] = True
            yield game.ruleset.to_energy_pile(game, one, p, [moment(ctx), "Energy 2"])
            return
        state.move(two, (p, "hand"))
        state.move(one, (p, "deck"))
        game.log(
            f"{p} switches {one.label} from their hand with {two.label}, the top card of their deck",
            [moment(ctx)],
            kind="effect",
            player=p,
        )

    @verbs.verb("cycle_hand", CycleArgs, rule="Triggered 1")
    def cycle_hand(game: Game, ctx: EffectContext, args: CycleArgs) -> Procedure:
        state, label = game.state, source_label(game, ctx)
        p = ctx.controller if args.who == "you" else state.opponent(ctx.controller)
        want = " or ".join(args.kinds) or "card"
        fitting = [o for o in state.cards_in(p, "hand") if fits_kinds(o, args.kinds)]
        if fitting and args.random:
            going = []
            for _ in range(min(args.max, len(fitting))):
                left = [o for o in fitting if o not in going]
                one = yield choose_object(
                    game,
                    p,
                    left,
                    f"which card of {p}'s hand is taken at random?",
                    label,
                    moment(ctx),
                    kind="choose",
                )
                going.append(one)
            yield put_back_and_draw(game, ctx, p, going, label)
            return
        if not fitting:
            game.log(
                f"{label}: {p} holds no {want}, so nothing is put back and nothing is drawn",
                [moment(ctx)],
                kind="info",
                card=label,
            )
            return
        labels = [o.label for o in fitting]
        most = labels[: args.max]
        picked = yield pick_many(
            game,
            ctx,
            p,
            f"{p}: which {want}s (up to {args.max}) go to the bottom of your deck?",
            labels,
            most,
            f"as many as allowed ({len(most)})",
            lambda labs: f"{p} puts back {', '.join(labs) if labs else 'nothing'}",
        )
        going = [o for o in fitting if o.label in picked][: args.max]
        if going:
            yield put_back_and_draw(game, ctx, p, going, label)

    @verbs.verb("arrange_top", ArrangeArgs, rule="Common Knowledge 1")
    def arrange_top(game: Game, ctx: EffectContext, args: ArrangeArgs) -> Procedure:
        """The player who looks sees the cards (named in the trace for them) and orders them."""
        state, p, label = game.state, ctx.controller, source_label(game, ctx)
        owner = p if args.whose == "you" else state.opponent(p)
        extra = 0
        if args.per_energy:
            extra = sum(1 for o in state.cards_in(p, "energy") if fits_kinds(o, args.per_energy))
        top = state.cards_in(owner, "deck")[: args.count + extra]
        if not top:
            game.log(
                f"{owner}'s deck is empty: there is nothing to look at",
                [moment(ctx)],
                kind="info",
                card=label,
            )
            return
        more = (
            f" ({args.count} and {extra} more for the {' or '.join(args.per_energy)}(s) in {p}'s energy pile)"
            if extra
            else ""
        )
        game.log(
            f"{p} looks at the top {len(top)} card(s) of {owner}'s deck{more}: {', '.join(o.label for o in top)}",
            [moment(ctx), "Common Knowledge 1"],
            kind="effect",
            player=p,
        )
        labels = [o.label for o in top]
        down: list[str] = []
        if args.bottom:
            down = yield pick_many(
                game,
                ctx,
                p,
                f"{p}: which of them go to the bottom of {owner}'s deck (top first)?",
                labels,
                [],
                "the scenario names none, so all stay on top",
                lambda labs: (
                    f"{p} puts {', '.join(labs) if labs else 'none of them'} at the bottom"
                ),
            )
        staying = [lab for lab in labels if lab not in down]
        order = staying
        if len(staying) > 1:
            order = yield pick_many(
                game,
                ctx,
                p,
                f"{p}: the order of the cards left on top of {owner}'s deck (top first)",
                staying,
                staying,
                "the scenario gives no new order, so it is kept",
                lambda labs: f"{p} orders them {', '.join(labs) or 'as they were'}",
            )
        new_top = reorder(staying, order)
        by_label = {o.label: o for o in top}
        zone = state.zone(owner, "deck")
        rest = [oid for oid in zone.cards if oid not in {o.oid for o in top}]
        zone.cards.clear()
        zone.cards.extend(
            [by_label[lab].oid for lab in new_top] + rest + [by_label[lab].oid for lab in down]
        )
        where = f"; at the bottom: {', '.join(down)}" if down else ""
        game.log(
            f"{owner}'s deck now starts {', '.join(new_top) or 'with the rest of the deck'}{where}",
            [moment(ctx)],
            kind="effect",
            player=p,
        )

    @verbs.verb("discard_per", DiscardPerArgs, rule="Discard 2")
    def discard_per(game: Game, ctx: EffectContext, args: DiscardPerArgs) -> Procedure:
        state, p, label = game.state, ctx.controller, source_label(game, ctx)
        rival = state.opponent(p)
        counted = sum(1 for o in state.cards_in(p, "energy") if fits_kinds(o, args.per_energy))
        n = min(counted, args.max) if args.max is not None else counted
        cap = (
            f", up to the maximum of {args.max}"
            if args.max is not None and counted > args.max
            else ""
        )
        game.log(
            f"{label}: X is {n} ({counted} {' or '.join(args.per_energy)}(s) in {p}'s energy pile{cap})",
            [moment(ctx)],
            kind="info",
            card=label,
        )
        for _ in range(n):
            hand = state.cards_in(rival, "hand")
            if not hand:
                game.log(
                    f"{rival}'s hand is empty: nothing more is discarded",
                    [moment(ctx)],
                    kind="info",
                    card=label,
                )
                return
            yield discard_picked(
                game,
                ctx,
                rival,
                hand,
                f"{rival}: which card of your hand is discarded?",
                lambda o: f"{o.label} is discarded from {rival}'s hand ({rival} chose it)",
                ["Discard 1", "Discard 2"],
            )

    @verbs.verb("reveal_all_but", NoArgs, rule="Common Knowledge 1")
    def reveal_all_but(game: Game, ctx: EffectContext, args: NoArgs) -> Procedure:
        """The rival's hand is shown except one card picked at random."""
        state, label = game.state, source_label(game, ctx)
        rival = state.opponent(ctx.controller)
        hand = state.cards_in(rival, "hand")
        if len(hand) < 2:
            game.log(
                f"{rival} holds {len(hand)} card(s): all but one random card is nothing to reveal",
                [moment(ctx)],
                kind="info",
                card=label,
            )
            return
        kept = yield choose_object(
            game,
            rival,
            hand,
            f"which card of {rival}'s hand stays hidden (at random)?",
            label,
            moment(ctx),
            kind="choose",
        )
        shown = ", ".join(o.label for o in hand if o is not kept)
        game.log(
            f"{rival} reveals their hand but one random card: {shown}",
            [moment(ctx), "Common Knowledge 1"],
            kind="effect",
            player=rival,
        )

    @verbs.verb("discard_for_mill", DiscardForArgs, rule="Discard 2")
    def discard_for_mill(game: Game, ctx: EffectContext, args: DiscardForArgs) -> Procedure:
        state, p, label = game.state, ctx.controller, source_label(game, ctx)
        want = " or ".join(args.kinds) or "card"
        fitting = [o for o in state.cards_in(p, "hand") if fits_kinds(o, args.kinds)]
        if not fitting:
            game.log(
                f"{label}: {p} holds no {want} to discard", [moment(ctx)], kind="info", card=label
            )
            return
        labels = [o.label for o in fitting]
        picked = yield pick_many(
            game,
            ctx,
            p,
            f"{p}: which {want}s (up to {args.max}) do you discard?",
            labels,
            labels[: args.max],
            f"as many as allowed ({min(len(labels), args.max)})",
            lambda labs: f"{p} discards {', '.join(labs) if labs else 'nothing'}",
        )
        going = [o for o in fitting if o.label in picked][: args.max]
        for o in going:
            state.move(o, (o.owner, "discard"))
        if not going:
            return
        game.log(
            f"{p} discards {', '.join(o.label for o in going)} from their hand",
            [moment(ctx), "Discard 2", "Discard 3"],
            kind="effect",
            player=p,
        )
        mill = verbs.get("mill")
        assert mill is not None
        yield mill.run(
            game, ctx, mill.validate({"verb": "mill", "count": args.mill_each * len(going)})
        )

    @verbs.verb("switch_with_top", SwitchTopArgs, rule="Action Sequence 10")
    def switch_with_top(game: Game, ctx: EffectContext, args: SwitchTopArgs) -> Procedure:
        state, p, label = game.state, ctx.controller, source_label(game, ctx)
        want = " or ".join(args.kinds) or "card"
        fitting = [o for o in state.cards_in(p, "hand") if fits_kinds(o, args.kinds)]
        deck = state.cards_in(p, "deck")
        if not fitting or not deck:
            game.log(
                f"{label}: {p} has no {want} in hand or no deck to switch with",
                [moment(ctx)],
                kind="info",
                card=label,
            )
            return
        labels = [o.label for o in fitting][: len(deck)]
        picked = yield pick_many(
            game,
            ctx,
            p,
            f"{p}: which {want}s of your hand do you switch with the top of your deck?",
            labels,
            labels,
            "all that can be switched",
            lambda labs: f"{p} switches {', '.join(labs) if labs else 'nothing'}",
        )
        going = [o for o in fitting if o.label in picked]
        if going:
            swap_with_deck_top(game, ctx, p, going)
