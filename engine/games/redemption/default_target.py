"""The target a player would pick, shown as the default when no answer names one (Target).

A targeted ability's player chooses among its legal targets; when the scenario does not say
which, the trace shows a default. The first legal card is often the player's own (or the very
card whose ability it is), which no player would pick for a discard or a negate: so the default
follows what the verb does to the card. One table says, verb by verb, whose card the player
wants it to act on; the ability's own card comes last unless the text names it ("this card"
is the target form ``self``, which never asks).
"""

from __future__ import annotations

from typing import Any

from engine.core.state import CardObject, GameState
from engine.games.redemption.model import types_of

# Whose card the chooser wants each targeted verb to act on: "opponent" for what takes a card
# away or weakens it, "own" for what strengthens, shields or brings a card back.
PREFERRED_SIDE: dict[str, str] = {
    "negate": "opponent",
    "discard": "opponent",
    "capture": "opponent",
    "decrease": "opponent",
    "bounce": "opponent",
    "return_to_hand": "opponent",
    "underdeck": "opponent",
    "topdeck": "opponent",
    "shuffle": "opponent",
    "banish": "opponent",
    "reserve": "opponent",
    "withdraw": "opponent",
    "set_aside": "opponent",
    "choose_blocker": "opponent",
    "band": "own",
    "protect": "own",
    "increase": "own",
    "release": "own",
    "first_strike": "own",
    "rescue": "own",
}

WORDS = {"opponent": "an opponent's card", "own": "one of the player's own cards"}


def verbs_on(ability: Any, spec: Any, first: bool) -> list[str]:
    """The verbs of the steps that act on the cards ``spec`` declares (a step with no target
    of its own acts on the first declared target). A cost is paid as the player likes, so a
    cost step wants no side."""
    out = []
    for step in ability.effect:
        if not isinstance(step, dict) or not step.get("verb") or step.get("cost"):
            continue
        target = step.get("target")
        if target == spec or (first and target is None and step["verb"] in PREFERRED_SIDE):
            out.append(step["verb"])
    return out


def wanted_side(verbs: list[str]) -> str | None:
    """Whose card the verbs want: the first verb with a preference decides ("negate and
    discard"); None when no verb has one (a cost, or a verb the table does not list)."""
    for verb in verbs:
        if verb in PREFERRED_SIDE:
            return PREFERRED_SIDE[verb]
    return None


def counts_for_chooser(obj: CardObject, chooser: str) -> bool:
    """Is the card the chooser's, as a player weighs a choice? A lost soul counts for the
    player who may rescue it, the opponent of the one whose land of bondage holds it (REG
    Rescue): rescuing one from an opponent's land of bondage is what helps its player."""
    mine = obj.controller == chooser
    return not mine if "lost_soul" in types_of(obj) else mine


def rank(legal: list[CardObject], chooser: str, card: int, side: str | None) -> list[CardObject]:
    """The legal cards, the preferred first (stable: listed order among equals); the ability's
    own card last."""

    def key(obj: CardObject) -> tuple[bool, bool]:
        mine = counts_for_chooser(obj, chooser)
        off_side = side is not None and (mine if side == "opponent" else not mine)
        return obj.oid == card, off_side

    return sorted(legal, key=key)


def preferred(
    state: GameState,
    act: Any,
    spec: Any,
    legal: list[CardObject],
    chooser: str,
    *,
    first: bool,
) -> tuple[list[CardObject], str]:
    """The legal cards in the order a player would pick them, and why the first is the default."""
    verbs = verbs_on(act.ability, spec, first)
    side = wanted_side(verbs)
    ordered = rank(legal, chooser, act.card, side)
    if side is None:
        return ordered, "the first legal target"
    top = ordered[0]
    if counts_for_chooser(top, chooser) != (side == "own"):
        return ordered, f"the first legal target (none is {WORDS[side]})"
    verb = next(v for v in verbs if v in PREFERRED_SIDE).replace("_", " ")
    how = "works against" if side == "opponent" else "helps"
    return ordered, f"{whose(top, side)} ({verb} {how} the card it acts on)"


def whose(obj: CardObject, side: str) -> str:
    """The preferred card in words: a lost soul is named by who may rescue it."""
    if "lost_soul" in types_of(obj):
        return (
            "a lost soul the player may rescue"
            if side == "own"
            else ("a lost soul the opponent may rescue")
        )
    return WORDS[side]
