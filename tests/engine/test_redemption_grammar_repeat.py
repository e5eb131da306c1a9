""" "Repeat N times" / "repeat up to N times": how the sentence compiles, and what it does on a
real card (repeated, stopped sooner, and its condition not met)."""

from __future__ import annotations

import pytest
from real_export import pool_catalog
from red_compile import effects_of as compiled_steps

from engine.api import run_ruling


def effects_of(text: str) -> list[list[dict]]:
    """Each ability's steps on a good enhancement printed with ``text`` (our own words)."""
    return compiled_steps(text, "good_enhancement")


@pytest.fixture(scope="module")
def catalog(tmp_path_factory: pytest.TempPathFactory):
    yield from pool_catalog(tmp_path_factory, "redemption")


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
    assert compiled_steps("May band to a red Hero. Repeat 1 time.", "hero")[1] == []


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


def test_a_cost_before_repeat_is_paid_first():
    effects = effects_of("You may draw 1. Reveal a good Dominant in your hand to repeat 1 time.")
    dominant = {"zone": "hand", "side": "self", "type": ["dominant"], "alignment": ["good"]}
    assert effects[1] == [
        {"verb": "reveal_card", "target": {"one": dominant}, "cost": True},
        {"verb": "repeat", "ability": "a1", "times": 1},
    ]


def lions(catalog, hand: list[str]) -> list[tuple[str, str]]:
    """Rescued from Lions (a3): paying by showing a good dominant, the sentence before (a
    Daniel hero taken from deck) happens once more."""
    scenario = {
        "game": "redemption",
        "zones": {
            "A": {
                "battle": [{"card": "Agabus"}],
                "deck": [{"card": "Daniel, Pr"}, {"card": "Daniel, Pr"}],
                "hand": [{"card": c} for c in hand],
            },
            "B": {"battle": [{"card": "Abiram"}]},
        },
        "actions": [{"player": "A", "play": "Rescued from Lions", "on": "Agabus"}],
    }
    result = run_ruling(scenario, catalog=catalog)
    return [
        (s.ability or "", s.text)
        for s in result.steps
        if s.card == "Rescued from Lions" and s.kind in ("effect", "step") and s.ability != "a1"
    ]


def test_the_cost_paid_the_sentence_before_happens_again(catalog):
    assert lions(catalog, ["A New Beginning, FoM"]) == [
        ("a2", "Rescued from Lions (a2) completes: A searches their deck and takes Daniel, Pr into hand"),
        ("a3", "Rescued from Lions (a3) declares its targets: A New Beginning, FoM"),
        ("a3", "Rescued from Lions (a3) completes: A reveals A New Beginning, FoM from hand; Rescued from Lions (a2) is done again 1 time"),
        ("a3", "Rescued from Lions (a3) repeats Rescued from Lions (a2): repetition 1 of 1"),
        ("a2", "Rescued from Lions (a2) completes: A searches their deck and takes Daniel, Pr #2 into hand"),
    ]  # fmt: skip


def test_without_a_dominant_to_show_nothing_is_repeated(catalog):
    assert lions(catalog, [])[1:] == [
        ("a3", "Rescued from Lions (a3) has no legal target"),
        ("a3", "Rescued from Lions (a3): its cost cannot be paid (nothing to act on), so nothing else happens"),
    ]  # fmt: skip
