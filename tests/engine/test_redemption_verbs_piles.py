"""Taking a card out of the player's own piles (search, take, play, move from "discard pile or
Reserve"), shuffling the deck, and the "EC:" / "HERO:" label of a character's own ability,
on real cards of the export."""

from __future__ import annotations

import pytest
from real_export import pool_catalog
from red_printed import CARDDATA

from cards_db.parsers.redemption import sentences
from cards_db.parsers.redemption_labels import reading
from cards_db.parsers.redemption_phrases import compile_sentence
from engine.api import run_ruling


def printed_sentence(card: str, opening: str) -> str:
    """The whole sentence of the card's printed text that begins with ``opening`` (split as
    the parser splits it: "O.T." does not end a sentence)."""
    if not CARDDATA.is_file():
        pytest.skip(f"real redemption export not found at {CARDDATA}")
    for row in CARDDATA.read_text(encoding="utf-8", errors="replace").splitlines()[1:]:
        cols = row.split("\t")
        if cols[0] == card:
            return next(s for s in sentences(cols[10]) if s.lower().startswith(opening.lower()))
    raise AssertionError(f"{card} not in {CARDDATA}")


@pytest.fixture(scope="module")
def catalog(tmp_path_factory: pytest.TempPathFactory):
    yield from pool_catalog(tmp_path_factory, "redemption")


def test_take_from_three_piles_is_a_search_of_each_in_printed_order():
    sentence = printed_sentence("Battle Prayer (Roots)", "You may take")
    assert compile_sentence(sentence, "hero") == (
        [
            {
                "verb": "search",
                "find": {
                    "type": ["good_enhancement", "evil_enhancement"],
                    "alignment": ["good"],
                    "testament": "ot",
                },  # fmt: skip
                "zones": ["deck", "discard", "reserve"],
            }
        ],
        True,
        "special",
    )


def test_search_and_play_it_is_play_from_that_pile():
    sentence = printed_sentence("Foreign Exile", "You may search")
    assert compile_sentence(sentence, "evil_character") == (
        [
            {
                "verb": "play",
                "find": {"type": ["fortress"], "alignment": ["evil"], "testament": "ot"},
                "zones": ["deck"],
            }
        ],
        True,
        "special",
    )


def test_search_and_add_it_to_the_artifact_pile_plays_an_artifact_only():
    sentence = printed_sentence("Eli the Priest (Pa)", "Search draw pile")
    steps, optional, _ = compile_sentence(sentence, "hero")
    assert not optional
    assert steps == [{"verb": "play", "find": {"type": ["artifact"], "testament": "ot"},
                      "zones": ["deck"]}]  # fmt: skip
    # a Hero does not sit in an artifact pile: not read
    assert (
        compile_sentence("Search deck for a Hero and add it to your Artifact pile.", "hero") is None
    )


def _refusal(steps: list[dict]) -> str:
    """Why the play verb's arguments refuse the first step (the reason stored with it)."""
    from engine.games.redemption.verbs import VERBS

    with pytest.raises(ValueError) as refused:
        VERBS.get(steps[0]["verb"]).validate(steps[0])
    return str(refused.value)


def test_an_enhancement_is_not_played_from_a_pile():
    # an enhancement needs a character in battle to be played on: "play it" is read as
    # printed (one reader of search-and-play) and the play verb refuses it, with the reason
    steps, _, _ = compile_sentence("Search deck for a good Enhancement and play it.", "hero")
    assert steps == [{"verb": "play", "find": {"type": ["good_enhancement"]}, "zones": ["deck"]}]
    assert "only a card of the types" in _refusal(steps)


def test_a_mover_from_two_piles_targets_one_card_of_the_players_own_piles():
    sentence = printed_sentence("Eleazar, Son of Aaron [L]", "You may underdeck")
    steps, optional, _ = compile_sentence(sentence, "hero")
    assert optional
    assert steps == [
        {
            "verb": "underdeck",
            "target": {
                "one": {
                    "type": ["good_enhancement", "evil_enhancement"],
                    "alignment": ["good"],
                    "book": ["exodus"],
                    "zone": ["discard", "reserve"],
                    "side": "self",
                }
            },
        }
    ]


