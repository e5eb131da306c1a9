"""Abilities activated from the hand or the graveyard on the real export: Bloom: Autumn's Fall
("(2), Discard this card from your hand: ...") and Proof of Life ("(2), Banish this card from
your graveyard: ..."): the card pays by leaving that zone, and only from there."""

from __future__ import annotations

from test_grand_archive_pool import catalog  # noqa: F401 - the real-export fixture

from engine.api import run_ruling
from engine.rulesets import get_ruleset


def _scenario(catalog, name: str, ability: str) -> dict:  # noqa: F811
    card = catalog.get("grand_archive", name)
    return get_ruleset("grand_archive").reach_scenario(card, card.ability(ability))


def test_discarded_from_hand_to_pay(catalog) -> None:  # noqa: F811
    scen = _scenario(catalog, "Bloom: Autumn's Fall", "a2")
    assert scen["zones"]["A"]["hand"][0]["card"] == "Bloom: Autumn's Fall"
    result = run_ruling(scen, catalog=catalog)
    texts = [s.text for s in result.steps]
    assert "A discards Bloom: Autumn's Fall from their hand to pay the cost" in texts
    assert "A draws a card (the scenario lists no main deck, so which card is not known)" in texts
    assert "Bloom: Autumn's Fall" in [
        c["card"] for c in result.final_state["zones"]["A"]["graveyard"]
    ]


def test_banished_from_the_graveyard_to_pay(catalog) -> None:  # noqa: F811
    scen = _scenario(catalog, "Proof of Life", "a2")
    result = run_ruling(scen, catalog=catalog)
    texts = [s.text for s in result.steps]
    assert "A banishes Proof of Life from their graveyard to pay the cost" in texts
    assert "Spirit of Fire is already awake: nothing happens" in texts


def test_from_the_hand_it_is_not_the_graveyard_ability(catalog) -> None:  # noqa: F811
    scen = _scenario(catalog, "Proof of Life", "a2")
    card = scen["zones"]["A"].pop("graveyard")
    scen["zones"]["A"]["hand"] = card
    texts = [s.text for s in run_ruling(scen, catalog=catalog).steps]
    assert "A banishes Proof of Life from their graveyard to pay the cost" not in texts
