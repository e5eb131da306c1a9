"""A game-wide "until end of turn" change on the real export (Sudden Snow: "Until end of turn,
allies enter the field rested"): an ally entering afterwards this turn enters rested."""

from __future__ import annotations

from test_grand_archive_pool import catalog  # noqa: F401 - the real-export fixture

from engine.api import run_ruling
from engine.rulesets import get_ruleset


def test_an_ally_entering_after_it_enters_rested(catalog) -> None:  # noqa: F811
    card = catalog.get("grand_archive", "Sudden Snow")
    scen = get_ruleset("grand_archive").reach_scenario(card, card.ability("a2"))
    scen["zones"]["A"]["hand"].append(
        {"card": "Corhazi Trapper", "flags": {"type": "ally", "cost": 0, "power": 1, "life": 1}}
    )
    scen["actions"].append({"player": "A", "activate": "Corhazi Trapper"})
    scen["actions"].append("A ends the turn")
    result = run_ruling(scen, catalog=catalog)
    texts = [s.text for s in result.steps]
    assert "Until end of turn, ally objects enter the field rested" in texts
    rested = "Corhazi Trapper enters the field rested (Sudden Snow's effect until end of turn)"
    assert texts.index(rested) > texts.index("Corhazi Trapper enters the field under A's control")
    end = next(t for t in texts if t.startswith("End of turn:"))
    assert "allies no longer enter the field rested" in end
