"""Exchange (a character or enhancement trading places with a card of a pile), "If played in
battle", and City as a card type the play verb can put into play, on real cards."""

from __future__ import annotations

import pytest
from real_export import pool_catalog
from red_printed import printed_sentence

from cards_db.parsers.redemption_phrases import compile_sentence
from engine.api import run_ruling
from engine.games.redemption.verbs import PLAYABLE


@pytest.fixture(scope="module")
def catalog(tmp_path_factory: pytest.TempPathFactory):
    yield from pool_catalog(tmp_path_factory, "redemption")


def test_exchange_compiles_with_the_piles_in_printed_order():
    sentence = printed_sentence("Abishai [K]", "You may exchange")
    steps, optional, kind = compile_sentence(sentence, "hero")
    assert (optional, kind) == (True, "special")
    assert steps == [
        {
            "verb": "exchange",
            "find": {"type": ["hero"], "book": ["i samuel"]},
            "zones": ["reserve", "discard"],
        }
    ]


def test_an_exchange_before_to_is_a_cost():
    steps, _, _ = compile_sentence(
        "You may exchange this card with a Hero from deck to draw 2.", "hero"
    )
    assert steps == [
        {"verb": "exchange", "find": {"type": ["hero"]}, "zones": ["deck"], "cost": True},
        {"verb": "draw", "amount": 2, "who": "you"},
    ]


def test_a_fact_the_export_does_not_record_is_asked_of_the_scenario():
    # "meek" is a state the scenario states (engine/games/redemption/facts.py)
    steps, _, _ = compile_sentence("Exchange this card with a meek Hero from Reserve.", "hero")
    assert steps == [
        {
            "verb": "exchange",
            "find": {"type": ["hero"], "facts": {"meek": True}},
            "zones": ["reserve"],
        }
    ]


def test_played_in_battle_is_a_condition():
    steps, optional, _ = compile_sentence("If played in battle, you may draw 3.", "hero")
    assert optional
    assert steps == [
        {"verb": "require", "when": "in_battle"},
        {"verb": "draw", "amount": 3, "who": "you"},
    ]


def test_every_site_type_the_importer_gives_can_be_played():
    from cards_db.importers.redemption import TYPES

    places = {t for t in TYPES.values() if t in ("site", "city", "fortress")}
    assert places == {"site", "city", "fortress"}
    assert places <= PLAYABLE


def mephibosheth(catalog, reserve: list[str]) -> list[tuple[str, str, list[str]]]:
    """Mephibosheth, Roots a1: may trade places with an O.T. purple hero of Reserve/discard."""
    scenario = {
        "game": "redemption",
        "zones": {
            "A": {
                "territory": [{"card": "Mephibosheth, Roots"}],
                "reserve": [{"card": c} for c in reserve],
                "discard": [],
            },
            "B": {"land_of_bondage": [{"card": "Lost Soul Ecclesiastes 10:15"}]},
        },
        "actions": [{"player": "A", "attack": "Mephibosheth, Roots"}],
    }
    result = run_ruling(scenario, catalog=catalog)
    return [
        (s.kind, s.text, s.rules)
        for s in result.steps
        if s.ability == "a1" or s.card == "Bathsheba"
    ]


def test_the_card_found_takes_the_place_in_battle_and_this_card_goes_to_its_pile(catalog):
    steps = mephibosheth(catalog, ["Agabus", "Bathsheba"])
    assert steps[-2:] == [
        (
            "info",
            "Bathsheba arrives in battle by an exchange; whether its own special ability then "
            "activates is not decided here: resolve it as printed",
            ["Exchange"],
        ),
        (
            "effect",
            "Mephibosheth, Roots (a1) completes: Mephibosheth, Roots is exchanged with "
            "Bathsheba: Bathsheba takes its place in A's battle and Mephibosheth, Roots goes "
            "to A's reserve",
            ["Special Ability", "Exchange"],
        ),
    ]


def test_without_a_fitting_card_nothing_is_exchanged_and_the_trace_says_so(catalog):
    steps = mephibosheth(catalog, ["Agabus"])  # Agabus has no reference: not O.T.
    assert steps[-2:] == [
        (
            "info",
            "Mephibosheth, Roots (a1): A has no such card in their reserve or discard: no exchange",
            ["Exchange"],
        ),
        (
            "info",
            "Mephibosheth, Roots (a1) completes: nothing happens",
            ["Special Ability", "Exchange"],
        ),
    ]


