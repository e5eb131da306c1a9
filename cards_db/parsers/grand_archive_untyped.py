"""Grand Archive cards the export leaves untyped: which paragraphs are a resolving effect.

The export has no type column. A paragraph with no trigger head ("On Enter:",
"Whenever ...") and no cost ("REST: ...") is either static or the effect of a card
that resolves. An ability is static only if it has no point at which it ends
(Abilities - Static Abilities 2), and a permanent's text is static, triggered or
activated (Game Mechanics - Abilities), so an imperative ("Rest target ally ...",
"Remove two wither counters ...") or a text that lasts "until end of turn" can only
be what an action or attack card does as it resolves. On a card whose other
paragraphs show nothing an object has, such a paragraph is read that way, and says so;
a scenario states the card's type (``flags: {type: action}``).
"""

from __future__ import annotations

import re

from engine.core.cards import AbilityDefinition
from engine.games.grand_archive.characteristics import objects_by_abilities

from .grand_archive_effects import strip_reminders

_VERB = (
    r"rest|wake up|remove|sacrifice|double|put|return|deal|draw|destroy|banish|discard|summon"
    r"|materialize|negate|prevent|recover|glimpse|look|reveal|search|shuffle|choose|create"
    r"|copy|exchange|move|gain|lose|target|up to|each (?:player|opponent)|your champion gains"
)
_IMPERATIVE = re.compile(rf"^(?:{_VERB})\b", re.I)
_LEAD = re.compile(
    r"^(?:until (?:end of turn|the beginning of [\w' ]+|the end of [\w' ]+)"
    r"|the next time [^,]+|for (?:each|every) [^,]+|if (?!.*\bwould\b)[^,]+|then),\s*",
    re.I,
)
_ENDS = re.compile(
    r"\buntil (?:end of turn|the beginning of|the end of)\b|\bthis turn\b.*\b(?:prevent|gets?)\b",
    re.I,
)
# wording of a lasting static or of a cost rule: never read as a resolving effect
_STATIC = re.compile(
    r"\b(?:as long as|while|costs? \d+ (?:less|more)|activate this card only|additional cost"
    r"|rather than pay|can't be (?:targeted|retaliated)|in your starting)\b|^(?:this card|divine relic)",
    re.I,
)
# a trigger or keyword head of an object ("On Charge 3: ..."), not a mode list ("Choose one:")
_HEAD = re.compile(r"^(?!Choose)[A-Z][\w' ]{2,30}(?: \d+)?:")
READ_AS = "resolving"
WHY = (
    "the export gives no card type, and this text has no trigger, no cost and no lasting "
    "static wording, so it is the effect of a card that resolves (an action or attack)"
)


def reads_as_resolving(text: str) -> bool:
    """Whether a paragraph's words are an effect that happens once rather than a static."""
    plain = " ".join(strip_reminders(text).replace("’", "'").split())
    plain = re.sub(r"^(?:\[[^\]]+\]\s*)+", "", plain)
    if not plain or _STATIC.search(plain) or _HEAD.match(plain):
        return False
    body = plain
    while m := _LEAD.match(body):
        body = body[m.end() :]
    return bool(_IMPERATIVE.match(body) or _ENDS.search(plain))


def reread(abilities: list[AbilityDefinition]) -> list[AbilityDefinition]:
    """On an untyped card that shows nothing an object has, constant paragraphs that read as
    a resolving effect become that effect (kept as parsed otherwise)."""
    if objects_by_abilities(abilities):
        return abilities
    out = []
    for ability in abilities:
        if ability.timing == "constant" and not ability.effect and reads_as_resolving(ability.text):
            data = ability.to_dict()
            data.update(kind="effect", timing="on_resolve")
            data["read_as"] = READ_AS
            ability = AbilityDefinition.from_dict(data)
        out.append(ability)
    return out
