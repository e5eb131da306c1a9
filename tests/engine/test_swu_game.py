"""The SWU game around the seed examples: turns and the regroup phase, costs, leaders,
upgrades, tokens and keywords, on real cards of the export."""

from __future__ import annotations

from pathlib import Path

import pytest
from swu_pool import lines, run, swu_catalog_fixture  # noqa: F401 - the fixture

from engine.core.cards import AbilityDefinition
from engine.core.errors import ScenarioError
from engine.games.swu.spec import SPEC

SCENARIOS = Path(__file__).resolve().parent / "scenarios"


def test_a_whole_round_with_passing_initiative_and_regroup(swu_catalog):
    import yaml

    r = run(swu_catalog, yaml.safe_load((SCENARIOS / "swu-whole-round.yaml").read_text()))
    assert lines(r, ("action", "event", "effect", "choice")) == [
        "A uses Chewbacca, Walking Carpet's Action ability (exhausting Chewbacca, Walking Carpet)",
        "A plays Swoop Racer from their hand (from the ability)",
        "Swoop Racer gains Sentinel for this phase",
        "A plays Swoop Racer, exhausting 5 resources (aspect penalty +2 for Cunning) (1 ready left)",
        "Swoop Racer enters A's ground arena exhausted",
        "B plays Make an Opening, exhausting 3 resources (0 ready left)",
        "Make an Opening goes to B's discard pile, then its ability resolves",
        "B chooses Battlefield Marine",
        "Battlefield Marine gets -2/-2 for this phase (now 1/1)",
        "B's base: 0 damage healed (0 damage left)",
        "A attacks Outer Rim Mystic with Battlefield Marine",
        "Battlefield Marine is exhausted; the attack begins",
        "Combat damage is dealt by both units at the same time",
        "Outer Rim Mystic takes 1 damage (1 of 6 HP)",
        "Battlefield Marine takes 2 damage (2 of 1 HP)",
        "Battlefield Marine is defeated and goes to A's discard pile",
        "B passes",
        "A takes the initiative and takes no further actions this phase",
        "B passed just before: the action phase ends",
        "Swoop Racer: Sentinel ends (keyword for this phase)",
        "The regroup phase begins",
        "A draws 2 cards",
        "B draws 2 cards",
        "Each player draws 2 cards",
        "A resources Underworld Thug",
        "B resources no card (default shown: a player may choose not to resource a card)",
        "Each player readies all their exhausted cards",
        "Round 2 begins: A has the initiative and acts first",
    ]
    zones = r.final_state["zones"]
    assert not any(c.get("exhausted") for c in zones["A"]["resources"] + zones["B"]["resources"])
    assert len(zones["A"]["resources"]) == 7 and len(zones["B"]["hand"]) == 2
    assert r.final_state["info"]["round"] == 2


def test_turns_alternate_once_a_scenario_passes(swu_catalog):
    with pytest.raises(ScenarioError, match=r"it is B's turn: players alternate .* \(5\.4\.1\.b\)"):
        run(swu_catalog, "game: swu; A passes; A passes")
    with pytest.raises(ScenarioError, match=r"took the initiative .* \(1\.14\.5\.b\)"):
        run(swu_catalog, "game: swu; A takes the initiative; B plays Porg; A passes")


# ---------------------------------------------------------------- issue 11 bugs
def test_a_target_answer_for_an_attacker_is_used(swu_catalog):
    r = run(swu_catalog, {
        "zones": {"A": {"ground arena": ["Battlefield Marine"]},
                  "B": {"ground arena": ["Outer Rim Mystic"]}},
        "actions": ["A attacks with Battlefield Marine"],
        "answers": [{"kind": "target", "player": "A", "card": "Battlefield Marine", "answer": "Outer Rim Mystic"}],
    })  # fmt: skip
    assert lines(r)[0] == "A attacks Outer Rim Mystic with Battlefield Marine"
    assert not r.notes  # the answer was used, not reported as unneeded


