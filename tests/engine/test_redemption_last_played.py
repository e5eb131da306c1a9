"""'The last good Enhancement played this battle': the order of play decides the target."""

from __future__ import annotations

import pytest
from real_export import pool_catalog

from cards_db.parsers.redemption_phrases import target_phrase
from engine.api import run_ruling


@pytest.fixture(scope="module")
def catalog(tmp_path_factory: pytest.TempPathFactory):
    yield from pool_catalog(tmp_path_factory, "redemption")


def lines(result) -> list[tuple[str, list[str], str]]:
    return [(s.kind, s.rules, s.text) for s in result.steps]


BOARD = (
    "game: redemption; A: Gaius in battle; B: Greek Philosophers in battle; "
    "A: Golden Lamp Stand in battle; B: Bad Dealings, I in hand; "
)


def test_the_last_good_enhancement_played_is_negated_and_discarded(catalog):
    r = run_ruling(
        BOARD + "A: Arrow of Deliverance in hand; A: Measuring Line in hand; "
        "A plays Arrow of Deliverance; A plays Measuring Line; B plays Bad Dealings, I",
        catalog=catalog,
    )
    assert lines(r)[6:9] == [
        ("resolve", ["Special Ability"], "Bad Dealings, I (a1): its ability begins to activate"),
        ("step", ["Special Ability"], "Bad Dealings, I (a1) declares its targets: Measuring Line"),
        (
            "effect",
            ["Special Ability", "Negate", "Discard"],
            "Bad Dealings, I (a1) completes: Measuring Line is negated; Measuring Line is "
            "discarded",
        ),
    ]
    arrow = next(o for o in r.state.objects.values() if o.label == "Arrow of Deliverance")
    assert arrow.zone[1] == "battle"  # played before the last one: untouched


def test_an_enhancement_placed_in_battle_was_not_played(catalog):
    r = run_ruling(BOARD + "B plays Bad Dealings, I", catalog=catalog)
    assert lines(r)[2:5] == [
        ("resolve", ["Special Ability"], "Bad Dealings, I (a1): its ability begins to activate"),
        ("step", ["Target", "Special Ability"], "Bad Dealings, I (a1) has no legal target"),
        (
            "info",
            ["Special Ability", "Negate", "Discard"],
            "Bad Dealings, I (a1) completes: nothing happens",
        ),
    ]


def test_the_phrase_names_an_enhancement_in_battle_played_before_this_card():
    assert target_phrase("the last evil enhancement played in current battle") == {
        "one": {"type": ["evil_enhancement"], "zone": "battle", "last": True, "not_self": True}
    }
    assert target_phrase("the last Enhancement played by an opponent") == {
        "one": {
            "type": ["good_enhancement", "evil_enhancement"],
            "zone": "battle",
            "last": True,
            "not_self": True,
            "side": "opponent",
        }
    }
    assert target_phrase("the last evil Enhancement played last turn") is None
