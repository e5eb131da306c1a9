"""Regardless of protect abilities: a protected card stays a legal target for the abilities of
a card that says so, and the trace names the ability that lets it through.

Miriam (a real hero of the export) protects her player's Exodus heroes, herself among them,
from discard abilities of evil cards as she enters battle. Stone of Thebez (Roots), a real
evil enhancement, discards a character and is regardless of protect abilities (its second
sentence, read from the card all along). Without that sentence the protection holds: see
test_redemption_activated_ongoing.py (Fear has Fallen finds no legal target on Miriam).
"""

from __future__ import annotations

from typing import Any

import pytest
from real_export import pool_catalog

from cards_db.parsers.redemption_standing import compile_regardless
from engine.api import run_ruling


@pytest.mark.parametrize(
    ("sentence", "name", "step"),
    [
        ("Regardless of protection.", "", {"covers": "self"}),
        (
            "N.T. Enhancements used by Zadok are regardless of protect abilities.",
            "Zadok",
            {
                "covers": {"type": ["good_enhancement", "evil_enhancement"], "testament": "nt"},
                "on_self": True,
            },
        ),
        ("Enhancements used by Abiathar are regardless of protect abilities.", "Zadok", None),
        ("Regardless of protect abilities if used by a judge.", "", None),  # a condition
    ],
)
def test_the_sentences_read(sentence, name, step) -> None:
    found = compile_regardless(sentence, name)
    assert found == (None if step is None else {"verb": "ongoing", "mode": "regardless", **step})


@pytest.fixture(scope="module")
def catalog(tmp_path_factory: pytest.TempPathFactory):
    yield from pool_catalog(tmp_path_factory, "redemption")


def scenario(enhancement: str) -> dict[str, Any]:
    return {
        "game": "redemption",
        "zones": {
            "A": {"territory": ["Miriam"]},
            "B": {
                "territory": ["Phygellus"],  # a plain 3/3: B is losing and may play
                "hand": [enhancement],
                "land_of_bondage": ["Lost Soul Ecclesiastes 10:15"],
            },
        },
        "actions": [
            {"player": "A", "attack": "Miriam"},
            {"player": "B", "block": "Phygellus"},
            {"player": "B", "play": enhancement},
        ],
    }


def test_a_regardless_discard_reaches_the_protected_hero(catalog) -> None:
    result = run_ruling(scenario("Stone of Thebez, Roots"), catalog=catalog)
    mine = [
        (s.kind, s.text, s.rules)
        for s in result.steps
        if s.card == "Stone of Thebez, Roots" and s.kind == "effect"
    ]
    assert mine == [
        (
            "effect",
            "Miriam is protected, but Stone of Thebez, Roots's abilities are regardless of "
            "protect abilities (Stone of Thebez, Roots (a2)): it stays a legal target for Stone "
            "of Thebez, Roots (a1)",
            ["Regardless of Protection", "Protect"],
        ),
        (
            "effect",
            "Stone of Thebez, Roots (a1) completes: Miriam is discarded",
            ["Special Ability", "Discard"],
        ),
        (
            "effect",
            "Stone of Thebez, Roots (a2) completes: Stone of Thebez, Roots's abilities are "
            "regardless of protect abilities: a protection does not keep their targets out",
            ["Special Ability", "Ongoing Ability", "Regardless of Protection"],
        ),
    ]
    assert [c["card"] for c in result.final_state["zones"]["A"]["discard"]] == ["Miriam"]
