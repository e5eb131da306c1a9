"""Abilities that answer to an earlier one of the same card, and the opponent's "may".

"You may X. If you do, Y." / "If you do not, Y." / "Opponent may X. If they do not, Y.": the
second sentence is an ability of its own whose first step, ``follows``, names the earlier
ability and which outcome it needs. It is checked as the ability begins to activate (a
condition, REG Special Ability): the earlier ability's latest activation on this card says
whether it was done. Done means it was used (not declined, negated or prevented), its cost
was paid and, when it targets, it had a target. An earlier ability that is resolved as printed
cannot say, and the trace says so.

"Opponent may X" is an ability whose "may" is the opponent's: its first step, ``offer``, makes
the ruleset ask the opponent (the scenario's answers, ``B declines …``) instead of its
player; declined, nothing of it happens, and an "If they do not" after it applies.
"""

from __future__ import annotations

import re
from typing import Any, Literal

from pydantic import Field, field_validator

from engine.core.choose import yes_no
from engine.core.contract import VerbArgs
from engine.core.game import Game, Procedure
from engine.core.ruleset import EffectContext
from engine.core.state import GameState
from engine.games.redemption.model import LIVE, Activation
from engine.games.redemption.verbs import SPEC_KEYS, VERBS, check_spec, note

RULES = ["Special Ability"]
GATES = ("follows", "refers")  # steps checked as the ability activates (conditions.unmet)
SPEC_KEYS.add("ref")  # {"all": {"ref": "a1", ...}}: the card ability a1 of this card chose


class FollowsArgs(VerbArgs):
    ability: str  # the earlier ability's id on the same card ("a1")
    did: bool  # "If you do" (True) or "If you do not" (False)
    who: Literal["you", "opponent"] = "you"  # "If you do" / "If they do"


class RefersArgs(VerbArgs):
    """ "If it is an Enhancement, …": the card the earlier ability chose fits ``spec`` (or,
    with ``negate``, does not)."""

    ability: str
    spec: dict[str, Any] = Field(default_factory=dict)
    negate: bool = False

    @field_validator("spec")
    @classmethod
    def _spec(cls, v: dict[str, Any]) -> dict[str, Any]:
        return check_spec(v, "pronoun")


class OfferArgs(VerbArgs):
    to: Literal["opponent"] = "opponent"


def earlier(state: GameState, act: Activation, ability: str) -> Activation | None:
    """The latest activation, before ``act``, of the named ability of the same card."""
    found = [
        other
        for other in state.info["_acts"].values()
        if other.card == act.card and other.ability.id == ability and other.uid < act.uid
    ]
    return max(found, key=lambda a: a.uid) if found else None


def done(state: GameState, first: Activation) -> tuple[bool, str]:
    """Whether the earlier ability was done, and the words that say why."""
    if first.status not in LIVE:
        return False, f"{first.label} was {first.status}"
    if first.prevented:
        return False, f"{first.label} was prevented"
    if first.notes.get("unpaid"):
        return False, f"the cost of {first.label} was not paid"
    from engine.games.redemption.effects import spec_of

    if spec_of(first) is not None and not first.targets:
        return False, f"{first.label} had no target"
    return True, f"{first.label} was done"


def opponent_of(state: GameState, player: str) -> str:
    return next(p.id for p in state.players if p.id != player)


def unmet(state: GameState, act: Activation, step: dict[str, Any]) -> tuple[str, list[str]] | None:
    """Why the ability does not apply ("If you do" and the earlier one was declined; "If it
    is an Enhancement" and the card chosen is not), or None."""
    first = earlier(state, act, str(step.get("ability")))
    name = f"{state.objects[act.card].label} ({step.get('ability')})"
    if first is None:
        return f"{name} has not activated, so what it did is not known", RULES
    if first.ability.modelled != "modelled":
        return (
            f"{first.label} is resolved as printed, so what it did is not known "
            "(decide it from the printed text)",
            RULES,
        )
    if step.get("verb") == "refers":
        return _not_fitting(state, first, step)
    did, why = done(state, first)
    if did != bool(step.get("did")):
        wanted = "was done" if step.get("did") else "was not done"
        return f"it applies only if {first.label} {wanted}, and {why}", RULES
    return None


def offered(game: Game, act: Activation, depth: int) -> Procedure:
    """Ask the opponent whether they do what "Opponent may X" offers them."""
    opponent = opponent_of(game.state, act.controller)
    game.trace.depth = depth
    use = yield yes_no(
        game,
        opponent,
        f"{opponent}: use {act.label}? (the opponent's choice)",
        "Special Ability",
        card=game.state.objects[act.card].label,
        reason="optional abilities are shown as used",
        describe=lambda yes: f"{opponent} {'does' if yes else 'declines'} what {act.label} offers",
    )
    return use


