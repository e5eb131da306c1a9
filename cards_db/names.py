"""Name resolution and autocomplete over one in-memory index per database file and version.

Resolution answers "which card did the user mean?" in cheap stages before the costly one:
exact name, words in any order, unique prefix, name plus subtitle, then typos. Typos are
judged by edit distance with a length-aware allowance (a 4-letter query may be one edit
off, a 20-letter one three), so short queries do not match anything, and a query with no
card within reach gets an explicit "no such card". A pre-filter (length window, shared rare
letter pairs) picks the few hundred keys the edit-distance scorer sees, not every card.
Near-ties are never decided: they come back as candidates.

A card printed several times (Altered's Rare versions, a Redemption reprint with the same
text) is one identity: the versions do not compete with each other as "ambiguous".
"""

from __future__ import annotations

import heapq
import re
import sys
import threading
import unicodedata
from array import array
from bisect import bisect_left, bisect_right
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from functools import lru_cache
from itertools import islice
from typing import Any

from rapidfuzz import fuzz, process
from rapidfuzz.distance import OSA

from engine.games import GAMES

from .records import CardRecord, Resolution, Suggestion

MAX_NAME_CHARS = 200
MAX_CANDIDATES = 25
_SEPARATORS = re.compile(r"\s*(?:,|\s[-–—]\s|:|\||/|\()\s*")
_APOSTROPHES = str.maketrans("", "", "'’‘ʼ`´")
_FOLD = str.maketrans({"æ": "ae", "œ": "oe", "ß": "ss", "ø": "o", "đ": "d", "ł": "l", "&": " and "})
_NON_WORD = re.compile(r"[^a-z0-9]+")
# Subtitles that name a printing, not a different card: "Rare (Lyra)", "Exalted (Ordis)".
_VARIANT = re.compile(r"^(common|rare|exalted|unique|foil|promo|alt art|alternate art)\b")


@lru_cache(maxsize=4096)  # queries repeat; the index build passes through once
def name_key(text: str) -> str:
    """Case-, accent- and punctuation-insensitive form of a name; apostrophes join the word
    ("Gill's" -> "gills", as people type it), other punctuation separates words."""
    if text.isascii():
        kept = text.translate(_APOSTROPHES).lower().replace("&", " and ")
        return " ".join(_NON_WORD.sub(" ", kept).split())
    decomposed = unicodedata.normalize("NFKD", text).translate(_APOSTROPHES)
    kept = "".join(c for c in decomposed if not unicodedata.combining(c)).lower().translate(_FOLD)
    return " ".join("".join(c if c.isalnum() else " " for c in kept).split())


def sorted_words(key: str) -> str:
    return " ".join(sorted(key.split()))


_intern = sys.intern  # a key built for several scopes (each game, all games) is one string


def allowed_edits(length: int) -> int:
    """Typos tolerated in a query of ``length`` characters (transpositions count once)."""
    if length <= 3:
        return 0
    if length <= 7:
        return 1
    if length <= 13:
        return 2
    if length <= 22:
        return 3
    return 4


def game_label(game: str | None) -> str:
    return GAMES.get(game, game) if game else "any game"


def quote_user_text(text: str, limit: int = 60) -> str:
    """User text echoed in a message: one line, bounded length."""
    one_line = " ".join(text.split())
    return one_line if len(one_line) <= limit else one_line[: limit - 1] + "…"


def _clip(text: str, limit: int = 100) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


@dataclass(slots=True, frozen=True)
class _Entry:
    """One row of the cards table, with its keys; shared by every scope it belongs to."""

    record: CardRecord
    name: str  # name_key(name)
    full: str  # name_key(full name)
    sub: str  # name_key(subtitle), "" when none
    content: int | None  # fingerprint of what the rules see: equal content, same card


@dataclass(slots=True)
class _Identity:
    """One card as a player means it: a representative row and its other printings."""

    rep: _Entry
    members: tuple[_Entry, ...]


# One answer a stage found: (identity id, edit distance, key matched). The key picks the
# printing when the user typed one ("Achilles, Rare (Ordis)"); else the identity answers.
_Pick = tuple[int, int, str]
_Found = tuple[str, list[_Pick]]


