"""Moments of an Epic Battles turn outside the attack's own text (turns.py, step_moments.py,
flips.py, standing.py): the four steps, events flipped together at a step's end, a pass, the
rival's flip, and standing text that only reaches the attacks it names."""

from __future__ import annotations

import pytest
from real_export import pool_catalog

from engine.api import run_ruling
from engine.core.errors import ImpossibleAction


@pytest.fixture(scope="module")
def catalog(tmp_path_factory: pytest.TempPathFactory):
    yield from pool_catalog(tmp_path_factory, "epic_battles")


def _steps(catalog, scenario: str) -> list[tuple[str, str]]:
    result = run_ruling("game: epic battles; " + scenario, catalog=catalog)
    return [(s.kind, s.text) for s in result.steps]


def test_events_flipped_at_the_end_of_discard_flip_together_then_resolve_in_order(catalog):
    steps = _steps(
        catalog,
        "A: Puzzle Kombat + Unfair Advantage in set; A: 3x Nose Breaker in energy; "
        "B: Sparring + Head Crunch in hand; A starts Discard; A ends the turn",
    )
    texts = [t for _, t in steps]
    end = texts.index("The Discard step ends")
    flip = texts.index(
        "A flips Puzzle Kombat, Unfair Advantage at the end of Discard, all at the same time"
    )
    assert (
        end
        < flip
        < texts.index("Puzzle Kombat resolves")
        < texts.index("Unfair Advantage resolves")
    )
    effects = [t for k, t in steps if k == "effect"]
    assert effects == [
        "Sparring is discarded from B's hand (B chose it)",
        "Head Crunch is discarded at random from B's hand",
    ]
    assert texts[-1] == "The turn ends"


def test_no_event_flips_at_the_end_of_a_step_it_does_not_name(catalog):
    steps = _steps(
        catalog,
        "A: Puzzle Kombat in set; B: Sparring in hand; A starts Battle; A ends the turn",
    )
    assert ("event", "The Battle step ends") in steps
    assert not [t for _, t in steps if "Puzzle Kombat" in t]


def test_an_event_flipped_when_its_player_passes_needs_its_cost(catalog):
    poor = _steps(catalog, "A: Looking Good in set; B: Sparring in hand; A passes")
    assert ("action", "A passes (takes no action)") in poor
    assert (
        "info",
        "A cannot flip Looking Good: it costs 1 and only 0 energy is left",
    ) in poor
    paid = _steps(
        catalog,
        "A: Looking Good in set; A: Nose Breaker in energy; B: Sparring in hand; A passes",
    )
    assert ("effect", "Sparring is discarded from B's hand (A chose it)") in paid


def test_an_event_flipped_during_set_waits_for_set(catalog):
    with pytest.raises(ImpossibleAction, match="flipped as an action in Set: start Set first"):
        run_ruling(
            "game: epic battles; A: Break Dancing in set; A starts Battle; A flips Break Dancing",
            catalog=catalog,
        )
    steps = _steps(catalog, "A: Break Dancing in set; A starts Set; A flips Break Dancing")
    assert ("action", "A uses their action to flip Break Dancing") in steps


def test_a_step_the_game_does_not_have_is_refused_by_name(catalog):
    with pytest.raises(ImpossibleAction, match="'starts Draw', 'starts Set', 'starts Battle'"):
        run_ruling("game: epic battles; A starts Lunch", catalog=catalog)


def test_the_rivals_flip_is_the_moment_and_the_answer_resolves_first(catalog):
    steps = _steps(
        catalog,
        "A: The Villain of the Story in set; A: Nose Breaker in energy; B: Insanity in set; "
        "B: 2x Nose Breaker in energy; B: Sparring in hand; B plays Sparring",
    )
    texts = [t for _, t in steps]
    flipped = texts.index("Step 3 (flip attack events): B flips Insanity when you attack")
    answer = texts.index("A flips The Villain of the Story when the rival flips an event")
    assert flipped < answer < texts.index("The Villain of the Story resolves")
    assert texts.index("The Villain of the Story resolves") < texts.index("Insanity resolves")


