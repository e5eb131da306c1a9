"""Grand Archive effect text compiled into verb steps, one sentence at a time.

A paragraph compiles only when every sentence of it matches a template; otherwise
it compiles to nothing and the engine shows it as "not modelled: resolve as
printed". Templates cover the common effects of the real pool: draw, glimpse, deal
damage, recover, rest / wake up, banish, destroy, return to hand or to the top of
the deck, counters, and "+N POWER until end of turn".
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from engine.games.grand_archive.text import strip_reminders

Step = dict[str, Any]
_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}
_WORDS.update(seven=7, eight=8, nine=9, ten=10)


def number(word: str) -> int | None:
    """A count written as a word or digits ("a", "seven", "3")."""
    word = word.lower()
    return int(word) if word.isdigit() else _WORDS.get(word)


_NUM = r"(a|an|one|two|three|four|five|six|seven|eight|nine|ten|\d+)"

# Target phrases: "target ally you don't control" -> a filter the ruleset understands.
_OBJECTS = ["ally", "item", "weapon", "domain", "phantasia", "regalia", "token"]
_KIND_WORDS = {
    "unit": ["ally", "champion"],
    "ally": ["ally"],
    "champion": ["champion"],
    "item": ["item"],
    "weapon": ["weapon"],
    "domain": ["domain"],
    "phantasia": ["phantasia"],
    "regalia": ["regalia"],
    "object": [*_OBJECTS, "champion"],
    "non-champion object": _OBJECTS,
}
_TARGET = re.compile(
    r"^(?:up to one )?(?P<other>another )?(?P<pick>target|an?|another) "
    r"(?P<state>damaged |rested |awake |attacking |defending )?"
    r"(?P<sub>(?-i:(?:non-)?[A-Z][\w']+(?:(?: or | and/or )[A-Z][\w']+)*) )?"
    r"(?P<kinds>non-champion object|[a-z]+(?:(?:, or |, | or )[a-z]+)*)"
    r"(?P<who> you control| you don't control| an opponent controls| your opponent controls)?$",
    re.I,
)
_BARE = re.compile(
    r"^(?P<head>(?:up to one )?(?:another )?(?:target|an?|another) )"
    r"(?P<sub>(?-i:[A-Z][\w']+(?: or [A-Z][\w']+)*))"
    r"(?P<who> you control| you don't control| an opponent controls)?$",
    re.I,
)
_ELEMENTS = ("fire", "water", "wind", "norm", "arcane", "astra", "crux", "exia", "luxem", "neos")
_ELEMENTS += ("tera", "umbra")
_SUBJECT = re.compile(rf"^(?P<element>(?:{'|'.join(_ELEMENTS)}) element )(?P<rest>.+)$", re.I)


def _target(phrase: str, name: str) -> Any:
    """A target filter, ``self``, or a champion word; None when the phrase is not understood."""
    from .grand_archive_filters import split_cost

    p, cost = split_cost(phrase.strip().rstrip(".").strip())
    found = _target_phrase(p, name)
    if isinstance(found, dict) and "unit" in found and p.lower().startswith("up to one "):
        found["unit"]["up_to_one"] = True  # zero targets is a legal choice
    if cost is None:
        return found
    if not isinstance(found, dict):
        return None  # a cost names objects, never "it" or a champion word
    found["unit"]["cost"] = cost
    return found


def _target_phrase(p: str, name: str) -> Any:
    """``_target`` without a cost clause."""
    low = p.lower()
    if low in ("your champion",):
        return "your_champion"
    if low in (
        "target opponent's champion",
        "each opponent's champion",
        "your opponent's champion",
    ):
        return "opponent_champion"
    if name and low in (name.lower(), "this ally", "this unit", "this object"):
        return "self"
    if low in ("it", "that unit", "that ally", "that object"):
        return "same"
    element = None
    if (
        e := re.match(r"^((?:up to one |another )*(?:target|an?) )(\w+) element (.+)$", p, re.I)
    ) and (e[2].lower() in _ELEMENTS):
        element, p = e[2].lower(), e[1] + e[3]
    if (m := _BARE.match(p)) and m["sub"].lower() not in _KIND_WORDS:
        p = f"{m['head']}{m['sub']} object{m['who'] or ''}"  # "target Potion": an object that is one
    m = _TARGET.match(p)
    if not m or (m["pick"].lower() != "target" and m["other"]):
        return None
    kinds: list[str] = []
    for word in re.split(r", or |, | or ", m["kinds"].lower()):
        if word not in _KIND_WORDS:
            return None
        kinds.extend(k for k in _KIND_WORDS[word] if k not in kinds)
    who = (m["who"] or "").strip().lower()
    controller = "any"
    if who == "you control":
        controller = "you"
    elif who:
        controller = "opponent"
    unit: dict[str, Any] = {"controller": controller, "type": kinds}
    if m["other"] or m["pick"].lower() == "another":
        unit["other"] = True
    if m["state"]:
        unit["state"] = m["state"].strip().lower()
    if m["sub"]:
        words = re.split(r" or | and/or ", m["sub"].strip())
        if all(w.startswith("non-") for w in words) and len(words) == 1:
            unit["not_subtypes"] = [words[0][4:]]
        elif any(w.startswith("non-") for w in words):
            return None
        else:
            unit["subtypes"] = words
    if element:
        unit["element"] = element
    if m["pick"].lower() != "target":  # "an ally you control": chosen as it resolves, not targeted
        unit["chosen"] = True
    return {"unit": unit}


Template = Callable[[re.Match[str], str], list[Step] | None]
_TEMPLATES: list[tuple[re.Pattern[str], Template]] = []


def template(pattern: str) -> Callable[[Template], Template]:
    def register(fn: Template) -> Template:
        _TEMPLATES.append((re.compile(pattern + r"\.?$", re.I), fn))
        return fn

    return register


@template(rf"^draw {_NUM} cards?")
def _draw(m: re.Match[str], name: str) -> list[Step] | None:
    n = number(m[1])
    return [{"verb": "draw", "count": n}] if n is not None else None


@template(rf"^draw {_NUM} cards? into your memory")
def _draw_memory(m: re.Match[str], name: str) -> list[Step] | None:
    return [{"verb": "draw", "count": number(m[1]), "into": "memory"}]


@template(r"^your champion gets \+(\d+) level until end of turn")
def _level(m: re.Match[str], name: str) -> list[Step] | None:
    return [{"verb": "level_until_end_of_turn", "amount": int(m[1]), "target": "your_champion"}]


@template(r"^each player draws (a|two|three) cards?")
def _each_draw(m: re.Match[str], name: str) -> list[Step] | None:
    return [{"verb": "draw", "count": number(m[1]), "player": "each"}]


@template(r"^empower (\d+)")
def _empower(m: re.Match[str], name: str) -> list[Step] | None:
    return [{"verb": "empower", "amount": int(m[1])}]


@template(r"^glimpse (\d+)")
def _glimpse(m: re.Match[str], name: str) -> list[Step] | None:
    return [{"verb": "glimpse", "count": int(m[1])}]


@template(r"^recover (\d+)")
def _recover(m: re.Match[str], name: str) -> list[Step] | None:
    return [{"verb": "recover", "amount": int(m[1])}]


@template(r"^deal (\d+) (unpreventable )?damage to (.+)")
def _damage(m: re.Match[str], name: str) -> list[Step] | None:
    steps = _damage_steps(int(m[1]), m[3].strip(), name)
    if steps and m[2]:
        steps[0]["unpreventable"] = True
    return steps


@template(r"^prevent the next (\d+) damage that would be dealt to (.+?) this turn")
def _prevent(m: re.Match[str], name: str) -> list[Step] | None:
    t = _target(m[2], name)
    return [{"verb": "prevent_damage", "amount": int(m[1]), "target": t}] if t else None


@template(
    r"^the next time (?:damage would be dealt to (?P<a>.+?)|(?P<b>.+?) would be dealt damage) "
    r"this turn, prevent (?:that damage|(?P<n>\d+) of that damage|all but (?P<k>\d+) of that damage)"
)
def _prevent_next(m: re.Match[str], name: str) -> list[Step] | None:
    """ "The next time damage would be dealt to X this turn, prevent (N of) that damage": one
    damage event, whatever its size (unlike "the next N damage")."""
    t = _target(m["a"] or m["b"], name)
    if not t:
        return None
    step: Step = {"verb": "prevent_next_damage", "target": t}
    if m["n"]:
        step["amount"] = int(m["n"])
    if m["k"]:
        step["all_but"] = int(m["k"])
    return [step]


def _damage_steps(amount: int, phrase: str, name: str) -> list[Step] | None:
    each = {
        "each ally": "ally",
        "all allies": "ally",
        "each champion": "champion",
        "all units": "unit",
        "each unit": "unit",
    }.get(phrase.lower())
    if phrase.lower() == "all units except for your champion":
        return [
            {
                "verb": "deal_damage",
                "amount": amount,
                "each": "unit",
                "except_your_champion": True,
            }
        ]
    if phrase.lower() == "each ally you don't control":
        return [{"verb": "deal_damage", "amount": amount, "each": "ally", "controller": "opponent"}]
    if each:
        return [{"verb": "deal_damage", "amount": amount, "each": each}]
    t = _target(phrase, name)
    return [{"verb": "deal_damage", "amount": amount, "target": t}] if t else None


def _simple(verb: str) -> Template:
    def build(m: re.Match[str], name: str) -> list[Step] | None:
        t = _target(m[1], name)
        return [{"verb": verb, "target": t}] if t else None

    return build


template(r"^rest (.+)")(_simple("rest"))
template(r"^(.+?) becomes? fostered")(_simple("become_fostered"))
template(r"^wake up (.+)")(_simple("wake_up"))
template(r"^banish (.+)")(_simple("banish"))
template(r"^destroy (.+)")(_simple("destroy"))
template(r"^suppress (.+)")(_simple("suppress"))


@template(r"^sacrifice (.+)")
def _sacrifice(m: re.Match[str], name: str) -> list[Step] | None:
    """A player sacrifices only objects they control (Game Terms - Sacrifice 1)."""
    t = _target(m[1], name)
    if isinstance(t, dict) and t["unit"]["controller"] == "any":
        t["unit"]["controller"] = "you"
    return [{"verb": "sacrifice", "target": t}] if t else None


template(r"^return (.+?) to (?:its|their) owner's hand")(_simple("return_to_hand"))
template(r"^put (.+?) on top of (?:its|their) owner's deck")(_simple("put_on_top_of_deck"))
template(r"^return (.+?) to (?:its|their) owner's memory")(_simple("return_to_memory"))
template(r"^remove all (?:temporary )?damage from (.+)")(_simple("remove_damage"))


@template(r"^(load .+ into .+ weapon you control)")
def _load(m: re.Match[str], name: str) -> list[Step] | None:
    from .grand_archive_load import read_load

    return read_load(m[1], name)


_OWN_ZONE = r"your (hand|memory|graveyard|banishment)"
_DECK_END = r"the (top|bottom) of your deck"
_UNDER = "on the bottom of your deck"
_BACK = r"put them back in any order"


@template(rf"^put {_NUM} cards? from {_OWN_ZONE} on {_DECK_END}")
def _tuck(m: re.Match[str], name: str) -> list[Step] | None:
    """Cards moved from one of your zones to an end of your deck; only hand to bottom is
    modelled, any other pairing falls through to the templates after this one."""
    if (m[2].lower(), m[3].lower()) != ("hand", "bottom"):
        return None
    return [{"verb": "hand_to_deck_bottom", "count": number(m[1])}]


@template(rf"^put {_NUM} ([a-z]+) counters? on (.+)")
def _counter(m: re.Match[str], name: str) -> list[Step] | None:
    n, t = number(m[1]), _target(m[3], name)
    if n is not None and m[3].lower() == "each ally you control":
        return [
            {
                "verb": "put_counter",
                "counter": m[2].lower(),
                "amount": n,
                "each": "ally",
                "controller": "you",
            }
        ]
    if n is None or t is None:
        return None
    return [{"verb": "put_counter", "counter": m[2].lower(), "amount": n, "target": t}]


@template(
    r"^(?:until end of turn, )?(allies|units) you control get \+(\d+) ?POWER(?: until end of turn)?"
)
def _team_power(m: re.Match[str], name: str) -> list[Step] | None:
    if "until end of turn" not in m[0].lower():
        return None
    each = "ally" if m[1].lower() == "allies" else "unit"
    return [
        {"verb": "power_until_end_of_turn", "amount": int(m[2]), "each": each, "controller": "you"}
    ]


@template(
    r"^(.+?) gets? (?:(?P<p>[+-]\d+) ?POWER)?(?: and )?(?:(?P<l>[+-]\d+) ?LIFE)? until end of turn"
)
def _stats(m: re.Match[str], name: str) -> list[Step] | None:
    """+N LIFE, -N POWER, or both; a lone +N POWER is the older POWER verb below."""
    power, life = int(m["p"] or 0), int(m["l"] or 0)
    if not (power or life) or (power > 0 and not life):
        return None
    step: Step = {"verb": "stats_until_end_of_turn"}
    step.update({k: v for k, v in (("power", power), ("life", life)) if v})
    team = re.match(r"^(allies|units) you control$", m[1], re.I)
    if team:
        return [{**step, "each": "ally" if m[1][0] in "aA" else "unit", "controller": "you"}]
    t = _target(m[1], name)
    return [{**step, "target": t}] if t else None


@template(r"^(.+?) gets? \+(\d+) ?POWER until end of turn")
def _power(m: re.Match[str], name: str) -> list[Step] | None:
    t = _target(m[1], name)
    return [{"verb": "power_until_end_of_turn", "amount": int(m[2]), "target": t}] if t else None


@template(rf"^banish {_NUM} cards? at random from your memory")
def _banish_memory(m: re.Match[str], name: str) -> list[Step] | None:
    return [{"verb": "banish_from_memory", "count": number(m[1])}]


@template(r"^(?:have )?(.+?) deals? (\d+) (unpreventable )?damage to (.+)")
def _deals(m: re.Match[str], name: str) -> list[Step] | None:
    """ "Have <this card> deal N damage to X": this card is the source, as in "deal N damage"."""
    if _target(m[1], name) != "self":
        return None
    steps = _damage_steps(int(m[2]), m[4].strip(), name)
    if steps and m[3]:
        steps[0]["unpreventable"] = True
    return steps


GRANTABLE = ("taunt", "stealth", "true sight", "intercept", "unblockable", "steadfast", "vigor")
_KW = "|".join(GRANTABLE)


@template(rf"^(.+?) (?:gains?|has) ((?:{_KW})(?:(?:, and |, | and )(?:{_KW}))*) until end of turn")
def _grant(m: re.Match[str], name: str) -> list[Step] | None:
    """ "X gains stealth until end of turn": keywords the engine checks, held until the turn ends."""
    t = _target(m[1], name)
    keywords = [k.lower() for k in re.split(r", and |, | and ", m[2])]
    return [{"verb": "grant_keywords", "keywords": keywords, "target": t}] if t else None


@template(r"^pay \((\d+)\)")
def _pay(m: re.Match[str], name: str) -> list[Step] | None:
    return [{"verb": "pay", "amount": int(m[1])}]


@template(rf"^discard {_NUM} ({'|'.join(_ELEMENTS)}) element cards?")
def _discard_element(m: re.Match[str], name: str) -> list[Step] | None:
    n = number(m[1])
    return [{"verb": "discard", "count": n, "element": m[2].lower()}] if n else None


@template(rf"^discard {_NUM} cards?")
def _discard(m: re.Match[str], name: str) -> list[Step] | None:
    return [{"verb": "discard", "count": number(m[1])}]


@template(r"^(.+?) becomes? distant")
def _distant(m: re.Match[str], name: str) -> list[Step] | None:
    t = _target(m[1], name)
    return [{"verb": "become_distant", "target": t}] if t else None


@template(rf"^summon {_NUM} ([A-Z][\w' ]+?) tokens?( rested)?(?: with an? ([a-z]+) counter on it)?")
def _summon(m: re.Match[str], name: str) -> list[Step] | None:
    step: Step = {"verb": "summon", "token": m[2].strip(), "count": number(m[1])}
    if m[3]:
        step["rested"] = True
    if m[4]:
        if step["count"] != 1:
            return None  # "it" names one token
        step["counter"] = m[4].lower()
    return [step]


@template(r"^gather(?: (twice|three times))?")
def _gather(m: re.Match[str], name: str) -> list[Step] | None:
    """Gather: summon one of the six Herb tokens, chosen at random (the reminder text)."""
    times = {"twice": 2, "three times": 3}.get((m[1] or "").lower(), 1)
    return [{"verb": "gather", "count": times}]


@template(
    rf"^(target player|each player) puts? the top {_NUM} cards? of their deck into their graveyard"
)
def _mill_player(m: re.Match[str], name: str) -> list[Step] | None:
    return [{"verb": "mill", "count": number(m[2]), "player": m[1].split()[0].lower()}]


@template(rf"^put the top (?:{_NUM} cards?|card) of your deck into your graveyard")
def _mill(m: re.Match[str], name: str) -> list[Step] | None:
    return [{"verb": "mill", "count": number(m[1]) if m[1] else 1}]


@template(rf"^look at the top (?:card|{_NUM} cards) of your deck(?: and (?:then )?{_BACK})?")
def _look(m: re.Match[str], name: str) -> list[Step] | None:
    n = number(m[1]) if m[1] else 1
    return [{"verb": "look_at_top", "count": n}] if n else None


@template(r"^put (?:it|that card) into your graveyard")
def _looked_to_graveyard(m: re.Match[str], name: str) -> list[Step] | None:
    """Only right after looking at the top card (checked in compile_text): mill that card."""
    return [{"verb": "mill", "count": 1, "of": "looked"}]


@template(r"^banish (a|one|two) cards? with floating memory from your graveyard")
def _banish_floating(m: re.Match[str], name: str) -> list[Step] | None:
    return [{"verb": "banish_from_graveyard", "count": number(m[1]), "keyword": "floating memory"}]


@template(rf"^banish {_NUM} (?:other )?({'|'.join(_ELEMENTS)}) element cards? from your graveyard")
def _banish_element(m: re.Match[str], name: str) -> list[Step] | None:
    """ "Banish two fire element cards from your graveyard" (never the card itself)."""
    n = number(m[1])
    if n is None:
        return None
    return [{"verb": "banish_from_graveyard", "count": n, "element": m[2].lower()}]


@template(
    r"^negate target (?:(action|ally|spell) )?card activation"
    r"(?: unless its controller pays \((\d+)\))?"
)
def _negate(m: re.Match[str], name: str) -> list[Step] | None:
    step: Step = {"verb": "negate", "target": {"layer": "card"}}
    if m[1]:  # "target Spell card activation": a subtype; "action" / "ally": a card type
        kind = m[1].lower()
        step["target"]["subtypes" if kind == "spell" else "type"] = (
            "Spell" if kind == "spell" else kind
        )
    if m[2]:
        step["unless_pays"] = int(m[2])
    return [step]


_NEGATED_BANISHED = re.compile(r"banish the card that had its activation\snegated this way")


_TIED = re.compile(r"^(you may|if you do,|if you don't,) (.+)$", re.I | re.S)
_INLINE = re.compile(r"^\[?(Class Bonus|Element Bonus|Level \d+\+)\]?:?\s+(.+)$", re.S)
_SENTENCE = re.compile(r"(?<=[.!])\s+(?=[A-Z])")
_THEN = re.compile(r",? (?:then|and then) ", re.I)
_THEN_OPENS = re.compile(r"^then,? (?=\w)", re.I)


def _sentences(body: str) -> list[str]:
    """The sentences of ``body``; an opening "Then" only orders what follows, so it is
    dropped ("Draw a card. Then summon ..." runs the two in order either way)."""
    out = []
    for sentence in _SENTENCE.split(body):
        rest = _THEN_OPENS.sub("", sentence.strip(), count=1)
        out.append(rest[:1].upper() + rest[1:])
    return out


def _plain(text: str) -> str:
    """The text without reminders; returning the looked-at cards is kept in the clause that
    looks (it adds no step of its own), so "and then" does not split it off."""
    body = strip_reminders(text).strip()
    return re.sub(rf" and then ({_BACK})", r" and \1", body, flags=re.I)


def unread(text: str, name: str = "") -> str | None:
    """The first clause of ``text`` no template reads (what a not-modelled reason names)."""
    body = _plain(text).replace("’", "'")
    body = re.sub(r"^you may ", "", body, flags=re.I)
    for sentence in _sentences(body):
        sentence = sentence.strip()
        if m := _INLINE.match(sentence):
            sentence = m[2]
        if m := _TIED.match(sentence):
            sentence = m[2]
        for clause in _THEN.split(sentence):
            clause = clause.strip().rstrip(".").strip()
            if clause and compile_text(clause, name)[0] is None:
                return clause
    return None


_DIG = re.compile(
    rf"^look at the top {_NUM} cards of your deck\. (?P<may>you may )?reveal an? "
    r"(?P<what>[\w ]+?) card from among them and (?P<to>put) it into your (?P<into>hand|memory)\. "
    rf"put the rest(?: of the cards)? {_UNDER} in any order\.?$",
    re.I,
)
_CARD_TYPES = ("ally", "action", "attack", "item", "weapon", "phantasia", "domain", "regalia")


def _dig(body: str) -> list[Step] | None:
    """ "Look at the top N ... reveal a <kind> card ... put the rest on the bottom" as one step."""
    m = _DIG.match(body)
    if not m or (n := number(m[1])) is None:
        return None
    words = m["what"].split()
    want: dict[str, Any] = {}
    if words[-1].lower() in _CARD_TYPES:
        want["type"] = [words.pop().lower()]
    subs = " ".join(words).split(" or ") if words else []
    if not all(re.fullmatch(r"[A-Z][\w']+", s) for s in subs) or not (subs or want):
        return None
    if subs:
        want["subtypes"] = subs
    step: Step = {"verb": "dig", "count": n, "want": want, "into": m["into"].lower()}
    if m["may"]:
        step["optional"] = True  # the verb asks; declining still puts the rest on the bottom
    return [step]


def compile_text(text: str, name: str = "") -> tuple[list[Step] | None, bool]:
    """Steps for a whole paragraph (every sentence understood), and whether it is optional."""
    body = _plain(text).replace("’", "'")  # curly and straight apostrophes
    if dug := _dig(body):
        return dug, False
    if body.lower().startswith("choose one"):
        from .grand_archive_modes import read_modes

        return read_modes(body, name), False
    optional = False
    if m := re.match(r"^you may (.+)$", body, re.I):
        optional, body = True, m[1][0].upper() + m[1][1:]
    steps: list[Step] = []
    sentences = _sentences(body)
    reflexive_from = None
    may_first = optional and any(re.match(r"^if you don't, ", x, re.I) for x in sentences[1:])
    if may_first:  # "You may X. If you don't, Y.": declining X must still reach Y
        optional, sentences[0] = False, "You may " + sentences[0][0].lower() + sentences[0][1:]
    if optional and len(sentences) > 1 and re.match(r"^if you do, ", sentences[1], re.I):
        # "You may X. If you do, Y.": declining skips both; Y happens only if X was done.
        rest = sentences[1][len("if you do, ") :]
        sentences[1] = rest[0].upper() + rest[1:]
        reflexive_from = 1
    if (optional or reflexive_from is not None) and any(
        _THEN_OPENS.match(x.strip()) for x in _SENTENCE.split(body)[1:]
    ):
        return None, optional  # would a "Then" sentence still happen when X is declined? unread
    for n, sentence in enumerate(sentences):
        if n == reflexive_from:
            first_conditional = len(steps)
        inline = None
        if m := _INLINE.match(sentence.strip()):  # "Class Bonus: ..." gates the rest in-line
            inline, sentence = f"[{m[1]}]", m[2]
        tied = None  # "You may X." later in the text, "If you do, Y.", "If you don't, Y."
        if (n or may_first) and n != reflexive_from and (m := _TIED.match(sentence.strip())):
            tied, sentence = m[1].lower(), m[2][0].upper() + m[2][1:]
        first_of_sentence = len(steps)
        for clause in _THEN.split(sentence.strip()):
            clause = clause.strip().rstrip(".").strip()
            if not clause:
                continue
            if (cond := _condition(clause, name)) is not None:
                # "If <condition>, <effect>": the effect happens only if it holds as it resolves
                compiled, _ = compile_text(cond[1], name)
                if compiled is None:
                    return None, optional
                for st in compiled:
                    st["condition"] = cond[0]
                steps.extend(compiled)
                continue
            if (
                _NEGATED_BANISHED.fullmatch(clause.lower())
                and steps
                and steps[-1]["verb"] == "negate"
            ):
                steps[-1]["to"] = "banishment"
                continue
            compiled = _clause(clause, name)
            if compiled is None and " and " in clause:
                parts = [c.strip() for c in clause.split(" and ", 1)]
                if parts[1].lower().startswith(("gets ", "gains ", "get ", "gain ")):
                    parts[1] = f"it {parts[1]}"  # "X gets +1 POWER and gains taunt ..."
                    lasting = " until end of turn"
                    if parts[1].lower().endswith(lasting) and not parts[0].lower().endswith(
                        lasting
                    ):
                        parts[0] += lasting
                halves = [_clause(c, name) for c in parts]
                if all(h is not None for h in halves):
                    compiled = [st for h in halves for st in h or []]
            if compiled is None or not _follows_look(compiled, steps):
                return None, optional
            steps.extend(compiled)
        if inline:
            for st in steps[first_of_sentence:]:
                st["inline"] = inline
        if tied and len(steps) > first_of_sentence:
            mine = steps[first_of_sentence:]
            if tied == "you may":  # asked as it resolves; the rest of the sentence follows it
                mine[0]["may"] = True
                for st in mine[1:]:
                    st["if_done"] = True
            else:
                key = "if_done" if tied == "if you do," else "if_not_done"
                for st in mine:
                    st[key] = True
    if reflexive_from is not None:
        for st in steps[first_conditional:]:
            st["if_done"] = True
    return (steps or None), optional


def _follows_look(compiled: list[Step], before: list[Step]) -> bool:
    """ "Put it into your graveyard" means the card just looked at; anywhere else it is unread."""
    if not compiled or compiled[0].pop("of", None) != "looked":
        return True
    return bool(before) and before[-1] == {"verb": "look_at_top", "count": 1}


def _condition(clause: str, name: str) -> tuple[dict[str, Any], str] | None:
    """ "If <condition>, <rest>" with a condition the engine can check; else None."""
    from .grand_archive_conditions import read_condition

    m = re.match(r"^if (?!you do\b|you don't\b)(.+?), (.+)$", clause, re.I | re.S)
    if not m or (cond := read_condition(m[1], name)) is None:
        return None
    return cond, m[2][0].upper() + m[2][1:]


def _clause(clause: str, name: str) -> list[Step] | None:
    """The first template that matches and understands the clause."""
    if m := re.match(r"^until end of turn, (.+ gets? [+-]\d+ ?(?:POWER|LIFE).*)$", clause, re.I):
        clause = f"{m[1]} until end of turn"  # the duration may come first
    if "LV" in clause:
        from .grand_archive_amounts import read_lv

        return read_lv(clause, lambda c: _clause(c, name))
    for pattern, build in _TEMPLATES:
        if (m := pattern.match(clause)) and (steps := build(m, name)) is not None:
            return steps
    return None


_COST_PART = re.compile(r"^\((\d+)\)$")


def compile_cost(cost: str, name: str) -> list[Step] | None:
    """An activation cost ("(2), REST", "Banish <name>") as cost steps, or None if not understood."""
    out: list[Step] = []
    for part in (p.strip() for p in cost.split(",")):
        if m := _COST_PART.match(part):
            out.append({"reserve": int(m[1])})
        elif part.upper() == "REST":
            out.append({"rest": True})
        elif name and part.lower() == f"banish {name.lower()}":
            out.append({"leave_self": "banishment"})
        elif name and part.lower() == f"sacrifice {name.lower()}":
            out.append({"leave_self": "graveyard"})
        else:
            from .grand_archive_costs import read_cost_part

            if (step := read_cost_part(part, name)) is None:
                return None
            out.append(step)
    return out


_REDUCE = re.compile(r"^this card costs (\d+) less to (activate|materialize)\.?$", re.I)
_REDUCE_EACH = re.compile(
    r"^this card costs (?P<n>\d+) less to activate for each (?:of up to (?P<cap>\w+) )?"
    r"(?P<what>.+?) you control\.?$",
    re.I,
)
_GETS = re.compile(
    r"^(?P<who>.+?) gets? (?P<a>[+-]\d+) ?(?P<sa>POWER|LIFE)(?: and (?P<b>[+-]\d+) ?(?P<sb>POWER|LIFE))?\.?$",
    re.I,
)
_SELF_WORDS = ("this ally", "this object", "this weapon", "this item", "this card")
_ENTERS_RESTED = re.compile(r"^(?P<who>.+?) enters the field rested\.?$", re.I)


def compile_static(text: str, name: str) -> list[Step] | None:
    """A card's own static ability: a cost reduction, or a stat bonus to itself; "as long as
    <condition>, ..." (or "... if / as long as <condition>") holds only while it is true."""
    from .grand_archive_conditions import read_condition

    body = strip_reminders(text).strip().replace("’", "'")
    cond = None
    if m := re.match(r"^(?:as long as|if) (.+?), (.+)$", body, re.I | re.S):
        cond, body = read_condition(m[1], name), m[2][0].upper() + m[2][1:]
    elif m := re.match(r"^(.+?),? (?:if|as long as) (.+?)\.?$", body, re.I | re.S):
        cond, body = read_condition(m[2], name), m[1]
    if m and cond is None:
        return None
    steps = _static(body, name)
    if steps and cond:
        for st in steps:
            st["condition"] = cond
    return steps


