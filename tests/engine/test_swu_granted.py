"""Abilities an upgrade gives the unit it is attached to (3.6.8): "this unit" in them is that
unit, a Bounty given by an upgrade is collected by the defeated unit's opponent (7.5.13.a),
and "If attached unit is a Force unit, it gains ..." holds only while the host fits."""

from __future__ import annotations

import pytest
from swu_pool import lines, run, step, swu_catalog_fixture  # noqa: F401 - the fixture

pytestmark = pytest.mark.usefixtures("swu_catalog")


def test_this_unit_in_a_granted_ability_is_the_attached_unit(swu_catalog):
    r = run(swu_catalog, {
        "zones": {"A": {"ground arena": ["Fallen Jedi", "Jedi Trials"]}},
        "actions": ["A attacks with Fallen Jedi"],
    })  # fmt: skip
    assert lines(r, ("effect",))[:1] == ["Fallen Jedi gets an Experience token (+1/+1)"]
    assert step(r, "Fallen Jedi gets an Experience token (+1/+1)").card == "Jedi Trials"


def test_a_bounty_given_by_an_upgrade_is_collected_by_the_opponent(swu_catalog):
    r = run(swu_catalog, {
        "zones": {"A": {"hand": ["Rival's Fall"], "deck": ["Porg", "Porg", "Porg"]},
                  "B": {"ground arena": ["Battlefield Marine", "Death Mark"]}},
        "actions": ["A plays Rival's Fall"],
    })  # fmt: skip
    assert lines(r)[-5:] == [
        "Death Mark (attached to Battlefield Marine) is defeated and goes to B's discard pile",
        "Battlefield Marine is defeated and goes to B's discard pile",
        "Waiting to resolve: Death Mark: Bounty (from an upgrade) (A)",
        "Death Mark: Bounty (from an upgrade) resolves (A)",
        "A draws 2 cards",
    ]
    assert "7.5.13.a" in step(r, "Death Mark: Bounty (from an upgrade) resolves (A)").rules


def test_a_conditional_grant_needs_a_host_of_that_trait(swu_catalog):
    force = run(swu_catalog, {
        "zones": {"A": {"ground arena": ["Fallen Jedi", "Jedi Lightsaber"]},
                  "B": {"ground arena": ["Outer Rim Mystic"]}},
        "actions": ["A attacks Outer Rim Mystic with Fallen Jedi"],
    })  # fmt: skip
    assert "Outer Rim Mystic gets -2/-2 for this phase (now 0/4)" in lines(force)
    other = run(swu_catalog, {
        "zones": {"A": {"ground arena": ["Battlefield Marine", "Jedi Lightsaber"]},
                  "B": {"ground arena": ["Outer Rim Mystic"]}},
        "actions": ["A attacks Outer Rim Mystic with Battlefield Marine"],
    })  # fmt: skip
    assert "Jedi Lightsaber: the condition is not met, so that part does nothing" in lines(other)
    assert not any("-2/-2" in t for t in lines(other))


def test_damage_equal_to_the_number_of_resources_counts_them_first(swu_catalog):
    r = run(swu_catalog, {
        "zones": {"A": {"hand": ["Devastator, Inescapable"], "resources": ["10x Porg", "Porg"]},
                  "B": {"space arena": ["Munificent Frigate"]}},
        "actions": ["A plays Devastator, Inescapable"],
    })  # fmt: skip
    counted = step(r, "Devastator, Inescapable: 11 resources A controls, so the amount is 11")
    assert counted.rules == ["1.9.2"]
    assert lines(r)[-2:] == [
        "Munificent Frigate takes 11 damage (11 of 7 HP)",
        "Munificent Frigate is defeated and goes to B's discard pile",
    ]


def test_heal_for_each_friendly_official_unit_is_one_amount(swu_catalog):
    r = run(swu_catalog, {
        "zones": {"A": {"hand": ["Renowned Dignitaries"], "ground arena": ["Populist Champion"],
                        "base": [{"card": "Administrator's Tower, Cloud City", "damage": 10}]}},
        "actions": ["A plays Renowned Dignitaries"],
    })  # fmt: skip
    counted = step(r, "Renowned Dignitaries: 2 friendly Official units, so the amount is 4")
    assert counted.rules == ["8.34.1"]
    assert lines(r)[-1] == "A's base (Administrator's Tower): 4 damage healed (6 damage left)"
