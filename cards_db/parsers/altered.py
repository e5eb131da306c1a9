"""Altered printed text: split into abilities, classify each by its timing, compile its effect.

Trigger symbols (7.1.1): ``{J}`` join, ``{H}`` played from Hand, ``{R}`` played from
Reserve; "At Noon/Dusk/Night —" phase reactions (4.2.b); "When … —" reactions;
``{T}`` / ``{D}`` quick actions (5.3, 7.1.4) and ``{I}`` support reactions in Reserve
(2.2.11.e); keywords such as ``[[Fleeting]]``; a Spell's text is its effect (5.2.4).
"Choose one:" and "On a:" heads and their "•" bullets are one ability with modes.
The effect sentences are compiled by :mod:`cards_db.compiler.altered`.
"""

from __future__ import annotations

import re
from typing import Any

from engine.core.cards import AbilityDefinition

from ..compiler import altered as compiler
from ..records import ImportedCard
from .common import make_ability, slug

_ICON_TRIGGERS = {
    "{J}": "when_joins",
    "{H}": "when_played_from_hand",
    "{R}": "when_played_from_reserve",
}
_DAILY = re.compile(r"^at (noon|dusk|night)\s*[—-]\s*(.+)$", re.I | re.S)
_REACTION = re.compile(r"^((?:when|after|each time)\b[^—]{1,200}?)\s*[—-]\s*(.+)$", re.I | re.S)
_QUICK = re.compile(r"^((?:\{[TD0-9X]\}\s*,?\s*)+)([^:]*?)\s*:\s*(.+)$", re.S)
_KEYWORD = re.compile(
    r"^\[\[?(Fleeting|Cooldown|Gigantic|Seasoned|Defender|Eternal|Tough|Scout)(?:\s+(\d+))?\]?\]?"
    r"(?:\s*\{(\d+)\})?\.?$",
    re.I,
)
# "When … —" triggers the engine recognises, as reaction triggers (steps.py matches them).
_TRIGGERS: tuple[tuple[str, dict[str, Any]], ...] = (
    (r"^when you play (?:a|another) spell$", {"event": "play", "whose": "yours", "type": "spell"}),
    (
        r"^when you play (?:a|another) character$",
        {"event": "play", "whose": "yours", "type": "character", "other": True},
    ),
    (
        r"^when you play (?:a|another) permanent$",
        {"event": "play", "whose": "yours", "type": "permanent", "other": True},
    ),
    (
        r"^when an opponent plays a character$",
        {"event": "play", "whose": "opponent", "type": "character"},
    ),
    (
        r"^when (?:a|another) character joins your expeditions?$",
        {"event": "join", "whose": "yours", "type": "character", "other": True},
    ),
    (r"^when i leave the expedition zone$", {"event": "leave", "zone": "expedition", "self": True}),
    (
        r"^when i go to reserve from the expedition zone$",
        {"event": "leave", "zone": "expedition", "to": "reserve", "self": True},
    ),
    (r"^when i'm sacrificed$", {"event": "sacrificed", "self": True}),
    (
        r"^when you sacrifice a character$",
        {"event": "sacrificed", "whose": "yours", "type": "character"},
    ),
    (r"^when my expedition moves forward$", {"event": "advance"}),
    (
        r"^when an opponent draws one or more cards\sor (?:does )?\[resupplies\]$",
        {"event": "opp_draw_resupply", "once": True},
    ),
    (
        r"^when an opponent draws one or more cards\sor does \[resupply\]$",
        {"event": "opp_draw_resupply", "once": True},
    ),
    (
        r"^when a card goes from\syour deck or hand to reserve$",
        {"event": "to_reserve_from", "from": ["deck", "hand"]},
    ),
    (r"^when i go to reserve from anywhere$", {"event": "to_reserve", "self": True}),
    (r"^when a card joins the discard pile$", {"event": "discard"}),
    (
        r"^when a character joins the expedition facing me$",
        {"event": "join", "type": "character", "facing": True},
    ),
    (r"^when i leave your landmark zone$", {"event": "leave", "zone": "landmarks", "self": True}),
    (r"^when my expedition fails to move forward during dusk$", {"event": "fail"}),
    (r"^when you pass first$", {"event": "pass_first"}),
    (
        r"^when you play a spell\swith base cost \{4\} or more$",
        {"event": "play", "whose": "yours", "type": "spell", "min_cost": 4},
    ),
    (
        r"^when one of your expeditions\smoves forward due to \{V\}$",
        {"event": "advance", "due": "forest", "any_mine": True},
    ),
    (r"^when my expedition moves forward due to \{V\}$", {"event": "advance", "due": "forest"}),
    (
        r"^when a robot joins your expeditions$",
        {"event": "join", "whose": "yours", "type": "character", "subtype": "Robot"},
    ),
)


def stat_trigger(printed: str) -> dict[str, Any] | None:
    """A trigger on playing a character whose base statistic is a given number."""
    m = re.match(
        r"^when you play (a|another) character with a base statistic of (\d+)$",
        printed.strip(),
        re.I,
    )
    if not m:
        return None
    trig: dict[str, Any] = {
        "event": "play",
        "whose": "yours",
        "type": "character",
        "stat": int(m[2]),
    }
    if m[1].lower() == "another":
        trig["other"] = True
    return {**trig, "printed": printed.strip()}


