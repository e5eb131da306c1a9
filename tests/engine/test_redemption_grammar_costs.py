""" "Reveal X from hand to Y": the reveal is a cost, paid only with such a card in hand; how it
compiles, and what it does on a real card both ways."""

from __future__ import annotations

import pytest
from real_export import pool_catalog

from cards_db.parsers import parse_card
from cards_db.records import ImportedCard
from engine.api import run_ruling


@pytest.fixture(scope="module")
def catalog(tmp_path_factory: pytest.TempPathFactory):
    yield from pool_catalog(tmp_path_factory, "redemption")


def effects_of(text: str, card_type: str = "hero") -> list[list[dict]]:
    """The compiled steps of each ability of a card printed with ``text`` (our own words)."""
    card = ImportedCard("redemption", "Test Card", card_type, printed_text=text)
    return [list(ab.effect) for ab in parse_card(card)]


GOOD_DOMINANT = {"zone": "hand", "side": "self", "type": ["dominant"], "alignment": ["good"]}


def test_reveal_from_hand_to_is_a_cost():
    assert effects_of("You may reveal a good Dominant in your hand to draw 2.") == [
        [
            {"verb": "reveal_card", "target": {"one": GOOD_DOMINANT}, "cost": True},
            {"verb": "draw", "amount": 2, "who": "you"},
        ]
    ]


def test_reveal_alone_shows_the_card():
    assert effects_of("Reveal a good Dominant from hand.") == [
        [{"verb": "reveal_card", "target": {"one": GOOD_DOMINANT}}]
    ]


def test_reveal_of_a_whole_hand_is_not_this_clause():
    assert effects_of("Reveal your hand to draw 2.") == [[]]


def domitian(catalog, hand: str) -> list[tuple[str, str]]:
    """Emperor Domitian, RoJ AB: may reveal a N.T. gray card from hand to banish a Hero in
    battle."""
    name = "Emperor Domitian, RoJ AB"
    scenario = {
        "game": "redemption",
        "zones": {
            "A": {"territory": [{"card": name}], "hand": [{"card": hand}]},
            "B": {"battle": [{"card": "Agabus"}]},
        },
        "actions": [{"player": "A", "block": name}],
    }
    result = run_ruling(scenario, catalog=catalog)
    return [
        (s.kind, s.text)
        for s in result.steps
        if s.ability == "a1" and s.card == name and s.kind in ("step", "effect", "info")
    ]


def test_with_a_gray_card_in_hand_the_cost_is_paid(catalog):
    name = "Emperor Domitian, RoJ AB"
    assert domitian(catalog, "False Teachers, C") == [
        ("step", f"{name} (a1) declares its targets: False Teachers, C"),
        ("step", f"{name} (a1) also declares: Agabus"),
        ("effect", f"{name} (a1) completes: A reveals False Teachers, C from hand; Agabus is removed from the game"),
    ]  # fmt: skip


def test_without_one_nothing_else_happens(catalog):
    name = "Emperor Domitian, RoJ AB"
    assert domitian(catalog, "Son of God, C") == [
        ("step", f"{name} (a1) has no legal target"),
        ("step", f"{name} (a1) also declares: Agabus"),
        ("step", f"{name} (a1): its cost cannot be paid (nothing to act on), so nothing else happens"),
        ("info", f"{name} (a1) completes: nothing happens"),
    ]  # fmt: skip
