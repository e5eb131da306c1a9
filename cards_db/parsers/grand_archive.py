"""Grand Archive printed text: restriction tags ([Class Bonus], [Level 2+], [Element Bonus],
[Memory 4+], [<Champion> Bonus], [Damage N+]), On Enter / On Attack / On Hit triggers,
"Whenever" and "At the beginning" triggers, activated "cost: effect" abilities, keywords."""

from __future__ import annotations

import re
from typing import Any

from engine.core.cards import AbilityDefinition

from ..records import ImportedCard
from .common import make_ability, slug
from .grand_archive_additional_costs import read_additional, read_brew
from .grand_archive_effects import (
    compile_cost,
    compile_static,
    compile_text,
    strip_reminders,
    unread,
)
from .grand_archive_groups import inherited_stats, read_group
from .grand_archive_limits import activation_limits
from .grand_archive_triggers import read_trigger
from .grand_archive_untyped import reread

_TAG = re.compile(r"^\[([^\]]+)\]\s*")
_RESTRICTIONS: list[tuple[re.Pattern[str], str]] = [
    (re.compile(r"^class bonus:?$", re.I), "class"),
    (re.compile(r"^element bonus$", re.I), "element"),
    (re.compile(r"^level (\d+)\+$", re.I), "level"),
    (re.compile(r"^memory (\d+)\+$", re.I), "memory"),
    (re.compile(r"^damage (\d+)\+$", re.I), "damage"),
    (re.compile(r"^([A-Z][\w' ]+) (?i:bonus)$"), "champion"),
]
_TRIGGERS = {
    "on enter": "on_enter",
    "on attack": "on_attack",
    "on hit": "on_hit",
    "on champion hit": "on_champion_hit",
    "on death": "on_death",
    "on kill": "on_kill",
    "on level up": "on_level_up",
    "on foster": "on_foster",
    "on charge": "on_charge",
}
_LABEL_KEYWORD = re.compile(
    r"^(Balance|Deluge \d+|Harmonize|Upkeep|Equestrian|Starcalling|Cardistry|Aethercalling)"
    r"\s*—\s*(.+)$",
    re.S,
)
_PHASES = {
    "whenever your champion levels up": "your_champion_levels_up",
    "whenever an ally dies": "ally_dies",
    "at the beginning of your recollection phase": "your_recollection_phase",
    "at the beginning of your end phase": "your_end_phase",
    "at the beginning of each end phase": "each_end_phase",
}
_LABEL = re.compile(r"^([A-Za-z ]{4,30}):\s*(.+)$", re.S)
_ACTIVATED = re.compile(
    r"^((?:\(\d+\)|REST|Banish|Sacrifice|Discard|Remove|Pay|Reveal|Put)[^:.]{0,80}):\s*(.+)$", re.S
)
KEYWORDS = (
    "efficiency", "agility", "ranged", "steadfast", "true sight", "stealth", "spellshroud",
    "intercept", "vigor", "cleave", "floating memory", "pride", "prepare", "critical", "retort",
    "empower", "fast activation", "hindered", "unblockable", "taunt", "lineage release",
    "reservable", "imbue", "ally link", "weapon link", "banner", "siegeable", "kindle", "command",
    "immortality", "renewable",
)  # fmt: skip
# Keywords the engine itself applies: a paragraph listing only these is one keyword ability.
ENFORCED = frozenset(
    {"taunt", "stealth", "true sight", "intercept", "unblockable", "steadfast", "vigor", "ranged",
     "pride", "retort", "hindered", "fast activation", "reservable", "efficiency", "spellshroud"}
)  # fmt: skip
_KEYWORD = re.compile(r"^(" + "|".join(KEYWORDS) + r")\b\s*(\d+|X)?\.?$", re.I)
_EFFECT_VERBS = re.compile(
    r"^(deal|draw|target|destroy|banish|put|return|choose|reveal|search|summon|recover|glimpse"
    r"|up to|prevent|negate|materialize|look|each|all|gain|you may|your champion|until end)\b",
    re.I,
)


