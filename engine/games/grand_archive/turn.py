"""The turn (Game Mechanics - Turn Order): wake up, materialize, recollection, draw, main, end.

A scenario starts in the turn player's main phase unless it says ``A starts the
turn``; then the phases run in order and stop where a player can act (the
materialize phase, then the main phase). ``A materializes X`` materializes a card
from the material deck in the materialize phase (a champion levels up the lineage);
any main-phase action first moves the game on to the main phase; ``A ends the turn``
runs the end phase and passes the turn.
"""

from __future__ import annotations

import re
from typing import Any

from engine.core.cards import normalise_name
from engine.core.errors import ImpossibleAction
from engine.core.events import Event
from engine.core.game import Game, Procedure
from engine.core.state import CardObject
from engine.games.grand_archive import characteristics as ch
from engine.games.grand_archive import model
from engine.games.grand_archive.choices import yes_no
from engine.games.grand_archive.empower import end_of_turn as empower_end_of_turn
from engine.games.grand_archive.text import strip_reminders

PHASES = ("wake_up", "materialize", "recollection", "draw", "main", "end")
R_ORDER = "Game Mechanics - Turn Order ¶1"
R_PASS_OPPORTUNITY = "Game Mechanics - Timing and Permissions / Opportunity 3"
R_MAIN_ENDS = "Turn Order - Main Phase 6"
R_WAKE = "Turn Order - Wake Up Phase 1"
R_MATERIALIZE = "Turn Order - Materialize Phase 3"
R_RECOLLECT = "Turn Order - Recollection Phase 3"
R_RECOLLECT_START = "Turn Order - Recollection Phase 1"
R_DRAW = "Turn Order - Draw Phase 1"
R_MAIN = "Turn Order - Main Phase 1"
R_END_START = "Turn Order - End Phase 1"
R_END = "Turn Order - End Phase 3"
R_MEMORY_COST = "Parts of a Card - Cost ¶7"
R_LEVEL_UP = "Card Types - Champion 1"
R_LINEAGE_KEYWORD = "Keywords and Abilities - Lineage (Keyword) 1"
_LINEAGE = re.compile(r"^([A-Z][\w' ]+?) Lineage\.?$")
R_FLOATING = "Keywords and Abilities - Floating Memory 1"
R_LINEAGE = "Card Types - Champion 3"
R_LEVEL_ELEMENTS = "Card Types - Champion 2"


def phase(game: Game) -> str:
    return str(game.state.info.get("phase", "main"))


