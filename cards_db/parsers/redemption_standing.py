"""Redemption standing sentences about a card itself, and about the enhancements it uses.

Two shapes of a character's (or an in-play card's) standing text, read into the ``ongoing``
step of ``engine.games.redemption.ongoing``:

- the card itself protected: "Protected from capture", "Lydia is protected from capture",
  "Protect this Hero from demons", and "cannot be captured / taken prisoner / discarded ..."
  (REG Protect: "cannot be" and "may not be" standing alone mean "protected from");
- "[O.T. | evil | ...] Enhancements used by this card cannot be negated / prevented /
  interrupted": a rider on each enhancement the character uses in this battle.
"""

from __future__ import annotations

import re
from typing import Any

from .redemption_phrases import target_phrase

# The words a sentence may use for the card it is printed on.
_THIS = (
    r"this (?:card|hero|character|evil character(?: character)?|lost soul|fortress|site"
    r"|artifact|covenant|curse)"
)
# "cannot be <participle>" -> the kind of ability it is protection from (a PROTECT_KINDS word).
PARTICIPLES = {
    "captured": "capture",
    "taken prisoner": "capture",  # the older cards' word for capture
    "discarded": "discard",
    "removed from the game": "banish",
    "shuffled": "shuffle",
    "withdrawn": "withdraw",
    "underdecked": "underdeck",
    "placed beneath draw pile": "underdeck",
    "placed under draw pile": "underdeck",
    "topdecked": "topdeck",
    "set aside": "set aside",
    "reserved": "reserve",
    "bounced": "bounce",
}
PART = "|".join(sorted(map(re.escape, PARTICIPLES), key=len, reverse=True))
_PART = PART
_CANNOT = re.compile(
    rf"^(?:(.+?) )?(?:cannot|may not) be ((?:{_PART})(?:(?:, | or |, or )(?:{_PART}))*)$", re.I
)
_PROTECTED = re.compile(r"^(?:(.+?) (?:is|are) )?protected from (.+)$", re.I)
_PROTECT_THIS = re.compile(rf"^protect {_THIS} from (.+)$", re.I)
_USED_BY = re.compile(
    r"^(?:(.+?) )?enhancements? (?:used by|played on) (.+?) cannot be "
    r"(negated|prevented|interrupted)$",
    re.I,
)


def _itself(words: str | None, name: str) -> bool:
    """Does a subject (none, "this Hero", the card's own name) name the card itself?"""
    if words is None:
        return True
    w = words.strip().lower()
    return bool(re.fullmatch(_THIS, w)) or (bool(name) and w == name.strip().lower())


def about_itself(sentence: str, name: str = "") -> tuple[str, dict[str, Any]] | None:
    """A sentence protecting the card itself, as "protect this card from <what>" and the
    step's extra keys ({"as_protect": True} when it was worded "cannot be ..."); else None."""
    s = re.sub(r" on opponent's cards$", " on opponents' cards", sentence.strip(), flags=re.I)
    if m := _PROTECT_THIS.match(s):
        return f"protect this card from {m.group(1)}", {}
    if (m := _PROTECTED.match(s)) and _itself(m.group(1), name):
        return f"protect this card from {m.group(2)}", {}
    if (m := _CANNOT.match(s)) and _itself(m.group(1), name):
        kinds = re.split(r", or |, | or ", m.group(2).lower())
        return "protect this card from " + ", ".join(PARTICIPLES[k] for k in kinds), {
            "as_protect": True
        }
    return None


def compile_used_by(sentence: str, name: str = "") -> dict[str, Any] | None:
    """'<kind of> Enhancements used by <this card> cannot be <negated>' -> a "cannot be" step covering
    the enhancements that fit and are on the card itself (``on_self``); else None."""
    s = " ".join(sentence.replace("’", "'").split()).rstrip(".").strip()
    m = _USED_BY.match(s)
    if not m or not _itself(m.group(2), name):
        return None
    found = target_phrase(f"all {m.group(1) or ''} enhancements".replace("  ", " "))
    if not isinstance(found, dict) or "all" not in found:
        return None
    spec = {k: v for k, v in found["all"].items() if k != "zone"}
    return {
        "verb": "ongoing",
        "mode": "cannot_be",
        "covers": spec,
        "rider": m.group(3).lower(),
        "on_self": True,
    }


