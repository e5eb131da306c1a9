"""Epic Battles sentence grammar: conditions guard any known sentence, joined sentences split,
'X = ...' reads as 'for each', and what the grammar does not know stays uncompiled."""

from __future__ import annotations

import pytest
from eb_printed import printed

from cards_db.parsers.epic_battles_phrases import compile_text
from cards_db.parsers.epic_battles_standing import compile_standing
from engine.games.epic_battles.spec import SPEC

MILL_TOP = {"verb": "mill", "count": 1, "end": "top"}


@pytest.mark.parametrize(
    ("card", "timing", "steps"),
    [
        (
            ("Dark Fists", "If played by"),
            "attack_text",
            [{"verb": "if", "test": "played_by", "names": ["Sub-Zero"], "then": [MILL_TOP]}],
        ),
        (
            ("Kira's Neck Slicer", "If your rival has no cards"),
            "attack_text",
            [
                {
                    "verb": "if",
                    "test": "rival_hand_max",
                    "amount": 0,
                    "then": [{"verb": "attack_damage", "amount": 15}],
                }
            ],
        ),
        (
            ("Jade's Spear Kabob", "If this is the 4th"),
            "attack_text",
            [
                {
                    "verb": "if",
                    "test": "combo_at_least",
                    "amount": 4,
                    "then": [{"verb": "attack_damage", "amount": 15}],
                }
            ],
        ),
        (
            ("Sindel's Banshee Scream", "Your rival draws"),
            "hit",
            [{"verb": "rival_draw", "count": 10}, {"verb": "discard_random", "count": 10}],
        ),
        (
            ("Demon Shout", "Your rival discards the top X", 2),
            "hit",
            [
                {
                    "verb": "mill_per",
                    "amount": 1,
                    "per": "energy",
                    "kinds": ["projectile"],
                    "max": 10,
                }
            ],
        ),
        (
            ("Friendship", "Remove this card"),
            "attack_text",
            [{"verb": "finish_to", "dest": "removed"}],
        ),
        (
            ("Body Blow", "Your rival skips"),
            "hit",
            [{"verb": "skip_action", "until": "turn"}],
        ),
        (
            ("Back Bend", "If this blocks"),
            "block_text",
            [
                {
                    "verb": "if",
                    "test": "blocks",
                    "kinds": ["weapon"],
                    "then": [{"verb": "float_chip", "amount": 2, "until": "turn"}],
                }
            ],
        ),
        (
            ("Berserk Chop", "Switch up to"),
            "hit",
            [{"verb": "swap_with_energy", "filter": "weapon", "max": 3}],
        ),
        (
            ("Dark Magic", "It takes", 2),
            "flip",
            [{"verb": "blocks_needed", "count": 2}, {"verb": "lock_damage"}],
        ),
        (
            ("Blazing Fury", "If this attack was linked"),
            "hit",
            [
                {
                    "verb": "if",
                    "test": "linked_from_hit",
                    "kinds": ["punch"],
                    "then": [{"verb": "draw", "count": 1}],
                }
            ],
        ),
        (
            ("Killer in White", "Your rival's low attacks"),
            "hit",
            [
                {
                    "verb": "modify_attacks",
                    "whose": "rival",
                    "next": "action",
                    "height": "low",
                    "damage": -1,
                    "per_energy": ["punch"],
                    "per_max": 2,
                }
            ],
        ),
        (
            ("Gloves of Steel", "Discard the top card"),
            "hit",
            [{"verb": "mill_per", "amount": 1, "per": "facedown", "max": 3}],
        ),
        (
            ("Busted", "This attack's chipping", 2),
            "flip",
            [{"verb": "chip_by_energy"}],
        ),
        (
            ("War Machine'S Sticky Bombs", "The bottom projectile"),
            "hit",
            [
                {
                    "verb": "move_cards",
                    "owner": "you",
                    "source": "discard",
                    "pick": "bottom",
                    "count": 1,
                    "dest": "deck",
                    "kinds": ["projectile"],
                    "dest_end": "top",
                }
            ],
        ),
        (
            ("Decapitation!", "This attack does"),
            "attack_text",
            [
                {
                    "verb": "if",
                    "test": "linked_from_hit",
                    "kinds": [],
                    "then": [{"verb": "attack_damage", "amount": 2}],
                }
            ],
        ),
    ],
)
def test_sentences_compile_to_validated_steps(card, timing, steps):
    text = printed(*card)  # (card name, opening words[, sentences]) read from the export
    compiled, _ = compile_text(text, timing)
    assert compiled == steps
    for step in compiled:
        assert SPEC.verbs.get(step["verb"]).validate(step)


def test_damage_grows_only_before_it_is_dealt():
    # a discard-for-damage cost makes no sense in a HIT effect (the damage is already dealt)
    text = printed("Shoulder Bash", "discard a slam")
    assert compile_text(text, "attack_text")[0] == [
        {
            "verb": "if",
            "test": "discard",
            "amount": 1,
            "kinds": ["slam"],
            "then": [{"verb": "attack_damage", "amount": 3}],
        }
    ]
    assert compile_text(text, "hit")[0] is None


def test_unknown_sentences_keep_the_whole_text_uncompiled():
    # one sentence the grammar does not know: nothing of the ability is claimed
    assert compile_text("Draw a card. Guess the top card of your deck.", "hit")[0] is None
    assert compile_text("If your rival is launched, draw a card.", "hit")[0] is None


@pytest.mark.parametrize(
    ("card", "step"),
    [
        (
            ("Paul Phoenix", "Your punches and kicks"),
            {"verb": "standing_modify", "whose": "you", "kinds": ["punch", "kick"], "chip": 4},
        ),
        (
            ("Gill", "All your attacks"),
            {"verb": "standing_modify", "whose": "you", "min_cost": 1, "damage": 2},
        ),
        (
            ("King's Cobra Clutch", "While in your energy pile"),
            {"verb": "standing_modify", "whose": "you", "kinds": ["throw"], "cost": -1},
        ),
        (
            ("Ganryu", "Your rival's throws"),
            {"verb": "standing_modify", "whose": "rival", "kinds": ["throw"], "cost": 1},
        ),
    ],
)
def test_standing_text(card, step):
    text = printed(*card)
    assert compile_standing(text) == [step]


def test_standing_text_with_an_unknown_sentence_is_not_compiled():
    assert compile_standing(printed("Gouken", "Your attacks do", 2)) is None


def test_x_counted_from_the_printed_cost_of_the_attack():
    # the part before the card's "(*)" separator (the parser splits parts the same way)
    text = printed("Powerful Fists", "Draw X", 2).split("(*)")[0]
    assert compile_text(text, "flip")[0] == [{"verb": "draw_by_attack_cost", "plus": 1}]
