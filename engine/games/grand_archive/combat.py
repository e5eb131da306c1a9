"""Combat (Turn Order - Combat Phase): declaration, retaliation, damage, end of combat.

An awake unit with POWER attacks an opponent's unit; the attack rests it, On Attack
abilities go onto the effects stack and resolve before retaliation; an awake
defending ally with POWER may rest to retaliate; then damage is dealt at once both
ways, which triggers On Hit / On Champion Hit, and lethal damage On Death and On Kill.
"""

from __future__ import annotations

import re
from typing import Any

from engine.core.errors import ImpossibleAction
from engine.core.events import Event
from engine.core.game import Game, Procedure
from engine.core.state import CardObject
from engine.games.grand_archive import characteristics as ch
from engine.games.grand_archive import model
from engine.games.grand_archive.choices import yes_no
from engine.games.grand_archive.prevention import mark_damage
from engine.games.grand_archive.text import strip_reminders

R_ATTACK = "Combat Phase - Attacking and the Combat Phase 1.d"
R_DECLARE = "Combat Phase - Attack Declaration 4"
R_RETALIATE = "Combat Phase - Retaliation Step 3"
R_DAMAGE = "Combat Phase - Damage Step 3"
R_END = "Combat Phase - End of Combat Step 1"
R_DURABILITY = "Card Types - Weapon 2.c"
R_PRIDE = "Keywords and Abilities - Pride N 1"
R_TAUNT = "Keywords and Abilities - Taunt 2"
R_STEALTH = "Keywords and Abilities - Stealth 1"
R_TRUE_SIGHT = "Keywords and Abilities - True Sight 1.a"
R_INTERCEPT = "Keywords and Abilities - Intercept 1"
R_RANGED = "Keywords and Abilities - Ranged N 1"
R_RETORT = "Keywords and Abilities - Retort N 1"


def keyword_value(ability: Any) -> int:
    """The N of a valued keyword (Ranged 2, Pride 3) as printed; 0 when not printed."""
    m = re.search(r"\b(\d+)\b", strip_reminders(ability.text or ""))
    return int(m[1]) if m else 0


