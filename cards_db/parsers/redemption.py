"""Redemption special abilities, one ability per sentence of the printed text.

Timing comes from the card type (REG Ability Activation Order): enhancements when played in
battle, characters when they enter battle, dominants when played, other cards while in play.
"Cannot be negated / interrupted / prevented" sentences are riders on the card's abilities,
not abilities of their own. Each sentence compiles through ``redemption_phrases`` into the
ruleset's verbs; what does not compile keeps its timing and is shown as "resolve as printed".
"""

from __future__ import annotations

import json
import re
from functools import lru_cache, partial
from typing import Any

from engine.core.cards import AbilityDefinition

from ..records import ImportedCard
from .common import make_ability
from .redemption_conditions import rider_condition
from .redemption_followups import choice_first, compile_followup
from .redemption_grammar_clauses import opens_selection
from .redemption_grammar_select import fold_selection
from .redemption_labels import reading
from .redemption_phrases import (
    BARE_NOUNS,
    EXTRA_IDENTIFIERS,
    NAMED_TYPES,
    X_MEANS,
    compile_sentence,
    interrupt_extra,
)

_RIDER = re.compile(r"can(?:not|\s*\[not\]|'t)\s+be\s+([^.;]{1,80})", re.I)
_RIDER_ONLY = re.compile(
    r"^(?:this card |this ability |abilities on this card |this hero |this evil character )?"
    r"can(?:not|\s*\[not\]|'t)\s+be\s+(?:interrupted|negated|prevented).*$",  # one sentence
    re.I,
)
_SIDE_LABEL = re.compile(r"^/?\s*\(?(GE|EE)\)?\s*:\s*", re.I)
_ABBREV = re.compile(r"\b(O\.T|N\.T|St|Mt|vs|etc)\.", re.I)


_BY_SIDE = re.compile(r"^by (?:an? |)(good|evil) cards?$", re.I)


def rider_tags(text: str) -> dict[str, Any]:
    """The "cannot be …" riders of a card: ``{"cannot_be_negated": True, …}``.

    A rider holds against everything (``True``) only when its sentence says nothing
    more; "by a good card" / "by evil cards" limits it to that side (``{"by": "good"}``).
    Any other limit the condition reader understands ("if more than one Hero is in battle",
    "unless Hosea is in play", "by a Philistine", "in battle") is kept as the rider's value
    (``redemption_conditions.rider_condition``) and checked against the state when the
    negate, prevent or interrupt is tried. Two limited riders of one kind hold when either
    does (``{"any": [...]}``). A limit the reader does not understand leaves the sentence an
    ability of its own, shown as printed, so the answer never claims a protection the
    engine did not check.
    """
    out: dict[str, Any] = {}
    for sentence in sentences(text):
        _merge(out, _sentence_riders(sentence))
    return out


def _merge(out: dict[str, Any], tags: dict[str, Any]) -> dict[str, Any]:
    """Add riders to ``out``: an unconditional one wins; two limited ones of a kind hold
    when either does."""
    for tag, value in tags.items():
        old = out.get(tag)
        if old is True or value is True or old is None:
            out[tag] = True if True in (old, value) else value
        else:
            out[tag] = {"any": [*old.get("any", [old]), value]}
    return out


_SECTION = re.compile(r"^/?\s*\(?([A-Z][A-Z/]{0,5})\)?\s*:\s")


def section_riders(parts: list[str]) -> list[dict[str, Any]]:
    """The riders each sentence's ability carries. A card printed in labelled parts ("EE:",
    "ART:", "HERO:", "EC:") keeps a part's riders to that part's abilities; riders printed
    before any label hold for every part."""
    labels, label = [], ""
    for sentence in parts:
        if m := _SECTION.match(sentence):
            label = m.group(1)
        labels.append(label)
    own: dict[str, dict[str, Any]] = {}
    for sentence, lab in zip(parts, labels, strict=True):
        _merge(own.setdefault(lab, {}), _sentence_riders(_SECTION.sub("", sentence)))
    common = own.get("", {})
    return [_merge(dict(common), own[lab]) if lab else dict(common) for lab in labels]


