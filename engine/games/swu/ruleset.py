"""Star Wars: Unlimited: playing cards, attacks, damage and the triggered-ability queue.

Triggered abilities wait until the action that triggered them is complete (7.6.8);
when both players have some, the active player picks who resolves all of theirs
first (7.6.10); each player orders their own (7.6.9); anything triggered while one
resolves is a nested layer that is cleared before its siblings continue (7.6.11-12).
The card contract (zones, types, timings, keywords, verbs) is in ``spec.py``; attacks
in ``combat.py``; the action phase, passing and the regroup phase in ``turn.py``;
the scenarios that reach each ability in ``reach.py``.
"""

from __future__ import annotations

import re
from typing import Any

from engine.core.cards import AbilityDefinition
from engine.core.choose import choose_object, yes_no
from engine.core.decisions import Decision, GivenAnswer
from engine.core.errors import ImpossibleAction, ScenarioError
from engine.core.events import Event, PendingTrigger
from engine.core.game import Game, Procedure
from engine.core.not_modelled import log_not_modelled
from engine.core.ruleset import EffectContext, Ruleset, ask
from engine.core.state import CardObject, GameState
from engine.games.swu import stats
from engine.games.swu.combat import CombatMixin
from engine.games.swu.costs import CostMixin
from engine.games.swu.damage import DamageMixin
from engine.games.swu.leaders import LeaderMixin
from engine.games.swu.play import PlayMixin
from engine.games.swu.reach import ReachMixin
from engine.games.swu.spec import ARENAS, EXTRA_EVENTS, SPEC
from engine.games.swu.turn import TurnMixin
from engine.games.swu.words import STAND_IN_BASE, plural, zone_title

IN_PLAY = (*ARENAS, "base", "leader")
# "When played as an upgrade / as a unit / using Smuggle" (7.6.13.c): how it was played
PLAY_MODES = {
    "played_as_upgrade": lambda obj: bool(obj.flags.get("pilot")),
    "played_as_unit": lambda obj: obj.attached_to is None,
    "played_using_smuggle": lambda obj: obj.flags.get("played_via") == "smuggle",
}
# keywords that resolve like triggered abilities, by the event that starts them
GAINED_TRIGGERS = {
    "card_played": ("ambush", "shielded"),
    "leader_deployed": ("ambush", "shielded"),
    "token_created": ("ambush", "shielded"),
    "attack_declared": ("restore", "saboteur"),
}


