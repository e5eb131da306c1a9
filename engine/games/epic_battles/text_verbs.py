"""Verbs for more of an attack's own text: costs paid in cards, revealing the top of a deck,
rearranging a discard pile, naming a block the rival may not play, an unblockable next attack
and a rival's choice to pay or suffer the effect.

Each verb does what it names on the real piles (or on the combo and floating effects the
block step reads) and logs one "effect" step citing the moment the text is used.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field, field_validator, model_validator

from engine.core.choose import choose_object
from engine.core.contract import VerbArgs, VerbLibrary, step_problem
from engine.core.decisions import Decision
from engine.core.game import Game, Procedure
from engine.core.ruleset import EffectContext, ask
from engine.core.state import CardObject
from engine.games.epic_battles.pile_verbs import discard_picked, moment

_PILE = {
    "hand": "hand",
    "energy": "energy pile",
    "events": "face-down events in the arena",
    "discard": "discard pile",
}


def _fits(obj: CardObject, kinds: tuple[str, ...]) -> bool:
    fields = obj.definition.fields
    return not kinds or obj.definition.type in kinds or fields.get("kind") in kinds


def _payable(obj: CardObject, args: Any) -> bool:
    """A card that can pay a card cost: of the kinds named, and of the name named if any."""
    if args.names and obj.definition.name.lower() not in {n.lower() for n in args.names}:
        return False
    return _fits(obj, args.kinds)


def _steps_run(steps: tuple[dict[str, Any], ...]) -> tuple[dict[str, Any], ...]:
    """Every guarded step must be a verb whose arguments validate (as for 'if')."""
    from engine.games.epic_battles.verbs import VERBS

    if not steps:
        raise ValueError("at least one step follows")
    for step in steps:
        problem = step_problem(VERBS, step)
        if problem:
            raise ValueError(problem)
    return steps


def _run_steps(game: Game, ctx: EffectContext, steps: tuple[dict[str, Any], ...]) -> Procedure:
    from engine.games.epic_battles.verbs import VERBS

    for step in steps:
        spec = VERBS.get(str(step["verb"]))
        assert spec is not None  # validated with the arguments
        yield spec.run(game, ctx, spec.validate(step))


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
        return _steps_run(v) if v else v

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


class BarArgs(VerbArgs):
    """'Your rival cannot link attacks this step' / '... cannot use HIT effects next action'."""

    what: Literal["no_link", "no_hit", "no_draw"]
    whose: Literal["you", "rival"] = "rival"
    next: Literal["action"] | None = None
    until: Literal["step", "turn", "combo"] | None = None


class WhenBlockedArgs(VerbArgs):
    """'If this attack is blocked, X': X waits for the block (run after step 7, sequence.py)."""

    then: tuple[dict[str, Any], ...]

    @field_validator("then")
    @classmethod
    def _then_runs(cls, v: tuple[dict[str, Any], ...]) -> tuple[dict[str, Any], ...]:
        return _steps_run(v)


class LimitArgs(VerbArgs):
    """How many attacks an action may still have: ``more`` for the rest of this combo, or
    ``most`` for the rival's whole next action."""

    whose: Literal["you", "rival"] = "you"
    more: int | None = Field(None, ge=0, le=10)
    most: int | None = Field(None, ge=1, le=10)

    @model_validator(mode="after")
    def _one_limit(self) -> LimitArgs:
        if (self.more is None) == (self.most is None):
            raise ValueError("a limit says either how many more or how many at most")
        return self


class BlockTaxArgs(VerbArgs):
    """'Your attacks cost +2 energy to block this step': a floating tax on the controller's attacks."""

    amount: int = Field(ge=1, le=10)
    until: Literal["step", "turn", "combo"] | None = None


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


class FromDamageArgs(VerbArgs):
    """X = the damage this attack dealt (step 8): shuffle X cards of ``kinds`` from the discard
    pile into the deck, or cap the rival's first attack of their next action at X."""

    use: Literal["shuffle_back", "cap_next"]
    kinds: tuple[str, ...] = ()


class RevealTopArgs(VerbArgs):
    """Reveal the top cards of one's deck; the ones of ``kinds`` go ``to``, the rest ``rest``."""

    count: int = Field(ge=1, le=10)
    kinds: tuple[str, ...]
    to: Literal["events", "energy"]
    rest: Literal["discard", "deck_bottom", "deck_top"]


class NextUnblockableArgs(VerbArgs):
    kind: str | None = None
    until: Literal["step", "turn", "combo"] | None = None


