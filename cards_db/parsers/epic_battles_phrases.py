"""Epic Battles effect sentences -> the ruleset's verbs (only whole sentences it understands).

``attack_damage`` needs an attack whose damage is still to come, so it compiles only for text
used before step 8 (steps 2, 5 and events flipped when attacking); combo effects also compile
for HIT text (step 10, the combo is still going). The caller passes the timing.
"""

from __future__ import annotations

import re
from typing import Any

from .epic_battles_clauses import clause
from .epic_battles_own_text import whole

_NUM = {"a": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "ten": 10}
_N = r"(\d+|a|one|two|three|four|five|six|ten)"
ATTACK_TIMINGS = ("attack_text", "on_play", "flip", "hit")


def number(word: str) -> int:
    return int(word) if word.isdigit() else _NUM[word.lower()]


_HIS = r"(?:his|her|their)"
_KINDS = "punch|kick|throw|projectile|weapon|slam|electric"
# Sentences that mean the same whatever the timing: (pattern, steps built from its groups).
_PLAIN: list[tuple[str, Any]] = [
    (rf"^(?:you )?draw {_N} cards?$", lambda m: [{"verb": "draw", "count": number(m[1])}]),
    (rf"^your rival draws {_N} cards?$", lambda m: [{"verb": "rival_draw", "count": number(m[1])}]),
    (
        rf"^discard {_N} cards? from your hand$",
        lambda m: [{"verb": "discard_from_hand", "who": "you"}] * number(m[1]),
    ),
    (
        rf"^(?:both|each) players? draws? {_N} cards?$",
        lambda m: [
            {"verb": "draw", "count": number(m[1])},
            {"verb": "rival_draw", "count": number(m[1])},
        ],
    ),
    (
        rf"^you draw {_N} cards? and your rival draws {_N} cards?$",
        lambda m: [
            {"verb": "draw", "count": number(m[1])},
            {"verb": "rival_draw", "count": number(m[2])},
        ],
    ),
    (r"^draw the bottom card of your deck$", lambda m: [{"verb": "draw_bottom"}]),
    (
        r"^discard the top card of your rival's deck\sfor each (.+?)(?:, to a max of (\d+))?$",
        lambda m: _per_step("mill_per", 1, m[1], m[2]),
    ),
    (
        rf"^(your rival|you) cannot play (?:(high|low) )?((?:{_KINDS})(?:e?s)?|attacks)"
        r"(?: this (turn|step|combo)| in (?:his|their) next action)?$",
        lambda m: [_forbid(m)],
    ),
    (
        r"^your rival cannot attack this (turn|step)$",
        lambda m: [{"verb": "forbid_attacks", "until": m[1]}],
    ),
    (
        rf"^(?:your rival discards the (top|bottom) (?:{_N} )?cards? of {_HIS} deck"
        rf"|discard the (top|bottom) (?:{_N} )?cards? of your rival's deck)$",
        lambda m: [
            {
                "verb": "mill",
                "count": number(m[2] or m[4] or "1"),
                "end": m[1] or m[3],
            }
        ],
    ),
    (rf"^your rival reveals {_HIS} hand$", lambda m: [{"verb": "reveal_hand"}]),
    (rf"^your rival shuffles {_HIS} deck$", lambda m: [{"verb": "shuffle_deck"}]),
    (
        r"^discard a card in your rival's energy pile$",
        lambda m: [{"verb": "discard_energy", "chooser": "controller"}],
    ),
    (
        rf"^your rival chooses a card\sin {_HIS} energy pile and discards it$",
        lambda m: [{"verb": "discard_energy"}],
    ),
    (
        rf"^choose and discard a card in {_HIS} hand$",
        lambda m: [{"verb": "discard_from_hand", "chooser": "controller"}],
    ),
    (rf"^your rival discards a card from {_HIS} hand$", lambda m: [{"verb": "discard_from_hand"}]),
    (
        rf"^each player discards a card from {_HIS} hand$",
        lambda m: [{"verb": "discard_from_hand", "who": "each"}],
    ),
    (r"^all players discard their hands$", lambda m: [{"verb": "discard_hand", "who": "each"}]),
    (r"^shuffle your discard pile into your deck$", lambda m: [{"verb": "shuffle_discard"}]),
    (r"^remove your rival's discard pile$", lambda m: [{"verb": "remove_discard"}]),
    (
        r"^discard all (?:of )?your rival's energy(?: pile)?$",
        lambda m: [{"verb": "trim_energy", "to": 0}],
    ),
    (
        r"^any player with (\d+) or more energy discards from (?:his|her|their) energy pile "
        r"until (?:he|she|they) ha(?:s|ve) \1 energy$",
        lambda m: [{"verb": "trim_energy", "who": "each", "to": int(m[1])}],
    ),
    (
        r"^if you?r? rival has more th[ae]n (\d+) cards in (?:his|her|their) energy pile, "
        r"(?:then )?(?:he|she|they) discards? from it until (?:he|she|they) ha(?:s|ve) \1$",
        lambda m: [{"verb": "trim_energy", "to": int(m[1])}],
    ),
    (
        r"^the next attack in this combo (?:can|may) link to any (?:trait|kind)$",
        lambda m: [{"verb": "link_any"}],
    ),
]
_PER = [
    (r"card in your rival's hand", {"per": "rival_hand"}),
    (r"card in your hand", {"per": "hand"}),
    (r"kamidogu you control", {"per": "kamidogu"}),
    (r"of your face-down cards in the arena", {"per": "facedown"}),
]


