"""The ongoing-ability compiler: which sentence shapes become one ``ongoing`` step, and which not.

The sentences are written for these tests in the shapes the real cards use; what the real
cards compile to is checked by the hand-checked sample (test_redemption_ongoing_sample.py).
"""

from __future__ import annotations

import pytest

from cards_db.parsers.redemption_ongoing import compile_ability, compile_ongoing
from engine.core.cards import AbilityDefinition
from engine.rulesets import get_spec

COMPILED = [
    (
        "Protect judges in your territory from discard, capture and bounce abilities.",
        {
            "mode": "protect",
            "covers": {
                "zone": "territory",
                "side": "self",
                "type": ["hero", "evil_character"],
                "traits": ["judge"],
            },
            "from": ["discard", "capture", "bounce"],
        },
    ),
    (
        "Protect your hand and Reserve from evil cards.",
        {
            "mode": "protect",
            "covers": {
                "either": [{"zone": "hand", "side": "self"}, {"zone": "reserve", "side": "self"}]
            },
            "by": "evil",
        },
    ),
    (
        "Protect red Heroes from opponents' withdraw abilities.",
        {
            "mode": "protect",
            "covers": {"type": ["hero"], "brigade": ["red"]},
            "from": ["withdraw"],
            "by": "opponent",
        },
    ),
    (
        "Negate opponents' Evil Characters.",
        {
            "mode": "negate",
            "covers": {"side": "opponent", "type": ["evil_character"], "not_self": True},
        },
    ),
    (
        "Negate your discard abilities.",
        {"mode": "negate", "covers": {"side": "self", "not_self": True}, "from": ["discard"]},
    ),
    (
        "Blue Heroes cannot be interrupted.",
        {
            "mode": "cannot_be",
            "covers": {"type": ["hero"], "brigade": ["blue"]},
            "rider": "interrupted",
        },
    ),
    (
        "Good band abilities cannot be negated.",
        {
            "mode": "cannot_be",
            "covers": {"alignment": ["good"]},
            "from": ["band"],
            "rider": "negated",
        },
    ),
    ("No Heroes may band.", {"mode": "no_band", "covers": {"type": ["hero"]}}),
    (
        "While you control a judge, negate Lost Souls.",
        {
            "mode": "negate",
            "covers": {"type": ["lost_soul"], "not_self": True},
            "condition": {"control": {"type": ["hero", "evil_character"], "traits": ["judge"]}},
        },
    ),
    (
        "While a demon is in battle, protect Evil Characters from negate abilities.",
        {
            "mode": "protect",
            "covers": {"type": ["evil_character"]},
            "from": ["negate"],
            "condition": {"in_battle": {"type": ["hero", "evil_character"], "traits": ["demon"]}},
        },
    ),
    (
        "Restrict good Dominants.",
        {
            "mode": "restrict",
            "covers": {"type": ["dominant"], "zone": ["hand", "reserve"], "alignment": ["good"]},
        },
    ),
    (
        "All Evil Characters in battle decrease 1/2.",
        {
            "mode": "numbers",
            "covers": {"zone": "battle", "type": ["evil_character"]},
            "strength": -1,
            "toughness": -2,
        },
    ),
]

NOT_COMPILED = [
    "Negate and withdraw a red Hero.",  # one card at a moment: an instant ability
    "Negate a Hero.",
    "GE: Negate Heroes.",  # the text of one mode of a dual card
    "Protect Heroes from harm.",  # no kind of ability the engine runs
    "Protect Heroes in territory from conversion.",
    "Protect strangers from discard.",  # a word no description knows
    "While occupied, negate Heroes.",  # a condition the engine does not track
    "Each upkeep, negate Heroes.",
]


@pytest.mark.parametrize(("sentence", "expected"), COMPILED, ids=[s for s, _ in COMPILED])
def test_an_ongoing_sentence_compiles_to_one_step(sentence, expected):
    assert compile_ongoing(sentence) == {"verb": "ongoing", **expected}


@pytest.mark.parametrize("sentence", NOT_COMPILED)
def test_other_sentences_are_left_to_resolve_as_printed(sentence):
    assert compile_ongoing(sentence) is None


def test_a_compiled_in_play_ability_is_settled_as_modelled():
    spec = get_spec("redemption")
    raw = AbilityDefinition.from_dict(
        {
            "id": "a1",
            "kind": "static",
            "timing": "in_play",
            "text": "Negate opponents' Evil Characters.",
            "modelled": "timing_only",
        }
    )
    settled = spec.settle(compile_ability(raw))
    assert (settled.modelled, settled.kind, settled.id) == ("modelled", "static", "a1")
    assert settled.effect[0]["mode"] == "negate"


def test_an_ability_of_another_timing_is_left_alone():
    raw = AbilityDefinition.from_dict(
        {"id": "a1", "kind": "special", "timing": "enters_battle", "text": "Negate Heroes."}
    )
    assert compile_ability(raw) is raw


def test_an_unknown_protected_kind_does_not_validate():
    spec = get_spec("redemption")
    step = {"verb": "ongoing", "mode": "protect", "covers": {"type": ["hero"]}, "from": ["harm"]}
    ability = AbilityDefinition.from_dict(
        {"id": "a1", "kind": "static", "timing": "in_play", "text": "x", "effect": [step]}
    )
    settled = spec.settle(ability)
    assert settled.modelled == "timing_only"
    assert "no verb for the protected-from kinds ['harm']" in settled.extra["reason"]


@pytest.mark.parametrize(
    ("label", "compiled"), [("", True), ("ART", True), ("A", True), ("EE", False)]
)
def test_only_the_artifact_use_of_a_card_holds_in_play(label, compiled):
    text = {"": "", "ART": "ART: ", "A": "/ A: ", "EE": "EE: "}[label] + "Negate red Heroes."
    raw = AbilityDefinition.from_dict(
        {"id": "a2", "kind": "static", "timing": "in_play", "text": text, "modelled": "timing_only"}
    )
    result = compile_ability(raw, label)
    assert bool(result.effect) is compiled
    if compiled:
        assert result.effect[0] == {
            "verb": "ongoing",
            "mode": "negate",
            "covers": {"type": ["hero"], "brigade": ["red"], "not_self": True},
        }


def test_an_exception_in_brackets_leaves_those_cards_out():
    assert compile_ongoing("Negate Heroes (except red judges).") == {
        "verb": "ongoing",
        "mode": "negate",
        "covers": {"type": ["hero"], "not_self": True},
        "excluding": {"type": ["hero", "evil_character"], "brigade": ["red"], "traits": ["judge"]},
    }
    assert compile_ongoing("Negate Heroes (except when blocked).") is None
