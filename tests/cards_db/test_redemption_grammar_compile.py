"""How Redemption clauses and targets combine: lists, possessives, "negate and", choices.

Sentences here are written for the test (the grammar they exercise), checked on exact steps.
"""

from __future__ import annotations

from cards_db.parsers.redemption_phrases import compile_sentence, target_phrase

SITE = {"type": ["site"]}
EVIL_FORTRESS = {"type": ["fortress"], "alignment": ["evil"]}


def test_a_list_of_three_sharing_one_determiner_is_one_card_of_any_item():
    assert target_phrase("a Site, Artifact, or evil Fortress in battle") == {
        "one": {
            "either": [
                {"zone": "battle", **SITE},
                {"zone": "battle", "type": ["artifact"]},
                {"zone": "battle", **EVIL_FORTRESS},
            ],
            "zone": "battle",
        }
    }


def test_up_to_n_of_a_list_joined_by_and_or_counts_every_item_together():
    assert target_phrase("up to 2 Sites and/or evil Fortresses") == {
        "up_to": {"count": 2, "spec": {"either": [SITE, EVIL_FORTRESS]}}
    }


def test_a_plural_list_joined_by_and_is_every_card_of_each_item():
    assert target_phrase("Sites, Curses and Artifacts") == {
        "all": {"either": [SITE, {"type": ["curse"]}, {"type": ["artifact"]}]}
    }


def test_and_between_singulars_or_and_or_after_a_singular_is_not_one_target():
    assert target_phrase("a Site, an Artifact and a Curse") is None
    assert target_phrase("a Site, Artifact and/or Curse") is None


def test_a_possessive_before_a_list_covers_every_item():
    assert target_phrase("your Sites, Curses and Artifacts") == {
        "all": {
            "either": [
                {"side": "self", **SITE},
                {"side": "self", "type": ["curse"]},
                {"side": "self", "type": ["artifact"]},
            ]
        }
    }


def test_possessives_without_an_article_and_n_of_whose():
    assert target_phrase("opponent's evil Enhancement") == {
        "one": {"side": "opponent", "type": ["evil_enhancement"]}
    }
    assert target_phrase("up to 2 of opponent's Sites") == {
        "up_to": {"count": 2, "spec": {"side": "opponent", **SITE}}
    }
    assert target_phrase("3 of your Curses") == {
        "up_to": {"count": 3, "spec": {"side": "self", "type": ["curse"]}}
    }


def test_negate_and_any_one_clause_verb_acts_on_the_same_target():
    curse = {"one": {"type": ["curse"]}}
    for words, verb in (
        ("reserve", "reserve"),
        ("shuffle", "shuffle"),
        ("underdeck", "underdeck"),
    ):
        assert compile_sentence(f"Negate and {words} a Curse.", "hero") == (
            [{"verb": "negate", "target": curse}, {"verb": verb, "target": curse}],
            False,
            "special",
        )
    assert compile_sentence("Negate and remove a Curse from the game.", "hero") == (
        [{"verb": "negate", "target": curse}, {"verb": "banish", "target": curse}],
        False,
        "special",
    )
    assert compile_sentence("Negate and draw 2.", "hero") is None  # no target to act on


def test_this_card_may_be_acted_on_after_a_draw_but_a_chosen_target_may_not():
    assert compile_sentence("Draw 2 and underdeck this card.", "hero") == (
        [{"verb": "draw", "amount": 2, "who": "you"}, {"verb": "underdeck", "target": "self"}],
        False,
        "special",
    )
    assert compile_sentence("Draw 2 and underdeck a Site.", "hero") is None


def test_take_a_from_deck_or_b_from_reserve_keeps_each_pile_with_its_card():
    assert compile_sentence("You may take a Site from deck or a Curse from Reserve.", "hero") == (
        [
            {
                "verb": "search",
                "find": {
                    "either": [
                        {**SITE, "zone": "deck"},
                        {"type": ["curse"], "zone": "reserve"},
                    ]
                },
                "zones": ["deck", "reserve"],
            }
        ],
        True,
        "special",
    )


def test_a_pile_inside_one_alternative_is_never_dropped_by_the_search():
    # the first alternative names its own pile, the search the last one: not read
    assert compile_sentence("Take a Site from deck or a Curse from a Reserve.", "hero") is None


def test_a_cost_of_an_exact_number_is_not_read_as_up_to():
    assert compile_sentence("Discard 2 Sites to draw 3.", "hero") is None
    steps, _, _ = compile_sentence("Discard up to 2 Sites to draw 3.", "hero")
    assert steps[0] == {
        "verb": "discard",
        "target": {"up_to": {"count": 2, "spec": SITE}},
        "cost": True,
    }


