"""The compiled verbs of Altered printed text: one method per verb, one step each (6.1.c).

Targets are chosen just before their step (6.5.b); "I" is the object the ability
came from, and only while it is still that object (6.3.i, 6.3.j). Every step is
applied through :meth:`StepsMixin.step`, so its reactions are activated as usual.
"""

from __future__ import annotations

from typing import Any

from engine.core.cards import CardDefinition, CardNotFound
from engine.core.choose import yes_no
from engine.core.decisions import Decision
from engine.core.game import Game, Procedure
from engine.core.ruleset import EffectContext, ask
from engine.core.state import CardObject
from engine.core.words import plural

from .steps import Atomic, gone, incarnation
from .verbs_table import (
    Amount,
    Counters,
    CreateTokens,
    Draw,
    Expedition,
    Modes,
    MoveTo,
    NextPlay,
    NoArgs,
    RollTable,
    Sacrifice,
    StatusArgs,
    Target,
    Who,
)
from .zones import EXPEDITIONS, IN_PLAY, zone_title

NO_TARGET = "no target"
PERMANENT_TYPES = ("landmark_permanent", "expedition_permanent", "token_landmark_permanent")
KIND_TYPES = {
    "character": ("character", "token"),
    "permanent": PERMANENT_TYPES,
    "landmark": ("landmark_permanent", "token_landmark_permanent"),
    "expedition_permanent": ("expedition_permanent",),
}
MOVE_RULES = {
    "send": "7.3.26.a",
    "return": "7.3.23.a",
    "discard": "7.3.5.a",
    "put": "7.3.21.a",
}
KIND_WORDS = {
    "character": "Character",
    "permanent": "Permanent",
    "landmark": "Landmark",
    "expedition_permanent": "Expedition Permanent",
    "card": "card",
}


