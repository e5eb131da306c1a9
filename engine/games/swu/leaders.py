"""Action abilities and leaders (6.4, 7.2, 3.4): costs in brackets, Epic Actions, deploying."""

from __future__ import annotations

from typing import Any

from engine.core.errors import ImpossibleAction
from engine.core.events import Event
from engine.core.game import Game, Procedure
from engine.core.not_modelled import log_not_modelled
from engine.core.ruleset import EffectContext
from engine.core.state import CardObject
from engine.games.swu import stats
from engine.games.swu.costs import read_cost
from engine.games.swu.words import zone_title


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
        parts = read_cost(cost_text) if cost_text else []
        if parts is None:
            game.log(
                f"{player} uses {obj.label}'s Action ability; its cost ({cost_text}) is paid as printed",
                [*rules, "6.4.5"], kind="action", player=player, card=obj.label,
            )  # fmt: skip
            log_not_modelled(game, obj, ab, why=f"action cost {cost_text!r} is not modelled")
            return
        paid, later = yield self.pay_cost(game, player, obj, parts)
        how = f" ({', '.join(paid)})" if paid else ""
        title = "Epic Action" if ab.timing == "epic_action" else "Action ability"
        game.log(
            f"{player} uses {obj.label}'s {title}{how}",
            [*rules, "6.4.5"] if paid else rules,
            kind="action",
            player=player,
            card=obj.label,
        )
        for step in later:
            yield step()
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
            ["3.4.4", "8.12.2"],
            kind="effect",
        )
        game.emit(Event("leader_deployed", leader.controller, leader.oid))
        return
        yield
