"""Changes to an attack's POWER on the real export: Zhao Yun's On Attack ("If you do, this
attack gets +2 POWER") and Dissuading Halt (a unit's attacks get less POWER this turn), added in the damage step and never below 0."""

from __future__ import annotations

from test_grand_archive_pool import catalog  # noqa: F401 - the real-export fixture

from engine.api import run_ruling
from engine.rulesets import get_ruleset

WARRIOR = {"classes": ["Warrior"], "element": "fire", "life": 20}


def test_this_attack_gets_the_power_in_the_damage_step(catalog) -> None:  # noqa: F811
    card = catalog.get("grand_archive", "Zhao Yun, Dragonsblood")
    scen = get_ruleset("grand_archive").reach_scenario(card, card.ability("a1"))
    texts = [s.text for s in run_ruling(scen, catalog=catalog).steps]
    boost = "This attack (by Zhao Yun, Dragonsblood) gets +2 POWER"
    assert texts.index(boost) < texts.index("The attack's POWER is 2 + 2 = 4")
    assert "Zhao Yun, Dragonsblood deals 4 combat damage to Lost Spirit (4 marked)" in texts


def test_a_units_attacks_get_less_power_never_below_zero(catalog) -> None:  # noqa: F811
    scen = {
        "game": "grand_archive",
        "zones": {
            "A": {
                "field": [
                    {"card": "Spirit of Fire", "flags": WARRIOR},
                    {"card": "Fledgling", "flags": {"type": "ally", "power": 2, "life": 9}},
                ],
                "hand": [
                    {"card": "Dissuading Halt", "flags": {"type": "action", "cost": 0}},
                ],
            },
            "B": {"field": [{"card": "Lost Spirit", "flags": {"life": 20}}]},
        },
        "actions": [
            {"player": "A", "activate": "Dissuading Halt", "target": "Fledgling"},
            {"player": "A", "attack": "Fledgling"},
        ],
    }
    texts = [s.text for s in run_ruling(scen, catalog=catalog).steps]
    assert "Fledgling's attacks get -3 POWER until end of turn" in texts
    assert "The attack's POWER is 2 - 3 = 0 (never below 0)" in texts
    assert "Fledgling deals 0 combat damage to Lost Spirit (0 marked)" in texts


def _schemer(catalog, counters: dict) -> list[str]:  # noqa: F811
    card = catalog.get("grand_archive", "Inner Court Schemer")
    scen = get_ruleset("grand_archive").reach_scenario(card, card.ability("a1"))
    scen["zones"]["A"]["field"][0]["counters"] = counters
    return [s.text for s in run_ruling(scen, catalog=catalog).steps]


def test_a_removed_counter_pays_for_the_power(catalog) -> None:  # noqa: F811
    texts = _schemer(catalog, {"preparation": 1})
    assert "1 preparation counter(s) removed from Spirit of Fire" in texts
    assert "This attack (by Inner Court Schemer) gets +2 POWER" in texts


def test_no_counter_to_remove_means_no_power(catalog) -> None:  # noqa: F811
    texts = _schemer(catalog, {})
    assert "Spirit of Fire has no preparation counter to remove: nothing is removed" in texts
    assert "It was not done, so the “if you do” part does not happen" in texts
    assert "This attack (by Inner Court Schemer) gets +2 POWER" not in texts
