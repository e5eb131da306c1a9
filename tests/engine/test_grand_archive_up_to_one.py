"""'Up to one target': zero targets is a legal choice (Card Activation 5), on a real card."""

from __future__ import annotations

from test_grand_archive_pool import catalog  # noqa: F401 - the real-export fixture

from engine.api import run_ruling

FIRE = {"element": "fire"}


def _embersong(b_field: list) -> dict:
    return {
        "game": "grand_archive",
        "zones": {
            "A": {
                "field": [{"card": "Spirit of Fire", "flags": {**FIRE, "life": 20}}],
                "hand": [{"card": "Embersong", "flags": {**FIRE, "type": "action", "cost": 0}}],
            },
            "B": {"field": [{"card": "Lost Spirit", "flags": {"life": 20}}, *b_field]},
        },
        "actions": ["A activates Embersong"],
    }


def test_with_no_legal_target_the_card_is_still_activated_and_does_nothing(catalog) -> None:  # noqa: F811
    step = catalog.get("grand_archive", "Embersong").ability("a1").effect[0]
    assert step["target"]["unit"]["up_to_one"] is True
    r = run_ruling(_embersong([]), catalog=catalog)
    texts = [s.text for s in r.steps]
    declared = texts.index(
        "Embersong has no legal target; it says up to one, so it is declared with none"
    )
    assert r.steps[declared].rules == ["Playing Cards - Card Activation 5"]
    assert "Embersong is activated; A gains Opportunity" in texts
    assert "It was declared with no target (up to one): that part does nothing" in texts
    assert not any("the activation is illegal" in t for t in texts)


def test_with_a_legal_target_the_damage_is_dealt(catalog) -> None:  # noqa: F811
    ally = {"card": "Fledgling", "flags": {"type": "ally", "power": 1, "life": 5}}
    texts = [s.text for s in run_ruling(_embersong([ally]), catalog=catalog).steps]
    assert any(t.startswith("Embersong deals 2 damage to Fledgling") for t in texts), texts
