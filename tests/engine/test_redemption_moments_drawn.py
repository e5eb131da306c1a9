"""A lost soul's "if drawn" ability acts as it is drawn in the draw phase (REG Draw Phase),
and nowhere else: not at the start of every battle it sits through in a land of bondage.

Each test runs real cards of the export through the engine and checks the exact steps.
"""

from __future__ import annotations

from typing import Any

import pytest
from real_export import pool_catalog

from cards_db.parsers.redemption_moments import retime
from engine.api import run_ruling
from engine.core.cards import AbilityDefinition
from engine.core.errors import ScenarioError

PROSPERITY = 'Lost Soul "Prosperity" [Deuteronomy 30:15]'  # if drawn: discard 1 to draw 2
SOUL = "Lost Soul Ecclesiastes 10:15"  # no special ability


@pytest.fixture(scope="module")
def catalog(tmp_path_factory: pytest.TempPathFactory):
    yield from pool_catalog(tmp_path_factory, "redemption")


def run(catalog: Any, zones: dict[str, Any], *actions: dict[str, Any]) -> Any:
    scenario = {"game": "redemption", "zones": zones, "actions": list(actions)}
    return run_ruling(scenario, catalog=catalog)


def in_play(text: str) -> AbilityDefinition:
    return AbilityDefinition.from_dict(
        {"id": "a1", "kind": "static", "timing": "in_play", "text": text, "modelled": "timing_only"}
    )


def labels(result: Any, player: str, zone: str) -> list[str]:
    return [o.label for o in result.state.cards_in(player, zone)]


def test_a_lost_soul_drawn_goes_to_bondage_acts_and_is_replaced(catalog):
    zones = {"A": {"deck": [PROSPERITY, "Gaius", "Agabus", "Abiram"], "hand": ["Demetrius"]}}
    result = run(catalog, zones, {"player": "A", "draw": 1})
    assert [(s.kind, s.text) for s in result.steps] == [
        ("action", "A draws 1 card(s) in their draw phase"),
        (
            "info",
            f"A draws the lost soul {PROSPERITY}: it goes to their land of bondage and "
            "another card is drawn in its place",
        ),
        ("info", f"{PROSPERITY} (a1) activates as it is drawn"),
        ("resolve", f"{PROSPERITY} (a1): its ability begins to activate"),
        (
            "choice",
            f"A uses {PROSPERITY} (a1) (default shown: optional abilities are shown as used)",
        ),
        ("step", f"{PROSPERITY} (a1) declares its targets: Demetrius"),
        ("effect", f"{PROSPERITY} (a1) completes: Demetrius is discarded; A draws 2 card(s)"),
        ("info", "A draws Abiram into hand"),
    ]
    assert result.steps[2].rules == ["Draw Phase", "Ability Activation Order"]
    assert labels(result, "A", "land_of_bondage") == [PROSPERITY]
    assert labels(result, "A", "hand") == ["Gaius", "Agabus", "Abiram"]
    assert labels(result, "A", "discard") == ["Demetrius"]


def test_typed_draw_of_three_skips_only_lost_souls(catalog):
    zones = {"A": {"deck": ["Gaius", SOUL, "Agabus", "Abiram", "Demetrius"]}}
    result = run(catalog, zones, {"player": "A", "verb": "draws", "words": "3 cards"})
    assert [s.text for s in result.steps] == [
        "A draws 3 card(s) in their draw phase",
        f"A draws the lost soul {SOUL}: it goes to their land of bondage and another card is "
        "drawn in its place",
        "A draws Gaius, Agabus, Abiram into hand",
    ]
    assert labels(result, "A", "deck") == ["Demetrius"]


def test_a_short_or_unlisted_deck_is_said(catalog):
    short = run(catalog, {"A": {"deck": ["Gaius"]}}, {"player": "A", "draw": 2})
    assert [s.text for s in short.steps][1:] == [
        "A's deck is empty: 1 card(s) are not drawn",
        "A draws Gaius into hand",
    ]
    unlisted = run(catalog, {"A": {"hand": ["Gaius"]}}, {"player": "A", "draw": 3})
    assert unlisted.steps[-1].text == (
        "A's deck is not listed in the scenario: which 3 more card(s) they draw, and whether "
        "a lost soul is among them, is not known"
    )


def test_a_lost_soul_already_in_bondage_does_not_act_in_battle(catalog):
    zones = {
        "A": {"land_of_bondage": [PROSPERITY], "deck": ["Agabus"]},
        "B": {"territory": ["Gaius"]},
    }
    result = run(catalog, zones, {"player": "B", "attack": "Gaius"})
    assert not [s for s in result.steps if s.card == PROSPERITY]
    assert labels(result, "A", "deck") == ["Agabus"]


def test_bad_draws_are_refused_with_the_reason(catalog):
    with pytest.raises(ScenarioError, match="could not read how many cards to draw from 'lots'"):
        run(catalog, {"A": {"deck": ["Gaius"]}}, {"player": "A", "verb": "draws", "words": "lots"})
    zones = {"A": {"territory": ["Gaius"], "deck": ["Agabus"]}, "B": {"land_of_bondage": [SOUL]}}
    with pytest.raises(ScenarioError, match="a battle is under way: the draw phase comes before"):
        run(catalog, zones, {"player": "A", "attack": "Gaius"}, {"player": "A", "draw": 1})


def test_only_a_plain_if_drawn_on_a_lost_soul_is_retimed():
    soul = retime(in_play("If drawn, you may draw 1."), "hero", {}, "lost_soul")
    assert (soul.timing, soul.optional, soul.effect) == (
        "drawn",
        True,
        ({"verb": "draw", "amount": 1, "who": "you"},),
    )
    unread = retime(in_play("When drawn, you may select a card."), "hero", {}, "lost_soul")
    assert (unread.timing, unread.modelled) == ("drawn", "timing_only")
    assert retime(in_play("If drawn, you may draw 1."), "hero", {}, "site").timing == "in_play"
    for text in (
        "If drawn (or if rescued), you may draw 1.",
        "If drawn (except by a Hero), you may draw 1.",
    ):
        assert retime(in_play(text), "hero", {}, "lost_soul").timing == "in_play", text
