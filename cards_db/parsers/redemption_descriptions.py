"""Parts of a Redemption card description the plain reader does not take apart.

``redemption_phrases._described`` reads type, brigade, side and place; this module reads
what is written after the noun (or in other words) and hands the rest back to it:

- "with 'Wrath' in the title", "with Gideon's name in the title": words of the card's name
  (``title``);
- "with a Genesis reference", "with an O.T. reference", "having a New Testament reference on
  card", "with a reference from Exodus or Leviticus": the export's Reference column (``book`` /
  ``testament``, as "a Genesis Hero" reads);
- "with toughness */3 or less", "of 6/6 or less", "with strength 10 or greater", "with
  abilities */2 or less": the card's current numbers (``numbers``; in old texts a character's
  "abilities" are its strength/toughness);
- "Old Testament" / "New Testament" spelled out, "currently in battle", "in play or in a
  set-aside area": the words the reader knows for them.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

Reader = Callable[[str], Any]
Placer = Callable[[str], tuple[str, dict[str, Any]]]  # words -> (without their place, place)

_QUOTE = "\"“”'‘’"
_TITLE = re.compile(
    r"\s+(?:with|that has|having|that have)\s+(?:the word\s+)?[" + _QUOTE + r"]?"
    r"(?P<words>[a-z][a-z'\"“” -]*?)(?:'s name)?[" + _QUOTE + r"]?\s+in (?:the |its )?title$"
)
_REFERENCE = re.compile(
    r"\s+(?:with|having)\s+(?:an?\s+)?(?P<what>[a-z. ]+?)\s+reference(?:\s+on (?:the )?card)?$"
    r"|\s+(?:with|having)\s+a reference (?:from|in)\s+(?P<books>[a-z ,]+)$"
)
_NUMBER = r"\(?(?P<s>\*|\d+)/(?P<t>\*|\d+)\)?"
_NUMBERS = re.compile(
    r"\s+(?:with|having|of)\s+(?:an?\s+)?(?:(?:abilities|numbers)\s+(?:of\s+)?)?(?:(?P<which>"
    r"toughness|strength)\s+(?:of\s+)?)?(?:"
    + _NUMBER
    + r"|\(?(?P<n>\d+)\)?)\s+or\s+(?P<op>less|lower|fewer|more|greater|higher)$"
)
_SPELLED = (
    (re.compile(r"\bold testament\b"), "o.t."),
    (re.compile(r"\bnew testament\b"), "n.t."),
    (re.compile(r"\bcurrently in\b"), "in"),
    (re.compile(r"\bin play or in (?:an? )?set[- ]aside(?: area)?$"), "in play or set-aside area"),
)
KEYS = {"title", "numbers"}  # the description keys this module adds (engine: describe.py)


def described(words: str, read: Reader, books: set[str], place: Placer) -> Any:
    """The description ``read`` makes of ``words`` once the parts this module knows are taken
    out, with what they say added; None when no such part is there (or the rest is unread).
    A place may follow the part ("a Hero with toughness */3 or less in play")."""
    w = " ".join(words.lower().replace("’", "'").split()).rstrip(".")
    for pattern, plain in _SPELLED:
        if pattern.search(w):
            return read(pattern.sub(plain, w))
    head = place(w)[0]
    where = w[len(head) :]
    for take in (_title, _reference, _numbers):
        found = take(head, books)
        if found is None:
            continue
        rest, extra = found
        return _with(read(rest + where), extra)
    return None


def _with(target: Any, extra: dict[str, Any]) -> Any:
    """The target with ``extra`` keys in its description (each alternative of a list)."""
    if not isinstance(target, dict) or not extra:
        return None
    form, inner = next(iter(target.items()))
    spec = inner["spec"] if form == "up_to" else inner
    if not isinstance(spec, dict) or "either" in spec or any(k in spec for k in extra):
        return None  # in a list, the part belongs to one item: the list reader splits it
    spec.update(extra)
    return target


def _title(w: str, books: set[str]) -> tuple[str, dict[str, Any]] | None:
    m = _TITLE.search(w)
    if m is None:
        return None
    words = [p.strip(_QUOTE + " ") for p in re.split(r"\s+or\s+", m.group("words"))]
    if not all(words) or "this card" in words:  # the card's own name, put in as "this card"
        return None
    return w[: m.start()], {"title": words}  # "'False' or 'Deceit'": either word


def _reference(w: str, books: set[str]) -> tuple[str, dict[str, Any]] | None:
    m = _REFERENCE.search(w)
    if m is None:
        return None
    rest = w[: m.start()]
    what = (m.group("books") or m.group("what")).strip()
    if what in ("o.t.", "n.t.", "old testament", "new testament"):
        return rest, {"testament": "ot" if what[0] == "o" else "nt"}
    named = [b.strip() for b in re.split(r",\s*(?:or\s+)?|\s+or\s+", what)]
    if not named or any(not _book(b, books) for b in named):
        return None
    return rest, {"book": named}


def _book(words: str, books: set[str]) -> bool:
    """A book of the Bible as the export's Reference column names it ("ii kings": numbered)."""
    return words in books or bool(re.fullmatch(r"i{1,3} [a-z]+", words))


def _numbers(w: str, books: set[str]) -> tuple[str, dict[str, Any]] | None:
    m = _NUMBERS.search(w)
    if m is None:
        return None
    op = "le" if m.group("op") in ("less", "lower", "fewer") else "ge"
    if m.group("n") is not None:  # "toughness 4 or less": one number, named
        if m.group("which") is None:
            return None
        return w[: m.start()], {"numbers": {m.group("which"): [op, int(m.group("n"))]}}
    wanted: dict[str, Any] = {}
    for key, value in (("strength", m.group("s")), ("toughness", m.group("t"))):
        if value != "*" and m.group("which") in (None, key):  # "toughness */3": the named one
            wanted[key] = [op, int(value)]
    if not wanted:
        return None  # "*/*", or "strength */3": not a reading this module is sure of
    return w[: m.start()], {"numbers": wanted}
