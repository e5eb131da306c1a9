"""Text an event gives: an attack that "gains" a HIT text, and attacks made unblockable for
the rest of the action.

- A gained HIT text belongs to the attack from then on: like the attack's own HIT text it is
  used at step 10, and only if the attack was not blocked (Action Sequence 10). The steps are
  the event's, so the ruling shows whose text they are.
- The player's cheap attacks made unblockable for the rest of the action: it floats
  (Floating 1) over the attack being played and every later attack of the action it fits,
  each shown at its step 1.
"""

from __future__ import annotations

import dataclasses
from typing import Any, Literal

from pydantic import Field, field_validator

from engine.core.contract import VerbArgs, VerbLibrary
from engine.core.game import Game, Procedure
from engine.core.ruleset import EffectContext
from engine.games.epic_battles.common import seq
from engine.games.epic_battles.conditions import known_steps

GAINED = "gained_hits"
FLOATING = "_floating_unblockable"


class GainHitArgs(VerbArgs):
    """The HIT text the attack gains, compiled like any other HIT text."""

    then: tuple[dict[str, Any], ...]

    @field_validator("then")
    @classmethod
    def steps_run(cls, steps: tuple[dict[str, Any], ...]) -> tuple[dict[str, Any], ...]:
        return known_steps(steps, "a gained HIT text has at least one step")


class FloatUnblockableArgs(VerbArgs):
    """The controller's attacks of a printed cost up to ``max_cost`` for the rest of the action."""

    max_cost: int = Field(ge=0, le=10)
    until: Literal["action"] = "action"


def _gain_hit(game: Game, ctx: EffectContext, args: GainHitArgs) -> Procedure:
    atk = ctx.memory.get("atk")
    source = game.state.objects[ctx.source]
    if atk is None:
        game.log(f"{source.label}: there is no attack to gain the text", ["Events 1"], kind="info")
        return
    atk.setdefault(GAINED, []).append((ctx.source, ctx.ability, args.then))
    game.log(
        f"{atk['obj'].label} gains a HIT text from {source.label}: it is used at step 10 if "
        "the attack is not blocked",
        ["Events 1", seq(10)],
        kind="effect",
    )
    return
    yield


def _fits(game: Game, player: str, f: dict[str, Any], atk: dict[str, Any]) -> bool:
    combo = game.state.info.get("combo") or {}
    obj = atk["obj"]
    return (
        atk["player"] == player == f["player"]
        and f["action"] == combo.get("id")
        and (obj.definition.cost or 0) <= f["max_cost"]
    )


def _unblockable(atk: dict[str, Any], source: str) -> str:
    atk["unblockable"] = f"{source} makes it unblockable this action"
    return f"{atk['obj'].label} (printed cost {atk['obj'].definition.cost or 0}) cannot be blocked"


def _float_unblockable(game: Game, ctx: EffectContext, args: FloatUnblockableArgs) -> Procedure:
    combo = game.state.info.get("combo") or {}
    source = game.state.objects[ctx.source]
    f = {
        "player": ctx.controller,
        "action": combo.get("id"),
        "max_cost": args.max_cost,
        "source": ctx.source,
        "ability": ctx.ability,
    }
    game.state.info.setdefault(FLOATING, []).append(f)
    game.log(
        f"For the rest of this action, {ctx.controller}'s attacks with a printed cost of "
        f"{args.max_cost} or less cannot be blocked ({source.label})",
        ["Floating 1", "Cannot 1"],
        kind="effect",
    )
    atk = ctx.memory.get("atk")
    if atk is not None and _fits(game, ctx.controller, f, atk):
        game.log(_unblockable(atk, source.label), [seq(6), "Cannot 1"], kind="effect")
    return
    yield


def _floating_step(game: Game, ctx: EffectContext, args: VerbArgs) -> Procedure:
    """A later attack of the action that the floating text reaches (run at its step 1)."""
    atk = ctx.memory["atk"]
    source = game.state.objects[ctx.source]
    game.log(_unblockable(atk, source.label), ["Floating 1", "Cannot 1", seq(1)], kind="effect")
    return
    yield


class _NoArgs(VerbArgs):
    pass


def register(verbs: VerbLibrary) -> None:
    verbs.verb("gain_hit", GainHitArgs, rule="Action Sequence 10")(_gain_hit)
    verbs.verb("float_unblockable", FloatUnblockableArgs, rule="Floating 1")(_float_unblockable)
    verbs.verb("_floating_unblockable_step", _NoArgs, rule="Floating 1")(_floating_step)


class GainedTextMixin:
    """Use gained HIT texts at step 10 and floating unblockability at step 1."""

    def use_gained_hits(self, game: Game, player: str, atk: dict[str, Any]) -> Procedure:
        for source, ability, steps in atk.pop(GAINED, []):
            obj = game.state.objects[source]
            game.log(
                f"Step 10 (HIT effects): {atk['obj'].label} hits: it uses the HIT text "
                f"{obj.label} gave it",
                [seq(10)],
                kind="resolve",
                card=obj.label,
                ability=ability.id,
            )
            ctx = self.ctx(obj, player, dataclasses.replace(ability, effect=steps), atk)  # type: ignore[attr-defined]
            yield self.run_effect(game, ctx)  # type: ignore[attr-defined]

    def apply_floating_unblockable(self, game: Game, player: str, atk: dict[str, Any]) -> Procedure:
        for f in game.state.info.get(FLOATING, []):
            if atk.get("unblockable") or not _fits(game, player, f, atk):
                continue
            obj = game.state.objects[f["source"]]
            step = ({"verb": "_floating_unblockable_step"},)
            ab = dataclasses.replace(f["ability"], effect=step)
            yield self.run_effect(game, self.ctx(obj, player, ab, atk))  # type: ignore[attr-defined]
