"""A card's own cost reduction applies while it is played (8.15.5.a) and only when its
condition holds; in play it changes nothing."""

from __future__ import annotations

import pytest
from swu_pool import lines, run, swu_catalog_fixture  # noqa: F401 - the fixture

pytestmark = pytest.mark.usefixtures("swu_catalog")


def test_a_trooper_in_play_makes_volunteer_soldier_cheaper(swu_catalog):
    r = run(swu_catalog, {
        "zones": {"A": {"hand": ["Volunteer Soldier"], "ground arena": ["Battlefield Marine"],
                        "resources": ["5x Porg"]}},
        "actions": ["A plays Volunteer Soldier"],
    })  # fmt: skip
    assert lines(r, ("action", "effect"))[:2] == [
        "Volunteer Soldier costs 1 less to play",
        "A plays Volunteer Soldier, exhausting 2 resources (1 less) (3 ready left)",  # cost 3
    ]


def test_without_a_trooper_it_costs_its_printed_cost(swu_catalog):
    r = run(swu_catalog, {
        "zones": {"A": {"hand": ["Volunteer Soldier"], "resources": ["5x Porg"]}},
        "actions": ["A plays Volunteer Soldier"],
    })  # fmt: skip
    assert lines(r, ("action", "event"))[:2] == [
        "Volunteer Soldier: the condition of its cost reduction does not hold now",
        "A plays Volunteer Soldier, exhausting 3 resources (2 ready left)",
    ]


def test_for_each_friendly_droid_unit(swu_catalog):
    r = run(swu_catalog, {
        "zones": {"A": {"hand": ["Vuutun Palaa, Droid Control Ship"],
                        "ground arena": ["Super Battle Droid", "Super Battle Droid"],
                        "resources": ["10x Porg"]}},
        "actions": ["A plays Vuutun Palaa, Droid Control Ship"],
    })  # fmt: skip
    assert lines(r, ("effect",))[0] == (
        "Vuutun Palaa, Droid Control Ship costs 2 less to play (2 friendly Droid units)"
    )


def test_a_constant_that_holds_while_defending_changes_the_attacker(swu_catalog):
    r = run(swu_catalog, {
        "zones": {"A": {"space arena": ["Gold Leader, Fastest Ship in the Fleet"]},
                  "B": {"space arena": ["Munificent Frigate"]}},
        "actions": [{"player": "B", "attack": "Munificent Frigate",
                     "target": "Gold Leader, Fastest Ship in the Fleet"}],
    })  # fmt: skip
    assert lines(r, ("event", "effect"))[:5] == [
        "Gold Leader, Fastest Ship in the Fleet: the condition of its constant ability does not hold now",
        "Munificent Frigate is exhausted; the attack begins",
        "Munificent Frigate has -1/+0 from Gold Leader, Fastest Ship in the Fleet while it applies "
        "(now 3/7)",
        "Combat damage is dealt by both units at the same time",
        "Gold Leader, Fastest Ship in the Fleet takes 3 damage (3 of 5 HP)",
    ]


def test_the_bonus_while_defending_ends_with_the_attack(swu_catalog):
    r = run(swu_catalog, {
        "zones": {"A": {"ground arena": ["Jedi Guardian"]},
                  "B": {"ground arena": ["Outer Rim Mystic", "Battlefield Marine"]}},
        "actions": [{"player": "B", "attack": "Outer Rim Mystic", "target": "Jedi Guardian"},
                    {"player": "A", "pass": True},
                    {"player": "B", "attack": "Battlefield Marine", "target": "A's base"}],
    })  # fmt: skip
    shown = [t for t in lines(r, ("effect",)) if "from Jedi Guardian" in t]
    assert len(shown) == 1 and shown[0].startswith("Jedi Guardian has +2/+0 from Jedi Guardian")
