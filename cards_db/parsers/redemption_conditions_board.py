"""More forms of a Redemption "If …," condition about the board, read as ``require`` steps.

``redemption_conditions.conditions`` reads the common forms; this module adds the negated
ones ("Shield of Faith is not in battle", "you do not control a king", "opponent does not
have a prophet in play"), a card in a discard pile ("Gideon is in your discard pile"), an
enhancement "played on" a character (the character it is used by), a "lone" character in
battle, and users described by their number of brigades ("used by a single brigade
character"). Each is checked by ``engine.games.redemption.conditions`` against the state
when the ability activates.
"""

from __future__ import annotations

import re
from typing import Any

from .redemption_phrases import target_phrase

Steps = list[dict[str, Any]]
_WHO = r"(you|holder|opponent|an opponent|your opponent)"
_ZONES = {"play": "play", "battle": "battle", "the field of battle": "battle"}
_SIDE_TYPES = {"good": ("hero", "good_enhancement"), "evil": ("evil_character", "evil_enhancement")}
_PILES = {"your": "self", "opponent's": "opponent", "an opponent's": "opponent", "a": "any"}


def _one(words: str) -> dict[str, Any] | None:
    """The description of one card (any article), without a place or an exclusion of its own;
    None when a word is not understood."""
    found = target_phrase(words)
    if not isinstance(found, dict) and not re.match(r"(?:a|an|the)\s", words, re.I):
        found = target_phrase(f"a {words}")
    if not isinstance(found, dict) or set(found) - {"one", "all"}:
        return None
    spec = next(iter(found.values()))
    if not isinstance(spec, dict) or not spec or "zone" in spec or "except" in spec:
        return None
    if any("either" in alt or "except" in alt for alt in spec.get("either", [])):
        return None
    return dict(spec)


def _absent(spec: dict[str, Any]) -> Steps:
    return [{"verb": "require", "when": "absent", "spec": spec}]


def negated(low: str) -> Steps | None:
    """ "Shield of Faith is not in battle", "you do not control a king", "opponent does not
    have a prophet in play": no card so described there."""
    if m := re.fullmatch(r"(.+?) (?:is|are) not in (play|battle|the field of battle)", low):
        spec = _one(m.group(1))
        return _absent({**spec, "zone": _ZONES[m.group(2)]}) if spec else None
    m = re.fullmatch(_WHO + r" (?:do|does) not (?:control|have) (.+?)(?: in play)?", low)
    if m is None:
        return None
    spec = _one(m.group(2))
    if spec is None or "side" in spec:
        return None
    side = "self" if m.group(1) in ("you", "holder") else "opponent"
    return _absent({**spec, "side": side})


def in_discard_pile(low: str) -> Steps | None:
    """ "Gideon is in your discard pile": a card so described in that player's discard pile."""
    m = re.fullmatch(r"(.+?) is in (your|opponent's|an opponent's|a) discard pile", low)
    spec = _one(m.group(1)) if m else None
    if m is None or spec is None or "side" in spec:
        return None
    side = _PILES[m.group(2)]
    where = {"zone": "discard"} | ({"side": side} if side != "any" else {})
    return [{"verb": "require", "when": "present", "spec": {**spec, **where}}]


def lone(low: str) -> Steps | None:
    """ "a lone Hero is in battle": a character so described is alone on its side of the
    battle."""
    m = re.fullmatch(r"an? lone (.+?) is in battle", low)
    spec = _one(f"a {m.group(1)}") if m else None
    if spec is None or "side" in spec:
        return None
    return [{"verb": "require", "when": "lone", "spec": spec}]


def used_by_brigades(low: str) -> Steps | None:
    """ "used by a single brigade character", "played on Samson": the character the
    enhancement is used by (REG Enhancement); a description by its number of brigades too."""
    m = re.fullmatch(r"(?:used by|played on) (.+)", low)
    spec = _one(m.group(1)) if m else None
    keys = {"type", "brigade", "brigades", "alignment", "testament", "book", "name", "traits"}
    if spec is None or set(spec) - keys or "either" in spec:
        return None
    if low.startswith("used by") and "brigades" not in spec:
        return None  # the common reader takes "used by <description>"
    return [{"verb": "require", "when": "used_by", "spec": spec}]


def placed(low: str) -> Steps | None:
    """ "evil King Saul is in play" (a named card of one alignment), "your warrior class Evil
    Character is in battle" (its player's own): a card so described there."""
    m = re.fullmatch(r"(.+?) (?:is|are) in (play|battle|the field of battle)", low)
    if m is None:
        return None
    words, where = m.group(1), {"zone": _ZONES[m.group(2)]}
    if a := re.match(r"(good|evil) (?=[a-z])", words):  # a dual card's side ("evil King Saul")
        spec = _one(words[a.end() :])
        if spec is None or not spec.get("name") or "alignment" in spec:
            return None
        spec["type"] = [t for t in spec.get("type", []) if t in _SIDE_TYPES[a.group(1)]]
        if not spec["type"]:
            return None
        spec["alignment"] = [a.group(1)]  # not a card of both sides (its Alignment: Neutral)
    elif y := re.match(r"your (?!.* or )", words):
        spec = _one(f"a {words[y.end() :]}")
        if spec is None or "side" in spec:
            return None
        spec["side"] = "self"
    else:
        return None
    return [{"verb": "require", "when": "present", "spec": {**spec, **where}}]


def every(low: str) -> Steps | None:
    """ "all of your Heroes are O.T.", "all your Evil Characters are Roman": every card of
    that kind its player has in play fits the words after "are" (REG Special Ability)."""
    m = re.fullmatch(r"all (?:of )?your (.+?) are (.+)", low)
    found = target_phrase(f"your {m.group(1)}") if m else None
    if m is None or not isinstance(found, dict) or set(found) != {"all"}:
        return None
    kinds = found["all"]
    if set(kinds) - {"side", "type", "alignment"} or "type" not in kinds:
        return None  # a kind of card ("your cards" may mean a hand too)
    also = target_phrase(f"{m.group(2)} {m.group(1)}")
    if not isinstance(also, dict) or set(also) != {"all"}:
        return None
    wanted = {k: v for k, v in also["all"].items() if kinds.get(k) != v}
    if not wanted or set(wanted) - {"testament", "traits", "brigade", "book", "alignment"}:
        return None
    return [{"verb": "require", "when": "every", "spec": {**kinds, "except": wanted}}]


READERS = (negated, in_discard_pile, lone, used_by_brigades, placed, every)


def board_condition(text: str) -> Steps | None:
    """The ``require`` steps of one condition of these forms, or None."""
    low = " ".join(text.replace("’", "'").split()).strip().rstrip(",").lower()
    for reader in READERS:
        if (found := reader(low)) is not None:
            return found
    return None
