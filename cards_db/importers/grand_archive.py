"""Grand Archive: the index effects CSV (slug, name, side, effect_raw), and the index JSON
with cost, element, class and level when a user has it. Names "Name, Title" keep the
title as the subtitle, so "Lorraine" lists every Lorraine."""

from __future__ import annotations

import csv
import io
import json
import re
from pathlib import Path
from typing import Any

from ..records import ImportedCard, Printing
from .base import ImportFailure, files_in, merge, optional_text, required_text, to_int
from .grand_archive_types import UNKNOWN, champion_names, derive_type, named_by_others

CSV_COLUMNS = ("slug", "name", "side", "effect_raw")
_SPIRIT = re.compile(r"^On Enter:\s*Draw seven cards\.?", re.I)


def split_name(full: str) -> tuple[str, str | None]:
    name, sep, title = full.partition(", ")
    return (name.strip(), title.strip()) if sep and title.strip() else (full.strip(), None)


def read(path: Path) -> list[ImportedCard]:
    cards: list[ImportedCard] = []
    for file in files_in(path, "*.[cj]s[vo]*"):
        if file.suffix.lower() == ".json":
            cards.extend(_read_json(file))
        else:
            cards.extend(_read_csv(file))
    return merge(cards)


def _read_csv(file: Path) -> list[ImportedCard]:
    try:
        text = file.read_text(encoding="utf-8-sig")
    except UnicodeDecodeError as exc:
        raise ImportFailure(file, "file", "encoding", f"is not UTF-8 ({exc})") from None
    if text.strip() and not text.endswith(("\n", "\r")):
        raise ImportFailure(
            file, "end of file", "last line", "has no line break: the file looks cut short"
        )
    reader = csv.DictReader(io.StringIO(text), strict=True)
    try:
        rows = list(reader)
    except csv.Error as exc:
        raise ImportFailure(
            file, f"line {reader.line_num}", "CSV", f"is malformed ({exc}): a truncated file?"
        ) from None
    for col in CSV_COLUMNS:
        if col not in (reader.fieldnames or []):
            raise ImportFailure(file, "header", col, "is missing from the header row")
    width = len(reader.fieldnames or [])
    fronts: dict[str, ImportedCard] = {}
    backs: list[tuple[int, dict[str, str]]] = []
    named = named_by_others(row.get("effect_raw") or "" for row in rows)
    champions = frozenset(
        champion_names(
            (split_name(row.get("name") or "")[0], row.get("effect_raw") or "") for row in rows
        )
    )
    for n, row in enumerate(rows, 2):
        if None in row or None in row.values():
            raise ImportFailure(
                file, f"record {n - 1}", "columns", f"should be {width}: a truncated file?"
            )
        slug = required_text(row.get("slug"), file, f"line {n}", "slug")
        side = (row.get("side") or "front").strip().lower()
        if side not in {"front", "back"}:
            raise ImportFailure(
                file, f"line {n} ({slug})", "side", f"is {side!r}, expected front or back"
            )
        if side == "back":
            backs.append((n, row))
            continue
        full = required_text(row.get("name"), file, f"line {n} ({slug})", "name")
        name, title = split_name(full)
        text = (row.get("effect_raw") or "").strip()
        fronts[slug] = _csv_card(name, title, slug, text, named, champions)
    for n, row in backs:
        slug = row["slug"].strip()
        back_text = (row.get("effect_raw") or "").strip()
        if slug in fronts:
            fronts[slug].fields["back_text"] = back_text
            fronts[slug].fields["back_name"] = (row.get("name") or "").strip()
        else:  # a back face listed on its own: keep it as a card of its own
            full = required_text(row.get("name"), file, f"line {n} ({slug})", "name")
            name, title = split_name(full)
            fronts[slug] = _csv_card(name, title, slug, back_text, named, champions)
            fronts[slug].fields["side"] = "back"
    return list(fronts.values())


def _csv_card(
    name: str,
    title: str | None,
    slug: str,
    text: str,
    named: dict[str, str],
    champions: frozenset[str],
) -> ImportedCard:
    """One card of the CSV: its type from the text when the text shows it (see the types module).

    Cost, element, class and stats are not in this export; they stay unknown
    (None / absent) and a scenario can state them.
    """
    kind, basis = derive_type(name, text, named, champions)
    stats: dict[str, Any] = {}
    if kind == "champion" and _SPIRIT.match(text):
        stats["level"] = 0  # a Spirit: the level 0 champion put onto the field first
    fields: dict[str, Any] = {"slug": slug, "type_basis": basis}
    if kind == UNKNOWN:
        fields["type_unknown"] = True
    return ImportedCard(
        game="grand_archive",
        name=name,
        subtitle=title,
        type=kind,
        stats=stats,
        fields=fields,
        printed_text=text,
        printings=[Printing(reference=slug)],
    )


def _read_json(file: Path) -> list[ImportedCard]:
    try:
        data = json.loads(file.read_text(encoding="utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise ImportFailure(file, "file", "JSON", f"is not valid JSON ({exc})") from None
    if isinstance(data, dict):
        data = data.get("data", data.get("cards"))
    if not isinstance(data, list):
        raise ImportFailure(file, "file", "top level", "is not a list of cards (or {data: [...]})")
    return [_json_card(file, n, rec) for n, rec in enumerate(data, 1)]


def _strings(value: Any, file: Path, where: str, field: str) -> list[str]:
    if value is None:
        return []
    if isinstance(value, str):
        return [value]
    if isinstance(value, list) and all(isinstance(v, str) for v in value):
        return list(value)
    raise ImportFailure(file, where, field, "is not text or a list of text")


def _json_card(file: Path, n: int, rec: object) -> ImportedCard:
    if not isinstance(rec, dict):
        raise ImportFailure(file, f"record {n}", "record", "is not an object")
    full = required_text(rec.get("name"), file, f"record {n}", "name")
    where = f"record {n} ({full})"
    name, title = split_name(full)
    types = [t.lower() for t in _strings(rec.get("types"), file, where, "types")]
    stats = {
        k: v
        for k in ("level", "power", "life", "durability")
        if (v := to_int(rec.get(k), file, where, k)) is not None
    }
    memory = to_int(rec.get("cost_memory"), file, where, "cost_memory")
    reserve = to_int(rec.get("cost_reserve"), file, where, "cost_reserve")
    effect = optional_text(rec.get("effect_raw", rec.get("effect")), file, where, "effect_raw")
    slug = str(rec.get("slug") or "")
    return ImportedCard(
        game="grand_archive",
        name=name,
        subtitle=title,
        type=types[0] if types else "card",
        cost=reserve if reserve is not None else memory,
        stats=stats,
        traits=_strings(rec.get("subtypes"), file, where, "subtypes"),
        fields={
            "slug": slug,
            "types": types,
            "classes": _strings(rec.get("classes"), file, where, "classes"),
            "elements": _strings(rec.get("elements", rec.get("element")), file, where, "elements"),
            "cost_memory": memory,
            "cost_reserve": reserve,
        },
        printed_text=effect.strip(),
        printings=[Printing(reference=slug)] if slug else [],
    )
