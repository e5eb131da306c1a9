"""Banishing cards of one element from the graveyard, or discarding one from hand, on the
real export: only cards stated to be of that element count, and too few means the step (and
what hangs on it) is not done. Also milling the single top card of one's deck."""

from __future__ import annotations

from test_grand_archive_pool import (
    catalog,  # noqa: F401 - the real-export fixture
    sample_mismatches,
    sample_not_executed,
)

from engine.api import run_ruling
from engine.rulesets import get_ruleset


def _bowman(graveyard: list) -> dict:
    """Blazing Bowman enters; its On Enter asks for one fire element card from the graveyard."""
    return {
        "game": "grand_archive",
        "zones": {
            "A": {
                "field": ["Aster, Novice Knight"],
                "hand": [{"card": "Blazing Bowman", "flags": {"type": "ally", "cost": 0}}],
                "graveyard": graveyard,
            },
            "B": {"field": ["Brin, Hedge Mage"]},
        },
        "actions": [{"player": "A", "activate": "Blazing Bowman"}],
    }


def test_a_fire_card_is_banished_and_the_bonus_follows(catalog) -> None:  # noqa: F811
    yard = [
        {"card": "Baby Silver Slime", "flags": {"element": "water"}},
        {"card": "Baby Silver Slime", "flags": {"element": "fire"}},
    ]
    result = run_ruling(_bowman(yard), catalog=catalog)
    texts = [s.text for s in result.steps]
    assert "A banishes Baby Silver Slime #2 (fire element) from the graveyard" in texts
    assert any(t.startswith("Blazing Bowman gets +2 POWER until end of turn") for t in texts)
    left = [c["card"] for c in result.final_state["zones"]["A"]["graveyard"]]
    assert left == ["Baby Silver Slime"]  # the water card stays


def test_no_fire_card_means_not_done_and_no_bonus(catalog) -> None:  # noqa: F811
    yard = [{"card": "Baby Silver Slime", "flags": {"element": "water"}}, "Baby Silver Slime"]
    result = run_ruling(_bowman(yard), catalog=catalog)
    texts = [s.text for s in result.steps]
    assert (
        "A has 0 fire element card(s) in the graveyard, fewer than 1: it is not done; the "
        "element of Baby Silver Slime #2 is not in the card data (state it: flags: "
        "{element: ...})"
    ) in texts
    assert not any("gets +2 POWER" in t for t in texts)


def _fire(count: int, **more) -> dict:
    return {"count": count, "element": "fire", "verb": "banish_from_graveyard", **more}


# Every modelled "banish N <element> element card(s) from your graveyard" of the real pool
# (the whole family, so no draw is needed), checked by hand against the printed text.
ELEMENT_SAMPLE = [
    (
        "Firetongue",
        "a1",
        "on_attack",
        [
            _fire(1),
            {
                "amount": 1,
                "counter": "durability",
                "if_done": True,
                "target": "self",
                "verb": "put_counter",
            },
        ],
    ),
    (
        "Blazing Bowman",
        "a2",
        "on_enter",
        [
            _fire(1),
            {"amount": 2, "if_done": True, "target": "self", "verb": "power_until_end_of_turn"},
        ],
    ),
    (
        "Direwolf Alpha",
        "a2",
        "on_enter",
        [_fire(1), {"count": 1, "if_done": True, "token": "Direwolf", "verb": "summon"}],
    ),
    (
        "Airship Cannoneer",
        "a2",
        "on_attack",
        [_fire(3), {"if_done": True, "target": "self", "verb": "become_distant"}],
    ),
    (
        "Absolving Flames",
        "a2",
        "on_resolve",
        [_fire(4), {"count": 1, "if_done": True, "verb": "draw"}],
    ),
    (
        "Hulao Gate, Sun's Ascent",
        "a2",
        "your_recollection_phase",
        [_fire(1, may=True), {"if_not_done": True, "target": "self", "verb": "sacrifice"}],
    ),
    (
        "Pupil of Sacred Flames",
        "a1",
        "on_attack",
        [_fire(1), {"amount": 2, "if_done": True, "verb": "empower"}],
    ),
]


def test_element_banish_family_compiles_exactly(catalog) -> None:  # noqa: F811
    assert sample_mismatches(catalog, ELEMENT_SAMPLE) == []


def test_element_banish_family_executes_at_its_moment(catalog) -> None:  # noqa: F811
    assert sample_not_executed(catalog, ELEMENT_SAMPLE) == []


def test_discarding_needs_a_card_of_the_element_in_hand(catalog) -> None:  # noqa: F811
    card = catalog.get("grand_archive", "Cemetery Sentry")
    scen = get_ruleset("grand_archive").reach_scenario(card, card.ability("a1"))
    scen["zones"]["A"]["hand"] = [
        {"card": "Baby Silver Slime", "flags": {"element": "water"}},
        "Spirit of Fire",
        *[p for p in scen["zones"]["A"]["hand"] if "Sentry" in str(p)],
    ]
    texts = [s.text for s in run_ruling(scen, catalog=catalog).steps]
    assert (
        "A has 0 fire element card(s) in hand, fewer than 1: it is not done; the element of "
        "Spirit of Fire is not in the card data (state it: flags: {element: ...})"
    ) in texts
    assert not any(t.startswith("A draws") for t in texts)  # "If you do" did not happen


def _discard_fire(**more) -> dict:
    return {"count": 1, "element": "fire", "verb": "discard", **more}


# Every modelled "discard a <element> element card" and single-card mill of the real pool
# (whole families), checked by hand against the printed text.
DISCARD_AND_MILL_SAMPLE = [
    (
        "Fiery Duelist",
        "a2",
        "on_enter",
        [
            _discard_fire(),
            {"count": 1, "if_done": True, "verb": "draw"},
            {"if_done": True, "target": "self", "verb": "become_distant"},
        ],
    ),
    (
        "Cemetery Sentry",
        "a1",
        "on_enter",
        [_discard_fire(), {"count": 1, "if_done": True, "verb": "draw"}],
    ),
    (
        "Embertail Squirrel",
        "a1",
        "on_attack",
        [
            _discard_fire(),
            {"amount": 2, "if_done": True, "target": "self", "verb": "power_until_end_of_turn"},
        ],
    ),
    ("Cascading Round", "a3", "on_hit", [{"count": 1, "verb": "mill"}]),
    ("Riptide Slash", "a2", "on_kill", [{"count": 1, "verb": "mill"}]),
    ("Aqueous Armor", "a2", "your_recollection_phase", [{"count": 1, "verb": "mill"}]),
    ("Slick Torrentrider", "a1", "your_recollection_phase", [{"count": 1, "verb": "mill"}]),
]


def test_discard_and_mill_family_compiles_exactly(catalog) -> None:  # noqa: F811
    assert sample_mismatches(catalog, DISCARD_AND_MILL_SAMPLE) == []


def test_discard_and_mill_family_executes_at_its_moment(catalog) -> None:  # noqa: F811
    assert sample_not_executed(catalog, DISCARD_AND_MILL_SAMPLE) == []
