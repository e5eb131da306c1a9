"""The hand-checked sample of what "look at the top N cards of deck: take …" added to the pool.

Every ability the whole-pool run executes on this branch with a ``dig`` step (one per distinct
printed sentence, 9 of 9, in the order ``random.seed(3)`` drew them), each read against the
card's printed text and, for the cards taken, against the export's row (alignment,
reference). Each entry lists the exact effect steps the ability logs in its reach scenario; the
comment says in our own words what the card asks for. Read by hand: 9 of 9 do what the
printed text says (a revealed card is logged as looked at: who else saw it is not recorded).
"""

from __future__ import annotations

import pytest
from real_export import pool_catalog
from test_redemption_sample_compiled import assert_runs_as_listed

from cards_db.parsers.redemption_phrases import compile_sentence

# (card, ability, every step it must log as above)
SAMPLE = [
    (
        "Zeresh, Wife of Haman, Roots",
        "a1",
        # may look at six from the top and take one evil card; the rest stay
        [
            "Zeresh, Wife of Haman, Roots (a1) completes: A looks at the top 6 of their deck (Abiram, Agabus, Agabus #2, Agabus #3, Agabus #4, Agabus #5), takes Abiram into hand and leaves the rest on top of the deck",
        ],
    ),
    (
        "Divination, 1st Print - K",
        "a1",
        # may look at six from the top, take one evil card, the rest go to the bottom
        [
            "Divination, 1st Print - K (a1) completes: A looks at the top 6 of their deck (Abiram, Agabus, Agabus #2, Agabus #3, Agabus #4, Agabus #5), takes Abiram into hand and leaves the rest on the bottom of the deck",
        ],
    ),
    (
        "The Angel of His Presence, T2C",
        "a2",
        # when attacking: look at seven from the top, take one good card
        [
            "The Angel of His Presence, T2C (a2) completes: A looks at the top 7 of their deck (Agabus, Agabus #2, Agabus #3, Agabus #4, Agabus #5, Agabus #6, Agabus #7), takes Agabus into hand and leaves the rest on top of the deck",
        ],
    ),
    (
        "Fruit of the Land",
        "a1",
        # looks at seven from the top and takes one good card
        [
            "Fruit of the Land (a1) completes: A looks at the top 7 of their deck (Agabus, Agabus #2, Agabus #3, Agabus #4, Agabus #5, Agabus #6, Agabus #7), takes Agabus into hand and leaves the rest on top of the deck",
        ],
    ),
    (
        "Given from God",
        "a1",
        # may look at seven from the top and take a good card with a Daniel reference
        [
            "Given from God (a1) completes: A looks at the top 7 of their deck (Daniel, Pr, Agabus, Agabus #2, Agabus #3, Agabus #4, Agabus #5, Agabus #6), takes Daniel, Pr into hand and leaves the rest on top of the deck",
        ],
    ),
    (
        "David, Roots",
        "a1",
        # band to a prophet, or look at seven and take a good card: the first option is shown
        [
            "David, Roots (a1) completes: Aaron, Di is banded into battle",
        ],
    ),
    (
        "Malachi, the Loved",
        "a1",
        # may look at four from the top and take any one
        [
            "Malachi, the Loved (a1) completes: A looks at the top 4 of their deck (Agabus, Agabus #2, Agabus #3, Agabus #4), takes Agabus into hand and leaves the rest on top of the deck",
        ],
    ),
    (
        "The Ancient of Days",
        "a1",
        # reveals three from the top and takes every card with a Daniel reference among them (one here)
        [
            "The Ancient of Days (a1) completes: A looks at the top 3 of their deck (Astrologers, Pr, Agabus, Agabus #2), takes Astrologers, Pr into hand and leaves the rest on top of the deck",
        ],
    ),
    (
        "David's Spies, 1st Print - K",
        "a1",
        # may look at three from the top, take any one, the rest go to the bottom
        [
            "David's Spies, 1st Print - K (a1) completes: A looks at the top 3 of their deck (Agabus, Agabus #2, Agabus #3), takes Agabus into hand and leaves the rest on the bottom of the deck",
        ],
    ),
]


@pytest.fixture(scope="module")
def catalog(tmp_path_factory: pytest.TempPathFactory):
    yield from pool_catalog(tmp_path_factory, "redemption")


def test_the_sample_has_9_distinct_abilities():
    assert len({(c, a) for c, a, _ in SAMPLE}) == 9


@pytest.mark.parametrize(("card", "ability", "expected"), SAMPLE)
def test_digging_ability_does_what_the_card_says(catalog, card, ability, expected):
    assert_runs_as_listed(catalog, card, ability, expected)


def test_the_top_cards_compile_with_what_is_taken_and_where_the_rest_goes():
    steps, optional, _ = compile_sentence(
        "You may look at the top 5 cards of your deck: take up to 1 good Hero, and underdeck the rest.",
        "hero",
    )
    assert optional
    assert steps == [
        {
            "verb": "dig",
            "count": 5,
            "take": 1,
            "find": {"type": ["hero"], "alignment": ["good"]},
            "rest": "underdeck",
        }
    ]
    steps, _, _ = compile_sentence("Look at the top 2 cards of deck: Take up to 1.", "hero")
    assert steps == [{"verb": "dig", "count": 2, "take": 1}]


def test_an_amount_not_given_or_another_deck_is_not_compiled():
    assert compile_sentence("Look at the top X cards of your deck: take up to 2.", "hero") is None
    assert compile_sentence("Look at the top 3 cards of a deck: take up to 2.", "hero") is None
    assert compile_sentence("Look at the top 2 cards of deck: Take up to 3.", "hero") is None
