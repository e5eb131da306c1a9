"""The Comprehensive Rules v8.0 worked examples ("For example" paragraphs), on the real cards.

Each test restates one example in the project's own words (the rule id is in the test
name) and checks the exact order of what happens and the rule each step cites. Where
the example's numbers cannot be reproduced with a vanilla card of the pool, the closest
real card is used and the test says so.
"""

from __future__ import annotations

import pytest
from swu_pool import lines, run, step, swu_catalog_fixture  # noqa: F401 - the fixture

from engine.core.errors import ScenarioError

pytestmark = pytest.mark.usefixtures("swu_catalog")


def test_1_6_3_an_optional_part_may_be_declined(swu_catalog):
    r = run(swu_catalog, {
        "zones": {"A": {"ground arena": ["Luke Skywalker, Faithful Friend", "Battlefield Marine"]}},
        "actions": [{"player": "A", "attack": "Luke Skywalker, Faithful Friend"}],
        "answers": [{"kind": "may", "player": "A", "answer": False}],
    })  # fmt: skip
    choice = next(s for s in r.steps if s.kind == "choice")
    assert choice.text == "A declines Luke Skywalker, Faithful Friend's ability"
    assert choice.rules == ["8.32.1"]
    assert not any("Shield" in t for t in lines(r))
    assert lines(r)[-1] == "B's base takes 4 damage (4 of 30 HP)"


def test_1_7_8_a_unique_copy_in_resources_does_not_count(swu_catalog):
    r = run(swu_catalog, {
        "zones": {"A": {"ground arena": ["Gungi, Finding Himself"],
                        "resources": ["Gungi, Finding Himself"]}},
        "actions": [{"player": "A", "attack": "Gungi, Finding Himself"}],
    })  # fmt: skip
    assert lines(r)[-1] == "B's base takes 2 damage (2 of 30 HP)"


def test_1_10_7_three_damage_defeats_a_three_hp_unit(swu_catalog):
    r = run(swu_catalog, "game: swu; A: Battlefield Marine in ground arena; "
            "B: Battlefield Marine in ground arena; A attacks Battlefield Marine with Battlefield Marine")  # fmt: skip
    assert lines(r) == [
        "A attacks Battlefield Marine #2 with Battlefield Marine",
        "Battlefield Marine is exhausted; the attack begins",
        "Combat damage is dealt by both units at the same time",
        "Battlefield Marine #2 takes 3 damage (3 of 3 HP)",
        "Battlefield Marine takes 3 damage (3 of 3 HP)",
        "Battlefield Marine #2 is defeated and goes to B's discard pile",
        "Battlefield Marine is defeated and goes to A's discard pile",
    ]
    assert step(r, "Battlefield Marine is defeated and goes to A's discard pile").rules == [
        "1.9.6", "1.9.8", "3.5.4",
    ]  # fmt: skip


def test_1_10_12_remaining_hp_is_hp_minus_damage(swu_catalog):
    # Takedown defeats a unit with 5 or less remaining HP: a 6 HP unit with 3 damage has 3.
    r = run(swu_catalog, {
        "zones": {"A": {"hand": ["Takedown"]},
                  "B": {"ground arena": [{"card": "Outer Rim Mystic", "damage": 3},
                                         "Consular Security Force"]}},
        "actions": ["A plays Takedown"],
    })  # fmt: skip
    assert lines(r)[2:] == [
        "Outer Rim Mystic is defeated by the ability",
        "Outer Rim Mystic is defeated and goes to B's discard pile",
    ]


