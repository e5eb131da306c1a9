"""The heal verb (REG Heal): a character in play that is healed loses every decrease an ability
put on it (and, by the REG, is no longer poisoned, diseased or paralyzed).

The engine records decreases (``flags["numbers"]``); poison, disease and paralysis are not
part of its state, so the trace says so when a character had no decrease to lose. Healing a
character that is being discarded (which saves it) is not read by the parser. The removed
decreases are kept on the activation so an interrupt can put them back.
"""

from __future__ import annotations

from engine.core.game import Game
from engine.core.ruleset import EffectContext
from engine.core.state import GameState
from engine.games.redemption import effects
from engine.games.redemption.model import Activation, is_character
from engine.games.redemption.verbs import VERBS, TargetArgs, note


@VERBS.verb("heal", TargetArgs, rule="Heal")
def heal(game: Game, ctx: EffectContext, args: TargetArgs) -> str:
    state = game.state
    act: Activation = ctx.memory["act"]
    done = []
    for oid in effects.targets_for(act, args.target):
        obj = state.objects[oid]
        if not is_character(obj):
            note(game, act, f"{obj.label} is not a character: it cannot be healed", ["Heal"])
            continue
        mods = obj.flags.get("numbers", [])
        lost = [m for m in mods if m[1] < 0 or m[2] < 0]
        if not lost:
            note(
                game,
                act,
                f"{obj.label} has no decrease to lose (poison, disease and paralysis are not "
                "recorded by the engine: if it has one, healing ends it)",
                ["Heal"],
            )
            continue
        obj.flags["numbers"] = [m for m in mods if m not in lost]
        act.notes.setdefault("healed", []).append((oid, lost))
        total = f"{-sum(m[1] for m in lost)}/{-sum(m[2] for m in lost)}"
        done.append(f"{obj.label} is healed: its decrease of {total} is removed")
    return "; ".join(done)


def undo(state: GameState, act: Activation) -> list[str]:
    """Put back the decreases a heal removed (an interrupt undoing the completion)."""
    back = []
    for oid, lost in reversed(act.notes.pop("healed", [])):
        obj = state.objects[oid]
        obj.flags.setdefault("numbers", []).extend(lost)
        back.append(f"{obj.label}'s decrease is back")
    return back
