"""Redemption descriptions that need a fact no data column records: human, gender, meek.

"a human Hero", "an evil male human", "your meek Lost Souls", "a non-human": the words become
a ``facts`` entry of the target description (``engine.games.redemption.facts`` judges it from
what the scenario states). Such a description is kept only where the engine checks it when
the ability activates: an ability that holds over time (ongoing) or names its moment by one
("If your human Hero attacks") is left to be resolved as printed.
"""

from __future__ import annotations

import json
from typing import Any

from engine.core.cards import MODELLED, TIMING_ONLY, AbilityDefinition

# Adjectives: the fact each one states.
ADJECTIVES: dict[str, dict[str, Any]] = {
    "human": {"human": True},
    "non-human": {"human": False},
    "nonhuman": {"human": False},
    "male": {"gender": "male"},
    "female": {"gender": "female"},
    "meek": {"meek": True},
}
# Nouns that name a character by a fact ("a human", "females").
NOUNS: dict[str, dict[str, Any]] = {
    "human": {"human": True},
    "humans": {"human": True},
    "non-human": {"human": False},
    "non-humans": {"human": False},
    "male": {"gender": "male"},
    "males": {"gender": "male"},
    "female": {"gender": "female"},
    "females": {"gender": "female"},
}
CHARACTERS = ["hero", "evil_character"]


def adjective(word: str, spec: dict[str, Any]) -> bool:
    """Add the fact an adjective states to ``spec``; False when the word states none, or
    contradicts a fact already there ("male female")."""
    fact = ADJECTIVES.get(word)
    if fact is None:
        return False
    have = spec.setdefault("facts", {})
    if any(have.get(k, v) != v for k, v in fact.items()):
        return False
    have.update(fact)
    return True


def noun(word: str) -> tuple[list[str], dict[str, Any]] | None:
    """(types, facts) for a noun naming characters by a fact, else None."""
    fact = NOUNS.get(word)
    return (list(CHARACTERS), dict(fact)) if fact is not None else None


def _uses_facts(value: Any) -> bool:
    return '"facts"' in json.dumps(value)


def checked_at_activation(ab: AbilityDefinition, was: AbilityDefinition) -> AbilityDefinition:
    """``ab``, or what the sentence is without its facts where the engine would not check them
    at activation: a moment named by a fact ("If your human Hero attacks") keeps the in-play
    timing it had before (``was``); an ongoing ability is resolved as printed."""
    data = ab.to_dict()
    outside = {k: v for k, v in data.items() if k not in ("effect", "paired", "text")}
    if _uses_facts(outside):
        return was if was is not ab and not _uses_facts(was.to_dict()) else _as_printed(data)
    holds = ab.kind == "ongoing" or any(st.get("verb") == "ongoing" for st in ab.effect)
    if ab.modelled == MODELLED and holds and _uses_facts(ab.effect):
        return _as_printed(data)
    return ab


def _as_printed(data: dict[str, Any]) -> AbilityDefinition:
    data.update(
        effect=[],
        modelled=TIMING_ONLY,
        reason="it needs a stated fact (human, gender, meek) where the engine does not check it",
    )
    data.pop("paired", None)
    data.pop("interrupts", None)
    return AbilityDefinition.from_dict(data)