_HAS = re.compile(rf"^(?P<who>.+?) has ((?:{_KW})(?:(?:, and |, | and )(?:{_KW}))*)\.?$", re.I)


def _static(body: str, name: str) -> list[Step] | None:
    body = body.strip().rstrip(".")
    if m := re.match(
        r"^(.+? gets? [+-]\d+ ?(?:POWER|LIFE).*?),? and (?:it )?(has .+)$", body, re.I
    ):
        # "it gets +2 LIFE and has taunt": a stat bonus and a keyword, both while it applies
        who = m[1].split(" get")[0]
        first, second = _static(m[1], name), _static(f"{who} {m[2]}", name)
        return [*first, *second] if first and second else None
    if (m := _HAS.match(body)) and m["who"].strip().lower() in (name.lower(), "it", *_SELF_WORDS):
        return [
            {
                "verb": "has_keywords",
                "keywords": [k.lower() for k in re.split(r", and |, | and ", m[2])],
            }
        ]
    if m := _REDUCE_EACH.match(body):
        from .grand_archive_conditions import _objects

        unit = _objects(m["what"], name)
        cap = number(m["cap"]) if m["cap"] else None
        if unit is None or (m["cap"] and cap is None):
            return None
        step = {"verb": "reduce_cost", "amount": int(m["n"]), "per": {**unit, "controller": "you"}}
        if cap:
            step["up_to"] = cap
        return [step]
    if m := _REDUCE.match(body):
        step: Step = {"verb": "reduce_cost", "amount": int(m[1])}
        if m[2].lower() == "materialize":
            step["when"] = "materialize"
        return [step]
    if (m := _GETS.match(body)) and m["who"].strip().lower() in (name.lower(), "it", *_SELF_WORDS):
        step = {"verb": "grant_stats", m["sa"].lower(): int(m["a"])}
        if m["b"]:
            step[m["sb"].lower()] = int(m["b"])
        return [step]
    if (m := _ENTERS_RESTED.match(body)) and m["who"].strip().lower() in (
        name.lower(),
        *_SELF_WORDS,
    ):
        return [{"verb": "enters_rested"}]
    return None


from . import grand_archive_players as _players  # noqa: E402,F401 - registers its templates
