"""Named players keep their names in both scenario forms (bug of issue 11)."""

from __future__ import annotations

import pytest

from engine.api import run_ruling
from engine.core.errors import ScenarioError

COMPACT = "game: swu; players: Ann, Bo; Ann: Krayt Dragon in ground arena; Bo plays Vanquish on Krayt Dragon"
YAML = """game: swu
players: [Ann, Bo]
zones:
  Ann:
    ground arena: [Krayt Dragon]
actions:
  - Bo plays Vanquish on Krayt Dragon
"""


@pytest.mark.parametrize("source", [COMPACT, YAML])
def test_named_players_are_kept_as_written(source: str) -> None:
    result = run_ruling(source)
    assert result.scenario["players"] == ["Ann", "Bo"]
    assert (
        result.steps[0].text
        == "Bo plays Vanquish, paying 5 resources (resources not listed: not checked)"
    )
    assert result.steps[0].player == "Bo"
    assert any(s.player == "Ann" and "Krayt Dragon" in s.text for s in result.steps)


def test_players_statement_must_name_two_different_players() -> None:
    with pytest.raises(ScenarioError, match="two or more different players"):
        run_ruling("game: swu; players: Ann, ann; Ann plays Vanquish")


def test_the_echo_of_a_placement_is_what_pydantic_would_dump() -> None:
    from engine.scenario import Placement, _placement_echo

    cases = [
        Placement(card="Wampa"),
        Placement(card="Wampa", damage=2, exhausted=True, counters={"shield": 1}),
        Placement(card="X", id="x1", controller="B", flags={"type": "ally"}),
    ]
    for pl in cases:
        assert _placement_echo(pl) == pl.model_dump(exclude_defaults=True)
