"""Steps, atomic actions and reactions (6.1, 6.3, 4.4).

A step is applied all at once: its atomic actions (one per object, 6.1.e) happen
simultaneously (6.1.f) and become one event. Right after, a reaction-activating step
(6.3.g) puts one Emblem-Reaction in Limbo per activation. Self-move reactions are looked
for after the event (6.3.d); every other reaction must have existed and worked before
it (6.3.e). A reaction activates at most 100 times a day (6.3.l).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.core.cards import AbilityDefinition, CardDefinition
from engine.core.decisions import Decision
from engine.core.game import Game, GameEnded, Procedure
from engine.core.result import LOOP, Outcome
from engine.core.ruleset import EffectContext, ask
from engine.core.state import CardObject, GameState

from .zones import EXPEDITIONS, IN_PLAY, LIMBO

CAP = 100
SELF_MOVE = ("join", "played", "to_reserve")
TRIGGER_WORDS = {
    "when_joins": "when I join play",
    "when_played_from_hand": "when I am played from Hand",
    "when_played_from_reserve": "when I am played from Reserve",
    "when_leaves_landmarks": "when I leave the Landmark zone",
    "at_noon": "at Noon",
    "at_dusk": "at Dusk",
    "at_night": "at Night",
}
# What each declared timing waits for, when an ability carries no trigger of its own.
TIMING_TRIGGERS: dict[str, dict[str, Any]] = {
    "when_joins": {"event": "join", "self": True},
    "when_played_from_hand": {"event": "played", "from": "hand", "self": True},
    "when_played_from_reserve": {"event": "played", "from": "reserve", "self": True},
    "when_leaves_landmarks": {"event": "leave", "zone": "landmarks", "self": True},
    "at_noon": {"event": "phase", "phase": "noon"},
    "at_dusk": {"event": "phase", "phase": "dusk"},
    "at_night": {"event": "phase", "phase": "night"},
}


def trigger_of(ab: AbilityDefinition) -> dict[str, Any]:
    """The ability's trigger: its own, or the one its declared timing implies."""
    return ab.trigger or TIMING_TRIGGERS.get(ab.timing, {})


@dataclass
class Atomic:
    """One atomic action of a step: one object moved, created, changed; or a phase event."""

    kind: str  # move | create | status | counter | exhaust | phase | pay
    oid: int | None = None
    dest: tuple[str | None, str] | None = None
    text: str = ""
    data: dict[str, Any] = field(default_factory=dict)
    src: tuple[str | None, str] | None = None  # filled in when applied


@dataclass
class Working:
    """A non-self-move reaction that exists and works before a step (6.3.e)."""

    oid: int
    ability: AbilityDefinition
    controller: str
    zone: tuple[str | None, str]
    incarnation: int


def incarnation(obj: CardObject) -> int:
    return int(obj.flags.get("_moves", 0))


def trigger_words(ab: AbilityDefinition) -> str:
    """How the trace names a reaction's trigger: its symbol's meaning or its printed words."""
    printed = (ab.trigger or {}).get("printed")
    return TRIGGER_WORDS.get(ab.timing) or (printed[0].lower() + printed[1:] if printed else ab.id)


def self_move(ab: AbilityDefinition) -> bool:
    """A reaction to its own object entering a visible zone (6.3.c)."""
    trig = trigger_of(ab)
    return bool(trig.get("self")) and trig.get("event") in SELF_MOVE


def type_matches(card_type: str, want: str | None) -> bool:
    """A trigger's card type: "character" includes tokens, "permanent" both kinds of Permanent."""
    if want is None or card_type == want:
        return True
    if want == "character":
        return card_type == "token"
    if want == "permanent":
        return card_type in ("landmark_permanent", "expedition_permanent")
    return False


def gone(obj: CardObject) -> bool:
    return bool(obj.flags.get("_gone"))