class EffectsMixin:
    """``do_<verb>`` methods for the verbs of :mod:`verbs_table`."""

    catalog: Any

    # -- helpers -------------------------------------------------------------------
    def me_now(self, game: Game, ctx: EffectContext) -> CardObject | None:
        """The object 'I' refers to, if it is still the object the ability came from (6.3.j)."""
        obj = game.state.objects.get(ctx.source)
        if obj is None or gone(obj):
            return None
        if incarnation(obj) != ctx.memory.get("incarnation", incarnation(obj)):
            return None
        return obj

    def matches_target(self, obj: CardObject, t: Target, me: str, source: int) -> bool:
        ctype = obj.definition.type
        if "card" not in t.kinds and not any(ctype in KIND_TYPES[k] for k in t.kinds):
            return False
        if t.other and obj.oid == source:
            return False
        if t.controller == "you" and obj.controller != me:
            return False
        if t.controller == "opponent" and obj.controller == me:
            return False
        cost = obj.definition.cost
        if t.subtype and t.subtype not in obj.definition.traits:
            return False
        if t.statuses and not any(
            (obj.counters.get("boost", 0) > 0) if st == "Boosted" else self.has_status(obj, st)
            for st in t.statuses
        ):
            return False
        cost = cost or 0  # a missing number counts as zero (1.1.6.d): tokens cost 0
        if t.max_cost is not None and cost > t.max_cost:
            return False
        return not (t.min_cost is not None and cost < t.min_cost)

    def target_zones(self, t: Target) -> tuple[str, ...]:
        zones: tuple[str, ...] = ()
        if t.where in ("play", "play_or_reserve"):
            zones += IN_PLAY
        if t.where in ("reserve", "play_or_reserve"):
            zones += ("reserve",)
        return zones

    def candidates(self, game: Game, ctx: EffectContext, t: Target) -> list[CardObject]:
        state = game.state
        me = ctx.controller
        src = state.objects.get(ctx.source)
        out = []
        for p in state.initiative_order(me):
            for z in self.target_zones(t):
                for o in state.cards_in(p, z):
                    if gone(o) or not self.matches_target(o, t, me, ctx.source):
                        continue
                    if t.my_expedition and (src is None or o.zone != src.zone):
                        continue
                    if t.facing and (src is None or o.zone[1] != src.zone[1] or o.zone[0] == me):
                        continue
                    out.append(o)
        return out

    def objects_for(
        self, game: Game, ctx: EffectContext, t: Target, *, harm: bool, verb: str
    ) -> Procedure:
        """The objects a step acts on: me, each matching object, or chosen targets."""
        if t.who == "self":
            me = self.me_now(game, ctx)
            return [me] if me is not None else []
        if t.who in ("chosen", "self_and_chosen"):
            # "it": the object chosen earlier in this effect, else the one its trigger bound (6.3.h)
            chosen = ctx.memory.get("chosen") or [ctx.memory.get("bound", -1)]
            objs = [game.state.objects.get(o) for o in chosen]
            if t.who == "self_and_chosen":
                objs = [self.me_now(game, ctx), *objs]
            return [o for o in objs if o is not None and not gone(o)]
        if t.who in ("bound", "moved"):
            oids = ctx.memory.get(t.who, -1)
            objs = [game.state.objects.get(o) for o in (oids if isinstance(oids, list) else [oids])]
            return [o for o in objs if o is not None and not gone(o)]
        cands = self.candidates(game, ctx, t)
        if t.who == "each":
            return cands
        if t.count > 1 or len(cands) > 1 or t.up_to:
            chosen = yield self.choose_targets(game, ctx, t, cands, harm=harm, verb=verb)
        else:
            chosen = cands
            if cands:
                game.log(
                    f"{ctx.controller} targets {cands[0].label} (the only legal target)",
                    ["6.5.b"],
                    kind="choice",
                    player=ctx.controller,
                )
        kept = yield self.pay_tough(game, ctx, chosen)
        ctx.memory["chosen"] = [o.oid for o in kept]
        return kept

    def pay_tough(self, game: Game, ctx: EffectContext, chosen: list[CardObject]) -> Procedure:
        """Targeting an opponent's Tough object costs its Tough amount, once per effect (7.4.7).

        The player is never forced to pay (7.4.7.d): declining makes that object not a
        legal target, and the step goes on without it. Returns the targets kept.
        """
        paid = ctx.memory.setdefault("tough_paid", [])
        kept = []
        for o in chosen:
            ab = self.keyword_of(o, "tough")
            if ab is None or o.controller == ctx.controller or o.oid in paid:
                kept.append(o)
                continue
            n = int(ab.extra.get("value") or 1)
            orbs = self.orbs_to_pay(game.state, ctx.controller, n)
            pay = orbs is not None and (
                yield yes_no(
                    game,
                    ctx.controller,
                    f"{ctx.controller}: pay {n} (Tough) to target {o.label}?",
                    "7.4.7.d",
                    card=self.src_label(game, ctx),
                    reason="the Tough cost is shown as paid",
                    describe=lambda y, o=o, n=n: (
                        f"{ctx.controller} {'pays' if y else 'does not pay'} {n} for {o.label}'s Tough"
                    ),
                )
            )
            with self.tagged(game, o, ab):
                if not pay:
                    game.log(
                        f"{o.label} is Tough {n} and its cost is not paid, so it is not a legal target"
                        + ("" if orbs is not None else f" ({ctx.controller} cannot pay {n})"),
                        ["7.4.7.c", "7.4.7.d"],
                        kind="effect",
                        player=ctx.controller,
                    )
                    continue
                paid.append(o.oid)
                kept.append(o)
                yield self.step(
                    game,
                    f"{o.label} is Tough {n}: {ctx.controller} pays {n} mana to target it"
                    + ("" if orbs else " (no Mana Orbs listed, so payment is assumed)"),
                    ["7.4.7.c", "7.4.7.e", "7.4.7.f"],
                    self.mana_atomics(game.state, ctx.controller, n, orbs or []),
                    player=ctx.controller,
                )

        return kept

    def choose_targets(
        self,
        game: Game,
        ctx: EffectContext,
        t: Target,
        cands: list[CardObject],
        *,
        harm: bool,
        verb: str,
    ) -> Procedure:
        me = ctx.controller
        if harm:
            cands = sorted(cands, key=lambda o: o.controller == me)
        else:
            cands = sorted(cands, key=lambda o: o.controller != me)
        labels = [f"{o.label} ({zone_title(o.zone)})" for o in cands]
        chosen: list[CardObject] = []
        left = list(zip(labels, cands, strict=True))
        for i in range(t.count):
            if not left:
                break
            options = [lab for lab, _ in left] + ([NO_TARGET] if t.up_to or i > 0 else [])
            what = "/".join(KIND_WORDS[k] for k in t.kinds)
            pick = yield ask(
                game,
                Decision(
                    kind="target",
                    player=me,
                    prompt=f"{me}: which {what} to {verb}"
                    + (f" ({i + 1} of up to {t.count})" if t.count > 1 else "")
                    + "?",
                    options=options,
                    rule="6.5.b",
                    default=options[0],
                    default_reason=(
                        "an opponent's object first" if harm else "one of your own objects first"
                    ),
                    card=self.src_label(game, ctx),
                ),
                lambda lab: f"{me} targets {lab}",
            )
            if pick == NO_TARGET:
                break
            idx = [lab for lab, _ in left].index(pick)
            chosen.append(left.pop(idx)[1])
        return chosen

    @staticmethod
    def players_for(state: Any, me: str, who: str) -> list[str]:
        """ "you", "your opponent" or "each player" (in initiative order, 1.4.5.a)."""
        return {"you": [me], "opponent": [state.opponent(me)], "each": state.initiative_order()}[
            who
        ]

    def nothing(self, game: Game, ctx: EffectContext, why: str) -> None:
        game.log(f"{self.prefix(ctx)}{why}, so this step does nothing", ["6.5.h"], kind="effect")

    # -- counters and statuses -----------------------------------------------------
    def do_gain_boost(self, game: Game, ctx: EffectContext, args: Amount) -> Procedure:
        objs = yield self.objects_for(game, ctx, args.target, harm=False, verb="boost")
        amount = args.amount * self.per_count(game, ctx, args.per)
        if args.from_roll:
            amount = int(ctx.memory.get("roll", 0))
        if amount == 0:
            self.nothing(game, ctx, "the count is 0")
            return
        yield self.counter_step(game, ctx, objs, "boost", amount, args.max_total)

    def do_lose_boost(self, game: Game, ctx: EffectContext, args: Amount) -> Procedure:
        objs = yield self.objects_for(game, ctx, args.target, harm=True, verb="remove boosts from")
        yield self.counter_step(game, ctx, objs, "boost", -args.amount, None)

    def do_gain_counters(self, game: Game, ctx: EffectContext, args: Counters) -> Procedure:
        objs = yield self.objects_for(game, ctx, args.target, harm=False, verb="give counters to")
        amount = args.amount * self.per_count(game, ctx, args.per)
        if amount == 0:
            self.nothing(game, ctx, "the count is 0")
            return
        yield self.counter_step(game, ctx, objs, args.counter, amount, args.max_total)

    def counter_step(
        self,
        game: Game,
        ctx: EffectContext,
        objs: list[CardObject],
        counter: str,
        amount: int,
        cap: int | None,
    ) -> Procedure:
        objs = [o for o in objs if o.zone[1] in (*IN_PLAY, "reserve", "hero")]
        word = "boost" if counter == "boost" else f"{counter} counter"
        if not objs:
            self.nothing(
                game, ctx, f"there is nothing to {'gain' if amount > 0 else 'lose'} {word}s"
            )
            return
        atomics = []
        for o in objs:
            have = o.counters.get(counter, 0)
            n = amount
            if cap is not None:
                n = max(0, min(amount, cap - have))
            if amount < 0:
                n = -min(-amount, have)
            if n == 0:
                continue
            verb = "gains" if n > 0 else "loses"
            atomics.append(
                Atomic(
                    "counter",
                    o.oid,
                    None,
                    f"{o.label} {verb} {plural(abs(n), word)}",
                    {"counter": counter, "amount": n},
                )
            )
        if not atomics:
            limit = f" (it is at its maximum of {cap})" if cap is not None else ""
            self.nothing(game, ctx, f"no {word} can be gained{limit}")
            return
        rules = ["6.1.c", "7.3.12.a" if amount > 0 else "2.5.g"]
        if counter == "boost":
            rules.append("2.5.1.a")
        yield self.step(
            game, f"{self.prefix(ctx)}{'; '.join(a.text for a in atomics)}", rules, atomics
        )

    def do_gain(self, game: Game, ctx: EffectContext, args: StatusArgs) -> Procedure:
        yield self.status_step(game, ctx, args, gain=True)

    def do_lose(self, game: Game, ctx: EffectContext, args: StatusArgs) -> Procedure:
        yield self.status_step(game, ctx, args, gain=False)

    def status_step(
        self, game: Game, ctx: EffectContext, args: StatusArgs, *, gain: bool
    ) -> Procedure:
        status = args.status
        if args.objects:
            objs = [game.state.objects[o] for o in ctx.memory.get(args.objects, [])]
        else:
            harm = status == "exhausted" if gain else status != "exhausted"
            objs = yield self.objects_for(
                game, ctx, args.target, harm=harm, verb=f"{'give' if gain else 'remove'} {status}"
            )
        objs = [o for o in objs if not gone(o) and o.zone[1] in (*IN_PLAY, "reserve", "hero")]
        atomics = []
        for o in objs:
            has = self.has_status(o, status)
            if has == gain:
                continue  # 2.4.1.f / 2.4.1.h: no change
            kind = (
                ("exhaust" if gain else "ready")
                if status == "exhausted"
                else ("status" if gain else "unstatus")
            )
            atomics.append(
                Atomic(
                    kind,
                    o.oid,
                    None,
                    f"{o.label} {'gains' if gain else 'loses'} {status}",
                    {"status": status},
                )
            )
        rule = "7.3.13.a" if gain else "7.3.15.a"
        if not atomics:
            if not objs:
                self.nothing(game, ctx, "there is no object to change")
                return
            names = ", ".join(o.label for o in objs)
            if gain:
                text = f"{names} already has {status}, so it cannot gain it again"
            else:
                text = f"{names} does not have {status}, so it cannot lose it"
            game.log(
                f"{self.prefix(ctx)}{text}",
                ["2.4.1.f" if gain else "2.4.1.h", "6.5.h"],
                kind="effect",
            )
            return
        yield self.step(
            game,
            f"{self.prefix(ctx)}{'; '.join(a.text for a in atomics)}",
            ["6.1.c", rule],
            atomics,
        )

    @staticmethod
    def has_status(obj: CardObject, status: str) -> bool:
        if status == "exhausted":
            return obj.exhausted
        return status in obj.flags.get("statuses", [])

    def do_exhaust(self, game: Game, ctx: EffectContext, args: Amount) -> Procedure:
        yield self.exhaust_or_ready(game, ctx, args, exhaust=True)

    def do_ready(self, game: Game, ctx: EffectContext, args: Amount) -> Procedure:
        yield self.exhaust_or_ready(game, ctx, args, exhaust=False)

    def exhaust_or_ready(
        self, game: Game, ctx: EffectContext, args: Amount, *, exhaust: bool
    ) -> Procedure:
        word = "exhaust" if exhaust else "ready"
        objs = yield self.objects_for(game, ctx, args.target, harm=exhaust, verb=word)
        objs = [o for o in objs if o.exhausted != exhaust]
        if not objs:
            self.nothing(
                game, ctx, f"there is no {'ready' if exhaust else 'exhausted'} object to {word}"
            )
            return
        done = "exhausted" if exhaust else "ready"
        yield self.step(
            game,
            f"{self.prefix(ctx)}{word} {', '.join(o.label for o in objs)}",
            ["6.1.c", "7.3.10.a" if exhaust else "7.3.18.a"],
            [Atomic(word, o.oid, None, f"{o.label} becomes {done}") for o in objs],
        )

    # -- cards moving ----------------------------------------------------------------
    def do_draw(self, game: Game, ctx: EffectContext, args: Draw) -> Procedure:
        state = game.state
        me = ctx.controller
        players = self.players_for(state, me, args.who)
        atomics = []
        short = []
        unlisted = []
        for p in players:
            deck = state.cards_in(p, "deck")[: args.count]
            if not state.zone_known(p, "deck"):
                unlisted.append(p)
            elif len(deck) < args.count:
                short.append(p)
            atomics += [Atomic("move", o.oid, (p, "hand"), f"{p} draws {o.label}") for o in deck]
        text = f"{self.prefix(ctx)}" + ", ".join(
            f"{p} draws {plural(args.count, 'card')}" for p in players
        )
        if short:
            text += f" ({', '.join(short)} cannot draw them all: not enough cards in Deck)"
        if unlisted:
            whose = ", ".join(f"{p}'s" for p in unlisted)
            text += f" ({whose} Deck is not listed in the scenario: which cards is not known)"
        if not atomics:
            game.log(text, ["6.1.c", "7.3.7.a", "6.5.h"], kind="effect")
            return
        yield self.step(game, text, ["6.1.c", "7.3.7.a"], atomics)

    def do_resupply_all(self, game: Game, ctx: EffectContext, args: Who) -> Procedure:
        state = game.state
        me = ctx.controller
        players = self.players_for(state, me, args.who)
        atomics = [a for a in (self.resupply_atomic(game, p) for p in players) if a is not None]
        text = f"{self.prefix(ctx)}Resupply: " + ", ".join(f"{p} Resupplies" for p in players)
        if not atomics:
            game.log(text + " (no card to put in Reserve)", ["6.1.c", "7.3.22.b"], kind="effect")
            return
        yield self.step(game, text, ["6.1.c", "7.3.22.a"], atomics)

    def do_exhausted_resupply(self, game: Game, ctx: EffectContext, args: NoArgs) -> Procedure:
        me = ctx.controller
        a = self.resupply_atomic(game, me)
        if a is None:
            game.log(
                f"{self.prefix(ctx)}Exhausted Resupply: no card to put in Reserve",
                ["6.1.c", "7.3.22.b"],
                kind="effect",
            )
            return
        a.data["exhausted"] = True
        a.text += ", exhausted"
        yield self.step(
            game,
            f"{self.prefix(ctx)}Exhausted Resupply: {a.text}",
            ["6.1.c", "7.3.11.a"],
            [a],
            player=me,
        )

    def do_top_to_mana(self, game: Game, ctx: EffectContext, args: Who) -> Procedure:
        state = game.state
        me = ctx.controller
        players = self.players_for(state, me, args.who)
        atomics = []
        for p in players:
            deck = state.cards_in(p, "deck")
            if deck:
                atomics.append(
                    Atomic(
                        "move",
                        deck[0].oid,
                        (p, "mana"),
                        f"{p}: top card of Deck goes to Mana zone (exhausted Mana Orb)",
                    )
                )
        if not atomics:
            self.nothing(game, ctx, "no Deck has a card")
            return
        yield self.step(
            game,
            f"{self.prefix(ctx)}{'; '.join(a.text for a in atomics)}",
            ["6.1.c", "7.3.21.a", "3.2.9.b"],
            atomics,
        )

    def do_move_to(self, game: Game, ctx: EffectContext, args: MoveTo) -> Procedure:
        harm = True
        objs = yield self.objects_for(
            game, ctx, args.target, harm=harm, verb=f"{args.verb_word} to {args.zone}"
        )
        objs = [o for o in objs if not gone(o)]
        if not objs:
            ctx.memory["did"] = False
            self.nothing(game, ctx, "there is no legal target")
            return
        where = {
            "reserve": "Reserve",
            "hand": "Hand",
            "discard": "Discard pile",
            "mana": "Mana zone",
            "deck": "Deck (on top)",
        }[args.zone]
        atomics = [
            Atomic(
                "move",
                o.oid,
                (o.owner, args.zone),
                f"{o.label} goes to {o.owner}'s {where}" + (", exhausted" if args.exhaust else ""),
                {"exhausted": True} if args.exhaust else {},
            )
            for o in objs
        ]
        rules = ["6.1.c", MOVE_RULES[args.verb_word]]
        if args.zone == "mana":
            rules.append("3.2.9.b")
        yield self.step(
            game, f"{self.prefix(ctx)}{'; '.join(a.text for a in atomics)}", rules, atomics
        )
        ctx.memory["moved"] = [o.oid for o in objs]
        ctx.memory["did"] = True

    def do_sacrifice(self, game: Game, ctx: EffectContext, args: Sacrifice) -> Procedure:
        me = ctx.controller
        if args.what == "me":
            obj = self.me_now(game, ctx)
            objs = [obj] if obj is not None and obj.zone[1] in IN_PLAY else []
        else:
            if args.chooser == "target_player":
                me = yield self.pick_player(game, ctx)
            kinds = {
                "character": ("character",),
                "permanent": ("permanent",),
                "character_or_permanent": ("character", "permanent"),
            }[args.what]
            t = Target(
                who="target", kinds=kinds, controller="you", my_expedition=args.my_expedition
            )  # type: ignore[arg-type]
            cands = self.candidates(
                game, EffectContext(ctx.source, me, ctx.ability, memory=ctx.memory), t
            )
            objs = []
            if cands:
                labels = [o.label for o in cands]
                pick = yield ask(
                    game,
                    Decision(
                        kind="choose",
                        player=me,
                        prompt=f"{me}: which of your objects do you sacrifice?",
                        options=labels,
                        rule="7.3.25.a",
                        default=labels[-1],
                        default_reason="the last one listed",
                        card=self.src_label(game, ctx),
                    ),
                    lambda lab: f"{me} chooses to sacrifice {lab}",
                )
                objs = [cands[labels.index(pick)]]
                for _ in range(args.count - 1):
                    rest = [o for o in cands if o not in objs]
                    if not rest:
                        break
                    more = yield self.pick(
                        game, ctx, rest, "what else do you sacrifice?", "7.3.25.a"
                    )
                    objs.append(more)
        if not objs:
            ctx.memory["did"] = False
            self.nothing(game, ctx, "there is nothing to sacrifice")
            return
        ctx.memory["did"] = True
        yield self.step(
            game,
            f"{self.prefix(ctx)}{me} sacrifices {', '.join(o.label for o in objs)}",
            ["6.1.c", "7.3.25.a", "7.3.5.a"],
            [
                Atomic(
                    "move",
                    o.oid,
                    (o.owner, "discard"),
                    f"{o.label} is discarded",
                    {"sacrificed": True, "by": me},
                )
                for o in objs
            ],
            player=me,
        )

    def do_switch_expeditions(self, game: Game, ctx: EffectContext, args: Amount) -> Procedure:
        objs = yield self.objects_for(game, ctx, args.target, harm=True, verb="switch Expeditions")
        objs = [o for o in objs if o.zone[1] in EXPEDITIONS]
        if not objs:
            self.nothing(game, ctx, "there is no Character in an Expedition")
            return
        atomics = []
        for o in objs:
            other = "companion_expedition" if o.zone[1] == "hero_expedition" else "hero_expedition"
            atomics.append(
                Atomic(
                    "move",
                    o.oid,
                    (o.zone[0], other),
                    f"{o.label} switches to {zone_title((o.zone[0], other))}",
                )
            )
        yield self.step(
            game,
            f"{self.prefix(ctx)}{'; '.join(a.text for a in atomics)}",
            ["6.1.c", "7.3.28.a"],
            atomics,
        )

    # -- tokens --------------------------------------------------------------------
    def do_create(self, game: Game, ctx: EffectContext, args: CreateTokens) -> Procedure:
        state = game.state
        me = ctx.controller
        definition = self.token_definition(args)
        if args.where == "target_expedition":
            options = {
                f"{p}'s {z.split('_')[0]} Expedition": (p, z)
                for p in state.initiative_order(me)
                for z in EXPEDITIONS
            }
            labels = list(options)
            label = yield ask(
                game,
                Decision(
                    kind="target",
                    player=me,
                    prompt=f"{me}: in which Expedition is the {definition.name} token created?",
                    options=labels,
                    rule="6.5.b",
                    default=labels[0],
                    default_reason="your own hero Expedition",
                    card=self.src_label(game, ctx),
                ),
                lambda lab: f"{me} targets {lab}",
            )
            places = [options[label]]
        elif args.where == "each_expedition":
            places = [(me, z) for z in EXPEDITIONS]
        elif args.where == "my_expedition":
            src = state.objects.get(ctx.source)
            zone = (
                src.zone
                if src is not None and src.zone[1] in EXPEDITIONS
                else (me, "hero_expedition")
            )
            places = [(zone[0] or me, zone[1])]
        elif args.where == "landmarks":
            places = [(me, "landmarks")]
        elif args.where == "target_player_landmarks":
            who = yield self.pick_player(game, ctx)
            places = [(who, "landmarks")]
        elif args.where == "opponent_companion_expedition":
            places = [(state.opponent(me), "companion_expedition")]
        else:
            places = [(me, args.where)]
        atomics = [
            Atomic(
                "create",
                None,
                place,
                f"create {{label}} in {zone_title(place)}",
                {"definition": definition, "owner": me},
            )
            for place in places
            for _ in range(args.count)
        ]
        yield self.step(
            game,
            f"{self.prefix(ctx)}create {plural(len(atomics), definition.name + ' token')}",
            ["6.1.c", "7.3.4.a"],
            atomics,
            player=me,
        )

    def token_definition(self, args: CreateTokens) -> CardDefinition:
        """The token's card: the pool's own, else one made from the printed name and statistics (2.2.10.e)."""
        landmark = args.where == "landmarks"
        try:
            found = self.catalog.get("altered", args.token)
        except (CardNotFound, KeyError, LookupError):
            found = None
        is_token = found is not None and (
            found.type.startswith("token") or found.fields.get("token")
        )
        if found is not None and is_token and (args.stats is None or found.stats):
            return found
        stats = dict(zip(("forest", "mountain", "ocean"), args.stats or (0, 0, 0), strict=True))
        return CardDefinition(
            "altered",
            args.token,
            "token_landmark_permanent" if landmark else "token",
            stats={} if landmark else stats,
            fields={"token": True},
            text="A token made by an effect; its statistics are the ones the effect prints.",
        )

    # -- delayed: the next card played (an Ongoing Emblem, 2.2.14) ---------------------
    def do_next_play(self, game: Game, ctx: EffectContext, args: NextPlay) -> Procedure:
        phase = game.state.info.get("phase", "afternoon")
        if args.duration == "turn" and phase != "afternoon":
            game.log(
                f"{self.prefix(ctx)}an Ongoing Emblem lasting 'this turn' can only be created during a turn, "
                f"and it is {phase.capitalize()}: no Emblem is created",
                ["6.1.c", "2.2.14.d"],
                kind="effect",
            )
            return
        if args.duration == "afternoon" and phase in ("dusk", "night"):
            game.log(
                f"{self.prefix(ctx)}this day's Afternoon is over, so no Ongoing Emblem lasting 'this Afternoon' is created",
                ["6.1.c", "2.2.14.e"],
                kind="effect",
            )
            return
        emblem = {
            "player": ctx.controller,
            **args.model_dump(),
            "source": game.state.objects[ctx.source].label,
        }
        game.state.info.setdefault("ongoing", []).append(emblem)
        what = "card" if args.kind == "card" else KIND_WORDS.get(args.kind, args.kind)
        parts = []
        if args.less:
            parts.append(f"costs {args.less} less")
        if args.boosts:
            parts.append(f"gains {plural(args.boosts, 'boost')}")
        if args.lose_fleeting:
            parts.append("loses Fleeting")
        game.log(
            f"{self.prefix(ctx)}an Ongoing Emblem is created in Limbo for {ctx.controller}: the next {what} they play"
            + (" from Hand" if args.from_hand else "")
            + f" this {args.duration} {' and '.join(parts)}",
            ["6.1.c", "2.2.14.a", "2.2.14.c"],
            kind="effect",
            player=ctx.controller,
        )
        return
        yield  # a procedure

    # -- choices ---------------------------------------------------------------------
    def do_choose_modes(self, game: Game, ctx: EffectContext, args: Modes) -> Procedure:
        me = ctx.controller
        labels = [
            f"mode {i}: " + "; then ".join(self.describe(s) for s in mode)
            for i, mode in enumerate(args.modes, 1)
        ]
        picked: list[int] = []
        for n in range(args.choose):
            left = [lab for i, lab in enumerate(labels) if args.repeat or i not in picked]
            if args.up_to:
                left.append("no mode")
            label = yield ask(
                game,
                Decision(
                    kind="choose",
                    player=me,
                    prompt=f"{me}: choose a mode"
                    + (f" ({n + 1} of {args.choose})" if args.choose > 1 else ""),
                    options=left,
                    rule="5.1.2.c",
                    default=left[0],
                    default_reason="the first mode printed",
                    card=self.src_label(game, ctx),
                ),
                lambda lab: f"{me} chooses {lab}",
            )
            if label == "no mode":
                game.log(
                    f"{self.prefix(ctx)}no mode is chosen (up to {args.choose})",
                    ["5.1.2.c"],
                    kind="effect",
                )
                break
            picked.append(labels.index(label))
        for i in picked if args.repeat else sorted(picked):
            yield self.run_steps(game, ctx, list(args.modes[i]))

    def do_roll_table(self, game: Game, ctx: EffectContext, args: RollTable) -> Procedure:
        yield self.verb_roll_die(game, ctx, {})
        roll = ctx.memory.get("roll", 4)
        for lo, hi, steps in args.results:
            if lo <= roll <= hi:
                game.log(
                    f"{self.prefix(ctx)}the roll of {roll} gives the {lo}-{hi} result",
                    ["7.3.19.a"],
                    kind="effect",
                )
                yield self.run_steps(game, ctx, list(steps))
                return
        self.nothing(game, ctx, f"no result is printed for a roll of {roll}")

    @staticmethod
    def describe(step: dict[str, Any]) -> str:
        verb = str(step.get("verb", "?")).replace("_", " ")
        extra = ", ".join(
            f"{k} {v}"
            for k, v in step.items()
            if k not in ("verb", "target") and not isinstance(v, dict | list | tuple)
        )
        return f"{verb} ({extra})" if extra else verb

    # -- Expeditions moving (7.3.16-17) ------------------------------------------------
    def do_expedition_moves(self, game: Game, ctx: EffectContext, args: Expedition) -> Procedure:
        state = game.state
        if state.info.get("tiebreaker"):
            game.log(
                f"{self.prefix(ctx)}during tiebreakers no Expedition can move forward or backward, so nothing happens",
                ["6.1.c", "4.3.d"],
                kind="effect",
            )
            return
        me = ctx.controller
        src = state.objects.get(ctx.source)
        exp = src.zone[1] if src is not None and src.zone[1] in EXPEDITIONS else "hero_expedition"
        owner = me
        if args.which == "facing":
            owner = state.opponent(me)
        if args.which in ("target", "yours"):
            players = state.initiative_order(me) if args.which == "target" else [me]
            options = [f"{p}'s {z.split('_')[0]} Expedition" for p in players for z in EXPEDITIONS]
            pick = yield ask(
                game,
                Decision(
                    kind="target",
                    player=me,
                    prompt=f"{me}: which Expedition moves {args.direction}?",
                    options=options,
                    rule="6.5.b",
                    default=options[0] if args.direction == "forward" else options[-1],
                    default_reason="your own hero Expedition forward, an opponent's backward",
                    card=self.src_label(game, ctx),
                ),
                lambda lab: f"{me} targets {lab}",
            )
            owner, word = pick.split("'s ")[0], pick.split("'s ")[1].split()[0]
            exp = f"{word}_expedition"
        me = owner
        key = f"{me}:{exp.split('_')[0]}"
        pos = state.info.setdefault("positions", {})
        before = int(pos.get(key, 0))
        after = before + (1 if args.direction == "forward" else -1)
        if after < 0:
            self.nothing(
                game,
                ctx,
                f"{me}'s {exp.split('_')[0]} Expedition is in its starting region and cannot move backward",
            )
            return
        pos[key] = after
        rule = "7.3.17.a" if args.direction == "forward" else "7.3.16.a"
        game.log(
            f"{self.prefix(ctx)}{me}'s {exp.split('_')[0]} Expedition moves {args.direction} one region (from region {before} to {after})",
            ["6.1.c", rule],
            kind="effect",
            player=me,
        )
        return
        yield  # a procedure

    # -- conditions, After You, discarding from Hand ------------------------------------
    def condition_holds(self, game: Game, ctx: EffectContext, name: str, value: int) -> bool:
        state = game.state
        me = ctx.controller
        obj = self.me_now(game, ctx)
        mine = [
            o
            for z in EXPEDITIONS
            for o in state.cards_in(me, z)
            if o.definition.type in ("character", "token")
        ]
        checks = {
            "my_boosts": lambda: obj is not None and obj.counters.get("boost", 0) >= value,
            "boosted": lambda: obj is not None and obj.counters.get("boost", 0) >= 1,
            "hand_empty": lambda: not state.cards_in(me, "hand"),
            "reserve_empty": lambda: not state.cards_in(me, "reserve"),
            "first_player": lambda: state.info.get("first_player", state.active) == me,
            "not_first_player": lambda: state.info.get("first_player", state.active) != me,
            "other_characters": lambda: len([o for o in mine if o.oid != ctx.source]) >= value,
            "characters": lambda: len(mine) >= value,
            "landmarks": lambda: len(state.cards_in(me, "landmarks")) >= value,
            "did": lambda: bool(ctx.memory.get("did")),
            "behind": lambda: self.is_behind(game, ctx),
            "facing_character": lambda: bool(self.facing(game, ctx)),
            "fewer_reserve": lambda: (
                len(state.cards_in(me, "reserve"))
                < len(state.cards_in(state.opponent(me), "reserve"))
            ),
            "exhausted_in_reserve": lambda: (
                len(
                    [
                        o
                        for p in state.initiative_order()
                        for o in state.cards_in(p, "reserve")
                        if o.exhausted
                    ]
                )
                >= value
            ),
            "did_not": lambda: not ctx.memory.get("did"),
        }
        return bool(checks[name]())

    def facing(self, game: Game, ctx: EffectContext) -> list[CardObject]:
        """Characters in the Expedition facing mine (1.2.3.c)."""
        src = game.state.objects.get(ctx.source)
        if src is None or src.zone[1] not in EXPEDITIONS:
            return []
        opp = game.state.opponent(src.controller)
        return [
            o
            for o in game.state.cards_in(opp, src.zone[1])
            if o.definition.type in ("character", "token")
        ]

    def is_behind(self, game: Game, ctx: EffectContext) -> bool:
        """My Expedition is behind when the one facing it has gone further (7.5.2)."""
        state = game.state
        src = state.objects.get(ctx.source)
        exp = src.zone[1] if src is not None and src.zone[1] in EXPEDITIONS else "hero_expedition"
        word = exp.split("_")[0]
        pos = state.info.get("positions", {})
        mine = int(pos.get(f"{ctx.controller}:{word}", 0))
        theirs = int(pos.get(f"{state.opponent(ctx.controller)}:{word}", 0))
        return mine < theirs

    def do_if_then(self, game: Game, ctx: EffectContext, args: Any) -> Procedure:
        holds = self.condition_holds(game, ctx, args.condition, args.value)
        words = args.condition.replace("_", " ") + (
            f" {args.value}"
            if args.condition in ("my_boosts", "other_characters", "characters", "landmarks")
            else ""
        )
        if not holds:
            game.log(
                f"{self.prefix(ctx)}the condition ({words}) is not met, so nothing happens",
                ["6.5.h"],
                kind="effect",
            )
            return
        game.log(f"{self.prefix(ctx)}the condition ({words}) is met", ["6.5.h"], kind="info")
        yield self.run_steps(game, ctx, list(args.steps))

    def do_after_you(self, game: Game, ctx: EffectContext, args: NoArgs) -> Procedure:
        state = game.state
        nxt = state.opponent(ctx.controller)
        state.info["turn_ends"] = True
        game.log(
            f"{self.prefix(ctx)}After You: {ctx.controller}'s turn ends once no Reaction is left in Limbo; "
            f"{nxt} takes the next turn ({ctx.controller} has not passed)",
            ["6.1.c", "7.3.2.a", "7.3.2.b"],
            kind="effect",
            player=ctx.controller,
        )
        return
        yield  # a procedure

    def do_discard_from_hand(self, game: Game, ctx: EffectContext, args: Who) -> Procedure:
        state = game.state
        me = ctx.controller
        players = self.players_for(state, me, args.who)
        atomics = []
        for p in players:
            hand = state.cards_in(p, "hand")
            if not hand:
                continue
            labels = [o.label for o in hand]
            pick = yield ask(
                game,
                Decision(
                    kind="choose",
                    player=p,
                    prompt=f"{p}: which card from your Hand do you discard?",
                    options=labels,
                    rule="7.3.5.a",
                    default=labels[0],
                    default_reason="the first card listed",
                    card=self.src_label(game, ctx),
                ),
                lambda lab, p=p: f"{p} chooses a card from their Hand",
            )
            o = hand[labels.index(pick)]
            atomics.append(
                Atomic("move", o.oid, (p, "discard"), f"{p} discards {o.label} from Hand")
            )
        if not atomics:
            self.nothing(game, ctx, "no Hand has a card")
            return
        yield self.step(
            game,
            f"{self.prefix(ctx)}{'; '.join(a.text for a in atomics)}",
            ["6.1.c", "7.3.5.a"],
            atomics,
        )

    def do_choose_target(self, game: Game, ctx: EffectContext, args: Any) -> Procedure:
        """ "Target a Character": chosen now (6.5.b); later steps say "it" for it."""
        objs = yield self.objects_for(game, ctx, args.target, harm=False, verb="target")
        if not objs:
            game.log(f"{self.prefix(ctx)}there is no legal target", ["6.5.b"], kind="info")

    def pick_player(self, game: Game, ctx: EffectContext) -> Procedure:
        """A target player (6.5.b): yourself first."""
        order = game.state.initiative_order(ctx.controller)
        return (
            yield ask(
                game,
                Decision(
                    kind="target",
                    player=ctx.controller,
                    prompt=f"{ctx.controller}: which player?",
                    options=order,
                    rule="6.5.b",
                    default=order[0],
                    default_reason="yourself",
                    card=self.src_label(game, ctx),
                ),
                lambda p: f"{ctx.controller} targets {p}",
            )
        )

    def do_hand_to_reserve(self, game: Game, ctx: EffectContext, args: NoArgs) -> Procedure:
        me = ctx.controller
        hand = game.state.cards_in(me, "hand")
        if not hand:
            self.nothing(game, ctx, f"{me} has no card in Hand")
            return
        card = yield self.pick(
            game, ctx, hand, "which card from your Hand goes to Reserve?", "3.2.5.c"
        )
        yield self.step(
            game,
            f"{self.prefix(ctx)}{me} puts {card.label} from their Hand in Reserve",
            ["6.1.c", "7.3.21.a"],
            [Atomic("move", card.oid, (me, "reserve"), f"put {card.label} in Reserve")],
            player=me,
        )
        ctx.memory["did"] = True
