"""Facts no card data records (human, gender, meek): stated by the scenario, asked by card
texts, and never guessed when not stated (engine/games/redemption/facts.py)."""

from __future__ import annotations

import pytest
from real_export import pool_catalog
from red_printed import printed_sentence

from cards_db.parsers.redemption_phrases import target_phrase
from engine.api import run_ruling
from engine.games.redemption.facts import fact_of
from engine.rulesets import get_ruleset
from engine.scenario import ScenarioError, parse_text


@pytest.fixture(scope="module")
def catalog(tmp_path_factory: pytest.TempPathFactory):
    yield from pool_catalog(tmp_path_factory, "redemption")


def placed(text: str) -> list[tuple[str, dict, bool]]:
    scenario = parse_text(text)
    return [
        (p.card, p.flags, p.exhausted)
        for zones in scenario.zones.values()
        for cards in zones.values()
        for p in cards
    ]


def lines(result, card: str, ability: str) -> list[tuple[str, str, list[str]]]:
    """(kind, text, rules) of the steps one ability of ``card`` logged (not its 'begins')."""
    return [
        (s.kind, s.text, list(s.rules))
        for s in result.steps
        if s.ability == ability and s.card == card and s.kind != "resolve"
    ]


# ------------------------------------------------------------------ scenario
def test_a_placement_states_facts_in_lower_case_words():
    assert placed(
        "game: redemption; A: Goliath (human, male) + Ruth (meek) + Angry Mob (genderless) "
        "in territory; A attacks with Goliath"
    ) == [
        ("Goliath", {"human": True, "gender": "male"}, False),
        ("Ruth", {"meek": True}, False),
        ("Angry Mob", {"gender": "genderless"}, False),
    ]
    assert placed(
        "game: redemption; A: Orpah (non-human, not meek, exhausted) in territory; "
        "A attacks with Orpah"
    ) == [("Orpah", {"human": False, "meek": False}, True)]


def test_a_capitalised_word_or_a_name_in_brackets_stays_part_of_the_name():
    assert placed(
        "game: redemption; A: Christian Soldier (Male) + Abed-nego (Azariah) in territory; "
        "A attacks with Abed-nego (Azariah)"
    ) == [("Christian Soldier (Male)", {}, False), ("Abed-nego (Azariah)", {}, False)]


@pytest.mark.parametrize(
    ("state", "message"),
    [
        ("male, female", "'Goliath' cannot be both 'male' and 'female': state one"),
        ("human, not human", "'Goliath' cannot be both 'human' and 'not human': state one"),
        ("meek, not meek", "'Goliath' cannot be both 'meek' and 'not meek': state one"),
    ],
)
def test_contradicting_facts_are_refused_naming_both(state, message):
    with pytest.raises(ScenarioError) as err:
        parse_text(f"game: redemption; A: Goliath ({state}) in territory; A attacks with Goliath")
    assert str(err.value) == f"statement 2 ('A: Goliath ({state}) in territory'): {message}"


def test_a_yaml_placement_states_facts_as_flags():
    scenario = parse_text(
        "game: redemption\nzones:\n  A:\n    territory:\n"
        "      - {card: Goliath, flags: {human: true, gender: male}}\n"
        "actions:\n  - A attacks with Goliath\n"
    )
    assert scenario.zones["A"]["territory"][0].flags == {"human": True, "gender": "male"}


# ------------------------------------------------------------------ parser
def test_descriptions_read_the_fact_words():
    assert target_phrase("an evil male human") == {
        "one": {"type": ["evil_character"], "facts": {"gender": "male", "human": True}}
    }
    assert target_phrase("your meek Lost Souls") == {
        "all": {"side": "self", "type": ["lost_soul"], "facts": {"meek": True}}
    }
    assert target_phrase("a non-human") == {
        "one": {"type": ["hero", "evil_character"], "facts": {"human": False}}
    }
    assert target_phrase("a male female Hero") is None  # two genders: no card is both


def test_an_ongoing_ability_needing_a_fact_is_left_as_printed(catalog):
    # an ongoing ability is checked all the time, not as it activates: not compiled
    definition = catalog.get("redemption", "Altar of Ahaz, RR2")
    protect = next(a for a in definition.abilities if a.id == "a2")
    assert protect.modelled == "timing_only" and not protect.effect
    assert "stated fact" in protect.extra["reason"]


# ------------------------------------------------------------------ rulings
INFECTIOUS = (
    "game: redemption; A: Er in battle; B: Demetrius{} in battle; A plays Infectious Disease on Er"
)


