"""Looking at the top of one's deck on the real export: the cards are named when the scenario
lists the deck and stay on top; "you may put it into your graveyard" then mills that card."""

from __future__ import annotations

from test_grand_archive_pool import (
    catalog,  # noqa: F401 - the real-export fixture
    sample_mismatches,
    sample_not_executed,
)

from cards_db.parsers.grand_archive_effects import compile_text
from engine.api import run_ruling
from engine.rulesets import get_ruleset


def test_the_looked_at_card_is_named_then_milled(catalog) -> None:  # noqa: F811
    card = catalog.get("grand_archive", "Sword Saint of Eventide")
    scen = get_ruleset("grand_archive").reach_scenario(card, card.ability("a1"))
    # the reach already holds six Baby Silver Slimes in memory, so this one is #7
    scen["zones"]["A"]["main_deck"] = ["Baby Silver Slime", "Ameliorating Mantra"]
    result = run_ruling(scen, catalog=catalog)
    texts = [s.text for s in result.steps]
    looked = texts.index(
        "A looks at the top 1 card(s) of their deck (Baby Silver Slime #7); they stay on top"
    )
    milled = texts.index(
        "A puts the top 1 card(s) of their deck into their graveyard (Baby Silver Slime #7)"
    )
    assert looked < milled
    assert [c["card"] for c in result.final_state["zones"]["A"]["main_deck"]] == [
        "Ameliorating Mantra"
    ]


def test_put_it_into_your_graveyard_needs_the_look_before_it() -> None:
    assert compile_text("Draw a card. Put it into your graveyard.")[0] is None
    two = "Look at the top two cards of your deck."  # "it" cannot name one of two cards
    assert compile_text(f"{two} Put it into your graveyard.")[0] is None


_LOOK1 = {"count": 1, "verb": "look_at_top"}
_MAY_MILL = {"count": 1, "may": True, "verb": "mill"}

# Every modelled "look at the top ... of your deck" of the real pool (the whole family, so
# no draw is needed), checked by hand against the printed text.
LOOK_SAMPLE = [
    ("Idle Thoughts", "a1", "on_resolve", [{"count": 4, "verb": "look_at_top"}]),
    ("Hoarfrost Spine", "a2", "on_enter", [_LOOK1, _MAY_MILL]),
    (
        "Scout the Land",
        "a1",
        "on_resolve",
        [{"count": 4, "verb": "look_at_top"}, {"count": 1, "verb": "draw"}],
    ),
    ("Vaporjet Shieldbearer", "a2", "on_hit", [_LOOK1, _MAY_MILL]),
    ("Sword Saint of Eventide", "a1", "on_enter", [_LOOK1, _MAY_MILL]),
    ("Purling Footman", "a1", "on_attack", [_LOOK1, _MAY_MILL]),
]


def test_look_family_compiles_exactly(catalog) -> None:  # noqa: F811
    assert sample_mismatches(catalog, LOOK_SAMPLE) == []


def test_look_family_executes_at_its_moment(catalog) -> None:  # noqa: F811
    assert sample_not_executed(catalog, LOOK_SAMPLE) == []