def test_1_12_2_and_8_6_1_regroup_draws_two_and_an_empty_deck_deals_six(swu_catalog):
    r = run(swu_catalog, {
        "zones": {"A": {"ground arena": ["Battlefield Marine"], "deck": []},
                  "B": {"deck": ["Porg", "Porg", "Porg"]}},
        "actions": ["A passes", "B passes"],
    })  # fmt: skip
    assert lines(r) == [
        "A passes",
        "B passes",
        "Both players have passed in a row: the action phase ends",
        "The regroup phase begins",
        "A's deck is empty: they cannot draw",
        "A's base takes 3 damage (3 of 30 HP)",
        "A's deck is empty: they cannot draw",
        "A's base takes 3 damage (6 of 30 HP)",
        "B draws 2 cards",
        "Each player draws 2 cards",
        "Each player readies all their exhausted cards",
        "Round 2 begins: A has the initiative and acts first",
    ]
    assert "8.6.1" in step(r, "A's deck is empty: they cannot draw").rules
    assert len(r.final_state["zones"]["B"]["hand"]) == 2


def test_8_6_1_a_deck_the_scenario_does_not_list_is_unknown_not_empty(swu_catalog):
    """Nobody's deck is empty because a quick ruling left it out: no damage is invented."""
    r = run(swu_catalog, {
        "zones": {"A": {"ground arena": ["Battlefield Marine"]}, "B": {"deck": ["Porg"]}},
        "actions": ["A passes", "B passes"],
    })  # fmt: skip
    assert lines(r)[4:8] == [
        "A draws 2 cards (their deck is not listed in the scenario; if it runs out, each card"
        " not drawn deals 3 damage to their base)",
        "B draws 1 card",
        "B's deck is empty: they cannot draw",
        "B's base takes 3 damage (3 of 30 HP)",
    ]
    assert next(s for s in r.steps if s.text.startswith("A draws 2")).rules == ["1.12.1", "8.6.1"]
    assert not any("A's base takes" in line for line in lines(r))
    # nor a hand: A may still resource a card at regroup (5.5.1.c), which one is not known
    resource = next(s for s in r.steps if s.text.startswith("A may put a card from their hand"))
    assert resource.text.endswith(
        "(their hand is not listed in the scenario, so which card is not known)"
    )
    assert resource.rules == ["5.5.1.c"]


def test_3_6_3_b_a_pilot_needs_a_friendly_vehicle(swu_catalog):
    with pytest.raises(ScenarioError, match="no unit it can be attached to"):
        run(swu_catalog, {
            "zones": {"A": {"ground arena": ["Battlefield Marine"],
                            "hand": ["Hera Syndulla, We've Lost Enough"]}},
            "actions": [{"player": "A", "play": "Hera Syndulla, We've Lost Enough", "pilot": True}],
        })  # fmt: skip


def test_3_6_7_two_experience_tokens_add_two_power_and_hp(swu_catalog):
    r = run(swu_catalog, {
        "zones": {"A": {"ground arena": [{"card": "Gifted Urchin", "counters": {"experience": 2}}]}},
        "actions": ["A attacks with Gifted Urchin"],
    })  # fmt: skip
    assert lines(r)[-1] == "B's base takes 3 damage (3 of 30 HP)"  # 1 power + 2


def test_3_6_8_upgrade_gives_sentinel_and_leaves_with_its_unit(swu_catalog):
    r = run(swu_catalog, {
        "zones": {"A": {"ground arena": ["Battlefield Marine"]},
                  "B": {"ground arena": ["Outer Rim Mystic", "Protector"]}},
        "actions": ["A attacks with Battlefield Marine"],
    })  # fmt: skip
    assert lines(r)[:4] == [
        "Outer Rim Mystic has Sentinel from Protector while it applies (now 3/7)",
        "A attacks Outer Rim Mystic with Battlefield Marine",
        "Battlefield Marine is exhausted; the attack begins",
        "Outer Rim Mystic has Sentinel: units in its arena must attack a Sentinel unit",
    ]
    gone = run(swu_catalog, {
        "zones": {"A": {"hand": ["Vanquish"]}, "B": {"ground arena": ["Outer Rim Mystic", "Protector"]}},
        "actions": ["A plays Vanquish on Outer Rim Mystic"],
    })  # fmt: skip
    assert lines(gone)[-2:] == [
        "Protector (attached to Outer Rim Mystic) is defeated and goes to B's discard pile",
        "Outer Rim Mystic is defeated and goes to B's discard pile",
    ]
    assert step(gone, lines(gone)[-2]).rules == ["3.6.11", "8.12.1"]


