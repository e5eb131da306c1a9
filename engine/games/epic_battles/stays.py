"""Attacks that linger for extra plays, and their clean-up when the step is over.

An attack that may be replayed a set number of times skips the energy pile at step 11: it
waits in the arena (Arena 2: a played card is in the arena) and can be played from there
again, its cost paid anew. Such attacks usually also say they go away at the end of Battle:
once the next step starts, any attack still waiting is discarded (Control 3, Discard 2).
"""

from __future__ import annotations

from typing import Any

from pydantic import Field

from engine.core.contract import VerbArgs, VerbLibrary
from engine.core.game import Game, Procedure
from engine.core.ruleset import EffectContext
from engine.core.state import CardObject
from engine.games.epic_battles.common import seq
from engine.games.epic_battles.pile_verbs import moment

IF_BLOCKED = "_stays_if_blocked"


class StayIfBlockedArgs(VerbArgs):
    """Stays for ``times`` more plays, only when the attack is blocked."""

    times: int = Field(ge=1, le=5)


def _plan_stay(game: Game, ctx: EffectContext, times: int, flag: str, if_blocked: bool) -> None:
    """Counted over the plays from the arena: 'a 2nd time' is one replay, not one per play."""
    obj = game.state.objects[ctx.source]
    done = int(obj.flags.get("_replayed", 0))
    left = times - done
    obj.flags[flag] = max(0, left)
    if left <= 0:
        text = (
            f"{obj.label} has already been played again {done} time(s) from the arena, "
            "as many as the card allows: it does not stay again"
        )
    else:
        who = f"If {obj.label} is blocked, it" if if_blocked else obj.label
        text = f"{who} stays in the arena after it finishes, to be played {left} more time(s)"
    game.log(text, [moment(ctx), "Arena 2"], kind="effect", card=obj.label)


def _stay_if_blocked(game: Game, ctx: EffectContext, args: StayIfBlockedArgs) -> Procedure:
    _plan_stay(game, ctx, args.times, IF_BLOCKED, if_blocked=True)
    return
    yield


def register(verbs: VerbLibrary) -> None:
    verbs.verb("stay_if_blocked", StayIfBlockedArgs, rule="Arena 2")(_stay_if_blocked)


class StaysMixin:
    """The verbs and the step-11 / step-change checks for attacks that stay."""

    def verb_stay_in_arena(self, game: Game, ctx: EffectContext, step: dict[str, Any]) -> Procedure:
        _plan_stay(game, ctx, int(step["times"]), "_stays", if_blocked=False)
        return
        yield

    def verb_discard_at_step_end(
        self, game: Game, ctx: EffectContext, step: dict[str, Any]
    ) -> Procedure:
        obj = game.state.objects[ctx.source]
        obj.flags["_discard_at_step_end"] = True
        game.log(
            f"If {obj.label} is still in the arena when this step ends, it is discarded",
            [moment(ctx), "Control 3"],
            kind="effect",
            card=obj.label,
        )
        return
        yield

    def stays_if_blocked(self, game: Game, obj: CardObject, blocked: bool) -> bool:
        """At step 11, after ``stays``: the stay its text made depend on a block."""
        left = int(obj.flags.pop(IF_BLOCKED, 0))
        if not left or not blocked:
            return False
        obj.flags["_stays"] = left
        return self.stays(game, obj)

    def stays(self, game: Game, obj: CardObject) -> bool:
        """At step 11: whether the attack waits in the arena instead of the energy pile."""
        left = int(obj.flags.pop("_stays", 0))
        if left <= 0:
            obj.flags.pop("_replayed", None)
            return False
        game.log(
            f"{obj.label} stays in the arena instead of going into the energy pile; "
            f"{obj.owner} may play it from there ({left} more time(s))",
            [seq(11), "Arena 2"],
            kind="event",
            card=obj.label,
        )
        obj.flags["_waiting"] = True
        return True

    def from_arena(self, game: Game, player: str, name: str) -> CardObject | None:
        """An attack of ``player`` waiting in the arena to be played again."""
        for o in game.state.find(name):
            if o.zone == (player, "arena") and o.flags.get("_waiting"):
                o.flags["_waiting"] = False
                o.flags["_replayed"] = int(o.flags.get("_replayed", 0)) + 1
                return o
        return None

    def end_of_step_discards(self, game: Game, step: str) -> Procedure:
        """When a step ends, attacks still waiting in the arena are discarded."""
        waiting = [
            o
            for o in game.state.objects.values()
            if o.zone[1] == "arena" and o.flags.get("_waiting")
        ]
        for o in waiting:
            o.flags["_waiting"] = False
            o.flags.pop("_replayed", None)
            game.log(
                f"{o.label} is still in the arena as the {step} ends, so it is discarded",
                ["Control 3"],
                kind="event",
                card=o.label,
            )
            yield self.discard_together(game, [o], ["Control 3"])
