"""Epic Battles: OCTGN ``set.xml`` card definitions (one file per set).

Reprints across sets are one identity with several printings; the fan-made sets are
marked so answers can keep them apart from Score's official sets.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

from ..records import ImportedCard, Printing
from .base import ImportFailure, files_in, merge, to_int

FAN_SETS = {"Marvel Vs Capcom", "Street Fighter 2"}
_TYPO = {"evemt": "event", "attak": "attack"}


def read(path: Path) -> list[ImportedCard]:
    cards: list[ImportedCard] = []
    for file in files_in(path, "*.xml"):
        try:
            root = ET.parse(file).getroot()
        except ET.ParseError as exc:
            raise ImportFailure(file, "file", "XML", f"is not well-formed ({exc})") from None
        if root.tag != "set":
            if path.is_dir():
                continue  # definition.xml and other non-set files in a folder
            raise ImportFailure(file, "file", "root", f"is <{root.tag}>, expected <set>")
        set_name = root.get("name") or file.stem
        for n, el in enumerate(root.iter("card"), 1):
            cards.append(_card(file, set_name, n, el))
    return merge(cards)


def _card(file: Path, set_name: str, n: int, el: ET.Element) -> ImportedCard:
    name = (el.get("name") or "").strip()
    if not name:
        raise ImportFailure(file, f"card {n}", "name", "is missing or empty")
    where = f"card {n} ({name})"
    props = {p.get("name", ""): (p.get("value") or "").strip() for p in el.iter("property")}
    props = {k: ("" if v == "--" else v) for k, v in props.items()}
    raw_type = props.get("Card Type", "").lower()
    card_type = _TYPO.get(raw_type, raw_type) or "card"
    stats = {
        k: v
        for k, v in (("damage", to_int(props.get("Damage"), file, where, "Damage")),)
        if v is not None
    }
    fields = {
        "zone": props.get("Attack", ""),
        "trait": props.get("Attack Type", ""),
        "link": props.get("Link", ""),
        "set": set_name,
        "fan_set": set_name in FAN_SETS,
    }
    return ImportedCard(
        game="epic_battles",
        name=name,
        type=card_type,
        cost=to_int(props.get("Cost"), file, where, "Cost"),
        stats=stats,
        traits=[props["Attack Type"]] if props.get("Attack Type") else [],
        fields={k: v for k, v in fields.items() if v not in ("", None)},
        printed_text=props.get("Text", ""),
        printings=[
            Printing(
                set_code=set_name,
                number=props.get("Number", ""),
                rarity=props.get("Rarity", ""),
                reference=el.get("id", ""),
            )
        ],
    )
