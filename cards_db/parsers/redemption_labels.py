"""The label a card prints before the part of its text used its own way ("EC:", "(GE)", "HERO:").

Newer printings mark the parts of a card's text by how it is used: "EC" is the printed
abbreviation of Evil Character, "HERO" / "H" of Hero, "GE" / "HE" a good enhancement's use, "EE"
an evil enhancement's (a "STAR:" part is an ability used another way, which this module leaves
alone). On a card of that one type the label only says whose ability follows: the sentence
compiles without it. On a card of two types the label chooses a side, which is not read here.

"Shuffle draw pile." printed as a sentence of its own shuffles the pile the card's text used
before: it reads as the player's own deck only when the text names no other player's pile
(no opponent, owner, "any draw pile", "each player" in it); otherwise it stays as printed.
"""

from __future__ import annotations

import re

# The card type whose own use each label names. On a card of that type (and of no other type
# that is used in battle) the label names the very use the parser already times the sentence
# for: a good enhancement's sentences are timed as it is played in battle, a hero's as it
# enters battle.
LABEL_TYPES = {
    "GE": "good_enhancement",
    "HE": "good_enhancement",
    "EE": "evil_enhancement",
    "HERO": "hero",
    "H": "hero",
    "EC": "evil_character",
}
_USES = set(LABEL_TYPES.values())
_OWN = re.compile(r"^(?:/\s*)?(?:\(([A-Z]{1,4})\)|([A-Z]{1,4}):)\s*(?=\S)", re.I)


def character_part(sentence: str, card_type: str) -> str:
    """The sentence without a leading label that names the card's own use ("EC:" on an evil
    character, "(GE)" on a good enhancement); the sentence as it is otherwise, and on a card
    of two such types (the label chooses a side there)."""
    m = _OWN.match(sentence)
    if m is None:
        return sentence
    own = LABEL_TYPES.get((m.group(1) or m.group(2)).upper())
    kinds = set(card_type.split("/"))
    if own is None or own not in kinds or (kinds & _USES) - {own}:
        return sentence
    return sentence[m.end() :]


_BARE_SHUFFLE = re.compile(r"^shuffle (?:the )?(?:draw pile|deck)\.?$", re.I)
_OTHER_PILES = re.compile(
    r"\b(?:opponents?'?s?|owners?'?s?|(?:any|each|a) (?:draw pile|deck)|each player)\b", re.I
)


def reading(sentence: str, card_type: str, text: str) -> str:
    """The words the one-shot compiler reads for ``sentence`` of a card whose whole printed
    text is ``text`` (the sentence itself stays the ability's printed text)."""
    sentence = character_part(sentence, card_type)
    if _BARE_SHUFFLE.match(sentence.strip()) and not _OTHER_PILES.search(text):
        return "Shuffle your draw pile."
    return sentence
