"""The battle words read by ``redemption_battle_words``: each form compiled on a card of each
kind it is printed on, with the exact steps, and the forms it must leave to other readers."""

from __future__ import annotations

import pytest

from cards_db.parsers.redemption import bare_nouns
from cards_db.parsers.redemption_phrases import BARE_NOUNS, compile_sentence


def compiled(sentence: str, card_type: str):
    """``sentence`` compiled as printed on a card of ``card_type``."""
    side = "hero" if card_type in ("hero", "good_enhancement") else "evil_character"
    token = BARE_NOUNS.set(bare_nouns(card_type))
    try:
        return compile_sentence(sentence, side)
    finally:
        BARE_NOUNS.reset(token)


@pytest.mark.parametrize(
    ("sentence", "card_type", "who"),
    [
        ("Hero may withdraw from battle.", "good_enhancement", "bearer"),
        ("Hero may then withdraw from battle unharmed.", "hero", "self"),
        ("Evil Character may withdraw from battle unharmed.", "evil_enhancement", "bearer"),
        ("You may then withdraw Hero from battle unharmed.", "hero", "self"),
    ],
)
def test_a_character_of_its_own_may_withdraw(sentence, card_type, who):
    assert compiled(sentence, card_type) == (
        [{"verb": "withdraw", "target": who}],
        True,
        "special",
    )


def test_withdraw_with_no_card_of_its_own_is_not_read():
    assert compiled("Hero may withdraw from battle.", "site") is None


def test_character_may_band_names_the_cards_own_character():
    steps = [
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
    ]
    assert compiled("Character may band to a demon.", "evil_character") == (
        steps,
        True,
        "special",
    )
    assert compiled("Character may band to a demon.", "evil_enhancement") == (
        steps,
        True,
        "special",
    )


def test_character_may_band_to_the_other_side_is_refused():
    assert compiled("Character may band to an Evil Character.", "hero") is None


def test_band_into_battle_is_a_command():
    assert compiled("Band any number of N.T. Heroes into battle.", "good_enhancement") == (
        [
            {
                "verb": "band",
                "target": {
                    "any_number": {
                        "type": ["hero"],
                        "testament": "nt",
                        "zone": ["territory", "hand"],
                        "side": "self",
                    }
                },
            }
        ],
        False,
        "special",
    )


@pytest.mark.parametrize(
    "sentence",
    ["Band it into battle.", "Band them into battle.", "Band an Evil Character into battle."],
)
def test_band_into_battle_leaves_other_forms(sentence):
    """A card an earlier clause found is not this form; an evil character is no hero."""
    assert compiled(sentence, "good_enhancement") is None


def test_worth_follows_its_condition():
    assert compiled("This card is worth 9/1 if a demon is in battle.", "good_enhancement") == (
        [
            {
                "verb": "require",
                "when": "present",
                "spec": {
                    "zone": "battle",
                    "type": ["hero", "evil_character"],
                    "traits": ["demon"],
                },
            },
            {"verb": "worth", "strength": 9, "toughness": 1},
        ],
        False,
        "special",
    )


def test_worth_with_an_unread_condition_is_not_read():
    assert compiled("Worth 9/1 if played on a rainy day.", "good_enhancement") is None


def test_band_to_as_a_command_after_its_condition():
    assert compiled("If blocking, band to a demon.", "evil_enhancement") == (
        [
            {"verb": "require", "when": "blocking"},
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
            },
        ],
        False,
        "special",
    )


def test_the_holder_chooses_the_blocker_the_opponent_uses():
    assert compiled(
        "Holder may choose the evil character your opponent uses to block your rescue attempt.",
        "good_enhancement",
    ) == (
        [
            {
                "verb": "choose_blocker",
                "target": {
                    "one": {"type": ["evil_character"], "zone": "territory", "side": "opponent"}
                },
            }
        ],
        True,
        "special",
    )


def test_withdraw_or_stay_is_a_may():
    assert compiled("Hero may withdraw from battle or continue the battle.", "hero") == (
        [{"verb": "withdraw", "target": "self"}],
        True,
        "special",
    )
