"""The add-to-battle verb (REG Add to Battle): a character joins its player's side of the
battle, from a territory or the hand unless the text names another place.

Only a character of the alignment of its player's side may be added (a Hero to the side
that rescues, an Evil Character to the side that blocks): a card that is not a character,
or is of the other alignment, stays where it is and the trace says why. A character added
activates its abilities as one banded in does, after the card's other abilities (REG Ability
Activation Order, the same order as banding).
"""

from __future__ import annotations

from engine.core.game import Game
from engine.core.ruleset import EffectContext
from engine.games.redemption import effects
from engine.games.redemption.model import Activation, alignment, is_character
from engine.games.redemption.verbs import VERBS, TargetArgs, _moved, note


def _side(game: Game, act: Activation) -> str | None:
    """The alignment of the side the ability's player fights on, None when not in battle."""
    for obj in game.state.objects.values():
        if obj.zone[1] == "battle" and obj.controller == act.controller and is_character(obj):
            return alignment(obj)
    battle = game.state.info.get("rescue") or {}
    if act.controller == battle.get("rescuer"):
        return "good"
    if act.controller == battle.get("defender"):
        return "evil"
    return None


@VERBS.verb("add_to_battle", TargetArgs, rule="Add to Battle")
def add_to_battle(game: Game, ctx: EffectContext, args: TargetArgs) -> str:
    state = game.state
    act: Activation = ctx.memory["act"]
    side = _side(game, act)
    done = []
    for oid in effects.targets_for(act, args.target):
        obj = state.objects[oid]
        if not is_character(obj):
            note(
                game,
                act,
                f"{obj.label} is not a character: it is not added to battle",
                ["Add to Battle"],
            )
            continue
        if obj.zone[1] == "battle":
            note(game, act, f"{obj.label} is already in battle", ["Add to Battle"])
            continue
        if side is None:
            note(
                game,
                act,
                f"{act.controller} has no side in a battle: {obj.label} is not added",
                ["Add to Battle"],
            )
            continue
        if alignment(obj) != side:
            note(
                game,
                act,
                f"{obj.label} is {alignment(obj)} and {act.controller}'s side of the battle is "
                f"{side}: it is not added to battle",
                ["Add to Battle"],
            )
            continue
        effects.move(state, act, obj, (obj.controller, "battle"), top=False)
        act.notes.setdefault("entered", []).append(oid)
        act.notes["entered_by"] = "Add to Battle"
        done.append(obj.label)
    return _moved(done, "added to battle")
