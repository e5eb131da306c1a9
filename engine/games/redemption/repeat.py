"""Redemption "repeat N times" / "repeat up to N times" (the ability printed just before, again).

"Negate and discard an evil card. If used by a warrior, repeat up to 1 time.": the second
sentence is an ability of its own whose ``repeat`` step names the ability before it. When the
repeating ability completes, the named ability activates again, once per repetition, each time
a new activation that declares its own targets (Special Ability). "Up to N" lets the player stop
sooner: before each repetition they are asked whether to go on (the default: yes). An earlier
ability that says "you may" asks again each time it activates.
"""

from __future__ import annotations

from typing import Any

from pydantic import Field

from engine.core.choose import yes_no
from engine.core.contract import VerbArgs
from engine.core.game import Game, Procedure
from engine.core.ruleset import EffectContext
from engine.games.redemption.model import Activation
from engine.games.redemption.verbs import VERBS

RULE = "Repeat"


class RepeatArgs(VerbArgs):
    ability: str  # the earlier ability's id on the same card ("a1")
    times: int = Field(ge=1, le=6)
    up_to: bool = False  # "repeat up to N times": the player may stop sooner


@VERBS.verb("repeat", RepeatArgs, rule=RULE)
def repeat(game: Game, ctx: EffectContext, args: RepeatArgs) -> str:
    """Queues the repetitions; :func:`run_repeats` activates them once this ability completes."""
    act: Activation = ctx.memory["act"]
    act.notes.setdefault("repeats", []).append(args.model_dump())
    label = f"{game.state.objects[act.card].label} ({args.ability})"
    times = f"{args.times} time" + ("s" if args.times > 1 else "")
    return f"{label} is done again {'up to ' if args.up_to else ''}{times}"


def run_repeats(ruleset: Any, game: Game, act: Activation, depth: int) -> Procedure:
    """Each queued repetition: the earlier ability activates again (asked first for "up to")."""
    obj = game.state.objects[act.card]
    for rep in act.notes.pop("repeats", []):
        first = next((ab for ab in obj.definition.abilities if ab.id == rep["ability"]), None)
        if first is None:  # the parser names only abilities of the same card
            continue
        for n in range(1, rep["times"] + 1):
            game.trace.depth = depth
            if rep["up_to"]:
                go_on = yield yes_no(
                    game,
                    act.controller,
                    f"{act.controller}: repeat {obj.label} ({first.id}) ({n} of up to "
                    f"{rep['times']})?",
                    RULE,
                    card=obj.label,
                    reason="an ability that may repeat is shown repeated",
                    describe=lambda yes, n=n, name=f"{obj.label} ({first.id})": (
                        f"{act.controller} {'repeats' if yes else 'stops repeating'} {name}"
                        + (f" (repetition {n})" if yes else "")
                    ),
                )
                if not go_on:
                    break
            game.log(
                f"{act.label} repeats {obj.label} ({first.id}): repetition {n} of "
                f"{'up to ' if rep['up_to'] else ''}{rep['times']}",
                [RULE, "Special Ability"],
                depth=depth,
                player=act.controller,
                card=obj.label,
                ability=act.ability.id,
            )
            yield ruleset.activate(game, obj, first, act.controller, depth=depth + 1)
