"""Restriction tags: recognising the printed forms and checking them against the game.

Grand Archive prints restrictions as bracketed tags before the text they gate:
``[Class Bonus]``, ``[Level 2+]``, ``[Element Bonus]``, ``[Memory 4+]``,
``[<Champion> Bonus]`` (and ``[Damage N+]``, which the rules page does not list).
:func:`parse_restrictions` is pure so the card database's coverage report can reuse
it; :func:`check` needs a game state and lives here so the ruleset stays small.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

# The page-title citation for each restriction kind (Abilities - Restriction Abilities).
KIND_RULES = {
    "level": "Abilities - Restriction Abilities ¶8",
    "class": "Abilities - Restriction Abilities ¶9",
    "memory": "Abilities - Restriction Abilities ¶10",
    "element": "Abilities - Restriction Abilities ¶11",
    "champion": "Abilities - Restriction Abilities ¶12",
    "damage": "TJ-GA-DAMAGE",
}

_TAG = re.compile(r"\[\s*([^\[\]]+?)\s*:?\s*\]")
_THRESHOLD = re.compile(r"^(level|lv|memory|damage)\s+(\d+)\s*\+$", re.I)
_BONUS = re.compile(r"^(.+?)\s+bonus$", re.I)


@dataclass(frozen=True)
class Restriction:
    """One printed restriction: its kind, its value and the tag as printed."""

    kind: str  # level | class | memory | element | champion | damage
    value: int | str | None
    tag: str

    def describe(self) -> str:
        if self.kind in ("level", "memory", "damage"):
            noun = {"level": "champion level", "memory": "cards in memory", "damage": "damage"}[
                self.kind
            ]
            return f"{self.tag} ({noun} {self.value} or more)"
        return self.tag


def parse_tag(inner: str) -> Restriction | None:
    """One tag's inside text (``Level 2+``, ``Class Bonus``) as a restriction, or None."""
    text = " ".join(inner.split())
    tag = f"[{text}]"
    if m := _THRESHOLD.match(text):
        kind = "level" if m[1].lower() in ("level", "lv") else m[1].lower()
        return Restriction(kind, int(m[2]), tag)
    if m := _BONUS.match(text):
        word = m[1].strip()
        low = word.lower()
        if low == "class":
            return Restriction("class", None, tag)
        if low == "element":
            return Restriction("element", None, tag)
        if low in ("level", "memory", "damage") or not word[0].isalpha():
            return None
        return Restriction("champion", word, tag)
    return None


def parse_restrictions(text: str | list[Any] | None) -> list[Restriction]:
    """Every restriction tag in ``text``, in printed order; other brackets are skipped.

    Accepts one string (``"[Class Bonus] [Level 2+] ..."``), a list of tags, or the
    card database parser's list of ``{"type", "tag", ...}`` mappings.
    """
    if not text:
        return []
    if isinstance(text, list):
        parts = []
        for item in text:
            tag = str(item.get("tag", "")) if isinstance(item, dict) else str(item)
            parts.append(tag if tag.strip().startswith("[") else f"[{tag.strip()}]")
        text = " ".join(parts)
    out = []
    for m in _TAG.finditer(text):
        r = parse_tag(m[1])
        if r is not None:
            out.append(r)
    return out


def leading_restrictions(text: str) -> list[Restriction]:
    """Only the tags that open a paragraph: the ones that gate that paragraph's text."""
    out = []
    rest = text.lstrip()
    while m := _TAG.match(rest):
        r = parse_tag(m[1])
        if r is None:
            break
        out.append(r)
        rest = rest[m.end() :].lstrip()
    return out
