"""Epic Battles verbs: each one's argument model and the rule its step cites.

The procedures themselves are the ruleset's ``verb_<name>`` methods (they change the attack in
progress, the combo or the piles); this module is the contract the printed-text compiler
builds against, so an imported ability is ``modelled`` only when its steps validate here.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field, model_validator

from engine.core.contract import VerbArgs, VerbLibrary
from engine.core.game import Game, Procedure
from engine.core.ruleset import EffectContext
from engine.games.epic_battles.arena_verbs import register as register_arena
from engine.games.epic_battles.conditions import register as register_conditions
from engine.games.epic_battles.deckbuild import register as register_deck_rules
from engine.games.epic_battles.finishing import register as register_finishing
from engine.games.epic_battles.pile_verbs import CountArgs, NoArgs, register_moves
from engine.games.epic_battles.pile_verbs import PileArgs as MillArgs
from engine.games.epic_battles.pile_verbs import register as register_pile_verbs
from engine.games.epic_battles.rival_verbs import register as register_rival
from engine.games.epic_battles.standing import register as register_standing
from engine.games.epic_battles.text_verbs import register as register_text

VERBS = VerbLibrary()


class BonusArgs(VerbArgs):
    amount: int = Field(ge=1, le=60)


class ModifyArgs(VerbArgs):
    """A floating change to one player's attacks (modifiers.py applies it)."""

    whose: Literal["you", "rival"] = "rival"
    damage: int = Field(0, ge=-30, le=60)
    cost: int = Field(0, ge=-10, le=10)
    kind: str | None = None
    height: Literal["high", "low"] | None = None
    next: Literal["attack", "action"] | None = None
    until: Literal["turn", "step", "combo"] | None = None
    others: bool = False
    # a change counted per card: ``damage`` for every card of these kinds in the controller's
    # energy pile, the total never beyond ``per_max`` either way
    per_energy: tuple[str, ...] = ()
    per_max: int | None = Field(None, ge=1, le=60)
    # the most damage each such attack deals ("a max of 5 damage", "deal 0 damage")
    cap: int | None = Field(None, ge=0, le=60)
    # only attacks whose printed cost is at least this ("attacks that cost 2 or more")
    min_cost: int | None = Field(None, ge=1, le=10)

    @model_validator(mode="after")
    def changes_something(self) -> ModifyArgs:
        if not (self.damage or self.cost or self.cap is not None):
            raise ValueError("a modifier changes damage or cost")
        return self


class ForbidArgs(VerbArgs):
    """A floating 'cannot play' on one player's attacks (modifiers.py checks it at step 1)."""

    whose: Literal["you", "rival"] = "rival"
    kind: str | None = None
    height: Literal["high", "low"] | None = None
    next: Literal["action"] | None = None
    until: Literal["turn", "step", "combo"] | None = None


class PerArgs(VerbArgs):
    """+N damage (or N cards) for each counted thing, counted when the step resolves."""

    amount: int = Field(1, ge=1, le=20)
    per: Literal[
        "rival_hand", "hand", "energy", "kamidogu", "facedown", "rival_energy", "hand_over_rival"
    ]
    kinds: tuple[str, ...] = ()
    max: int | None = Field(None, ge=1, le=60)


class TimesArgs(VerbArgs):
    times: int = Field(ge=1, le=5)


class SearchArgs(VerbArgs):
    source: Literal["deck", "discard"] = "deck"
    dest: Literal["hand", "energy"] = "hand"
    kinds: tuple[str, ...] = ()


class TaxArgs(VerbArgs):
    amount: int = Field(ge=1, le=10)
    next: bool = False
    # "for each throw in your energy pile": ``amount`` per card of these kinds there
    per_energy: tuple[str, ...] = ()


class AmountArgs(VerbArgs):
    amount: int = Field(ge=-30, le=60)
    others: bool = False


class FloatChipArgs(VerbArgs):
    amount: int = Field(ge=0, le=30)
    only_vs: str | None = None
    until: Literal["turn", "combo"] | None = None


class SwapArgs(VerbArgs):
    filter: str | None = None
    max: int = Field(3, ge=1, le=10)


def _through_ruleset(name: str):
    """Run the ruleset's own procedure for this verb with the validated arguments."""

    def run(game: Game, ctx: EffectContext, args: VerbArgs) -> Procedure:
        step: dict[str, Any] = {"verb": name, **args.model_dump(exclude_none=True)}
        return getattr(game.ruleset, f"verb_{name}")(game, ctx, step)

    return run


for _name, _args, _rule in (
    ("draw", CountArgs, "Triggered 1"),
    ("mill", MillArgs, "Discard 2"),
    ("next_attack_damage", BonusArgs, "Combos 2"),
    ("modify_attacks", ModifyArgs, "Floating 1"),
    ("block_tax", TaxArgs, "Action Sequence 6"),
    ("forbid_attacks", ForbidArgs, "Cannot 1"),
    ("stay_in_arena", TimesArgs, "Arena 2"),
    ("discard_at_step_end", NoArgs, "Control 3"),
    ("attack_damage_per", PerArgs, "Action Sequence 5"),
    ("mill_per", PerArgs, "Discard 2"),
    ("unblockable", NoArgs, "Cannot 1"),
    ("attack_damage", AmountArgs, "Events 1"),
    ("combo_damage", AmountArgs, "Combos 2"),
    ("chip_by_energy", NoArgs, "Energy 3"),
    ("attack_chip", BonusArgs, "Action Sequence 8"),
    ("blocks_needed", CountArgs, "Multiple Blocks 1"),
    ("lock_damage", NoArgs, "Cannot 1"),
    ("link_any", NoArgs, "Action Sequence 12"),
    ("float_chip", FloatChipArgs, "Floating 1"),
    ("swap_with_energy", SwapArgs, "Outside Effects 2"),
    ("search_deck", SearchArgs, "Searching 1"),
):
    VERBS.verb(_name, _args, rule=_rule)(_through_ruleset(_name))

register_pile_verbs(VERBS)
register_conditions(VERBS)
register_moves(VERBS)
register_deck_rules(VERBS)
register_standing(VERBS)
register_finishing(VERBS)
register_arena(VERBS)
register_text(VERBS)
register_rival(VERBS)