def test_the_sounds_of_music_taxes_only_zero_cost_projectiles(catalog):
    steps = _steps(
        catalog,
        "A: The Sounds of Music in energy; A: 3x Nose Breaker in energy; "
        "A: Guile's Sonic Boom in hand; A plays Guile's Sonic Boom",
    )
    assert not [t for _, t in steps if "must pay" in t]


def test_a_kamidogu_start_of_battle_text_is_its_controllers(catalog):
    steps = _steps(
        catalog,
        "A: Netherrealm in arena; B: 3x Nose Breaker in deck; A starts Battle",
    )
    assert (
        "resolve",
        "Netherrealm (in A's arena): its trigger is met once, so it is used once",
    ) in steps
    assert (
        "effect",
        "B discards the top 2 card(s) of their deck: Nose Breaker, Nose Breaker #2",
    ) in steps


def test_a_once_per_step_trigger_is_not_used_twice_in_one_step(catalog):
    steps = _steps(
        catalog,
        "A: Guile in character; A: 2x Guile's Flash Kick + 2x Guile's Sonic Boom in hand; "
        "A: 8x Nose Breaker in energy; A: 4x Sparring in deck; A starts Battle; "
        "A plays Guile's Flash Kick; A links Guile's Sonic Boom; "
        "A plays Guile's Flash Kick; A links Guile's Sonic Boom",
    )
    assert [t for k, t in steps if k == "effect" and "(Guile)" in t] == ["A draws Sparring (Guile)"]
    assert (
        "info",
        "Guile: its trigger is met again, but it is used at most 1 time(s) each step",
    ) in steps


def test_a_flip_cap_counts_each_step_anew(catalog):
    steps = _steps(
        catalog,
        "A: Kazuya Mishima in character; B: 2x Insanity in set; B: 2x Sparring in hand; "
        "B: 6x Nose Breaker in energy; B starts Battle; B plays Sparring; B starts Discard; "
        "B plays Sparring",
    )
    texts = [t for _, t in steps]
    refused = texts.index(
        "B can flip only 1 event(s) each step (Kazuya Mishima's text): Insanity #2 is not flipped"
    )
    later = texts.index("Step 3 (flip attack events): B flips Insanity #2 when you attack")
    assert texts.index("The Discard step starts (time 1 in this scenario)") < later
    assert refused < later


def test_only_one_copy_of_a_unique_energy_pile_text_changes_an_attack(catalog):
    steps = _steps(
        catalog,
        "A: 2x Hooked on Fatalities + Guile's Sonic Boom in energy; B: 4x Nose Breaker in energy; "
        "B: Forward Fierce in hand; B plays Forward Fierce",
    )
    changed = [t for k, t in steps if k == "effect" and t.startswith("Hooked on Fatalities")]
    assert len(changed) == 1
    assert (
        "info",
        "Another Hooked on Fatalities already changes Forward Fierce: only one may",
    ) in steps
    assert any(
        t.startswith("Step 1 (pay and play): B plays Forward Fierce (high punch, cost 2")
        for t in [x for _, x in steps]
    )


def test_an_energy_pile_condition_that_fails_leaves_the_attack_alone(catalog):
    steps = _steps(
        catalog,
        "A: Hooked on Fatalities + Nose Breaker in energy; B: 4x Nose Breaker in energy; "
        "B: Forward Fierce in hand; B plays Forward Fierce",
    )
    assert not [t for _, t in steps if t.startswith("Hooked on Fatalities")]


def test_a_named_block_cannot_be_played_later_in_the_combo(catalog):
    steps = _steps(
        catalog,
        "A: Noob Smoke in character; A: The Sounds of Music + Head Crunch in hand; "
        "B: Slide Aside in hand; B: 6x Nose Breaker in deck; "
        "A plays The Sounds of Music; A links Head Crunch",
    )
    texts = [t for _, t in steps]
    banned = texts.index("B cannot play Slide Aside during this combo")
    step8 = texts.index("Step 8 (damage or chip): Head Crunch is not blocked: B takes 3 damage")
    assert banned < step8


