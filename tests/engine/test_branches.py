"""Branches on demand: the default run first, others only as they are asked for."""

from __future__ import annotations

from itertools import islice

import engine.api
from engine.api import iter_branches, open_choices, run_ruling, signature

VADER = (
    "game: swu; A: Krayt Dragon in ground arena; B: Death Star Stormtrooper in deck; "
    "B plays Darth Vader, Commanding the First Legion"
)


def test_open_choices_list_other_answers_without_running(monkeypatch) -> None:
    first = run_ruling(VADER)
    calls: list[int] = []
    monkeypatch.setattr(engine.api, "run_ruling", lambda *a, **k: calls.append(1))
    choices = open_choices(first)
    assert choices[0] == (0, "A") and calls == []
    assert all(i not in {0} for i, _ in open_choices(first, {0: "B"}))


def test_iter_branches_runs_only_what_is_taken(engine_runs: list[dict]) -> None:
    runs = iter_branches(VADER)
    assert engine_runs == []  # nothing runs before the first result is asked for
    first = next(runs)
    assert engine_runs == [{}] and first.outcome.status == "complete"
    second = next(runs)
    assert engine_runs[1] == {0: "A"} and signature(second) != signature(first)


def test_signature_ignores_how_a_choice_was_made_but_not_its_effects() -> None:
    default = run_ruling(VADER)
    same_answer_forced = run_ruling(VADER, forced={0: "B"})
    other_answer = run_ruling(VADER, forced={0: "A"})
    assert [s.text for s in default.steps] != [s.text for s in same_answer_forced.steps]
    assert signature(default) == signature(same_answer_forced)
    assert signature(default) != signature(other_answer)


def test_branches_are_all_different_results() -> None:
    results = list(islice(iter_branches(VADER), 12))
    assert len({signature(r) for r in results}) == len(results) > 2
