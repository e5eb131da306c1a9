"""One-shot clauses that show cards or free a captured character:

- "reveal / look at the top (or bottom) card of deck", "... the top three cards of deck": the
  player's own deck, from that end (REG Look, Reveal); "the top or bottom card" is a choice
  of the two ends, made as the ability activates;
- "look at a hand or a Reserve" (or "a deck, a hand or a Reserve"): a choice of the opponent's
  pile to look at; "look at a hand and a Reserve": both;
- "look at / reveal opponent's hand: topdeck all evil Dominants" (or underdeck, discard ...
  a card so described): the hand is looked at, then those cards of it are moved;
- "discard the top card of a deck": a choice of whose deck (the player's or the opponent's);
- "release a captured Hero" / "release all captured Heroes" / "return each captured Hero to
  its owner's territory" (REG Release);
- "return X to the top of owner's draw pile" is a topdeck (REG Topdeck); "return X in battle
  to owner's territory" a withdraw (REG Withdraw).
"""

from __future__ import annotations

import re
from typing import Any

Compiled = tuple[list[dict[str, Any]], bool, str]

_NUMBERS = {"a": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7}
_NUMBERS |= {str(n): n for n in range(1, 10)}
_DECK = r"(?:your |own )?(?:deck|draw pile)"
_ENDS = re.compile(
    rf"^(reveal|look at) the (top|bottom|top or bottom) (?:card|(\w+) cards) of {_DECK}$"
)
_PILE_WORDS = {"a hand": "hand", "a reserve": "reserve", "a deck": "deck"}
_LOOK = re.compile(
    r"^look at ((?:a (?:hand|reserve|deck))(?:(?:,|,? or|,? and) a (?:hand|reserve|deck))+)$"
)
_DISCARD_A_DECK = re.compile(r"^discard the top card of (?:a|any) (?:deck|draw pile)$")
_CAPTURED = re.compile(
    r"^(?:release (.+?)|return (.+?) to (?:its |their )?owners?'?s?'? territor(?:y|ies))$"
)
_TO_TOP = re.compile(
    r"^return (.+?) to (?:the )?top of (?:its |their )?owner'?s'? (?:deck|draw pile)$"
)


def _ends(m: re.Match[str], optional: bool) -> Compiled | None:
    count = _NUMBERS.get(m.group(3) or "a")
    if count is None:
        return None
    verb = "reveal_top" if m.group(1) == "reveal" else "look_top"
    if m.group(2) != "top or bottom":
        return [{"verb": verb, "end": m.group(2), "count": count}], optional, "special"
    if count != 1:
        return None
    options = [
        {"text": f"{m.group(1)} the {end} card", "steps": [
            {"verb": verb, "end": end, "count": 1}]}
        for end in ("top", "bottom")
    ]  # fmt: skip
    return [{"verb": "choose", "options": options}], optional, "special"


def _look(words: str, optional: bool) -> Compiled:
    zones = [_PILE_WORDS[w.strip()] for w in re.split(r",? or |,? and |, ", words)]
    looks = [{"verb": "look_at", "whose": "opponent", "zone": z} for z in zones]
    if " or " in words:
        options = [{"text": f"look at a {st['zone']}", "steps": [st]} for st in looks]
        return [{"verb": "choose", "options": options}], optional, "special"
    return looks, optional, "special"


def _captured(words: str) -> dict[str, Any] | None:
    """ "a captured Hero", "all captured Heroes", "each captured hero": characters so
    described in a land of bondage."""
    from .redemption_phrases import _inner, target_phrase

    m = re.match(r"^(a|an|one|any|all|each|every|up to \w+) captured (.+)$", words)
    if m is None:
        return None
    found = target_phrase(f"{m.group(1)} {m.group(2)} in a land of bondage")
    if not isinstance(found, dict) or not ({"one", "all", "up_to"} & set(found)):
        return None
    inner = _inner(found)
    types = set(inner.get("type") or [])
    if not types or types - {"hero", "evil_character"} or inner.get("either"):
        return None  # only a character is captured (a lost soul is rescued)
    return found


_HAND_THEN = re.compile(
    r"^(look at|reveal) (?:a|an opponent'?s'?|opponent'?s'?|each opponent'?s'?) hand: "
    r"(underdeck|topdeck|discard|shuffle|reserve|banish) (.+)$"
)


def _hand_then(m: re.Match[str], optional: bool) -> Compiled | None:
    """ "Look at opponent's hand: Topdeck all evil Dominants": the opponent's hand is looked
    at, and the cards so described in it are moved."""
    from .redemption_phrases import _inner, target_phrase

    target = target_phrase(m.group(3))
    if not isinstance(target, dict) or not {"one", "all"} & set(target):
        return None
    inner = _inner(target)
    if {"zone", "side", "chooser", "not_self"} & set(inner) or inner.get("either"):
        return None
    inner.update(zone="hand", side="opponent")
    shown = "reveal_at" if m.group(1) == "reveal" else "look_at"
    look = {"verb": shown, "whose": "opponent", "zone": "hand"}
    return [look, {"verb": m.group(2), "target": target}], optional, "special"


def compile_reveal(low: str, optional: bool) -> Compiled | None:
    """(steps, optional, kind) for one of this module's forms, else None."""
    from .redemption_phrases import _inner, target_phrase

    if m := _HAND_THEN.match(low):
        return _hand_then(m, optional)
    if m := _ENDS.match(low):
        return _ends(m, optional)
    if m := _LOOK.match(low):
        return _look(m.group(1), optional)
    if _DISCARD_A_DECK.match(low):
        options = [
            {"text": f"discard the top card of {words}", "steps": [
                {"verb": "discard_top", "amount": 1, "who": who}]}
            for words, who in (("your deck", "you"), ("an opponent's deck", "opponent"))
        ]  # fmt: skip
        return [{"verb": "choose", "options": options}], optional, "special"
    if (m := _CAPTURED.match(low)) and (target := _captured(m.group(1) or m.group(2))):
        return [{"verb": "release", "target": target}], optional, "special"
    if (m := _CAPTURED.match(low)) and m.group(2):  # a character in battle back to territory
        target = target_phrase(m.group(2))
        if isinstance(target, dict) and _inner(target).get("zone") == "battle":
            return [{"verb": "withdraw", "target": target}], optional, "special"
    if m := _TO_TOP.match(low):
        target = target_phrase(m.group(1))
        if not isinstance(target, dict):
            return None
        return [{"verb": "topdeck", "target": target}], optional, "special"
    return None
