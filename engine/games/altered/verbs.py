"""The Altered verb library: one verb is one step of an effect (6.1.c)."""

from __future__ import annotations

from typing import Any

from engine.core.choose import yes_no
from engine.core.decisions import Decision
from engine.core.game import Game, Procedure
from engine.core.ruleset import EffectContext, ask
from engine.core.state import CardObject

from .steps import Atomic, gone, incarnation
from .verbs_table import CreateTokens
from .zones import EXPEDITIONS, IN_PLAY, zone_title

NO_CARD = "no card"


class VerbsMixin:
    """Verbs used by cards.yaml; each logs its step with the rules that shape it."""

    catalog: Any

    def prefix(self, ctx: EffectContext) -> str:
        return ctx.memory.get("_prefix", "")

    def src_label(self, game: Game, ctx: EffectContext) -> str:
        return ctx.memory.get("emblem") or game.state.objects[ctx.source].label

    # -- Sabotage (7.3.24) and Resupply (7.3.22) -----------------------------------
    def verb_sabotage(self, game: Game, ctx: EffectContext, step: dict[str, Any]) -> Procedure:
        state = game.state
        me = ctx.controller
        order = state.initiative_order(state.opponent(me)) + []
        cards = [o for p in order for o in state.cards_in(p, "reserve")]
        labels = [f"{o.label} ({o.owner}'s Reserve)" for o in cards]
        theirs = [lab for o, lab in zip(cards, labels, strict=True) if o.owner != me]
        default = theirs[0] if theirs else NO_CARD
        choice = NO_CARD
        if cards:
            choice = yield ask(
                game,
                Decision(
                    kind="target",
                    player=me,
                    prompt=f"{me}: Sabotage which card in a Reserve (up to one)?",
                    options=[*labels, NO_CARD],
                    rule="7.3.24.a",
                    default=default,
                    default_reason="a card in an opponent's Reserve when there is one",
                    card=self.src_label(game, ctx),
                ),
                lambda lab: f"{me} targets {lab} for Sabotage",
            )
        text = f"{self.prefix(ctx)}Sabotage: "
        if choice == NO_CARD:
            game.log(
                text + "no card is discarded (up to one)",
                ["6.1.c", "7.3.24.a"],
                kind="effect",
                player=me,
            )
            return
        target = cards[labels.index(choice)]
        yield self.step(
            game,
            text + f"{target.label} is discarded from {zone_title(target.zone)}",
            ["6.1.c", "7.3.24.a", "7.3.5.a"],
            [Atomic("move", target.oid, (target.owner, "discard"), f"discard {target.label}")],
            player=me,
        )

    def resupply_atomic(self, game: Game, player: str) -> Atomic | None:
        state = game.state
        deck = state.zone(player, "deck")
        if not deck.cards:
            pile = state.cards_in(player, "discard")
            game.log(
                f"{player}'s Deck is empty: their Discard pile ({len(pile)} card{'' if len(pile) == 1 else 's'}) is shuffled into it first",
                ["7.3.22.b"],
                kind="event",
                player=player,
            )
            for o in pile:
                self.move_object(state, o, (player, "deck"))
            if not deck.cards:
                return None
        top = state.objects[deck.cards[0]]
        return Atomic(
            "move",
            top.oid,
            (player, "reserve"),
            f"{player} puts the top card of their Deck ({top.label}) in Reserve",
        )

    def verb_resupply(self, game: Game, ctx: EffectContext, step: dict[str, Any]) -> Procedure:
        me = ctx.controller
        a = self.resupply_atomic(game, me)
        if a is None:
            game.log(
                f"{self.prefix(ctx)}Resupply: {me} has no card to put in Reserve, so it does nothing",
                ["6.1.c", "7.3.22.b"],
                kind="effect",
                player=me,
            )
            return
        yield self.step(
            game, f"{self.prefix(ctx)}Resupply: {a.text}", ["6.1.c", "7.3.22.a"], [a], player=me
        )

    # -- several players decide (6.1.h) ------------------------------------------------
    def verb_each_player_may_resupply(
        self, game: Game, ctx: EffectContext, step: dict[str, Any]
    ) -> Procedure:
        """Each player declares in initiative order; the Resupplied cards stay hidden until the step."""
        state = game.state
        chosen: list[str] = []
        self.announce_order(game)
        for i, p in enumerate(state.initiative_order()):
            seen = (
                ""
                if i == 0
                else " (knowing the earlier declarations, but not the cards: they are still in hidden Decks)"
            )
            yes = yield yes_no(
                game,
                p,
                f"{p}: Resupply?",
                "6.1.h",
                card=self.src_label(game, ctx),
                reason="optional choices are shown as taken",
                describe=lambda y, p=p, seen=seen: (
                    f"{p} declares they {'will' if y else 'will not'} Resupply" + seen
                ),
            )
            if yes:
                chosen.append(p)
        atomics = [a for a in (self.resupply_atomic(game, p) for p in chosen) if a is not None]
        if not atomics:
            game.log(f"{self.prefix(ctx)}nobody Resupplies", ["6.1.h"], kind="effect")
            return
        yield self.step(
            game,
            f"{self.prefix(ctx)}the chosen Resupplies happen together; only now do the cards leave the hidden Decks",
            ["6.1.h", "7.3.22.a", "3.1.3.f"],
            atomics,
        )

    def verb_each_player_sacrifices(
        self, game: Game, ctx: EffectContext, step: dict[str, Any]
    ) -> Procedure:
        """Each player picks a Character in initiative order, seeing earlier picks; all go at once."""
        state = game.state
        picks: list[CardObject] = []
        self.announce_order(game)
        for p in state.initiative_order():
            mine = [
                o
                for z in EXPEDITIONS
                for o in state.cards_in(p, z)
                if o.definition.type in ("character", "token") and o.controller == p
            ]
            if not mine:
                game.log(
                    f"{p} controls no Character, so they sacrifice nothing",
                    ["6.5.h"],
                    kind="effect",
                    player=p,
                )
                continue
            known = "; ".join(f"{o.controller} chose {o.label}" for o in picks)
            labels = [o.label for o in mine]
            label = yield ask(
                game,
                Decision(
                    kind="target",
                    player=p,
                    prompt=f"{p}: which Character do you sacrifice?",
                    options=labels,
                    rule="6.1.h",
                    default=labels[0],
                    default_reason="the first Character listed",
                    card=self.src_label(game, ctx),
                ),
                lambda lab, p=p, known=known: (
                    f"{p} chooses to sacrifice {lab}"
                    + (f" (knowing that {known}: a visible choice)" if known else "")
                ),
            )
            picks.append(mine[labels.index(label)])
        if not picks:
            return
        yield self.step(
            game,
            f"{self.prefix(ctx)}the chosen Characters are sacrificed together",
            ["6.1.h", "7.3.25.a", "7.3.5.a"],
            [
                Atomic(
                    "move",
                    o.oid,
                    (o.owner, "discard"),
                    f"{o.controller} sacrifices {o.label}",
                    {"sacrificed": True, "by": o.controller},
                )
                for o in picks
            ],
        )

    def announce_order(self, game: Game) -> None:
        order = game.state.initiative_order()
        game.log(
            f"Several players decide in this step: in initiative order, {', then '.join(order)}",
            ["6.1.h", "1.4.5.a"],
            kind="info",
        )

    # -- tokens and zones ----------------------------------------------------------------
    def verb_create_tokens(self, game: Game, ctx: EffectContext, step: dict[str, Any]) -> Procedure:
        """The seed cards' token verb: the compiled create verb with the same arguments."""
        args = CreateTokens(
            token=step["token"],
            count=int(step.get("count", 1)),
            where=step.get("where", "each_expedition"),
        )
        return self.do_create(game, ctx, args)

    def verb_put_in_mana(self, game: Game, ctx: EffectContext, step: dict[str, Any]) -> Procedure:
        state = game.state
        me = ctx.controller
        cands = [
            o
            for p in state.initiative_order(state.opponent(me))
            for z in IN_PLAY
            for o in state.cards_in(p, z)
        ]
        if not cands:
            game.log(
                f"{self.prefix(ctx)}there is no Character or Permanent to target, so nothing happens",
                ["6.5.b"],
                kind="effect",
            )
            return
        labels = [o.label for o in cands]
        label = yield ask(
            game,
            Decision(
                kind="target",
                player=me,
                prompt=f"{me}: target which Character or Permanent?",
                options=labels,
                rule="6.5.b",
                default=labels[0],
                default_reason="the first opposing object listed",
                card=self.src_label(game, ctx),
            ),
            lambda lab: f"{me} targets {lab}",
        )
        target = cands[labels.index(label)]
        if not (yield self.pay_tough(game, ctx, [target])):
            return
        yield self.step(
            game,
            f"{self.prefix(ctx)}{target.label} is put in {zone_title((target.owner, 'mana'))} as an exhausted Mana Orb",
            ["6.1.c", "7.3.21.a", "3.2.9.b"],
            [Atomic("move", target.oid, (target.owner, "mana"), f"put {target.label} in Mana")],
            player=me,
        )

    def verb_reveal_top(self, game: Game, ctx: EffectContext, step: dict[str, Any]) -> Procedure:
        state = game.state
        me = ctx.controller
        top = state.cards_in(me, "deck")[: int(step.get("count", 1))]
        ctx.memory["revealed"] = [o.oid for o in top]
        names = ", ".join(o.label for o in top) or "no cards"
        game.log(
            f"{self.prefix(ctx)}{me} reveals the top {len(top)} cards of their Deck: {names}",
            ["6.1.c", "3.1.3.f"],
            kind="effect",
            player=me,
        )
        return
        yield  # a procedure

    def verb_put_into_expeditions(
        self, game: Game, ctx: EffectContext, step: dict[str, Any]
    ) -> Procedure:
        state = game.state
        me = ctx.controller
        revealed = [state.objects[o] for o in ctx.memory.get("revealed", [])]
        eligible = [o for o in revealed if o.definition.type == step.get("type", "character")]
        up_to = int(step.get("up_to", 1))
        chosen: list[str] = []
        if eligible:
            chosen = yield ask(
                game,
                Decision(
                    kind="choose",
                    player=me,
                    prompt=f"{me}: which Characters (up to {up_to}) go into your Expeditions?",
                    options=[o.label for o in eligible],
                    rule="6.1.g",
                    default=[o.label for o in eligible[:up_to]],
                    default_reason=f"the first {up_to} Characters revealed",
                    card=self.src_label(game, ctx),
                    multi=True,
                ),
                lambda labs: f"{me} chooses {', '.join(labs) if labs else 'none'}",
            )
        picked = [o for o in eligible if o.label in chosen][:up_to]
        ctx.memory["put"] = [o.oid for o in picked]
        if not picked:
            game.log(
                f"{self.prefix(ctx)}no Character is put into play",
                ["6.1.c", "6.5.h"],
                kind="effect",
            )
            return
        atomics = []
        for o in picked:
            exp = yield ask(
                game,
                Decision(
                    kind="choose",
                    player=me,
                    prompt=f"{me}: which Expedition does {o.label} go to?",
                    options=["hero", "companion"],
                    rule="6.1.g",
                    default="hero",
                    default_reason="the hero Expedition",
                    card=o.label,
                ),
                lambda e, o=o: f"{me} puts {o.label} in their {e} Expedition",
            )
            dest = (me, f"{exp}_expedition")
            atomics.append(
                Atomic(
                    "move", o.oid, dest, f"put {o.label} in {zone_title(dest)} (put, not played)"
                )
            )
        yield self.step(
            game,
            f"{self.prefix(ctx)}put the chosen Characters in {me}'s Expeditions",
            ["6.1.c", "7.3.21.a", "7.1.1.c"],
            atomics,
            player=me,
        )

    def verb_gain_status(self, game: Game, ctx: EffectContext, step: dict[str, Any]) -> Procedure:
        state = game.state
        objs = [state.objects[o] for o in ctx.memory.get(step.get("objects", "put"), [])]
        objs = [o for o in objs if not gone(o) and o.zone[1] in IN_PLAY]
        status = step["status"]
        if not objs:
            game.log(f"{self.prefix(ctx)}nothing gains {status}", ["6.1.c", "6.5.h"], kind="effect")
            return
        yield self.step(
            game,
            f"{self.prefix(ctx)}{', '.join(o.label for o in objs)} gain{'s' if len(objs) == 1 else ''} {status}",
            ["6.1.c", "7.3.13.a"],
            [
                Atomic("status", o.oid, None, f"{o.label} gains {status}", {"status": status})
                for o in objs
            ],
        )

    def verb_discard_rest(self, game: Game, ctx: EffectContext, step: dict[str, Any]) -> Procedure:
        state = game.state
        put = set(ctx.memory.get("put", []))
        rest = [state.objects[o] for o in ctx.memory.get("revealed", []) if o not in put]
        rest = [o for o in rest if o.zone[1] == "deck"]
        if not rest:
            game.log(
                f"{self.prefix(ctx)}no other card to discard", ["6.1.c", "6.5.h"], kind="effect"
            )
            return
        yield self.step(
            game,
            f"{self.prefix(ctx)}discard the other revealed cards",
            ["6.1.c", "7.3.5.a"],
            [Atomic("move", o.oid, (o.owner, "discard"), f"discard {o.label}") for o in rest],
        )

    # -- die rolls (7.3.19) --------------------------------------------------------------
    def verb_roll_die(self, game: Game, ctx: EffectContext, step: dict[str, Any]) -> Procedure:
        me = ctx.controller
        roll = yield ask(
            game,
            Decision(
                kind="number",
                player=me,
                prompt=f"{me}: what did the die roll for {self.src_label(game, ctx)}?",
                options=["1", "2", "3", "4", "5", "6"],
                rule="7.3.19.a",
                default="4",
                default_reason="no result was given; answer 1-6 to see another roll",
                card=self.src_label(game, ctx),
            ),
            lambda r: f"{self.prefix(ctx)}{me} rolls a die: {r}",
        )
        ctx.memory["roll"] = int(roll)

    def verb_die_outcome(self, game: Game, ctx: EffectContext, step: dict[str, Any]) -> Procedure:
        state = game.state
        me_obj = state.objects[ctx.source]
        if (
            gone(me_obj)
            or incarnation(me_obj) != ctx.memory.get("incarnation", incarnation(me_obj))
            or me_obj.zone[1] not in IN_PLAY
        ):
            game.log(
                f"{self.prefix(ctx)}{me_obj.label} is no longer the object that reacted, so it cannot be changed",
                ["6.3.j"],
                kind="effect",
            )
            return
        if ctx.memory.get("roll", 0) >= int(step.get("high", 4)):
            a = Atomic(
                "status",
                me_obj.oid,
                None,
                f"{me_obj.label} gains {step['status']}",
                {"status": step["status"]},
            )
            rules = ["6.1.c", "7.3.13.a", "6.3.i"]
        else:
            n = int(step.get("boosts", 1))
            a = Atomic(
                "counter",
                me_obj.oid,
                None,
                f"{me_obj.label} gains {n} boosts",
                {"counter": "boost", "amount": n},
            )
            rules = ["6.1.c", "7.3.12.a", "6.3.i"]
        yield self.step(game, f"{self.prefix(ctx)}{a.text}", rules, [a])
