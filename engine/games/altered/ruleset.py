"""Altered: playing cards, the day's phases, steps with atomic actions, and reactions.

Every cost and effect is carried out step by step (6.1); after each step its reactions
become Emblem-Reactions in Limbo (6.3.g), which players play when reactions are checked
(4.4), the player with initiative first (1.4.5.a).
"""

from __future__ import annotations

from typing import Any

from engine.core.decisions import Decision, GivenAnswer
from engine.core.errors import ImpossibleAction
from engine.core.game import Game, Procedure
from engine.core.ruleset import EffectContext, Ruleset, ask
from engine.core.state import CardObject, GameState, Player, Zone

from .steps import Atomic, StepsMixin
from .verbs import VerbsMixin
from .zones import EXPEDITIONS, IN_PLAY, LIMBO, PERSONAL, PHASES, ZONE_WORDS, ZONES, zone_title

PHASE_VERBS = ("starts", "begins", "reaches", "enters", "phase")
DAILY_EFFECTS = {
    "morning": "Succeed, Prepare, Draw and Expand",
    "dusk": "Progress",
    "night": "Rest, Clean-up and Check Victory",
}


class AlteredRuleset(StepsMixin, VerbsMixin, Ruleset):
    game = "altered"
    zones = ZONES

    def __init__(self) -> None:
        super().__init__()
        self.catalog: Any = None
        for name in (
            "sabotage",
            "resupply",
            "each_player_may_resupply",
            "each_player_sacrifices",
            "create_tokens",
            "put_in_mana",
            "reveal_top",
            "put_into_expeditions",
            "gain_status",
            "discard_rest",
            "roll_die",
            "die_outcome",
        ):
            self.verbs[name] = getattr(self, f"verb_{name}")

    # ------------------------------------------------------------------ set-up
    def new_state(self, players: list[str], active: str) -> GameState:
        state = GameState("altered", [Player(p, p) for p in players], active)
        for p in players:
            for name, vis in PERSONAL.items():
                state.add_zone(Zone(name, p, vis))
        state.add_zone(Zone("limbo", None, ZONES["limbo"]))
        state.info.update(day=1, phase="afternoon", first_player=active)
        return state

    def zone_alias(self, words: str) -> str | None:
        return ZONE_WORDS.get(" ".join(words.lower().replace("_", " ").split()))

    def check_placement(self, obj: CardObject, zone: str) -> str | None:
        kind = obj.definition.type
        name = obj.definition.full_name
        if zone == "hero" and kind != "hero":
            return f"{name} is not a Hero, so it cannot be in the Hero zone"
        if kind == "hero" and zone != "hero":
            return f"{name} is a Hero; put it in the hero zone"
        if zone in EXPEDITIONS and kind != "character":
            return f"{name} is a {kind}, not a Character, so it cannot be in an Expedition"
        if zone == "landmarks" and kind != "permanent":
            return f"{name} is a {kind}, not a Landmark Permanent"
        if obj.definition.fields.get("token") and zone not in EXPEDITIONS:
            return f"{name} is a token: tokens only exist in Expeditions"
        return None

    def place(self, state: GameState, obj: CardObject) -> None:
        if obj.definition.fields.get("token"):
            obj.token = True

    def finish_setup(self, state: GameState, catalog: Any) -> None:
        self.catalog = catalog

    @staticmethod
    def in_play(obj: CardObject) -> bool:
        return obj.zone[1] in IN_PLAY

    # ------------------------------------------------------------------ effects
    def run_effect(self, game: Game, ctx: EffectContext) -> Procedure:
        """Resolve an effect one step per verb (6.1.b-c), numbering the steps in the trace."""
        steps = ctx.ability.effect
        for i, step in enumerate(steps, 1):
            ctx.memory["_prefix"] = f"Step {i} of {len(steps)}: " if len(steps) > 1 else "Step: "
            verb = self.verbs.get(str(step.get("verb")))
            if verb is None:
                label = self.label(game, ctx.source)
                game.log(
                    f"{label}: '{step.get('verb')}' is not modelled; resolve it as printed",
                    ["TJ-3"],
                    kind="not_modelled",
                    card=label,
                )
                game.note(f"{label}: part of its effect is not modelled")
                continue
            yield verb(game, ctx, step)

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
            yes = yield ask(
                game,
                Decision(
                    kind="may",
                    player=me,
                    prompt=f"{me}: pay the cost of {label}?",
                    options=[True, False],
                    rule="6.4.b",
                    default=True,
                    default_reason="optional costs are shown as paid",
                    card=label,
                ),
                lambda y: f"{me} {'pays' if y else 'declines to pay'} the cost",
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
        if "play" in action:
            if state.info.get("phase") == "afternoon":
                state.active = player  # the player taking a turn has initiative (1.4.5.a)
            yield self.play_card(game, player, action)
        elif "phase" in action or action.get("verb") in PHASE_VERBS:
            phase = str(action.get("phase") or action.get("words", "")).lower().split()
            name = next((w for w in phase if w in PHASES), None)
            if name is None:
                raise ImpossibleAction(
                    f"which phase? say e.g. '{player} starts noon' (phases: {', '.join(PHASES)})"
                )
            yield self.start_phase(game, player, name)
        else:
            verb = action.get("verb", "?")
            raise ImpossibleAction(
                f"could not read {verb!r} in {action.get('text', verb)!r}: Altered actions are "
                "'<player> plays <card> [on <target>]' and '<player> starts <phase>'"
            )
        yield self.check_reactions(game, 0)

    def start_phase(self, game: Game, first: str, phase: str) -> Procedure:
        state = game.state
        state.info["first_player"] = first
        state.active = first
        if phase == "morning":
            state.info["day"] = int(state.info.get("day", 1)) + 1
            state.info.pop("_activations", None)
        state.info["phase"] = phase
        rules = ["4.2.a", "4.2.b"] + (["4.2.2.a"] if phase == "noon" else [])
        game.log(
            f"Day {state.info['day']}: {phase.capitalize()} begins ({first} is the first player)",
            rules,
            kind="action",
            player=first,
        )
        yield self.step(
            game,
            f"The start of {phase.capitalize()} is an event",
            ["4.2.b"],
            [Atomic("phase", None, None, phase, {"phase": phase})],
        )
        if phase in DAILY_EFFECTS:
            game.log(
                f"{phase.capitalize()}'s daily effects ({DAILY_EFFECTS[phase]}) are not modelled; resolve them as printed",
                ["TJ-3"],
                kind="not_modelled",
            )
            game.note(f"{phase.capitalize()}'s daily effects are not modelled")

    def find_to_play(self, game: Game, player: str, name: str, source: str | None) -> CardObject:
        found = [o for o in game.state.find(name) if o.owner == player]
        zones = [source] if source else ["hand", "reserve"]
        for z in zones:
            hits = [o for o in found if o.zone == (player, z)]
            if hits:
                return hits[0]
        if found:
            raise ImpossibleAction(
                f"{player} cannot play {found[0].label}: it is in {zone_title(found[0].zone)}, not in their Hand or Reserve"
            )
        raise ImpossibleAction(f"{player} has no {name!r} in Hand or Reserve to play")

    def play_card(self, game: Game, player: str, action: dict[str, Any]) -> Procedure:
        """Declare, move to Limbo, pay in one step, resolve (5.1.2)."""
        state = game.state
        obj = self.find_to_play(game, player, str(action["play"]), action.get("from"))
        d = obj.definition
        origin = obj.zone[1]
        where_word = "Hand" if origin == "hand" else "Reserve"
        kind = d.type
        if kind not in ("character", "spell", "permanent") or d.fields.get("token"):
            raise ImpossibleAction(f"{obj.label} is a {kind} and cannot be played as a card")
        exp = None
        declare = f"{player} plays {obj.label} from {where_word}"
        rules = ["5.1.2.a", "5.1.2.c"]
        if origin == "hand":
            declare += " (revealing it from a hidden zone)"
            rules.append("3.1.3.d")
        if kind == "character" or (
            kind == "permanent" and d.fields.get("permanent") == "expedition"
        ):
            exp = str(action.get("expedition", "hero")).lower().split()[0]
            if exp not in ("hero", "companion"):
                raise ImpossibleAction(f"expedition must be hero or companion, not {exp!r}")
            declare += f", into their {exp} Expedition"
            rules.append("5.2.1.a")
        game.log(declare, rules, kind="action", player=player, card=obj.label)
        game.trace.depth = 1
        self.move_object(state, obj, LIMBO)
        obj.controller = player
        limbo_rules = ["5.1.2.g", "3.2.8.a"]
        fleeting = origin == "reserve" or (kind == "spell" and d.fields.get("fleeting"))
        if fleeting and d.fields.get("permanent") != "landmark":
            obj.flags["statuses"] = ["Fleeting"]
            limbo_rules.append("5.2.4.a" if kind == "spell" else "5.2.1.b")
        game.log(
            f"{obj.label} moves to Limbo" + (" and gains Fleeting" if fleeting else ""),
            limbo_rules,
            kind="event",
            card=obj.label,
        )
        cost = (
            int(d.cost or 0) if origin == "hand" else int(d.fields.get("reserve_cost", d.cost or 0))
        )
        orbs = self.orbs_to_pay(state, player, cost)
        if orbs is None:
            raise ImpossibleAction(
                f"{player} cannot pay {cost} mana for {obj.label}: not enough ready Mana Orbs (6.4.c)"
            )
        if cost:
            assumed = "" if orbs else " (the scenario lists no Mana Orbs, so payment is assumed)"
            yield self.step(
                game,
                f"{player} pays {cost} mana for {obj.label}, in a single step{assumed}",
                ["5.1.2.h", "6.4.a", "3.2.9.f"],
                self.mana_atomics(state, player, cost, orbs),
                player=player,
            )
        played = {"played_from": origin}
        if kind == "spell":
            for ab in d.abilities:
                if ab.kind != "spell":
                    continue
                n = len(ab.effect)
                game.log(
                    f"{obj.label} resolves: its effect has {n} step{'s' if n != 1 else ''}",
                    ["5.1.2.i", "6.1.a", "6.1.b"],
                    kind="resolve",
                    player=player,
                    card=obj.label,
                )
                game.trace.depth = 2
                if ab.modelled != "modelled":
                    game.log(
                        f"{obj.label}: its effect is not modelled; resolve it as printed",
                        ["TJ-3"],
                        kind="not_modelled",
                        card=obj.label,
                    )
                    game.note(f"{obj.label} is not modelled: resolve it as printed")
                    continue
                yield self.run_effect(game, EffectContext(obj.oid, player, ab, depth=2))
                game.trace.depth = 1
            fleeting_now = "Fleeting" in obj.flags.get("statuses", [])
            dest = (obj.owner, "discard" if fleeting_now else "reserve")
            yield self.step(
                game,
                f"{obj.label} leaves Limbo for {zone_title(dest)}"
                + (" because it is Fleeting" if fleeting_now else ""),
                ["5.2.4.b", "5.1.2.j"],
                [Atomic("move", obj.oid, dest, f"{obj.label} to {zone_title(dest)}", played)],
                player=player,
                card=obj.label,
            )
        else:
            dest = (player, f"{exp}_expedition") if exp else (player, "landmarks")
            fleeting_now = "Fleeting" in obj.flags.get("statuses", [])
            atomics = [
                Atomic("move", obj.oid, dest, f"{obj.label} joins {zone_title(dest)}", played)
            ]
            yield self.step(
                game,
                f"{obj.label} resolves and joins {zone_title(dest)}",
                ["5.1.2.i", "5.1.2.j"] + (["5.2.3.a"] if dest[1] == "landmarks" else []),
                atomics,
                player=player,
                card=obj.label,
            )
            if fleeting_now and dest[1] in EXPEDITIONS:
                obj.flags["statuses"] = ["Fleeting"]
        game.trace.depth = 0
