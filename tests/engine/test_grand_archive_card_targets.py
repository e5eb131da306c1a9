"""Card targets on the real export (Dredging Streams: "Banish target card from a graveyard"):
chosen among the cards of every graveyard at activation, banished as it resolves."""

from __future__ import annotations

from test_grand_archive_pool import catalog  # noqa: F401 - the real-export fixture

from engine.api import run_ruling
from engine.rulesets import get_ruleset


def _scenario(catalog) -> dict:  # noqa: F811
    card = catalog.get("grand_archive", "Dredging Streams")
    return get_ruleset("grand_archive").reach_scenario(card, card.ability("a1"))


def test_a_card_in_the_opponents_graveyard_is_banished(catalog) -> None:  # noqa: F811
    scen = _scenario(catalog)
    scen["zones"]["B"]["graveyard"] = ["Ameliorating Mantra"]
    scen["actions"][0]["targets"] = ["Ameliorating Mantra"]
    result = run_ruling(scen, catalog=catalog)
    texts = [s.text for s in result.steps]
    assert "A targets Ameliorating Mantra (the only legal target)" in texts
    assert "Ameliorating Mantra is banished from B's graveyard" in texts
    assert [c["card"] for c in result.final_state["zones"]["B"]["banishment"]] == [
        "Ameliorating Mantra"
    ]


def test_no_card_in_any_graveyard_means_no_activation(catalog) -> None:  # noqa: F811
    scen = _scenario(catalog)
    scen["zones"]["B"].pop("graveyard", None)
    texts = [s.text for s in run_ruling(scen, catalog=catalog).steps]
    assert texts[-1] == "Dredging Streams has no legal target: the activation is illegal"
