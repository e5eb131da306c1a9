"""Grand Archive costs a card's own text adds: "As an additional cost to activate this card,
<cost>" and Brew (the objects Brew names are given up in place of the reserve payment).

An additional cost is paid with the reserve cost as the card is activated; a cost that
cannot be paid makes the activation illegal (Playing Cards - Card Activation 8). Brew is
an alternative cost (Keywords and Abilities - Brew 1-2). Each is read into one step the
engine pays; any other wording is None and stays not modelled.
"""

from __future__ import annotations

import re
from typing import Any

from .grand_archive_effects import number, strip_reminders

_N = r"(?P<n>a|an|one|two|three|four|five|six|\d+)"
_KIND = {"ally": "ally", "allies": "ally", "weapon": "weapon", "weapons": "weapon"}
_KIND.update(domain="domain", domains="domain", item="item", items="item", token="token")
_KIND.update(tokens="token", unit="unit", units="unit")
_OBJECTS = ["ally", "item", "weapon", "domain", "phantasia", "regalia", "token", "champion"]
_ELEMENT = (
    r"(?:(?P<el>fire|water|wind|arcane|astra|crux|exia|luxem|neos|norm|tera|umbra) element )?"
)
_ADDITIONAL = re.compile(r"^as an additional cost to activate this card, (?P<cost>.+?)\.?$", re.I)
_BREW = re.compile(r"^brew\s*[—-]\s*(?P<list>.+?)\.?$", re.I)


def _objects(phrase: str) -> dict[str, Any] | None:
    """ "ally", "domain you control", "Powercell(s)", "Shield", "Herbs" -> a filter of objects
    the payer controls (a capitalised word names a subtype, or a token of that name)."""
    words = re.sub(r"\s+you control$", "", phrase.strip()).split()
    if len(words) != 1:
        return None
    word = words[0]
    if word.lower() in _KIND:
        kind = _KIND[word.lower()]
        return {"controller": "you", "type": ["ally", "champion"] if kind == "unit" else [kind]}
    if word[:1].isupper() and word.isalpha():
        single = word[:-1] if word.endswith("s") and not word.endswith("ss") else word
        return {"controller": "you", "type": list(_OBJECTS), "subtypes": [single]}
    return None


def read_additional(text: str) -> dict[str, Any] | None:
    """The step paying an "As an additional cost to activate this card, ..." paragraph."""
    m = _ADDITIONAL.match(" ".join(strip_reminders(text).split()))
    if m is None:
        return None
    cost = m["cost"]
    step: dict[str, Any] = {"verb": "additional_cost"}
    if c := re.fullmatch(rf"sacrifice {_N} (?P<what>.+)", cost, re.I):
        want = _objects(c["what"])
        if want is None:
            return None
        return {**step, "pay": "sacrifice", "count": number(c["n"]) or 1, "filter": want}
    if c := re.fullmatch(rf"discard {_N} {_ELEMENT}cards?", cost, re.I):
        out = {**step, "pay": "discard", "count": number(c["n"]) or 1}
        return {**out, "element": c["el"].lower()} if c["el"] else out
    if c := re.fullmatch(rf"banish {_N} {_ELEMENT}cards? from your graveyard", cost, re.I):
        out = {**step, "pay": "banish_graveyard", "count": number(c["n"]) or 1}
        return {**out, "element": c["el"].lower()} if c["el"] else out
    if c := re.fullmatch(
        rf"banish {_N} cards? with floating memory from your graveyard", cost, re.I
    ):
        return {
            **step,
            "pay": "banish_graveyard",
            "count": number(c["n"]) or 1,
            "keyword": "floating memory",
        }
    if re.fullmatch(r"rest your champion", cost, re.I):
        return {**step, "pay": "rest_champion", "count": 1}
    return None


def read_brew(text: str) -> dict[str, Any] | None:
    """ "Brew — One Blightroot, Two Herbs" -> the objects to sacrifice instead of the reserve
    cost (each entry a count and a name or subtype; "with different names" is not read)."""
    m = _BREW.match(" ".join(strip_reminders(text).split()))
    if m is None:
        return None
    listed = []
    for entry in re.split(r",\s*", m["list"]):
        e = re.fullmatch(rf"{_N} (?P<what>[A-Z][A-Za-z]+)", entry.strip(), re.I)
        want = _objects(e["what"]) if e else None
        if e is None or want is None or not e["what"][:1].isupper():
            return None
        listed.append({"count": number(e["n"]) or 1, "filter": want})
    return {"verb": "brew", "listed": listed}
