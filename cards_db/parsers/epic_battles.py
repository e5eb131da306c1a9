"""Epic Battles card text: abilities separated by ``(*)``; HIT - and BLOCKED - triggers,
"When …" triggers, Launcher / Knock Down keywords, "X ONLY." restrictions, and constant
damage modifiers."""

from __future__ import annotations

import re

from engine.core.cards import AbilityDefinition

from ..records import ImportedCard
from .common import compile_with_may, make_ability, slug

_LABELS = [
    (re.compile(r"^HIT\s*-+\s*(.*)$", re.S), "triggered", "on_hit"),
    (re.compile(r"^BLOCKED\s*-+\s*(.*)$", re.S), "triggered", "on_blocked"),
    (re.compile(r"^(Launcher)\s*-+\s*(.*)$", re.S | re.I), "keyword", "keyword:launcher"),
    (re.compile(r"^(Knock Down)\s*-+\s*(.*)$", re.S | re.I), "keyword", "keyword:knock_down"),
]
_ONLY = re.compile(r"^([A-Z][A-Za-z .'&-]+) ONLY\.?\s*(.*)$", re.S)


def _classify(i: int, text: str, card_type: str) -> AbilityDefinition:
    for rx, kind, timing in _LABELS:
        m = rx.match(text)
        if m:
            body = m.group(m.lastindex or 1)
            effect, optional = compile_with_may(body) if kind == "triggered" else (None, False)
            return make_ability(i, kind, timing, text, effect, optional=optional)
    m = _ONLY.match(text)
    if m:
        return make_ability(
            i, "restriction", "play_restriction", text, only=m.group(1).strip().title()
        )
    low = text.lower()
    if low.startswith(("when", "whenever", "each time")):
        head = text.split(",", 1)[0]
        return make_ability(
            i, "triggered", "when_event", text, trigger={"printed": head}, event=slug(head)
        )
    if low.startswith(("at the start", "at the beginning", "at the end")):
        return make_ability(i, "triggered", "phase_step", text)
    if low.startswith("if this blocks"):
        return make_ability(i, "triggered", "on_block", text)
    if low.startswith(("while", "your ", "this ", "all ", "each ")) or "damage" in low[:40]:
        return make_ability(i, "static", "constant", text)
    if card_type in {"event", "attack", "block"}:
        effect, optional = compile_with_may(text)
        return make_ability(i, "effect", "on_play", text, effect, optional=optional)
    return make_ability(i, "unknown", "", text)


def parse(card: ImportedCard) -> list[AbilityDefinition]:
    parts = [p.strip() for p in (card.printed_text or "").split("(*)") if p.strip()]
    return [_classify(i, p, card.type) for i, p in enumerate(parts)]
