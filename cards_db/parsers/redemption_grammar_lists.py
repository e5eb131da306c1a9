"""Redemption target lists and possessives that the one-noun reader does not see whole.

"an Artifact, single color Site, or Fortress" and "up to 3 Sites and/or evil Fortresses" are
lists sharing the first determiner: the target is one card (or so many cards) fitting any
item. "A, B and C" with a plural ("all Heroes, Fortresses and Sites") is each card of every
item; with a singular ("a Hero and an Evil Character") it means both, which a single target
cannot say, so it is left alone. "opponent's evil card" is an opponent's card even without
"an"; "up to 2 of opponent's Heroes" is up to 2 opponent's Heroes.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

Phrase = Callable[[str], Any]

_DETERMINER = re.compile(r"^(a|an|one|any|all|each|every|up to \w+|any number of)\s+")
# Where items of a list part: ", ", ", or ", ", and/or ", " or ", " and/or ", ", and ", " and ".
_ITEM = re.compile(r",\s*(and/or|or|and)?\s*|\s+(and/or|or|and)\s+")
_FORMS = ("one", "all", "up_to")
_THEIRS = r"(?:an |each |one |any )?opponent'?s'?"
# Where a card is, in the wordings the location table of redemption_phrases did not have:
# "from an opponent's territory", "controlled by an opponent", "in play and set-aside area".
GRAMMAR_LOCATIONS = (
    (rf"from {_THEIRS} territor(?:y|ies) or (?:a )?set[- ]aside(?: area)?",
     {"zone": ["territory", "set_aside"], "side": "opponent"}),
    (rf"from {_THEIRS} territor(?:y|ies)", {"zone": "territory", "side": "opponent"}),
    (r"from (?:your )?territory", {"zone": "territory", "side": "self"}),
    (r"from (?:a |any |each )?territor(?:y|ies)", {"zone": "territory"}),
    (r"controlled by (?:an |each |any )?opponents?", {"side": "opponent"}),
    (r"in play (?:and|or) (?:in )?(?:a |the )?set[- ]aside(?: areas?)?", {"zone": ["play", "set_aside"]}),
    (r"from (?:a |an |any )?set[- ]aside area", {"zone": "set_aside"}),
)  # fmt: skip
# A possessive that opens a list covers every item of it ("your Heroes and Lost Souls").
WHOSE = r"(?:(?:your|(?:an )?opponent'?s'?|opposing)\s+)?"
_WHOSE = re.compile(r"^(?:your|(?:an )?opponent'?s'?|opposing)\s+")


def shared_list(w: str, where: dict[str, Any], phrase: Phrase) -> dict[str, Any] | None:
    """{form: {either: [...]}} for a list of three or more items (or two joined by "and/or")
    that share the first determiner; None when ``w`` is not such a list or an item is not
    understood (the caller goes on with its other readings)."""
    det = _DETERMINER.match(w)
    lead = det.group(0) if det else ""
    if whose := _WHOSE.match(w[len(lead) :]):  # "your good Kings, good Priests and ...": all yours
        lead += whose.group(0)
    body = w[len(lead) :]
    joints = list(_ITEM.finditer(body))
    if not joints or ("," not in body and "and/or" not in body):
        return None  # "a Hero or good Enhancement": the two-item readings handle it
    last = next(g for g in (joints[-1].group(1), joints[-1].group(2), "") if g is not None)
    if any((m.group(1) or m.group(2) or "") not in ("", last) for m in joints):
        return None  # "A or B and C": mixed joints are not one list
    if not lead and not body.endswith("s"):
        return None
    items = [p.strip() for p in _ITEM.split(body) if p and p.strip() and p not in _JOINS]
    if len(items) < 2 or any(_DETERMINER.match(it) for it in items):
        return None
    alts = [phrase((lead if det else "all " + lead) + it) for it in items]
    if any(not isinstance(a, dict) for a in alts):
        return None
    forms = {next(iter(a)) for a in alts}
    if len(forms) != 1 or not forms <= set(_FORMS):
        return None
    form = forms.pop()
    if last == "and" and form != "all" or last == "and/or" and form == "one":
        return None  # "a Hero, Site and/or Fortress": each of them, not one of them
    specs = [a[form]["spec"] if form == "up_to" else a[form] for a in alts]
    if any("either" in sp or "zone" in sp or "except" in sp for sp in specs):
        return None  # one location, given once for the whole list; no lists in lists
    either = {"either": [{**where, **sp} for sp in specs], **where}
    if form == "up_to":
        counts = {a["up_to"]["count"] for a in alts}
        return {"up_to": {"count": counts.pop(), "spec": either}} if len(counts) == 1 else None
    return {form: either}


_JOINS = {"and/or", "or", "and"}
_OF_WHOSE = re.compile(
    r"^(up to \w+|\w+) of (opponent'?s'?|an opponent'?s'?|their|your)\s+(?=\S+s\b)", re.I
)
_BARE_WHOSE = re.compile(r"^(opponent'?s'?|opposing)\s+(?=.*[^s]$)", re.I)


def possessive(words: str) -> str:
    """ "up to 2 of opponent's Heroes" -> "up to 2 opponent's Heroes"; "opponent's evil
    card" -> "an opponent's evil card" (one card an opponent controls)."""
    text = words.strip()
    if m := _OF_WHOSE.match(text):
        whose = m.group(2).lower()
        side = "your" if whose == "your" else "opponent's"  # "their" is the opponent they name
        return f"{m.group(1)} {side} {text[m.end() :]}"
    if _BARE_WHOSE.match(text):
        return "an " + text
    return words