def _per(words: str) -> dict[str, Any] | None:
    """What 'for each X' counts."""
    for pattern, out in _PER:
        if words == pattern:
            return dict(out)
    if m := re.match(rf"^({_KINDS}|card|block|event) in your( rival's)? energy pile$", words):
        per = "rival_energy" if m[2] else "energy"
        return {"per": per, **({"kinds": [m[1]]} if m[1] != "card" else {})}
    return None


def _per_step(verb: str, amount: int, words: str, cap: str | None) -> list[dict[str, Any]] | None:
    per = _per(words)
    if per is None:
        return None
    return [{"verb": verb, "amount": amount, **per, **({"max": int(cap)} if cap else {})}]


# An attack's damage can only grow before it is dealt (step 8).
_BEFORE_DAMAGE: list[tuple[str, Any]] = [
    (
        r"^this attack(?:'s chipping gains| does| chips) \+(\d+)(?: chipping)?$",
        lambda m: [{"verb": "attack_chip", "amount": int(m[1])}],
    ),
    (
        r"^this attack does \+(\d+) damage for each (.+?)(?:, to a max of (\d+))?$",
        lambda m: _per_step("attack_damage_per", int(m[1]), m[2], m[3]),
    ),
    (
        r"^your rival must pay \+?(\d+) energy (?:before he can block|to block) this attack$",
        lambda m: [{"verb": "block_tax", "amount": int(m[1])}],
    ),
    (
        r"^your rival must block this attack\stwice to block it$",
        lambda m: [{"verb": "blocks_needed", "count": 2}],
    ),
    (r"^this attack is unblockable$", lambda m: [{"verb": "unblockable"}]),
    (
        r"^it takes (\d+) blocks to block this attack$",
        lambda m: [{"verb": "blocks_needed", "count": int(m[1])}],
    ),
    (r"^this attack's damage cannot be lowered$", lambda m: [{"verb": "lock_damage"}]),
    (
        r"^(?:this|your|that) attack (?:does|deals) \+(\d+) damage$",
        lambda m: [{"verb": "attack_damage", "amount": int(m[1])}],
    ),
]
# While an attack is being played or blocked (its chip is counted at step 8).
_WHILE_ATTACK: list[tuple[str, Any]] = [
    (
        r"^your attacks chip \+(\d+) this turn$",
        lambda m: [{"verb": "float_chip", "amount": int(m[1]), "until": "turn"}],
    ),
]
# HIT only: the swap the Advanced Rules' example (Outside Effects 2) runs at step 10.
_HIT_ONLY: list[tuple[str, Any]] = [
    (
        rf"^switch up to {_N} ({_KINDS})(?:e?s)? in your hand with the same (?:number|amount) "
        r"of cards (?:from|in) your energy pile$",
        lambda m: [{"verb": "swap_with_energy", "filter": m[2], "max": number(m[1])}],
    ),
]
_KIND_WORD = rf"(?:{_KINDS}|block|event|attack|card)(?:e?s)?"
_PILE = {"discard pile": "discard", "energy pile": "energy", "deck": "deck", "hand": "hand"}


