"""A fixed-seed set of typed card-name queries over the real pools, and how to judge them.

Each query is what a player might type for one card (or for no card), of one kind:
exact (any case), typo (one edit), prefix, word order, subtitle, accents, apostrophe,
nonsense (no such card) and ambiguous (a name several cards share). The truth comes
from the rows themselves, not from the resolver: a typo whose nearest other name is as
close as the target is left out, because asking "which one?" is right there.
Shared by the accuracy test and ``bench`` (which times the same queries).
"""

from __future__ import annotations

import random
import re
import sqlite3
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path

from rapidfuzz import process
from rapidfuzz.distance import OSA

from cards_db.names import allowed_edits, name_key

KINDS = (
    "exact",
    "typo",
    "prefix",
    "word order",
    "subtitle",
    "accents",
    "apostrophe",
    "nonsense",
    "ambiguous",
    "possessive",
)
# Games whose subtitles name a different card (SWU "Darth Vader, ..."), not a printing.
SUBTITLED = ("swu", "grand_archive")
_VARIANT = re.compile(r"^(rare|exalted|unique|foil|promo)\b", re.I)
_ACCENTED = {"a": "á", "e": "é", "i": "í", "o": "ö", "u": "ü", "n": "ñ", "c": "ç"}


@dataclass(frozen=True)
class Query:
    kind: str
    text: str
    game: str | None
    expect: str  # card | ambiguous | not_found
    names: tuple[str, ...]  # full names: the card, or every card an ambiguous answer must offer
    # for "ambiguous": reprints with the same rules content may stand for each other
    same: tuple[tuple[str, ...], ...] = ()


@dataclass(frozen=True)
class _Row:
    game: str
    name: str
    subtitle: str | None
    full: str
    content: tuple = ()


def load_rows(path: Path) -> list[_Row]:
    conn = sqlite3.connect(str(path))
    try:
        rows = conn.execute(
            "SELECT game, name, subtitle, full_name, type, cost, stats, printed_text FROM cards"
            " ORDER BY id"
        ).fetchall()
    finally:
        conn.close()
    return [_Row(*r[:4], r[4:]) for r in rows]


class _Pool:
    """The rows one query is judged against (one game, or every game)."""

    def __init__(self, rows: list[_Row]) -> None:
        self.rows = rows
        self.by_name: dict[str, list[_Row]] = defaultdict(list)
        for r in rows:
            self.by_name[name_key(r.name)].append(r)
        self.keys: dict[str, set[str]] = defaultdict(set)  # key -> name keys it belongs to
        for r in rows:
            self.keys[name_key(r.full)].add(name_key(r.name))
            self.keys[name_key(r.name)].add(name_key(r.name))
        self.key_list = sorted(self.keys)

    def distinct(self, r: _Row) -> bool:
        """The row is what its name means: the only card of that name, or the bare one
        among printing variants ("Achilles" beside "Achilles, Rare (Bravos)")."""
        same = self.by_name[name_key(r.name)]
        if len(same) == 1:
            return True
        return r.subtitle is None and all(
            o is r or (o.subtitle and _VARIANT.match(o.subtitle)) for o in same
        )

    def others_within(self, text: str, own: str, edits: int) -> bool:
        """Another card's name is within ``edits`` of ``text``, or starts with it."""
        q = name_key(text)
        for key, _, _ in process.extract(
            q, self.key_list, scorer=OSA.distance, score_cutoff=edits, limit=None
        ):
            if self.keys[key] - {own}:
                return True
        return any(k.startswith(q) and self.keys[k] - {own} for k in self._prefixed(q))

    def _prefixed(self, q: str) -> list[str]:
        from bisect import bisect_left

        out, i = [], bisect_left(self.key_list, q)
        while i < len(self.key_list) and self.key_list[i].startswith(q):
            out.append(self.key_list[i])
            i += 1
        return out


def build_queries(
    rows: list[_Row], game: str | None, seed: int = 21, per_kind: int = 60
) -> list[Query]:
    """``per_kind`` queries of each kind (fewer where the pool has fewer fitting cards)."""
    rng = random.Random(f"{seed}:{game}")
    pool = _Pool([r for r in rows if game is None or r.game == game])
    targets = [r for r in pool.rows if pool.distinct(r) and len(name_key(r.full)) >= 4]
    rng.shuffle(targets)
    out: list[Query] = []
    makers = {
        "exact": _exact,
        "typo": _typo,
        "prefix": _prefix,
        "word order": _word_order,
        "accents": _accents,
        "apostrophe": _apostrophe,
    }
    for kind, make in makers.items():
        made = 0
        for r in targets:
            if made >= per_kind:
                break
            text = make(r, rng, pool)
            if text:
                out.append(Query(kind, text, game, "card", (r.full,)))
                made += 1
    out += _subtitles(pool, rng, game, per_kind)
    out += _ambiguous(pool, rng, game, per_kind)
    out += _nonsense(pool, rng, game, per_kind)
    out += _possessive(pool, rng, game, per_kind)
    return out


