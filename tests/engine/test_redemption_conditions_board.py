"""More "If …," conditions about the board (redemption_conditions_board): negated ones, a card
in a discard pile, a lone character in battle, the user an enhancement is played on or
described by its brigades. Each true and false, on real cards of the export."""

from __future__ import annotations

import pytest
from real_export import pool_catalog
from red_reach import logged, reach

from cards_db.parsers.redemption_conditions_board import board_condition


@pytest.fixture(scope="module")
def catalog(tmp_path_factory: pytest.TempPathFactory):
    yield from pool_catalog(tmp_path_factory, "redemption")


CHARACTER = ["hero", "evil_character"]


@pytest.mark.parametrize(
    ("words", "steps"),
    [
        (
            "opponent does not have a prophet in play",
            [{"verb": "require", "when": "absent",
              "spec": {"type": CHARACTER, "traits": ["prophet"], "side": "opponent"}}],
        ),
        (
            "you do not control a king",
            [{"verb": "require", "when": "absent",
              "spec": {"type": CHARACTER, "traits": ["king"], "side": "self"}}],
        ),
        (
            "a demon is not in battle",
            [{"verb": "require", "when": "absent",
              "spec": {"type": CHARACTER, "traits": ["demon"], "zone": "battle"}}],
        ),
        (
            "your warrior class Evil Character is in battle",
            [{"verb": "require", "when": "present",
              "spec": {"type": ["evil_character"], "traits": ["warrior"], "side": "self", "zone": "battle"}}],
        ),
        (
            "all of your Heroes are O.T.",
            [{"verb": "require", "when": "every",
              "spec": {"side": "self", "type": ["hero"], "except": {"testament": "ot"}}}],
        ),
        ("a lone Hero is in battle", [{"verb": "require", "when": "lone", "spec": {"type": ["hero"]}}]),
        (
            "used by a single brigade character",
            [{"verb": "require", "when": "used_by", "spec": {"type": CHARACTER, "brigades": "single"}}],
        ),
    ],
)  # fmt: skip
def test_board_conditions_read_as_require_steps(words, steps):
    assert board_condition(words) == steps


@pytest.mark.parametrize(
    "words",
    [
        "opponent does not have your prophet in play",  # whose card twice
        "a lone Hero is in play",  # alone means in battle
        "used by a red Hero",  # the common reader's form
        "a frobnicator is not in battle",
        "all of your Heroes are happy",  # no description
        "all of your cards are red",  # not a kind of card
    ],
)
def test_board_conditions_refuse_what_they_do_not_read(words):
    assert board_condition(words) is None


ARIOCH = "Arioch"  # a1: only while the opponent has no prophet in play


def test_no_prophet_holds_when_the_opponent_has_none(catalog):
    assert logged(catalog, reach(catalog, ARIOCH, "a1"), ARIOCH, "a1")[-1] == (
        "effect",
        "Arioch (a1) completes: Agabus is discarded; Lost Soul Ecclesiastes 10:15 is put on "
        "the bottom of the deck",
        ["Special Ability", "Discard", "Underdeck"],
    )


def test_no_prophet_fails_when_the_opponent_has_one(catalog):
    scenario = reach(catalog, ARIOCH, "a1")
    scenario["zones"]["B"]["territory"] = [{"card": "Balaam, Di"}]
    assert logged(catalog, scenario, ARIOCH, "a1") == [
        (
            "step",
            "Arioch (a1) does nothing: there is a prophet hero or evil character in play on "
            "B's side",
            ["Special Ability"],
        )
    ]


BLAST = "Blast of Fire"  # a1: used by a demon, and Shield of Faith not in battle


def test_a_named_card_not_in_battle_holds_without_it(catalog):
    assert logged(catalog, reach(catalog, BLAST, "a1"), BLAST, "a1")[-1] == (
        "effect",
        "Blast of Fire (a1) completes: Agabus is discarded",
        ["Special Ability", "Discard"],
    )


def test_a_named_card_not_in_battle_fails_with_it_there(catalog):
    scenario = reach(catalog, BLAST, "a1")
    scenario["zones"]["B"]["battle"].append({"card": "Shield of Faith"})
    assert logged(catalog, scenario, BLAST, "a1") == [
        (
            "step",
            "Blast of Fire (a1) does nothing: there is a Shield of Faith in battle",
            ["Special Ability"],
        )
    ]


ABIMELECH = "Abimelech, RoA"  # a1: if Gideon is in its player's discard pile


def test_a_card_in_your_discard_pile_holds_when_it_is_there(catalog):
    scenario = reach(catalog, ABIMELECH, "a1")
    assert scenario["zones"]["A"]["discard"] == [{"card": "Gideon, CoW AB"}]
    assert logged(catalog, scenario, ABIMELECH, "a1")[-1] == (
        "effect",
        "Abimelech, RoA (a1) completes: Aaron's Staff, CoW is negated; Aaron's Staff, CoW is "
        "discarded",
        ["Special Ability", "Negate", "Discard"],
    )


