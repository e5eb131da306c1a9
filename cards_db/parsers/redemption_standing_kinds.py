"""Redemption standing text: the kinds of ability, and whose, a protection or negation names.

``redemption_ongoing.protect_from`` reads the plain forms ("discard and capture abilities",
"opponents' cards", "O.T. Heroes"); this module reads the ones that combine a kind with whose
card it is on:

- "evil discard abilities", "good capture and shuffle abilities": those kinds on cards of
  that alignment;
- "discard abilities on evil Enhancements" / "... used by opponent" / "shuffle by an
  opponent": those kinds on cards that fit, or of the opponent;
- "opponent's evil cards": every ability of the opponent's cards of that alignment;
- "<cards> and opponents' Dominants": abilities of either.

The kind words are the engine's kinds of ability (``engine.games.redemption.ability_kinds``).
"""

from __future__ import annotations

import re
from typing import Any

from engine.games.redemption.ability_kinds import KINDS

from .redemption_phrases import target_phrase

# Printed kind words that are not the engine's kind names.
WORDS = {
    "banding": "band",
    "drawing": "draw",
    "card drawing": "draw",
    "removal from the game": "banish",
    "being removed from the game": "banish",
    "set aside": "set_aside",
    "set-aside": "set_aside",
    "withdrawal": "withdraw",
}
_SPLIT = re.compile(r",\s*(?:and |or )?|\s+and\s+|\s+or\s+")
_OPPONENT = r"(?:an )?opponents?'?s?'?"
_ALIGNED = re.compile(r"^(evil|good) (.+?) abilities$", re.I)
_ON = re.compile(r"^(.+?) abilities (?:on|used by) (.+)$", re.I)
_BY_OPPONENT = re.compile(rf"^(.+?) (?:abilities )?by {_OPPONENT}$", re.I)
_OPP_ALIGNED = re.compile(rf"^{_OPPONENT} (evil|good) cards$", re.I)
_AND_DOMINANTS = re.compile(rf"^(.+?) and {_OPPONENT} dominants$", re.I)


def kind_list(words: str) -> list[str] | None:
    """'discard, capture and shuffle' -> the engine's kinds; None when a word is no kind."""
    out: list[str] = []
    for part in _SPLIT.split(words.strip().lower()):
        kind = WORDS.get(part.strip(), part.strip())
        if kind not in KINDS:
            return None
        if kind not in out:
            out.append(kind)
    return out or None


def whose(words: str) -> dict[str, Any] | None:
    """'opponent' / 'evil cards' / 'evil Enhancements' / 'Dominants' -> what the protection
    holds against: {by: ...} or {by_cards: <description>}; None when not read."""
    w = words.strip().lower()
    if re.fullmatch(rf"{_OPPONENT}(?: cards)?", w):
        return {"by": "opponent"}
    if w in ("evil cards", "good cards"):
        return {"by": w.split()[0]}
    if m := _OPP_ALIGNED.match(w):
        return {"by_cards": {"alignment": [m.group(1)], "side": "opponent"}}
    spec = described(w)
    return None if spec is None else {"by_cards": spec}


def described(words: str) -> dict[str, Any] | None:
    """'evil Enhancements' -> the description of such cards, wherever they are."""
    found = target_phrase("all " + words)
    if not isinstance(found, dict) or "all" not in found:
        return None
    spec = {k: v for k, v in found["all"].items() if k != "zone"}
    return spec or None


def protect_from_more(words: str) -> dict[str, Any] | None:
    """The forms above, as the keys of an ``ongoing`` protect step; None when not read."""
    w = " ".join(words.replace("’", "'").split()).strip().lower()
    if m := _ALIGNED.match(w):
        found = kind_list(m.group(2))
        return None if found is None else {"from": found, "by": m.group(1)}
    if m := _ON.match(w):
        found, held = kind_list(m.group(1)), whose(m.group(2))
        return None if found is None or held is None else {"from": found, **held}
    if m := _BY_OPPONENT.match(w):
        found = kind_list(m.group(1))
        return None if found is None else {"from": found, "by": "opponent"}
    if m := _OPP_ALIGNED.match(w):
        return {"by_cards": {"alignment": [m.group(1)], "side": "opponent"}}
    if m := _AND_DOMINANTS.match(w):
        first = described(m.group(1))
        if first is None:
            return None
        return {"by_cards": {"either": [first, {"type": ["dominant"], "side": "opponent"}]}}
    return None
