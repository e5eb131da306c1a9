"""The check both hand-checked Epic Battles samples run: an ability's exact effect steps."""

from __future__ import annotations

from engine.api import run_ruling
from engine.rulesets import get_ruleset


def assert_executes(catalog, card: str, ability: str, expected: list[str]) -> None:
    """Run the ability in its reach scenario: exactly ``expected`` effect steps, none not modelled."""
    definition = catalog.get("epic_battles", card)
    ab = next(a for a in definition.abilities if a.id == ability)
    result = run_ruling(get_ruleset("epic_battles").reach_scenario(definition, ab), catalog=catalog)
    mine = [
        s for s in result.steps if s.ability == ability and s.card and definition.name in s.card
    ]
    assert [s.text for s in mine if s.kind == "effect"] == expected
    assert not [s for s in mine if s.kind == "not_modelled"]
