"""A character's "you cannot play <kind>s" (Dudley in the publisher's examples), and an
event's cap on the printed cost of the rival's attacks for the rest of the step.

The prohibition is the character's text at work: when its player tries to play an attack of
that kind, the text stops the play, whatever else allows it ("cannot" beats "can", Cannot 1).
The step belongs to the character's ability, so the ruling shows whose text decided it.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from engine.core.contract import VerbArgs, VerbLibrary
from engine.core.game import Game, Procedure
from engine.core.ruleset import EffectContext
from engine.core.state import CardObject
from engine.games.epic_battles.common import seq
from engine.games.epic_battles.flip_limits import step_key


class ProhibitionsMixin:
    """Checked before every attack is paid for (step 1)."""

    def can_play(self, game: Game, player: str, obj: CardObject, permission: str | None) -> bool:
        for char, ab in self.abilities(game.state, player, "cannot_play"):  # type: ignore[attr-defined]
            forbid = str(ab.extra.get("forbid", ""))
            if not forbid or forbid != self.kind(obj):  # type: ignore[attr-defined]
                continue
            allowed = f" although {permission}" if permission else ""
            game.log(
                f"{player} cannot play {obj.label}: {char.label} forbids {forbid}s{allowed}; "
                "the prohibition wins",
                ["Cannot 1", seq(1)],
                kind="effect",
                player=player,
                card=char.label,
                ability=ab.id,
            )
            return False
        if why := capped(game, player, obj):
            game.log(
                f"{player} cannot play {obj.label} (printed cost {obj.definition.cost or 0}): {why}",
                ["Cannot 1", "Floating 1", seq(1)],
                kind="outcome",
                player=player,
                card=obj.label,
            )
            return False
        return super().can_play(game, player, obj, permission)  # type: ignore[misc]


CAPS = "_cost_caps"


class CostCapArgs(VerbArgs):
    """The rival plays only attacks of printed cost ``max_cost`` or less until the step ends."""

    max_cost: int = Field(ge=0, le=10)
    until: Literal["step"] = "step"


def _cap(game: Game, ctx: EffectContext, args: CostCapArgs) -> Procedure:
    state = game.state
    rival = state.opponent(ctx.controller)
    step = str(state.info.get("step", ""))
    state.info.setdefault(CAPS, []).append(
        {"player": rival, "max_cost": args.max_cost, "step": step_key(state.info), "by": ctx.source}
    )
    game.log(
        f"Until the {step.capitalize() or 'current'} step ends, {rival} can only play attacks with a "
        f"printed cost of {args.max_cost} or less",
        ["Floating 1", "Cannot 1"],
        kind="effect",
    )
    return
    yield


def register(verbs: VerbLibrary) -> None:
    verbs.verb("cap_attack_cost", CostCapArgs, rule="Cannot 1")(_cap)


def capped(game: Game, player: str, obj: CardObject) -> str | None:
    """Why ``player`` cannot play ``obj`` under a cost cap of this step, or None."""
    for cap in game.state.info.get(CAPS, []):
        if cap["player"] != player or cap["step"] != step_key(game.state.info):
            continue
        if (obj.definition.cost or 0) > cap["max_cost"]:
            source = game.state.objects[cap["by"]].label
            return f"{source} lets {player} play only attacks of printed cost {cap['max_cost']} or less this step"
    return None
