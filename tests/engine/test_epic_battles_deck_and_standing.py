"""Deck-construction text, standing text, finishing elsewhere and skipped actions, on real cards.

Each test plays a real card of the export and checks what changed in the game (damage, cost,
where a card ended, whose action was skipped), not only that a step was logged.
"""

from __future__ import annotations

import pytest
from real_export import pool_catalog

from engine.api import run_ruling
from engine.core.errors import ScenarioError

FILLER = "Nose Breaker"  # a high punch with no text, damage 2, cost 0


@pytest.fixture(scope="module")
def catalog(tmp_path_factory: pytest.TempPathFactory):
    yield from pool_catalog(tmp_path_factory, "epic_battles")


def run(catalog, a: dict, b: dict, actions: list[dict]):
    zones = {
        "A": {"deck": [FILLER] * 4, "energy": [FILLER] * 6, **a},
        "B": {"deck": [FILLER] * 8, "energy": [FILLER] * 6, **b},
    }
    return run_ruling({"game": "epic_battles", "zones": zones, "actions": actions}, catalog=catalog)


def texts(result, start: str) -> list[str]:
    return [s.text for s in result.steps if s.text.startswith(start)]


def test_a_deck_over_the_copy_limit_is_refused_with_the_count(catalog):
    # Good Read may be in a deck once.
    with pytest.raises(ScenarioError) as err:
        run(
            catalog,
            {"deck": ["Good Read", "Good Read", FILLER], "hand": [FILLER]},
            {},
            [{"player": "A", "play": FILLER}],
        )
    assert "A's deck holds 2 copies of Good Read, which allows 1 per deck" in str(err.value)
    assert "Outside Effects 3" in str(err.value)


def test_a_franchise_card_with_another_franchise_character_is_refused(catalog):
    # Amazing Defense is for Street Fighter characters; Scorpion is from Mortal Kombat.
    with pytest.raises(ScenarioError) as err:
        run(
            catalog,
            {"character": ["Scorpion"], "deck": ["Amazing Defense"], "hand": [FILLER]},
            {},
            [{"player": "A", "play": FILLER}],
        )
    assert "Scorpion is not a Street Fighter character" in str(err.value)


def test_character_text_raises_the_damage_dealt(catalog):
    # Guile: his player's projectiles deal 1 more damage.
    r = run(
        catalog,
        {"character": ["Guile"], "hand": ["Guile's Sonic Boom"]},
        {},
        [{"player": "A", "play": "Guile's Sonic Boom"}],
    )
    step8 = texts(r, "Step 8")[-1]
    assert "+1 from Guile (character)" in step8
    applied = next(s for s in r.steps if s.text.startswith("Guile's text"))
    assert applied.kind == "effect" and applied.ability == "a2"


def test_character_text_makes_the_rival_pay_more(catalog):
    # Ganryu: the rival's throws cost 1 more; Death Valley Bomb prints cost 0.
    r = run(
        catalog,
        {"character": ["Ganryu"]},
        {"hand": ["Death Valley Bomb"]},
        [{"player": "B", "play": "Death Valley Bomb"}],
    )
    step1 = texts(r, "Step 1 (")[-1]
    assert "cost 1 (0 printed, +1 from Ganryu (character))" in step1


def test_energy_pile_text_lowers_the_rivals_damage(catalog):
    # Bryan Fury's Mach Breaker in A's energy pile: B's attacks deal 1 less.
    r = run(
        catalog,
        {"energy": ["Bryan Fury's Mach Breaker", *[FILLER] * 5]},
        {"hand": [FILLER]},
        [{"player": "B", "play": FILLER}],
    )
    step8 = texts(r, "Step 8")[-1]
    assert step8.endswith(
        "A takes 1 damage (2 printed, -1 from Bryan Fury's Mach Breaker (energy pile))"
    )


