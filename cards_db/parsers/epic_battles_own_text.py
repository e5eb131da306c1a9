"""An attack's (or block's) own text: more of the shapes the pool prints at steps 2, 5, 7 and 10.

``whole(flat, timing)`` takes a whole lower-cased text of several sentences that only mean
something together ("Name a block. Your rival cannot play that block ...", "Reveal the top 5
cards ... Set any events and put the rest ..."); ``sentence(s, timing, compile_sentence)``
takes one sentence. Both return the ruleset's steps, or None for a shape they do not know, so
nothing half-understood is stored as modelled.
"""

from __future__ import annotations

import re
import string
from collections.abc import Callable
from typing import Any

_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
_N = r"(\d+|a|an|one|two|three|four|five)"
_PRON = r"(?:his|her|their)"
_OBJ = r"(?:him|her|them)"
_KIND = r"(punch|kick|throw|projectile|weapon|slam|electric|block|event|attack|card)(?:e?s)?"
_A = r"(?:a|an) "
_PLACE = {"at the bottom of": "bottom", "on top of": "top"}
# The moments at which the attack whose text this is has not dealt its damage yet.
_BEFORE_DAMAGE = ("on_play", "attack_text", "flip")
# The moments of an attack being played (its own combo is going on).
_ATTACKING = ("on_play", "attack_text", "hit")


def _n(word: str) -> int:
    return int(word) if word.isdigit() else _WORDS[word]


def _kinds(word: str) -> list[str]:
    return [] if word in ("card", "attack") else [word]


def _move(**fields: Any) -> dict[str, Any]:
    step = {"verb": "move_cards", "owner": "you", "pick": "choose", "count": 1, **fields}
    if not step.get("kinds"):
        step.pop("kinds", None)
    return step


def _cost(source: str, count: int, kinds: list[str], then: list[dict[str, Any]] | None):
    if then is None:
        return None
    step: dict[str, Any] = {"verb": "pay_cards", "source": source, "count": count, "then": then}
    if kinds:
        step["kinds"] = kinds
    return [step]


Build = Callable[[re.Match[str], str, Any], list[dict[str, Any]] | None]
_WHICH = r"(?:(high|low) )?(punch|kick|throw|projectile|weapon|slam|electric|attack)(?:e?s)?"


def _which(height: str | None, kind: str) -> dict[str, Any]:
    out: dict[str, Any] = {"height": height} if height else {}
    return {**out, "kind": kind} if kind != "attack" else out


def _cap(m: re.Match[str], cap: int, span: dict[str, Any]) -> list[dict[str, Any]]:
    step = {"verb": "modify_attacks", "whose": "rival", **_which(m[1], m[2]), "cap": cap, **span}
    return [step]


def _when_blocked(then: list[dict[str, Any]] | None) -> list[dict[str, Any]] | None:
    return None if then is None else [{"verb": "when_blocked", "then": then}]


