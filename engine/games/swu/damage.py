"""Damage and leaving play (1.9, 3.5.4, 8.11): shields, lethal damage, defeat, capture and
rescue, tokens set aside, leaders going home."""

from __future__ import annotations

from engine.core.events import Event
from engine.core.game import Game, GameEnded, Procedure
from engine.core.result import GAME_OVER, Outcome
from engine.core.state import CardObject
from engine.games.swu import stats
from engine.games.swu.history import record
from engine.games.swu.spec import ARENAS
from engine.games.swu.words import zone_title


class DamageMixin:
    """Damage and leaving play (1.9, 3.5.4, 8.11): shields, lethal damage, defeat, capture and (a part of the SWU ruleset)."""

    # ------------------------------------------------------------------ damage and defeat
    def check_lethal(self, game: Game) -> Procedure:
        """A unit whose HP dropped to its damage or below is defeated at once (8.15.7.e)."""
        dead = [u for u in self.units(game.state) if self.hp(u) <= u.damage]
        if dead:
            yield self.defeat_units(game, dead, ["8.15.7.e", "1.9.6"])

    def damage_step(self, game: Game, obj: CardObject, text: str, rules: list[str]) -> None:
        """A damage line: tagged with the resolving ability when one is running."""
        game.log(text, rules, kind="effect", card=None if game.acting else obj.label)

    def deal_damage(self, game: Game, hits: list[tuple[CardObject, int]], depth: int) -> Procedure:
        """Deal damage to several cards at once, then defeat what has no HP left (1.9)."""
        state = game.state
        game.trace.depth = depth
        for obj, amount in hits:
            if amount <= 0:
                continue
            if obj.counters.get("shield"):
                obj.counters["shield"] -= 1
                if not obj.counters["shield"]:
                    del obj.counters["shield"]
                self.damage_step(
                    game, obj,
                    f"{obj.label}'s Shield token prevents the {amount} damage and is defeated",
                    ["3.7.6", "1.9.9"],
                )  # fmt: skip
                continue
            obj.damage += amount
            self.damage_step(
                game,
                obj,
                f"{obj.label} takes {amount} damage ({obj.damage} of {self.hp(obj)} HP)",
                ["1.9.2"],
            )
        bases = [o for o, _ in hits if o.definition.type == "base" and o.damage >= self.hp(o)]
        if bases:
            losers = sorted({b.owner for b in bases})
            if len(losers) > 1:
                raise GameEnded(
                    Outcome(
                        GAME_OVER,
                        "Both bases are defeated at once: the game is a draw",
                        ["1.9.7", "5.6.3"],
                    )
                )
            loser = losers[0]
            winner = state.opponent(loser)
            game.log(
                f"{loser}'s base is defeated: {winner} wins the game",
                ["1.9.7", "5.6.1"],
                kind="outcome",
            )
            raise GameEnded(
                Outcome(GAME_OVER, f"{loser}'s base is defeated: {winner} wins", ["1.9.7", "5.6.1"])
            )
        dead = []
        for o, _ in hits:
            if (
                o.definition.type in ("unit", "leader")
                and o.zone[1] in ARENAS
                and o.damage >= self.hp(o)
                and o not in dead
            ):
                dead.append(o)
        if dead:
            yield self.defeat_units(game, dead, ["1.9.6"] + (["1.9.8"] if len(dead) > 1 else []))

    def after_damage(self, game: Game, hit: list[CardObject]) -> Procedure:
        """What damage placed outside ``deal_damage`` (indirect damage) leads to: 1.9.6, 1.9.7."""
        yield self.deal_damage(game, [(o, 0) for o in hit], game.trace.depth)

    def capture(self, game: Game, guard: CardObject, unit: CardObject) -> Procedure:
        """The captured unit leaves play to sit under its guard (8.33.1); tokens are set aside."""
        if unit.definition.type == "leader":
            game.log(
                f"{unit.label} is a leader unit: it is defeated instead", ["3.4.6"], kind="event"
            )
            yield self.defeat_units(game, [unit], ["3.4.6"])
            return
        yield self.leave_play(game, unit, (unit.owner, "captured"))
        if not unit.token:
            unit.flags["captured_by"] = guard.oid
            guard.flags.setdefault("_guarding", []).append(unit.oid)

    def rescue_all(self, game: Game, guard: CardObject) -> None:
        """A guard leaving play rescues what it guarded: back into play, exhausted (8.33.4)."""
        state = game.state
        for oid in guard.flags.pop("_guarding", []):
            unit = state.objects[oid]
            if unit.zone[1] != "captured":
                continue
            arena = unit.definition.fields.get("arena", "ground") + "_arena"
            state.move(unit, (unit.owner, arena), top=False)
            unit.controller = unit.owner
            unit.exhausted = True
            unit.flags.pop("captured_by", None)
            game.log(
                f"{unit.label} is rescued: it returns to {zone_title((unit.owner, arena))}, exhausted",
                ["8.33.4", "8.33.3"],
                kind="event",
            )

    def defeat_units(self, game: Game, units: list[CardObject], rules: list[str]) -> Procedure:
        """Defeat units together: their abilities see the defeat before they leave (7.6.4)."""
        for u in units:
            # last known information: its power as it left play, modifiers included (8.11),
            # kept for the cards whose abilities read it ("equal to its power")
            if stats.asks_own_power(u):
                game.state.info.setdefault("_last_power", {})[u.oid] = self.power(u)
            game.emit(Event("unit_defeated", u.controller, u.oid))
        for u in units:
            game.tick()  # a procedure, run without the runner's round trip
            yield from self.leave_play(game, u, (u.owner, "discard"), rules=rules)

    def leave_play(
        self,
        game: Game,
        u: CardObject,
        to: tuple[str | None, str],
        *,
        rules: list[str] | None = None,
    ) -> Procedure:
        """A unit leaves play: upgrades are defeated, tokens set aside, leaders go home (8.12.1)."""
        record(game.state, "left_play", u, defeated=rules is not None)
        state = game.state
        for up in stats.attached(state, u):
            self.detach(game, up)
            game.log(
                f"{up.label} (attached to {u.label}) is defeated and goes to {up.owner}'s discard pile",
                ["3.6.11", "8.12.1"],
                kind="event",
            )
        u.flags.pop("_upgrades", None)
        self.rescue_all(game, u)
        u.damage = 0
        u.counters.clear()
        u.flags.pop("_mods", None)
        u.flags.pop("_kw", None)
        if u.definition.type == "leader":
            state.move(u, (u.owner, "leader"))
            u.exhausted = True
            u.flags.pop("deployed", None)
            game.log(
                f"{u.label} is defeated: it flips to its Leader side and returns to "
                f"{u.owner}'s base zone, exhausted",
                [*(rules or []), "3.4.5"],
                kind="event",
                card=u.label,
            )
            return
        if u.token:
            state.zones[u.zone].cards.remove(u.oid)
            u.zone = (u.owner, "set_aside")
            game.log(
                f"{u.label} (a token) leaves play and is set aside",
                [*(rules or []), "3.7.3"],
                kind="event",
            )
            return
        state.move(u, to)
        u.exhausted = False
        if rules is not None:
            game.log(
                f"{u.label} is defeated and goes to {u.owner}'s discard pile",
                [*rules, "3.5.4"],
                kind="event",
                card=u.label,
            )
        return
        yield
