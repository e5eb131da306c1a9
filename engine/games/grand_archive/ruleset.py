"""Grand Archive: activation onto the effects stack, last in first out, and restrictions.

Cards and abilities are activated onto the effects stack with their modes and targets
fixed at that moment; the top layer resolves once every player passes Opportunity.
Triggered abilities wait until the current resolution ends and then enter the stack
in turn order, the turn player's first, so the other player's resolve first.
Restriction tags gate the text after them: static (bubble) restrictions are checked
when a card or ability is activated or looked at, in-line ones while it resolves, and
none of them follow an ability onto the stack.
"""

from __future__ import annotations

import re
from typing import Any

from engine.core.cards import normalise_name
from engine.core.decisions import Decision, GivenAnswer
from engine.core.errors import ImpossibleAction
from engine.core.events import Event, PendingTrigger
from engine.core.game import Game, GameEnded, Procedure
from engine.core.result import GAME_OVER, Outcome
from engine.core.ruleset import EffectContext, Ruleset, ask
from engine.core.state import HIDDEN, PUBLIC, CardObject, GameState, Player, Zone
from engine.games.grand_archive import model
from engine.games.grand_archive.model import StackItem
from engine.games.grand_archive.restrictions import KIND_RULES, Restriction
from engine.games.grand_archive.verbs import VerbsMixin

ZONES = {
    "hand": HIDDEN,
    "memory": HIDDEN,
    "main_deck": HIDDEN,
    "material_deck": HIDDEN,
    "field": PUBLIC,
    "graveyard": PUBLIC,
    "banishment": PUBLIC,
    "intent": PUBLIC,
}
ZONE_WORDS = {
    "hand": "hand",
    "memory": "memory",
    "deck": "main_deck",
    "main deck": "main_deck",
    "material deck": "material_deck",
    "field": "field",
    "play": "field",
    "champion": "field",
    "graveyard": "graveyard",
    "discard": "graveyard",
    "banishment": "banishment",
    "banished": "banishment",
    "intent": "intent",
}
STACK = (None, "effects_stack")
ON_FIELD = ("ally", "champion", "item", "weapon", "domain", "phantasia")

RA = "Abilities - Restriction Abilities"
R_RESTRICT_ALL = f"{RA} ¶2"
R_IGNORED = f"{RA} ¶3"
R_STATIC = f"{RA} ¶5"
R_NO_FIZZLE = f"{RA} 1"
R_INLINE = f"{RA} ¶6"
R_LIFO = "Game Zones - Effects Stack 3"
R_PASS = "Game Mechanics - Timing and Permissions / Opportunity 5"
R_TRIG_ORDER = "Abilities - Triggered Abilities ¶7"
R_TRIG_WAIT = "Abilities - Triggered Abilities ¶8"
R_TRIG_CHOICES = "Abilities - Triggered Abilities ¶4"
R_INDEPENDENT = "Game Mechanics - Abilities 6"

_ACTIVATE = re.compile(
    r"^(?P<card>.+?)(?:\s+(?:on|targeting|at)\s+(?P<target>.+?))?"
    r"(?:\s+(?:choosing|with mode|mode)\s+(?P<mode>.+?))?(?P<hold>\s+and\s+holds?(?:\s+opportunity)?)?$",
    re.I,
)


