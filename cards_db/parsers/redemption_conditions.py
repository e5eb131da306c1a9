"""More "If …," conditions of Redemption texts, and the conditions of "cannot be …" riders.

``conditions`` reads the conditions ``redemption_phrases._condition`` does not: counts ("more
than one Hero is in battle", "you control 3 or more good Fortresses"), "alone", whose turn it
is, the size of a hand or deck, what an opponent controls, a user named or blocking. Each
becomes ``require`` steps that ``engine.games.redemption.conditions`` checks against the state
when the ability activates (or, for a rider, when the negate, prevent or interrupt is tried).
Conditions that need facts the export does not record (human, male, meek …) never compile:
the description reader refuses those words.

``rider_condition`` reads what limits a rider: "if <condition>", "unless <condition>",
"by <description>" (the card that tries), "in battle" / "during battle".
"""

from __future__ import annotations

import json
import re
from typing import Any

from .redemption_conditions_board import board_condition
from .redemption_phrases import BARE_NOUNS, target_phrase

Steps = list[dict[str, Any]]


def _asks_facts(found: Any) -> bool:
    """Does a compiled part ask a fact no data column records (human, gender, meek)? Those
    are checked only where the engine's facts module looks (a step's own descriptions); a
    rider, a bracketed alternative or one of two conditions is not such a place, so such a
    part stays shown as printed."""
    return '"facts"' in json.dumps(found)


_COUNT_WORDS = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10,
}  # fmt: skip


def _number(word: str) -> int | None:
    return int(word) if word.isdigit() else _COUNT_WORDS.get(word)


def _at_least(words: str) -> int | None:
    """ "more than one" -> 2, "3 or more" / "at least 3" -> 3; None for other words."""
    if m := re.fullmatch(r"more than (\w+)", words):
        n = _number(m.group(1))
        return n + 1 if n is not None else None
    if m := re.fullmatch(r"(\w+) or more|at least (\w+)", words):
        return _number(m.group(1) or m.group(2))
    return None


_COUNT = re.compile(r"^(more than \w+|\w+ or more|at least \w+) (.+)$")
_WHERE = {
    "in battle": {"zone": "battle"},
    "in the field of battle": {"zone": "battle"},
    "in play": {"zone": "play"},
    "in territory": {"zone": "territory"},
    "in your territory": {"zone": "territory", "side": "self"},
}


def _spec(words: str, where: dict[str, Any]) -> dict[str, Any] | None:
    """The description of a card a condition names, with where it must be; None when a word
    is not understood or the words name no kind of card in play."""
    found = target_phrase(f"a {words}") or target_phrase(words)
    if not isinstance(found, dict):
        return None
    form, spec = next(iter(found.items()))
    if form not in ("one", "all") or "zone" in spec or "except" in spec:
        return None
    if any("either" in alt for alt in spec.get("either", [])):
        return None
    return {**spec, **where}


def _plural(words: str) -> str:
    """ "Heroes" -> "Hero", "Evil Characters" -> "Evil Character" for a description reader
    that takes a single card ("a Hero")."""
    w = re.sub(r"heroes$", "hero", words, flags=re.I)
    return re.sub(r"(characters|fortresses|sites|artifacts|enhancements|souls)$",
                  lambda m: m.group(1)[:-2] if m.group(1).endswith("sses") else m.group(1)[:-1],
                  w, flags=re.I)  # fmt: skip


