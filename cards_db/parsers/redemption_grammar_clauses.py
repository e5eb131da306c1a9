"""Redemption clause shapes built from clauses the one-clause reader already understands.

"Negate and reserve an evil card", "Negate and remove a demon from the game": one target,
negated first and then acted on by the second verb (REG Negate: the negated card's abilities
stop, and the card is then moved as the verb says). The second clause is read whole
("reserve an evil card"), so any verb that reads alone may follow "negate and".

A fixed card ("this card", the character an enhancement is on) is not declared as a target,
so a clause acting on it may follow one that changes the game ("Draw 1 and discard this
card"): nothing about which card it is can change in between (Special Ability, Target).

Choices the player makes as the ability activates, before targets are declared (Special
Ability), each built from readings that compile on their own: whose deck "a deck" is, "A and
you may B" (both, or A alone), "X (or Y)" (the printed reading or the one in brackets) and
"negate or banish X" (which verb). "Look at opponent's hand: VERB a card" acts on that hand;
the sentences after "Select up to N:" are modes, not abilities (none is compiled alone).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

Steps = list[dict[str, Any]]
Compiled = tuple[Steps, bool, str]
Clause = Callable[[str], Compiled | None]

_NEGATE_AND = re.compile(r"^negate and (?!negate\b)(.+)$", re.I)
FIXED = ("self", "bearer")  # targets that are never declared: the card itself, its bearer
_NOT_AFTER_NEGATE = {"band", "choose", "interrupt", "require", "negate"}


def negate_and(text: str, clause: Clause) -> Compiled | None:
    """ "negate and VERB TARGET": the target negated, then VERB done to it; None when the
    words after "negate and" are not one targeted clause."""
    m = _NEGATE_AND.match(text.strip())
    if m is None:
        return None
    then = clause(m.group(1))
    if then is None or then[1] or then[2] != "special" or len(then[0]) != 1:
        return None
    step = dict(then[0][0])
    target = step.get("target")
    if not isinstance(target, dict) or step.get("verb") in _NOT_AFTER_NEGATE:
        return None
    return [{"verb": "negate", "target": target}, step], False, "special"


def declared_first(steps: Steps) -> bool:
    """Are the targets to declare declared before the first step that changes anything? A
    fixed card (this card, its bearer) is no declared target and may come later."""
    chosen = [i for i, st in enumerate(steps) if st.get("target") not in (None, *FIXED)]
    return not chosen or all(
        st.get("target") is not None or st.get("verb") in _UNCHANGING for st in steps[: chosen[0]]
    )


_UNCHANGING = {"look", "require"}  # steps that change nothing a declaration depends on


_UP_TO = re.compile(r"\bup to\b|\bany number of\b", re.I)


def exact_cost_ok(words: str, steps: Steps) -> bool:
    """ "Banish 3 evil cards to ...": a cost of an exact number is paid in full or not at all
    (REG Cost), but a numbered target acts on as many as there are (up to that many); such a
    cost is left unread rather than counted paid with fewer cards."""
    counted = any(isinstance(st.get("target"), dict) and "up_to" in st["target"] for st in steps)
    return not counted or bool(_UP_TO.search(words))


_ANY_DECK = re.compile(r"\b(of|from) (?:a|any) (deck|draw pile)\b", re.I)
_OWNERS = ("your", "opponent's")
MAX_OPTIONS = 4  # what a choice step may offer (verbs.ChooseArgs)


def any_deck(text: str, compound: Clause) -> Compiled | None:
    """ "Discard the top 2 cards of a deck": the player chooses whose deck as the ability
    activates, so this is a choice between the same clause on their own deck and on their
    opponent's (Special Ability). A choice already in the sentence ("... of a deck or draw
    2") is widened with both readings."""
    found = list(_ANY_DECK.finditer(text))
    if len(found) != 1:
        return None
    m = found[0]
    options: list[dict[str, Any]] = []
    optional, kinds = False, set()
    for whose in _OWNERS:
        variant = f"{text[: m.start()]}of {whose} deck{text[m.end() :]}"
        compiled = compound(variant)
        if compiled is None or compiled[2] not in ("special", "ongoing"):
            return None
        steps, may, kind = compiled
        optional, kinds = optional or may, kinds | {kind}
        if steps[0].get("verb") == "choose":
            if len(steps) > 1:
                return None
            options += steps[0]["options"]
        elif any(st.get("verb") in ("choose", "require", "interrupt") for st in steps):
            return None
        else:
            words = re.sub(r"^(?:you|holder) may\s+", "", variant.strip().rstrip("."), flags=re.I)
            options.append({"text": words, "steps": steps})
    unique = list({opt["text"].lower(): opt for opt in options}.values())
    if len(unique) < 2 or len(unique) > MAX_OPTIONS:
        return None
    kind = "ongoing" if "ongoing" in kinds else "special"
    return [{"verb": "choose", "options": unique}], optional, kind


_AND_MAY = re.compile(r",? and (?:you|holder) may ", re.I)


