"""The SWU effect compiler: printed effect text to steps of the ruleset's verbs.

It reads an effect sentence by sentence: leading conditions ("If you do,", "If you
control a FORCE unit,", "If you control 5 or more resources,"), then one clause per
sentence (deal, heal, give tokens, +N/+N for this phase, gains a keyword, exhaust,
ready, defeat, return, draw, discard, create tokens, attack with, deploy, the
Force, take control, search and draw), each with a target phrase read into the
ruleset's :class:`~engine.games.swu.targets.Target` filters. "Choose one/two:"
becomes one modal step. Anything it cannot read makes the whole effect ``None``:
the ability keeps its timing and is shown as "resolve as printed", never half-run.
"""

from __future__ import annotations

import re
from typing import Any

from .common import NUMBERS, strip_reminders

Step = dict[str, Any]
KEYWORD_WORDS = (
    "ambush", "grit", "overwhelm", "raid", "restore", "saboteur", "sentinel", "shielded",
    "hidden", "bounty", "smuggle", "coordinate", "exploit", "piloting", "plot",
)  # fmt: skip
TOKEN_NAMES = {
    "clone trooper": "clone trooper",
    "battle droid": "battle droid",
    "tie fighter": "tie fighter",
    "x-wing": "x-wing",
    "spy": "spy",
    "mandalorian": "mandalorian",
}
_ADJECTIVES = {
    "friendly": ("controller", "friendly"),
    "enemy": ("controller", "enemy"),
    "non-leader": ("non_leader", True),
    "leader": ("leader", True),
    "damaged": ("damaged", True),
    "undamaged": ("damaged", False),
    "exhausted": ("exhausted", True),
    "ready": ("exhausted", False),
    "unique": ("unique", True),
    "non-unique": ("unique", False),
    "token": ("token", True),
    "non-token": ("token", False),
    "upgraded": ("upgraded", True),
    "ground": ("arena", "ground"),
    "space": ("arena", "space"),
    "other": ("other", True),
}
_ASPECTS = {"vigilance", "command", "aggression", "cunning", "heroism", "villainy"}
_NUM = r"(a|an|one|two|three|four|five|six|\d+)"


MULTIWORD_TRAITS = ("Bounty Hunter", "Capital Ship", "New Republic", "First Order")


def join_traits(phrase: str) -> str:
    """Multi-word traits become one word ("Capital_Ship") so a phrase splits into words."""
    for t in MULTIWORD_TRAITS:
        phrase = re.sub(t.replace(" ", r"\s+"), t.replace(" ", "_"), phrase, flags=re.I)
    return phrase


def trait_word(w: str) -> str:
    return w.replace("_", " ").title()


def num(word: str) -> int:
    word = word.lower()
    return int(word) if word.isdigit() else NUMBERS[word]


# --------------------------------------------------------------------------- targets
_SUFFIXES: list[tuple[re.Pattern[str], Any]] = [
    (re.compile(r"\s+with (\d+) or less power$", re.I), lambda m: {"max_power": int(m[1])}),
    (re.compile(r"\s+with (\d+) or more power$", re.I), lambda m: {"min_power": int(m[1])}),
    (
        re.compile(r"\s+with (\d+) or less remaining HP$", re.I),
        lambda m: {"max_remaining_hp": int(m[1])},
    ),
    (re.compile(r"\s+that costs (\d+) or less$", re.I), lambda m: {"max_cost": int(m[1])}),
    (re.compile(r"\s+that costs (\d+) or more$", re.I), lambda m: {"min_cost": int(m[1])}),
    (re.compile(r"\s+in this arena$", re.I), lambda m: {"arena": "same"}),
    (
        re.compile(r"\s+with (?:a |an )?(" + "|".join(KEYWORD_WORDS) + r")$", re.I),
        lambda m: {"has_keyword": m[1].lower()},
    ),
    (re.compile(r"\s+in the same arena$", re.I), lambda m: {"arena": "same"}),
    (
        re.compile(r"\s+with an? (shield|experience) token on it$", re.I),
        lambda m: {"has_token": m[1].lower()},
    ),
    (
        re.compile(r"\s+without an? (shield|experience) token on it$", re.I),
        lambda m: {"lacks_token": m[1].lower()},
    ),
    (re.compile(r"\s+other than this unit$", re.I), lambda m: {"other": True}),
    (
        re.compile(r"\s+(?:the defending player|that opponent|an opponent) controls$", re.I),
        lambda m: {"controller": "enemy"},
    ),
    (re.compile(r"\s+you control$", re.I), lambda m: {"controller": "friendly"}),
    (re.compile(r"\s+that player controls$", re.I), lambda m: {"controller": "chosen_player"}),
    (re.compile(r"\s+in that arena$", re.I), lambda m: {"arena": "chosen"}),
]
_FIXED = {
    "this unit": {"what": "self"},
    "this leader": {"what": "self"},
    "this base": {"what": "self"},
    "him": {"what": "self"},
    "her": {"what": "self"},
    "attached unit": {"what": "attached"},
    "the attached unit": {"what": "attached"},
    "the defender": {"what": "defender"},
    "the defending unit": {"what": "defender"},
    "the attacker": {"what": "attacker"},
    "the chosen unit": {"what": "chosen"},
    "the chosen units": {"what": "chosen", "mode": "each"},
    "each chosen unit": {"what": "chosen", "mode": "each"},
    "that unit": {"what": "chosen"},
    "that friendly unit": {"what": "chosen"},
    "that enemy unit": {"what": "chosen"},
    "the chosen friendly unit": {"what": "chosen"},
    "the chosen enemy unit": {"what": "chosen"},
    "those units": {"what": "chosen", "mode": "each"},
    "it": {"what": "chosen"},
    "them": {"what": "chosen", "mode": "each"},
    "your base": {"what": "base", "controller": "friendly"},
    "a base": {"what": "base"},
    "an enemy base": {"what": "base", "controller": "enemy"},
    "each enemy base": {"what": "base", "controller": "enemy", "mode": "each"},
    "the defending player's base": {"what": "base", "controller": "enemy"},
    "a unit or base": {"what": "unit_or_base"},
    "a unit or a base": {"what": "unit_or_base"},
    "each base": {"what": "base", "mode": "each"},
}