def test_a_card_in_your_discard_pile_fails_when_it_is_in_the_opponents(catalog):
    scenario = reach(catalog, ABIMELECH, "a1")
    scenario["zones"]["B"]["discard"] = scenario["zones"]["A"].pop("discard")
    assert logged(catalog, scenario, ABIMELECH, "a1") == [
        (
            "step",
            "Abimelech, RoA (a1) does nothing: there is no Gideon in A's discard pile",
            ["Special Ability"],
        )
    ]


SAMSON = "Faith of Samson"  # a1: if a lone Hero is in battle


def test_a_lone_hero_holds_with_one_hero_in_battle(catalog):
    assert logged(catalog, reach(catalog, SAMSON, "a1"), SAMSON, "a1")[-1] == (
        "effect",
        "Faith of Samson (a1) completes: Abiram, Abiram #2 are discarded",
        ["Special Ability", "Discard"],
    )


def test_a_lone_hero_fails_with_two_heroes_in_battle(catalog):
    scenario = reach(catalog, SAMSON, "a1")
    scenario["zones"]["A"]["battle"].append({"card": "Agabus"})
    assert logged(catalog, scenario, SAMSON, "a1") == [
        (
            "step",
            "Faith of Samson (a1) does nothing: no hero in battle is alone on its side "
            "(Gaius, Agabus)",
            ["Special Ability", "Alone"],
        )
    ]


JAWBONE = "Jawbone"  # a1: if played on Samson


def test_played_on_a_named_hero_holds_on_that_hero(catalog):
    assert logged(catalog, reach(catalog, JAWBONE, "a1"), JAWBONE, "a1")[-1] == (
        "effect", "Jawbone (a1) completes: Abiram is discarded", ["Special Ability", "Discard"]
    )  # fmt: skip


def test_played_on_a_named_hero_fails_on_another(catalog):
    scenario = reach(catalog, JAWBONE, "a1")
    scenario["zones"]["A"]["battle"] = [{"card": "Gaius"}]
    scenario["actions"][0]["on"] = "Gaius"
    assert logged(catalog, scenario, JAWBONE, "a1") == [
        (
            "step",
            "Jawbone (a1) does nothing: Jawbone is not used by Samson",
            ["Special Ability", "Enhancement"],
        )
    ]


STRAW = "No Straw!"  # a2: if used by a single brigade character


def test_a_single_brigade_user_holds(catalog):
    assert logged(catalog, reach(catalog, STRAW, "a2"), STRAW, "a2")[-1] == (
        "effect",
        "No Straw! (a2) completes: Agabus, Agabus #2 are put on top of the deck",
        ["Special Ability", "Topdeck"],
    )


def test_a_single_brigade_user_fails_on_a_two_brigade_character(catalog):
    scenario = reach(catalog, STRAW, "a2")
    scenario["zones"]["A"]["battle"] = [{"card": "Balaam Son of Beor"}]
    scenario["actions"][0]["on"] = "Balaam Son of Beor"
    assert logged(catalog, scenario, STRAW, "a2") == [
        (
            "step",
            "No Straw! (a2) does nothing: No Straw! is not used by a single-brigade "
            "hero or evil character",
            ["Special Ability", "Enhancement"],
        )
    ]


DOEG = "Doeg, CoW"  # a2: if blocking and evil King Saul is in play


def test_a_named_card_of_one_side_holds_with_its_evil_printing(catalog):
    scenario = reach(catalog, DOEG, "a2")
    scenario["zones"]["B"]["battle"] = [{"card": "Agabus"}, {"card": "Agabus"}]
    scenario["zones"]["A"]["territory"].append({"card": "King Saul (Brown), Ki"})
    assert logged(catalog, scenario, DOEG, "a2")[-1] == (
        "effect", "Doeg, CoW (a2) completes: Agabus is discarded", ["Special Ability", "Discard"]
    )  # fmt: skip


def test_a_named_card_of_one_side_is_not_met_by_a_card_of_both_sides(catalog):
    scenario = reach(catalog, DOEG, "a2")  # the reach stages the two-sided King Saul
    assert {"card": "King Saul, CoW AB"} in scenario["zones"]["B"]["battle"]
    assert logged(catalog, scenario, DOEG, "a2") == [
        (
            "step",
            "Doeg, CoW (a2) does nothing: there is no evil King Saul in play",
            ["Special Ability"],
        )
    ]


JEIEL = "Jeiel"  # a1: if all of its player's Heroes are O.T.


def test_every_hero_old_testament_holds_when_each_is(catalog):
    assert logged(catalog, reach(catalog, JEIEL, "a1"), JEIEL, "a1")[-1] == (
        "effect",
        "Jeiel (a1) completes: Moses, FoM is protected from capture abilities",
        ["Special Ability", "Ongoing Ability", "Protect"],
    )


def test_every_hero_old_testament_fails_with_a_new_testament_hero(catalog):
    scenario = reach(catalog, JEIEL, "a1")
    scenario["zones"]["A"]["territory"].append({"card": "Agabus"})
    assert logged(catalog, scenario, JEIEL, "a1") == [
        (
            "step",
            "Jeiel (a1) does nothing: not every hero in play on A's side is an O.T. hero: "
            "Agabus is not",
            ["Special Ability"],
        )
    ]
