"""Activating cards and abilities (Playing Cards - Card Activation, Abilities - Activated Abilities).

Announcing onto the effects stack, speed, element, modes and targets fixed at that
moment, and paying costs: reserve from hand to memory (Reservable), resting, attack cards
resting the champion.
"""

from __future__ import annotations

from typing import Any

from engine.core.cards import AbilityDefinition
from engine.core.choose import named_target_check
from engine.core.decisions import Decision
from engine.core.errors import ImpossibleAction
from engine.core.events import Event
from engine.core.game import Game, Procedure
from engine.core.ruleset import ask
from engine.core.state import CardObject
from engine.games.grand_archive import characteristics as ch
from engine.games.grand_archive import conditions, model
from engine.games.grand_archive.empower import apply_to_spell
from engine.games.grand_archive.ids import (
    R_IGNORED,
    R_STATIC,
    R_TRIG_CHOICES,
    STACK,
)
from engine.games.grand_archive.model import StackItem
from engine.games.grand_archive.spec import OBJECT_TYPES
from engine.games.grand_archive.turn import phase

_SLOW_TYPES = frozenset({"ally", "attack", "item", "weapon", "domain", "phantasia", "champion"})
_COST_RULES = {"banishment": "Game Terms - Banish 1", "graveyard": "Game Terms - Sacrifice 1"}
_COST_WORDS = {"banishment": "banished", "graveyard": "sacrificed"}


def _plain_ability(d: Any) -> AbilityDefinition:
    """The whole card as one layer, for a card with no paragraph that resolves."""
    return AbilityDefinition(id="card", kind="card", text=d.text)


R_LIMIT = "Abilities - Activated Abilities 6"  # limits printed after the effect


