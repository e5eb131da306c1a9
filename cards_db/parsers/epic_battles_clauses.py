"""More Epic Battles sentence shapes: where a card goes when it finishes, random and counted
discards from a hand, skipped actions, and the conditions that guard any other sentence.

``clause(s, timing)`` takes one lower-case sentence (no final period) and returns its steps, or
None. Conditions compile their guarded part through ``compile_sentence`` again, so any sentence
the grammar knows can sit behind any condition it knows (a condition on who played the card,
or on the rival's hand size, guarding a discard or a damage bonus).
"""

from __future__ import annotations

import re
import string
from collections.abc import Callable
from typing import Any

from .epic_battles_own_text import sentence as own_sentence

_N = r"(\d+|a|an|one|two|three|four|five)"
_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
_HIS = r"(?:his|her|their)"
_RIVAL = r"(?:your rival|he|she|they)"
ORDINAL = r"(\d+)(?:st|nd|rd|th)"
_KIND_WORDS = r"(?:punch|kick|throw|projectile|weapon|slam|electric)(?:e?s)?"
# Pieces the finishing sentences share: the card itself, when it finishes, where it would go.
_THIS_CARD = r"this (?:card|attack)"
_WHEN_DONE = r"(?:after|when) it finishes"
_ENERGY = r"(?:the|your) energy pile"
_NOT_ENERGY = rf"instead of (?:being )?(?:put )?(?:into )?{_ENERGY}"
_LEAVING = r"after it is played from the arena"
# A board filter: cards on the table rather than in a pile.
_ARENA_CARDS = r"cards? in the arena"
# Timings in which the card's own finishing can still be changed (it has not finished yet).
_UNFINISHED = ("on_play", "attack_text", "block_text", "hit")


def _n(word: str) -> int:
    return int(word) if word.isdigit() else _WORDS[word]


def _finish(dest: str, if_blocked: bool = False) -> Callable[[re.Match[str]], list[dict[str, Any]]]:
    step: dict[str, Any] = {"verb": "finish_to", "dest": dest}
    if if_blocked:
        step["if_blocked"] = True
    return lambda m: [dict(step)]


_FINISH: list[tuple[str, Any]] = [
    (rf"^remove this card(?: {_LEAVING})?$", _finish("removed")),
    (
        rf"^put {_THIS_CARD} on top of your deck {_WHEN_DONE}(?: {_NOT_ENERGY})?$",
        _finish("deck_top"),
    ),
    (
        rf"^shuffle {_THIS_CARD} into your deck {_WHEN_DONE}$",
        _finish("deck_shuffle"),
    ),
    (
        rf"^if this attack is blocked, it is discarded {_NOT_ENERGY}$",
        _finish("discard", if_blocked=True),
    ),
]
_ANY_TIME: list[tuple[str, Any]] = [
    (
        rf"^(?:your rival|he) discards {_N} random cards? from {_HIS} hand$",
        lambda m: [{"verb": "discard_random", "count": _n(m[1])}],
    ),
    (
        rf"^(?:your rival|he) discards {_N} cards? from {_HIS} hand$",
        lambda m: [{"verb": "discard_from_hand"}] * _n(m[1]),
    ),
    (r"^discard (?:a|one) card from your hand$", lambda m: [_own_discard()]),
    (
        r"^(?:your action ends|end your rival's action|you cannot link off of this attack"
        r"|your rival's action ends (?:after|when) this attack finishes)$",
        lambda m: [{"verb": "end_action"}],
    ),
    (
        r"^choose (?:a|an) (block|event|attack|punch|kick|throw|projectile|weapon|slam) "
        r"in your discard pile and put it (?:in|into) your hand$",
        lambda m: [
            {
                "verb": "move_cards",
                "owner": "you",
                "source": "discard",
                "pick": "choose",
                "count": 1,
                "dest": "hand",
                "kinds": [m[1]],
            }
        ],
    ),
    (
        r"^the next attack your rival (?:performs|plays) this (step|turn) costs? ([+-]\d+) energy$",
        lambda m: [
            {
                "verb": "modify_attacks",
                "whose": "rival",
                "next": "attack",
                "cost": int(m[2]),
                "until": m[1],
            }
        ],
    ),
    (
        r"^your attacks (?:do|deal) ([+-]\d+) damage in your next action$",
        lambda m: [
            {"verb": "modify_attacks", "whose": "you", "next": "action", "damage": int(m[1])}
        ],
    ),
    (
        rf"^discard all (?:of )?your rival's (face-down )?{_ARENA_CARDS}$",
        lambda m: [{"verb": "discard_arena", "all": True, "facedown": bool(m[1])}],
    ),
    (
        rf"^discard (?:a|one of your) rival's face-down {_ARENA_CARDS}$",
        lambda m: [{"verb": "discard_arena"}],
    ),
    (
        rf"^discard a rival's {_ARENA_CARDS}$",
        lambda m: [{"verb": "discard_arena", "facedown": False}],
    ),
    (
        r"^gain control of (?:a kamidogu your rival controls|a rival's kamidogu)$",
        lambda m: [{"verb": "take_kamidogu"}],
    ),
    (
        r"^look at your rival's deck without changing its order$",
        lambda m: [{"verb": "look_at"}],
    ),
    (
        rf"^look at the top {_N} cards? of your rival's deck$",
        lambda m: [{"verb": "look_at", "count": _n(m[1])}],
    ),
    (
        rf"^your rival may draw {_N} cards?$",
        lambda m: [{"verb": "rival_may_draw", "count": _n(m[1])}],
    ),
    (
        rf"^(?:your rival skips {_HIS} next action|your rival must pass (?:in|for) {_HIS} next action"
        r"|your rival's next action(?: this (?:step|turn))? is skipped)"
        r"(?: this (step|turn))?$",
        lambda m: [{"verb": "skip_action", **({"until": m[1]} if m[1] else {})}],
    ),
]


