"""Star Wars: Unlimited printed text: keywords (with values and dash texts), When Played /
When Defeated / On Attack / When Deployed, Action and Epic Action with their costs,
"When X:" triggers, modal "Choose one/two:" events and constant abilities (CR 7.1-7.6).

Effects are compiled by :mod:`cards_db.parsers.swu_compile` through the ruleset's verbs.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from engine.core.cards import AbilityDefinition

from ..records import ImportedCard
from .common import make_ability, slug, strip_reminders
from .swu_compile import KEYWORD_WORDS, compile_constant, compile_effect, join_traits, trait_word

KEYWORDS = KEYWORD_WORDS
_KEYWORD = re.compile(r"^(" + "|".join(KEYWORDS) + r")\b\s*(\d+)?", re.I)
_DASH = re.compile(r"^\s*[—–-]\s*(.+)$", re.S)
_LABELLED = re.compile(r"^(?P<label>[^:“\"]{2,120}?)\s*:\s*(?P<body>.+)$", re.S)
_NAMED_TRIGGERS = {
    "when played": ("triggered", "when_played"),
    "when defeated": ("triggered", "when_defeated"),
    "on attack": ("triggered", "on_attack"),
    "on defense": ("triggered", "on_defense"),
    "when deployed": ("triggered", "when_deployed"),
    "when attack ends": ("triggered", "when_attack_ends"),
    "when played/on attack": ("triggered", "when_played_or_on_attack"),
    "when played/when defeated": ("triggered", "when_played_or_when_defeated"),
    "when defeated/on attack": ("triggered", "when_defeated_or_on_attack"),
    "on attack/when defeated": ("triggered", "when_defeated_or_on_attack"),
    "when played/on attack/when defeated": ("triggered", "when_played_on_attack_or_defeated"),
    "when deployed/on attack": ("triggered", "when_deployed_or_on_attack"),
    "epic action": ("activated", "epic_action"),
}
_WHEN_EVENTS = (
    (
        re.compile(r"^when an? opponent plays an? (\w+ )?(card|unit|event|upgrade)$", re.I),
        "opponent_plays_card",
    ),
    (
        re.compile(r"^when you play (?:an?|another) (\w+ )?(card|unit|event|upgrade)$", re.I),
        "you_play_card",
    ),
    (re.compile(r"^when you play an upgrade on this unit$", re.I), "upgrade_on_this"),
    (re.compile(r"^when an?(other)? (enemy |friendly )?unit is defeated$", re.I), "unit_defeated"),
    (re.compile(r"^when this unit completes an attack$", re.I), "completes_attack"),
    (re.compile(r"^when played as an upgrade$", re.I), "played_as_upgrade"),
    (re.compile(r"^when played as a unit$", re.I), "played_as_unit"),
    (re.compile(r"^when played using smuggle$", re.I), "played_using_smuggle"),
    (re.compile(r"^when this unit attacks and defeats a unit$", re.I), "attacks_and_defeats"),
    (
        re.compile(r"^when this unit deals combat damage to (?:a|an opponent's) base$", re.I),
        "combat_damage_to_base",
    ),
    (re.compile(r"^when this unit is attacked$", re.I), "on_defense"),
    (re.compile(r"^when the regroup phase starts$", re.I), "regroup_start"),
    (re.compile(r"^when (this unit )?(completes an attack|attacks)", re.I), "attack_event"),
    (re.compile(r"^when you deploy a leader$", re.I), "deploy_event"),
)
_MODAL = re.compile(r"^choose (one|two)(, in any order)?:?\s*$", re.I)
# "Attached unit gains: 'On Attack: ...'" — an ability the upgrade gives its unit (3.6.8)
_GRANTED = re.compile(
    r"^(?:Attached unit gains|If attached unit is an? (?P<host>[A-Za-z_ ]+?)(?: unit)?, it gains)"
    r",?:? [\"“](?P<label>On Attack|When Defeated|Bounty)\s*(?::|[-—–])\s*(?P<body>.+?)[\"”]\.?$",
    re.I,
)
_HOST_TIMINGS = {
    "on attack": "attached_on_attack",
    "when defeated": "attached_when_defeated",
    "bounty": "attached_bounty",
}


def _paragraphs(text: str) -> list[str]:
    paras = [p.strip() for p in re.split(r"\n+", text or "") if p.strip()]
    out: list[str] = []
    i = 0
    while i < len(paras):
        p = paras[i]
        if _MODAL.match(p) or re.search(r"choose (one|two)(, in any order)?:\s*$", p, re.I):
            out.append("\n".join(paras[i:]))  # the options are the following lines
            break
        out.append(p)
        i += 1
    return out


def parse_text(text: str, is_event: bool, prefix: str = "a") -> list[AbilityDefinition]:
    out: list[AbilityDefinition] = []
    for para in _paragraphs(text):
        out.append(_classify(len(out), para, is_event, prefix))
    return out


def _keyword(i: int, para: str, plain: str, prefix: str) -> AbilityDefinition | None:
    kw = _KEYWORD.match(plain)
    if not kw:
        return None
    rest = plain[kw.end() :].strip()
    name = kw.group(1).lower()
    value = int(kw.group(2)) if kw.group(2) else 0
    dash = _DASH.match(rest)
    if dash and name == "coordinate":
        inner = _LABELLED.match(dash.group(1).strip())
        if inner and inner.group("label").strip().lower() in _NAMED_TRIGGERS:
            # "Coordinate — When Played: ...": the ability works while you control 3+ units
            kind, timing = _NAMED_TRIGGERS[inner.group("label").strip().lower()]
            effect, optional = compile_effect(inner.group("body"))
            return make_ability(
                i, kind, timing, para, effect, prefix=prefix, optional=optional, coordinate=True
            )
        granted = _KEYWORD.match(dash.group(1).strip())
        effect = None
        static = compile_constant(dash.group(1))
        if static and not static[0].get("condition"):
            effect = [{**static[0], "condition": {"control_traits": [], "control_at_least": 3}}]
        if effect is None and granted and not dash.group(1).strip()[granted.end() :].strip():
            effect = [
                {
                    "verb": "static",
                    "affects": {"who": "self"},
                    "condition": {"control_traits": [], "control_at_least": 3},
                    "keywords": {granted.group(1).lower(): int(granted.group(2) or 0)},
                }
            ]
        return make_ability(
            i, "keyword", f"keyword:{name}", para, effect, prefix=prefix, keyword=name
        )
    if dash and name == "bounty":
        effect, optional = compile_effect(dash.group(1))
        return make_ability(
            i, "keyword", f"keyword:{name}", para, effect, prefix=prefix, keyword=name,
            value=value, optional=optional or name == "bounty",
        )  # fmt: skip
    if len(plain.split()) <= 3 or rest.startswith(("[", "—", "-")) or not rest:
        return make_ability(
            i, "keyword", f"keyword:{name}", para, prefix=prefix, keyword=name, value=value
        )
    return None


def _classify(i: int, para: str, is_event: bool, prefix: str) -> AbilityDefinition:
    plain = strip_reminders(para)
    found = _keyword(i, para, plain, prefix)
    if found is not None:
        return found
    m = _LABELLED.match(plain)
    if m and not _MODAL.match(plain.split("\n")[0]):
        label = m.group("label").strip()
        body = m.group("body").strip()
        low = label.lower()
        if low in _NAMED_TRIGGERS:
            kind, timing = _NAMED_TRIGGERS[low]
            effect, optional = compile_effect(body)
            return make_ability(i, kind, timing, para, effect, prefix=prefix, optional=optional)
        if low.startswith("action"):
            effect, optional = compile_effect(body)
            cost = label[len("action") :].strip(" []{}")
            return make_ability(
                i, "activated", "action", para, effect, prefix=prefix, optional=optional,
                action_cost=cost,
            )  # fmt: skip
        if low.startswith("when") or low.startswith("after"):
            timing = next((t for rx, t in _WHEN_EVENTS if rx.match(label)), "when_event")
            effect, optional = compile_effect(body)
            trigger = {"printed": label} if timing == "when_event" else None
            return make_ability(
                i, "triggered", timing, para, effect, prefix=prefix, optional=optional,
                trigger=trigger, event=slug(label),
            )  # fmt: skip
    granted = _GRANTED.match(plain)
    if granted and granted.group("label").lower() in _HOST_TIMINGS:
        return _granted(i, para, granted, prefix)
    if is_event:
        effect, optional = compile_effect(plain if "\n" not in para else para)
        return make_ability(
            i, "event", "event_resolves", para, effect, prefix=prefix, optional=optional
        )
    if plain.lower().startswith(("when", "whenever")):
        return make_ability(i, "triggered", "", para, prefix=prefix)
    return make_ability(
        i, "static", "constant", para, compile_constant(para) or _cost_less(plain), prefix=prefix
    )


def _cost_less(text: str) -> list[dict[str, Any]] | None:
    """A unit that is cheaper while you control some other unit, or per unit (8.15.5.a)."""
    steps, _ = compile_effect(text)
    if steps and all(st.get("verb") == "cost_less" for st in steps):
        return steps
    return None


def _granted(i: int, para: str, m: re.Match[str], prefix: str) -> AbilityDefinition:
    """An ability an upgrade gives its unit (3.6.8): "this unit" in it is the attached unit;
    a grant guarded by the host's trait holds only while the host fits."""
    effect, optional = compile_effect(m.group("body"))
    if effect is not None:
        effect = [_on_host(step) for step in effect]
        if m.group("host"):
            traits = [trait_word(w) for w in join_traits(m.group("host")).split()]
            effect = [
                {**st, "only_if": {**(st.get("only_if") or {}), "host_traits": traits}}
                for st in effect
            ]
    label = m.group("label").lower()
    return make_ability(
        i, "triggered", _HOST_TIMINGS[label], para, effect, prefix=prefix,
        optional=optional or label == "bounty", granted=True,
    )  # fmt: skip


def _on_host(node: Any) -> Any:
    """ "This unit" inside a granted ability names the unit it was given to."""
    if isinstance(node, dict):
        out = {k: _on_host(v) for k, v in node.items()}
        if out.get("what") == "self":
            out["what"] = "attached"
        if out.get("power_of") == "self":
            out["power_of"] = "attached"
        return out
    if isinstance(node, list):
        return [_on_host(v) for v in node]
    return node


def parse(card: ImportedCard) -> list[AbilityDefinition]:
    is_event = card.type == "event"
    out = parse_text(card.fields.get("front_text", ""), is_event)
    if card.type == "upgrade":
        # on an upgrade "him", "her" and "its power" are the attached unit's
        out = [replace(a, effect=tuple(_on_host(list(a.effect)))) if a.effect else a for a in out]
    epic = card.fields.get("epic_action")
    if epic:
        out.extend(parse_text(epic, False, prefix="epic"))
    back = card.fields.get("back_text")
    if back:
        out.extend(parse_text(back, False, prefix="back"))
    return out
