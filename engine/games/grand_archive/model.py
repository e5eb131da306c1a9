"""Grand Archive game objects the rules look at: champions, memory, elements, restrictions.

Kept apart from the ruleset so restriction checks read as one small function each.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.core.cards import AbilityDefinition, normalise_name
from engine.core.events import Event
from engine.core.state import CardObject, GameState
from engine.games.grand_archive import characteristics as chars
from engine.games.grand_archive.restrictions import Restriction, parse_restrictions


def champion(state: GameState, player: str) -> CardObject | None:
    """The player's champion: the champion card on top of their lineage on the field."""
    for o in state.cards_in(player, "field"):
        if chars.card_type(o) == "champion":
            return o
    return None


def base_level(ch: CardObject) -> int | None:
    """The printed (or stated) level, or None when the card data does not give it."""
    return chars.stat(ch, "level")


def level(ch: CardObject) -> int:
    """Modified level: printed level plus level counters plus other level changes."""
    return (base_level(ch) or 0) + ch.counters.get("level", 0) + int(ch.flags.get("level_mod", 0))


def classes(obj: CardObject) -> list[str]:
    return chars.classes(obj) or []


def element(obj: CardObject) -> str | None:
    return chars.element(obj)


def champion_elements(ch: CardObject) -> set[str]:
    """The champion's element identity: its own element and those in its lineage."""
    own = element(ch)
    return ({own} if own else set()) | {
        str(e).lower() for e in ch.flags.get("lineage_elements", [])
    }


def enabled_elements(state: GameState, player: str) -> set[str]:
    ch = champion(state, player)
    return {"norm"} | (champion_elements(ch) if ch else set())


def memory_count(state: GameState, player: str) -> int:
    return len(state.cards_in(player, "memory"))


def check(state: GameState, player: str, source: CardObject, r: Restriction) -> tuple[bool, str]:
    """Is one restriction met for ``player`` and the card ``source``? With the reason."""
    ch = champion(state, player)
    if r.kind == "memory":
        n = memory_count(state, player)
        return n >= int(r.value or 0), f"{player} has {n} card(s) in memory"
    if ch is None:
        return False, f"{player} has no champion on the field"
    if r.kind == "damage":  # the cards' reminder: N or more damage counters on your champion
        return ch.damage >= int(r.value or 0), f"{ch.label} has {ch.damage} damage"
    if r.kind == "level":
        if base_level(ch) is None:
            return (
                False,
                f"{ch.label}'s level is not in the card data (state it: flags: {{level: N}})",
            )
        from engine.games.grand_archive.empower import bonus

        empowered = bonus(source)
        lv = level(ch) + empowered
        printed = base_level(ch)
        counting = f", counting Empower {empowered}" if empowered else ""
        extra = f" (printed {printed}, modified {lv}{counting})" if lv != printed else ""
        return lv >= int(r.value or 0), f"{ch.label} is level {lv}{extra}"
    if r.kind == "class":
        unknown = [o.label for o in (source, ch) if chars.classes(o) is None]
        if unknown:
            return False, (
                f"the class of {' and '.join(unknown)} is not in the card data "
                "(state it: flags: {classes: [...]})"
            )
        mine = classes(source)
        theirs = classes(ch)
        shared = [c for c in mine if c in theirs]
        return (
            bool(shared),
            f"{source.label} is {'/'.join(mine) or 'classless'}; {ch.label} is {'/'.join(theirs) or 'classless'}",
        )
    if r.kind == "element":
        el = element(source)
        els = champion_elements(ch)
        if el is None or not els:
            return False, "an element is not in the card data (state it: flags: {element: ...})"
        return (
            el in els,
            f"{source.label} is {el}; {ch.label}'s elements are {', '.join(sorted(els))}",
        )
    if r.kind == "champion":
        ok = normalise_name(ch.definition.name) == normalise_name(str(r.value))
        return ok, f"{player}'s champion is {ch.definition.name} (title ignored)"
    return False, f"unknown restriction {r.tag}"


def static_restrictions(spec: Any) -> list[Restriction]:
    """The static (bubble) restrictions of an ability or mode definition."""
    raw = (
        spec.extra.get("restrictions")
        if isinstance(spec, AbilityDefinition)
        else spec.get("restrictions")
    )
    return parse_restrictions(raw)


def inline_restrictions(step: dict[str, Any]) -> list[Restriction]:
    return parse_restrictions(step.get("inline"))


@dataclass
class StackItem:
    """One layer of the effects stack: a card activation or an ability, with its choices."""

    kind: str  # card | activated | triggered
    source: int
    controller: str
    ability: AbilityDefinition
    label: str
    modes: list[dict[str, Any]] = field(default_factory=list)
    targets: dict[int, int] = field(default_factory=dict)  # step number -> object id
    untargeted: set[int] = field(default_factory=set)  # "up to one target": none was legal
    event: Event | None = None
    parts: list[AbilityDefinition] = field(default_factory=list)  # paragraphs that resolve
    unlocked_by: list[Restriction] = field(
        default_factory=list
    )  # static restrictions met at activation