# Before the rival may block (steps 2 and 5): what it takes to block this attack.
_BEFORE_BLOCK: list[tuple[str, Any]] = [
    (r"^(?:he|your rival) cannot block this attack$", lambda m: [{"verb": "unblockable"}]),
    (
        r"^(?:he|your rival) must (?:play|use) (\d+) blocks to block this attack$",
        lambda m: [{"verb": "blocks_needed", "count": int(m[1])}],
    ),
]


def _own_discard() -> dict[str, Any]:
    return {"verb": "discard_from_hand", "who": "you"}


# "if <condition>" -> the test and its arguments; the rival's hand is the usual subject.
_RIVAL_HAS = r"your rival has"
_IN_HAND = rf"in {_HIS} hand"
_TESTS: list[tuple[str, Callable[[re.Match[str]], dict[str, Any]]]] = [
    (
        rf"your rival has no cards in {_HIS} hand",
        lambda m: {"test": "rival_hand_max", "amount": 0},
    ),
    (
        rf"your rival has (\d+) or more cards in {_HIS} hand",
        lambda m: {"test": "rival_hand_min", "amount": int(m[1])},
    ),
    (
        rf"your rival has (\d+) or (?:fewer|less) cards in {_HIS} hand",
        lambda m: {"test": "rival_hand_max", "amount": int(m[1])},
    ),
    (
        rf"{_RIVAL_HAS} more cards {_IN_HAND} than you",
        lambda m: {"test": "rival_more_hand"},
    ),
    (r"you have more energy than your rival", lambda m: {"test": "more_energy"}),
    (r"you have no cards in your energy pile", lambda m: {"test": "energy_max", "amount": 0}),
    (r"this is the first card in your combo", lambda m: {"test": "combo_first"}),
    (
        r'you have (?:the card )?"([^"]+)" in your discard pile',
        lambda m: {"test": "own_has_card", "names": [string.capwords(m[1])]},
    ),
    (
        r"you have (\d+) or (?:fewer|less) cards in your deck",
        lambda m: {"test": "deck_max", "amount": int(m[1])},
    ),
    (
        rf"your rival has more cards in {_HIS} removed pile\s+than {_HIS} discard pile",
        lambda m: {"test": "rival_removed_more"},
    ),
    (
        rf"you have only ({_KIND_WORDS}) in your energy pile",
        lambda m: {"test": "energy_only", "kinds": [re.sub(r"(?<=ch)es$|s$", "", m[1])]},
    ),
    (
        rf"you have (\d+) or more ({_KIND_WORDS}) in your energy pile",
        lambda m: {
            "test": "energy_count_min",
            "amount": int(m[1]),
            "kinds": [re.sub(r"(?<=ch)es$|s$", "", m[2])],
        },
    ),
    (
        rf"your rival does not have (?:the card )?\"([^\"]+)\" in {_HIS} discard pile or energy pile",
        lambda m: {"test": "rival_lacks_card", "names": [m[1].title()]},
    ),
    (r"you have exactly (\d+) energy", lambda m: {"test": "energy_exactly", "amount": int(m[1])}),
    (
        rf"(?:this is (?:the|your) {ORDINAL} or higher attack in this combo"
        rf"|played as the {ORDINAL} (?:attack )?or higher(?: attack)? in a combo)",
        lambda m: {"test": "combo_at_least", "amount": int(m[1] or m[2])},
    ),
    (
        rf"your rival (?:does not have (?:a|an)|has no) ({_KIND_WORDS}) in {_HIS} energy pile",
        lambda m: {"test": "rival_energy_lacks", "kinds": [re.sub(r"(?<=ch)es$|s$", "", m[1])]},
    ),
    (
        rf"your rival has (?:any )?cards in {_HIS} energy pile",
        lambda m: {"test": "rival_energy_min", "amount": 1},
    ),
    (
        r"(?:played|used) by ([a-z.' -]+?)(?: or ([a-z.' -]+?))?",
        lambda m: {"test": "played_by", "names": [w.title() for w in (m[1], m[2]) if w]},
    ),
]


