"""Grand Archive group text: "<objects> you control get +N POWER / have <keyword>".

With a duration ("... until end of turn") the text ends, so it is no static ability
(Abilities - Static Abilities 2): on a card without a trigger or cost it is the effect
a resolving action card makes. Without one it is a static ability of an object that
applies while that object is on the field. Either way the objects are read into the
filter conditions use (kind, subtypes, element, "other"); a phrase outside the known
shapes is None and the text stays not modelled.
"""

from __future__ import annotations

import re
from typing import Any

from .grand_archive_conditions import read_condition
from .grand_archive_effects import compile_static, strip_reminders

_KINDS = {
    "allies": ["ally"],
    "units": ["ally", "champion"],
    "champions": ["champion"],
    "weapons": ["weapon"],
    "items": ["item"],
    "domains": ["domain"],
    "objects": ["ally", "item", "weapon", "domain", "phantasia", "regalia", "token", "champion"],
}
_ELEMENTS = ("fire", "water", "wind", "arcane", "astra", "crux", "exia", "luxem", "neos")
_ELEMENTS += ("norm", "tera", "umbra")
# keywords the engine applies (the same set the until-end-of-turn and "has" verbs take)
HELD_KEYWORDS = (
    "taunt", "stealth", "true sight", "intercept", "unblockable", "steadfast", "vigor", "spellshroud",
)  # fmt: skip
_STAT = r"(?P<sign>[+-])\s?(?P<n>\d+)\s?(?P<stat>POWER|LIFE)"
_GROUP = re.compile(
    r"^(?:as long as (?P<cond>[^,]+), )?(?:until end of turn, )?(?P<who>[\w' ]+?) you control "
    r"(?P<what>(?:get|gain|have) .+?)(?P<eot> until end of turn)?\.?$",
    re.I,
)


def group_filter(phrase: str) -> dict[str, Any] | None:
    """ "other Automaton allies", "Animal and Beast allies", "wind element allies", "Animals"
    -> a filter; None for qualifiers the engine does not track (unique, ephemeral ...)."""
    words = phrase.split()
    out: dict[str, Any] = {"controller": "you"}
    if words and words[0].lower() == "other":
        out["other"] = True
        words = words[1:]
    if not words:
        return None
    if len(words) >= 3 and words[-2].lower() == "and" and words[-3].lower() in _KINDS:
        both = _KINDS[words[-3].lower()] + _KINDS.get(words[-1].lower(), [])  # "allies and weapons"
        if words[-1].lower() not in _KINDS or len(words) > 3:
            return None
        return {**out, "type": both}
    last = words[-1]
    if last.lower() in _KINDS:
        out["type"] = list(_KINDS[last.lower()])
        words = words[:-1]
    elif last[:1].isupper() and last.endswith("s") and len(words) == 1:  # "Animals", "Herbs"
        out["type"] = list(_KINDS["objects"])
        words = [last[:-1]]
    else:
        return None
    if len(words) >= 2 and words[1].lower() == "element" and words[0].lower() in _ELEMENTS:
        out["element"] = words[0].lower()
        words = words[2:]
    subtypes = [w for w in words if w.lower() not in ("and", "or", "and/or")]
    if any(not w[:1].isupper() for w in subtypes):
        return None  # a lower-case qualifier (unique, ephemeral, token ...): not tracked
    if subtypes:
        out["subtypes"] = subtypes
    return out


def _grants(what: str) -> dict[str, Any] | None:
    """ "get +1 POWER and +1 LIFE", "have taunt", "get +2 POWER and gain vigor"."""
    grant: dict[str, Any] = {"power": 0, "life": 0, "keywords": []}
    for part in re.split(r",? and |, ", what.strip()):
        part = re.sub(r"^(get|gain|have)\s+", "", part.strip(), flags=re.I)
        if m := re.fullmatch(_STAT, part, re.I):
            n = int(m["n"]) * (-1 if m["sign"] == "-" else 1)
            grant[m["stat"].lower()] += n
        elif part.lower() in HELD_KEYWORDS:
            grant["keywords"].append(part.lower())
        else:
            return None
    if not (grant["power"] or grant["life"] or grant["keywords"]):
        return None
    return grant


def read_group(text: str, name: str) -> tuple[str, list[dict[str, Any]]] | None:
    """("resolving" | "static", steps) for a group text of one of the known shapes."""
    plain = " ".join(strip_reminders(text).replace("’", "'").split())
    m = _GROUP.match(plain)
    if m is None:
        return None
    want = group_filter(m["who"])
    grant = _grants(m["what"])
    if want is None or grant is None:
        return None
    lasting = bool(m["eot"]) or plain.lower().startswith("until end of turn")
    step: dict[str, Any] = {"filter": want, **grant}
    if m["cond"]:
        if lasting or (cond := read_condition(m["cond"], name)) is None:
            return None
        step["condition"] = cond
    if lasting:
        return "resolving", [{"verb": "group_until_end_of_turn", **step}]
    return "static", [{"verb": "group_static", **step}]


_INHERITED = re.compile(
    r"^Inherited Effect\s*[:—-]\s*(?P<rest>This object gets [+-]\d+ ?(?:POWER|LIFE)\.?)$"
)


def inherited_stats(text: str, name: str) -> list[dict[str, Any]] | None:
    """ "Inherited Effect: This object gets -2 LIFE": the champion whose lineage holds the card
    has the bonus, the card itself too while it is the champion (its lineage's top)."""
    m = _INHERITED.match(" ".join(strip_reminders(text).split()))
    return compile_static(m["rest"], name) if m else None
