"""Set events: flipping several at one moment (Events 1) and resolving them in order."""

from __future__ import annotations

from typing import Any

from engine.core.choose import yes_no
from engine.core.contract import VerbArgs, VerbLibrary
from engine.core.decisions import Decision
from engine.core.errors import ImpossibleAction
from engine.core.game import Game, Procedure
from engine.core.ruleset import EffectContext, ask
from engine.core.state import CardObject
from engine.games.epic_battles.common import seq
from engine.games.epic_battles.step_moments import MOMENTS

JUST_FLIPPED = "_just_flipped"  # the events whose flip the rival may answer
STOPPED = "_stopped_by"


class StopArgs(VerbArgs):
    """Pay the flipped event's cost to stop its effect; it is discarded unused."""


def _stop_event(game: Game, ctx: EffectContext, args: StopArgs) -> Procedure:
    state = game.state
    flipped = [state.objects[o] for o in state.info.get(JUST_FLIPPED, [])]
    source = state.objects[ctx.source]
    if not flipped:
        game.log(f"{source.label}: no flipped event to stop", ["Events 1"], kind="info")
        return
    ev = flipped[0]  # the first flipped (when several, the answer names one of them)
    cost = ev.definition.cost or 0
    if game.ruleset.energy(state, ctx.controller) < cost:
        game.log(
            f"{ctx.controller} cannot pay {cost} to stop {ev.label}",
            ["Events 1", "Energy 3"],
            kind="info",
        )
        return
    yield game.ruleset.pay(game, ctx.controller, cost, f"stopping {ev.label}", ["Events 1"])
    ev.flags[STOPPED] = source.label
    game.log(
        f"{ctx.controller} pays {ev.label}'s cost ({cost}) to stop its effect: it will be "
        "discarded unused",
        ["Events 1", "Cannot 1"],
        kind="effect",
    )


def register(verbs: VerbLibrary) -> None:
    verbs.verb("stop_flipped_event", StopArgs, rule="Events 1")(_stop_event)


