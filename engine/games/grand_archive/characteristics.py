"""A card's characteristics: what the scenario states first, then what the card prints.

The real export gives only names and text, so type, cost, element, class and stats
are often unknown. A scenario may state them on a placement
(``flags: {type: ally, power: 2, life: 3, element: fire, classes: [Warrior], cost: 2}``,
or ``(2 power, 3 life)`` in the compact form); an unknown one is reported as
unknown, never guessed silently.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from engine.core.cards import AbilityDefinition, CardDefinition
from engine.core.state import CardObject
from engine.games.grand_archive.ids import WORDED_TRIGGERS

STATS = ("power", "life", "level", "durability", "cost", "memory_cost")
UNKNOWN_TYPE = "card"


def card_type(obj: CardObject) -> str:
    """The type the scenario states, else the imported or printed one."""
    return str(obj.flags.get("type") or obj.definition.type)


def type_known(obj: CardObject) -> bool:
    return card_type(obj) != UNKNOWN_TYPE


def stat(obj: CardObject, key: str) -> int | None:
    """A stat as stated or printed, or None when the card data does not give it."""
    if key in obj.flags:
        return int(obj.flags[key])
    if key == "cost" and obj.definition.cost is not None:
        return int(obj.definition.cost)
    value = obj.definition.stats.get(key)
    return int(value) if value is not None else None


def element(obj: CardObject) -> str | None:
    """The card's element (lower case), or None when neither stated nor printed."""
    value: Any = obj.flags.get("element") or obj.definition.fields.get("element")
    if not value:
        listed = obj.definition.fields.get("elements") or []
        value = listed[0] if listed else None
    return str(value).lower() if value else None


def classes(obj: CardObject) -> list[str] | None:
    """The card's classes, or None when neither stated nor printed."""
    value = obj.flags.get("classes")
    if value is None:
        value = obj.definition.fields.get("classes")
    if value is None:
        return None
    return [value] if isinstance(value, str) else list(value)


def subtypes(obj: CardObject) -> list[str] | None:
    """The card's subtypes (Animal, Sword ...), or None when neither stated nor printed."""
    value = obj.flags.get("subtypes")
    if value is None:
        value = list(obj.definition.traits) or None
    if value is None:
        return None
    return [value] if isinstance(value, str) else list(value)


def fits_subject(obj: CardObject, want: dict[str, Any]) -> bool:
    """Whether ``obj`` has the subtypes (or classes) and element a target phrase names ("target
    Animal or Beast ally", "target Warrior weapon", "target non-Human ally", "target fire
    element ally"). A card whose subtypes and classes the data does not give fits none of
    them: the scenario states them."""
    if want.get("subtypes") or want.get("not_subtypes"):
        # "target Warrior weapon" names a class, "target Sword weapon" a subtype: either counts
        known = [*(subtypes(obj) or []), *(classes(obj) or [])]
        named = obj.definition.name.lower() in {w.lower() for w in want.get("subtypes") or []}
        if subtypes(obj) is None and classes(obj) is None and not named:
            return False  # "a Powercell" also fits a token named Powercell
        have = {s.lower() for s in known} | ({obj.definition.name.lower()} if named else set())
        if want.get("subtypes") and not have & {s.lower() for s in want["subtypes"]}:
            return False
        if want.get("not_subtypes") and (
            subtypes(obj) is None or have & {s.lower() for s in want["not_subtypes"]}
        ):
            return False  # "non-Human" needs the subtypes known
    return not want.get("element") or element(obj) == str(want["element"]).lower()


def state_from_counters(obj: CardObject) -> None:
    """Move ``(2 power, 3 life)`` from the compact form's counters to stated stats."""
    for key in ("power", "life", "durability", "cost"):
        if key in obj.counters:
            obj.flags[key] = obj.counters.pop(key)


# Timings only objects on the field have: a card of unknown type with one of them is an object.
OBJECT_TIMINGS = frozenset(
    {
        "on_enter",
        "on_death",
        "on_attack",
        "on_hit",
        "on_champion_hit",
        "on_kill",
        "on_foster",
        *WORDED_TRIGGERS,
    }
)


# Static verbs only an object on the field applies (to itself or to what its controller controls).
OBJECT_VERBS = frozenset({"grant_stats", "has_keywords", "group_static"})


def object_by_text(definition: CardDefinition) -> bool:
    """Whether a card of unknown type has abilities that only objects on the field use
    (a trigger of objects, an activated ability, or a POWER/LIFE bonus it holds)."""
    return objects_by_abilities(definition.abilities)


def objects_by_abilities(abilities: Iterable[AbilityDefinition]) -> bool:
    """:func:`object_by_text` over a card's abilities (also while the card is being parsed)."""
    return any(
        a.timing in OBJECT_TIMINGS
        or a.kind == "activated"
        or any(s.get("verb") in OBJECT_VERBS for s in a.effect)
        for a in abilities
    )