def _exact(r: _Row, rng: random.Random, pool: _Pool) -> str | None:
    return rng.choice([r.full.lower(), r.full.upper(), r.full])


def _typo(r: _Row, rng: random.Random, pool: _Pool) -> str | None:
    """One edit (delete, insert, replace, swap), and a second one in names of 12+ letters."""
    text = r.full
    edits = 2 if len(name_key(text)) >= 12 and rng.random() < 0.4 else 1
    for _ in range(edits):
        text = _one_edit(text, rng)
        if text is None:
            return None
    if len(name_key(r.full)) < 5 or name_key(text) == name_key(r.full):
        return None
    if pool.others_within(text, name_key(r.name), edits):
        return None  # as close to another card: asking is the right answer
    return text


def _one_edit(name: str, rng: random.Random) -> str | None:
    letters = [i for i, c in enumerate(name) if c.isalpha()]
    if len(letters) < 3:
        return None
    i = rng.choice(letters[1:])
    how = rng.choice(["delete", "insert", "replace", "swap"])
    letter = rng.choice("abcdefghijklmnopqrstuvwxyz")
    if how == "delete":
        return name[:i] + name[i + 1 :]
    if how == "insert":
        return name[:i] + letter + name[i:]
    if how == "replace":
        return name[:i] + letter + name[i + 1 :]
    if i + 1 >= len(name) or not name[i + 1].isalpha():
        return None
    return name[:i] + name[i + 1] + name[i] + name[i + 2 :]


def _prefix(r: _Row, rng: random.Random, pool: _Pool) -> str | None:
    own = name_key(r.name)
    for cut in range(4, len(r.name)):
        text = r.name[:cut].rstrip()
        q = name_key(text)
        if len(q) < 4 or q == own:
            continue
        if all(pool.keys[k] == {own} for k in pool._prefixed(q)):
            return text if _no_word_clash(pool, q, own) else None
    return None


def _no_word_clash(pool: _Pool, q: str, own: str) -> bool:
    """No other card has a later word starting with the prefix (that would be a tie)."""
    return not any(
        own != nk and (" " + q) in (" " + nk) for nk in pool.by_name if len(nk) >= len(q)
    )


def _word_order(r: _Row, rng: random.Random, pool: _Pool) -> str | None:
    words = r.name.split()
    if len(words) < 2 or r.subtitle:
        return None
    shuffled = words[1:] + words[:1]
    return " ".join(shuffled)


def _accents(r: _Row, rng: random.Random, pool: _Pool) -> str | None:
    if not r.full.isascii():
        import unicodedata

        plain = "".join(
            c for c in unicodedata.normalize("NFKD", r.full) if not unicodedata.combining(c)
        )
        return plain if plain != r.full else None
    out = [(_ACCENTED.get(c, c) if rng.random() < 0.3 else c) for c in r.full]
    text = "".join(out)
    return text if text != r.full else None


def _apostrophe(r: _Row, rng: random.Random, pool: _Pool) -> str | None:
    if "'" not in r.full and "’" not in r.full:
        return None
    return rng.choice([r.full.replace("'", "").replace("’", ""), r.full.replace("'", "’")])


def _subtitles(pool: _Pool, rng: random.Random, game: str | None, n: int) -> list[Query]:
    rows = [
        r
        for r in pool.rows
        if r.subtitle and r.game in SUBTITLED and len(pool.by_name[name_key(r.name)]) > 1
    ]
    rng.shuffle(rows)
    out = []
    for r in rows:
        if len(out) >= n:
            break
        last, first = r.name.split()[-1], r.subtitle.split()[0]
        text = rng.choice([f"{r.name} - {r.subtitle}", f"{last} {first}", f"{r.name}, {first}"])
        name_part = (
            name_key(text.split(" - ")[0].split(",")[0])
            if "," in text or " - " in text
            else name_key(last)
        )
        sub_part = name_key(r.subtitle) if " - " in text else name_key(first)
        fits = [
            o
            for o in pool.rows
            if o.subtitle
            and name_key(o.subtitle).startswith(sub_part)
            and f" {name_part} " in f" {name_key(o.name)} "
        ]
        reordered = " ".join(sorted(name_key(text).split()))
        if any(" ".join(sorted(k.split())) == reordered for k in pool.by_name):
            continue  # "Grievous General" is also "General Grievous" reordered: a tie
        if len(fits) == 1:
            out.append(Query("subtitle", text, game, "card", (r.full,)))
    return out


