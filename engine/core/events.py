"""Events and pending triggered abilities.

An :class:`Event` is something that happened (a card was played, a unit was
defeated). Rulesets collect the abilities it triggers *at the moment it happens*
(so a unit defeated by the event still sees it) and queue them as
:class:`PendingTrigger` objects in the innermost open trigger window.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.core.cards import AbilityDefinition


@dataclass
class Event:
    kind: str
    player: str | None = None  # who caused it / whose card
    card: int | None = None  # object id the event is about
    data: dict[str, Any] = field(default_factory=dict)


@dataclass
class PendingTrigger:
    """A triggered ability waiting to resolve."""

    source: int  # object id of the card with the ability
    ability: AbilityDefinition
    controller: str  # the player who resolves it
    event: Event
    label: str  # "Krayt Dragon: when an opponent plays a card"
    card_label: str = ""
    uid: int = 0  # creation order, for stable ordering and defaults

    def describe(self) -> str:
        return self.label
