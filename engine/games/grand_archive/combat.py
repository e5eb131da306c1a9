"""Combat (Turn Order - Combat Phase): declaration, retaliation, damage, end of combat.

An awake unit with POWER attacks an opponent's unit; the attack rests it, On Attack
abilities go onto the effects stack and resolve before retaliation; an awake
defending ally with POWER may rest to retaliate; then damage is dealt at once both
ways, which triggers On Hit / On Champion Hit, and lethal damage On Death and On Kill.
"""

from __future__ import annotations

from typing import Any

from engine.core.decisions import Decision
from engine.core.errors import ImpossibleAction
from engine.core.events import Event
from engine.core.game import Game, Procedure
from engine.core.ruleset import ask
from engine.core.state import CardObject
from engine.games.grand_archive import characteristics as ch
from engine.games.grand_archive import model

R_ATTACK = "Combat Phase - Attacking and the Combat Phase 1.d"
R_DECLARE = "Combat Phase - Attack Declaration 4"
R_RETALIATE = "Combat Phase - Retaliation Step 3"
R_DAMAGE = "Combat Phase - Damage Step 3"
R_END = "Combat Phase - End of Combat Step 1"


class CombatMixin:
    """The combat phase, run by a ruleset that has the effects stack and trigger stacking."""

    def declare_attack(
        self, game: Game, player: str, attacker: CardObject, target: Any
    ) -> Procedure:
        rs: Any = self
        state = game.state
        game.trace.depth = 0
        if attacker.controller != player or not rs.in_play(attacker):
            raise ImpossibleAction(
                f"{attacker.label} is not on {player}'s field, so it cannot attack"
            )
        kind = ch.card_type(attacker)
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
        defender = self._attack_target(game, player, target)
        attacker.exhausted = True
        game.log(
            f"{player} declares an attack with {attacker.label} on {defender.label}; "
            f"{attacker.label} rests as the cost",
            [R_ATTACK, "Combat Phase - Attack Declaration 1"],
            kind="action",
            player=player,
            card=attacker.label,
        )
        state.info["combat"] = {"attacker": attacker.oid, "defender": defender.oid}
        game.trace.depth = 1
        game.open_window()
        game.emit(Event("attacks", player, attacker.oid, {"defender": defender.oid}))
        waiting = game.close_window()
        if waiting:
            yield rs.stack_triggers(game, waiting)
            yield rs.resolve_stack(game, player)
        yield self._retaliation(game, attacker, defender)
        yield self._damage_step(game, attacker, defender)
        state.info.pop("combat", None)
        for card in state.cards_in(player, "intent"):
            state.move(card, (card.owner, "graveyard"))
            game.trace.depth = 0
            game.log(f"{card.label} goes from the intent to the graveyard", [R_END], kind="event")

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
        if defender.exhausted or rs.power(game, defender) <= 0:
            why = "rested" if defender.exhausted else "without POWER"
            game.log(
                f"Retaliation step: {defender.label} is {why}, so it cannot retaliate",
                [R_RETALIATE, "Game Terms - Retaliate/Retaliation 5"],
                kind="info",
            )
            return
        use = yield ask(
            game,
            Decision(
                kind="may",
                player=defender.controller,
                prompt=f"{defender.controller}: rest {defender.label} to retaliate?",
                options=[True, False],
                rule=R_RETALIATE,
                default=True,
                default_reason="an awake defender is shown retaliating",
                card=defender.label,
            ),
            lambda yes: (
                f"{defender.controller} {'rests' if yes else 'does not rest'} {defender.label} "
                f"{'to retaliate against' if yes else 'and takes'} {attacker.label}"
                + ("" if yes else "'s attack without retaliating")
            ),
        )
        if use:
            defender.exhausted = True
            game.state.info["combat"]["retaliating"] = defender.oid

    def _damage_step(self, game: Game, attacker: CardObject, defender: CardObject) -> Procedure:
        rs: Any = self
        state = game.state
        game.trace.depth = 0
        combat = state.info["combat"]
        dealt: list[tuple[CardObject, CardObject, int]] = []
        if rs.in_play(attacker) and rs.in_play(defender):
            dealt.append((attacker, defender, rs.power(game, attacker)))
        back = combat.get("retaliating")
        if back is not None and rs.in_play(defender) and rs.in_play(attacker):
            dealt.append((defender, attacker, rs.power(game, defender)))
        game.open_window()
        for source, victim, amount in dealt:
            victim.damage += amount
            victim.flags["_damaged_by"] = source.oid
            game.log(
                f"{source.label} deals {amount} combat damage to {victim.label} ({victim.damage} marked)",
                [R_DAMAGE, "Game Mechanics - Damage 11"],
                kind="event",
                card=source.label,
            )
        for source, victim, amount in dealt:  # retaliation damage is combat damage too
            if amount > 0:
                game.emit(Event("hits", source.controller, source.oid, {"victim": victim.oid}))
                if ch.card_type(victim) == "champion":
                    game.emit(Event("hits_champion", source.controller, source.oid))
        yield rs.state_based(game)
        for o in state.objects.values():
            o.flags.pop("_damaged_by", None)
        waiting = game.close_window()
        game.trace.depth = 0
        game.log("End of combat: attacking and defending units leave combat", [R_END], kind="info")
        if waiting:
            yield rs.stack_triggers(game, waiting)
            yield rs.resolve_stack(game, attacker.controller)
