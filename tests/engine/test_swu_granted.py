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