def _kinds(words: str) -> list[str]:
    kinds = [re.sub(r"e?s$", "", w.strip()) for w in re.split(r",| or ", words) if w.strip()]
    return [] if kinds == ["card"] else kinds


_OWN_DISCARD = "your discard pile"


def _move(s: str) -> list[dict[str, Any]] | None:
    """Cards moved between one player's piles (pile_verbs.move_cards)."""
    owner = r"(your|your rival's)"
    dest = r"(into|in|on top of|at the bottom of) (?:your|his|her|their) (hand|energy pile|deck)"
    if m := re.match(
        rf"^(?:put|place) (a|an|up to {_N}|{_N}) ((?:{_KIND_WORD})(?: or {_KIND_WORD})*) "
        rf"(?:in|from) {owner} (discard pile|energy pile|hand) {dest}(?: in any order)?$",
        s,
    ):
        qty = m[1]
        count = 1 if qty in ("a", "an") else number(m[2] or m[3])
        return [_mv(m[5], m[6], "choose", _kinds(m[4]), count, qty.startswith("up"), m[7], m[8])]
    if m := re.match(
        rf"^put the ({_KIND_WORD}) closest to the (top|bottom) of your discard pile {dest}$", s
    ):
        return [_mv("your", "discard pile", m[2], _kinds(m[1]), 1, False, m[3], m[4])]
    if m := re.match(
        rf"^the (top|bottom) ({_KIND_WORD}) card of {_OWN_DISCARD} is placed on (?:the )?top "
        r"of your deck$",
        s,
    ):
        return [_mv("your", "discard pile", m[1], _kinds(m[2]), 1, False, "on top of", "deck")]
    if m := re.match(
        rf"^put the (top|bottom) (?:{_N} )?cards? of your discard pile {dest}(?: in any order)?$", s
    ):
        return [_mv("your", "discard pile", m[1], [], number(m[2] or "1"), False, m[3], m[4])]
    if m := re.match(
        rf"^choose {_N} ({_KIND_WORD}) in your discard pile and "
        r"(put them in your energy pile|shuffle them into your deck)$",
        s,
    ):
        to = ("into", "energy pile") if "energy" in m[3] else ("shuffle", "deck")
        return [_mv("your", "discard pile", "choose", _kinds(m[2]), number(m[1]), False, *to)]
    if m := re.match(rf"^shuffle the top {_N} cards of your discard pile into your deck$", s):
        return [_mv("your", "discard pile", "top", [], number(m[1]), False, "shuffle", "deck")]
    if m := re.match(
        rf"^search your (deck|discard pile) for an? ({_KINDS}|card|block|event|attack) "
        r"and (?:put|place) it (?:in|into) your (hand|energy pile)$",
        s,
    ):
        step: dict[str, Any] = {"verb": "search_deck"}
        if m[1] != "deck":
            step["source"] = "discard"
        if m[2] != "card":
            step["kinds"] = [m[2]]
        if m[3] != "hand":
            step["dest"] = "energy"
        return [step]
    if m := re.match(r"^set an event from your (discard pile|energy pile)$", s):
        return [
            {**_mv("your", m[1], "choose", ["event"], 1, False, "into", "hand"), "dest": "events"}
        ]
    if re.match(r"^put this card into your energy pile$", s):
        return [{"verb": "self_to_energy"}]
    return None


def _mv(owner, source, pick, kinds, count, up_to, place, dest) -> dict[str, Any]:
    out: dict[str, Any] = {
        "verb": "move_cards",
        "owner": "you" if owner == "your" else "rival",
        "source": _PILE[source],
        "pick": pick,
        "count": count,
        "dest": _PILE[dest],
    }
    if kinds:
        out["kinds"] = kinds
    if up_to:
        out["up_to"] = True
    if out["dest"] == "deck":
        out["dest_end"] = {"at the bottom of": "bottom", "shuffle": "shuffle"}.get(place, "top")
    return out


