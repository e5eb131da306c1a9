"""'Your rival cannot draw cards this turn': a prohibition that wins over a later draw
(Cannot 1), here the rival's own attack that says to draw a card."""

from __future__ import annotations

import pytest
from real_export import pool_catalog

from engine.api import run_ruling


@pytest.fixture(scope="module")
def catalog(tmp_path_factory: pytest.TempPathFactory):
    yield from pool_catalog(tmp_path_factory, "epic_battles")


def _scenario(rival_spares: int) -> dict:
    piles = {"deck": ["Nose Breaker"] * 8, "energy": ["Nose Breaker"] * 6}
    stars = "Noob Smoke's Ninja Stars"  # draws a card at step 5 and again on a hit
    return {
        "game": "epic_battles",
        "zones": {
            "A": {**piles, "hand": ["Infernal Destruction"]},
            "B": {**piles, "hand": [stars] + ["Drill Claw"] * rival_spares},
        },
        "actions": [
            {"player": "A", "play": "Infernal Destruction"},
            {"player": "B", "play": stars},
        ],
    }


def _draws(result) -> list[str]:
    return [s.text for s in result.steps if "draw" in s.text.lower() and s.kind != "resolve"]


def test_the_barred_rival_draws_nothing_this_turn(catalog):
    barred = "B cannot draw now (B cannot draw cards (from Infernal Destruction)): no card is drawn (Noob Smoke's Ninja Stars)"
    assert _draws(run_ruling(_scenario(6), catalog=catalog)) == [
        "Floating effect for B: B cannot draw cards (from Infernal Destruction) (until the end of the turn)",
        barred,
        barred,
    ]


def test_with_fewer_than_six_cards_in_hand_the_rival_draws(catalog):
    result = run_ruling(_scenario(4), catalog=catalog)
    assert (
        "Infernal Destruction: B has 5 card(s) in hand (6 or more needed), so nothing happens"
        in [s.text for s in result.steps]
    )
    assert _draws(result) == [
        "B draws Nose Breaker #19 (Noob Smoke's Ninja Stars)",
        "B draws Nose Breaker #20 (Noob Smoke's Ninja Stars)",
    ]