_LEADING = re.compile(
    r"^if (?P<cond>[^,]+), (?:this card |this ability |this |it )?"
    r"(?P<rider>can(?:not|'t) be (?:interrupted|negated|prevented).*?)\.?$",
    re.I,
)


def _sentence_riders(sentence: str) -> dict[str, Any]:
    sentence = sentence.strip()
    leading = None
    if m := _LEADING.match(sentence):  # "If played in battle, cannot be prevented."
        leading, sentence = m.group("cond"), m.group("rider")
    elif not _RIDER_ONLY.match(sentence):
        return {}
    m = _RIDER.search(sentence)
    words = re.match(
        r"((?:negated|interrupted|prevented)(?:\s*,?\s*(?:or|and)?\s*"
        r"(?:negated|interrupted|prevented))*)\s*(.*?)\.?$",
        sentence[m.start(1) :].strip(),  # the whole rest: "O.T." holds a full stop
        re.I,
    )
    if words is None:
        return {}
    qualifier = words.group(2).strip().rstrip(",")
    if leading:
        qualifier = f"{qualifier} if {leading}".strip()
    if not qualifier:
        value: Any = True
    elif side := _BY_SIDE.match(qualifier):
        value = {"by": side.group(1).lower()}
    elif limited := rider_condition(qualifier):
        value = limited
    else:
        return {}
    tags = re.findall(r"negated|interrupted|prevented", words.group(1), re.I)
    return {f"cannot_be_{w.lower()}": value for w in tags}


def riders(text: str) -> list[str]:
    """The rider tags of ``text`` (see :func:`rider_tags`), in the order printed."""
    return list(rider_tags(text))


def is_rider_sentence(sentence: str) -> bool:
    """A sentence that is only a rider this module reads (and so not an ability)."""
    return bool(_sentence_riders(sentence))


def timing_of(card_type: str) -> tuple[str, str]:
    """(kind, timing) by card type; a dual type takes its first type that acts."""
    kinds = card_type.split("/")
    if any(k.endswith("enhancement") for k in kinds):
        return "special", "enhancement_played"
    if "hero" in kinds or "evil_character" in kinds:
        return "special", "enters_battle"
    if "dominant" in kinds:
        return "special", "dominant_played"
    return "static", "in_play"


def bare_nouns(card_type: str) -> dict[str, str]:
    """What "Hero" / "Evil Character" alone means on a card of this (single) type: the
    character a good / evil enhancement is used by, or the character card itself."""
    own = {
        "good_enhancement": ("hero", "bearer"),
        "evil_enhancement": ("evil character", "bearer"),
        "hero": ("hero", "self"),
        "evil_character": ("evil character", "self"),
    }.get(card_type)
    return {own[0]: own[1], "character": own[1]} if own else {}


def sentences(text: str) -> list[str]:
    """Split printed text into sentences, keeping O.T./N.T. abbreviations whole."""
    protected = _ABBREV.sub(lambda m: m.group(1).replace(".", "\x00") + "\x00", text)
    parts = re.split(r"(?<=[.!?])\s+", protected)
    return [p.replace("\x00", ".").strip() for p in parts if p.strip()]


_NOT_ITSELF = re.compile(
    r"(?:band (?:to|with)|\b(?:a|an|all|another|other|any|each|every|up to \w+))\s+$", re.I
)


def own_name(sentence: str, name: str) -> str:
    """A card naming itself ("Discard Leviathan" on Leviathan) means this card; "band to
    Jackals" or "all Pharisees" on such a card names other cards of that name."""
    if len(name) < 3 or name not in sentence:
        return sentence
    pattern = re.compile(r"\b" + re.escape(name) + r"\b(?!'s|\s*\(|,)")
    out, last = [], 0
    for m in pattern.finditer(sentence):
        if _NOT_ITSELF.search(sentence[: m.start()]):
            return sentence
        out += [sentence[last : m.start()], "this card"]
        last = m.end()
    return "".join(out) + sentence[last:] if out else sentence


@lru_cache(maxsize=32768)
def _cached(sentence: str, side: str, named: str, context: str) -> str | None:
    compiled = compile_sentence(sentence, side, json.loads(named))
    return json.dumps(compiled) if compiled is not None else None


