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

from engine.core.cards import AbilityDefinition, normalise_name
from engine.core.choose import named_target_check
from engine.core.contract import TimingSpec
from engine.core.decisions import Decision, GivenAnswer
from engine.core.errors import ImpossibleAction, ScenarioError
from engine.core.events import Event, PendingTrigger
from engine.core.game import Game, GameEnded, Procedure
from engine.core.not_modelled import log_not_modelled
from engine.core.result import GAME_OVER, Outcome
from engine.core.ruleset import EffectContext, Ruleset, ask
from engine.core.state import CardObject, GameState
from engine.games.grand_archive import characteristics as ch
from engine.games.grand_archive import model
from engine.games.grand_archive.choices import yes_no
from engine.games.grand_archive.combat import CombatMixin
from engine.games.grand_archive.model import StackItem
from engine.games.grand_archive.reach import reach_scenario
from engine.games.grand_archive.restrictions import KIND_RULES, Restriction
from engine.games.grand_archive.spec import OBJECT_TYPES, SPEC
from engine.games.grand_archive.statics import StaticMixin
from engine.games.grand_archive.turn import TurnMixin, phase

STACK = (None, "effects_stack")

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
R_STEP = "Playing Cards - Resolution ¶2"
_SLOW_TYPES = frozenset({"ally", "attack", "item", "weapon", "domain", "phantasia", "champion"})
_IN_PHASE = re.compile(
    r"^in (?:the |their |his |her )?(?P<phase>wake up|materialize|recollection|draw|main|end) phase$"
)
_COST_RULES = {"banishment": "Game Terms - Banish 1", "graveyard": "Game Terms - Sacrifice 1"}
_COST_WORDS = {"banishment": "banished", "graveyard": "sacrificed"}

_ACTIVATE = re.compile(
    r"^(?P<card>.+?)(?:\s+(?:on|targeting|at)\s+(?P<target>.+?))?"
    r"(?:\s+(?:choosing|with mode|mode)\s+(?P<mode>.+?))?(?P<hold>\s+and\s+holds?(?:\s+opportunity)?)?$",
    re.I,
)


