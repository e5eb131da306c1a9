"""Altered: playing cards, the day's phases, steps with atomic actions, and reactions.

Every cost and effect is carried out step by step (6.1); after each step its reactions
become Emblem-Reactions in Limbo (6.3.g), which players play when reactions are checked
(4.4), the player with initiative first (1.4.5.a). The game's card contract is in
:mod:`spec`; playing cards in :mod:`play`, the day in :mod:`day`, compiled verbs in
:mod:`effects`, and the whole-pool reach scenarios in :mod:`reach`.
"""

from __future__ import annotations

from typing import Any

from engine.core.cards import AbilityDefinition
from engine.core.choose import yes_no
from engine.core.contract import step_problem
from engine.core.decisions import Decision, GivenAnswer
from engine.core.errors import ImpossibleAction
from engine.core.game import Game, Procedure
from engine.core.not_modelled import log_not_modelled
from engine.core.ruleset import EffectContext, Ruleset, ask
from engine.core.state import CardObject, GameState

from .costs import CostsMixin
from .day import DayMixin
from .effects import EffectsMixin
from .play import PlayMixin
from .reach import reach_scenario
from .spec import SPEC
from .steps import Atomic, StepsMixin, trigger_of
from .verbs import VerbsMixin
from .zones import EXPEDITIONS, IN_PLAY, PHASES, ZONE_WORDS

PHASE_VERBS = ("starts", "begins", "reaches", "enters", "phase")
ACTIVATE_VERBS = ("activates", "uses")


