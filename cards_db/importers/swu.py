"""Star Wars: Unlimited: the swu-db style JSON array (one record per printing)."""

from __future__ import annotations

import json
from pathlib import Path

from ..records import ImportedCard, Printing
from .base import ImportFailure, files_in, merge, optional_text, required_text, to_int


def _list(value: object, path: Path, record: str, field: str) -> list[str]:
    if value is None:
        return []
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise ImportFailure(path, record, field, "is not a list of text")
    return list(value)


def read(path: Path) -> list[ImportedCard]:
    cards: list[ImportedCard] = []
    for file in files_in(path, "*.json"):
        try:
            data = json.loads(file.read_text(encoding="utf-8"))
        except (UnicodeDecodeError, json.JSONDecodeError) as exc:
            raise ImportFailure(file, "file", "JSON", f"is not valid JSON ({exc})") from None
        if not isinstance(data, list):
            if path.is_dir():
                continue  # statistics.json and other side files of the export folder
            raise ImportFailure(file, "file", "top level", "is not a JSON array of cards")
        for n, rec in enumerate(data, 1):
            cards.append(_card(file, n, rec))
    return merge(cards)


def _card(file: Path, n: int, rec: object) -> ImportedCard:
    if not isinstance(rec, dict):
        raise ImportFailure(file, f"record {n}", "record", "is not an object")
    name = required_text(rec.get("Name"), file, f"record {n}", "Name")
    where = f"record {n} ({name})"
    card_type = required_text(rec.get("Type"), file, where, "Type")
    subtitle = optional_text(rec.get("Subtitle"), file, where, "Subtitle").strip() or None
    arenas = _list(rec.get("Arenas"), file, where, "Arenas")
    stats = {
        k: v
        for k, v in (
            ("power", to_int(rec.get("Power"), file, where, "Power")),
            ("hp", to_int(rec.get("HP"), file, where, "HP")),
        )
        if v is not None
    }
    front = optional_text(rec.get("FrontText"), file, where, "FrontText")
    back = optional_text(rec.get("BackText"), file, where, "BackText")
    epic = optional_text(rec.get("EpicAction"), file, where, "EpicAction")
    fields = {
        "aspects": _list(rec.get("Aspects"), file, where, "Aspects"),
        "keywords": [k.lower() for k in _list(rec.get("Keywords"), file, where, "Keywords")],
        "unique": bool(rec.get("Unique")),
        "front_text": front,
    }
    if arenas:
        fields["arena"] = arenas[0].lower()
    if back:
        fields["back_text"] = back
    if epic:
        fields["epic_action"] = epic
    printed = "\n".join(t for t in (front, epic, back and f"[Back] {back}") if t)
    set_code = optional_text(rec.get("Set"), file, where, "Set")
    number = optional_text(rec.get("Number"), file, where, "Number")
    return ImportedCard(
        game="swu",
        name=name,
        subtitle=subtitle,
        type=card_type.lower(),
        cost=to_int(rec.get("Cost"), file, where, "Cost"),
        stats=stats,
        traits=[t.title() for t in _list(rec.get("Traits"), file, where, "Traits")],
        fields={**fields, "set": set_code, "number": number},
        printed_text=printed,
        printings=[
            Printing(
                set_code=set_code,
                number=number,
                rarity=optional_text(rec.get("Rarity"), file, where, "Rarity"),
                reference=f"{set_code}-{number}",
                fields={"artist": rec.get("Artist") or "", "variant": rec.get("VariantType") or ""},
            )
        ],
    )
