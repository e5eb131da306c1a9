"""Costs inside effects ("you may pay 1 to …") and extra quick-action costs (6.4, 7.1.4).

A cost is paid in a single step (6.1.d, 6.4.a), only when it can be paid in full
(6.4.c); the effect behind it happens only once it is paid. Also here: "per" counts,
Augment (7.3.3) and "Activate the join abilities" (7.3.1.b).
"""

from __future__ import annotations

from engine.core.choose import yes_no
from engine.core.decisions import Decision
from engine.core.game import Game, Procedure
from engine.core.ruleset import EffectContext, ask
from engine.core.state import CardObject

from .steps import Atomic, gone
from .verbs_table import CostPart, PayCost, RemoveCounters, Steps, TargetOnly
from .zones import EXPEDITIONS, IN_PLAY

PERMANENTS = ("landmark_permanent", "expedition_permanent", "token_landmark_permanent")


class CostsMixin:
    """Cost payment and a few counting verbs for AlteredRuleset."""

    def per_count(self, game: Game, ctx: EffectContext, per: str | None) -> int:
        if per is None:
            return 1
        state = game.state
        me = ctx.controller
        opp = state.opponent(me)
        src = state.objects.get(ctx.source)

        def chars(p: str) -> list[CardObject]:
            return [
                o
                for z in EXPEDITIONS
                for o in state.cards_in(p, z)
                if o.definition.type in ("character", "token")
            ]

        counts = {
            "character_you_control": lambda: len(chars(me)),
            "other_in_my_expedition": lambda: (
                len(
                    [
                        o
                        for o in state.cards_in(*src.zone)
                        if o.oid != ctx.source and o.definition.type in ("character", "token")
                    ]
                )
                if src is not None and src.zone[1] in EXPEDITIONS
                else 0
            ),
            "card_in_your_reserve": lambda: len(state.cards_in(me, "reserve")),
            "mana_orb": lambda: len(state.cards_in(me, "mana")),
            "character_opponent_controls": lambda: len(chars(opp)),
            "card_in_your_hand": lambda: len(state.cards_in(me, "hand")),
            "character_facing": lambda: len(self.facing(game, ctx)),
        }
        n = int(counts[per]())
        game.log(f"{self.prefix(ctx)}counting {per.replace('_', ' ')}: {n}", ["6.1.g"], kind="info")
        return n

    # -- costs ---------------------------------------------------------------------------
    def cost_problem(
        self, game: Game, ctx: EffectContext, parts: tuple[CostPart, ...]
    ) -> str | None:
        state = game.state
        me = ctx.controller
        obj = state.objects.get(ctx.source)
        for part in parts:
            if part.kind == "mana" and self.orbs_to_pay(state, me, part.amount) is None:
                return f"{me} has not enough ready Mana Orbs to pay {part.amount}"
            if part.kind == "hand_to_reserve" and not state.cards_in(me, "hand"):
                return f"{me} has no card in Hand"
            if part.kind == "spend" and (
                obj is None or obj.counters.get(part.counter, 0) < part.amount
            ):
                return f"{obj.label if obj else 'the card'} has fewer than {part.amount} {part.counter} counters"
            if part.kind == "sacrifice" and not self.sacrificeable(game, ctx, part.what):
                return f"{me} has no {part.what} to sacrifice"
            if part.kind == "discard_reserve" and not [
                o for o in state.cards_in(me, "reserve") if o.oid != ctx.source
            ]:
                return f"{me} has no other card in Reserve"
            if part.kind == "exhaust_me" and (obj is None or obj.exhausted):
                return f"{obj.label if obj else 'the card'} is already exhausted"
            if part.kind == "exhaust_reserve" and not [
                o for o in state.cards_in(me, "reserve") if not o.exhausted
            ]:
                return f"{me} has no ready card in Reserve"
        return None

    def sacrificeable(self, game: Game, ctx: EffectContext, what: str) -> list[CardObject]:
        state = game.state
        me = ctx.controller
        if what == "me":
            obj = state.objects.get(ctx.source)
            return [obj] if obj is not None and obj.zone[1] in IN_PLAY and not gone(obj) else []
        types = ("character", "token") if what == "character" else PERMANENTS
        return [o for z in IN_PLAY for o in state.cards_in(me, z) if o.definition.type in types]

    def pick(
        self, game: Game, ctx: EffectContext, options: list[CardObject], prompt: str, rule: str
    ) -> Procedure:
        labels = [o.label for o in options]
        if len(labels) == 1:
            return options[0]
        label = yield ask(
            game,
            Decision(
                kind="choose",
                player=ctx.controller,
                prompt=f"{ctx.controller}: {prompt}",
                options=labels,
                rule=rule,
                default=labels[0],
                default_reason="the first one listed",
                card=self.src_label(game, ctx),
            ),
            lambda lab: f"{ctx.controller} chooses {lab}",
        )
        return options[labels.index(label)]

    def cost_atomics(
        self, game: Game, ctx: EffectContext, parts: tuple[CostPart, ...]
    ) -> Procedure:
        state = game.state
        me = ctx.controller
        obj = state.objects.get(ctx.source)
        atomics: list[Atomic] = []
        for part in parts:
            if part.kind == "mana":
                atomics += self.mana_atomics(
                    state, me, part.amount, self.orbs_to_pay(state, me, part.amount) or []
                )
            elif part.kind == "hand_to_reserve":
                card = yield self.pick(
                    game,
                    ctx,
                    state.cards_in(me, "hand"),
                    "which card from your Hand goes to Reserve?",
                    "3.2.5.c",
                )
                atomics.append(
                    Atomic(
                        "move", card.oid, (me, "reserve"), f"put {card.label} from Hand in Reserve"
                    )
                )
            elif part.kind == "spend" and obj is not None:
                atomics.append(
                    Atomic(
                        "counter",
                        obj.oid,
                        None,
                        f"{obj.label} spends {part.amount} {part.counter} counters",
                        {"counter": part.counter, "amount": -part.amount},
                    )
                )
            elif part.kind == "sacrifice":
                victim = yield self.pick(
                    game,
                    ctx,
                    self.sacrificeable(game, ctx, part.what),
                    "what do you sacrifice?",
                    "7.3.25.a",
                )
                atomics.append(
                    Atomic(
                        "move",
                        victim.oid,
                        (victim.owner, "discard"),
                        f"sacrifice {victim.label}",
                        {"sacrificed": True, "by": me},
                    )
                )
            elif part.kind == "discard_reserve":
                card = yield self.pick(
                    game,
                    ctx,
                    [o for o in state.cards_in(me, "reserve") if o.oid != ctx.source],
                    "which card from your Reserve do you discard?",
                    "7.3.5.a",
                )
                atomics.append(
                    Atomic("move", card.oid, (me, "discard"), f"discard {card.label} from Reserve")
                )
            elif part.kind == "exhaust_me" and obj is not None:
                atomics.append(Atomic("exhaust", obj.oid, None, f"exhaust {obj.label}"))
            elif part.kind == "exhaust_reserve":
                card = yield self.pick(
                    game,
                    ctx,
                    [o for o in state.cards_in(me, "reserve") if not o.exhausted],
                    "which card in your Reserve do you exhaust?",
                    "7.3.10.a",
                )
                atomics.append(
                    Atomic("exhaust", card.oid, None, f"exhaust {card.label} in Reserve")
                )
        return atomics

    def do_pay_cost(self, game: Game, ctx: EffectContext, args: PayCost) -> Procedure:
        problem = self.cost_problem(game, ctx, args.parts)
        if problem:
            ctx.memory["did"] = False
            game.log(
                f"{self.prefix(ctx)}the cost cannot be paid in full ({problem}), so it is not paid and its effect does not happen",
                ["6.4.c"],
                kind="effect",
            )
            return
        atomics = yield self.cost_atomics(game, ctx, args.parts)
        yield self.step(
            game,
            f"{self.prefix(ctx)}Cost, paid in a single step: " + "; ".join(a.text for a in atomics),
            ["6.1.d", "6.4.a"],
            atomics,
            player=ctx.controller,
        )
        ctx.memory["did"] = True
        yield self.run_steps(game, ctx, list(args.steps))

    # -- Augment and Activate -------------------------------------------------------------
    def do_augment(self, game: Game, ctx: EffectContext, args: TargetOnly) -> Procedure:
        objs = yield self.objects_for(game, ctx, args.target, harm=False, verb="augment")
        atomics = []
        for o in objs:
            if not o.counters:
                continue
            name = sorted(o.counters)[0]
            if len(o.counters) > 1:
                name = yield ask(
                    game,
                    Decision(
                        kind="choose",
                        player=ctx.controller,
                        prompt=f"{ctx.controller}: which kind of counter does {o.label} gain one more of?",
                        options=sorted(o.counters),
                        rule="7.3.3.a",
                        default=sorted(o.counters)[0],
                        default_reason="the first kind listed",
                        card=self.src_label(game, ctx),
                    ),
                    lambda c: f"{ctx.controller} chooses {c}",
                )
            atomics.append(
                Atomic(
                    "counter",
                    o.oid,
                    None,
                    f"{o.label} gains one more {name} counter",
                    {"counter": name, "amount": 1},
                )
            )
        if not atomics:
            self.nothing(game, ctx, "the target has no counter to augment")
            return
        yield self.step(
            game,
            f"{self.prefix(ctx)}Augment: " + "; ".join(a.text for a in atomics),
            ["6.1.c", "7.3.3.a"],
            atomics,
        )

    def do_activate_join(self, game: Game, ctx: EffectContext, args: TargetOnly) -> Procedure:
        objs = yield self.objects_for(game, ctx, args.target, harm=False, verb="activate")
        found = [
            (o, ab) for o in objs for ab in o.definition.abilities if ab.timing == "when_joins"
        ]
        if not found:
            self.nothing(game, ctx, "the target has no join ability to activate")
            return
        labels = []
        for o, ab in found:
            emblem = self.create_emblem(
                game.state, o, ab, ctx.controller, Atomic("move", o.oid, o.zone)
            )
            labels.append(emblem.label)
        game.log(
            f"{self.prefix(ctx)}the join abilities are activated: Limbo gets {'; '.join(labels)}",
            ["6.1.c", "7.3.1.b"],
            kind="effect",
        )
        return
        yield  # a procedure

    def do_remove_counters(self, game: Game, ctx: EffectContext, args: RemoveCounters) -> Procedure:
        objs = yield self.objects_for(
            game, ctx, args.target, harm=True, verb="remove counters from"
        )
        objs = [o for o in objs if o.counters]
        if not objs:
            self.nothing(game, ctx, "the target has no counters")
            return
        o = objs[0]
        kinds = sorted(o.counters)
        name = kinds[0]
        if len(kinds) > 1:
            name = yield ask(
                game,
                Decision(
                    kind="choose",
                    player=ctx.controller,
                    prompt=f"{ctx.controller}: which counters are removed from {o.label}?",
                    options=kinds,
                    rule="2.5.g",
                    default=kinds[0],
                    default_reason="the first kind listed",
                    card=self.src_label(game, ctx),
                ),
                lambda c: f"{ctx.controller} chooses {c} counters",
            )
        n = min(args.amount, o.counters[name])
        yield self.step(
            game,
            f"{self.prefix(ctx)}{n} {name} counter{'s' if n != 1 else ''} are removed from {o.label}",
            ["6.1.c", "2.5.g"],
            [Atomic("counter", o.oid, None, f"remove {n} {name}", {"counter": name, "amount": -n})],
        )

    def do_may(self, game: Game, ctx: EffectContext, args: Steps) -> Procedure:
        """An optional step: done or skipped at the controller's choice just before it (6.5.c)."""
        label = self.src_label(game, ctx)
        yes = yield yes_no(
            game,
            ctx.controller,
            f"{ctx.controller}: do the optional step of {label}?",
            "6.5.c",
            card=label,
            reason="optional steps are shown as done",
            describe=lambda y: (
                f"{ctx.controller} {'does' if y else 'does not do'} the optional step"
            ),
        )
        if not yes:
            ctx.memory["did"] = False
            game.log(f"{self.prefix(ctx)}the optional step is not done", ["6.5.c"], kind="effect")
            return
        ctx.memory["did"] = True
        yield self.run_steps(game, ctx, list(args.steps))

    def do_after_rest(self, game: Game, ctx: EffectContext, args: Steps) -> Procedure:
        """ "… after Rest": the steps wait until Rest is done, before Clean-up (official ruling)."""
        game.state.info.setdefault("_after_rest", []).append(
            (ctx.source, ctx.controller, ctx.ability, list(args.steps))
        )
        game.log(
            f"{self.prefix(ctx)}this happens after Rest: it waits until the Characters have gone to Reserve at Night, before Clean-up",
            ["6.1.c", "4.2.5.b", "4.2.5.c"],
            kind="effect",
        )
        return
        yield  # a procedure

    def delayed_after_rest(self, game: Game) -> Procedure:
        """The delayed "after Rest" steps, in the order they were made."""
        for source, controller, ability, steps in game.state.info.pop("_after_rest", []):
            obj = game.state.objects[source]
            game.log(
                f"After Rest: {obj.label}'s delayed effect happens now",
                ["4.2.5.b", "4.2.5.c"],
                kind="info",
            )
            with self.tagged(game, obj, ability):
                yield self.run_steps(
                    game, EffectContext(source, controller, ability, depth=1), steps
                )
