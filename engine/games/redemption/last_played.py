"""'The last (good / evil) Enhancement played this battle': a target by the order of play.

Each enhancement played remembers the card played before it (``flags["_prev_last"]``, set by
the ruleset's play), so the cards played can be read back from the last one. A description
with ``last`` fits the most recent of them that is still in battle and fits the rest of the
description; enhancements a scenario placed in battle without playing them were not played
and do not count. The reach scenario has the opponent play a plain enhancement of the kind
asked for first, so the ability has its card to act on.
"""

from __future__ import annotations

from typing import Any

from engine.core.state import CardObject, GameState


def played(state: GameState) -> list[CardObject]:
    """The cards played (enhancements), the most recent first."""
    out: list[CardObject] = []
    last = state.info.get("_last_played")
    while last is not None and last[0] not in {o.oid for o in out}:
        obj = state.objects[last[0]]
        out.append(obj)
        last = obj.flags.get("_prev_last")
    return out


def is_last(state: GameState, obj: CardObject, spec: dict[str, Any], controller: str) -> bool:
    """Is ``obj`` the last card played this battle (still in battle) that fits ``spec``?"""
    from engine.games.redemption.model import BEGUN, matches

    rest = {k: v for k, v in spec.items() if k not in ("last", "not_self")}
    if state is None:  # the importer asks which real cards are of the kind: no play yet
        return matches(state, obj, rest, controller)
    # the card whose ability is declaring its targets means the one played before it
    acting = {a.card for a in state.info["_acts"].values() if a.status == BEGUN}
    for card in played(state):
        if card.oid in acting and spec.get("not_self"):
            continue
        if card.zone[1] == "battle" and matches(state, card, rest, controller):
            return card.oid == obj.oid
    return False


def stage(ability: Any, good: bool) -> tuple[str, str] | None:
    """(enhancement, its bearer) for the opponent to play first when a step of ``ability``
    targets the last enhancement played of the opponent's side; None when none does. ``good``:
    whether the ability's own card is used on the good side."""
    for step in ability.effect:
        target = step.get("target") if isinstance(step, dict) else None
        spec = target.get("one") if isinstance(target, dict) else None
        if not isinstance(spec, dict) or not spec.get("last"):
            continue
        theirs = "evil_enhancement" if good else "good_enhancement"
        if theirs not in spec.get("type", [theirs]):
            return None  # the last one of the player's own side: not staged
        return ("Bad Figs", "Greek Philosophers") if good else ("Arrow of Deliverance", "Gaius")
    return None