def test_4_3_2_and_4_4_2_units_enter_their_own_arena(swu_catalog):
    r = run(
        swu_catalog, "game: swu; A plays Death Star Stormtrooper; A plays Green Squadron A-Wing"
    )
    assert [s.text for s in r.steps if s.kind == "event"] == [
        "Death Star Stormtrooper enters A's ground arena exhausted",
        "Green Squadron A-Wing enters A's space arena exhausted",
    ]
    assert [s.rules[-1] for s in r.steps if s.kind == "event"] == ["4.3.1", "4.4.1"]


def test_4_9_2_and_8_23_1_return_only_reaches_units_in_play(swu_catalog):
    r = run(swu_catalog, {
        "zones": {"A": {"hand": ["Waylay"]},
                  "B": {"ground arena": ["Outer Rim Mystic"], "discard": ["Battlefield Marine"]}},
        "actions": ["A plays Waylay"],
    })  # fmt: skip
    assert lines(r)[-1] == "Outer Rim Mystic returns to B's hand"
    assert r.final_state["zones"]["B"]["discard"] == [{"card": "Battlefield Marine"}]


def test_6_4_4_c_both_parts_of_an_action_cost_are_paid(swu_catalog):
    r = run(swu_catalog, {
        "zones": {"A": {"leader": ["Luke Skywalker, Faithful Friend"], "resources": ["Porg", "Porg"]}},
        "actions": [{"player": "A", "use": "Luke Skywalker, Faithful Friend"}],
    })  # fmt: skip
    first = r.steps[0]
    assert first.text == (
        "A uses Luke Skywalker, Faithful Friend's Action ability "
        "(paying 1 resource, exhausting Luke Skywalker, Faithful Friend)"
    )
    assert first.rules == ["6.4.1.a", "7.2.1", "6.4.5"]
    resources = r.final_state["zones"]["A"]["resources"]
    assert [c.get("exhausted", False) for c in resources] == [True, False]


def test_7_3_3_a_constant_applies_only_while_its_condition_holds(swu_catalog):
    ready = run(swu_catalog, "game: swu; A: Battlefield Marine in ground arena; "
                "B: Vigilant Honor Guards + Outer Rim Mystic in ground arena; A attacks with Battlefield Marine")  # fmt: skip
    assert lines(ready)[1] == "A attacks Vigilant Honor Guards with Battlefield Marine"
    damaged = run(swu_catalog, "game: swu; A: Battlefield Marine in ground arena; "
                  "B: Vigilant Honor Guards (1 damage) in ground arena; A attacks with Battlefield Marine")  # fmt: skip
    assert [s.text for s in damaged.steps][:2] == [
        "Vigilant Honor Guards: the condition of its constant ability does not hold now",
        "A attacks B's base with Battlefield Marine",
    ]


def test_7_5_6_c_grit_counts_damage_only_after_combat_damage(swu_catalog):
    r = run(swu_catalog, "game: swu; A: Gifted Urchin in ground arena; B: Heroic Renegade in ground arena; "
            "A attacks Heroic Renegade with Gifted Urchin")  # fmt: skip
    assert lines(r)[-2:] == [
        "Heroic Renegade takes 1 damage (1 of 3 HP)",
        "Gifted Urchin takes 2 damage (2 of 4 HP)",  # 2, not 3: Grit's new damage counts later
    ]