BRIGADES = (
    "black|blue|brown|clay|crimson|gold|gray|grey|green|orange|pale green|purple|red|silver"
    "|teal|white"
)
_BRIGADE_LIST = re.compile(
    rf"^((?:{BRIGADES})(?:(?:, | and |, and )(?:{BRIGADES}))*) brigades?$", re.I
)
_IMMUNE = re.compile(r"^(?:(.+?) (?:is|are) )?immune to (.+)$", re.I)
# Who an "immune" sentence covers: on an enhancement, the character it is played on.
_BEARER = {"hero", "evil character", "character"}


def immune_to(words: str) -> dict[str, Any] | None:
    """'Crimson Brigade' / 'White and Silver Brigades' / 'demons' / 'evil Priests' -> the
    description of the cards a character is immune to (no place); None when not read."""
    w = words.strip().lower()
    if m := _BRIGADE_LIST.match(w):
        found = re.split(r", and |, | and ", m.group(1))
        return {"brigade": ["gray" if b == "grey" else b for b in found]}
    parts = re.split(r" and ", w)
    specs = []
    for part in parts:
        found = target_phrase("all " + part)
        if not isinstance(found, dict) or "all" not in found:
            return None
        specs.append({k: v for k, v in found["all"].items() if k not in ("zone", "side")})
    if any(not s for s in specs):
        return None
    return specs[0] if len(specs) == 1 else {"either": specs}


def compile_immune(sentence: str, name: str, timing: str) -> dict[str, Any] | None:
    """'Immune to demons' / '<its name> is immune to ...' on a character (itself), 'Hero is
    immune to Crimson Brigade' on an enhancement (the character it is played on)."""
    return _covering(_IMMUNE, sentence, name, timing, "immune", bare_on_enhancement=False)


_IGNORE = re.compile(r"^(?:(.+?) )?ignores? (?:all )?(.+)$", re.I)


def compile_ignore(sentence: str, name: str, timing: str) -> dict[str, Any] | None:
    """'Hero ignores Gray Brigade' on an enhancement (the character it is played on), 'Ignore
    angels' / '<its name> ignores Giants' on a character (itself): an ``ignore`` step."""
    return _covering(_IGNORE, sentence, name, timing, "ignore", bare_on_enhancement=True)


def _covering(
    pattern: re.Pattern[str],
    sentence: str,
    name: str,
    timing: str,
    mode: str,
    *,
    bare_on_enhancement: bool,
) -> dict[str, Any] | None:
    """The ``ongoing`` step of an immune or ignore sentence: on an enhancement it covers the
    character it is played on, on a character the character itself; None when the sentence
    names someone else or kinds of cards the reader does not know."""
    s = " ".join(sentence.replace("’", "'").split()).rstrip(".").strip()
    m = pattern.match(s)
    if not m:
        return None
    who = (m.group(1) or "").strip().lower()
    if timing == "enhancement_played" and (who in _BEARER or (bare_on_enhancement and not who)):
        covers = "bearer"
    elif timing == "enters_battle" and (not who or who in _BEARER or _itself(who, name)):
        covers = "self"
    else:
        return None
    spec = immune_to(m.group(2))
    if spec is None:
        return None
    return {"verb": "ongoing", "mode": mode, "covers": covers, "by_cards": spec}


_REGARDLESS = re.compile(r"^regardless of protect(?:ion| abilities)$", re.I)
_USED_REGARDLESS = re.compile(
    r"^(?:(.+?) )?enhancements? used by (.+?) (?:are|is) regardless of protect(?:ion| abilities)$",
    re.I,
)


def compile_regardless(sentence: str, name: str = "") -> dict[str, Any] | None:
    """'Regardless of protect abilities' alone: the card's own abilities ignore protection;
    '<kind of> Enhancements used by this card are regardless of ...': those on it do."""
    s = " ".join(sentence.replace("’", "'").split()).rstrip(".").strip()
    step: dict[str, Any] = {"verb": "ongoing", "mode": "regardless"}
    if _REGARDLESS.match(s):
        return {**step, "covers": "self"}
    m = _USED_REGARDLESS.match(s)
    if not m or not _itself(m.group(2), name):
        return None
    found = target_phrase(f"all {m.group(1) or ''} enhancements".replace("  ", " "))
    if not isinstance(found, dict) or "all" not in found:
        return None
    spec = {k: v for k, v in found["all"].items() if k != "zone"}
    return {**step, "covers": spec, "on_self": True}