class AlteredRuleset(
    StepsMixin, DayMixin, PlayMixin, CostsMixin, EffectsMixin, VerbsMixin, Ruleset
):
    game = "altered"
    spec = SPEC
    may_rule = "6.5.c"

    def __init__(self) -> None:
        super().__init__()
        self.catalog: Any = None

    # ------------------------------------------------------------------ set-up
    def new_state(self, players: list[str], active: str) -> GameState:
        state = SPEC.new_state(players, active)
        state.info.update(day=1, phase="afternoon", first_player=active)
        return state

    def zone_alias(self, words: str) -> str | None:
        key = " ".join(words.lower().replace("_", " ").split())
        return ZONE_WORDS.get(key) or SPEC.zone_alias(key)

    def check_placement(self, obj: CardObject, zone: str) -> str | None:
        problem = SPEC.placement_problem(obj.definition, zone)
        if problem:
            return problem
        if obj.definition.fields.get("token") and zone not in EXPEDITIONS:
            return f"{obj.definition.full_name} is a token: tokens only exist in Expeditions"
        return None

    def place(self, state: GameState, obj: CardObject) -> None:
        if obj.definition.fields.get("token") or obj.definition.type.startswith("token"):
            obj.token = True

    def finish_setup(self, state: GameState, catalog: Any) -> None:
        self.catalog = catalog

    @staticmethod
    def in_play(obj: CardObject) -> bool:
        return obj.zone[1] in IN_PLAY

    def reach_scenario(self, card: Any, ability: AbilityDefinition) -> dict[str, Any] | None:
        return reach_scenario(card, ability)

    def announce_constants(self, game: Game) -> None:
        """Abilities that may change the answer but that the engine does not apply, said first.

        Passive abilities of cards in play and of Heroes (2.2.11.h), support abilities of
        ready cards in Reserve (2.2.11.i-j), and reactions whose trigger the engine does
        not recognise: each is one "not modelled" step, never silently left out.
        """
        for obj in list(game.state.objects.values()):
            where = obj.zone[1]
            in_reserve = where == "reserve" and not obj.exhausted
            if not (where in (*IN_PLAY, "hero") or in_reserve):
                continue
            for ab in obj.definition.abilities:
                support = bool(ab.extra.get("support")) or ab.timing == "support_constant"
                if support != in_reserve:
                    continue
                if ab.timing in ("constant", "support_constant") and not self.can_run(ab):
                    log_not_modelled(game, obj, ab, rules=("2.3.1.i",))
                elif ab.kind == "reaction" and not trigger_of(ab).get("event"):
                    log_not_modelled(
                        game,
                        obj,
                        ab,
                        why="the engine does not recognise this trigger, so it cannot tell when it activates",
                        rules=("6.3.b",),
                    )

    # ------------------------------------------------------------------ effects
    def run_effect(self, game: Game, ctx: EffectContext) -> Procedure:
        """Resolve an ability one step per verb (6.1.b-c), or show it as not modelled.

        Every step is checked against the verb table first, so an ability never
        half-resolves; "you may" abilities are asked first (6.5.c).
        """
        obj = game.state.objects[ctx.source]
        ab = ctx.ability
        if not self.can_run(ab):
            log_not_modelled(game, obj, ab)
            return
        if ab.optional and not ctx.memory.get("cost_paid"):
            label = self.src_label(game, ctx)
            use = yield yes_no(
                game,
                ctx.controller,
                f"{ctx.controller}: do what {label} says you may do?",
                "6.5.c",
                card=label,
                reason="optional steps are shown as done",
                describe=lambda yes: (
                    f"{ctx.controller} {'does' if yes else 'declines'} the optional step"
                ),
            )
            if not use:
                game.log(
                    f"{obj.label}: the optional step is not done",
                    ["6.5.c"],
                    kind="effect",
                    card=obj.label,
                    ability=ab.id,
                )
                return
        with self.tagged(game, obj, ab):
            yield self.run_steps(game, ctx, list(ab.effect), top=True)

    def run_steps(
        self, game: Game, ctx: EffectContext, steps: list[dict[str, Any]], *, top: bool = False
    ) -> Procedure:
        for i, step in enumerate(steps, 1):
            problem = step_problem(SPEC.verbs, step)
            if problem:  # only reachable through hand-written nested steps
                raise ImpossibleAction(f"{self.label(game, ctx.source)}: {problem}")
            if top:
                ctx.memory["_prefix"] = (
                    f"Step {i} of {len(steps)}: " if len(steps) > 1 else "Step: "
                )
            vspec = SPEC.verbs.get(str(step["verb"]))
            assert vspec is not None
            yield vspec.run(game, ctx, vspec.validate(step))

    def pay_reaction_cost(self, game: Game, ctx: EffectContext) -> Procedure:
        """An optional reaction cost: may be declined (6.4.b), must be paid in full (6.4.c), one step (6.1.d)."""
        state = game.state
        me = ctx.controller
        mana = sum(int(c.get("amount", 0)) for c in ctx.ability.cost if c.get("verb") == "pay_mana")
        needs_hand = any(c.get("verb") == "hand_to_reserve" for c in ctx.ability.cost)
        hand = state.cards_in(me, "hand")
        orbs = self.orbs_to_pay(state, me, mana)
        payable = orbs is not None and (not needs_hand or bool(hand))
        label = ctx.memory.get("emblem", self.label(game, ctx.source))
        if not payable:
            game.log(
                f"{me} cannot pay the whole cost of {label}, so it cannot be paid and the effect does not happen",
                ["6.4.c"],
                kind="effect",
                player=me,
            )
            return False
        if ctx.ability.optional:
            yes = yield yes_no(
                game,
                me,
                f"{me}: pay the cost of {label}?",
                "6.4.b",
                card=label,
                reason="optional costs are shown as paid",
                describe=lambda y: f"{me} {'pays' if y else 'declines to pay'} the cost",
            )
            if not yes:
                return False
        atomics = self.mana_atomics(state, me, mana, orbs or [])
        if needs_hand:
            labels = [o.label for o in hand]
            pick = yield ask(
                game,
                Decision(
                    kind="target",
                    player=me,
                    prompt=f"{me}: which card from your Hand goes to Reserve?",
                    options=labels,
                    rule="3.2.5.c",
                    default=labels[0],
                    default_reason="the first card listed in the Hand",
                    card=label,
                ),
                lambda lab: f"{me} picks {lab} from their own Hand",
            )
            card = hand[labels.index(pick)]
            atomics.append(
                Atomic("move", card.oid, (me, "reserve"), f"put {card.label} from Hand in Reserve")
            )
        yield self.step(
            game,
            f"Cost, paid in a single step: {me} pays {mana} and puts a card from Hand in Reserve",
            ["6.1.d", "6.4.a"],
            atomics,
            player=me,
        )
        return True

    # ------------------------------------------------------------------ mana
    @staticmethod
    def orbs_to_pay(state: GameState, player: str, amount: int) -> list[CardObject] | None:
        """Ready Mana Orbs that pay ``amount`` (3.2.9.f); [] when the scenario lists no Mana at all."""
        orbs = state.cards_in(player, "mana")
        if not orbs or amount == 0:
            return []
        ready = [o for o in orbs if not o.exhausted]
        return ready[:amount] if len(ready) >= amount else None

    def mana_atomics(
        self, state: GameState, player: str, amount: int, orbs: list[CardObject]
    ) -> list[Atomic]:
        if amount and not orbs:
            return [
                Atomic(
                    "pay",
                    None,
                    None,
                    f"{player} pays {amount} mana (no Mana Orbs listed, so the scenario assumes they can)",
                )
            ]
        return [
            Atomic("exhaust", o.oid, None, f"exhaust {o.label} in {player}'s Mana zone")
            for o in orbs
        ]

    # ------------------------------------------------------------------ actions
    def perform(self, game: Game, action: dict[str, Any]) -> Procedure:
        """One turn effect or phase start, then check reactions (4.4.a)."""
        state = game.state
        player = action["player"]
        game.trace.depth = 0
        if action.get("target") is not None:
            game.answers.given.insert(
                0, GivenAnswer(action["target"], kind="target", player=player)
            )
        verb = str(action.get("verb", ""))
        if "play" in action:
            if state.info.get("phase") == "afternoon":
                state.active = player  # the player taking a turn has initiative (1.4.5.a)
            yield self.play_card(game, player, action)
        elif "activate" in action or verb in ACTIVATE_VERBS:
            if state.info.get("phase") == "afternoon":
                state.active = player
            yield self.play_quick_action(game, player, action)
        elif verb in ("passes", "pass"):
            yield self.pass_turn(game, player)
        elif "phase" in action or verb in PHASE_VERBS:
            phase = str(action.get("phase") or action.get("words", "")).lower().split()
            name = next((w for w in phase if w in PHASES), None)
            if name is None:
                raise ImpossibleAction(
                    f"which phase? say e.g. '{player} starts noon' (phases: {', '.join(PHASES)})"
                )
            yield self.start_phase(game, player, name, action)
        else:
            raise ImpossibleAction(
                f"could not read {verb or '?'!r} in {action.get('text', verb)!r}: Altered actions are "
                "'<player> plays <card> [on <target>]', '<player> activates <card>' (a quick action), "
                "'<player> passes' and '<player> starts <phase>'"
            )
        yield self.check_reactions(game, 0)