def _count(low: str) -> Steps | None:
    """ "more than one Hero is in battle", "2 or more good brigades ..." (cards only)."""
    if m := re.fullmatch(r"(more than \w+|\w+ or more|at least \w+) (.+?) (?:is|are) (in .+)", low):
        n, where = _at_least(m.group(1)), _WHERE.get(m.group(3))
        spec = _spec(_plural(m.group(2)), where) if n and where is not None else None
        if spec is not None:
            return [{"verb": "require", "when": "count", "spec": spec, "at_least": n}]
    if m := re.fullmatch(
        r"(you|holder|opponent|an opponent|your opponent) (?:controls?|ha(?:s|ve)) "
        r"(more than \w+|\w+ or more|at least \w+) (.+?)(?: in play)?",
        low,
    ):
        n = _at_least(m.group(2))
        side = "self" if m.group(1) in ("you", "holder") else "opponent"
        spec = _spec(_plural(m.group(3)), {"side": side}) if n else None
        if spec is not None and "cards in" not in m.group(3):
            return [{"verb": "require", "when": "count", "spec": spec, "at_least": n}]
    if m := re.fullmatch(r"opposed by (more than \w+|\w+ or more|at least \w+) (.+)", low):
        n = _at_least(m.group(1))
        spec = _spec(_plural(m.group(2)), {"zone": "battle", "side": "opponent"}) if n else None
        if spec is not None:
            return [{"verb": "require", "when": "count", "spec": spec, "at_least": n}]
    return None


_PILES = {"hand": "hand", "deck": "deck", "draw pile": "deck"}


def _pile(low: str) -> Steps | None:
    """ "opponent has less than ten cards in deck", "opponent's deck has 10 or fewer cards",
    "opponent has 8 or more cards in hand": the size of a player's hand or deck."""
    who = r"(you|holder|opponent|an opponent|your opponent)"
    m = re.fullmatch(
        who + r" ha(?:s|ve) (less than|fewer than|more than|at least)? ?(\w+)"
        r"(?: or (more|fewer|less))? cards in (?:their |your |his )?(hand|deck|draw pile)",
        low,
    )
    if m:
        whose, size, word, pile = m.group(1), m.group(3), m.group(2) or m.group(4), m.group(5)
    elif m := re.fullmatch(
        r"(your|opponent's|an opponent's|your opponent's) (deck|draw pile|hand) (?:has|contains) "
        r"(less than|fewer than|more than|at least)? ?(\w+)(?: or (more|fewer|less))? cards?",
        low,
    ):
        whose, pile, word, size = m.group(1), m.group(2), m.group(3) or m.group(5), m.group(4)
    else:
        return None
    n = _number(size)
    if n is None or word is None:
        return None
    bound = {
        "less than": ("at_most", n - 1), "fewer than": ("at_most", n - 1),
        "fewer": ("at_most", n), "less": ("at_most", n),
        "more than": ("at_least", n + 1), "at least": ("at_least", n), "more": ("at_least", n),
    }[word]  # fmt: skip
    who_side = "self" if whose in ("you", "your", "holder") else "opponent"
    step = {"verb": "require", "when": "pile", "pile": _PILES[pile], "whose": who_side}
    return [step | {bound[0]: bound[1]}]


def _controls(low: str) -> Steps | None:
    """ "an opponent controls a Canaanite", "holder has a Samaria Site in play",
    "you control no Heroes": a card so described in play on one side (or none)."""
    m = re.fullmatch(
        r"(you|holder|opponent|an opponent|your opponent) (?:controls?|ha(?:s|ve)) "
        r"(no |an? |another )(.+?)(?: in play)?",
        low,
    )
    if m is None or re.search(r"\bcards? in\b|advantage|\bturn\b", m.group(3)):
        return None
    side = "self" if m.group(1) in ("you", "holder") else "opponent"
    det = m.group(2).strip()
    spec = _spec(_plural(m.group(3)) if det == "no" else m.group(3), {"side": side})
    if spec is None:
        return None
    if det == "another":
        if not _is_character_text():
            return None
        spec["not_self"] = True
    return [{"verb": "require", "when": "absent" if det == "no" else "present", "spec": spec}]


def _is_character_text() -> bool:
    """Is the card being read a character ("another" then means other than this card)?"""
    return "self" in BARE_NOUNS.get().values()


