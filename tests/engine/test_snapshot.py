"""Saved positions: running the rest of a game from one equals replaying it all."""

from __future__ import annotations

from engine.api import run_ruling
from engine.scenario import load_scenario
from engine.snapshot import SNAPSHOT_VERSION, dump_state, load_state

FIRST = "A attacks Battlefield Marine with Krayt Dragon"
SECOND = "B plays Vanquish on Krayt Dragon"
SETUP = "game: swu; A: Krayt Dragon in ground arena; B: Battlefield Marine + Greedo in ground arena; B: Vanquish in hand"


def test_running_on_from_a_snapshot_equals_a_full_replay() -> None:
    whole = run_ruling(f"{SETUP}; {FIRST}; {SECOND}")
    first = run_ruling(f"{SETUP}; {FIRST}")
    saved = dump_state(first.state)
    rest = load_scenario({"game": "swu", "actions": [SECOND]})
    resumed = run_ruling(rest, start_state=load_state(saved))
    assert resumed.final_state == whole.final_state
    tail = [(s.text, s.rules) for s in whole.steps[len(first.steps) :]]
    assert [(s.text, s.rules) for s in resumed.steps] == tail
    assert (
        resumed.steps[0].text
        == "B plays Vanquish, paying 5 resources (resources not listed: not checked)"
    )
    # the saved position itself is untouched by the run that started from it
    assert load_state(saved).to_dict() == first.final_state


def test_a_snapshot_of_another_version_or_damaged_is_refused() -> None:
    blob = dump_state(run_ruling(f"{SETUP}; {FIRST}").state)
    assert load_state(blob) is not None
    assert load_state(blob[:3] + bytes([SNAPSHOT_VERSION + 1]) + blob[4:]) is None
    assert load_state(blob[:20]) is None
    assert load_state(b"") is None and load_state(None) is None
