"""Loading on the real export: a Bullet loads itself into an unloaded Gun, an Aethercharge
into an Aetherwing weapon as it resolves; a Gun must be loaded to attack, and its loaded
cards join the attack in the intent."""

from __future__ import annotations

import pytest
from test_grand_archive_pool import catalog  # noqa: F401 - the real-export fixture

from engine.api import run_ruling
from engine.rulesets import get_ruleset
from engine.scenario import ScenarioError


def _scenario(catalog, name: str, ability: str) -> dict:  # noqa: F811
    card = catalog.get("grand_archive", name)
    return get_ruleset("grand_archive").reach_scenario(card, card.ability(ability))


def _texts(result) -> list[str]:
    return [s.text for s in result.steps]


def test_a_bullet_loads_itself_and_joins_the_gun_attack(catalog) -> None:  # noqa: F811
    scen = _scenario(catalog, "Steel Slug", "a2")
    gun = scen["zones"]["A"]["field"][-1]
    assert gun["flags"] == {"type": "weapon", "subtypes": ["Gun"]}
    gun["flags"]["power"] = 1
    scen["actions"].append({"player": "A", "attack": "Fledgling"})
    result = run_ruling(scen, catalog=catalog)
    texts = _texts(result)
    loaded = "Steel Slug is loaded into Fledgling: it is now one of its loaded cards, not an object"
    assert loaded in texts
    step = next(s for s in result.steps if s.text == loaded)
    assert step.kind == "effect" and step.ability == "a2"
    assert "Game Zones - Object-Specific Zones / Loaded Cards 1" in step.rules
    into = "Fledgling is used for the attack: its loaded cards (Steel Slug) are put into the intent"
    assert texts.index(into) > texts.index(loaded)
    # the champion (0) + the Bullet in the intent (2) + the Gun (1)
    assert "Spirit of Fire deals 3 combat damage to Lost Spirit (3 marked)" in texts


def test_an_unloaded_gun_cannot_attack(catalog) -> None:  # noqa: F811
    scen = _scenario(catalog, "Steel Slug", "a2")
    scen["actions"] = [{"player": "A", "attack": "Fledgling"}]
    with pytest.raises(ScenarioError, match="Gun with no loaded card: it must be loaded"):
        run_ruling(scen, catalog=catalog)


def test_a_loaded_gun_is_no_target_for_another_bullet(catalog) -> None:  # noqa: F811
    scen = _scenario(catalog, "Steel Slug", "a2")
    scen["zones"]["A"]["field"].insert(1, {"card": "Tasershot", "flags": {"type": "item"}})
    scen["actions"] = [
        {"player": "A", "activate": "Tasershot", "ability": "a2"},
        {"player": "A", "activate": "Steel Slug", "ability": "a2"},
    ]
    texts = _texts(run_ruling(scen, catalog=catalog))
    assert (
        "Tasershot is loaded into Fledgling: it is now one of its loaded cards, not an object"
        in texts
    )
    assert texts[-1] == "Steel Slug's ability has no legal target: the activation is illegal"


def test_an_aethercharge_is_loaded_instead_of_going_to_the_graveyard(catalog) -> None:  # noqa: F811
    result = run_ruling(_scenario(catalog, "Charge the Soul", "a1"), catalog=catalog)
    texts = _texts(result)
    assert "Charge the Soul deals 1 damage to Lost Spirit (1 marked)" in texts
    assert (
        "Charge the Soul is loaded into Fledgling #2: it is now one of its loaded cards, "
        "not an object"
    ) in texts
    assert not any("goes to A's graveyard" in t for t in texts)
    zones = result.final_state["zones"]["A"]
    assert "Charge the Soul" not in [c["card"] for c in zones.get("graveyard", [])]
    assert [c["card"] for c in zones["loaded"]] == ["Charge the Soul"]


def test_a_gun_leaving_the_field_sends_its_loaded_cards_to_the_graveyard(catalog) -> None:  # noqa: F811
    scen = _scenario(catalog, "Steel Slug", "a2")
    scen["zones"]["A"]["hand"] = [{"card": "Break Apart", "flags": {"cost": 0, "type": "action"}}]
    scen["actions"].append({"player": "A", "activate": "Break Apart", "targets": ["Fledgling"]})
    result = run_ruling(scen, catalog=catalog)
    texts = _texts(result)
    gone = "Fledgling left the field: its loaded cards (Steel Slug) go to the graveyard"
    assert texts.index(gone) > texts.index(
        "Steel Slug is loaded into Fledgling: it is now one of its loaded cards, not an object"
    )
    zones = result.final_state["zones"]["A"]
    graveyard = {c["card"] for c in zones["graveyard"]}
    # the stand-in gun, Fledgling, is a token: it ceases to exist (Token 2); its cards remain
    assert "Steel Slug" in graveyard and "Fledgling" not in graveyard
    assert not zones.get("loaded")
