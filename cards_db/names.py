"""Name resolution and autocomplete over an in-memory copy of the normalised names.

Resolution goes in stages (exact, unique prefix, name plus subtitle, fuzzy) and never
picks among near-ties: it returns the candidates so the caller can ask the user.
"""

from __future__ import annotations

import heapq
import re
from bisect import bisect_left
from collections.abc import Iterable
from dataclasses import dataclass

from rapidfuzz import fuzz, process

from engine.core.cards import normalise_name
from engine.games import GAMES

from .records import CardRecord, Resolution, Suggestion

MAX_NAME_CHARS = 200
FUZZY_THRESHOLD = 80.0
TIE_MARGIN = 4.0
_SEPARATORS = re.compile(r"\s*(?:,|\s[-–—]\s|:|\||/|\()\s*")


@dataclass(frozen=True)
class _Entry:
    record: CardRecord
    norm_name: str
    norm_full: str
    norm_sub: str


def game_label(game: str | None) -> str:
    return GAMES.get(game, game) if game else "any game"


def quote_user_text(text: str, limit: int = 60) -> str:
    """User text echoed in a message: one line, bounded length."""
    one_line = " ".join(text.split())
    return one_line if len(one_line) <= limit else one_line[: limit - 1] + "…"


def _clip(text: str, limit: int = 100) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


_Found = tuple[str, list[int], dict[int, float]]


class _Scope:
    """Lookup tables for one game, or for all games together."""

    def __init__(self, entries: list[_Entry]) -> None:
        self.entries = entries
        self.by_full: dict[str, list[int]] = {}
        self.by_name: dict[str, list[int]] = {}
        for i, e in enumerate(entries):
            self.by_full.setdefault(e.norm_full, []).append(i)
            self.by_name.setdefault(e.norm_name, []).append(i)
        prefix_keys = {(e.norm_full, i) for i, e in enumerate(entries)}
        prefix_keys |= {(e.norm_name, i) for i, e in enumerate(entries)}
        self.sorted_keys = sorted(prefix_keys)
        self.key_strings = [k for k, _ in self.sorted_keys]
        self.fuzzy_choices = [e.norm_full for e in entries]
        self.fuzzy_names = [e.norm_name for e in entries]
        self.padded = [" " + e.norm_full for e in entries]

    def prefixed(self, q: str, cap: int | None = None) -> list[int]:
        """Entries whose name or full name starts with ``q``, each once (at most ``cap``)."""
        out: dict[int, None] = {}
        pos = bisect_left(self.key_strings, q)
        end = len(self.key_strings)
        while pos < end and self.key_strings[pos].startswith(q) and (cap is None or len(out) < cap):
            out[self.sorted_keys[pos][1]] = None
            pos += 1
        return list(out)


