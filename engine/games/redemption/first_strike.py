"""First strike in the battle's outcome (REG First Strike), and the verb that gives it.

A character has first strike while an ability that gave it ("First strike.", "Hero gains first
strike") is active on it: the ability is ongoing, so negating or interrupting it takes the first
strike away, and it ends with the battle. When the battle is resolved, a side whose characters
all have first strike (the other side's none) strikes first: if its strength defeats the other
side, those characters are defeated before they strike back, so the first strikers are not
defeated by them; if it does not, the other side strikes as usual. When both sides have first
strike neither strikes first. A side in which some characters have first strike and others do
not (banded) is not modelled: which of them strike first, and with what strength, is shown as
printed, and the outcome is then compared as usual.
"""

from __future__ import annotations

from engine.core.game import Game
from engine.core.not_modelled import log_not_modelled
from engine.core.ruleset import EffectContext
from engine.core.state import CardObject, GameState
from engine.games.redemption import effects
from engine.games.redemption.model import ACTIVE, Activation
from engine.games.redemption.verbs import VERBS, TargetArgs

RULE = "First Strike"


def _givers(state: GameState) -> list[Activation]:
    """The active abilities of this battle that gave first strike."""
    return [
        act
        for act in state.info["_acts"].values()
        if act.status == ACTIVE
        and act.battle == state.info["battle"]
        and act.notes.get("first_strike")
    ]


def has_first_strike(state: GameState, obj: CardObject) -> Activation | None:
    """The active ability that gives ``obj`` first strike, or None."""
    return next((a for a in _givers(state) if obj.oid in a.notes["first_strike"]), None)


def show_mixed(game: Game, good: list[CardObject], evil: list[CardObject]) -> None:
    """A banded side where only some characters have first strike: shown as printed."""
    state = game.state
    for chars in (good, evil):
        having = [c for c in chars if has_first_strike(state, c)]
        if having and len(having) < len(chars):
            giver = has_first_strike(state, having[0])
            assert giver is not None
            game.trace.depth = 1
            log_not_modelled(
                game,
                state.objects[giver.card],
                giver.ability,
                why="first strike on some of a banded side's characters only",
                rules=(RULE,),
            )


def outcome(
    state: GameState,
    good: list[CardObject],
    evil: list[CardObject],
    numbers: tuple[int, int, int, int],
) -> tuple[bool, bool, str]:
    """(good side defeated, evil side defeated, the words on first strike) for these totals
    (heroes' strength and toughness, evil characters' strength and toughness)."""
    gs, gt, es, et = numbers
    good_lost, evil_lost = bool(good) and es >= gt, bool(evil) and gs >= et
    sides = {"good": good, "evil": evil}
    having = {k: [c for c in v if has_first_strike(state, c)] for k, v in sides.items()}
    first = [s for s in sides if sides[s] and len(having[s]) == len(sides[s])]
    if len(first) != 1:
        both = "; both sides have first strike, so neither strikes first" if first else ""
        return good_lost, evil_lost, both
    side = first[0]
    names = ", ".join(c.label for c in sides[side])
    verb = "strikes" if len(sides[side]) == 1 else "strike"
    if side == "good" and evil_lost:
        return (
            False,
            True,
            f"; {names} {verb} first and the evil characters fall before they strike",
        )
    if side == "evil" and good_lost:
        return True, False, f"; {names} {verb} first and the heroes fall before they strike"
    return good_lost, evil_lost, f"; {names} {verb} first but the other side still stands"


@VERBS.verb("first_strike", TargetArgs, rule=RULE)
def first_strike(game: Game, ctx: EffectContext, args: TargetArgs) -> str:
    """Give the target character(s) first strike while this (ongoing) ability is active."""
    act: Activation = ctx.memory["act"]
    chosen = effects.targets_for(act, args.target)
    if not chosen:
        return ""
    act.notes["first_strike"] = list(chosen)
    names = ", ".join(game.state.objects[o].label for o in chosen)
    return f"{names} {'has' if len(chosen) == 1 else 'have'} first strike in this battle"
