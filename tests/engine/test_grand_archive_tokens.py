"""A token that leaves the field ceases to exist (Token 2-3), on real cards of the export."""

from __future__ import annotations

from test_grand_archive_pool import catalog  # noqa: F401 - the real-export fixture

from engine.api import run_ruling


def test_a_token_ally_destroyed_in_combat_dies_then_ceases_to_exist(catalog) -> None:  # noqa: F811
    fledgling = catalog.get("grand_archive", "Fledgling")
    assert fledgling.type == "token"
    scen = {
        "game": "grand_archive",
        "zones": {
            "A": {
                "field": [
                    {"card": "Spirit of Fire", "flags": {"life": 20}},
                    {"card": "Wandering Glaivier", "flags": {"power": 2, "life": 2}},
                ]
            },
            "B": {
                "field": [
                    {"card": "Lost Spirit", "flags": {"life": 20}},
                    {"card": "Fledgling", "flags": {"type": "ally", "power": 1, "life": 2}},
                ]
            },
        },
        "actions": ["A attacks Fledgling with Wandering Glaivier"],
    }
    r = run_ruling(scen, catalog=catalog)
    texts = [s.text for s in r.steps]
    gone = texts.index("Fledgling is a token: it ceases to exist off the field")
    assert any("Fledgling" in t and "graveyard" in t for t in texts[:gone])
    assert r.steps[gone].rules == ["Game Terms - Token 2", "Game Terms - Token 3"]
    zones = r.final_state["zones"]["B"]
    assert all(c["card"] != "Fledgling" for z in zones.values() for c in z)