def restriction(tag: str) -> dict[str, Any] | None:
    """The structured form of a restriction tag, or None when it is not one we know."""
    for rx, kind in _RESTRICTIONS:
        m = rx.match(tag.strip())
        if m:
            out: dict[str, Any] = {"type": kind, "tag": tag}
            if kind in {"level", "memory", "damage"}:
                out["min"] = int(m.group(1))
            if kind == "champion":
                out["champion"] = m.group(1)
            return out
    return None


def _classify(i: int, para: str, prefix: str = "a", name: str = "") -> AbilityDefinition:
    body = para.strip()
    tags: list[dict[str, Any]] = []
    unknown: list[str] = []
    while m := _TAG.match(body):
        r = restriction(m.group(1))
        if r is None and m.group(1).upper() == "REST":
            break
        tags.append(r) if r else unknown.append(m.group(1))
        body = body[m.end() :]
    extra: dict[str, Any] = {"restrictions": tags, "unknown_tags": unknown, "prefix": prefix}
    plain = strip_reminders(body)
    if lab := _LABEL_KEYWORD.match(plain):  # "Equestrian — ...": a label, no rules of its own
        extra["label"] = lab[1]
        plain = lab[2]
    m = _LABEL.match(plain)
    if m and m.group(1).lower() in _TRIGGERS:
        effect, optional = compile_text(m.group(2), name)
        return make_ability(
            i, "triggered", _TRIGGERS[m.group(1).lower()], para, effect, optional=optional, **extra
        )
    if plain.lower().startswith(("whenever", "when ", "at the beginning", "at the end")):
        timing = "whenever" if plain.lower().startswith(("whenever", "when ")) else "phase_step"
        head, _, rest = plain.partition(",")
        if phase := _PHASES.get(" ".join(head.lower().split())):
            effect, optional = compile_text(rest.strip(), name)
            return make_ability(
                i, "triggered", phase, para, effect, optional=optional, trigger={"printed": head},
                **extra,
            )  # fmt: skip
        if timing == "whenever" and (read := read_trigger(head, name)):
            effect, optional = compile_text(rest.strip(), name)
            return make_ability(
                i, "triggered", read[0], para, effect, optional=optional,
                trigger={"printed": head, "subject": read[1]}, **extra,
            )  # fmt: skip
        return make_ability(
            i, "triggered", timing, para, trigger={"printed": head}, event=slug(head), **extra
        )
    m = _ACTIVATED.match(plain)
    if m:
        body, limits = activation_limits(m.group(2), name)
        if limits:
            extra["limits"] = limits
        effect, optional = compile_text(body, name) if body is not None else (None, False)
        cost = compile_cost(m.group(1), name)
        if cost is None:
            effect, extra["reason"] = None, f"activation cost not modelled: {m.group(1)}"
        return make_ability(
            i, "activated", "activated", para, effect, optional=optional, activation_cost=m.group(1),
            cost=cost or [], **extra,
        )  # fmt: skip
    if re.fullmatch(r"foster\.?", plain.strip(), re.I):
        # Foster: in its controller's recollection phase, an ally left undamaged through
        # the previous turn becomes fostered (the keyword's rule, in short).
        step = {"verb": "become_fostered", "target": "self", "condition": {"check": "undamaged"}}
        return make_ability(
            i, "triggered", "your_recollection_phase", para, [step], keyword="foster", **extra
        )
    words = [w.strip() for w in plain.strip().rstrip(".").split(",")]
    names = [m.group(1).lower() for w in words if (m := _KEYWORD.match(w))]
    if len(words) > 1 and len(names) == len(words) and set(names) <= ENFORCED:  # "Pride 3, Taunt"
        return make_ability(
            i, "keyword", f"keyword:{slug(names[0])}", para, keyword=names[0], keywords=names,
            **extra,
        )  # fmt: skip
    if re.fullmatch(r"empower \d+\.?", plain.strip(), re.I):  # the card's own effect (Empower 1)
        effect, optional = compile_text(plain, name)
        return make_ability(i, "effect", "on_resolve", para, effect, optional=optional, **extra)
    if _KEYWORD.match(plain) or (not plain and body):
        name = (_KEYWORD.match(plain).group(1) if _KEYWORD.match(plain) else body).lower()
        return make_ability(i, "keyword", f"keyword:{slug(name)}", para, keyword=name, **extra)
    if re.match(r"^[A-Z][\w' ]+? Lineage\.?$", plain):  # "X Lineage": a leveling restriction
        return make_ability(i, "keyword", "keyword:lineage", para, keyword="lineage", **extra)
    plain = re.sub(r"\+ (\d)", r"+\1", plain)  # "gets + 1 POWER" is "+1 POWER"
    if own := inherited_stats(plain, name):  # "Inherited Effect: This object gets -2 LIFE"
        return make_ability(i, "static", "constant", para, own, **extra)
    if cost := read_additional(plain) or read_brew(plain):  # a cost the engine pays
        return make_ability(i, "static", "constant", para, [cost], **extra)
    if re.match(r"^(upkeep|brew|inherited effect)\s*[—-]", plain, re.I):
        return make_ability(i, "static", "constant", para, **extra)
    if re.search(r"rather than pay|as an additional cost", plain, re.I):  # a cost, not an effect
        return make_ability(i, "static", "constant", para, **extra)
    effect, optional = compile_text(plain, name)
    if not effect and (group := read_group(plain, name)):  # "<objects> you control get ..."
        kind, timing = (
            ("effect", "on_resolve") if group[0] == "resolving" else ("static", "constant")
        )
        if kind == "effect":  # it lasts until end of turn: no static (Static Abilities 2)
            extra["read_as"] = "resolving"
        return make_ability(i, kind, timing, para, group[1], **extra)
    if effect or _EFFECT_VERBS.match(plain):
        return make_ability(i, "effect", "on_resolve", para, effect, optional=optional, **extra)
    if name and (
        plain.lower().startswith(
            (f"{name.lower()} gets ", f"{name.lower()} enters the field", f"{name.lower()} has ")
        )
        or re.match(r"^this (object|weapon|item|ally) gets [+-]\d", plain, re.I)
    ):
        return make_ability(i, "static", "constant", para, compile_static(plain, name), **extra)
    if re.match(
        r"^(this card|this|\w+ (allies|units|champions|weapons)|while|as long as|if|as an additional"
        r"|the next time|activate this|allies|units|champions|you can|you may activate)\b",
        plain,
        re.I,
    ):
        return make_ability(i, "static", "constant", para, compile_static(plain, name), **extra)
    # Anything else holds while the card is where it works: shown as printed, never dropped.
    return make_ability(i, "static", "constant", para, reason="text not understood", **extra)