def target(phrase: str, *, chosen_ok: bool = True) -> dict[str, Any] | None:
    """A target phrase as Target fields, or None when it is not understood."""
    p = " ".join(phrase.strip().rstrip(".").split())
    low = p.lower()
    if low in _FIXED:
        t = dict(_FIXED[low])
        if t["what"] == "chosen" and not chosen_ok:
            return None
        return t
    out: dict[str, Any] = {}
    changed = True
    while changed:
        changed = False
        for rx, fn in _SUFFIXES:
            m = rx.search(p)
            if m:
                out.update(fn(m))
                p = p[: m.start()]
                changed = True
    both = re.match(r"^(an? .+? unit) or (?:to )?a base$", p, re.I)
    if both and not re.search(r"\bor\b", both[1]):
        # "a ground unit or a base": the unit filters, or any base
        unit = target(both[1], chosen_ok=False)
        if unit is None or unit.get("what") != "unit" or set(unit) & {"mode", "count"}:
            return None
        return {**unit, **out, "what": "unit_or_base"}
    m = re.match(
        r"^(?:(?P<upto>(?:each of )?up to (?P<n>\d+|two|three|four|five))\s+|(?P<each>each|all)(?: of)?\s+|"
        r"(?P<count>\d+|two|three)\s+|(?P<a>a|an|another|any)\s+)?(?P<body>.+)$",
        p,
        re.I,
    )
    if not m:
        return None
    if m["each"]:
        out["mode"] = "each"
    elif m["upto"]:
        out["mode"] = "up_to"
        out["count"] = num(m["n"])
    elif m["count"]:
        out["count"] = num(m["count"])
    elif not m["a"]:
        return None
    if m["a"] and m["a"].lower() == "another":
        out["other"] = True
    if m["a"] and m["a"].lower() == "any":
        return None
    body = join_traits(m["body"])
    either = re.match(r"^([A-Z][A-Za-z_]*) or ([A-Z][A-Za-z_]*) (units?)$", body)
    if either:
        out["traits_any"] = [trait_word(either[1]), trait_word(either[2])]
        body = either[3]
    words = body.split()
    if not words:
        return None
    noun = words[-1].lower()
    if noun in ("unit", "units"):
        out.setdefault("what", "unit")
    elif noun in ("upgrade", "upgrades"):
        out["what"] = "upgrade"
    else:
        return None
    many = out.get("mode") == "up_to" or out.get("count", 1) > 1
    if noun.endswith("s") and not (many or out.get("mode") == "each"):
        return None
    if not noun.endswith("s") and out.get("count", 1) > 1:
        return None
    traits: list[str] = []
    non_traits: list[str] = []
    for w in words[:-1]:
        lw = w.lower().strip(",")
        if lw in _ADJECTIVES:
            key, value = _ADJECTIVES[lw]
            out[key] = value
        elif lw in _ASPECTS or lw in _ASPECTS:
            out["aspect"] = lw.title()
        elif lw.startswith("non-") and lw[4:] in _ASPECTS:
            out.setdefault("non_aspects", []).append(lw[4:].title())
        elif lw.startswith("non-") and w[4:5].isupper():
            non_traits.append(trait_word(w[4:]))
        elif w[:1].isupper() and w.replace("_", "").isalpha():
            traits.append(trait_word(w))
        else:
            return None
    if traits:
        out["traits"] = traits
    if non_traits:
        out["non_traits"] = non_traits
    return out


# --------------------------------------------------------------------------- clauses
def _t(phrase: str) -> dict[str, Any] | None:
    return target(phrase)


_SECOND = re.compile(
    r"^(.+?)(?: and|, then,?) ((?:ready|exhaust|defeat|deal|heal|give|return|draw|create) .+)$",
    re.I,
)


def _clause(s: str) -> list[Step] | None:
    """One sentence without its leading condition, as steps ("X and Y" as two steps)."""
    steps = _one_clause(s)
    if steps is not None:
        return steps
    m = re.match(r"^(give|deal) (.+?) to (.+?) and to (.+)$", s, re.I)
    if m:  # one token or damage "to X and to Y": two choices
        first = _one_clause(f"{m[1]} {m[2]} to {m[3]}")
        second = _one_clause(f"{m[1]} {m[2]} to {m[4]}")
        if first is not None and second is not None and len(first) == len(second) == 1:
            return first + second
    m = _SECOND.match(s)
    if m:
        first, second = _one_clause(m[1]), _one_clause(m[2][0].upper() + m[2][1:])
        if first is not None and second is not None:
            return first + second
    return None