class TurnMixin:
    """Phases as turn-based actions; needs the ruleset's stack and trigger machinery."""

    def _enter_phase(self, game: Game, name: str, text: str, rules: list[str]) -> None:
        game.state.info["phase"] = name
        game.trace.depth = 0
        game.log(text, rules, kind="phase", player=game.state.info["turn_player"])

    def _phase_triggers(self, game: Game, kind: str) -> Procedure:
        """'At the beginning of ...' abilities go onto the effects stack and resolve."""
        rs: Any = self
        player = game.state.info["turn_player"]
        game.open_window()
        game.emit(Event(kind, player))
        waiting = game.close_window()
        if waiting:
            yield rs.stack_triggers(game, waiting)
            yield rs.resolve_stack(game, player)

    def start_turn(self, game: Game, player: str) -> Procedure:
        """Wake up phase, then stop in the materialize phase (the player may materialize)."""
        state = game.state
        state.info["turn_player"] = player
        state.active = player
        state.info["materialized"] = False
        self._enter_phase(game, "wake_up", f"{player}'s turn begins: wake up phase", [R_ORDER])
        game.trace.depth = 1
        rested = [o for o in state.cards_in(player, "field") if o.exhausted]
        for o in rested:
            o.exhausted = False
        game.log(
            f"{player} wakes up {', '.join(o.label for o in rested)}"
            if rested
            else f"{player} has no rested objects to wake up",
            [R_WAKE],
            kind="event",
            player=player,
        )
        self._enter_phase(
            game, "materialize", "Materialize phase", ["Turn Order - Materialize Phase 1"]
        )
        return
        yield

    def start_game(self, game: Game, player: str) -> Procedure:
        """Turn Order 1: on their first turn a player puts a level 0 champion onto the field."""
        rs: Any = self
        state = game.state
        spirits = [
            o
            for o in state.cards_in(player, "material_deck")
            if ch.card_type(o) == "champion" and model.base_level(o) == 0
        ]
        if not spirits:
            raise ImpossibleAction(
                f"{player} has no level 0 champion in their material deck to start the game with"
            )
        spirit = spirits[0]
        state.info["turn_player"] = player
        state.active = player
        state.move(spirit, (player, "field"))
        game.trace.depth = 0
        game.log(
            f"{player}'s first turn: {player} puts {spirit.label} onto the field from the material "
            "deck (a special game action: it cannot be responded to) and goes to the main phase",
            ["Game Mechanics - Turn Order 1", "Card Types - Champion ¶3"],
            kind="phase",
            player=player,
            card=spirit.label,
        )
        state.info["phase"] = "main"
        game.open_window()
        game.emit(Event("enters", player, spirit.oid))
        waiting = game.close_window()
        if waiting:
            yield rs.stack_triggers(game, waiting)
            yield rs.resolve_stack(game, player)

    def _return_suppressed(self, game: Game) -> Procedure:
        """Suppress 1-2: each suppressed card still in banishment returns under its owner."""
        rs: Any = self
        state = game.state
        for oid, source, ability in state.info.pop("_suppressed", []):
            card = state.objects[oid]
            game.trace.depth = 1
            if card.zone != (card.owner, "banishment"):
                game.log(
                    f"{card.label} left banishment, so the suppress does not return it",
                    ["Game Terms - Suppress 2"],
                    kind="info",
                    card=source,
                    ability=ability,
                )
                continue
            card.controller = card.owner
            state.move(card, (card.owner, "field"))
            game.log(
                f"{card.label} returns to the field under its owner {card.owner}'s control "
                "(the delayed trigger of the suppress)",
                ["Game Terms - Suppress 1", "Game Terms - Control and Ownership 3"],
                kind="effect",
                card=source,
                ability=ability,
            )
            game.open_window()
            game.emit(Event("enters", card.owner, card.oid))
            waiting = game.close_window()
            if waiting:
                yield rs.stack_triggers(game, waiting)
                yield rs.resolve_stack(game, state.info["turn_player"])

    def set_phase(self, game: Game, player: str, name: str) -> Procedure:
        """A scenario premise: the game is already in ``player``'s ``name`` phase."""
        state = game.state
        state.info["turn_player"] = player
        state.active = player
        state.info["materialized"] = False
        title = name.replace("_", " ")
        self._enter_phase(game, name, f"The scenario starts in {player}'s {title} phase", [R_ORDER])
        return
        yield

    def advance_to_main(self, game: Game, player: str) -> Procedure:
        """Run the phases left before the main phase (recollection, draw)."""
        state = game.state
        if phase(game) in ("main",) or state.info["turn_player"] != player:
            return
        if phase(game) in ("wake_up", "materialize"):
            self._enter_phase(
                game,
                "recollection",
                "Recollection phase",
                [R_RECOLLECT_START, "Turn Order - Recollection Phase 2"],
            )
            yield self._phase_triggers(game, "recollection_begins")
            memory = state.cards_in(player, "memory")
            for card in memory:
                state.move(card, (player, "hand"))
            game.trace.depth = 1
            game.log(
                f"Recollection: {player} returns {len(memory)} card(s) from memory to hand"
                + (f" ({', '.join(c.label for c in memory)})" if memory else ""),
                [R_RECOLLECT],
                kind="event",
                player=player,
            )
        if phase(game) in ("recollection",):
            self._enter_phase(game, "draw", "Draw phase", [R_DRAW])
            game.trace.depth = 1
            deck = state.cards_in(player, "main_deck")
            if deck:
                state.move(deck[0], (player, "hand"))
                text = f"{player} draws {deck[0].label}"
            else:
                text = f"{player} draws a card (the scenario lists no main deck, so which card is not known)"
            game.log(
                text, [R_DRAW, "Game Mechanics - Drawing Cards 1"], kind="event", player=player
            )
        self._enter_phase(game, "main", f"Main phase: {player} receives Opportunity", [R_MAIN])

    def pass_on_empty_stack(self, game: Game, player: str) -> Procedure:
        """A pass with nothing to resolve; when every player has passed in a row in the main
        phase, the main phase ends and the end phase runs (Main Phase 6)."""
        state = game.state
        passed = state.info.setdefault("_passed_empty", [])
        if player not in passed:
            passed.append(player)
        game.log(
            f"{player} passes Opportunity; the effects stack is empty",
            [R_PASS_OPPORTUNITY],
            kind="action",
            player=player,
        )
        if len(passed) < len(state.players) or phase(game) != "main":
            return
        state.info.pop("_passed_empty")
        game.log(
            "Every player has passed Opportunity in a row with the effects stack empty: "
            "the main phase ends",
            [R_MAIN_ENDS],
        )
        yield self.end_turn(game, state.info["turn_player"])

    def end_turn(self, game: Game, player: str) -> Procedure:
        """End phase: beginning-of-end-phase abilities, then the end-of-turn clean-up; turn passes."""
        rs: Any = self
        state = game.state
        if state.info["turn_player"] != player:
            raise ImpossibleAction(
                f"it is {state.info['turn_player']}'s turn, so {player} cannot end it"
            )
        yield self.advance_to_main(game, player)
        self._enter_phase(game, "end", "End phase", [R_END_START])
        yield self._phase_triggers(game, "end_phase_begins")
        yield self._return_suppressed(game)
        game.trace.depth = 1
        for o in list(state.cards_in(player, "field")):
            vigor = rs.keyword_ability(game, o, "vigor")
            if vigor is None:
                continue
            was = o.exhausted
            o.exhausted = False
            game.log(
                f"{o.label} has Vigor: it wakes up at the beginning of the end phase"
                + ("" if was else " (it was already awake: nothing changes)"),
                ["Keywords and Abilities - Vigor 1"],
                kind="effect",
                card=o.label,
                ability=vigor.id,
            )
        state.info.pop("_used_this_turn", None)  # "only once each turn" starts again
        ended = []
        for o in state.objects.values():
            if not rs.in_play(o):
                continue
            if o.controller == player:
                o.flags.pop("dealt_damage_since_your_turn", None)  # Foster: "since your last turn"
            if ch.card_type(o) in ("ally", "token") and o.damage:
                o.damage = 0
                ended.append(f"damage on {o.label} is removed")
            for key, words in (
                ("power_eot", "POWER"),
                ("life_eot", "LIFE"),
                ("granted_eot", "granted keyword"),
                ("prevent_eot", "damage prevention"),
                ("prevent_combat_eot", "combat damage prevention"),
                ("prevent_noncombat_eot", "non-combat damage prevention"),
                ("prevent_next_eot", "next-time damage prevention"),
                ("attacks_power_eot", "attacks' POWER"),
                ("level_mod", "level"),
                ("distant", "distant"),
            ):
                if o.flags.pop(key, None):
                    ended.append(f"{o.label}'s {words} change ends")
        ended.extend(empower_end_of_turn(state))
        from engine.games.grand_archive.enter_rested import end_of_turn as rested_end

        ended.extend(rested_end(state.info))
        game.log(
            "End of turn: "
            + ("; ".join(ended) if ended else "no damage or until-end-of-turn effects to clear"),
            [R_END],
            kind="event",
        )
        yield rs.state_based(game)
        nxt = state.opponent(player)
        state.info["turn_player"] = nxt
        state.info["phase"] = "main"
        state.active = nxt
        game.trace.depth = 0
        game.log(f"{player}'s turn ends; it is now {nxt}'s turn", [R_ORDER], kind="phase")

    # ------------------------------------------------------------------ materialize
    def materialize(self, game: Game, player: str, name: str) -> Procedure:
        """Playing Cards - Card Materialization, in the materialize phase."""
        rs: Any = self
        state = game.state
        if phase(game) != "materialize" or state.info["turn_player"] != player:
            raise ImpossibleAction(
                f"{player} can materialize only in their own materialize phase "
                f"(it is {state.info['turn_player']}'s {phase(game)} phase); write '{player} starts the turn' first"
            )
        if state.info.get("materialized"):
            raise ImpossibleAction(
                f"{player} has already materialized a card this materialize phase"
            )
        want = normalise_name(name)
        in_deck = [
            o
            for o in state.cards_in(player, "material_deck")
            if want in (normalise_name(o.label), normalise_name(o.definition.full_name))
        ]
        obj = in_deck[0] if in_deck else rs.find_card(game, player, name, create=False)
        if obj.zone != (player, "material_deck"):
            raise ImpossibleAction(
                f"{obj.label} is not in {player}'s material deck, so it cannot be materialized"
            )
        game.trace.depth = 0
        game.log(
            f"{player} materializes {obj.label} from the material deck",
            ["Playing Cards - Card Materialization ¶1", R_MATERIALIZE],
            kind="action",
            player=player,
            card=obj.label,
        )
        game.trace.depth = 1
        champ = model.champion(state, player)
        if ch.card_type(obj) == "champion":
            self._check_level_up(game, player, obj, champ)
        elif not rs.element_enabled(game, player, obj):
            return
        yield self._pay_memory(game, player, obj)
        state.info["materialized"] = True
        state.move(obj, (None, "effects_stack"))
        from engine.games.grand_archive.activation import _plain_ability
        from engine.games.grand_archive.model import StackItem

        rs.stack(game).append(
            StackItem("card", obj.oid, player, _plain_ability(obj.definition), obj.label)
        )
        game.log(
            f"{obj.label} is materialized and goes onto the effects stack; {player} gains Opportunity",
            ["Playing Cards - Card Materialization 9"],
            kind="event",
            player=player,
            card=obj.label,
        )
        yield rs.after_event(game, Event("materialized", player, obj.oid))
        yield rs.resolve_stack(game, player)

    def _check_level_up(
        self, game: Game, player: str, obj: CardObject, champ: CardObject | None
    ) -> None:
        new = model.base_level(obj)
        if new is None:
            raise ImpossibleAction(
                f"{obj.label}'s level is not in the card data: state it (flags: {{level: N}}) to level up"
            )
        if champ is None:
            raise ImpossibleAction(f"{player} has no champion on the field to level up")
        old = model.base_level(champ) or 0
        if new != old + 1:
            raise ImpossibleAction(
                f"{obj.label} is level {new}; {champ.label}'s printed level is {old}, so only a level "
                f"{old + 1} champion can level it up (level changing effects do not count)"
            )
        self._lineage_keyword(game, obj, champ)
        game.log(
            f"{obj.label} (level {new}) can level up {champ.label} (printed level {old}); "
            "element restrictions are ignored when leveling up",
            [R_LEVEL_UP, R_LEVEL_ELEMENTS],
            kind="info",
            card=obj.label,
        )

    def _lineage_keyword(self, game: Game, obj: CardObject, champ: CardObject) -> None:
        """Lineage (keyword): "<X> Lineage" — it must level up a previous level X champion."""
        for ability in obj.definition.abilities:
            m = _LINEAGE.match(strip_reminders(ability.text or ""))
            if not m:
                continue
            name = m[1]
            if normalise_name(champ.definition.name) != normalise_name(name):
                raise ImpossibleAction(
                    f"{obj.label} has {name} Lineage: it must be leveled from a previous level "
                    f"{name} champion, and {champ.label} is not one"
                )
            game.log(
                f"{obj.label} has {name} Lineage: {champ.label} is a {name} champion, so it may "
                "level it up",
                [R_LINEAGE_KEYWORD],
                kind="effect",
                card=obj.label,
                ability=ability.id,
            )

    def _pay_memory(self, game: Game, player: str, obj: CardObject) -> Procedure:
        state = game.state
        cost = ch.stat(obj, "memory_cost")
        if cost is None:
            game.log(
                f"{obj.label}'s memory cost is not in the card data: {player} pays it as printed "
                "(state it with flags: {memory_cost: N} to have it paid)",
                ["Playing Cards - Card Materialization 8"],
                kind="info",
                player=player,
            )
            game.note(f"{obj.label}: memory cost unknown")
            return
        if reduction := (yield self.cost_reduction(game, obj, "materialize")):
            cost = max(0, cost - reduction)  # Costs and Memory 7: never below 0
        cost -= yield self._floating_memory(game, player, cost)
        memory = state.cards_in(player, "memory")
        if len(memory) < cost:
            raise ImpossibleAction(
                f"{obj.label}'s memory cost is {cost} but {player} has {len(memory)} card(s) in memory"
            )
        chosen = memory[:cost]
        for card in chosen:
            state.move(card, (player, "banishment"))
        game.log(
            f"{player} pays the memory cost of {cost}"
            + (
                f": {', '.join(c.label for c in chosen)} banished from memory (chosen at random; "
                "the first listed are shown)"
                if cost
                else ""
            ),
            ["Playing Cards - Card Materialization 8", R_MEMORY_COST],
            kind="info",
            player=player,
        )

    def _floating_memory(self, game: Game, player: str, cost: int) -> Procedure:
        """Floating Memory 1-2: graveyard cards banished for part of the cost, before the random part."""
        rs: Any = self
        paid = 0
        for card in list(game.state.cards_in(player, "graveyard")):
            if paid >= cost:
                break
            ability = next(
                (
                    a
                    for a in card.definition.abilities
                    if str(a.extra.get("keyword", "")).lower() == "floating memory"
                ),
                None,
            )
            if ability is None:
                continue
            restrictions = model.static_restrictions(ability)
            if not rs.restrictions_met(
                game, player, card, restrictions, f"({ability.id})", ability=ability.id
            ):
                continue
            use = yield yes_no(
                game,
                player,
                f"{player}: banish {card.label} with Floating Memory to pay 1?",
                R_FLOATING,
                card.label,
                default=True,
                reason="Floating Memory is shown used",
                said=(
                    f"{player} uses {card.label}'s Floating Memory",
                    f"{player} does not use {card.label}'s Floating Memory",
                ),
            )
            if not use:
                continue
            game.state.move(card, (player, "banishment"))
            paid += 1
            game.log(
                f"{player} banishes {card.label} from the graveyard with Floating Memory to pay 1 "
                "of the memory cost (declared before the random part)",
                [R_FLOATING, "Keywords and Abilities - Floating Memory 2"],
                kind="effect",
                card=card.label,
                ability=ability.id,
            )
        return paid

    def level_up(self, game: Game, obj: CardObject, controller: str) -> Procedure:
        """The champion card joins the top of the lineage: the champion keeps its state (3, 6.b)."""
        state = game.state
        old = model.champion(state, controller)
        state.move(obj, (controller, "field"), top=False)
        obj.controller = controller
        if old is not None:
            obj.damage, obj.exhausted = old.damage, old.exhausted
            obj.counters.update(old.counters)
            obj.flags["lineage_elements"] = sorted(
                set(old.flags.get("lineage_elements", [])) | model.champion_elements(old)
            )
            old.damage, old.exhausted, old.counters = 0, False, {}
            state.move(old, (controller, "lineage"))
        below = f" on top of {old.label}, now its inner lineage" if old else ""
        game.log(
            f"{obj.label} levels up the champion: placed{below}; it keeps the damage, counters and "
            f"{'rested' if obj.exhausted else 'awake'} state (now level {model.level(obj)})",
            [R_LEVEL_UP, R_LINEAGE, "Card Types - Champion 6.b"],
            kind="event",
            card=obj.label,
        )
        game.emit(Event("enters", controller, obj.oid))
        game.emit(Event("levels_up", controller, obj.oid))
        return
        yield
