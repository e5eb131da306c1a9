"""Standing text about a card itself, and about the enhancements a character uses.

- "Protected from capture" / "<its name> cannot be taken prisoner" / "Protect this Hero from
  demons": the card's own protection, holding from when it enters battle to the end of the
  battle (REG Protect; "cannot be" read as protection: Protect - Clarifications 1);
- "<kind of> Enhancements used by <the character> cannot be <negated>": each enhancement played on the
  character gets the rider, and a negate then leaves it standing.

The parser cases are worded for these tests; the real cards are read from the export.
"""

from __future__ import annotations

from typing import Any

import pytest
from real_export import pool_catalog

from cards_db.parsers.redemption_ongoing import compile_activated, compile_ongoing
from cards_db.parsers.redemption_standing import about_itself, compile_used_by
from engine.api import run_ruling
from engine.core.cards import AbilityDefinition

ITSELF = [
    ("Protected from discard and capture.", "", {"from": ["discard", "capture"]}),
    ("Zadok is protected from capture abilities.", "Zadok", {"from": ["capture"]}),
    ("This Hero is protected from evil cards.", "", {"by": "evil"}),
    (
        "Protected from withdraw abilities on opponent's cards.",
        "",
        {"from": ["withdraw"], "by": "opponent"},
    ),
    ("Cannot be captured or discarded.", "", {"from": ["capture", "discard"], "as_protect": True}),
    ("Zadok may not be taken prisoner.", "Zadok", {"from": ["capture"], "as_protect": True}),
    (
        "Protect this Evil Character from N.T. Heroes.",
        "",
        {"by_cards": {"type": ["hero"], "testament": "nt"}},
    ),
]


@pytest.mark.parametrize(("sentence", "name", "expected"), ITSELF)
def test_a_sentence_about_the_card_itself_protects_it(sentence, name, expected) -> None:
    assert compile_ongoing(sentence, name) == {
        "verb": "ongoing",
        "mode": "protect",
        "covers": "self",
        **expected,
    }


@pytest.mark.parametrize(
    ("sentence", "name"),
    [
        ("Zadok cannot be captured.", "Abiathar"),  # another card's name: not itself
        ("Heroes cannot be captured.", ""),  # other cards: not a sentence about itself
        ("Cannot be negated.", ""),  # a rider, not a protection
        ("Protected from harm.", ""),  # what "harm" covers is not read
    ],
)
def test_other_sentences_are_not_read_as_its_own_protection(sentence, name) -> None:
    assert compile_ongoing(sentence, name) is None


def test_a_protection_from_rescue_with_an_exception_keeps_its_own_reading() -> None:
    step = compile_ongoing("Protect this card from rescue (except by a judge).")
    assert about_itself("Protect this card from rescue (except by a judge)") is not None
    assert step is not None and step["from"] == ["rescue"] and "unless" in step


USED_BY = [
    (
        "Enhancements used by this Hero cannot be interrupted.",
        "",
        {"type": ["good_enhancement", "evil_enhancement"]},
        "interrupted",
    ),
    (
        "N.T. Enhancements used by Zadok cannot be prevented.",
        "Zadok",
        {"type": ["good_enhancement", "evil_enhancement"], "testament": "nt"},
        "prevented",
    ),
    (
        "Enhancement played on Zadok cannot be negated.",
        "Zadok",
        {"type": ["good_enhancement", "evil_enhancement"]},
        "negated",
    ),
]


@pytest.mark.parametrize(("sentence", "name", "covers", "rider"), USED_BY)
def test_enhancements_used_by_the_card_get_a_rider(sentence, name, covers, rider) -> None:
    assert compile_used_by(sentence, name) == {
        "verb": "ongoing",
        "mode": "cannot_be",
        "covers": covers,
        "rider": rider,
        "on_self": True,
    }


def test_enhancements_used_by_another_card_are_not_read() -> None:
    assert compile_used_by("Enhancements used by Abiathar cannot be negated.", "Zadok") is None


def test_on_an_enhancement_the_sentence_stays_unread() -> None:
    ab = AbilityDefinition.from_dict(
        {
            "id": "a1",
            "kind": "special",
            "timing": "enhancement_played",
            "text": "Enhancements used by this Hero cannot be negated.",
            "modelled": "not_modelled",
        }
    )
    assert compile_activated(ab, "Zadok") is ab


@pytest.fixture(scope="module")
def catalog(tmp_path_factory: pytest.TempPathFactory):
    yield from pool_catalog(tmp_path_factory, "redemption")


def effect_and_info(result: Any) -> list[tuple[str, str, list[str]]]:
    return [(s.kind, s.text, s.rules) for s in result.steps if s.kind in ("effect", "info")]


