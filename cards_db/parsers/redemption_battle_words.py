"""Redemption battle words that the band and withdraw verbs already carry out.

- "<Hero / Character> may [then] withdraw from battle [unharmed]" and "you may withdraw
  <Hero> from battle": the character the card names (itself, or the one an enhancement is
  used by) goes back to its territory (REG Withdraw); "unharmed" says only that it is not
  defeated, which withdrawing already means;
- "Character may band to X": the bare word "Character" names the card's own character (or
  its bearer on an enhancement), exactly like "Hero may band to X" (REG Band);
- "Band X into battle" (imperative): the character bands to X, who must come (REG Band);
- "band to X" (a command, after a condition): the character must band to X (REG Band);
- the holder picking which evil character blocks the rescue, said of the opponent's
  blocker, and "<Hero / Character> may choose X to block" (REG Block);
- "[then this card is] worth X/Y [if <condition>]": the card's numbers are X/Y instead of the
  printed ones (engine ``worth``; REG Enhancement), the condition checked first.

``battle_word`` is called by ``redemption_battle.battle_clause``; None when the words are not
one of these.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from contextvars import ContextVar
from typing import Any

from .redemption_phrases import BARE_NOUNS

Compiled = tuple[list[dict[str, Any]], bool, str]
Compile = Callable[[str], Compiled | None]

_SELF_WITHDRAW = re.compile(
    r"^(hero|character|evil character|this (?:hero|character)) may (?:then )?withdraw"
    r" from battle(?: unharmed)?(?: or continue the battle)?$",
    re.I,
)
_WITHDRAW_NAMED = re.compile(
    r"^(?:then )?withdraw (hero|character|evil character|this (?:hero|character))"
    r" from battle(?: unharmed)?$",
    re.I,
)
_CHARACTER_BANDS = re.compile(r"^character may band ((?:to|with) .+)$", re.I)
_BAND_INTO = re.compile(r"^band (.+?) into battle$", re.I)
_BANDING: ContextVar[bool] = ContextVar("banding", default=False)
_BAND_TO = re.compile(r"^band ((?:to|with) .+)$", re.I)
_CHOOSE_BLOCKER = re.compile(
    r"^(?:(hero|character|this (?:hero|character)) )?(?:may )?choose (.+?) to block"
    r"(?: (?:a|the|this|your|his) rescue attempt)?$",
    re.I,
)
_BLOCKER_USED = re.compile(
    r"^choose the evil character (?:that )?(?:his |your )?opponent uses to block"
    r" (?:his |your |a |the )?rescue attempt$",
    re.I,
)
_WORTH = re.compile(r"^(?:then )?(?:this card is )?worth (\d+)/(\d+)(?: if (.+))?$", re.I)


def _own(word: str) -> str | None:
    """What the bare noun means on this card ("self" / "bearer"), or None."""
    word = word.lower()
    if word.startswith("this "):
        return "self" if "self" in BARE_NOUNS.get().values() else None
    return BARE_NOUNS.get().get(word)


def battle_word(s: str, optional: bool, compile_band: Compile) -> Compiled | None:
    """The steps of one of the forms above; ``compile_band`` compiles "may band to X"."""
    from .redemption_battle import _blocker as blocker  # that module calls this one

    if m := _SELF_WITHDRAW.match(s):
        who = _own(m.group(1))
        return ([{"verb": "withdraw", "target": who}], True, "special") if who else None
    if m := _WITHDRAW_NAMED.match(s):
        who = _own(m.group(1))
        return ([{"verb": "withdraw", "target": who}], optional, "special") if who else None
    if m := _CHARACTER_BANDS.match(s):
        if _own("character") is None:
            return None  # no card of its own: "Character" would be a description
        return compile_band("may band " + m.group(1))
    if m := _WORTH.match(s):
        return _worth(int(m.group(1)), int(m.group(2)), m.group(3))
    if (m := _BAND_TO.match(s)) and not _BANDING.get():  # "If used by X, band to a demon"
        token = _BANDING.set(True)  # the permission's own reading comes back here
        try:
            band = compile_band("may band " + m.group(1))
        finally:
            _BANDING.reset(token)
        if band is None or [st["verb"] for st in band[0]] != ["band"]:
            return None
        return band[0], optional, band[2]  # printed as a command: it must band
    if _BLOCKER_USED.match(s):
        return blocker("an evil character", optional)
    if (m := _CHOOSE_BLOCKER.match(s)) and (m.group(1) is None or _own(m.group(1))):
        return blocker(m.group(2), True if m.group(1) else optional)
    if m := _BAND_INTO.match(s):
        if m.group(1).lower() in ("it", "them", "that character"):
            return None  # a card an earlier clause found: not this form
        band = compile_band("may band to " + m.group(1))
        if band is None or [st["verb"] for st in band[0]] != ["band"]:
            return None
        return band[0], optional, band[2]  # printed as a command: the band must happen
    return None


def _worth(strength: int, toughness: int, condition: str | None) -> Compiled | None:
    """The ``worth`` step, after the ``require`` steps of its condition (all must read)."""
    steps: list[dict[str, Any]] = []
    if condition:
        from .redemption_phrases import _conditions  # the phrases module imports this one

        found = _conditions(condition)
        if found is None:
            return None
        steps += found
    steps.append({"verb": "worth", "strength": strength, "toughness": toughness})
    return steps, False, "special"