def test_a_unit_cannot_start_already_defeated(swu_catalog):
    with pytest.raises(ScenarioError) as info:
        run(swu_catalog, "game: swu; A: Battlefield Marine (3 damage) in ground arena; A passes")
    assert str(info.value) == (
        "Battlefield Marine starts with 3 damage but has only 3 HP: it would already be "
        "defeated (1.9.6); give it less damage"
    )


def test_one_resource_is_singular(swu_catalog):
    r = run(swu_catalog, "game: swu; A: 3x Porg in resources; A plays Death Star Stormtrooper")
    assert (
        r.steps[0].text == "A plays Death Star Stormtrooper, exhausting 1 resource (2 ready left)"
    )


def test_the_seed_target_form_is_read_not_a_crash(swu_catalog):
    ability = AbilityDefinition.from_dict({
        "id": "a1", "kind": "event", "timing": "event_resolves", "text": "Deal 2 damage to a unit.",
        "effect": [{"verb": "deal_damage", "amount": 2, "target": {"choose": {"unit": {"controller": "opponent"}}}}],
    })  # fmt: skip
    assert SPEC.settle(ability).modelled == "modelled"
    bad = AbilityDefinition.from_dict({
        "id": "a1", "kind": "event", "timing": "event_resolves",
        "effect": [{"verb": "deal_damage", "amount": 2, "target": {"choose": {"planet": {}}}}],
    })  # fmt: skip
    settled = SPEC.settle(bad)
    assert settled.modelled == "timing_only"
    assert settled.extra["reason"].startswith("verb deal_damage: target.choose: Extra inputs")


def test_not_enough_ready_resources(swu_catalog):
    with pytest.raises(ScenarioError) as info:
        run(
            swu_catalog,
            "game: swu; A: Porg (exhausted) + Porg in resources; A plays Battlefield Marine",
        )
    assert "it costs 2 and A has only 1 ready resource (6.2.5.a, 1.7.2)" in str(info.value)


# ---------------------------------------------------------------- leaders
def test_epic_action_deploys_once_and_a_defeated_leader_goes_home(swu_catalog):
    deploy = {"player": "A", "use": "Chewbacca, Walking Carpet", "ability": "epic"}
    r = run(swu_catalog, {
        "zones": {"A": {"leader": ["Chewbacca, Walking Carpet"], "resources": ["7x Porg"]},
                  "B": {"hand": ["Rival's Fall"]}},
        "actions": [deploy, {"player": "B", "play": "Rival's Fall", "target": "Chewbacca, Walking Carpet"}],
    })  # fmt: skip
    assert lines(r)[:2] == [
        "A uses Chewbacca, Walking Carpet's Epic Action",
        "Chewbacca, Walking Carpet deploys: it flips to its Leader Unit side and enters A's ground arena (2/9)",
    ]
    assert lines(r)[-1] == (
        "Chewbacca, Walking Carpet is defeated: it flips to its Leader side and returns to "
        "A's base zone, exhausted"
    )
    too_few = {"zones": {"A": {"leader": ["Chewbacca, Walking Carpet"], "resources": ["3x Porg"]}},
               "actions": [deploy]}  # fmt: skip
    assert "the condition is not met" in lines(run(swu_catalog, too_few), ("event",))[0]


# ---------------------------------------------------------------- upgrades, tokens, keywords
def test_upgrade_modifies_stats_and_is_defeated_with_its_unit(swu_catalog):
    r = run(swu_catalog, {
        "zones": {"A": {"ground arena": ["Battlefield Marine"], "hand": ["Jedi Lightsaber"]},
                  "B": {"hand": ["Vanquish"]}},
        "actions": ["A plays Jedi Lightsaber on Battlefield Marine", "B plays Vanquish on Battlefield Marine"],
    })  # fmt: skip
    assert "Jedi Lightsaber is attached to Battlefield Marine (now 6/6)" in lines(r)
    # the upgrade is defeated as its unit leaves play; the unit lands on top of the pile
    assert r.final_state["zones"]["A"]["discard"] == [
        {"card": "Battlefield Marine"},
        {"card": "Jedi Lightsaber"},
    ]


