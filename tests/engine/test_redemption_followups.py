"""Sentences that answer to the sentence before ("If you do", "If they do not", "it"), and the
opponent's "may": how they compile, and what they do on real cards both ways."""

from __future__ import annotations

import pytest
from real_export import pool_catalog

from cards_db.parsers import parse_card
from cards_db.records import ImportedCard
from engine.api import run_ruling


@pytest.fixture(scope="module")
def catalog(tmp_path_factory: pytest.TempPathFactory):
    yield from pool_catalog(tmp_path_factory, "redemption")


def effects_of(text: str, card_type: str = "hero") -> list[list[dict]]:
    """The compiled steps of each ability of a card printed with ``text`` (our own words)."""
    card = ImportedCard("redemption", "Test Card", card_type, printed_text=text)
    return [list(ab.effect) for ab in parse_card(card)]


# ---------------------------------------------------------------------- compiling
def test_if_you_do_follows_the_sentence_before():
    effects = effects_of("You may discard a Hero in battle. If you do, draw 2.")
    assert effects[1] == [
        {"verb": "follows", "ability": "a1", "did": True, "who": "you"},
        {"verb": "draw", "amount": 2, "who": "you"},
    ]


def test_if_you_do_not_after_if_you_do_points_back_to_the_first_sentence():
    effects = effects_of(
        "You may discard a Hero in battle. If you do, draw 2. If you do not, draw 1."
    )
    assert effects[2][0] == {"verb": "follows", "ability": "a1", "did": False, "who": "you"}


def test_if_you_do_not_after_an_if_you_do_not_compiled_still_points_to_the_first():
    effects = effects_of(
        "You may draw 1. If you do, frobnicate a Hero. If you do not, discard a Hero in battle."
    )
    assert effects[1] == []  # "frobnicate" is not understood: shown as printed
    assert effects[2][0] == {"verb": "follows", "ability": "a1", "did": False, "who": "you"}


def test_if_you_do_after_a_sentence_not_compiled_is_not_compiled():
    assert effects_of("You may frobnicate a Hero. If you do, draw 2.") == [[], []]


def test_if_you_do_after_banding_is_not_compiled():
    # banding activates after the card's other abilities, so "if you do" could not be known
    assert effects_of("May band to a red Hero. If you do, draw 2.")[1] == []


def test_if_they_do_needs_the_opponent_offered_something():
    assert effects_of("You may draw 1. If they do not, draw 2.")[1] == []


def test_opponent_may_is_offered_to_the_opponent():
    effects = effects_of("Opponent may topdeck a good card from hand. If they do not, draw 2.")
    assert effects[0] == [
        {"verb": "offer", "to": "opponent"},
        {
            "verb": "topdeck",
            "target": {
                "one": {
                    "alignment": ["good"],
                    "zone": "hand",
                    "side": "opponent",
                    "chooser": "opponent",
                }
            },
        },
    ]
    assert effects[1] == [
        {"verb": "follows", "ability": "a1", "did": False, "who": "opponent"},
        {"verb": "draw", "amount": 2, "who": "you"},
    ]


def test_opponent_may_instead_or_may_not_is_not_an_offer():
    assert (
        effects_of("Discard a Hero. Opponent may discard an evil card from hand instead.")[1] == []
    )
    assert effects_of("Opponent may not draw 2.") == [[]]


def test_it_points_back_to_the_card_the_sentence_before_chose():
    effects = effects_of("Negate an evil card. If it is an Enhancement, banish it.")
    assert effects[1] == [
        {
            "verb": "refers",
            "ability": "a1",
            "spec": {"type": ["good_enhancement", "evil_enhancement"]},
            "negate": False,
        },
        {"verb": "banish", "target": {"one": {"alignment": ["evil"], "ref": "a1"}}},
    ]


def test_it_after_a_sentence_that_chooses_several_cards_is_not_compiled():
    assert effects_of("Negate all evil cards. If it is an Enhancement, banish it.")[1] == []


def test_a_choice_after_a_condition_is_the_first_step():
    effects = effects_of("If blocking, you may draw 2 or discard a Hero in battle.")
    assert [st["verb"] for st in effects[0]] == ["choose", "require"]
    assert effects[0][1] == {"verb": "require", "when": "blocking"}


