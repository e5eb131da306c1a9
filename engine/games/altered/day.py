"""The day (4.2): Morning, Noon, Afternoon, Dusk and Night, with their daily effects.

Each phase starts with an event that activates "At [phase]" reactions (4.2.b); then
its daily effects resolve one by one, reactions being checked after each (4.2.d).
Expedition positions are kept as the number of regions each Expedition has moved
from its starting region; region terrains are given by the Dusk action
(``terrains: {"A:hero": [forest]}``) or, when not given, all three are counted and
the trace says so.
"""

from __future__ import annotations

from typing import Any

from engine.core.decisions import Decision
from engine.core.game import Game, GameEnded, Procedure
from engine.core.result import GAME_OVER, Outcome
from engine.core.ruleset import ask
from engine.core.state import CardObject

from .steps import Atomic
from .zones import EXPEDITIONS

TERRAINS = ("forest", "mountain", "ocean")
EXP_WORD = {"hero_expedition": "hero", "companion_expedition": "companion"}
DEFAULT_LIMIT = 2
WIN = GAME_OVER


def keyword_ability(obj: CardObject, name: str) -> Any:
    for ab in obj.definition.abilities:
        if ab.kind == "keyword" and str(ab.extra.get("keyword", "")).lower() == name:
            return ab
    return None


