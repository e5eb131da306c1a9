"""What kinds of ability an ability is: the one answer protect and "negate <kind> abilities" ask.

A card's text speaks of "discard abilities", "search abilities", "protect abilities" ... (REG
Protect, Negate). The engine knows an ability by the verbs of its compiled steps; this module
names the kinds those verbs make it: each verb is a kind of its own, a few verbs share the
family word the printed text uses ("look" for every look verb, "draw" for drawing from the
bottom too), and an ongoing step is the kind its mode names ("protect", "immune", "ignore",
"negate"), so "Negate protect abilities" reaches a character's "Protect ..." as well.
"""

from __future__ import annotations

from engine.core.cards import AbilityDefinition
from engine.games.redemption.verbs import VERBS

# Verbs whose printed family word differs from the verb's own name.
FAMILY = {
    "look_at": "look",
    "look_top": "look",
    "reveal_at": "reveal",
    "reveal_top": "reveal",
    "draw_bottom": "draw",
    "search_to_deck": "search",
    "discard_top": "discard",
    "play_either": "play",
    "play_soul": "play",
}
# The ongoing modes that are kinds of ability in printed text ("negate immune abilities").
MODES = ("protect", "immune", "ignore", "negate")
KINDS = frozenset({*VERBS.names(), *FAMILY.values(), *MODES})


def kinds(ability: AbilityDefinition) -> set[str]:
    """Every kind ``ability`` is, read from the verbs of its steps (and an ongoing step's mode)."""
    out: set[str] = set()
    for step in ability.effect:
        verb = str(step.get("verb"))
        if verb == "ongoing" and step.get("mode") in MODES:
            out.add(str(step["mode"]))
            continue
        out.add(verb)
        if verb in FAMILY:
            out.add(FAMILY[verb])
    return out


def of_kinds(ability: AbilityDefinition, wanted: list[str] | set[str]) -> bool:
    """Is ``ability`` of any of the ``wanted`` kinds?"""
    return bool(kinds(ability) & set(wanted))
