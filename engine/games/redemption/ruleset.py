"""Redemption: a battle, ability activations, and interrupts that suspend and reactivate them.

The REG's Interrupt entry is the centre: an interrupt undoes only the completion of the
abilities it reaches (they become pending), activates its paired abilities, completes, and the
suspended abilities then try to reactivate in their first-activation order under four
conditions. The scenario's cards in battle form the current battle; there is only one.
"""

from __future__ import annotations

from typing import Any

from engine.core.cards import AbilityDefinition
from engine.core.decisions import Decision, GivenAnswer
from engine.core.errors import ImpossibleAction
from engine.core.game import Game, Procedure
from engine.core.ruleset import Ruleset, ask
from engine.core.state import HIDDEN, PUBLIC, CardObject, GameState, Player, Zone
from engine.games.redemption import effects
from engine.games.redemption.interrupts import InterruptMixin
from engine.games.redemption.model import (
    ACTIVE,
    CHARACTERS,
    COMPLETE,
    DECLINED,
    IN_PLAY_ZONES,
    LIVE,
    NEGATED,
    Activation,
    alignment,
    is_enhancement,
)

ZONES = {
    "hand": HIDDEN,
    "deck": HIDDEN,
    "discard": PUBLIC,
    "reserve": HIDDEN,
    "territory": PUBLIC,
    "battle": PUBLIC,
    "artifact_pile": PUBLIC,
    "land_of_bondage": PUBLIC,
    "set_aside": PUBLIC,
    "banished": PUBLIC,
}
ZONE_WORDS = {
    "hand": "hand",
    "deck": "deck",
    "draw pile": "deck",
    "discard": "discard",
    "discard pile": "discard",
    "reserve": "reserve",
    "territory": "territory",
    "battle": "battle",
    "field of battle": "battle",
    "the battle": "battle",
    "artifact pile": "artifact_pile",
    "artifacts": "artifact_pile",
    "land of bondage": "land_of_bondage",
    "set aside": "set_aside",
    "set-aside area": "set_aside",
    "banished": "banished",
    "removed from the game": "banished",
}
GRAMMAR = "Redemption actions: '<player> plays <card> [on <its character or its target>]'"