# ---------------------------------------------------------------------- running
def trace(catalog, scenario: dict, card: str) -> list[tuple[str, str]]:
    """(kind, text) of the steps of ``card``'s abilities, without the 'begins' lines."""
    result = run_ruling({"game": "redemption", **scenario}, catalog=catalog)
    return [
        (s.kind, s.text)
        for s in result.steps
        if s.card and card in s.card and s.kind not in ("resolve", "action")
    ]


def ephraim(catalog, answer: str) -> list[tuple[str, str]]:
    """Ephraim, the Bountiful, Roots: the opponent may put an evil card of their hand on the
    bottom of their deck; if they do not, its player may reserve an evil card of a deck."""
    scenario = {
        "zones": {
            "A": {"territory": [{"card": "Ephraim, the Bountiful, Roots"}]},
            "B": {"hand": [{"card": "Abiram"}], "deck": [{"card": "Phygellus"}]},
        },
        "actions": [{"player": "A", "attack": "Ephraim, the Bountiful, Roots"}],
        "answers": [{"player": "B", "kind": "may", "answer": answer}],
    }
    return trace(catalog, scenario, "Ephraim")


def test_the_opponent_uses_what_is_offered_and_if_they_do_not_does_nothing(catalog):
    name = "Ephraim, the Bountiful, Roots"
    assert ephraim(catalog, "yes") == [
        ("choice", f"B does what {name} (a1) offers"),
        ("step", f"{name} (a1) declares its targets: Abiram"),
        ("effect", f"{name} (a1) completes: Abiram is put on the bottom of the deck"),
        (
            "step",
            f"{name} (a2) does nothing: it applies only if {name} (a1) was not done, "
            f"and {name} (a1) was done",
        ),
    ]


def test_the_opponent_declines_and_if_they_do_not_applies(catalog):
    name = "Ephraim, the Bountiful, Roots"
    assert ephraim(catalog, "no") == [
        ("choice", f"B declines what {name} (a1) offers"),
        ("choice", f"A uses {name} (a2) (default shown: optional abilities are shown as used)"),
        ("step", f"{name} (a2) declares its targets: Phygellus"),
        ("info", f"{name} (a2) applies: B did not do what {name} (a1) says"),
        ("effect", f"{name} (a2) completes: Phygellus is put into its owner's reserve"),
    ]


def test_using_what_is_offered_with_nothing_to_act_on_is_not_doing_it(catalog):
    scenario = {
        "zones": {
            "A": {"territory": [{"card": "Ephraim, the Bountiful, Roots"}]},
            "B": {"hand": [{"card": "Agabus"}], "deck": [{"card": "Phygellus"}]},
        },
        "actions": [{"player": "A", "attack": "Ephraim, the Bountiful, Roots"}],
    }
    steps = trace(catalog, scenario, "Ephraim")
    assert ("step", "Ephraim, the Bountiful, Roots (a1) has no legal target") in steps
    assert steps[-1] == (
        "effect",
        "Ephraim, the Bountiful, Roots (a2) completes: Phygellus is put into its owner's reserve",
    )


def evil_spirit(catalog, answers: list[dict]) -> list[tuple[str, str]]:
    """Evil Spirit, Roots: its player may underdeck a card from hand; if they do, the
    opponent must underdeck a card from hand."""
    scenario = {
        "zones": {
            "A": {"territory": [{"card": "Evil Spirit, Roots"}], "hand": [{"card": "Abiram"}]},
            "B": {"battle": [{"card": "Agabus"}], "hand": [{"card": "Gaius"}]},
        },
        "actions": [{"player": "A", "block": "Evil Spirit, Roots"}],
        "answers": answers,
    }
    return [s for s in trace(catalog, scenario, "Evil Spirit") if "(a1)" not in s[1]]


def test_if_you_do_applies_when_its_player_did_it(catalog):
    assert evil_spirit(catalog, []) == [
        ("choice", "A uses Evil Spirit, Roots (a2) (default shown: optional abilities are shown as used)"),
        ("step", "Evil Spirit, Roots (a2) declares its targets: Abiram"),
        ("effect", "Evil Spirit, Roots (a2) completes: Abiram is put on the bottom of the deck"),
        ("step", "Evil Spirit, Roots (a3) declares its targets: Gaius"),
        ("info", "Evil Spirit, Roots (a3) applies: A did what Evil Spirit, Roots (a2) says"),
        ("effect", "Evil Spirit, Roots (a3) completes: Gaius is put on the bottom of the deck"),
    ]  # fmt: skip


