"""Altered: the official API JSON-LD, one array per set, with official rulings.

A Common and its Rare versions print different text, so each is its own identity:
the Common keeps the plain name, a Rare is "Name, Rare (Faction)". Kickstarter reprints
(COREKS) are printings of the same identities.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from ..parsers.altered import clean
from ..records import ImportedCard, Printing, Ruling
from .base import ImportFailure, files_in, merge, optional_text, required_text, to_int

# The export's cardType references, as the ruleset's card types (engine/games/altered/spec.py).
CARD_TYPES = {
    "CHARACTER": "character",
    "SPELL": "spell",
    "LANDMARK_PERMANENT": "landmark_permanent",
    "EXPEDITION_PERMANENT": "expedition_permanent",
    "HERO": "hero",
    "TOKEN": "token",
    "TOKEN_LANDMARK_PERMANENT": "token_landmark_permanent",
    "TOKEN_MANA": "token_mana",
}


def card_type_of(reference: str, traits: list[str]) -> str:
    """The card type; the older PERMANENT type is split by its Landmark / Gear subtype."""
    if reference == "PERMANENT":
        return "expedition_permanent" if "Gear" in traits else "landmark_permanent"
    return CARD_TYPES.get(reference, reference.lower())


def read(path: Path) -> list[ImportedCard]:
    cards: list[ImportedCard] = []
    for file in files_in(path, "*_EN.json"):
        try:
            data = json.loads(file.read_text(encoding="utf-8"))
        except (UnicodeDecodeError, json.JSONDecodeError) as exc:
            raise ImportFailure(file, "file", "JSON", f"is not valid JSON ({exc})") from None
        if isinstance(data, dict) and isinstance(data.get("hydra:member"), list):
            data = data["hydra:member"]
        if not isinstance(data, list):
            raise ImportFailure(file, "file", "top level", "is not a JSON array of cards")
        for n, rec in enumerate(data, 1):
            cards.append(_card(file, n, rec))
    return merge(cards)


def _ref(obj: Any, file: Path, where: str, field: str, key: str = "reference") -> str:
    if not isinstance(obj, dict):
        raise ImportFailure(file, where, field, "is missing or not an object")
    return required_text(obj.get(key), file, where, f"{field}.{key}")


def _card(file: Path, n: int, rec: object) -> ImportedCard:
    if not isinstance(rec, dict):
        raise ImportFailure(file, f"record {n}", "record", "is not an object")
    ref = required_text(rec.get("reference"), file, f"record {n}", "reference")
    name = required_text(rec.get("name"), file, f"record {n} ({ref})", "name")
    where = f"record {n} ({ref} {name})"
    card_type = _ref(rec.get("cardType"), file, where, "cardType")
    rarity = _ref(rec.get("rarity"), file, where, "rarity")
    faction = rec.get("mainFaction") or {}
    faction_name = faction.get("name", "") if isinstance(faction, dict) else ""
    elements = rec.get("elements")
    if not isinstance(elements, dict):
        raise ImportFailure(file, where, "elements", "is missing or not an object")

    def el(key: str) -> int | None:
        value = elements.get(key)
        if isinstance(value, str):
            value = value.replace("#", "")  # rare versions mark changed values with #…#
        return to_int(value, file, where, f"elements.{key}")

    main = optional_text(elements.get("MAIN_EFFECT"), file, where, "elements.MAIN_EFFECT")
    echo = optional_text(elements.get("ECHO_EFFECT"), file, where, "elements.ECHO_EFFECT")
    stats = {
        k: v
        for k, v in (
            ("forest", el("FOREST_POWER")),
            ("mountain", el("MOUNTAIN_POWER")),
            ("ocean", el("OCEAN_POWER")),
        )
        if v is not None
    }
    subtitle = None if rarity == "COMMON" else f"{rarity.title()} ({faction_name or '?'})"
    traits = [s.get("name", "") for s in rec.get("cardSubTypes") or [] if isinstance(s, dict)]
    card_set = rec.get("cardSet") or {}
    set_code = card_set.get("reference", "") if isinstance(card_set, dict) else ""
    rulings = []
    for k, r in enumerate(rec.get("cardRulings") or [], 1):
        if not isinstance(r, dict):
            raise ImportFailure(file, where, f"cardRulings[{k}]", "is not an object")
        rulings.append(
            Ruling(
                question=required_text(
                    r.get("question"), file, where, f"cardRulings[{k}].question"
                ),
                answer=required_text(r.get("answer"), file, where, f"cardRulings[{k}].answer"),
                date=str(r.get("createdAt") or "")[:10],
                source="Equinox (official Altered API)",
            )
        )
    text = "\n".join(t for t in (clean(main), echo and f"[Support] {clean(echo)}") if t)
    return ImportedCard(
        game="altered",
        name=name,
        subtitle=subtitle,
        type=card_type_of(card_type, traits),
        cost=el("MAIN_COST"),
        stats=stats,
        traits=traits,
        fields={
            "faction": faction_name,
            "recall_cost": el("RECALL_COST"),
            "reserve": el("RESERVE"),
            "landmarks": el("PERMANENT"),
            "main_effect": main,
            "echo_effect": echo,
            "rarity": rarity.lower(),
            "banned": bool(rec.get("isBanned")),
            "suspended": bool(rec.get("isSuspended")),
            "errated": bool(rec.get("isErrated")),
        },
        printed_text=text,
        printings=[
            Printing(
                set_code=set_code,
                number=str(rec.get("collectorNumber") or ""),
                rarity=rarity.lower(),
                reference=ref,
            )
        ],
        rulings=rulings,
    )