def test_a_hero_that_cannot_be_taken_prisoner_is_no_target_for_a_capture(catalog) -> None:
    lydia = catalog.get("redemption", "Lydia, Wo").abilities[0]  # "... cannot be taken prisoner"
    assert lydia.effect[0]["from"] == ["capture"] and lydia.effect[0]["as_protect"]
    scenario = {
        "game": "redemption",
        "zones": {
            "A": {"territory": ["Lydia, Wo"]},
            "B": {
                "territory": ["Phygellus"],  # a plain 3/3: B is losing and may play
                "hand": ["Told to Take"],  # an evil enhancement: capture a hero
                "land_of_bondage": ["Lost Soul Ecclesiastes 10:15"],
            },
        },
        "actions": [
            {"player": "A", "attack": "Lydia, Wo"},
            {"player": "B", "block": "Phygellus"},
            {"player": "B", "play": "Told to Take"},
        ],
    }
    steps = effect_and_info(run_ruling(scenario, catalog=catalog))
    assert steps[:4] == [
        (
            "effect",
            "Lydia, Wo (a1) completes: it holds from now until the end of this phase, the battle "
            "(now Lydia, Wo is protected from capture abilities)",
            [
                "Special Ability",
                "Ongoing Ability",
                "Ongoing Ability 5",
                "Protect",
                "Protect - Clarifications 1",
            ],
        ),
        (
            "info",
            "Initiative: B — B is losing the battle (heroes 5/4 against evil characters 3/3)",
            ["Initiative"],
        ),
        (
            "info",
            "Lydia, Wo (A's battle) is protected from Told to Take (a1) by Lydia, Wo (a1), which "
            "holds until the end of this phase, the battle",
            ["Protect", "Ongoing Ability", "Ongoing Ability 5"],
        ),
        ("info", "Told to Take (a1) completes: nothing happens", ["Special Ability", "Capture"]),
    ]


THOMAS = {
    "game": "redemption",
    "zones": {
        "A": {"territory": ["Thomas, Di"], "hand": ["Jacob's Grandsons"]},  # holder may draw
        "B": {
            "territory": ["Naaman"],  # 8/7 against Thomas's 7/7: A may play first
            "hand": ["Baal Worship, FoM"],  # an evil enhancement: negate a card
            "land_of_bondage": ["Lost Soul Ecclesiastes 10:15"],
        },
    },
    "actions": [
        {"player": "A", "attack": "Thomas, Di"},
        {"player": "B", "block": "Naaman"},
        {"player": "A", "play": "Jacob's Grandsons"},
        {"player": "B", "play": "Baal Worship, FoM"},
    ],
    "answers": [{"answer": "Jacob's Grandsons", "player": "B"}],
}


def test_an_enhancement_used_by_thomas_gets_the_rider_and_a_negate_leaves_it(catalog) -> None:
    result = run_ruling(THOMAS, catalog=catalog)
    mine = [
        (s.kind, s.text, s.rules)
        for s in result.steps
        if s.card in ("Thomas, Di", "Jacob's Grandsons") or "Jacob's Grandsons" in s.text
    ]
    assert mine[2] == (
        "effect",
        "Thomas, Di (a1) completes: it holds from now until the end of this phase, the battle "
        "(it covers no card now)",
        [
            "Special Ability",
            "Ongoing Ability",
            "Cannot Be Negated - Default 1",
            "Cannot Be Negated",
        ],
    )
    assert (
        "step",
        "Jacob's Grandsons (a1) cannot be negated: Thomas, Di (a1) says so until the end of "
        "this phase, the battle",
        ["Cannot Be Negated", "Ongoing Ability"],
    ) in mine
    assert mine[-1] == (
        "effect",
        "Baal Worship, FoM (a1) completes: Jacob's Grandsons is negated; Jacob's Grandsons (a1) "
        "cannot be negated and stays",
        ["Special Ability", "Negate", "Cannot Be Negated"],
    )


def test_without_the_rider_the_same_negate_stops_the_enhancement(catalog) -> None:
    scenario = {**THOMAS, "zones": {**THOMAS["zones"], "A": {**THOMAS["zones"]["A"]}}}
    scenario["zones"]["A"]["territory"] = ["Gaius"]  # a plain 7/7 hero, as Thomas is
    scenario["actions"] = [
        {"player": "A", "attack": "Gaius"},
        *THOMAS["actions"][1:],
    ]
    result = run_ruling(scenario, catalog=catalog)
    negated = [s.text for s in result.steps if s.card == "Baal Worship, FoM" and s.ability == "a1"]
    assert negated[-1].startswith(
        "Baal Worship, FoM (a1) completes: Jacob's Grandsons is negated; Jacob's Grandsons (a1) "
    )
    assert "cannot be negated" not in negated[-1]