def test_7_5_7_a_overwhelm_sends_excess_damage_to_the_base(swu_catalog):
    # AT-ST has 6 power (the example's unit has 5): 3 defeat the defender, 3 go to the base.
    r = run(swu_catalog, {
        "zones": {"A": {"ground arena": ["AT-ST"]},
                  "B": {"ground arena": [{"card": "Outer Rim Mystic", "damage": 3}]}},
        "actions": ["A attacks Outer Rim Mystic with AT-ST"],
    })  # fmt: skip
    assert lines(r)[2:] == [
        "Overwhelm: 3 excess combat damage from AT-ST goes to B's base",
        "Combat damage is dealt by both units at the same time",
        "Outer Rim Mystic takes 3 damage (6 of 6 HP)",
        "B's base takes 3 damage (3 of 30 HP)",
        "AT-ST takes 2 damage (2 of 7 HP)",
        "Outer Rim Mystic is defeated and goes to B's discard pile",
    ]
    assert step(r, lines(r)[2]).rules == ["7.5.7.a"]


def test_7_5_4_and_7_5_8_b_raid_instances_add_up(swu_catalog):
    r = run(swu_catalog, {
        "zones": {"A": {"space arena": ["A-Wing"], "hand": ["Rallying Cry"]}},
        "actions": ["A plays Rallying Cry", {"player": "A", "attack": "A-Wing"}],
    })  # fmt: skip
    assert "A-Wing gains Raid 2 for this phase" in lines(r)
    assert "Raid 3: A-Wing gets +3 power while attacking (power 4)" in lines(r)
    assert lines(r)[-1] == "B's base takes 4 damage (4 of 30 HP)"


def test_7_6_2_when_played_when_defeated_triggers_at_both_moments(swu_catalog):
    r = run(
        swu_catalog,
        "game: swu; A plays Battle Droid Escort; B plays Vanquish on Battle Droid Escort",
    )
    assert [s.text for s in r.steps if s.kind == "resolve"] == [
        "Battle Droid Escort: When Played/When Defeated resolves (A)",
        "Battle Droid Escort: When Played/When Defeated resolves (A)",
    ]
    assert (
        lines(r).count("A creates a Battle Droid token (1/1) in their ground arena, exhausted") == 2
    )


def test_7_6_3_when_defeated_resolves_from_the_discard_pile(swu_catalog):
    r = run(
        swu_catalog,
        "game: swu; A: Battle Droid Escort in ground arena; B plays Vanquish on Battle Droid Escort",
    )
    texts = [s.text for s in r.steps]
    defeated = texts.index("Battle Droid Escort is defeated and goes to A's discard pile")
    resolves = texts.index("Battle Droid Escort: When Played/When Defeated resolves (A)")
    assert defeated < resolves
    assert "7.6.3" in r.steps[resolves].rules and "7.6.4" in r.steps[resolves - 1].rules


def test_7_7_3_d_a_lasting_effect_applies_to_units_in_play_when_it_resolves(swu_catalog):
    r = run(swu_catalog, {
        "zones": {"A": {"ground arena": ["Battlefield Marine"], "hand": ["Rallying Cry", "Swoop Racer"]}},
        "actions": ["A plays Rallying Cry", "B passes", "A plays Swoop Racer", "B passes", "A passes"],
    })  # fmt: skip
    assert "Battlefield Marine gains Raid 2 for this phase" in lines(r)
    assert not any(t.startswith("Swoop Racer gains") for t in lines(r))
    assert "Battlefield Marine: Raid ends (keyword for this phase)" in lines(r)


def test_8_1_1_aspect_penalty_two_per_missing_icon(swu_catalog):
    r = run(swu_catalog, {
        "zones": {"A": {"leader": ["Luke Skywalker, Faithful Friend"],
                        "base": ["Administrator's Tower, Cloud City"],
                        "hand": ["Death Star Stormtrooper", "Battlefield Marine"],
                        "resources": ["10x Porg"]}},
        "actions": ["A plays Death Star Stormtrooper", "A plays Battlefield Marine"],
    })  # fmt: skip
    actions = [s for s in r.steps if s.kind == "action"]
    assert [s.text for s in actions] == [
        "A plays Death Star Stormtrooper, exhausting 5 resources (aspect penalty +4 for Aggression, Villainy) (5 ready left)",
        "A plays Battlefield Marine, exhausting 4 resources (aspect penalty +2 for Command) (1 ready left)",
    ]
    assert "8.1.1" in actions[0].rules


