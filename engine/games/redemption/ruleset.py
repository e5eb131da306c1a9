"""Redemption: a battle, ability activations, and interrupts that suspend and reactivate them.

The REG's Interrupt entry is the centre: an interrupt undoes only the completion of the
abilities it reaches (they become pending), activates its paired abilities, completes, and the
suspended abilities then try to reactivate in their first-activation order under four
conditions. The scenario's cards in battle form the current battle; there is only one.
"""

from __future__ import annotations

from typing import Any

from engine.core.cards import AbilityDefinition, normalise_name
from engine.core.choose import yes_no
from engine.core.decisions import Decision, GivenAnswer
from engine.core.errors import ImpossibleAction
from engine.core.game import Game, Procedure
from engine.core.not_modelled import log_not_modelled
from engine.core.ruleset import EffectContext, Ruleset, ask
from engine.core.state import CardObject, GameState
from engine.games.redemption import artifacts, effects, facts, followups, moments, ongoing, reach
from engine.games.redemption.battle import BattleMixin
from engine.games.redemption.branch import has_branch, resolve_branch
from engine.games.redemption.conditions import unmet
from engine.games.redemption.interrupts import InterruptMixin
from engine.games.redemption.model import (
    ACTIVE,
    COMPLETE,
    DECLINED,
    ENHANCEMENTS,
    IN_PLAY_ZONES,
    LIVE,
    NEGATED,
    Activation,
    alignment,
    dual_use_sides,
    is_character,
    is_enhancement,
    types_of,
)
from engine.games.redemption.spec import SPEC
from engine.games.redemption.verbs import VERBS

BAND_VERBS = {"band"}
BAND_VERBS.add("add_to_battle")  # adding a character activates last, as banding does


def adds_character(ability: AbilityDefinition) -> bool:
    """Does this ability bring a character into battle (it activates last)? An ability that
    offers banding as one of its options counts."""
    steps = [s for s in ability.effect if isinstance(s, dict)]
    steps += [o for s in steps for opt in s.get("options", []) for o in opt["steps"]]
    return any(s.get("verb") in BAND_VERBS for s in steps)


def same_card(label: str, words: str) -> bool:
    """Does ``words`` name this card ("X (Print)" and "X, Print" are one printing)?"""
    return normalise_name(label) == normalise_name(words)


def give_target(game: Game, player: str, obj: CardObject, target: Any) -> GivenAnswer | None:
    """The target named in the action ('on X') as the first answer to the card's choice."""
    if not target:
        return None
    given = GivenAnswer(target, kind="target", player=player, card=obj.definition.name)
    game.answers.given.insert(0, given)
    return given


def _after(words: str, marker: str) -> str:
    """'with Abed-nego (Azariah)' -> 'Abed-nego (Azariah)'."""
    parts = words.split(f"{marker} ", 1)
    return (parts[1] if len(parts) == 2 and not parts[0].strip() else words).strip()


LEGACY_ZONE_WORDS = {
    "discard": "discard",
    "artifact pile": "artifact_pile",
    "land of bondage": "land_of_bondage",
    "set aside": "set_aside",
    "banished": "banished",
}
GRAMMAR = (
    "Redemption actions: '<player> plays <card> [on <character>]', "
    "'<player> attacks with <hero>' (a rescue attempt), '<player> blocks with <evil character>', "
    "'<player> passes', '<player> resolves the battle', '<player> begins their upkeep', "
    "'<player> draws <N>' (the draw phase), '<player> activates <artifact>', '<player> activates <card in play> [(a2)]' (uses its "
    "ability)"
)
PLACE_BY_TYPE = (
    ("lost_soul", "land_of_bondage"),
    ("artifact", "artifact_pile"),
    ("covenant", "artifact_pile"),
    ("curse", "artifact_pile"),
    ("hero", "territory"),
    ("evil_character", "territory"),
    ("fortress", "territory"),
    ("site", "territory"),
    ("city", "territory"),
)