class CombatMixin:
    """The combat phase, run by a ruleset that has the effects stack and trigger stacking."""

    def declare_attack(
        self, game: Game, player: str, attacker: CardObject, target: Any
    ) -> Procedure:
        rs: Any = self
        game.trace.depth = 0
        if attacker.controller != player or not rs.in_play(attacker):
            raise ImpossibleAction(
                f"{attacker.label} is not on {player}'s field, so it cannot attack"
            )
        kind = ch.card_type(attacker)
        if kind == "weapon":
            yield self._attack_with_weapon(game, player, attacker, target)
            return
        if kind not in ("ally", "champion", "token"):
            raise ImpossibleAction(
                f"{attacker.label} is a {kind}: only allies and champions declare attacks "
                "(state its type with flags: {type: ally} if the card data does not give it)"
            )
        if attacker.exhausted:
            raise ImpossibleAction(f"{attacker.label} is rested, so it cannot attack")
        if rs.power(game, attacker) <= 0:
            raise ImpossibleAction(
                f"{attacker.label} has no POWER (state it: '(2 power)' or flags: {{power: 2}}), "
                "so it cannot attack"
            )
        self._obeys(game, attacker)
        defender = self._attack_target(game, player, target)
        self._attack_keywords(game, attacker, defender)
        attacker.exhausted = True
        game.log(
            f"{player} declares an attack with {attacker.label} on {defender.label}; "
            f"{attacker.label} rests as the cost",
            [R_ATTACK, "Combat Phase - Attack Declaration 1"],
            kind="action",
            player=player,
            card=attacker.label,
        )
        yield self._fight(game, player, attacker, defender)

    def _attack_with_weapon(
        self, game: Game, player: str, weapon: CardObject, target: Any
    ) -> Procedure:
        """Weapon 2 and Champion 9: the champion attacks using the weapon, resting as the cost."""
        champ = model.champion(game.state, player)
        if champ is None or champ.exhausted:
            why = f"{player} has no champion" if champ is None else f"{champ.label} is rested"
            raise ImpossibleAction(f"{why}, so it cannot attack with {weapon.label}")
        if weapon.counters.get("durability", 0) <= 0 and ch.stat(weapon, "durability") is not None:
            raise ImpossibleAction(f"{weapon.label} has no durability counters left")
        from engine.games.grand_archive import loading

        gun = {s.lower() for s in ch.subtypes(weapon) or []} & {"gun", "bow"}
        if gun and not loading.is_loaded(game, weapon):
            raise ImpossibleAction(
                f"{weapon.label} is a {gun.pop().title()} with no loaded card: it must be loaded "
                f"to be used for an attack ({loading.R_MUST_LOAD})"
            )
        defender = self._attack_target(game, player, target)
        self._attack_keywords(game, champ, defender)
        champ.exhausted = True
        game.log(
            f"{player} declares an attack with {champ.label} using {weapon.label} on "
            f"{defender.label}; {champ.label} rests as the cost",
            [R_ATTACK, "Card Types - Champion 9", "Combat Phase - Attack Declaration 1"],
            kind="action",
            player=player,
            card=weapon.label,
        )
        loading.unload_into_intent(game, weapon, player)
        yield self._fight(game, player, champ, defender, weapon)

    def attack_with_card(self, game: Game, player: str, card: CardObject) -> Procedure:
        """Card Types - Attack 2: the resolved attack card's champion declares the attack now."""
        rs: Any = self
        champ = model.champion(game.state, player)
        if champ is None:
            raise ImpossibleAction(f"{player} has no champion to attack with {card.label}")
        target = card.flags.pop("_attack_target", None)
        defender = self._attack_target(game, player, target)
        self._attack_keywords(game, champ, defender)
        game.trace.depth = 0
        game.log(
            f"{player} declares the attack of {champ.label} with {card.label} on {defender.label} "
            "(the champion was rested as the attack card's cost)",
            ["Card Types - Attack 2", "Combat Phase - Attack Declaration 1"],
            kind="action",
            player=player,
            card=card.label,
        )
        yield self._fight(game, player, champ, defender)
        del rs

    def _fight(
        self,
        game: Game,
        player: str,
        attacker: CardObject,
        defender: CardObject,
        weapon: CardObject | None = None,
    ) -> Procedure:
        """From the declaration on: On Attack, Intercept, retaliation, damage, end of combat."""
        rs: Any = self
        state = game.state
        state.info["combat"] = {
            "attacker": attacker.oid,
            "defender": defender.oid,
            "weapon": weapon.oid if weapon else None,
        }
        game.trace.depth = 1
        game.open_window()
        game.emit(Event("attacks", player, attacker.oid, {"defender": defender.oid}))
        used = [*state.cards_in(player, "intent"), *([weapon] if weapon else [])]
        for card in used:  # On Attack of the attack card or weapon used
            game.emit(Event("attacks", player, card.oid, {"defender": defender.oid}))
        waiting = game.close_window()
        if waiting:
            yield rs.stack_triggers(game, waiting)
            yield rs.resolve_stack(game, player)
        defender = yield self._intercept(game, attacker, defender)
        yield self._retaliation(game, attacker, defender)
        yield self._damage_step(game, attacker, defender)
        state.info.pop("combat", None)
        for card in state.cards_in(player, "intent"):
            state.move(card, (card.owner, "graveyard"))
            game.trace.depth = 0
            game.log(f"{card.label} goes from the intent to the graveyard", [R_END], kind="event")

    # ------------------------------------------------------------------ combat keywords
    def _obeys(self, game: Game, unit: CardObject) -> None:
        """Pride N: an ally does not obey (cannot attack) unless the champion is level N+."""
        rs: Any = self
        prides = rs.keyword_abilities(game, unit, "pride")
        if not prides:
            return
        pride = max(prides, key=keyword_value)  # only the highest Pride counts (Pride N 2)
        need = keyword_value(pride)
        champ = model.champion(game.state, unit.controller)
        level = model.level(champ) if champ and model.base_level(champ) is not None else None
        if level is None or level < need:
            known = (
                f"level {level}" if level is not None else "of a level the card data does not give"
            )
            raise ImpossibleAction(
                f"{unit.label} has Pride {need}: it does not obey {unit.controller} while their "
                f"champion is {known}, so it cannot attack"
            )
        game.log(
            f"{unit.label} has Pride {need}: {champ.label} is level {level}, so it obeys",
            [R_PRIDE],
            kind="effect",
            card=unit.label,
            ability=pride.id,
        )

    def _attack_keywords(self, game: Game, attacker: CardObject, defender: CardObject) -> None:
        """Taunt, Stealth and True Sight decide which targets an attack may have."""
        rs: Any = self
        unblockable = rs.keyword_ability(game, attacker, "unblockable")
        taunting = [
            (o, ab)
            for o in game.state.cards_in(defender.controller, "field")
            if not o.exhausted and (ab := rs.keyword_ability(game, o, "taunt")) is not None
        ]
        if taunting and unblockable is None:
            names = ", ".join(o.label for o, _ in taunting)
            if defender not in [o for o, _ in taunting]:
                raise ImpossibleAction(
                    f"{names} has Taunt: {attacker.label} must attack it before {defender.label}"
                )
            ability = next(ab for o, ab in taunting if o is defender)
            game.log(
                f"{defender.label} has Taunt: attacks must target an awake unit with Taunt first, "
                "so this attack is legal",
                [R_TAUNT],
                kind="effect",
                card=defender.label,
                ability=ability.id,
            )
        stealth = rs.keyword_ability(game, defender, "stealth")
        if stealth is not None:
            sight = rs.keyword_ability(game, attacker, "true sight")
            if sight is None:
                raise ImpossibleAction(
                    f"{defender.label} has Stealth: it cannot be the target of an attack "
                    f"unless the attacker has True Sight ({attacker.label} does not)"
                )
            game.log(
                f"{defender.label} has Stealth: it can be the target of an attack only when the "
                "attacker has True Sight",
                [R_STEALTH],
                kind="effect",
                card=defender.label,
                ability=stealth.id,
            )
            game.log(
                f"{attacker.label} has True Sight, so its attack can target {defender.label} "
                "despite Stealth",
                [R_TRUE_SIGHT],
                kind="effect",
                card=attacker.label,
                ability=sight.id,
            )

    def _intercept(self, game: Game, attacker: CardObject, defender: CardObject) -> Procedure:
        """Intercept: an awake ally may take an attack made on its controller's champion."""
        rs: Any = self
        if ch.card_type(defender) != "champion" or rs.keyword_ability(
            game, attacker, "unblockable"
        ):
            return defender
        for ally in game.state.cards_in(defender.controller, "field"):
            ability = rs.keyword_ability(game, ally, "intercept") if not ally.exhausted else None
            if ability is None or ally is defender:
                continue
            who = ally.controller
            use = yield yes_no(
                game,
                who,
                f"{who}: redirect the attack to {ally.label} (Intercept)?",
                R_INTERCEPT,
                ally.label,
                default=True,
                reason="Intercept is shown used",
                said=(
                    f"{who} uses {ally.label}'s Intercept",
                    f"{who} does not use {ally.label}'s Intercept",
                ),
            )
            if not use:
                continue
            game.state.info["combat"]["defender"] = ally.oid
            game.log(
                f"{ally.label} intercepts: the attack on {defender.label} is redirected to it",
                [R_INTERCEPT],
                kind="effect",
                card=ally.label,
                ability=ability.id,
            )
            return ally
        return defender

    def _valued_bonus(self, game: Game, unit: CardObject, name: str, applies: bool) -> int:
        """Ranged N (while distant) and Retort N (while retaliating) add N to the damage."""
        rs: Any = self
        total = 0
        for ability in rs.keyword_abilities(game, unit, name) if applies else []:
            n = keyword_value(ability)  # instances stack additively (Ranged N 2)
            total += n
            why = "it is distant" if name == "ranged" else "it is retaliating"
            game.log(
                f"{unit.label} has {name.capitalize()} {n}: {why}, so it gets +{n} POWER",
                [R_RANGED if name == "ranged" else R_RETORT],
                kind="effect",
                card=unit.label,
                ability=ability.id,
            )
        return total

    def _use_durability(self, game: Game, weapon: CardObject) -> None:
        """Weapon 2.c and 3: a durability counter is removed in the damage step; at 0 it is destroyed."""
        if "durability" not in weapon.counters:
            game.log(
                f"{weapon.label}'s durability is not in the card data: remove a durability "
                "counter as printed (state it: flags: {durability: N})",
                [R_DURABILITY],
                kind="info",
            )
            return
        weapon.counters["durability"] -= 1
        left = weapon.counters["durability"]
        game.log(
            f"{weapon.label} loses a durability counter ({left} left)",
            [R_DURABILITY],
            kind="event",
            card=weapon.label,
        )
        if left <= 0 and ch.card_type(weapon) != "regalia":
            self.break_weapon(  # type: ignore[attr-defined]
                game,
                weapon,
                f"{weapon.label} has no durability left and is destroyed",
                ["Card Types - Weapon 3", "State-based Checks and Effects 5"],
            )

    def _attack_target(self, game: Game, player: str, target: Any) -> CardObject:
        rs: Any = self
        opponent = game.state.opponent(player)
        if target:
            obj = rs.find_card(game, opponent, str(target), create=False)
            if obj.controller == player:
                raise ImpossibleAction(
                    f"{obj.label} is {player}'s own: players cannot attack units they control"
                )
            if not rs.in_play(obj) or ch.card_type(obj) not in ("ally", "champion", "token"):
                raise ImpossibleAction(
                    f"{obj.label} is not a unit on the field, so it cannot be attacked"
                )
            return obj
        champ = model.champion(game.state, opponent)
        if champ is None:
            raise ImpossibleAction(
                f"{opponent} has no champion on the field to attack: name the target"
            )
        return champ

    def _retaliation(self, game: Game, attacker: CardObject, defender: CardObject) -> Procedure:
        rs: Any = self
        game.trace.depth = 0
        steadfast = rs.keyword_ability(game, defender, "steadfast")
        if (defender.exhausted and steadfast is None) or rs.power(game, defender) <= 0:
            why = "rested" if defender.exhausted else "without POWER"
            game.log(
                f"Retaliation step: {defender.label} is {why}, so it cannot retaliate",
                [R_RETALIATE, "Game Terms - Retaliate/Retaliation 5"],
                kind="info",
            )
            return
        who = defender.controller
        use = yield yes_no(
            game,
            who,
            f"{who}: rest {defender.label} to retaliate?",
            R_RETALIATE,
            defender.label,
            default=True,
            reason="an awake defender is shown retaliating",
            said=(
                f"{who} rests {defender.label} to retaliate against {attacker.label}",
                f"{who} does not rest {defender.label} and takes {attacker.label}'s attack "
                "without retaliating",
            ),
        )
        if use and steadfast is not None:
            game.log(
                f"{defender.label} has Steadfast: it retaliates "
                f"{'while rested' if defender.exhausted else 'without resting'}",
                ["Keywords and Abilities - Steadfast 1"],
                kind="effect",
                card=defender.label,
                ability=steadfast.id,
            )
            game.state.info["combat"]["retaliating"] = defender.oid
        elif use:
            defender.exhausted = True
            game.state.info["combat"]["retaliating"] = defender.oid

    def _damage_step(self, game: Game, attacker: CardObject, defender: CardObject) -> Procedure:
        rs: Any = self
        state = game.state
        game.trace.depth = 0
        combat = state.info["combat"]
        dealt: list[tuple[CardObject, CardObject, int]] = []
        intent = state.cards_in(attacker.controller, "intent")
        weapon = state.objects.get(combat.get("weapon") or -1)
        if weapon is not None and rs.in_play(weapon):
            intent = [*intent, weapon]  # a weapon's POWER joins the attack (Attacking 5.c)
        if rs.in_play(attacker) and rs.in_play(defender):
            bonus = self._valued_bonus(
                game, attacker, "ranged", bool(attacker.flags.get("distant"))
            )
            power = rs.power(game, attacker) + bonus
            for card in intent:  # the attack's POWER joins the champion's (Attacking 5.c)
                power += rs.power(game, card)
            from engine.games.grand_archive.attack_power import attack_bonus

            dealt.append((attacker, defender, attack_bonus(game, attacker, power)))
        back = combat.get("retaliating")
        if back is not None and rs.in_play(defender) and rs.in_play(attacker):
            bonus = self._valued_bonus(game, defender, "retort", True)
            dealt.append((defender, attacker, rs.power(game, defender) + bonus))
        game.open_window()
        for n, (source, victim, amount) in enumerate(dealt):
            amount = mark_damage(game, victim, amount, combat=True)
            dealt[n] = (source, victim, amount)
            victim.flags["_damaged_by"] = source.oid
            game.log(
                f"{source.label} deals {amount} combat damage to {victim.label} ({victim.damage} marked)",
                [R_DAMAGE, "Game Mechanics - Damage 11"],
                kind="event",
                card=source.label,
            )
        if weapon is not None and rs.in_play(weapon) and dealt:  # at the same time as damage
            self._use_durability(game, weapon)
        for source, victim, amount in dealt:  # retaliation damage is combat damage too
            if amount <= 0:
                continue
            for hitter in [source, *(intent if source is attacker else [])]:
                # an attack in the intent hits together with its champion
                game.emit(Event("hits", source.controller, hitter.oid, {"victim": victim.oid}))
                if ch.card_type(victim) == "champion":
                    game.emit(Event("hits_champion", source.controller, hitter.oid))
        yield rs.state_based(game)
        for o in state.objects.values():
            o.flags.pop("_damaged_by", None)
        waiting = game.close_window()
        game.trace.depth = 0
        game.log("End of combat: attacking and defending units leave combat", [R_END], kind="info")
        if waiting:
            yield rs.stack_triggers(game, waiting)
            yield rs.resolve_stack(game, attacker.controller)
