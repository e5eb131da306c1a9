"""Standing Epic Battles text -> ``standing_modify`` steps (engine/games/epic_battles/standing.py).

A character's constant text and "While in your energy pile, ..." text that changes one player's
attacks: "Your projectiles deal +1 damage", "Your rival's throws cost +1 energy to play",
a boost for attacks above a cost, "Your punches and kicks do +4 chipping",
"your attacks with "Jab" in the title do +2 damage". Every sentence must compile, else None.
"""

from __future__ import annotations

import re
from typing import Any

from .epic_battles_standing_links import link_standing

_KIND = r"(?:punch|kick|throw|projectile|weapon|slam|electric)(?:e?s)?"
_KINDS = rf"{_KIND}(?:(?:, | and ){_KIND})*"
_WHO = r"^(?:all )?(your rival's|your) "
_WHICH = (
    rf"(?:(high|low) )?(attacks|{_KINDS}(?: attacks)?)"
    r"(?: that cost (\d+) or more| with \"([^\"]+)\" in the title| without text)?"
)
_CHANGE = (
    r" (?:(?:do|does|deal|deals) ([+-]\d+) (damage|chipping)"
    r"|costs? ([+-]\d+)(?: energy)?(?: to play)?)$"
)
_SENTENCE = re.compile(_WHO + _WHICH + _CHANGE)
# Damage "for each" earlier attack of the combo, or each different kamidogu the player controls.
_PER = re.compile(
    rf"^your ({_KINDS}|attacks)( in a combo)? (?:do|deal) \+(\d+) damage for each "
    r"(previous attack in that combo|different kamidogu you control)$"
)
_PER_WORDS = {
    "previous attack in that combo": "previous_attacks",
    "different kamidogu you control": "kamidogu",
}
# Attacks of some kinds at a printed cost that cannot be blocked.
_UNBLOCKABLE = re.compile(rf"^your ({_KINDS}) that have a printed cost of (\d+) are unblockable$")
# An energy toll the rival pays before blocking cheap attacks of some kinds (Action Sequence 6).
_BLOCK_TAX = re.compile(
    rf"^your rival must pay (\d+) energy before (?:he can block|blocking) your (\d+)[ -]cost ({_KINDS})$"
)

# A cap on the events the rival flips each step.
_FLIP_LIMIT = re.compile(r"^your rival can flip only (\d+) events? per step$")

# The rival's attacks that cost something cost more (0-cost ones are left alone).
_PAID_ONLY = re.compile(
    r"^your rival's attacks cost \+(\d+) energy unless they are 0 cost attacks$"
)
# Attacks linked from a kind cost more energy to block.
_LINKED_TAX = re.compile(rf"^your attacks linked from an? ({_KIND}) cost \+(\d+) energy to block$")
# "Only one copy of this card changes the rival's costs."
_ONE_COPY = re.compile(r"^only (?:1|one) .+ can modify your rival's costs$")
# "While in your energy pile with a card of a kind there": the condition on every sentence.
_WITH_KIND = re.compile(rf"^with one or more ({_KINDS}),\s*(.+)$", re.I | re.S)


def _other_sentence(s: str) -> dict[str, Any] | None:
    """The standing sentences that count, forbid blocking or tax a block."""
    step: dict[str, Any] = {"verb": "standing_modify", "whose": "you"}
    if m := _PER.match(s):
        kinds = _kinds(m[1])
        step.update(damage=int(m[3]), per=_PER_WORDS[m[4]])
        if m[2]:
            step["only_in_combo"] = True
    elif m := _UNBLOCKABLE.match(s):
        kinds = _kinds(m[1])
        step.update(unblockable=True, max_cost=int(m[2]))
    elif m := _BLOCK_TAX.match(s):
        kinds = _kinds(m[3])
        step.update(block_tax=int(m[1]), max_cost=int(m[2]))
    elif m := _PAID_ONLY.match(s):
        step.update(whose="rival", cost=int(m[1]), min_cost=1)
        return step
    elif m := _LINKED_TAX.match(s):
        step.update(block_tax=int(m[2]), linked_from=_kinds(m[1]))
        return step
    elif m := _FLIP_LIMIT.match(s):
        return {"verb": "flip_limit", "count": int(m[1])}
    else:
        return None
    if kinds:
        step["kinds"] = kinds
    return step


def _kinds(words: str) -> list[str]:
    words = re.sub(r" attacks$", "", words)
    if words == "attacks":
        return []
    return [_one(w.strip()) for w in re.split(r",| and ", words) if w.strip()]


def _one(word: str) -> str:
    return word[:-2] if word.endswith("ches") else word.removesuffix("s")


def standing_sentence(sentence: str) -> dict[str, Any] | None:
    s = " ".join(sentence.replace("’", "'").replace("“", '"').replace("”", '"').split())
    m = _SENTENCE.match(s.lower().rstrip("."))
    if not m:
        return _other_sentence(s.lower().rstrip("."))
    who, height, which, min_cost, title, amount, what, cost = m.groups()
    step: dict[str, Any] = {
        "verb": "standing_modify",
        "whose": "rival" if "rival" in who else "you",
    }
    if kinds := _kinds(which):
        step["kinds"] = kinds
    if height:
        step["height"] = height
    if min_cost:
        step["min_cost"] = int(min_cost)
    if title:
        # the title as printed (the match above is on lower case)
        step["title"] = re.search(r"\"([^\"]+)\"", s)[1]  # type: ignore[index]
    if "without text" in s.lower():
        step["textless"] = True
    if cost:
        step["cost"] = int(cost)
    elif what == "chipping":
        step["chip"] = int(amount)
    else:
        step["damage"] = int(amount)
    return step


def compile_standing(text: str) -> list[dict[str, Any]] | None:
    """Every sentence of the text as standing steps (a leading "while in your energy pile,"
    dropped; "with one or more <kind>s" there becomes a condition on every step)."""
    body = re.sub(
        r"^while (?:this card is )?in your energy pile[,:]?\s*", "", text.strip(), flags=re.I
    )
    extra: dict[str, Any] = {}
    if m := _WITH_KIND.match(body):
        extra["if_energy_has"] = _kinds(m.group(1).lower())
        body = m.group(2)
    sentences = [p for p in re.split(r"(?<=[.!])\s+", body) if p.strip()]
    flat = [" ".join(p.replace("’", "'").split()).lower().rstrip(".") for p in sentences]
    if any(_ONE_COPY.match(f) for f in flat):
        extra["unique"] = True
        sentences = [p for p, f in zip(sentences, flat, strict=True) if not _ONE_COPY.match(f)]
    steps = [
        step
        for p in sentences
        for step in (link_standing(p) or [standing_sentence(p)])  # type: ignore[list-item]
    ]
    if not steps or any(s is None for s in steps):
        return None
    return [{**s, **extra} for s in steps]  # type: ignore[dict-item]
