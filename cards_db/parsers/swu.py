"""Star Wars: Unlimited printed text: keywords, When Played / When Defeated / On Attack,
Action and Epic Action, "When X:" triggers, and constant abilities (CR 7.1-7.6)."""

from __future__ import annotations

import re

from engine.core.cards import AbilityDefinition

from ..records import ImportedCard
from .common import compile_with_may, make_ability, slug, strip_reminders

KEYWORDS = (
    "ambush", "grit", "overwhelm", "raid", "restore", "saboteur", "sentinel", "shielded",
    "bounty", "smuggle", "coordinate", "exploit", "piloting", "hidden", "plot",
)  # fmt: skip
_KEYWORD = re.compile(r"^(" + "|".join(KEYWORDS) + r")\b\s*(\d+)?", re.I)
_LABELLED = re.compile(r"^(?P<label>[^:“\"]{2,120}?)\s*:\s*(?P<body>.+)$", re.S)
_NAMED_TRIGGERS = {
    "when played": ("triggered", "when_played"),
    "when defeated": ("triggered", "when_defeated"),
    "on attack": ("triggered", "on_attack"),
    "when played/on attack": ("triggered", "when_played_or_on_attack"),
    "when played/when defeated": ("triggered", "when_played_or_when_defeated"),
    "when defeated/on attack": ("triggered", "when_defeated_or_on_attack"),
    "epic action": ("activated", "epic_action"),
}
_WHEN_EVENTS = (
    (re.compile(r"^when an? opponent plays", re.I), "opponent_plays_card"),
    (re.compile(r"^when you play", re.I), "you_play_card"),
    (re.compile(r"^when an? (enemy|friendly|another)?\s*unit is defeated", re.I), "unit_defeated"),
    (re.compile(r"^when (this unit )?(completes an attack|attacks)", re.I), "attack_event"),
    (re.compile(r"^when .*deploy", re.I), "deploy_event"),
)


def _paragraphs(text: str) -> list[str]:
    return [p.strip() for p in re.split(r"\n+", text or "") if p.strip()]


def parse_text(text: str, is_event: bool, prefix: str = "a") -> list[AbilityDefinition]:
    out: list[AbilityDefinition] = []
    for para in _paragraphs(text):
        out.append(_classify(len(out), para, is_event, prefix))
    return out


def _classify(i: int, para: str, is_event: bool, prefix: str) -> AbilityDefinition:
    plain = strip_reminders(para)
    kw = _KEYWORD.match(plain)
    if kw and (len(plain.split()) <= 3 or plain[kw.end() :].lstrip().startswith(("[", "—", "-"))):
        name = kw.group(1).lower()
        return make_ability(i, "keyword", f"keyword:{name}", para, prefix=prefix, keyword=name)
    m = _LABELLED.match(plain)
    if m:
        label = m.group("label").strip()
        body = m.group("body").strip()
        low = label.lower()
        if low in _NAMED_TRIGGERS:
            kind, timing = _NAMED_TRIGGERS[low]
            effect, optional = compile_with_may(body)
            return make_ability(i, kind, timing, para, effect, prefix=prefix, optional=optional)
        if low.startswith("action"):
            effect, optional = compile_with_may(body)
            cost = label[len("action") :].strip(" []{}")
            return make_ability(
                i, "activated", "action", para, effect, prefix=prefix, optional=optional,
                action_cost=cost,
            )  # fmt: skip
        if low.startswith("when") or low.startswith("after"):
            timing = next((t for rx, t in _WHEN_EVENTS if rx.match(label)), "when_event")
            effect, optional = compile_with_may(body)
            trigger = {"printed": label} if timing == "when_event" else None
            return make_ability(
                i, "triggered", timing, para, effect, prefix=prefix, optional=optional,
                trigger=trigger, event=slug(label),
            )  # fmt: skip
    if is_event:
        effect, optional = compile_with_may(plain)
        return make_ability(
            i, "event", "event_resolves", para, effect, prefix=prefix, optional=optional
        )
    if plain.lower().startswith(("when", "whenever")):
        return make_ability(i, "triggered", "", para, prefix=prefix)
    return make_ability(i, "static", "constant", para, prefix=prefix)


def parse(card: ImportedCard) -> list[AbilityDefinition]:
    is_event = card.type == "event"
    out = parse_text(card.fields.get("front_text", ""), is_event)
    epic = card.fields.get("epic_action")
    if epic:
        out.extend(parse_text(epic, False, prefix="epic"))
    back = card.fields.get("back_text")
    if back:
        out.extend(parse_text(back, False, prefix="back"))
    return out