def test_if_you_do_does_nothing_when_its_player_declined(catalog):
    answers = [{"player": "A", "kind": "may", "answer": "no", "card": "Evil Spirit, Roots (a2)"}]
    assert evil_spirit(catalog, answers) == [
        ("choice", "A declines Evil Spirit, Roots (a2)"),
        (
            "step",
            "Evil Spirit, Roots (a3) does nothing: it applies only if Evil Spirit, Roots (a2) "
            "was done, and Evil Spirit, Roots (a2) was declined",
        ),
    ]


def ishbibenob(catalog, target: str) -> list[tuple[str, str]]:
    """Ishbibenob's Sword, RR2 (its first sentence negates one good card, its second puts that
    card in the discard pile when it is an enhancement). Two good cards of B's are in battle:
    a hero and the enhancement it uses."""
    scenario = {
        "zones": {
            "A": {"battle": [{"card": "Greek Philosophers"}]},
            "B": {"battle": [{"card": "Agabus"}, {"card": "Golden Lamp Stand"}]},
        },
        "actions": [{"player": "A", "play": "Ishbibenob’s Sword, RR2", "on": "Greek Philosophers"}],
        "answers": [{"player": "A", "kind": "target", "answer": target}],
    }
    return [s for s in trace(catalog, scenario, "Ishbibenob") if s[0] != "choice"]


def test_it_is_the_card_chosen_not_the_other_candidate(catalog):
    name = "Ishbibenob’s Sword, RR2"
    assert ishbibenob(catalog, "Golden Lamp Stand") == [
        ("step", f"{name} (a1) declares its targets: Golden Lamp Stand"),
        ("effect", f"{name} (a1) completes: Golden Lamp Stand is negated"),
        ("step", f"{name} (a2) declares its targets: Golden Lamp Stand"),
        ("info", f'"it" in {name} (a2) is Golden Lamp Stand, the card {name} (a1) chose'),
        ("effect", f"{name} (a2) completes: Golden Lamp Stand is discarded"),
    ]


def test_if_it_is_not_what_the_sentence_asks_nothing_happens(catalog):
    name = "Ishbibenob’s Sword, RR2"
    assert ishbibenob(catalog, "Agabus")[2:] == [
        (
            "step",
            f'{name} (a2) does nothing: "it" is Agabus, chosen by {name} (a1), and it is not '
            "a good enhancement or evil enhancement",
        ),
    ]


def hired_sword(catalog, answers: list[dict]) -> list[tuple[str, str]]:
    """Hired Sword, LoC: negate an opponent's card; the opponent may discard the negated
    card; if they do not, its player may draw 1. B has two cards in battle."""
    scenario = {
        "zones": {
            "A": {"battle": [{"card": "Greek Philosophers"}], "deck": [{"card": "Abiram"}]},
            "B": {"battle": [{"card": "Agabus"}, {"card": "Gaius"}]},
        },
        "actions": [{"player": "A", "play": "Hired Sword, LoC", "on": "Greek Philosophers"}],
        "answers": [{"player": "A", "kind": "target", "answer": "Gaius"}, *answers],
    }
    steps = trace(catalog, scenario, "Hired Sword")
    return [s for s in steps if s[0] in ("effect", "info") or "does nothing" in s[1]]


def test_the_opponent_discards_the_negated_card_not_their_other_one(catalog):
    assert hired_sword(catalog, []) == [
        ("effect", "Hired Sword, LoC (a1) completes: Gaius is negated"),
        ("info", '"it" in Hired Sword, LoC (a2) is Gaius, the card Hired Sword, LoC (a1) chose'),
        ("effect", "Hired Sword, LoC (a2) completes: Gaius is discarded"),
        ("info", "Hired Sword, LoC (a3) applies: B did what Hired Sword, LoC (a2) says"),
        (
            "effect",
            "Hired Sword, LoC (a3) completes: the rest of this ability waits until the battle "
            "is over",
        ),
        (
            "step",
            "Hired Sword, LoC (a4) does nothing: it applies only if Hired Sword, LoC (a2) was "
            "not done, and Hired Sword, LoC (a2) was done",
        ),
    ]


def test_the_opponent_keeps_the_negated_card_and_its_player_draws(catalog):
    declined = [{"player": "B", "kind": "may", "answer": "no"}]
    assert hired_sword(catalog, declined) == [
        ("effect", "Hired Sword, LoC (a1) completes: Gaius is negated"),
        (
            "step",
            "Hired Sword, LoC (a3) does nothing: it applies only if Hired Sword, LoC (a2) was "
            "done, and Hired Sword, LoC (a2) was declined",
        ),
        ("info", "Hired Sword, LoC (a4) applies: B did not do what Hired Sword, LoC (a2) says"),
        ("effect", "Hired Sword, LoC (a4) completes: A draws 1 card(s)"),
    ]