def test_a_target_whose_fact_is_stated_is_judged_by_it(catalog):
    result = run_ruling(INFECTIOUS.format(" (human)"), catalog=catalog)
    assert lines(result, "Infectious Disease", "a1") == [
        ("step", "Infectious Disease (a1) declares its targets: Demetrius", ["Special Ability"]),
        (
            "effect",
            "Infectious Disease (a1) completes: Demetrius is set aside",
            ["Special Ability", "Set Aside"],
        ),
    ]
    result = run_ruling(INFECTIOUS.format(" (non-human)"), catalog=catalog)
    assert lines(result, "Infectious Disease", "a1") == [
        ("step", "Infectious Disease (a1) has no legal target", ["Target", "Special Ability"]),
        (
            "info",
            "Infectious Disease (a1) completes: nothing happens",
            ["Special Ability", "Set Aside"],
        ),
    ]


def test_a_target_whose_fact_is_not_stated_is_never_guessed(catalog):
    result = run_ruling(INFECTIOUS.format(""), catalog=catalog)
    why = (
        "whether Demetrius is human is not recorded in the card data: "
        "state it, e.g. 'Demetrius (human)'"
    )
    assert lines(result, "Infectious Disease", "a1") == [
        ("info", f"Infectious Disease (a1) depends on a fact: {why}", ["Gender", "TJ-4"]),
        (
            "not_modelled",
            "Infectious Disease: not modelled — resolve as printed: "
            f"“{printed_sentence('Infectious Disease', 'Set an')}”",
            ["Gender", "TJ-4", "TJ-3"],
        ),
    ]
    assert {"card": "Infectious Disease", "ability": "a1", "reason": why} in result.unmodelled
    assert "Demetrius is set aside" not in str([s.text for s in result.steps])


HUNGER = (
    "game: redemption; A: Abiram in battle, Lost Soul Ecclesiastes 10:15{} in land of bondage; "
    "B: Demetrius in battle; A plays Hunger, Roots on Abiram"
)


def test_a_condition_on_a_stated_state_holds_or_fails_by_it(catalog):
    result = run_ruling(HUNGER.format(" (meek)"), catalog=catalog)
    assert [t for k, t, _ in lines(result, "Hunger, Roots", "a2") if k == "effect"] == [
        "Hunger, Roots (a2) completes: A draws 2 card(s) (their deck is not listed in the "
        "scenario, so which is not known)"
    ]
    result = run_ruling(HUNGER.format(" (not meek)"), catalog=catalog)
    assert lines(result, "Hunger, Roots", "a2") == [
        (
            "step",
            "Hunger, Roots (a2) does nothing: A controls no meek lost soul",
            ["Special Ability"],
        )
    ]
    result = run_ruling(HUNGER.format(""), catalog=catalog)
    assert [(k, r) for k, _, r in lines(result, "Hunger, Roots", "a2")] == [
        ("info", ["Meek", "TJ-4"]),
        ("not_modelled", ["Meek", "TJ-4", "TJ-3"]),
    ]
    assert "whether Lost Soul Ecclesiastes 10:15 is meek is not recorded" in " ".join(
        s.text for s in result.steps
    )


WAR = (
    "game: redemption; A: Angel at Bethesda in battle; B: Abaddon the Destroyer, L{} in battle; "
    "A plays War in Heaven, RoJ AB on Angel at Bethesda"
)


def test_an_exclusion_by_a_fact_spares_only_a_card_stated_to_have_it(catalog):
    card = "War in Heaven, RoJ AB"
    kept = run_ruling(WAR.format(" (human)"), catalog=catalog)
    assert [t for _, t, _ in lines(kept, card, "a1")] == [
        "War in Heaven, RoJ AB (a1) has no legal target",
        "War in Heaven, RoJ AB (a1) completes: nothing happens",
    ]
    hit = run_ruling(WAR.format(" (non-human)"), catalog=catalog)
    assert [t for k, t, _ in lines(hit, card, "a1") if k == "effect"] == [
        "War in Heaven, RoJ AB (a1) completes: Abaddon the Destroyer, L is negated; "
        "Abaddon the Destroyer, L is discarded"
    ]
    unknown = run_ruling(WAR.format(""), catalog=catalog)
    assert [k for k, _, _ in lines(unknown, card, "a1")] == ["info", "not_modelled"]


def test_the_export_records_a_few_facts_in_its_identifier_column(catalog):
    state = get_ruleset("redemption").new_state(["A", "B"], "A")
    bear = state.create(catalog.get("redemption", "Bear (CoW)"), "B", ("B", "battle"))
    assert fact_of(bear, "gender") == "genderless"  # its Identifier column says Genderless
    assert fact_of(bear, "human") is None  # an animal, but no rules source says: not guessed
    bear.flags["human"] = False
    assert fact_of(bear, "human") is False


def test_a_reach_scenario_states_the_fact_it_needs(catalog):
    definition = catalog.get("redemption", "Devouring Lion")
    ability = next(a for a in definition.abilities if a.id == "a1")
    scenario = get_ruleset("redemption").reach_scenario(definition, ability)
    flags = {
        p["card"]: p["flags"] for zs in scenario["zones"].values() for ps in zs.values() for p in ps
    }
    assert flags == {"Devouring Lion": {"human": False}, "Agabus": {"human": True}}
