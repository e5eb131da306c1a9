"""Printed "If ..." conditions on the game state: who controls more, damage on a base, an
empty hand, this unit upgraded, the unit an earlier step chose, the discard pile. A false
condition says so and does nothing (1.3.2)."""

from __future__ import annotations

import pytest
from swu_pool import lines, run, swu_catalog_fixture  # noqa: F401 - the fixture

pytestmark = pytest.mark.usefixtures("swu_catalog")

NOT_MET = "the condition is not met, so that part does nothing"


def test_an_opponent_with_more_units_lets_old_access_codes_draw(swu_catalog):
    more = run(swu_catalog, {
        "zones": {"A": {"hand": ["Old Access Codes"], "deck": ["Porg"]},
                  "B": {"ground arena": ["Outer Rim Mystic"]}},
        "actions": ["A plays Old Access Codes"],
    })  # fmt: skip
    assert lines(more)[-1] == "A draws 1 card"
    even = run(swu_catalog, {
        "zones": {"A": {"hand": ["Old Access Codes"], "ground arena": ["Battlefield Marine"],
                        "deck": ["Porg"]},
                  "B": {"ground arena": ["Outer Rim Mystic"]}},
        "actions": ["A plays Old Access Codes"],
    })  # fmt: skip
    assert lines(even)[-1] == f"Old Access Codes: {NOT_MET}"


def test_a_base_with_15_damage_readies_guerilla_attack_pod(swu_catalog):
    r = run(swu_catalog, {
        "zones": {"A": {"hand": ["Guerilla Attack Pod"]},
                  "B": {"base": [{"card": "Administrator's Tower, Cloud City", "damage": 15}]}},
        "actions": ["A plays Guerilla Attack Pod"],
    })  # fmt: skip
    assert lines(r)[-1] == "Guerilla Attack Pod is readied"
    assert r.final_state["zones"]["A"]["ground_arena"][0].get("exhausted") is None


def test_an_empty_hand_is_asked_for_by_mister_bones(swu_catalog):
    scenario = {
        "zones": {"A": {"ground arena": ["Mister Bones, I Performed Violence"]},
                  "B": {"ground arena": ["Outer Rim Mystic", "Battlefield Marine"]}},
        "actions": ["A attacks Outer Rim Mystic with Mister Bones, I Performed Violence"],
        "answers": [{"kind": "target", "player": "A", "answer": "Battlefield Marine"}],
    }  # fmt: skip
    assert "Battlefield Marine takes 3 damage (3 of 3 HP)" in lines(run(swu_catalog, scenario))
    scenario["zones"]["A"]["hand"] = ["Porg"]
    held = lines(run(swu_catalog, scenario))
    assert f"Mister Bones, I Performed Violence: {NOT_MET}" in held
    assert "Battlefield Marine takes 3 damage (3 of 3 HP)" not in held


def test_if_it_is_a_force_unit_asks_about_the_unit_just_chosen(swu_catalog):
    scenario = {
        "zones": {"A": {"ground arena": ["Obi-Wan Kenobi, Following Fate", "Fallen Jedi",
                                         "Battlefield Marine"], "deck": ["Porg"]},
                  "B": {"hand": ["Rival's Fall"]}},
        "actions": [{"player": "B", "play": "Rival's Fall", "target": "Obi-Wan Kenobi, Following Fate"}],
        "answers": [{"kind": "target", "player": "A", "answer": "Fallen Jedi"}],
    }  # fmt: skip
    assert lines(run(swu_catalog, scenario))[-2:] == [
        "Fallen Jedi gets 2 Experience tokens (+2/+2)",
        "A draws 1 card",
    ]
    scenario["answers"] = [{"kind": "target", "player": "A", "answer": "Battlefield Marine"}]
    assert lines(run(swu_catalog, scenario))[-2:] == [
        "Battlefield Marine gets 2 Experience tokens (+2/+2)",
        f"Obi-Wan Kenobi, Following Fate: {NOT_MET}",
    ]


def test_plus_stats_and_a_keyword_go_to_the_same_unit(swu_catalog):
    r = run(swu_catalog, {
        "zones": {"A": {"hand": ["Overpower"], "ground arena": ["Battlefield Marine"]}},
        "actions": ["A plays Overpower"],
    })  # fmt: skip
    assert lines(r, ("effect",)) == [
        "Battlefield Marine gets +3/+3 for this phase (now 6/6)",
        "Battlefield Marine gains Overwhelm for this phase",
    ]


