"""Action costs in brackets beyond resources and exhausting (6.4.4): discards, damage to a
friendly unit or your base, returning or defeating the card itself, exhausting another unit."""

from __future__ import annotations

import pytest
from swu_pool import lines, run, swu_catalog_fixture  # noqa: F401 - the fixture

from engine.core.errors import ScenarioError

pytestmark = pytest.mark.usefixtures("swu_catalog")


def test_a_discard_is_paid_before_the_ability_resolves(swu_catalog):
    r = run(swu_catalog, {
        "zones": {"A": {"leader": ["Kylo Ren, Rash and Deadly"], "hand": ["Porg", "Vanquish"],
                        "ground arena": ["Battlefield Marine"]}},
        "actions": [{"player": "A", "use": "Kylo Ren, Rash and Deadly"}],
        "answers": [{"kind": "choose", "player": "A", "answer": ["Vanquish"]}],
    })  # fmt: skip
    assert lines(r, ("action", "effect")) == [
        "A uses Kylo Ren, Rash and Deadly's Action ability "
        "(exhausting Kylo Ren, Rash and Deadly, discarding Vanquish)",
        "Battlefield Marine gets +2/+0 for this phase (now 5/3)",
    ]
    assert r.final_state["zones"]["A"]["discard"] == [{"card": "Vanquish"}]


def test_an_empty_hand_cannot_pay_a_discard_and_nothing_is_paid(swu_catalog):
    with pytest.raises(ScenarioError, match="fewer than 1 card to discard .* \\(6.4.4.a\\)"):
        run(swu_catalog, {
            "zones": {"A": {"leader": ["Kylo Ren, Rash and Deadly"]}},
            "actions": [{"player": "A", "use": "Kylo Ren, Rash and Deadly"}],
        })  # fmt: skip


def test_a_discard_of_a_card_that_costs_6_or_more_skips_cheaper_cards(swu_catalog):
    r = run(swu_catalog, {
        "zones": {"A": {"leader": ["Dryden Vos, I Never Ask Twice"],
                        "hand": ["Porg", "Avenger, Hunting Star Destroyer", "Battlefield Marine"]}},
        "actions": [{"player": "A", "use": "Dryden Vos, I Never Ask Twice", "ability": "a1"}],
    })  # fmt: skip
    assert lines(r)[0] == (
        "A uses Dryden Vos, I Never Ask Twice's Action ability "
        "(exhausting Dryden Vos, I Never Ask Twice, discarding Avenger, Hunting Star Destroyer)"
    )


def test_damage_to_a_friendly_unit_is_dealt_as_the_cost(swu_catalog):
    r = run(swu_catalog, {
        "zones": {"A": {"ground arena": ["Doctor Pershing, Experimenting With Life", "Battlefield Marine"],
                        "deck": ["Porg"]}},
        "actions": [{"player": "A", "use": "Doctor Pershing, Experimenting With Life"}],
        "answers": [{"kind": "target", "player": "A", "answer": "Battlefield Marine"}],
    })  # fmt: skip
    assert lines(r) == [
        "A uses Doctor Pershing, Experimenting With Life's Action ability "
        "(exhausting Doctor Pershing, Experimenting With Life, dealing 1 damage to Battlefield Marine)",
        "Battlefield Marine takes 1 damage (1 of 3 HP)",
        "A draws 1 card",
    ]


def test_returning_the_unit_itself_is_the_cost(swu_catalog):
    r = run(swu_catalog, {
        "zones": {"A": {"ground arena": ["Salacious Crumb, Obnoxious Pet"]},
                  "B": {"ground arena": ["Outer Rim Mystic"]}},
        "actions": [{"player": "A", "use": "Salacious Crumb, Obnoxious Pet"}],
        "answers": [{"kind": "target", "player": "A", "answer": "Outer Rim Mystic"}],
    })  # fmt: skip
    assert lines(r, ("action", "effect")) == [
        "A uses Salacious Crumb, Obnoxious Pet's Action ability (exhausting Salacious Crumb, "
        "Obnoxious Pet, returning Salacious Crumb, Obnoxious Pet to A's hand)",
        "Outer Rim Mystic takes 1 damage (1 of 6 HP)",
    ]
    assert r.final_state["zones"]["A"]["hand"] == [{"card": "Salacious Crumb, Obnoxious Pet"}]


def test_a_base_cost_exhausts_a_friendly_unit(swu_catalog):
    r = run(swu_catalog, {
        "zones": {"A": {"base": ["Tomb of Eilram, Zeffo"], "ground arena": ["Battlefield Marine"]}},
        "actions": [{"player": "A", "use": "Tomb of Eilram, Zeffo"}],
    })  # fmt: skip
    assert lines(r, ("action", "effect")) == [
        "A uses A's base (Tomb of Eilram)'s Action ability (exhausting Battlefield Marine)",
        "The Force is with A: they create their Force token",
    ]
    with pytest.raises(ScenarioError, match="no ready unit to exhaust"):
        run(swu_catalog, {
            "zones": {"A": {"base": ["Tomb of Eilram, Zeffo"],
                            "ground arena": [{"card": "Battlefield Marine", "exhausted": True}]}},
            "actions": [{"player": "A", "use": "Tomb of Eilram, Zeffo"}],
        })  # fmt: skip
