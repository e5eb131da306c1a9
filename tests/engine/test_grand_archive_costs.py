"""Activation costs on the real export: counters removed from the champion or the card, and
a card with floating memory banished from the graveyard; checked before anything is paid."""

from __future__ import annotations

from test_grand_archive_pool import catalog  # noqa: F401 - the real-export fixture

from engine.api import run_ruling
from engine.rulesets import get_ruleset


def _scenario(catalog, name: str, ability: str) -> dict:  # noqa: F811
    card = catalog.get("grand_archive", name)
    return get_ruleset("grand_archive").reach_scenario(card, card.ability(ability))


def _texts(scen: dict, catalog) -> list[str]:  # noqa: F811
    return [s.text for s in run_ruling(scen, catalog=catalog).steps]


def test_counters_are_removed_from_the_champion_to_pay(catalog) -> None:  # noqa: F811
    scen = _scenario(catalog, "Cunning Broker", "a2")
    assert scen["zones"]["A"]["field"][0]["counters"] == {"preparation": 2}
    scen["zones"]["A"]["field"][0]["counters"] = {"preparation": 3}
    texts = _texts(scen, catalog)
    paid = "A removes 2 preparation counter(s) from Spirit of Fire to pay the cost (1 left)"
    assert texts.index("A rests Cunning Broker to pay the cost") < texts.index(paid)
    assert "A draws a card (the scenario lists no main deck, so which card is not known)" in texts


def test_too_few_counters_refuse_the_activation_before_anything_is_paid(catalog) -> None:  # noqa: F811
    scen = _scenario(catalog, "Cunning Broker", "a2")
    scen["zones"]["A"]["field"][0]["counters"] = {"preparation": 1}
    texts = _texts(scen, catalog)
    assert texts[-1] == (
        "Spirit of Fire has 1 preparation counter(s), fewer than the 2 to remove: "
        "the cost cannot be paid"
    )
    assert "A rests Cunning Broker to pay the cost" not in texts


def test_a_weapon_pays_with_its_own_durability(catalog) -> None:  # noqa: F811
    texts = _texts(_scenario(catalog, "Worn Gearblade", "a1"), catalog)
    assert "A removes 1 durability counter(s) from Worn Gearblade to pay the cost (0 left)" in texts
    assert (
        "The next 1 damage that would be dealt to Lost Spirit this turn will be prevented "
        "(shield 1)"
    ) in texts


def test_a_floating_memory_card_is_banished_to_pay(catalog) -> None:  # noqa: F811
    scen = _scenario(catalog, "Cloak of Stillwater", "a2")
    result = run_ruling(scen, catalog=catalog)
    texts = [s.text for s in result.steps]
    assert (
        "A banishes Ameliorating Mantra (floating memory) from the graveyard to pay the cost"
        in texts
    )
    assert [c["card"] for c in result.final_state["zones"]["A"]["banishment"]] == [
        "Ameliorating Mantra"
    ]


def test_no_floating_memory_card_means_no_activation(catalog) -> None:  # noqa: F811
    scen = _scenario(catalog, "Cloak of Stillwater", "a2")
    scen["zones"]["A"]["graveyard"] = ["Baby Silver Slime"]
    texts = _texts(scen, catalog)
    assert texts[-1] == (
        "A has no card with floating memory in the graveyard to banish: the cost cannot be paid"
    )


def test_a_weapon_that_pays_its_last_durability_is_destroyed(catalog) -> None:  # noqa: F811
    """Weapon 3 and the state-based check: 0 durability destroys it, however it was lost."""
    result = run_ruling(_scenario(catalog, "Worn Gearblade", "a1"), catalog=catalog)
    texts = [s.text for s in result.steps]
    paid = texts.index(
        "A removes 1 durability counter(s) from Worn Gearblade to pay the cost (0 left)"
    )
    gone = texts.index(
        "Worn Gearblade has no durability counters and is destroyed: it goes to A's graveyard"
    )
    assert paid < gone
    assert result.steps[gone].rules == [
        "State-based Checks and Effects 5",
        "Card Types - Weapon 3",
    ]
    assert "Worn Gearblade" in {c["card"] for c in result.final_state["zones"]["A"]["graveyard"]}