def _compiled(sentence: str, side: str, named: str) -> Any:
    """compile_sentence, remembered: the importer parses each card twice (once to find example
    cards, once to store it) and reprints repeat their sentences. The key holds everything the
    result depends on, the identifiers and names the importer found included."""
    context = json.dumps(
        [EXTRA_IDENTIFIERS.get(), NAMED_TYPES.get(), X_MEANS.get(), BARE_NOUNS.get()],
        sort_keys=True,
    )
    found = _cached(sentence, side, named, context)
    if found is None:
        return None
    steps, optional, kind = json.loads(found)
    return steps, optional, kind


def parse(card: ImportedCard) -> list[AbilityDefinition]:
    text = " ".join((card.printed_text or "").split())
    if not text:
        return []
    kind, timing = timing_of(card.type)
    alignment = str(card.fields.get("alignment", "")).lower()
    side = (
        "evil_character" if ("evil" in card.type.split("/")[0] or alignment == "evil") else "hero"
    )
    dual = "good_enhancement" in card.type and "evil_enhancement" in card.type
    out: list[AbilityDefinition] = []
    token = EXTRA_IDENTIFIERS.set(card.fields.get("identifiers_named") or {})
    names = NAMED_TYPES.set(card.fields.get("named_types") or {})
    x_means = X_MEANS.set(str(card.fields.get("identifier") or ""))
    bare = BARE_NOUNS.set(bare_nouns(card.type))
    try:
        riders_of_card = rider_tags(text)  # a rider's limit may name a card ("if David is …")
        _abilities(card, text, kind, timing, side, riders_of_card, dual, out)
    finally:
        EXTRA_IDENTIFIERS.reset(token)
        NAMED_TYPES.reset(names)
        X_MEANS.reset(x_means)
        BARE_NOUNS.reset(bare)
    if not out:  # only riders: the text still belongs to the card
        out.append(make_ability(0, kind, timing, text, None, riders=riders_of_card))
    return out


def _abilities(
    card: ImportedCard,
    text: str,
    kind: str,
    timing: str,
    side: str,
    card_riders: dict[str, Any],
    dual: bool,
    out: list[AbilityDefinition],
) -> None:
    """One ability per sentence of the printed text, appended to ``out``."""
    used_as = ""  # on a GE/EE card, "GE:" / "EE:" start the part used on that side
    selecting = False  # after "Select up to 2:", each sentence is a mode, not an ability
    parts = sentences(text)
    scoped = section_riders(parts)
    for at, sentence in enumerate(parts):
        selecting = selecting or opens_selection(sentence)
        if dual and (m := _SIDE_LABEL.match(sentence)):
            used_as = "good" if m.group(1).upper() == "GE" else "evil"
            sentence = sentence[m.end() :]
        if is_rider_sentence(sentence) or not sentence.strip():
            continue
        named = card.fields.get("named") or {}
        own_side = {"good": "hero", "evil": "evil_character"}.get(used_as, side)
        compiled = (
            _compiled(
                own_name(reading(sentence, card.type, text), card.name),
                own_side,
                json.dumps(named, sort_keys=True),
            )
            if kind != "static" and not selecting
            else None
        )
        if compiled is None and kind != "static":  # "If you do, ..." / "Opponent may ..."
            keyed = json.dumps(named, sort_keys=True)
            compiled = compile_followup(
                own_name(sentence, card.name), out, partial(_compiled, side=own_side, named=keyed)
            )
        compiled = choice_first(compiled)  # "If blocking, you may A or B": the choice first
        effect, optional, ab_kind = compiled if compiled else (None, False, kind)
        extra: dict[str, Any] = {}
        if ab_kind == "interrupt" and effect:  # the interrupt itself is not optional
            extra = interrupt_extra(effect, optional, sentence)
            optional = False
        out.append(
            make_ability(
                len(out),
                ab_kind,
                timing,
                sentence,
                effect,
                optional=optional,
                riders=scoped[at],
                used_as=used_as,
                **extra,
            )
        )
    named = json.dumps(card.fields.get("named") or {}, sort_keys=True)  # "Select up to 2: A. B."
    fold_selection(
        out, lambda s: _compiled(own_name(reading(s, card.type, text), card.name), side, named)
    )