def _one_clause(s: str) -> list[Step] | None:
    """One clause as steps."""
    low = s.lower()
    m = re.match(
        r"^(ready|exhaust|defeat|return) (a|an|one|two|\d+|up to \d+) (friendly |enemy )?resources?(?: you control)?(?: to (?:its|their) owners?'s? hands?)?$",
        s,
        re.I,
    )
    if m:
        count = m[2].lower().removeprefix("up to ")
        return [{
            "verb": "resource", "action": m[1].lower(), "count": num(count),
            "who": "opponent" if (m[3] or "").strip().lower() == "enemy" else "you",
        }]  # fmt: skip
    m = re.match(
        r"^attack with (.+?)(?P<any>, even if it's exhausted)?"
        r"(?:\. it gets \+(?P<pw>\d+)/\+0(?: and gains (?P<kw>\w+))? for this attack"
        r"|\. it gains (?P<kw2>\w+) for this attack)?$",
        s,
        re.I,
    )
    if m:
        t = _t(m[1])
        if t is None or t.get("what") not in ("unit", "self", "chosen"):
            return None
        step: Step = {"verb": "attack_with", "target": t}
        if m["any"]:
            step["even_exhausted"] = True
        if m["kw2"]:
            if m["kw2"].lower() not in KEYWORD_WORDS:
                return None
            step["keyword"] = m["kw2"].lower()
        if m["pw"]:
            step["power"] = int(m["pw"])
        if m["kw"]:
            if m["kw"].lower() not in KEYWORD_WORDS:
                return None
            step["keyword"] = m["kw"].lower()
        return [step]
    m = re.match(
        r"^play (?:a|an) (.+?) from your (hand|discard pile)"
        r"(?: \(paying its cost\))?(?P<free> for free)?"
        r"(?:\. it costs (?P<less>\d+) less)?(?:\. it gains (?P<kw>\w+) for this phase)?$",
        s,
        re.I,
    )
    if m:
        f = _search_filter(m[1])
        if f is None:
            return None
        step = {"verb": "play_card", "filter": f, "zone": "hand" if m[2] == "hand" else "discard"}
        if m["free"]:
            step["free"] = True
        if m["less"]:
            step["costs_less"] = int(m["less"])
        if m["kw"]:
            if m["kw"].lower() not in KEYWORD_WORDS:
                return None
            step["keyword"] = m["kw"].lower()
        return [step]
    m = re.match(r"^deal (\d+) damage to (.+?) and (\d+) damage to (.+)$", s, re.I)
    if m:
        first, second = _t(m[2]), _t(re.sub(r"\ba different\b", "another", m[4]))
        if first is None or second is None:
            return None
        if "a different" in m[4].lower():
            second.pop("other", None)
            second["not_chosen"] = True
        return [
            {"verb": "deal_damage", "amount": int(m[1]), "target": first},
            {"verb": "deal_damage", "amount": int(m[3]), "target": {**second, "remember": False}},
        ]
    m = re.match(
        r"^(deal|heal) (?:(\d+) damage (to|from) (.+?) for each (.+)"
        r"|damage (to|from) (.+?) equal to (?:the number of |the amount of |the )?(.+))$",
        s,
        re.I,
    )
    if m:
        return _counted(m)
    m = re.match(r"^deal (\d+) damage to (.+)$", s, re.I)
    if m:
        t = _t(m[2])
        return [{"verb": "deal_damage", "amount": int(m[1]), "target": t}] if t else None
    m = re.match(r"^deal damage equal to (this unit's|attached unit's) power to (.+)$", s, re.I)
    if m:
        t = _t(m[2])
        ref = "self" if m[1].lower() == "this unit's" else "attached"
        return [{"verb": "deal_damage", "amount": {"power_of": ref}, "target": t}] if t else None
    m = re.match(
        r"^deal damage to (.+?) equal to (its|this unit's|attached unit's|the chosen unit's) power$",
        s,
        re.I,
    )
    if m:
        t = _t(m[1])
        ref = {"its": "self", "this unit's": "self", "attached unit's": "attached"}.get(
            m[2].lower(), "chosen"
        )
        return [{"verb": "deal_damage", "amount": {"power_of": ref}, "target": t}] if t else None
    m = re.match(r"^heal all damage from (.+)$", s, re.I)
    if m:
        t = _t(m[1])
        return [{"verb": "heal", "amount": {"all": True}, "target": t}] if t else None
    m = re.match(r"^heal (?:up to )?(\d+) damage (?:from|form) (.+)$", s, re.I)
    if m:
        t = _t(m[2])
        return [{"verb": "heal", "amount": int(m[1]), "target": t}] if t else None
    m = re.match(
        rf"^give {_NUM} (shield|experience) tokens? and {_NUM} (shield|experience) tokens? to (.+)$",
        s,
        re.I,
    )
    if m and m[2].lower() != m[4].lower():
        t = _t(m[5])
        if t is None:
            return None
        again = {"what": "chosen", **({"mode": "each"} if t.get("mode") == "each" else {})}
        if t.get("what") in ("self", "attached"):
            again = t  # "to this unit": the same unit again, nothing to remember
        return [
            {"verb": "give_token", "token": m[2].lower(), "count": num(m[1]), "target": t},
            {"verb": "give_token", "token": m[4].lower(), "count": num(m[3]), "target": again},
        ]
    m = re.match(rf"^give {_NUM} (shield|experience) tokens? to (.+)$", s, re.I)
    if m:
        t = _t(m[3])
        if t is None:
            return None
        return [{"verb": "give_token", "token": m[2].lower(), "count": num(m[1]), "target": t}]
    m = re.match(rf"^give (.+?) {_NUM} (shield|experience) tokens?$", s, re.I)
    if m:
        t = _t(m[1])
        if t is None:
            return None
        return [{"verb": "give_token", "token": m[3].lower(), "count": num(m[2]), "target": t}]
    m = re.match(
        r"^give (.+?) ([+-]\d+)/([+-]\d+) and (\w+)(?: (\d+))? for this (phase|round)$", s, re.I
    )
    if m and m[4].lower() in KEYWORD_WORDS:
        # a stat boost plus a keyword for the phase: one unit gets both (8.4)
        t = _t(m[1])
        if t is None:
            return None
        modify = {"verb": "modify", "power": int(m[2]), "hp": int(m[3]), "target": t}
        again = {"what": "chosen", **({"mode": "each"} if t.get("mode") == "each" else {})}
        return [{**modify, "duration": m[6].lower()}, _gain(again, m[4], m[5], m[6])]
    m = re.match(
        r"^(?:give (.+?)|(.+?) (?:also )?(?:gets?|gains?)) ([+-]\d+)/([+-]\d+)"
        r" for this (phase|round|attack)$",
        s,
        re.I,
    )
    if m:
        t = _t(m[1] or m[2])
        if t is None:
            return None
        modify = {"verb": "modify", "power": int(m[3]), "hp": int(m[4]), "target": t}
        return [{**modify, "duration": m[5].lower()}]
    m = re.match(r"^give (.+?) (\w+)(?: (\d+))? (?:for )?this (phase|round)$", s, re.I)
    if m and m[2].lower() in KEYWORD_WORDS:
        t = _t(m[1])
        if t is None:
            return None
        return [_gain(t, m[2], m[3], m[4])]
    m = re.match(r"^(.+?) gains? (\w+)(?: (\d+))? (?:for )?this (phase|round)$", s, re.I)
    if m and m[2].lower() in KEYWORD_WORDS:
        t = _t(m[1])
        if t is None:
            return None
        return [_gain(t, m[2], m[3], m[4])]
    m = re.match(r"^defeat (all|an?) (shield|experience) tokens? on (.+)$", s, re.I)
    if m:
        t = _t(m[3])
        if t is None:
            return None
        step = {"verb": "defeat_token", "token": m[2].lower(), "target": t}
        if t.get("what") not in ("chosen", "self", "attached") and m[1].lower() != "all":
            step["target"] = {**t, "has_token": m[2].lower()}  # one token: a unit that has one
        return [{**step, "all": m[1].lower() == "all"}]
    m = re.match(r"^(exhaust|ready|defeat) (.+)$", s, re.I)
    if m:
        t = _t(m[2])
        return [{"verb": m[1].lower(), "target": t}] if t else None
    m = re.match(r"^return (.+?) to (?:its|their|his|her) owner(?:'s|s'|’s|s)? hands?$", s, re.I)
    if m:
        t = _t(m[1])
        return [{"verb": "return_to_hand", "target": t}] if t else None
    m = re.match(rf"^draw {_NUM} cards?$", s, re.I)
    if m:
        return [{"verb": "draw", "count": num(m[1])}]
    if re.match(r"^choose an arena$", s, re.I):
        return [{"verb": "choose_arena"}]
    m = re.match(r"^choose (a player|an opponent)$", s, re.I)
    if m:
        return [
            {"verb": "choose_player", "among": "any" if m[1].lower() == "a player" else "opponent"}
        ]
    m = re.match(rf"^(?:they|that player) draws? {_NUM} cards?$", s, re.I)
    if m:
        return [{"verb": "draw", "count": num(m[1]), "who": "chosen_player"}]
    m = re.match(rf"^(?:they|that player) discards? {_NUM} cards? from their hand$", s, re.I)
    if m:
        return [{"verb": "discard", "count": num(m[1]), "who": "chosen_player"}]
    m = re.match(rf"^each player discards {_NUM} cards? from their hand$", s, re.I)
    if m:
        return [
            {"verb": "discard", "count": num(m[1])},
            {"verb": "discard", "count": num(m[1]), "who": "opponent"},
        ]
    m = re.match(rf"^(?:each |an )?opponent discards {_NUM} cards? from their hand$", s, re.I)
    if m:
        return [{"verb": "discard", "count": num(m[1]), "who": "opponent"}]
    m = re.match(rf"^discard {_NUM} cards? from your hand$", s, re.I)
    if m:
        return [{"verb": "discard", "count": num(m[1])}]
    m = re.match(r"^discard an? (.+?) from your hand$", s, re.I)
    if m:
        f = _search_filter(m[1])
        return [{"verb": "discard", "count": 1, "filter": f}] if f else None
    if low in ("look at an opponent's hand", "look at your opponent's hand"):
        return [{"verb": "look_at_hand"}]
    m = re.match(rf"^discard {_NUM} cards? from your deck$", s, re.I)
    if m:
        return [{"verb": "discard_from_deck", "count": num(m[1]), "remember": "milled"}]
    m = re.match(rf"^create {_NUM} (.+?) tokens?$", s, re.I)
    if m and m[2].lower() in TOKEN_NAMES:
        return [{"verb": "create_token", "token": TOKEN_NAMES[m[2].lower()], "count": num(m[1])}]
    if low in ("deploy this leader", "deploy this leader as a unit"):
        return [{"verb": "deploy_leader"}]
    m = re.match(r"^(?:an|each) opponent chooses (.+?) they control$", s, re.I)
    if m:
        t = _t(m[1])
        if t is None or t.get("what") not in ("unit", "unit_or_base"):
            return None
        return [{"verb": "choose", "target": {**t, "controller": "enemy"}, "chooser": "opponent"}]
    m = re.match(r"^choose (.+)$", s, re.I)
    if m and not re.match(r"^(one|two|an arena|a player|an opponent)\b", m[1], re.I):
        t = _t(m[1])
        return (
            [{"verb": "choose", "target": t}]
            if t and t.get("what") in ("unit", "base", "unit_or_base")
            else None
        )
    m = re.match(
        r"^deal (\d+) indirect damage to (a player|each opponent|the defending player|an opponent)$",
        s,
        re.I,
    )
    if m:
        who = {"each opponent": "each_opponent", "the defending player": "defending_player"}.get(
            m[2].lower(), "opponent"
        )
        return [{"verb": "indirect_damage", "amount": int(m[1]), "who": who}]
    m = re.match(
        r"^disclose ((?:(?:vigilance|command|aggression|cunning|heroism|villainy)\s*)+)$", s, re.I
    )
    if m:
        return [{"verb": "disclose", "aspects": [w.title() for w in m[1].split()]}]
    m = re.match(r"^(this unit|a friendly unit) captures (.+)$", s, re.I)
    if m:
        t = _t(m[2])
        if t is None:
            return None
        return [
            {
                "verb": "capture",
                "target": t,
                "by": "self" if m[1].lower() == "this unit" else "friendly",
            }
        ]
    if re.match(r"^put the top card of your deck\s+into play as a resource$", s, re.I):
        return [{"verb": "put_resource"}]
    if re.match(r"^put this (event|card) into play as a resource$", s, re.I):
        return [{"verb": "put_resource", "what": "self"}]
    m = re.match(r"^return (a|an|up to \d+) (.+?) from your discard pile to your hand$", s, re.I)
    if m:
        f = _search_filter(m[2])
        if f is None:
            return None
        count = 1 if m[1].lower() in ("a", "an") else int(m[1].split()[-1])
        return [{"verb": "return_from_discard", "filter": f, "count": count}]
    m = re.match(
        rf"^discard {_NUM} cards? from (?:an opponent's|the defending player's) deck$", s, re.I
    )
    if m:
        return [{"verb": "discard_opponent_deck", "count": num(m[1])}]
    m = re.match(
        r"^this (?:unit|upgrade|event) costs (?:\{C=)?(\d+)\}? less to play(?: for each (.+))?$",
        s,
        re.I,
    )
    if m:
        step: Step = {"verb": "cost_less", "amount": int(m[1])}
        if m[2]:
            per = _per_count(_per_phrase(m[2]))
            if per is None:
                return None
            step["per"] = per
        return [step]
    if low == "use the force":
        return [{"verb": "use_force"}]
    if low == "the force is with you":
        return [{"verb": "gain_force"}]
    m = re.match(r"^take control of (.+)$", s, re.I)
    if m:
        t = _t(m[1])
        return [{"verb": "take_control", "target": t}] if t else None
    m = re.match(
        r"^search the top (\d+) cards of your deck for (?:a|an|up to (\d+|two|three)) (.+?),"
        r" reveal (?:it|them),? and draw (?:it|them)$",
        s,
        re.I,
    )
    if m:
        f = _search_filter(m[3])
        if f is None:
            return None
        return [
            {
                "verb": "search_draw",
                "look": int(m[1]),
                "count": num(m[2]) if m[2] else 1,
                "filter": f,
            }
        ]
    return None


