"""What the Redemption condition tests share (a uniquely named module): the whole-pool run's
scenario for one ability, and the steps that ability logs when a scenario runs."""

from __future__ import annotations

import copy
from typing import Any

from engine.api import run_ruling
from engine.rulesets import get_ruleset


def reach(catalog: Any, card: str, ability: str) -> dict[str, Any]:
    """The whole-pool run's scenario for the ability (where its condition is made true), a
    copy a test may change."""
    definition = catalog.get("redemption", card)
    ab = next(a for a in definition.abilities if a.id == ability)
    return copy.deepcopy(get_ruleset("redemption").reach_scenario(definition, ab))


def logged(catalog: Any, scenario: dict[str, Any], card: str, ability: str) -> list[tuple]:
    """(kind, text, rules) of the steps the ability logged after it began."""
    result = run_ruling(scenario, catalog=catalog)
    return [
        (s.kind, s.text, s.rules)
        for s in result.steps
        if s.card == card and s.ability == ability and s.kind in ("step", "effect")
    ]
