"""Redemption: the LackeyCCG tab-separated ``carddata.txt`` (header row, one row per printing).

Lackey names carry the printing, e.g. "Name (Set)": the base name is the card name and
the tag becomes the subtitle, so "Name" and "Name (Set)" are distinct identities. A bracketed
word that is not a printing tag (a set code, a tag several cards share, a promo or year) is
part of the name: "Abednego (Azariah)" is a card name, not "Abednego" of a set "Azariah".

Lackey's type words (GE, EE, Evil Character, GE/EE ...) become the ruleset's card types
(``good_enhancement``, ``evil_enhancement``, ``evil_character``, dual types joined by "/");
a type the mapping does not know stops the import with the card and the word named.
"""

from __future__ import annotations

import csv
import re
from pathlib import Path

from ..parsers.redemption_ongoing import parse  # every stage, as cards are stored
from ..records import ImportedCard, Printing
from .base import ImportFailure, files_in, merge
from .redemption_examples import (
    compile_all,
    record_examples,
    record_identifiers,
    record_names,
)

REQUIRED = ("Name", "Set", "Type")
_TAG = re.compile(r"^(?P<name>.+?)\s*[\(\[](?P<tag>[^()\[\]]{1,16})[\)\]]$")
_PRINTING_WORDS = re.compile(r"\d|promo|print|fundraiser|\bAB\b|ban", re.I)

# Lackey type word -> the ruleset's card type (see engine/games/redemption/spec.py).
TYPES = {
    "hero": "hero",
    "hero token": "hero",
    "evil character": "evil_character",
    "evil character token": "evil_character",
    "ge": "good_enhancement",
    "ee": "evil_enhancement",
    "lost soul": "lost_soul",
    "lost soul token": "lost_soul",
    "dominant": "dominant",
    "fortress": "fortress",
    "site": "site",
    "city": "city",
    "artifact": "artifact",
    "covenant": "covenant",
    "curse": "curse",
}


def map_type(label: str) -> str | None:
    """``GE/EE`` -> ``good_enhancement/evil_enhancement``; None for an unknown word."""
    parts = [TYPES.get(" ".join(p.lower().split())) for p in label.split("/")]
    if not parts or any(p is None for p in parts):
        return None
    return "/".join(dict.fromkeys(p for p in parts if p))


def split_name(full: str, printing_tags: frozenset[str] | None = None) -> tuple[str, str | None]:
    """The card name and its printing tag, when the bracketed tail is one."""
    m = _TAG.match(full.strip())
    if not m or re.search(r"\d+:\d+", m.group("tag")):
        return full.strip(), None
    tag = m.group("tag").strip()
    if printing_tags is not None and tag not in printing_tags and not _PRINTING_WORDS.search(tag):
        return full.strip(), None
    return m.group("name").strip(), tag


def printing_tags(rows: list[dict[str, str]]) -> frozenset[str]:
    """Tags that name printings: set codes, and tails that several cards share."""
    seen: dict[str, int] = {}
    for rec in rows:
        m = _TAG.match(rec.get("Name", "").strip())
        if m:
            tag = m.group("tag").strip()
            seen[tag] = seen.get(tag, 0) + 1
    sets = {rec.get("Set", "").strip() for rec in rows}
    return frozenset({t for t, n in seen.items() if n > 1} | sets)


def card_type_word(label: str) -> str:
    return re.sub(r"\s*/\s*", "/", " ".join(label.split()))


def read(path: Path) -> list[ImportedCard]:
    """The export's cards, compiled, with what only the whole export knows written on them."""
    cards = read_uncompiled(path)
    record_examples(cards, parse)
    return cards