def test_a_word_not_understood_is_not_compiled():
    assert (
        compile_sentence("You may take a glorious Hero from deck, discard pile or Reserve.", "hero")
        is None
    )
    assert compile_sentence("Shuffle a Hero from deck or Reserve.", "hero") is None  # into deck?


def test_a_bare_shuffle_is_the_players_own_deck_only_when_no_other_pile_is_named():
    own = printed_sentence("Help from Heaven", "Shuffle")
    text = printed_sentence("Help from Heaven", "Search")
    assert reading(own, "good_enhancement", f"{text} {own}") == "Shuffle your draw pile."
    assert compile_sentence("Shuffle your draw pile.", "hero") == (
        [{"verb": "shuffle_deck"}],
        False,
        "special",
    )
    searched = printed_sentence("Gabriel (Ki)", "Holder may")  # any player's draw pile
    assert reading(own, "good_enhancement", f"{searched} {own}") == own
    assert compile_sentence(own, "hero") is None


def test_an_own_side_label_is_read_past_on_a_character_of_that_side_only():
    assert reading("EC: You may draw 2.", "evil_character", "") == "You may draw 2."
    assert reading("/ EC: You may draw 2.", "evil_character", "") == "You may draw 2."
    assert reading("(EC) You may draw 2.", "evil_character", "") == "You may draw 2."
    assert reading("HERO: You may draw 2.", "hero", "") == "You may draw 2."
    # on a card of two types the label chooses a side: kept as printed
    assert reading("EC: You may draw 2.", "hero/evil_character", "") == "EC: You may draw 2."
    assert reading("EC: You may draw 2.", "good_enhancement/evil_character", "") == (
        "EC: You may draw 2."
    )
    assert reading("HERO: You may draw 2.", "evil_character", "") == "HERO: You may draw 2."


def _steps(catalog, scenario, card: str, ability: str) -> list[tuple[str, str, list[str]]]:
    result = run_ruling(scenario, catalog=catalog)
    return [
        (s.kind, s.text, s.rules)
        for s in result.steps
        if s.ability == ability and s.card == card and s.kind in ("effect", "info")
    ]


def _attack(card: str, **piles: list[str]) -> dict:
    zones = {"territory": [{"card": card}]} | {
        pile: [{"card": c} for c in cards] for pile, cards in piles.items()
    }
    return {
        "game": "redemption",
        "zones": {"A": zones, "B": {"land_of_bondage": [{"card": "Lost Soul Ecclesiastes 10:15"}]}},
        "actions": [{"player": "A", "attack": card}],
    }


def test_underdeck_from_reserve_moves_the_fitting_card_to_the_bottom_of_the_deck(catalog):
    scenario = _attack(
        "Eleazar, Son of Aaron, L",
        discard=["Golden Lamp Stand"],  # good, but Zechariah: not Exodus
        reserve=["Aaron's Rod, C"],
        deck=["Agabus"],
    )
    result = run_ruling(scenario, catalog=catalog)
    effects = [s.text for s in result.steps if s.kind == "effect" and s.ability == "a1"]
    assert effects == [
        "Eleazar, Son of Aaron, L (a1) completes: Aaron's Rod, C is put on the bottom of the deck"
    ]
    deck = [o.definition.name for o in result.state.cards_in("A", "deck")]
    assert deck[-1].startswith("Aaron's Rod")


def test_without_a_fitting_card_in_those_piles_there_is_no_target(catalog):
    scenario = _attack("Eleazar, Son of Aaron, L", discard=["Golden Lamp Stand"], reserve=[])
    steps = _steps(catalog, scenario, "Eleazar, Son of Aaron, L", "a1")
    assert steps == [
        (
            "info",
            "Eleazar, Son of Aaron, L (a1) completes: nothing happens",
            ["Special Ability", "Underdeck"],
        )
    ]


