"""Worth: "[This card is] worth X/Y if <condition>".

An enhancement's numbers count for the character it is used by (REG Enhancement); this verb
makes them X/Y instead of the printed ones while it lasts, by changing that character's
numbers by the difference (a card that is itself a character changes its own). The condition
before it is a ``require`` step, checked as the ability activates. The change is tied to the
activation, so an interrupt or a negation takes it back, and the battle's end clears it.
"""

from __future__ import annotations

from pydantic import Field

from engine.core.contract import VerbArgs
from engine.core.game import Game
from engine.core.ruleset import EffectContext
from engine.games.redemption.model import Activation
from engine.games.redemption.verbs import VERBS, note

RULE = "Enhancement"


class WorthArgs(VerbArgs):
    strength: int = Field(ge=0, le=30)
    toughness: int = Field(ge=0, le=30)


@VERBS.verb("worth", WorthArgs, rule=RULE)
def worth(game: Game, ctx: EffectContext, args: WorthArgs) -> str:
    """The card's numbers become X/Y: its character's change by the difference."""
    from engine.games.redemption.battle import number  # the battle reads the verbs

    state = game.state
    act: Activation = ctx.memory["act"]
    this = state.objects[act.card]
    whose = state.objects.get(this.attached_to) if this.attached_to else this
    if this.zone[1] != "battle" or whose is None or whose.zone[1] != "battle":
        note(game, act, f"{this.label} is not in battle: its numbers count for no one", [RULE])
        return ""
    s = number(this.definition.stats.get("strength"))
    t = number(this.definition.stats.get("toughness"))
    ds, dt = args.strength - s, args.toughness - t
    whose.flags.setdefault("numbers", []).append([act.uid, ds, dt])
    act.notes.setdefault("numbers", []).append(whose.oid)
    change = f"{ds:+d}/{dt:+d}"
    if whose is this:
        return f"{this.label} is worth {args.strength}/{args.toughness} (printed {s}/{t})"
    return (
        f"{this.label} is worth {args.strength}/{args.toughness} instead of its printed {s}/{t}: "
        f"{whose.label}'s numbers change by {change}"
    )