def _used_by(text: str) -> Steps | None:
    """ "used by Job or a Revelation Hero", "used by a blocking prophet", "used by a disciple
    in battle": the character an enhancement is used by, and what else must hold of it."""
    m = re.fullmatch(r"used by (.+?)( in battle)?", text, re.I)
    if m is None:
        return None
    words, extra = m.group(1), [{"verb": "require", "when": "in_battle"}] if m.group(2) else []
    if w := re.match(r"^(?:a|an) (blocking|attacking) ", words, re.I):
        extra.append({"verb": "require", "when": w.group(1).lower()})
        words = "a " + words[w.end() :]
    parts = re.split(r",? or (?=(?:a |an )?)", words)
    specs = []
    for part in parts:
        found = target_phrase(part)
        if not isinstance(found, dict) and not re.match(r"^(?:a|an) ", part, re.I):
            found = target_phrase("a " + part)  # "a Pharisee or Sadducee": one article
        if not isinstance(found, dict) or "one" not in found and "all" not in found:
            return None
        spec = next(iter(found.values()))
        if set(spec) - {"type", "brigade", "alignment", "testament", "book", "name", "traits"}:
            return None
        specs.append(spec)
    if len(specs) == 1 and not extra:
        return None  # the reader of redemption_phrases already takes this form
    spec = specs[0] if len(specs) == 1 else {"either": specs}
    return [{"verb": "require", "when": "used_by", "spec": spec}, *extra]


_SIMPLE: dict[str, Steps] = {
    "alone": [{"verb": "require", "when": "alone"}],
    "this character is alone": [{"verb": "require", "when": "alone"}],
    "blocking alone": [
        {"verb": "require", "when": "blocking"},
        {"verb": "require", "when": "alone"},
    ],
    "this character is blocking alone": [
        {"verb": "require", "when": "blocking"},
        {"verb": "require", "when": "alone"},
    ],
    "attacking alone": [
        {"verb": "require", "when": "attacking"},
        {"verb": "require", "when": "alone"},
    ],
    "it is your turn": [{"verb": "require", "when": "turn", "whose": "self"}],
    "it is opponent's turn": [{"verb": "require", "when": "turn", "whose": "opponent"}],
    "it is your opponent's turn": [{"verb": "require", "when": "turn", "whose": "opponent"}],
    "it is an opponent's turn": [{"verb": "require", "when": "turn", "whose": "opponent"}],
    "making a rescue attempt": [{"verb": "require", "when": "attacking"}],
    "using this character to block": [{"verb": "require", "when": "blocking"}],
    "played during battle": [{"verb": "require", "when": "in_battle"}],
    "played during the battle phase": [{"verb": "require", "when": "in_battle"}],
    "used during the battle phase": [{"verb": "require", "when": "in_battle"}],
    "opponent has more cards in hand than you": [{"verb": "require", "when": "hand_advantage"}],
    "your opponent has more cards in hand than you": [
        {"verb": "require", "when": "hand_advantage"}
    ],
    "an opponent has more cards in hand than you": [{"verb": "require", "when": "hand_advantage"}],
}


def conditions(text: str) -> Steps | None:
    """The ``require`` steps of one condition this module reads, or None."""
    text = " ".join(text.replace("’", "'").split()).strip().rstrip(",")
    low = text.lower()
    if low in _SIMPLE:
        return [dict(step) for step in _SIMPLE[low]]
    if "or if " in low and (either := _either(text)) is not None:
        return either
    if (board := board_condition(text)) is not None:  # negated, discard pile, lone ...
        return board
    if low.startswith("used by "):
        return _used_by(text)
    if m := re.fullmatch(r"there (?:is|are) (another|an?|no) (.+?) (in .+)", low):
        where = _WHERE.get(m.group(3))
        det = m.group(1)
        spec = _spec(m.group(2), where) if where is not None else None
        if spec is None or det == "another" and not _is_character_text():
            return None
        if det == "another":
            spec["not_self"] = True
        return [{"verb": "require", "when": "absent" if det == "no" else "present", "spec": spec}]
    if m := re.fullmatch(r"opposed by (an? .+)", low):
        spec = _spec(m.group(1)[m.group(1).index(" ") + 1 :], {"zone": "battle"})
        if spec is not None:
            spec["side"] = "opponent"
            return [{"verb": "require", "when": "present", "spec": spec}]
    if found := _names_present(text):
        return found
    if m := re.fullmatch(r"(.+?) is in play or set aside", text, re.I):  # either place
        spec = _spec(m.group(1), {"zone": ["play", "set_aside"]})
        if spec is not None and spec.get("name"):
            return [{"verb": "require", "when": "present", "spec": spec}]
    for reader in (_count, _pile, _controls, _souls, _brigades):
        if (found := reader(low)) is not None:
            return found
    return None


