"""Redemption special abilities: timing from the card type (enhancements on play, characters
on entering battle, Dominants at any time), the verb vocabulary, and the riders
"cannot be negated / interrupted / prevented" that change how interrupts treat them."""

from __future__ import annotations

import re

from engine.core.cards import AbilityDefinition

from ..records import ImportedCard
from .common import compile_with_may, make_ability

VERBS = (
    "negate", "interrupt", "discard", "capture", "convert", "draw", "search", "underdeck",
    "topdeck", "banish", "protect", "band", "shuffle", "prevent", "place", "return", "take",
    "look", "reveal", "rescue", "release", "remove", "exchange", "withdraw", "decrease",
    "increase", "heal", "ignore", "set aside",
)  # fmt: skip
_VERB = re.compile(r"\b(" + "|".join(VERBS) + r")(?:s|ed|ing)?\b", re.I)
_RIDER = re.compile(r"can(?:not|\s*\[not\]|'t)\s+be\s+([^.;]{1,80})", re.I)
_TIMING_BY_TYPE = {
    "ge": ("enhancement", "on_play"),
    "ee": ("enhancement", "on_play"),
    "hero": ("character", "enters_battle"),
    "evil_character": ("character", "enters_battle"),
    "dominant": ("dominant", "any_time"),
    "lost_soul": ("static", "in_play"),
    "artifact": ("static", "in_play"),
    "fortress": ("static", "in_play"),
    "site": ("static", "in_play"),
    "city": ("static", "in_play"),
    "curse": ("static", "in_play"),
    "covenant": ("static", "in_play"),
}
_STATIC_START = re.compile(r"^(while|protect|cannot|may not|if |all |each |your |opponent)", re.I)


def riders(text: str) -> list[str]:
    """The "cannot be …" riders, as ``cannot_be_negated`` and friends."""
    out: list[str] = []
    for m in _RIDER.finditer(text):
        for word in re.findall(r"negated|interrupted|prevented", m.group(1), re.I):
            tag = f"cannot_be_{word.lower()}"
            if tag not in out:
                out.append(tag)
    return out


def parse(card: ImportedCard) -> list[AbilityDefinition]:
    text = " ".join((card.printed_text or "").split())
    if not text:
        return []
    base_type = card.type.split("/")[0].strip().replace(" ", "_").replace("_token", "")
    kind, timing = _TIMING_BY_TYPE.get(base_type, ("unknown", ""))
    if kind == "character" and _STATIC_START.match(text):
        kind, timing = "static", "in_play"
    verbs = sorted({m.group(1).lower() for m in _VERB.finditer(text)})
    effect, optional = compile_with_may(text) if kind == "enhancement" else (None, False)
    return [
        make_ability(
            0, kind, timing, text, effect, optional=optional, verbs=verbs, riders=riders(text)
        )
    ]
