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
from engine.core.choose import choose_object
from engine.core.decisions import Decision, GivenAnswer
from engine.core.errors import ImpossibleAction, ScenarioError
from engine.core.events import Event, PendingTrigger
from engine.core.game import Game, GameEnded, Procedure
from engine.core.not_modelled import log_not_modelled
from engine.core.result import GAME_OVER, Outcome
from engine.core.ruleset import EffectContext, Ruleset, ask
from engine.core.state import CardObject, GameState
from engine.games.swu import stats
from engine.games.swu.combat import CombatMixin
from engine.games.swu.reach import ReachMixin
from engine.games.swu.spec import ARENAS, EXTRA_EVENTS, SPEC
from engine.games.swu.tokens import token_definition
from engine.games.swu.turn import TurnMixin

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
STAND_IN_BASE = "Unnamed Base"
_ATTACH = re.compile(r"^Attach to an? (?P<words>[A-Za-z' -]+?) ?unit\.?$", re.I)
_ACTION_COST = re.compile(
    r"^(?:(?:C\s*=\s*)?(?P<n>\d+)(?: resources?)?|(?P<exhaust>exhaust)|(?P<force>use the force)"
    r"|(?P<sacrifice>defeat a friendly unit))$",
    re.I,
)


def zone_title(zone: tuple[str | None, str]) -> str:
    owner, name = zone
    words = {
        "ground_arena": "ground arena",
        "space_arena": "space arena",
        "discard": "discard pile",
        "resources": "resource zone",
        "leader": "leader zone",
    }.get(name, name)
    return f"{owner}'s {words}" if owner else words


def strip_reminder(text: str) -> str:
    return re.sub(r"\s*\([^()]*\)", "", text).strip()


def plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


