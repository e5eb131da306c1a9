"""Plain records passed between importers, the store and the public API."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass
class Printing:
    """One printing of a card: where it was printed and, when it differs, its own text."""

    set_code: str = ""
    number: str = ""
    rarity: str = ""
    reference: str = ""
    printed_text: str | None = None
    fields: dict[str, Any] = field(default_factory=dict)


@dataclass
class Ruling:
    """An official question and answer about a card."""

    question: str
    answer: str
    date: str = ""
    source: str = ""


@dataclass
class ImportedCard:
    """One card identity as an importer read it from an export, before parsing."""

    game: str
    name: str
    type: str
    subtitle: str | None = None
    cost: int | None = None
    stats: dict[str, Any] = field(default_factory=dict)
    traits: list[str] = field(default_factory=list)
    fields: dict[str, Any] = field(default_factory=dict)
    printed_text: str = ""
    printings: list[Printing] = field(default_factory=list)
    rulings: list[Ruling] = field(default_factory=list)
    # What the game's parser made of this card, kept by an importer that had to compile the
    # cards already (Redemption's examples): the import then does not compile them twice.
    compiled: list[Any] | None = field(default=None, compare=False, repr=False)

    @property
    def full_name(self) -> str:
        return f"{self.name}, {self.subtitle}" if self.subtitle else self.name


@dataclass(frozen=True, slots=True)  # one per card in the name index: kept small
class CardRecord:
    """A card as name resolution and search return it."""

    id: int
    game: str
    name: str
    subtitle: str | None
    full_name: str
    type: str
    score: float = 100.0


@dataclass(frozen=True)
class Resolution:
    """The answer to "which card did the user mean?"."""

    status: str  # exact | prefix | subtitle | fuzzy | ambiguous | not_found | invalid
    card: CardRecord | None
    candidates: list[CardRecord]
    message: str

    @property
    def ok(self) -> bool:
        return self.card is not None


@dataclass(frozen=True)
class Suggestion:
    """One autocomplete choice; both strings fit Discord's 100-character limit."""

    label: str
    value: str
    game: str | None = None