def test_a_deck_is_a_choice_of_whose_deck():
    assert compile_sentence("You may discard the top 4 cards of a deck.", "hero") == (
        [
            {
                "verb": "choose",
                "options": [
                    {
                        "text": "discard the top 4 cards of your deck",
                        "steps": [{"verb": "discard_top", "amount": 4, "who": "you"}],
                    },
                    {
                        "text": "discard the top 4 cards of opponent's deck",
                        "steps": [{"verb": "discard_top", "amount": 4, "who": "opponent"}],
                    },
                ],
            }
        ],
        True,
        "special",
    )


def test_a_deck_inside_a_choice_widens_that_choice():
    steps, optional, _ = compile_sentence("Discard the top card of a deck or draw 1.", "hero")
    assert [o["text"] for o in steps[0]["options"]] == [
        "Discard the top card of your deck",
        "draw 1",
        "Discard the top card of opponent's deck",
    ]
    assert optional is False


def test_and_you_may_is_a_choice_of_both_or_the_first_alone():
    site = {"one": SITE}
    assert compile_sentence("Discard a Site and you may draw 2.", "hero") == (
        [
            {
                "verb": "choose",
                "options": [
                    {
                        "text": "Discard a Site and you draw 2",
                        "steps": [
                            {"verb": "discard", "target": site},
                            {"verb": "draw", "amount": 2, "who": "you"},
                        ],
                    },
                    {
                        "text": "Discard a Site only",
                        "steps": [{"verb": "discard", "target": site}],
                    },
                ],
            }
        ],
        False,
        "special",
    )


def test_look_at_a_hand_then_act_on_a_card_of_that_hand():
    assert compile_sentence("Look at opponent's hand: Shuffle a Site.", "hero") == (
        [
            {"verb": "look", "whose": "opponent"},
            {"verb": "shuffle", "target": {"one": {"zone": "hand", "side": "opponent", **SITE}}},
        ],
        False,
        "special",
    )
    # a card from elsewhere, or revealing (which every player sees), is not this form
    assert compile_sentence("Look at opponent's hand: Shuffle a Site in play.", "hero") is None
    assert compile_sentence("Reveal opponent's hand: Shuffle a Site.", "hero") is None


def test_from_an_opponents_territory_or_set_aside_area_and_controlled_by_an_opponent():
    assert target_phrase("one Site from each opponent's territory or set-aside area") == {
        "one": {"zone": ["territory", "set_aside"], "side": "opponent", **SITE}
    }
    assert target_phrase("a Curse controlled by an opponent") == {
        "one": {"side": "opponent", "type": ["curse"]}
    }


def test_three_piles_are_all_searched():
    assert compile_sentence("You may take a Curse from Reserve, deck or discard pile.", "x") == (
        [{"verb": "search", "find": {"type": ["curse"]}, "zones": ["reserve", "deck", "discard"]}],
        True,
        "special",
    )


def test_an_alternative_in_brackets_is_a_choice_of_the_two_readings():
    steps, optional, _ = compile_sentence("You may shuffle a Site (or 2 Curses).", "hero")
    assert steps == [
        {
            "verb": "choose",
            "options": [
                {"text": "shuffle a Site", "steps": [{"verb": "shuffle", "target": {"one": SITE}}]},
                {
                    "text": "shuffle 2 Curses",
                    "steps": [
                        {
                            "verb": "shuffle",
                            "target": {"up_to": {"count": 2, "spec": {"type": ["curse"]}}},
                        }
                    ],
                },
            ],
        }
    ]
    assert optional is True
    # a bracket with a condition is not a free choice
    assert compile_sentence("Shuffle a Site (or 2 Curses if blocking).", "hero") is None


def test_two_adjectives_joined_by_and_before_a_plural_are_either():
    assert target_phrase("evil and neutral cards in battle") == {
        "all": {"zone": "battle", "alignment": ["evil", "neutral"]}
    }
    assert target_phrase("an evil and neutral card") is None  # no card is both
    assert target_phrase("Evil Character Characters") == {"all": {"type": ["evil_character"]}}


def test_two_verbs_joined_by_or_on_one_target_are_a_choice():
    site = {"one": SITE}
    assert compile_sentence("You may withdraw or bounce a Site.", "hero") == (
        [
            {
                "verb": "choose",
                "options": [
                    {"text": "withdraw a Site", "steps": [{"verb": "withdraw", "target": site}]},
                    {"text": "bounce a Site", "steps": [{"verb": "bounce", "target": site}]},
                ],
            }
        ],
        True,
        "special",
    )