class SwuRuleset(CombatMixin, TurnMixin, ReachMixin, Ruleset):
    game = "swu"
    spec = SPEC
    may_rule = "8.31.1"
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
            if o.zone[1] in ARENAS and o.attached_to is None and o.damage >= self.hp(o) > 0:
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
        if timing.name in ("attached_on_attack", "attached_when_defeated"):
            return obj.attached_to is not None and event.card == obj.attached_to
        if timing.name == "unit_defeated":
            return self.defeat_concerns(obj, ability, event)
        if timing.name in ("opponent_plays_card", "you_play_card"):
            return self.play_concerns(ability, event)
        return True

    def play_concerns(self, ability: AbilityDefinition, event: Event) -> bool:
        """ "When you play a unit / a Villainy card": the played card must fit the label."""
        m = re.search(
            r"plays? an? (\w+ )?(card|unit|event|upgrade)$",
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
        players = [p for p in state.initiative_order() if any(t.controller == p for t in triggers)]
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
                yield self.resolve_trigger(game, trigger, depth)
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
        yield self.resolve_ability(game, ctx)

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
            yield ask(
                game,
                Decision(
                    kind="may",
                    player=player,
                    prompt=f"{player}: {prompt}",
                    options=[True, False],
                    rule=rule,
                    default=True,
                    default_reason="optional abilities are shown as used",
                    card=obj.label,
                ),
                lambda used: f"{player} {yes if used else no}",
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

    # ------------------------------------------------------------------ playing cards
    def cost_to_pay(
        self, game: Game, player: str, obj: CardObject, how: dict[str, Any]
    ) -> tuple[int, list[str], list[str]]:
        """The modified cost (6.2.4): printed or alternative cost, aspect penalty, reductions."""
        d = obj.definition
        rules = ["6.2.4"]
        notes: list[str] = []
        cost = d.cost or 0
        if how.get("pilot"):
            cost = self.keyword_cost(obj, "piloting", cost)
            rules.append("7.5.17.a")
        if how.get("smuggle"):
            cost = self.keyword_cost(obj, "smuggle", cost)
            rules.append("7.5.14.a")
        missing = self.aspect_penalty(game.state, player, obj)
        if missing:
            cost += 2 * len(missing)
            rules.append("8.1.1")
            notes.append(f"aspect penalty +{2 * len(missing)} for {', '.join(missing)}")
        less = int(how.get("costs_less") or 0)
        if less:
            cost = max(0, cost - less)
            notes.append(f"{less} less")
            rules.append("8.14.5.a")
        return cost, rules, notes

    @staticmethod
    def keyword_cost(obj: CardObject, keyword: str, default: int) -> int:
        for ab in obj.definition.abilities:
            if ab.kind == "keyword" and ab.extra.get("keyword") == keyword:
                m = re.search(r"\[(?:C\s*=\s*)?(\d+)", ab.text)
                if m:
                    return int(m.group(1))
        return default

    def aspect_penalty(self, state: GameState, player: str, obj: CardObject) -> list[str]:
        """Aspect icons the player's leader and base do not provide (8.1.1); needs both named."""
        leaders = state.cards_in(player, "leader") + [
            u for u in self.units(state, player) if u.definition.type == "leader"
        ]
        base = state.cards_in(player, "base")
        if not leaders or not base or base[0].definition.name == STAND_IN_BASE:
            return []
        provided = list(base[0].definition.fields.get("aspects", []))
        provided += list(leaders[0].definition.fields.get("aspects", []))
        missing = []
        for aspect in obj.definition.fields.get("aspects", []):
            if aspect in provided:
                provided.remove(aspect)
            else:
                missing.append(aspect)
        return missing

    def pay(
        self,
        game: Game,
        player: str,
        obj: CardObject,
        cost: int,
        rules: list[str],
        notes: list[str],
        verb: str,
    ) -> None:
        """Exhaust ready resources (6.2.5, 1.7.2); unlisted resources are not checked."""
        state = game.state
        resources = state.cards_in(player, "resources")
        extra = f" ({'; '.join(notes)})" if notes else ""
        if not resources:
            game.log(
                f"{player} {verb} {obj.label}, paying {plural(cost, 'resource')}{extra} "
                "(resources not listed: not checked)",
                ["6.2", *rules, "6.2.5"],
                kind="action", player=player, card=obj.label,
            )  # fmt: skip
            return
        ready = [r for r in resources if not r.exhausted and r is not obj]
        if obj.zone == (player, "resources") and not obj.exhausted:
            ready.append(obj)  # a smuggled card can pay for itself (7.5.14.e)
        if len(ready) < cost:
            raise ImpossibleAction(
                f"{player} cannot play {obj.label}: it costs {cost} and {player} has only "
                f"{plural(len(ready), 'ready resource')} (6.2.5.a, 1.7.2)"
            )
        for r in ready[:cost]:
            r.exhausted = True
        game.log(
            f"{player} {verb} {obj.label}, exhausting {plural(cost, 'resource')}{extra} "
            f"({len(ready) - cost} ready left)",
            ["6.2", *rules, "6.2.5", "1.7.2"],
            kind="action", player=player, card=obj.label,
        )  # fmt: skip

    def play_card(
        self,
        game: Game,
        player: str,
        obj: CardObject,
        *,
        free: bool = False,
        depth: int = 0,
        how: dict[str, Any] | None = None,
    ) -> Procedure:
        """Play a Card (6.2): declare, check restrictions, pay, then into play or the discard pile."""
        how = dict(how or {})
        state = game.state
        d = obj.definition
        game.trace.depth = depth
        from_zone = obj.zone
        if how.get("exploit"):
            yield self.exploit(game, player, obj, how)
        if free:
            game.log(
                f"{player} plays {obj.label} for free",
                ["6.2", "6.2.4.d"],
                kind="action",
                player=player,
                card=obj.label,
            )
        else:
            cost, rules, notes = self.cost_to_pay(game, player, obj, how)
            self.pay(game, player, obj, cost, rules, notes, "plays")
        if from_zone[1] == "resources":
            obj.flags["played_via"] = "plot" if how.get("plot") else "smuggle"
            yield self.replace_resource(game, player, obj, how)
        if how.get("pilot"):
            yield self.play_upgrade(game, player, obj, how, pilot=True)
        elif d.type == "unit":
            arena = d.fields.get("arena", "ground") + "_arena"
            state.move(obj, (player, arena), top=False)
            obj.controller = player
            obj.exhausted = True
            obj.flags["entered_this_phase"] = True
            game.log(
                f"{obj.label} enters {zone_title((player, arena))} exhausted",
                ["6.2.6.a", "3.5.3", "4.3.1" if arena == "ground_arena" else "4.4.1"],
                kind="event",
                player=player,
                card=obj.label,
            )
            self.show_constants(game, obj, entering=True)
            game.emit(Event("card_played", player, obj.oid, {"cost": d.cost or 0}))
        elif d.type == "upgrade":
            yield self.play_upgrade(game, player, obj, how)
        elif d.type == "event":
            state.move(obj, (obj.owner, "discard"))
            game.log(
                f"{obj.label} goes to {obj.owner}'s discard pile, then its ability resolves",
                ["6.2.6.c", "7.4.2"],
                kind="event",
                player=player,
                card=obj.label,
            )
            game.emit(Event("card_played", player, obj.oid, {"cost": d.cost or 0}))
            for ab in d.abilities:
                if ab.kind == "event":
                    game.trace.depth = depth + 1
                    yield self.resolve_ability(
                        game, EffectContext(obj.oid, player, ab, None, depth=depth + 1)
                    )
        else:
            raise ImpossibleAction(
                f"{obj.label} is a {d.type}: a {d.type} is never played from a hand (3.4.2, 3.2)"
            )
        game.trace.depth = depth

    def exploit(self, game: Game, player: str, obj: CardObject, how: dict[str, Any]) -> Procedure:
        """Exploit X (7.5.16): defeat up to X friendly units, each making the card cost 2 less."""
        names = how["exploit"] if isinstance(how["exploit"], list) else [how["exploit"]]
        limit = stats.printed_keywords(obj).get("exploit", 0)
        if len(names) > limit:
            raise ImpossibleAction(
                f"{obj.label} has Exploit {limit}: it cannot defeat {len(names)} units"
            )
        victims = []
        for name in names:
            found = [u for u in self.units(game.state, player) if name.lower() in u.label.lower()]
            if not found:
                raise ImpossibleAction(f"Exploit: {player} controls no unit named {name!r}")
            victims.append(found[0])
        self.keyword_step(
            game, obj, "exploit",
            f"Exploit: {player} defeats {', '.join(v.label for v in victims)}, so {obj.label} "
            f"costs {2 * len(victims)} less",
            ["7.5.16.a", "7.5.16.c"],
        )  # fmt: skip
        how["costs_less"] = int(how.get("costs_less") or 0) + 2 * len(victims)
        yield self.defeat_units(game, victims, ["7.5.16.a", "7.5.16.d"])

    def replace_resource(
        self, game: Game, player: str, obj: CardObject, how: dict[str, Any]
    ) -> Procedure:
        """Smuggle and Plot replace the played resource with the deck's top card, exhausted (7.5.14.g)."""
        keyword = "plot" if how.get("plot") else "smuggle"
        top = game.state.cards_in(player, "deck")[:1]
        rule = "7.5.19.c" if keyword == "plot" else "7.5.14.g"
        if top:
            game.state.move(top[0], (player, "resources"), top=False)
            top[0].exhausted = True
            text = f"{keyword.title()}: {obj.label} is played from {player}'s resource zone; the top card of the deck replaces it, exhausted"
        else:
            text = f"{keyword.title()}: {obj.label} is played from {player}'s resource zone; the deck is empty, so nothing replaces it"
            rule = "7.5.14.h" if keyword == "smuggle" else rule
        self.keyword_step(game, obj, keyword, text, [rule])
        return
        yield

    def attach_restriction(self, obj: CardObject) -> tuple[AbilityDefinition, list[str]] | None:
        """The upgrade's "Attach to ..." play restriction (6.2.3.b), as its words."""
        for ab in obj.definition.abilities:
            m = _ATTACH.match(ab.text.strip())
            if m:
                return ab, m.group("words").split()
        return None

    def attach_ok(self, unit: CardObject, words: list[str], player: str) -> bool:
        """Whether ``unit`` fits the attach words ("friendly Unique", "Capital Ship or Transport")."""
        traits = {t.lower() for t in unit.definition.traits}
        checks = {
            "friendly": unit.controller == player,
            "enemy": unit.controller != player,
            "unique": bool(unit.definition.fields.get("unique")),
            "token": unit.token,
            "leader": unit.definition.type == "leader",
            "ground": unit.zone[1] == "ground_arena",
            "space": unit.zone[1] == "space_arena",
        }
        for alternative in " ".join(words).lower().split(" or "):
            ok = True
            rest: list[str] = []
            for w in alternative.split():
                negate = w.startswith("non-")
                key = w.removeprefix("non-")
                if key in checks:
                    ok = ok and checks[key] != negate
                elif negate:
                    ok = ok and key not in traits
                else:
                    rest.append(key)
            if rest and " ".join(rest) not in traits:
                ok = False
            if ok:
                return True
        return False

    def play_upgrade(
        self, game: Game, player: str, obj: CardObject, how: dict[str, Any], *, pilot: bool = False
    ) -> Procedure:
        """An upgrade (or a Piloting unit) goes into play attached to an eligible unit (6.2.6.b)."""
        state = game.state
        options = self.units(state)
        if pilot:
            options = [
                u for u in options
                if u.controller == player and "vehicle" in {t.lower() for t in u.definition.traits}
                and not any(a.flags.get("pilot") for a in stats.attached(state, u))
            ]  # fmt: skip
        restriction = self.attach_restriction(obj)
        if restriction:
            options = [u for u in options if self.attach_ok(u, restriction[1], player)]
        if not options:
            raise ImpossibleAction(
                f"{player} cannot play {obj.label}: no unit it can be attached to (8.18.2, 6.2.3.b)"
            )
        host = yield self.choose_object(
            game, player, options, f"{player}: attach {obj.label} to which unit?", obj.label
        )
        if restriction:
            game.log(
                f"{host.label} is eligible: {restriction[0].text.strip()}",
                ["6.2.3.b", "8.18.2"], kind="effect", card=obj.label, ability=restriction[0].id,
            )  # fmt: skip
        state.move(obj, host.zone, top=False)
        obj.controller = player
        if pilot:
            obj.flags["pilot"] = True
            self.keyword_step(
                game, obj, "piloting",
                f"Piloting: {obj.label} is played as a Pilot upgrade on {host.label}",
                ["7.5.17.a"],
            )  # fmt: skip
        self.attach_to(state, obj, host)
        game.log(
            f"{obj.label} is attached to {host.label} (now {self.power(host)}/{self.hp(host)})",
            ["6.2.6.b", "3.6.7"],
            kind="event",
            player=player,
            card=obj.label,
        )
        self.show_constants(game, obj, entering=True)
        game.emit(
            Event(
                "card_played", player, obj.oid, {"cost": obj.definition.cost or 0, "host": host.oid}
            )
        )

    def attach_to(self, state: GameState, upgrade: CardObject, host: CardObject) -> None:
        upgrade.attached_to = host.oid
        host.flags.setdefault("_upgrades", []).append(upgrade.oid)

    def detach(
        self, game: Game, upgrade: CardObject, to: tuple[str | None, str] | None = None
    ) -> None:
        """An upgrade leaves play: to its owner's discard pile (3.6.11), or where it is sent."""
        state = game.state
        host = state.objects.get(upgrade.attached_to) if upgrade.attached_to else None
        if host is not None and upgrade.oid in host.flags.get("_upgrades", []):
            host.flags["_upgrades"].remove(upgrade.oid)
        upgrade.attached_to = None
        upgrade.flags.pop("pilot", None)
        state.move(upgrade, to or (upgrade.owner, "discard"))

    # ------------------------------------------------------------------ tokens
    def create_token_unit(self, game: Game, player: str, name: str) -> Procedure:
        """Create a token unit (3.7): it enters play exhausted and is created, not played."""
        state = game.state
        d = token_definition(name)
        arena = d.fields["arena"] + "_arena"
        obj = state.create(d, player, (player, arena), token=True)
        obj.exhausted = True
        obj.flags["entered_this_phase"] = True
        rule = {
            "battle droid": "3.7.7", "clone trooper": "3.7.8", "tie fighter": "3.7.9",
            "x-wing": "3.7.10", "spy": "3.7.12", "mandalorian": "3.7.14",
        }[name.lower()]  # fmt: skip
        game.log(
            f"{player} creates a {d.name} token ({self.power(obj)}/{self.hp(obj)}) in their "
            f"{zone_title((None, arena))}, exhausted",
            ["3.7.2", rule],
            kind="effect",
        )
        game.emit(Event("token_created", player, obj.oid))
        return obj
        yield

    # ------------------------------------------------------------------ leaders and action abilities
    def use_action(self, game: Game, player: str, action: dict[str, Any]) -> Procedure:
        """Use an Action Ability (6.4): pay its cost, then resolve it; Epic Actions once a game."""
        state = game.state
        name = action.get("use") or action.get("deploy")
        found = [o for o in state.find(str(name)) if o.controller == player and self.in_play(o)]
        if not found:
            raise ImpossibleAction(f"{player} controls no card in play named {name!r} (6.4.1.c)")
        obj = found[0]
        abilities = [
            a for a in obj.definition.abilities
            if a.kind == "activated" and stats.side_active(obj, a)
        ]  # fmt: skip
        want = str(action.get("ability", "deploy" if "deploy" in action else "")).lower()
        if want == "deploy":
            chosen = [a for a in abilities if "deploy this leader" in a.text.lower()]
        elif want in ("epic", "epic action"):
            chosen = [a for a in abilities if a.timing == "epic_action"]
        elif want:
            chosen = [a for a in abilities if a.id == want or a.timing == want]
        else:
            chosen = [a for a in abilities if a.timing == "action"] or abilities
        if not chosen:
            raise ImpossibleAction(
                f"{obj.label} has no {want or 'action'} ability {player} can use now (6.4.1.b)"
            )
        ab = chosen[0]
        if ab.timing == "epic_action":
            if obj.flags.get("epic_used"):
                raise ImpossibleAction(
                    f"{obj.label}'s Epic Action was already used this game (7.2.4)"
                )
            obj.flags["epic_used"] = True
        cost_text = str(ab.extra.get("action_cost") or "")
        rules = ["6.4.1.a", "7.2.4" if ab.timing == "epic_action" else "7.2.1"]
        paid: list[str] = []
        victim: CardObject | None = None
        if cost_text:
            parts = [
                strip_reminder(p).strip("{} ")
                for p in cost_text.split(",")
                if strip_reminder(p).strip("{} ")
            ]
            unknown = [p for p in parts if not _ACTION_COST.match(p)]
            if unknown:
                game.log(
                    f"{player} uses {obj.label}'s Action ability; its cost ({cost_text}) is paid as printed",
                    [*rules, "6.4.5"], kind="action", player=player, card=obj.label,
                )  # fmt: skip
                log_not_modelled(game, obj, ab, why=f"action cost {cost_text!r} is not modelled")
                return
            for part in parts:
                m = _ACTION_COST.match(part)
                if m and m.group("exhaust"):
                    if obj.exhausted:
                        raise ImpossibleAction(
                            f"{obj.label} is exhausted, so it cannot pay the Exhaust cost (6.4.4.b)"
                        )
                    obj.exhausted = True
                    paid.append(f"exhausting {obj.label}")
                elif m and m.group("sacrifice"):
                    friendly = self.units(state, player)
                    if not friendly:
                        raise ImpossibleAction(
                            f"{player} controls no unit to defeat, so the cost cannot be paid (6.4.4.c)"
                        )
                    victim = yield self.choose_object(
                        game,
                        player,
                        friendly,
                        f"{player}: defeat which friendly unit to pay the cost?",
                        obj.label,
                    )
                    paid.append(f"defeating {victim.label}")
                elif m and m.group("force"):
                    if not self.has_force(state, player):
                        raise ImpossibleAction(f"{player} has no Force token to use (8.36.4)")
                    self.set_force(state, player, False)
                    paid.append("using the Force")
                elif m and m.group("n"):
                    n = int(m.group("n"))
                    ready = [r for r in state.cards_in(player, "resources") if not r.exhausted]
                    if state.cards_in(player, "resources") and len(ready) < n:
                        raise ImpossibleAction(
                            f"{player} cannot pay {plural(n, 'resource')} (1.7.2)"
                        )
                    for r in ready[:n]:
                        r.exhausted = True
                    paid.append(f"paying {plural(n, 'resource')}")
        how = f" ({', '.join(paid)})" if paid else ""
        title = "Epic Action" if ab.timing == "epic_action" else "Action ability"
        game.log(
            f"{player} uses {obj.label}'s {title}{how}",
            [*rules, "6.4.5"] if paid else rules,
            kind="action",
            player=player,
            card=obj.label,
        )
        if victim is not None:
            yield self.defeat_units(game, [victim], ["6.4.5", "1.8.9"])
        game.trace.depth = 1
        yield self.resolve_ability(game, EffectContext(obj.oid, player, ab, None, depth=1))
        game.trace.depth = 0

    def deploy(self, game: Game, leader: CardObject) -> Procedure:
        """Deploy a leader (3.4.4): flip it to its unit side and move it to its arena, ready."""
        state = game.state
        if leader.definition.type != "leader" or leader.zone[1] != "leader":
            game.log(
                f"{leader.label} is not a leader in the base zone: it cannot deploy",
                ["3.4.4"],
                kind="event",
            )
            return
        arena = leader.definition.fields.get("arena", "ground") + "_arena"
        state.move(leader, (leader.controller, arena), top=False)
        leader.exhausted = False
        leader.flags["deployed"] = True
        leader.flags["entered_this_phase"] = True
        game.log(
            f"{leader.label} deploys: it flips to its Leader Unit side and enters "
            f"{zone_title((leader.controller, arena))} ({self.power(leader)}/{self.hp(leader)})",
            ["3.4.4", "8.11.2"],
            kind="effect",
        )
        game.emit(Event("leader_deployed", leader.controller, leader.oid))
        return
        yield

    # ------------------------------------------------------------------ damage and defeat
    def check_lethal(self, game: Game) -> Procedure:
        """A unit whose HP dropped to its damage or below is defeated at once (8.14.7.e)."""
        dead = [u for u in self.units(game.state) if self.hp(u) <= u.damage]
        if dead:
            yield self.defeat_units(game, dead, ["8.14.7.e", "1.9.6"])

    def damage_step(self, game: Game, obj: CardObject, text: str, rules: list[str]) -> None:
        """A damage line: tagged with the resolving ability when one is running."""
        game.log(text, rules, kind="effect", card=None if game.acting else obj.label)

    def deal_damage(self, game: Game, hits: list[tuple[CardObject, int]], depth: int) -> Procedure:
        """Deal damage to several cards at once, then defeat what has no HP left (1.9)."""
        state = game.state
        game.trace.depth = depth
        for obj, amount in hits:
            if amount <= 0:
                continue
            if obj.counters.get("shield"):
                obj.counters["shield"] -= 1
                if not obj.counters["shield"]:
                    del obj.counters["shield"]
                self.damage_step(
                    game, obj,
                    f"{obj.label}'s Shield token prevents the {amount} damage and is defeated",
                    ["3.7.6", "1.9.9"],
                )  # fmt: skip
                continue
            obj.damage += amount
            self.damage_step(
                game,
                obj,
                f"{obj.label} takes {amount} damage ({obj.damage} of {self.hp(obj)} HP)",
                ["1.9.2"],
            )
        bases = [o for o, _ in hits if o.definition.type == "base" and o.damage >= self.hp(o)]
        if bases:
            losers = sorted({b.owner for b in bases})
            if len(losers) > 1:
                raise GameEnded(
                    Outcome(
                        GAME_OVER,
                        "Both bases are defeated at once: the game is a draw",
                        ["1.9.7", "5.6.3"],
                    )
                )
            loser = losers[0]
            winner = state.opponent(loser)
            game.log(
                f"{loser}'s base is defeated: {winner} wins the game",
                ["1.9.7", "5.6.1"],
                kind="outcome",
            )
            raise GameEnded(
                Outcome(GAME_OVER, f"{loser}'s base is defeated: {winner} wins", ["1.9.7", "5.6.1"])
            )
        dead = []
        for o, _ in hits:
            if (
                o.definition.type in ("unit", "leader")
                and o.zone[1] in ARENAS
                and o.damage >= self.hp(o)
                and o not in dead
            ):
                dead.append(o)
        if dead:
            yield self.defeat_units(game, dead, ["1.9.6"] + (["1.9.8"] if len(dead) > 1 else []))

    def after_damage(self, game: Game, hit: list[CardObject]) -> Procedure:
        """What damage placed outside ``deal_damage`` (indirect damage) leads to: 1.9.6, 1.9.7."""
        yield self.deal_damage(game, [(o, 0) for o in hit], game.trace.depth)

    def capture(self, game: Game, guard: CardObject, unit: CardObject) -> Procedure:
        """The captured unit leaves play to sit under its guard (8.32.1); tokens are set aside."""
        if unit.definition.type == "leader":
            game.log(
                f"{unit.label} is a leader unit: it is defeated instead", ["3.4.6"], kind="event"
            )
            yield self.defeat_units(game, [unit], ["3.4.6"])
            return
        yield self.leave_play(game, unit, (unit.owner, "captured"))
        if not unit.token:
            unit.flags["captured_by"] = guard.oid
            guard.flags.setdefault("_guarding", []).append(unit.oid)

    def rescue_all(self, game: Game, guard: CardObject) -> None:
        """A guard leaving play rescues what it guarded: back into play, exhausted (8.32.4)."""
        state = game.state
        for oid in guard.flags.pop("_guarding", []):
            unit = state.objects[oid]
            if unit.zone[1] != "captured":
                continue
            arena = unit.definition.fields.get("arena", "ground") + "_arena"
            state.move(unit, (unit.owner, arena), top=False)
            unit.controller = unit.owner
            unit.exhausted = True
            unit.flags.pop("captured_by", None)
            game.log(
                f"{unit.label} is rescued: it returns to {zone_title((unit.owner, arena))}, exhausted",
                ["8.32.4", "8.32.3"],
                kind="event",
            )

    def defeat_units(self, game: Game, units: list[CardObject], rules: list[str]) -> Procedure:
        """Defeat units together: their abilities see the defeat before they leave (7.6.4)."""
        for u in units:
            game.emit(Event("unit_defeated", u.controller, u.oid))
        for u in units:
            yield self.leave_play(game, u, (u.owner, "discard"), rules=rules)

    def leave_play(
        self,
        game: Game,
        u: CardObject,
        to: tuple[str | None, str],
        *,
        rules: list[str] | None = None,
    ) -> Procedure:
        """A unit leaves play: upgrades are defeated, tokens set aside, leaders go home (8.11.1)."""
        state = game.state
        for up in stats.attached(state, u):
            self.detach(game, up)
            game.log(
                f"{up.label} (attached to {u.label}) is defeated and goes to {up.owner}'s discard pile",
                ["3.6.11", "8.11.1"],
                kind="event",
            )
        u.flags.pop("_upgrades", None)
        self.rescue_all(game, u)
        u.damage = 0
        u.counters.clear()
        u.flags.pop("_mods", None)
        u.flags.pop("_kw", None)
        if u.definition.type == "leader":
            state.move(u, (u.owner, "leader"))
            u.exhausted = True
            u.flags.pop("deployed", None)
            game.log(
                f"{u.label} is defeated: it flips to its Leader side and returns to "
                f"{u.owner}'s base zone, exhausted",
                [*(rules or []), "3.4.5"],
                kind="event",
                card=u.label,
            )
            return
        if u.token:
            state.zones[u.zone].cards.remove(u.oid)
            u.zone = (u.owner, "set_aside")
            game.log(
                f"{u.label} (a token) leaves play and is set aside",
                [*(rules or []), "3.7.3"],
                kind="event",
            )
            return
        state.move(u, to)
        u.exhausted = False
        if rules is not None:
            game.log(
                f"{u.label} is defeated and goes to {u.owner}'s discard pile",
                [*rules, "3.5.4"],
                kind="event",
                card=u.label,
            )
        return
        yield

    # ------------------------------------------------------------------ cards
    def draw_cards(self, game: Game, player: str, count: int) -> Procedure:
        """Draw from the top of the deck (1.12); an empty deck deals 3 damage per card (8.6)."""
        state = game.state
        drawn = []
        for _ in range(count):
            deck = state.cards_in(player, "deck")
            if not deck:
                base = self.base_of(state, player)
                game.log(f"{player}'s deck is empty: they cannot draw", ["8.6.1"], kind="effect")
                yield self.deal_damage(game, [(base, 3)], game.trace.depth)
                continue
            state.move(deck[0], (player, "hand"))
            drawn.append(deck[0])
        if drawn:
            game.log(
                f"{player} draws {plural(len(drawn), 'card')}",
                ["1.12.1"],
                kind="effect",
                player=player,
            )

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
            ["8.25.1"],
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
                    rule="8.25.1",
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
                ["8.25.2"],
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
        return (yield choose_object(game, player, options, prompt, card, "8.4.1"))