def test_take_searches_the_piles_in_printed_order(catalog):
    scenario = {
        "game": "redemption",
        "zones": {
            "A": {
                "battle": [{"card": "Bathsheba"}],
                "deck": [{"card": "Agabus"}],
                "discard": [{"card": "Floating Ax Head"}],  # good, II Kings: O.T.
                "reserve": [{"card": "Arrow of Deliverance"}],
            },
            "B": {"battle": [{"card": "Abiram"}]},
        },
        "actions": [{"player": "A", "play": "Battle Prayer, Roots", "on": "Bathsheba"}],
    }
    steps = _steps(catalog, scenario, "Battle Prayer, Roots", "a1")
    assert steps == [
        (
            "effect",
            "Battle Prayer, Roots (a1) completes: A searches their discard and takes Floating Ax "
            "Head into hand",
            ["Special Ability", "Search"],
        )
    ]


def test_search_and_play_puts_the_fortress_into_territory(catalog):
    scenario = {
        "game": "redemption",
        "zones": {
            "A": {
                "battle": [{"card": "Abiram"}],
                "deck": [{"card": "Agabus"}, {"card": "Assyrian Camp"}],
            },
            "B": {"battle": [{"card": "Agabus"}]},
        },
        "actions": [{"player": "A", "play": "Foreign Exile", "on": "Abiram"}],
    }
    result = run_ruling(scenario, catalog=catalog)
    effects = [s.text for s in result.steps if s.kind == "effect" and s.ability == "a1"]
    assert effects == [
        "Foreign Exile (a1) completes: A plays Assyrian Camp from their deck into their territory"
    ]
    assert [o.definition.name for o in result.state.cards_in("A", "territory")] == ["Assyrian Camp"]


def test_a_shuffled_deck_keeps_its_cards_and_its_order_is_said_to_be_unknown(catalog):
    scenario = {
        "game": "redemption",
        "zones": {
            "A": {
                "battle": [{"card": "Angel at Bethesda"}],
                "deck": [{"card": "Agabus"}, {"card": "Gaius"}],
            },  # fmt: skip
            "B": {"battle": [{"card": "Abiram"}]},
        },
        "actions": [{"player": "A", "play": "Help from Heaven", "on": "Angel at Bethesda"}],
    }
    result = run_ruling(scenario, catalog=catalog)
    steps = [
        (s.kind, s.text, s.rules) for s in result.steps if s.ability == "a2" and s.kind == "effect"
    ]
    assert steps == [
        (
            "effect",
            "Help from Heaven (a2) completes: A shuffles their deck (2 card(s); its order is now "
            "unknown)",
            ["Special Ability", "Shuffle"],
        )
    ]
    assert result.state.info["deck_shuffled"] == ["A"]
    assert len(result.state.cards_in("A", "deck")) == 2


def test_a_deck_the_scenario_does_not_list_is_shuffled_unseen(catalog):
    scenario = {
        "game": "redemption",
        "zones": {
            "A": {"battle": [{"card": "Angel at Bethesda"}]},
            "B": {"battle": [{"card": "Abiram"}]},
        },
        "actions": [{"player": "A", "play": "Help from Heaven", "on": "Angel at Bethesda"}],
    }
    result = run_ruling(scenario, catalog=catalog)
    assert [s.text for s in result.steps if s.ability == "a2" and s.kind == "effect"] == [
        "Help from Heaven (a2) completes: A shuffles their deck (not listed in the scenario: its "
        "cards are not known)"
    ]