def _names_present(text: str) -> Steps | None:
    """ "Babylon or The Harlot is in play", "Paul or Silas are in battle": a card of one of
    the names there (each name one the card's text is known to use)."""
    m = re.fullmatch(r"(.+?) (?:is|are) (in play|in battle)", text, re.I)
    if m is None or not re.search(r" or |, ", m.group(1)):
        return None
    specs = []
    for part in re.split(r",? or |, ", m.group(1)):
        found = target_phrase(part)
        if not isinstance(found, dict) or not (found.get("one") or {}).get("name"):
            return None
        specs.append(found["one"])
    where = {"zone": "battle" if m.group(2).lower() == "in battle" else "play"}
    return [{"verb": "require", "when": "present", "spec": {"either": specs, **where}}]


def _either(text: str) -> Steps | None:
    """ "used by a prophet (or if played in battle)", "A or if B": either condition will do."""
    from .redemption_phrases import _conditions

    m = re.fullmatch(r"(.+?),? \(?or if (.+?)\)?", text, re.I)
    if m is None:
        return None
    first, second = _conditions(m.group(1)), _conditions(m.group(2))
    if not first or not second or _asks_facts([first, second]):
        return None
    return [{"verb": "require", "when": "either", "any_of": [first, second]}]


_BEHIND = (
    r"(?:you|holder) (?:have|has) fewer redeemed souls than (?:your |an |the )?opponents?",
    r"(?:your |an |the )?opponents? (?:has|have) redeemed soul advantage",
    r"(?:your |an |the )?opponents? (?:has|have) more redeemed souls than (?:you|holder)",
)


def _souls(low: str) -> Steps | None:
    """The ability's player has fewer redeemed souls than an opponent (however printed)."""
    if any(re.fullmatch(p, low) for p in _BEHIND):
        return [{"verb": "require", "when": "souls_behind"}]
    return None


def _brigades(low: str) -> Steps | None:
    """ "2 or more good brigades are in battle", "opponent controls 3 or more good brigades":
    how many different brigades the good (or evil) cards there have."""
    m = re.fullmatch(
        r"(?:(opponent|an opponent|you|holder) (?:controls?|ha(?:s|ve)) )?"
        r"(more than \w+|\w+ or more|at least \w+) (good|evil) brigades(?: (?:are )?(in battle|in play))?",
        low,
    )
    if m is None or (m.group(1) is None) == (m.group(4) is None) and m.group(1) is None:
        return None
    n = _at_least(m.group(2))
    if n is None:
        return None
    spec: dict[str, Any] = {"alignment": [m.group(3)]}
    if m.group(4) == "in battle":
        spec["zone"] = "battle"
    if m.group(1):
        spec["side"] = "self" if m.group(1) in ("you", "holder") else "opponent"
    return [{"verb": "require", "when": "brigades", "spec": spec, "at_least": n}]


# ----------------------------------------------------------------------------- riders
_BY = re.compile(r"^by (.+?)(?: if (.+))?$", re.I)


def rider_condition(qualifier: str) -> dict[str, Any] | None:
    """What limits a "cannot be …" rider (see _rider_condition); None when a part is not
    understood."""
    return _rider_condition(qualifier)  # a stated fact is checked (conditions.rider_verdict)


