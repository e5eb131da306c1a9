""" "Repeat N times" / "repeat up to N times": how the sentence compiles, and what it does on a
real card (repeated, stopped sooner, and its condition not met)."""

from __future__ import annotations

import pytest
from real_export import pool_catalog

from cards_db.parsers import parse_card
from cards_db.records import ImportedCard
from engine.api import run_ruling


@pytest.fixture(scope="module")
def catalog(tmp_path_factory: pytest.TempPathFactory):
    yield from pool_catalog(tmp_path_factory, "redemption")


def effects_of(text: str, card_type: str = "good_enhancement") -> list[list[dict]]:
    """The compiled steps of each ability of a card printed with ``text`` (our own words)."""
    card = ImportedCard("redemption", "Test Card", card_type, printed_text=text)
    return [list(ab.effect) for ab in parse_card(card)]


# ---------------------------------------------------------------------- compiling
def test_repeat_up_to_names_the_ability_before_with_its_condition():
    effects = effects_of("Discard an evil card. If used by a warrior, repeat up to 2 times.")
    assert effects[1] == [
        {
            "verb": "require",
            "when": "used_by",
            "spec": {"type": ["hero", "evil_character"], "traits": ["warrior"]},
        },
        {"verb": "repeat", "ability": "a1", "times": 2, "up_to": True},
    ]


def test_repeat_without_up_to_is_not_the_players_to_stop():
    assert effects_of("Discard an evil card. Repeat 1 time.")[1] == [
        {"verb": "repeat", "ability": "a1", "times": 1}
    ]


def test_repeat_after_a_sentence_not_compiled_is_not_compiled():
    assert effects_of("Frobnicate an evil card. Repeat 1 time.") == [[], []]


def test_repeat_after_banding_is_not_compiled():
    assert effects_of("May band to a red Hero. Repeat 1 time.", "hero")[1] == []


def test_repeat_with_an_unread_condition_is_not_compiled():
    assert effects_of("Discard an evil card. If the moon is full, repeat 1 time.")[1] == []


# ---------------------------------------------------------------------- running
def prayer(catalog, hero: str, answers: list[dict]) -> list[tuple[str, str]]:
    """Prayer over Power: negate an evil card and you may draw 1; used by a Daniel Hero, up
    to 2 more times."""
    scenario = {
        "game": "redemption",
        "zones": {
            "A": {"battle": [{"card": hero}], "deck": [{"card": "Gaius"}, {"card": "Gaius"}]},
            "B": {"battle": [{"card": "Abiram"}, {"card": "Phygellus"}]},
        },
        "actions": [{"player": "A", "play": "Prayer over Power", "on": hero}],
        "answers": [  # the first activation negates Phygellus, each repetition its default
            {"player": "A", "kind": "target", "answer": "Phygellus", "card": "Prayer over Power"},
            *answers,
        ],
    }
    result = run_ruling(scenario, catalog=catalog)
    return [
        (s.kind, s.text)
        for s in result.steps
        if s.card
        and "Prayer over Power" in s.card
        and s.kind in ("effect", "step", "choice")
        and "declares its targets" not in s.text
        and "targets" not in s.text
    ]


def test_used_by_a_daniel_hero_it_repeats_until_the_player_stops(catalog):
    stop = [{"player": "A", "kind": "may", "answer": "no"}]
    steps = prayer(catalog, "Daniel, Pr", [{"player": "A", "kind": "may", "answer": "yes"}, *stop])
    both = "A chooses for Prayer over Power (a1): Negate an evil card and you draw 1"
    assert steps == [
        ("choice", f"{both} (default shown: the first option printed)"),
        ("effect", "Prayer over Power (a1) completes: Phygellus is negated; A draws 1 card(s)"),
        ("effect", "Prayer over Power (a2) completes: Prayer over Power (a1) is done again up to 2 times"),
        ("choice", "A repeats Prayer over Power (a1) (repetition 1)"),
        ("step", "Prayer over Power (a2) repeats Prayer over Power (a1): repetition 1 of up to 2"),
        ("choice", f"{both} (default shown: the first option printed)"),
        ("effect", "Prayer over Power (a1) completes: Abiram is negated; A draws 1 card(s)"),
        ("choice", "A stops repeating Prayer over Power (a1)"),
    ]  # fmt: skip


def test_not_used_by_a_daniel_hero_it_does_not_repeat(catalog):
    steps = prayer(catalog, "Agabus", [])
    assert steps[1:] == [
        ("effect", "Prayer over Power (a1) completes: Phygellus is negated; A draws 1 card(s)"),
        ("step", "Prayer over Power (a2) does nothing: Prayer over Power is not used by a Daniel hero"),
    ]  # fmt: skip