def and_may(text: str, clause: Clause) -> Compiled | None:
    """ "Negate an evil card and you may draw 1": the first part always happens, the second
    only if the player wants; the player says which as the ability activates, before its
    targets are declared (Special Ability): a choice of "both" or "the first alone"."""
    found = list(_AND_MAY.finditer(text))
    if len(found) != 1 or re.match(r"^(?:you|holder) may ", text, re.I):
        return None
    m = found[0]
    first, second = text[: m.start()].strip(), text[m.end() :].strip().rstrip(".")
    left, right = clause(first), clause(second)
    if left is None or right is None or left[1] or right[1]:
        return None
    both = left[0] + right[0]
    if any(st.get("verb") in ("choose", "require", "interrupt", "band") for st in both):
        return None
    if not declared_first(both):
        return None
    options = [
        {"text": f"{first} and you {second}", "steps": both},
        {"text": f"{first} only", "steps": left[0]},
    ]
    kind = "ongoing" if "ongoing" in (left[2], right[2]) else "special"
    return [{"verb": "choose", "options": options}], False, kind


_SELECT = re.compile(r"^(?:if [^,]+, )?select (?:up to )?(?:\w+)(?: \([^)]*\))?:", re.I)


def opens_selection(sentence: str) -> bool:
    """ "Select up to 2: A. B. C.": the sentences after the colon are the modes the player
    picks from, not abilities that each happen; none of them is compiled on its own."""
    return bool(_SELECT.match(sentence.strip()))


_HAND_COLON = re.compile(r"^look at (?:an |one )?opponent'?s'? hand: (.+)$", re.I)


def hand_colon(text: str, clause: Clause) -> Compiled | None:
    """ "Look at opponent's hand: Topdeck an evil card": the player sees that hand (Look)
    and the clause after the colon acts on a card of it."""
    m = _HAND_COLON.match(text.strip())
    if m is None or re.search(r"\b(?:from|in|on|x)\b", m.group(1), re.I):
        return None  # a card from elsewhere, or X counted from the hand: not this form
    then = clause(f"{m.group(1).strip().rstrip('.')} from opponent's hand")
    if then is None or then[1] or then[2] != "special" or len(then[0]) != 1:
        return None
    step = then[0][0]
    target = step.get("target")
    if not isinstance(target, dict) or step.get("verb") in _NOT_AFTER_NEGATE - {"negate"}:
        return None
    inner = next(iter(target.values()))
    inner = inner["spec"] if "spec" in inner and "count" in inner else inner
    if inner.get("zone") != "hand" or inner.get("side") != "opponent":
        return None
    return [{"verb": "look", "whose": "opponent"}, step], False, "special"


_OR_ASIDE = re.compile(r"\s*\(or ([^()]+)\)", re.I)
_NOUN_START = re.compile(r"\b(?:a|an|one|any|up to \w+|two|three|2|3|4)\s", re.I)


def or_aside(text: str, compound: Clause) -> Compiled | None:
    """ "Discard an Evil Character (or 2 Philistines)": a choice between the sentence as
    printed and the sentence with the words in brackets in place of the card named just
    before them; "(or draw 2)" closing the sentence is a whole other effect. A bracket with a
    condition ("or deck if ...") is not this form."""
    found = list(_OR_ASIDE.finditer(text))
    if len(found) != 1 or re.search(r"\b(?:if|while|when|unless)\b", found[0].group(1), re.I):
        return None
    m = found[0]
    before, after, other = text[: m.start()], text[m.end() :].rstrip(". "), m.group(1).strip()
    plain = compound(before + after)
    if plain is None:
        return None
    alone = compound(other) if not after.strip() else None
    if alone is not None:
        instead, words = alone, other
    else:
        starts = list(_NOUN_START.finditer(before))
        if not starts:
            return None
        words = before[: starts[-1].start()] + other + after
        instead = compound(words)
    if instead is None:
        return None
    options = []
    for compiled, label in ((plain, before + after), (instead, words)):
        if any(st.get("verb") in ("choose", "require", "interrupt") for st in compiled[0]):
            return None
        label = re.sub(r"^(?:you|holder) may\s+", "", label.strip().rstrip("."), flags=re.I)
        options.append({"text": label, "steps": compiled[0]})
    optional = plain[1] or instead[1]
    kind = "ongoing" if "ongoing" in (plain[2], instead[2]) else "special"
    return [{"verb": "choose", "options": options}], optional, kind


_VERB_OR_VERB = re.compile(r"^((?:you|holder) may )?([a-z]+) or ([a-z]+) (.+)$", re.I)


def verb_or_verb(text: str, clause: Clause) -> Compiled | None:
    """ "Negate or banish an evil card": one target, and the player picks which of the two
    verbs is done to it as the ability activates (Special Ability)."""
    m = _VERB_OR_VERB.match(text.strip().rstrip("."))
    if m is None:
        return None
    options = []
    for verb in (m.group(2), m.group(3)):
        words = f"{verb} {m.group(4)}"
        compiled = clause(words)
        if compiled is None or compiled[1] or compiled[2] != "special" or len(compiled[0]) != 1:
            return None
        if compiled[0][0].get("verb") in _NOT_AFTER_NEGATE - {"negate"}:
            return None
        options.append({"text": words, "steps": compiled[0]})
    if options[0]["steps"][0].get("target") != options[1]["steps"][0].get("target"):
        return None
    return [{"verb": "choose", "options": options}], bool(m.group(1)), "special"
