"""Foster on a real card (Krustallan Patrol: Foster; On Foster: put a buff counter on it;
as long as it is fostered, it has steadfast), following Keywords and Abilities - Foster 1
and Game Terms - Fostered."""

from __future__ import annotations

from typing import Any

from test_grand_archive_pool import catalog  # noqa: F401 - the real-export fixture

from engine.api import run_ruling

GUARDIAN = {"classes": ["Guardian"], "element": "fire"}


def _scen(actions: list[Any], **patrol: Any) -> dict:
    me = {"card": "Krustallan Patrol", "flags": {**GUARDIAN, "type": "ally", "power": 1, "life": 4}}
    me["flags"].update(patrol.pop("flags", {}))
    me.update(patrol)
    return {
        "game": "grand_archive",
        "active_player": "B",
        "zones": {
            "A": {"field": [{"card": "Spirit of Fire", "flags": {**GUARDIAN, "life": 20}}, me]},
            "B": {
                "field": [
                    {"card": "Lost Spirit", "flags": {"life": 20}},
                    {"card": "Fledgling", "flags": {"type": "ally", "power": 1, "life": 5}},
                ]
            },
        },
        "actions": actions,
    }


def _patrol(r, kinds: tuple[str, ...] = ("info", "effect")) -> list[tuple[str, str]]:
    return [
        (s.ability or "", s.text)
        for s in r.steps
        if s.kind in kinds and s.ability in ("a1", "a2") and "Krustallan" in (s.card or "")
    ]


def test_undamaged_it_becomes_fostered_and_on_foster_follows(catalog) -> None:  # noqa: F811
    r = run_ruling(
        _scen(["B ends the turn", "A starts the turn", "A ends the turn"]), catalog=catalog
    )
    assert _patrol(r) == [
        (
            "a1",
            "Krustallan Patrol: the condition is met (Krustallan Patrol has not been dealt damage "
            "since the end of A's previous turn), so that part happens",
        ),
        ("a1", "Krustallan Patrol becomes fostered"),
        ("a2", "Krustallan Patrol gets 1 buff counter(s) (+1 POWER and +1 LIFE each)"),
    ]
    fostered = next(s for s in r.steps if s.text == "Krustallan Patrol becomes fostered")
    assert fostered.rules == ["Playing Cards - Resolution ¶2", "Game Terms - Fostered 4"]


def test_damage_in_the_opponents_turn_keeps_foster_from_triggering(catalog) -> None:  # noqa: F811
    attack = {"player": "B", "attack": "Fledgling", "target": "Krustallan Patrol"}
    r = run_ruling(
        _scen([attack, "B ends the turn", "A starts the turn", "A ends the turn"]), catalog=catalog
    )
    assert _patrol(r) == [
        (
            "a1",
            "Krustallan Patrol: its trigger's condition is not met (Krustallan Patrol has been "
            "dealt damage since the end of A's previous turn), so it does not trigger",
        )
    ]
    assert next(s for s in r.steps if "does not trigger" in s.text).rules == [
        "Abilities - Triggered Abilities 1",
        "Keywords and Abilities - Foster 1",
    ]


def test_fostered_it_has_steadfast_and_retaliates_while_rested(catalog) -> None:  # noqa: F811
    attack = {"player": "B", "attack": "Fledgling", "target": "Krustallan Patrol"}
    fostered = _scen([attack], exhausted=True, flags={"fostered": True})
    r = run_ruling(fostered, catalog=catalog)
    texts = [s.text for s in r.steps]
    assert "Krustallan Patrol has steadfast while this static ability applies" in texts
    assert "Krustallan Patrol deals 1 combat damage to Fledgling (1 marked)" in texts
    unfostered = run_ruling(_scen([attack], exhausted=True), catalog=catalog)
    assert not any("Krustallan Patrol deals" in s.text for s in unfostered.steps)