_COST = re.compile(
    r"^(?:you may )?discard (a|an|one|two|\d+) ((?:punch|kick|throw|projectile|weapon|slam|electric|block"
    r"|card)(?:e?s)?) from your hand (?:when you perform this attack )?"
    r"(?:to have (?:it|this attack) (?:deal|do)|for this attack to (?:do|deal)"
    r"|for (your next attack in this combo) to (?:do|deal)) \+(\d+) damage$"
)


def _discard_cost(s: str) -> list[dict[str, Any]] | None:
    """'Discard a block from your hand ... to have it deal +4 damage': a cost, then the bonus."""
    m = _COST.match(s)
    if not m:
        return None
    kind = re.sub(r"(?<=ch)es$|s$", "", m[2])
    bonus: dict[str, Any] = (
        {"verb": "next_attack_damage", "amount": int(m[4])}
        if m[3]
        else {"verb": "attack_damage", "amount": int(m[4])}
    )
    test: dict[str, Any] = {"verb": "if", "test": "discard", "amount": _n(m[1]), "then": [bonus]}
    if kind != "card":
        test["kinds"] = [kind]
    return [test]


def _discard_to(s: str, timing: str, compile_sentence: Any) -> list[dict[str, Any]] | None:
    """'Discard 2 cards from your hand to X': the discard is the cost of X (as 'pay N to X')."""
    m = re.match(rf"^discard {_N} ({_KIND_WORDS}|cards?|blocks?) from your hand to (.+)$", s)
    if not m:
        return None
    then = compile_sentence(m[3], timing)
    if then is None:
        return None
    kind = re.sub(r"(?<=ch)es$|s$", "", m[2])
    test: dict[str, Any] = {"verb": "if", "test": "discard", "amount": _n(m[1]), "then": then}
    if kind != "card":
        test["kinds"] = [kind]
    return [test]


def _guarded(s: str, timing: str, compile_sentence: Any) -> list[dict[str, Any]] | None:
    """'If <test>, X', 'X if <test>' and (when played) 'When played while <test>, X'."""
    for words, build in _TESTS:
        m = re.match(rf"^(?:if|when played while) {words},? (.+)$", s)
        rest = m and m.groups()[-1]
        if not m:
            m = re.match(rf"^(.+?) if {words}$", s)
            rest = m and m[1]
            if m:
                # the groups of the test follow the guarded part
                m = re.match(rf"^{words}$", s[len(rest) + 4 :])
        if not m or not rest:
            continue
        if s.startswith("when played while") and timing != "on_play":
            return None
        then = compile_sentence(rest, timing)
        if then is None:
            return None
        return [{"verb": "if", **build(m), "then": then}]
    return None


def clause(s: str, timing: str, compile_sentence: Any) -> list[dict[str, Any]] | None:
    table = list(_ANY_TIME) + (_FINISH if timing in _UNFINISHED else [])
    table += _BEFORE_BLOCK if timing in ("on_play", "attack_text") else []
    for pattern, build in table:
        if m := re.match(pattern, s):
            return build(m)
    # an attack's damage can still grow at steps 2 and 5 only
    cost = _discard_cost(s) if timing in ("on_play", "attack_text") else None
    return (
        cost
        or _discard_to(s, timing, compile_sentence)
        or _guarded(s, timing, compile_sentence)
        or own_sentence(s, timing, compile_sentence)
    )