@VERBS.verb("follows", FollowsArgs, rule="Special Ability")
def follows(game: Game, ctx: EffectContext, args: FollowsArgs) -> str:
    """Checked as the ability activates (:func:`unmet`); here the trace says which earlier
    ability "you do" / "they do" points back to."""
    act: Activation = ctx.memory["act"]
    first = earlier(game.state, act, args.ability)
    if first is not None:
        who = first.controller if args.who == "you" else opponent_of(game.state, act.controller)
        outcome = "did" if args.did else "did not do"
        note(game, act, f"{act.label} applies: {who} {outcome} what {first.label} says", RULES)
    return ""


@VERBS.verb("offer", OfferArgs, rule="Special Ability")
def offer(game: Game, ctx: EffectContext, args: OfferArgs) -> str:
    """The opponent was asked as the ability activated (:func:`offered`); nothing more here."""
    return ""


def reach_answers(card: Any, ability: Any, board: Any) -> dict[str, Any]:
    """The scenario's answers for an ability that follows an earlier one: "If you/they do not"
    declines the earlier ability (its player, or the opponent it offers); "If it is X" has the
    earlier ability choose a card that is X (put where it looks)."""
    refers = next((st for st in ability.effect if st.get("verb") == "refers"), None)
    if refers is not None:
        return _fitting_choice(card, refers, board)
    gate = ability.effect[0] if ability.effect else {}
    if gate.get("verb") != "follows" or gate.get("did"):
        return {}
    first = next((ab for ab in card.abilities if ab.id == gate.get("ability")), None)
    if first is None:
        return {}
    offered = bool(first.effect) and first.effect[0].get("verb") == "offer"
    if not (offered or first.optional):
        return {}  # an ability its player must use cannot be declined
    player = "B" if offered else "A"
    label = f"{card.full_name} ({first.id})"
    return {"answers": [{"answer": "no", "player": player, "card": label}]}


def chosen(state: GameState, first: Activation) -> list[int]:
    """The cards the earlier ability chose (its declared targets), where they are now."""
    return (
        [oid for oid in first.targets if oid in state.objects]
        if first.target_kind == "card"
        else []
    )


def referred(state: GameState, act: Activation, spec: dict[str, Any], obj: Any) -> bool:
    """Is ``obj`` the card "it" / "that card" means: one the earlier ability chose?"""
    first = earlier(state, act, str(spec["ref"]))
    return first is not None and obj.oid in chosen(state, first)


def _not_fitting(
    state: GameState, first: Activation, step: dict[str, Any]
) -> tuple[str, list[str]] | None:
    """Why "If it is X" does not hold of the card the earlier ability chose, or None."""
    from engine.games.redemption.conditions import describe
    from engine.games.redemption.model import matches

    cards = [state.objects[o] for o in chosen(state, first)]
    if not cards:
        return f'{first.label} chose no card, so there is no "it"', RULES
    obj = cards[0]
    spec = {**step.get("spec", {}), "zone": obj.zone[1]}  # wherever the card is now
    fits = matches(state, obj, spec, first.controller)
    if fits == bool(step.get("negate")):
        words = describe({k: v for k, v in spec.items() if k != "zone"})
        is_words = "is" if step.get("negate") else "is not"
        return f'"it" is {obj.label}, chosen by {first.label}, and it {is_words} {words}', RULES
    return None


@VERBS.verb("refers", RefersArgs, rule="Special Ability")
def refers(game: Game, ctx: EffectContext, args: RefersArgs) -> str:
    """Checked as the ability activates (:func:`unmet`); here the trace says which card the
    pronoun points back to."""
    act: Activation = ctx.memory["act"]
    first = earlier(game.state, act, args.ability)
    if first is not None:
        names = ", ".join(game.state.objects[o].label for o in chosen(game.state, first))
        note(game, act, f'"it" in {act.label} is {names}, the card {first.label} chose', RULES)
    return ""


def _fitting_choice(card: Any, refers: dict[str, Any], board: Any) -> dict[str, Any]:
    """A card both the earlier ability may choose and "If it is X" asks for, and the answer
    that has the earlier ability choose it."""
    from engine.games.redemption import reach

    if not refers.get("spec") or refers.get("negate"):
        return {}
    first = next((ab for ab in card.abilities if ab.id == refers["ability"]), None)
    step = next((st for st in first.effect if st.get("target")), None) if first else None
    if step is None:
        return {}
    asked = refers["spec"]
    for alt in asked.get("either") or [asked]:  # "an Artifact or a king": the first that fits
        wanted = {**step["target"]["one"], **{k: v for k, v in asked.items() if k != "either"}}
        wanted.update(alt)
        name = reach.fitting(wanted, card)
        if name is not None and reach.place_for(board, {**step, "target": {"one": wanted}}, card):
            break
    else:
        return {}
    label = f"{card.full_name} ({first.id})"
    shown = re.sub(r"^(.*?) [(\[](.+)[)\]]$", r"\1, \2", name)  # "X (Print)" is shown "X, Print"
    # no kind: an answer that fits no option of the choice waits, unused, instead of failing
    return {"answers": [{"answer": shown, "player": "A", "card": label}]}
