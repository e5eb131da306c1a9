"""Verbs for more of an attack's own text: costs paid in cards, revealing the top of a deck,
rearranging a discard pile, naming a block the rival may not play, an unblockable next attack
and a rival's choice to pay or suffer the effect.

Each verb does what it names on the real piles (or on the combo and floating effects the
block step reads) and logs one "effect" step citing the moment the text is used.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field, field_validator

from engine.core.choose import choose_object
from engine.core.contract import VerbArgs, VerbLibrary, step_problem
from engine.core.decisions import Decision
from engine.core.game import Game, Procedure
from engine.core.ruleset import EffectContext, ask
from engine.core.state import CardObject
from engine.games.epic_battles.pile_verbs import moment

_PILE = {"hand": "hand", "energy": "energy pile", "events": "face-down events in the arena"}


def _fits(obj: CardObject, kinds: tuple[str, ...]) -> bool:
    fields = obj.definition.fields
    return not kinds or obj.definition.type in kinds or fields.get("kind") in kinds


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
    """'Discard an event in your energy pile to X': the discard is the cost, X follows."""

    source: Literal["hand", "energy", "events"] = "hand"
    kinds: tuple[str, ...] = ()
    count: int = Field(1, ge=1, le=10)
    then: tuple[dict[str, Any], ...]

    @field_validator("then")
    @classmethod
    def _then_runs(cls, v: tuple[dict[str, Any], ...]) -> tuple[dict[str, Any], ...]:
        return _steps_run(v)


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
        want = " or ".join(args.kinds) or "card"
        fitting = [o for o in state.cards_in(p, args.source) if _fits(o, args.kinds)]
        if len(fitting) < args.count:
            game.log(
                f"{label}: {where} holds {len(fitting)} {want}(s), so {p} cannot discard "
                f"{args.count} to pay for it and nothing happens",
                [moment(ctx)],
                kind="info",
                card=label,
            )
            return
        rules = [moment(ctx), "Discard 2"]
        rules += {"energy": ["Energy 3"], "events": ["Arena 2", "Control 3"]}.get(args.source, [])
        for _ in range(args.count):
            left = [o for o in state.cards_in(p, args.source) if _fits(o, args.kinds)]
            picked = yield choose_object(
                game,
                p,
                left,
                f"{p}: which {want} of {where} do you discard for {label}?",
                label,
                moment(ctx),
                kind="choose",
            )
            state.move(picked, (picked.owner, "discard"))
            game.log(
                f"{p} discards {picked.label} from {where} (the cost of {label})",
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
        order = yield ask(
            game,
            Decision(
                kind="choose",
                player=p,
                prompt=f"{p}: the new order of your discard pile, top first (cards not named keep their order below)",
                options=labels,
                rule=moment(ctx),
                default=labels,
                default_reason="the scenario gives no new order, so it is kept",
                multi=True,
                card=label,
            ),
            lambda picked: f"{p} orders their discard pile: {', '.join(picked) or 'as it was'}",
        )
        named = list(dict.fromkeys(order))
        new = [o for lab in named for o in pile if o.label == lab]
        new += [o for o in pile if o.label not in named]
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
        name = yield ask(
            game,
            Decision(
                kind="choose",
                player=p,
                prompt=f"{p}: which block do you name?",
                options=options,
                rule=moment(ctx),
                default=options[0],
                default_reason=(
                    f"a block in {rival}'s hand" if held else "the first block card in the scenario"
                ),
                card=label,
            ),
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
