"""Epic Battles effect sentences -> the ruleset's verbs (only whole sentences it understands).

``attack_damage`` needs an attack in progress, so it compiles only for text used while one
is (steps 2, 5 and events flipped when attacking); the caller passes the timing.
"""

from __future__ import annotations

import re
from typing import Any

_NUM = {"a": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "ten": 10}
_N = r"(\d+|a|one|two|three|four|five|six|ten)"
ATTACK_TIMINGS = ("attack_text", "on_play", "flip")


def number(word: str) -> int:
    return int(word) if word.isdigit() else _NUM[word.lower()]


def compile_sentence(sentence: str, timing: str = "") -> list[dict[str, Any]] | None:
    s = " ".join(sentence.replace("’", "'").split()).rstrip(".").strip().lower()
    if m := re.match(rf"^(?:you )?draw {_N} cards?$", s):
        return [{"verb": "draw", "count": number(m.group(1))}]
    if m := re.match(
        rf"^(?:your rival discards the top {_N} cards? of (?:his|her|their) deck"
        rf"|discard the top {_N} cards? of your rival's deck)$",
        s,
    ):
        return [{"verb": "mill", "count": number(m.group(1) or m.group(2))}]
    if timing in ATTACK_TIMINGS and (
        m := re.match(r"^(?:this|your|that) attack (?:does|deals) \+(\d+) damage$", s)
    ):
        return [{"verb": "attack_damage", "amount": int(m.group(1))}]
    if re.match(r"^the next attack in this combo (?:can|may) link to any (?:trait|kind)$", s):
        return [{"verb": "link_any"}]
    return None


def compile_text(text: str, timing: str = "") -> tuple[list[dict[str, Any]] | None, bool]:
    """Every sentence must compile; a leading "You may" makes the ability optional."""
    body = text.strip()
    optional = False
    if m := re.match(r"^you may\s+(.*)$", body, re.I | re.S):
        optional, body = True, m.group(1)
    sentences = [p for p in re.split(r"(?<=[.!])\s+", body) if p.strip()]
    if not sentences:
        return None, optional
    steps: list[dict[str, Any]] = []
    for sentence in sentences:
        compiled = compile_sentence(sentence, timing)
        if compiled is None:
            return None, optional
        steps += compiled
    return steps, optional