def test_reveal_the_top_or_bottom_card_is_a_choice_of_the_end():
    steps, optional, _ = compile_sentence(
        printed_sentence("Astrologers (TxP)", "Reveal"), "evil_character"
    )
    assert not optional
    assert steps == [
        {
            "verb": "choose",
            "options": [
                {
                    "text": "reveal the top card",
                    "steps": [{"verb": "reveal_top", "end": "top", "count": 1}],
                },
                {
                    "text": "reveal the bottom card",
                    "steps": [{"verb": "reveal_top", "end": "bottom", "count": 1}],
                },
            ],
        }
    ]


def test_look_at_a_hand_and_a_reserve_looks_at_both_and_or_is_a_choice():
    both = compile_sentence(
        printed_sentence("The False Prophet (RoJ)", "You may look"), "evil_character"
    )
    assert both == (
        [
            {"verb": "look_at", "whose": "opponent", "zone": "hand"},
            {"verb": "look_at", "whose": "opponent", "zone": "reserve"},
        ],
        True,
        "special",
    )
    either, _, _ = compile_sentence(
        printed_sentence("Harbingers", "You may look"), "evil_character"
    )
    assert [o["steps"][0]["zone"] for o in either[0]["options"]] == ["hand", "reserve"]


def test_release_reads_captured_characters_only():
    assert compile_sentence(printed_sentence("Unbound", "Return all captured"), "hero") == (
        [{"verb": "release", "target": {"all": {"zone": "land_of_bondage", "type": ["hero"]}}}],
        False,
        "special",
    )
    assert (
        compile_sentence("Release a captured Lost Soul.", "hero") is None
    )  # rescued, not released


def _battle(enhancement: str, bearer: str, side: str = "A", **piles: list[str]) -> dict:
    other = "Abiram" if bearer != "Abiram" else "Agabus"
    zones = {"battle": [{"card": bearer}]} | {
        p: [{"card": c} for c in cs] for p, cs in piles.items()
    }
    return {
        "game": "redemption",
        "zones": {"A": zones, "B": {"battle": [{"card": other}]}},
        "actions": [{"player": "A", "play": enhancement, "on": bearer}],
    }


def test_looking_at_the_top_cards_names_them_and_moves_nothing(catalog):
    scenario = _battle(
        "Divination, TxP", "The False Prophet (Pr)", deck=["Agabus", "Gaius", "Demetrius"]
    )
    result = run_ruling(scenario, catalog=catalog)
    assert [s.text for s in result.steps if s.ability == "a1" and s.kind == "effect"] == [
        "Divination, TxP (a1) completes: A looks at the top 6 cards of their deck (the deck held "
        "only 3): Agabus, Gaius, Demetrius"
    ]
    assert [o.label for o in result.state.cards_in("A", "deck")] == ["Agabus", "Gaius", "Demetrius"]


def test_a_captured_hero_listed_in_a_land_of_bondage_is_released_to_the_other_player(catalog):
    scenario = {
        "game": "redemption",
        "zones": {
            "A": {"territory": [{"card": "Ezra"}]},
            "B": {"land_of_bondage": [{"card": "Gaius"}, {"card": "Lost Soul Ecclesiastes 10:15"}]},
        },
        "actions": [{"player": "A", "attack": "Ezra"}],
    }
    result = run_ruling(scenario, catalog=catalog)
    steps = [
        (s.kind, s.text, s.rules)
        for s in result.steps
        if s.ability == "a1" and s.kind in ("info", "effect")
    ]
    assert steps == [
        (
            "info",
            "Gaius is listed in B's land of bondage, so its owner is taken to be A, the player it "
            "was captured from",
            ["Release", "Capture"],
        ),
        (
            "effect",
            "Ezra (a1) completes: Gaius is released to A's territory",
            ["Special Ability", "Release"],
        ),
    ]
    assert [o.label for o in result.state.cards_in("A", "territory")] == ["Gaius"]
    assert [o.label for o in result.state.cards_in("B", "land_of_bondage")] == [
        "Lost Soul Ecclesiastes 10:15"
    ]


