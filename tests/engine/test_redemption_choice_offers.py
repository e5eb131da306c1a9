""" "Opponent may X to Y": the opponent is asked, pays the cost X with a card of theirs, and Y
is done to this card; how it compiles, and what it does on a real card every way."""

from __future__ import annotations

import pytest
from real_export import pool_catalog

from cards_db.parsers import parse_card
from cards_db.records import ImportedCard
from engine.api import run_ruling


@pytest.fixture(scope="module")
def catalog(tmp_path_factory: pytest.TempPathFactory):
    yield from pool_catalog(tmp_path_factory, "redemption")


def effects_of(text: str, card_type: str = "evil_character") -> list[list[dict]]:
    """The compiled steps of each ability of a card printed with ``text`` (our own words)."""
    card = ImportedCard("redemption", "Test Card", card_type, printed_text=text)
    return [list(ab.effect) for ab in parse_card(card)]


THEIR_HERO = {"one": {"type": ["hero"], "zone": "hand", "side": "opponent", "chooser": "opponent"}}


def test_an_opponent_may_pay_to_discard_this_card():
    assert effects_of("An opponent may discard a Hero from hand to discard this card.") == [
        [
            {"verb": "offer", "to": "opponent"},
            {"verb": "discard", "target": THEIR_HERO, "cost": True},
            {"verb": "discard", "target": "self"},
        ]
    ]


def test_what_the_payment_buys_must_be_done_to_this_card():
    # a Hero chosen by whom? the card's player or the opponent: not read
    assert effects_of("Opponent may discard a Hero from hand to discard a Hero.") == [[]]


def demon(catalog, hand: str, answers: list[dict]) -> list[tuple[str, str]]:
    """Trembling Demon (a2): the opponent may discard a good Enhancement from hand to negate
    the demon."""
    scenario = {
        "game": "redemption",
        "zones": {
            "A": {"territory": [{"card": "Trembling Demon"}]},
            "B": {"battle": [{"card": "Agabus"}], "hand": [{"card": hand}]},
        },
        "actions": [{"player": "A", "block": "Trembling Demon"}],
        "answers": answers,
    }
    result = run_ruling(scenario, catalog=catalog)
    return [
        (s.kind, s.text)
        for s in result.steps
        if s.card == "Trembling Demon" and s.kind in ("choice", "step", "effect", "info")
        and s.ability != "a1"
    ]  # fmt: skip


def test_the_opponent_pays_and_the_demon_is_negated(catalog):
    assert demon(catalog, "Golden Lamp Stand", []) == [
        ("choice", "B does what Trembling Demon (a2) offers (default shown: optional abilities are shown as used)"),
        ("step", "Trembling Demon (a2) declares its targets: Golden Lamp Stand"),
        ("step", "Trembling Demon (a2) also declares: Trembling Demon"),
        ("effect", "Trembling Demon (a2) completes: Golden Lamp Stand is discarded; Trembling Demon is negated; Trembling Demon (a1) ends"),
    ]  # fmt: skip


def test_the_opponent_declines(catalog):
    answers = [{"player": "B", "kind": "may", "answer": "no"}]
    assert demon(catalog, "Golden Lamp Stand", answers) == [
        ("choice", "B declines what Trembling Demon (a2) offers"),
    ]


def test_with_no_good_enhancement_the_cost_cannot_be_paid(catalog):
    assert demon(catalog, "Abiram", []) == [
        ("choice", "B does what Trembling Demon (a2) offers (default shown: optional abilities are shown as used)"),
        ("step", "Trembling Demon (a2) has no legal target"),
        ("step", "Trembling Demon (a2) also declares: Trembling Demon"),
        ("step", "Trembling Demon (a2): its cost cannot be paid (nothing to act on), so nothing else happens"),
        ("info", "Trembling Demon (a2) completes: nothing happens"),
    ]  # fmt: skip
