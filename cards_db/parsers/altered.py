"""Altered printed text: the play-trigger icons ({J} {H} {R}), "When … —" reactions,
"At Noon/Dusk/Night —" daily triggers, {T} exhaust abilities, {D} support abilities,
keywords such as [[Fleeting]], and spell effects (Complete Rules 6.1-6.3)."""

from __future__ import annotations

import re
from typing import Any

from engine.core.cards import AbilityDefinition

from ..records import ImportedCard
from .common import compile_with_may, make_ability, slug, strip_reminders

_ICON_TRIGGERS = {
    "{J}": "when_played",
    "{H}": "when_played_from_hand",
    "{R}": "when_played_from_reserve",
}
_DAILY = re.compile(r"^at (noon|dusk|night)\s*[—-]\s*(.+)$", re.I | re.S)
_REACTION = re.compile(r"^((?:when|after|each time)\b[^—]{1,200}?)\s*[—-]\s*(.+)$", re.I | re.S)
_EXHAUST = re.compile(r"^(\{T\}[^:]*?)\s*:\s*(.+)$", re.S)
_SUPPORT = re.compile(r"^(\{D\}[^:]*?)\s*:\s*(.+)$", re.S)
_KEYWORD = re.compile(r"^\[\[?([A-Za-z ]+?)(?:\s+(\d+))?\]\]?\.?$")


def clean(text: str) -> str:
    """Drop the rare-version markers (#…#) and odd spaces of the export."""
    return text.replace("#", "").replace("\xa0", " ")


def _split(text: str) -> list[str]:
    return [p.strip() for p in re.split(r"\s{2,}|\n+", clean(text)) if p.strip()]


def _steps(body: str) -> tuple[list[dict[str, Any]] | None, bool]:
    body = strip_reminders(body)
    m = re.match(r"^\[(resupply|sabotage)\]\.?$", body, re.I)
    if m:
        return [{"verb": m.group(1).lower()}], False
    m = re.match(r"^I gain (\d+) boosts?\.?$", body, re.I)
    if m:
        return [{"verb": "gain_boost", "amount": int(m.group(1)), "target": "self"}], False
    return compile_with_may(body)


def _classify(i: int, para: str, is_spell: bool, prefix: str) -> AbilityDefinition:
    plain = strip_reminders(para)
    for icon, timing in _ICON_TRIGGERS.items():
        if plain.startswith(icon):
            effect, optional = _steps(plain[len(icon) :])
            return make_ability(
                i, "reaction", timing, para, effect, prefix=prefix, optional=optional
            )
    m = _DAILY.match(plain)
    if m:
        effect, optional = _steps(m.group(2))
        return make_ability(
            i,
            "reaction",
            f"at_{m.group(1).lower()}",
            para,
            effect,
            prefix=prefix,
            optional=optional,
        )
    m = _REACTION.match(plain)
    if m:
        effect, optional = _steps(m.group(2))
        return make_ability(
            i, "reaction", "when_event", para, effect, prefix=prefix, optional=optional,
            trigger={"printed": m.group(1)}, event=slug(m.group(1)),
        )  # fmt: skip
    for rx, kind, timing in ((_EXHAUST, "activated", "exhaust"), (_SUPPORT, "support", "support")):
        m = rx.match(plain)
        if m:
            effect, optional = _steps(m.group(2))
            return make_ability(i, kind, timing, para, effect, prefix=prefix, optional=optional)
    m = _KEYWORD.match(plain)
    if m:
        name = m.group(1).strip().lower()
        return make_ability(i, "keyword", f"keyword:{name}", para, prefix=prefix, keyword=name)
    if is_spell:
        effect, optional = _steps(plain)
        return make_ability(
            i, "effect", "spell_resolves", para, effect, prefix=prefix, optional=optional
        )
    if plain.lower().startswith(("when", "at ")):
        return make_ability(i, "reaction", "", para, prefix=prefix)
    return make_ability(i, "static", "constant", para, prefix=prefix)


def parse(card: ImportedCard) -> list[AbilityDefinition]:
    is_spell = card.type == "spell"
    out: list[AbilityDefinition] = []
    for para in _split(card.fields.get("main_effect", "")):
        out.append(_classify(len(out), para, is_spell, "a"))
    for para in _split(card.fields.get("echo_effect", "")):
        out.append(_classify(len(out), para, False, "echo"))
    return out