def test_8_10_1_saboteur_ignores_sentinel(swu_catalog):
    r = run(swu_catalog, "game: swu; A: Bold Recon Commando in ground arena; "
            "B: Vigilant Honor Guards in ground arena; A attacks with Bold Recon Commando")  # fmt: skip
    assert "A attacks B's base with Bold Recon Commando" in lines(r)
    assert (
        "Bold Recon Commando has Saboteur: it ignores Sentinel and may attack any enemy unit or base"
        in lines(r)
    )


def test_8_15_4_a_value_below_zero_counts_as_zero_but_modifiers_stay(swu_catalog):
    r = run(swu_catalog, {
        "zones": {"A": {"hand": ["Make an Opening"]}, "B": {"ground arena": ["Cantina Braggart"]}},
        "actions": ["A plays Make an Opening", {"player": "B", "attack": "Cantina Braggart"}],
    })  # fmt: skip
    assert "Cantina Braggart gets -2/-2 for this phase (now 0/1)" in lines(r)
    assert "Raid 2: Cantina Braggart gets +2 power while attacking (power 0)" in lines(r)
    assert not any("base takes" in t for t in lines(r))


def test_8_15_5_e_play_a_unit_that_costs_3_or_less(swu_catalog):
    r = run(swu_catalog, {
        "zones": {"A": {"leader": ["Chewbacca, Walking Carpet"],
                        "hand": ["Battlefield Marine", "Ravenous Rathtar"], "resources": ["3x Porg"]}},
        "actions": [{"player": "A", "use": "Chewbacca, Walking Carpet"}],
    })  # fmt: skip
    assert lines(r) == [
        "A uses Chewbacca, Walking Carpet's Action ability (exhausting Chewbacca, Walking Carpet)",
        "A plays Battlefield Marine from their hand (from the ability)",
        "Battlefield Marine gains Sentinel for this phase",
        "A plays Battlefield Marine, exhausting 2 resources (1 ready left)",
        "Battlefield Marine enters A's ground arena exhausted",
    ]


def test_8_18_1_another_never_means_itself(swu_catalog):
    r = run(swu_catalog, {
        "zones": {"A": {"ground arena": ["Bail Organa, Rebel Councilor", "Battlefield Marine"]}},
        "actions": [{"player": "A", "use": "Bail Organa, Rebel Councilor"}],
    })  # fmt: skip
    assert lines(r)[-1] == "Battlefield Marine gets an Experience token (+1/+1)"
    alone = run(swu_catalog, {
        "zones": {"A": {"ground arena": ["Bail Organa, Rebel Councilor"]}},
        "actions": [{"player": "A", "use": "Bail Organa, Rebel Councilor"}],
    })  # fmt: skip
    assert lines(alone, ("event",))[-1] == (
        "Bail Organa, Rebel Councilor: there is no other friendly unit to give experience tokens to, "
        "so that part does nothing"
    )


def test_8_19_2_an_upgrade_needs_an_eligible_unit(swu_catalog):
    with pytest.raises(ScenarioError, match="no unit it can be attached to"):
        run(swu_catalog, "game: swu; A: Alliance X-Wing in space arena; A plays Jedi Lightsaber")
    r = run(swu_catalog, "game: swu; A: Alliance X-Wing in space arena; A: Battlefield Marine in ground arena; "
            "A plays Jedi Lightsaber")  # fmt: skip
    assert lines(r)[-2:] == [
        "Battlefield Marine is eligible: Attach to a non-VEHICLE unit.",
        "Jedi Lightsaber is attached to Battlefield Marine (now 6/6)",
    ]


