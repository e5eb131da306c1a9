"""The "If …," conditions read from the state (counts, alone, piles, what a side controls, the
user of an enhancement), each true and false, on real cards of the export."""

from __future__ import annotations

import pytest
from real_export import pool_catalog
from red_reach import logged, reach

from cards_db.parsers.redemption_phrases import _conditions
from engine.games.redemption.conditions import step_unmet
from engine.games.redemption.model import Activation
from engine.rulesets import get_ruleset

CHARACTER = ["hero", "evil_character"]


@pytest.fixture(scope="module")
def catalog(tmp_path_factory: pytest.TempPathFactory):
    yield from pool_catalog(tmp_path_factory, "redemption")


JUDAIZERS = "Judaizers"  # a1: only when it blocks with no other character on its side


def test_blocking_alone_holds_when_no_other_character_is_on_its_side(catalog):
    assert logged(catalog, reach(catalog, JUDAIZERS, "a1"), JUDAIZERS, "a1")[-1] == (
        "effect",
        "Judaizers (a1) completes: Lost Soul Ephesians 5:14, A is put on the bottom of the deck",
        ["Special Ability", "Underdeck"],
    )


def test_blocking_alone_fails_with_another_evil_character_in_battle(catalog):
    scenario = reach(catalog, JUDAIZERS, "a1")
    scenario["zones"]["A"]["battle"] = [{"card": "Abiram"}]
    assert logged(catalog, scenario, JUDAIZERS, "a1") == [
        (
            "step",
            "Judaizers (a1) does nothing: Judaizers is not alone: Abiram is on its side too",
            ["Special Ability", "Alone"],
        )
    ]


ANTIGONUS = "Antigonus the One-Eyed"  # a2: needs three Heroes or more against it


def test_a_count_holds_with_three_opposing_heroes(catalog):
    steps = logged(catalog, reach(catalog, ANTIGONUS, "a2"), ANTIGONUS, "a2")
    assert steps[-1] == (
        "effect",
        "Antigonus the One-Eyed (a2) completes: Agabus is negated; Agabus #2 is negated; "
        "Agabus #3 is negated; Agabus #4 is negated; Agabus #5 is negated",
        ["Special Ability", "Negate"],
    )


def test_a_count_fails_with_two_opposing_heroes_and_says_how_many(catalog):
    scenario = reach(catalog, ANTIGONUS, "a2")
    scenario["zones"]["B"]["battle"] = [{"card": "Agabus"}, {"card": "Gaius"}]
    assert logged(catalog, scenario, ANTIGONUS, "a2") == [
        (
            "step",
            "Antigonus the One-Eyed (a2) does nothing: it needs 3 or more cards that are a hero "
            "in battle on B's side; there are 2 (Agabus, Gaius)",
            ["Special Ability"],
        )
    ]


PLEADING = "Pleading for the City, RR2"  # a1: only while the opposing deck is small


def test_a_deck_of_ten_or_fewer_lets_the_rescue_happen(catalog):
    assert logged(catalog, reach(catalog, PLEADING, "a1"), PLEADING, "a1")[-1] == (
        "effect",
        "Pleading for the City, RR2 (a1) completes: Lost Soul Ecclesiastes 10:15 is rescued to "
        "the land of redemption",
        ["Special Ability", "Rescue"],
    )


def test_a_deck_of_eleven_stops_it(catalog):
    scenario = reach(catalog, PLEADING, "a1")
    scenario["zones"]["B"]["deck"] = [{"card": "Agabus"}] * 11
    assert logged(catalog, scenario, PLEADING, "a1") == [
        (
            "step",
            "Pleading for the City, RR2 (a1) does nothing: B's deck holds 11 card(s), not at "
            "most 10",
            ["Special Ability"],
        )
    ]


def test_an_unlisted_deck_is_not_guessed(catalog):
    scenario = reach(catalog, PLEADING, "a1")
    del scenario["zones"]["B"]["deck"]
    assert logged(catalog, scenario, PLEADING, "a1") == [
        (
            "step",
            "Pleading for the City, RR2 (a1) does nothing: the scenario does not list B's deck, "
            "so its size is not known (list it to decide)",
            ["Special Ability"],
        )
    ]


TYRUS = "Prince of Tyrus, Promo"  # a1: needs a Canaanite on the other side


def test_an_opponents_canaanite_lets_it_draw(catalog):
    assert logged(catalog, reach(catalog, TYRUS, "a1"), TYRUS, "a1") == [
        (
            "effect",
            "Prince of Tyrus, Promo (a1) completes: A draws 2 card(s)",
            ["Special Ability", "Draw"],
        )
    ]


def test_its_own_players_canaanite_does_not(catalog):
    scenario = reach(catalog, TYRUS, "a1")
    scenario["zones"]["B"]["battle"] = [{"card": "Agabus"}]
    scenario["zones"]["A"]["territory"].append({"card": "Lot's Wife (FoM)"})  # A's Canaanite
    assert logged(catalog, scenario, TYRUS, "a1") == [
        (
            "step",
            "Prince of Tyrus, Promo (a1) does nothing: there is no canaanite hero or evil "
            "character in play on B's side",
            ["Special Ability"],
        )
    ]