class FlipsMixin:
    """Events flipped together at one moment, resolved in their player's order."""

    def flip_events(
        self,
        game: Game,
        player: str,
        when: str,
        atk: dict[str, Any] | None,
        step: int | None,
        only: CardObject | None = None,
        quiet: bool = False,
    ) -> Procedure:
        """Flip every chosen event at one moment (Events 1), then resolve them in the player's order.

        ``only``: an event flipped as the player's action flips alone; ``quiet``: a moment
        most players have no event for says nothing when none is set.
        """
        state = game.state
        moment = state.info.get("_flip_moment", 0) + 1
        state.info["_flip_moment"] = moment
        ready = [
            o
            for o in state.cards_in(player, "events")
            if o.definition.fields.get("flip") == when
            and only in (None, o)
            and (when != "you_play" or _flips_for(o, atk))
        ]
        cite = [seq(step)] if step == 3 else []
        label = {
            "attack": "when you attack",
            "rival_blocks_punch": "when the rival blocks a punch",
            "start_of_draw": "at the start of Draw",
            "start_of_battle": "at the start of Battle",
            "action": "as an action",
            "rival_attacks": "when the rival attacks",
            "finish_hit": "after finishing an attack that hit",
            "you_play": "for the attack just played (the kind or cost the event names)",
            **MOMENTS,
        }[when]
        if not ready and quiet:
            return
        if not ready:
            text = f"{player} has no set event that flips {label}"
            if step == 3:
                self.log_step(game, 3, text)
                self.log_step(game, 4, "no event was flipped, so none resolves")
            else:
                game.log(text, ["Events 1"], kind="info")
            return
        chosen: list[CardObject] = []
        budget = self.energy(state, player)
        for ev in ready:
            if (yield self.over_flip_limit(game, player, ev, len(chosen))):
                continue
            cost = ev.definition.cost or 0
            if cost > budget:
                game.log(
                    f"{player} cannot flip {ev.label}: it costs {cost} and only {budget} energy is left",
                    [*cite, "Events 1", "Energy 3"],
                    kind="info",
                    card=ev.label,
                )
                continue
            flip = yield yes_no(
                game,
                player,
                f"{player}: flip {ev.label} (cost {cost})?",
                "Events 1",
                card=ev.label,
                reason="events that can flip are shown as flipped",
                describe=lambda yes, e=ev: (
                    f"{player} {'flips' if yes else 'does not flip'} {e.label}"
                ),
            )
            if flip:
                chosen.append(ev)
                budget -= cost
        if not chosen:
            if step == 3:
                self.log_step(game, 4, "no event was flipped, so none resolves")
            return
        self.count_flips(game, player, len(chosen))
        names = ", ".join(e.label for e in chosen)
        text = f"{player} flips {names} {label}" + (
            ", all at the same time" if len(chosen) > 1 else ""
        )
        if step == 3:
            self.log_step(game, 3, text, ["Events 1"], kind="action", player=player)
        else:
            game.log(text, ["Events 1"], kind="action", player=player)
        game.trace.depth += 1
        for ev in chosen:
            yield self.pay(game, player, ev.definition.cost or 0, ev.label, ["Events 1"])
            ev.flags["_flipped"] = True
        # Dudley-style triggers: once per event flipped because of a punch (Triggered 1).
        if when == "attack" and atk is not None and self.kind(atk["obj"]) == "punch":
            for char, ab in self.abilities(state, player, "event_flipped_by_punch"):
                for ev in chosen:
                    game.log(
                        f"{char.label}: {ev.label} was flipped because {player} played a punch: {player} draws a card",
                        ["Triggered 1"],
                        kind="resolve",
                        player=player,
                        card=char.label,
                        ability=ab.id,
                    )
                    game.acting.append((char.label, ab.id))  # the draw is this ability's
                    try:
                        yield self.draw(game, player, 1, ["Triggered 1"], char.label)
                    finally:
                        game.acting.pop()
        for ev in chosen:
            yield self.char_triggers(
                game, player, "you_flip_event", atk, f"{player} flipped {ev.label}"
            )
        if when != "rival_flips_event":
            # the rival's events that flip "when your rival flips an event": that flip is the
            # moment (one occurrence however many were flipped), before these resolve
            rival = state.opponent(player)
            depth = game.trace.depth
            state.info[JUST_FLIPPED] = [e.oid for e in chosen]
            yield self.flip_events(game, rival, "rival_flips_event", atk, step=None, quiet=True)
            state.info.pop(JUST_FLIPPED, None)
            game.trace.depth = depth
        late = [
            o
            for o in state.cards_in(player, "events")
            if o.flags.get("_set_at") == moment and not o.flags.get("_flipped")
        ]
        for o in late:
            o.flags["_late_logged"] = True
            game.log(
                f"{o.label} was set after the flip, so it cannot be flipped by this {'attack' if atk else 'occurrence'}: events it flips are all flipped at the same moment",
                ["Events 1"],
                kind="info",
                player=player,
                card=o.label,
            )
        game.trace.depth -= 1
        # Resolve in the controller's order.
        if step == 3:
            self.log_step(game, 4, f"{player} resolves the flipped events: {names}")
        pending = list(chosen)
        game.trace.depth += 1
        while pending:
            if len(pending) > 1:
                labels = [e.label for e in pending]
                pick = yield ask(
                    game,
                    Decision(
                        kind="order",
                        player=player,
                        prompt=f"{player}: which flipped event do you use next?",
                        options=labels,
                        rule="Events 1",
                        default=labels[0],
                        default_reason="in the order they were set",
                    ),
                    lambda lab: f"{player} chooses to use {lab} next",
                )
                ev = pending[labels.index(pick)]
            else:
                ev = pending[0]
            pending.remove(ev)
            yield self.resolve_event(game, player, ev, atk, step)
        game.trace.depth -= 1
        if step == 3:
            late = [
                o
                for o in state.cards_in(player, "events")
                if o.flags.get("_set_at") == moment
                and not o.flags.get("_flipped")
                and not o.flags.get("_late_logged")
            ]
            for o in late:
                game.log(
                    f"{o.label} was set while the flipped events resolved, so it cannot be flipped by this attack",
                    ["Events 1", seq(4)],
                    kind="info",
                    player=player,
                    card=o.label,
                )

    def resolve_event(
        self, game: Game, player: str, ev: CardObject, atk: dict[str, Any] | None, step: int | None
    ) -> Procedure:
        rules = [seq(4)] if step == 3 else ["Events 1"]
        stopped = ev.flags.pop(STOPPED, None)
        if stopped:
            game.log(
                f"{ev.label} is not used: {stopped} stopped its effect",
                [*rules, "Cannot 1"],
                kind="event",
                player=player,
                card=ev.label,
            )
        else:
            game.log(f"{ev.label} resolves", rules, kind="resolve", player=player, card=ev.label)
        game.trace.depth += 1
        for ab in [] if stopped else ev.definition.abilities:
            if ab.timing not in ("flip", ""):
                continue  # deck limits, restrictions: not part of what the flip does
            yield self.resolve_ability(game, self.ctx(ev, player, ab, atk))
        after = ev.definition.fields.get("after", "discard")
        if ev.zone == (ev.owner, "events"):
            if after == "removed":
                game.state.move(ev, (ev.owner, "removed"))
                game.log(
                    f"{ev.label} is removed: it goes to {ev.owner}'s removed pile",
                    ["Control 3"],
                    kind="event",
                    card=ev.label,
                )
            else:
                yield self.discard_together(game, [ev], ["Control 3"])
        game.trace.depth -= 1

    def drew_event(self, game: Game, player: str, card: CardObject) -> Procedure:
        """Dudley-style 'when you draw an event, you may reveal and set it' (Triggered 1)."""
        for char, ab in self.abilities(game.state, player, "drew_event"):
            use = yield yes_no(
                game,
                player,
                f"{player}: reveal {card.label} and set it ({char.label})?",
                "Triggered 1",
                card=card.label,
                reason="optional effects are shown as used",
                describe=lambda yes, c=char: (
                    f"{player} {'reveals and sets' if yes else 'keeps'} {card.label} ({c.label})"
                ),
            )
            if use and card.zone == (player, "hand"):
                game.state.move(card, (player, "events"), top=False)
                card.flags["_set_at"] = game.state.info.get("_flip_moment", 0)
                game.log(
                    f"{char.label}: {player} reveals {card.label} and sets it face down: it is now in the arena",
                    ["Arena 2", "Triggered 1"],
                    kind="effect",
                    player=player,
                    card=char.label,
                    ability=ab.id,
                )
                return

    def flip_as_action(self, game: Game, player: str, name: str) -> Procedure:
        """'Flip as an action in Battle': the player's action is flipping that one event."""
        state = game.state
        found = [o for o in state.find(name) if o.zone == (player, "events")]
        if not found:
            raise ImpossibleAction(f"{player} has no set event {name!r} to flip")
        ev = found[0]
        when = str(ev.definition.fields.get("flip", ""))
        if when not in ("action", "during_set"):
            raise ImpossibleAction(f"{ev.label} is not flipped as an action")
        step = "battle" if when == "action" else "set"
        if state.info.get("step") != step:
            raise ImpossibleAction(
                f"{ev.label} is flipped as an action in {step.capitalize()}: start {step.capitalize()} "
                f"first ('{player} starts {step.capitalize()}')"
            )
        game.log(
            f"{player} uses their action to flip {ev.label}",
            ["Events 1"],
            kind="action",
            player=player,
            card=ev.label,
        )
        game.trace.depth = 1
        yield self.flip_events(game, player, when, None, step=None, only=ev)
        game.trace.depth = 0

    def pass_action(self, game: Game, player: str) -> Procedure:
        """The player passes: no action this time; events that flip "when you pass" may flip."""
        game.log(f"{player} passes (takes no action)", ["Events 1"], kind="action", player=player)
        game.trace.depth = 1
        yield self.flip_events(game, player, "you_pass", None, step=None)
        game.trace.depth = 0


def _flips_for(event: CardObject, atk: dict[str, Any] | None) -> bool:
    """A 'Flip when you play ...' event: whether the attack being played is the one it names
    (its kind, or its printed cost within the bounds); none understood: it does not flip."""
    cond = next(
        (a.extra.get("flip_for") for a in event.definition.abilities if a.extra.get("flip_for")),
        None,
    )
    if atk is None or not cond:
        return False
    obj = atk["obj"]
    cost = obj.definition.cost or 0
    if cond.get("kinds") and str(obj.definition.fields.get("kind", "")) not in cond["kinds"]:
        return False
    return int(cond.get("min_cost", 0)) <= cost <= int(cond.get("max_cost", 99))