def parse(card: ImportedCard) -> list[AbilityDefinition]:
    out: list[AbilityDefinition] = []
    for prefix, text in (("a", card.printed_text), ("back", card.fields.get("back_text"))):
        paras = [p for p in re.split(r"\n\s*\n", text or "") if p.strip()]
        read = [_classify(i, p, prefix, card.name) for i, p in enumerate(paras)]
        if card.type == "card":  # untyped: a paragraph may read as the effect that resolves
            read = reread(read)
        out.extend(_named_reason(a, card.name) for a in read)
    return out


_HEAD = re.compile(
    r"^(?:\[[^\]]+\]\s*)*(?:[A-Z][\w' ]{2,30}(?: \d+)? — )?(?:[^:.]{1,90}:\s+)?", re.S
)


def _named_reason(ability: AbilityDefinition, name: str) -> AbilityDefinition:
    """A text the compiler could not read says which words it could not read."""
    if (
        ability.effect
        or ability.kind == "keyword"
        or ability.extra.get("reason", "").startswith("activation cost")
    ):
        return ability
    body = _HEAD.sub("", strip_reminders(ability.text), count=1)
    if ability.timing in ("whenever", "phase_step") or ability.trigger:
        body = body.partition(",")[2]
    clause = unread(body, name)
    if clause is None:
        return ability
    data = ability.to_dict()
    data["reason"] = f"could not read “{clause}”"
    return AbilityDefinition.from_dict(data)
