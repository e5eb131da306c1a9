"""Attack-text verbs on the attack and block steps: a block the rival may not play, an
unblockable next attack, limits and taxes on blocks and attacks, damage rules, a rival's
choice to pay or suffer the effect, a link that also counts.

Each verb changes what the block and damage steps read (combo, floating effects) and logs
one "effect" step citing the moment the text is used."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field, field_validator, model_validator

from engine.core.contract import VerbArgs, VerbLibrary
from engine.core.decisions import Decision
from engine.core.game import Game, Procedure
from engine.core.ruleset import EffectContext, ask
from engine.games.epic_battles.pile_verbs import moment
from engine.games.epic_battles.text_verb_tools import (
    NoArgs,
    check_steps,
    pick_one,
    run_steps,
    source_label,
    with_article,
)


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
        return check_steps(v)


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


class FromDamageArgs(VerbArgs):
    """X = the damage this attack dealt (step 8): shuffle X cards of ``kinds`` from the discard
    pile into the deck, or cap the rival's first attack of their next action at X."""

    use: Literal["shuffle_back", "cap_next"]
    kinds: tuple[str, ...] = ()


class NextUnblockableArgs(VerbArgs):
    kind: str | None = None
    until: Literal["step", "turn", "combo"] | None = None


class RivalPaysArgs(VerbArgs):
    amount: int = Field(ge=1, le=10)
    otherwise: tuple[dict[str, Any], ...]

    @field_validator("otherwise")
    @classmethod
    def _otherwise_runs(cls, v: tuple[dict[str, Any], ...]) -> tuple[dict[str, Any], ...]:
        return check_steps(v)


class LinkAlsoArgs(VerbArgs):
    """'May choose to link to a punch instead of a kick': the next link may be to ``kind``."""

    kind: str
    besides: bool = False  # "can link from this attack": the printed link stays too


def register(verbs: VerbLibrary) -> None:
    """Add these verbs to the game's library (called once by verbs.py)."""

    @verbs.verb("name_block", NoArgs, rule="Cannot 1")
    def name_block(game: Game, ctx: EffectContext, args: NoArgs) -> Procedure:
        """The named block is barred for the rest of this combo (blocks.py reads the combo's
        barred names at step 6)."""
        state, p, label = game.state, ctx.controller, source_label(game, ctx)
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
        label = source_label(game, ctx)
        which = f"if it is {with_article(args.kind)}" if args.kind else ""
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
        state, label = game.state, source_label(game, ctx)
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
        yield run_steps(game, ctx, args.otherwise)

    @verbs.verb("bar", BarArgs, rule="Cannot 1")
    def bar(game: Game, ctx: EffectContext, args: BarArgs) -> Procedure:
        state, label = game.state, source_label(game, ctx)
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

    @verbs.verb("from_damage", FromDamageArgs, rule="Action Sequence 10")
    def from_damage(game: Game, ctx: EffectContext, args: FromDamageArgs) -> Procedure:
        atk = ctx.memory.get("atk") or {}
        label = source_label(game, ctx)
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
        label = source_label(game, ctx)
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
        state, label = game.state, source_label(game, ctx)
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
        label = source_label(game, ctx)
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
        label = source_label(game, ctx)
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
        label = source_label(game, ctx)
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

    @verbs.verb("link_also", LinkAlsoArgs, rule="Action Sequence 12")
    def link_also(game: Game, ctx: EffectContext, args: LinkAlsoArgs) -> Procedure:
        combo = game.state.info.get("combo")
        label = source_label(game, ctx)
        if combo is None:
            game.log(f"{label}: no combo is going on", [moment(ctx)], kind="info", card=label)
            return
        combo["link_also"] = args.kind
        atk = (ctx.memory.get("atk") or {}).get("obj")
        # an event flipped with the attack gives the attack one more link (its own stays)
        frm = label if atk is None or atk.oid == ctx.source else atk.label
        how = "as well as" if args.besides or frm != label else "instead of"
        game.log(
            f"{combo['player']} may link {with_article(args.kind)} from {frm} ({how} its printed link)",
            [moment(ctx), "Action Sequence 12"],
            kind="effect",
            player=combo["player"],
        )
        return
        yield
