""" "Select up to N: A. B. C.": one ability whose options are the sets of modes the player may
select; how it folds, and what a real card does with the sets picked."""

from __future__ import annotations

import pytest
from real_export import pool_catalog

from cards_db.parsers import parse_card
from cards_db.records import ImportedCard
from engine.api import run_ruling


@pytest.fixture(scope="module")
def catalog(tmp_path_factory: pytest.TempPathFactory):
    yield from pool_catalog(tmp_path_factory, "redemption")


def abilities_of(text: str, card_type: str = "hero") -> list:
    """The abilities of a card printed with ``text`` (our own words)."""
    return parse_card(ImportedCard("redemption", "Test Card", card_type, printed_text=text))


def test_the_modes_fold_into_one_ability_with_every_set_up_to_two():
    [ab] = abilities_of("Select up to 2: Draw 1. Discard a Hero. Look at opponent's hand.")
    assert ab.text == "Select up to 2: Draw 1. Discard a Hero. Look at opponent's hand."
    assert ab.modelled == "modelled"
    [choose] = ab.effect
    assert [o["text"] for o in choose["options"]] == [
        "Draw 1",
        "Discard a Hero",
        "Look at opponent's hand",
        "Draw 1 + Discard a Hero",
        "Draw 1 + Look at opponent's hand",
        "Discard a Hero + Look at opponent's hand",
    ]
    assert choose["options"][3]["steps"] == [
        {"verb": "draw", "amount": 1, "who": "you"},
        {"verb": "discard", "target": {"one": {"type": ["hero"]}}},
    ]


def test_select_n_without_up_to_is_exactly_n():
    [ab] = abilities_of("Select 2: Draw 1. Discard a Hero. Look at opponent's hand.")
    assert [o["text"] for o in ab.effect[0]["options"]] == [
        "Draw 1 + Discard a Hero",
        "Draw 1 + Look at opponent's hand",
        "Discard a Hero + Look at opponent's hand",
    ]


def test_a_mode_not_understood_leaves_every_sentence_as_printed():
    abilities = abilities_of("Select up to 2: Draw 1. Frobnicate a Hero.")
    assert [(ab.effect, ab.modelled) for ab in abilities] == [
        ((), "timing_only"),
        ((), "timing_only"),
    ]


def test_two_modes_describing_their_targets_alike_are_not_read():
    # selected together, one declaration would stand for both
    abilities = abilities_of("Select up to 2: Discard a Hero. Banish a Hero.")
    assert len(abilities) == 2 and all(not ab.effect for ab in abilities)


def gad(catalog, answers: list[dict]) -> list[tuple[str, str]]:
    """Gad, the Seer, RR2: select up to 2 of look at a hand, draw 2, take an O.T. green card
    from Reserve."""
    name = "Gad, the Seer, RR2"
    scenario = {
        "game": "redemption",
        "zones": {
            "A": {
                "territory": [{"card": name}],
                "deck": [{"card": "Agabus"}, {"card": "Gaius"}],
                "reserve": [{"card": "Gad, the Seer, RR2"}],
            },
            "B": {"hand": [{"card": "Abiram"}]},
        },
        "actions": [{"player": "A", "attack": name}],
        "answers": answers,
    }
    result = run_ruling(scenario, catalog=catalog)
    return [
        (s.kind, s.text)
        for s in result.steps
        if s.card and s.card.startswith(name) and s.kind in ("choice", "effect")
    ]


def test_the_first_mode_alone_is_the_default(catalog):
    assert gad(catalog, []) == [
        ("choice", "A chooses for Gad, the Seer, RR2 (a1): Look at a hand (default shown: the first option printed)"),
        ("effect", "Gad, the Seer, RR2 (a1) completes: A looks at B's hand: Abiram"),
    ]  # fmt: skip


def test_two_modes_selected_both_happen_in_printed_order(catalog):
    pick = "Draw 2 + Take an O.T. green card from Reserve"
    # the copy in reserve is itself an O.T. green card
    assert gad(catalog, [{"player": "A", "kind": "choose", "answer": pick}]) == [
        ("choice", f"A chooses for Gad, the Seer, RR2 (a1): {pick}"),
        ("effect", "Gad, the Seer, RR2 (a1) completes: A draws 2 card(s); A searches their reserve and takes Gad, the Seer, RR2 #2 into hand"),
    ]  # fmt: skip
