"""A blocker chosen by an ability: "you may choose an evil character to block" (REG Block).

The rescuing player's ability picks one of the defending player's evil characters in
territory; it enters battle as the block, and its abilities activate as it enters, as they do
for any blocker. With no rescue attempt under way, or one that is already blocked, there is
nothing to choose: the trace says so and nothing changes.
"""

from __future__ import annotations

from engine.core.game import Game
from engine.core.ruleset import EffectContext
from engine.games.redemption import effects
from engine.games.redemption.model import Activation, types_of
from engine.games.redemption.verbs import VERBS, TargetArgs, note


@VERBS.verb("choose_blocker", TargetArgs, rule="Block")
def choose_blocker(game: Game, ctx: EffectContext, args: TargetArgs) -> str:
    state = game.state
    act: Activation = ctx.memory["act"]
    rescue = state.info.get("rescue") or {}
    if rescue.get("rescuer") != act.controller:
        note(game, act, f"{act.controller} is not making a rescue attempt: no blocker", ["Block"])
        return ""
    blockers = [
        o
        for o in state.cards_in(rescue["defender"], "battle")
        if "evil_character" in types_of(o) and o.attached_to is None
    ]
    if blockers:
        names = ", ".join(o.label for o in blockers)
        note(game, act, f"the rescue attempt is already blocked ({names})", ["Block"])
        return ""
    chosen = effects.targets_for(act, args.target)
    if not chosen:
        return ""
    obj = state.objects[chosen[0]]
    effects.move(state, act, obj, (obj.controller, "battle"), top=False)
    act.notes.setdefault("entered", []).append(obj.oid)  # its abilities activate as it enters
    act.notes["entered_by"] = "Block"
    return f"{act.controller} chooses {obj.label} to block: it enters battle for {obj.controller}"
