"""Combined clauses on real cards: whose deck, a choice after a condition, alternatives that each
keep their pile, and the modes after "Select up to N:" that are not abilities of their own."""

from __future__ import annotations

import pytest
from real_export import pool_catalog

from engine.api import run_ruling


@pytest.fixture(scope="module")
def catalog(tmp_path_factory: pytest.TempPathFactory):
    yield from pool_catalog(tmp_path_factory, "redemption")


def steps(result, card: str, ability: str) -> list[tuple[str, str]]:
    return [
        (s.kind, s.text)
        for s in result.steps
        if s.ability == ability
        and s.kind in ("effect", "info", "not_modelled")
        and card in (s.text or "") + (s.card or "")
    ]


def choices(result) -> list[str]:
    return [s.text for s in result.steps if s.kind == "choice"]


def test_a_deck_the_player_names_is_the_one_whose_top_card_is_discarded(catalog):
    # Evil Spawn, D a1: the top card of a deck the blocker's player picks
    scenario = {
        "game": "redemption",
        "zones": {
            "A": {"territory": [{"card": "Evil Spawn, D"}], "deck": [{"card": "Agabus"}]},
            "B": {"battle": [{"card": "Agabus"}], "deck": [{"card": "Bathsheba"}]},
        },
        "actions": [{"player": "A", "block": "Evil Spawn, D"}],
        "answers": [{"player": "A", "answer": "Discard the top card of opponent's deck"}],
    }
    result = run_ruling(scenario, catalog=catalog)
    assert choices(result) == [
        "A chooses for Evil Spawn, D (a1): Discard the top card of opponent's deck"
    ]
    assert steps(result, "Evil Spawn", "a1") == [
        ("effect", "Evil Spawn, D (a1) completes: the top of B's deck is discarded: Bathsheba")
    ]


def moabites(catalog, answers: list[dict[str, str]]):
    """The Subdued Moabites a2, blocking: two cards drawn, or one Old Testament gray card
    fetched out of the reserve (the player picks which)."""
    scenario = {
        "game": "redemption",
        "zones": {
            "A": {
                "territory": [{"card": "The Subdued Moabites"}],
                "deck": [{"card": "Agabus"}, {"card": "Agabus"}],
                "reserve": [{"card": "Abihu, L"}],
            },
            "B": {"battle": [{"card": "Agabus"}]},
        },
        "actions": [{"player": "A", "block": "The Subdued Moabites"}],
        "answers": answers,
    }
    return run_ruling(scenario, catalog=catalog)


def test_a_choice_after_a_condition_is_asked_and_runs_the_option_chosen(catalog):
    result = moabites(catalog, [{"player": "A", "answer": "take an O.T. gray card from Reserve"}])
    assert "A chooses for The Subdued Moabites (a2): take an O.T. gray card from Reserve" in (
        choices(result)
    )
    assert steps(result, "Moabites", "a2") == [
        (
            "effect",
            "The Subdued Moabites (a2) completes: A searches their reserve and takes Abihu, L into hand",
        )
    ]
    default = moabites(catalog, [])
    assert steps(default, "Moabites", "a2") == [
        ("effect", "The Subdued Moabites (a2) completes: A draws 2 card(s)")
    ]


def test_each_alternative_is_taken_only_from_its_own_pile(catalog):
    # Denarius, I/J+ a1: an evil Roman from deck, or an N.T. gray enhancement from reserve;
    # an evil Roman in the reserve is not one of them
    scenario = {
        "game": "redemption",
        "zones": {
            "A": {
                "artifact_pile": [{"card": "Denarius, I/J+"}],
                "deck": [{"card": "Agabus"}],
                "reserve": [{"card": "Four Squads of Four (Ap)"}],
            },
            "B": {},
        },
        "actions": [{"player": "A", "use": "Denarius, I/J+", "ability": "a1"}],
    }
    result = run_ruling(scenario, catalog=catalog)
    assert steps(result, "", "a1") == [
        ("info", "A searches their deck and reserve and finds no such card"),
        ("info", "Denarius, I/J+ (a1) completes: nothing happens"),
    ]
    scenario["zones"]["A"]["deck"] = [{"card": "Four Squads of Four (Ap)"}]
    scenario["zones"]["A"]["reserve"] = []
    result = run_ruling(scenario, catalog=catalog)
    assert steps(result, "", "a1") == [
        (
            "effect",
            "Denarius, I/J+ (a1) completes: A searches their deck and takes Four Squads of Four, Ap into hand",
        )
    ]


def test_the_modes_after_select_are_one_ability_not_run_each(catalog):
    """The modes fold into the selecting ability (test_redemption_choice_select): one choice,
    the first mode by default; the sentences after it are no abilities of their own."""
    scenario = {
        "game": "redemption",
        "zones": {
            "A": {
                "territory": [{"card": "Gad, the Seer, RR2"}],
                "deck": [{"card": "Agabus"}, {"card": "Agabus"}],
            },
            "B": {},
        },
        "actions": [{"player": "A", "attack": "Gad, the Seer, RR2"}],
    }
    result = run_ruling(scenario, catalog=catalog)
    kinds = [(s.ability, s.kind) for s in result.steps if s.kind in ("effect", "not_modelled")]
    assert kinds == [("a1", "effect")]