def read_uncompiled(path: Path) -> list[ImportedCard]:
    """Every step of :func:`read` but compiling the cards and finding their examples, which
    ``cards_db.prepare`` spreads over several processes (see :func:`compile_cards`)."""
    cards: list[ImportedCard] = []
    for file in files_in(path, "*.txt"):
        try:
            lines = file.read_text(encoding="utf-8-sig").splitlines()
        except UnicodeDecodeError as exc:
            raise ImportFailure(file, "file", "encoding", f"is not UTF-8 ({exc})") from None
        rows = list(csv.reader(lines, delimiter="\t", quoting=csv.QUOTE_NONE))
        if not rows:
            raise ImportFailure(file, "file", "header", "is missing (empty file)")
        header = [h.strip() for h in rows[0]]
        for col in REQUIRED:
            if col not in header:
                raise ImportFailure(file, "header", col, "is missing from the header row")
        records: list[tuple[int, dict[str, str]]] = []
        for n, row in enumerate(rows[1:], 2):
            if not any(c.strip() for c in row):
                continue
            if len(row) > len(header) and any(c.strip() for c in row[len(header) :]):
                raise ImportFailure(
                    file, f"line {n}", f"column {len(header) + 1}", "is beyond the header"
                )
            if len(row) < len(header):
                raise ImportFailure(
                    file,
                    f"line {n}",
                    f"column {len(row) + 1} ({header[len(row)]})",
                    f"is missing: the row has {len(row)} of {len(header)} columns (a truncated file?)",
                )
            rec = dict(zip(header, row, strict=False))
            if rec["Name"].strip() == "Name" and rec["Type"].strip() == "Type":
                continue  # a repeated header row
            records.append((n, rec))
        tags = printing_tags([r for _, r in records])
        cards.extend(_card(file, n, rec, tags) for n, rec in records)
    name_cards(cards)
    merged = merge(cards)
    record_identifiers(merged)
    record_names(merged)
    return merged


def compile_cards(cards: list[ImportedCard]) -> list[list[tuple[str, dict]]]:
    """Compile each card (kept on it) and return the descriptions each needs an example of."""
    return compile_all(cards, parse)


_BAND = re.compile(r"\bband (?:to|with) ([^.;:]+)", re.I)
_NAME_SPLIT = re.compile(r"\s*,\s*(?:and/or\s+|or\s+|and\s+)?|\s+(?:and/or|or|and)\s+")


def name_cards(cards: list[ImportedCard]) -> None:
    """Record which cards a "band to <name>" text names, as exact full names of this export.

    The text names a card by its name alone; a scenario (and the whole-pool run) needs one
    real printing of it, so the importer, which sees the whole export, writes it down.
    """
    index: dict[str, str] = {}
    for card in sorted(cards, key=lambda c: c.subtitle is not None):
        index.setdefault(card.name.casefold(), card.full_name)
    for card in cards:
        named: dict[str, str] = {}
        for m in _BAND.finditer(card.printed_text or ""):
            parts = [p.strip() for p in _NAME_SPLIT.split(m.group(1)) if p.strip()]
            if parts and all(p.casefold() in index for p in parts):
                named.update({p: index[p.casefold()] for p in parts})
        if named:
            card.fields["named"] = named


def _card(file: Path, line: int, rec: dict[str, str], tags: frozenset[str]) -> ImportedCard:
    full = rec["Name"].strip()
    if not full:
        raise ImportFailure(file, f"line {line}", "Name", "is missing or empty")
    where = f"line {line} ({full})"
    card_type = rec["Type"].strip()
    if not card_type:
        raise ImportFailure(file, where, "Type", "is missing or empty")
    norm_type = map_type(card_type_label := card_type_word(card_type))
    if norm_type is None:
        known = ", ".join(sorted({k.upper() if len(k) == 2 else k.title() for k in TYPES}))
        raise ImportFailure(file, where, "Type", f"is {card_type_label!r}, not one of: {known}")
    name, subtitle = split_name(full, tags)
    stats = {
        k: rec.get(col, "").strip()
        for k, col in (("strength", "Strength"), ("toughness", "Toughness"))
        if rec.get(col, "").strip()
    }
    fields = {
        key: rec.get(col, "").strip()
        for key, col in (
            ("set", "Set"),
            ("official_set", "OfficialSet"),
            ("brigade", "Brigade"),
            ("class", "Class"),
            ("identifier", "Identifier"),
            ("reference", "Reference"),
            ("alignment", "Alignment"),
            ("legality", "Legality"),
            ("rarity", "Rarity"),
        )
        if rec.get(col, "").strip()
    }
    if "token" in card_type.lower():
        fields["token"] = "yes"
    return ImportedCard(
        game="redemption",
        name=name,
        subtitle=subtitle,
        type=norm_type,
        stats=stats,
        traits=[t.strip() for t in fields.get("identifier", "").split(",") if t.strip()][:8],
        fields={**fields, "type_label": card_type, "lackey_name": full},
        printed_text=rec.get("SpecialAbility", "").strip(),
        printings=[
            Printing(
                set_code=rec["Set"].strip(),
                rarity=rec.get("Rarity", "").strip(),
                reference=rec.get("ImageFile", "").strip(),
            )
        ],
    )