def test_text_it_cannot_apply_is_listed_before_the_first_action(catalog):
    # Kabal's first text (looking at the rival's face-down cards) is not run by the engine:
    # it is listed as "resolve as printed" before the first action, never dropped.
    r = run(
        catalog,
        {"character": ["Kabal"], "hand": [FILLER]},
        {},
        [{"player": "A", "play": FILLER}],
    )
    shown = [s for s in r.steps if s.kind == "not_modelled" and s.ability == "a1"]
    assert [s.card for s in shown] == ["Kabal"]
    assert r.steps.index(shown[0]) < next(
        i for i, s in enumerate(r.steps) if s.text.startswith("Step 1 (")
    )


def test_remove_this_card_sends_the_attack_to_the_removed_pile(catalog):
    r = run(
        catalog,
        {"hand": ["Elena's Brave Dance"]},
        {},
        [{"player": "A", "play": "Elena's Brave Dance"}],
    )
    assert "Elena's Brave Dance goes to its owner's removed pile instead" in [
        s.text for s in r.steps
    ]
    assert not [s for s in r.steps if s.text.startswith("Elena's Brave Dance goes into")]


def test_discarded_if_blocked_only_when_blocked(catalog):
    # Darrius' Chest Cruncher is discarded when blocked rather than finishing as energy;
    # unblocked it goes to the energy pile as usual.
    r = run(
        catalog,
        {"hand": ["Darrius' Chest Cruncher"]},
        {},
        [{"player": "A", "play": "Darrius' Chest Cruncher"}],
    )
    assert any(
        s.text.startswith("Darrius' Chest Cruncher goes into A's energy pile") for s in r.steps
    )


def test_a_skipped_action_is_a_pass(catalog):
    # Zangief's Final Atomic Buster hits: B must pass in his next action this step.
    r = run(
        catalog,
        {"hand": ["Zangief's Final Atomic Buster"]},
        {"hand": [FILLER]},
        [
            {"player": "A", "play": "Zangief's Final Atomic Buster"},
            {"player": "B", "play": FILLER},
        ],
    )
    skipped = [s for s in r.steps if s.text.startswith("B's action is skipped")]
    assert len(skipped) == 1
    assert not [s for s in r.steps if s.text.startswith("B plays") or "B plays" in s.text]


def test_a_character_trigger_on_playing_a_kind(catalog):
    # Heihachi Mishima: when his player plays an electric, the rival mills the top card.
    r = run(
        catalog,
        {"character": ["Heihachi Mishima"], "hand": ["Blanka's Electric Thunder"]},
        {},
        [{"player": "A", "play": "Blanka's Electric Thunder"}],
    )
    mine = [s for s in r.steps if s.card == "Heihachi Mishima" and s.ability == "a3"]
    assert [s.kind for s in mine] == ["resolve", "effect"]
    assert mine[1].text == "B discards the top 1 card(s) of their deck: Nose Breaker #11"
    assert mine[0].rules == ["Triggered 1"]


def test_no_trigger_for_another_kind(catalog):
    r = run(
        catalog,
        {"character": ["Heihachi Mishima"], "hand": [FILLER]},
        {},
        [{"player": "A", "play": FILLER}],
    )
    assert not [s for s in r.steps if s.card == "Heihachi Mishima" and s.ability == "a3"]


def test_a_character_trigger_when_a_long_combo_ends(catalog):
    # Gill: after an action of 3 or more attacks, his player draws a card (Sparring links to punches).
    r = run(
        catalog,
        {"character": ["Gill"], "hand": ["Sparring"] * 3},
        {},
        [
            {"player": "A", "play": "Sparring"},
            {"player": "A", "link": "Sparring"},
            {"player": "A", "link": "Sparring"},
        ],
    )
    drawn = [
        s.text for s in r.steps if s.card == "Gill" and s.ability == "a2" and s.kind == "effect"
    ]
    assert drawn == ["A draws Nose Breaker (Gill)"]
