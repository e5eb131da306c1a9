"""Bracketed alternatives ("Draw 1 (or 2 if used by a prophet)"): the condition is read as the
ability activates; the trace says whether the alternative applies and why; when it does the
player may still keep the printed effect. The bracketed words the trace quotes are read from
the real export at test time."""

from __future__ import annotations

import re
from typing import Any

import pytest
from real_export import pool_catalog
from red_printed import printed_sentence

from engine.api import run_ruling

BOUND = "Bound Before the Fire"  # a1: one Hero captured, every Hero for a Babylonian user


def brackets(card: str, opening: str) -> str:
    """The words inside a printed sentence's brackets ("or ... if ...")."""
    found = re.search(r"\((or [^)]*)\)", printed_sentence(card, opening))
    assert found
    return found.group(1)


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
    words = brackets(BOUND, "Capture")
    assert bound_on(catalog, "Alexander the Coopersmith") == [
        (
            "step",
            f"Bound Before the Fire (a1): the bracketed alternative ({words}) does not apply: "
            "Bound Before the Fire is not used by a babylonian hero or evil character",
            ["Special Ability", "Enhancement"],
        ),
        (
            "choice",
            "A targets Agabus with Bound Before the Fire (a1) (default shown: an opponent's card "
            "(capture works against the card it acts on))",
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
    words = brackets(BOUND, "Capture")
    assert bound_on(catalog, BABYLONIAN) == [
        (
            "step",
            f"Bound Before the Fire (a1): the bracketed alternative applies ({words})",
            ["Special Ability"],
        ),
        (
            "choice",
            f"A chooses for Bound Before the Fire (a1): the alternative ({words}) (default "
            "shown: the alternative its condition allows)",
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
    """King Balak a1 fetches a named card from the deck, or from Reserve as well while another
    Moabite is in play (a Moabite character of its player's is here)."""
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
            f"King Balak (a1): the bracketed alternative applies ({brackets('King Balak', 'You may take')})",
        ),
        (
            "effect",
            "King Balak (a1) completes: A searches their reserve and takes Balaam, Di into hand",
        ),
    ]
