"""Star Wars: Unlimited: playing cards, attacks, damage and the triggered-ability queue.

Triggered abilities wait until the action that triggered them is complete (7.6.8);
when both players have some, the active player picks who resolves all of theirs
first (7.6.10); each player orders their own (7.6.9); anything triggered while one
resolves is a nested layer that is cleared before its siblings continue (7.6.11-12).
"""

from __future__ import annotations

from typing import Any

from engine.core.decisions import Decision, GivenAnswer
from engine.core.errors import ImpossibleAction
from engine.core.events import Event, PendingTrigger
from engine.core.game import Game, GameEnded, Procedure
from engine.core.result import GAME_OVER, Outcome
from engine.core.ruleset import EffectContext, Ruleset, ask
from engine.core.state import HIDDEN, PUBLIC, CardObject, GameState, Player, Zone

ARENAS = ("ground_arena", "space_arena")
IN_PLAY = (*ARENAS, "base", "leader")
ZONES = {
    "hand": HIDDEN,
    "deck": HIDDEN,
    "discard": PUBLIC,
    "resources": HIDDEN,
    "ground_arena": PUBLIC,
    "space_arena": PUBLIC,
    "base": PUBLIC,
    "leader": PUBLIC,
}
ZONE_WORDS = {
    "hand": "hand",
    "deck": "deck",
    "top of deck": "deck",
    "discard": "discard",
    "discard pile": "discard",
    "resources": "resources",
    "resource zone": "resources",
    "resource": "resources",
    "ground": "ground_arena",
    "ground arena": "ground_arena",
    "play": "ground_arena",
    "space": "space_arena",
    "space arena": "space_arena",
    "base": "base",
    "base zone": "base",
    "leader": "leader",
}
TIMING_NAMES = {
    "when_played": "When Played",
    "when_defeated": "When Defeated",
    "on_attack": "On Attack",
    "on_defense": "On Defense",
    "when_attack_ends": "When Attack Ends",
    "opponent_plays_card": "when an opponent plays a card",
}
STAND_IN_BASE = "Unnamed Base"


def zone_title(zone: tuple[str | None, str]) -> str:
    owner, name = zone
    words = {
        "ground_arena": "ground arena",
        "space_arena": "space arena",
        "discard": "discard pile",
        "resources": "resource zone",
    }.get(name, name)
    return f"{owner}'s {words}" if owner else words


