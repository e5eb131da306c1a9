"""Playing cards (6.2): costs and resources, aspect penalties, Exploit, Smuggle and Plot,
upgrades and Piloting, and token units."""

from __future__ import annotations

import re
from typing import Any

from engine.core.cards import AbilityDefinition
from engine.core.errors import ImpossibleAction
from engine.core.events import Event
from engine.core.game import Game, Procedure
from engine.core.ruleset import EffectContext
from engine.core.state import CardObject, GameState
from engine.games.swu import stats
from engine.games.swu.history import record
from engine.games.swu.tokens import token_definition
from engine.games.swu.words import STAND_IN_BASE, plural, zone_title

_ATTACH = re.compile(r"^Attach to an? (?P<words>[A-Za-z' -]+?) ?unit\.?$", re.I)


class PlayMixin:
    """Playing cards (6.2): costs and resources, aspect penalties, Exploit, Smuggle and Plot, (a part of the SWU ruleset)."""

    # ------------------------------------------------------------------ playing cards
    def cost_to_pay(
        self, game: Game, player: str, obj: CardObject, how: dict[str, Any]
    ) -> tuple[int, list[str], list[str]]:
        """The modified cost (6.2.4): printed or alternative cost, aspect penalty, reductions."""
        d = obj.definition
        rules = ["6.2.4"]
        notes: list[str] = []
        cost = d.cost or 0
        if how.get("pilot"):
            cost = self.keyword_cost(obj, "piloting", cost)
            rules.append("7.5.17.a")
        if how.get("smuggle"):
            cost = self.keyword_cost(obj, "smuggle", cost)
            rules.append("7.5.14.a")
        missing = self.aspect_penalty(game.state, player, obj)
        if missing:
            cost += 2 * len(missing)
            rules.append("8.1.1")
            notes.append(f"aspect penalty +{2 * len(missing)} for {', '.join(missing)}")
        from engine.games.swu.cost_less import own_reductions

        less = int(how.get("costs_less") or 0) + own_reductions(game, player, obj)
        if less:
            cost = max(0, cost - less)
            notes.append(f"{less} less")
            rules.append("8.15.5.a")
        return cost, rules, notes

    @staticmethod
    def keyword_cost(obj: CardObject, keyword: str, default: int) -> int:
        for ab in obj.definition.abilities:
            if ab.kind == "keyword" and ab.extra.get("keyword") == keyword:
                m = re.search(r"\[(?:C\s*=\s*)?(\d+)", ab.text)
                if m:
                    return int(m.group(1))
        return default

    def aspect_penalty(self, state: GameState, player: str, obj: CardObject) -> list[str]:
        """Aspect icons the player's leader and base do not provide (8.1.1); needs both named."""
        leaders = state.cards_in(player, "leader") + [
            u for u in self.units(state, player) if u.definition.type == "leader"
        ]
        base = state.cards_in(player, "base")
        if not leaders or not base or base[0].definition.name == STAND_IN_BASE:
            return []
        provided = list(base[0].definition.fields.get("aspects", []))
        provided += list(leaders[0].definition.fields.get("aspects", []))
        missing = []
        for aspect in obj.definition.fields.get("aspects", []):
            if aspect in provided:
                provided.remove(aspect)
            else:
                missing.append(aspect)
        return missing

    def pay(
        self,
        game: Game,
        player: str,
        obj: CardObject,
        cost: int,
        rules: list[str],
        notes: list[str],
        verb: str,
    ) -> None:
        """Exhaust ready resources (6.2.5, 1.7.2); unlisted resources are not checked."""
        state = game.state
        resources = state.cards_in(player, "resources")
        extra = f" ({'; '.join(notes)})" if notes else ""
        if not resources:
            game.log(
                f"{player} {verb} {obj.label}, paying {plural(cost, 'resource')}{extra} "
                "(resources not listed: not checked)",
                ["6.2", *rules, "6.2.5"],
                kind="action", player=player, card=obj.label,
            )  # fmt: skip
            return
        ready = [r for r in resources if not r.exhausted and r is not obj]
        if obj.zone == (player, "resources") and not obj.exhausted:
            ready.append(obj)  # a smuggled card can pay for itself (7.5.14.e)
        if len(ready) < cost:
            raise ImpossibleAction(
                f"{player} cannot play {obj.label}: it costs {cost} and {player} has only "
                f"{plural(len(ready), 'ready resource')} (6.2.5.a, 1.7.2)"
            )
        for r in ready[:cost]:
            r.exhausted = True
        game.log(
            f"{player} {verb} {obj.label}, exhausting {plural(cost, 'resource')}{extra} "
            f"({len(ready) - cost} ready left)",
            ["6.2", *rules, "6.2.5", "1.7.2"],
            kind="action", player=player, card=obj.label,
        )  # fmt: skip

    def play_card(
        self,
        game: Game,
        player: str,
        obj: CardObject,
        *,
        free: bool = False,
        depth: int = 0,
        how: dict[str, Any] | None = None,
    ) -> Procedure:
        """Play a Card (6.2): declare, check restrictions, pay, then into play or the discard pile."""
        how = dict(how or {})
        state = game.state
        d = obj.definition
        game.trace.depth = depth
        from_zone = obj.zone
        if how.get("exploit"):
            yield self.exploit(game, player, obj, how)
        if free:
            game.log(
                f"{player} plays {obj.label} for free",
                ["6.2", "6.2.4.d"],
                kind="action",
                player=player,
                card=obj.label,
            )
        else:
            cost, rules, notes = self.cost_to_pay(game, player, obj, how)
            self.pay(game, player, obj, cost, rules, notes, "plays")
        if from_zone[1] == "resources":
            obj.flags["played_via"] = "plot" if how.get("plot") else "smuggle"
            yield self.replace_resource(game, player, obj, how)
        if how.get("pilot"):
            yield self.play_upgrade(game, player, obj, how, pilot=True)
        elif d.type == "unit":
            arena = d.fields.get("arena", "ground") + "_arena"
            state.move(obj, (player, arena), top=False)
            obj.controller = player
            obj.exhausted = True
            obj.flags["entered_this_phase"] = True
            game.log(
                f"{obj.label} enters {zone_title((player, arena))} exhausted",
                ["6.2.6.a", "3.5.3", "4.3.1" if arena == "ground_arena" else "4.4.1"],
                kind="event",
                player=player,
                card=obj.label,
            )
            self.show_constants(game, obj, entering=True)
            record(state, "played", obj, player=player)
            game.emit(Event("card_played", player, obj.oid, {"cost": d.cost or 0}))
        elif d.type == "upgrade":
            yield self.play_upgrade(game, player, obj, how)
        elif d.type == "event":
            state.move(obj, (obj.owner, "discard"))
            game.log(
                f"{obj.label} goes to {obj.owner}'s discard pile, then its ability resolves",
                ["6.2.6.c", "7.4.2"],
                kind="event",
                player=player,
                card=obj.label,
            )
            record(state, "played", obj, player=player)
            game.emit(Event("card_played", player, obj.oid, {"cost": d.cost or 0}))
            for ab in d.abilities:
                if ab.kind == "event":
                    game.trace.depth = depth + 1
                    yield self.resolve_ability(
                        game, EffectContext(obj.oid, player, ab, None, depth=depth + 1)
                    )
        else:
            raise ImpossibleAction(
                f"{obj.label} is a {d.type}: a {d.type} is never played from a hand (3.4.2, 3.2)"
            )
        game.trace.depth = depth

    def exploit(self, game: Game, player: str, obj: CardObject, how: dict[str, Any]) -> Procedure:
        """Exploit X (7.5.16): defeat up to X friendly units, each making the card cost 2 less."""
        names = how["exploit"] if isinstance(how["exploit"], list) else [how["exploit"]]
        limit = stats.printed_keywords(obj).get("exploit", 0)
        if len(names) > limit:
            raise ImpossibleAction(
                f"{obj.label} has Exploit {limit}: it cannot defeat {len(names)} units"
            )
        victims = []
        for name in names:
            found = [u for u in self.units(game.state, player) if name.lower() in u.label.lower()]
            if not found:
                raise ImpossibleAction(f"Exploit: {player} controls no unit named {name!r}")
            victims.append(found[0])
        self.keyword_step(
            game, obj, "exploit",
            f"Exploit: {player} defeats {', '.join(v.label for v in victims)}, so {obj.label} "
            f"costs {2 * len(victims)} less",
            ["7.5.16.a", "7.5.16.c"],
        )  # fmt: skip
        how["costs_less"] = int(how.get("costs_less") or 0) + 2 * len(victims)
        yield self.defeat_units(game, victims, ["7.5.16.a", "7.5.16.d"])

    def replace_resource(
        self, game: Game, player: str, obj: CardObject, how: dict[str, Any]
    ) -> Procedure:
        """Smuggle and Plot replace the played resource with the deck's top card, exhausted (7.5.14.g)."""
        keyword = "plot" if how.get("plot") else "smuggle"
        top = game.state.cards_in(player, "deck")[:1]
        rule = "7.5.19.c" if keyword == "plot" else "7.5.14.g"
        if top:
            game.state.move(top[0], (player, "resources"), top=False)
            top[0].exhausted = True
            text = f"{keyword.title()}: {obj.label} is played from {player}'s resource zone; the top card of the deck replaces it, exhausted"
        else:
            text = f"{keyword.title()}: {obj.label} is played from {player}'s resource zone; the deck is empty, so nothing replaces it"
            rule = "7.5.14.h" if keyword == "smuggle" else rule
        self.keyword_step(game, obj, keyword, text, [rule])
        return
        yield

    def attach_restriction(self, obj: CardObject) -> tuple[AbilityDefinition, list[str]] | None:
        """The upgrade's "Attach to ..." play restriction (6.2.3.b), as its words."""
        for ab in obj.definition.abilities:
            m = _ATTACH.match(ab.text.strip())
            if m:
                return ab, m.group("words").split()
        return None

    def attach_ok(self, unit: CardObject, words: list[str], player: str) -> bool:
        """Whether ``unit`` fits the attach words ("friendly Unique", "Capital Ship or Transport")."""
        traits = {t.lower() for t in unit.definition.traits}
        checks = {
            "friendly": unit.controller == player,
            "enemy": unit.controller != player,
            "unique": bool(unit.definition.fields.get("unique")),
            "token": unit.token,
            "leader": unit.definition.type == "leader",
            "ground": unit.zone[1] == "ground_arena",
            "space": unit.zone[1] == "space_arena",
        }
        for alternative in " ".join(words).lower().split(" or "):
            ok = True
            rest: list[str] = []
            for w in alternative.split():
                negate = w.startswith("non-")
                key = w.removeprefix("non-")
                if key in checks:
                    ok = ok and checks[key] != negate
                elif negate:
                    ok = ok and key not in traits
                else:
                    rest.append(key)
            if rest and " ".join(rest) not in traits:
                ok = False
            if ok:
                return True
        return False

    def play_upgrade(
        self, game: Game, player: str, obj: CardObject, how: dict[str, Any], *, pilot: bool = False
    ) -> Procedure:
        """An upgrade (or a Piloting unit) goes into play attached to an eligible unit (6.2.6.b)."""
        state = game.state
        options = self.units(state)
        if pilot:
            options = [
                u for u in options
                if u.controller == player and "vehicle" in {t.lower() for t in u.definition.traits}
                and not any(a.flags.get("pilot") for a in stats.attached(state, u))
            ]  # fmt: skip
        restriction = self.attach_restriction(obj)
        if restriction:
            options = [u for u in options if self.attach_ok(u, restriction[1], player)]
        if not options:
            raise ImpossibleAction(
                f"{player} cannot play {obj.label}: no unit it can be attached to (8.19.2, 6.2.3.b)"
            )
        host = yield self.choose_object(
            game, player, options, f"{player}: attach {obj.label} to which unit?", obj.label
        )
        if restriction:
            game.log(
                f"{host.label} is eligible: {restriction[0].text.strip()}",
                ["6.2.3.b", "8.19.2"], kind="effect", card=obj.label, ability=restriction[0].id,
            )  # fmt: skip
        state.move(obj, host.zone, top=False)
        obj.controller = player
        if pilot:
            obj.flags["pilot"] = True
            self.keyword_step(
                game, obj, "piloting",
                f"Piloting: {obj.label} is played as a Pilot upgrade on {host.label}",
                ["7.5.17.a"],
            )  # fmt: skip
        self.attach_to(state, obj, host)
        game.log(
            f"{obj.label} is attached to {host.label} (now {self.power(host)}/{self.hp(host)})",
            ["6.2.6.b", "3.6.7"],
            kind="event",
            player=player,
            card=obj.label,
        )
        self.show_constants(game, obj, entering=True)
        game.emit(
            Event(
                "card_played", player, obj.oid, {"cost": obj.definition.cost or 0, "host": host.oid}
            )
        )

    def attach_to(self, state: GameState, upgrade: CardObject, host: CardObject) -> None:
        upgrade.attached_to = host.oid
        host.flags.setdefault("_upgrades", []).append(upgrade.oid)

    def detach(
        self, game: Game, upgrade: CardObject, to: tuple[str | None, str] | None = None
    ) -> None:
        """An upgrade leaves play: to its owner's discard pile (3.6.11), or where it is sent."""
        state = game.state
        host = state.objects.get(upgrade.attached_to) if upgrade.attached_to else None
        if host is not None and upgrade.oid in host.flags.get("_upgrades", []):
            host.flags["_upgrades"].remove(upgrade.oid)
        upgrade.attached_to = None
        upgrade.flags.pop("pilot", None)
        state.move(upgrade, to or (upgrade.owner, "discard"))

    # ------------------------------------------------------------------ tokens
    def create_token_unit(self, game: Game, player: str, name: str) -> Procedure:
        """Create a token unit (3.7): it enters play exhausted and is created, not played."""
        state = game.state
        d = token_definition(name)
        arena = d.fields["arena"] + "_arena"
        obj = state.create(d, player, (player, arena), token=True)
        obj.exhausted = True
        obj.flags["entered_this_phase"] = True
        rule = {
            "battle droid": "3.7.7", "clone trooper": "3.7.8", "tie fighter": "3.7.9",
            "x-wing": "3.7.10", "spy": "3.7.12", "mandalorian": "3.7.14",
        }[name.lower()]  # fmt: skip
        game.log(
            f"{player} creates a {d.name} token ({self.power(obj)}/{self.hp(obj)}) in their "
            f"{zone_title((None, arena))}, exhausted",
            ["3.7.2", rule],
            kind="effect",
        )
        game.emit(Event("token_created", player, obj.oid))
        return obj
        yield