def widow(catalog, deck: list[str]) -> list[tuple[str, str]]:
    """The Widow at Zarephath a2: exchange with Elijah to take a green enhancement from Reserve."""
    scenario = {
        "game": "redemption",
        "zones": {
            "A": {
                "territory": [{"card": "The Widow at Zarephath"}],
                "deck": [{"card": c} for c in deck],
                "discard": [],
                "reserve": [{"card": "Golden Lamp Stand"}],
            },
            "B": {"land_of_bondage": [{"card": "Lost Soul Ecclesiastes 10:15"}]},
        },
        "actions": [{"player": "A", "attack": "The Widow at Zarephath"}],
    }
    result = run_ruling(scenario, catalog=catalog)
    return [(s.kind, s.text) for s in result.steps if s.ability == "a2" and s.kind != "resolve"]


def test_an_unpaid_exchange_cost_stops_what_follows(catalog):
    assert widow(catalog, ["Agabus"])[-3:] == [
        (
            "info",
            "The Widow at Zarephath (a2): A has no such card in their deck or discard or "
            "reserve: no exchange",
        ),
        (
            "info",
            "The Widow at Zarephath (a2): its cost (the exchange) was not paid, so nothing "
            "else happens",
        ),
        ("info", "The Widow at Zarephath (a2) completes: nothing happens"),
    ]


def test_a_paid_exchange_cost_lets_the_rest_happen(catalog):
    assert widow(catalog, ["Elijah"])[-1] == (
        "effect",
        "The Widow at Zarephath (a2) completes: The Widow at Zarephath is exchanged with "
        "Elijah: Elijah takes its place in A's battle and The Widow at Zarephath goes to A's "
        "deck; A searches their reserve and takes Golden Lamp Stand into hand",
    )


def test_a_bare_noun_of_the_cards_own_side_is_its_user_or_itself():
    from cards_db.parsers.redemption import bare_nouns

    assert bare_nouns("good_enhancement") == {"hero": "bearer", "character": "bearer"}
    assert bare_nouns("evil_character") == {"evil character": "self", "character": "self"}
    assert bare_nouns("good_enhancement/evil_enhancement") == {}  # a dual card: not guessed


def test_set_hero_aside_on_a_good_enhancement_sets_its_user_aside(catalog):
    iron_pan = catalog.get("redemption", "Iron Pan, Pr")
    assert list(iron_pan.abilities[0].effect) == [{"verb": "set_aside", "target": "bearer"}]
    scenario = {
        "game": "redemption",
        "zones": {"A": {"battle": [{"card": "Demetrius"}]}, "B": {"battle": [{"card": "Abiram"}]}},
        "actions": [{"player": "A", "play": "Iron Pan, Pr", "on": "Demetrius"}],
    }
    result = run_ruling(scenario, catalog=catalog)
    assert [(s.kind, s.text) for s in result.steps if s.ability == "a1"][-1] == (
        "effect",
        "Iron Pan, Pr (a1) completes: Demetrius is set aside",
    )


def test_an_opposing_bare_noun_is_not_read_as_the_user():
    from cards_db.parsers.redemption_phrases import BARE_NOUNS

    token = BARE_NOUNS.set({"evil character": "bearer", "character": "bearer"})
    try:
        assert compile_sentence("Set Hero aside.", "evil_character") is None
    finally:
        BARE_NOUNS.reset(token)


def test_opponent_must_act_on_one_card_of_the_places_named_and_chooses_it():
    steps, optional, _ = compile_sentence(
        "Opponent must topdeck a good card from hand or territory.", "hero"
    )
    assert not optional
    assert steps == [
        {
            "verb": "topdeck",
            "target": {
                "one": {
                    "alignment": ["good"],
                    "zone": ["hand", "territory"],
                    "side": "opponent",
                    "chooser": "opponent",
                }
            },
        }
    ]


def test_opponent_must_do_one_thing_or_another_is_their_choice_so_not_compiled():
    assert (
        compile_sentence("Opponent must discard a Hero in territory or withdraw a Hero.", "hero")
        is None
    )


