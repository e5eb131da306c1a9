"""Redemption covenants and curses used as an enhancement: the text of their "GE:" / "EE:" mode.

A covenant (good) or curse (evil) is used either as an enhancement, played in battle on a
character of its alignment, or as an artifact in the artifact pile (the project's reading of
the REG card-type entries for covenants and curses; the REG itself is not available here). Its
printed text says which sentences belong to which use: "GE:" / "EE:" start the sentences of
the enhancement use, "A:" / "ART:" those of the artifact use, each label holding until the
next one.

The parser times every sentence of these cards ``in_play`` by their card type; the sentences
of the enhancement use are retimed ``enhancement_played`` (with ``used_as`` the side) and
compiled through the one-shot compiler, as an enhancement's sentences are. What does not
compile keeps that timing and is shown "as printed" when the card is played in battle.
"""

from __future__ import annotations

import re

from engine.core.cards import MODELLED, TIMING_ONLY, AbilityDefinition

from . import redemption
from .redemption_phrases import compile_sentence, interrupt_extra

# The labels of a dual-use card's enhancement use, and the side it is used on.
ENHANCEMENT_LABELS = {"GE": "good", "EE": "evil"}
# The card types that are used as an enhancement or an artifact.
DUAL_USE = ("covenant", "curse")
_LABEL = re.compile(r"^(?:/\s*)?(GE|EE)\s*:\s*", re.I)


def dual_use(card_type: str) -> bool:
    """A covenant or curse card (that is not also an enhancement by its type)."""
    kinds = set(card_type.split("/"))
    return bool(kinds & set(DUAL_USE)) and not any(k.endswith("enhancement") for k in kinds)


def as_enhancement(
    ab: AbilityDefinition, label: str, name: str, named: dict[str, str]
) -> AbilityDefinition:
    """``ab`` (a sentence under ``label``) timed as the card is played as an enhancement."""
    used_as = ENHANCEMENT_LABELS[label]
    side = "hero" if used_as == "good" else "evil_character"
    text = _LABEL.sub("", ab.text, count=1).strip()
    data = ab.to_dict()
    data.update(timing="enhancement_played", kind="special", effect=[], optional=False)
    data["used_as"] = used_as
    data.pop("reason", None)
    compiled = compile_sentence(redemption.own_name(text, name), side, named) if text else None
    if compiled is not None and compiled[2] in ("special", "interrupt"):
        steps, optional, kind = compiled
        data.update(effect=steps, optional=optional, kind=kind)
        if kind == "interrupt":  # the interrupt itself is not optional
            data.update(interrupt_extra(steps, optional, text))
            data["optional"] = False
    data["modelled"] = MODELLED if data["effect"] else TIMING_ONLY  # the spec settles it
    return AbilityDefinition.from_dict(data)