def _counted(m: re.Match[str]) -> list[Step] | None:
    """ "Deal 1 damage to X for each friendly Y unit", "Deal damage to X equal to the number of
    resources you control", "... equal to the amount of damage on this unit" (8.34.1)."""
    verb = "deal_damage" if m[1].lower() == "deal" else "heal"
    if (m[3] or m[6]).lower() != ("to" if verb == "deal_damage" else "from"):
        return None
    t = _t(m[4] or m[7])
    per = _per_count(_per_phrase(m[5] or m[8]))
    if t is None or per is None:
        return None
    amount: dict[str, Any] = {"per": per}
    if m[2]:
        amount.update(times=int(m[2]), each=True)
    if verb == "heal":
        amount["heal"] = True
    return [{"verb": verb, "amount": amount, "target": t}]


def _per_phrase(words: str) -> str:
    """What is counted, in the singular form :func:`_per_count` reads."""
    w = " ".join(words.strip().rstrip(".").split())
    w = re.sub(r"^(?:the )?damage on this unit$", "damage on it", w, flags=re.I)
    w = re.sub(r"^cards in your hand$", "card in your hand", w, flags=re.I)
    m = re.match(r"^(.*?)units?(?: you control)?$", w)
    if m and not w.lower().startswith(("resource", "card")):
        mine = w.endswith("you control") and "friendly" not in m[1]
        return ("friendly " if mine else "") + m[1] + "unit"
    return w


