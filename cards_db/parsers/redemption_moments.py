"""Redemption sentences of cards in play that act at one moment, not all the time.

The parser times every sentence of a fortress, site, artifact or lost soul ``in_play`` by its
card type. Some of them name their own moment instead: "if put in play, <effect>" acts once,
as the card is put into play (REG Ability Activation Order). Such a sentence gets that timing,
and its effect compiles through the one-shot compiler (``redemption_phrases``); an effect it
cannot read keeps the timing and is shown "as printed" at that moment.
"""

from __future__ import annotations

import re

from engine.core.cards import MODELLED, TIMING_ONLY, AbilityDefinition

from .redemption_phrases import compile_sentence

# The moment a sentence opens with -> the timing it gets. Only the plain form: a sentence
# that adds a condition ("if put in play by an opponent ...", "... and all of your ...") or
# a second moment ("(or if rescued)") keeps its in-play timing.
MOMENTS = ((re.compile(r"^if put (?:in|into) play, (.+)$", re.I), "played"),)


def retime(ab: AbilityDefinition, side: str, named: dict[str, str]) -> AbilityDefinition:
    """``ab`` timed at the moment its sentence names (with its effect compiled), or as it was."""
    if ab.timing != "in_play" or ab.effect:
        return ab
    text = " ".join(ab.text.replace("’", "'").split())
    for pattern, timing in MOMENTS:
        if m := pattern.match(text):
            return _at(ab, timing, m.group(1), side, named)
    return ab


def _at(
    ab: AbilityDefinition, timing: str, rest: str, side: str, named: dict[str, str]
) -> AbilityDefinition:
    data = ab.to_dict()
    data.update(timing=timing, kind="special", effect=[], optional=False)
    compiled = compile_sentence(rest, side, named)
    if compiled is not None and compiled[2] == "special":
        steps, optional, _ = compiled
        data.update(effect=steps, optional=optional)
    data.pop("reason", None)
    data["modelled"] = MODELLED if data["effect"] else TIMING_ONLY  # the spec settles it
    return AbilityDefinition.from_dict(data)
