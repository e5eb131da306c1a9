"""A character's "if this card is discarded, X" activates as the card is discarded from play:
defeated in battle, or discarded by an ability's effect (REG Discard), and not as it enters
battle. Real cards of the export; exact steps.
"""

from __future__ import annotations

from typing import Any

import pytest
from real_export import pool_catalog

from cards_db.parsers.redemption_moments import retime
from engine.api import run_ruling
from engine.core.cards import AbilityDefinition

JACKALS = "Jackals, RR2"  # 2/1; a2: if discarded, the opponent discards a card in territory
LEGION = "Legion of Angels"  # a plain 12/12 hero


@pytest.fixture(scope="module")
def catalog(tmp_path_factory: pytest.TempPathFactory):
    yield from pool_catalog(tmp_path_factory, "redemption")


def run(catalog: Any, zones: dict[str, Any], *actions: dict[str, Any]) -> Any:
    scenario = {"game": "redemption", "zones": zones, "actions": list(actions)}
    return run_ruling(scenario, catalog=catalog)


def a2_steps(result: Any) -> list[tuple[str, str]]:
    return [(s.kind, s.text) for s in result.steps if s.card == JACKALS and s.ability == "a2"]


def labels(result: Any, player: str, zone: str) -> list[str]:
    return [o.label for o in result.state.cards_in(player, zone)]


EXPECTED = [
    ("info", f"{JACKALS} was discarded from play, so {JACKALS} (a2) activates"),
    ("resolve", f"{JACKALS} (a2): its ability begins to activate"),
    ("step", f"{JACKALS} (a2) declares its targets: Abiram"),
    ("effect", f"{JACKALS} (a2) completes: Abiram is discarded"),
]


def test_defeated_in_battle_it_makes_the_opponent_discard(catalog):
    zones = {"A": {"territory": [JACKALS]}, "B": {"battle": [LEGION], "territory": ["Abiram"]}}
    result = run(
        catalog,
        zones,
        {"player": "A", "block": JACKALS},
        {"player": "A", "verb": "resolves", "words": "the battle"},
    )
    assert a2_steps(result) == EXPECTED
    defeated = next(
        i for i, s in enumerate(result.steps) if s.text.endswith("defeated and discarded")
    )
    assert result.steps[defeated + 1].text == EXPECTED[0][1]  # at once, before the rescue
    assert result.steps[defeated + 1].rules == ["Discard", "Ability Activation Order"]
    assert labels(result, "B", "discard") == ["Abiram"]
    assert labels(result, "A", "discard") == [JACKALS]


def test_discarded_by_a_dominant_it_acts_too(catalog):
    zones = {
        "A": {"territory": [JACKALS]},
        "B": {"hand": ["Angel of the Lord, C"], "territory": ["Abiram"]},
    }
    result = run(catalog, zones, {"player": "B", "play": "Angel of the Lord, C", "target": JACKALS})
    assert a2_steps(result) == EXPECTED
    assert labels(result, "B", "territory") == []


def test_not_discarded_it_does_nothing(catalog):
    zones = {"A": {"territory": [JACKALS]}, "B": {"battle": ["Agabus"], "territory": ["Abiram"]}}
    entered = run(catalog, zones, {"player": "A", "block": JACKALS})
    assert a2_steps(entered) == []  # entering battle is not its moment
    assert labels(entered, "B", "territory") == ["Abiram"]


def ability(text: str, timing: str) -> AbilityDefinition:
    return AbilityDefinition.from_dict(
        {"id": "a1", "kind": "special", "timing": timing, "text": text, "modelled": "timing_only"}
    )


def test_only_a_characters_plain_if_discarded_is_retimed():
    found = retime(
        ability("If this card is discarded, you may draw 1.", "enters_battle"), "hero", {}, "hero"
    )
    assert (found.timing, found.optional, found.effect) == (
        "discarded",
        True,
        ({"verb": "draw", "amount": 1, "who": "you"},),
    )
    same = [
        ("If this card is discarded, you may draw 1.", "in_play", "site"),
        ("If this card is discarded from battle, you may draw 1.", "enters_battle", "hero"),
        ("Each upkeep, you may draw 1.", "enters_battle", "hero"),
    ]
    for text, timing, kind in same:
        assert retime(ability(text, timing), "hero", {}, kind).timing == timing, text