def _gain(t: dict[str, Any], keyword: str, value: str | None, duration: str) -> Step:
    step: Step = {"verb": "gain_keyword", "keyword": keyword.lower(), "target": t}
    if value:
        step["value"] = int(value)
    step["duration"] = duration.lower()
    return step


def _search_filter(phrase: str) -> dict[str, Any] | None:
    out0: dict[str, Any] = {}
    m = re.search(r"\s+(?:that costs|with cost) (\d+) or less$", phrase, re.I)
    if m:
        out0["max_cost"] = int(m[1])
        phrase = phrase[: m.start()]
    words = join_traits(phrase).split()
    if not words:
        return None
    noun = words[-1].lower().rstrip("s")
    out: dict[str, Any] = dict(out0)
    if noun in ("unit", "event", "upgrade"):
        out["type"] = noun
    elif noun != "card":
        return None
    traits = []
    for w in words[:-1]:
        if w.lower() in _ASPECTS:
            out["aspect"] = w.title()
        elif w[:1].isupper() and w.replace("_", "").isalpha():
            traits.append(trait_word(w))
        else:
            return None
    if traits:
        out["traits"] = traits
    return out


# --------------------------------------------------------------------------- conditions
_CONDITIONS: list[tuple[re.Pattern[str], Any]] = [
    (re.compile(r"^if you do,?\s+(.+)$", re.I), lambda m: {"did": True}),
    (re.compile(r"^if you don['’]t,?\s+(.+)$", re.I), lambda m: {"did": False}),
    (re.compile(r"^then,?\s+(.+)$", re.I), lambda m: {}),
    (
        re.compile(r"^if you control (\d+) or more resources,\s*(.+)$", re.I),
        lambda m: {"resources_at_least": int(m[1])},
    ),
    (re.compile(r"^if you have the initiative,\s*(.+)$", re.I), lambda m: {"initiative": True}),
    (
        re.compile(
            r"^if an? (friendly |enemy )?unit (?:was defeated|left play) this phase,\s*(.+)$", re.I
        ),
        lambda m: {
            "this_phase": {
                "kind": "left_play",
                "whose": (m[1] or "any ").strip().lower() or "any",
                **({"defeated": True} if "defeated" in m[0].lower().split(",")[0] else {}),
            }
        },
    ),
    (
        re.compile(
            r"^if you(?:'ve| have)? played (an?|another) ((?:first order|bounty hunter|new republic) |\w+ )?"
            r"(card|unit|event|upgrade) this phase,\s*(.+)$",
            re.I,
        ),
        lambda m: {
            "this_phase": {
                "kind": "played",
                "whose": "friendly",
                **_history_filter(m[2], m[3]),
                **({"other": True} if m[1].lower() == "another" else {}),
            }
        },
    ),
    (
        re.compile(
            r"^if an opponent controls more (space |ground )?(units|resources) than you,\s*(.+)$",
            re.I,
        ),
        lambda m: {"more_than": _more_than("opponent", m)},
    ),
    (
        re.compile(
            r"^if you control fewer (space |ground )?(units|resources) than an opponent,\s*(.+)$",
            re.I,
        ),
        lambda m: {"more_than": _more_than("opponent", m)},
    ),
    (
        re.compile(
            r"^if you control more (space |ground )?(units|resources) than"
            r" (?:an opponent|the defending player),\s*(.+)$",
            re.I,
        ),
        lambda m: {"more_than": _more_than("you", m)},
    ),
    (
        re.compile(r"^if (your|a) base has (\d+) or more damage on it,\s*(.+)$", re.I),
        lambda m: {"base_damage_at_least": int(m[2]), "any_base": m[1].lower() == "a"},
    ),
    (
        re.compile(r"^if you have no cards in your hand,\s*(.+)$", re.I),
        lambda m: {"hand_at_most": 0},
    ),
    (
        re.compile(r"^if it(?:'s| is) attacking a unit,\s*(.+)$", re.I),
        lambda m: {"defender_is_unit": True},
    ),
    (
        re.compile(r"^if there is an? (\w+) card in your discard pile,\s*(.+)$", re.I),
        lambda m: {"discard_has": _history_filter(m[1], "card")},
    ),
    (
        re.compile(r"^if a friendly unit attacked this phase,\s*(.+)$", re.I),
        lambda m: {"this_phase": {"kind": "attacked", "whose": "friendly", "type": "unit"}},
    ),
    (
        re.compile(
            r"^if (?:this unit|he|she) is (upgraded|damaged|exhausted|ready),\s*(.+)$", re.I
        ),
        lambda m: {"self_fits": dict([_ADJECTIVES[m[1].lower()]])},
    ),
    (
        re.compile(r"^if (?:this unit|he|she) has (\d+) or more power,\s*(.+)$", re.I),
        lambda m: {"self_fits": {"min_power": int(m[1])}},
    ),
    (
        re.compile(r"^if it has (" + "|".join(KEYWORD_WORDS) + r"),\s*(.+)$", re.I),
        lambda m: {"chosen_fits": {"has_keyword": m[1].lower()}},
    ),
    (
        re.compile(r"^if an enemy unit has an? (" + "|".join(KEYWORD_WORDS) + r"),\s*(.+)$", re.I),
        lambda m: {"control": {"what": "unit", "controller": "enemy", "has_keyword": m[1].lower()}},
    ),
    (
        re.compile(
            r"^if you(?:'ve| have)? attacked with an?(other)? (\w+) unit this phase,\s*(.+)$", re.I
        ),
        lambda m: {
            "this_phase": {
                "kind": "attacked",
                "whose": "friendly",
                **_history_filter(m[2], "unit"),
                **({"other": True} if m[1] else {}),
            }
        },
    ),
]


def _control_condition(what: str, mine: bool) -> dict[str, Any] | None:
    """ "If you control a Force unit" / "If an opponent controls 3 or more space units"."""
    at_least = 1
    n = re.match(r"^(\d+) or more (.+)$", what, re.I)
    if n:
        at_least, what = int(n[1]), "each " + n[2]
    t = target(what, chosen_ok=False)
    if t is None:
        return None
    t.pop("mode", None)
    out: dict[str, Any] = {"control": {**t, "controller": "friendly" if mine else "enemy"}}
    if at_least > 1:
        out["at_least"] = at_least
    return out


