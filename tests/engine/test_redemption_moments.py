"""Sentences of Redemption cards in play that name their own moment act at that moment.

"If put in play, <effect>" on a lost soul, fortress or site acts once as the card is put into
play (REG Ability Activation Order), not all the time it is in play. Each test plays a real
card of the export and checks what its ability did then.
"""

from __future__ import annotations

from typing import Any

import pytest
from real_export import pool_catalog

from cards_db.parsers.redemption_moments import retime
from engine.api import run_ruling
from engine.core.cards import AbilityDefinition

DREAD = 'Lost Soul "Dread" [Exodus 15:16], 1st Print - K'


@pytest.fixture(scope="module")
def catalog(tmp_path_factory: pytest.TempPathFactory):
    yield from pool_catalog(tmp_path_factory, "redemption")


def play(catalog: Any, zones: dict[str, Any], card: str) -> Any:
    scenario = {"game": "redemption", "zones": zones, "actions": [{"player": "A", "play": card}]}
    return run_ruling(scenario, catalog=catalog)


def in_play(text: str) -> AbilityDefinition:
    return AbilityDefinition.from_dict(
        {"id": "a1", "kind": "static", "timing": "in_play", "text": text, "modelled": "timing_only"}
    )


def test_a_lost_soul_put_into_play_searches_as_it_arrives(catalog):
    zones = {"A": {"hand": [DREAD], "deck": ["Gaius", "Pharaoh (H)"]}}
    result = play(catalog, zones, DREAD)
    assert [(s.kind, s.text) for s in result.steps] == [
        ("action", f"A puts {DREAD} into land of bondage"),
        ("resolve", f"{DREAD} (a1): its ability begins to activate"),
        ("choice", f"A uses {DREAD} (a1) (default shown: optional abilities are shown as used)"),
        ("effect", f"{DREAD} (a1) completes: A searches their deck and takes Pharaoh, H into hand"),
    ]
    assert result.steps[-1].rules == ["Special Ability", "Search"]
    assert [o.label for o in result.state.cards_in("A", "hand")] == ["Pharaoh, H"]
    assert [o.label for o in result.state.cards_in("A", "land_of_bondage")] == [DREAD]


def test_with_no_such_card_in_the_deck_the_search_finds_nothing(catalog):
    result = play(catalog, {"A": {"hand": [DREAD], "deck": ["Gaius"]}}, DREAD)
    assert result.steps[-1].text == f"{DREAD} (a1) completes: nothing happens"
    assert [o.label for o in result.state.cards_in("A", "deck")] == ["Gaius"]


def test_a_card_already_in_play_does_not_use_its_put_into_play_ability(catalog):
    result = run_ruling(
        {"game": "redemption", "zones": {"A": {"land_of_bondage": [DREAD]}}, "actions": []},
        catalog=catalog,
    )
    assert not [s for s in result.steps if s.card == DREAD]


def test_only_the_plain_moment_is_retimed():
    plain = retime(in_play("If put in play, you may draw 1."), "hero", {})
    assert (plain.timing, plain.kind, plain.optional, plain.effect) == (
        "played",
        "special",
        True,
        ({"verb": "draw", "amount": 1, "who": "you"},),
    )
    unread = retime(in_play("If put in play, you may select a card."), "hero", {})
    assert (unread.timing, unread.effect, unread.modelled) == ("played", (), "timing_only")
    for text in (
        "If put in play by an opponent's special ability, you may draw 1.",
        "If put in play (or if rescued), you may draw 1.",
        "If put in play and all of your other Lost Souls are meek, you may draw 1.",
        "Protect this card from discard.",
    ):
        assert retime(in_play(text), "hero", {}).timing == "in_play", text