def test_a_card_searched_for_and_placed_beneath_deck_goes_to_its_bottom(catalog):
    scenario = {
        "game": "redemption",
        "zones": {
            "A": {
                "territory": [{"card": "Scribe"}],
                "discard": [{"card": "Centurion"}, {"card": "Floating Ax Head"}],
                "deck": [{"card": "Agabus"}],
            },
            "B": {"territory": [{"card": "Gaius"}]},
        },
        "actions": [{"player": "B", "attack": "Gaius"}, {"player": "A", "block": "Scribe"}],
    }
    result = run_ruling(scenario, catalog=catalog)
    steps = [(s.text, s.rules) for s in result.steps if s.card == "Scribe" and s.kind == "effect"]
    assert steps == [
        (
            "Scribe (a1) completes: A searches their discard and puts Floating Ax Head on the "
            "bottom of their deck",
            ["Special Ability", "Search", "Underdeck"],
        )
    ]
    assert [o.label for o in result.state.cards_in("A", "deck")] == ["Agabus", "Floating Ax Head"]


def test_search_to_deck_and_draw_from_the_bottom_compile_only_with_a_known_count():
    assert compile_sentence("You may draw 2 from bottom of deck.", "hero") == (
        [{"verb": "draw_bottom", "amount": 2}],
        True,
        "special",
    )
    assert compile_sentence("You may draw X from bottom of deck.", "hero") is None
    steps, _, _ = compile_sentence(
        "Search discard pile for a good Enhancement and shuffle it into deck.", "hero"
    )
    assert steps == [
        {
            "verb": "search_to_deck",
            "find": {"type": ["good_enhancement"]},
            "zones": ["discard"],
            "end": "shuffle",
        }
    ]


def test_a_hand_looked_at_then_its_cards_so_described_are_moved(catalog):
    scenario = {
        "game": "redemption",
        "zones": {
            "A": {"territory": [{"card": "Elisha, PoC"}]},
            "B": {
                "deck": [{"card": "Bad Figs"}],
                "hand": [{"card": "Abiram"}, {"card": "Burial, B"}],
                "land_of_bondage": [{"card": "Lost Soul Ecclesiastes 10:15"}],
            },
        },
        "actions": [{"player": "A", "attack": "Elisha, PoC"}],
    }
    result = run_ruling(scenario, catalog=catalog)
    steps = [(s.text, s.rules) for s in result.steps if s.ability == "a2" and s.kind == "effect"]
    assert steps == [
        (
            "Elisha, PoC (a2) completes: B's hand is revealed: Abiram, Burial, B; Burial, B is "
            "shuffled into its owner's deck",
            ["Special Ability", "Reveal", "Shuffle"],
        )
    ]
    assert [o.label for o in result.state.cards_in("B", "hand")] == ["Abiram"]


def test_a_second_clause_of_its_own_choice_is_not_read_as_the_whole_being_optional():
    # "Reveal a hand: you may ..." would make the reveal optional too: not compiled
    assert compile_sentence("Reveal a hand: You may reserve an Enhancement.", "hero") is None
    steps, optional, _ = compile_sentence(
        "Look at an opponent's hand: Underdeck a good card.", "hero"
    )
    assert not optional
    assert steps == [
        {"verb": "look_at", "whose": "opponent", "zone": "hand"},
        {
            "verb": "underdeck",
            "target": {"one": {"alignment": ["good"], "zone": "hand", "side": "opponent"}},
        },
    ]


def test_a_passive_all_clause_is_the_verb_done_to_every_card_described():
    sentence = printed_sentence("Aaron's Rod (L)", "All evil")
    assert compile_sentence(sentence, "hero") == (
        [{"verb": "discard", "target": {"all": {"zone": "play", "type": ["evil_enhancement"]}}}],
        False,
        "special",
    )
    assert compile_sentence("The loser is discarded.", "hero") is None  # the battle decides it
    assert compile_sentence("A Hero in play is discarded.", "hero") is None  # one: who picks?