def _more_than(who: str, m: re.Match[str]) -> dict[str, Any]:
    arena = (m[1] or "").strip().lower()
    return {"who": who, "what": m[2].lower(), **({"arena": arena} if arena else {})}


def _history_filter(word: str | None, noun: str) -> dict[str, Any]:
    out: dict[str, Any] = {} if noun == "card" else {"type": noun}
    w = (word or "").strip()
    if w.lower() in _ASPECTS:
        out["aspect"] = w.title()
    elif w:
        out["trait"] = trait_word(w)
    return out


_CONTROL_NAMED = re.compile(r"^[Ii]f you control ((?:[A-Z][\w'-]*)(?: [A-Z][\w'-]*)*),\s*(.+)$")
_CONTROL = re.compile(
    r"^if you control (?P<what>(?:a|an|another|\d+ or more) [^,]+?),\s*(?P<rest>.+)$", re.I
)
_OPPONENT_CONTROLS = re.compile(
    r"^if an opponent controls (?P<what>(?:a|an|\d+ or more) [^,]+?),\s*(?P<rest>.+)$", re.I
)
_IT_IS = re.compile(r"^if it(?:'s| is) (an? [^,]+?)(?: unit)?,\s*(.+)$", re.I)
_NOT_UNIT = re.compile(r"^if it(?:'s| is) not a unit,\s*(.+)$", re.I)
_IS_TYPE = re.compile(r"^if it(?:'s| is) an? (unit|event|upgrade),\s*(.+)$", re.I)
_HOST = re.compile(r"^if attached unit is an? ([A-Za-z_ ]+?)(?: unit)?,\s*(.+)$", re.I)
_HOST_NAMED = re.compile(r"^[Ii]f attached unit is ((?:[A-Z][\w'-]*)(?: [A-Z][\w'-]*)*),\s*(.+)$")


def _sentence(s: str) -> list[Step] | None:
    s = s.strip().rstrip(".").strip()
    cond: dict[str, Any] = {}
    while True:
        for rx, fn in _CONDITIONS:
            m = rx.match(s)
            if m:
                cond.update(fn(m))
                s = m.groups()[-1].strip()
                break
        else:
            m = _CONTROL_NAMED.match(s)
            if m and m[1].split()[0].lower() not in ("a", "an", "another"):
                cond["control_named"] = m[1]
                s = m[2].strip()
                continue
            m = _CONTROL.match(s) or _OPPONENT_CONTROLS.match(s)
            if m:
                control = _control_condition(m["what"], m.re is _CONTROL)
                if control is None:
                    return None
                cond.update(control)
                s = m["rest"].strip()
                continue
            m = _NOT_UNIT.match(s)
            if m:
                cond["remembered_not_type"] = "unit"
                s = m[1].strip()
                continue
            m = _IS_TYPE.match(s)
            if m:
                cond["remembered_type"] = m[1].lower()
                s = m[2].strip()
                continue
            m = _IT_IS.match(s)
            if m:
                t = target(m[1] + " unit", chosen_ok=False)
                if t is None or t.get("what") != "unit" or set(t) & {"mode", "count", "other"}:
                    return None
                cond["chosen_fits"] = t
                s = m[2].strip()
                continue
            m = _HOST_NAMED.match(s)
            if m:
                cond["host_named"] = m[1]
                s = m[2].strip()
                continue
            m = _HOST.match(s)
            if m:
                cond["host_traits"] = [trait_word(w) for w in join_traits(m[1]).split()]
                s = m[2].strip()
                continue
            break
    m = re.match(r"^for this (phase|attack|round),\s*(.+? (?:gets?|gains?) [^,]+)$", s, re.I)
    if m and " and" not in m[2]:
        s = f"{m[2]} for this {m[1].lower()}"  # "For this phase, it gains X" = "it gains X for this phase"
    may = False
    m = re.match(r"^you may\s+(.+)$", s, re.I)
    if m:
        may, s = True, m[1]
    if not s:
        return None
    s = s[0].upper() + s[1:]
    steps = _clause(s)
    if steps is None:
        return None
    if may:
        steps[0] = {**steps[0], "may": True}
        for i in range(1, len(steps)):
            steps[i] = {**steps[i], "only_if": {"did": True}}
    if cond:
        steps[0] = {**steps[0], "only_if": cond}
        for later in steps[1:]:
            later["only_if"] = cond
    return steps


def _sentences(text: str) -> list[str]:
    text = re.sub(
        r"\.\s+It gets \+(\d+)/\+0 for this attack", r". it gets +\1/+0 for this attack", text
    )
    text = re.sub(
        r"\.\s+It (costs \d+ less|gains \w+ for this phase|gains \w+ for this attack)",
        r". it \1",
        text,
    )
    text = re.sub(
        r"\.\s+It gets \+(\d+)/\+0 and gains (\w+) for this attack",
        r". it gets +\1/+0 and gains \2 for this attack",
        text,
    )
    parts = re.split(r"(?<=\.)\s+(?=[A-Z])", text)
    merged: list[str] = []
    for p in parts:
        if merged and p.lower().startswith("it gets +") and "attack with" in merged[-1].lower():
            merged[-1] = merged[-1].rstrip(".") + ". " + p
        else:
            merged.append(p)
    return merged


def _attack_modifiers(steps: list[Step]) -> list[Step] | None:
    """ "Attack with a unit. It gets +1/+0 / The defender gets -2/-0 for this attack." is one
    attack: the modifier must hold during it, so it joins the attack step. A modifier "for
    this attack" that cannot join (a condition on it) is not compiled: run after the attack
    it would change nothing, which would be a wrong answer."""
    out: list[Step] = []
    for st in steps:
        t = st.get("target") or {}
        after_attack = out and out[-1].get("verb") == "attack_with"
        if after_attack and st.get("verb") == "modify" and st.get("duration") == "attack":
            cond = st.get("only_if")
            if (
                cond
                and t.get("what") in ("chosen", "attacker")
                and not st.get("hp")
                and "power_if" not in out[-1]
            ):
                # "If it's attacking a unit / a Trooper, it gets +2/+0 for this attack": checked
                # once the attack is declared, before combat (7.7.3)
                power = out[-1].get("power", 0) + st["power"]
                out[-1] = {**out[-1], "power": power, "power_if": cond}
                continue
            if cond or st.get("hp"):
                return None
            if t.get("what") == "defender":
                out[-1] = {**out[-1], "defender_power": st["power"]}
                continue
            if t.get("what") == "chosen":
                out[-1] = {**out[-1], "power": out[-1].get("power", 0) + st["power"]}
                continue
            return None
        out.append(st)
    return out