class RedemptionRuleset(BattleMixin, InterruptMixin, Ruleset):
    game = "redemption"
    spec = SPEC
    may_rule = "Target"

    # ------------------------------------------------------------------ set-up
    def new_state(self, players: list[str], active: str) -> GameState:
        state = SPEC.new_state(players, active)
        state.info.update(
            battle=1, _acts={}, _next=1, _last_played=None, _started=False, rescue=None
        )
        return state

    def zone_alias(self, words: str) -> str | None:
        key = " ".join(words.lower().replace("_", " ").split())
        return SPEC.zone_alias(key) or LEGACY_ZONE_WORDS.get(key)

    def reach_scenario(self, card: Any, ability: AbilityDefinition) -> dict[str, Any] | None:
        return reach.scenario(card, ability)

    def finish_setup(self, state: GameState, catalog: Any) -> None:
        """Put each enhancement the scenario placed in battle on a character of its side."""
        for obj in state.objects.values():
            if obj.zone[1] == "battle" and is_enhancement(obj) and obj.attached_to is None:
                wanted = obj.flags.get("on")
                chars = self.bearers(state, obj, obj.controller)
                named = [c for c in chars if wanted and c.label.lower() == str(wanted).lower()]
                if named or chars:
                    obj.attached_to = (named or chars)[0].oid

    def in_play(self, obj: CardObject) -> bool:
        return obj.zone[1] in IN_PLAY_ZONES

    def announce_constants(self, game: Game) -> None:
        """Abilities of cards in play that hold while they are in play (REG Ongoing Ability):
        the compiled ones are shown applied (or why they are idle now), the rest as printed."""
        for obj in list(game.state.objects.values()):
            if self.in_play(obj):
                self.show_ongoing(game, obj)

    def show_ongoing(self, game: Game, obj: CardObject) -> None:
        """Each ability of ``obj`` that holds while it is in play: applied, or as printed."""
        for ab in obj.definition.abilities:
            if ab.timing != "in_play":
                continue
            if self.can_run(ab):
                ongoing.show(game, obj, ab)
            else:
                log_not_modelled(game, obj, ab, rules=("Ongoing Ability",))

    # ------------------------------------------------------------------ queries
    @staticmethod
    def acts(state: GameState) -> dict[int, Activation]:
        return state.info["_acts"]

    def bearers(self, state: GameState, card: CardObject, player: str) -> list[CardObject]:
        """Characters in battle this enhancement can activate on: the player's, of its side."""
        kinds = types_of(card) & set(ENHANCEMENTS) or dual_use_sides(card)
        if len(kinds) != 1:  # a GE/EE card works for either side
            wanted = {"hero", "evil_character"}
        else:
            wanted = {"hero"} if kinds == {"good_enhancement"} else {"evil_character"}
        return [
            o
            for o in state.cards_in(player, "battle")
            if types_of(o) & wanted and o.attached_to is None
        ]

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
            yield self.play_card(game, player, obj, action)
            return
        if "attack" in action:
            yield self.rescue_attempt(game, player, str(action["attack"]))
            return
        if "block" in action:
            yield self.block(game, player, str(action["block"]))
            return
        verb = str(action.get("verb", ""))
        words = str(action.get("words", ""))
        if "upkeep" in action or (verb in ("begins", "starts") and "upkeep" in words.lower()):
            yield moments.upkeep(self, game, player)
            return
        if verb == "blocks":
            yield self.block(game, player, _after(words, "with"))
            return
        if verb == "makes" and "rescue attempt" in words.lower():
            yield self.rescue_attempt(game, player, _after(words, "with"))
            return
        if "draw" in action or verb == "draws":  # the draw phase (draw_phase.py)
            amount = moments.amount_of(action.get("draw", words))
            yield moments.draw_phase(self, game, player, amount)
            return
        if "activate" in action:
            yield artifacts.activate(self, game, player, str(action["activate"]))
            return
        if verb == "activates":  # typed: an artifact is activated, another card's ability used
            yield artifacts.activates(self, game, player, words)
            return
        if "use" in action or verb == "uses":
            name = str(action.get("use") or words)
            yield artifacts.use(self, game, player, name, action.get("ability"))
            return
        if verb == "passes":
            yield self.pass_initiative(game, player)
            return
        if verb in ("resolves", "ends") and "battle" in words.lower():
            yield self.resolve_battle(game)
            return
        word = verb or next(iter(k for k in action if k != "player"), "")
        raise ImpossibleAction(f"could not read {word!r}. {GRAMMAR}")

    def play_card(
        self, game: Game, player: str, obj: CardObject, action: dict[str, Any]
    ) -> Procedure:
        """Play any card as its type allows: enhancements in battle, dominants at any time,
        the rest to territory, artifact pile or land of bondage (REG Card Types)."""
        state = game.state
        kinds = types_of(obj)
        if (limit := ongoing.restricted(state, obj)) is not None:
            raise ImpossibleAction(
                f"{player} cannot play {obj.label}: {limit[0].label} ({limit[1].id}) restricts "
                "it while it is in play (REG Restrict)"
            )
        in_battle = bool(self.bearers(state, obj, player))
        if is_enhancement(obj) and (in_battle or not (is_character(obj) or dual_use_sides(obj))):
            bearer = action.get("on") or action.get("by")
            target = action.get("target")
            if target and bearer is None and self.names_bearer(state, obj, player, str(target)):
                bearer, target = target, None
            given = give_target(game, player, obj, target)
            yield self.play(game, player, obj, bearer, depth=0)
            if given is not None:
                given.used = True  # a lone legal target needs no choice
            return
        if "dominant" in kinds:
            yield self.play_dominant(game, player, obj, action.get("target"))
            return
        zone = next((z for k, z in PLACE_BY_TYPE if k in kinds), None)
        if zone is None:  # pragma: no cover - every declared type has a place
            raise ImpossibleAction(f"{obj.label} ({obj.definition.type}) has no place to be played")
        state.move(obj, (player, zone), top=False)
        game.log(
            f"{player} puts {obj.label} into {zone.replace('_', ' ')}",
            ["Card Types"],
            kind="action",
            player=player,
            card=obj.label,
            depth=0,
        )
        game.trace.depth = 1
        self.show_ongoing(game, obj)  # from now on it holds
        yield self.activate_in_order(game, obj, player, depth=1, timing="played")

    def rescue_attempt(self, game: Game, player: str, names: str) -> Procedure:
        """The rescue attempt (the battle's), then what the attacker's cards in play do as
        their character attacks (REG Rescue Attempt)."""
        yield super().rescue_attempt(game, player, names)
        yield moments.after_attack(self, game, player)

    def block(self, game: Game, player: str, names: str) -> Procedure:
        """The block (the battle's), then what the cards in play of both players do as a
        character blocks or is blocked (REG Block)."""
        yield super().block(game, player, names)
        yield moments.after_block(self, game, player)

    def play_dominant(self, game: Game, player: str, obj: CardObject, target: Any) -> Procedure:
        state = game.state
        given = give_target(game, player, obj, target)
        state.move(obj, (player, "discard"), top=True)
        game.log(
            f"{player} plays the dominant {obj.label} (at any time, without initiative)",
            ["Dominant"],
            kind="action",
            player=player,
            card=obj.label,
            depth=0,
        )
        yield self.activate_in_order(game, obj, player, depth=1, timing="dominant_played")
        if given is not None:
            given.used = True

    def activate_in_order(
        self,
        game: Game,
        obj: CardObject,
        player: str,
        *,
        depth: int,
        timing: str = "",
        entering: bool = False,
    ) -> Procedure:
        """A card's abilities in REG Ability Activation Order: printed order, banding last."""
        wanted = {timing} if timing else {"enters_battle", "enhancement_played", ""}
        abilities = [
            ab
            for ab in obj.definition.abilities
            if ab.timing in wanted or (entering and not ab.timing and ab.kind != "static")
        ]
        ordered = [a for a in abilities if not adds_character(a)] + [
            a for a in abilities if adds_character(a)
        ]
        if ordered != abilities:
            game.log(
                f"{obj.label}: abilities that add a character to battle activate after the others",
                ["Ability Activation Order"],
                kind="info",
                player=player,
                card=obj.label,
                depth=depth,
            )
        side = self.used_as(game.state, obj)
        for ab in ordered:
            wanted_side = ab.extra.get("used_as")
            if wanted_side and side and wanted_side != side:
                game.log(
                    f"{obj.label} ({ab.id}) is the part used as a{'n evil' if wanted_side == 'evil' else ' good'}"
                    f" enhancement; {obj.label} is used as a{'n evil' if side == 'evil' else ' good'} one",
                    ["Enhancement"],
                    kind="info",
                    player=player,
                    card=obj.label,
                    ability=ab.id,
                    depth=depth,
                )
                continue
            yield self.activate(game, obj, ab, player, depth=depth)

    def used_as(self, state: GameState, obj: CardObject) -> str:
        """good or evil: the side of the character a played enhancement is on ("" otherwise)."""
        if obj.attached_to is None:
            return ""
        bearer = state.objects[obj.attached_to]
        return "good" if "hero" in types_of(bearer) else "evil"

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
                if ab.timing not in ("", "in_play") and obj.zone[1] != "battle":
                    continue  # it activates when its card enters battle or is played
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
                    ["Ongoing Ability"],
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
        return any(same_card(c.label, words) for c in self.bearers(state, obj, player))

    def play(
        self, game: Game, player: str, obj: CardObject, bearer_name: Any, *, depth: int
    ) -> Procedure:
        """Play an enhancement into battle on one of the player's characters (Enhancement)."""
        state = game.state
        if not is_enhancement(obj):
            raise ImpossibleAction(f"{obj.label} is a {obj.definition.type}, not an enhancement")
        if obj.zone[1] == "battle":
            raise ImpossibleAction(f"{obj.label} is already in battle")
        chars = self.bearers(state, obj, player)
        if bearer_name:
            chars = [c for c in chars if same_card(c.label, str(bearer_name))]
        rules = ["Enhancement", *(["Covenant and Curse"] if dual_use_sides(obj) else [])]
        if not chars:
            chars = self.being_defeated(state, obj, player)
            if bearer_name:
                chars = [c for c in chars if same_card(c.label, str(bearer_name))]
            rules.append("Interrupt 2")
        if not chars:
            side = "hero" if alignment(obj) == "good" else "evil character"
            raise ImpossibleAction(f"{player} has no {side} in battle to use {obj.label}")
        bearer = chars[0]
        game.trace.depth = depth
        self.show_initiative(game, player, obj)
        obj.flags["_prev_last"] = state.info["_last_played"]
        state.move(obj, (player, "battle"), top=False)
        obj.attached_to = bearer.oid
        state.info["_last_played"] = (obj.oid, player)
        state.info["_last_in"] = player
        state.info["_passed"] = []
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
        yield self.activate_in_order(game, obj, player, depth=depth + 1)

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
        """Begin, declare targets, complete (Special Ability); an interrupt runs its own sequence."""
        state = game.state
        act = self.new_activation(state, obj, ab, controller, parent)
        kw = {"player": controller, "card": obj.label, "ability": ab.id}
        if obj.flags.get("negated"):
            act.status = NEGATED
            game.log(
                f"{obj.label} is negated, so {act.label} does not activate",
                ["Negate"],
                depth=depth,
                **kw,
            )
            return act
        if not ongoing.at_activation(game, act, depth):
            return act
        rules = ["Special Ability"]
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
            game.trace.depth = depth + 1
            log_not_modelled(game, obj, ab)
            return act
        if facts.stop_if_undecided(game, act, depth + 1):  # a stated fact it needs is missing
            return act
        if failed := unmet(state, act):
            act.status = COMPLETE
            why, because = failed
            game.log(
                f"{act.label} does nothing: {why}",
                ["Special Ability", *because],
                depth=depth + 1,
                **kw,
            )
            return act
        if ab.optional:
            game.trace.depth = depth + 1
            use = yield yes_no(
                game,
                controller,
                f"{controller}: use {act.label}?",
                "Target",
                card=obj.label,
                reason="optional abilities are shown as used",
                describe=lambda yes: f"{controller} {'uses' if yes else 'declines'} {act.label}",
            )
            if not use:
                act.status = DECLINED
                return act
        offer = bool(ab.effect) and ab.effect[0].get("verb") == "offer"  # "Opponent may X"
        if offer and not (yield followups.offered(game, act, depth + 1)):
            act.status = DECLINED
            return act
        if ab.kind == "interrupt":
            yield self.run_interrupt(game, act, depth)
            return act
        if ab.effect and ab.effect[_conditions_end(ab.effect)].get("verb") == "choose":
            act.ability = yield self.chosen_option(game, act, depth + 1)
        if has_branch(act.ability):  # "(or 2 if used by Boaz)": decided now (branch.py)
            act.ability = yield resolve_branch(game, act, depth + 1)
        game.trace.depth = depth + 1
        ongoing.protected_targets(game, act)  # what cards in play keep out of its reach
        yield effects.declare(self, game, act, depth + 1)
        yield self.complete(game, act, depth + 1)
        return act

    def chosen_option(self, game: Game, act: Activation, depth: int) -> Procedure:
        """ "A, or B": the player picks one as the ability activates, before its targets are
        declared (Special Ability); the activation then runs that option's steps."""
        at = _conditions_end(act.ability.effect)  # "If blocking, A or B": checked, then chosen
        options = act.ability.effect[at]["options"]
        labels = [str(o["text"]) for o in options]
        game.trace.depth = depth
        chooser = act.controller  # "Opponent must A or B": the opponent picks (choices.py)
        if act.ability.effect[at].get("by") == "opponent":
            chooser = followups.opponent_of(game.state, act.controller)
        choice = yield ask(
            game,
            Decision(
                kind="choose",
                player=chooser,
                prompt=f"{act.controller}: which does {act.label} do?",
                options=labels,
                rule="Special Ability",
                default=labels[0],
                default_reason="the first option printed",
                card=game.state.objects[act.card].label,
            ),
            lambda c: (
                f"{chooser} chooses for {act.label}: {c}"
                + (" (the opponent's choice)" if chooser != act.controller else "")
            ),
        )
        data = act.ability.to_dict()
        data["effect"] = [*data["effect"][:at], *options[labels.index(choice)]["steps"]]
        return AbilityDefinition.from_dict(data)

    def complete(self, game: Game, act: Activation, depth: int) -> Procedure:
        """Completion: the effect happens, and abilities it caused activate (Band)."""
        state = game.state
        obj = state.objects[act.card]
        kw = {"player": act.controller, "card": obj.label, "ability": act.ability.id}
        if act.ability.modelled != "modelled":  # reactivating what the engine cannot run
            act.status = ACTIVE if act.kind == "ongoing" else COMPLETE
            game.trace.depth = depth
            log_not_modelled(game, obj, act.ability)
            return
        parts = []
        verb_rules: list[str] = []
        ctx = EffectContext(act.card, act.controller, act.ability, memory={"act": act})
        for step in act.ability.effect:
            vspec = VERBS.get(str(step.get("verb")))
            if vspec is None:
                game.trace.depth = depth
                log_not_modelled(game, obj, act.ability, why=f"no verb {step.get('verb')!r}")
                continue
            parts.append(vspec.run(game, ctx, vspec.validate(step)))
            if vspec.rule and vspec.rule not in verb_rules:
                verb_rules.append(vspec.rule)
        act.status = ACTIVE if act.kind == "ongoing" else COMPLETE
        rules = ["Special Ability"] + (["Ongoing Ability"] if act.kind == "ongoing" else [])
        rules += [r for r in verb_rules + act.notes.pop("rules", []) if r not in rules]
        done = "; ".join(p for p in parts if p)
        kind = "effect" if done else "info"  # an ability that changed nothing is no effect step
        text = f"{act.label} completes: {done or 'nothing happens'}"
        game.log(text, rules, kind=kind, depth=depth, **kw)
        if act.notes.get("repeats"):  # "repeat up to N times" (repeat.py)
            from engine.games.redemption.repeat import run_repeats

            yield run_repeats(self, game, act, depth)
        yield moments.discarded_by(self, game, act, depth)  # "if this card is discarded"
        how = act.notes.pop("entered_by", "Band")  # a chosen blocker enters by "Block"
        for oid in act.notes.pop("entered", []):
            entered = state.objects[oid]
            for ab in entered.definition.abilities:
                if ab.kind in ("special", "ongoing", "interrupt") and ab.timing in (
                    "",
                    "enters_battle",
                ):
                    game.log(
                        f"{entered.label} entered battle, so its ability activates (caused by {act.label})",
                        [how, "Ability Activation Order", "Interrupt 5"],
                        depth=depth,
                        card=entered.label,
                    )
                    yield self.activate(game, entered, ab, entered.controller, depth=depth + 1)


def _conditions_end(effect: Any) -> int:
    """Where an effect's leading conditions ("require" steps) end (0 when it has none)."""
    return next((i for i, st in enumerate(effect) if st.get("verb") != "require"), 0)