def test_8_29_3_different_subtitles_are_different_unique_cards(swu_catalog):
    r = run(swu_catalog, {
        "zones": {"A": {"ground arena": ["Luke Skywalker, Jedi Knight", "Luke Skywalker, A Hero's Beginning"]}},
        "actions": [{"player": "A", "attack": "Luke Skywalker, Jedi Knight"}],
    })  # fmt: skip
    assert lines(r)[-1] == "B's base takes 6 damage (6 of 30 HP)"
    with pytest.raises(ScenarioError, match="is unique"):
        run(swu_catalog, {
            "zones": {"A": {"ground arena": ["Luke Skywalker, Jedi Knight", "Luke Skywalker, Jedi Knight"]}},
            "actions": [{"player": "A", "attack": "Luke Skywalker, Jedi Knight"}],
        })  # fmt: skip


def test_1_8_6_and_8_14_5_e_played_for_free_still_has_its_printed_cost(swu_catalog):
    # Admiral Piett grants Ambush to your units costing 6+; Relentless played
    # for free still costs 9, so it has Ambush as it enters play.
    r = run(swu_catalog, {
        "zones": {"A": {"ground arena": ["Admiral Piett, Captain of the Executor"],
                        "hand": ["Relentless, Konstantine's Folly"]},
                  "B": {"space arena": ["Munificent Frigate"]}},
        "actions": [{"player": "A", "play": "Relentless, Konstantine's Folly", "free": True}],
    })  # fmt: skip
    assert [s.text for s in r.steps if s.kind in ("action", "trigger", "resolve")][:3] == [
        "A plays Relentless, Konstantine's Folly for free",
        "Waiting to resolve: Relentless, Konstantine's Folly: Ambush (gained) (A)",
        "Relentless, Konstantine's Folly: Ambush (gained) resolves (A)",
    ]
    assert "Ambush: A attacks Munificent Frigate with Relentless, Konstantine's Folly" in lines(r)


def test_1_8_9_every_part_of_an_action_cost_is_paid_first(swu_catalog):
    r = run(swu_catalog, {
        "zones": {"A": {"leader": ["Emperor Palpatine, Galactic Ruler"],
                        "ground arena": ["Death Star Stormtrooper"], "resources": ["Porg"], "deck": ["Porg"]},
                  "B": {"ground arena": ["Outer Rim Mystic"]}},
        "actions": [{"player": "A", "use": "Emperor Palpatine, Galactic Ruler"}],
    })  # fmt: skip
    assert lines(r) == [
        "A uses Emperor Palpatine, Galactic Ruler's Action ability (paying 1 resource, "
        "exhausting Emperor Palpatine, Galactic Ruler, defeating Death Star Stormtrooper)",
        "Death Star Stormtrooper is defeated and goes to A's discard pile",
        "Outer Rim Mystic takes 1 damage (1 of 6 HP)",
        "A draws 1 card",
    ]
    empty = {"zones": {"A": {"leader": ["Emperor Palpatine, Galactic Ruler"]}},
             "actions": [{"player": "A", "use": "Emperor Palpatine, Galactic Ruler"}]}  # fmt: skip
    with pytest.raises(ScenarioError, match="no unit to defeat, so the cost cannot be paid"):
        run(swu_catalog, empty)


def test_1_16_4_a_search_may_find_nothing(swu_catalog):
    r = run(swu_catalog, {
        "zones": {"A": {"hand": ["Mon Mothma, Voice of the Rebellion"],
                        "deck": ["Death Star Stormtrooper", "Vanquish", "Porg"]}},
        "actions": ["A plays Mon Mothma, Voice of the Rebellion"],
    })  # fmt: skip
    assert lines(r)[-3:] == [
        "A searches the top 3 cards of their deck: Death Star Stormtrooper; Vanquish; Porg",
        "No searched card fits, so nothing is drawn",
        "The other 3 searched cards go to the bottom of the deck",
    ]