def compile_effect(text: str) -> tuple[list[Step] | None, bool]:
    """Steps for a whole effect text and whether it starts with "you may", or (None, ...)."""
    text = text.replace("–", "-").replace("’", "'")
    raw = text.strip()
    if _MODAL.match(raw):
        return compile_modal(raw), False
    body = strip_reminders(text).strip()
    optional = False
    m = re.match(r"^you may\s+(.+)$", body, re.I | re.S)
    if m:
        optional = True
        body = m[1][0].upper() + m[1][1:]
    steps: list[Step] = []
    for sentence in _sentences(body):
        compiled = _sentence(sentence)
        if compiled is None:
            return None, optional
        steps.extend(compiled)
    if not steps:
        return None, optional
    merged = _attack_modifiers(steps)
    if merged is None:
        return None, optional
    steps = merged
    later_may = any(st.get("may") and "did" not in (st.get("only_if") or {}) for st in steps[1:])
    if optional and (
        later_may or any((st.get("only_if") or {}).get("did") is False for st in steps)
    ):
        # "You may X. If ..., you may Y": declining X leaves Y its own choice (8.32.1)
        # "You may X. If you don't, Y": declining still resolves Y, so the choice is the
        # first step's, not the whole ability's (8.32.1)
        optional = False
        steps[0] = {**steps[0], "may": True}
    t = steps[0].get("target")
    if isinstance(t, dict) and t.get("what") == "chosen":
        host = steps[0].get("only_if") or {}
        if not (host.get("host_traits") or host.get("host_named")):
            return None, optional  # "it" with nothing chosen before
        # a host-trait guard then "... to it": "it" is the attached unit
        steps[0] = {**steps[0], "target": {**t, "what": "attached"}}
    return steps, optional


_MODAL = re.compile(r"^choose (one|two)(?:, in any order)?:\s*(.+)$", re.I | re.S)


def compile_modal(text: str) -> list[Step] | None:
    m = _MODAL.match(text.strip())
    if not m:
        return None
    options_text = [
        strip_reminders(o).strip(" •-") for o in re.split(r"\n+|•", m[2]) if o.strip(" •-")
    ]
    options: list[list[Step]] = []
    for o in options_text:
        steps, optional = compile_effect(o)
        if steps is None or optional:
            return None
        options.append(steps)
    if len(options) < 2:
        return None
    labels = [" ".join(o.split()).rstrip(".") for o in options_text]
    return [
        {
            "verb": "choose_modes",
            "options": options,
            "pick": 1 if m[1].lower() == "one" else 2,
            "labels": labels,
        }
    ]


# --------------------------------------------------------------------------- constant abilities
_WHILE: list[tuple[re.Pattern[str], Any]] = [
    (re.compile(r"^while you have the initiative,\s*", re.I), lambda m: {"initiative": True}),
    (re.compile(r"^while the force is with you,\s*", re.I), lambda m: {"force": True}),
    (re.compile(r"^while attacking,\s*", re.I), lambda m: {"self_state": "attacking"}),
    (
        re.compile(
            r"^while (?:this unit|he|she|it) is (upgraded|damaged|undamaged|ready|exhausted|attacking"
            r"|defending),\s*",
            re.I,
        ),
        lambda m: {"self_state": m[1].lower()},
    ),
    (
        re.compile(r"^while (?:this unit is )?attacking an? (ground|space) unit,\s*", re.I),
        lambda m: {"self_state": "attacking", "defender_arena": m[1].lower()},
    ),
    (
        re.compile(r"^while a friendly unit is attacking,\s*", re.I),
        lambda m: {"friendly_attacking": True},
    ),
    (
        re.compile(r"^while an enemy unit is (damaged|exhausted|upgraded),\s*", re.I),
        lambda m: {"enemy_state": m[1].lower()},
    ),
    (
        re.compile(r"^while you control (\d+) or more resources,\s*", re.I),
        lambda m: {"resources_at_least": int(m[1])},
    ),
    (
        re.compile(r"^while you have (\d+) or more cards in your hand,\s*", re.I),
        lambda m: {"hand_at_least": int(m[1])},
    ),
    (
        re.compile(r"^while your base has (\d+) or more damage on it,\s*", re.I),
        lambda m: {"base_damage_at_least": int(m[1])},
    ),
    (
        re.compile(r"^if attached unit is an? ([A-Za-z_ ]+?)(?: unit)?,\s*", re.I),
        lambda m: {"host_traits": [trait_word(w) for w in join_traits(m[1]).split()]},
    ),
    (
        re.compile(r"^while you control (another|an?|\d+ or more) ([A-Za-z_ ]+?) units?,\s*", re.I),
        lambda m: {
            **_control_words(m[2]),
            **({"control_other": True} if m[1].lower() == "another" else {}),
            **({"control_at_least": int(m[1].split()[0])} if m[1][0].isdigit() else {}),
        },
    ),
]


def _control_words(words: str) -> dict[str, Any]:
    """Trait and aspect words of "while you control a X unit"; anything else (an "or", a
    lowercase word such as "token" or "ground") marks the condition unreadable."""
    out: dict[str, Any] = {"control_traits": []}
    for w in join_traits(words).split():
        if w.lower() in _ASPECTS:
            out["control_aspect"] = w.title()
        elif w[:1].isupper() and w.replace("_", "").isalpha():
            out["control_traits"].append(trait_word(w))
        else:
            out["unreadable"] = True
    return out


_NAMED_CONTROL = re.compile(r"^[Ww]hile you control ((?:[A-Z][\w'-]*)(?: [A-Z][\w'-]*)*),\s*")