TENANTS = "Tenants Kill the Son"  # a1: only for a user with one of two identifiers


def test_used_by_one_of_two_identifiers(catalog):
    assert logged(catalog, reach(catalog, TENANTS, "a1"), TENANTS, "a1")[-1] == (
        "effect",
        "Tenants Kill the Son (a1) completes: Agabus #2 is discarded; A draws 1 card(s)",
        ["Special Ability", "Discard", "Draw"],
    )


def test_used_by_neither(catalog):
    scenario = reach(catalog, TENANTS, "a1")
    scenario["zones"]["A"]["battle"] = [{"card": "Abiram"}]
    scenario["actions"][-1]["on"] = "Abiram"
    assert logged(catalog, scenario, TENANTS, "a1") == [
        (
            "step",
            "Tenants Kill the Son (a1) does nothing: Tenants Kill the Son is not used by a "
            "pharisee hero or evil character or sadducee hero or evil character",
            ["Special Ability", "Enhancement"],
        )
    ]


FALSE_PEACE = "False Peace, PoC"  # a2: only for a prophet user that is blocking


def test_used_by_a_blocking_prophet(catalog):
    assert logged(catalog, reach(catalog, FALSE_PEACE, "a2"), FALSE_PEACE, "a2")[-1] == (
        "effect",
        "False Peace, PoC (a2) completes: False Peace, PoC is put into its owner's reserve",
        ["Special Ability", "Reserve"],
    )


def test_used_by_a_prophet_that_is_not_blocking(catalog):
    scenario = reach(catalog, FALSE_PEACE, "a2")
    scenario["zones"]["A"]["territory"] = [{"card": "Agabus"}]
    scenario["zones"]["B"] = {"territory": [{"card": "Abiram"}]}
    scenario["actions"].insert(0, {"player": "A", "attack": "Agabus"})
    scenario["actions"].insert(1, {"player": "B", "block": "Abiram"})
    steps = logged(catalog, scenario, FALSE_PEACE, "a2")
    assert steps == [
        (
            "step",
            "False Peace, PoC (a2) does nothing: False Peace, PoC is not blocking",
            ["Special Ability", "Block"],
        )
    ]


# -------------------------------------------------- conditions no pool card runs today
@pytest.mark.parametrize(
    ("words", "steps"),
    [
        ("it is your turn", [{"verb": "require", "when": "turn", "whose": "self"}]),
        (
            "you control 4 or more good Fortresses",
            [
                {
                    "verb": "require",
                    "when": "count",
                    "spec": {"type": ["fortress"], "alignment": ["good"], "side": "self"},
                    "at_least": 4,
                }
            ],
        ),
        (
            "you control no Heroes",
            [{"verb": "require", "when": "absent", "spec": {"type": ["hero"], "side": "self"}}],
        ),
        (
            "opponent has 8 or more cards in hand",
            [
                {
                    "verb": "require",
                    "when": "pile",
                    "pile": "hand",
                    "whose": "opponent",
                    "at_least": 8,
                }
            ],
        ),
        ("making a rescue attempt", [{"verb": "require", "when": "attacking"}]),
        ("using this character to block", [{"verb": "require", "when": "blocking"}]),
        ("opponent has Redeemed Soul advantage", [{"verb": "require", "when": "souls_behind"}]),
        (
            "more than 2 good brigades are in battle",
            [
                {
                    "verb": "require",
                    "when": "brigades",
                    "spec": {"alignment": ["good"], "zone": "battle"},
                    "at_least": 3,
                }
            ],
        ),
        (
            "used by a prophet or if played during battle",
            [
                {
                    "verb": "require",
                    "when": "either",
                    "any_of": [
                        [
                            {
                                "verb": "require",
                                "when": "used_by",
                                "spec": {"type": ["hero", "evil_character"], "traits": ["prophet"]},
                            }
                        ],
                        [{"verb": "require", "when": "in_battle"}],
                    ],
                }
            ],
        ),
        (
            "a magician, priest or prophet is in battle",  # a list: any one of the three
            [
                {
                    "verb": "require",
                    "when": "present",
                    "spec": {
                        "either": [
                            {"zone": "battle", "type": CHARACTER, "traits": [word]}
                            for word in ("magician", "priest", "prophet")
                        ],
                        "zone": "battle",
                    },
                }
            ],
        ),
        (
            "used by a meek Hero",  # a fact the export does not record: the scenario states it
            [
                {
                    "verb": "require",
                    "when": "used_by",
                    "spec": {"type": ["hero"], "facts": {"meek": True}},
                }
            ],
        ),
    ],
)
def test_the_condition_reader(words, steps):
    assert _conditions(words) == steps


