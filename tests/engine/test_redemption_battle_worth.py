"""Worth X/Y: an enhancement whose numbers are X/Y when its condition holds changes the
battle's outcome by the difference, and leaves the printed numbers when it does not."""

from __future__ import annotations

from typing import Any

import pytest
from real_export import pool_catalog

from engine.api import run_ruling

SPEAR = "Sword of the Spirit, Ki"  # good enhancement 4/2, worth 7/5 while a demon is in battle


@pytest.fixture(scope="module")
def catalog(tmp_path_factory: pytest.TempPathFactory):
    yield from pool_catalog(tmp_path_factory, "redemption")


def scenario(blockers: list[str]) -> dict[str, Any]:
    return {
        "game": "redemption",
        "zones": {
            "A": {"battle": [{"card": "Agabus"}]},
            "B": {"battle": [{"card": name} for name in blockers]},
        },
        "actions": [
            {"player": "A", "play": SPEAR, "on": "Agabus"},
            {"player": "A", "verb": "resolves", "words": "the battle"},
        ],
    }


def texts(result: Any, kind: str) -> list[str]:
    return [s.text for s in result.steps if s.kind == kind]


def test_with_a_demon_in_battle_the_card_counts_as_worth(catalog):
    result = run_ruling(scenario(["Abiram", "Possessing Demon (j)"]), catalog=catalog)
    assert texts(result, "effect")[:2] == [
        f"{SPEAR} (a1) completes: {SPEAR} is worth 7/5 instead of its printed 4/2: "
        "Agabus's numbers change by +3/+3",
        # Agabus 5/4 + 7/5 = 12/9 against Abiram and the demon's 8/11
        "Battle outcome: the heroes win (heroes 12/9 against evil characters 8/11): "
        "the evil characters are defeated",
    ]


def test_without_a_demon_the_printed_numbers_stand(catalog):
    result = run_ruling(scenario(["Abiram"]), catalog=catalog)
    assert f"{SPEAR} (a1) does nothing: there is no demon hero or evil character in battle" in [
        s.text for s in result.steps
    ]
    assert texts(result, "effect")[0] == (
        # Agabus 5/4 + the printed 4/2 = 9/6 against Abiram's 5/7
        "Battle outcome: the heroes win (heroes 9/6 against evil characters 5/7): "
        "the evil characters are defeated"
    )
