"""Every Altered verb with its argument model (the compiler builds steps through these).

A verb's runner is a method of the ruleset (``do_<verb>`` for compiled effects,
``verb_<verb>`` for the hand-written seed cards); the table only says which
arguments each verb accepts and which rule decides it.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field, field_validator

from engine.core.contract import VerbArgs, VerbLibrary, VerbSpec, step_problem

Kind = Literal["character", "permanent", "landmark", "expedition_permanent", "card"]
Status = Literal["Anchored", "Asleep", "Fleeting", "exhausted"]


def nested(steps: Any) -> Any:
    """Steps inside a step (modes, conditions, costs) must each be a known, valid verb."""
    for step in steps:
        problem = step_problem(VERBS, step)
        if problem:
            raise ValueError(problem)
    return steps


class NestedSteps(VerbArgs):
    """A verb that runs other steps (an optional step, a condition, a cost's effect)."""

    steps: tuple[dict[str, Any], ...]

    @field_validator("steps")
    @classmethod
    def _steps_run(cls, steps: Any) -> Any:
        return nested(steps)


class Target(VerbArgs):
    """What a step acts on: me, or targets chosen when the step resolves (6.5.b)."""

    who: Literal["self", "target", "each", "bound", "moved", "chosen", "self_and_chosen"] = "self"
    statuses: tuple[Literal["Boosted", "Fleeting", "Anchored", "Asleep", "exhausted"], ...] = ()
    kinds: tuple[Kind, ...] = ("character",)
    where: Literal["play", "reserve", "play_or_reserve"] = "play"
    controller: Literal["any", "you", "opponent"] = "any"
    other: bool = False  # "another target Character"
    max_cost: int | None = None
    min_cost: int | None = None
    count: int = Field(1, ge=1)
    up_to: bool = False
    facing: bool = False  # "the Expedition facing me"
    my_expedition: bool = False  # "in my Expedition"
    subtype: str | None = None  # "Animals you control"


class NoArgs(VerbArgs):
    """A verb without arguments."""


Per = Literal[
    "character_you_control",
    "other_in_my_expedition",
    "card_in_your_reserve",
    "mana_orb",
    "character_opponent_controls",
    "card_in_your_hand",
    "character_facing",
]


class Amount(VerbArgs):
    amount: int = Field(ge=1)
    target: Target = Target()
    max_total: int | None = None  # "up to a max of N"
    per: Per | None = None  # "N boosts per Character you control"
    from_roll: bool = False  # "X boosts, where X is the result" of the die rolled before


class Counters(VerbArgs):
    counter: str
    amount: int = Field(ge=1)
    target: Target = Target()
    per: Per | None = None
    max_total: int | None = None  # "up to a max of N"


class CostPart(VerbArgs):
    kind: Literal[
        "mana",
        "hand_to_reserve",
        "spend",
        "sacrifice",
        "discard_reserve",
        "exhaust_me",
        "exhaust_reserve",
    ]
    amount: int = 1
    counter: str = "boost"
    what: Literal["character", "permanent", "me"] = "character"


class PayCost(NestedSteps):
    parts: tuple[CostPart, ...]


class Steps(NestedSteps):
    """Just steps: an optional step, or steps that wait until after Rest."""


class TargetOnly(VerbArgs):
    target: Target


class RemoveCounters(VerbArgs):
    amount: int = Field(ge=1)
    target: Target
    up_to: bool = False


class StatusArgs(VerbArgs):
    status: Status
    target: Target = Target()
    objects: str | None = None  # a set of objects an earlier step remembered


class Draw(VerbArgs):
    count: int = Field(1, ge=1)
    who: Literal["you", "each", "opponent"] = "you"


class Who(VerbArgs):
    who: Literal["you", "each", "opponent"] = "you"


class CreateTokens(VerbArgs):
    token: str
    count: int = Field(1, ge=1)
    where: Literal[
        "target_expedition",
        "opponent_companion_expedition",
        "target_player_landmarks",
        "each_expedition",
        "hero_expedition",
        "companion_expedition",
        "my_expedition",
        "landmarks",
    ] = "target_expedition"
    stats: tuple[int, int, int] | None = None  # forest, mountain, ocean printed with the token


class MoveTo(VerbArgs):
    zone: Literal["reserve", "hand", "discard", "mana", "deck"]
    target: Target = Target(who="target")
    exhaust: bool = False
    verb_word: Literal["send", "return", "discard", "put"] = "send"


class Sacrifice(VerbArgs):
    what: Literal["me", "character", "permanent", "character_or_permanent"] = "me"
    my_expedition: bool = False
    chooser: Literal["you", "target_player"] = "you"
    count: int = Field(1, ge=1)


class NextPlay(VerbArgs):
    kind: Literal["card", "character", "spell", "permanent", "landmark"] = "card"
    less: int = 0
    boosts: int = 0
    lose_fleeting: bool = False
    duration: Literal["turn", "afternoon", "day"] = "turn"
    from_hand: bool = False


class Modes(VerbArgs):
    choose: int = Field(1, ge=1)
    up_to: bool = False
    repeat: bool = False  # "you may choose the same option multiple times"
    modes: tuple[tuple[dict[str, Any], ...], ...]

    @field_validator("modes")
    @classmethod
    def _steps_run(cls, modes: tuple[tuple[dict[str, Any], ...], ...]) -> Any:
        if len(modes) < 2:
            raise ValueError("a choice needs at least two modes")
        for mode in modes:
            if not mode:
                raise ValueError("a mode has no steps")
            nested(mode)
        return modes


class RollTable(VerbArgs):
    results: tuple[tuple[int, int, tuple[dict[str, Any], ...]], ...]

    @field_validator("results")
    @classmethod
    def _steps_run(cls, results: Any) -> Any:
        for _lo, _hi, steps in results:
            nested(steps)
        return results


class IfThen(NestedSteps):
    condition: Literal[
        "my_boosts",
        "boosted",
        "hand_empty",
        "first_player",
        "not_first_player",
        "other_characters",
        "characters",
        "landmarks",
        "did",
        "did_not",
        "behind",
        "exhausted_in_reserve",
        "facing_character",
        "fewer_reserve",
        "reserve_empty",
    ]
    value: int = 1


class Expedition(VerbArgs):
    direction: Literal["forward", "backward"]
    which: Literal["mine", "target", "yours", "facing"] = "mine"


# -- the seed cards' verbs (cards.yaml) ---------------------------------------------
class LegacyTokens(VerbArgs):
    token: str
    count: int = 1
    where: str = "each_expedition"


class Count(VerbArgs):
    count: int = 1


class PutIntoExpeditions(VerbArgs):
    type: str = "character"
    up_to: int = 1


class LegacyStatus(VerbArgs):
    status: str
    objects: str = "put"


class DieOutcome(VerbArgs):
    high: int = 4
    status: str
    boosts: int = 1


def _runner(method: str) -> Any:
    def run(game: Any, ctx: Any, args: VerbArgs) -> Any:
        return getattr(game.ruleset, method)(game, ctx, args)

    run.__name__ = method
    return run


def _legacy(method: str) -> Any:
    def run(game: Any, ctx: Any, args: VerbArgs) -> Any:
        return getattr(game.ruleset, method)(game, ctx, args.model_dump())

    run.__name__ = method
    return run


VERBS = VerbLibrary()
_COMPILED: tuple[tuple[str, type[VerbArgs], str], ...] = (
    ("gain_boost", Amount, "7.3.12.a"),
    ("lose_boost", Amount, "2.5.g"),
    ("gain_counters", Counters, "7.3.12.a"),
    ("gain", StatusArgs, "7.3.13.a"),
    ("lose", StatusArgs, "7.3.15.a"),
    ("draw", Draw, "7.3.7.a"),
    ("resupply_all", Who, "7.3.22.a"),
    ("exhausted_resupply", NoArgs, "7.3.11.a"),
    ("create", CreateTokens, "7.3.4.a"),
    ("move_to", MoveTo, "7.3.26.a"),
    ("sacrifice", Sacrifice, "7.3.25.a"),
    ("exhaust", Amount, "7.3.10.a"),
    ("ready", Amount, "7.3.18.a"),
    ("top_to_mana", Who, "7.3.21.a"),
    ("switch_expeditions", Amount, "7.3.28.a"),
    ("next_play", NextPlay, "2.2.14.a"),
    ("choose_modes", Modes, "5.1.2.c"),
    ("roll_table", RollTable, "7.3.19.a"),
    ("expedition_moves", Expedition, "7.3.17.a"),
    ("if_then", IfThen, "6.5.h"),
    ("pay_cost", PayCost, "6.4.a"),
    ("augment", TargetOnly, "7.3.3.a"),
    ("remove_counters", RemoveCounters, "2.5.g"),
    ("may", Steps, "6.5.c"),
    ("after_rest", Steps, "4.2.5.b"),
    ("choose_target", TargetOnly, "6.5.b"),
    ("hand_to_reserve", NoArgs, "7.3.21.a"),
    ("activate_join", TargetOnly, "7.3.1.b"),
    ("after_you", NoArgs, "7.3.2.a"),
    ("discard_from_hand", Who, "7.3.5.a"),
)
for _name, _model, _rule in _COMPILED:
    VERBS.add(VerbSpec(_name, _model, _runner(f"do_{_name}"), _rule))

_SEED: tuple[tuple[str, type[VerbArgs], str], ...] = (
    ("sabotage", NoArgs, "7.3.24.a"),
    ("resupply", NoArgs, "7.3.22.a"),
    ("each_player_may_resupply", NoArgs, "6.1.h"),
    ("each_player_sacrifices", NoArgs, "6.1.h"),
    ("create_tokens", LegacyTokens, "7.3.4.a"),
    ("put_in_mana", NoArgs, "7.3.21.a"),
    ("reveal_top", Count, "3.1.3.f"),
    ("put_into_expeditions", PutIntoExpeditions, "7.3.21.a"),
    ("gain_status", LegacyStatus, "7.3.13.a"),
    ("discard_rest", NoArgs, "7.3.5.a"),
    ("roll_die", NoArgs, "7.3.19.a"),
    ("die_outcome", DieOutcome, "7.3.19.a"),
)
for _name, _model, _rule in _SEED:
    VERBS.add(VerbSpec(_name, _model, _legacy(f"verb_{_name}"), _rule))
