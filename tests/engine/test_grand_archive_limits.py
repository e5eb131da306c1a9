"""Activated abilities with printed limits (Abilities - Activated Abilities 6): a count of
domains the player must control (Wayfinder's Map) and "only at slow speed" (Ghostsight
Glass), on the real cards; the refusal names what is missing."""

from __future__ import annotations

from typing import Any

from test_grand_archive_pool import catalog  # noqa: F401 - the real-export fixture

from engine.api import run_ruling

CHAMPION_A = {"card": "Spirit of Fire", "flags": {"classes": ["Warrior"], "element": "fire"}}
DOMAIN = {"card": "Fledgling", "flags": {"type": "domain"}}


def _map(domains: int) -> dict[str, Any]:
    field = [CHAMPION_A, {"card": "Wayfinder's Map", "flags": {"type": "item"}}]
    return {
        "game": "grand_archive",
        "zones": {
            "A": {"field": field + [DOMAIN] * domains, "main_deck": ["Baby Silver Slime"]},
            "B": {"field": [{"card": "Lost Spirit"}]},
        },
        "actions": [{"player": "A", "activate": "Wayfinder's Map"}],
    }


def test_an_unmet_activation_condition_refuses_and_says_why(catalog) -> None:  # noqa: F811
    r = run_ruling(_map(2), catalog=catalog)
    refused = [s for s in r.steps if s.kind == "outcome"]
    assert [(s.text, s.rules, s.ability) for s in refused] == [
        (
            "Wayfinder's Map's ability cannot be activated now: A controls 2 domain(s) "
            "(3 or more needed)",
            ["Abilities - Activated Abilities 6"],
            "a2",
        )
    ]
    assert not any(s.kind == "effect" for s in r.steps)


def test_a_met_activation_condition_lets_the_ability_resolve(catalog) -> None:  # noqa: F811
    r = run_ruling(_map(3), catalog=catalog)
    mine = [(s.kind, s.text) for s in r.steps if s.ability == "a2" and s.kind in ("info", "effect")]
    assert mine[0] == (
        "info",
        "Wayfinder's Map's ability may be activated now (A controls 3 domain(s) (3 or more needed))",
    )
    assert ("effect", "A draws Baby Silver Slime") in mine


def test_slow_speed_only_is_refused_while_something_waits_on_the_stack(catalog) -> None:  # noqa: F811
    glass = {"card": "Ghostsight Glass", "flags": {"type": "item"}}
    waiting = {
        "card": "Baby Silver Slime",
        "flags": {"type": "action", "cost": 0, "element": "norm"},
    }
    r = run_ruling(
        {
            "game": "grand_archive",
            "zones": {
                "A": {
                    "field": [CHAMPION_A, glass, {"card": "Fledgling", "flags": {"type": "ally"}}],
                    "hand": [waiting],
                },
                "B": {"field": [{"card": "Lost Spirit"}]},
            },
            "actions": [
                {"player": "A", "activate": "Baby Silver Slime", "hold": True},
                {"player": "A", "activate": "Ghostsight Glass"},
            ],
        },
        catalog=catalog,
    )
    assert [s.text for s in r.steps if s.kind == "outcome"] == [
        "Ghostsight Glass's ability cannot be activated now: it can be activated only at slow speed"
    ]