def test_tokens_are_created_and_set_aside(swu_catalog):
    r = run(swu_catalog, "game: swu; A plays Battle Droid Escort; B plays Vanquish on Battle Droid")
    assert "A creates a Battle Droid token (1/1) in their ground arena, exhausted" in lines(r)
    assert "Battle Droid (a token) leaves play and is set aside" in lines(r)


def test_shielded_and_a_shield_preventing_damage(swu_catalog):
    r = run(swu_catalog, "game: swu; A: Battlefield Marine in ground arena; B plays Crafty Smuggler; "
            "A attacks Crafty Smuggler with Battlefield Marine")  # fmt: skip
    assert "Crafty Smuggler gets a Shield token" in lines(r)
    assert "Crafty Smuggler's Shield token prevents the 3 damage and is defeated" in lines(r)


def test_smuggle_plays_from_resources_and_replaces_the_resource(swu_catalog):
    r = run(swu_catalog, {
        "zones": {"A": {"resources": ["Tech, Source of Insight", "6x Porg"], "deck": ["Vanquish"]}},
        "actions": [{"player": "A", "play": "Tech, Source of Insight", "smuggle": True}],
    })  # fmt: skip
    assert lines(r)[:2] == [
        "A plays Tech, Source of Insight, exhausting 4 resources (3 ready left)",  # Smuggle [C=4]
        "Smuggle: Tech, Source of Insight is played from A's resource zone; the top card of the deck "
        "replaces it, exhausted",
    ]


def test_bounty_is_collected_by_the_opponent(swu_catalog):
    r = run(
        swu_catalog,
        "game: swu; A: Hylobon Enforcer in ground arena; B plays Vanquish on Hylobon Enforcer",
    )
    assert "Hylobon Enforcer: Bounty resolves (B)" in lines(r)


def test_capture_and_rescue_when_the_guard_leaves_play(swu_catalog):
    r = run(swu_catalog, {
        "zones": {"A": {"hand": ["Covert Operative"]},
                  "B": {"ground arena": ["Porg", "Outer Rim Mystic"], "hand": ["Vanquish"]}},
        "actions": ["A plays Covert Operative", "B plays Vanquish on Covert Operative"],
    })  # fmt: skip
    assert lines(r)[4:] == [
        "Covert Operative captures Porg",
        "B plays Vanquish, paying 5 resources (resources not listed: not checked)",
        "Vanquish goes to B's discard pile, then its ability resolves",
        "Covert Operative is defeated by the ability",
        "Porg is rescued: it returns to B's ground arena, exhausted",
        "Covert Operative is defeated and goes to A's discard pile",
    ]


def test_indirect_damage_is_assigned_by_the_damaged_player_and_ignores_shields(swu_catalog):
    r = run(swu_catalog, {
        "zones": {"A": {"hand": ["Devastator, Hunting the Rebellion"]},
                  "B": {"ground arena": [{"card": "Outer Rim Mystic", "counters": {"shield": 1}}]}},
        "actions": ["A plays Devastator, Hunting the Rebellion"],
        "answers": [{"kind": "assign", "player": "B",
                     "answer": ["Outer Rim Mystic", "Outer Rim Mystic", "B's base", "B's base"]}],
    })  # fmt: skip
    assert lines(r)[-3:] == [
        "A deals 4 indirect damage to B",
        "Outer Rim Mystic takes 2 indirect damage (2 of 6 HP)",
        "B's base takes 2 indirect damage (2 of 30 HP)",
    ]
    assert r.final_state["zones"]["B"]["ground_arena"][0]["counters"] == {"shield": 1}