_TIMES = {
    "1 more time": 1,
    "one more time": 1,
    "2 more times": 2,
    "a 2nd time": 1,
    "a second time": 1,
    "a second and third time": 2,
    "again": 1,
}
# Sentences that need a combo in progress (any step of an attack).
_IN_COMBO: list[tuple[str, Any]] = [
    (
        r"^this attack stays in the arena to be (?:played|used) "
        r"(1 more time|one more time|2 more times|a 2nd time|a second time|a second and third time)"
        r"(?: this step)?$",
        lambda m: [{"verb": "stay_in_arena", "times": _TIMES[m[1]]}],
    ),
    (
        r"^(?:if it's in the arena when battle ends|if the step ends\swhile it is in the arena), "
        r"discard it$",
        lambda m: [{"verb": "discard_at_step_end"}],
    ),
    (
        r"^your rival must pay (?:\+|an extra )?(\d+) (?:more )?energy (?:before he can block|to block) "
        r"(?:your|the) next attack in this combo$",
        lambda m: [{"verb": "block_tax", "amount": int(m[1]), "next": True}],
    ),
    (
        r"^your next attack (?:this|in this) combo (?:gets|does|deals) \+(\d+) damage$",
        lambda m: [{"verb": "next_attack_damage", "amount": int(m[1])}],
    ),
    (
        r"^the next attack in this combo costs ([+-]\d+) energy$",
        lambda m: [
            {
                "verb": "modify_attacks",
                "whose": "you",
                "next": "attack",
                "cost": int(m[1]),
                "until": "combo",
            }
        ],
    ),
    (
        r"^your other attacks in this combo (?:do|deal) \+(\d+) damage$",
        lambda m: [{"verb": "combo_damage", "amount": int(m[1]), "others": True}],
    ),
]


# "kicks", "low attacks", "attacks", "high punches": which attacks a modifier changes.
_WHICH = rf"(?:(high|low) )?((?:{_KINDS})(?:e?s)?|attacks?)"
_SPAN = r"(?:(?:this|for this|during this|for the rest of this) (turn|step|combo|action))"


def _which(height: str | None, word: str) -> dict[str, Any]:
    kind = re.sub(r"e?s$", "", word)
    out: dict[str, Any] = {}
    if height:
        out["height"] = height
    if kind != "attack":
        out["kind"] = kind
    return out


def _until(word: str | None) -> dict[str, Any]:
    """ "This action" while attacking is this combo; no span means the default (Floating 2)."""
    if not word:
        return {}
    return {"until": "combo" if word == "action" else word}


def _modifier(s: str) -> list[dict[str, Any]] | None:
    """Floating damage/cost changes to one player's attacks (see modifiers.py)."""
    if m := re.match(
        rf"^(.+ do [+-]\d+ damage) for each ({_KINDS}) in your energy pile, to a max of [+-]?(\d+)$",
        s,
    ):
        base = _modifier(m[1])
        if base is None or len(base) != 1 or not base[0].get("damage"):
            return None
        return [{**base[0], "per_energy": [m[2]], "per_max": int(m[3])}]
    who = r"(your rival's|your|your other)"
    if m := re.match(
        rf"^{who} (next|first) {_WHICH}(?: in (?:his|their) next action)? ?{_SPAN}? "
        r"(?:does|deals|do) ([+-]\d+) damage(?: this (turn|step|combo))?$",
        s,
    ):
        return [
            _mod(
                m[1],
                {
                    "next": "attack",
                    **_which(m[3], m[4]),
                    "damage": int(m[6]),
                    **_until(m[5] or m[7]),
                },
            )
        ]
    if m := re.match(
        rf"^{who} (next|first) {_WHICH} ?{_SPAN}? costs? ([+-]\d+) energy(?: this (turn|step|combo))?$",
        s,
    ):
        return [
            _mod(
                m[1],
                {"next": "attack", **_which(m[3], m[4]), "cost": int(m[6]), **_until(m[5] or m[7])},
            )
        ]
    if m := re.match(
        rf"^{who} {_WHICH} (?:in (?:his|their) next action |{_SPAN} )?"
        rf"(?:do|does|deal|deals) ([+-]\d+) damage(?: {_SPAN}| (?:in|during) (?:his|their) next action(?: this turn)?)?$",
        s,
    ):
        nxt = {"next": "action"} if "next action" in s else {}
        return [
            _mod(m[1], {**nxt, **_which(m[2], m[3]), "damage": int(m[5]), **_until(m[4] or m[6])})
        ]
    if m := re.match(
        rf"^{who} {_WHICH} (?:{_SPAN} )?costs? ([+-]\d+) energy(?: {_SPAN}| in (?:his|their) next action)?$",
        s,
    ):
        nxt = {"next": "action"} if "next action" in s else {}
        return [
            _mod(m[1], {**nxt, **_which(m[2], m[3]), "cost": int(m[5]), **_until(m[4] or m[6])})
        ]
    return None