def test_every_enhancement_in_battle_is_discarded_the_card_itself_too(catalog):
    scenario = {
        "game": "redemption",
        "zones": {
            "A": {"battle": [{"card": "Gaius"}]},
            "B": {"battle": [{"card": "Abiram"}]},
        },
        "actions": [
            {"player": "A", "play": "Golden Lamp Stand", "on": "Gaius"},
            {"player": "A", "play": "Battle Neutralized", "on": "Gaius"},
        ],
    }
    result = run_ruling(scenario, catalog=catalog)
    effects = [
        s.text
        for s in result.steps
        if s.card == "Battle Neutralized" and s.ability == "a3" and s.kind == "effect"
    ]
    assert effects == [
        "Battle Neutralized (a3) completes: Golden Lamp Stand, Battle Neutralized are discarded"
    ]
    assert [o.label for o in result.state.cards_in("A", "discard")] == [
        "Battle Neutralized",
        "Golden Lamp Stand",
    ]


def test_return_in_battle_to_territory_is_a_withdraw_and_captured_up_to_a_release():
    steps, _, _ = compile_sentence(printed_sentence("Angel Departed", "Return"), "hero")
    assert steps == [
        {
            "verb": "withdraw",
            "target": {"one": {"zone": "battle", "type": ["hero"], "brigade": ["silver"]}},
        }
    ]
    steps, _, _ = compile_sentence(printed_sentence("Freeing Earthquake", "Return"), "hero")
    assert steps == [
        {
            "verb": "release",
            "target": {
                "up_to": {"count": 2, "spec": {"zone": "land_of_bondage", "type": ["hero"]}}
            },
        }
    ]
    # a character not said to be in battle (or captured) is not read as either
    assert compile_sentence("Return one Hero to owner's territory.", "hero") is None


def test_take_one_kind_from_one_pile_or_another_kind_from_another(catalog):
    steps, optional, _ = compile_sentence(
        printed_sentence("Seeking Compassion", "You may take"), "hero"
    )
    assert optional
    assert steps == [
        {
            "verb": "search",
            "find": {
                "either": [
                    {
                        "type": ["dominant"],
                        "alignment": ["good"],
                        "testament": "ot",
                        "zone": "deck",
                    },
                    {"alignment": ["good"], "book": ["daniel"], "zone": "reserve"},
                ]
            },
            "zones": ["deck", "reserve"],
        }
    ]
    scenario = {
        "game": "redemption",
        "zones": {
            "A": {
                "battle": [{"card": "Bathsheba"}],
                "deck": [{"card": "Agabus"}],  # not a dominant: the deck has none of the first kind
                "reserve": [{"card": "Hagar and Angel at Shur"}, {"card": "Daniel, CoW"}],
            },
            "B": {"battle": [{"card": "Abiram"}]},
        },
        "actions": [{"player": "A", "play": "Seeking Compassion", "on": "Bathsheba"}],
    }
    result = run_ruling(scenario, catalog=catalog)
    assert [s.text for s in result.steps if s.ability == "a2" and s.kind == "effect"] == [
        "Seeking Compassion (a2) completes: A searches their reserve and takes Daniel, CoW into hand"
    ]


def test_search_for_one_of_several_kinds_and_play_it_only_when_each_kind_is_played():
    steps, _, _ = compile_sentence(
        printed_sentence("Nimrod, the Mighty (CoW)", "Search deck"), "evil_character"
    )
    assert [st["verb"] for st in steps] == ["play_either"]
    assert [alt.get("traits", alt.get("type")) for alt in steps[0]["find"]["either"]] == [
        ["assyrian"],
        ["babylonian"],
        ["fortress"],
    ]
    # an enhancement is not played from a pile, even as one alternative of two: the step is
    # the plain play of what is printed, which the play verb refuses
    steps, _, _ = compile_sentence(
        "Search deck for a Hero or a good Enhancement and put it in play.", "hero"
    )
    assert [st["verb"] for st in steps] == ["play"]
    assert "only a card of the types" in _refusal(steps)


