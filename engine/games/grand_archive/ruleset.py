"""Grand Archive: the ruleset that reads scenario actions and checks restrictions.

It sets up the zones of its card contract (:mod:`.spec`), checks the characteristics
a scenario states for cards the export does not describe, reads the actions (activate,
attack, start/end the turn, materialize, pass, check) and gates restricted text: static
(bubble) restrictions when a card or ability is activated or looked at, in-line ones
while it resolves, none of them following an ability onto the stack. Activation, the
effects stack, combat, the turn and static abilities each live in their own module.
"""

from __future__ import annotations

import re
from typing import Any

from engine.core.cards import AbilityDefinition, normalise_name
from engine.core.contract import TimingSpec
from engine.core.decisions import GivenAnswer
from engine.core.errors import ImpossibleAction, ScenarioError
from engine.core.events import Event
from engine.core.game import Game, Procedure
from engine.core.ruleset import Ruleset
from engine.core.state import CardObject, GameState
from engine.games.grand_archive import characteristics as ch
from engine.games.grand_archive import conditions, model
from engine.games.grand_archive.activation import ActivationMixin
from engine.games.grand_archive.additional_costs import CostsMixin
from engine.games.grand_archive.combat import CombatMixin
from engine.games.grand_archive.ids import R_IGNORED, R_RESTRICT_ALL, WORDED_TRIGGERS
from engine.games.grand_archive.imbue import ImbueMixin
from engine.games.grand_archive.model import StackItem
from engine.games.grand_archive.reach import reach_scenario
from engine.games.grand_archive.renewable import RenewableMixin
from engine.games.grand_archive.restrictions import KIND_RULES, Restriction
from engine.games.grand_archive.spec import SPEC
from engine.games.grand_archive.spellshroud import SpellshroudMixin
from engine.games.grand_archive.stack import StackMixin
from engine.games.grand_archive.statics import StaticMixin
from engine.games.grand_archive.turn import TurnMixin, phase
from engine.games.grand_archive.untyped import UntypedMixin
from engine.games.grand_archive.watch import watched

_IN_PHASE = re.compile(
    r"^in (?:the |their |his |her )?(?P<phase>wake up|materialize|recollection|draw|main|end) phase$"
)

_ACTIVATE = re.compile(
    r"^(?P<card>.+?)(?:\s+(?:on|targeting|at)\s+(?P<target>.+?))?"
    r"(?:\s+(?:choosing|with mode|mode)\s+(?P<mode>.+?))?(?P<hold>\s+and\s+holds?(?:\s+opportunity)?)?$",
    re.I,
)


R_TRIGGER_CONDITION = "Abilities - Triggered Abilities 1"


class GrandArchiveRuleset(
    UntypedMixin,
    ImbueMixin,
    RenewableMixin,
    CostsMixin,
    SpellshroudMixin,
    ActivationMixin,
    StackMixin,
    StaticMixin,
    TurnMixin,
    CombatMixin,
    Ruleset,
):
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
        if not (action.get("pass") or verb in ("passes", "pass")):
            game.state.info.pop("_passed_empty", None)  # passes count only in a row
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
            if self.stack(game):
                yield self.resolve_stack(game, player)
            else:
                yield self.pass_on_empty_stack(game, player)
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
        if obj.zone == (player, "field") or self.activated_from_zone(obj, spec.get("ability")):
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

    def keyword_ability(self, game: Game, obj: CardObject, name: str) -> AbilityDefinition | None:
        """The card's first keyword ability ``name`` whose restrictions are met now, else None."""
        found = self.keyword_abilities(game, obj, name)
        return found[0] if found else None

    def keyword_abilities(self, game: Game, obj: CardObject, name: str) -> list[AbilityDefinition]:
        """Every instance of keyword ``name`` on the card whose restrictions are met now."""
        out = []
        for ability in obj.definition.abilities:
            listed = ability.extra.get("keywords") or [ability.extra.get("keyword", "")]
            if name not in [str(k).lower() for k in listed]:  # "Pride 3, Taunt" lists both
                continue
            restrictions = model.static_restrictions(ability)
            if self.restrictions_met(
                game, obj.controller, obj, restrictions, f"({ability.id})", ability=ability.id
            ):
                out.append(ability)
        out.extend(self.static_keywords(game, obj, name))  # "<this> has taunt as long as ..."
        if name in obj.flags.get("granted_eot", ()):  # gained until end of turn by an effect
            out.append(
                AbilityDefinition(
                    id=f"granted {name}",
                    kind="keyword",
                    timing=f"keyword:{name.replace(' ', '_')}",
                    text=f"{name} (gained until end of turn)",
                    extra={"keyword": name},
                )
            )
        return out

    def life(self, obj: CardObject, game: Game | None = None) -> int | None:
        """Life with buff counters (and static bonuses), or None when the card data lacks it."""
        base = ch.stat(obj, "life")
        if base is None:
            return None
        bonus = self.static_bonus(game, obj, "life") if game is not None else 0
        buffs = obj.counters.get("buff", 0) - obj.counters.get("debuff", 0)
        return base + bonus + buffs + int(obj.flags.get("life_eot", 0))

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
        if timing.name == "ally_dies":
            subject = game.state.objects.get(event.card) if event.card is not None else None
            if subject is None or ch.card_type(subject) not in ("ally", "token"):
                return False
        want = (ability.trigger or {}).get("subject")
        if want is not None and not watched(game, obj, want, event):
            return False
        if not self.gate(game, obj.controller, obj, ability, "would trigger"):
            return False
        return self._trigger_condition(game, obj, ability, timing, event)

    def _trigger_condition(
        self,
        game: Game,
        obj: CardObject,
        ability: AbilityDefinition,
        timing: TimingSpec,
        event: Event,
    ) -> bool:
        """ "Whenever / At the beginning ..., if <condition>, ...": unmet, it does not trigger at
        all (Triggered Abilities 1); met, it is checked again as it resolves."""
        if timing.name not in WORDED_TRIGGERS or not ability.effect:
            return True
        conds = [step.get("condition") for step in ability.effect]
        if conds[0] is None or any(c != conds[0] for c in conds):
            return True
        if self.trigger_controller(obj, ability, timing, event) is None:
            return False
        met, why = conditions.check(game.state, obj, obj.controller, conds[0])
        if not met:
            game.log(
                f"{obj.label}: its trigger's condition is not met ({why}), so it does not trigger",
                [R_TRIGGER_CONDITION]
                + (
                    ["Keywords and Abilities - Foster 1"]
                    if ability.extra.get("keyword") == "foster"
                    else []
                ),
                kind="info",
                card=obj.label,
                ability=ability.id,
            )
        return met

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
