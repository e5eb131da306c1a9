"""The effects stack: resolving layers last in first out, triggers, and what resolution does.

Each paragraph resolves step by step through its verb; objects enter the field, actions
go to the graveyard, attacks to the intent; state-based checks follow each resolution and
simultaneous triggers go onto the stack in turn order.
"""

from __future__ import annotations

from typing import Any

from engine.core.decisions import Decision
from engine.core.events import Event, PendingTrigger
from engine.core.game import Game, GameEnded, Procedure
from engine.core.not_modelled import log_not_modelled
from engine.core.result import GAME_OVER, Outcome
from engine.core.ruleset import EffectContext, ask
from engine.core.state import CardObject
from engine.games.grand_archive import characteristics as ch
from engine.games.grand_archive import conditions, model
from engine.games.grand_archive.choices import yes_no
from engine.games.grand_archive.ids import (
    R_IGNORED,
    R_INDEPENDENT,
    R_INLINE,
    R_LIFO,
    R_NO_FIZZLE,
    R_PASS,
    R_STATIC,
    R_STEP,
    R_TRIG_ORDER,
    R_TRIG_WAIT,
    STACK,
)
from engine.games.grand_archive.model import StackItem
from engine.games.grand_archive.spec import SPEC

R_CHOSEN = "Game Mechanics - Objects and Targeting ¶15"  # chosen as it resolves, not targeted


