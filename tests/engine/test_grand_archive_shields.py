"""Shields of one kind on the real export: Dodge Roll (a shield against non-combat damage on
a unit you control) absorbs damage from an effect and none of a combat hit; Safeguard
Paragon shields each unit its controller controls."""

from __future__ import annotations

from test_grand_archive_pool import catalog  # noqa: F401 - the real-export fixture

from engine.api import run_ruling

WARRIOR = {"classes": ["Warrior"], "element": "fire", "life": 20}
NORM0 = {"type": "action", "cost": 0, "element": "norm"}


def _run(catalog, b_hand: list, actions: list) -> list[str]:  # noqa: F811
    scen = {
        "game": "grand_archive",
        "zones": {
            "A": {
                "field": [{"card": "Spirit of Fire", "flags": WARRIOR}],
                "hand": [{"card": "Dodge Roll", "flags": NORM0}],
            },
            "B": {
                "field": [
                    {"card": "Lost Spirit", "flags": {**WARRIOR, "level": 3}},
                    {"card": "Fledgling", "flags": {"type": "ally", "power": 4, "life": 9}},
                ],
                "hand": b_hand,
            },
        },
        "actions": [
            {"player": "A", "activate": "Dodge Roll", "target": "Spirit of Fire"},
            *actions,
        ],
    }
    return [s.text for s in run_ruling(scen, catalog=catalog).steps]


def test_a_non_combat_shield_absorbs_effect_damage(catalog) -> None:  # noqa: F811
    texts = _run(
        catalog,
        [{"card": "Juggle Knives", "flags": NORM0}],
        [{"player": "B", "activate": "Juggle Knives", "target": "Spirit of Fire"}],
    )
    assert (
        "Spirit of Fire gets a non-combat shield of 3 this turn: that much non-combat damage to "
        "it is prevented (non-combat shield 3)"
    ) in texts
    assert any(
        t.startswith("1 of that damage to Spirit of Fire is prevented (non-combat") for t in texts
    )


def test_a_non_combat_shield_leaves_combat_damage_alone(catalog) -> None:  # noqa: F811
    scen = {
        "game": "grand_archive",
        "zones": {
            "A": {
                "field": [
                    {"card": "Spirit of Fire", "flags": WARRIOR},
                    {"card": "Fledgling", "flags": {"type": "ally", "power": 1, "life": 9}},
                ],
                "hand": [{"card": "Dodge Roll", "flags": NORM0}],
            },
            "B": {
                "field": [
                    {"card": "Lost Spirit", "flags": {**WARRIOR, "level": 3}},
                    {"card": "Fledgling", "flags": {"type": "ally", "power": 4, "life": 9}},
                ]
            },
        },
        "actions": [
            {"player": "A", "activate": "Dodge Roll", "target": "Fledgling"},
            {"player": "A", "attack": "Fledgling", "target": "Fledgling #2"},
        ],
    }
    texts = [s.text for s in run_ruling(scen, catalog=catalog).steps]
    assert (
        "Fledgling gets a non-combat shield of 3 this turn: that much non-combat damage to it "
        "is prevented (non-combat shield 3)"
    ) in texts
    assert "Fledgling #2 deals 4 combat damage to Fledgling (4 marked)" in texts
    assert not any("of that damage to Fledgling is prevented" in t for t in texts)
