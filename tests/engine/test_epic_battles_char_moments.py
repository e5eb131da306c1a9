"""Character text at the moments added for "when one of your X hits", "when you flip an
event" and "when your last attack in a combo hits": it is used only when the moment fits; and
a damage change counted per energy-pile card that counts none; events flipped when an attack
they name is played."""

from __future__ import annotations

import pytest
from real_export import pool_catalog

from engine.api import run_ruling
from engine.rulesets import get_ruleset

FILLER = "Nose Breaker"  # a high punch with no text


@pytest.fixture(scope="module")
def catalog(tmp_path_factory: pytest.TempPathFactory):
    yield from pool_catalog(tmp_path_factory, "epic_battles")


def reach(catalog, card: str, ability: str) -> dict:
    definition = catalog.get("epic_battles", card)
    ab = next(a for a in definition.abilities if a.id == ability)
    return get_ruleset("epic_battles").reach_scenario(definition, ab)


def steps_of(catalog, scenario: dict, card: str, ability: str) -> list[tuple[str, str]]:
    result = run_ruling(scenario, catalog=catalog)
    return [(s.kind, s.text) for s in result.steps if s.card == card and s.ability == ability]


def test_a_hit_of_another_kind_does_not_use_the_text(catalog):
    scenario = {
        "game": "epic_battles",
        "zones": {
            "A": {"character": ["Scorpion"], "deck": [FILLER] * 3, "hand": ["Sparring"]},
            "B": {"deck": [FILLER] * 6, "events": ["Lust for Power"]},
        },
        "actions": [{"player": "A", "play": "Sparring"}],
    }
    assert steps_of(catalog, scenario, "Scorpion", "a1") == []


def test_a_projectile_hit_discards_a_card_of_the_rivals_arena(catalog):
    steps = steps_of(catalog, reach(catalog, "Scorpion", "a1"), "Scorpion", "a1")
    assert steps[0] == (
        "resolve",
        "Scorpion: A's projectile Guile's Sonic Boom #3 hit, so its text is used once",
    )


def test_a_blocked_projectile_does_not_use_the_text(catalog):
    scenario = reach(catalog, "Scorpion", "a1")
    block = "Slide Aside"  # a high block with no text; the plain projectile is high
    scenario["zones"]["B"]["hand"] = [block]
    scenario["answers"] = [{"answer": block, "player": "B"}]
    assert steps_of(catalog, scenario, "Scorpion", "a1") == []


def test_last_attack_of_a_combo_hits_the_search_finds_the_card_asked_for(catalog):
    scenario = reach(catalog, "Dhalsim", "a1")
    scenario["answers"] = [{"answer": "Drill Claw", "player": "A"}]
    steps = steps_of(catalog, scenario, "Dhalsim", "a1")
    assert [s for s in steps if s[0] == "effect"] == [
        ("effect", "A puts Drill Claw from their discard pile into their energy pile")
    ]


def test_last_attack_of_a_combo_blocked_does_not_use_the_text(catalog):
    scenario = reach(catalog, "Dhalsim", "a1")
    block = "Weight Shift"  # a low block for the last plain low attack
    scenario["zones"]["B"]["hand"] = [block]
    scenario["zones"]["B"]["energy"] = [FILLER] * 3
    # B lets the first two plain attacks through and blocks the last one
    scenario["answers"] = [
        {"answer": "no block", "player": "B"},
        {"answer": "no block", "player": "B"},
        {"answer": block, "player": "B"},
    ]
    assert steps_of(catalog, scenario, "Dhalsim", "a1") == []


def test_each_flipped_event_uses_the_text_once(catalog):
    steps = steps_of(catalog, reach(catalog, "Wang Jinrei", "a2"), "Wang Jinrei", "a2")
    assert steps[0] == ("resolve", "Wang Jinrei: A flipped Insanity, so its text is used once")
    assert len([s for s in steps if s[0] == "resolve"]) == 1


def test_a_change_per_energy_card_with_none_counted_changes_nothing(catalog):
    scenario = reach(catalog, "Muay Thai Leap", "a1")
    scenario["zones"]["A"]["energy"] = [FILLER] * 6  # punches only: no throw to count
    steps = steps_of(catalog, scenario, "Muay Thai Leap", "a1")
    assert steps[-1] == (
        "info",
        "Muay Thai Leap: -1 for each of 0 throw(s) in A's energy pile, so the change is 0 and nothing happens",
    )


def test_an_event_for_attacks_costing_one_or_more_stays_set_for_a_free_attack(catalog):
    scenario = reach(catalog, "Inhuman Strength", "a1")
    scenario["zones"]["A"]["hand"] = ["Sparring"]  # costs 0
    scenario["actions"] = [{"player": "A", "play": "Sparring"}]
    result = run_ruling(scenario, catalog=catalog)
    assert not [s for s in result.steps if s.card == "Inhuman Strength" and s.kind != "effect"]
    assert [s.text for s in result.steps if s.card == "Inhuman Strength"] == [
        "A's deck holds 1 of the 1 copy of Inhuman Strength it allows: the deck is legal"
    ]


def test_an_event_for_weapons_flips_when_a_weapon_is_played(catalog):
    result = run_ruling(reach(catalog, "Sisterly Hate", "a1"), catalog=catalog)
    flips = [s.text for s in result.steps if s.kind == "action" and "flips" in s.text]
    assert flips == [
        "A flips Sisterly Hate for the attack just played (the kind or cost the event names)"
    ]
