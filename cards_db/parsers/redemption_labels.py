"""Redemption sentences that start with a label naming the card's own use ("GE:", "(EE)", "EC:").

Later printings mark the parts of a card's text by how it is used: "STAR:" / "(Star)" its star
ability, "GE:" / "(GE)" / "(HE)" the text used when a good enhancement is played in battle,
"EE:" / "(EE)" an evil enhancement's, "HERO:" / "H:" a hero's and "EC:" an evil character's
text as it enters battle. On a card of one type the label of that type names the very use the
parser already times the sentence for (a good enhancement's sentences are timed as it is
played in battle, a hero's as it enters battle), so the words after the label are the ability
and compile like any other sentence of the card.

A card of two types (Hero/Evil Character, a Hero that is also an enhancement) is used one way
or the other, and the label decides which part applies: that is not read here, so those
sentences keep their "resolve as printed" answer. A "STAR:" part and other labels are left
alone as well.
"""

from __future__ import annotations

import re

# The labels that name each single card type's own use.
OWN_LABELS = {
    "good_enhancement": ("GE", "HE"),
    "evil_enhancement": ("EE",),
    "hero": ("HERO", "H"),
    "evil_character": ("EC",),
}
_LABEL = re.compile(r"^(?:/\s*)?(?:\(([A-Z]{1,4})\)|([A-Z]{1,4}):)\s*(?=\S)")


def unlabelled(sentence: str, card_type: str) -> str:
    """The sentence without a leading label that names the card's own (single) type; the
    sentence as it is otherwise."""
    m = _LABEL.match(sentence)
    if m is None or (m.group(1) or m.group(2)) not in OWN_LABELS.get(card_type, ()):
        return sentence
    return sentence[m.end() :]
