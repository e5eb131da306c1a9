"""Grand Archive card types from what the export does give: the printed text and the name.

The export (slug, name, side, effect_raw) has no type, cost, element, class or stat
columns. Some types show in the text itself: a champion prints "Inherited Effect"
or its lineage, a weapon that must be loaded prints "(Gun — ...)", a siegeable
domain says so, a token is a name other cards summon, a Spirit champion draws
seven cards on entering. Everything else stays ``card`` (type not in the export),
with the reason, and a scenario states what the card is.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

UNKNOWN = "card"

# (type, pattern over the printed text, why) — the first that matches decides.
_SIGNALS: tuple[tuple[str, re.Pattern[str], str], ...] = (
    (
        "champion",
        re.compile(
            r"Inherited Effect|^This champion\b|Lineage Release|^[A-Z][\w' ]+ Lineage\s*(?:\(|$)"
            r"|^On Enter: Draw seven cards\.?$",
            re.M,
        ),
        "its text is a champion's (inherited effect, lineage, or a Spirit's seven-card draw)",
    ),
    (
        "weapon",
        re.compile(
            r"\((?:Gun|Bow|Aetherwing)\s*—|\bmust be loaded\b|\b(?:use|using) this weapon\b"
        ),
        "its text says it must be loaded to use, or that units use this weapon for attacks",
    ),
    (
        "domain",
        re.compile(r"^\(?Siegeable\b|\bThis domain can be attacked\b", re.M),
        "its text gives it the domain subtype Siegeable",
    ),
    (
        "ally",
        re.compile(
            r"^(?:\[[^\]]+\]\s*)*(?:[A-Z][a-z]+ — )?(?:On Death|On Foster"
            r"|Intercept|Taunt|Stealth|Vigor|Foster|Retort|Steadfast|Ambush)\b|\b[Tt]his ally\b",
            re.M,
        ),
        "its text has abilities only allies have (On Death, Intercept, Taunt ...)",
    ),
)

SUMMONED = re.compile(
    r"[Ss]ummons? (?:a |an |two |three |four |X |that many |[\w ]*?)?([A-Z][\w' ]+?) tokens?"
)


GAINED_MASTERY = re.compile(r"gains? the ([A-Z][\w' ]+?) mastery")


# "summon a Blightroot, Manaroot, ... or Springleaf token": every name in the list is a token
SUMMONED_LIST = re.compile(
    r"[Ss]ummons? (?:an? )?((?:[A-Z][\w' ]+?, )+(?:or )?[A-Z][\w' ]+?) tokens?"
)


def named_by_others(texts: Iterable[str]) -> dict[str, str]:
    """Names the pool's own text summons as tokens or grants as masteries."""
    names: dict[str, str] = {}
    for text in texts:
        for m in SUMMONED.findall(text or ""):
            names[m.strip()] = "token"
        for listed in SUMMONED_LIST.findall(text or ""):
            for m in re.split(r", (?:or )?", listed):
                names[m.strip()] = "token"
        for m in GAINED_MASTERY.findall(text or ""):
            names[m.strip()] = "mastery"
    return names


def derive_type(
    name: str, text: str, named: dict[str, str], champions: frozenset[str] = frozenset()
) -> tuple[str, str]:
    """The card type the text or name shows, with why; ``card`` when it shows none."""
    if name in named:
        kind = named[name]
        return (
            kind,
            f"other cards {'summon it as a token' if kind == 'token' else 'grant it as a mastery'}",
        )
    for kind, pattern, why in _SIGNALS:
        if pattern.search(text or ""):
            return kind, why
    if name in champions:
        return "champion", "it shares its name with champions of the same lineage"
    if _UNIT.search(text or ""):
        return (
            "ally",
            "its text calls it a unit (allies and champions are units) and shows no champion text",
        )
    return UNKNOWN, "the export has no type column and the text does not show the type"


# a keyword of the card itself whose reminder calls it "this unit" ("Ranged 2 (As long as
# this unit is distant ...)"), not a keyword it grants to another card
_UNIT = re.compile(
    r"^(?:\[[^\]]+\]\s*)*[A-Z][a-z]+(?: [A-Za-z]+)?(?: \d+)? \([^)]*\bthis unit\b", re.M
)


_BONUS = re.compile(r"\[([A-Z][\w']+(?: [A-Z][\w']+)?) Bonus\]")


def champion_names(cards: Iterable[tuple[str, str]]) -> set[str]:
    """Names (without title) of champions: cards whose own text shows they are champions, and
    the names a "[<Name> Bonus]" tag anywhere in the pool asks the champion to have."""
    kind = _SIGNALS[0][1]
    names: set[str] = set()
    for name, text in cards:
        if kind.search(text or ""):
            names.add(name)
        names.update(n for n in _BONUS.findall(text or "") if n not in ("Class", "Element"))
    return names
