"""Card descriptions beyond type, brigade and place: what ``model.matches`` hands over to here.

- ``title``: words of the card's name, one of a list ("with 'False' or 'Deceit' in the title");
- ``numbers``: the card's strength / toughness against a bound ("a Hero with toughness */3 or
  less"), as they stand now (enhancements, increases and decreases counted: battle.numbers);
  printed numbers where there is no game yet (the importer looking for an example card).

The parser's side is ``cards_db/parsers/redemption_descriptions.py``.
"""

from __future__ import annotations

import re
from types import SimpleNamespace
from typing import Any

from engine.core.state import CardObject, GameState

KEYS = {"title", "numbers"}
_COUNTING: set[int] = set()  # the cards whose current numbers are being worked out


def fits(state: GameState | None, obj: CardObject, spec: dict[str, Any]) -> bool:
    """Does the card fit this module's parts of the description (True when it has none)?"""
    if "title" in spec and not any(_titled(obj, str(t)) for t in spec["title"]):
        return False
    return "numbers" not in spec or _numbered(state, obj, spec["numbers"])


def _titled(obj: CardObject, words: str) -> bool:
    """The words begin a word of the card's name ("Snare" fits "Snares of the Wicked")."""
    return re.search(r"\b" + re.escape(words.lower()), obj.definition.name.lower()) is not None


def _numbered(state: GameState | None, obj: CardObject, bounds: dict[str, list[Any]]) -> bool:
    stats = getattr(obj.definition, "stats", None)
    if not stats or "strength" not in stats:
        return False  # a card without numbers (or none recorded) has no such bound to meet
    from engine.games.redemption.battle import number, numbers, readings

    printed = {k: readings(stats.get(k)) for k in ("strength", "toughness")}
    if any(len(v) > 1 for k, v in printed.items() if k in bounds):
        # printed with two readings ("4(3)": its other side): it fits only if both do
        return all(_within(n, *bounds[k]) for k, v in printed.items() if k in bounds for n in v)
    now = {k: number(stats.get(k)) for k in ("strength", "toughness")}
    if state is not None and obj.oid not in _COUNTING:  # a card that changes numbers by
        _COUNTING.add(obj.oid)  # numbers asks again: its printed ones answer then
        try:
            now["strength"], now["toughness"] = numbers(state, obj)
        finally:
            _COUNTING.discard(obj.oid)
    return all(_within(now[key], op, bound) for key, (op, bound) in bounds.items())


def _within(value: int, op: str, bound: int) -> bool:
    return value <= bound if op == "le" else value >= bound


def own_card_fits(spec: dict[str, Any], card: Any) -> str | None:
    """The card itself, when it fits a description it names by title ("search for a card with
    'Wrath' in the title" on Angels of Wrath): a scenario can place a copy of it."""
    from engine.games.redemption.model import matches
    from engine.games.redemption.reach import PLACE_KEYS

    if card is None:
        return None
    wanted = {k: v for k, v in spec.items() if k not in PLACE_KEYS}
    stub = SimpleNamespace(definition=card, zone=("A", "battle"), controller="A", flags={}, oid=-1)
    return card.full_name if matches(None, stub, wanted, "A") else None  # type: ignore[arg-type]


def words(spec: dict[str, Any]) -> str:
    """This module's parts of a description in words, to follow its noun (" with strength 6
    or less", " with 'Wrath' in the title"); "" when it has none."""
    out = []
    for key, (op, bound) in (spec.get("numbers") or {}).items():
        out.append(f"{key} {bound} or {'less' if op == 'le' else 'more'}")
    text = f" with {' and '.join(out)}" if out else ""
    if spec.get("title"):
        text += " with " + " or ".join(f"'{t}'" for t in spec["title"]) + " in the title"
    return text
