"""Real names typed in scenarios: brackets, commas, subtitles; fuzzy readings shown; ties refused."""

from __future__ import annotations

from pathlib import Path

import pytest

from cards_db import open_database
from engine.api import run_ruling
from engine.core.cards import CardNotFound
from engine.scenario import load_scenario


def test_brackets_in_names_are_part_of_the_name_and_state_still_reads() -> None:
    scenario = load_scenario(
        "game: redemption; A: Abed-nego (Azariah) (2 damage) + Adam, the Exile / Adam (Man) in territory; "
        "A plays Aaron's Rod (G)"
    )
    placed = scenario.zones["A"]["territory"]
    assert [(p.card, p.damage) for p in placed] == [
        ("Abed-nego (Azariah)", 2),
        ("Adam, the Exile / Adam (Man)", 0),
    ]
    assert scenario.actions[0]["play"] == "Aaron's Rod (G)"


@pytest.fixture(scope="module")
def catalog(pool_db_path: Path):
    db = open_database(pool_db_path)
    yield db.catalog()
    db.close()


def test_a_fuzzy_reading_is_shown_first_in_the_trace(catalog) -> None:
    result = run_ruling(
        "game: swu; A: Krayt Dragn in ground arena; B plays Vanquish on Krayt Dragon",
        catalog=catalog,
    )
    first = result.steps[0]
    assert (first.text, first.rules, first.kind) == (
        "Read “Krayt Dragn” as Krayt Dragon",
        ["TJ-4"],
        "info",
    )
    assert not any(s.text.startswith("Read ") for s in result.steps[1:])


def test_an_exact_name_is_not_announced(catalog) -> None:
    result = run_ruling(
        "game: swu; A: krayt dragon in ground arena; B plays Vanquish on Krayt Dragon",
        catalog=catalog,
    )
    assert not any(s.text.startswith("Read ") for s in result.steps)


def test_a_near_tie_is_refused_with_the_candidates(catalog) -> None:
    with pytest.raises(CardNotFound) as err:
        run_ruling("game: swu; B plays Luke Skywalker", catalog=catalog)
    names = err.value.candidates
    assert len(names) >= 2 and all(n.startswith("Luke Skywalker") for n in names)
