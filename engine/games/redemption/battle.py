"""The battle: rescue attempt, block, initiative, outcome by numbers, end of battle.

A rescue attempt (a hero enters battle) begins a battle the scenario declared; from then on
initiative is computed before every enhancement and enforced (REG Initiative, Special
Initiative). Scenarios that simply place characters in battle still show initiative but do
not enforce it, since the scenario does not say who played what last.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from engine.core.errors import ImpossibleAction
from engine.core.game import Game, Procedure
from engine.core.state import CardObject, GameState
from engine.games.redemption import after_battle, first_strike, ignore, immune, moments, ongoing
from engine.games.redemption.model import (
    ACTIVE,
    COMPLETE,
    alignment,
    is_character,
    is_enhancement,
    types_of,
)

if TYPE_CHECKING:
    from engine.games.redemption.ruleset import RedemptionRuleset


def number(value: object) -> int:
    """A printed strength or toughness ("-2" on an enhancement lowers its bearer's); X, *,
    blanks and two printed readings ("4(3)", see :func:`readings`) count as 0."""
    text = str(value or "").strip()
    return int(text) if _SIGNED.fullmatch(text) else 0


_SIGNED = re.compile(r"[+-]?\d+")


def readings(value: object) -> list[int]:
    """Every number a printed strength or toughness may stand for: one for "5" or "-2", both
    for a card printed with two ("4(3)", "5/10": its other side or form), [0] for X, * and
    blanks."""
    text = str(value or "").strip()
    found = [int(n) for n in _SIGNED.findall(text)]
    if text.startswith("-("):  # "-(5)": none on its first side, 5 on the other
        found.insert(0, 0)
    return found or [0]


def side_of(obj: CardObject) -> str:
    """good (heroes and their enhancements) or evil."""
    kinds = types_of(obj)
    if kinds & {"hero", "good_enhancement"} and not kinds & {"evil_character", "evil_enhancement"}:
        return "good"
    if kinds & {"evil_character", "evil_enhancement"} and not kinds & {"hero", "good_enhancement"}:
        return "evil"
    return "good" if alignment(obj) == "good" else "evil"


def characters(state: GameState, side: str) -> list[CardObject]:
    return [
        o
        for p in state.players
        for o in state.cards_in(p.id, "battle")
        if is_character(o) and o.attached_to is None and side_of(o) == side
    ]


def numbers(state: GameState, obj: CardObject) -> tuple[int, int]:
    """A character's strength/toughness with its enhancements and increases/decreases."""
    s = number(obj.definition.stats.get("strength"))
    t = number(obj.definition.stats.get("toughness"))
    for other in state.objects.values():
        if other.attached_to == obj.oid and other.zone[1] == "battle":
            s += number(other.definition.stats.get("strength"))
            t += number(other.definition.stats.get("toughness"))
    for _uid, ds, dt in obj.flags.get("numbers", []):
        s, t = s + ds, t + dt
    for ds, dt in ongoing.number_changes(state, obj):  # cards in play that change them
        s, t = s + ds, t + dt
    return max(s, 0), max(t, 0)


def totals(state: GameState, side: str) -> tuple[int, int]:
    found = [numbers(state, c) for c in characters(state, side)]
    return sum(s for s, _ in found), sum(t for _, t in found)


def player_of(state: GameState, side: str) -> str | None:
    chars = characters(state, side)
    if chars:
        return chars[0].controller
    battle = state.info.get("rescue")
    if battle:
        return battle["rescuer"] if side == "good" else battle["defender"]
    return None


class BattleMixin:
    """Actions of the battle and what decides who may play next."""

    # ------------------------------------------------------------------ initiative
    def initiative(self: RedemptionRuleset, state: GameState) -> tuple[str | None, str, str]:
        """(player with initiative, why, REG topic); None when no battle has two sides."""
        for side in ("good", "evil"):
            player = player_of(state, side)
            if player and not characters(state, side):
                removing = self.being_removed(state, side)
                if removing:
                    names = ", ".join(o.label for o in removing)
                    why = f"an ability is removing all of {player}'s characters ({names})"
                    return player, why, "Special Initiative"
        good, evil = characters(state, "good"), characters(state, "evil")
        if (ignored := ignore.initiative(state, good, evil)) is not None:
            return ignored
        if not good or not evil:
            return None, "", ""
        gs, gt = totals(state, "good")
        es, et = totals(state, "evil")
        good_lost, evil_lost, _ = first_strike.outcome(state, good, evil, (gs, gt, es, et))
        good_lost, evil_lost = immune.numbers_lost(state, good, evil, good_lost, evil_lost)
        pg, pe = good[0].controller, evil[0].controller
        score = f"heroes {gs}/{gt} against evil characters {es}/{et}"
        if good_lost != evil_lost:
            loser = pg if good_lost else pe
            return loser, f"{loser} is losing the battle ({score})", "Initiative"
        last = state.info.get("_last_in")
        other = pe if last == pg else pg
        kind = "mutual destruction" if good_lost else "stalemate"
        why = f"{kind} ({score}); {other} did not play the last card"
        return other, why, "Initiative"

    def being_removed(self: RedemptionRuleset, state: GameState, side: str) -> list[CardObject]:
        """Characters of ``side`` that a completed, still undoable ability took out of battle."""
        kind = "hero" if side == "good" else "evil_character"
        out: list[CardObject] = []
        for act in self.acts(state).values():
            if act.status not in (COMPLETE, ACTIVE) or act.battle != state.info["battle"]:
                continue
            for ch in act.changes:
                obj = state.objects[ch.oid]
                if ch.from_zone[1] == "battle" and kind in types_of(obj) and obj not in out:
                    out.append(obj)
        return out

    def show_initiative(self: RedemptionRuleset, game: Game, player: str, card: CardObject) -> None:
        """Log who has initiative; in a declared battle, refuse a play out of turn."""
        state = game.state
        holder, why, rule = self.initiative(state)
        if holder is None:
            return
        if holder != player and state.info.get("rescue") and not state.info.get("_passed"):
            raise ImpossibleAction(
                f"{player} cannot play {card.label} now: {holder} has initiative ({why}). "
                f"REG {rule}: only the player with initiative plays the next enhancement"
            )
        game.log(
            f"Initiative: {holder} — {why}",
            [rule],
            kind="info",
            player=holder,
            depth=game.trace.depth,
        )

    # ------------------------------------------------------------------ entering battle
    def rescue_attempt(self: RedemptionRuleset, game: Game, player: str, names: str) -> Procedure:
        state = game.state
        if state.info.get("rescue"):
            raise ImpossibleAction("a battle is already under way: one rescue attempt at a time")
        heroes = [self.find_character(state, player, n, "hero") for n in split_names(names, state)]
        defender = next(p.id for p in state.players if p.id != player)
        state.info["rescue"] = {"rescuer": player, "defender": defender}
        souls = [o.label for o in state.cards_in(defender, "land_of_bondage")]
        if souls:
            target = f"{defender}'s land of bondage ({', '.join(souls)})"
        elif state.zone_known(defender, "land_of_bondage"):
            target = f"{defender}'s land of bondage (no lost soul there)"
        else:
            target = f"{defender}'s land of bondage (not listed in the scenario)"
        for hero in heroes:
            where = hero.zone[1]
            game.log(
                f"{player} makes a rescue attempt: {hero.label} enters battle from {where} "
                f"against {target}",
                ["Rescue Attempt"],
                kind="action",
                player=player,
                card=hero.label,
                depth=0,
            )
            yield self.enter_battle(game, hero, player)

    def block(self: RedemptionRuleset, game: Game, player: str, names: str) -> Procedure:
        state = game.state
        if not characters(state, "good"):
            raise ImpossibleAction(
                f"{player} has nothing to block: no hero is making a rescue attempt "
                "(write e.g. 'A attacks with <hero>' first)"
            )
        for name in split_names(names, state):
            ec = self.find_character(state, player, name, "evil_character")
            ignore.refuse_entry(state, ec)  # REG Ignore: an ignored character stays out
            game.log(
                f"{player} blocks with {ec.label} (from {ec.zone[1]})",
                ["Block"],
                kind="action",
                player=player,
                card=ec.label,
                depth=0,
            )
            yield self.enter_battle(game, ec, player)

    def find_character(self, state: GameState, player: str, name: str, kind: str) -> CardObject:
        found = [
            o
            for o in state.find(name)
            if o.owner == player and o.zone[1] in ("territory", "hand") and kind in types_of(o)
        ]
        if not found:
            word = "hero" if kind == "hero" else "evil character"
            raise ImpossibleAction(
                f"{player} has no {word} {name!r} in territory or hand to put into battle"
            )
        return sorted(found, key=lambda o: o.zone[1] != "territory")[0]

    def enter_battle(
        self: RedemptionRuleset, game: Game, obj: CardObject, player: str
    ) -> Procedure:
        state = game.state
        state.move(obj, (player, "battle"), top=False)
        state.info["_last_in"] = player
        state.info["_passed"] = []
        yield self.activate_in_order(game, obj, player, depth=1, entering=True)

    # ------------------------------------------------------------------ passing and outcome
    def pass_initiative(self: RedemptionRuleset, game: Game, player: str) -> Procedure:
        """A losing player who passes ends the battle; in a stalemate or mutual destruction
        initiative passes to the other player, and the battle ends when both have passed."""
        state = game.state
        if not characters(state, "good") and not characters(state, "evil"):
            raise ImpossibleAction(f"{player} cannot pass: no battle is under way")
        holder, why, rule = self.initiative(state)
        passed = state.info.setdefault("_passed", [])
        if player not in passed:
            passed.append(player)
        game.log(
            f"{player} passes" + (f" (initiative: {holder} — {why})" if holder else ""),
            [rule or "Initiative"],
            kind="action",
            player=player,
            depth=0,
        )
        losing = holder == player and "is losing" in why
        if losing or len(passed) >= len(state.players):
            yield self.resolve_battle(game)

    def resolve_battle(self: RedemptionRuleset, game: Game) -> Procedure:
        state = game.state
        battle = state.info.get("rescue")
        good, evil = characters(state, "good"), characters(state, "evil")
        in_battle = [*good, *evil]
        good, evil = ignore.outcome(game, good, evil)  # ignored characters do not count
        rescuer = (battle or {}).get("rescuer") or player_of(state, "good")
        defender = (battle or {}).get("defender") or player_of(state, "evil")
        if not in_battle:
            raise ImpossibleAction("there is no battle to resolve: no character is in battle")
        gs, gt = ignore.totals(state, good)  # of the characters that count
        es, et = ignore.totals(state, evil)
        rescued = False
        struck = ""  # what first strike decided (First Strike)
        if not evil:
            text = f"the rescue attempt is not blocked: {rescuer}'s heroes ({gs}/{gt}) rescue"
            if len(in_battle) > len(good):  # every blocker is ignored
                text = f"every blocker is ignored: {rescuer}'s heroes ({gs}/{gt}) win and rescue"
            rescued = bool(good)
            losers: list[CardObject] = []
        elif not good:  # every hero in battle is ignored
            text = "every hero is ignored: the evil characters win; no character is defeated"
            losers = []
        else:
            first_strike.show_mixed(game, good, evil)
            good_lost, evil_lost, struck = first_strike.outcome(state, good, evil, (gs, gt, es, et))
            good_lost, evil_lost = immune.outcome(game, good, evil, good_lost, evil_lost)
            losers = (good if good_lost else []) + (evil if evil_lost else [])
            score = f"heroes {gs}/{gt} against evil characters {es}/{et}{struck}"
            if good_lost and evil_lost:
                text = f"mutual destruction ({score}): every character in battle is defeated"
            elif evil_lost:
                text = f"the heroes win ({score}): the evil characters are defeated"
                rescued = bool(good)
            elif good_lost:
                text = f"the evil characters win ({score}): the heroes are defeated"
            else:
                text = f"stalemate ({score}): no character is defeated"
        rules = ["Battle Resolution", *([first_strike.RULE] if struck else [])]
        game.log(f"Battle outcome: {text}", rules, kind="effect", depth=0)
        held = [(obj, obj.controller) for obj in losers]  # for "if this card is discarded"
        for obj in losers:
            state.move(obj, (obj.owner, "discard"), top=True)
            game.log(
                f"{obj.label} is defeated and discarded",
                ["Battle Resolution", "Discard"],
                kind="effect",
                card=obj.label,
                depth=1,
            )
        yield moments.after_discards(self, game, held, 1)  # discarded.py
        if rescued and rescuer and defender:
            souls = state.cards_in(defender, "land_of_bondage")
            souls = [o for o in souls if "lost_soul" in types_of(o)]
            souls = ongoing.rescuable(game, souls, good)  # protected lost souls stay
            if souls:
                soul = souls[-1]
                state.move(soul, (rescuer, "land_of_redemption"), top=True)
                game.log(
                    f"{rescuer} rescues {soul.label} to their land of redemption",
                    ["Rescue"],
                    kind="effect",
                    player=rescuer,
                    card=soul.label,
                    depth=1,
                )
                yield moments.after_rescue(self, game, soul, defender)
            else:
                game.log(
                    f"{defender}'s land of bondage holds no lost soul: nothing is rescued",
                    ["Rescue"],
                    depth=1,
                )
        yield self.end_battle(game)

    def end_battle(self: RedemptionRuleset, game: Game) -> Procedure:
        state = game.state
        moved = []
        for p in state.players:
            for obj in list(state.cards_in(p.id, "battle")):
                if is_enhancement(obj) and not (is_character(obj) and obj.attached_to is None):
                    state.move(obj, (obj.owner, "discard"), top=True)
                    moved.append(f"{obj.label} is discarded")
                else:
                    state.move(obj, (obj.controller, "territory"), top=False)
                    moved.append(f"{obj.label} returns to territory")
                obj.attached_to = None
                obj.flags.pop("numbers", None)
        ended = [
            a.label
            for a in self.acts(state).values()
            if a.status == ACTIVE and a.battle == state.info["battle"] and a.in_battle
        ]
        for a in self.acts(state).values():
            if a.status == ACTIVE and a.battle == state.info["battle"] and a.in_battle:
                a.status = COMPLETE
        text = "; ".join(moved) or "nothing was left in battle"
        if ended:
            text += f"; effects that lasted for the battle end ({', '.join(ended)})"
        game.log(f"The battle ends: {text}", ["End of Battle"], kind="info", depth=0)
        state.info["battle"] += 1
        state.info["rescue"] = None
        state.info["_passed"] = []
        yield after_battle.at_end(self, game)  # "after battle, X" (after_battle.py)


def split_names(words: str, state: GameState) -> list[str]:
    """'Abed-nego (Azariah) and Shadrach' -> two names; a name that holds 'and' stays whole."""
    if state.find(words.strip()):
        return [words.strip()]
    parts = [w.strip() for w in words.replace(" + ", " and ").split(" and ")]
    return [p for p in parts if p]
