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

# The labels that name each single card type's own use: on a card of that one type the label
# names the very use the parser already times the sentence for (a good enhancement's sentences
# are timed as it is played in battle, a hero's as it enters battle).
OWN_LABELS = {
    "good_enhancement": ("GE", "HE"),
    "evil_enhancement": ("EE",),
    "hero": ("HERO", "H"),
    "evil_character": ("EC",),
}
_OWN = re.compile(r"^(?:/\s*)?(?:\(([A-Z]{1,4})\)|([A-Z]{1,4}):)\s*(?=\S)", re.I)


def character_part(sentence: str, card_type: str) -> str:
    """The sentence without a leading label that names the card's own (single) type ("EC:" on
    an evil character, "(GE)" on a good enhancement); the sentence as it is otherwise."""
    m = _OWN.match(sentence)
    if m is None or (m.group(1) or m.group(2)).upper() not in OWN_LABELS.get(card_type, ()):
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