class _Scope:
    """Lookup tables for one game, or for all games together."""

    def __init__(self, entries: list[_Entry]) -> None:
        self.entries = entries
        self.identities, self.identity_of = _group(entries)
        self.by_full = _Table()
        self.by_name = _Table()
        self.by_words = _Table()
        words: set[tuple[str, int]] = set()
        subs: set[tuple[str, int]] = set()
        for iid, ident in enumerate(self.identities):
            for e in ident.members:
                self.by_full.add(e.full, iid)
                self.by_name.add(e.name, iid)
                self.by_words.add(_intern(sorted_words(e.full)), iid)
                self.by_words.add(_intern(sorted_words(e.name)), iid)
                parts = e.name.split()
                words.update((_intern(" ".join(parts[k:])), iid) for k in range(1, len(parts)))
                if e.sub:
                    subs.add((e.sub, iid))
        self.later_words = _Sorted(words)  # "vader" -> Darth Vader: names' later words
        self.subtitles = _Sorted(subs)
        self._grams: tuple[_Grams, _Grams] | None = None
        # Entry-level tables for prefixes and autocomplete.
        prefix_keys = {(e.full, i) for i, e in enumerate(entries)}
        prefix_keys |= {(e.name, i) for i, e in enumerate(entries)}
        self.starts = _Sorted(prefix_keys)
        self.ratio_choices = [e.full for e in entries]
        self.padded = [_intern(" " + e.full) for e in entries]

    def prefixed(self, q: str, cap: int | None = None) -> list[int]:
        """Entries whose name or full name starts with ``q``, each once (at most ``cap``)."""
        out: dict[int, None] = {}
        for _, i in self.starts.starting(q):
            if cap is not None and len(out) >= cap:
                break
            out[i] = None
        return list(out)

    def typo_targets(self) -> tuple[_Grams, _Grams]:
        """Keys for the typo stage, built on the first typo (most lookups never need them):
        names as written, and their words sorted (a query in another order)."""
        if self._grams is None:
            plain = {*self.by_full, *self.by_name}
            self._grams = (_Grams(plain), _Grams(set(self.by_words) - plain))
        return self._grams

    def targets(self, key: str) -> tuple[int, ...]:
        """Identities a key names: by full name first (a bare name beats its subtitled kin)."""
        return self.by_full.get(key) or self.by_name.get(key) or self.by_words.get(key)


class _Sorted:
    """(key, id) pairs sorted by key, for prefix lookups; ids in a compact array."""

    def __init__(self, pairs: Iterable[tuple[str, int]]) -> None:
        ordered = sorted(pairs)
        self.strings = [k for k, _ in ordered]
        self.ids = array("i", (i for _, i in ordered))

    def starting(self, q: str) -> Iterator[tuple[str, int]]:
        """Pairs whose key starts with ``q``, in key order."""
        pos = bisect_left(self.strings, q)
        while pos < len(self.strings) and self.strings[pos].startswith(q):
            yield self.strings[pos], self.ids[pos]
            pos += 1


def _bigrams(key: str) -> set[str]:
    padded = f"^{key}$"
    return {padded[i : i + 2] for i in range(len(padded) - 1)}


EXTRA_PAIRS = 4  # rare pairs counted beyond the ones a key may lack: more, fewer candidates