class GrandArchiveRuleset(VerbsMixin, Ruleset):
    game = "grand_archive"
    zones = ZONES

    def __init__(self) -> None:
        super().__init__()
        self.catalog: Any = None
        self.register_verbs()

    # ------------------------------------------------------------------ set-up
    def new_state(self, players: list[str], active: str) -> GameState:
        state = GameState("grand_archive", [Player(p, p) for p in players], active)
        for p in players:
            for name, vis in ZONES.items():
                state.add_zone(Zone(name, p, vis))
        state.add_zone(Zone("effects_stack", None, PUBLIC))
        state.info["turn_player"] = active
        state.info["_stack"] = []
        return state

    def zone_alias(self, words: str) -> str | None:
        return ZONE_WORDS.get(" ".join(words.lower().replace("_", " ").split()))

    def check_placement(self, obj: CardObject, zone: str) -> str | None:
        kind = obj.definition.type
        if zone == "field" and kind not in ON_FIELD:
            return (
                f"{obj.definition.full_name} is an {kind} card; it cannot be an object on the field"
            )
        return None

    def finish_setup(self, state: GameState, catalog: Any) -> None:
        self.catalog = catalog

    @staticmethod
    def in_play(obj: CardObject) -> bool:
        return obj.zone[1] == "field"

    @staticmethod
    def stack(game: Game) -> list[StackItem]:
        return game.state.info["_stack"]

    # ------------------------------------------------------------------ restrictions
    def restrictions_met(
        self,
        game: Game,
        player: str,
        source: CardObject,
        rs: list[Restriction],
        when: str,
        *,
        log: bool = True,
    ) -> bool:
        """Check every restriction on one piece of text; all of them must hold (¶2)."""
        if not rs:
            return True
        results = [(r, *model.check(game.state, player, source, r)) for r in rs]
        ok = all(met for _, met, _ in results)
        if log:
            parts = "; ".join(
                f"{r.describe()} {'met' if met else 'NOT met'}: {why}" for r, met, why in results
            )
            rules = [KIND_RULES[r.kind] for r in rs]
            if len(rs) > 1:
                rules.append(R_RESTRICT_ALL)
            if (
                any(r.kind == "level" for r in rs)
                and (ch := model.champion(game.state, player))
                and ch.counters.get("level")
            ):
                rules.append("Game Mechanics - Counters / Level 1")
            if any(r.kind == "damage" for r in rs):
                game.note(
                    f"{source.label}: a [Damage N+] restriction is not modelled; it is treated as not met"
                )
            game.log(f"{source.label} {when}: {parts}", rules, kind="info", card=source.label)
        return ok

    def active_abilities(self, game: Game, obj: CardObject, *, log: bool = False) -> list[Any]:
        """The abilities whose static restrictions are met now; the rest are ignored (¶3)."""
        out = []
        for ab in obj.definition.abilities:
            rs = model.static_restrictions(ab)
            if self.restrictions_met(game, obj.controller, obj, rs, f"({ab.id})", log=log):
                out.append(ab)
        return out

    # ------------------------------------------------------------------ actions
    def perform(self, game: Game, action: dict[str, Any]) -> Procedure:
        """One scenario action: activate (and maybe hold Opportunity), pass, or check a card."""
        player = action["player"]
        game.trace.depth = 0
        if "play" in action or "activate" in action:
            spec = dict(action)
            spec.setdefault("activate", spec.get("play"))
        elif action.get("pass") or action.get("verb") in ("passes", "pass", "resolves"):
            yield self.resolve_stack(game, player)
            return
        elif "check" in action or action.get("verb") in ("checks", "inspects", "asks"):
            name = action.get("check") or re.sub(
                r"^(?:about\s+)", "", action.get("words", ""), flags=re.I
            )
            yield self.check_card(game, player, self.find_card(game, player, name, create=False))
            return
        elif action.get("verb") in ("activates", "responds", "casts"):
            words = re.sub(
                r"^(?:with|by activating|activating)\s+", "", action.get("words", ""), flags=re.I
            )
            m = _ACTIVATE.match(words.strip())
            if not m:
                raise ImpossibleAction(f"could not read {action.get('text')!r}")
            spec = {
                "activate": m["card"],
                "target": m["target"],
                "modes": [m["mode"]] if m["mode"] else [],
                "hold": bool(m["hold"]),
            }
        else:
            verb = action.get("verb", "?")
            raise ImpossibleAction(
                f"could not read {verb!r} in {action.get('text', verb)!r}: Grand Archive actions are "
                "'activates <card> [on <target>] [choosing <mode>] [and holds]', 'passes' and 'checks <card>'"
            )
        name = str(spec["activate"])
        for mode in spec.get("modes") or ([spec["mode"]] if spec.get("mode") else []):
            game.answers.given.insert(0, GivenAnswer(mode, kind="choose", player=player, card=name))
        targets = spec.get("targets") or ([spec["target"]] if spec.get("target") else [])
        for t in reversed(targets):
            game.answers.given.insert(0, GivenAnswer(t, kind="target", player=player, card=name))
        obj = self.find_card(game, player, name, create=True)
        if obj.zone == (player, "field"):
            yield self.activate_ability(game, player, obj)
        else:
            yield self.activate_card(game, player, obj)
        # Modes and targets named for this activation are used now or never (a refused activation).
        game.answers.given = [
            g
            for g in game.answers.given
            if g.used or g.card != name or g.kind not in ("target", "choose")
        ]
        if not spec.get("hold"):
            yield self.resolve_stack(game, player)
        else:
            game.log(
                f"{player} keeps Opportunity; nothing resolves yet",
                ["Game Mechanics - Timing and Permissions / Opportunity 8.a"],
                kind="info",
                player=player,
            )

    def find_card(self, game: Game, player: str, name: str, *, create: bool) -> CardObject:
        state = game.state
        want = normalise_name(name)
        named = [
            o
            for o in state.objects.values()
            if want
            in (
                normalise_name(o.label),
                normalise_name(o.definition.name),
                normalise_name(o.definition.full_name),
            )
        ]
        found = [o for o in named if o.owner == player or o.controller == player]
        for zone in ("hand", "field"):
            for o in found:
                if o.zone == (player, zone):
                    return o
        if found:
            return found[0]
        if named and not create:  # looking at a card: any player may ask about any card
            return named[0]
        if create and self.catalog is not None:
            definition = self.catalog.get("grand_archive", name)
            return state.create(definition, player, (player, "hand"))
        raise ImpossibleAction(f"{player} has no card called {name!r}")

    def refuse(self, game: Game, player: str, text: str, rules: list[str]) -> None:
        game.log(text, rules, kind="outcome", player=player)
        game.note(text)

    # ------------------------------------------------------------------ activation
    def activate_card(self, game: Game, player: str, obj: CardObject) -> Procedure:
        """Playing Cards - Card Activation steps 1-9, for a card in hand."""
        state = game.state
        d = obj.definition
        where = obj.zone
        if where != (player, "hand"):
            raise ImpossibleAction(
                f"{obj.label} is not in {player}'s hand, so it cannot be activated"
            )
        game.trace.depth = 0
        state.move(obj, STACK)
        game.log(
            f"{player} activates {obj.label}: announced and put onto the effects stack",
            ["Playing Cards - Card Activation 1", "Game Zones - Effects Stack 1"],
            kind="action",
            player=player,
            card=obj.label,
        )
        game.trace.depth = 1
        el = model.element(obj)
        enabled = model.enabled_elements(state, player)
        if el not in enabled:
            state.move(obj, where)
            self.refuse(
                game,
                player,
                f"{obj.label} is {el}, which is not enabled for {player} ({', '.join(sorted(enabled))}): "
                "the activation is illegal and is undone",
                [
                    "Playing Cards - Card Activation 2",
                    "Parts of a Card - Element 2",
                    "Parts of a Card - Element 4",
                    "Playing Cards - Card Activation 6",
                ],
            )
            return
        game.log(
            f"{el.capitalize()} is enabled for {player}",
            [
                "Playing Cards - Card Activation 2",
                "Parts of a Card - Element 3" if el == "norm" else "Parts of a Card - Element 4",
            ],
            kind="info",
        )
        main = [a for a in d.abilities if a.kind in ("action", "attack", "card")]
        if not main:
            item = StackItem("card", obj.oid, player, _plain_ability(d), obj.label)
        else:
            item = yield self.declare_choices(game, player, obj, main[0], "card", obj.label)
            if item is None:
                state.move(obj, where)
                return
        cost = d.cost if d.cost is not None else 0
        game.log(
            f"{player} pays {obj.label}'s reserve cost of {cost} (which hand cards go to memory is not tracked)",
            ["Playing Cards - Card Activation 8"],
            kind="info",
            player=player,
        )
        self.stack(game).append(item)
        game.log(
            f"{obj.label} is activated; {player} gains Opportunity",
            [
                "Playing Cards - Card Activation 9",
                "Game Mechanics - Timing and Permissions / Opportunity 8.a",
            ],
            kind="event",
            player=player,
            card=obj.label,
        )

    def activate_ability(self, game: Game, player: str, obj: CardObject) -> Procedure:
        """Abilities - Activated Abilities: announce, modes and targets, costs, onto the stack."""
        game.trace.depth = 0
        abilities = [a for a in obj.definition.abilities if a.kind == "activated"]
        if not abilities:
            raise ImpossibleAction(f"{obj.label} has no activated ability")
        ab = abilities[0]
        game.log(
            f"{player} announces {obj.label}'s ability ({ab.text or ab.id})",
            ["Abilities - Activated Abilities 1"],
            kind="action",
            player=player,
            card=obj.label,
        )
        game.trace.depth = 1
        rs = model.static_restrictions(ab)
        if not self.restrictions_met(
            game, player, obj, rs, "checks its restriction before activation"
        ):
            self.refuse(
                game,
                player,
                f"The restriction is not met, so {obj.label}'s ability is ignored: it cannot be activated",
                [R_IGNORED, R_STATIC],
            )
            return
        item = yield self.declare_choices(
            game, player, obj, ab, "activated", f"{obj.label}'s ability"
        )
        if item is None:
            return
        item.unlocked_by = rs
        for c in ab.cost:
            if c.get("rest"):
                if obj.exhausted:
                    self.refuse(
                        game,
                        player,
                        f"{obj.label} is already rested: the cost cannot be paid",
                        ["Playing Cards - Card Activation 8"],
                    )
                    return
                obj.exhausted = True
                game.log(
                    f"{player} rests {obj.label} to pay the cost",
                    ["Playing Cards - Card Activation 8"],
                    kind="event",
                    card=obj.label,
                )
        self.stack(game).append(item)
        game.log(
            f"{obj.label}'s ability goes onto the effects stack; {player} gains Opportunity",
            [
                "Abilities - Activated Abilities 3",
                "Game Mechanics - Timing and Permissions / Opportunity 8.a",
            ],
            kind="event",
            player=player,
            card=obj.label,
        )

    def declare_choices(
        self, game: Game, player: str, obj: CardObject, ab: Any, kind: str, label: str
    ) -> Procedure:
        """Select modes (static restrictions lock them) and declare targets, fixed from now on."""
        item = StackItem(kind, obj.oid, player, ab, label)
        modes = list(ab.extra.get("modes") or [])
        if modes:
            open_modes = []
            for m in modes:
                rs = model.static_restrictions(m)
                if self.restrictions_met(game, player, obj, rs, f"mode '{m['id']}'"):
                    open_modes.append(m)
                elif rs:
                    game.log(
                        f"Mode '{m['id']}' stays locked while its restriction is not met",
                        [R_STATIC, "Playing Cards - Card Activation 4"],
                        kind="info",
                        card=obj.label,
                    )
            locked = [m for m in modes if m not in open_modes]
            asked = self._requested_locked_mode(game, player, obj, locked)
            if asked is not None:
                self.refuse(
                    game,
                    player,
                    f"{player} asks for mode '{asked['id']}', but it is locked by an unmet restriction: "
                    f"{label} cannot be activated that way",
                    [
                        R_STATIC,
                        "Playing Cards - Card Activation 4",
                        "Playing Cards - Card Activation 6",
                    ],
                )
                return None
            if not open_modes:
                self.refuse(
                    game,
                    player,
                    f"{label} has no mode that can be chosen: it cannot be activated",
                    ["Abilities - Activated Abilities 4", "Playing Cards - Card Activation 6"],
                )
                return None
            options = [f"{m['id']}: {m.get('text', '')}".strip() for m in open_modes]
            picked = yield ask(
                game,
                Decision(
                    kind="choose",
                    player=player,
                    prompt=f"{player}: choose a mode for {label}",
                    options=options,
                    rule="Playing Cards - Card Activation 4",
                    default=options[0],
                    default_reason="the first mode that can be chosen",
                    card=obj.label,
                ),
                lambda o: (
                    f"{player} chooses the mode {o.split(':')[0]!r}; it cannot change while on the stack"
                ),
            )
            item.modes = [open_modes[options.index(picked)]]
            item.unlocked_by = [r for m in item.modes for r in model.static_restrictions(m)]
        for i, step in enumerate(self.steps_of(item)):
            spec = step.get("target")
            if not spec or spec == "same" or step.get("inline"):
                continue
            options = self.candidates(game, player, spec)
            rule = R_TRIG_CHOICES if kind == "triggered" else "Playing Cards - Card Activation 5"
            if not options:
                if kind == "triggered":
                    game.log(
                        f"{label} has no legal target, so it fizzles",
                        [R_TRIG_CHOICES],
                        kind="effect",
                        card=obj.label,
                    )
                else:
                    self.refuse(
                        game,
                        player,
                        f"{label} has no legal target: the activation is illegal",
                        [rule, "Playing Cards - Card Activation 6"],
                    )
                return None
            target = yield self.choose_object(
                game, player, options, f"{label}: choose a target", obj.label, rule
            )
            item.targets[i] = target.oid
        return item

    @staticmethod
    def _requested_locked_mode(
        game: Game, player: str, obj: CardObject, locked: list[dict[str, Any]]
    ) -> dict[str, Any] | None:
        """A mode the scenario asks for that its restriction keeps locked (then the answer is 'no')."""
        for g in game.answers.given:
            if g.used or g.kind != "choose" or (g.player and g.player != player):
                continue
            if g.card and g.card.lower() not in obj.label.lower():
                continue
            want = str(g.value).lower().strip()
            for m in locked:
                if m["id"].lower().startswith(want):
                    g.used = True
                    return m
        return None

    @staticmethod
    def steps_of(item: StackItem) -> list[dict[str, Any]]:
        steps = list(item.ability.effect)
        for m in item.modes:
            steps.extend(m.get("effect") or [])
        return steps

    def candidates(self, game: Game, player: str, spec: Any) -> list[CardObject]:
        f = spec.get("unit", spec) if isinstance(spec, dict) else {}
        who = f.get("controller", "any")
        types = f.get("type", ["ally", "champion"])
        types = [types] if isinstance(types, str) else types
        out = []
        for p in (
            game.state.initiative_order(player)[::-1]
            if who == "any"
            else [game.state.opponent(player) if who == "opponent" else player]
        ):
            out += [o for o in game.state.cards_in(p, "field") if o.definition.type in types]
        return out

    def choose_object(
        self, game: Game, player: str, options: list[CardObject], prompt: str, card: str, rule: str
    ) -> Procedure:
        decision = Decision(
            kind="target",
            player=player,
            prompt=prompt,
            options=[o.label for o in options],
            rule=rule,
            default=options[0].label,
            default_reason="the first legal target listed",
            card=card,
        )
        if len(options) == 1:
            for g in game.answers.given:  # a target named in the scenario is used up here too
                if not g.used and g.kind == "target" and g.fits(decision):
                    g.used = True
                    break
            game.log(
                f"{player} targets {options[0].label} (the only legal target)",
                [rule],
                kind="choice",
                player=player,
                card=card,
            )
            return options[0]
        labels = [o.label for o in options]
        label = yield ask(game, decision, lambda lab: f"{player} targets {lab}")
        return options[labels.index(label)]

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
        gone = [oid for _, oid in locked if not self.in_play(state.objects[oid])]
        if locked and gone:
            game.log(
                f"{item.label} fizzles: its target {state.objects[gone[0]].label} is no longer legal",
                [
                    "Playing Cards - Resolution / Checking Resolution 4.b",
                    "Playing Cards - Resolution / Checking Resolution 2",
                ],
                kind="effect",
                card=obj.label,
            )
            if item.kind == "card":
                self._to_graveyard(game, obj)
            return
        ctx = EffectContext(item.source, item.controller, item.ability, item.event)
        ctx.memory["item"] = item
        for i, step in enumerate(self.steps_of(item)):
            game.trace.depth = 1
            inline = model.inline_restrictions(step)
            if inline:
                met = self.restrictions_met(
                    game,
                    item.controller,
                    obj,
                    inline,
                    "checks its in-line restriction as it resolves",
                )
                if not met:
                    game.log(
                        f"The text after {' '.join(r.tag for r in inline)} is skipped",
                        [R_INLINE],
                        kind="effect",
                        card=obj.label,
                    )
                    continue
            ctx.memory["step"] = i
            verb = self.verbs.get(str(step.get("verb")))
            if verb is None:
                game.log(
                    f"{obj.label}: '{step.get('verb')}' is not modelled; resolve it as printed",
                    ["TJ-3"],
                    kind="not_modelled",
                    card=obj.label,
                )
                game.note(f"{obj.label}: part of its effect is not modelled")
                continue
            yield verb(game, ctx, step)
        if item.kind == "card":
            if obj.definition.type in ON_FIELD:
                state.move(obj, (item.controller, "field"), top=False)
                obj.controller = item.controller
                game.log(
                    f"{obj.label} enters the field under {item.controller}'s control",
                    ["Playing Cards - Resolution 1"],
                    kind="event",
                    card=obj.label,
                )
                game.emit(Event("enters", item.controller, obj.oid))
            else:
                self._to_graveyard(game, obj)

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
            ch = model.champion(state, p)
            if ch and ch.damage >= int(ch.definition.stats.get("life", 10**6)):
                raise GameEnded(
                    Outcome(
                        GAME_OVER,
                        f"{ch.label} has damage equal to its life: {p} loses",
                        ["Game Mechanics - Damage 13", "State-based Checks and Effects 4"],
                    )
                )
        dead = [
            o
            for o in state.objects.values()
            if self.in_play(o) and o.definition.type == "ally" and o.damage >= self.life(o)
        ]
        for o in dead:
            game.emit(Event("dies", o.controller, o.oid))
        for o in dead:
            state.move(o, (o.owner, "graveyard"))
            o.damage = 0
            game.log(
                f"{o.label} has lethal damage and is destroyed: it goes to {o.owner}'s graveyard",
                ["State-based Checks and Effects 4", "Card Types - Ally 6"],
                kind="event",
                card=o.label,
            )
        return
        yield

    @staticmethod
    def life(obj: CardObject) -> int:
        return obj.stat("life") + obj.counters.get("buff", 0)

    # ------------------------------------------------------------------ triggers
    def collect_triggers(self, game: Game, event: Event) -> list[PendingTrigger]:
        state = game.state
        out = []
        for obj in list(state.objects.values()):
            if not self.in_play(obj):
                continue
            for ab in obj.definition.abilities:
                trig = ab.trigger or {}
                if ab.kind != "triggered" or trig.get("event") != event.kind:
                    continue
                by = trig.get("by", "self")
                if by == "self" and event.card != obj.oid:
                    continue
                if by == "opponent" and event.player == obj.controller:
                    continue
                rs = model.static_restrictions(ab)
                if rs and not self.restrictions_met(
                    game, obj.controller, obj, rs, f"({ab.id}) would trigger"
                ):
                    game.log(
                        f"{obj.label}'s restricted ability is ignored, so it does not trigger",
                        [R_IGNORED],
                        kind="info",
                        card=obj.label,
                    )
                    continue
                out.append(
                    PendingTrigger(
                        obj.oid,
                        ab,
                        obj.controller,
                        event,
                        f"{obj.label}: {ab.text or ab.id}",
                        obj.label,
                    )
                )
        return out

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

    # ------------------------------------------------------------------ looking at a card
    def check_card(self, game: Game, player: str, obj: CardObject) -> Procedure:
        """What of a card's restricted text is active where it is now (all zones alike)."""
        game.log(
            f"{player} asks which of {obj.label}'s text is active in {obj.zone[1].replace('_', ' ')}",
            [R_IGNORED, "Game Mechanics - Abilities 1"],
            kind="action",
            player=player,
            card=obj.label,
        )
        game.trace.depth = 1
        for ab in obj.definition.abilities:
            rs = model.static_restrictions(ab)
            if not rs:
                continue
            met = self.restrictions_met(game, obj.controller, obj, rs, f"({ab.id})")
            granted = ab.extra.get("grants") or {}
            what = (
                ", ".join(
                    f"{v:+d} {k}" if not isinstance(v, bool) else k for k, v in granted.items()
                )
                or ab.text
            )
            if met:
                game.log(
                    f"{obj.label} has: {what}", [R_RESTRICT_ALL], kind="effect", card=obj.label
                )
            else:
                game.log(
                    f"{obj.label} does not have: {what} — the text is ignored in every zone and grants nothing",
                    [R_RESTRICT_ALL, R_IGNORED],
                    kind="effect",
                    card=obj.label,
                )
        if "power" in obj.definition.stats:
            game.log(
                f"{obj.label}'s power is {self.power(game, obj)}",
                [R_RESTRICT_ALL],
                kind="info",
                card=obj.label,
            )
        return
        yield

    def power(self, game: Game, obj: CardObject) -> int:
        bonus = sum(
            int((ab.extra.get("grants") or {}).get("power", 0))
            for ab in self.active_abilities(game, obj)
        )
        return obj.stat("power") + obj.counters.get("buff", 0) + bonus


def _plain_ability(d: Any) -> Any:
    from engine.core.cards import AbilityDefinition

    return AbilityDefinition(id="card", kind="card", text=d.text)
