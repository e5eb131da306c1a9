"""Redemption sentences of cards in play that act at one moment, not all the time.

The parser times every sentence of a fortress, site, artifact or lost soul ``in_play`` by its
card type. Some of them name their own moment instead, and get that timing:

- "if put in play, ..." / "if (when) you play this site, ...": once, as the card is put into
  play (``played``, REG Ability Activation Order);
- "if your [lone] <character> attacks / blocks / is blocked, ...": as a character of its
  player that fits makes a rescue attempt, blocks one, or is blocked (``your_attack``,
  ``your_block``, ``your_blocked``; REG Rescue Attempt, Block; "lone": alone in battle);
- "if rescued, ..." / "when this lost soul is rescued, ...": as the lost soul is rescued
  (``rescued``, REG Rescue);
- "each upkeep, ..." / "during your upkeep, ...": in the upkeep phase (``upkeep``, REG Upkeep
  Phase);
- "if this card (character, hero) is discarded [from play], ..." on a character: as it
  is discarded from play (``discarded``, REG Discard), not as it enters battle;
- "if drawn, ..." / "when drawn, ..." on a lost soul: as it is drawn and goes to its player's
  land of bondage (``drawn``, REG Draw Phase), not at every battle it sits through.

The effect compiles through the one-shot compiler (``redemption_phrases``); an effect it cannot
read keeps the timing and is shown "as printed" at that moment. A sentence that adds a
condition the engine does not check keeps its in-play timing.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from engine.core.cards import MODELLED, TIMING_ONLY, AbilityDefinition

from .redemption_phrases import compile_sentence, target_phrase

_PLAYED = re.compile(
    r"^(?:if put (?:in|into) play|(?:if|when) you play this (?:card|site|fortress|artifact)), (.+)$",
    re.I,
)
_ATTACKS = re.compile(r"^if your (lone )?(.+?) (attacks|blocks|is blocked), (.+)$", re.I)
# What the character does -> (the timing, the type of character that does it).
_DOES = {
    "attacks": ("your_attack", "hero"),
    "blocks": ("your_block", "evil_character"),
    "is blocked": ("your_blocked", "hero"),
}
_UPKEEP = re.compile(r"^(each upkeep(?: phase)?|during your upkeep),? (.+)$", re.I)
_DISCARDED = re.compile(
    r"^(?:if|when) this (?:card|character|hero|evil character) is discarded"
    r"(?: from play)?, (.+)$",
    re.I,
)
_DRAWN = re.compile(r"^(?:if|when) drawn, (.+)$", re.I)
_RESCUED = re.compile(r"^(?:if rescued|when this (?:lost soul|card) is rescued), (.+)$", re.I)


def _played(text: str) -> tuple[str, str, dict[str, Any]] | None:
    m = _PLAYED.match(text)
    return ("played", m.group(1), {}) if m else None


def _attacks(text: str) -> tuple[str, str, dict[str, Any]] | None:
    """'If your lone Exodus Hero attacks (blocks, is blocked), X': which of the player's
    characters must do it, and whether alone in battle."""
    m = _ATTACKS.match(text)
    if not m:
        return None
    words = m.group(2).strip()
    found = target_phrase(("an " if words[:1].lower() in "aeiou" else "a ") + words)
    if not isinstance(found, dict) or "one" not in found:
        return None  # a kind of character the compiler cannot read: the moment is unclear
    timing, kind = _DOES[m.group(3).lower()]
    who = {**found["one"], "type": [kind]}  # heroes attack and are blocked; evil ones block
    return timing, m.group(4), {"attacker": who, "lone": bool(m.group(1))}


def _rescued(text: str) -> tuple[str, str, dict[str, Any]] | None:
    m = _RESCUED.match(text)
    return ("rescued", m.group(1), {}) if m else None


def _drawn(text: str) -> tuple[str, str, dict[str, Any]] | None:
    """'If drawn, X' alone: a sentence that adds another moment ("(or put in play by ...)")
    or a limit ("(except by ...)") is not read."""
    m = _DRAWN.match(text)
    return ("drawn", m.group(1), {}) if m else None


def _discarded(text: str) -> tuple[str, str, dict[str, Any]] | None:
    m = _DISCARDED.match(text)
    return ("discarded", m.group(1), {}) if m else None


def _upkeep(text: str) -> tuple[str, str, dict[str, Any]] | None:
    """'Each upkeep, X' (every player's upkeep) / 'During your upkeep, X' (its player's)."""
    m = _UPKEEP.match(text)
    if not m:
        return None
    return "upkeep", m.group(2), {"each": m.group(1).lower().startswith("each")}


READERS: tuple[Callable[[str], tuple[str, str, dict[str, Any]] | None], ...] = (
    _played,
    _attacks,
    _rescued,
    _upkeep,
    _drawn,
    _discarded,
)
# The card types each timing is read on (a lost soul is rescued, not a site).
TYPES = {
    "rescued": ("lost_soul",),
    "drawn": ("lost_soul",),
    "discarded": ("hero", "evil_character"),
}
# A character's sentence is timed as it enters battle; only these moments retime it.
FROM_BATTLE = ("discarded",)


def retime(
    ab: AbilityDefinition, side: str, named: dict[str, str], card_type: str = ""
) -> AbilityDefinition:
    """``ab`` timed at the moment its sentence names (with its effect compiled), or as it was."""
    if ab.timing not in ("in_play", "enters_battle") or ab.effect:
        return ab
    text = " ".join(ab.text.replace("’", "'").split())
    for read in READERS:
        found = read(text)
        if found is None:
            continue
        timing, rest, extra = found
        if (ab.timing == "enters_battle") != (timing in FROM_BATTLE):
            return ab
        kinds = TYPES.get(timing)
        if kinds and not set(card_type.split("/")) & set(kinds):
            return ab
        return _at(ab, timing, rest, side, named, extra)
    return ab


def _at(
    ab: AbilityDefinition,
    timing: str,
    rest: str,
    side: str,
    named: dict[str, str],
    extra: dict[str, Any],
) -> AbilityDefinition:
    data = ab.to_dict()
    data.update(timing=timing, kind="special", effect=[], optional=False, **extra)
    compiled = compile_sentence(rest, side, named)
    if compiled is not None and compiled[2] == "special":
        steps, optional, _ = compiled
        data.update(effect=steps, optional=optional)
    data.pop("reason", None)
    data["modelled"] = MODELLED if data["effect"] else TIMING_ONLY  # the spec settles it
    return AbilityDefinition.from_dict(data)