def test_play_either_refuses_an_alternative_of_a_type_not_played_from_a_pile():
    from engine.games.redemption.verbs import VERBS

    spec = VERBS.get("play_either")
    with pytest.raises(ValueError, match="every alternative must be of the types"):
        spec.validate(
            {
                "verb": "play_either",
                "find": {"either": [{"type": ["site"]}, {"type": ["good_enhancement"]}]},
                "zones": ["deck"],
            }
        )


def test_a_lost_soul_played_from_an_opponents_deck_goes_to_their_land_of_bondage(catalog):
    scenario = {
        "game": "redemption",
        "zones": {
            "A": {
                "territory": [{"card": "Barnabas, the Bold, Roots"}],
                "deck": [{"card": "Agabus"}],
            },
            "B": {
                "deck": [{"card": "Abiram"}, {"card": "Lost Soul Ecclesiastes 10:15"}],
                "land_of_bondage": [{"card": "Lost Soul Ephesians 5:14, A"}],
            },
        },
        "actions": [{"player": "A", "attack": "Barnabas, the Bold, Roots"}],
    }
    result = run_ruling(scenario, catalog=catalog)
    assert [s.text for s in result.steps if s.ability == "a2" and s.kind == "effect"] == [
        "Barnabas, the Bold, Roots (a2) completes: Lost Soul Ecclesiastes 10:15 from B's deck is "
        "put into play in B's land of bondage (the deck is the player's choice: the first that "
        "holds one is shown)"
    ]
    assert len(result.state.cards_in("B", "land_of_bondage")) == 2


def test_only_a_lost_soul_is_played_from_another_players_deck():
    from engine.games.redemption.verbs import VERBS

    with pytest.raises(ValueError, match="only a Lost Soul"):
        VERBS.get("play_soul").validate({"verb": "play_soul", "find": {"type": ["hero"]}})
    assert compile_sentence("Play a Hero from a deck.", "hero") is None


def test_a_search_before_to_is_a_cost_that_stops_what_follows_when_nothing_is_found(catalog):
    scenario = {
        "game": "redemption",
        "zones": {
            "A": {
                "territory": [{"card": "Messengers of Joppa"}],
                "deck": [{"card": "Agabus"}],  # no disciple to play
                "discard": [{"card": "Messengers of Joppa"}],
            },
            "B": {"land_of_bondage": [{"card": "Lost Soul Ecclesiastes 10:15"}]},
        },
        "actions": [{"player": "A", "attack": "Messengers of Joppa"}],
    }
    result = run_ruling(scenario, catalog=catalog)
    mine = [(s.kind, s.text) for s in result.steps if s.ability == "a1"]
    assert [t for k, t in mine if k == "effect"] == []
    assert (
        "Messengers of Joppa (a1): its cost cannot be paid (nothing was found), so nothing else "
        "happens"
    ) in [t for _, t in mine]
    assert [o.label for o in result.state.cards_in("A", "discard")] == ["Messengers of Joppa #2"]


def test_one_reader_of_search_and_play_reads_a_condition_before_it():
    # the sentence that the follow-up module used to rewrite is read by the piles reader
    # through the condition, and stored as before (the play verb refuses an enhancement)
    from cards_db.parsers.redemption_phrases import NAMED_TYPES

    sentence = printed_sentence("The Assyrian Spoilers", "If blocking")
    token = NAMED_TYPES.set({"Plunderers": ["evil_enhancement"]})  # as the importer lists it
    try:
        steps, optional, kind = compile_sentence(sentence, "evil_character")
    finally:
        NAMED_TYPES.reset(token)
    assert (optional, kind) == (False, "special")
    assert steps == [
        {"verb": "require", "when": "blocking"},
        {
            "verb": "play",
            "find": {"name": ["Plunderers"], "type": ["evil_enhancement"]},
            "zones": ["discard"],
        },
    ]
