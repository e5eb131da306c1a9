"""Grand Archive "Whenever <event>" heads read into a timing and the subject it watches.

"Whenever you activate <a Spell of some element>", "Whenever <an ally of some
subtypes> enters the field", "Whenever <an ally you control> dies",
"Whenever <this card> is dealt damage", "Whenever you materialize a card": the event
decides the timing (see the game's spec), the rest is a subject filter the ruleset
checks against the object the event concerns. A head outside these shapes is None
and stays a timing the engine does not reach yet.
"""

from __future__ import annotations

import re
from typing import Any

from .grand_archive_effects import _ELEMENTS, _target

_KINDS = ("action", "attack", "ally", "item", "weapon", "domain", "phantasia", "regalia")
_CARD = re.compile(
    rf"^(?:an? )?(?:(?P<element>{'|'.join(_ELEMENTS)}) element )?"
    r"(?P<sub>(?-i:[A-Z][\w']+(?:(?: or an? | or | and/or )[A-Z][\w']+)*) )?"
    rf"(?:(?P<kind>{'|'.join(_KINDS)}) )?card$",
    re.I,
)
_HEADS: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(p, re.I), timing)
    for p, timing in (
        (r"^whenever you activate (?P<card>.+ card)$", "you_activate_card"),
        (r"^whenever you materialize a card$", "you_materialize"),
        (r"^whenever (?P<subject>.+?) enters the field(?P<under> under your control)?$", "object_enters"),
        (r"^whenever (?P<subject>.+?) dies$", "object_dies"),
        (r"^whenever (?P<subject>.+?) becomes distant$", "becomes_distant"),
        (r"^whenever (?P<subject>.+?) becomes fostered$", "becomes_fostered"),
        (r"^whenever (?P<subject>.+?) is dealt (?P<nc>non-combat )?damage$", "dealt_damage"),
        (r"^whenever (?P<subject>.+?) (?:attacks|declares an attack)$", "unit_attacks"),
    )
)  # fmt: skip


def read_trigger(head: str, name: str) -> tuple[str, dict[str, Any]] | None:
    """The timing and subject filter of a "Whenever ..." head, or None when not understood."""
    head = " ".join(head.replace("’", "'").split())
    for pattern, timing in _HEADS:
        m = pattern.match(head)
        if not m:
            continue
        if timing == "you_activate_card":
            return (timing, c) if (c := _card(m["card"])) is not None else None
        if timing == "you_materialize":
            return timing, {}
        subject = _subject(m["subject"], name)
        if subject is None:
            return None
        if m.groupdict().get("under"):
            if subject.get("controller", "any") == "opponent":
                return None
            subject["controller"] = "you"
        if m.groupdict().get("nc"):
            subject["noncombat"] = True
        return timing, subject
    return None


def _card(phrase: str) -> dict[str, Any] | None:
    m = _CARD.match(phrase.strip())
    if not m:
        return None
    out: dict[str, Any] = {}
    if m["element"]:
        out["element"] = m["element"].lower()
    if m["sub"]:
        out["subtypes"] = re.split(r" or an? | or | and/or ", m["sub"].strip())
    if m["kind"]:
        out["type"] = [m["kind"].lower()]
    return out


def _subject(phrase: str, name: str) -> dict[str, Any] | None:
    """ "<this card>", "your champion", or "[another] a[n] <filter> [you control]"."""
    low = phrase.lower()
    if name and low in (name.lower(), "this ally", "this unit", "this card", "this object"):
        return {"self": True}
    if low == "your champion":
        return {"champion": "you"}
    if low in ("a unit", "an ally"):  # any unit or ally, either player's
        return {"type": ["ally", "champion"] if low == "a unit" else ["ally"], "controller": "any"}
    t = _target(phrase, name)
    if not isinstance(t, dict) or "state" in t["unit"]:
        return None
    unit = dict(t["unit"])
    unit.pop("chosen", None)
    return unit
