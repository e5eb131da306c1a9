"""Redemption abilities as clause sequences, and the target grammar added with them.

Sentences here are written for the test (the grammar they exercise), checked on exact steps.
"""

from __future__ import annotations

from cards_db.parsers.redemption import own_name
from cards_db.parsers.redemption_phrases import (
    EXTRA_IDENTIFIERS,
    compile_sentence,
    target_phrase,
)

EVIL_PHILISTINE = {"one": {"type": ["evil_character"], "traits": ["philistine"]}}


def test_a_cost_clause_before_to_is_marked_and_each_clause_keeps_its_target():
    sentence = "You may discard this card to discard an evil Philistine."
    assert compile_sentence(sentence, "hero") == (
        [
            {"verb": "discard", "target": "self", "cost": True},
            {"verb": "discard", "target": EVIL_PHILISTINE},
        ],
        True,
        "special",
    )


def test_a_pronoun_is_the_card_the_clause_before_acted_on():
    hero = {"one": {"type": ["hero"], "zone": "battle"}}
    assert compile_sentence("Capture a Hero in battle, then shuffle it into deck.", "x") == (
        [{"verb": "capture", "target": hero}, {"verb": "shuffle", "target": hero}],
        False,
        "special",
    )


def test_three_clauses_compile_only_when_every_clause_does():
    steps, optional, kind = compile_sentence(
        "Withdraw an Evil Character, reserve a Site and draw 2.", "hero"
    )
    assert steps == [
        {"verb": "withdraw", "target": {"one": {"type": ["evil_character"]}}},
        {"verb": "reserve", "target": {"one": {"type": ["site"]}}},
        {"verb": "draw", "amount": 2, "who": "you"},
    ]
    assert (optional, kind) == (False, "special")
    # "stranger" describes nothing: one clause fails, so the whole sentence does
    assert (
        compile_sentence("Withdraw an Evil Character, reserve a stranger and draw 2.", "x") is None
    )


def test_a_target_after_a_draw_is_not_compiled_and_an_option_inside_is_a_choice():
    assert compile_sentence("Draw 2 and discard a Hero.", "hero") is None
    # "A and you may B" is asked as the ability activates: both, or A alone
    steps, optional, _ = compile_sentence("Discard a Hero and you may draw 2.", "hero")
    assert [o["text"] for o in steps[0]["options"]] == [
        "Discard a Hero and you draw 2",
        "Discard a Hero only",
    ]
    assert optional is False


def test_an_ongoing_clause_with_its_duration():
    assert compile_sentence("Decrease all Heroes in battle 2/3 until end of battle.", "x") == (
        [
            {
                "verb": "decrease",
                "target": {"all": {"type": ["hero"], "zone": "battle"}},
                "strength": 2,
                "toughness": 3,
                "until": "battle",
            }
        ],
        False,
        "ongoing",
    )
    assert compile_sentence("Protect this card from discard this turn.", "x") == (
        [{"verb": "protect", "target": "self", "from": ["discard"], "until": "turn"}],
        False,
        "ongoing",
    )
    assert compile_sentence("Reserve a Hero this turn.", "x") is None  # a move does not last


def test_a_card_in_a_zone_as_a_condition():
    assert compile_sentence("If a red Hero is in battle, draw 1.", "hero") == (
        [
            {
                "verb": "require",
                "when": "present",
                "spec": {"type": ["hero"], "brigade": ["red"], "zone": "battle"},
            },
            {"verb": "draw", "amount": 1, "who": "you"},
        ],
        False,
        "special",
    )
    absent = compile_sentence("If no Site is in play, draw 1.", "hero")
    assert absent[0][0] == {
        "verb": "require",
        "when": "absent",
        "spec": {"type": ["site"], "zone": "play"},
    }


def test_two_noun_phrases_joined_by_or_share_the_first_determiner():
    assert target_phrase("an evil Fortress or Genesis Hero") == {
        "one": {
            "either": [
                {"type": ["fortress"], "alignment": ["evil"]},
                {"type": ["hero"], "book": ["genesis"]},
            ]
        }
    }


def test_another_and_captured():
    assert target_phrase("another Hero") == {"one": {"type": ["hero"], "not_self": True}}
    assert target_phrase("a captured character") == {
        "one": {"type": ["hero", "evil_character"], "zone": "land_of_bondage"}
    }
    assert target_phrase("a captured Hero in battle") is None  # two places: not understood


def test_an_identifier_of_the_export_named_by_the_text():
    token = EXTRA_IDENTIFIERS.set({"temple artifact": ["artifact"], "nativity": ["hero"]})
    try:
        assert target_phrase("a Temple Artifact") == {
            "one": {"type": ["artifact"], "traits": ["temple artifact"]}
        }
        assert target_phrase("all nativity Heroes") == {
            "all": {"type": ["hero"], "traits": ["nativity"]}
        }
    finally:
        EXTRA_IDENTIFIERS.reset(token)
    assert target_phrase("a Temple Artifact") is None  # not an identifier this card names


def test_a_card_naming_itself_means_this_card_but_not_in_band_to_or_a_plural():
    assert own_name("Discard Leviathan.", "Leviathan") == "Discard this card."
    assert own_name("May band to Jackals.", "Jackals") == "May band to Jackals."
    assert own_name("May band to all Pharisees.", "Pharisees") == "May band to all Pharisees."
    assert own_name("Leviathan's rider.", "Leviathan") == "Leviathan's rider."


def test_set_aside_for_a_number_of_turns_either_word_order():
    hero = {"one": {"type": ["hero"]}}
    assert compile_sentence("Set aside a Hero for three turns.", "x") == (
        [{"verb": "set_aside", "target": hero, "turns": 3}],
        False,
        "special",
    )
    assert compile_sentence("Set a Hero aside.", "x") == (
        [{"verb": "set_aside", "target": hero}],
        False,
        "special",
    )
    assert compile_sentence("Set aside a Hero for X turns.", "x") is None  # X is not read
