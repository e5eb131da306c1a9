"""Conditions a compiled Redemption ability checks as it activates, on real cards."""

from __future__ import annotations

import pytest
from real_export import pool_catalog

from engine.api import run_ruling


@pytest.fixture(scope="module")
def catalog(tmp_path_factory: pytest.TempPathFactory):
    yield from pool_catalog(tmp_path_factory, "redemption")


def expelled_on(catalog, bearer: str) -> list[tuple[str, str, list[str]]]:
    """Expelled from Heaven's a3 (a draw of two, only for a New Testament hero) played on ``bearer``."""
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


def abiathar(catalog, answers: list[dict[str, str]]) -> list[tuple[str, str]]:
    """Abiathar, K a1: an optional pick between peeking at a hand and fetching a good O.T. card."""
    scenario = {
        "game": "redemption",
        "zones": {
            "A": {"territory": [{"card": "Abiathar, K"}], "reserve": [{"card": "Bathsheba"}]},
            "B": {"hand": [{"card": "Abiram"}]},
        },
        "actions": [{"player": "A", "attack": "Abiathar, K"}],
        "answers": answers,
    }
    result = run_ruling(scenario, catalog=catalog)
    return [
        (s.kind, s.text)
        for s in result.steps
        if s.kind in ("choice", "effect") and "Abiathar" in (s.text or "")
    ]


def test_a_choice_of_two_effects_runs_the_first_by_default(catalog):
    assert abiathar(catalog, [])[1:] == [
        (
            "choice",
            "A chooses for Abiathar, K (a1): look at a hand (default shown: the first option printed)",
        ),
        ("effect", "Abiathar, K (a1) completes: A looks at B's hand: Abiram"),
    ]


def test_a_choice_of_two_effects_runs_the_one_chosen(catalog):
    steps = abiathar(catalog, [{"answer": "take a good O.T. card from Reserve", "player": "A"}])
    assert steps[1:] == [
        ("choice", "A chooses for Abiathar, K (a1): take a good O.T. card from Reserve"),
        (
            "effect",
            "Abiathar, K (a1) completes: A searches their reserve and takes Bathsheba into hand",
        ),
    ]