def _ambiguous(pool: _Pool, rng: random.Random, game: str | None, n: int) -> list[Query]:
    names = [
        key
        for key, rs in pool.by_name.items()
        if len({r.full for r in rs}) > 1
        and all(r.subtitle and r.game in SUBTITLED for r in rs)
        and len(key) >= 4
    ]
    if game is None:  # the same name in two games
        names += [k for k, rs in pool.by_name.items() if len({r.game for r in rs}) > 1]
    names = sorted(set(names))
    rng.shuffle(names)
    out = []
    for key in names[:n]:
        rs = pool.by_name[key]
        meant: set[str] = set()
        for g in {r.game for r in rs}:  # per game: the bare name if there is one, else all
            in_game = [r for r in rs if r.game == g]
            bare = [r.full for r in in_game if r.subtitle is None]
            meant.update(bare or (r.full for r in in_game))
        same = tuple(
            tuple(
                o.full for o in rs if o.game == r.game and o.content == r.content and r.content[3]
            )
            for r in rs
            if r.full in meant
        )
        out.append(Query("ambiguous", rs[0].name, game, "ambiguous", tuple(sorted(meant)), same))
    return out


def _possessive(pool: _Pool, rng: random.Random, game: str | None, n: int) -> list[Query]:
    """ "Alex's" (or "Alexs") where several cards are "Alex's ...": every one is offered."""
    owners: dict[str, set[str]] = defaultdict(set)
    for r in pool.rows:
        m = re.match(r"^([^\s']+)['’]s\s", r.name)
        if m and pool.distinct(r):
            owners[m.group(1)].add(r.full)
    picks = sorted(o for o, cards in owners.items() if 2 <= len(cards) <= 10)
    rng.shuffle(picks)
    out = []
    for owner in picks[:n]:
        if name_key(owner) in pool.by_name or name_key(owner + "s") in pool.by_name:
            continue  # a card named "Alex" itself: that is what the name means
        text = rng.choice([f"{owner}'s", f"{owner}s"])
        out.append(Query("possessive", text, game, "ambiguous", tuple(sorted(owners[owner]))))
    return out


def _nonsense(pool: _Pool, rng: random.Random, game: str | None, n: int) -> list[Query]:
    out: list[Query] = []
    syllables = [c + v for c in "bdfgklmnprstvz" for v in "aeiou"] + ["qu", "x", "th", "ck"]
    while len(out) < n:
        words = [
            "".join(rng.choice(syllables) for _ in range(rng.randint(2, 4)))
            for _ in range(rng.randint(1, 3))
        ]
        text = " ".join(w.capitalize() for w in words)
        q = name_key(text)
        if pool.others_within(text, "", allowed_edits(len(q))) or pool._prefixed(q):
            continue
        if any((" " + q) in (" " + nk) for nk in pool.by_name):
            continue
        out.append(Query("nonsense", text, game, "not_found", ()))
    return out


def judge(q: Query, res) -> bool:
    """Is the resolver's answer right for this query?"""
    if q.expect == "card":
        return res.card is not None and res.card.full_name == q.names[0]
    if q.expect == "ambiguous":
        offered = {c.full_name for c in res.candidates}
        alternatives = {n: {n} for n in q.names}
        for group in q.same:
            for n in group:
                if n in alternatives:
                    alternatives[n].update(group)
        return (
            res.card is None
            and res.status == "ambiguous"
            and all(alternatives[n] & offered for n in q.names)
        )
    return res.card is None and res.status == "not_found"


def accuracy(queries: list[Query], resolve) -> dict[str, tuple[int, int]]:
    """Right and total per kind, plus "all"."""
    table: dict[str, list[int]] = {k: [0, 0] for k in (*KINDS, "all")}
    for q in queries:
        ok = judge(q, resolve(q.text, q.game))
        for k in (q.kind, "all"):
            table[k][0] += ok
            table[k][1] += 1
    return {k: (v[0], v[1]) for k, v in table.items() if v[1]}