class _Grams:
    """The typo pre-filter: keys by length, and which keys hold each letter pair.

    A key within k edits of the query has a length within k of it and shares all but
    3k of the query's letter pairs (one edit creates at most three new pairs), so of any
    3k + m of them it holds at least m: counted over the rarest ones, that leaves a short
    list of keys for the costly edit-distance scorer.
    """

    def __init__(self, keys: Iterable[str]) -> None:
        self.keys = sorted(keys, key=lambda k: (len(k), k))
        self.lengths = array("i", (len(k) for k in self.keys))
        postings: dict[str, list[int]] = {}
        for i, key in enumerate(self.keys):  # ascending i: each posting list is by length
            for gram in _bigrams(key):
                postings.setdefault(gram, []).append(i)
        # Every posting list in one array, the n-th pair's at ids[starts[n]:starts[n + 1]]:
        # an array per pair cost 64 bytes of header each, ~1 MB over the scopes.
        self.gram_no: dict[str, int] = {}
        self.ids = array("i")
        self.starts = array("i", [0])
        for n, (gram, ids) in enumerate(postings.items()):
            self.gram_no[gram] = n
            self.ids.extend(ids)
            self.starts.append(len(self.ids))

    def candidates(self, q: str, spread: int, missing: int) -> list[str]:
        """Keys whose length is within ``spread`` of the query's and that hold at least
        ``len(S) - missing`` of S, the query's ``missing + EXTRA_PAIRS`` rarest letter pairs
        (a key lacking more of them lacks more than ``missing`` pairs in all)."""
        lo = bisect_left(self.lengths, len(q) - spread)
        hi = bisect_right(self.lengths, len(q) + spread)
        slices: list[Any] = []
        for gram in _bigrams(q):
            n = self.gram_no.get(gram)
            if n is None:
                slices.append(())
                continue
            first = bisect_left(self.ids, lo, self.starts[n], self.starts[n + 1])
            slices.append(self.ids[first : bisect_left(self.ids, hi, first, self.starts[n + 1])])
        if missing + 1 >= len(slices):
            return self.keys[lo:hi]
        slices.sort(key=len)
        rare = slices[: missing + EXTRA_PAIRS]
        need = len(rare) - missing
        if need <= 1:
            return [self.keys[i] for i in set().union(*rare)]
        counts: Counter[int] = Counter()
        for ids in rare:
            counts.update(ids)
        return [self.keys[i] for i, n in counts.items() if n >= need]


class _Table(dict):
    """Key -> values; one value (the usual case) is kept bare, not in a tuple or a set:
    a name's one identity id, a name's one game (a tuple costs 56 bytes, a set 216)."""

    single: type = int

    def add(self, key: str, value: Any) -> None:
        ids = dict.get(self, key)
        if ids is None:
            self[key] = value
        elif isinstance(ids, self.single):
            if ids != value:
                self[key] = (ids, value)
        elif value not in ids:
            self[key] = (*ids, value)

    def get(self, key: str) -> tuple[Any, ...]:  # type: ignore[override]
        ids = dict.get(self, key)
        return () if ids is None else (ids,) if isinstance(ids, self.single) else ids


class _GameTable(_Table):
    """Name key -> the games with a card of that name."""

    single = str


def _group(entries: list[_Entry]) -> tuple[list[_Identity], array]:
    """Rows of one game and name that are one card: same rules content, or a printing
    variant ("Rare (Lyra)") of the row with no subtitle. Also each entry's identity, by
    the entry's position (an entry belongs to two scopes, with an identity id in each)."""
    by_name: dict[tuple[str, str], list[_Entry]] = {}
    position = {id(e): i for i, e in enumerate(entries)}
    identity_of = array("i", bytes(4 * len(entries)))
    for e in entries:
        by_name.setdefault((e.record.game, e.name), []).append(e)
    identities: list[_Identity] = []
    for rows in by_name.values():
        bare = next((e for e in rows if not e.sub), None)
        groups: dict[Any, list[_Entry]] = {}
        for e in sorted(rows, key=lambda e: (len(e.record.full_name), e.record.full_name)):
            if bare is not None and e is not bare and _VARIANT.match(e.sub):
                key: Any = ("bare",)
            elif e is bare:
                key = ("bare",)
            elif e.content is not None:
                key = ("content", e.content)
            else:
                key = ("row", id(e))
            groups.setdefault(key, []).append(e)
        for members in groups.values():
            rep = bare if bare in members else members[0]
            ident = _Identity(rep, (rep, *(m for m in members if m is not rep)))
            for m in members:
                identity_of[position[id(m)]] = len(identities)
            identities.append(ident)
    return identities, identity_of