class DayMixin:
    """Phase starts and daily effects for AlteredRuleset."""

    def start_phase(self, game: Game, first: str, phase: str, action: dict[str, Any]) -> Procedure:
        state = game.state
        if phase == "morning":
            state.info["day"] = int(state.info.get("day", 1)) + 1
            state.info.pop("_activations", None)
            state.info.pop("moved_today", None)
            state.info.pop("passed", None)
        state.info["first_player"] = first
        state.active = first
        state.info["phase"] = phase
        if (
            action.get("tiebreaker") or "tiebreaker" in str(action.get("words", ""))
        ) and not state.info.get("tiebreaker"):
            state.info["tiebreaker"] = True
            game.log(
                "Tiebreakers have started: every Expedition is in the Arena, which has forest, mountain and ocean",
                ["4.3.a", "4.3.b", "4.3.c"],
                kind="info",
            )
        lasting = [
            em for em in state.info.get("ongoing", []) if em["duration"] in ("turn", "afternoon")
        ]
        if phase in ("dusk", "night", "morning") and lasting:
            state.info["ongoing"] = [em for em in state.info["ongoing"] if em not in lasting]
            game.log(
                f"The Afternoon is over: {len(lasting)} Ongoing Emblem(s) lasting this turn or this Afternoon cease to exist",
                ["2.2.14.c", "2.2.14.e"],
                kind="event",
            )
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
        yield self.check_reactions(game, 0)
        effects = {
            "morning": (self.succeed, self.prepare, self.morning_draw, self.expand),
            "dusk": (self.progress,),
            "night": (self.rest, self.after_rest, self.clean_up, self.check_victory),
        }.get(phase, ())
        for effect in effects:
            game.trace.depth = 0
            yield effect(game, action)
            yield self.check_reactions(game, 0)  # 4.2.d

    # -- Morning (4.2.1) ---------------------------------------------------------------
    def after_rest(self, game: Game, action: dict[str, Any]) -> Procedure:
        """Effects waiting for the end of Rest happen before Clean-up."""
        yield self.delayed_after_rest(game)

    def succeed(self, game: Game, action: dict[str, Any]) -> Procedure:
        state = game.state
        new = state.opponent(state.info.get("first_player", state.active))
        state.info["first_player"] = new
        state.active = new
        game.log(f"Succeed: {new} becomes the first player", ["4.2.1.b"], kind="effect", player=new)
        return
        yield  # a procedure

    def prepare(self, game: Game, action: dict[str, Any]) -> Procedure:
        state = game.state
        tired = [o for o in state.objects.values() if o.exhausted and o.zone[0] is not None]
        if not tired:
            game.log("Prepare: nothing is exhausted", ["4.2.1.c"], kind="effect")
            return
        yield self.step(
            game,
            "Prepare: each player readies their exhausted cards and objects",
            ["4.2.1.c", "7.3.18.a"],
            [Atomic("ready", o.oid, None, f"ready {o.label}") for o in tired],
        )

    def morning_draw(self, game: Game, action: dict[str, Any]) -> Procedure:
        state = game.state
        atomics = []
        for p in state.initiative_order():
            for o in state.cards_in(p, "deck")[:2]:
                atomics.append(Atomic("move", o.oid, (p, "hand"), f"{p} draws {o.label}"))
        if not atomics:
            game.log("Draw: no Deck has cards to draw", ["4.2.1.d"], kind="effect")
            return
        yield self.step(game, "Draw: each player draws two cards", ["4.2.1.d", "7.3.7.a"], atomics)

    def expand(self, game: Game, action: dict[str, Any]) -> Procedure:
        state = game.state
        atomics = []
        for p in state.initiative_order():
            hand = state.cards_in(p, "hand")
            if not hand:
                continue
            labels = [o.label for o in hand] + ["none"]
            pick = yield ask(
                game,
                Decision(
                    kind="choose",
                    player=p,
                    prompt=f"{p}: Expand — put a card from your Hand in your Mana zone?",
                    options=labels,
                    rule="4.2.1.e",
                    default="none",
                    default_reason="Expand is optional; no card is shown as put",
                ),
                lambda lab, p=p: (
                    f"{p} Expands with {'no card' if lab == 'none' else 'a card from Hand'}"
                ),
            )
            if pick != "none":
                o = hand[labels.index(pick)]
                atomics.append(
                    Atomic(
                        "move",
                        o.oid,
                        (p, "mana"),
                        f"{p} puts a card from Hand in Mana, ready",
                        {"ready": True},
                    )
                )
        if not atomics:
            game.log("Expand: no player puts a card in their Mana zone", ["4.2.1.e"], kind="effect")
            return
        yield self.step(
            game,
            "Expand: the chosen cards go to the Mana zones face down and ready",
            ["4.2.1.e"],
            atomics,
        )
        for a in atomics:
            if a.oid is not None:
                game.state.objects[a.oid].exhausted = False

    # -- Afternoon turns (4.2.3) -------------------------------------------------------
    def pass_turn(self, game: Game, player: str) -> Procedure:
        state = game.state
        passed = state.info.setdefault("passed", [])
        if player not in passed:
            passed.append(player)
        first = len(passed) == 1
        game.log(
            f"{player} passes: they take no more turns this day",
            ["4.2.3.d", "4.2.3.e"],
            kind="action",
            player=player,
        )
        yield self.step(
            game,
            f"{player} is the {'first' if first else 'next'} player to pass",
            ["4.2.3.d"],
            [Atomic("pass", None, None, f"{player} passes", {"player": player, "first": first})],
        )
        if all(p.id in passed for p in state.players):
            game.log(
                "Every player has passed: the Afternoon ends and Dusk starts",
                ["4.2.3.e"],
                kind="info",
            )
        return
        yield  # a procedure

    # -- Dusk (4.2.4) --------------------------------------------------------------------
    def gigantic_elsewhere(self, game: Game, player: str, exp: str) -> list[CardObject]:
        """Gigantic Characters of the other Expedition, also present in this one (7.4.4.b)."""
        other = "companion_expedition" if exp == "hero_expedition" else "hero_expedition"
        return [
            o
            for o in game.state.cards_in(player, other)
            if keyword_ability(o, "gigantic") is not None
        ]

    def expedition_stats(self, game: Game, player: str, exp: str) -> dict[str, int]:
        totals = dict.fromkeys(TERRAINS, 0)
        for o in [*game.state.cards_in(player, exp), *self.gigantic_elsewhere(game, player, exp)]:
            if o.definition.type not in ("character", "token"):
                continue
            if "Asleep" in o.flags.get("statuses", []):
                continue  # 2.4.3: an Asleep Character's statistics are not counted
            boosts = o.counters.get("boost", 0)
            for t in TERRAINS:
                totals[t] += o.stat(t) + boosts
        return totals

    def arena_progress(self, game: Game) -> Procedure:
        """Progress during tiebreakers (4.3.e): each player's Expeditions added together."""
        state = game.state
        totals = {}
        for p in state.initiative_order():
            t = dict.fromkeys(TERRAINS, 0)
            for exp in EXPEDITIONS:
                for k, v in self.expedition_stats(game, p, exp).items():
                    t[k] += v
            totals[p] = t
        wins = {}
        for p in totals:
            opp = state.opponent(p)
            wins[p] = [t for t in TERRAINS if totals[p][t] > totals[opp][t] and totals[p][t] > 0]
            shown = "/".join(str(totals[p][t]) for t in TERRAINS)
            game.log(
                f"Progress in the Arena: {p}'s Expeditions add up to {shown} (forest/mountain/ocean); "
                f"greater in {', '.join(wins[p]) or 'no terrain'}",
                ["4.3.e", "4.3.c"],
                kind="effect",
                player=p,
            )
        a, b = list(totals)
        if len(wins[a]) != len(wins[b]):
            winner = a if len(wins[a]) > len(wins[b]) else b
            text = f"{winner} is greater in more of the Arena's terrains, so {winner} wins the game"
            game.log(text, ["4.3.e"], kind="effect")
            raise GameEnded(Outcome(WIN, text, ["4.3.e"]))
        game.log(
            "Neither player is greater in more terrains: the game goes on", ["4.3.e"], kind="effect"
        )
        return
        yield  # a procedure

    def progress(self, game: Game, action: dict[str, Any]) -> Procedure:
        state = game.state
        if state.info.get("tiebreaker"):
            yield self.arena_progress(game)
            return
        given = action.get("terrains") or {}
        positions = state.info.setdefault("positions", {})
        moving: list[str] = []
        won: dict[str, list[str]] = {}
        assumed = False
        for o in state.objects.values():
            ab = keyword_ability(o, "gigantic") if o.zone[1] in EXPEDITIONS else None
            if ab is not None:
                game.log(
                    f"{o.label} is Gigantic: its statistics count in both of {o.controller}'s Expeditions",
                    ["7.4.4.b", "7.4.4.e"],
                    kind="effect",
                    card=o.label,
                    ability=ab.id,
                )
        for p in state.initiative_order():
            opp = state.opponent(p)
            for exp in EXPEDITIONS:
                key = f"{p}:{EXP_WORD[exp]}"
                terrains = [t.lower() for t in given.get(key, [])] or list(TERRAINS)
                assumed = assumed or key not in given
                mine = self.expedition_stats(game, p, exp)
                theirs = self.expedition_stats(game, opp, exp)
                wins = [t for t in terrains if mine[t] > theirs[t] and mine[t] > 0]
                shown = "/".join(str(mine[t]) for t in TERRAINS)
                facing = "/".join(str(theirs[t]) for t in TERRAINS)
                defenders = [
                    o for o in state.cards_in(p, exp) if keyword_ability(o, "defender") is not None
                ]
                if wins and defenders:
                    d = defenders[0]
                    game.log(
                        f"{d.label} has Defender: {p}'s {EXP_WORD[exp]} Expedition cannot move forward during Dusk",
                        ["7.4.2.b"],
                        kind="effect",
                        card=d.label,
                        ability=keyword_ability(d, "defender").id,
                    )
                    continue
                verdict = (
                    f"moves forward (greater {', '.join(wins)})"
                    if wins
                    else "does not move forward"
                )
                game.log(
                    f"Progress: {p}'s {EXP_WORD[exp]} Expedition has {shown} (forest/mountain/ocean) against {facing}: it {verdict}",
                    ["4.2.4.b", "4.2.4.e", "4.2.4.f"],
                    kind="effect",
                    player=p,
                )
                if wins:
                    moving.append(key)
                    won[key] = wins
        if assumed:
            game.log(
                "Region terrains were not given, so every terrain is counted for every Expedition; give them in the Dusk action (terrains) for the exact answer",
                ["4.2.4.b"],
                kind="info",
            )
            game.note("Dusk: the region terrains were assumed (all three)")
        failed = [
            f"{p}:{EXP_WORD[exp]}"
            for p in state.initiative_order()
            for exp in EXPEDITIONS
            if f"{p}:{EXP_WORD[exp]}" not in moving
        ]
        if moving:
            for key in moving:
                positions[key] = int(positions.get(key, 0)) + 1
            state.info.setdefault("moved_today", []).extend(moving)
            yield self.step(
                game,
                "The successful Expeditions move forward one region together: "
                + ", ".join(f"{k.replace(':', ' ')} to region {positions[k]}" for k in moving),
                ["4.2.4.g", "4.2.4.h", "7.3.17.a"],
                [
                    Atomic("advance", None, None, f"{k} moves forward", {"key": k, "wins": won[k]})
                    for k in moving
                ],
            )
        if failed:
            yield self.step(
                game,
                "The other Expeditions fail to move forward: "
                + ", ".join(k.replace(":", " ") for k in failed),
                ["4.2.4.i"],
                [
                    Atomic("fail", None, None, f"{k} fails to move forward", {"key": k})
                    for k in failed
                ],
            )

    # -- Night (4.2.5) -----------------------------------------------------------------
    def rest(self, game: Game, action: dict[str, Any]) -> Procedure:
        state = game.state
        atomics = []
        kept = []
        moved = set(state.info.get("moved_today", []))
        for p in state.initiative_order():
            for exp in EXPEDITIONS:
                for o in state.cards_in(p, exp):
                    statuses = o.flags.get("statuses", [])
                    kind = o.definition.type
                    if kind == "expedition_permanent":
                        if f"{p}:{EXP_WORD[exp]}" in moved:
                            atomics.append(
                                Atomic(
                                    "move",
                                    o.oid,
                                    (o.owner, "reserve"),
                                    f"{o.label} (a Gear of an Expedition that moved forward) goes to Reserve",
                                )
                            )
                        continue
                    if kind not in ("character", "token"):
                        continue
                    stay = [s for s in ("Anchored", "Asleep") if s in statuses]
                    if stay:
                        kept.append(
                            (
                                o,
                                f"{o.label} is {' and '.join(stay)}: it is not sent to Reserve and loses {' and '.join(stay)}",
                                "2.4.2" if "Anchored" in stay else "2.4.3",
                                None,
                            )
                        )
                        continue
                    eternal = keyword_ability(o, "eternal")
                    if eternal is not None:
                        kept.append(
                            (
                                o,
                                f"{o.label} is Eternal: it is not sent to Reserve",
                                "7.4.3.b",
                                eternal,
                            )
                        )
                        continue
                    atomics.append(
                        Atomic("move", o.oid, (o.owner, "reserve"), f"{o.label} goes to Reserve")
                    )
        for o, text, rule, ab in kept:
            game.log(
                f"Rest: {text}", [rule], kind="effect", card=o.label, ability=ab.id if ab else None
            )
            if ab is None:
                o.flags["statuses"] = [
                    s for s in o.flags.get("statuses", []) if s not in ("Anchored", "Asleep")
                ]
                if not o.flags["statuses"]:
                    o.flags.pop("statuses")
        if not atomics:
            game.log("Rest: no Character is sent to Reserve", ["4.2.5.b"], kind="effect")
            return
        yield self.step(
            game,
            "Rest: the Characters in the Expeditions are sent to Reserve",
            ["4.2.5.b", "7.3.26.a"],
            atomics,
        )

    def limits(self, game: Game, player: str) -> tuple[int, int]:
        heroes = game.state.cards_in(player, "hero")
        if not heroes:
            return DEFAULT_LIMIT, DEFAULT_LIMIT
        f = heroes[0].definition.fields
        return int(f.get("reserve") or f.get("reserve_limit") or DEFAULT_LIMIT), int(
            f.get("landmarks") or f.get("landmark_limit") or DEFAULT_LIMIT
        )

    def clean_up(self, game: Game, action: dict[str, Any]) -> Procedure:
        state = game.state
        atomics = []
        for p in state.initiative_order():
            reserve_limit, landmark_limit = self.limits(game, p)
            for zone, limit, verb, dest_word in (
                ("reserve", reserve_limit, "discarded", "discard"),
                ("landmarks", landmark_limit, "sacrificed", "discard"),
            ):
                objs = state.cards_in(p, zone)
                if len(objs) <= limit:
                    continue
                labels = [o.label for o in objs]
                keep = yield ask(
                    game,
                    Decision(
                        kind="choose",
                        player=p,
                        prompt=f"{p}: which {limit} objects do you keep in your {zone}?",
                        options=labels,
                        rule="4.2.5.c",
                        default=labels[:limit],
                        default_reason=f"the first {limit} listed",
                        multi=True,
                    ),
                    lambda labs, p=p, zone=zone: (
                        f"{p} keeps {', '.join(labs)} in their {zone} (a visible choice, made in initiative order)"
                    ),
                )
                keep = list(keep)[:limit]
                for o in objs:
                    if o.label not in keep:
                        atomics.append(
                            Atomic("move", o.oid, (o.owner, dest_word), f"{o.label} is {verb}")
                        )
        if not atomics:
            game.log(
                "Clean-up: every Reserve and Landmark zone is within its Hero's limits",
                ["4.2.5.c"],
                kind="effect",
            )
            return
        yield self.step(
            game,
            "Clean-up: the objects not kept are discarded or sacrificed together",
            ["4.2.5.c", "6.1.h"],
            atomics,
        )

    def check_victory(self, game: Game, action: dict[str, Any]) -> Procedure:
        state = game.state
        if state.info.get("tiebreaker"):
            game.log("Check Victory has no effect during tiebreakers", ["4.3.f"], kind="effect")
            return
        pos = state.info.get("positions", {})
        sums = {
            p.id: int(pos.get(f"{p.id}:hero", 0)) + int(pos.get(f"{p.id}:companion", 0))
            for p in state.players
        }
        best = max(sums.values())
        leaders = [p for p, s in sums.items() if s == best]
        shown = ", ".join(f"{p} {s}" for p, s in sums.items())
        if best < 7:
            game.log(
                f"Check Victory: distances {shown}; nobody has reached 7, so the next day starts",
                ["4.2.5.d"],
                kind="effect",
            )
            return
        if len(leaders) == 1:
            text = f"Check Victory: distances {shown}; {leaders[0]} has 7 or more and more than anyone else, so {leaders[0]} wins the game"
            game.log(text, ["4.2.5.d"], kind="effect")
            raise GameEnded(Outcome(WIN, text, ["4.2.5.d"]))
        game.log(
            f"Check Victory: distances {shown}; players are tied at {best}, so tiebreakers start",
            ["4.2.5.d", "4.3.a"],
            kind="effect",
        )
        return
        yield  # a procedure
