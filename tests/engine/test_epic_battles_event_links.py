"""An event flipped with an attack that gives it one more link ("you may link a projectile off
this attack"): the attack then links into that kind as well as into its printed link."""

from __future__ import annotations

import pytest
from real_export import pool_catalog

from engine.api import run_ruling
from engine.core.errors import ImpossibleAction


@pytest.fixture(scope="module")
def catalog(tmp_path_factory: pytest.TempPathFactory):
    yield from pool_catalog(tmp_path_factory, "epic_battles")


def _scenario(event: str, linked: str) -> dict:
    """A plays Sparring (a low punch that links into punches) with ``event`` set, then links."""
    piles = {"deck": ["Nose Breaker"] * 8, "energy": ["Nose Breaker"] * 6}
    return {
        "game": "epic_battles",
        "zones": {
            "A": {**piles, "events": [event], "hand": ["Sparring", linked]},
            "B": {**piles, "hand": []},
        },
        "actions": [{"player": "A", "play": "Sparring"}, {"player": "A", "link": linked}],
    }


def test_flipped_event_lets_the_attack_link_a_projectile(catalog):
    result = run_ruling(_scenario("Hidden Intentions", "Guile's Sonic Boom"), catalog=catalog)
    texts = [s.text for s in result.steps]
    assert "A may link a projectile from Sparring (as well as its printed link)" in texts
    assert (
        "A links from Sparring into Guile's Sonic Boom (its link is projectile "
        "(an effect lets it link there instead))" in texts
    )


def test_without_the_event_the_projectile_cannot_link(catalog):
    scenario = _scenario("Hidden Intentions", "Guile's Sonic Boom")
    scenario["zones"]["A"]["events"] = []
    # Sparring links into punches only, so A's action is over before the projectile
    with pytest.raises(ImpossibleAction, match="A has no attack to link from"):
        run_ruling(scenario, catalog=catalog)


def test_a_character_lets_its_kicks_link_into_kicks(catalog):
    # Guile's Flash Kick links into projectiles; Chun Li's standing text adds kicks
    piles = {"deck": ["Nose Breaker"] * 8, "energy": ["Nose Breaker"] * 6}
    kick = "Guile's Flash Kick"
    scenario = {
        "game": "epic_battles",
        "zones": {
            "A": {**piles, "character": ["Chun Li"], "hand": [kick, kick]},
            "B": {**piles, "hand": []},
        },
        "actions": [{"player": "A", "play": kick}, {"player": "A", "link": kick}],
    }
    texts = [s.text for s in run_ruling(scenario, catalog=catalog).steps]
    assert (
        "Chun Li's text in A's character applies to Guile's Flash Kick (kick): "
        "it may link into a kick as well as its printed link"
    ) in texts
    assert (
        "A links from Guile's Flash Kick into Guile's Flash Kick #2 (its link is kick "
        "(an effect lets it link there instead))"
    ) in texts
