"""Grand Archive clauses about every player or about memory, read into steps:
"Each player discards a card" (and draws, recovers, mills, sacrifices) as one ``each_player``
step holding what each does as "you"; "Return a card / up to three cards / all cards from your
memory to your hand" as ``memory_to_hand``."""

from __future__ import annotations

import re
from typing import Any

from .grand_archive_effects import _NUM, _clause, number, template

Step = dict[str, Any]
# "<player> discards" -> "discard": the verbs each player may be told to do
_THIRD = {"discards": "discard", "draws": "draw", "recovers": "recover", "puts": "put"}
_THIRD.update(sacrifices="sacrifice", banishes="banish", glimpses="glimpse")


@template(r"^each player (discards|draws|recovers|puts|sacrifices|glimpses) (.+)")
def _each_player(m: re.Match[str], name: str) -> list[Step] | None:
    rest = re.sub(r"\btheir\b", "your", m[2], flags=re.I)
    steps = _clause(f"{_THIRD[m[1].lower()]} {rest}", name)
    if not steps or len(steps) != 1 or steps[0]["verb"] == "each_player":
        return None
    step = steps[0]
    target = step.get("target")
    if target is not None and not (isinstance(target, dict) and target["unit"].get("chosen")):
        return None  # "each player sacrifices an ally": chosen by each, never one target
    if step.get("player", "you") != "you":
        return None
    return [{"verb": "each_player", "do": step}]


@template(rf"^return (up to )?{_NUM} cards? from your memory to your hand")
def _memory_to_hand(m: re.Match[str], name: str) -> list[Step] | None:
    n = number(m[2])
    if n is None:
        return None
    step: Step = {"verb": "memory_to_hand", "count": n}
    if m[1]:
        step["up_to"] = True
    return [step]


@template(r"^return all cards from your memory to your hand")
def _all_memory_to_hand(m: re.Match[str], name: str) -> list[Step] | None:
    return [{"verb": "memory_to_hand", "all": True}]


_CARD_TYPES = ("ally", "action", "attack", "item", "weapon", "phantasia", "domain", "regalia")


@template(
    r"^materialize an? (?P<what>(?:[\w']+ )*?)card(?: with memory cost (?P<cost>\d+))? "
    r"from your material deck"
)
def _materialize(m: re.Match[str], name: str) -> list[Step] | None:
    """Materialize a card of a named kind (and memory cost) from the material deck."""
    words = m["what"].split()
    want: dict[str, Any] = {}
    if words and words[-1].lower() in _CARD_TYPES:
        want["type"] = [words.pop().lower()]
    if words:
        if len(words) != 1 or not re.fullmatch(r"[A-Z][\w']+", words[0]):
            return None
        want["subtypes"] = words
    step: Step = {"verb": "materialize", "want": want}
    if m["cost"]:
        step["memory_cost"] = int(m["cost"])
    return [step]


_THAT_STATES = ("rested", "awake", "attacking", "defending", "damaged")


@template(r"^if (?:that|the) (?:unit|ally|object|champion|weapon) is (?P<what>.+?), (?P<rest>.+)")
def _if_that(m: re.Match[str], name: str) -> list[Step] | None:
    """ "If that ally is a Shenju, recover 2": checked on the object named before. An effect
    "instead" of the earlier one replaces it, which this does not read."""
    from .grand_archive_effects import _target

    rest = m["rest"].strip().rstrip(".")
    if rest.lower().endswith(" instead") or " instead " in rest.lower():
        return None
    what = m["what"].strip()
    if what.lower() in _THAT_STATES:
        that: dict[str, Any] = {"state": what.lower(), "type": ["ally", "champion"]}
    else:
        words = re.sub(r"^(an?) ", "", what, flags=re.I)
        if re.fullmatch(r"(?-i:[A-Z][\w']+)(?: or an? (?-i:[A-Z][\w']+))+", words):
            words = re.sub(r" or an? ", " or ", words)  # "an Animal or a Beast"
        if not re.search(r"\b(unit|ally|object|champion|weapon|item)$", words, re.I):
            words += " object"
        t = _target(f"a {words}", name)
        if not isinstance(t, dict):
            return None
        that = dict(t["unit"])
        that.pop("chosen", None)
        that.pop("controller", None)
    steps = _clause(rest[0].upper() + rest[1:], name)
    if not steps:
        return None
    for step in steps:
        if step.get("target", "same") not in ("same", "self", "your_champion", "opponent_champion"):
            return None
    return [{"verb": "if_that", "that": that, "words": what, "do": steps}]


@template(r"^wake (it|them) up")
def _wake_it(m: re.Match[str], name: str) -> list[Step] | None:
    """ "wake it up": the object named before."""
    return [{"verb": "wake_up", "target": "same"}]


@template(
    r"^prevent the next (\d+) (?:(combat|non-combat) )?damage that would be dealt to (.+?) this turn"
)
def _prevent_kind(m: re.Match[str], name: str) -> list[Step] | None:
    """Shields only against combat or non-combat damage, or on each unit / ally you control."""
    from .grand_archive_effects import _target

    step: Step = {"verb": "prevent_damage", "amount": int(m[1])}
    if m[2]:
        step["only"] = m[2].lower()
    if each := re.fullmatch(r"each (unit|ally) you control", m[3], re.I):
        step.update(each=each[1].lower(), controller="you")
    elif (t := _target(m[3], name)) is not None and m[2]:
        step["target"] = t
    else:
        return None  # a plain shield on one target is the older template's
    return [step]


@template(r"^this attack gets ([+-]\d+) ?POWER")
def _this_attack(m: re.Match[str], name: str) -> list[Step] | None:
    return [{"verb": "this_attack_power", "amount": int(m[1])}]


@template(
    r"^(?:until end of turn, )?(.+?)(?:'s|’s) attacks get ([+-]\d+) ?POWER(?: until end of turn)?"
)
def _attacks(m: re.Match[str], name: str) -> list[Step] | None:
    """A unit's attacks get a POWER change; only the until-end-of-turn duration is read."""
    from .grand_archive_effects import _target

    if "until end of turn" not in m[0].lower():
        return None
    t = _target(m[1], name)
    if t is None:
        return None
    return [{"verb": "attacks_power", "amount": int(m[2]), "target": t}]


@template(r"^banish target card (?:in|from) a graveyard")
def _banish_graveyard_card(m: re.Match[str], name: str) -> list[Step] | None:
    """A card target in any graveyard (not an object): chosen at activation. "Up to one
    target card" may also be activated with none, which this does not read."""
    return [{"verb": "banish", "target": {"card": {"zone": "graveyard"}}}]


@template(rf"^remove {_NUM} ([a-z]+) counters? from (.+)")
def _remove_counter(m: re.Match[str], name: str) -> list[Step] | None:
    """ "Remove a preparation counter from your champion": fewer there and it is not done."""
    from .grand_archive_effects import _target

    n, t = number(m[1]), _target(m[3], name)
    if not n or t is None:
        return None
    return [{"verb": "remove_counter", "counter": m[2].lower(), "amount": n, "target": t}]


@template(r"^until end of turn, (?:(?P<sub>(?-i:[A-Z][\w']+)) )?allies enter the field rested")
def _allies_enter_rested(m: re.Match[str], name: str) -> list[Step] | None:
    step: Step = {"verb": "allies_enter_rested"}
    if m["sub"]:
        step["subtypes"] = [m["sub"]]
    return [step]