def test_disclose_needs_the_icons_in_hand(swu_catalog):
    def play(hand):
        return run(swu_catalog, {
            "zones": {"A": {"hand": ["Charged with Treason", *hand]}, "B": {"ground arena": ["Outer Rim Mystic"]}},
            "actions": ["A plays Charged with Treason"],
        })  # fmt: skip

    met = play(["Vanquish", "Death Star Stormtrooper", "Death Star Stormtrooper"])
    assert lines(met)[-2:] == [
        "A discloses Aggression Aggression, revealing Death Star Stormtrooper; Death Star Stormtrooper #2",
        "Outer Rim Mystic takes 5 damage (5 of 6 HP)",
    ]
    unmet = play(["Vanquish"])
    assert lines(unmet, ("event",))[-2:] == [
        "A cannot disclose Aggression Aggression from their hand",
        "Charged with Treason: the condition is not met, so that part does nothing",
    ]


def test_a_constant_aura_changes_the_power_the_attack_uses(swu_catalog):
    r = run(swu_catalog, {
        "zones": {"A": {"space arena": ["Victor Leader, Leading From the Front", "Alliance X-Wing"]}},
        "actions": ["A attacks with Alliance X-Wing"],
    })  # fmt: skip
    assert lines(r)[0] == (
        "Alliance X-Wing has +1/+1 from Victor Leader, Leading From the Front while it applies (now 3/4)"
    )
    assert lines(r)[-1] == "B's base takes 3 damage (3 of 30 HP)"


def test_this_phase_conditions_read_what_happened_earlier_in_the_phase(swu_catalog):
    use = {"player": "A", "use": "Iden Versio, Infero Squad Commander"}
    zones = {"A": {"leader": ["Iden Versio, Infero Squad Commander"],
                   "base": [{"card": "Capital City, Lothal", "damage": 3}], "hand": ["Vanquish"]},
             "B": {"ground arena": ["Outer Rim Mystic"]}}  # fmt: skip
    after = run(
        swu_catalog, {"zones": zones, "actions": ["A plays Vanquish on Outer Rim Mystic", use]}
    )
    assert lines(after)[-1] == "A's base (Capital City): 1 damage healed (2 damage left)"
    before = run(swu_catalog, {"zones": zones, "actions": [use]})
    assert lines(before, ("event",))[-1] == (
        "Iden Versio, Infero Squad Commander: the condition is not met, so that part does nothing"
    )


def test_choose_one_and_choose_two(swu_catalog):
    one = run(swu_catalog, {
        "zones": {"A": {"hand": ["Manufactured Soldiers"]}},
        "actions": ["A plays Manufactured Soldiers"],
        "answers": [{"kind": "mode", "player": "A", "answer": "Create 3 Battle Droid tokens"}],
    })  # fmt: skip
    assert lines(one, ("choice", "effect"))[0] == "A chooses: Create 3 Battle Droid tokens"
    assert (
        lines(one).count("A creates a Battle Droid token (1/1) in their ground arena, exhausted")
        == 3
    )
    two = run(swu_catalog, {
        "zones": {"A": {"hand": ["Aggression"], "deck": ["Porg", "Porg"]}, "B": {"ground arena": ["Outer Rim Mystic"]}},
        "actions": ["A plays Aggression"],
    })  # fmt: skip
    assert lines(two, ("choice", "effect", "event"))[1:] == [
        "A chooses: Draw a card; Defeat up to 2 upgrades (default shown: the first 2 options)",
        "A draws 1 card",
        "Aggression: there is no up to 2 upgrades to defeat, so that part does nothing",
    ]


def test_an_opponent_chooses_among_their_own_units(swu_catalog):
    r = run(swu_catalog, {
        "zones": {"A": {"hand": ["Power of the Dark Side"]},
                  "B": {"ground arena": ["Outer Rim Mystic", "Battlefield Marine"]}},
        "actions": ["A plays Power of the Dark Side"],
        "answers": [{"kind": "target", "player": "B", "answer": "Battlefield Marine"}],
    })  # fmt: skip
    assert lines(r, ("choice", "effect"))[-2:] == [
        "B chooses Battlefield Marine",
        "Battlefield Marine is defeated by the ability",
    ]
