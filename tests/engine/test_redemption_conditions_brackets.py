"""Bracketed alternatives ("Capture a Hero (or all Heroes if used by a Babylonian) in
battle"): the condition is read as the ability activates; the trace says whether the
alternative applies and why; when it does the player may still keep the printed effect."""

from __future__ import annotations

from typing import Any

import pytest
from real_export import pool_catalog

from engine.api import run_ruling

BOUND = "Bound Before the Fire"  # a1: capture a Hero (or all Heroes if used by a Babylonian)


@pytest.fixture(scope="module")
def catalog(tmp_path_factory: pytest.TempPathFactory):
    yield from pool_catalog(tmp_path_factory, "redemption")


def bound_on(catalog: Any, bearer: str, answers: list[dict[str, str]] | None = None) -> list:
    scenario = {
        "game": "redemption",
        "zones": {
            "A": {"battle": [{"card": bearer}]},
            "B": {"battle": [{"card": "Agabus"}, {"card": "Gaius"}]},
        },
        "actions": [{"player": "A", "play": BOUND, "on": bearer}],
        "answers": answers or [],
    }
    result = run_ruling(scenario, catalog=catalog)
    return [
        (s.kind, s.text, s.rules)
        for s in result.steps
        if s.card == BOUND and s.kind in ("step", "choice", "effect")
    ]


def test_not_used_by_a_babylonian_the_printed_effect_runs(catalog):
    assert bound_on(catalog, "Alexander the Coopersmith") == [
        (
            "step",
            "Bound Before the Fire (a1): the bracketed alternative (or all Heroes if used by a "
            "Babylonian) does not apply: Bound Before the Fire is not used by a babylonian hero "
            "or evil character",
            ["Special Ability", "Enhancement"],
        ),
        (
            "choice",
            "A targets Agabus with Bound Before the Fire (a1) (default shown: the first legal "
            "target)",
            ["Target"],
        ),
        ("step", "Bound Before the Fire (a1) declares its targets: Agabus", ["Special Ability"]),
        (
            "effect",
            "Bound Before the Fire (a1) completes: Agabus is captured to the land of bondage",
            ["Special Ability", "Capture"],
        ),
    ]


BABYLONIAN = "Nebushazban, Rab-saris (Roots)"


def test_used_by_a_babylonian_every_hero_is_captured(catalog):
    assert bound_on(catalog, BABYLONIAN) == [
        (
            "step",
            "Bound Before the Fire (a1): the bracketed alternative applies (or all Heroes if "
            "used by a Babylonian)",
            ["Special Ability"],
        ),
        (
            "choice",
            "A chooses for Bound Before the Fire (a1): the alternative (or all Heroes if used "
            "by a Babylonian) (default shown: the alternative its condition allows)",
            ["Special Ability"],
        ),
        (
            "step",
            "Bound Before the Fire (a1) declares its targets: Agabus, Gaius",
            ["Special Ability"],
        ),
        (
            "effect",
            "Bound Before the Fire (a1) completes: Agabus, Gaius are captured to the land of "
            "bondage",
            ["Special Ability", "Capture"],
        ),
    ]


def test_used_by_a_babylonian_the_player_may_keep_the_printed_effect(catalog):
    steps = bound_on(catalog, BABYLONIAN, [{"player": "A", "answer": "the printed effect"}])
    assert steps[1][1] == "A chooses for Bound Before the Fire (a1): the printed effect"
    assert steps[-1] == (
        "effect",
        "Bound Before the Fire (a1) completes: Agabus is captured to the land of bondage",
        ["Special Ability", "Capture"],
    )


def test_an_added_place_widens_the_search_without_a_choice(catalog):
    """King Balak a1: take Balaam from deck (or Reserve if another Moabite is in play)."""
    scenario = {
        "game": "redemption",
        "zones": {
            "A": {
                "territory": [{"card": "King Balak"}, {"card": "Moabite Marauders"}],
                "reserve": [{"card": "Balaam, Di"}],
                "deck": [],
            },
            "B": {"battle": [{"card": "Agabus"}]},
        },
        "actions": [{"player": "A", "block": "King Balak"}],
    }
    result = run_ruling(scenario, catalog=catalog)
    steps = [(s.kind, s.text) for s in result.steps if s.ability == "a1" and s.card == "King Balak"]
    assert steps[-2:] == [
        (
            "step",
            "King Balak (a1): the bracketed alternative applies (or Reserve if another Moabite "
            "is in play)",
        ),
        (
            "effect",
            "King Balak (a1) completes: A searches their reserve and takes Balaam, Di into hand",
        ),
    ]