def test_a_ground_unit_or_a_base_takes_the_base_too(swu_catalog):
    r = run(swu_catalog, {
        "zones": {"A": {"ground arena": ["Jedha Agitator", "Admiral Piett, Commanding the Armada"]},
                  "B": {"ground arena": ["Outer Rim Mystic"]}},
        "actions": ["A attacks B's base with Jedha Agitator"],
        "answers": [{"kind": "target", "player": "A", "answer": "B's base"}],
    })  # fmt: skip
    assert lines(r, ("effect",))[1:] == [
        "B's base takes 2 damage (2 of 30 HP)",  # the On Attack ability picked the base
        "B's base takes 2 damage (4 of 30 HP)",  # then combat damage
    ]


def test_defeating_a_shield_token_then_giving_that_unit_experience(swu_catalog):
    r = run(swu_catalog, {
        "zones": {"A": {"ground arena": ["Rose Tico, Dedicated to the Cause",
                                         {"card": "Battlefield Marine", "counters": {"shield": 1}}]}},
        "actions": ["A attacks B's base with Rose Tico, Dedicated to the Cause"],
    })  # fmt: skip
    assert lines(r, ("effect",))[:2] == [
        "1 Shield token on Battlefield Marine is defeated",
        "Battlefield Marine gets 2 Experience tokens (+2/+2)",
    ]
    assert step_rules(r, "1 Shield token on Battlefield Marine is defeated") == ["3.7.3"]


def test_defeat_all_shield_tokens_may_pick_a_unit_without_any(swu_catalog):
    r = run(swu_catalog, {
        "zones": {"A": {"hand": ["Piercing Shot"]},
                  "B": {"ground arena": [{"card": "Outer Rim Mystic", "counters": {"shield": 2}}]}},
        "actions": ["A plays Piercing Shot"],
    })  # fmt: skip
    assert lines(r)[-2:] == [
        "2 Shield tokens on Outer Rim Mystic are defeated",
        "Outer Rim Mystic takes 3 damage (3 of 6 HP)",
    ]


def step_rules(result, text):
    return next(s.rules for s in result.steps if s.text == text)


def test_the_defender_gets_minus_power_for_the_attack_and_deals_less(swu_catalog):
    r = run(swu_catalog, {
        "zones": {"A": {"hand": ["Catch Unawares"], "ground arena": ["Battlefield Marine"]},
                  "B": {"ground arena": ["Outer Rim Mystic"]}},
        "actions": ["A plays Catch Unawares"],
        "answers": [{"kind": "target", "player": "A", "card": "Battlefield Marine",
                     "answer": "Outer Rim Mystic"}],
    })  # fmt: skip
    assert lines(r, ("effect",)) == [
        "A attacks Outer Rim Mystic with Battlefield Marine",
        "Outer Rim Mystic gets -4/+0 for this attack (now 0/6)",
        "Outer Rim Mystic takes 3 damage (3 of 6 HP)",  # and deals none back
    ]


def test_a_bonus_if_it_is_attacking_a_unit_is_checked_against_the_defender(swu_catalog):
    base = {
        "zones": {"A": {"leader": ["Moff Gideon, Formidable Commander"],
                        "ground arena": ["Battlefield Marine"]},
                  "B": {"ground arena": ["Outer Rim Mystic"]}},
        "actions": [{"player": "A", "use": "Moff Gideon, Formidable Commander", "ability": "a1"}],
    }  # fmt: skip
    unit = run(
        swu_catalog,
        {
            **base,
            "answers": [
                {
                    "kind": "target",
                    "player": "A",
                    "card": "Battlefield Marine",
                    "answer": "Outer Rim Mystic",
                }
            ],
        },
    )
    assert "Battlefield Marine gets +1/+0 for this attack" in lines(unit)
    assert "Outer Rim Mystic takes 4 damage (4 of 6 HP)" in lines(unit)
    hit_base = run(
        swu_catalog,
        {
            **base,
            "answers": [
                {
                    "kind": "target",
                    "player": "A",
                    "card": "Battlefield Marine",
                    "answer": "B's base",
                }
            ],
        },
    )
    assert "Battlefield Marine: the condition of its bonus for this attack is not met" in lines(
        hit_base
    )
    assert "B's base takes 3 damage (3 of 30 HP)" in lines(hit_base)