def _mod(who: str, args: dict[str, Any]) -> dict[str, Any]:
    whose = "rival" if who.startswith("your rival") else "you"
    extra = {"others": True} if who == "your other" else {}
    return {"verb": "modify_attacks", "whose": whose, **extra, **args}


def _forbid(m: re.Match[str]) -> dict[str, Any]:
    out: dict[str, Any] = {
        "verb": "forbid_attacks",
        "whose": "rival" if m[1] == "your rival" else "you",
    }
    kind = re.sub(r"e?s$", "", m[3])
    if kind != "attack":
        out["kind"] = kind
    if m[2]:
        out["height"] = m[2]
    if m[4]:
        out["until"] = m[4]
    elif "next action" in m[0]:
        out["next"] = "action"
    return out


def compile_sentence(sentence: str, timing: str = "") -> list[dict[str, Any]] | None:
    s = " ".join(sentence.replace("’", "'").split()).rstrip(".").strip().lower()
    # "() " marks a new part in some exports; "Captain Commando Only ♦" names who may use it
    # (a play restriction, kept in the printed text), not part of the effect.
    s = re.sub(r"^\(\)\s*", "", s)
    s = re.sub(r"^[a-z .'-]+ only\s*♦\s*", "", s)
    whole = _compile_one(s, timing)
    if whole is None and (m := re.match(r"^(.+?), then (.+)$", s)):
        first, then = _compile_one(m[1], timing), _compile_one(m[2], timing)
        return first + then if first is not None and then is not None else None
    return whole if whole is not None else _joined(s, timing)


def _joined(s: str, timing: str) -> list[dict[str, Any]] | None:
    """'Draw 2 cards and discard 2 cards from your hand': each side a sentence of its own."""
    for m in re.finditer(r" and (?:then )?", s):
        left, right = s[: m.start()], s[m.end() :]
        first = _compile_one(left, timing)
        if first is None:
            continue
        rest = compile_sentence(right, timing)
        if rest is None and left.startswith("your rival "):
            rest = compile_sentence(f"your rival {right}", timing)  # "... and then discards ..."
        if rest is not None:
            return first + rest
    return None


def _compile_one(s: str, timing: str) -> list[dict[str, Any]] | None:
    table = list(_PLAIN)
    if timing in ATTACK_TIMINGS:
        table += _IN_COMBO + ([] if timing == "hit" else _BEFORE_DAMAGE)
    if timing in (*ATTACK_TIMINGS, "block_text"):
        table += _WHILE_ATTACK
    if timing == "hit":
        table += _HIT_ONLY
    if timing in ("flip", "flip_other"):
        # An event's "Remove this card": it goes to the removed pile instead of the discard.
        table = table + [(r"^remove this card$", lambda m: [{"verb": "remove_self"}])]
    for pattern, build in table:
        if m := re.match(pattern, s):
            return build(m)
    return _modifier(s) or _move(s) or _condition(s, timing) or clause(s, timing, compile_sentence)


_A = r"(?:a|an) "