_SENTENCES: list[tuple[str, tuple[str, ...] | None, Build]] = [
    (
        r"^put this attack\s+at the bottom of your deck\s+when it finishes\s+to (.+)$",
        ("on_play", "attack_text", "hit"),
        lambda m, t, c: _then_finish("deck_bottom", c(m[1], t)),
    ),
    (
        rf"^switch any {_KIND} in your hand with the same amount of cards\s+from the top of your deck$",
        None,
        lambda m, t, c: [
            {"verb": "switch_with_top", **({"kinds": [m[1]]} if _kinds(m[1]) else {})}
        ],
    ),
    (
        r"^your rival cannot play blocks\s+during the next link this turn$",
        ("hit",),
        lambda m, t, c: [{"verb": "next_unblockable", "until": "turn"}],
    ),
    (
        r"^discard the revealed\s+face-down card$",
        None,
        lambda m, t, c: [{"verb": "discard_revealed"}],
    ),
    (
        rf"^switch {_N} random cards in your rival's hand with\s+the top {_N} cards of {_PRON} deck$",
        None,
        lambda m, t, c: (
            [{"verb": "swap_random_top", "count": _n(m[1])}] if _n(m[1]) == _n(m[2]) else None
        ),
    ),
    (
        r"^discard a card in your rival's energy pile\s+if it shares\s+the same title with another "
        r"card in that energy pile$",
        None,
        lambda m, t, c: [{"verb": "discard_energy_duplicate"}],
    ),
    (
        rf"^the {_KIND} goes to the discard pile (?:after|when) it\s+finishes$",
        ("block_text",),
        lambda m, t, c: [{"verb": "attack_finish_to", "which": "blocked"}],
    ),
    (
        rf"^your rival's first attack in {_PRON} next action goes to the discard pile\s+instead of "
        r"the energy pile$",
        None,
        lambda m, t, c: [{"verb": "attack_finish_to", "which": "rival_next"}],
    ),
    (
        r"^your rival must play an additional (?:high |low )?block to block this attack$",
        _BEFORE_DAMAGE,
        lambda m, t, c: [{"verb": "blocks_needed", "count": 2}],
    ),
    (
        r'^remove the card "([^"]+)" from your discard pile for this attack to do \+(\d+) damage$',
        _BEFORE_DAMAGE,
        lambda m, t, c: _named_cost(
            "discard", "removed", 1, m[1], [{"verb": "attack_damage", "amount": int(m[2])}]
        ),
    ),
    (
        r'^reveal the card "([^"]+)" from your hand to have (.+)$',
        None,
        lambda m, t, c: _named_cost("hand", "reveal", 1, m[1], c(m[2], t)),
    ),
    (
        rf"^your rival's first attack in {_PRON} next action (?:deals|does) no damage$",
        None,
        lambda m, t, c: [{"verb": "modify_attacks", "whose": "rival", "next": "attack", "cap": 0}],
    ),
    (
        r"^damage from this attack\s+and any other attacks in this combo\s+cannot be lowered$",
        _BEFORE_DAMAGE,
        lambda m, t, c: [{"verb": "lock_combo_damage"}],
    ),
    (
        r"^t?you take no damage from the attack,\s+even if it\s+would deal chipping damage$",
        ("block_text",),
        lambda m, t, c: [{"verb": "no_chip"}],
    ),
    (
        rf"^your rival reveals all but (?:1|one) random card in {_PRON} hand$",
        None,
        lambda m, t, c: [{"verb": "reveal_all_but"}],
    ),
    (
        rf"^(?:you )?may choose to link to {_A}{_KIND} instead of {_A}{_KIND}$",
        ("hit", "attack_text", "on_play"),
        lambda m, t, c: [{"verb": "link_also", "kind": m[1]}],
    ),
    (
        rf"^set an event from your discard pile for each {_KIND} in your energy pile$",
        None,
        lambda m, t, c: [
            _move(source="discard", kinds=["event"], dest="events", per_energy=[m[1]])
        ],
    ),
    (
        rf"^your rival takes {_N} random cards from {_PRON} hand and puts them at the bottom of "
        rf"{_PRON} deck\s+and draws 1 card for each\s+card put there from this effect$",
        None,
        lambda m, t, c: [{"verb": "cycle_hand", "who": "rival", "random": True, "max": _n(m[1])}],
    ),
    (
        # kept at step 5, used once the block is played (its effects come after the attack's
        # damage would have: compiled as text used after damage)
        r"^if this attack is blocked, (.+)$",
        ("on_play", "attack_text"),
        lambda m, t, c: _when_blocked(c(m[1], "hit")),
    ),
    (r"^end your action$", _ATTACKING, lambda m, t, c: [{"verb": "end_action"}]),
    (
        rf"^you can only play {_N} more attacks? in this combo$",
        _ATTACKING,
        lambda m, t, c: [{"verb": "limit_attacks", "more": _n(m[1])}],
    ),
    (
        rf"^your rival cannot play more than {_N} attacks in {_PRON} next action$",
        None,
        lambda m, t, c: [{"verb": "limit_attacks", "whose": "rival", "most": _n(m[1])}],
    ),
    (
        r"^your attacks cost \+(\d+) energy to block this (step|turn)$",
        None,
        lambda m, t, c: [{"verb": "float_block_tax", "amount": int(m[1]), "until": m[2]}],
    ),
    (
        r"^it does \+(\d+) damage for each card you have\s+in your hand over your rival's hand$",
        ("on_play",),
        lambda m, t, c: [
            {"verb": "attack_damage_per", "amount": int(m[1]), "per": "hand_over_rival"}
        ],
    ),
    (
        rf"^switch {_A}{_KIND} (?:in|from) your (hand|discard pile) with {_A}{_KIND} in your "
        r"energy pile$",
        None,
        lambda m, t, c: [
            {
                "verb": "switch_cards",
                "source": "hand" if m[2] == "hand" else "discard",
                "kinds": _kinds(m[1]),
                "other_kinds": _kinds(m[3]),
            }
        ],
    ),
    (
        rf"^switch {_A}{_KIND} in your hand with\s+the top card of your deck$",
        None,
        lambda m, t, c: [{"verb": "switch_cards", "kinds": _kinds(m[1]), "other": "deck_top"}],
    ),
    (
        rf"^your rival's {_WHICH} (?:deal|do|does|deals) (?:0|no) damage (?:during|in) {_PRON} "
        r"next action$",
        None,
        lambda m, t, c: _cap(m, 0, {"next": "action"}),
    ),
    (
        rf"^your rival's {_WHICH} (?:deal|do) a max of (\d+) damage this (turn|step)$",
        None,
        lambda m, t, c: _cap(m, int(m[3]), {"until": m[4]}),
    ),
    (
        r"^your rival's attacks that cost (\d+) or more(?: energy)? cost \+(\d+) energy$",
        None,
        lambda m, t, c: [
            {"verb": "modify_attacks", "whose": "rival", "cost": int(m[2]), "min_cost": int(m[1])}
        ],
    ),
    (
        rf"^your rival must pay \+?(\d+) energy to block this attack for each {_KIND} in your "
        r"energy pile$",
        _BEFORE_DAMAGE,
        lambda m, t, c: [{"verb": "block_tax", "amount": int(m[1]), "per_energy": [m[2]]}],
    ),
    (
        rf"^this attack does -(\d+) damage unless you discard {_N} {_KIND} from your hand$",
        _BEFORE_DAMAGE,
        lambda m, t, c: [
            {
                "verb": "pay_cards",
                "source": "hand",
                "count": _n(m[2]),
                "ask": True,
                "otherwise": [{"verb": "attack_damage", "amount": -int(m[1])}],
                **({"kinds": _kinds(m[3])} if _kinds(m[3]) else {}),
            }
        ],
    ),
    (
        rf'^your rival cannot use "hit -" effects in {_PRON} next action$',
        None,
        lambda m, t, c: [{"verb": "bar", "what": "no_hit", "next": "action"}],
    ),
    (
        r"^your rival cannot draw cards this (step|turn)$",
        None,
        lambda m, t, c: [{"verb": "bar", "what": "no_draw", "until": m[1]}],
    ),
    (
        r"^your rival cannot link attacks (?:during|for) this (step|turn)$",
        None,
        lambda m, t, c: [{"verb": "bar", "what": "no_link", "until": m[1]}],
    ),
    (
        rf"^put up to {_N} {_KIND} in your hand\s+at the bottom of your deck\s+and draw the same "
        r"number of cards$",
        None,
        lambda m, t, c: [{"verb": "cycle_hand", "max": _n(m[1]), "kinds": _kinds(m[2])}],
    ),
    (
        rf"^choose {_N} {_KIND} in your discard pile and put (?:it|them) "
        r"(at the bottom of|on top of) your deck$",
        None,
        lambda m, t, c: [
            _move(
                source="discard",
                count=_n(m[1]),
                kinds=_kinds(m[2]),
                dest="deck",
                dest_end=_PLACE[m[3]],
            )
        ],
    ),
    (
        rf"^choose {_N} cards? in your rival's energy pile and have {_OBJ}\s+shuffle "
        rf"(?:it|them) into {_PRON} deck$",
        None,
        lambda m, t, c: [
            _move(owner="rival", source="energy", count=_n(m[1]), dest="deck", dest_end="shuffle")
        ],
    ),
    (
        r"^shuffle your energy pile into your deck$",
        None,
        lambda m, t, c: [_move(source="energy", all=True, dest="deck", dest_end="shuffle")],
    ),
    (
        r"^put your hand at the bottom of your deck$",
        None,
        lambda m, t, c: [_move(source="hand", all=True, dest="deck", dest_end="bottom")],
    ),
    (
        # after "your rival reveals his hand and ..." (the joined sentence names the rival)
        rf"^your rival shuffles any {_KIND} (?:he|she|they) revealed into {_PRON} deck$",
        None,
        lambda m, t, c: [
            _move(
                owner="rival",
                source="hand",
                all=True,
                kinds=_kinds(m[1]),
                dest="deck",
                dest_end="shuffle",
            )
        ],
    ),
    (
        rf"^(?:your rival puts|for your rival to put) {_N} cards? from {_PRON} hand "
        rf"(on top of|at the bottom of) {_PRON} deck$",
        None,
        lambda m, t, c: [
            _move(
                owner="rival",
                source="hand",
                count=_n(m[1]),
                chooser="owner",
                dest="deck",
                dest_end=_PLACE[m[2]],
            )
        ],
    ),
    (
        rf"^keep your rival from playing (high|low) attacks in {_PRON} next action$",
        None,
        lambda m, t, c: [
            {"verb": "forbid_attacks", "whose": "rival", "height": m[1], "next": "action"}
        ],
    ),
    (
        r"^pay (\d+) energy (for your rival to .+)$",
        None,
        lambda m, t, c: _if_pay(int(m[1]), c(m[2], t)),
    ),
    (
        r"^rearrange (?:the order of )?your discard pile$",
        None,
        lambda m, t, c: [{"verb": "rearrange_discard"}],
    ),
    (
        rf"^discard {_N} {_KIND} (?:in|from) your energy pile to (.+)$",
        None,
        lambda m, t, c: _cost("energy", _n(m[1]), _kinds(m[2]), c(m[3], t)),
    ),
    (
        r"^discard one of your face-down events\s+in the arena to (.+)$",
        None,
        lambda m, t, c: _cost("events", 1, [], c(m[1], t)),
    ),
    (
        rf"^remove up to {_N} cards? in your rival's discard pile$",
        None,
        lambda m, t, c: [
            _move(owner="rival", source="discard", count=_n(m[1]), up_to=True, dest="removed")
        ],
    ),
    (
        # a block's own finishing (step 11 moves it instead of discarding it)
        r"^shuffle this card into your deck$",
        ("block_text",),
        lambda m, t, c: [{"verb": "finish_to", "dest": "deck_shuffle"}],
    ),
    (
        rf"^(?:he|she|they) discards? the top {_N} cards? of {_PRON} deck$",
        None,
        lambda m, t, c: [{"verb": "mill", "count": _n(m[1])}],
    ),
    (
        r"^your next attack this (step|turn|combo) is unblockable$",
        _ATTACKING + ("block_text",),
        lambda m, t, c: [{"verb": "next_unblockable", "until": m[1]}],
    ),
    (
        rf"^if your next attack is {_A}{_KIND},? it is unblockable$",
        _ATTACKING + ("block_text",),
        lambda m, t, c: [{"verb": "next_unblockable", "kind": m[1]}],
    ),
]


