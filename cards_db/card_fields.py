"""The export fields a player reads on /card, with labels, and the importers' bookkeeping hidden.

An importer keeps more in ``fields`` than a player should see: lookup tables the
compiler uses (names a text mentions, a real card for each description), the export's
own file keys, flags that say where a value came from. Those are data for the engine;
shown raw they read as Python objects. This module decides what /card lists and how.
"""

from __future__ import annotations

import re
from typing import Any

#: Kept for the compiler and the engine, never listed on /card.
BOOKKEEPING = frozenset(
    {
        "slug",
        "type_basis",
        "type_unknown",
        "stand_in",
        "named",
        "named_types",
        "examples",
        "identifiers_named",
        "lackey_name",
        "image",
        "front_text",
        "back_text",
        "epic_action",
        "main_effect",
        "echo_effect",
    }
)

#: Labels where the key alone does not say it.
LABELS = {
    "official_set": "Set name",
    "type_label": "Type as printed",
    "fan_set": "Fan-made set",
    "recall_cost": "Recall cost",
    "link": "Links to",
    "flip": "Flips",
    "side": "Face",
}

#: Per printing: listed under "Printings" when the card has printing rows.
PRINTING_KEYS = frozenset({"set", "number", "rarity"})

_IDENTIFIER = re.compile(r"^[a-z]+(?:_[a-z]+)+$")


def _label(key: str) -> str:
    return LABELS.get(key) or key.replace("_", " ").capitalize()


def _text(value: Any) -> str | None:
    """A value as words, or None when there is nothing a player would read."""
    if value is None or value == "" or isinstance(value, dict):
        return None
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, (list, tuple)):
        parts = [t for t in (_text(v) for v in value) if t]
        return ", ".join(parts) or None
    text = str(value).strip()
    if text.lower() in {"none", "null"}:
        return None
    return text.replace("_", " ") if _IDENTIFIER.match(text) else text


def shown_fields(fields: dict[str, Any], *, has_printings: bool = False) -> list[tuple[str, str]]:
    """(label, value) pairs /card lists, in the export's order; bookkeeping and empties left out.

    With printing rows, set, number and rarity are left to the printings line, where
    each printing says its own.
    """
    out: list[tuple[str, str]] = []
    for key, value in fields.items():
        if key in BOOKKEEPING or (has_printings and key in PRINTING_KEYS):
            continue
        text = _text(value)
        if text is not None:
            out.append((_label(key), text))
    return out


def type_note(card_type: str | None, fields: dict[str, Any]) -> str | None:
    """Why the card's type is missing, when the export does not give it."""
    if fields.get("type_unknown"):
        basis = fields.get("type_basis") or "the card data does not give it"
        return f"Type not in the card data ({basis})"
    return None
