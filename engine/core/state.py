"""Game state: players, zones and card objects with their per-object state.

Zones are keyed by ``(owner, name)``; a shared zone has owner ``None``. Each card in
a scenario becomes a :class:`CardObject` with a stable object id, so the trace can
name "Krayt Dragon" even after it has moved to the discard pile.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from engine.core.cards import CardDefinition, normalise_name

# Labels and names repeat across a run (and across runs); normalising is the costly part.
_norm = lru_cache(maxsize=8192)(normalise_name)

PUBLIC = "public"
HIDDEN = "hidden"
CEASED = "ceased"  # the zone name an object that stopped existing reports


def _index(index: dict[str, int | list[int]], key: str, oid: int) -> None:
    """Add ``oid`` under ``key``: a lone id as itself, several as a list in creation order."""
    held = index.get(key)
    if held is None:
        index[key] = oid
    elif type(held) is int:
        index[key] = [held, oid]
    else:
        held.append(oid)  # type: ignore[union-attr]


def _ids(index: dict[str, int | list[int]], key: str) -> list[int] | tuple[int, ...]:
    held = index.get(key)
    if held is None:
        return ()
    return (held,) if type(held) is int else held  # type: ignore[return-value]


@dataclass
class Player:
    id: str
    name: str
    counters: dict[str, int] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "name": self.name,
            **({"counters": self.counters} if self.counters else {}),
        }


class CardList(deque):
    """A zone's object ids, top first: a list for its readers, a deque underneath, so
    taking the top card or putting one on top costs the same in a pile of 20,000 as in
    a pile of 20 (a list shifts every element). Slices, ``==`` with a list and ``sort``
    behave as on a list."""

    def __getitem__(self, index: Any) -> Any:
        if isinstance(index, slice):
            return list(self)[index]
        return super().__getitem__(index)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, list | tuple):
            return list(self) == list(other)
        return super().__eq__(other)

    __hash__ = None  # type: ignore[assignment]

    def __add__(self, other: Any) -> list[int]:  # type: ignore[override]
        return list(self) + list(other)

    def __radd__(self, other: Any) -> list[int]:
        return list(other) + list(self)

    def sort(self, *, key: Any = None, reverse: bool = False) -> None:
        ordered = sorted(self, key=key, reverse=reverse)
        self.clear()
        self.extend(ordered)

    def __repr__(self) -> str:
        return repr(list(self))


@dataclass
class Zone:
    name: str
    owner: str | None
    visibility: str = PUBLIC
    ordered: bool = True
    cards: CardList = field(default_factory=CardList)

    def __post_init__(self) -> None:
        if not isinstance(self.cards, CardList):
            self.cards = CardList(self.cards)

    @property
    def key(self) -> tuple[str | None, str]:
        return (self.owner, self.name)


@dataclass
class CardObject:
    """A card in the game: its definition plus the state the rules track on it."""

    oid: int
    definition: CardDefinition
    owner: str
    controller: str
    zone: tuple[str | None, str]
    label: str
    damage: int = 0
    exhausted: bool = False
    counters: dict[str, int] = field(default_factory=dict)
    attached_to: int | None = None
    flags: dict[str, Any] = field(default_factory=dict)
    token: bool = False

    @property
    def name(self) -> str:
        return self.definition.name

    def stat(self, key: str, default: int = 0) -> int:
        mod = self.flags.get("mod_" + key, 0)
        value = self.definition.stats.get(key, default)
        return int(value if value is not None else default) + int(mod)

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"card": self.label}
        if self.controller != self.owner:
            out["controller"] = self.controller
        if self.damage:
            out["damage"] = self.damage
        if self.exhausted:
            out["exhausted"] = True
        if self.counters:
            out["counters"] = dict(self.counters)
        for k, v in self.flags.items():
            if not k.startswith("_"):
                out[k] = v
        return out


@dataclass
class GameState:
    """Everything the rules look at, and nothing about how it will be shown."""

    game: str
    players: list[Player]  # in initiative / turn order
    active: str
    zones: dict[tuple[str | None, str], Zone] = field(default_factory=dict)
    objects: dict[int, CardObject] = field(default_factory=dict)
    info: dict[str, Any] = field(default_factory=dict)  # phase, round, day, per-game trackers
    _next_oid: int = 1
    _labels: set[str] = field(default_factory=set)
    _next_label: dict[str, int] = field(default_factory=dict)  # next "#n" to try, per base
    # normalised label / name -> the object id, or a list of ids once there are several
    # (most names are one object's: a lone int is not an object the collector scans)
    _by_label: dict[str, int | list[int]] = field(default_factory=dict)
    _by_name: dict[str, int | list[int]] = field(default_factory=dict)

    # -- players -------------------------------------------------------------
    def player(self, pid: str) -> Player:
        for p in self.players:
            if p.id == pid:
                return p
        raise KeyError(pid)

    def opponent(self, pid: str) -> str:
        others = [p.id for p in self.players if p.id != pid]
        return others[0]

    def initiative_order(self, first: str | None = None) -> list[str]:
        """Player ids starting from ``first`` (default: the active player)."""
        ids = [p.id for p in self.players]
        start = ids.index(first or self.active)
        return ids[start:] + ids[:start]

    # -- zones ---------------------------------------------------------------
    def add_zone(self, zone: Zone) -> Zone:
        self.zones[zone.key] = zone
        return zone

    def zone(self, owner: str | None, name: str) -> Zone:
        return self.zones[(owner, name)]

    def zone_known(self, owner: str | None, name: str) -> bool:
        """Whether the scenario says what this zone holds: it listed the zone (even empty), or
        put a card in it. An unlisted deck is not an empty deck: a draw from it is unknown,
        not a loss (a state built by code, with no scenario, knows all its zones)."""
        listed = self.info.get("_listed_zones")
        return listed is None or (owner, name) in listed or bool(self.cards_in(owner, name))

    def cards_in(self, owner: str | None, name: str) -> list[CardObject]:
        zone = self.zones.get((owner, name))
        return [self.objects[o] for o in zone.cards] if zone else []

    def create(
        self,
        definition: CardDefinition,
        owner: str,
        zone: tuple[str | None, str],
        *,
        token: bool = False,
        top: bool = False,
    ) -> CardObject:
        label = self._unique_label(definition.full_name if definition.subtitle else definition.name)
        obj = CardObject(self._next_oid, definition, owner, owner, zone, label, token=token)
        self._next_oid += 1
        self.objects[obj.oid] = obj
        self._labels.add(label)
        _index(self._by_label, _norm(label), obj.oid)
        name = _norm(definition.name)
        _index(self._by_name, name, obj.oid)
        full = _norm(definition.full_name)
        if full != name:
            _index(self._by_name, full, obj.oid)
        z = self.zones[zone]
        if top:
            z.cards.appendleft(obj.oid)
        else:
            z.cards.append(obj.oid)
        return obj

    def _unique_label(self, base: str) -> str:
        """``base``, else ``base #n`` with the next free n (counted per base: N copies cost O(N))."""
        taken = self._labels
        if base not in taken:
            return base
        n = self._next_label.get(base, 2)
        while f"{base} #{n}" in taken:
            n += 1
        self._next_label[base] = n + 1
        return f"{base} #{n}"

    def move(self, obj: CardObject, to: tuple[str | None, str], *, top: bool = True) -> None:
        """Move an object between zones (top = front of the list)."""
        self.zones[obj.zone].cards.remove(obj.oid)
        dest = self.zones[to]
        if top:
            dest.cards.appendleft(obj.oid)
        else:
            dest.cards.append(obj.oid)
        obj.zone = to

    def cease(self, obj: CardObject) -> None:
        """The object stops existing (a token out of play, say): it leaves every zone and
        stays in ``objects`` only so that what it already set off can still name it."""
        self.zones[obj.zone].cards.remove(obj.oid)
        obj.zone = (obj.zone[0], CEASED)
        obj.flags["_gone"] = True

    def find(self, label: str) -> list[CardObject]:
        """Objects whose label or name matches ``label`` (case-insensitive)."""
        want = _norm(label)
        exact = self._labelled(want) if "#" in label or "'s base" in label.lower() else []
        named = [self.objects[i] for i in _ids(self._by_name, want) if self.objects[i] not in exact]
        if not exact and not named:
            exact = self._labelled(want)
        return exact + named

    def _labelled(self, want: str) -> list[CardObject]:
        """Objects whose label normalises to ``want``: the index first, a scan when a ruleset
        renamed an object after creation (then the index does not know the new label)."""
        hits = [self.objects[i] for i in _ids(self._by_label, want)]
        hits = [o for o in hits if _norm(o.label) == want]
        return hits or [o for o in self.objects.values() if _norm(o.label) == want]

    def fingerprint(self) -> tuple:
        """A hashable snapshot used to detect repeated states (loops)."""
        return (
            tuple(
                (k, tuple(z.cards))
                for k, z in sorted(self.zones.items(), key=lambda kv: (str(kv[0][0]), kv[0][1]))
            ),
            tuple(
                (
                    o.oid,
                    o.damage,
                    o.exhausted,
                    tuple(sorted(o.counters.items())),
                    o.controller,
                    o.attached_to,
                )
                for o in self.objects.values()
            ),
            tuple((p.id, tuple(sorted(p.counters.items()))) for p in self.players),
        )

    def to_dict(self) -> dict[str, Any]:
        zones: dict[str, dict[str, list]] = {}
        for (owner, name), z in self.zones.items():
            if not z.cards:
                continue
            who = owner or "shared"
            zones.setdefault(who, {})[name] = [self.objects[o].to_dict() for o in z.cards]
        return {
            "active_player": self.active,
            "players": [p.to_dict() for p in self.players],
            "zones": zones,
            **(
                {"info": {k: v for k, v in self.info.items() if not k.startswith("_")}}
                if self.info
                else {}
            ),
        }