class GrandArchiveRuleset(StaticMixin, TurnMixin, CombatMixin, Ruleset):
    game = "grand_archive"
    spec = SPEC
    may_rule = "Playing Cards - Resolution 5"

    def __init__(self) -> None:
        super().__init__()
        self.catalog: Any = None

    # ------------------------------------------------------------------ set-up
    def new_state(self, players: list[str], active: str) -> GameState:
        state = super().new_state(players, active)
        state.info["turn_player"] = active
        state.info["phase"] = "main"
        state.info["_stack"] = []
        return state

    def place(self, state: GameState, obj: CardObject) -> None:
        """Characteristics the scenario states (type, stats, element, classes) are checked here."""
        ch.state_from_counters(obj)
        stated = obj.flags.get("type")
        try:
            if stated is None:
                return
            self._check_stated_type(obj, str(stated))
        finally:
            durability = ch.stat(obj, "durability")
            if ch.card_type(obj) == "weapon" and obj.zone[1] == "field" and durability is not None:
                obj.counters.setdefault("durability", durability)  # Weapon 2.a

    @staticmethod
    def _check_stated_type(obj: CardObject, stated: str) -> None:
        """A stated type must be a Grand Archive type that may be where the card is placed."""
        kind = stated.lower()
        ctype = SPEC.card_types.get(kind)
        if ctype is None or kind == ch.UNKNOWN_TYPE:
            known = ", ".join(t for t in SPEC.card_types if t != ch.UNKNOWN_TYPE)
            raise ScenarioError(
                f"{obj.definition.full_name}: {stated!r} is not a Grand Archive card type ({known})"
            )
        obj.flags["type"] = kind
        if obj.zone[1] not in ctype.zones:
            where = ", ".join(SPEC.zones[z].title for z in ctype.zones)
            raise ScenarioError(
                f"{obj.definition.full_name} is stated to be a {ctype.title}; it can be in: {where}"
            )

    def finish_setup(self, state: GameState, catalog: Any) -> None:
        self.catalog = catalog

    def reach_scenario(self, card: Any, ability: AbilityDefinition) -> dict[str, Any] | None:
        return reach_scenario(card, ability)

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
        ability: str | None = None,
    ) -> bool:
        """Check every restriction on one piece of text; all of them must hold (¶2).

        ``ability`` tags the logged check with the ability it gates, so a gated ability
        is never silently absent from the trace.
        """
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
            game.log(
                f"{source.label} {when}: {parts}",
                rules,
                kind="info",
                card=source.label,
                ability=ability,
            )
        return ok

    def gate(
        self, game: Game, player: str, obj: CardObject, ability: AbilityDefinition, when: str
    ) -> bool:
        """Whether the ability's restrictions are met now; when not, the trace says it is ignored."""
        restrictions = model.static_restrictions(ability)
        if self.restrictions_met(game, player, obj, restrictions, f"({ability.id}) {when}"):
            return True
        game.log(
            f"{obj.label}: the restriction is not met, so “{' '.join(ability.text.split())}” "
            "is ignored",
            [R_IGNORED],
            kind="info",
            card=obj.label,
            ability=ability.id,
        )
        return False

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
        verb = str(action.get("verb", "")).lower()
        words = str(action.get("words", "")).strip().lower()
        if verb in ("starts", "begins") and words in ("the turn", "their turn", "turn", "a turn"):
            yield self.start_turn(game, player)
            return
        if verb in ("starts", "begins") and words in (
            "the game",
            "their first turn",
            "the first turn",
        ):
            yield self.start_game(game, player)
            return
        if verb in ("ends", "finishes") and words in ("the turn", "their turn", "turn"):
            yield self.end_turn(game, player)
            return
        if verb == "is" and (m := _IN_PHASE.match(words)):
            yield self.set_phase(game, player, m["phase"].replace(" ", "_"))
            return
        if verb == "materializes" or "materialize" in action:
            yield self.materialize(game, player, str(action.get("materialize") or action["words"]))
            return
        if phase(game) != "main" and player == game.state.info["turn_player"]:
            yield self.advance_to_main(game, player)
            game.trace.depth = 0
        if "attack" in action:
            attacker = self.find_card(game, player, str(action["attack"]), create=False)
            yield self.declare_attack(game, player, attacker, action.get("target"))
            return
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
            raise ImpossibleAction(
                f"could not read {_unread(action)}: Grand Archive actions are "
                "'activates <card> [on <target>] [choosing <mode>] [and holds]', "
                "'attacks <target> with <unit>', 'starts the game', 'starts the turn', 'materializes <card>', "
                "'ends the turn', 'passes' and 'checks <card>'"
            )
        name = str(spec["activate"])
        for mode in spec.get("modes") or ([spec["mode"]] if spec.get("mode") else []):
            game.answers.given.insert(0, GivenAnswer(mode, kind="choose", player=player, card=name))
        targets = spec.get("targets") or ([spec["target"]] if spec.get("target") else [])
        for t in reversed(targets):
            game.answers.given.insert(0, GivenAnswer(t, kind="target", player=player, card=name))
        obj = self.find_card(game, player, name, create=True)
        if ch.card_type(obj) == "attack" and targets:
            obj.flags["_attack_target"] = targets[0]  # declared once the attack resolves
        if obj.zone == (player, "field"):
            yield self.activate_ability(game, player, obj, spec.get("ability"))
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

    def refuse(
        self, game: Game, player: str, text: str, rules: list[str], ability: str | None = None
    ) -> None:
        """An activation that cannot happen: said once, tagged with the ability it concerns."""
        card, current = game.state.info.get("_activating") or (None, None)
        game.log(text, rules, kind="outcome", player=player, card=card, ability=ability or current)
        game.note(text)

    # ------------------------------------------------------------------ activation
    def activate_card(self, game: Game, player: str, obj: CardObject) -> Procedure:
        """Playing Cards - Card Activation steps 1-9, for a card in hand."""
        state = game.state
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
        first = next((a for a in obj.definition.abilities if a.timing == "on_resolve"), None)
        game.state.info["_activating"] = (obj.label, first.id if first else None)
        if not self.speed_allows(game, player, obj):
            state.move(obj, where)
            return
        if not self.element_enabled(game, player, obj):
            state.move(obj, where)
            return
        parts = self.main_parts(game, player, obj)
        item = yield self.declare_choices(game, player, obj, parts[0], "card", obj.label, parts)
        if item is None:
            state.move(obj, where)
            return
        yield self.pay_reserve(game, player, obj)
        if ch.card_type(obj) == "attack" and not self.rest_champion(game, player, obj):
            state.move(obj, where)
            return
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

    def speed_allows(self, game: Game, player: str, obj: CardObject) -> bool:
        """Fast vs Slow 1-2: slow cards only by the turn player, in the main phase, stack empty."""
        kind = ch.card_type(obj)
        speed = str(obj.flags.get("speed") or obj.definition.fields.get("speed") or "").lower()
        slow = kind in _SLOW_TYPES or speed == "slow" or (kind == "card" and self.is_object(obj))
        if not slow:
            return True
        state = game.state
        problem = ""
        if player != state.info["turn_player"]:
            problem = f"it is {state.info['turn_player']}'s turn"
        elif phase(game) != "main":
            problem = f"it is the {phase(game).replace('_', ' ')} phase"
        elif self.stack(game):
            problem = "the effects stack is not empty"
        if not problem:
            return True
        fast = self.keyword_ability(game, obj, "fast activation")
        if fast is not None:
            game.log(
                f"{obj.label} has Fast Activation: it may be activated at fast speed ({problem})",
                ["Keywords and Abilities - Fast Activation 1"],
                kind="effect",
                card=obj.label,
                ability=fast.id,
            )
            return True
        what = f"an {kind}" if kind[0] in "aeiou" else f"a {kind}"
        if kind == "card":
            what = "an object card"
        self.refuse(
            game,
            player,
            f"{obj.label} is {what}, played only at slow speed, and {problem}: "
            "the activation is illegal and is undone",
            [
                "Game Mechanics - Timing and Permissions / Fast vs Slow 1",
                "Playing Cards - Card Activation 6",
            ],
        )
        return False

    def element_enabled(self, game: Game, player: str, obj: CardObject) -> bool:
        """Card Activation 2: the card's element must be enabled (unknown elements are said so)."""
        el = model.element(obj)
        if el is None:
            game.log(
                f"{obj.label}'s element is not in the card data; it is treated as enabled "
                "(state it with flags: {element: ...} to have it checked)",
                ["Playing Cards - Card Activation 2", "Parts of a Card - Element 4"],
                kind="info",
            )
            game.note(f"{obj.label}: element unknown, assumed enabled")
            return True
        enabled = model.enabled_elements(game.state, player)
        if el not in enabled:
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
            return False
        game.log(
            f"{el.capitalize()} is enabled for {player}",
            [
                "Playing Cards - Card Activation 2",
                "Parts of a Card - Element 3" if el == "norm" else "Parts of a Card - Element 4",
            ],
            kind="info",
        )
        return True

    def main_parts(self, game: Game, player: str, obj: CardObject) -> list[AbilityDefinition]:
        """The text that happens as the card resolves: an action's or attack's paragraphs.

        A paragraph whose static restriction is not met is ignored (Restriction Abilities ¶3).
        """
        if self.is_object(obj):
            return [_plain_ability(obj.definition)]
        parts = []
        for ab in obj.definition.abilities:
            if ab.kind not in ("action", "attack", "card") and ab.timing != "on_resolve":
                continue
            if self.gate(game, player, obj, ab, "as it is activated"):
                parts.append(ab)
        return parts or [_plain_ability(obj.definition)]

    def is_object(self, obj: CardObject) -> bool:
        """Whether the card becomes an object as it resolves (Playing Cards - Resolution 1)."""
        kind = ch.card_type(obj)
        if kind != ch.UNKNOWN_TYPE:
            return kind in OBJECT_TYPES
        return ch.object_by_text(obj.definition)

    def rest_champion(self, game: Game, player: str, obj: CardObject) -> bool:
        """Card Types - Attack ¶2: an attack card rests the champion as an additional cost."""
        champ = model.champion(game.state, player)
        if champ is None or champ.exhausted:
            why = f"{player} has no champion" if champ is None else f"{champ.label} is rested"
            self.refuse(
                game,
                player,
                f"{why}: {obj.label}, an attack, cannot be activated (resting the champion is "
                "part of its cost)",
                ["Card Types - Attack ¶2", "Playing Cards - Card Activation 6"],
            )
            return False
        champ.exhausted = True
        game.log(
            f"{player} rests {champ.label} as the additional cost of the attack {obj.label}",
            ["Card Types - Attack ¶2", "Playing Cards - Card Activation 8"],
            kind="info",
            player=player,
        )
        return True

    def pay_reserve(self, game: Game, player: str, obj: CardObject) -> Procedure:
        """Card Activation 8: pay the reserve cost by putting cards from hand into memory."""
        reduction = yield self.cost_reduction(game, obj)
        cost = ch.stat(obj, "cost")
        rules = ["Playing Cards - Card Activation 8", "Playing Cards - Costs and Memory 1"]
        if cost is None:
            game.log(
                f"{obj.label}'s reserve cost is not in the card data: {player} pays it as printed "
                "(state it with flags: {cost: N} to have it paid from hand)",
                rules,
                kind="info",
                player=player,
            )
            game.note(f"{obj.label}: reserve cost unknown")
            return
        if reduction:
            cost = max(0, cost - reduction)
            game.log(
                f"{obj.label}'s reserve cost to pay is {cost} after the reduction (never below 0)",
                ["Playing Cards - Costs and Memory 7"],
                kind="info",
            )
        self.pay_amount(game, player, obj, cost)

    def pay_amount(
        self, game: Game, player: str, obj: CardObject, cost: int, kind: str = "info"
    ) -> None:
        """Pay (N): N cards go from hand into memory (those the scenario lists, first)."""
        rules = ["Playing Cards - Card Activation 8", "Playing Cards - Costs and Memory 1"]
        hand = [c for c in game.state.cards_in(player, "hand") if c is not obj]
        cost -= self._reservable(game, player, obj, cost - len(hand))
        yield_cards = hand[:cost]
        for card in yield_cards:
            game.state.move(card, (player, "memory"))
        paid = ", ".join(c.label for c in yield_cards)
        if len(yield_cards) == cost:
            text = f"{player} pays {obj.label}'s cost of ({cost})" + (
                f": {paid} from hand into memory (the player chooses which; the first cards "
                "listed are shown)"
                if cost
                else ""
            )
        else:
            text = (
                f"{player} pays {obj.label}'s cost of ({cost}); the scenario lists "
                f"{len(yield_cards)} card(s) in hand ({paid or 'none'}), the rest are not listed"
            )
        game.log(text, rules, kind=kind, player=player)

    def _reservable(self, game: Game, player: str, paying: CardObject, short: int) -> int:
        """Reservable: objects rested to pay 1 each — used when the hand listed is short."""
        paid = 0
        for other in list(game.state.cards_in(player, "field")):
            if paid >= short:
                break
            if other is paying or other.exhausted:
                continue
            ability = self.keyword_ability(game, other, "reservable")
            if ability is None:
                continue
            other.exhausted = True
            paid += 1
            game.log(
                f"{player} rests {other.label} (Reservable) to pay 1 of {paying.label}'s reserve "
                "cost (the hand listed is short)",
                ["Keywords and Abilities - Reservable 1"],
                kind="effect",
                card=other.label,
                ability=ability.id,
            )
        return paid

    def activate_ability(
        self, game: Game, player: str, obj: CardObject, which: str | None = None
    ) -> Procedure:
        """Abilities - Activated Abilities: announce, modes and targets, costs, onto the stack."""
        game.trace.depth = 0
        abilities = [a for a in obj.definition.abilities if a.kind == "activated"]
        if which:
            abilities = [a for a in abilities if a.id == which] or abilities
        if not abilities:
            raise ImpossibleAction(f"{obj.label} has no activated ability")
        ab = abilities[0]
        game.state.info["_activating"] = (obj.label, ab.id)
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
        if not self.can_run(ab):
            self.stack(game).append(item)
            game.log(
                f"{obj.label}'s ability goes onto the effects stack (its cost is paid as printed: "
                f"{ab.extra.get('activation_cost') or 'see the card'})",
                ["Abilities - Activated Abilities 3"],
                kind="event",
                player=player,
                card=obj.label,
            )
            return
        for c in ab.cost:
            if c.get("reserve"):
                self.pay_amount(game, player, obj, int(c["reserve"]))
            if c.get("leave_self"):
                zone = str(c["leave_self"])
                yield self.leave_field(
                    game, obj, zone, _COST_RULES[zone], f"is {_COST_WORDS[zone]} to pay the cost"
                )
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
        self,
        game: Game,
        player: str,
        obj: CardObject,
        ab: Any,
        kind: str,
        label: str,
        parts: list[AbilityDefinition] | None = None,
    ) -> Procedure:
        """Select modes (static restrictions lock them) and declare targets, fixed from now on."""
        item = StackItem(kind, obj.oid, player, ab, label, parts=list(parts or [ab]))
        game.state.info["_activating"] = (obj.label, ab.id)
        game.state.info["_source"] = obj.oid
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
        for i, (part, step) in enumerate(self.steps_of(item)):
            spec = step.get("target")
            if not isinstance(spec, dict) or step.get("inline") or not self.can_run(part):
                continue
            if "layer" in spec:
                options = [
                    game.state.objects[layer.source]
                    for layer in self.stack(game)
                    if layer.kind == "card" and layer.source != obj.oid
                ]
            else:
                options = self.candidates(game, player, spec)
            rule = R_TRIG_CHOICES if kind == "triggered" else "Playing Cards - Card Activation 5"
            if not options:
                if kind == "triggered":
                    game.log(
                        f"{label} has no legal target, so it fizzles",
                        [R_TRIG_CHOICES],
                        kind="event",
                        ability=ab.id,
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
    def steps_of(item: StackItem) -> list[tuple[AbilityDefinition, dict[str, Any]]]:
        """Every effect step of the layer with the paragraph it belongs to, in printed order."""
        steps = [(part, step) for part in item.parts for step in part.effect]
        for m in item.modes:
            steps.extend((item.ability, step) for step in m.get("effect") or [])
        return steps

    def can_run(self, ability: AbilityDefinition) -> bool:
        """Hand-written illustration abilities carry modes instead of a top-level effect."""
        if ability.extra.get("modes") and ability.modelled == "modelled":
            return all(
                SPEC.ability_problem(
                    AbilityDefinition(
                        id=m["id"], kind="action", effect=tuple(m.get("effect") or ())
                    )
                )
                is None
                for m in ability.extra["modes"]
            )
        return super().can_run(ability)

    def candidates(self, game: Game, player: str, spec: Any) -> list[CardObject]:
        f = spec.get("unit", spec) if isinstance(spec, dict) else {}
        who = f.get("controller", "any")
        types = f.get("type", ["ally", "champion"])
        types = [types] if isinstance(types, str) else types
        source = game.state.info.get("_source")
        out = []
        for p in (
            game.state.initiative_order(player)[::-1]
            if who == "any"
            else [game.state.opponent(player) if who == "opponent" else player]
        ):
            out += [o for o in game.state.cards_in(p, "field") if ch.card_type(o) in types]
        if f.get("other"):
            out = [o for o in out if o.oid != source]
        if state := f.get("state"):
            combat = game.state.info.get("combat") or {}
            keep = {
                "damaged": lambda o: o.damage > 0,
                "rested": lambda o: o.exhausted,
                "awake": lambda o: not o.exhausted,
                "attacking": lambda o: combat.get("attacker") == o.oid,
            }[state]
            out = [o for o in out if keep(o)]
        return out

    def step_target(self, game: Game, ctx: EffectContext, spec: Any) -> Procedure:
        """The object a step acts on: fixed at activation, a word (self, same ...), or chosen now."""
        state = game.state
        if spec is None:
            return None
        if spec == "self":
            ctx.memory["last_target"] = ctx.source  # "it" after "<this card>" is this card
            return state.objects[ctx.source]
        if spec == "same":
            return state.objects.get(ctx.memory.get("last_target", -1))
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
        if oid is not None:
            target = state.objects[oid]
        else:  # an in-line step: its target is chosen as it resolves
            options = self.candidates(game, ctx.controller, spec)
            if not options:
                game.log("No legal target: that part does nothing", [R_STEP], kind="info")
                return None
            label = state.objects[ctx.source].label
            target = yield self.choose_object(
                game, ctx.controller, options, f"{label}: choose a target", label, R_INLINE
            )
        ctx.memory["last_target"] = target.oid
        return target

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
        self, game: Game, obj: CardObject, zone: str, rule: str, words: str
    ) -> Procedure:
        """Move an object to its owner's zone; a champion or regalia bound for the graveyard is banished."""
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
        obj.flags.pop("power_eot", None)
        game.log(f"{obj.label} {words}", rules, kind="effect")
        if was_on_field and zone == "graveyard" and kind == "ally" and "destroyed" in words:
            game.emit(Event("dies", obj.controller, obj.oid))
        return
        yield

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
            # a target named in the scenario must be that one legal target, or it is an error
            named_target_check(game, player, options[0], card)
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
        on_stack = {layer.source for layer in self.stack(game)}
        gone = [
            oid for _, oid in locked if not self.in_play(state.objects[oid]) and oid not in on_stack
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
        if step.get("if_done") and ctx.memory.get("done") is False:
            game.log(
                "It was not done, so the “if you do” part does not happen",
                ["Playing Cards - Resolution 7"],
                kind="info",
                card=obj.label,
            )
            return
        ctx.memory["step"] = i
        vspec = SPEC.verbs.get(str(step.get("verb")))
        assert vspec is not None  # can_run validated every step
        yield vspec.run(game, ctx, vspec.validate(step))

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

    def keyword_ability(self, game: Game, obj: CardObject, name: str) -> AbilityDefinition | None:
        """The card's first keyword ability ``name`` whose restrictions are met now, else None."""
        found = self.keyword_abilities(game, obj, name)
        return found[0] if found else None

    def keyword_abilities(self, game: Game, obj: CardObject, name: str) -> list[AbilityDefinition]:
        """Every instance of keyword ``name`` on the card whose restrictions are met now."""
        out = []
        for ability in obj.definition.abilities:
            if str(ability.extra.get("keyword", "")).lower() != name:
                continue
            restrictions = model.static_restrictions(ability)
            if self.restrictions_met(
                game, obj.controller, obj, restrictions, f"({ability.id})", ability=ability.id
            ):
                out.append(ability)
        return out

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
        return
        yield

    def life(self, obj: CardObject, game: Game | None = None) -> int | None:
        """Life with buff counters (and static bonuses), or None when the card data lacks it."""
        base = ch.stat(obj, "life")
        if base is None:
            return None
        bonus = self.static_bonus(game, obj, "life") if game is not None else 0
        return base + bonus + obj.counters.get("buff", 0) - obj.counters.get("debuff", 0)

    # ------------------------------------------------------------------ triggers
    def listens(
        self,
        game: Game,
        obj: CardObject,
        ability: AbilityDefinition,
        timing: TimingSpec,
        event: Event,
    ) -> bool:
        """A triggered ability whose static restriction is unmet is ignored (¶3), and says so."""
        if not super().listens(game, obj, ability, timing, event):
            return False
        if timing.static or ability.kind not in ("triggered",):
            return ability.kind == "triggered"
        return self.gate(game, obj.controller, obj, ability, "would trigger")

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
        if ch.stat(obj, "power") is not None:
            game.log(
                f"{obj.label}'s power is {self.power(game, obj)}",
                [R_RESTRICT_ALL],
                kind="info",
                card=obj.label,
            )
        return
        yield

    def power(self, game: Game, obj: CardObject) -> int:
        """Printed or stated POWER, buff counters, granted bonuses and until-end-of-turn boosts."""
        bonus = sum(
            int((ab.extra.get("grants") or {}).get("power", 0))
            for ab in self.active_abilities(game, obj)
        )
        base = ch.stat(obj, "power") or 0
        return (
            base
            + self.static_bonus(game, obj, "power")
            + obj.counters.get("buff", 0)
            - obj.counters.get("debuff", 0)
            + bonus
            + int(obj.flags.get("power_eot", 0))
        )

    def timing_title(self, ability: AbilityDefinition, timing: TimingSpec) -> str:
        """Hand-written abilities are named by their text; a long printed text by its timing."""
        text = " ".join(ability.text.split())
        if text and len(text) <= 80:
            return text
        return super().timing_title(ability, timing)


def _unread(action: dict[str, Any]) -> str:
    """The word an action could not be read at, quoted with the action it came from."""
    if action.get("verb"):
        text = (
            action.get("text")
            or f"{action.get('player', '')} {action['verb']} {action.get('words', '')}"
        )
        return f"{action['verb']!r} in {text.strip()!r}"
    keys = [k for k in action if k != "player"]
    return f"the action keys {keys!r}" if keys else "an empty action"


def _plain_ability(d: Any) -> Any:
    from engine.core.cards import AbilityDefinition

    return AbilityDefinition(id="card", kind="card", text=d.text)