def test_the_opponent_picks_which_of_their_evil_cards_is_discarded(catalog):
    scenario = {
        "game": "redemption",
        "zones": {
            "A": {"battle": [{"card": "Angel at Bethesda"}]},
            "B": {"battle": [{"card": "Abiram"}], "hand": [{"card": "Bad Figs"}]},
        },
        "actions": [{"player": "A", "play": "Confused", "on": "Angel at Bethesda"}],
        "answers": [{"player": "B", "answer": "Bad Figs"}],
    }
    result = run_ruling(scenario, catalog=catalog)
    steps = [(s.kind, s.text) for s in result.steps if "Confused (a1)" in s.text]
    assert steps[1:] == [
        ("choice", "B chooses Bad Figs for Confused (a1)"),
        ("step", "Confused (a1) declares its targets: Bad Figs"),
        ("effect", "Confused (a1) completes: Bad Figs is discarded"),
    ]


def zechariah(catalog, hands: dict[str, list[str]]) -> list[tuple[str, str]]:
    """Zechariah, the Silent, GoC a1: a draw of two while an opponent has hand advantage."""
    zones: dict = {
        "A": {"territory": [{"card": "Zechariah, the Silent, GoC"}], "deck": [{"card": "Agabus"}]},
        "B": {"land_of_bondage": [{"card": "Lost Soul Ecclesiastes 10:15"}]},
    }
    for player, cards in hands.items():
        zones[player]["hand"] = [{"card": c} for c in cards]
    scenario = {
        "game": "redemption",
        "zones": zones,
        "actions": [{"player": "A", "attack": "Zechariah, the Silent, GoC"}],
    }
    result = run_ruling(scenario, catalog=catalog)
    return [(s.kind, s.text) for s in result.steps if s.ability == "a1" and s.kind != "resolve"]


def test_hand_advantage_is_more_cards_in_an_opponents_hand(catalog):
    assert zechariah(catalog, {"A": [], "B": ["Abiram"]})[-1] == (
        "effect",
        "Zechariah, the Silent, GoC (a1) completes: A draws 1 card(s) (the deck held only 1)",
    )


def test_equal_hands_are_no_hand_advantage(catalog):
    assert zechariah(catalog, {"A": ["Gaius"], "B": ["Abiram"]}) == [
        (
            "step",
            "Zechariah, the Silent, GoC (a1) does nothing: no opponent has more cards in hand "
            "than A (A 1, B 1)",
        )
    ]


def test_an_unlisted_hand_leaves_hand_advantage_unknown_and_says_so(catalog):
    assert zechariah(catalog, {"B": ["Abiram"]}) == [
        (
            "step",
            "Zechariah, the Silent, GoC (a1) does nothing: the scenario does not list A's hand, "
            "so whether an opponent has hand advantage is not known (list both hands to decide)",
        )
    ]


def test_an_identifier_both_sides_carry_is_narrowed_whatever_order_the_importer_gives():
    from cards_db.parsers.redemption_phrases import EXTRA_IDENTIFIERS, target_phrase

    token = EXTRA_IDENTIFIERS.set({"syrian": ["evil_character", "hero"]})  # sorted, as stored
    try:
        assert target_phrase("an evil Syrian") == {
            "one": {"type": ["evil_character"], "traits": ["syrian"]}
        }
        steps, optional, _ = compile_sentence("May band to a Syrian.", "evil_character")
    finally:
        EXTRA_IDENTIFIERS.reset(token)
    assert optional
    assert steps == [
        {
            "verb": "band",
            "target": {
                "one": {
                    "type": ["evil_character"],
                    "traits": ["syrian"],
                    "zone": ["territory", "hand"],
                    "side": "self",
                }
            },
        }
    ]


def test_a_condition_naming_two_kinds_needs_one_of_them_and_says_which_are_missing(catalog):
    steps, _, _ = compile_sentence(
        "If a Pharisee or a Sadducee is in play, you may draw 2.", "evil_character"
    )
    assert steps[0] == {
        "verb": "require",
        "when": "present",
        "spec": {
            "either": [
                {"zone": "play", "type": ["hero", "evil_character"], "traits": ["pharisee"]},
                {"zone": "play", "type": ["hero", "evil_character"], "traits": ["sadducee"]},
            ],
            "zone": "play",
        },
    }
    scenario = {
        "game": "redemption",
        "zones": {"A": {"battle": [{"card": "Demetrius"}]}, "B": {"battle": [{"card": "Abiram"}]}},
        "actions": [{"player": "A", "play": "Drawn Sword, FooF", "on": "Demetrius"}],
    }
    result = run_ruling(scenario, catalog=catalog)
    assert [s.text for s in result.steps if s.ability == "a1"][-1] == (
        "Drawn Sword, FooF (a1) does nothing: there is no Ezekiel or babylonian hero or evil "
        "character in play"
    )