_SUBJECTS: list[tuple[re.Pattern[str], dict[str, Any]]] = [
    (re.compile(r"^(?:this unit|it|he|she)\s+", re.I), {"who": "self"}),
    (re.compile(r"^(?:the )?attached unit\s+", re.I), {"who": "attached"}),
    (
        re.compile(r"^each other friendly (?P<f>[\w\- ]*?)\s*units?\s+", re.I),
        {"who": "others", "controller": "friendly"},
    ),
    (
        re.compile(r"^other friendly (?P<f>[\w\- ]*?)\s*units\s+", re.I),
        {"who": "others", "controller": "friendly"},
    ),
    (
        re.compile(r"^each friendly (?P<f>[\w\- ]*?)\s*units?\s+", re.I),
        {"who": "all", "controller": "friendly"},
    ),
    (
        re.compile(r"^friendly (?P<f>[\w\- ]*?)\s*units\s+", re.I),
        {"who": "all", "controller": "friendly"},
    ),
    (
        re.compile(r"^each enemy (?P<f>[\w\- ]*?)\s*units?\s+", re.I),
        {"who": "all", "controller": "enemy"},
    ),
    (re.compile(r"^the attacker\s+", re.I), {"who": "attacker"}),
    (re.compile(r"^the defender\s+", re.I), {"who": "defender"}),
    (
        re.compile(r"^each (?P<f>[\w\- ]*?)\s*enemy units?\s+", re.I),
        {"who": "all", "controller": "enemy"},
    ),
    (
        re.compile(r"^each leader unit you control\s+", re.I),
        {"who": "all", "controller": "friendly", "leader": True},
    ),
]
_GAINS = re.compile(r"^gains? ([A-Za-z]+)(?: (\d+))?(?: and ([A-Za-z]+)(?: (\d+))?)?$", re.I)
_GETS = re.compile(r"^gets? ([+-]\d+)/([+-]\d+)(?: and gains? ([A-Za-z]+)(?: (\d+))?)?$", re.I)


def _affect_filters(words: str, out: dict[str, Any]) -> bool:
    traits: list[str] = []
    for w in join_traits(words).split():
        lw = w.lower()
        if lw in ("ground", "space"):
            out["arena"] = lw
        elif lw == "unique":
            out["unique"] = True
        elif lw == "non-leader":
            out["non_leader"] = True
        elif lw == "upgraded":
            out["upgraded"] = True
        elif lw == "damaged":
            out["damaged"] = True
        elif lw in ("exhausted", "ready"):
            out["exhausted"] = lw == "exhausted"
        elif lw in _ASPECTS:
            out["aspect"] = w.title()
        elif w[:1].isupper() and w.replace("_", "").isalpha():
            traits.append(trait_word(w))
        else:
            return False
    if traits:
        out["traits"] = traits
    return True


_FOR_EACH = re.compile(r"\s+for each (.+)$", re.I)
_PER_FIXED: list[tuple[re.Pattern[str], dict[str, Any]]] = [
    (re.compile(r"^resources? you control$", re.I), {"what": "resources"}),
    (re.compile(r"^card in your hand$", re.I), {"what": "hand"}),
    (re.compile(r"^damage on (?:him|her|it)$", re.I), {"what": "damage_on_self"}),
    (re.compile(r"^upgrade on (?:him|her|it)$", re.I), {"what": "upgrades_on_self"}),
]
_PER_DISCARD = re.compile(r"^([A-Z][a-z]+) (unit|card) in your discard pile$")


def _per_count(words: str) -> dict[str, Any] | None:
    """What "for each ..." counts: fixed phrases, cards in the discard pile with a trait, or
    units ("other friendly Jedi unit", "ready friendly token unit", "damaged enemy unit")."""
    for rx, out in _PER_FIXED:
        if rx.match(words):
            return dict(out)
    m = _PER_DISCARD.match(words)
    if m:
        return {"what": "discard", "traits": [m[1]], "unit": m[2] == "unit"}
    parts = words.split()
    if not parts or parts[-1] != "unit":
        return None
    out: dict[str, Any] = {"what": "units", "controller": "any"}
    flags = {
        "other": ("other", True),
        "friendly": ("controller", "friendly"),
        "enemy": ("controller", "enemy"),
        "ready": ("state", "ready"),
        "exhausted": ("state", "exhausted"),
        "damaged": ("state", "damaged"),
        "token": ("token", True),
        "ground": ("arena", "ground"),
        "space": ("arena", "space"),
    }
    traits: list[str] = []
    for w in parts[:-1]:
        if w in flags:
            key, value = flags[w]
            out[key] = value
        elif w[:1].isupper() and w.isalpha():
            traits.append(w)
        else:
            return None
    if traits:
        out["traits"] = traits
    return out


def compile_constant(text: str) -> list[Step] | None:
    """A constant ability that changes units' stats or keywords, as one ``static`` step."""
    s = strip_reminders(text).replace("–", "-").strip().rstrip(".")
    condition: dict[str, Any] = {}
    for rx, fn in _WHILE:
        m = rx.match(s)
        if m:
            condition.update(fn(m))
            if condition.pop("unreadable", False):
                return None
            s = s[m.end() :]
            break
    else:
        m = _NAMED_CONTROL.match(s)
        if m:
            condition["control_named"] = m[1]
            s = s[m.end() :]
    affects: dict[str, Any] | None = None
    for rx, base in _SUBJECTS:
        m = rx.match(s)
        if m:
            affects = dict(base)
            if "f" in rx.groupindex and m["f"] and not _affect_filters(m["f"], affects):
                return None
            s = s[m.end() :]
            cost = re.match(r"^that costs (\d+) or more\s+", s, re.I)
            if cost:
                affects["min_cost"] = int(cost[1])
                s = s[cost.end() :]
            break
    if affects is None:
        return None
    trailing = re.search(r"\s+while (defending|attacking)$", s, re.I)
    if trailing:  # "This unit gets +2/+0 while defending": the affected unit's role
        affects["in_attack"] = trailing[1].lower()
        s = s[: trailing.start()]
    if affects["who"] in ("attacker", "defender") and not (
        condition.get("self_state") in ("attacking", "defending")
        or condition.get("friendly_attacking")
    ):
        return None  # "the defender" only means something while this unit is in an attack
    if "host_traits" in condition and affects["who"] == "self":
        affects["who"] = "attached"  # "If attached unit is a Fighter, it gains ..."
    step: Step = {"verb": "static", "affects": affects}
    if condition:
        step["condition"] = condition
    each = _FOR_EACH.search(s)
    if each:
        per = _per_count(each[1]) if affects["who"] == "self" else None
        if per is None:
            return None
        step["per"] = per
        s = s[: each.start()]
    m = _GETS.match(s)
    if m:
        step["power"], step["hp"] = int(m[1]), int(m[2])
        if m[3]:
            if m[3].lower() not in KEYWORD_WORDS:
                return None
            step["keywords"] = {m[3].lower(): int(m[4] or 0)}
        return [step]
    m = _GAINS.match(s)
    if m:
        kws: dict[str, int] = {}
        for name, value in ((m[1], m[2]), (m[3], m[4])):
            if name is None:
                continue
            if name.lower() not in KEYWORD_WORDS:
                return None
            kws[name.lower()] = int(value or 0)
        step["keywords"] = kws
        return [step]
    return None
