"""The side label a character card prints before its own ability ("EC:", "(EC)", "HERO:").

Newer characters label the part of their text that is the character's special ability: "EC"
is the printed abbreviation of Evil Character, "HERO" of Hero (a "STAR:" part before it is an
ability used another way, which this module leaves alone). On a card that is that character
and not also an enhancement or a character of the other side, the label only says whose
ability follows: the sentence compiles without it. On a dual card the label chooses a side,
which is not read here.

"Shuffle draw pile." printed as a sentence of its own shuffles the pile the card's text used
before: it reads as the player's own deck only when the text names no other player's pile
(no opponent, owner, "any draw pile", "each player" in it); otherwise it stays as printed.
"""

from __future__ import annotations

import re

_LABEL = re.compile(r"^(?:/\s*)?(?:\((EC|HERO)\)|(EC|HERO)\s*:)\s*", re.I)
_SIDE = {"EC": "evil_character", "HERO": "hero"}
_OTHER = {"evil_character": "hero", "hero": "evil_character"}


def character_part(sentence: str, card_type: str) -> str:
    """The sentence without its own-side label, on a card of that side only."""
    m = _LABEL.match(sentence)
    if m is None:
        return sentence
    side = _SIDE[(m.group(1) or m.group(2)).upper()]
    kinds = set(card_type.split("/"))
    if side not in kinds or _OTHER[side] in kinds or any(k.endswith("enhancement") for k in kinds):
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
