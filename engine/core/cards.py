"""Card definitions: what a card is, and its abilities in the form the engine runs.

A definition is data. It comes from the hand-written files that ship with each
ruleset (``engine/games/<game>/cards.yaml``) or from the card database, through the
:class:`CardCatalog` protocol; the engine never needs to know which.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any, Protocol

import yaml

# How far the engine can run an ability (shown by /card and the coverage report).
MODELLED = "modelled"  # the effect runs
TIMING_ONLY = "timing_only"  # the engine knows when it happens, not what it does
NOT_MODELLED = "not_modelled"  # neither; answers say "resolve as printed"
MODEL_LEVELS = (MODELLED, TIMING_ONLY, NOT_MODELLED)


@dataclass(frozen=True)
class AbilityDefinition:
    """One ability of a card.

    ``kind`` is the rules category (triggered, activated, static, replacement,
    keyword, event, reaction, interrupt, ...); ``timing`` is the finer label a
    ruleset uses to decide when it happens (``when_played``, ``when_defeated``,
    ``on_attack``, ``opponent_plays_card`` ...). ``effect`` is a list of steps, each a
    mapping with a ``verb`` key naming a verb in the ruleset's verb library.
    """

    id: str
    kind: str
    text: str = ""
    timing: str = ""
    trigger: dict[str, Any] | None = None
    optional: bool = False
    cost: tuple[dict[str, Any], ...] = ()
    effect: tuple[dict[str, Any], ...] = ()
    modelled: str = MODELLED
    extra: dict[str, Any] = field(default_factory=dict)

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> AbilityDefinition:
        known = {
            "id",
            "kind",
            "text",
            "timing",
            "trigger",
            "optional",
            "cost",
            "effect",
            "modelled",
        }
        return cls(
            id=str(d["id"]),
            kind=str(d["kind"]),
            text=str(d.get("text", "")),
            timing=str(d.get("timing", "")),
            trigger=d.get("trigger"),
            optional=bool(d.get("optional", False)),
            cost=tuple(d.get("cost") or ()),
            effect=tuple(d.get("effect") or ()),
            modelled=str(d.get("modelled", MODELLED)),
            extra={k: v for k, v in d.items() if k not in known},
        )

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"id": self.id, "kind": self.kind}
        if self.text:
            out["text"] = self.text
        if self.timing:
            out["timing"] = self.timing
        if self.trigger is not None:
            out["trigger"] = self.trigger
        if self.optional:
            out["optional"] = True
        if self.cost:
            out["cost"] = list(self.cost)
        if self.effect:
            out["effect"] = list(self.effect)
        if self.modelled != MODELLED:
            out["modelled"] = self.modelled
        out.update(self.extra)
        return out


@dataclass(frozen=True)
class CardDefinition:
    """One card identity (name + subtitle) of one game."""

    game: str
    name: str
    type: str
    subtitle: str | None = None
    cost: int | None = None
    stats: dict[str, Any] = field(default_factory=dict)
    traits: tuple[str, ...] = ()
    fields: dict[str, Any] = field(default_factory=dict)
    text: str = ""
    abilities: tuple[AbilityDefinition, ...] = ()
    source: str = "hand-written"

    @property
    def full_name(self) -> str:
        return f"{self.name}, {self.subtitle}" if self.subtitle else self.name

    def ability(self, ability_id: str) -> AbilityDefinition:
        for a in self.abilities:
            if a.id == ability_id:
                return a
        raise KeyError(f"{self.full_name} has no ability {ability_id!r}")

    @classmethod
    def from_dict(cls, game: str, d: dict[str, Any]) -> CardDefinition:
        return cls(
            game=game,
            name=str(d["name"]),
            type=str(d["type"]),
            subtitle=d.get("subtitle"),
            cost=d.get("cost"),
            stats=dict(d.get("stats") or {}),
            traits=tuple(d.get("traits") or ()),
            fields=dict(d.get("fields") or {}),
            text=str(d.get("text", "")),
            abilities=tuple(AbilityDefinition.from_dict(a) for a in d.get("abilities") or ()),
            source=str(d.get("source", "hand-written")),
        )

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"name": self.name, "type": self.type}
        if self.subtitle:
            out["subtitle"] = self.subtitle
        if self.cost is not None:
            out["cost"] = self.cost
        if self.stats:
            out["stats"] = self.stats
        if self.traits:
            out["traits"] = list(self.traits)
        if self.fields:
            out["fields"] = self.fields
        if self.text:
            out["text"] = self.text
        if self.abilities:
            out["abilities"] = [a.to_dict() for a in self.abilities]
        if self.source != "hand-written":
            out["source"] = self.source
        return out


@lru_cache(maxsize=1 << 16)
def normalise_name(text: str) -> str:
    """Case-, accent- and punctuation-insensitive form of a card name (memoised: rulesets
    compare the same few labels thousands of times in a long chain of abilities)."""
    decomposed = unicodedata.normalize("NFKD", text)
    kept = [c for c in decomposed if not unicodedata.combining(c)]
    cleaned = "".join(c.lower() if c.isalnum() else " " for c in kept)
    return " ".join(cleaned.split())


class CardNotFound(LookupError):
    """A card name could not be resolved to exactly one card."""

    def __init__(
        self, game: str, name: str, candidates: list[str] | None = None, message: str = ""
    ) -> None:
        self.game = game
        self.name = name
        self.candidates = candidates or []
        if not message and self.candidates:
            # Full names can hold commas ("Gideon, CoW"), so each candidate is quoted.
            shown = ", ".join(f"“{c}”" for c in self.candidates[:5])
            message = f"card {name!r} matches several {game} cards: {shown}. Which one?"
        super().__init__(message or f"card {name!r} not found in {game}")


class CardCatalog(Protocol):
    """Where the engine gets card definitions; implemented by YAML files and the DB."""

    def get(self, game: str, name: str) -> CardDefinition:
        """Resolve a typed name to one definition or raise :class:`CardNotFound`."""
        ...


GAMES_DIR = Path(__file__).resolve().parent.parent / "games"


def load_card_file(path: Path) -> list[CardDefinition]:
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    game = data["game"]
    return [CardDefinition.from_dict(game, c) for c in data.get("cards") or ()]


class YamlCatalog:
    """The hand-written card files shipped with the rulesets, resolved by exact name.

    The card database offers staged fuzzy resolution; this catalog is the minimal
    one the engine's own tests use, and accepts ``Name`` or ``Name, Subtitle``.
    """

    def __init__(self, cards: list[CardDefinition] | None = None) -> None:
        self._by_key: dict[tuple[str, str], list[CardDefinition]] = {}
        for c in cards if cards is not None else self._shipped():
            self.add(c)

    @staticmethod
    def _shipped() -> list[CardDefinition]:
        out: list[CardDefinition] = []
        for path in sorted(GAMES_DIR.glob("*/cards.yaml")):
            out.extend(load_card_file(path))
        return out

    def add(self, card: CardDefinition) -> None:
        for key in {normalise_name(card.name), normalise_name(card.full_name)}:
            self._by_key.setdefault((card.game, key), []).append(card)

    def all(self, game: str | None = None) -> list[CardDefinition]:
        seen: dict[int, CardDefinition] = {}
        for (g, _), cards in self._by_key.items():
            if game is None or g == game:
                for c in cards:
                    seen[id(c)] = c
        return list(seen.values())

    def get(self, game: str, name: str) -> CardDefinition:
        matches = self._by_key.get((game, normalise_name(name)), [])
        if len(matches) == 1:
            return matches[0]
        unique = {c.full_name: c for c in matches}
        if len(unique) == 1:
            return next(iter(unique.values()))
        if len(unique) > 1:
            raise CardNotFound(game, name, sorted(unique))
        raise CardNotFound(game, name, [])