def test_6_2_2_a_a_piloting_card_played_as_a_unit_is_a_unit(swu_catalog):
    r = run(swu_catalog, {
        "zones": {"A": {"leader": ["Chewbacca, Walking Carpet"], "hand": ["Academy Graduate"],
                        "space arena": ["Alliance X-Wing"]}},
        "actions": [{"player": "A", "use": "Chewbacca, Walking Carpet"}],
    })  # fmt: skip
    assert "Academy Graduate enters A's ground arena exhausted" in lines(r)


def test_6_4_1_f_an_action_with_a_cost_may_be_used_for_no_effect(swu_catalog):
    r = run(swu_catalog, {
        "zones": {"A": {"leader": ["Iden Versio, Infero Squad Commander"]}},
        "actions": [{"player": "A", "use": "Iden Versio, Infero Squad Commander"}],
    })  # fmt: skip
    assert r.steps[0].text == (
        "A uses Iden Versio, Infero Squad Commander's Action ability "
        "(exhausting Iden Versio, Infero Squad Commander)"
    )
    assert r.final_state["zones"]["A"]["leader"][0]["exhausted"] is True


def test_7_5_9_b_restore_instances_add_up(swu_catalog):
    r = run(swu_catalog, {
        "zones": {"A": {"ground arena": ["ASP Laborer", "Devotion"],
                        "base": [{"card": "Administrator's Tower, Cloud City", "damage": 5}]}},
        "actions": [{"player": "A", "attack": "ASP Laborer"}],
    })  # fmt: skip
    assert "Restore 3: 3 damage healed from A's base (Administrator's Tower) (2 left)" in lines(r)


def test_7_6_10_and_7_6_12_active_player_picks_who_resolves_first_nested_first(swu_catalog):
    r = run(swu_catalog, {
        "active_player": "A",
        "zones": {"A": {"ground arena": ["Greedo, Slow on the Draw"], "deck": ["Vanquish"]},
                  "B": {"ground arena": ["Vanguard Infantry", "Admiral Motti, Brazen and Scornful",
                                         {"card": "Death Star Stormtrooper", "exhausted": True}]}},
        "actions": ["A attacks Vanguard Infantry with Greedo"],
        "answers": [
            {"kind": "first_player", "answer": "A"},
            {"kind": "target", "player": "A", "card": "Greedo", "answer": "Admiral Motti, Brazen and Scornful"},
            {"kind": "target", "player": "B", "card": "Admiral Motti", "answer": "Death Star Stormtrooper"},
            {"kind": "target", "player": "B", "card": "Vanguard Infantry", "answer": "Death Star Stormtrooper"},
        ],
    })  # fmt: skip
    assert [(s.depth, s.text) for s in r.steps if s.kind == "resolve"] == [
        (1, "Greedo, Slow on the Draw: When Defeated resolves (A)"),
        (2, "Admiral Motti, Brazen and Scornful: When Defeated resolves (B)"),
        (1, "Vanguard Infantry: When Defeated resolves (B)"),
    ]
    first = next(s for s in r.steps if s.kind == "choice")
    assert first.rules == ["7.6.10"]
    nested = [s for s in r.steps if s.kind == "trigger" and "7.6.11" in s.rules]
    assert [s.text for s in nested] == [
        "Waiting to resolve: Admiral Motti, Brazen and Scornful: When Defeated (B)"
    ]
    assert lines(r)[-1] == "Death Star Stormtrooper gets an Experience token (+1/+1)"


def test_8_1_2_each_icon_of_a_leader_or_base_counts_once(swu_catalog):
    # Protector has two Vigilance icons; Luke gives one, a Vigilance base the second.
    def play(base: str):
        return run(swu_catalog, {
            "zones": {"A": {"leader": ["Luke Skywalker, Faithful Friend"], "base": [base],
                            "ground arena": ["Battlefield Marine"], "hand": ["Protector"],
                            "resources": ["5x Porg"]}},
            "actions": ["A plays Protector"],
        })  # fmt: skip

    assert play("Capital City, Lothal").steps[0].text == (
        "A plays Protector, exhausting 1 resource (4 ready left)"
    )
    assert play("Administrator's Tower, Cloud City").steps[0].text == (
        "A plays Protector, exhausting 3 resources (aspect penalty +2 for Vigilance) (2 ready left)"
    )