class SwuRuleset(
    PlayMixin, LeaderMixin, CostMixin, DamageMixin, CombatMixin, TurnMixin, ReachMixin, Ruleset
):
    game = "swu"
    spec = SPEC
    may_rule = "8.32.1"
    pass_is_an_action = True
    default_cards = {"base": STAND_IN_BASE}

    # ------------------------------------------------------------------ set-up
    def place(self, state: GameState, obj: CardObject) -> None:
        """Fix up a placed object: base labels, deployed leaders, upgrades onto their unit."""
        d = obj.definition
        if d.fields.get("token"):
            obj.token = True  # a token unit placed by the scenario (created earlier)
        if d.type == "base":
            stand_in = d.name == STAND_IN_BASE
            obj.label = f"{obj.owner}'s base" + ("" if stand_in else f" ({d.name})")
        if obj.zone[1] in ARENAS and (d.type == "upgrade" or obj.flags.get("pilot")):
            hosts = [
                state.objects[o]
                for o in state.zone(*obj.zone).cards
                if o != obj.oid and state.objects[o].attached_to is None
                and state.objects[o].definition.type in ("unit", "leader")
                and not state.objects[o].flags.get("pilot")
            ]  # fmt: skip
            if not hosts:
                raise ScenarioError(
                    f"{d.full_name} is an upgrade: list it after the unit it is attached to"
                )
            self.attach_to(state, obj, hosts[-1])

    def check_placement(self, obj: CardObject, zone: str) -> str | None:
        """Why a card cannot start in a zone, or None."""
        d = obj.definition
        if zone in ARENAS and (d.type == "upgrade" or obj.flags.get("pilot")):
            return None
        if zone in ARENAS and d.type in ("unit", "leader"):
            arena = d.fields.get("arena", "ground") + "_arena"
            if arena != zone:
                return f"{d.full_name} is a {arena.replace('_', ' ')} unit"
            return None
        if zone in ARENAS:
            return f"{d.full_name} is a {d.type}, not a unit, so it cannot be in an arena"
        return self.spec.placement_problem(d, zone)

    def finish_setup(self, state: GameState, catalog: Any) -> None:
        """Every player gets a base (a stand-in when none is named); no unit starts defeated."""
        stand_in = None
        for p in state.players:
            if not state.cards_in(p.id, "base"):
                stand_in = stand_in or catalog.get("swu", STAND_IN_BASE)
                obj = state.create(stand_in, p.id, (p.id, "base"))
                self.place(state, obj)
        for o in state.objects.values():
            if (
                o.damage > 0
                and o.zone[1] in ARENAS
                and o.attached_to is None
                and o.damage >= self.hp(o)
            ):
                raise ScenarioError(
                    f"{o.label} starts with {o.damage} damage but has only {self.hp(o)} HP: "
                    "it would already be defeated (1.9.6); give it less damage"
                )
            if o.zone[1] in ("ground_arena", "space_arena") and o.definition.type == "leader":
                o.flags.setdefault("deployed", True)
        state.info.setdefault("initiative", state.active)
        state.info.setdefault("phase", "action")

    # ------------------------------------------------------------------ queries
    @staticmethod
    def in_play(obj: CardObject) -> bool:
        return obj.zone[1] in IN_PLAY

    def units(self, state: GameState, controller: str | None = None) -> list[CardObject]:
        out = []
        for p in state.players:
            for arena in ARENAS:
                for o in state.cards_in(p.id, arena):
                    if o.attached_to is None and (controller is None or o.controller == controller):
                        out.append(o)
        return out

    def base_of(self, state: GameState, player: str) -> CardObject:
        return state.cards_in(player, "base")[0]

    def has_force(self, state: GameState, player: str) -> bool:
        """The Force token lives in the base zone (4.2.4): a ``force`` counter on the base."""
        return bool(self.base_of(state, player).counters.get("force"))

    def set_force(self, state: GameState, player: str, present: bool) -> None:
        base = self.base_of(state, player)
        if present:
            base.counters["force"] = 1
        else:
            base.counters.pop("force", None)

    def current(self, game_or_state: Any) -> GameState:
        return game_or_state.state if isinstance(game_or_state, Game) else game_or_state

    def hp(self, obj: CardObject) -> int:
        return stats.hp(self._state, obj)

    def power(self, obj: CardObject) -> int:
        return stats.power(self._state, obj)

    def keywords(self, state: GameState, obj: CardObject) -> dict[str, int]:
        return stats.keywords(state, obj)

    def has_keyword(self, obj: CardObject, keyword: str) -> bool:
        return keyword.lower() in stats.keywords(self._state, obj)

    def upgraded(self, state: GameState, obj: CardObject) -> bool:
        return bool(stats.attached(state, obj)) or bool(
            obj.counters.get("shield") or obj.counters.get("experience")
        )

    @staticmethod
    def duration_words(duration: str) -> str:
        return {
            "phase": "for this phase",
            "round": "for this round",
            "attack": "for this attack",
            "permanent": "",
        }[duration]

    # ------------------------------------------------------------------ triggers
    def _reached(
        self, game: Game, event: Event, subject: CardObject | None
    ) -> list[tuple[CardObject, AbilityDefinition, Any]]:
        """The core's candidates, plus combined timings ("When Played/On Attack") on their second event."""
        self._state = game.state
        found = super()._reached(game, event, subject)
        if subject is not None:
            for ab in subject.definition.abilities:
                timing = self.ability_timing(ab)
                if timing is not None and event.kind in EXTRA_EVENTS.get(timing.name, ()):
                    found.append((subject, ab, timing))
        return found

    def listens(
        self, game: Game, obj: CardObject, ability: AbilityDefinition, timing: Any, event: Event
    ) -> bool:
        """Only abilities on the faceup side of a card in play trigger (3.4.3, 7.6.3)."""
        if ability.kind == "keyword" and ability.extra.get("keyword") == "plot":
            # Plot waits in the resource zone for its owner's leader to deploy (7.5.19.a, d)
            return obj.zone == (event.player, "resources")
        if not self.in_play(obj) or not stats.side_active(obj, ability):
            return False
        if ability.extra.get("coordinate") and len(self.units(self._state, obj.controller)) < 3:
            return False  # Coordinate: only while its controller has 3 or more units (7.5.15.a)
        if obj.attached_to is not None and timing.relation == "self" and event.card == obj.oid:
            return event.kind == "card_played"  # an upgrade's own When Played
        if timing.name in PLAY_MODES:
            return PLAY_MODES[timing.name](obj)
        if timing.name == "attacks_and_defeats":
            defender = self._state.objects.get(event.data.get("defender"))
            return (
                defender is not None
                and defender.definition.type != "base"
                and event.data.get("defeated", False)
            )
        if timing.name == "combat_damage_to_base":
            return bool(event.data.get("base_damage"))
        if timing.name in ("attached_on_attack", "attached_when_defeated", "attached_bounty"):
            return obj.attached_to is not None and event.card == obj.attached_to
        if timing.name == "unit_defeated":
            return self.defeat_concerns(obj, ability, event)
        if timing.name in ("opponent_plays_card", "you_play_card"):
            if "another" in str(ability.extra.get("event", "")) and event.card == obj.oid:
                return False
            return self.play_concerns(ability, event)
        if timing.name == "upgrade_on_this":
            return event.data.get("host") == obj.oid
        return True

    def play_concerns(self, ability: AbilityDefinition, event: Event) -> bool:
        """ "When you play a unit / a Villainy card": the played card must fit the label."""
        m = re.search(
            r"plays? (?:an?|another) (\w+ )?(card|unit|event|upgrade)$",
            str(ability.extra.get("event", "")).replace("_", " "),
        )
        if m is None:
            return True  # a hand-written ability without a printed label
        played = self._state.objects.get(event.card) if event.card is not None else None
        if played is None:
            return False
        if m.group(2) != "card" and played.definition.type != m.group(2):
            return False
        word = (m.group(1) or "").strip().lower()
        if not word:
            return True
        if word == "unique":
            return bool(played.definition.fields.get("unique"))
        aspects = {a.lower() for a in played.definition.fields.get("aspects", [])}
        traits = {t.lower() for t in played.definition.traits}
        return word in aspects or word in traits

    def defeat_concerns(self, obj: CardObject, ability: AbilityDefinition, event: Event) -> bool:
        """ "When a friendly/an enemy/another unit is defeated" (printed in the trigger's label)."""
        label = str(ability.extra.get("event", ""))
        victim = self._state.objects.get(event.card) if event.card is not None else None
        if victim is None:
            return False
        if "another" in label and victim.oid == obj.oid:
            return False
        if "friendly" in label and victim.controller != obj.controller:
            return False
        return not ("enemy" in label and victim.controller == obj.controller)

    def trigger_controller(
        self, obj: CardObject, ability: AbilityDefinition, timing: Any, event: Event
    ) -> str | None:
        """Bounty is collected by an opponent of the unit's controller (7.5.13.f)."""
        controller = super().trigger_controller(obj, ability, timing, event)
        if controller and ability.kind == "keyword" and ability.extra.get("keyword") == "bounty":
            return self._state.opponent(obj.controller)
        if controller and timing.name == "attached_bounty":
            # a Bounty an upgrade gives: an opponent of the defeated unit's controller collects it
            host = self._state.objects.get(event.card) if event.card is not None else None
            return self._state.opponent(host.controller if host is not None else obj.controller)
        return controller

    def timing_title(self, ability: AbilityDefinition, timing: Any) -> str:
        if ability.kind == "keyword":
            return str(ability.extra.get("keyword") or ability.id).title()
        return timing.title

    def collect_triggers(self, game: Game, event: Event) -> list[PendingTrigger]:
        """The declared timings' abilities, plus keywords a unit only gained (7.5.3)."""
        self._state = game.state
        found = super().collect_triggers(game, event)
        gained = GAINED_TRIGGERS.get(event.kind)
        subject = game.state.objects.get(event.card) if event.card is not None else None
        if gained and subject is not None and self.in_play(subject):
            have = stats.keywords(game.state, subject)
            printed = stats.printed_keywords(subject)
            for kw in gained:
                if kw in have and kw not in printed:
                    ab = AbilityDefinition(
                        id=f"gained-{kw}", kind="keyword", text=kw.title(),
                        timing=f"keyword:{kw}", extra={"keyword": kw},
                    )  # fmt: skip
                    label = f"{subject.label}: {kw.title()} (gained)"
                    found.append(
                        PendingTrigger(
                            subject.oid, ab, subject.controller, event, label, subject.label
                        )
                    )
        return found

    def resolve_triggers(
        self, game: Game, triggers: list[PendingTrigger], depth: int, why: list[str]
    ) -> Procedure:
        """Resolve one layer of simultaneous triggered abilities (7.6.9-7.6.12)."""
        state = game.state
        game.trace.depth = depth
        listed = "; ".join(f"{t.label} ({t.controller})" for t in triggers)
        rules = list(why)
        if any(not self.in_play(state.objects[t.source]) for t in triggers):
            rules.append("7.6.4")
        game.log(f"Waiting to resolve: {listed}", rules, kind="trigger")
        controllers = {t.controller for t in triggers}
        players = [p for p in state.initiative_order() if p in controllers]
        if len(players) > 1:
            first = yield ask(
                game,
                Decision(
                    kind="first_player",
                    player=state.active,
                    prompt="Which player resolves all of their triggered abilities first?",
                    options=players,
                    rule="7.6.10",
                    default=state.active,
                    default_reason="the active player's abilities first",
                ),
                lambda p: (
                    f"{state.active} (active player) chooses that {p} resolves their abilities first"
                ),
            )
            players = [first] + [p for p in players if p != first]
        for player in players:
            mine = [t for t in triggers if t.controller == player]
            while mine:
                game.trace.depth = depth
                if len(mine) > 1:
                    labels = [t.label for t in mine]
                    rule = "7.6.9"
                    choice = yield ask(
                        game,
                        Decision(
                            kind="order",
                            player=player,
                            prompt=f"{player}: which of your triggered abilities resolves next?",
                            options=labels,
                            rule=rule,
                            default=labels[0],
                            default_reason="in the order they triggered",
                        ),
                        lambda label, p=player: f"{p} chooses to resolve {label} next",
                    )
                    trigger = mine[labels.index(choice)]
                else:
                    trigger = mine[0]
                mine.remove(trigger)
                game.open_window()
                game.tick()  # a procedure, run without the runner's round trip
                yield from self.resolve_trigger(game, trigger, depth)
                nested = game.close_window()
                if nested:
                    yield self.resolve_triggers(
                        game, nested, depth + 1, ["7.6.11"] + (["7.6.12"] if depth > 1 else [])
                    )
        game.trace.depth = depth

    def resolve_trigger(self, game: Game, t: PendingTrigger, depth: int) -> Procedure:
        state = game.state
        obj = state.objects[t.source]
        game.trace.depth = depth
        rules = ["7.6.1"]
        if t.ability.timing == "when_defeated":
            rules += ["7.6.14.a", "7.6.14.b"]
        elif t.ability.kind == "keyword" or t.ability.timing == "when_played":
            rules.append("7.6.13.b")
        elif t.ability.timing == "attached_bounty":
            rules += ["7.5.13.a", "3.6.8"]
        if not self.in_play(obj):
            rules.append("7.6.3")
        game.check_repeat((t.source, t.ability.id))
        game.log(
            f"{t.label} resolves ({t.controller})",
            rules,
            kind="resolve",
            player=t.controller,
            card=obj.label,
            ability=t.ability.id,
        )
        game.trace.depth = depth + 1
        ctx = EffectContext(t.source, t.controller, t.ability, t.event, depth=depth + 1)
        if t.ability.kind == "keyword":
            yield self.resolve_keyword(game, t, ctx)
            return
        game.tick()
        yield from self.resolve_ability(game, ctx)

    def resolve_keyword(self, game: Game, t: PendingTrigger, ctx: EffectContext) -> Procedure:
        """Keywords that resolve like triggered abilities: Shielded, Ambush, Restore, Saboteur, Bounty."""
        state = game.state
        obj = state.objects[t.source]
        name = str(t.ability.extra.get("keyword"))
        if name == "shielded":
            obj.counters["shield"] = obj.counters.get("shield", 0) + 1
            self.keyword_step(game, obj, name, f"{obj.label} gets a Shield token", ["7.5.12.a"])
            return
        if name == "restore":
            # every instance adds up (7.5.9.b): printed and gained
            amount = stats.keywords(state, obj).get("restore", 0)
            base = self.base_of(state, obj.controller)
            healed = min(amount, base.damage)
            base.damage -= healed
            self.keyword_step(
                game, obj, name,
                f"Restore {amount}: {healed} damage healed from {base.label} ({base.damage} left)",
                ["7.5.9.a", "1.9.3"],
            )  # fmt: skip
            return
        if name == "saboteur":
            attack = state.info.get("_attack") or {}
            defender = state.objects.get(attack.get("defender"))
            shields = defender.counters.pop("shield", 0) if defender is not None else 0
            what = (
                f"{shields} Shield token(s) on {defender.label} are defeated"
                if shields
                else ("the defender has no Shield token to defeat")
            )
            self.keyword_step(game, obj, name, f"Saboteur: {what}", ["7.5.10.a"])
            return
        if name == "plot":
            yield self.plot(game, obj, t)
            return
        if name == "bounty":
            yield self.resolve_ability(game, ctx)
            return
        yield self.ambush(game, obj, t)

    @staticmethod
    def may(game: Game, obj: CardObject, prompt: str, rule: str, yes: str, no: str) -> Procedure:
        """Ask the card's controller whether to use an optional keyword (shown as used by default)."""
        player = obj.controller
        return (
            yield yes_no(
                game,
                player,
                f"{player}: {prompt}",
                rule,
                card=obj.label,
                reason="optional abilities are shown as used",
                describe=lambda used: f"{player} {yes if used else no}",
            )
        )

    def plot(self, game: Game, obj: CardObject, t: PendingTrigger) -> Procedure:
        """Plot (7.5.19): after a leader deploys, the owner may play this card from resources."""
        if obj.zone != (obj.controller, "resources"):
            game.log(
                f"{obj.label} is no longer a resource: Plot does nothing",
                ["7.5.19.d"],
                kind="event",
            )
            return
        use = yield self.may(
            game, obj, f"play {obj.label} from your resources using Plot?", "7.5.19.a",
            f"plays {obj.label} using Plot", f"does not play {obj.label} using Plot",
        )  # fmt: skip
        if not use:
            return
        depth = game.trace.depth
        game.open_window()
        yield self.play_card(game, obj.controller, obj, depth=depth, how={"plot": True})
        nested = game.close_window()
        if nested:
            yield self.resolve_triggers(game, nested, depth + 1, ["7.5.19.b", "7.6.11"])

    def ambush(self, game: Game, obj: CardObject, t: PendingTrigger) -> Procedure:
        """Ambush (7.5.5.a): may attack an enemy unit it can attack, even while exhausted."""
        state = game.state
        if not self.in_play(obj):
            self.keyword_step(
                game, obj, "ambush",
                f"{obj.label} is no longer in play, so Ambush cannot attack", ["7.5.5.a", "1.3.2"],
            )  # fmt: skip
            return
        enemies = [u for u in self.attackable(state, obj) if u.definition.type != "base"]
        if not enemies:
            game.log(
                f"{obj.label}: no enemy unit it can attack, so Ambush does nothing",
                ["7.5.5.c"],
                kind="event",
                card=obj.label,
                ability=t.ability.id,
            )
            return
        use = yield self.may(
            game, obj, f"attack with {obj.label} using Ambush?", "7.5.5.a",
            f"attacks with {obj.label} (Ambush)", f"does not attack with {obj.label} (Ambush)",
        )  # fmt: skip
        if not use:
            return
        target = yield self.choose_object(
            game,
            obj.controller,
            enemies,
            f"{obj.label} (Ambush) attacks which enemy unit?",
            obj.label,
        )
        self.keyword_step(
            game,
            obj,
            "ambush",
            f"Ambush: {obj.controller} attacks {target.label} with {obj.label}",
            ["7.5.5.a", "7.5.5.f", "6.3.2"],
        )
        yield self.attack(
            game,
            obj.controller,
            obj,
            target,
            ignore_exhausted=True,
            depth=game.trace.depth,
            announced=True,
        )

    def announce_constants(self, game: Game) -> None:
        """Constant abilities in play (7.3.1): the ones the engine applies are shown with what
        they change now; the rest are listed as not modelled. Only the faceup side of a
        leader counts (3.4.3)."""
        self._state = game.state
        for obj in list(game.state.objects.values()):
            if self.in_play(obj):
                self.show_constants(game, obj)

    def show_constants(self, game: Game, obj: CardObject, *, entering: bool = False) -> None:
        """Each constant ability of ``obj``: applied (shown), or listed as not modelled.

        ``entering``: the card just entered play, so its "Attach to" rule was already checked.
        """
        for ab in obj.definition.abilities:
            if not stats.side_active(obj, ab):
                continue
            if ab.kind == "keyword" and ab.extra.get("keyword") == "coordinate" and ab.effect:
                game.run(self.run_effect(game, EffectContext(obj.oid, obj.controller, ab)))
                continue
            if ab.timing != "constant":
                continue
            if ab.effect and all(st.get("verb") == "cost_less" for st in ab.effect):
                continue  # a cost reduction works only while the card is played (8.15.5.a)
            restriction = self.attach_restriction(obj)
            host = game.state.objects.get(obj.attached_to) if obj.attached_to else None
            if restriction and restriction[0].id == ab.id and entering:
                continue
            if restriction and restriction[0].id == ab.id and host is not None:
                game.log(
                    f"{obj.label} is attached to {host.label}, which it may be attached to",
                    ["6.2.3.b"], kind="event", card=obj.label, ability=ab.id,
                )  # fmt: skip
            elif self.can_run(ab):
                game.run(self.run_effect(game, EffectContext(obj.oid, obj.controller, ab)))
            else:
                log_not_modelled(game, obj, ab, rules=("7.3.1",))

    # ------------------------------------------------------------------ actions
    def new_state(self, players: list[str], active: str) -> GameState:
        state = super().new_state(players, active)
        self._state = state
        return state

    def perform(self, game: Game, action: dict[str, Any]) -> Procedure:
        """Run one top-level action and then the abilities it triggered (7.6.8)."""
        self._state = game.state
        state = game.state
        player = action["player"]
        kind = self.action_kind(action)
        self.start_turn(game, player, kind)
        game.trace.depth = 0
        if action.get("target") is not None and "play" in action:
            game.answers.given.insert(
                0, GivenAnswer(action["target"], kind="target", player=player, card=action["play"])
            )
        game.open_window()
        if kind == "play":
            obj = self.object_for_play(game, player, action["play"], action)
            yield self.play_card(
                game, player, obj, free=bool(action.get("free")), depth=0, how=action
            )
        elif kind == "attack":
            attacker = self.object_in_play(game, player, action["attack"])
            target = yield self.attack_target(game, player, attacker, action.get("target"))
            yield self.attack(game, player, attacker, target, depth=0)
        elif kind == "use":
            yield self.use_action(game, player, action)
        elif kind in ("pass", "initiative", "regroup"):
            yield self.turn_action(game, player, kind)
        else:
            verb = action.get("verb", "?")
            raise ImpossibleAction(
                f"could not read {verb!r} in {action.get('text', verb)!r}: Star Wars: Unlimited "
                "actions are 'plays', 'attacks', 'uses' (an Action ability), 'deploys', "
                "'passes', 'takes the initiative' and 'regroup'"
            )
        triggers = game.close_window()
        if triggers:
            yield self.resolve_triggers(game, triggers, 1, ["7.6.8"])
        self.end_turn(game, player, kind)
        del state

    @staticmethod
    def action_kind(action: dict[str, Any]) -> str:
        if "play" in action:
            return "play"
        if "attack" in action:
            return "attack"
        if "use" in action or "deploy" in action:
            return "use"
        if action.get("pass") or action.get("verb") in ("passes", "pass"):
            return "pass"
        verb = action.get("verb")
        words = str(action.get("words", "")).lower()
        if action.get("initiative") or (verb in ("takes", "take") and "initiative" in words):
            return "initiative"
        if action.get("regroup") or verb == "regroup":
            return "regroup"
        if verb in ("deploys", "deploy", "activates", "uses"):
            action.setdefault("use", action.get("words", ""))
            if verb in ("deploys", "deploy"):
                action.setdefault("ability", "deploy")
            return "use"
        return "?"

    def object_for_play(
        self, game: Game, player: str, name: str, how: dict[str, Any]
    ) -> CardObject:
        state = game.state
        found = [o for o in state.find(name) if o.owner == player or o.controller == player]
        zone = "resources" if how.get("smuggle") or how.get("plot") else how.get("from", "hand")
        zone = self.zone_alias(zone) or zone
        here = [o for o in found if o.zone == (player, zone)]
        if here:
            return here[0]
        if found:
            o = found[0]
            raise ImpossibleAction(
                f"{player} cannot play {o.label}: it is in {zone_title(o.zone)}, "
                f"not in {zone_title((player, zone))}"
            )
        raise ImpossibleAction(
            f"{player} cannot play {name!r}: no such card in {zone_title((player, zone))}"
        )

    def object_in_play(self, game: Game, player: str, name: str) -> CardObject:
        found = [o for o in game.state.find(name) if o.zone[1] in ARENAS and o.attached_to is None]
        if not found:
            raise ImpossibleAction(f"{name!r} is not a unit in play, so it cannot attack")
        mine = [o for o in found if o.controller == player]
        if not mine:
            raise ImpossibleAction(
                f"{player} does not control {found[0].label}, so it cannot attack with it (6.3.1.b)"
            )
        return mine[0]

    def attack_target(
        self, game: Game, player: str, attacker: CardObject, target: str | None
    ) -> Procedure:
        """The unit or base attacked: named in the action, given as an answer, or chosen (6.3.2)."""
        state = game.state
        enemy = state.opponent(player)
        if target is None:
            for g in game.answers.given:
                if g.used or g.kind != "target" or (g.player and g.player != player):
                    continue
                if g.card and g.card.lower() not in attacker.label.lower():
                    continue
                g.used = True
                target = str(g.value)
                break
        if target is not None:
            if target.lower().strip() in (
                "base", "their base", f"{enemy.lower()}'s base", "enemy base",
            ):  # fmt: skip
                return self.base_of(state, enemy)
            found = [o for o in state.find(target) if self.in_play(o) and o.attached_to is None]
            if not found:
                raise ImpossibleAction(f"{target!r} is not in play, so it cannot be attacked")
            enemies = [o for o in found if o.controller != player]
            return (enemies or found)[0]
        options = self.attackable(state, attacker)
        base = self.base_of(state, enemy)
        if base in options:
            return base
        return (
            yield self.choose_object(
                game, player, options, f"{attacker.label} attacks which unit?", attacker.label
            )
        )

    # ------------------------------------------------------------------ cards
    def draw_cards(self, game: Game, player: str, count: int) -> Procedure:
        """Draw from the top of the deck (1.12); an empty deck deals 3 damage per card (8.6)."""
        state = game.state
        if not state.zone_known(player, "deck"):
            game.log(
                f"{player} draws {plural(count, 'card')} (their deck is not listed in the "
                "scenario; if it runs out, each card not drawn deals 3 damage to their base)",
                ["1.12.1", "8.6.1"],
                kind="effect",
                player=player,
            )
            return
        deck = state.cards_in(player, "deck")
        drawn = deck[:count]
        for obj in drawn:
            state.move(obj, (player, "hand"))
        if drawn:
            game.log(
                f"{player} draws {plural(len(drawn), 'card')}",
                ["1.12.1"],
                kind="effect",
                player=player,
            )
        for _ in range(count - len(drawn)):
            base = self.base_of(state, player)
            game.log(f"{player}'s deck is empty: they cannot draw", ["8.6.1"], kind="effect")
            yield self.deal_damage(game, [(base, 3)], game.trace.depth)

    def search_and_play(self, game: Game, ctx: EffectContext, a: Any) -> Procedure:
        """Search the top N cards and play the chosen ones one at a time (8.25, 7.1.7)."""
        from engine.games.swu.verbs import search_fits

        state = game.state
        player = ctx.controller
        depth = game.trace.depth
        looked = state.cards_in(player, "deck")[: a.look]
        eligible = [o for o in looked if search_fits(o, a.filter)]
        limit = a.max_total_cost
        names = "; ".join(o.label for o in looked) or "no cards"
        game.log(
            f"{player} searches the top {len(looked)} cards of their deck: {names}",
            ["8.26.1"],
            kind="effect",
            player=player,
        )
        default: list[str] = []
        total = 0
        for o in eligible:
            c = o.definition.cost or 0
            if limit is None or total + c <= limit:
                default.append(o.label)
                total += c
        chosen_labels: list[str] = []
        if eligible:
            chosen_labels = yield ask(
                game,
                Decision(
                    kind="choose",
                    player=player,
                    prompt=f"{player}: which cards to play (combined cost {limit} or less)?",
                    options=[o.label for o in eligible],
                    rule="8.26.1",
                    default=default,
                    default_reason="as many eligible cards as fit, top of the deck first",
                    card=self.label(game, ctx.source),
                    multi=True,
                ),
                lambda labels: (
                    f"{player} chooses to play: {'; '.join(labels) if labels else 'nothing'}"
                ),
            )
        chosen = [next(o for o in eligible if o.label == lab) for lab in chosen_labels]
        spent = sum(o.definition.cost or 0 for o in chosen)
        if limit is not None and spent > limit:
            raise ImpossibleAction(f"the chosen cards cost {spent} in total, more than {limit}")
        rest = [o for o in looked if o not in chosen]
        for o in rest:
            state.move(o, (o.owner, "deck"), top=False)
        if rest:
            game.log(
                f"The {len(rest)} other searched cards go to the bottom of {player}'s deck",
                ["8.26.2"],
                kind="effect",
                player=player,
            )
        for o in chosen:
            state.move(o, (player, "hand"))
            game.open_window()
            yield self.play_card(game, player, o, free=a.free, depth=depth)
            nested = game.close_window()
            if nested:
                yield self.resolve_triggers(game, nested, depth + 1, ["7.1.6.e", "7.1.7", "7.6.11"])
            game.trace.depth = depth

    # ------------------------------------------------------------------ targets
    def choose_object(
        self, game: Game, player: str, options: list[CardObject], prompt: str, card: str
    ) -> Procedure:
        """One choice among objects (8.4.1), given answers checked first (the core's chooser)."""
        game.tick()
        return (yield from choose_object(game, player, options, prompt, card, "8.4.1"))