def _act(state, card, controller: str) -> Activation:
    ab = card.definition.abilities[0]
    return Activation(1, card.oid, ab, controller, card.label, 0, False)


def test_whose_turn_is_the_rescuers_during_a_rescue_attempt_and_unknown_otherwise(catalog):
    state = get_ruleset("redemption").new_state(["A", "B"], "A")
    card = state.create(catalog.get("redemption", JUDAIZERS), "A", ("A", "territory"))
    mine = {"verb": "require", "when": "turn", "whose": "self"}
    act = _act(state, card, "A")
    assert step_unmet(state, act, mine) == (
        "no rescue attempt is under way, so whose turn it is is not known here",
        ["Rescue Attempt"],
    )
    state.info["rescue"] = {"rescuer": "A", "defender": "B"}
    assert step_unmet(state, act, mine) is None
    state.info["rescue"] = {"rescuer": "B", "defender": "A"}
    assert step_unmet(state, act, mine) == (
        "it is B's turn (the rescue attempt is theirs)",
        ["Rescue Attempt"],
    )


def test_a_battle_under_way(catalog):
    state = get_ruleset("redemption").new_state(["A", "B"], "A")
    card = state.create(catalog.get("redemption", JUDAIZERS), "A", ("A", "territory"))
    step = {"verb": "require", "when": "battle"}
    assert step_unmet(state, _act(state, card, "A"), step) == (
        "no battle is under way",
        ["Rescue Attempt"],
    )
    state.info["rescue"] = {"rescuer": "A", "defender": "B"}
    assert step_unmet(state, _act(state, card, "A"), step) is None


NICANOR = "Nicanor, Promo"  # a1: only while its player has fewer redeemed souls


def test_fewer_redeemed_souls_than_the_opponent(catalog):
    assert logged(catalog, reach(catalog, NICANOR, "a1"), NICANOR, "a1") == [
        ("effect", "Nicanor, Promo (a1) completes: A draws 2 card(s)", ["Special Ability", "Draw"])
    ]


def test_as_many_redeemed_souls_as_the_opponent(catalog):
    scenario = reach(catalog, NICANOR, "a1")
    scenario["zones"]["A"]["land_of_redemption"] = [{"card": "Lost Soul Ephesians 5:14, A"}]
    assert logged(catalog, scenario, NICANOR, "a1") == [
        (
            "step",
            "Nicanor, Promo (a1) does nothing: A has no fewer redeemed souls than an opponent "
            "(A 1, B 1)",
            ["Special Ability", "Rescue"],
        )
    ]


def test_unlisted_lands_of_redemption_are_not_guessed(catalog):
    scenario = reach(catalog, NICANOR, "a1")
    del scenario["zones"]["A"]["land_of_redemption"]
    assert logged(catalog, scenario, NICANOR, "a1") == [
        (
            "step",
            "Nicanor, Promo (a1) does nothing: the scenario does not list A's land of "
            "redemption, so who has more redeemed souls is not known (list both to decide)",
            ["Special Ability", "Rescue"],
        )
    ]


ZOBAH = "Soldiers of Zobah"  # a2: needs three good brigades among the opponent's cards


def test_three_good_brigades_on_the_opponents_side(catalog):
    assert logged(catalog, reach(catalog, ZOBAH, "a2"), ZOBAH, "a2") == [
        (
            "effect",
            "Soldiers of Zobah (a2) completes: A searches their discard and takes Abner's Spear, "
            "Ki into hand",
            ["Special Ability", "Search"],
        )
    ]


def test_two_good_brigades_are_not_enough(catalog):
    scenario = reach(catalog, ZOBAH, "a2")
    scenario["zones"]["B"]["territory"] = [{"card": "Gaius"}]  # gold; Agabus in battle: green
    assert logged(catalog, scenario, ZOBAH, "a2") == [
        (
            "step",
            "Soldiers of Zobah (a2) does nothing: it needs 3 or more brigades among the good "
            "cards in play on B's side; there are 2 (gold, green)",
            ["Special Ability"],
        )
    ]


CAIN = "Cain Murders Abel"  # a1: either of two conditions will do


def test_either_condition_holds_when_the_second_does(catalog):
    assert logged(catalog, reach(catalog, CAIN, "a1"), CAIN, "a1")[-1] == (
        "effect",
        "Cain Murders Abel (a1) completes: Agabus is discarded",
        ["Special Ability", "Discard"],
    )


def test_either_condition_fails_when_neither_holds(catalog):
    state = get_ruleset("redemption").new_state(["A", "B"], "A")
    card = state.create(catalog.get("redemption", CAIN), "A", ("A", "hand"))
    act = Activation(1, card.oid, card.definition.abilities[0], "A", card.label, 0, False)
    either = next(st for st in act.ability.effect if st.get("when") == "either")
    assert step_unmet(state, act, either) == (
        "neither condition holds: Cain Murders Abel is not used by an antediluvian evil "
        "character or hero; nor Cain Murders Abel is not in battle",
        ["Enhancement", "Special Ability"],
    )