def test_8_23_3_a_referential_condition_checks_the_attached_unit(swu_catalog):
    def attach(host: str):
        return run(swu_catalog, {
            "zones": {"A": {"ground arena": [host], "hand": ["Vader's Lightsaber"]},
                      "B": {"ground arena": ["Outer Rim Mystic"]}},
            "actions": [{"player": "A", "play": "Vader's Lightsaber", "target": host}],
            "answers": [{"kind": "target", "player": "A", "card": "Vader's Lightsaber", "answer": "Outer Rim Mystic"}],
        })  # fmt: skip

    vader = attach("Darth Vader, Commanding the First Legion")
    assert "Outer Rim Mystic takes 4 damage (4 of 6 HP)" in lines(vader)
    other = attach("Battlefield Marine")
    assert "Vader's Lightsaber: the condition is not met, so that part does nothing" in lines(other)
    assert not any("takes 4 damage" in t for t in lines(other))


def test_8_23_2_while_you_control_a_named_card_counts_a_leader(swu_catalog):
    r = run(swu_catalog, {
        "zones": {"A": {"leader": ["Emperor Palpatine, Galactic Ruler"], "ground arena": ["Emperor's Royal Guard"]},
                  "B": {"ground arena": ["Battlefield Marine"]}},
        "actions": ["B attacks Emperor's Royal Guard with Battlefield Marine"],
    })  # fmt: skip
    assert (
        "Emperor's Royal Guard has +0/+1 from Emperor's Royal Guard while it applies (now 3/5)"
        in lines(r)
    )
    assert "Emperor's Royal Guard takes 3 damage (3 of 5 HP)" in lines(r)


def test_8_11_1_a_when_defeated_ability_uses_the_power_the_unit_left_play_with(swu_catalog):
    # The example: a When Defeated ability dealing damage equal to the unit's power counts the
    # modifiers it had when it was defeated. Raddus (8 power) carries 2 Experience tokens.
    r = run(swu_catalog, {
        "zones": {"A": {"space arena": [{"card": "Raddus, Holdo's Final Command",
                                         "counters": {"experience": 2}}]},
                  "B": {"hand": ["Rival's Fall"], "space arena": ["Munificent Frigate"],
                        "ground arena": ["Outer Rim Mystic"]}},
        "actions": [{"player": "B", "play": "Rival's Fall", "target": "Raddus, Holdo's Final Command"}],
        "answers": [{"kind": "target", "player": "A", "answer": "Munificent Frigate"}],
    })  # fmt: skip
    assert step(
        r, "Raddus, Holdo's Final Command left play with 10 power: that is the amount"
    ).rules == ["8.11.1"]
    assert lines(r)[-2:] == [
        "Munificent Frigate takes 10 damage (10 of 7 HP)",
        "Munificent Frigate is defeated and goes to B's discard pile",
    ]


def test_7_7_5_b_a_shield_token_replaces_the_damage(swu_catalog):
    # The example: a Shield token's text is a replacement effect; the unit is dealt no damage
    # and the Shield token is defeated instead.
    r = run(swu_catalog, {
        "zones": {"A": {"hand": ["Open Fire"]},
                  "B": {"ground arena": [{"card": "Outer Rim Mystic", "counters": {"shield": 1}}]}},
        "actions": ["A plays Open Fire"],
    })  # fmt: skip
    assert lines(r)[-1] == "Outer Rim Mystic's Shield token prevents the 4 damage and is defeated"
    assert r.final_state["zones"]["B"]["ground_arena"] == [{"card": "Outer Rim Mystic"}]
