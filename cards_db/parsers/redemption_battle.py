"""Redemption clauses in the battle's own words: first strike, and a blocker chosen by an ability.

- "First strike." on a character, "<this character / Hero> has (gains) first strike [ability]"
  on it or on the enhancement it uses: an ongoing ``first_strike`` step on that character
  (REG First Strike; the engine compares it at the battle's resolution);
- "[you may] choose <an evil character> to block": the rescuing player picks the evil
  character that blocks the rescue attempt (``choose_blocker``, REG Block).

``battle_clause`` is called by the one-shot compiler (``redemption_phrases._sentence``) with
the clause's words after "you may"; None when the words are not one of these.
"""

from __future__ import annotations

import re
from typing import Any

from .redemption_battle_words import battle_word
from .redemption_phrases import BARE_NOUNS, target_phrase

Compiled = tuple[list[dict[str, Any]], bool, str]
_FIRST_STRIKE = re.compile(
    r"^(?:(.+?) (?:has|gains|have|gain) )?first strike(?: ability)?"
    r"(?: (?:this battle|for this battle|this turn|for this turn))?$",
    re.I,
)
_CHOOSE = re.compile(
    r"^choose (.+?) (?:from (?:an |your )?opponent'?s'? territory )?to block"
    r"(?: (?:a|the|this|your) rescue attempt)?$",
    re.I,
)


def battle_clause(s: str, optional: bool, side: str) -> Compiled | None:
    """The steps of a first-strike or choose-the-blocker clause, or None."""
    if m := _FIRST_STRIKE.match(s):
        if m.group(1):
            who = target_phrase(m.group(1))
        else:  # "First strike." alone: the character it is printed on
            who = "self" if "self" in BARE_NOUNS.get().values() else None
        if who not in ("self", "bearer"):
            return None  # first strike for several or other characters: not read here
        return [{"verb": "first_strike", "target": who}], optional, "ongoing"
    m = _CHOOSE.match(s)
    if m and (found := _blocker(m.group(1), optional)) is not None:
        return found
    m = _USER_BANDS.match(s)
    if m and (found := _user_bands(m.group(1), m.group(2), side)) is not None:
        return found
    return battle_word(s, optional, lambda words: compile_sentence(words, side))


_USER_BANDS = re.compile(r"^(.+?) may band ((?:to|with) .+)$", re.I)


def _user_bands(who: str, rest: str, side: str) -> Compiled | None:
    """ "Philistine may band to up to 3 Philistines" on an enhancement: the character using it
    must be a Philistine (checked as it activates, like "If used by"), and it may band."""
    if "bearer" not in BARE_NOUNS.get().values() or who.lower() in BARE_NOUNS.get():
        return None  # only on an enhancement, and not its bare "Hero may band"
    found = target_phrase("a " + who)
    if not isinstance(found, dict) or set(found) != {"one"}:
        return None
    spec = found["one"]
    if set(spec) - {"type", "brigade", "testament", "book", "traits", "alignment"}:
        return None
    band = compile_sentence("may band " + rest, side)
    if band is None or [st["verb"] for st in band[0]] != ["band"]:
        return None
    return [{"verb": "require", "when": "used_by", "spec": spec}, *band[0]], True, "special"


def _blocker(words: str, optional: bool) -> Compiled | None:
    """The evil character the rescuing player chooses, among the opponent's in territory."""
    found = target_phrase(words)
    if not isinstance(found, dict) or "one" not in found:
        return None
    spec = dict(found["one"])
    if set(spec) & {"zone", "side", "either", "not_self"}:
        return None
    if spec.get("type") not in (None, ["evil_character"], ["hero", "evil_character"]):
        return None  # "a Hero": no hero blocks
    if spec.pop("alignment", ["evil"]) != ["evil"]:
        return None
    spec.update(type=["evil_character"], zone="territory", side="opponent")
    return [{"verb": "choose_blocker", "target": {"one": spec}}], optional, "special"


_LAST = re.compile(
    r"^the last (good |evil )?enhancement(?: card)? played"
    r"(?: by (?:an |your )?(opponent))?"
    r"(?: (?:this battle|in battle|in this battle|in (?:the )?current battle))?$",
    re.I,
)


def last_played(words: str) -> dict[str, Any] | None:
    """ "the last evil Enhancement played this battle": the most recent enhancement of that
    kind played in the current battle and still in it (``last``; engine ``last_played``)."""
    m = _LAST.match(" ".join(words.replace("’", "'").split()).rstrip("."))
    if m is None:
        return None
    kinds = {"good ": ["good_enhancement"], "evil ": ["evil_enhancement"]}
    spec: dict[str, Any] = {
        "type": kinds.get((m.group(1) or "").lower(), ["good_enhancement", "evil_enhancement"]),
        "zone": "battle",
        "last": True,
        "not_self": True,  # printed on an enhancement, it means one played before it
    }
    if m.group(2):
        spec["side"] = "opponent"
    return {"one": spec}


from .redemption_phrases import compile_sentence  # noqa: E402  (it calls battle_clause)