def _named_cost(source: str, to: str, count: int, name: str, then: Any) -> Any:
    """A cost paid with cards named in quotes ("remove the card Girth from your discard pile")."""
    if then is None:
        return None
    names = [string.capwords(name)]
    return [
        {
            "verb": "pay_cards",
            "source": source,
            "to": to,
            "count": count,
            "names": names,
            "then": then,
        }
    ]


def _then_finish(dest: str, then: list[dict[str, Any]] | None) -> list[dict[str, Any]] | None:
    """The attack's own finishing elsewhere is the cost (step 11 moves it); what it pays for
    happens now."""
    return None if then is None else [{"verb": "finish_to", "dest": dest}, *then]


def _if_pay(amount: int, then: list[dict[str, Any]] | None) -> list[dict[str, Any]] | None:
    return None if then is None else [{"verb": "if", "test": "pay", "amount": amount, "then": then}]


def sentence(s: str, timing: str, compile_sentence: Any) -> list[dict[str, Any]] | None:
    """One sentence of an attack's or block's text, or None."""
    for pattern, timings, build in _SENTENCES:
        if timings is not None and timing not in timings:
            continue
        if m := re.match(pattern, s):
            return build(m, timing, compile_sentence)
    return None


def whole(flat: str, timing: str, compile_sentence: Any) -> list[dict[str, Any]] | None:
    """Texts whose sentences only mean something together."""
    if m := re.match(
        r"^name a block\. your rival cannot play that\s+block (?:during|for) this combo$", flat
    ):
        return [{"verb": "name_block"}] if timing in _ATTACKING else None
    if m := re.match(
        rf"^reveal the top {_N} cards of your deck\. set any events\s+and put the rest "
        r"(at the bottom of|on top of) your deck$",
        flat,
    ):
        rest = "deck_bottom" if m[2] == "at the bottom of" else "deck_top"
        return [
            {
                "verb": "reveal_top",
                "count": _n(m[1]),
                "kinds": ["event"],
                "to": "events",
                "rest": rest,
            }
        ]
    if m := re.match(
        rf"^reveal the top {_N} cards of your deck and put any {_KIND} found there into your "
        r"energy pile and discard the rest$",
        flat,
    ):
        return [
            {
                "verb": "reveal_top",
                "count": _n(m[1]),
                "kinds": [m[2]],
                "to": "energy",
                "rest": "discard",
            }
        ]
    if timing in _BEFORE_DAMAGE and (
        m := re.match(
            rf"^this attack does \+x damage to a max of \+(\d+)\. x = (?:each|the number of) {_KIND} "
            r"in your energy pile$",
            flat,
        )
    ):
        return [{"verb": "attack_damage_per", "per": "energy", "kinds": [m[2]], "max": int(m[1])}]
    if m := re.match(
        rf"^search your rival's deck for up to {_N} cards and discard them\. your rival shuffles "
        rf"{_PRON} deck$",
        flat,
    ):
        step = _move(owner="rival", source="deck", count=_n(m[1]), up_to=True, search=True)
        return [{**step, "dest": "discard"}]
    if m := re.match(
        rf"^your rival's attacks cost \+x energy this (turn|step)\. x = the number of {_KIND} "
        rf"and {_KIND} in your energy pile$",
        flat,
    ):
        return [
            {
                "verb": "modify_attacks",
                "whose": "rival",
                "cost": 1,
                "per_energy": [m[2], m[3]],
                "until": m[1],
            }
        ]
    if m := re.match(
        rf"^look at the top {_N} cards of your rival's deck\. you may choose to put them on the "
        r"top or bottom\s+of their deck in any order$",
        flat,
    ):
        return [{"verb": "arrange_top", "whose": "rival", "count": _n(m[1]), "bottom": True}]
    if m := re.match(
        rf"^look at and rearrange the top {_N} cards of your deck\. you may look and rearrange "
        rf"an extra card\s+for each {_KIND} in your energy pile$",
        flat,
    ):
        return [{"verb": "arrange_top", "count": _n(m[1]), "per_energy": [m[2]]}]
    if m := re.match(
        rf"^if your rival has more cards in {_PRON} hand than you, your rival discards x cards "
        rf"from {_PRON} hand\. x = the number of {_KIND} in your energy pile,? to a max of (\d+)$",
        flat,
    ):
        step = {"verb": "discard_per", "per_energy": [m[1]], "max": int(m[2])}
        return [{"verb": "if", "test": "rival_more_hand", "then": [step]}]
    if timing == "hit" and (
        m := re.match(
            rf"^shuffle x {_KIND} from your discard pile into your deck\.\s+x = the damage this "
            r"attack deals$",
            flat,
        )
    ):
        return [
            {
                "verb": "from_damage",
                "use": "shuffle_back",
                **({"kinds": [m[1]]} if _kinds(m[1]) else {}),
            }
        ]
    if timing == "hit" and re.match(
        rf"^your rival's first attack in {_PRON} next action does a max of x damage\.\s+x = the "
        r"damage this attack deals$",
        flat,
    ):
        return [{"verb": "from_damage", "use": "cap_next"}]
    if m := re.match(r"^reveal (\d+) /([^/]+)/ cards from your hand\.\s+if you do, (.+)$", flat):
        return _named_cost("hand", "reveal", int(m[1]), m[2], compile_sentence(m[3], timing))
    if re.match(r"^choose a rival's face-down card\.\s+he reveals it$", flat):
        return [{"verb": "reveal_set"}]
    if re.match(
        rf"^reveal a random card\s+in your rival's hand\.\s+discard x cards from the top of {_PRON} "
        r"deck\.\s+x = the revealed card's cost$",
        flat,
    ):
        return [{"verb": "reveal_random_mill"}]
    if m := re.match(
        rf"^if you have {_A}{_KIND} in your energy pile, name a card\.\s+your rival reveals {_PRON} "
        rf"hand and discards\s+any copies of that card in {_PRON} hand$",
        flat,
    ):
        return [
            {
                "verb": "if",
                "test": "energy_has",
                "kinds": [m[1]],
                "then": [{"verb": "name_and_discard"}],
            }
        ]
    if m := re.match(
        rf"^if you have {_A}{_KIND} in your energy pile\s+and your rival has more than (\d+) cards "
        rf"in {_PRON} hand, (?:he|she|they) discards? down to\s+(\d+) cards in hand$",
        flat,
    ):
        if m[2] != m[3]:
            return None
        step = {"verb": "discard_down", "to": int(m[3])}
        return [{"verb": "if", "test": "energy_has", "kinds": [m[1]], "then": [step]}]
    if m := re.match(
        rf"^your rival's next attack in this combo must be an? (high|low) attack and have a "
        rf"printed cost (\d+) or more\.\s+otherwise, {_PRON} action ends when this attack finishes$",
        flat,
    ):
        return [{"verb": "link_needs", "height": m[1], "min_cost": int(m[2])}]
    if m := re.match(
        rf"^discard up to {_N} {_KIND} from your hand\.\s+your rival discards the top {_N} cards "
        rf"of {_PRON} deck for each\s+(?:block|card|{_KIND}) you discarded in this way$",
        flat,
    ):
        kinds = _kinds(m[2])
        return [
            {
                "verb": "discard_for_mill",
                "max": _n(m[1]),
                "mill_each": _n(m[3]),
                **({"kinds": kinds} if kinds else {}),
            }
        ]
    if m := re.match(r"^pay (\d+) energy\. if you do, (.+)$", flat):
        return _if_pay(int(m[1]), compile_sentence(m[2], timing))
    if m := re.match(r"^your rival may pay (\d+) energy\. otherwise, (.+)$", flat):
        then = compile_sentence(m[2], timing)
        return (
            None
            if then is None
            else [{"verb": "rival_may_pay", "amount": int(m[1]), "otherwise": then}]
        )
    return None