def known_trigger(printed: str) -> dict[str, Any] | None:
    for rx, trig in _TRIGGERS:
        if re.match(rx, printed.strip(), re.I):
            return {**trig, "printed": printed.strip()}
    return None


def clean(text: str) -> str:
    """Drop the rare-version markers (#…#) and odd spaces of the export."""
    return text.replace("#", "").replace("\xa0", " ")


def split(text: str) -> list[str]:
    """Paragraphs, with a "Choose one:" / "On a:" head joined to its bullets."""
    parts = [p.strip() for p in re.split(r"\s{2,}|\n+", clean(text)) if p.strip()]
    out: list[str] = []
    for p in parts:
        if p.startswith("•") and out and (out[-1].rstrip().endswith(":") or "\n•" in out[-1]):
            out[-1] += "\n" + p
        else:
            out.append(p)
    return out


def _body(text: str) -> tuple[list[dict[str, Any]] | None, bool]:
    """Compile an effect, including a modes block (head line, then bullet lines)."""
    lines = text.split("\n")
    if len(lines) > 1:
        head = compiler.clean(lines[0])
        m = re.match(
            r"^(.*?)(roll a die\. on a:|on a:|choose (?:up to )?(?:one|two|three)"
            r"(?:[,.] you may (?:choose|pick) the same option multiple times)?[:.]?)$",
            head,
            re.I,
        )
        if not m:
            return None, False
        before, optional = compiler.effect(m[1]) if m[1].strip() else ([], False)
        block = compiler.modes(m[2], lines[1:])
        if before is None or block is None:
            return None, False
        return before + block, optional
    return compiler.effect(text)


def _ability(
    i: int, kind: str, timing: str, para: str, body: str, prefix: str, **extra: Any
) -> AbilityDefinition:
    steps, optional = _body(body)
    return make_ability(i, kind, timing, para, steps, prefix=prefix, optional=optional, **extra)


def _classify(i: int, para: str, is_spell: bool, prefix: str) -> AbilityDefinition:
    plain = compiler.clean(para.split("\n")[0])
    rest = para.split("\n")[1:]
    body_of = lambda head: "\n".join([head, *rest])  # noqa: E731 - the head with its bullets
    support = False
    if plain.startswith("{I}"):
        support = True
        plain = plain[3:].strip()
    extra: dict[str, Any] = {"support": True} if support else {}
    for icon, timing in _ICON_TRIGGERS.items():
        if plain.startswith(icon):
            return _ability(
                i, "reaction", timing, para, body_of(plain[len(icon) :].strip()), prefix, **extra
            )
    m = _DAILY.match(plain)
    if m:
        return _ability(
            i, "reaction", f"at_{m.group(1).lower()}", para, body_of(m.group(2)), prefix, **extra
        )
    m = _REACTION.match(plain)
    if m:
        timing = "support_reaction" if support else "when_event"
        trig = known_trigger(m.group(1)) or stat_trigger(m.group(1))
        if trig is None:
            return make_ability(
                i, "reaction", timing, para, None, prefix=prefix,
                trigger={"printed": m.group(1)}, event=slug(m.group(1)), **extra,
            )  # fmt: skip
        steps, optional = _body(body_of(m.group(2)))
        return make_ability(
            i, "reaction", timing, para, steps, prefix=prefix, optional=optional,
            trigger=trig, event=slug(m.group(1)), **extra,
        )  # fmt: skip
    m = _QUICK.match(plain)
    if m:
        symbols = re.findall(r"\{([TD0-9X])\}", m.group(1))
        timing = "support" if "D" in symbols else "exhaust" if "T" in symbols else "quick_action"
        mana = sum(int(s) for s in symbols if s.isdigit())
        parts = [{"kind": "mana", "amount": mana}] if mana else []
        other = m.group(2).strip().strip(",").strip()
        if other:
            extra_parts = compiler.cost_parts(other)
            if extra_parts is None or "X" in symbols:
                return make_ability(
                    i, "activated", timing, para, None, prefix=prefix,
                    reason=f"cost not modelled: {other}",
                )  # fmt: skip
            parts += extra_parts
        return _ability(i, "activated", timing, para, body_of(m.group(3)), prefix, cost_parts=parts)
    m = _KEYWORD.match(plain)
    if m and not rest:
        name = m.group(1).lower()
        value = m.group(2) or m.group(3)
        extra = {"keyword": name, **({"value": int(value)} if value else {})}
        return make_ability(i, "keyword", f"keyword:{name}", para, prefix=prefix, **extra)
    if is_spell:
        return _ability(i, "effect", "spell_resolves", para, body_of(plain), prefix)
    if plain.lower().startswith(("when", "at ")):
        return make_ability(i, "reaction", "", para, prefix=prefix)
    timing = "support_constant" if support or prefix == "echo" else "constant"
    return make_ability(i, "static", timing, para, prefix=prefix)


def parse(card: ImportedCard) -> list[AbilityDefinition]:
    is_spell = card.type == "spell"
    out: list[AbilityDefinition] = []
    for para in split(card.fields.get("main_effect") or ""):
        out.append(_classify(len(out), para, is_spell, "a"))
    for para in split(card.fields.get("echo_effect") or ""):
        out.append(_classify(len(out), para, False, "echo"))
    return out