class RedemptionRuleset(InterruptMixin, Ruleset):
    game = "redemption"
    zones = ZONES

    def __init__(self) -> None:
        super().__init__()

    # ------------------------------------------------------------------ set-up
    def new_state(self, players: list[str], active: str) -> GameState:
        state = GameState("redemption", [Player(p, p) for p in players], active)
        for p in players:
            for name, vis in ZONES.items():
                state.add_zone(Zone(name, p, vis))
        state.info.update(battle=1, _acts={}, _next=1, _last_played=None, _started=False)
        return state

    def zone_alias(self, words: str) -> str | None:
        return ZONE_WORDS.get(" ".join(words.lower().replace("_", " ").split()))

    def check_placement(self, obj: CardObject, zone: str) -> str | None:
        kind = obj.definition.type
        if zone == "battle" and kind not in CHARACTERS and not is_enhancement(obj):
            return f"{obj.definition.full_name} is a {kind}: only characters and enhancements are in battle"
        if zone == "artifact_pile" and kind not in ("artifact", "covenant"):
            return f"{obj.definition.full_name} is a {kind}, not an artifact"
        return None

    def finish_setup(self, state: GameState, catalog: Any) -> None:
        """Put each enhancement the scenario placed in battle on a character of its side."""
        for obj in state.objects.values():
            if obj.zone[1] == "battle" and is_enhancement(obj) and obj.attached_to is None:
                wanted = obj.flags.get("on")
                chars = self.bearers(state, obj, obj.controller)
                named = [c for c in chars if wanted and c.label.lower() == str(wanted).lower()]
                if named or chars:
                    obj.attached_to = (named or chars)[0].oid

    @staticmethod
    def in_play(obj: CardObject) -> bool:
        return obj.zone[1] in IN_PLAY_ZONES

    # ------------------------------------------------------------------ queries
    @staticmethod
    def acts(state: GameState) -> dict[int, Activation]:
        return state.info["_acts"]

    def bearers(self, state: GameState, card: CardObject, player: str) -> list[CardObject]:
        """Characters in battle this enhancement can activate on: the player's, of its side."""
        side = alignment(card)
        kind = "hero" if side == "good" else "evil_character"
        return [o for o in state.cards_in(player, "battle") if o.definition.type == kind]

    def being_defeated(self, state: GameState, card: CardObject, player: str) -> list[CardObject]:
        """The player's characters that a completed, still undoable ability took out of battle."""
        side = "hero" if alignment(card) == "good" else "evil_character"
        out: list[CardObject] = []
        for act in self.acts(state).values():
            if act.status not in LIVE or act.battle != state.info["battle"]:
                continue
            for ch in act.changes:
                obj = state.objects[ch.oid]
                if (
                    ch.from_zone == (player, "battle")
                    and obj.definition.type == side
                    and obj.zone == ch.to_zone
                    and obj not in out
                ):
                    out.append(obj)
        return out

    def new_activation(
        self,
        state: GameState,
        obj: CardObject,
        ab: AbilityDefinition,
        controller: str,
        parent: int | None,
    ) -> Activation:
        uid = state.info["_next"]
        state.info["_next"] = uid + 1
        label = f"{obj.label} ({ab.id.rsplit('/', 1)[-1]})"
        act = Activation(
            uid,
            obj.oid,
            ab,
            controller,
            label,
            state.info["battle"],
            obj.zone[1] == "battle",
            parent,
        )
        self.acts(state)[uid] = act
        return act

    # ------------------------------------------------------------------ actions
    def perform(self, game: Game, action: dict[str, Any]) -> Procedure:
        state = game.state
        player = action["player"]
        state.active = player
        game.trace.depth = 0
        if not state.info["_started"]:
            self.start(game)
        if "play" in action:
            obj = self.find_card(state, player, str(action["play"]))
            bearer = action.get("on") or action.get("by")
            target = action.get("target")
            if target and bearer is None and self.names_bearer(state, obj, player, str(target)):
                bearer, target = target, None
            given = None
            if target:
                given = GivenAnswer(target, kind="target", player=player, card=obj.definition.name)
                game.answers.given.insert(0, given)
            yield self.play(game, player, obj, bearer, depth=0)
            if given is not None:
                given.used = True  # a lone legal target needs no choice
            return
        raise ImpossibleAction(f"could not read {action.get('text', action)!r}. {GRAMMAR}")

    def start(self, game: Game) -> None:
        """Ongoing abilities of cards already in play are active when the scenario starts."""
        state = game.state
        state.info["_started"] = True
        for obj in list(state.objects.values()):
            if not self.in_play(obj):
                continue
            for ab in obj.definition.abilities:
                if ab.kind != "ongoing":
                    continue
                act = self.new_activation(state, obj, ab, obj.controller, None)
                act.targets = effects.fixed_targets(state, act)
                act.status = ACTIVE
                where = (
                    "in battle"
                    if obj.zone[1] == "battle"
                    else f"in {obj.zone[1].replace('_', ' ')}"
                )
                game.log(
                    f"{act.label} is an ongoing ability already active ({obj.label} is {where})",
                    ["RM-3"],
                    kind="info",
                    player=obj.controller,
                    card=obj.label,
                    ability=ab.id,
                    depth=0,
                )

    def find_card(self, state: GameState, player: str, name: str) -> CardObject:
        found = [o for o in state.find(name) if o.owner == player and o.zone[1] != "battle"]
        if not found:
            raise ImpossibleAction(f"{player} has no {name!r} to play (put it in their hand)")
        in_hand = [o for o in found if o.zone[1] == "hand"]
        return (in_hand or found)[0]

    def names_bearer(self, state: GameState, obj: CardObject, player: str, words: str) -> bool:
        return any(c.label.lower() == words.lower() for c in self.bearers(state, obj, player))

    def play(
        self, game: Game, player: str, obj: CardObject, bearer_name: Any, *, depth: int
    ) -> Procedure:
        """Play an enhancement into battle on one of the player's characters (RM-1)."""
        state = game.state
        if not is_enhancement(obj):
            raise ImpossibleAction(f"{obj.label} is a {obj.definition.type}, not an enhancement")
        chars = self.bearers(state, obj, player)
        if bearer_name:
            chars = [c for c in chars if c.label.lower() == str(bearer_name).lower()]
        rules = ["RM-1"]
        if not chars:
            chars = self.being_defeated(state, obj, player)
            if bearer_name:
                chars = [c for c in chars if c.label.lower() == str(bearer_name).lower()]
            rules.append("Interrupt 2")
        if not chars:
            side = "hero" if alignment(obj) == "good" else "evil character"
            raise ImpossibleAction(f"{player} has no {side} in battle to use {obj.label}")
        bearer = chars[0]
        obj.flags["_prev_last"] = state.info["_last_played"]
        state.move(obj, (player, "battle"), top=False)
        obj.attached_to = bearer.oid
        state.info["_last_played"] = (obj.oid, player)
        how = (
            ""
            if bearer.zone[1] == "battle"
            else " (it is being defeated by an ability that can still be undone)"
        )
        game.log(
            f"{player} plays {obj.label} on {bearer.label}{how}",
            rules,
            kind="action",
            player=player,
            card=obj.label,
            depth=depth,
        )
        for ab in obj.definition.abilities:
            yield self.activate(game, obj, ab, player, depth=depth + 1)

    # ------------------------------------------------------------------ activation
    def activate(
        self,
        game: Game,
        obj: CardObject,
        ab: AbilityDefinition,
        controller: str,
        *,
        depth: int,
        parent: int | None = None,
    ) -> Procedure:
        """Begin, declare targets, complete (RM-2); an interrupt runs its own sequence."""
        state = game.state
        act = self.new_activation(state, obj, ab, controller, parent)
        kw = {"player": controller, "card": obj.label, "ability": ab.id}
        if obj.flags.get("negated"):
            act.status = NEGATED
            game.log(
                f"{obj.label} is negated, so {act.label} does not activate",
                ["RM-6"],
                depth=depth,
                **kw,
            )
            return act
        rules = ["RM-2"]
        what = "ability"
        if ab.kind == "interrupt":
            rules += ["Interrupt 1", "Interrupt - Reactivating 5", "Interrupt - Reactivating 7"]
            what = "interrupt ability (instantaneous; an interrupt effect)"
        elif ab.kind == "ongoing":
            what = "ongoing ability"
        game.log(
            f"{act.label}: its {what} begins to activate", rules, kind="resolve", depth=depth, **kw
        )
        if ab.modelled != "modelled":
            act.status = ACTIVE if ab.kind == "ongoing" else COMPLETE
            game.log(
                f"{act.label}: what it does is not modelled; resolve it as printed ({ab.text})",
                ["TJ-3"],
                kind="not_modelled",
                depth=depth + 1,
                **kw,
            )
            game.note(f"{act.label} is not modelled: resolve it as printed")
            return act
        if ab.optional:
            game.trace.depth = depth + 1
            use = yield ask(
                game,
                Decision(
                    kind="may",
                    player=controller,
                    prompt=f"{controller}: use {act.label}?",
                    options=[True, False],
                    rule="RM-9",
                    default=True,
                    default_reason="optional abilities are shown as used",
                    card=obj.label,
                ),
                lambda yes: f"{controller} {'uses' if yes else 'declines'} {act.label}",
            )
            if not use:
                act.status = DECLINED
                return act
        if ab.kind == "interrupt":
            yield self.run_interrupt(game, act, depth)
            return act
        yield effects.declare(self, game, act, depth + 1)
        yield self.complete(game, act, depth + 1)
        return act

    def complete(self, game: Game, act: Activation, depth: int) -> Procedure:
        """Completion: the effect happens, and abilities it caused activate (RM-10)."""
        state = game.state
        obj = state.objects[act.card]
        kw = {"player": act.controller, "card": obj.label, "ability": act.ability.id}
        parts = []
        for step in act.ability.effect:
            verb = effects.VERBS.get(str(step.get("verb")))
            if verb is None:
                game.log(
                    f"{act.label}: '{step.get('verb')}' is not modelled; resolve it as printed",
                    ["TJ-3"],
                    kind="not_modelled",
                    depth=depth,
                    **kw,
                )
                game.note(f"{act.label}: part of its effect is not modelled")
                continue
            parts.append(verb(self, game, act, step))
        act.status = ACTIVE if act.kind == "ongoing" else COMPLETE
        rules = ["RM-2"] + (["RM-3"] if act.kind == "ongoing" else [])
        rules += act.notes.pop("rules", [])
        done = "; ".join(p for p in parts if p) or "nothing happens"
        game.log(f"{act.label} completes: {done}", rules, kind="effect", depth=depth, **kw)
        for oid in act.notes.pop("entered", []):
            entered = state.objects[oid]
            for ab in entered.definition.abilities:
                if ab.kind in ("special", "ongoing", "interrupt"):
                    game.log(
                        f"{entered.label} entered battle, so its ability activates (caused by {act.label})",
                        ["RM-10", "Interrupt 5"],
                        depth=depth,
                        card=entered.label,
                    )
                    yield self.activate(game, entered, ab, entered.controller, depth=depth + 1)