def test_a_gained_hit_text_is_not_used_when_the_attack_is_blocked(catalog):
    steps = _steps(
        catalog,
        "A: Toasty in set; A: Nose Breaker in energy; A: Sparring in hand; B: Weight Shift in hand; "
        "B: 6x Nose Breaker in deck; A plays Sparring; B chooses Weight Shift",
    )
    texts = [t for _, t in steps]
    assert (
        "Sparring gains a HIT text from Toasty: it is used at step 10 if the attack is not blocked"
        in texts
    )
    assert not [t for t in texts if "uses the HIT text" in t]


def test_an_attack_that_stays_when_blocked_waits_only_after_a_block(catalog):
    steps = _steps(
        catalog,
        "A: Low Cross Cut Saw in hand; A: 6x Nose Breaker in energy; B: Weight Shift in hand; "
        "B: 6x Nose Breaker in deck; A starts Battle; A plays Low Cross Cut Saw; "
        "B chooses Weight Shift; A plays Low Cross Cut Saw",
    )
    texts = [t for _, t in steps]
    assert (
        "Low Cross Cut Saw stays in the arena instead of going into the energy pile; "
        "A may play it from there (1 more time(s))"
    ) in texts
    # played again from the arena (unblocked this time), it finishes into the energy pile
    assert texts.count("A takes an action with Low Cross Cut Saw") == 2
    assert "Low Cross Cut Saw goes into A's energy pile (5 energy)" in texts


def test_a_cost_cap_stops_dearer_attacks_until_the_step_ends(catalog):
    steps = _steps(
        catalog,
        "A: Nina Williams' Evil Mist in set; A: 3x Nose Breaker in energy; "
        "B: 2x Guile's Flash Kick + Sparring in hand; B: 6x Nose Breaker in energy; "
        "A starts Battle; A flips Nina Williams' Evil Mist; B plays Guile's Flash Kick; "
        "B plays Sparring; A starts Discard; B plays Guile's Flash Kick",
    )
    texts = [t for _, t in steps]
    refused = (
        "B cannot play Guile's Flash Kick (printed cost 2): Nina Williams' Evil Mist lets B play "
        "only attacks of printed cost 1 or less this step"
    )
    assert texts.count(refused) == 1
    assert (
        "Step 1 (pay and play): B plays Sparring (low punch, cost 0, damage 2); it is in the arena"
        in texts
    )
    # the same kick, refused in Battle, is played once Discard has started
    played = "Step 1 (pay and play): B plays Guile's Flash Kick (high kick, cost 2, damage 12); it is in the arena"
    assert texts.index("The Discard step starts (time 1 in this scenario)") < texts.index(played)


def test_end_this_step_ends_it_and_flips_what_waits_for_its_end(catalog):
    steps = _steps(
        catalog,
        "A: What a Combo! + Puzzle Kombat in set; A: 3x Nose Breaker in energy; "
        "A: 2x Sparring in hand; B: Head Crunch in hand; A starts Battle; A plays Sparring; "
        "A links Sparring",
    )
    texts = [t for _, t in steps]
    flipped = texts.index("A flips What a Combo! after finishing a combo")
    ended = texts.index("The Battle step ends now")
    assert flipped < ended < texts.index("The Battle step ends")
    # Puzzle Kombat waits for the end of Discard, not of Battle
    assert not [t for t in texts if t.startswith("A flips Puzzle Kombat")]


def test_a_stopped_event_is_discarded_without_its_effect(catalog):
    steps = _steps(
        catalog,
        "A: Quick Reflexes in set; A: 3x Nose Breaker in energy; B: Insanity in set; "
        "B: 2x Nose Breaker in energy; B: Sparring in hand; B plays Sparring",
    )
    texts = [t for _, t in steps]
    assert "Insanity is not used: Quick Reflexes stopped its effect" in texts
    assert "Sparring deals 10 more damage" not in texts
    assert "Step 8 (damage or chip): Sparring is not blocked: A takes 2 damage" in texts
