"""Looking at the top N cards to reveal one of a kind, on the real export: only a card stated
to be of that kind is taken; the rest go to the bottom of the deck, also when none is taken."""

from __future__ import annotations

from test_grand_archive_pool import (
    catalog,  # noqa: F401 - the real-export fixture
    sample_mismatches,
    sample_not_executed,
)

from engine.api import run_ruling
from engine.rulesets import get_ruleset


def _paired_minds(catalog, deck: list) -> tuple[list[str], dict]:  # noqa: F811
    card = catalog.get("grand_archive", "Paired Minds, Kindred Souls")
    scen = get_ruleset("grand_archive").reach_scenario(card, card.ability("a1"))
    scen["zones"]["A"]["main_deck"] = deck
    result = run_ruling(scen, catalog=catalog)
    return [s.text for s in result.steps], result.final_state["zones"]["A"]


def _slime(**flags) -> dict:
    return {"card": "Baby Silver Slime", "flags": flags}


def test_the_card_of_the_kind_is_taken_and_the_rest_go_under(catalog) -> None:  # noqa: F811
    deck = [
        _slime(type="ally", subtypes=["Human"]),
        _slime(type="ally", subtypes=["Horse"]),
        "Ameliorating Mantra",
    ]
    texts, zones = _paired_minds(catalog, deck)
    # the reach holds six Baby Silver Slimes in memory, so these are #7 and #8
    assert "A reveals Baby Silver Slime #8 (Horse ally) and puts it into their hand" in texts
    assert (
        "A puts the rest (Baby Silver Slime #7, Ameliorating Mantra) on the bottom of their "
        "deck in any order"
    ) in texts
    assert "Baby Silver Slime #8" in [c["card"] for c in zones["hand"]]


def test_no_card_of_the_kind_still_puts_the_rest_under(catalog) -> None:  # noqa: F811
    texts, zones = _paired_minds(
        catalog, [_slime(type="ally", subtypes=["Human"]), "Ameliorating Mantra"]
    )
    assert (
        "No Horse ally card is revealed from among them; whether Ameliorating Mantra is one is "
        "not in the card data (state its type and subtypes in flags)"
    ) in texts
    assert [c["card"] for c in zones["main_deck"]] == [
        "Baby Silver Slime #7",
        "Ameliorating Mantra",
    ]


def _dig(count: int, into: str, want: dict, optional: bool = True) -> list[dict]:
    step = {"count": count, "into": into, "verb": "dig", "want": want}
    return [{**step, "optional": True} if optional else step]


# Every modelled "look at the top N ... reveal a <kind> card from among them ... put the rest
# on the bottom" of the real pool (the whole family), checked by hand against the printed text.
DIG_SAMPLE = [
    ("Foraging Fox", "a1", "on_enter", _dig(5, "memory", {"subtypes": ["Fatestone"]})),
    ("Eventide Lure", "a1", "on_enter", _dig(5, "memory", {"type": ["phantasia"]})),
    (
        "Kind Beastcaller",
        "a1",
        "on_enter",
        _dig(5, "hand", {"subtypes": ["Animal", "Beast"], "type": ["ally"]}),
    ),
    (
        "Paired Minds, Kindred Souls",
        "a1",
        "on_resolve",
        _dig(10, "hand", {"subtypes": ["Horse"], "type": ["ally"]}, optional=False),
    ),
    ("Blissful Calling", "a1", "on_resolve", _dig(5, "hand", {"subtypes": ["Animal", "Beast"]})),
    ("Rally the Peasants", "a2", "on_resolve", _dig(6, "hand", {"subtypes": ["Human"]})),
    ("Recruitment Officer", "a2", "on_foster", _dig(5, "hand", {"type": ["ally"]})),
    (
        "Modulating Cadence",
        "a2",
        "on_resolve",
        _dig(8, "hand", {"subtypes": ["Harmony", "Melody"]}),
    ),
    ("Galestream Insight", "a3", "on_resolve", _dig(6, "memory", {"subtypes": ["Spell"]})),
]


def test_dig_family_compiles_exactly(catalog) -> None:  # noqa: F811
    assert sample_mismatches(catalog, DIG_SAMPLE) == []


def test_dig_family_executes_at_its_moment(catalog) -> None:  # noqa: F811
    assert sample_not_executed(catalog, DIG_SAMPLE) == []
