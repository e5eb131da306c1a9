"""Conditions a compiled Redemption ability checks as it activates, on real cards."""

from __future__ import annotations

import pytest
from real_export import pool_catalog

from engine.api import run_ruling


@pytest.fixture(scope="module")
def catalog(tmp_path_factory: pytest.TempPathFactory):
    yield from pool_catalog(tmp_path_factory, "redemption")


def expelled_on(catalog, bearer: str) -> list[tuple[str, str, list[str]]]:
    """'If used by a N.T. Hero, you may draw 2' (Expelled from Heaven, a3) played on ``bearer``."""
    scenario = {
        "game": "redemption",
        "zones": {
            "A": {"battle": [{"card": bearer}], "deck": [{"card": "Agabus"}, {"card": "Gaius"}]},
            "B": {"battle": [{"card": "Abiram"}]},
        },
        "actions": [{"player": "A", "play": "Expelled from Heaven, GoC", "on": bearer}],
    }
    result = run_ruling(scenario, catalog=catalog)
    return [(s.kind, s.text, s.rules) for s in result.steps if s.ability == "a3"]


def test_used_by_an_old_testament_hero_the_ability_does_nothing_and_says_why(catalog):
    assert expelled_on(catalog, "Bathsheba")[1:] == [
        (
            "step",
            "Expelled from Heaven, GoC (a3) does nothing: Expelled from Heaven, GoC is not used "
            "by a N.T. hero",
            ["Special Ability", "Enhancement"],
        )
    ]


def test_used_by_a_new_testament_hero_it_draws_two(catalog):
    assert expelled_on(catalog, "Angel at Bethesda")[1:] == [
        (
            "effect",
            "Expelled from Heaven, GoC (a3) completes: A draws 2 card(s)",
            ["Special Ability", "Draw"],
        )
    ]