class ActivationMixin:
    """Activation steps of the Grand Archive ruleset (needs its stack, restrictions and statics)."""

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
        apply_to_spell(game, player, obj)
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
        yield self.after_event(game, Event("card_activated", player, obj.oid))

    def after_event(self, game: Game, event: Event) -> Procedure:
        """Triggers of an event outside a resolution go onto the stack above what caused it."""
        game.open_window()
        game.emit(event)
        waiting = game.close_window()
        if waiting:
            yield self.stack_triggers(game, waiting)  # type: ignore[attr-defined]

    def limits_allow(self, game: Game, player: str, obj: CardObject, ab: Any) -> bool:
        """ "Activate this ability only once each turn / at slow speed / if ...", checked and said."""
        limits = ab.extra.get("limits") or {}
        state = game.state
        problems, met = [], []
        if limits.get("once_per_turn"):
            if [obj.oid, ab.id] in state.info.get("_used_this_turn", []):
                problems.append("it can be activated only once each turn and already was")
            else:
                met.append("not yet activated this turn")
        if limits.get("slow"):
            slow = (
                state.info["turn_player"] == player
                and state.info.get("phase") == "main"
                and not self.stack(game)  # type: ignore[attr-defined]
            )
            (met if slow else problems).append(
                "at slow speed" if slow else "it can be activated only at slow speed"
            )
        if cond := limits.get("condition"):
            ok, why = conditions.check(state, obj, player, cond)
            (met if ok else problems).append(why)
        if not limits:
            return True
        if problems:
            self.refuse(  # type: ignore[attr-defined]
                game,
                player,
                f"{obj.label}'s ability cannot be activated now: {'; '.join(problems)}",
                [R_LIMIT],
                ab.id,
            )
            return False
        game.log(
            f"{obj.label}'s ability may be activated now ({'; '.join(met)})",
            [R_LIMIT],
            kind="info",
            card=obj.label,
            ability=ab.id,
        )
        return True

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

    @staticmethod
    def activated_from_zone(obj: CardObject, which: str | None) -> bool:
        """Whether the named ability is one activated from the zone the card is in ("(2),
        Discard this card from your hand: ..." from the hand)."""
        from engine.games.grand_archive.costs import self_zone

        ab = next((a for a in obj.definition.abilities if a.id == which), None)
        return ab is not None and ab.kind == "activated" and self_zone(ab) == obj.zone[1]

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
        if not self.limits_allow(game, player, obj, ab):
            return
        item = yield self.declare_choices(
            game, player, obj, ab, "activated", f"{obj.label}'s ability"
        )
        if item is None:
            return
        if ab.extra.get("limits", {}).get("once_per_turn"):
            game.state.info.setdefault("_used_this_turn", []).append([obj.oid, ab.id])
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
        from engine.games.grand_archive import costs

        if why := costs.unpayable(game, player, obj, list(ab.cost)):
            self.refuse(game, player, f"{why}: the cost cannot be paid", [costs.R_PAY])
            return
        for c in ab.cost:
            yield costs.pay_part(game, player, obj, c)
            if c.get("reserve"):
                self.pay_amount(game, player, obj, int(c["reserve"]))
            if c.get("leave_self"):
                zone = str(c["leave_self"])
                yield self.leave_field(
                    game,
                    obj,
                    zone,
                    _COST_RULES[zone],
                    f"is {_COST_WORDS[zone]} to pay the cost",
                    dies=zone == "graveyard",  # a sacrificed unit dies (Died/Dies 1.a)
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
        from engine.games.grand_archive.modes import modes_of

        modes = list(ab.extra.get("modes") or modes_of(ab))
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
            if spec.get("unit", {}).get("chosen"):  # "an ally you control": chosen as it resolves
                continue
            if "layer" in spec:
                options = [
                    game.state.objects[layer.source]
                    for layer in self.stack(game)
                    if layer.kind == "card" and layer.source != obj.oid
                ]
                from engine.games.grand_archive.card_targets import layer_fits

                options = [o for o in options if layer_fits(o, spec)]
            else:
                options = self.candidates(game, player, spec)
            rule = R_TRIG_CHOICES if kind == "triggered" else "Playing Cards - Card Activation 5"
            if not options and spec.get("unit", {}).get("up_to_one"):
                # "up to one target": zero targets is a legal choice (Card Activation 5)
                game.log(
                    f"{label} has no legal target; it says up to one, so it is declared with none",
                    [rule],
                    kind="event",
                    ability=ab.id,
                    card=obj.label,
                )
                item.untargeted.add(i)
                continue
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
            if "card" in spec:  # a card target stays legal while it stays in that zone
                game.state.info.setdefault("_card_targets", {})[target.oid] = list(target.zone)
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

    def candidates(self, game: Game, player: str, spec: Any) -> list[CardObject]:
        if isinstance(spec, dict) and "card" in spec:  # "target card in a graveyard"
            from engine.games.grand_archive.card_targets import card_candidates

            return card_candidates(game, player, spec["card"])
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
            from engine.games.grand_archive.loading import is_loaded

            combat = game.state.info.get("combat") or {}
            keep = {
                "damaged": lambda o: o.damage > 0,
                "rested": lambda o: o.exhausted,
                "awake": lambda o: not o.exhausted,
                "attacking": lambda o: combat.get("attacker") == o.oid,
                "defending": lambda o: combat.get("defender") == o.oid,
                "unloaded": lambda o: not is_loaded(game, o),
            }[state]
            out = [o for o in out if keep(o)]
        out = [o for o in out if ch.fits_subject(o, f)]
        if want := f.get("cost"):
            from engine.games.grand_archive.cost_filter import cost_fits, describe

            unknown = [o for o in out if cost_fits(o, want) is None]
            for o in unknown:
                game.note(
                    f"{o.label}'s cost is not in the card data, so it is not counted as an object "
                    f"with {describe(want)} (state it: flags: {{cost: N}} or {{memory_cost: N}})"
                )
            out = [o for o in out if cost_fits(o, want)]
        return out

    def choose_object(
        self,
        game: Game,
        player: str,
        options: list[CardObject],
        prompt: str,
        card: str,
        rule: str,
        verb: str = "targets",
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
                f"{player} {verb} {options[0].label} (the only legal "
                f"{'target' if verb == 'targets' else 'choice'})",
                [rule],
                kind="choice",
                player=player,
                card=card,
            )
            return options[0]
        labels = [o.label for o in options]
        label = yield ask(game, decision, lambda lab: f"{player} {verb} {lab}")
        return options[labels.index(label)]
