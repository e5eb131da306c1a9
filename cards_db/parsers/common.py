"""Shared pieces of the printed-text parsers: building abilities and compiling templates.

Compiled output is conservative: a template compiles only when the whole effect text
matches it; anything else keeps its timing (``timing_only``) so the engine can still
order it, and the answer says "resolve as printed".
"""

from __future__ import annotations

import re
from typing import Any

from engine.core.cards import MODELLED, NOT_MODELLED, TIMING_ONLY, AbilityDefinition

NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}
_REMINDER = re.compile(r"\s*\([^()]*\)")
UNKNOWN = ""


def number(word: str) -> int | None:
    word = word.lower()
    return int(word) if word.isdigit() else NUMBERS.get(word)


def strip_reminders(text: str) -> str:
    """Remove reminder text in parentheses, which restates rules and has no effect."""
    previous = None
    while previous != text:
        previous, text = text, _REMINDER.sub("", text)
    return " ".join(text.split())


def make_ability(
    index: int,
    kind: str,
    timing: str,
    text: str,
    effect: list[dict[str, Any]] | None = None,
    *,
    prefix: str = "a",
    optional: bool = False,
    trigger: dict[str, Any] | None = None,
    **extra: Any,
) -> AbilityDefinition:
    """An ability with its modelled level derived from what the parser understood."""
    if effect:
        level = MODELLED
    elif timing:
        level = TIMING_ONLY
    else:
        level = NOT_MODELLED
    data: dict[str, Any] = {
        "id": f"{prefix}{index + 1}",
        "kind": kind or "unknown",
        "timing": timing,
        "text": text.strip(),
        "optional": optional,
        "effect": effect or [],
        "modelled": level,
        **{k: v for k, v in extra.items() if v},
    }
    if trigger:
        data["trigger"] = trigger
    return AbilityDefinition.from_dict(data)


_TARGET_UNIT = re.compile(
    r"^(?:a|an|another)\s+(?:(enemy|friendly)\s+)?(?:(ground|space)\s+)?unit$", re.I
)


def _unit_target(phrase: str) -> dict[str, Any] | None:
    phrase = phrase.strip().rstrip(".")
    if phrase.lower() in {"this unit", "it"}:
        return {"self": True} if phrase.lower() == "this unit" else None
    m = _TARGET_UNIT.match(phrase)
    if not m:
        return None
    spec: dict[str, Any] = {}
    if m.group(1):
        spec["controller"] = "opponent" if m.group(1).lower() == "enemy" else "you"
    if m.group(2):
        spec["arena"] = m.group(2).lower()
    return {"choose": {"unit": spec}}


_TEMPLATES: list[tuple[re.Pattern[str], Any]] = []


def template(pattern: str):
    """Register a whole-sentence template; the function returns steps or None."""

    def register(fn):
        _TEMPLATES.append((re.compile(pattern + r"\.?$", re.I), fn))
        return fn

    return register


@template(r"^draw (a|one|two|three|\d+) cards?")
def _draw(m: re.Match[str]) -> list[dict[str, Any]]:
    return [{"verb": "draw", "amount": number(m.group(1)), "player": "you"}]


@template(r"^deal (\d+) damage to (.+?)")
def _damage(m: re.Match[str]) -> list[dict[str, Any]] | None:
    target = _unit_target(m.group(2))
    if target is None:
        if m.group(2).lower() in {"a base", "an enemy base", "each enemy base"}:
            target = {"base": "opponent"} if "enemy" in m.group(2).lower() else None
        if target is None:
            return None
    return [{"verb": "deal_damage", "amount": int(m.group(1)), "target": target}]


@template(r"^heal (\d+) damage from your base")
def _heal_base(m: re.Match[str]) -> list[dict[str, Any]]:
    return [{"verb": "heal", "amount": int(m.group(1)), "target": {"base": "you"}}]


@template(r"^give (a|an) (shield|experience) token to (.+?)")
def _token(m: re.Match[str]) -> list[dict[str, Any]] | None:
    target = _unit_target(m.group(3))
    if target is None:
        return None
    return [{"verb": "give_token", "token": m.group(2).lower(), "target": target}]


@template(r"^(exhaust|ready|defeat) (.+?)")
def _unit_verb(m: re.Match[str]) -> list[dict[str, Any]] | None:
    target = _unit_target(m.group(2))
    if target is None:
        return None
    return [{"verb": m.group(1).lower(), "target": target}]


def compile_effect(text: str) -> list[dict[str, Any]] | None:
    """Steps for an effect text matching a known template, else None."""
    sentence = strip_reminders(text).strip()
    for pattern, fn in _TEMPLATES:
        m = pattern.match(sentence)
        if m:
            return fn(m)
    return None


def compile_with_may(text: str) -> tuple[list[dict[str, Any]] | None, bool]:
    """Like :func:`compile_effect`, accepting a leading "you may" (an optional ability)."""
    body = text.strip()
    m = re.match(r"^you may\s+(.*)$", body, re.I | re.S)
    if m:
        return compile_effect(m.group(1)), True
    return compile_effect(body), False


def slug(text: str, limit: int = 6) -> str:
    words = re.findall(r"[a-z0-9]+", text.lower())
    return "_".join(words[:limit])
