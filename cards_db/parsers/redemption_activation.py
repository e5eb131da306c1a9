"""Redemption abilities of cards in play that act when the card is activated, or when used.

An artifact (or a covenant or curse used as one) is activated on its player's artifact pile
(REG Activate an Artifact). Its printed sentences say when each of them acts:

- "On activation, ..." / "Upon activation, ..." / "When activated, ...": once, as it is
  activated (``activated``);
- "At any time, you may ..." (on any card in play), and an artifact's sentence that is only an
  optional "You may ...": when its player chooses to use it while the card is active
  (``use``; the project's reading of optional artifact abilities — the REG text is not
  available here — see rules.yaml "Artifact").

The effect compiles through the one-shot compiler (``redemption_phrases``); an effect it
cannot read keeps the timing and is shown "as printed" at that moment. Any other sentence
(a trigger, a condition the engine does not check, a limit) keeps its in-play timing.
"""

from __future__ import annotations

import re
from typing import Any

from engine.core.cards import MODELLED, TIMING_ONLY, AbilityDefinition

from .redemption_phrases import compile_sentence

ARTIFACT_TYPES = {"artifact", "covenant", "curse"}
_LABEL = re.compile(r"^(?:/\s*)?[A-Z]{1,5}\s*:\s*")
_ON_ACTIVATION = re.compile(r"^(?:on|upon) activation,?\s+(.+)$|^when activated,\s+(.+)$", re.I)
_AT_ANY_TIME = re.compile(r"^at any time,\s+(you may .+)$", re.I)
_YOU_MAY = re.compile(r"^you may (?!then |keep |play up to |use |have ).+$", re.I)
# A sentence that goes on from the one before ("If you do, ..."): the two are one ability, so
# the first is not used on its own.
_FOLLOWS = re.compile(r"^(?:/\s*)?(?:[A-Z]{1,5}\s*:\s*)?if you (?:do|don't|do not)\b", re.I)


def moment(text: str, card_type: str) -> tuple[str, str] | None:
    """(timing, the effect's words) for a sentence that names its own moment, else None."""
    s = _LABEL.sub("", " ".join(text.replace("’", "'").split()), count=1)
    kinds = set(card_type.split("/"))
    if m := _ON_ACTIVATION.match(s):
        return ("activated", m.group(1) or m.group(2)) if kinds & ARTIFACT_TYPES else None
    if m := _AT_ANY_TIME.match(s):
        return "use", m.group(1)
    if _YOU_MAY.match(s) and kinds & ARTIFACT_TYPES:
        return "use", s
    return None


def retime(
    ab: AbilityDefinition, side: str, named: dict[str, str], card_type: str
) -> AbilityDefinition:
    """``ab`` timed at the moment its sentence names (its effect compiled), or as it was."""
    if ab.timing != "in_play" or ab.effect:
        return ab
    found = moment(ab.text, card_type)
    if found is None:
        return ab
    timing, words = found
    data: dict[str, Any] = ab.to_dict()
    data.update(timing=timing, kind="special", effect=[], optional=False)
    data.pop("reason", None)
    compiled = compile_sentence(words, side, named)
    if compiled is not None and compiled[2] == "special":
        steps, optional, _ = compiled
        data.update(effect=steps, optional=optional)
    data["modelled"] = MODELLED if data["effect"] else TIMING_ONLY  # the spec settles it
    return AbilityDefinition.from_dict(data)


def keep_whole(
    before: list[AbilityDefinition], after: list[AbilityDefinition]
) -> list[AbilityDefinition]:
    """``after`` (the retimed abilities), except that a sentence followed by an "If you do"
    sentence keeps its in-play timing (``before``): used alone, half of it would be ruled."""
    out = list(after)
    for i, ab in enumerate(after[:-1]):
        if ab.timing in ("use", "activated") and _FOLLOWS.match(after[i + 1].text):
            out[i] = before[i]
    return out