def _condition(s: str, timing: str) -> list[dict[str, Any]] | None:
    """'If you have a kick in your energy pile, X', 'if this blocks a punch, X', 'X if ...'."""
    kind = rf"({_KINDS}|block|event)"
    tests = [
        (rf"if you have {_A}{kind}(?: and {_A}{kind})? in your energy pile", "energy_has"),
        (rf"if this (?:card )?blocks {_A}{kind}()", "blocks"),
        # before "linked_from": the same words with "that hit" (an attack of any kind: no kinds)
        (
            rf"(?:if|when) (?:this attack )?(?:was )?linked from {_A}({_KINDS}|attack)() that hit",
            "linked_from_hit",
        ),
        (rf"if (?:this attack was )?linked from {_A}{kind}()", "linked_from"),
    ]
    if m := re.match(r"^pay (\d+) energy to (.+)$", s):
        then = compile_sentence(m[2], timing)
        if then is None:
            return None
        return [{"verb": "if", "test": "pay", "amount": int(m[1]), "then": then}]
    for words, test in tests:
        m = re.match(rf"^{words},? (.+)$", s) or re.match(rf"^(.+?) {words}()$", s)
        if not m:
            continue
        groups = [g for g in m.groups()]
        if groups[-1] == "" and not re.match(rf"^{words}", s):
            rest, kinds = groups[0], [g for g in groups[1:-1] if g]
        else:
            rest, kinds = groups[-1], [g for g in groups[:-1] if g]
        if test == "blocks" and timing != "block_text":
            return None
        then = compile_sentence(rest, timing)
        if then is None:
            return None
        kinds = [k for k in kinds if k != "attack"]
        return [{"verb": "if", "test": test, "kinds": kinds, "then": then}]
    return None


_X = re.compile(
    r"^(?P<head>.*?)(?P<x>\+?X)(?P<tail>[^.]*)\.\s*X = the number of (?P<kind>[a-z]+) "
    r"in (?P<whose>your|your rival's) energy pile(?:,? to a max of (?P<max>\d+))?\.?$",
    re.S,
)


def _x_equals(body: str) -> str:
    """A bonus of X defined afterwards as a count of one kind in the energy pile -> the same
    bonus 'for each <kind> in your energy pile' (the shape the per-count verbs read)."""
    m = _X.match(body.strip())
    if not m:
        return body
    cap = f", to a max of {m['max']}" if m["max"] else ""
    kind = m["kind"][:-2] if m["kind"].endswith("ches") else m["kind"].removesuffix("s")
    per = f"for each {kind} in {m['whose']} energy pile{cap}"
    head, tail = m["head"], m["tail"].strip()
    if re.search(r"discards the top $", head) and tail.startswith("cards of"):
        return f"Discard the top card of your rival's deck {per}."
    if m["x"].startswith("+") and tail == "damage":
        return f"{head}+1 damage {per}."
    return body


_ATTACK_COST = r"the printed cost of the (?:punch|attack)"


def compile_text(text: str, timing: str = "") -> tuple[list[dict[str, Any]] | None, bool]:
    """Every sentence must compile; a leading "You may" makes the ability optional."""
    body = text.strip()
    flat = " ".join(body.replace("’", "'").split()).lower().rstrip(".")
    if re.match(
        r"^each player discards x cards\sfrom the top of his deck\. "
        r"x = the number of cards in each player's hand$",
        flat,
    ):
        return [{"verb": "mill_each_by_hand"}], False
    if timing in ATTACK_TIMINGS and flat == "this attack's chipping gains +x. x = your energy":
        return [{"verb": "chip_by_energy"}], False
    if timing in ATTACK_TIMINGS and (
        m := re.match(rf"^draw x cards\. x = {_ATTACK_COST} \+ (\d+)$", flat)
    ):
        return [{"verb": "draw_by_attack_cost", "plus": int(m[1])}], False
    lead = re.match(r"^you may\s+", flat)
    if (steps := whole(flat[lead.end() :] if lead else flat, timing, compile_sentence)) is not None:
        return steps, bool(lead)
    body = _x_equals(body)
    optional = False
    if m := re.match(r"^you may\s+(.*)$", body, re.I | re.S):
        optional, body = True, m.group(1)
    elif m := re.match(r"^(if [^,.]+,\s*)you may\s+([^.]+\.?)$", body, re.I | re.S):
        # "If X, you may Y" (one sentence): asking first, then checking X, comes to the same
        optional, body = True, m.group(1) + m.group(2)
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