class RivalPaysArgs(VerbArgs):
    amount: int = Field(ge=1, le=10)
    otherwise: tuple[dict[str, Any], ...]

    @field_validator("otherwise")
    @classmethod
    def _otherwise_runs(cls, v: tuple[dict[str, Any], ...]) -> tuple[dict[str, Any], ...]:
        return _steps_run(v)


class NoArgs(VerbArgs):
    pass


class DiscardForArgs(VerbArgs):
    """'Discard up to 5 blocks from your hand; the rival mills 2 for each one discarded'."""

    kinds: tuple[str, ...] = ()
    max: int = Field(ge=1, le=10)
    mill_each: int = Field(ge=1, le=10)


class SwitchTopArgs(VerbArgs):
    """Switch any number of hand cards of ``kinds`` with as many from the top of the deck."""

    kinds: tuple[str, ...] = ()


class LinkAlsoArgs(VerbArgs):
    """'May choose to link to a punch instead of a kick': the next link may be to ``kind``."""

    kind: str
    besides: bool = False  # "can link from this attack": the printed link stays too


def _label(game: Game, ctx: EffectContext) -> str:
    return game.state.objects[ctx.source].label


def _a(word: str) -> str:
    return f"{'an' if word[:1] in 'aeiou' else 'a'} {word}"


