"""Redemption: the LackeyCCG tab-separated ``carddata.txt`` (header row, one row per printing).

Lackey names carry the printing, e.g. "Name (Set)": the base name is the card name and
the tag becomes the subtitle, so "Name" and "Name (Set)" are distinct identities.
"""

from __future__ import annotations

import csv
import re
from pathlib import Path

from ..records import ImportedCard, Printing
from .base import ImportFailure, files_in, merge

REQUIRED = ("Name", "Set", "Type")
_TAG = re.compile(r"^(?P<name>.+?)\s*[\(\[](?P<tag>[^()\[\]]{1,16})[\)\]]$")


def split_name(full: str) -> tuple[str, str | None]:
    m = _TAG.match(full.strip())
    if m and not re.search(r"\d+:\d+", m.group("tag")):
        return m.group("name").strip(), m.group("tag").strip()
    return full.strip(), None


def read(path: Path) -> list[ImportedCard]:
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
        for n, row in enumerate(rows[1:], 2):
            if not any(c.strip() for c in row):
                continue
            cards.append(_card(file, n, header, row))
    return merge(cards)


def _card(file: Path, line: int, header: list[str], row: list[str]) -> ImportedCard:
    if len(row) > len(header) and any(c.strip() for c in row[len(header) :]):
        raise ImportFailure(
            file, f"line {line}", f"column {len(header) + 1}", "is beyond the header"
        )
    if len(row) < len(header):
        raise ImportFailure(
            file,
            f"line {line}",
            f"column {len(row) + 1} ({header[len(row)]})",
            f"is missing: the row has {len(row)} of {len(header)} columns (a truncated file?)",
        )
    rec = dict(zip(header, row, strict=False))
    full = rec["Name"].strip()
    if not full:
        raise ImportFailure(file, f"line {line}", "Name", "is missing or empty")
    where = f"line {line} ({full})"
    card_type = rec["Type"].strip()
    if not card_type:
        raise ImportFailure(file, where, "Type", "is missing or empty")
    name, subtitle = split_name(full)
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
    norm_type = re.sub(r"\s*/\s*", "/", card_type.lower()).replace(" ", "_")
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
