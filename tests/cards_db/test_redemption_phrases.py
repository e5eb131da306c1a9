"""The Redemption sentence compiler: the grammar that composes (conditions, lists, identifiers,
joined effects, interrupts), each checked on the exact steps it produces."""

from __future__ import annotations

import re

import pytest
from cdb_paths import SHARED

from cards_db.parsers.redemption_phrases import compile_sentence, interrupt_extra, target_phrase

CARDDATA = SHARED / "carddata" / "redemption" / "carddata.txt"


def printed_sentence(card: str, opening: str) -> str:
    """The sentence of ``card``'s printed ability that begins with ``opening``, read from the
    real export at run time (skipped where ../shared is absent)."""
    if not CARDDATA.is_file():
        pytest.skip(f"real redemption export not found at {CARDDATA}")
    for row in CARDDATA.read_text(encoding="utf-8", errors="replace").splitlines()[1:]:
        cols = row.split("\t")
        if cols[0] == card:
            found = re.search(re.escape(opening) + r".*?\.(?=\s|$)", cols[10], re.IGNORECASE)
            assert found, f"{card}: no sentence starting {opening!r}"
            sentence = found.group(0)
            return sentence[0].upper() + sentence[1:]
    raise AssertionError(f"{card} not in {CARDDATA}")


def test_identifier_nouns_and_adjectives_name_the_export_identifiers():
    assert target_phrase("a demon") == {
        "one": {"type": ["hero", "evil_character"], "traits": ["demon"]}
    }
    assert target_phrase("an evil Philistine") == {
        "one": {"type": ["evil_character"], "traits": ["philistine"]}
    }
    assert target_phrase("any red-brigade warrior class Hero") == {
        "one": {"type": ["hero"], "brigade": ["red"], "traits": ["warrior"]}
    }
    assert target_phrase("a stranger") is None  # no description or identifier


def test_alternatives_keep_each_part_and_the_place_they_share():
    assert target_phrase("a Hero or a good Fortress in play") == {
        "one": {
            "either": [
                {"zone": "play", "type": ["hero"]},
                {"zone": "play", "type": ["fortress"], "alignment": ["good"]},
            ],
            "zone": "play",
        }
    }
    assert target_phrase("Heroes and Sites") == {
        "all": {"either": [{"type": ["hero"]}, {"type": ["site"]}]}
    }


def test_places_hand_deck_reserve_and_set_aside():
    assert target_phrase("an evil card from a hand") == {
        "one": {"zone": "hand", "alignment": ["evil"]}
    }
    assert target_phrase("a good card in play or a set-aside area") == {
        "one": {"zone": ["play", "set_aside"], "alignment": ["good"]}
    }
    assert target_phrase("an evil card from Reserve") == {
        "one": {"zone": "reserve", "side": "self", "alignment": ["evil"]}
    }
    assert target_phrase("single-brigade Sites") == {
        "all": {"type": ["site"], "brigades": "single"}
    }


def test_conditions_come_first_as_a_require_step():
    steps, optional, kind = compile_sentence("If blocking, you may draw 2.", "evil_character")
    assert steps == [
        {"verb": "require", "when": "blocking"},
        {"verb": "draw", "amount": 2, "who": "you"},
    ]
    assert (optional, kind) == (True, "special")
    used_by = printed_sentence("Who is Without Sin? (GoC)", "If used by a N.T. Hero,")
    assert used_by.endswith("withdraw all Evil Characters.")
    steps, _, _ = compile_sentence(used_by, "hero")
    assert steps[0] == {
        "verb": "require",
        "when": "used_by",
        "spec": {"type": ["hero"], "testament": "nt"},
    }
    steps, _, _ = compile_sentence("If you control a Judge, negate an evil card.", "hero")
    assert steps[0] == {
        "verb": "require",
        "when": "control",
        "spec": {"type": ["hero", "evil_character"], "traits": ["judge"]},
    }


def test_joined_effects_share_one_declaration_of_targets():
    assert compile_sentence("You may underdeck an evil card and draw 1.", "hero") == (
        [
            {"verb": "underdeck", "target": {"one": {"alignment": ["evil"]}}},
            {"verb": "draw", "amount": 1, "who": "you"},
        ],
        True,
        "special",
    )
    # a targeted step after an untargeted one would declare before the first step ran
    draw_then_topdeck = printed_sentence("Prosperity (Roots)", "draw 3 and topdeck")
    assert draw_then_topdeck.endswith("any number of cards from hand.")
    assert compile_sentence(draw_then_topdeck, "hero") is None


def test_negate_and_x_and_negate_special_abilities_on():
    assert compile_sentence("Negate and rescue a Lost Soul.", "hero")[0] == [
        {"verb": "negate", "target": {"one": {"type": ["lost_soul"]}}},
        {"verb": "rescue", "target": {"one": {"type": ["lost_soul"]}}},
    ]
    assert compile_sentence("Negate all special abilities on demons.", "hero")[0] == [
        {
            "verb": "negate",
            "target": {"all": {"type": ["hero", "evil_character"], "traits": ["demon"]}},
        }
    ]


def test_this_card_is_the_card_itself():
    assert compile_sentence("Protect this character from capture.", "hero")[0] == [
        {"verb": "protect", "target": "self", "from": ["capture"]}
    ]


def test_interrupt_the_battle_pairs_what_follows():
    steps, optional, kind = compile_sentence("Interrupt the battle and discard an animal.", "hero")
    assert kind == "interrupt" and not optional
    assert steps[0] == {"verb": "interrupt", "what": "the_battle"}
    assert interrupt_extra(steps, optional, "x") == {
        "interrupts": "the_battle",
        "paired": [
            {
                "id": "then",
                "kind": "special",
                "text": "x",
                "effect": [
                    {
                        "verb": "discard",
                        "target": {
                            "one": {"type": ["hero", "evil_character"], "traits": ["animal"]}
                        },
                    }
                ],
            }
        ],
    }
    assert compile_sentence("Interrupt the battle and do a dance.", "hero") is None


def test_a_or_b_is_a_choice_of_two_effects():
    assert compile_sentence("May band to a demon, or you may draw 2.", "evil_character") == (
        [
            {
                "verb": "choose",
                "options": [
                    {
                        "text": "May band to a demon",
                        "steps": [
                            {
                                "verb": "band",
                                "target": {
                                    "one": {
                                        "type": ["evil_character"],
                                        "traits": ["demon"],
                                        "zone": ["territory", "hand"],
                                        "side": "self",
                                    }
                                },
                            }
                        ],
                    },
                    {"text": "draw 2", "steps": [{"verb": "draw", "amount": 2, "who": "you"}]},
                ],
            }
        ],
        True,
        "special",
    )
