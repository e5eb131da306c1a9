"""A card's own cost reduction applies while it is played (8.14.5.a) and only when its
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