def test_a_choice_after_a_condition_not_met_does_nothing(catalog):
    scenario = {
        "zones": {
            "A": {"territory": [{"card": "Isaac, CoW"}]},
            "B": {"battle": [{"card": "Abiram"}]},
        },
        "actions": [{"player": "A", "attack": "Isaac, CoW"}],
    }
    steps = [s for s in trace(catalog, scenario, "Isaac, CoW") if "(a1)" in s[1]]
    assert steps == [
        ("step", "Isaac, CoW (a1) does nothing: there is no angel hero or evil character in play")
    ]


def test_a_choice_after_a_condition_met_asks_which_option(catalog):
    scenario = {
        "zones": {
            "A": {"territory": [{"card": "Isaac, CoW"}, {"card": "The Strong Angel (Roots)"}]},
            "B": {"battle": [{"card": "Abiram"}]},
        },
        "actions": [{"player": "A", "attack": "Isaac, CoW"}],
        "answers": [{"player": "A", "kind": "choose", "answer": "protect"}],
    }
    steps = [s for s in trace(catalog, scenario, "Isaac, CoW") if "(a1)" in s[1]]
    assert steps[-1] == (
        "effect",
        "Isaac, CoW (a1) completes: Isaac, CoW is protected from capture abilities and discard "
        "abilities",
    )


def test_search_for_a_card_and_put_it_in_play_is_playing_it_from_that_pile():
    effects = effects_of("You may search deck or discard pile for a good Fortress and play it.")
    assert effects[0] == [
        {
            "verb": "play",
            "find": {"type": ["fortress"], "alignment": ["good"]},
            "zones": ["deck", "discard"],
        }
    ]


def test_search_and_put_it_in_play_to_do_more_is_a_cost():
    # playing is a cost of what follows "to": the play verb marks it unpaid when it finds
    # nothing (verbs._after_cost), and the draw then does not happen
    assert effects_of("Search deck for a good Fortress and put it in play to draw 2.") == [
        [
            {"verb": "play", "find": {"type": ["fortress"], "alignment": ["good"]},
             "zones": ["deck"], "cost": True},
            {"verb": "draw", "amount": 2, "who": "you"},
        ]
    ]  # fmt: skip


def test_search_and_put_it_in_play_to_do_more_is_not_compiled():
    # playing would be a cost of what follows "to", which the play verb does not check
    from cards_db.parsers.redemption_followups import compile_followup
    from cards_db.parsers.redemption_phrases import compile_sentence

    text = "Search deck for a good Fortress and put it in play to draw 2."
    assert compile_followup(text, [], lambda s: compile_sentence(s, "hero")) is None


def test_search_and_put_it_in_territory_only_for_a_card_that_sits_there():
    assert effects_of("Search deck for a Hero and put him in your territory.")[0][0]["verb"] == (
        "play"
    )
    assert effects_of("Search deck for an Artifact and put it in territory.") == [[]]


def test_a_selected_player_is_chosen_with_the_option(catalog):
    effects = effects_of("You may discard a Hero in battle or a selected player must draw 2.")
    options = effects[0][0]["options"]
    assert [o["text"] for o in options] == [
        "discard a Hero in battle",
        "the player selected is you: draw 2",
        "the player selected is the opponent: draw 2",
    ]
    assert [o["steps"][0].get("who") for o in options[1:]] == ["you", "opponent"]
    scenario = {
        "zones": {
            "A": {"territory": [{"card": "Antigonus the One-Eyed"}]},
            "B": {"battle": [{"card": "Agabus"}], "deck": [{"card": "Gaius"}]},
        },
        "actions": [{"player": "A", "block": "Antigonus the One-Eyed"}],
        "answers": [{"player": "A", "kind": "choose", "answer": "the player selected is the opp"}],
    }
    steps = [s for s in trace(catalog, scenario, "Antigonus the One-Eyed") if "(a1)" in s[1]]
    assert steps[-2:] == [
        (
            "choice",
            "A chooses for Antigonus the One-Eyed (a1): the player selected is the opponent: "
            "draw 1",
        ),
        ("effect", "Antigonus the One-Eyed (a1) completes: B draws 1 card(s)"),
    ]
