"""Activations: the record of one ability's activation, and the changes its completion made.

The REG's interrupt rules undo only the *completion* of an activation, so each activation
keeps the state changes its completion made; undoing replays them backwards. Beginning and
declared targets stay on the record, which is what lets a suspended ability reactivate.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.core.cards import AbilityDefinition
from engine.core.state import CardObject, GameState

# Activation statuses.
BEGUN = "begun"
COMPLETE = "complete"  # an instant ability that has completed
ACTIVE = "active"  # an ongoing ability that has completed and stays in force
OPEN = "open"  # an interrupt whose paired abilities are running or done, not yet complete
SUSPENDED = "suspended"  # interrupted: pending until it reactivates
FAILED = "failed"  # could not reactivate
NEGATED = "negated"
DECLINED = "declined"

LIVE = (COMPLETE, ACTIVE, OPEN)  # what an interrupt can reach

# Effect verbs whose completion defeats (removes) a character.
DEFEAT_VERBS = {"discard", "underdeck", "banish", "capture", "shuffle"}

CHARACTERS = ("hero", "evil_character")
ENHANCEMENTS = ("good_enhancement", "evil_enhancement")
IN_PLAY_ZONES = ("battle", "territory", "artifact_pile", "land_of_bondage")


@dataclass
class Change:
    """One object moved by a completion: enough to put it back."""

    oid: int
    from_zone: tuple[str | None, str]
    index: int
    to_zone: tuple[str | None, str]
    attached_to: int | None


@dataclass
class Activation:
    uid: int
    card: int
    ability: AbilityDefinition
    controller: str
    label: str  # "Eaten by Worms (discard-ec)"
    battle: int
    in_battle: bool  # the card was in battle when the ability first activated
    parent: int | None = None  # the interrupt this ability is paired with
    status: str = BEGUN
    target_kind: str = "card"  # card | ability
    targets: list[int] = field(default_factory=list)
    changes: list[Change] = field(default_factory=list)
    children: list[int] = field(default_factory=list)  # paired abilities (of an interrupt)
    suspended: list[int] = field(default_factory=list)  # abilities this interrupt suspended
    prevented: bool = False
    notes: dict[str, Any] = field(default_factory=dict)

    @property
    def kind(self) -> str:
        return self.ability.kind

    @property
    def riders(self) -> dict[str, Any]:
        return dict(self.ability.extra.get("riders") or {})

    @property
    def verbs(self) -> list[str]:
        return [str(s.get("verb")) for s in self.ability.effect]


def alignment(obj: CardObject) -> str:
    return str(obj.definition.fields.get("alignment", "neutral"))


def is_enhancement(obj: CardObject) -> bool:
    return obj.definition.type in ENHANCEMENTS or bool(obj.definition.fields.get("enhancement"))


def matches(state: GameState, obj: CardObject, spec: dict[str, Any], controller: str) -> bool:
    """Does a card fit a target description (type, zone, side, traits)?"""
    types = spec.get("type")
    if types:
        wanted = [types] if isinstance(types, str) else list(types)
        if obj.definition.type not in wanted:
            return False
    zone = spec.get("zone", "play")
    if zone == "play":
        if obj.zone[1] not in IN_PLAY_ZONES:
            return False
    elif obj.zone[1] != zone:
        return False
    side = spec.get("side", "any")
    if side == "self" and obj.controller != controller:
        return False
    if side == "opponent" and obj.controller == controller:
        return False
    traits = {t.lower() for t in obj.definition.fields.get("traits", [])}
    return all(t.lower() in traits for t in spec.get("traits", []))