def placed(found: Any) -> bool:
    """Does a description (or any alternative of it) say where the card is or whose it is?
    A search reads its own piles: "a Roman from deck or a Curse" must not hide "from deck"
    inside one alternative while the search looks only in the pile named last."""
    if not isinstance(found, dict):
        return True  # "self": a fixed card is not searched for
    form, inner = next(iter(found.items()))
    inner = inner["spec"] if form == "up_to" else inner
    alts = [inner, *inner.get("either", [])]
    return any({"zone", "side"} & set(alt) for alt in alts)


_PILES = {"deck": "deck", "draw pile": "deck", "discard pile": "discard", "reserve": "reserve"}
_PILE = r"(?:your )?(deck|draw pile|discard pile|reserve)"
_TAKE_EITHER = re.compile(rf"^take (.+?) from {_PILE},? or (.+?) from {_PILE}$")


def take_either(low: str, phrase: Phrase) -> list[dict[str, Any]] | None:
    """ "take A from deck or B from Reserve": one card, A from the player's deck or B from
    their Reserve (Search); each alternative keeps its own pile."""
    m = _TAKE_EITHER.match(low)
    if m is None:
        return None
    alts = []
    for words, pile in ((m.group(1), m.group(2)), (m.group(3), m.group(4))):
        found = phrase(words)
        if not isinstance(found, dict) or "one" not in found or placed(found):
            return None
        if "either" in found["one"]:
            alts += [{**alt, "zone": _PILES[pile]} for alt in found["one"]["either"]]
        else:
            alts.append({**found["one"], "zone": _PILES[pile]})
    zones = list(dict.fromkeys(alt["zone"] for alt in alts))
    return [{"verb": "search", "find": {"either": alts}, "zones": zones}]


_PILE3 = re.compile(rf"\b(from|search) {_PILE}, {_PILE},? (?:or|and/or) {_PILE}(?=\s|$)", re.I)


def three_piles(text: str, clause: Callable[[str], Any]) -> Any:
    """ "take X from deck, discard pile or Reserve": the clause read with the first two piles,
    then the third added to where it looks (one card, from any of the three piles)."""
    m = _PILE3.search(text)
    if m is None:
        return None
    first, second, third = (_PILES[p.lower()] for p in m.group(2, 3, 4))
    if len({first, second, third}) < 3:
        return None
    variant = f"{text[: m.start()]}{m.group(1)} {m.group(2)} or {m.group(3)}{text[m.end() :]}"
    compiled = clause(variant)
    if compiled is None:
        return None
    steps = [dict(st) for st in compiled[0]]
    widened = [st for st in steps if st.get("zones") == [first, second]]
    if len(widened) != 1:
        return None
    widened[0]["zones"] = [first, second, third]
    return steps, compiled[1], compiled[2]


_ADJ = (
    r"(?:good|evil|neutral|pale green|red|blue|gold|purple|green|white|silver|teal|clay|orange|"
    r"crimson|black|brown|gray|grey|o\.t\.?|n\.t\.?)"
)
_ADJ_AND = re.compile(rf"\b({_ADJ}) and ({_ADJ})(?=(?: [\w.'-]+)*? \w+s\b)", re.I)
_EC_CHARACTERS = re.compile(r"\bevil character characters\b", re.I)


def plain_words(words: str) -> str:
    """Wordings that say the same as one the reader knows: "evil and neutral cards" (every card
    that is evil, and every one that is neutral) is "evil or neutral cards"; the export's
    "Evil Character Characters" is evil characters."""
    words = _EC_CHARACTERS.sub("Evil Characters", words)
    return _ADJ_AND.sub(r"\1 or \2", words.strip())