class SwuRuleset(Ruleset):
    game = "swu"
    zones = ZONES
    default_cards = {"base": STAND_IN_BASE}

    def __init__(self) -> None:
        super().__init__()
        self.verbs.update(
            deal_damage=self.verb_deal_damage,
            defeat=self.verb_defeat,
            ready=self.verb_ready,
            give_experience=self.verb_give_experience,
            give_shield=self.verb_give_shield,
            search_and_play=self.verb_search_and_play,
            discard_from_deck=self.verb_discard_from_deck,
        )

    # ------------------------------------------------------------------ set-up
    def new_state(self, players: list[str], active: str) -> GameState:
        state = GameState("swu", [Player(p, p) for p in players], active)
        for p in players:
            for name, vis in ZONES.items():
                state.add_zone(Zone(name, p, vis))
        return state

    def zone_alias(self, words: str) -> str | None:
        return ZONE_WORDS.get(" ".join(words.lower().replace("_", " ").split()))

    def place(self, state: GameState, obj: CardObject) -> None:
        """Fix up an object placed by the scenario (labels for bases, arena checks)."""
        if obj.definition.type == "base":
            stand_in = obj.definition.name == STAND_IN_BASE
            obj.label = f"{obj.owner}'s base" + ("" if stand_in else f" ({obj.definition.name})")

    def check_placement(self, obj: CardObject, zone: str) -> str | None:
        """Why a card cannot start in a zone, or None."""
        kind = obj.definition.type
        if zone in ARENAS:
            if kind != "unit":
                return f"{obj.definition.full_name} is a {kind}, not a unit, so it cannot be in an arena"
            arena = obj.definition.fields.get("arena", "ground") + "_arena"
            if arena != zone:
                return f"{obj.definition.full_name} is a {arena.replace('_', ' ')} unit"
        if zone == "base" and kind != "base":
            return f"{obj.definition.full_name} is not a base"
        if kind == "base" and zone != "base":
            return f"{obj.definition.full_name} is a base; put it in the base zone"
        return None

    def finish_setup(self, state: GameState, catalog: Any) -> None:
        """Give every player a base (a stand-in when the scenario names none)."""
        stand_in = None
        for p in state.players:
            if not state.cards_in(p.id, "base"):
                stand_in = stand_in or catalog.get("swu", STAND_IN_BASE)
                obj = state.create(stand_in, p.id, (p.id, "base"))
                self.place(state, obj)

    # ------------------------------------------------------------------ queries
    @staticmethod
    def in_play(obj: CardObject) -> bool:
        return obj.zone[1] in IN_PLAY

    def units(self, state: GameState, controller: str | None = None) -> list[CardObject]:
        out = []
        for p in state.players:
            for arena in ARENAS:
                for o in state.cards_in(p.id, arena):
                    if controller is None or o.controller == controller:
                        out.append(o)
        return out

    def base_of(self, state: GameState, player: str) -> CardObject:
        return state.cards_in(player, "base")[0]

    @staticmethod
    def hp(obj: CardObject) -> int:
        return obj.stat("hp") + obj.counters.get("experience", 0)

    @staticmethod
    def power(obj: CardObject) -> int:
        return obj.stat("power") + obj.counters.get("experience", 0)

    @staticmethod
    def has_keyword(obj: CardObject, keyword: str) -> bool:
        return keyword.lower() in [k.lower() for k in obj.definition.fields.get("keywords", [])]

    def trigger_label(self, obj: CardObject, ability: Any) -> str:
        if ability.kind == "keyword":
            return f"{obj.label}: {ability.id.capitalize()}"
        return f"{obj.label}: {TIMING_NAMES.get(ability.timing, ability.timing or ability.id)}"

    # ------------------------------------------------------------------ triggers
    def collect_triggers(self, game: Game, event: Event) -> list[PendingTrigger]:
        """Abilities this event triggers, checked at the moment it happens (7.6.3, 7.6.4)."""
        state = game.state
        out: list[PendingTrigger] = []
        subject = state.objects.get(event.card) if event.card is not None else None
        listeners = self._listeners(game).get(event.kind, [])
        candidates = [subject] if subject is not None else []
        candidates += [state.objects[o] for o in listeners if subject is None or o != subject.oid]
        for obj in candidates:
            if not self.in_play(obj):
                continue
            for ab in obj.definition.abilities:
                controller = self._triggers(obj, ab, event, subject)
                if controller:
                    out.append(
                        PendingTrigger(
                            obj.oid, ab, controller, event, self.trigger_label(obj, ab), obj.label
                        )
                    )
        return out

    @staticmethod
    def _listeners(game: Game) -> dict[str, list[int]]:
        """Objects with an ability that can trigger on another card's event, by event kind.

        Abilities that only trigger on their own card are checked on the subject alone,
        so a long chain of "when this is defeated" abilities stays linear.
        """
        index = game.state.info.get("_listeners")
        if index is None or index[0] != len(game.state.objects):
            table: dict[str, list[int]] = {}
            for obj in game.state.objects.values():
                for ab in obj.definition.abilities:
                    trig = ab.trigger or {}
                    if ab.kind == "triggered" and trig.get("by", "any") != "self_card":
                        table.setdefault(str(trig.get("event")), []).append(obj.oid)
            index = (len(game.state.objects), table)
            game.state.info["_listeners"] = index
        return index[1]

    def _triggers(
        self, obj: CardObject, ab: Any, event: Event, subject: CardObject | None
    ) -> str | None:
        if ab.kind == "keyword":
            if ab.id in ("ambush", "shielded") and event.kind == "card_played" and subject is obj:
                return obj.controller
            return None
        if ab.kind != "triggered" or not ab.trigger:
            return None
        trig = ab.trigger
        if trig.get("event") != event.kind:
            return None
        by = trig.get("by", "any")
        if by == "self_card":
            return obj.controller if subject is obj else None
        if by == "opponent":
            return obj.controller if event.player not in (None, obj.controller) else None
        if by == "friendly":
            return obj.controller if event.player == obj.controller else None
        if by == "other":
            return obj.controller if subject is not obj else None
        return obj.controller

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
        if t.ability.kind == "keyword":
            yield self.resolve_keyword(game, t)
            return
        if t.ability.modelled != "modelled":
            game.log(
                f"{obj.label}: this ability is not modelled; resolve it as printed",
                ["TJ-3"],
                kind="not_modelled",
                card=obj.label,
            )
            game.note(f"{t.label} is not modelled: resolve it as printed")
            return
        if t.ability.optional:
            use = yield ask(
                game,
                Decision(
                    kind="may",
                    player=t.controller,
                    prompt=f"{t.controller}: use {t.label}?",
                    options=[True, False],
                    rule="7.6.7",
                    default=True,
                    default_reason="optional abilities are shown as used",
                    card=obj.label,
                ),
                lambda yes: f"{t.controller} {'uses' if yes else 'declines'} {t.label}",
            )
            if not use:
                return
        ctx = EffectContext(t.source, t.controller, t.ability, t.event, depth=depth + 1)
        yield self.run_effect(game, ctx)

    def resolve_keyword(self, game: Game, t: PendingTrigger) -> Procedure:
        state = game.state
        obj = state.objects[t.source]
        if t.ability.id == "shielded":
            obj.counters["shield"] = obj.counters.get("shield", 0) + 1
            game.log(
                f"{obj.label} gets a Shield token", ["7.5.12.a"], kind="effect", card=obj.label
            )
            return
        # Ambush (7.5.5.a): may attack an enemy unit it can attack, even while exhausted.
        if not self.in_play(obj):
            game.log(
                f"{obj.label} is no longer in play, so Ambush cannot attack",
                ["7.5.5.a", "1.3.2"],
                kind="effect",
                card=obj.label,
            )
            return
        arena = obj.zone[1]
        enemies = [
            u for u in self.units(state, state.opponent(obj.controller)) if u.zone[1] == arena
        ]
        if not enemies:
            game.log(
                f"{obj.label}: no enemy unit in its arena, so Ambush does nothing",
                ["7.5.5.a"],
                kind="effect",
                card=obj.label,
            )
            return
        use = yield ask(
            game,
            Decision(
                kind="may",
                player=obj.controller,
                prompt=f"{obj.controller}: attack with {obj.label} using Ambush?",
                options=[True, False],
                rule="7.5.5.a",
                default=True,
                default_reason="optional abilities are shown as used",
                card=obj.label,
            ),
            lambda yes: (
                f"{obj.controller} {'attacks' if yes else 'does not attack'} with {obj.label} (Ambush)"
            ),
        )
        if not use:
            return
        target = yield self.choose_object(
            game,
            obj.controller,
            enemies,
            f"{obj.label} (Ambush) attacks which enemy unit?",
            obj.label,
        )
        yield self.attack(
            game, obj.controller, obj, target, ignore_exhausted=True, depth=game.trace.depth
        )

    # ------------------------------------------------------------------ actions
    def perform(self, game: Game, action: dict[str, Any]) -> Procedure:
        """Run one top-level action and then the abilities it triggered (7.6.8)."""
        state = game.state
        player = action["player"]
        if player != state.active:
            state.active = player
        game.trace.depth = 0
        if action.get("target") is not None:
            card = action.get("play") or action.get("attack")
            game.answers.given.insert(
                0, GivenAnswer(action["target"], kind="target", player=player, card=card)
            )
        game.open_window()
        if "play" in action:
            obj = self.object_for_play(game, player, action["play"])
            yield self.play_card(game, player, obj, free=bool(action.get("free")), depth=0)
        elif "attack" in action:
            attacker = self.object_in_play(game, player, action["attack"])
            target = self.attack_target(game, player, attacker, action.get("target"))
            game.answers.given = [
                g
                for g in game.answers.given
                if not (g.kind == "target" and g.card == action["attack"])
            ]
            yield self.attack(game, player, attacker, target, depth=0)
        else:
            verb = action.get("verb", "?")
            raise ImpossibleAction(
                f"could not read {verb!r} in {action.get('text', verb)!r}: "
                "Star Wars: Unlimited actions are 'plays' and 'attacks'"
            )
        triggers = game.close_window()
        if triggers:
            yield self.resolve_triggers(game, triggers, 1, ["7.6.8"])

    def object_for_play(self, game: Game, player: str, name: str) -> CardObject:
        state = game.state
        found = [o for o in state.find(name) if o.owner == player or o.controller == player]
        in_hand = [o for o in found if o.zone == (player, "hand")]
        if in_hand:
            return in_hand[0]
        if found:
            o = found[0]
            raise ImpossibleAction(
                f"{player} cannot play {o.label}: it is in {zone_title(o.zone)}, not in {player}'s hand"
            )
        raise ImpossibleAction(f"{player} cannot play {name!r}: no such card in {player}'s hand")

    def object_in_play(self, game: Game, player: str, name: str) -> CardObject:
        found = [o for o in game.state.find(name) if o.zone[1] in ARENAS]
        if not found:
            raise ImpossibleAction(f"{name!r} is not a unit in play, so it cannot attack")
        mine = [o for o in found if o.controller == player]
        if not mine:
            raise ImpossibleAction(
                f"{player} does not control {found[0].label}, so it cannot attack with it (6.3.0.b)"
            )
        return mine[0]

    def attack_target(
        self, game: Game, player: str, attacker: CardObject, target: str | None
    ) -> CardObject:
        state = game.state
        enemy = state.opponent(player)
        if target is None or target.lower().strip() in (
            "base",
            "their base",
            f"{enemy.lower()}'s base",
            "enemy base",
        ):
            return self.base_of(state, enemy)
        found = [o for o in state.find(target) if self.in_play(o)]
        if not found:
            raise ImpossibleAction(f"{target!r} is not in play, so it cannot be attacked")
        return found[0]

    def play_card(
        self, game: Game, player: str, obj: CardObject, *, free: bool = False, depth: int = 0
    ) -> Procedure:
        """Play a Card (6.2): pay, then into play (units) or the discard pile (events)."""
        state = game.state
        d = obj.definition
        cost = d.cost or 0
        game.trace.depth = depth
        if free:
            game.log(
                f"{player} plays {obj.label} for free",
                ["6.2", "6.2.3.d"],
                kind="action",
                player=player,
                card=obj.label,
            )
        else:
            game.log(
                f"{player} plays {obj.label}, paying {cost} resources",
                ["6.2", "6.2.4"],
                kind="action",
                player=player,
                card=obj.label,
            )
        if d.type == "unit":
            arena = d.fields.get("arena", "ground") + "_arena"
            state.move(obj, (player, arena), top=False)
            obj.controller = player
            obj.exhausted = True
            game.log(
                f"{obj.label} enters {zone_title((player, arena))} exhausted",
                ["6.2.5.a", "3.5.3", "4.3.1" if arena == "ground_arena" else "4.4.1"],
                kind="event",
                player=player,
                card=obj.label,
            )
            game.emit(Event("card_played", player, obj.oid, {"cost": cost}))
        elif d.type == "event":
            state.move(obj, (obj.owner, "discard"))
            game.log(
                f"{obj.label} goes to {obj.owner}'s discard pile, then its ability resolves",
                ["6.2.5.c", "7.4.2"],
                kind="event",
                player=player,
                card=obj.label,
            )
            game.emit(Event("card_played", player, obj.oid, {"cost": cost}))
            for ab in d.abilities:
                if ab.kind == "event":
                    game.trace.depth = depth + 1
                    if ab.modelled != "modelled":
                        game.log(
                            f"{obj.label}: its ability is not modelled; resolve it as printed",
                            ["TJ-3"],
                            kind="not_modelled",
                            card=obj.label,
                        )
                        game.note(f"{obj.label} is not modelled: resolve it as printed")
                        continue
                    yield self.run_effect(
                        game, EffectContext(obj.oid, player, ab, None, depth=depth + 1)
                    )
        else:
            raise ImpossibleAction(f"playing a {d.type} ({obj.label}) is not modelled yet")
        game.trace.depth = depth

    def attack(
        self,
        game: Game,
        player: str,
        attacker: CardObject,
        target: CardObject,
        *,
        ignore_exhausted: bool = False,
        depth: int = 0,
    ) -> Procedure:
        """Attack With a Unit (6.3), with its two timing points for triggered abilities."""
        state = game.state
        if attacker.controller != player or attacker.zone[1] not in ARENAS:
            raise ImpossibleAction(f"{player} cannot attack with {attacker.label} (6.3.0.b)")
        if attacker.exhausted and not ignore_exhausted:
            raise ImpossibleAction(f"{attacker.label} is exhausted, so it cannot attack (6.3.0.b)")
        if target.controller == player:
            raise ImpossibleAction(f"{player} cannot attack their own {target.label} (6.3.0.b)")
        if target.definition.type == "unit" and target.zone[1] != attacker.zone[1]:
            raise ImpossibleAction(
                f"{attacker.label} cannot attack {target.label}: they are in different arenas (6.3.2.a)"
            )
        game.trace.depth = depth
        game.log(
            f"{player} attacks {target.label} with {attacker.label}",
            ["6.3"],
            kind="action",
            player=player,
            card=attacker.label,
        )
        attacker.exhausted = True
        game.log(
            f"{attacker.label} is exhausted; the attack begins",
            ["6.3.3"],
            kind="event",
            card=attacker.label,
        )
        game.open_window()
        game.emit(Event("attack_declared", player, attacker.oid, {"defender": target.oid}))
        waiting = game.close_window()
        if waiting:
            yield self.resolve_triggers(game, waiting, depth + 1, ["6.3.3.b", "7.6.8"])
        game.trace.depth = depth
        if not self.in_play(attacker):
            game.log(f"{attacker.label} has left play: no combat damage", ["6.3.4.b"], kind="event")
            return
        defender_gone = not self.in_play(target)
        overwhelm = self.has_keyword(attacker, "overwhelm")
        if defender_gone and not overwhelm:
            game.log(f"{target.label} has left play: no combat damage", ["6.3.4.c"], kind="event")
            return
        game.open_window()
        hits: list[tuple[CardObject, int]] = []
        atk_power = self.power(attacker)
        if target.definition.type == "base":
            hits.append((target, atk_power))
        else:
            if defender_gone:
                hits.append((self.base_of(state, target.controller), atk_power))
            else:
                remaining = self.hp(target) - target.damage
                if overwhelm and atk_power > remaining and not target.counters.get("shield"):
                    hits.append((target, remaining))
                    hits.append((self.base_of(state, target.controller), atk_power - remaining))
                else:
                    hits.append((target, atk_power))
                hits.append((attacker, self.power(target)))
        rules = ["6.3.5"] + (
            ["7.5.7.a"] if overwhelm and len(hits) > 2 or (overwhelm and defender_gone) else []
        )
        game.log(
            "Combat damage is dealt by both units at the same time"
            if len(hits) > 1
            else "Combat damage is dealt",
            rules,
            kind="event",
        )
        yield self.deal_damage(game, hits, depth + 1)
        game.emit(Event("attack_ended", player, attacker.oid, {"defender": target.oid}))
        waiting = game.close_window()
        if waiting:
            yield self.resolve_triggers(game, waiting, depth + 1, ["6.3.5.e", "7.6.8"])
        game.trace.depth = depth

    # ------------------------------------------------------------------ damage and defeat
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
                game.log(
                    f"{obj.label}'s Shield token prevents the {amount} damage and is defeated",
                    ["1.9.2"],
                    kind="effect",
                    card=obj.label,
                )
                continue
            obj.damage += amount
            game.log(
                f"{obj.label} takes {amount} damage ({obj.damage} of {self.hp(obj)} HP)",
                ["1.9.2"],
                kind="effect",
                card=obj.label,
            )
        bases = [o for o, _ in hits if o.definition.type == "base" and o.damage >= self.hp(o)]
        if bases:
            losers = sorted({b.owner for b in bases})
            if len(losers) > 1:
                raise GameEnded(
                    Outcome(
                        GAME_OVER,
                        "Both bases are defeated at once: the game is a draw",
                        ["1.9.7", "5.6.1"],
                    )
                )
            loser = losers[0]
            winner = state.opponent(loser)
            game.log(
                f"{loser}'s base is defeated: {winner} wins the game",
                ["1.9.7", "3.2.5", "5.6.1"],
                kind="outcome",
            )
            raise GameEnded(
                Outcome(GAME_OVER, f"{loser}'s base is defeated: {winner} wins", ["1.9.7", "5.6.1"])
            )
        dead = []
        for o, _ in hits:
            if (
                o.definition.type == "unit"
                and self.in_play(o)
                and o.damage >= self.hp(o)
                and o not in dead
            ):
                dead.append(o)
        if dead:
            yield self.defeat_units(game, dead, ["1.9.6"] + (["1.9.8"] if len(dead) > 1 else []))

    def defeat_units(self, game: Game, units: list[CardObject], rules: list[str]) -> Procedure:
        """Defeat units together: their abilities see the defeat before they leave (7.6.4)."""
        state = game.state
        for u in units:
            game.emit(Event("unit_defeated", u.controller, u.oid))
        for u in units:
            state.move(u, (u.owner, "discard"))
            u.damage = 0
            u.exhausted = False
            u.counters.clear()
            game.log(
                f"{u.label} is defeated and goes to {u.owner}'s discard pile",
                [*rules, "3.5.4"],
                kind="event",
                card=u.label,
            )
        return
        yield  # a procedure

    # ------------------------------------------------------------------ targets
    def candidates(self, game: Game, ctx: EffectContext, spec: Any) -> list[CardObject]:
        state = game.state
        if isinstance(spec, str):
            if spec == "self":
                return [state.objects[ctx.source]]
            if spec == "event_player_base" and ctx.event is not None and ctx.event.player:
                return [self.base_of(state, ctx.event.player)]
            if spec == "opponent_base":
                return [self.base_of(state, state.opponent(ctx.controller))]
            if spec == "friendly_base":
                return [self.base_of(state, ctx.controller)]
            raise ValueError(f"unknown target {spec!r}")
        if "choose" in spec:
            out: list[CardObject] = []
            for part in spec["choose"]:
                out.extend(o for o in self.candidates(game, ctx, part) if o not in out)
            return out
        if "unit" in spec:
            f = spec["unit"] or {}
            who = f.get("controller", "any")
            controller = {
                "opponent": state.opponent(ctx.controller),
                "friendly": ctx.controller,
                "event_player": ctx.event.player if ctx.event else None,
            }.get(who)
            if "named" in f:
                units = [o for o in state.find(f["named"]) if o.zone[1] in ARENAS]
                if who != "any":
                    units = [u for u in units if u.controller == controller]
            else:
                units = self.units(state, controller if who != "any" else None)
            if who == "any":
                # Enemy units first: the order a person scans the table in.
                units.sort(key=lambda o: o.controller == ctx.controller)
            if "arena" in f:
                units = [u for u in units if u.zone[1] == f["arena"] + "_arena"]
            if f.get("non_leader"):
                units = [u for u in units if u.definition.type != "leader"]
            if "aspect" in f:
                units = [u for u in units if f["aspect"] in u.definition.fields.get("aspects", [])]
            if f.get("other"):
                units = [u for u in units if u.oid != ctx.source]
            return units
        raise ValueError(f"unknown target spec {spec!r}")

    def choose_target(self, game: Game, ctx: EffectContext, spec: Any, what: str) -> Procedure:
        options = self.candidates(game, ctx, spec)
        source = game.state.objects[ctx.source].label
        if not options:
            game.log(
                f"{source}: there is no legal target to {what}, so that part does nothing",
                ["1.3.2"],
                kind="effect",
                card=source,
            )
            return None
        return (
            yield self.choose_object(
                game, ctx.controller, options, f"{source}: choose a target to {what}", source
            )
        )

    def choose_object(
        self, game: Game, player: str, options: list[CardObject], prompt: str, card: str
    ) -> Procedure:
        if len(options) == 1:
            self._check_named_target(game, player, options[0], card)
            return options[0]
        labels = [o.label for o in options]
        label = yield ask(
            game,
            Decision(
                kind="target",
                player=player,
                prompt=prompt,
                options=labels,
                rule="8.4.1",
                default=labels[0],
                default_reason="the first legal target listed",
                card=card,
            ),
            lambda lab: f"{player} chooses {lab}",
        )
        return options[labels.index(label)]

    @staticmethod
    def _check_named_target(game: Game, player: str, only: CardObject, card: str) -> None:
        """A target the scenario named must be the only legal one when there is just one."""
        from engine.core.decisions import _norm

        for g in game.answers.given:
            if g.used or g.kind != "target" or g.player != player:
                continue
            if g.card and _norm(g.card) not in _norm(card):
                continue
            g.used = True
            if _norm(str(g.value)) not in _norm(only.label):
                raise ImpossibleAction(
                    f"{g.value!r} is not a legal target for {card}; the only legal target is {only.label}"
                )
            return

    # ------------------------------------------------------------------ verbs
    def verb_deal_damage(self, game: Game, ctx: EffectContext, step: dict[str, Any]) -> Procedure:
        if not self._condition(game, ctx, step.get("only_if")):
            game.log(
                f"{self.label(game, ctx.source)}: the condition is not met, so no damage is dealt",
                ["1.3.2"],
                kind="effect",
            )
            return
        amount = self._amount(game, ctx, step.get("amount", 0))
        target = yield self.choose_target(game, ctx, step["target"], f"deal {amount} damage to")
        if target is None:
            return
        yield self.deal_damage(game, [(target, amount)], game.trace.depth)

    def verb_defeat(self, game: Game, ctx: EffectContext, step: dict[str, Any]) -> Procedure:
        target = yield self.choose_target(game, ctx, step["target"], "defeat")
        if target is None:
            return
        yield self.defeat_units(game, [target], ["3.5.4"])

    def verb_ready(self, game: Game, ctx: EffectContext, step: dict[str, Any]) -> Procedure:
        target = yield self.choose_target(game, ctx, step["target"], "ready")
        if target is None:
            return
        target.exhausted = False
        game.log(f"{target.label} is readied", ["1.3.2"], kind="effect", card=target.label)
        game.emit(Event("unit_readied", ctx.controller, target.oid))

    def verb_give_experience(
        self, game: Game, ctx: EffectContext, step: dict[str, Any]
    ) -> Procedure:
        target = yield self.choose_target(game, ctx, step["target"], "give an Experience token to")
        if target is None:
            return
        target.counters["experience"] = target.counters.get("experience", 0) + 1
        game.log(
            f"{target.label} gets an Experience token (+1/+1)",
            ["1.3.2"],
            kind="effect",
            card=target.label,
        )

    def verb_give_shield(self, game: Game, ctx: EffectContext, step: dict[str, Any]) -> Procedure:
        target = yield self.choose_target(game, ctx, step["target"], "give a Shield token to")
        if target is None:
            return
        target.counters["shield"] = target.counters.get("shield", 0) + 1
        game.log(f"{target.label} gets a Shield token", ["1.3.2"], kind="effect", card=target.label)

    def verb_discard_from_deck(
        self, game: Game, ctx: EffectContext, step: dict[str, Any]
    ) -> Procedure:
        state = game.state
        deck = state.cards_in(ctx.controller, "deck")[: int(step.get("count", 1))]
        if not deck:
            game.log(
                f"{ctx.controller}'s deck is empty: nothing is discarded", ["1.3.2"], kind="effect"
            )
        for o in deck:
            state.move(o, (o.owner, "discard"))
            game.log(
                f"{ctx.controller} discards {o.label} from the top of their deck",
                ["1.3.2"],
                kind="effect",
                card=o.label,
            )
        if step.get("remember"):
            ctx.memory[step["remember"]] = [o.oid for o in deck]
        return
        yield  # a procedure

    def verb_search_and_play(
        self, game: Game, ctx: EffectContext, step: dict[str, Any]
    ) -> Procedure:
        """Search the top N cards and play the chosen ones one at a time (8.26, 7.1.7)."""
        state = game.state
        player = ctx.controller
        depth = game.trace.depth
        looked = state.cards_in(player, "deck")[: int(step.get("look", 10))]
        f = step.get("filter", {})
        eligible = [
            o
            for o in looked
            if ("type" not in f or o.definition.type == f["type"])
            and ("aspect" not in f or f["aspect"] in o.definition.fields.get("aspects", []))
        ]
        limit = step.get("max_total_cost")
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
            yield self.play_card(game, player, o, free=bool(step.get("free")), depth=depth)
            nested = game.close_window()
            if nested:
                yield self.resolve_triggers(game, nested, depth + 1, ["7.1.6.e", "7.1.7", "7.6.11"])
            game.trace.depth = depth

    # ------------------------------------------------------------------ helpers
    def _amount(self, game: Game, ctx: EffectContext, spec: Any) -> int:
        if isinstance(spec, int):
            return spec
        if (
            isinstance(spec, dict)
            and "event_card" in spec
            and ctx.event
            and ctx.event.card is not None
        ):
            card = game.state.objects[ctx.event.card]
            if spec["event_card"] == "cost":
                return int(ctx.event.data.get("cost", card.definition.cost or 0))
        raise ValueError(f"unknown amount {spec!r}")

    @staticmethod
    def _condition(game: Game, ctx: EffectContext, cond: dict[str, Any] | None) -> bool:
        """``only_if: {remembered: key, not_type: unit}``: an earlier step found such cards."""
        if not cond:
            return True
        if "remembered" in cond:
            oids = ctx.memory.get(cond["remembered"]) or []
            if not oids:
                return False
            if "not_type" in cond:
                return all(game.state.objects[o].definition.type != cond["not_type"] for o in oids)
            return True
        return True