def register(verbs: VerbLibrary) -> None:
    """Add these verbs to the game's library (called once by verbs.py)."""

    @verbs.verb("pay_cards", PayCardsArgs, rule="Discard 2")
    def pay_cards(game: Game, ctx: EffectContext, args: PayCardsArgs) -> Procedure:
        state, p, label = game.state, ctx.controller, _label(game, ctx)
        where = f"{p}'s {_PILE[args.source]}"
        want = " or ".join(args.names or args.kinds) or "card"

        # never the card paying for itself: a flipped event is face up, no longer a set card
        def payable() -> list[CardObject]:
            found = state.cards_in(p, args.source)
            return [o for o in found if _payable(o, args) and o.oid != ctx.source]

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
            yield _run_steps(game, ctx, args.otherwise)
            return
        if args.ask:
            pays = yield ask(
                game,
                Decision(
                    kind="may",
                    player=p,
                    prompt=f"{p}: discard {args.count} {want}(s) from your {_PILE[args.source]} for {label}?",
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
                yield _run_steps(game, ctx, args.otherwise)
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
        yield _run_steps(game, ctx, args.then)

    @verbs.verb("rearrange_discard", NoArgs, rule="Discard 1")
    def rearrange_discard(game: Game, ctx: EffectContext, args: NoArgs) -> Procedure:
        """The pile keeps its order (Discard 1) except when an effect lets its owner change it."""
        state, p, label = game.state, ctx.controller, _label(game, ctx)
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
        found = [o for o in top if _fits(o, args.kinds)]
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

    @verbs.verb("name_block", NoArgs, rule="Cannot 1")
    def name_block(game: Game, ctx: EffectContext, args: NoArgs) -> Procedure:
        """The named block is barred for the rest of this combo (blocks.py reads the combo's
        barred names at step 6)."""
        state, p, label = game.state, ctx.controller, _label(game, ctx)
        rival = state.opponent(p)
        combo = state.info.get("combo")
        if combo is None:
            game.log(
                f"{label}: no combo is going on, so naming a block changes nothing",
                [moment(ctx)],
                kind="info",
                card=label,
            )
            return
        held = [
            o.definition.name for o in state.cards_in(rival, "hand") if o.definition.type == "block"
        ]
        seen = [
            o.definition.name
            for who in (rival, p)
            for pile in ("discard", "energy", "removed")
            for o in state.cards_in(who, pile)
            if o.definition.type == "block"
        ]
        options = list(dict.fromkeys([*held, *seen]))
        if not options:
            game.log(
                f"{label}: {p} names a block, but no block card is in this scenario to name; "
                "say which one to see its effect",
                [moment(ctx)],
                kind="info",
                card=label,
            )
            return
        name = yield pick_one(
            game,
            ctx,
            p,
            f"{p}: which block do you name?",
            options,
            (f"a block in {rival}'s hand" if held else "the first block card in the scenario"),
            lambda n: f"{p} names {n}",
        )
        combo.setdefault("forbidden_blocks", []).append(name)
        game.log(
            f"{rival} cannot play {name} during this combo",
            [moment(ctx), "Cannot 1"],
            kind="effect",
            player=rival,
        )
        return

    @verbs.verb("next_unblockable", NextUnblockableArgs, rule="Floating 1")
    def next_unblockable(game: Game, ctx: EffectContext, args: NextUnblockableArgs) -> Procedure:
        p = ctx.controller
        label = _label(game, ctx)
        which = f"if it is {_a(args.kind)}" if args.kind else ""
        text = f"{p}'s next attack is unblockable {which}".strip() + f" (from {label})"
        game.ruleset.add_floating(
            game,
            p,
            {
                "unblockable": True,
                "kind": args.kind,
                "next": "attack",
                "until": args.until,
                "source": label,
                "text": text,
            },
        )
        return
        yield

    @verbs.verb("rival_may_pay", RivalPaysArgs, rule="Action Sequence 2")
    def rival_may_pay(game: Game, ctx: EffectContext, args: RivalPaysArgs) -> Procedure:
        """'Your rival may pay N energy. Otherwise, X': the rival chooses; X only if he does not."""
        state, label = game.state, _label(game, ctx)
        rival = state.opponent(ctx.controller)
        have = len(state.cards_in(rival, "energy"))
        pays = False
        if have < args.amount:
            game.log(
                f"{rival} has {have} energy and cannot pay {args.amount}",
                [moment(ctx), "Energy 3"],
                kind="info",
                player=rival,
            )
        else:
            pays = yield ask(
                game,
                Decision(
                    kind="may",
                    player=rival,
                    prompt=f"{rival}: pay {args.amount} energy so that {label}'s effect does not happen?",
                    options=[True, False],
                    rule=moment(ctx),
                    default=False,
                    default_reason="the scenario does not say the rival pays",
                    card=label,
                ),
                lambda yes: f"{rival} {'pays' if yes else 'does not pay'} {args.amount} energy",
            )
        if pays:
            yield game.ruleset.pay(game, rival, args.amount, label, [moment(ctx)])
            game.log(
                f"{rival} paid, so the rest of {label}'s text does not happen",
                [moment(ctx)],
                kind="effect",
                player=rival,
            )
            return
        yield _run_steps(game, ctx, args.otherwise)

    @verbs.verb("switch_cards", SwitchArgs, rule="Energy 2")
    def switch_cards(game: Game, ctx: EffectContext, args: SwitchArgs) -> Procedure:
        """Both cards are picked first, then they change places at once."""
        state, p, label = game.state, ctx.controller, _label(game, ctx)
        where = {"hand": "hand", "discard": "discard pile"}[args.source]
        mine = [o for o in state.cards_in(p, args.source) if _fits(o, args.kinds)]
        if args.other == "energy":
            others = [o for o in state.cards_in(p, "energy") if _fits(o, args.other_kinds)]
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

    @verbs.verb("bar", BarArgs, rule="Cannot 1")
    def bar(game: Game, ctx: EffectContext, args: BarArgs) -> Procedure:
        state, label = game.state, _label(game, ctx)
        player = ctx.controller if args.whose == "you" else state.opponent(ctx.controller)
        what = {"no_link": "link attacks", "no_hit": "use HIT effects", "no_draw": "draw cards"}[
            args.what
        ]
        when = " in their next action" if args.next == "action" else ""
        game.ruleset.add_floating(
            game,
            player,
            {
                args.what: True,
                "next": args.next,
                "until": args.until,
                "source": label,
                "text": f"{player} cannot {what}{when} (from {label})",
            },
        )
        return
        yield

    @verbs.verb("cycle_hand", CycleArgs, rule="Triggered 1")
    def cycle_hand(game: Game, ctx: EffectContext, args: CycleArgs) -> Procedure:
        state, label = game.state, _label(game, ctx)
        p = ctx.controller if args.who == "you" else state.opponent(ctx.controller)
        want = " or ".join(args.kinds) or "card"
        fitting = [o for o in state.cards_in(p, "hand") if _fits(o, args.kinds)]
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
            yield _put_back_and_draw(game, ctx, p, going, label)
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
            yield _put_back_and_draw(game, ctx, p, going, label)

    @verbs.verb("arrange_top", ArrangeArgs, rule="Common Knowledge 1")
    def arrange_top(game: Game, ctx: EffectContext, args: ArrangeArgs) -> Procedure:
        """The player who looks sees the cards (named in the trace for them) and orders them."""
        state, p, label = game.state, ctx.controller, _label(game, ctx)
        owner = p if args.whose == "you" else state.opponent(p)
        extra = 0
        if args.per_energy:
            extra = sum(1 for o in state.cards_in(p, "energy") if _fits(o, args.per_energy))
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
        state, p, label = game.state, ctx.controller, _label(game, ctx)
        rival = state.opponent(p)
        counted = sum(1 for o in state.cards_in(p, "energy") if _fits(o, args.per_energy))
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

    @verbs.verb("from_damage", FromDamageArgs, rule="Action Sequence 10")
    def from_damage(game: Game, ctx: EffectContext, args: FromDamageArgs) -> Procedure:
        atk = ctx.memory.get("atk") or {}
        label = _label(game, ctx)
        if "dealt" not in atk:
            game.log(
                f"{label}: the damage this attack dealt is not known yet",
                [moment(ctx)],
                kind="info",
                card=label,
            )
            return
        x = int(atk["dealt"])
        game.log(
            f"{label}: X is {x}, the damage it dealt at step 8",
            [moment(ctx), "Action Sequence 8"],
            kind="info",
            card=label,
        )
        if args.use == "cap_next":
            step = {"verb": "modify_attacks", "whose": "rival", "next": "action", "cap": x}
            spec = verbs.get("modify_attacks")
            assert spec is not None
            # "first attack in his next action": the cap is used up by that attack
            yield spec.run(game, ctx, spec.validate({**step, "next": "attack"}))
            return
        step = {
            "verb": "move_cards",
            "source": "discard",
            "count": x,
            "dest": "deck",
            "dest_end": "shuffle",
            **({"kinds": list(args.kinds)} if args.kinds else {}),
        }
        if x == 0:
            game.log(f"{label}: X is 0, so no card moves", [moment(ctx)], kind="info", card=label)
            return
        spec = verbs.get("move_cards")
        assert spec is not None
        yield spec.run(game, ctx, spec.validate(step))

    @verbs.verb("when_blocked", WhenBlockedArgs, rule="Action Sequence 7")
    def when_blocked(game: Game, ctx: EffectContext, args: WhenBlockedArgs) -> Procedure:
        atk = ctx.memory.get("atk")
        label = _label(game, ctx)
        if not atk:
            game.log(f"{label}: no attack is being played", [moment(ctx)], kind="info", card=label)
            return
        atk.setdefault("when_blocked", []).append((ctx, args.then))
        game.log(
            f"{label}: if {atk['obj'].label} is blocked, the rest of this text is used then",
            [moment(ctx)],
            kind="info",
            card=label,
        )
        return
        yield

    @verbs.verb("limit_attacks", LimitArgs, rule="Action Sequence 12")
    def limit_attacks(game: Game, ctx: EffectContext, args: LimitArgs) -> Procedure:
        state, label = game.state, _label(game, ctx)
        if args.more is not None:
            combo = state.info.get("combo")
            if combo is None:
                game.log(f"{label}: no combo is going on", [moment(ctx)], kind="info", card=label)
                return
            combo["max_count"] = int(combo["count"]) + args.more
            game.log(
                f"{combo['player']} may play only {args.more} more attack(s) in this combo "
                f"({combo['max_count']} in all)",
                [moment(ctx), "Cannot 1"],
                kind="effect",
                player=combo["player"],
            )
            return
        player = ctx.controller if args.whose == "you" else state.opponent(ctx.controller)
        game.ruleset.add_floating(
            game,
            player,
            {
                "max_attacks": args.most,
                "next": "action",
                "source": label,
                "text": f"{player} plays at most {args.most} attack(s) in their next action (from {label})",
            },
        )
        return
        yield

    @verbs.verb("float_block_tax", BlockTaxArgs, rule="Action Sequence 6")
    def float_block_tax(game: Game, ctx: EffectContext, args: BlockTaxArgs) -> Procedure:
        label = _label(game, ctx)
        p = ctx.controller
        game.ruleset.add_floating(
            game,
            p,
            {
                "block_tax": args.amount,
                "until": args.until,
                "source": label,
                "text": f"blocking {p}'s attacks costs {args.amount} more energy (from {label})",
            },
        )
        return
        yield

    @verbs.verb("lock_combo_damage", NoArgs, rule="Cannot 1")
    def lock_combo_damage(game: Game, ctx: EffectContext, args: NoArgs) -> Procedure:
        """This attack's damage and that of the later attacks of the combo cannot be lowered."""
        atk, combo = ctx.memory.get("atk"), game.state.info.get("combo")
        label = _label(game, ctx)
        if not atk or combo is None:
            game.log(f"{label}: no attack is being played", [moment(ctx)], kind="info", card=label)
            return
        atk["locked"] = True
        combo["locked"] = label
        game.log(
            f"The damage of {atk['obj'].label} and of the later attacks of this combo cannot be lowered",
            [moment(ctx), "Cannot 1"],
            kind="effect",
            card=label,
        )
        return
        yield

    @verbs.verb("no_chip", NoArgs, rule="Action Sequence 8")
    def no_chip(game: Game, ctx: EffectContext, args: NoArgs) -> Procedure:
        atk = ctx.memory.get("atk")
        label = _label(game, ctx)
        if not atk:
            game.log(f"{label}: no attack is being blocked", [moment(ctx)], kind="info", card=label)
            return
        atk["no_chip"] = label
        game.log(
            f"{ctx.controller} takes no damage from {atk['obj'].label}, not even its chipping",
            [moment(ctx), "Action Sequence 8"],
            kind="effect",
            card=label,
        )
        return
        yield

    @verbs.verb("reveal_all_but", NoArgs, rule="Common Knowledge 1")
    def reveal_all_but(game: Game, ctx: EffectContext, args: NoArgs) -> Procedure:
        """The rival's hand is shown except one card picked at random."""
        state, label = game.state, _label(game, ctx)
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

    @verbs.verb("link_also", LinkAlsoArgs, rule="Action Sequence 12")
    def link_also(game: Game, ctx: EffectContext, args: LinkAlsoArgs) -> Procedure:
        combo = game.state.info.get("combo")
        label = _label(game, ctx)
        if combo is None:
            game.log(f"{label}: no combo is going on", [moment(ctx)], kind="info", card=label)
            return
        combo["link_also"] = args.kind
        atk = (ctx.memory.get("atk") or {}).get("obj")
        # an event flipped with the attack gives the attack one more link (its own stays)
        frm = label if atk is None or atk.oid == ctx.source else atk.label
        how = "as well as" if args.besides or frm != label else "instead of"
        game.log(
            f"{combo['player']} may link {_a(args.kind)} from {frm} ({how} its printed link)",
            [moment(ctx), "Action Sequence 12"],
            kind="effect",
            player=combo["player"],
        )
        return
        yield

    @verbs.verb("discard_for_mill", DiscardForArgs, rule="Discard 2")
    def discard_for_mill(game: Game, ctx: EffectContext, args: DiscardForArgs) -> Procedure:
        state, p, label = game.state, ctx.controller, _label(game, ctx)
        want = " or ".join(args.kinds) or "card"
        fitting = [o for o in state.cards_in(p, "hand") if _fits(o, args.kinds)]
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
        state, p, label = game.state, ctx.controller, _label(game, ctx)
        want = " or ".join(args.kinds) or "card"
        fitting = [o for o in state.cards_in(p, "hand") if _fits(o, args.kinds)]
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


def _put_back_and_draw(
    game: Game, ctx: EffectContext, p: str, going: list[CardObject], label: str
) -> Procedure:
    for o in going:
        game.state.move(o, (p, "deck"), top=False)
    game.log(
        f"{p} puts {', '.join(o.label for o in going)} at the bottom of their deck",
        [moment(ctx)],
        kind="effect",
        player=p,
    )
    yield game.ruleset.draw(game, p, len(going), [moment(ctx)], label)


def pick_many(
    game: Game,
    ctx: EffectContext,
    player: str,
    prompt: str,
    options: list[str],
    default: list[str],
    reason: str,
    says: Any,
) -> Procedure:
    """One decision choosing any number of card labels (a set or an order), in the trace."""
    decision = Decision(
        kind="choose",
        player=player,
        prompt=prompt,
        options=options,
        rule=moment(ctx),
        default=default,
        default_reason=reason,
        multi=True,
        card=_label(game, ctx),
    )
    return ask(game, decision, says)


def reorder(labels: list[str], named: list[str]) -> list[str]:
    """The labels ``named`` first (in that order), then the others in their old order."""
    first = [lab for lab in dict.fromkeys(named) if lab in labels]
    return first + [lab for lab in labels if lab not in first]


def swap_with_deck_top(game: Game, ctx: EffectContext, p: str, going: list[CardObject]) -> None:
    """Hand cards of ``p`` and as many from the top of their deck change places at once."""
    state = game.state
    top = state.cards_in(p, "deck")[: len(going)]
    for o in top:
        state.move(o, (p, "hand"))
    for o in reversed(going):
        state.move(o, (p, "deck"))
    game.log(
        f"{p} switches {', '.join(o.label for o in going)} from their hand with the top "
        f"{len(top)} card(s) of their deck ({', '.join(o.label for o in top)})",
        [moment(ctx)],
        kind="effect",
        player=p,
    )


def pick_one(
    game: Game,
    ctx: EffectContext,
    player: str,
    prompt: str,
    options: list[str],
    reason: str,
    says: Any,
) -> Procedure:
    """One decision naming one of ``options`` (the first by default), in the trace."""
    decision = Decision(
        kind="choose",
        player=player,
        prompt=prompt,
        options=options,
        rule=moment(ctx),
        default=options[0],
        default_reason=reason,
        card=_label(game, ctx),
    )
    return ask(game, decision, says)
