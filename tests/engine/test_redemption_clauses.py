"""Clause sequences on real cards: one target per clause, and a cost that must be paid first."""

from __future__ import annotations

import pytest
from real_export import pool_catalog

from engine.api import run_ruling
from engine.core.cards import AbilityDefinition
from engine.games.redemption import effects
from engine.games.redemption.model import Activation


@pytest.fixture(scope="module")
def catalog(tmp_path_factory: pytest.TempPathFactory):
    yield from pool_catalog(tmp_path_factory, "redemption")


SOUL = "Lost Soul (John 8:3-4), GoC"


def philosophers(catalog, hand: list[str]):
    """Greek Philosophers, Roots blocks: its a1 discards an N.T. black enhancement from hand
    (the cost) to protect N.T. lost souls from rescue."""
    scenario = {
        "game": "redemption",
        "zones": {
            "A": {
                "territory": [{"card": "Greek Philosophers, Roots"}],
                "hand": [{"card": c} for c in hand],
                "land_of_bondage": [{"card": SOUL}],
            },
            "B": {"battle": [{"card": "Agabus"}]},
        },
        "actions": [{"player": "A", "block": "Greek Philosophers, Roots"}],
    }
    return run_ruling(scenario, catalog=catalog)


def mine(result, ability: str = "a1") -> list[tuple[str, str, list[str]]]:
    return [(s.kind, s.text, s.rules) for s in result.steps if s.ability == ability]


def rescue_reaches(result) -> bool:
    """Could a rescue ability of B's hero reach the lost soul (is it unprotected from rescue)?"""
    state = result.state
    soul = next(o for o in state.objects.values() if o.label == SOUL)
    hero = next(o for o in state.objects.values() if o.label == "Agabus")
    rescue = AbilityDefinition(id="r", kind="special", effect=({"verb": "rescue"},))
    act = Activation(999, hero.oid, rescue, "B", "rescue", 1, True)
    return not effects.protected(state, soul, act)


def test_the_cost_is_paid_first_then_the_other_clause_acts_on_its_own_target(catalog):
    result = philosophers(catalog, ["Three Crosses"])
    assert mine(result)[1:] == [
        (
            "step",
            "Greek Philosophers, Roots (a1) declares its targets: Three Crosses",
            ["Special Ability"],
        ),
        (
            "step",
            f"Greek Philosophers, Roots (a1) also declares: {SOUL}",
            ["Special Ability", "Target"],
        ),
        (
            "effect",
            f"Greek Philosophers, Roots (a1) completes: Three Crosses is discarded; {SOUL} is "
            "protected from rescue abilities",
            ["Special Ability", "Ongoing Ability", "Discard", "Protect"],
        ),
    ]
    assert not rescue_reaches(result)


def test_an_unpaid_cost_stops_the_rest_and_protects_nothing(catalog):
    result = philosophers(catalog, [])
    assert mine(result)[1:] == [
        (
            "step",
            "Greek Philosophers, Roots (a1) has no legal target",
            ["Target", "Special Ability"],
        ),
        (
            "step",
            f"Greek Philosophers, Roots (a1) also declares: {SOUL}",
            ["Special Ability", "Target"],
        ),
        (
            "step",
            "Greek Philosophers, Roots (a1): its cost cannot be paid (nothing to act on), so "
            "nothing else happens",
            ["Cost"],
        ),
        (
            "info",
            "Greek Philosophers, Roots (a1) completes: nothing happens",
            ["Special Ability", "Ongoing Ability", "Discard", "Protect"],
        ),
    ]
    assert rescue_reaches(result)


def test_discarding_itself_to_discard_an_evil_king(catalog):
    scenario = {
        "game": "redemption",
        "zones": {
            "A": {"battle": [{"card": "Gideon, J"}], "hand": [{"card": "Ehud's Dagger, Roots"}]},
            "B": {"battle": [{"card": "King Achish, 1st Print - L"}]},
        },
        "actions": [{"player": "A", "play": "Ehud's Dagger, Roots", "on": "Gideon, J"}],
    }
    result = run_ruling(scenario, catalog=catalog)
    assert [t for _, t, _ in mine(result, "a2")][1:] == [
        "Ehud's Dagger, Roots (a2) declares its targets: Ehud's Dagger, Roots",
        "Ehud's Dagger, Roots (a2) also declares: King Achish, 1st Print - L",
        "Ehud's Dagger, Roots (a2) completes: Ehud's Dagger, Roots is discarded; King Achish, "
        "1st Print - L is discarded",
    ]
    zones = {o.label: o.zone for o in result.state.objects.values()}
    assert zones["King Achish, 1st Print - L"] == ("B", "discard")
    assert zones["Ehud's Dagger, Roots"] == ("A", "discard")


def emim(catalog, territory: list[str]) -> list[tuple[str, str, list[str]]]:
    """Emim blocks; its a1 topdecks an O.T. lost soul only while another Moabite is in play."""
    scenario = {
        "game": "redemption",
        "zones": {
            "A": {"territory": [{"card": c} for c in ["Emim", *territory]]},
            "B": {
                "battle": [{"card": "Agabus"}],
                "land_of_bondage": [{"card": "Lost Soul Ecclesiastes 10:15"}],
            },
        },
        "actions": [{"player": "A", "block": "Emim"}],
    }
    return mine(run_ruling(scenario, catalog=catalog))[1:]


def test_another_moabite_in_play_is_not_the_card_itself(catalog):
    assert emim(catalog, []) == [
        (
            "step",
            "Emim (a1) does nothing: there is no other moabite hero or evil character in play",
            ["Special Ability"],
        )
    ]
    assert emim(catalog, ["Moabite Marauders"])[-1] == (
        "effect",
        "Emim (a1) completes: Lost Soul Ecclesiastes 10:15 is put on top of the deck",
        ["Special Ability", "Topdeck"],
    )