class StepsMixin:
    """Step application, reaction activation and reaction checking for AlteredRuleset."""

    # -- moving ----------------------------------------------------------------
    def move_object(self, state: GameState, obj: CardObject, dest: tuple[str | None, str]) -> str:
        """Move one object; a zone change makes a new object (2.1.d). Returns a note, if any.

        A note is "text|rule": a token ceasing to exist (2.1.e), a Fleeting object
        discarded instead of going to Reserve (2.4.6.d), a Seasoned one keeping its
        boosts (7.4.6.b).
        """
        src = obj.zone
        same_zone = src[1] in EXPEDITIONS and dest[1] in EXPEDITIONS
        if obj.token and src[1] in EXPEDITIONS and dest[1] not in EXPEDITIONS:
            state.cease(obj)
            return "a token leaving the Expedition zone ceases to exist|2.1.e"
        note = ""
        keep: dict[str, int] = {}
        if src[1] in EXPEDITIONS and dest[1] == "reserve":
            if "Fleeting" in obj.flags.get("statuses", []):
                dest = (dest[0], "discard")
                note = "it is Fleeting, so it is discarded instead of going to Reserve|2.4.6.d"
            elif obj.counters.get("boost") and self.has_keyword(obj, "seasoned"):
                keep = {"boost": obj.counters["boost"]}
                note = f"it is Seasoned, so it keeps its {keep['boost']} boosts as it goes to Reserve|7.4.6.b|seasoned"
        state.move(obj, dest, top=dest[1] == "deck")
        if not same_zone:
            obj.flags["_moves"] = incarnation(obj) + 1
            obj.counters.clear()
            obj.counters.update(keep)
            obj.flags.pop("statuses", None)
            obj.exhausted = dest[1] == "mana"
            if dest[0] is not None:
                obj.controller = dest[0]
        return note

    @staticmethod
    def keyword_of(obj: CardObject, name: str) -> AbilityDefinition | None:
        for ab in obj.definition.abilities:
            if ab.kind == "keyword" and str(ab.extra.get("keyword", "")).lower() == name:
                return ab
        return None

    def has_keyword(self, obj: CardObject, name: str) -> bool:
        return self.keyword_of(obj, name) is not None

    # -- reactions that work before a step ---------------------------------------
    def working_reactions(self, state: GameState) -> list[Working]:
        out = []
        for obj in state.objects.values():
            if gone(obj):
                continue
            in_play = obj.zone[1] in IN_PLAY or obj.zone[1] == "hero"
            in_reserve = obj.zone[1] == "reserve" and not obj.exhausted  # 2.2.11.i-j
            if not (in_play or in_reserve):
                continue
            for ab in obj.definition.abilities:
                if ab.kind != "reaction" or self_move(ab):
                    continue
                if bool(ab.extra.get("support")) != in_reserve:
                    continue
                out.append(Working(obj.oid, ab, obj.controller, obj.zone, incarnation(obj)))
        return out

    # -- one step ----------------------------------------------------------------
    def step(
        self,
        game: Game,
        text: str,
        rules: list[str],
        atomics: list[Atomic],
        *,
        player: str | None = None,
        card: str | None = None,
    ) -> Procedure:
        """Apply a step's atomic actions together, then run its reaction-activating step."""
        state = game.state
        before = self.working_reactions(state)
        many = len(atomics) > 1
        extra = ["6.1.e", "6.1.f"] if many else []
        if many:
            text += f" ({len(atomics)} atomic actions, all at the same time)"
        game.log(text, [*rules, *extra], kind="effect", player=player, card=card)
        depth = game.trace.depth
        notes = []
        for a in atomics:
            if a.kind == "create":
                obj = state.create(a.data["definition"], a.data["owner"], a.dest, token=True)  # type: ignore[arg-type]
                a.oid = obj.oid
                a.text = a.text.format(label=obj.label)
            elif a.oid is not None and a.kind == "move":
                obj = state.objects[a.oid]
                a.src = obj.zone
                if a.kind == "move":
                    note = self.move_object(state, obj, a.dest)  # type: ignore[arg-type]
                    if note:
                        notes.append((obj.label, note))
                    if a.data.get("exhausted"):
                        obj.exhausted = True
                    if a.data.get("statuses"):
                        obj.flags["statuses"] = list(a.data["statuses"])
            elif a.oid is not None:
                obj = state.objects[a.oid]
                a.src = obj.zone
                self.apply_change(obj, a)
        if many:
            game.trace.depth = depth + 1
            for i, a in enumerate(atomics, 1):
                game.log(f"atomic action {i}: {a.text}", ["6.1.e"], kind="event")
            game.trace.depth = depth
        for label, note in notes:
            text, rule, word = ([*note.split("|"), "", ""])[:3]
            obj = next((o for o in state.objects.values() if o.label == label), None)
            ab = self.keyword_of(obj, word) if obj is not None and word else None
            game.log(
                f"{label}: {text}",
                [rule or "2.1.e"],
                kind="effect" if ab else "event",
                card=label,
                ability=ab.id if ab else None,
            )
        self.activate(game, atomics, before)
        return
        yield  # a procedure

    @staticmethod
    def apply_change(obj: CardObject, a: Atomic) -> None:
        if a.kind == "status":
            statuses = obj.flags.setdefault("statuses", [])
            if a.data["status"] not in statuses:
                statuses.append(a.data["status"])
        elif a.kind == "unstatus":
            statuses = obj.flags.get("statuses", [])
            if a.data["status"] in statuses:
                statuses.remove(a.data["status"])
            if not statuses:
                obj.flags.pop("statuses", None)
        elif a.kind == "counter":
            name = a.data["counter"]
            obj.counters[name] = max(0, obj.counters.get(name, 0) + int(a.data["amount"]))
            if not obj.counters[name]:
                del obj.counters[name]
        elif a.kind == "exhaust":
            obj.exhausted = True
        elif a.kind == "ready":
            obj.exhausted = False

    # -- activation (6.3.d-g, 6.3.l) ---------------------------------------------
    def activate(self, game: Game, atomics: list[Atomic], before: list[Working]) -> None:
        state = game.state
        found: list[tuple[CardObject, AbilityDefinition, str, Atomic, str]] = []
        for a in atomics:
            for w in before:
                obj = state.objects[w.oid]
                if self.matches(state, obj, w.ability, a, w.zone):
                    found.append((obj, w.ability, w.controller, a, "6.3.e"))
            if a.oid is None:
                continue
            obj = state.objects[a.oid]
            if gone(obj):
                continue
            for ab in obj.definition.abilities:
                trig = trigger_of(ab)
                if (
                    ab.kind == "reaction"
                    and trig.get("event") in SELF_MOVE
                    and self.matches(state, obj, ab, a, a.src)
                ):
                    found.append((obj, ab, obj.controller, a, "6.3.d"))
        seen: set[tuple[int, str]] = set()
        once = []
        for item in found:  # "one or more": once per event, not per atomic action
            key = (item[0].oid, item[1].id)
            if trigger_of(item[1]).get("once") and key in seen:
                continue
            seen.add(key)
            once.append(item)
        found = once
        if not found:
            return
        counts: dict[tuple, int] = state.info.setdefault("_activations", {})
        created = []
        for obj, ab, controller, a, why in found:
            key = (obj.oid, ab.id)
            n = counts[key] if key in counts else int(obj.flags.get("activations_today", 0))
            if n >= CAP:
                counts[key] = n
                name = self.reaction_name(obj, ab)
                game.log(
                    f"{name} would be activated a 101st time today: it is not activated and no emblem is created; the event stays as it is",
                    ["6.3.l"],
                    kind="event",
                    card=obj.label,
                )
                state.info["_cap_hit"] = name
                continue
            counts[key] = n + 1
            created.append((obj, ab, controller, a, why, n + 1))
        if not created:
            return
        labels = []
        for obj, ab, controller, a, _why, n in created:
            emblem = self.create_emblem(state, obj, ab, controller, a)
            labels.append(f"{emblem.label} for {controller} (activation {n} today)")
        rules = ["6.3.g", "7.3.1.a", *sorted({c[4] for c in created})]
        if len({(c[0].oid, c[1].id) for c in created}) < len(created):
            rules.append("6.3.f")
        if any(c[4] == "6.3.d" for c in created):
            rules.append("6.3.c")
        if len(created) > 1:
            rules += ["6.1.e", "6.1.f"]
        game.log(
            "Reaction-activating step: Limbo gets " + "; ".join(labels),
            rules,
            kind="trigger",
        )

    def reaction_name(self, obj: CardObject, ab: AbilityDefinition) -> str:
        return f"{obj.label}'s reaction '{trigger_words(ab)}'"

    def create_emblem(
        self, state: GameState, obj: CardObject, ab: AbilityDefinition, controller: str, a: Atomic
    ) -> CardObject:
        trig = trigger_words(ab)
        definition = CardDefinition(
            "altered", f"Emblem-Reaction ({obj.label}: {trig})", "emblem", text=ab.text
        )
        emblem = state.create(definition, controller, LIMBO)
        emblem.controller = controller
        emblem.flags.update(
            _source=obj.oid, _ability=ab.id, _bound=a.oid, _incarnation=incarnation(obj)
        )
        return emblem

    def matches(
        self,
        state: GameState,
        obj: CardObject,
        ab: AbilityDefinition,
        a: Atomic,
        zone_before: tuple[str | None, str] | None,
    ) -> bool:
        trig = trigger_of(ab)
        event = trig.get("event")
        if event == "phase":
            return a.kind == "phase" and a.data.get("phase") == trig.get("phase")
        if event == "pass_first":
            return (
                a.kind == "pass"
                and bool(a.data.get("first"))
                and a.data.get("player") == obj.controller
            )
        if event == "advance" and trig.get("due"):
            key = str(a.data.get("key", ""))
            mine = key.startswith(f"{obj.controller}:")
            where = (zone_before or ("", ""))[1]
            if not trig.get("any_mine"):
                mine = where in EXPEDITIONS and key == f"{obj.controller}:{where.split('_')[0]}"
            return a.kind == "advance" and mine and trig["due"] in a.data.get("wins", [])
        if event in ("advance", "fail"):
            where = (zone_before or ("", ""))[1]
            return (
                a.kind == event
                and where in EXPEDITIONS
                and a.data.get("key") == f"{obj.controller}:{where.split('_')[0]}"
            )
        if a.kind not in ("move", "create") or a.dest is None:
            return False
        src = a.src or ("", "")
        if event == "join":
            joins = (
                a.dest[1] in IN_PLAY
                and not (src[1] in EXPEDITIONS and a.dest[1] in EXPEDITIONS)
                and src != a.dest
            )
            if trig.get("self"):
                return joins and a.oid == obj.oid and obj.zone == a.dest
            subject = state.objects[a.oid] if a.oid is not None else None
            if not joins or subject is None or a.dest[1] not in EXPEDITIONS:
                return False
            if trig.get("whose") == "yours" and a.dest[0] != obj.controller:
                return False
            if trig.get("facing"):
                where = (zone_before or ("", ""))[1]
                if where not in EXPEDITIONS or a.dest != (state.opponent(obj.controller), where):
                    return False
            if trig.get("token") and not subject.token:
                return False
            if trig.get("other") and a.oid == obj.oid:
                return False
            if trig.get("subtype") and trig["subtype"] not in subject.definition.traits:
                return False
            return type_matches(subject.definition.type, trig.get("type"))
        if event == "play":  # another card played (5.1.2.j: it counts as played as it leaves Limbo)
            subject = state.objects[a.oid] if a.oid is not None else None
            if subject is None or not a.data.get("played_from") or src != (None, "limbo"):
                return False
            if trig.get("other") and a.oid == obj.oid:
                return False
            if int(subject.definition.cost or 0) < int(trig.get("min_cost", 0)):
                return False
            if "stat" in trig and int(trig["stat"]) not in [
                int(v or 0) for v in subject.definition.stats.values()
            ]:
                return False
            player = a.dest[0] if a.dest[0] is not None else subject.controller
            if trig.get("whose") == "yours" and player != obj.controller:
                return False
            if trig.get("whose") == "opponent" and player == obj.controller:
                return False
            return type_matches(subject.definition.type, trig.get("type"))
        if event == "sacrificed":
            if not a.data.get("sacrificed"):
                return False
            if trig.get("self"):
                return a.oid == obj.oid
            subject = state.objects[a.oid] if a.oid is not None else None
            return (
                subject is not None
                and a.data.get("by") == obj.controller
                and type_matches(subject.definition.type, trig.get("type"))
            )
        if event == "opp_draw_resupply":
            opp = src[0]
            return (
                a.kind == "move"
                and opp not in (None, obj.controller)
                and src[1] == "deck"
                and a.dest in ((opp, "hand"), (opp, "reserve"))
            )
        if event == "to_reserve_from":
            return (
                src[0] == obj.controller
                and src[1] in trig.get("from", ())
                and a.dest == (obj.controller, "reserve")
            )
        if event == "to_reserve":
            return a.oid == obj.oid and a.dest[1] == "reserve" and obj.zone == a.dest
        if event == "discard":
            return a.kind == "move" and a.dest[1] == "discard"
        if event == "played":
            return (
                a.oid == obj.oid
                and a.data.get("played_from") == trig.get("from")
                and obj.zone == a.dest
            )
        if event == "leave":
            if trig.get("zone") == "expedition":
                left = src[1] in EXPEDITIONS and a.dest[1] not in EXPEDITIONS
                to = trig.get("to")
                return a.oid == obj.oid and left and (to is None or a.dest[1] == to)
            return a.oid == obj.oid and src[1] == trig.get("zone") and src[0] == obj.owner
        return False

    # -- checking reactions (4.4) ------------------------------------------------
    def check_reactions(self, game: Game, depth: int) -> Procedure:
        """Players play Emblem-Reactions from Limbo, initiative order first, until none is left."""
        state = game.state
        played = 0
        while True:
            emblems = [o for o in state.cards_in(*LIMBO) if o.definition.type == "emblem"]
            if not emblems:
                break
            order = state.initiative_order()
            player = next(p for p in order if any(e.controller == p for e in emblems))
            mine = [e for e in emblems if e.controller == player]
            game.trace.depth = depth
            emblem = mine[0]
            if len(mine) > 1:
                labels = [e.label for e in mine]
                choice = yield ask(
                    game,
                    Decision(
                        kind="order",
                        player=player,
                        prompt=f"{player}: which of your Emblem-Reactions in Limbo do you play next?",
                        options=labels,
                        rule="4.4.b",
                        default=labels[0],
                        default_reason="the oldest emblem first",
                    ),
                    lambda lab, p=player: f"{p} chooses to play {lab} next",
                )
                emblem = mine[labels.index(choice)]
            rules = ["4.4.a", "4.4.b", "5.4.a"] if played == 0 else ["4.4.c", "4.4.b", "5.4.a"]
            game.log(
                f"Reactions are checked: {player} plays {emblem.label}",
                rules,
                kind="resolve",
                player=player,
                card=emblem.label,
            )
            yield self.play_emblem(game, emblem, depth + 1)
            played += 1
        if played:
            game.trace.depth = depth
            game.log(
                "No Emblem-Reaction is left in Limbo: the game moves on", ["4.4.d"], kind="info"
            )
        cap = state.info.pop("_cap_hit", None)
        if cap:
            raise GameEnded(
                Outcome(
                    LOOP,
                    f"{cap} has used its 100 activations for the day, so it is not activated again; this is how a reaction loop ends. Later actions of the scenario are not run.",
                    ["6.3.l"],
                )
            )

    def play_emblem(self, game: Game, emblem: CardObject, depth: int) -> Procedure:
        state = game.state
        source = state.objects[emblem.flags["_source"]]
        ab = emblem.flags.get("_ability_def") or source.definition.ability(emblem.flags["_ability"])
        ctx = EffectContext(source.oid, emblem.controller, ab, depth=depth)
        ctx.memory.update(
            bound=emblem.flags["_bound"],
            incarnation=emblem.flags["_incarnation"],
            emblem=emblem.label,
        )
        game.trace.depth = depth
        ok = True
        if ab.cost:
            ok = yield self.pay_reaction_cost(game, ctx)
            ctx.memory["cost_paid"] = True
        if ok:
            yield self.run_effect(game, ctx)
        game.trace.depth = depth
        state.zones[LIMBO].cards.remove(emblem.oid)
        del state.objects[emblem.oid]
        game.log(f"{emblem.label} has resolved and ceases to exist", ["5.4.d"], kind="event")

    def pay_reaction_cost(self, game: Game, ctx: EffectContext) -> Procedure:  # pragma: no cover
        raise NotImplementedError