def _rider_condition(qualifier: str) -> dict[str, Any] | None:
    """What limits a "cannot be …" rider, as the rider's value: ``{"if": steps}``,
    ``{"unless": steps}``, ``{"by_spec": spec}`` (the card that tries must fit), combined
    ``{"by_spec": …, "if": …}``; ``words`` keeps the qualifier for the trace. None when a
    word is not understood (the sentence then stays an ability shown as printed)."""
    from .redemption_phrases import _conditions  # the shared condition reader (and this one)

    q = " ".join(qualifier.replace("’", "'").split()).strip().rstrip(".,")
    low = q.lower()
    out: dict[str, Any] = {"words": q}
    if low in ("in battle", "if played in battle", "if in battle"):
        return out | {"if": [{"verb": "require", "when": "in_battle"}]}
    if low in ("during battle", "during the battle phase", "during a battle"):
        return out | {"if": [{"verb": "require", "when": "battle"}]}
    if m := re.match(r"^(if|unless|while) (.+)$", q, re.I):
        steps = _conditions(m.group(2))
        key = "unless" if m.group(1).lower() == "unless" else "if"
        return out | {key: steps} if steps else None
    if m := _BY.match(q):
        found = target_phrase(m.group(1))
        if not isinstance(found, dict):
            return None
        form, spec = next(iter(found.items()))
        if form not in ("one", "all") or "zone" in spec or "side" in spec or not spec:
            return None
        out["by_spec"] = spec
        if m.group(2):
            steps = _conditions(m.group(2))
            if not steps:
                return None
            out["if"] = steps
        return out
    return None


# ------------------------------------------------------------ bracketed alternatives
_ALTERNATIVE = re.compile(r"\s*\(or ([^()]+?) if ([^()]+)\)", re.I)
_LEAD = re.compile(r"^(?:if [^,]+, )?(?:you may |holder may )?", re.I)
_PILE = re.compile(r"(?:your )?(?:deck|draw pile|discard pile|reserve)", re.I)
_PILE_END = re.compile(r"\b(?:deck|draw pile|discard pile|reserve)$", re.I)


def alternative(sentence: str, compile_one: Any) -> tuple[Steps, bool, str] | None:
    """ "Draw 1 (or 2 if used by Boaz)": the printed effect, and the one the brackets put in
    its place when their condition holds, as one ``branch`` step (engine branch.py). The
    bracketed words replace the fewest words just before them that make a sentence the
    reader compiles to the same verbs ("1" -> "2", "a Hero" -> "all Heroes"), or the whole
    clause ("Discard a Hero (or banish a Hero if …)"). None when any part does not compile."""
    m = _ALTERNATIVE.search(sentence)
    if m is None or _ALTERNATIVE.search(sentence, m.end()):
        return None
    from .redemption_phrases import _conditions

    condition = _conditions(m.group(2))
    before, after = sentence[: m.start()], sentence[m.end() :]
    base = compile_one(before + after)
    if not condition or base is None or _asks_facts(condition):
        return None
    steps, optional, kind = base
    lead = _LEAD.match(before)
    start = lead.end() if lead else 0
    words = before.split(" ")
    head = len(before[:start].split(" ")) - 1 if start else 0
    texts = [
        " ".join([*words[:cut], m.group(1)]) + after for cut in range(len(words) - 1, head - 1, -1)
    ]
    cuts = list(range(len(words) - 1, head - 1, -1))
    if _PILE.fullmatch(m.group(1)) and _PILE_END.search(before):
        texts, cuts = [f"{before} or {m.group(1)}{after}"], [len(words)]  # "deck (or Reserve": both
    for cut, text in zip(cuts, texts, strict=True):
        alt = compile_one(text)
        if alt is None or alt[1] != optional or alt[2] != kind:
            continue
        base_verbs = [st["verb"] for st in steps]
        alt_verbs = [st["verb"] for st in alt[0]]
        n = sum(1 for st in steps if st["verb"] == "require")
        if alt[0][:n] != steps[:n] or (alt_verbs != base_verbs and cut != head):
            continue  # the same leading conditions; other verbs only for a whole clause
        if alt[0][n:] == steps[n:] or _asks_facts([alt[0][n:], steps[n:]]):
            continue  # the brackets changed nothing the reader sees, or ask a fact
        branch = {
            "verb": "branch",
            "if": condition,
            "then": alt[0][n:],
            "else": steps[n:],
            "words": f"or {m.group(1)} if {m.group(2)}",
            "choice": cut != len(words),  # a replacement, not an added place
        }
        return [*steps[:n], branch], optional, kind
    return None
