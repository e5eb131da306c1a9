"""Materializing through an effect on the real export (Materialize Munitions: "Materialize a
Bullet card from your material deck"): only a card stated to be of that kind is chosen, its
memory cost is paid, and it resolves after the effect that materialized it."""

from __future__ import annotations

from test_grand_archive_pool import catalog  # noqa: F401 - the real-export fixture

from engine.api import run_ruling
from engine.rulesets import get_ruleset


def _run(catalog, material: list, memory: int = 6):  # noqa: F811
    card = catalog.get("grand_archive", "Materialize Munitions")
    scen = get_ruleset("grand_archive").reach_scenario(card, card.ability("a2"))
    scen["zones"]["A"]["material_deck"] = material
    scen["zones"]["A"]["memory"] = ["Baby Silver Slime"] * memory
    return run_ruling(scen, catalog=catalog)


def _bullet(cost: int) -> dict:
    return {
        "card": "Steel Slug",
        "flags": {"type": "item", "subtypes": ["Bullet"], "memory_cost": cost},
    }


def test_the_bullet_is_materialized_and_resolves_after(catalog) -> None:  # noqa: F811
    result = _run(catalog, [{"card": "Young Wyrmling", "flags": {"type": "regalia"}}, _bullet(1)])
    texts = [s.text for s in result.steps]
    done = "A materializes Steel Slug from the material deck (Materialize Munitions permits it)"
    assert texts.index(done) < texts.index("Materialize Munitions goes to A's graveyard")
    assert texts.index("Materialize Munitions goes to A's graveyard") < texts.index(
        "Steel Slug enters the field under A's control"
    )
    assert any(t.startswith("A pays the memory cost of 1: Baby Silver Slime") for t in texts)
    assert "Steel Slug" in [c["card"] for c in result.final_state["zones"]["A"]["field"]]


def test_a_card_of_unknown_kind_is_named_not_chosen(catalog) -> None:  # noqa: F811
    texts = [s.text for s in _run(catalog, ["Steel Slug"]).steps]
    assert (
        "A has no Bullet card in the material deck to materialize; whether Steel Slug is one is "
        "not in the card data (state its type, subtypes and memory cost in flags)"
    ) in texts


def test_an_unpayable_memory_cost_stops_it(catalog) -> None:  # noqa: F811
    texts = [s.text for s in _run(catalog, [_bullet(2)], memory=1).steps]
    assert "Steel Slug's memory cost is 2 and A cannot pay it: it is not materialized" in texts
