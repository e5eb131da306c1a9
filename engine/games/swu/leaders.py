"""Action abilities and leaders (6.4, 7.2, 3.4): costs in brackets, Epic Actions, deploying."""

from __future__ import annotations

import re
from typing import Any

from engine.core.errors import ImpossibleAction
from engine.core.events import Event
from engine.core.game import Game, Procedure
from engine.core.not_modelled import log_not_modelled
from engine.core.ruleset import EffectContext
from engine.core.state import CardObject
from engine.games.swu import stats
from engine.games.swu.words import plural, strip_reminder, zone_title

_ACTION_COST = re.compile(
    r"^(?:(?:C\s*=\s*)?(?P<n>\d+)(?: resources?)?|(?P<exhaust>exhaust)|(?P<force>use the force)"
    r"|(?P<sacrifice>defeat a friendly unit))$",
    re.I,
)


class LeaderMixin:
    """Action abilities and leaders (6.4, 7.2, 3.4): costs in brackets, Epic Actions, deploying (a part of the SWU ruleset)."""

    # ------------------------------------------------------------------ leaders and action abilities
    def use_action(self, game: Game, player: str, action: dict[str, Any]) -> Procedure:
        """Use an Action Ability (6.4): pay its cost, then resolve it; Epic Actions once a game."""
        state = game.state
        name = action.get("use") or action.get("deploy")
        found = [o for o in state.find(str(name)) if o.controller == player and self.in_play(o)]
        if not found:
            raise ImpossibleAction(f"{player} controls no card in play named {name!r} (6.4.1.c)")
        obj = found[0]
        abilities = [
            a for a in obj.definition.abilities
            if a.kind == "activated" and stats.side_active(obj, a)
        ]  # fmt: skip
        want = str(action.get("ability", "deploy" if "deploy" in action else "")).lower()
        if want == "deploy":
            chosen = [a for a in abilities if "deploy this leader" in a.text.lower()]
        elif want in ("epic", "epic action"):
            chosen = [a for a in abilities if a.timing == "epic_action"]
        elif want:
            chosen = [a for a in abilities if a.id == want or a.timing == want]
        else:
            chosen = [a for a in abilities if a.timing == "action"] or abilities
        if not chosen:
            raise ImpossibleAction(
                f"{obj.label} has no {want or 'action'} ability {player} can use now (6.4.1.b)"
            )
        ab = chosen[0]
        if ab.timing == "epic_action":
            if obj.flags.get("epic_used"):
                raise ImpossibleAction(
                    f"{obj.label}'s Epic Action was already used this game (7.2.4)"
                )
            obj.flags["epic_used"] = True
        cost_text = str(ab.extra.get("action_cost") or "")
        rules = ["6.4.1.a", "7.2.4" if ab.timing == "epic_action" else "7.2.1"]
        paid: list[str] = []
        victim: CardObject | None = None
        if cost_text:
            parts = [
                strip_reminder(p).strip("{} ")
                for p in cost_text.split(",")
                if strip_reminder(p).strip("{} ")
            ]
            unknown = [p for p in parts if not _ACTION_COST.match(p)]
            if unknown:
                game.log(
                    f"{player} uses {obj.label}'s Action ability; its cost ({cost_text}) is paid as printed",
                    [*rules, "6.4.5"], kind="action", player=player, card=obj.label,
                )  # fmt: skip
                log_not_modelled(game, obj, ab, why=f"action cost {cost_text!r} is not modelled")
                return
            for part in parts:
                m = _ACTION_COST.match(part)
                if m and m.group("exhaust"):
                    if obj.exhausted:
                        raise ImpossibleAction(
                            f"{obj.label} is exhausted, so it cannot pay the Exhaust cost (6.4.4.b)"
                        )
                    obj.exhausted = True
                    paid.append(f"exhausting {obj.label}")
                elif m and m.group("sacrifice"):
                    friendly = self.units(state, player)
                    if not friendly:
                        raise ImpossibleAction(
                            f"{player} controls no unit to defeat, so the cost cannot be paid (6.4.4.c)"
                        )
                    victim = yield self.choose_object(
                        game,
                        player,
                        friendly,
                        f"{player}: defeat which friendly unit to pay the cost?",
                        obj.label,
                    )
                    paid.append(f"defeating {victim.label}")
                elif m and m.group("force"):
                    if not self.has_force(state, player):
                        raise ImpossibleAction(f"{player} has no Force token to use (8.36.4)")
                    self.set_force(state, player, False)
                    paid.append("using the Force")
                elif m and m.group("n"):
                    n = int(m.group("n"))
                    ready = [r for r in state.cards_in(player, "resources") if not r.exhausted]
                    if state.cards_in(player, "resources") and len(ready) < n:
                        raise ImpossibleAction(
                            f"{player} cannot pay {plural(n, 'resource')} (1.7.2)"
                        )
                    for r in ready[:n]:
                        r.exhausted = True
                    paid.append(f"paying {plural(n, 'resource')}")
        how = f" ({', '.join(paid)})" if paid else ""
        title = "Epic Action" if ab.timing == "epic_action" else "Action ability"
        game.log(
            f"{player} uses {obj.label}'s {title}{how}",
            [*rules, "6.4.5"] if paid else rules,
            kind="action",
            player=player,
            card=obj.label,
        )
        if victim is not None:
            yield self.defeat_units(game, [victim], ["6.4.5", "1.8.9"])
        game.trace.depth = 1
        yield self.resolve_ability(game, EffectContext(obj.oid, player, ab, None, depth=1))
        game.trace.depth = 0

    def deploy(self, game: Game, leader: CardObject) -> Procedure:
        """Deploy a leader (3.4.4): flip it to its unit side and move it to its arena, ready."""
        state = game.state
        if leader.definition.type != "leader" or leader.zone[1] != "leader":
            game.log(
                f"{leader.label} is not a leader in the base zone: it cannot deploy",
                ["3.4.4"],
                kind="event",
            )
            return
        arena = leader.definition.fields.get("arena", "ground") + "_arena"
        state.move(leader, (leader.controller, arena), top=False)
        leader.exhausted = False
        leader.flags["deployed"] = True
        leader.flags["entered_this_phase"] = True
        game.log(
            f"{leader.label} deploys: it flips to its Leader Unit side and enters "
            f"{zone_title((leader.controller, arena))} ({self.power(leader)}/{self.hp(leader)})",
            ["3.4.4", "8.11.2"],
            kind="effect",
        )
        game.emit(Event("leader_deployed", leader.controller, leader.oid))
        return
        yield