class StackMixin:
    """Resolution of the Grand Archive effects stack."""

    # ------------------------------------------------------------------ the stack
    def resolve_stack(self, game: Game, player: str) -> Procedure:
        """Every player passes in turn; the top layer resolves; repeat until empty (FILO)."""
        stack = self.stack(game)
        while stack:
            item = stack.pop()
            game.trace.depth = 0
            game.log(
                f"All players pass Opportunity: the top layer, {item.label} ({item.controller}), resolves",
                [R_PASS, R_LIFO],
                kind="resolve",
                player=item.controller,
                card=self.label(game, item.source),
                ability=item.ability.id,
            )
            game.check_repeat((item.source, item.ability.id, item.kind))
            game.trace.depth = 1
            game.open_window()
            yield self.resolve_item(game, item)
            yield self.state_based(game)
            waiting = game.close_window()
            if waiting:
                yield self.stack_triggers(game, waiting)

    def resolve_item(self, game: Game, item: StackItem) -> Procedure:
        state = game.state
        obj = state.objects[item.source]
        for r in item.unlocked_by:
            met, why = model.check(state, item.controller, obj, r)
            if not met:
                rules = [R_IGNORED, R_NO_FIZZLE, R_STATIC] + (
                    [R_INDEPENDENT] if item.kind != "card" else []
                )
                game.log(
                    f"{r.tag} is no longer met ({why}), but it was met at activation: restrictions do not follow "
                    "onto the effects stack, so the chosen modes and targets stand and nothing fizzles",
                    rules,
                    kind="info",
                    card=obj.label,
                )
                if r.kind == "class" and item.modes:
                    game.note(
                        "Playing Cards - Card Activation 4.a can be read as dropping a mode whose class bonus is lost; "
                        "the engine follows Abilities - Restriction Abilities ¶5 and 1 (the mode stands)"
                    )
        locked = [(i, oid) for i, oid in item.targets.items()]
        on_stack = {layer.source for layer in self.stack(game)}
        cards = state.info.get("_card_targets") or {}  # card targets: legal while still there
        gone = [
            oid
            for _, oid in locked
            if not self.in_play(state.objects[oid])
            and oid not in on_stack
            and cards.get(oid) != list(state.objects[oid].zone)
        ]
        if locked and gone:
            game.log(
                f"{item.label} fizzles: its target {state.objects[gone[0]].label} is no longer legal",
                [
                    "Playing Cards - Resolution / Checking Resolution 4.b",
                    "Playing Cards - Resolution / Checking Resolution 2",
                ],
                kind="event",
                card=obj.label,
                ability=item.ability.id,
            )
            if item.kind == "card":
                self._to_graveyard(game, obj)
            return
        yield self.run_parts(game, item, obj)
        if item.kind == "card" and obj.zone == STACK:  # its own text may have moved it already
            if ch.card_type(obj) == "champion" and model.champion(state, item.controller):
                yield self.level_up(game, obj, item.controller)
            elif self.is_object(obj):
                yield self.enter_field(game, obj, item.controller)
            elif ch.card_type(obj) == "attack":
                state.move(obj, (item.controller, "intent"))
                game.log(
                    f"{obj.label} enters {item.controller}'s intent as the attack",
                    ["Card Types - Attack 2"],
                    kind="event",
                    card=obj.label,
                )
                yield self.attack_with_card(game, item.controller, obj)
            else:
                self._to_graveyard(game, obj)

    def run_parts(self, game: Game, item: StackItem, obj: CardObject) -> Procedure:
        """Each paragraph in printed order, each step through its verb (or one not-modelled step)."""
        steps = self.steps_of(item)
        for part in item.parts:
            mine = [(i, st) for i, (p, st) in enumerate(steps) if p is part]
            if part.id == "card" and not mine:
                continue
            if not self.can_run(part):
                log_not_modelled(game, obj, part)
                continue
            if part.optional:
                who = item.controller
                use = yield yes_no(
                    game,
                    who,
                    f"{who}: use {obj.label}'s ability?",
                    self.may_rule,
                    obj.label,
                    default=True,
                    reason="optional abilities are shown as used",
                    said=(f"{who} uses {obj.label}'s “may”", f"{who} declines {obj.label}'s “may”"),
                )
                if not use:
                    continue
            ctx = EffectContext(item.source, item.controller, part, item.event)
            ctx.memory["item"] = item
            game.state.info["_source"] = item.source
            game.acting.append((obj.label, part.id))
            try:
                for i, step in mine:
                    yield self.run_step(game, ctx, obj, i, step)
            finally:
                game.acting.pop()

    def run_step(
        self, game: Game, ctx: EffectContext, obj: CardObject, i: int, step: dict[str, Any]
    ) -> Procedure:
        game.trace.depth = 1
        inline = model.inline_restrictions(step)
        if inline:
            met = self.restrictions_met(
                game,
                ctx.controller,
                obj,
                inline,
                "checks its in-line restriction as it resolves",
            )
            if not met:
                game.log(
                    f"The text after {' '.join(r.tag for r in inline)} is skipped",
                    [R_INLINE],
                    kind="info",
                    card=obj.label,
                )
                return
        if step.get("if_not_done"):
            if ctx.memory.get("done") is not False:
                game.log(
                    "It was done, so the “if you don't” part does not happen",
                    ["Playing Cards - Resolution 7"],
                    kind="info",
                    card=obj.label,
                )
                return
        elif step.get("may"):
            use = yield yes_no(
                game,
                ctx.controller,
                f"{ctx.controller}: do what {obj.label} says you may?",
                self.may_rule,  # type: ignore[attr-defined]
                obj.label,
                default=True,
                reason="optional parts are shown as done",
                said=(f"{ctx.controller} chooses to do it", f"{ctx.controller} chooses not to"),
            )
            ctx.memory["done"] = bool(use)
            if not use:
                return
        if step.get("if_done") and ctx.memory.get("done") is False:
            game.log(
                "It was not done, so the “if you do” part does not happen",
                ["Playing Cards - Resolution 7"],
                kind="info",
                card=obj.label,
            )
            return
        if step.get("condition") and not self.condition_met(
            game, obj, ctx.controller, step, ctx.ability.id
        ):
            return
        ctx.memory["step"] = i
        vspec = SPEC.verbs.get(str(step.get("verb")))
        assert vspec is not None  # can_run validated every step
        yield vspec.run(game, ctx, vspec.validate(step))

    @staticmethod
    def condition_met(
        game: Game,
        obj: CardObject,
        player: str,
        step: dict[str, Any],
        ability: str | None,
        *,
        static: bool = False,
    ) -> bool:
        """Check a step's printed condition now and say so in the trace."""
        met, why = conditions.check(game.state, obj, player, step["condition"])
        rule = conditions.R_STATIC_CONDITION if static else R_STEP
        yes, no = ("applies", "does not apply") if static else ("happens", "does not happen")
        game.log(
            f"{obj.label}: the condition is {'met' if met else 'not met'} ({why}), so that part "
            f"{yes if met else no}",
            [rule],
            kind="info",
            card=obj.label,
            ability=ability,
        )
        return met

    def enter_field(self, game: Game, obj: CardObject, controller: str) -> Procedure:
        """Playing Cards - Resolution 1: an object card enters the field; On Enter waits for it."""
        state = game.state
        state.move(obj, (controller, "field"), top=False)
        obj.controller = controller
        kind = ch.card_type(obj)
        why = ""
        if kind == ch.UNKNOWN_TYPE:
            why = (
                " (its type is not in the card data; it has abilities only objects use, so it is "
                "treated as an object: state its type with flags: {type: ...})"
            )
            game.note(f"{obj.label}: card type unknown, treated as an object")
        hindered = self.keyword_ability(game, obj, "hindered")
        if kind == "weapon" and (dur := ch.stat(obj, "durability")) is not None:
            obj.counters["durability"] = dur
        game.log(
            f"{obj.label} enters the field under {controller}'s control{why}",
            ["Playing Cards - Resolution 1"],
            kind="event",
            card=obj.label,
        )
        for ability in self.static_abilities(obj, "enters_rested"):
            yield self.apply_static(game, obj, ability)
        from engine.games.grand_archive import enter_rested

        enter_rested.apply(game, obj)
        if hindered is not None:
            obj.exhausted = True
            game.log(
                f"{obj.label} has Hindered: it enters the field rested",
                ["Keywords and Abilities - Hindered 1"],
                kind="effect",
                card=obj.label,
                ability=hindered.id,
            )
        game.emit(Event("enters", controller, obj.oid))
        return
        yield

    def negate_layer(
        self, game: Game, ctx: EffectContext, unless_pays: int | None, to: str
    ) -> Procedure:
        """Negate 2 and 5: the targeted activation leaves the stack unresolved, to the graveyard."""
        item = ctx.memory["item"]
        oid = item.targets.get(ctx.memory["step"])
        stack = self.stack(game)
        layer = next((x for x in stack if x.source == oid and x.kind == "card"), None)
        if layer is None:
            game.log(
                "The targeted activation is no longer on the effects stack: nothing is negated",
                [R_STEP],
                kind="info",
            )
            return
        card = game.state.objects[oid]
        if unless_pays is not None:
            who = layer.controller
            pays = yield yes_no(
                game,
                who,
                f"{who}: pay ({unless_pays}) so that {card.label} is not negated?",
                "Game Terms - Negate 2",
                card.label,
                default=False,
                reason="the controller is shown not paying",
                said=(
                    f"{who} pays ({unless_pays}) for {card.label}",
                    f"{who} does not pay ({unless_pays}) for {card.label}",
                ),
            )
            if pays:
                self.pay_amount(game, who, card, unless_pays, kind="effect")
                return
        stack.remove(layer)
        zone = (
            "banishment" if ch.card_type(card) == "regalia" or to == "banishment" else "graveyard"
        )
        game.state.move(card, (card.owner, zone))
        game.log(
            f"{card.label}'s activation is negated: it leaves the effects stack without resolving "
            f"and goes to {card.owner}'s {zone}",
            [R_STEP, "Game Terms - Negate 2", "Game Terms - Negate 5"],
            kind="effect",
        )
        return
        yield

    def leave_field(
        self, game: Game, obj: CardObject, zone: str, rule: str, words: str, *, dies: bool = False
    ) -> Procedure:
        """Move an object to its owner's zone; a champion or regalia bound for the graveyard is
        banished. A unit destroyed or sacrificed from the field into the graveyard dies."""
        rules = [R_STEP, rule]
        kind = ch.card_type(obj)
        if zone == "graveyard" and kind in ("champion", "regalia"):
            zone = "banishment"
            words += " (a champion or regalia going to the graveyard is banished instead)"
            rules.append(
                "Card Types - Champion ¶12" if kind == "champion" else "Card Types - Supertypes 2.c"
            )
        was_on_field = self.in_play(obj)
        game.state.move(obj, (obj.owner, zone))
        obj.damage, obj.exhausted = 0, False
        obj.counters.clear()  # counters do not follow a card to another zone
        obj.flags.pop("power_eot", None)
        game.log(f"{obj.label} {words}", rules, kind="effect")
        if was_on_field:
            from engine.games.grand_archive.loading import unload_to_graveyard

            unload_to_graveyard(game, obj)
        if dies and was_on_field and zone == "graveyard" and kind in ("ally", "token"):
            game.emit(Event("dies", obj.controller, obj.oid))
        if was_on_field and _is_token(obj, kind):
            self.token_ceases(game, obj)
        return
        yield

    def break_weapon(self, game: Game, obj: CardObject, text: str, rules: list[str]) -> None:
        """A weapon out of durability is destroyed (Weapon 3): to the graveyard with the cards
        loaded into it, its counters gone; a token weapon then ceases to exist."""
        from engine.games.grand_archive.loading import unload_to_graveyard

        game.state.move(obj, (obj.owner, "graveyard"))
        obj.counters.clear()  # counters leave with the object
        unload_to_graveyard(game, obj)
        game.log(text, rules, kind="event", card=obj.label)
        if _is_token(obj, "weapon"):
            self.token_ceases(game, obj)

    def token_ceases(self, game: Game, obj: CardObject) -> None:
        """A token off the field stops existing; what its leaving set off still happens
        (Token 2-3: it has already been seen dying or leaving)."""
        game.state.cease(obj)
        game.log(
            f"{obj.label} is a token: it ceases to exist off the field",
            ["Game Terms - Token 2", "Game Terms - Token 3"],
            kind="effect",
        )

    def step_target(self, game: Game, ctx: EffectContext, spec: Any) -> Procedure:
        """The object a step acts on: fixed at activation, a word (self, same ...), or chosen now."""
        state = game.state
        if spec is None:
            return None
        if spec == "self":
            ctx.memory["last_target"] = ctx.source  # "it" after "<this card>" is this card
            return state.objects[ctx.source]
        if spec == "same":  # "it": the last object named, else the one the trigger's event concerns
            about = ctx.event.card if ctx.event is not None and ctx.event.card is not None else -1
            return state.objects.get(ctx.memory.get("last_target", about))
        if spec in ("your_champion", "opponent_champion"):
            who = ctx.controller if spec == "your_champion" else state.opponent(ctx.controller)
            target = model.champion(state, who)
            if target is None:
                game.log(
                    f"{who} has no champion on the field: that part does nothing",
                    [R_STEP],
                    kind="info",
                )
            return target
        item = ctx.memory["item"]
        oid = item.targets.get(ctx.memory["step"])
        if oid is None and ctx.memory["step"] in item.untargeted:
            ctx.memory["done"] = False  # nothing was targeted, so "if you do" does not follow
            game.log(
                "It was declared with no target (up to one): that part does nothing",
                [R_STEP],
                kind="info",
            )
            return None
        if oid is not None:
            target = state.objects[oid]
        else:  # an in-line step: its target is chosen as it resolves
            options = self.candidates(game, ctx.controller, spec)
            chosen = isinstance(spec, dict) and spec.get("unit", {}).get("chosen")
            if not options:
                ctx.memory["done"] = False  # nothing was chosen, so "if you do" does not follow
                missing = "Nothing to choose" if chosen else "No legal target"
                game.log(f"{missing}: that part does nothing", [R_STEP], kind="info")
                return None
            label = state.objects[ctx.source].label
            target = yield self.choose_object(
                game,
                ctx.controller,
                options,
                f"{label}: choose {'one' if chosen else 'a target'}",
                label,
                R_CHOSEN if chosen else R_INLINE,
                "chooses" if chosen else "targets",
            )
        ctx.memory["last_target"] = target.oid
        return target

    def _to_graveyard(self, game: Game, obj: CardObject) -> None:
        game.state.move(obj, (obj.owner, "graveyard"))
        game.log(
            f"{obj.label} goes to {obj.owner}'s graveyard",
            ["Card Types - Action 5"],
            kind="event",
            card=obj.label,
        )

    def state_based(self, game: Game) -> Procedure:
        """Dead allies and champions, checked once the resolution is over."""
        state = game.state
        for p in state.initiative_order(state.info["turn_player"]):
            champ = model.champion(state, p)
            life = self.life(champ, game) if champ else None
            if champ and life is not None and champ.damage >= life:
                raise GameEnded(
                    Outcome(
                        GAME_OVER,
                        f"{champ.label} has damage equal to its life: {p} loses",
                        ["Game Mechanics - Damage 13", "State-based Checks and Effects 4"],
                    )
                )
        dead = [
            o
            for o in state.objects.values()
            if self.in_play(o)
            and ch.card_type(o) in ("ally", "token")
            and (life := self.life(o, game)) is not None
            and o.damage >= life
        ]
        for o in dead:
            game.emit(Event("dies", o.controller, o.oid))
            killer = o.flags.pop("_damaged_by", None)
            if killer is not None and killer in state.objects:
                game.emit(
                    Event("kills", state.objects[killer].controller, killer, {"victim": o.oid})
                )
        for o in dead:
            state.move(o, (o.owner, "graveyard"))
            o.damage = 0
            game.log(
                f"{o.label} has lethal damage and is destroyed: it goes to {o.owner}'s graveyard",
                ["State-based Checks and Effects 4", "Card Types - Ally 6"],
                kind="event",
                card=o.label,
            )
            if _is_token(o, ch.card_type(o)):
                self.token_ceases(game, o)
        broken = [
            o
            for o in state.objects.values()
            if self.in_play(o)
            and ch.card_type(o) == "weapon"
            and ch.stat(o, "durability") is not None  # known: stated or printed
            and o.counters.get("durability", 0) <= 0
        ]
        for o in broken:  # paid its last durability counter as a cost, say
            self.break_weapon(
                game,
                o,
                f"{o.label} has no durability counters and is destroyed: it goes to "
                f"{o.owner}'s graveyard",
                ["State-based Checks and Effects 5", "Card Types - Weapon 3"],
            )
        return
        yield

    def stack_triggers(self, game: Game, triggers: list[PendingTrigger]) -> Procedure:
        """Put simultaneous triggers onto the stack in turn order, turn player's first (¶7)."""
        state = game.state
        game.trace.depth = 1
        listed = "; ".join(f"{t.label} ({t.controller})" for t in triggers)
        game.log(
            f"Triggered while that resolved, now put onto the effects stack: {listed}",
            [R_TRIG_WAIT, R_TRIG_ORDER],
            kind="trigger",
        )
        for player in state.initiative_order(state.info["turn_player"]):
            mine = [t for t in triggers if t.controller == player]
            while mine:
                if len(mine) > 1:
                    labels = [t.label for t in mine]
                    choice = yield ask(
                        game,
                        Decision(
                            kind="order",
                            player=player,
                            prompt=f"{player}: which of your triggered abilities goes onto the effects stack next (the last one placed resolves first)?",
                            options=labels,
                            rule=R_TRIG_ORDER,
                            default=labels[0],
                            default_reason="in the order they triggered",
                        ),
                        lambda lab, p=player: f"{p} puts {lab} onto the effects stack next",
                    )
                    t = mine[labels.index(choice)]
                else:
                    t = mine[0]
                mine.remove(t)
                obj = state.objects[t.source]
                item = yield self.declare_choices(
                    game, player, obj, t.ability, "triggered", t.label
                )
                if item is None:
                    continue
                item.event = t.event
                self.stack(game).append(item)
                turn = "turn player" if player == state.info["turn_player"] else "non-turn player"
                game.log(
                    f"{t.label} ({player}, {turn}) goes onto the effects stack",
                    [R_TRIG_ORDER, R_LIFO],
                    kind="trigger",
                    player=player,
                    card=obj.label,
                )
        game.log(
            "Effects stack, top first: "
            + "; ".join(f"{i.label} ({i.controller})" for i in reversed(self.stack(game))),
            [R_LIFO, "Game Zones - Effects Stack 5"],
            kind="info",
        )


def _is_token(obj: CardObject, kind: str) -> bool:
    """A summoned object, one stated to be a token, or a card the data types as a token
    (its stated object type, such as ally, keeps it one; a champion or regalia is not)."""
    if obj.token or kind == "token":
        return True
    return obj.definition.type == "token" and kind not in ("champion", "regalia")
