"""Attack With a Unit (6.3): declaring, Sentinel/Saboteur/Hidden, Raid, Grit, Overwhelm, shields."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.errors import ImpossibleAction
from engine.core.events import Event
from engine.core.game import Game, Procedure
from engine.core.ruleset import EffectContext
from engine.core.state import CardObject, GameState
from engine.games.swu import stats
from engine.games.swu.history import record
from engine.games.swu.spec import ARENAS
from engine.games.swu.statics import StaticArgs, affects, attack_bound, holds

if TYPE_CHECKING:
    from engine.games.swu.ruleset import SwuRuleset


class CombatMixin:
    """The attack procedure of the SWU ruleset."""

    def attackable(self: SwuRuleset, state: GameState, attacker: CardObject) -> list[CardObject]:
        """What ``attacker`` may attack now: enemy units in its arena and the enemy base (6.3.3)."""
        enemy = state.opponent(attacker.controller)
        units = [u for u in self.units(state, enemy) if u.zone[1] == attacker.zone[1]]
        sentinels = [u for u in units if "sentinel" in self.keywords(state, u)]
        if sentinels and "saboteur" not in self.keywords(state, attacker):
            return sentinels
        units = [u for u in units if not self.hidden_now(state, u)]
        return units + [self.base_of(state, enemy)]

    def hidden_now(self: SwuRuleset, state: GameState, unit: CardObject) -> bool:
        kws = self.keywords(state, unit)
        return (
            "hidden" in kws and "sentinel" not in kws and bool(unit.flags.get("entered_this_phase"))
        )

    def check_attack(
        self: SwuRuleset, game: Game, attacker: CardObject, target: CardObject
    ) -> None:
        """Refuse an illegal attack declaration with the rule that forbids it (6.3.3)."""
        state = game.state
        if target.controller == attacker.controller:
            raise ImpossibleAction(
                f"{attacker.controller} cannot attack their own {target.label} (6.3.1.b)"
            )
        if target.definition.type != "base" and target.zone[1] != attacker.zone[1]:
            raise ImpossibleAction(
                f"{attacker.label} cannot attack {target.label}: they are in different arenas (6.3.3.a)"
            )
        if target.definition.type != "base" and target.zone[1] not in ARENAS:
            raise ImpossibleAction(
                f"{target.label} is not a unit in play, so it cannot be attacked"
            )
        legal = self.attackable(state, attacker)
        if target in legal:
            return
        sentinels = [u.label for u in legal if "sentinel" in self.keywords(state, u)]
        if sentinels:
            raise ImpossibleAction(
                f"{attacker.label} must attack a unit with Sentinel ({', '.join(sentinels)}) (7.5.11.b)"
            )
        if self.hidden_now(state, target):
            raise ImpossibleAction(
                f"{target.label} has Hidden and entered play this phase, so it cannot be attacked (7.5.18.a)"
            )
        raise ImpossibleAction(f"{attacker.label} cannot attack {target.label} (6.3.3)")

    def show_attack_statics(self: SwuRuleset, game: Game) -> None:
        """Constant abilities that hold only during an attack ("while defending, the attacker
        gets -1/-0") are shown when the attack begins, with what they change (7.3.1)."""
        state = game.state
        for obj in list(state.objects.values()):
            if not self.in_play(obj):
                continue
            for ab in obj.definition.abilities:
                step = ab.effect[0] if ab.timing == "constant" and ab.effect else {}
                if step.get("verb") != "static" or not stats.side_active(obj, ab):
                    continue
                a = StaticArgs.model_validate({k: v for k, v in step.items() if k != "verb"})
                if not attack_bound(a) or not holds(state, obj, a.condition):
                    continue
                if any(affects(state, obj, a.affects, u) for u in self.units(state)):
                    game.run(self.run_effect(game, EffectContext(obj.oid, obj.controller, ab)))

    def log_attack_keywords(
        self: SwuRuleset, game: Game, attacker: CardObject, target: CardObject
    ) -> None:
        """Sentinel and Saboteur decide the defender; Raid and Grit are active while attacking."""
        state = game.state
        enemy_units = [
            u for u in self.units(state, target.controller) if u.zone[1] == attacker.zone[1]
        ]
        sentinels = [u for u in enemy_units if "sentinel" in self.keywords(state, u)]
        kws = self.keywords(state, attacker)
        if sentinels and "saboteur" in kws:
            self.keyword_step(
                game, attacker, "saboteur",
                f"{attacker.label} has Saboteur: it ignores Sentinel and may attack any enemy unit or base",
                ["7.5.10.b", "7.5.11.c"],
            )  # fmt: skip
        elif target in sentinels:
            for s in sentinels:
                self.keyword_step(
                    game, s, "sentinel",
                    f"{s.label} has Sentinel: units in its arena must attack a Sentinel unit",
                    ["7.5.11.b"],
                )  # fmt: skip
        for u in enemy_units:
            if self.hidden_now(state, u) and u is not target:
                self.keyword_step(
                    game, u, "hidden",
                    f"{u.label} has Hidden and entered play this phase: it cannot be attacked",
                    ["7.5.18.a"],
                )  # fmt: skip
        if "raid" in kws and kws["raid"]:
            self.keyword_step(
                game, attacker, "raid",
                f"Raid {kws['raid']}: {attacker.label} gets +{kws['raid']} power while attacking "
                f"(power {self.power(attacker)})",
                ["7.5.8.a", "7.5.8.c"],
            )  # fmt: skip
        if "grit" in kws and attacker.damage:
            self.keyword_step(
                game, attacker, "grit",
                f"Grit: {attacker.label} gets +{attacker.damage} power for its {attacker.damage} damage",
                ["7.5.6.a"],
            )  # fmt: skip

    def attack(
        self: SwuRuleset,
        game: Game,
        player: str,
        attacker: CardObject,
        target: CardObject,
        *,
        ignore_exhausted: bool = False,
        depth: int = 0,
        announced: bool = False,
    ) -> Procedure:
        """Attack With a Unit (6.3), with its two timing points for triggered abilities.

        ``announced``: the ability that makes the attack (Ambush, "attack with") already
        logged the declaration as its effect.
        """
        state = game.state
        if attacker.controller != player or attacker.zone[1] not in ARENAS:
            raise ImpossibleAction(f"{player} cannot attack with {attacker.label} (6.3.1.b)")
        if attacker.exhausted and not ignore_exhausted:
            raise ImpossibleAction(f"{attacker.label} is exhausted, so it cannot attack (6.3.3.a)")
        self.check_attack(game, attacker, target)
        game.trace.depth = depth
        if not announced:
            game.log(
                f"{player} attacks {target.label} with {attacker.label}",
                ["6.3.2"],
                kind="action",
                player=player,
                card=attacker.label,
            )
        attacker.exhausted = True
        state.info["_attack"] = {"attacker": attacker.oid, "defender": target.oid}
        record(state, "attacked", attacker, player=player)
        game.log(
            f"{attacker.label} is exhausted; the attack begins",
            ["6.3.4"],
            kind="event",
            card=attacker.label,
        )
        self.log_attack_keywords(game, attacker, target)
        self.show_attack_statics(game)
        game.open_window()
        data = {"attacker": attacker.oid, "defender": target.oid}
        game.emit(Event("attack_declared", player, attacker.oid, data))
        if target.definition.type != "base":
            game.emit(Event("attack_defended", target.controller, target.oid, data))
        waiting = game.close_window()
        if waiting:
            yield self.resolve_triggers(game, waiting, depth + 1, ["6.3.4.b", "7.6.8"])
        game.trace.depth = depth
        yield self.combat_damage(game, player, attacker, target, depth)
        state.info.pop("_attack", None)
        for o in (attacker, target):
            for key in ("_mods", "_kw"):
                items = o.flags.get(key)
                if items:
                    o.flags[key] = [m for m in items if m["until"] != "attack"]
        game.trace.depth = depth

    def combat_damage(
        self: SwuRuleset,
        game: Game,
        player: str,
        attacker: CardObject,
        target: CardObject,
        depth: int,
    ) -> Procedure:
        state = game.state
        if not self.in_play(attacker):
            game.log(f"{attacker.label} has left play: no combat damage", ["6.3.5.b"], kind="event")
            return
        defender_gone = target.definition.type != "base" and not self.in_play(target)
        overwhelm = "overwhelm" in self.keywords(state, attacker)
        if defender_gone and not overwhelm:
            game.log(f"{target.label} has left play: no combat damage", ["6.3.5.c"], kind="event")
            return
        game.open_window()
        hits: list[tuple[CardObject, int]] = []
        atk_power = self.power(attacker)
        excess = 0
        if target.definition.type == "base":
            hits.append((target, atk_power))
        elif defender_gone:
            excess = atk_power
            hits.append((self.base_of(state, target.controller), atk_power))
        else:
            remaining = self.hp(target) - target.damage
            if overwhelm and atk_power > remaining and not target.counters.get("shield"):
                excess = atk_power - remaining
                hits.append((target, remaining))
                hits.append((self.base_of(state, target.controller), excess))
            else:
                hits.append((target, atk_power))
            hits.append((attacker, self.power(target)))
        if excess:
            self.keyword_step(
                game, attacker, "overwhelm",
                f"Overwhelm: {excess} excess combat damage from {attacker.label} goes to "
                f"{target.controller}'s base",
                ["7.5.7.a"] + (["7.5.7.f"] if defender_gone else []),
            )  # fmt: skip
        game.log(
            "Combat damage is dealt by both units at the same time"
            if len(hits) > 1
            else "Combat damage is dealt",
            ["6.3.6", "6.3.5.a"],
            kind="event",
        )
        yield self.deal_damage(game, hits, depth + 1)
        data = {
            "defender": target.oid,
            "defeated": target.definition.type != "base" and not self.in_play(target),
            "base_damage": any(o.definition.type == "base" and n > 0 for o, n in hits),
        }
        game.emit(Event("attack_ended", player, attacker.oid, data))
        waiting = game.close_window()
        if waiting:
            yield self.resolve_triggers(game, waiting, depth + 1, ["6.3.6.e", "7.6.8"])

    def keyword_step(
        self: SwuRuleset, game: Game, obj: CardObject, keyword: str, text: str, rules: list[str]
    ) -> None:
        """An effect step of a keyword, tagged with the printed keyword ability it comes from."""
        ab = next(
            (a for a in stats.keyword_abilities(obj) if a.extra.get("keyword") == keyword), None
        )
        game.log(
            text,
            rules,
            kind="effect",
            card=obj.label,
            ability=ab.id if ab else f"keyword:{keyword}",
        )