class NameIndex:
    """Every card's normalised names, kept in memory for fast lookups."""

    def __init__(self, records: Iterable[tuple[CardRecord, str, str]]) -> None:
        entries = [
            _Entry(r, norm_name, norm_full, normalise_name(r.subtitle or ""))
            for r, norm_name, norm_full in records
        ]
        self._all = _Scope(entries)
        self._games = {
            g: _Scope([e for e in entries if e.record.game == g])
            for g in {e.record.game for e in entries}
        }

    def _scope(self, game: str | None) -> _Scope:
        if game is None:
            return self._all
        return self._games.get(game) or _Scope([])

    def games_with(self, name: str) -> set[str]:
        """The games with a card called exactly ``name`` (its name or its full name)."""
        q = normalise_name(name[:MAX_NAME_CHARS] if isinstance(name, str) else "")
        hits = self._all.by_full.get(q, []) + self._all.by_name.get(q, [])
        return {self._all.entries[i].record.game for i in hits}

    # ---- resolution -------------------------------------------------------

    def resolve(self, name: str, game: str | None = None) -> Resolution:
        text = name if isinstance(name, str) else ""
        invalid = _validate(text)
        if invalid:
            return Resolution("invalid", None, [], invalid)
        if game is not None and game not in GAMES:
            return Resolution(
                "invalid",
                None,
                [],
                f"Unknown game {quote_user_text(game)!r}; games: {', '.join(GAMES)}",
            )
        scope = self._scope(game)
        q = normalise_name(text)
        for stage in (self._exact, self._prefix, self._subtitle, self._fuzzy):
            found = stage(scope, q, text)
            if found is not None:
                return self._finish(found, text, game)
        return self._not_found(scope, q, text, game)

    def _exact(self, scope: _Scope, q: str, _raw: str) -> _Found | None:
        full = scope.by_full.get(q, [])
        if len(full) == 1:
            others = [
                i for i in scope.by_name.get(scope.entries[full[0]].norm_name, []) if i != full[0]
            ]
            return "exact", full + others, {}
        if full:
            return "ambiguous", full, {}
        named = scope.by_name.get(q, [])
        if named:
            return ("exact" if len(named) == 1 else "ambiguous"), named, {}
        return None

    def _prefix(self, scope: _Scope, q: str, _raw: str) -> _Found | None:
        found = scope.prefixed(q)
        if not found:
            return None
        found.sort(key=lambda i: (len(scope.entries[i].norm_full), scope.entries[i].norm_full))
        return ("prefix" if len(found) == 1 else "ambiguous"), found, {}

    def _subtitle(self, scope: _Scope, q: str, raw: str) -> _Found | None:
        parts = _SEPARATORS.split(raw.strip(), maxsplit=1)
        if len(parts) == 2 and normalise_name(parts[0]) and normalise_name(parts[1]):
            splits = [(normalise_name(parts[0]), normalise_name(parts[1]))]
        else:
            words = q.split()
            splits = [(" ".join(words[:k]), " ".join(words[k:])) for k in range(1, len(words))]
        found: dict[int, None] = {}
        for name_part, sub_part in splits:
            padded_name = " " + name_part + " "
            for i, e in enumerate(scope.entries):
                if not e.norm_sub or not (" " + e.norm_sub).startswith(" " + sub_part):
                    continue
                if padded_name in " " + e.norm_name + " ":
                    found[i] = None
            if found:
                break
        if not found:
            return None
        ids = sorted(found, key=lambda i: scope.entries[i].norm_full)
        return ("subtitle" if len(ids) == 1 else "ambiguous"), ids, {}

    def _fuzzy(self, scope: _Scope, q: str, _raw: str) -> _Found | None:
        ranked = self._fuzzy_ranked(scope, q, FUZZY_THRESHOLD)
        if not ranked:
            return None
        top = ranked[0][1]
        near = [i for i, s in ranked if s >= top - TIE_MARGIN]
        status = "fuzzy" if len(near) == 1 else "ambiguous"
        ids = [i for i, _ in ranked] if status == "fuzzy" else near
        return status, ids, dict(ranked)

    def _fuzzy_ranked(self, scope: _Scope, q: str, cutoff: float) -> list[tuple[int, float]]:
        best: dict[int, float] = {}
        for choices in (scope.fuzzy_choices, scope.fuzzy_names):
            for _, score, i in process.extract(
                q, choices, scorer=fuzz.WRatio, score_cutoff=cutoff, limit=10
            ):
                best[i] = max(best.get(i, 0.0), score)
        return sorted(best.items(), key=lambda kv: (-kv[1], scope.entries[kv[0]].norm_full))

    def _finish(self, found: _Found, raw: str, game: str | None) -> Resolution:
        status, ids, scores = found
        scope_entries = self._scope(game).entries
        records = [_with_score(scope_entries[i].record, scores.get(i, 100.0)) for i in ids[:25]]
        shown = quote_user_text(raw)
        if status == "ambiguous":
            names = ", ".join(_display(r, game) for r in records[:5])
            more = f" (and {len(ids) - 5} more)" if len(ids) > 5 else ""
            return Resolution(
                status,
                None,
                records,
                f"'{shown}' matches several {game_label(game) + ' ' if game else ''}cards: "
                f"{names}{more}. Which one?",
            )
        card = records[0]
        message = f"{card.full_name} ({game_label(card.game)})"
        if status != "exact":
            message = f"'{shown}' read as {message}"
        others = [r for r in records[1:] if status == "exact"]
        if others:
            message += "; other versions: " + ", ".join(r.full_name for r in others[:5])
        return Resolution(status, card, records[1:] if status == "exact" else [], message)

    def _not_found(self, scope: _Scope, q: str, raw: str, game: str | None) -> Resolution:
        ranked = self._fuzzy_ranked(scope, q, 50.0)[:5]
        records = [_with_score(scope.entries[i].record, s) for i, s in ranked]
        shown = quote_user_text(raw)
        what = f"{game_label(game)} card" if game else "card"
        message = f"No {what} named '{shown}'"
        if records:
            message += "; closest: " + ", ".join(_display(r, game) for r in records)
        return Resolution("not_found", None, records, message)

    # ---- autocomplete -----------------------------------------------------

    def autocomplete(
        self, query: str, game: str | None = None, limit: int = 25
    ) -> list[Suggestion]:
        limit = max(0, min(int(limit), 25))
        if not limit or (game is not None and game not in GAMES):
            return []
        scope = self._scope(game)
        q = normalise_name(query[:MAX_NAME_CHARS] if isinstance(query, str) else "")
        if not q:
            picks = sorted(range(len(scope.entries)), key=lambda i: scope.entries[i].norm_full)
            return [self._suggest(scope.entries[i].record, game) for i in picks[:limit]]
        ranked: dict[int, tuple[int, int, str]] = {}
        for i in scope.prefixed(q, cap=2000):
            e = scope.entries[i]
            ranked[i] = (0, len(e.norm_full), e.norm_full)
        if len(ranked) < limit:  # word starts, then fragments, rank after every prefix match
            word = " " + q
            for i, padded in enumerate(scope.padded):
                if q in padded and i not in ranked:
                    ranked[i] = (1 if word in padded else 2, len(padded), padded)
        picks = heapq.nsmallest(limit, ranked, key=ranked.__getitem__)
        if len(picks) < 5 and len(q) >= 4:  # a typo: fill with close spellings
            for _, _, i in process.extract(
                q, scope.fuzzy_choices, scorer=fuzz.ratio, score_cutoff=75, limit=limit
            ):
                if i not in ranked and len(picks) < limit:
                    picks.append(i)
                    ranked[i] = (3, 0, "")
        return [self._suggest(scope.entries[i].record, game) for i in picks]

    @staticmethod
    def _suggest(record: CardRecord, game: str | None) -> Suggestion:
        where = f" · {GAMES.get(record.game, record.game)}" if game is None else ""
        kind = f" ({record.type})" if record.type else ""
        return Suggestion(
            _clip(f"{record.full_name}{kind}{where}"), _clip(record.full_name), record.game
        )


def _validate(text: str) -> str | None:
    if not text.strip():
        return "Type a card name."
    if len(text) > MAX_NAME_CHARS:
        return f"That name is {len(text)} characters long; card names are under {MAX_NAME_CHARS}."
    if not normalise_name(text):
        return f"'{quote_user_text(text)}' has no letters or digits to look up."
    return None


def _with_score(record: CardRecord, score: float) -> CardRecord:
    return CardRecord(
        record.id, record.game, record.name, record.subtitle, record.full_name, record.type, score
    )


def _display(record: CardRecord, game: str | None) -> str:
    return (
        record.full_name if game else f"{record.full_name} ({GAMES.get(record.game, record.game)})"
    )