class NameIndex:
    """Every card's normalised names, kept in memory for fast lookups."""

    def __init__(self, rows: Iterable[tuple[Any, ...]]) -> None:
        entries = []
        for row in rows:
            record = row[0]
            name = _intern(name_key(record.name))  # reprints share their keys
            sub = _intern(name_key(record.subtitle)) if record.subtitle else ""
            content = row[3] if len(row) > 3 else None
            full = _intern(f"{name} {sub}") if sub else name  # = name_key("Name, Subtitle")
            entries.append(_Entry(record, name, full, sub, _content_key(record.type, content)))
        self._entries = entries
        self._scopes: dict[str | None, _Scope] = {}
        self._lock = threading.Lock()
        # Which games have a card of a given name: the game of a scenario typed without one
        # is decided from this small table, without building the all-games lookup tables.
        self._games = _GameTable()
        for e in entries:
            self._games.add(e.name, e.record.game)
            self._games.add(e.full, e.record.game)

    def _scope(self, game: str | None) -> _Scope:
        """Tables for one game (or all), built on first use: a cold start pays for one."""
        scope = self._scopes.get(game)
        if scope is None:
            with self._lock:
                scope = self._scopes.get(game)
                if scope is None:
                    rows = self._entries
                    if game is not None:
                        rows = [e for e in rows if e.record.game == game]
                    scope = self._scopes[game] = _Scope(rows)
        return scope

    def warm(self) -> None:
        """Build every table now (a server does this at start-up, off the first request)."""
        for game in (None, *sorted({e.record.game for e in self._entries})):
            self._scope(game).typo_targets()

    def games_with(self, name: str) -> set[str]:
        """The games with a card called exactly ``name`` (its name or its full name)."""
        q = name_key(name[:MAX_NAME_CHARS] if isinstance(name, str) else "")
        return set(self._games.get(q))

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
        q = name_key(text)
        for stage in (self._exact, self._prefix, self._subtitle, self._typo):
            found = stage(scope, q, text)
            if found is not None:
                return self._finish(scope, found, text, game)
        return self._not_found(scope, q, text, game)

    def _exact(self, scope: _Scope, q: str, _raw: str) -> _Found | None:
        ids = scope.by_full.get(q) or scope.by_name.get(q) or scope.by_words.get(sorted_words(q))
        if not ids:
            return None
        games = {scope.identities[i].rep.record.game for i in ids}
        # With no game given, the same name in another game is just as likely meant.
        ids = [
            *ids,
            *(i for i in scope.by_name.get(q) if scope.identities[i].rep.record.game not in games),
        ]
        status = "exact" if len(ids) == 1 else "ambiguous"
        return status, [(i, 0, q) for i in _ordered(scope, ids)]

    def _prefix(self, scope: _Scope, q: str, _raw: str) -> _Found | None:
        """Names that start with the query, or have a later word that does ("Vader").

        Whole-word matches come first: "Vader" means the Darth Vaders, not "Vader's
        Lightsaber"; only when no name has the query as whole words do partial ones count.
        """
        whole: set[_Pick] = set()
        partial: set[_Pick] = set()
        for i in scope.prefixed(q):
            e = scope.entries[i]
            # Past the name into a subtitle ("Achilles Rare"), a printing is meant.
            pick = (scope.identity_of[i], 0, "" if e.name.startswith(q) else e.full)
            (whole if _whole_words(e.full, q) or _whole_words(e.name, q) else partial).add(pick)
        if len(q) >= 4:
            for key, iid in scope.later_words.starting(q):
                (whole if _whole_words(key, q) else partial).add((iid, 0, ""))
        found = whole or partial
        if not found:
            return None
        cards = {iid for iid, _, key in found if not key}  # a whole card beats its printings
        picks = sorted(
            (p for p in found if not p[2] or p[0] not in cards),
            key=lambda p: (_sort_key(scope, p[0]), p[2]),
        )
        return ("prefix" if len(picks) == 1 else "ambiguous"), picks

    def _subtitle(self, scope: _Scope, q: str, raw: str) -> _Found | None:
        parts = _SEPARATORS.split(raw.strip(), maxsplit=1)
        if len(parts) == 2 and name_key(parts[0]) and name_key(parts[1]):
            splits = [(name_key(parts[0]), name_key(parts[1]))]
        else:
            words = q.split()
            splits = [(" ".join(words[:k]), " ".join(words[k:])) for k in range(1, len(words))]
        for name_part, sub_part in splits:
            padded = " " + name_part + " "
            found: dict[str, _Pick] = {}  # by printing: "Achilles Rare" fits two of one card
            for _, iid in scope.subtitles.starting(sub_part):
                for m in scope.identities[iid].members:
                    if m.sub.startswith(sub_part) and padded in " " + m.name + " ":
                        found[m.full] = (iid, 0, m.full)
            if found:
                status = "subtitle" if len(found) == 1 else "ambiguous"
                return status, [found[k] for k in sorted(found, key=lambda k: (len(k), k))]
        return None

    def _typo(self, scope: _Scope, q: str, _raw: str) -> _Found | None:
        ranked = self._typo_ranked(scope, q)
        if not ranked:
            return None
        picks = [(iid, d, key) for iid, (d, key) in ranked]
        near = [p for p in picks if p[1] == picks[0][1]]
        if len(near) > 1:
            return "ambiguous", near
        return "fuzzy", picks

    def _typo_ranked(self, scope: _Scope, q: str) -> list[tuple[int, tuple[int, str]]]:
        """Identities within the allowed edits of the query (or of its words sorted)."""
        edits = allowed_edits(len(q))
        if not edits:
            return []
        best: dict[int, tuple[int, str]] = {}
        for query, words_sorted in ((q, False), (sorted_words(q), True)):
            grams = scope.typo_targets()[words_sorted]
            choices = grams.candidates(query, edits, 3 * edits)
            for key, dist, _ in process.extract(
                query, choices, scorer=OSA.distance, score_cutoff=edits, limit=20
            ):
                for iid in scope.targets(key):
                    if dist < best.get(iid, (edits + 1, ""))[0]:
                        best[iid] = (int(dist), key)
        return sorted(best.items(), key=lambda kv: (kv[1][0], _sort_key(scope, kv[0])))

    def _finish(self, scope: _Scope, found: _Found, raw: str, game: str | None) -> Resolution:
        status, picks = found
        shown = quote_user_text(raw)
        if status == "ambiguous":
            records = [_scored(scope, p) for p in picks[:MAX_CANDIDATES]]
            names = ", ".join(f"“{_display(r, game)}”" for r in records[:5])
            more = f" (and {len(picks) - 5} more)" if len(picks) > 5 else ""
            return Resolution(
                status,
                None,
                records,
                f"'{shown}' matches several {game_label(game) + ' ' if game else ''}cards: "
                f"{names}{more}. Which one?",
            )
        first = picks[0]
        ident = scope.identities[first[0]]
        chosen = _member(ident, first[2])
        card = _scored(scope, first)
        message = f"{card.full_name} ({game_label(card.game)})"
        if status != "exact":
            message = f"'{shown}' read as {message}"
        if status == "exact":
            others = [m.record for m in ident.members if m is not chosen]
            others += [
                scope.identities[i].rep.record
                for i in scope.by_name.get(ident.rep.name)
                if i != first[0]
            ]
            others = others[:MAX_CANDIDATES]
            if others:
                message += "; other versions: " + ", ".join(r.full_name for r in others[:5])
        else:
            others = [_scored(scope, p) for p in picks[1:MAX_CANDIDATES]]
        return Resolution(status, card, others if status == "exact" else [], message)

    def _not_found(self, scope: _Scope, q: str, raw: str, game: str | None) -> Resolution:
        """No such card; the closest names (similar spelling, or sharing a word) to pick from."""
        keys = {
            k
            for k, _, _ in process.extract(
                q,
                scope.typo_targets()[0].candidates(q, 4, len(q) // 2),
                scorer=fuzz.ratio,
                score_cutoff=60,
                limit=8,
            )
        }
        for word in {w for w in q.split() if len(w) >= 3}:
            keys.update(scope.entries[i].full for i in scope.prefixed(word, cap=20))
            for _, iid in islice(scope.later_words.starting(word), 20):
                keys.add(scope.identities[iid].rep.full)
        seen: dict[int, float] = {}
        for key, score, _ in process.extract(
            q, list(keys), scorer=fuzz.WRatio, score_cutoff=50, limit=8
        ):
            for iid in scope.targets(key):
                seen.setdefault(iid, score)
        records = [
            _with_score(scope.identities[iid].rep.record, s) for iid, s in list(seen.items())[:5]
        ]
        shown = quote_user_text(raw)
        what = f"{game_label(game)} card" if game else "card"
        message = f"No {what} named '{shown}'"
        if records:
            message += "; closest: " + ", ".join(f"“{_display(r, game)}”" for r in records)
        return Resolution("not_found", None, records, message)

    # ---- autocomplete -----------------------------------------------------

    def autocomplete(
        self, query: str, game: str | None = None, limit: int = 25
    ) -> list[Suggestion]:
        limit = max(0, min(int(limit), 25))
        if not limit or (game is not None and game not in GAMES):
            return []
        scope = self._scope(game)
        q = name_key(query[:MAX_NAME_CHARS] if isinstance(query, str) else "")
        if not q:
            picks = heapq.nsmallest(
                limit, range(len(scope.entries)), key=lambda i: scope.entries[i].full
            )
            return [self._suggest(scope.entries[i].record, game) for i in picks]
        ranked: dict[int, tuple[int, int, str]] = {}
        for i in scope.prefixed(q, cap=2000):
            e = scope.entries[i]
            ranked[i] = (0, len(e.full), e.full)
        if len(ranked) < limit:  # word starts, then fragments, rank after every prefix match
            word = " " + q
            for i, padded in enumerate(scope.padded):
                if q in padded and i not in ranked:
                    ranked[i] = (1 if word in padded else 2, len(padded), padded)
        picks = heapq.nsmallest(limit, ranked, key=ranked.__getitem__)
        if len(picks) < 5 and len(q) >= 4:  # a typo: fill with close spellings
            for _, _, i in process.extract(
                q, scope.ratio_choices, scorer=fuzz.ratio, score_cutoff=75, limit=limit
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


# ---- one index per database file and data version, shared by every thread ----------

_shared: dict[str, tuple[Any, NameIndex]] = {}
_shared_lock = threading.Lock()


def shared_index(file_key: str, version: Any, build: Callable[[], NameIndex]) -> NameIndex:
    """The process's index for ``file_key`` at ``version``; built once, rebuilt on change."""
    hit = _shared.get(file_key)
    if hit is not None and hit[0] == version:
        return hit[1]
    with _shared_lock:
        hit = _shared.get(file_key)
        if hit is None or hit[0] != version:
            hit = _shared[file_key] = (version, build())
        return hit[1]


# ---- helpers ------------------------------------------------------------------------


def _content_key(card_type: str, content: Any) -> int | None:
    """A fingerprint of what the rules see (type, cost, stats, text), or None when a row
    has neither text nor stats to compare (then only its name says which card it is)."""
    if not content:
        return None
    cost, stats, text = content
    if not text and stats in (None, "", "{}"):
        return None
    return hash((card_type, cost, stats, text))


def _whole_words(key: str, q: str) -> bool:
    """``key`` starts with ``q`` and ``q`` ends at a word boundary of ``key``."""
    return key.startswith(q) and (len(key) == len(q) or key[len(q)] == " ")


def _sort_key(scope: _Scope, iid: int) -> tuple[int, str]:
    rep = scope.identities[iid].rep
    return (len(rep.full), rep.full)


def _ordered(scope: _Scope, ids: Iterable[int]) -> list[int]:
    return sorted(set(ids), key=lambda iid: _sort_key(scope, iid))


def _member(ident: _Identity, key: str) -> _Entry:
    """The printing whose full name was matched, else the identity's representative."""
    for m in ident.members:
        if key and m.full == key:
            return m
    return ident.rep


def _scored(scope: _Scope, pick: _Pick) -> CardRecord:
    """The record a pick stands for, with a score when it was a typo (100 less per edit)."""
    iid, dist, key = pick
    record = _member(scope.identities[iid], key).record
    if not dist:
        return record
    return _with_score(record, round(100.0 * (1 - dist / max(1, len(record.full_name))), 1))


def _validate(text: str) -> str | None:
    if not text.strip():
        return "Type a card name."
    if len(text) > MAX_NAME_CHARS:
        return f"That name is {len(text)} characters long; card names are under {MAX_NAME_CHARS}."
    if not name_key(text):
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
