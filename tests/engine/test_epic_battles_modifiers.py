"""Floating damage and cost modifiers from real cards reach the attacks they name, and end on time."""

from __future__ import annotations

import pytest
from real_export import pool_catalog

from engine.api import run_ruling
from engine.core.errors import ImpossibleAction

FILLER = "Nose Breaker"  # a high punch with no text, damage 2, cost 0


@pytest.fixture(scope="module")
def catalog(tmp_path_factory: pytest.TempPathFactory):
    yield from pool_catalog(tmp_path_factory, "epic_battles")


def run(catalog, a_hand, b_hand, actions):
    scenario = {
        "game": "epic_battles",
        "zones": {
            "A": {"deck": [FILLER] * 4, "energy": [FILLER] * 4, "hand": a_hand},
            "B": {"deck": [FILLER] * 8, "energy": [FILLER] * 4, "hand": b_hand},
        },
        "actions": actions,
    }
    return run_ruling(scenario, catalog=catalog)


def texts(result, start: str) -> list[str]:
    return [s.text for s in result.steps if s.text.startswith(start)]


def test_next_attack_this_step_does_less_damage(catalog):
    # Alex's Air Stampede: "Your rival's next attack this step does -6 damage."
    r = run(
        catalog,
        ["Alex's Air Stampede"],
        [FILLER],
        [{"player": "A", "play": "Alex's Air Stampede"}, {"player": "B", "play": FILLER}],
    )
    assert (
        "Floating effect for B: B's next attack: -6 damage (from Alex's Air Stampede) (until the end of the step)"
        in [s.text for s in r.steps]
    )
    step8 = texts(r, "Step 8")
    assert step8[-1] == (
        "Step 8 (damage or chip): Nose Breaker #21 is not blocked: A takes 0 damage "
        "(2 printed, -6 from Alex's Air Stampede)"
    )
    assert next(s for s in r.steps if s.text == step8[-1]).rules == [
        "Action Sequence 8",
        "Floating 1",
    ]


def test_next_attack_costs_more(catalog):
    # Hugo's Giant Palm Bomber: "Your rival's next attack this step costs +1 energy."
    r = run(
        catalog,
        ["Hugo's Giant Palm Bomber"],
        ["Forward Fierce"],
        [
            {"player": "A", "play": "Hugo's Giant Palm Bomber"},
            {"player": "B", "play": "Forward Fierce"},
        ],
    )
    assert "B pays 2 energy for Forward Fierce" in [s.text for s in r.steps]
    assert texts(r, "Step 1 (pay and play): B plays")[0].startswith(
        "Step 1 (pay and play): B plays Forward Fierce (high punch, cost 2 (1 printed, +1 from Hugo's Giant Palm Bomber)"
    )


def test_other_punches_this_combo_reach_only_later_attacks(catalog):
    # Ling Xiaoyu's Thunder Strike: "Your other punches do +2 damage this combo." and
    # "Your other punches do +1 damage this turn."
    r = run(
        catalog,
        ["Ling Xiaoyu's Thunder Strike", FILLER],
        [],
        [
            {"player": "A", "play": "Ling Xiaoyu's Thunder Strike"},
            {"player": "A", "link": FILLER},
        ],
    )
    assert texts(r, "Step 8") == [
        "Step 8 (damage or chip): Ling Xiaoyu's Thunder Strike is not blocked: B takes 4 damage",
        "Step 8 (damage or chip): Nose Breaker #9 is not blocked: B takes 5 damage "
        "(2 printed, +2 from Ling Xiaoyu's Thunder Strike; +1 from Ling Xiaoyu's Thunder Strike)",
    ]
    assert (
        "The floating effect 'A's other punches: +2 damage (from Ling Xiaoyu's Thunder Strike)' "
        "ends (end of the combo)" in [s.text for s in r.steps]
    )


def test_next_action_modifier_ends_with_that_action(catalog):
    r = run(
        catalog,
        ["Back Stomp"],
        [FILLER, FILLER, "Head Crunch"],
        [
            {"player": "A", "play": "Back Stomp"},
            {"player": "B", "play": FILLER},
            {"player": "B", "link": FILLER},
            {"player": "B", "play": "Head Crunch"},
        ],
    )
    assert texts(r, "Step 8")[1:] == [
        "Step 8 (damage or chip): Nose Breaker #21 is not blocked: A takes 1 damage (2 printed, -1 from Back Stomp)",
        "Step 8 (damage or chip): Nose Breaker #22 is not blocked: A takes 1 damage (2 printed, -1 from Back Stomp)",
        "Step 8 (damage or chip): Head Crunch is not blocked: A takes 3 damage",
    ]


def test_step_modifier_ends_when_the_next_step_starts(catalog):
    r = run(
        catalog,
        ["Alex's Air Stampede"],
        [FILLER],
        [
            {"player": "A", "play": "Alex's Air Stampede"},
            {"player": "A", "start": "draw"},
            {"player": "B", "play": FILLER},
        ],
    )
    assert (
        "The floating effect 'B's next attack: -6 damage (from Alex's Air Stampede)' ends (end of the step)"
        in [s.text for s in r.steps]
    )
    assert texts(r, "Step 8")[-1] == (
        "Step 8 (damage or chip): Nose Breaker #21 is not blocked: A takes 2 damage"
    )


def test_cannot_play_beats_the_play(catalog):
    # Back Breaker: "HIT - Your rival cannot play kicks this turn."
    r = run(
        catalog,
        ["Back Breaker"],
        ["Guile's Flash Kick", FILLER],
        [
            {"player": "A", "play": "Back Breaker"},
            {"player": "B", "play": "Guile's Flash Kick"},
            {"player": "B", "play": FILLER},
        ],
    )
    stopped = next(s for s in r.steps if s.text.startswith("B cannot play"))
    assert stopped.text == (
        "B cannot play Guile's Flash Kick: B cannot play kicks (from Back Breaker); "
        "the prohibition wins"
    )
    assert stopped.rules == ["Cannot 1", "Floating 1", "Action Sequence 1"]
    # a punch is still allowed
    assert "B takes an action with Nose Breaker #21" in [s.text for s in r.steps]


def test_flip_as_an_action_needs_battle(catalog):
    scenario = {
        "game": "epic_battles",
        "zones": {"A": {"events": ["Oddities"], "energy": [FILLER]}, "B": {}},
        "actions": [{"player": "A", "flip": "Oddities"}],
    }
    with pytest.raises(
        ImpossibleAction,
        match=r"Oddities is flipped as an action in Battle: start Battle first \('A starts Battle'\)",
    ):
        run_ruling(scenario, catalog=catalog)


def test_flip_as_an_action_flips_that_event_alone(catalog):
    scenario = {
        "game": "epic_battles",
        "zones": {"A": {"events": ["Oddities"], "energy": [FILLER]}, "B": {}},
        "actions": [{"player": "A", "start": "battle"}, {"player": "A", "flip": "Oddities"}],
    }
    r = run_ruling(scenario, catalog=catalog)
    assert [s.text for s in r.steps if s.kind in ("action", "effect")] == [
        "A uses their action to flip Oddities",
        "A flips Oddities as an action",
        "Floating effect for B: B's attacks: -2 damage (from Oddities) (until the end of the turn)",
    ]
