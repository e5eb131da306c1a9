"""The REG Interrupt entry: suspend, pair, complete, reactivate (and 'interrupt the battle')."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.core.cards import AbilityDefinition
from engine.core.decisions import Decision
from engine.core.game import Game, Procedure
from engine.core.ruleset import ask
from engine.games.redemption import effects
from engine.games.redemption.model import (
    ACTIVE,
    COMPLETE,
    DEFEAT_VERBS,
    FAILED,
    LIVE,
    OPEN,
    SUSPENDED,
    Activation,
    alignment,
    is_enhancement,
    rider_holds,
    rider_refusal,
    rider_words,
)

if TYPE_CHECKING:
    from engine.games.redemption.ruleset import RedemptionRuleset

SC = "Interrupt - Special Conditions "
RE = "Interrupt - Reactivating "
NO_ANSWER = "no"


class InterruptMixin:
    """Interrupt handling for :class:`RedemptionRuleset`."""

    def run_interrupt(
        self: RedemptionRuleset, game: Game, act: Activation, depth: int
    ) -> Procedure:
        state = game.state
        obj = state.objects[act.card]
        kw = {"player": act.controller, "card": obj.label, "ability": act.ability.id}
        uids, rules = yield self.interrupt_targets(game, act, depth + 1)
        act.target_kind = "ability"
        act.targets = sorted(uids)
        listed = effects.describe_targets(state, act)
        game.log(
            f"{act.label} targets the abilities it interrupts: {listed}",
            [RE + "6", *rules],
            depth=depth + 1,
            **kw,
        )
        for uid in act.targets:
            self.suspend(game, act, self.acts(state)[uid], depth + 1)
        act.status = OPEN
        for spec in act.ability.extra.get("paired") or ():
            sub = AbilityDefinition.from_dict({**spec, "id": f"{act.ability.id}/{spec['id']}"})
            game.log(
                f"{act.label}: its paired ability {spec['id']} activates",
                ["Interrupt 4"],
                depth=depth + 1,
                **kw,
            )
            child = yield self.activate(
                game, obj, sub, act.controller, depth=depth + 2, parent=act.uid
            )
            act.children.append(child.uid)
        yield self.response_window(game, act, depth + 1)
        if act.status == OPEN:
            yield self.finish_interrupt(game, act, depth)

    # -------------------------------------------------------------- what it reaches
    def interrupt_targets(
        self: RedemptionRuleset, game: Game, act: Activation, depth: int
    ) -> Procedure:
        state = game.state
        spec = act.ability.extra.get("interrupts")
        obj = state.objects[act.card]
        prev = obj.flags.get("_prev_last")
        live = [
            a
            for a in self.acts(state).values()
            if a.status in LIVE and a.parent is None and a.card != act.card
        ]
        if spec == "the_battle":
            return self.battle_scope(game, act, live, prev, depth)
        if spec == "last_enhancement":
            if prev is None:
                return [], []
            return [a.uid for a in live if a.card == prev[0]], []
        if isinstance(spec, dict) and "all" in spec:
            cards = {o.oid for o in effects.candidates(state, act, spec["all"])}
            return [a.uid for a in live if a.card in cards], []
        if isinstance(spec, dict) and "one" in spec:
            cards = [
                o
                for o in effects.candidates(state, act, spec["one"])
                if any(a.card == o.oid for a in live)
            ]
            if not cards:
                return [], []
            if len(cards) == 1:
                return [a.uid for a in live if a.card == cards[0].oid], []
            labels = [o.label for o in cards]
            game.trace.depth = depth
            choice = yield ask(
                game,
                Decision(
                    kind="target",
                    player=act.controller,
                    prompt=f"{act.controller}: which card does {act.label} interrupt?",
                    options=labels,
                    rule=RE + "6",
                    default=labels[-1],
                    default_reason="the card played last",
                    card=obj.label,
                ),
                lambda lab: f"{act.controller} interrupts {lab} with {act.label}",
            )
            chosen = cards[labels.index(choice)].oid
            return [a.uid for a in live if a.card == chosen], []
        return [], []

    def battle_scope(
        self: RedemptionRuleset,
        game: Game,
        act: Activation,
        live: list[Activation],
        prev: Any,
        depth: int,
    ) -> tuple[list[int], list[str]]:
        """'Interrupt the battle': the three kinds of abilities, on cards in the current battle."""
        state = game.state
        me = act.controller
        uids: list[int] = []
        rules = [SC + "1"]
        for a in sorted(live, key=lambda x: x.uid):
            card = state.objects[a.card]
            why: list[tuple[str, str]] = []
            if a.status == ACTIVE and a.kind == "ongoing":
                why.append(("1a", "an active ongoing ability"))
            defeated = [
                state.objects[t].label
                for t in (a.targets if a.target_kind == "card" else [])
                if set(a.verbs) & DEFEAT_VERBS
                and state.objects[t].definition.type in ("hero", "evil_character")
                and state.objects[t].controller == me
            ]
            if defeated:
                why.append(("1b", f"it is defeating {me}'s {', '.join(defeated)}"))
            if prev is not None and prev[0] == a.card and prev[1] != me:
                why.append(
                    ("1c", f"{card.label} is the last card played in this battle, by {prev[1]}")
                )
            if not why:
                continue
            reasons = "; ".join(w for _, w in why)
            ids = [SC + k for k, _ in why]
            if not (a.in_battle and a.battle == state.info["battle"] and card.zone[1] == "battle"):
                game.log(
                    f"{a.label} ({reasons}) is not on a card in the current battle, so the battle "
                    "interrupt does not reach it",
                    [SC + "2", *ids],
                    depth=depth,
                    card=card.label,
                )
                continue
            game.log(
                f"Interrupting the battle reaches {a.label}: {reasons}",
                [SC + "1", *ids, SC + "2"],
                depth=depth,
                card=card.label,
            )
            uids.append(a.uid)
            rules += ids
        return uids, rules

    def suspend(
        self: RedemptionRuleset, game: Game, intr: Activation, target: Activation, depth: int
    ) -> None:
        """Undo only the completion (Interrupt 2); the ability is pending again (Interrupt 3)."""
        state = game.state
        card = state.objects[target.card]
        kw = {"player": target.controller, "card": card.label, "ability": target.ability.id}
        rider = target.riders.get("cannot_be_interrupted")
        if rider and self.rider_applies(game, rider, intr, target):
            game.log(
                f"{target.label} cannot be interrupted{rider_words(rider)}, so {intr.label} "
                "leaves it as it is",
                ["Cannot Be Interrupted"],
                depth=depth,
                **kw,
            )
            return
        if rider:  # a limited rider that does not hold now: the trace says why
            why = rider_refusal(rider, state.objects[intr.card], state, target)
            game.log(
                f"{target.label} cannot be interrupted only{rider_words(rider)}; {why}",
                ["Cannot Be Interrupted"],
                depth=depth,
                **kw,
            )
        parts = []
        for cuid in reversed(target.children):
            child = self.acts(state)[cuid]
            if child.status in LIVE:
                text, _ = effects.undo(state, child)
                child.status = SUSPENDED
                parts.append(f"{child.label}: {text}")
        text, stuck = effects.undo(state, target)
        parts.append(text)
        target.status = SUSPENDED
        intr.suspended.append(target.uid)
        declared = effects.describe_targets(state, target)
        game.log(
            f"{intr.label} interrupts {target.label}: only its completion is undone "
            f"({'; '.join(parts)}); it still began, and its declared targets ({declared}) stand",
            ["Interrupt 2"],
            depth=depth,
            **kw,
        )
        if stuck:
            game.log(
                f"{', '.join(stuck)} moved again since, so that part cannot be put back",
                ["TJ-3"],
                kind="not_modelled",
                depth=depth,
            )
            game.note("an interrupted completion could not be fully undone; a judge decides")
        game.log(
            f"{target.label} is pending (suspended) until it reactivates",
            ["Interrupt 3"],
            depth=depth,
            **kw,
        )

    def rider_applies(
        self: RedemptionRuleset,
        game: Game,
        rider: Any,
        intr: Activation,
        target: Activation | None = None,
    ) -> bool:
        return rider_holds(rider, game.state.objects[intr.card], game.state, target)

    # -------------------------------------------------------------- answering, completing
    def response_window(
        self: RedemptionRuleset, game: Game, act: Activation, depth: int
    ) -> Procedure:
        """Before the interrupt completes, its opponent may answer it with an interrupt (Initiative)."""
        state = game.state
        opp = state.opponent(act.controller)
        options = [
            o
            for o in state.cards_in(opp, "hand")
            if any(ab.kind == "interrupt" for ab in o.definition.abilities)
            and self.bearers(state, o, opp)
        ]
        if not options:
            return
        labels = [o.label for o in options]
        game.trace.depth = depth
        choice = yield ask(
            game,
            Decision(
                kind="choose",
                player=opp,
                prompt=f"{opp}: answer {act.label} with an interrupt before it completes?",
                options=[*labels, NO_ANSWER],
                rule="Initiative",
                default=NO_ANSWER,
                default_reason="no answer was given",
                card=state.objects[act.card].label,
            ),
            lambda c: f"{opp} answers with {c}" if c != NO_ANSWER else f"{opp} does not answer",
        )
        if choice == NO_ANSWER:
            return
        yield self.play(game, opp, options[labels.index(choice)], None, depth=depth)

    def finish_interrupt(
        self: RedemptionRuleset, game: Game, act: Activation, depth: int
    ) -> Procedure:
        act.status = COMPLETE
        card = game.state.objects[act.card]
        did = bool(act.suspended or act.children)  # an interrupt that reached nothing did nothing
        game.log(
            f"{act.label} completes: its paired abilities, and the abilities they caused, have activated",
            ["Interrupt 5"],
            kind="effect" if did else "info",
            depth=depth + 1,
            player=act.controller,
            card=card.label,
            ability=act.ability.id,
        )
        yield self.reactivate_all(game, act, depth + 1)

    def reactivate_all(
        self: RedemptionRuleset, game: Game, act: Activation, depth: int
    ) -> Procedure:
        acts = self.acts(game.state)
        waiting = [acts[u] for u in sorted(act.suspended) if acts[u].status == SUSPENDED]
        if not waiting:
            return
        game.log(
            "Suspended abilities try to reactivate, in the order they first activated: "
            + ", ".join(a.label for a in waiting),
            [RE + "1", "Interrupt 5"],
            depth=depth,
        )
        for a in waiting:
            yield self.reactivate(game, a, depth + 1)

    # -------------------------------------------------------------- reactivating
    def failed_condition(
        self: RedemptionRuleset, game: Game, act: Activation
    ) -> tuple[str, str] | None:
        """The first of the four reactivation conditions that fails, with why; None if all hold."""
        state = game.state
        card = state.objects[act.card]
        if card.zone[1] != "battle":
            return (
                RE + "2a",
                f"{card.label} is no longer in battle (it is in {effects.zone_words(state, card)})",
            )
        if is_enhancement(card) and not self.bearers(state, card, act.controller):
            side = "hero" if alignment(card) == "good" else "evil character"
            return (
                RE + "2b",
                f"{act.controller} has no {side} left in battle for {card.label} to activate on",
            )
        if act.prevented:
            return RE + "2c", "it was prevented while it was suspended"
        for tid in act.targets:
            ok, why = effects.target_is_legal(state, act, tid)
            if not ok:
                return RE + "2d", f"its target is no longer legal: {why}"
        return None

    def reactivate(self: RedemptionRuleset, game: Game, act: Activation, depth: int) -> Procedure:
        state = game.state
        card = state.objects[act.card]
        kw = {"player": act.controller, "card": card.label, "ability": act.ability.id}
        failed = self.failed_condition(game, act)
        if failed:
            rule, why = failed
            act.status = FAILED
            game.log(f"{act.label} cannot reactivate: {why}", [RE + "2", rule], depth=depth, **kw)
            if act.kind == "interrupt" and any(
                self.acts(state)[u].status == SUSPENDED for u in act.suspended
            ):
                game.log(
                    f"{act.label} never completes; the REG does not say what happens to the abilities it "
                    "suspended, so the engine lets them try to reactivate now",
                    ["TJ-3"],
                    kind="not_modelled",
                    depth=depth,
                )
                game.note(
                    f"{act.label} could not reactivate: a judge decides what its suspended abilities do"
                )
                yield self.reactivate_all(game, act, depth)
            return
        spec = effects.spec_of(act)
        rules = [RE + "2", RE + "4"]
        if isinstance(spec, dict) and "all" in spec:
            fresh = [
                o for o in effects.candidates(state, act, spec["all"]) if o.oid not in act.targets
            ]
            act.targets += [o.oid for o in fresh]
            added = ", ".join(o.label for o in fresh) or "no new target"
            game.log(
                f"{act.label} targets all of something, so its targets are refreshed: adds {added} "
                f"(now {effects.describe_targets(state, act)})",
                [RE + "3"],
                depth=depth,
                **kw,
            )
        game.log(
            f"{act.label} meets all four conditions and reactivates",
            rules,
            kind="resolve",
            depth=depth,
            **kw,
        )
        if act.kind != "interrupt":
            yield self.complete(game, act, depth + 1)
            return
        act.status = OPEN
        for cuid in act.children:
            child = self.acts(state)[cuid]
            if child.status == SUSPENDED:
                yield self.reactivate(game, child, depth + 1)
        yield self.finish_interrupt(game, act, depth)
