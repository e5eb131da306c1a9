"""Checking a printed condition ("if you control <an ally of a subtype>", "as long as
<this> is rested", "if you have <N or more cards of an element> in <a zone>") now.

The parser gives the condition as a mapping (see
``cards_db/parsers/grand_archive_conditions.py``); each check returns whether it holds
and why, so the trace can say it. Objects are counted with the same filter target
phrases use (kind, controller, subtypes, element).
"""

from __future__ import annotations

from typing import Any

from engine.core.state import CardObject, GameState
from engine.games.grand_archive import characteristics as ch
from engine.games.grand_archive import model

R_STATIC_CONDITION = "Abilities - Static Abilities 1"

DAMAGED_SINCE = (
    "dealt_damage_since_your_turn"  # set by damage, cleared as its controller's turn ends
)
_UNITS = {"ally": ("ally", "token"), "unit": ("ally", "token", "champion")}


def _within(n: int, cond: dict[str, Any]) -> bool:
    return n >= int(cond.get("min", 0)) and ("max" not in cond or n <= int(cond["max"]))


def _bounds(cond: dict[str, Any]) -> str:
    if cond.get("max") == 0:
        return "none"
    if "max" in cond:
        return f"exactly {cond['max']}"
    return f"{cond.get('min', 1)} or more"


def _fits(state: GameState, source: CardObject, o: CardObject, want: dict[str, Any]) -> bool:
    kinds = {k for t in want.get("type") or [] for k in _UNITS.get(t, (t,))}
    if kinds and ch.card_type(o) not in kinds:
        return False
    if want.get("other") and o is source:
        return False
    return ch.fits_subject(o, want)


def _describe(want: dict[str, Any]) -> str:
    """ "other Horse ally", "fire element unit or item" ... as the condition names them."""
    kinds = want.get("type") or ["object"]
    words = [
        "other" if want.get("other") else "",
        f"{want['element']} element" if want.get("element") else "",
        " or ".join(want.get("subtypes") or []),
        " or ".join(f"non-{x}" for x in want.get("not_subtypes") or []),
        "object" if len(kinds) > 3 else " or ".join(kinds),
    ]
    return " ".join(w for w in words if w) + "(s)"


def controlled(
    state: GameState, source: CardObject, player: str, want: dict[str, Any]
) -> tuple[list[CardObject], str]:
    """The objects on ``player``'s field that fit ``want``, and how the text names them."""
    return [o for o in state.cards_in(player, "field") if _fits(state, source, o, want)], _describe(
        want
    )


def check(
    state: GameState, source: CardObject, player: str, cond: dict[str, Any]
) -> tuple[bool, str]:
    """Whether ``cond`` holds now for ``player`` (the controller of ``source``), and why."""
    kind = cond.get("check")
    if kind == "control":  # "you control ..." or "an opponent controls ..."
        want = cond.get("filter") or {}
        who = state.opponent(player) if cond.get("who") == "opponent" else player
        mine = [o for o in state.cards_in(who, "field") if _fits(state, source, o, want)]
        return _within(len(mine), cond), (
            f"{who} controls {len(mine)} {_describe(want)} ({_bounds(cond)} needed)"
        )
    if kind == "state":
        obj = source if cond["of"] == "self" else model.champion(state, player)
        if obj is None:
            return False, f"{player} has no champion"
        have = {
            "rested": obj.exhausted,
            "awake": not obj.exhausted,
            "distant": bool(obj.flags.get("distant")),
            "damaged": obj.damage > 0,
            "fostered": bool(obj.flags.get("fostered")),
            "imbued": bool(obj.flags.get("imbued")),  # set as it was activated (Imbue 2)
        }[cond["state"]]
        return have, f"{obj.label} is {'' if have else 'not '}{cond['state']}"
    if kind == "count":
        who = state.opponent(player) if cond.get("who") == "opponent" else player
        cards = state.cards_in(who, cond["zone"])
        if cond.get("element"):
            cards = [c for c in cards if ch.element(c) == cond["element"]]
        what = f"{cond['element']} element cards" if cond.get("element") else "cards"
        return _within(len(cards), cond), (
            f"{who} has {len(cards)} {what} in their {cond['zone']} ({_bounds(cond)} needed)"
        )
    if kind == "undamaged":  # Foster 1: no damage dealt to it since its controller's last turn
        hit = bool(source.flags.get(DAMAGED_SINCE))
        return (
            not hit,
            f"{source.label} has {'' if hit else 'not '}been dealt damage since the end of {player}'s previous turn",
        )
    if kind == "influence":
        n = len(state.cards_in(player, "hand")) + len(state.cards_in(player, "memory"))
        return _within(n, cond), f"{player}'s influence (hand and memory) is {n}"
    if kind == "turn":
        yours = state.info.get("turn_player") == player
        return yours == cond["yours"], f"it is {'' if yours else 'not '}{player}'s turn"
    return False, f"unknown condition {cond!r}"
