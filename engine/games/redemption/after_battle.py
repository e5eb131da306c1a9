"""Effects a Redemption ability sets aside until the battle is over ("after battle, X").

The ``after_battle`` step runs as its ability completes: it records X (its steps, and whether
X is a "may") for the card and the ability's player. When the battle ends (REG End of
Battle), after the characters have gone home and the enhancements to the discard pile, each
recorded X activates in the order recorded, as the same ability of the same card: a "may" is
asked then, targets are chosen then, and a card that is negated by then does nothing. A
character that left play during the battle (defeated, discarded) is not where the battle
leaves its characters: whether its X still happens is not settled here, so it is shown as
printed (an enhancement is always in the discard pile by then: that is where X finds it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pydantic import Field, field_validator

from engine.core.cards import AbilityDefinition
from engine.core.contract import VerbArgs
from engine.core.game import Game, Procedure
from engine.core.not_modelled import log_not_modelled
from engine.core.ruleset import EffectContext
from engine.games.redemption.model import is_character, is_enhancement
from engine.games.redemption.verbs import VERBS

if TYPE_CHECKING:
    from engine.games.redemption.ruleset import RedemptionRuleset

RULE = "End of Battle"
KEY = "after_battle"  # state.info: the effects waiting for the end of the battle
_NOT_LATER = ("require", "interrupt", "choose", "after_battle")


class AfterBattleArgs(VerbArgs):
    steps: list[dict[str, Any]] = Field(min_length=1)
    optional: bool = False

    @field_validator("steps")
    @classmethod
    def _steps(cls, v: list[dict[str, Any]]) -> list[dict[str, Any]]:
        for step in v:
            spec = VERBS.get(str(step.get("verb")))
            if spec is None or step.get("verb") in _NOT_LATER:
                raise ValueError(f"an effect after battle cannot run {step.get('verb')!r}")
            spec.validate(step)
        return v


@VERBS.verb("after_battle", AfterBattleArgs, rule=RULE)
def after_battle(game: Game, ctx: EffectContext, args: AfterBattleArgs) -> str:
    """Record the effect for the end of the battle (run by :func:`at_end`)."""
    waiting = game.state.info.setdefault(KEY, [])
    waiting.append(
        {
            "card": ctx.source,
            "ability": ctx.ability.id,
            "controller": ctx.controller,
            "steps": args.steps,
            "optional": args.optional,
        }
    )
    return "the rest of this ability waits until the battle is over"


def at_end(rs: RedemptionRuleset, game: Game) -> Procedure:
    """Each effect recorded in this battle activates, now that the battle is over."""
    state = game.state
    waiting = state.info.pop(KEY, None) or []
    for item in waiting:
        obj = state.objects[item["card"]]
        printed = next(a for a in obj.definition.abilities if a.id == item["ability"])
        data = printed.to_dict()
        data.update(effect=item["steps"], optional=item["optional"], kind="special")
        later = AbilityDefinition.from_dict(data)
        game.log(
            f"The battle is over, so what {obj.label} ({later.id}) left for after the battle "
            "happens now",
            [RULE, "Ability Activation Order"],
            kind="info",
            player=item["controller"],
            card=obj.label,
            ability=later.id,
            depth=0,
        )
        if is_character(obj) and not is_enhancement(obj) and not rs.in_play(obj):
            game.trace.depth = 1
            where = obj.zone[1].replace("_", " ")
            why = f"{obj.label} left play during the battle (it is in the {where})"
            log_not_modelled(game, obj, printed, why=why, rules=(RULE,))
            continue
        if obj.zone[1] == "discard" and all(_discards_itself(st) for st in item["steps"]):
            game.log(
                f"{obj.label} is already in the discard pile: discarding it after the battle "
                "changes nothing",
                [RULE, "Discard"],
                kind="info",
                player=item["controller"],
                card=obj.label,
                ability=later.id,
                depth=1,
            )
            continue
        yield rs.activate(game, obj, later, item["controller"], depth=1)


def _discards_itself(step: dict[str, Any]) -> bool:
    return step.get("verb") == "discard" and step.get("target") == "self"
