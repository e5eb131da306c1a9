"""What the hand-checked samples of Redemption abilities share (a uniquely named module):
run one sampled ability in its reach scenario and read the steps it logged."""

from __future__ import annotations

from typing import Any

from engine.api import run_ruling
from engine.core.cards import AbilityDefinition
from engine.rulesets import get_ruleset


def steps_of(result: Any, name: str, ability: str, kind: str) -> list[str]:
    """The texts of the steps of one kind an ability of the named card logged."""
    return [
        s.text
        for s in result.steps
        if s.ability == ability and s.card and name.lower() in s.card.lower() and s.kind == kind
    ]


def run_sampled(catalog: Any, card: str, ability: str) -> tuple[AbilityDefinition, list[str]]:
    """The sampled ability, and the effect steps it logs in its reach scenario (a sampled
    ability that logs a not-modelled step fails here)."""
    definition = catalog.get("redemption", card)
    ab = next(a for a in definition.abilities if a.id == ability)
    scenario = get_ruleset("redemption").reach_scenario(definition, ab)
    result = run_ruling(scenario, catalog=catalog)
    assert not steps_of(result, definition.name, ability, "not_modelled")
    return ab, steps_of(result, definition.name, ability, "effect")
