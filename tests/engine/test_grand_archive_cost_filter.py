"""Target filters by cost on the real export (Reduce to Ash: an item or weapon bounded by its
memory cost or its reserve cost): either named cost may be met, and a card whose costs the
data does not give is no target, with the reason noted."""

from __future__ import annotations

from test_grand_archive_pool import catalog  # noqa: F401 - the real-export fixture

from engine.api import run_ruling
from engine.rulesets import get_ruleset


def _run(catalog, **flags):  # noqa: F811
    card = catalog.get("grand_archive", "Reduce to Ash")
    scen = get_ruleset("grand_archive").reach_scenario(card, card.ability("a1"))
    assert scen["zones"]["B"]["field"][1]["flags"] == {"type": "item", "memory_cost": 0}
    scen["zones"]["B"]["field"][1]["flags"] = {"type": "item", **flags}
    scen["zones"]["A"]["field"] = scen["zones"]["A"]["field"][:1]
    return run_ruling(scen, catalog=catalog)


def _texts(result) -> list[str]:
    return [s.text for s in result.steps]


def test_a_reserve_cost_within_the_bound_is_a_target(catalog) -> None:  # noqa: F811
    assert "Fledgling is destroyed" in _texts(_run(catalog, cost=4))


def test_a_memory_cost_of_zero_is_a_target(catalog) -> None:  # noqa: F811
    assert "Fledgling is destroyed" in _texts(_run(catalog, memory_cost=0))


def test_a_reserve_cost_above_the_bound_is_no_target(catalog) -> None:  # noqa: F811
    texts = _texts(_run(catalog, cost=5))
    assert "Fledgling is destroyed" not in texts
    assert texts[-1] == "Reduce to Ash has no legal target: the activation is illegal"


def test_an_unknown_cost_is_no_target_and_says_why(catalog) -> None:  # noqa: F811
    result = _run(catalog)
    assert "Fledgling is destroyed" not in _texts(result)
    assert (
        "Fledgling's cost is not in the card data, so it is not counted as an object with "
        "memory cost 0 or less or reserve cost 4 or less (state it: flags: {cost: N} or "
        "{memory_cost: N})"
    ) in result.notes
