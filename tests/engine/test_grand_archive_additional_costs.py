"""A card's own extra costs on real cards: "As an additional cost to activate this card, ..."
is paid with the reserve cost, and an unpayable one makes the activation illegal (Playing
Cards - Card Activation 8 and 6); Brew sacrifices the listed objects instead of the reserve
cost (Keywords and Abilities - Brew 2-3)."""

from __future__ import annotations

from typing import Any

from test_grand_archive_pool import catalog  # noqa: F401 - the real-export fixture

from engine.api import run_ruling


def _scen(field: list[Any], hand: list[Any], card: str) -> dict:
    return {
        "game": "grand_archive",
        "zones": {
            "A": {
                "field": [{"card": "Spirit of Fire", "flags": {"life": 20}}, *field],
                "hand": hand,
            },
            "B": {"field": [{"card": "Lost Spirit", "flags": {"life": 20}}]},
        },
        "actions": [{"player": "A", "activate": card}],
    }


def _action(card: str, cost: int = 0) -> dict[str, Any]:
    return {"card": card, "flags": {"type": "action", "cost": cost, "element": "norm"}}


def test_the_additional_cost_is_paid_before_the_card_is_activated(catalog) -> None:  # noqa: F811
    r = run_ruling(_scen(["Powercell"], [_action("Turbo Charge")], "Turbo Charge"), catalog=catalog)
    paid = next(s for s in r.steps if s.text.startswith("A sacrifices"))
    assert (paid.text, paid.card, paid.ability, paid.rules) == (
        "A sacrifices Powercell to pay for Turbo Charge",
        "Turbo Charge",
        "a1",
        ["Playing Cards - Card Activation 8", "Game Terms - Sacrifice 1"],
    )
    order = [s.text for s in r.steps]
    assert order.index(paid.text) < order.index("Turbo Charge is activated; A gains Opportunity")
    assert all(c["card"] != "Powercell" for c in r.final_state["zones"]["A"]["field"])


def test_an_unpayable_additional_cost_makes_the_activation_illegal(catalog) -> None:  # noqa: F811
    r = run_ruling(_scen([], [_action("Turbo Charge")], "Turbo Charge"), catalog=catalog)
    refused = next(s for s in r.steps if s.kind == "outcome")
    assert refused.text == (
        "Turbo Charge's additional cost (sacrifice 1 Powercell object(s)) cannot be paid: A has "
        "0 that will do — the activation is illegal"
    )
    assert refused.rules == [
        "Playing Cards - Card Activation 8",
        "Playing Cards - Card Activation 6",
    ]
    assert [c["card"] for c in r.final_state["zones"]["A"]["hand"]] == ["Turbo Charge"]
    assert not [s for s in r.steps if s.kind == "effect"]


def test_a_discard_cost_takes_a_card_from_hand(catalog) -> None:  # noqa: F811
    hand = [_action("Devotion's Price"), "Baby Silver Slime", "Steady Verse"]
    r = run_ruling(_scen([], hand, "Devotion's Price"), catalog=catalog)
    paid = [s.text for s in r.steps if s.text.startswith("A discards")]
    assert paid == [
        "A discards Baby Silver Slime to pay for Devotion's Price",
        "A discards Steady Verse to pay for Devotion's Price",
    ]
    assert r.final_state["zones"]["A"].get("hand", []) == []


def test_brewing_sacrifices_the_listed_objects_instead_of_the_reserve_cost(catalog) -> None:  # noqa: F811
    herb = {"card": "Fledgling", "flags": {"type": "token", "subtypes": ["Herb"]}}
    potion = {"card": "Potion of Healing", "flags": {"type": "item", "cost": 3}}
    r = run_ruling(_scen([herb, dict(herb)], [potion], "Potion of Healing"), catalog=catalog)
    texts = [s.text for s in r.steps if s.kind in ("choice", "effect", "info")]
    assert [t for t in texts if "brew" in t.lower()] == [
        "A brews Potion of Healing (default shown: the listed objects are on the field)",
        "A sacrifices Fledgling to pay for Potion of Healing (Brew)",
        "A sacrifices Fledgling #2 to pay for Potion of Healing (Brew)",
        "Potion of Healing is brewed: its reserve cost is not paid, and changes to that cost are "
        "ignored",
    ]
    assert not any("pays Potion of Healing's cost" in t for t in texts)


def _prepared(counters: int) -> dict:
    scen = _scen([], [_action("Sudden Deluge")], "Sudden Deluge")
    scen["zones"]["A"]["field"][0]["counters"] = {"preparation": counters}
    return scen


def test_prepare_removes_the_counters_and_the_card_becomes_prepared(catalog) -> None:  # noqa: F811
    r = run_ruling(_prepared(3), catalog=catalog)
    paid = next(s for s in r.steps if "becomes prepared" in s.text)
    assert (paid.text, paid.card, paid.ability, paid.rules) == (
        "A removes 1 preparation counter(s) from Spirit of Fire (2 left): Sudden Deluge becomes "
        "prepared",
        "Sudden Deluge",
        "a1",
        ["Keywords and Abilities - Prepare 1", "Keywords and Abilities - Prepare 2"],
    )
    champ = r.final_state["zones"]["A"]["field"][0]
    assert champ["counters"] == {"preparation": 2}


def test_prepare_without_the_counters_is_not_paid(catalog) -> None:  # noqa: F811
    r = run_ruling(_prepared(0), catalog=catalog)
    said = next(s for s in r.steps if "Prepare 1" in s.text)
    assert said.text == (
        "Sudden Deluge: Prepare 1 cannot be paid (A's champion has 0 preparation counter(s)), so "
        "it is not prepared"
    )
    assert said.kind == "info"
    assert not any("becomes prepared" in s.text for s in r.steps)


def test_a_reduction_for_what_an_opponent_controls_counts_their_field(catalog) -> None:  # noqa: F811
    def run(b_allies: int):
        scen = _scen([], [_action("Hire Mercenaries", cost=3)], "Hire Mercenaries")
        ally = {"card": "Fledgling", "flags": {"type": "ally", "power": 1, "life": 2}}
        scen["zones"]["B"]["field"] += [dict(ally) for _ in range(b_allies)]
        return [s.text for s in run_ruling(scen, catalog=catalog).steps]

    met = run(1)
    assert (
        "Hire Mercenaries: the condition is met (B controls 1 ally(s) (1 or more needed)), so "
        "that part applies"
    ) in met
    assert "Hire Mercenaries's reserve cost to pay is 2 after the reduction (never below 0)" in met
    unmet = run(0)
    assert (
        "Hire Mercenaries: the condition is not met (B controls 0 ally(s) (1 or more needed)), so "
        "that part does not apply"
    ) in unmet
    assert not any("costs 1 less" in t for t in unmet)
