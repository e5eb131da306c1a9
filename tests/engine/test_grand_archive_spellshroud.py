"""Spellshroud on real cards: a Spell cannot target an object with spellshroud (Keywords and
Abilities - Spellshroud 1); a card not stated to be a Spell, or of unknown subtypes, can."""

from __future__ import annotations

from typing import Any

import pytest
from test_grand_archive_pool import catalog  # noqa: F401 - the real-export fixture

from engine.api import run_ruling
from engine.core.errors import ScenarioError


def _scen(cinder_flags: dict[str, Any], target: str = "Heavenly Drake") -> dict:
    cinder = {"card": "Flickering Cinder", "flags": {"type": "action", "cost": 0, **cinder_flags}}
    drake = {"card": "Heavenly Drake", "flags": {"type": "ally", "power": 1, "life": 9}}
    return {
        "game": "grand_archive",
        "zones": {
            "A": {
                "field": [{"card": "Spirit of Fire", "flags": {"life": 20, "element": "fire"}}],
                "hand": [cinder],
            },
            "B": {"field": [{"card": "Lost Spirit", "flags": {"life": 20}}, drake]},
        },
        "actions": [{"player": "A", "activate": "Flickering Cinder", "target": target}],
    }


def test_a_spell_cannot_target_an_object_with_spellshroud(catalog) -> None:  # noqa: F811
    r = run_ruling(
        _scen({"subtypes": ["Spell"], "element": "fire"}, "Lost Spirit"), catalog=catalog
    )
    shroud = next(s for s in r.steps if "spellshroud" in s.text)
    assert (shroud.text, shroud.card, shroud.ability, shroud.rules, shroud.kind) == (
        "Heavenly Drake has spellshroud: Flickering Cinder is a Spell, so it cannot target "
        "Heavenly Drake",
        "Heavenly Drake",
        "a1",
        ["Keywords and Abilities - Spellshroud 1"],
        "effect",
    )
    assert not any("damage to Heavenly Drake" in s.text for s in r.steps)
    with pytest.raises(ScenarioError, match="'Heavenly Drake' .* is not one of: Lost Spirit"):
        run_ruling(_scen({"subtypes": ["Spell"], "element": "fire"}), catalog=catalog)


def test_a_card_of_unknown_subtypes_is_said_not_guessed(catalog) -> None:  # noqa: F811
    r = run_ruling(_scen({"element": "fire"}), catalog=catalog)
    said = next(s for s in r.steps if "spellshroud" in s.text)
    assert said.kind == "info"
    assert said.text == (
        "Heavenly Drake has spellshroud; whether Flickering Cinder is a Spell is not in the card "
        "data (state it: flags: {subtypes: [Spell]}), so it is still listed as a target"
    )
    assert "Flickering Cinder deals 1 damage to Heavenly Drake (1 marked)" in [
        s.text for s in r.steps
    ]


def test_a_card_that_is_not_a_spell_may_target_it(catalog) -> None:  # noqa: F811
    r = run_ruling(_scen({"subtypes": ["Technique"], "element": "fire"}), catalog=catalog)
    assert not any("spellshroud" in s.text for s in r.steps)
    assert "Flickering Cinder deals 1 damage to Heavenly Drake (1 marked)" in [
        s.text for s in r.steps
    ]
