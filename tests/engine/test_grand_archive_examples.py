"""The Comprehensive Rules v1.1.3 worked examples ("E.g." / "I.e."), run on real cards.

Each test names the page and item whose example it follows, retold in the project's
own words. The export gives no levels, elements, classes, costs or stats, so each
scenario states the ones the example needs, as a person would in a ruling request.
"""

from __future__ import annotations

from typing import Any

import pytest
from test_grand_archive_pool import catalog  # noqa: F401 - the real-export fixture

from engine.api import run_ruling
from engine.scenario import ScenarioError

WARRIOR = {"classes": ["Warrior"], "element": "fire"}


def scen(a: dict[str, list[Any]], b: dict[str, list[Any]] | None, actions: list[Any]) -> dict:
    return {"game": "grand_archive", "zones": {"A": a, "B": b or {}}, "actions": actions}


def texts(r, *kinds: str) -> list[str]:
    return [s.text for s in r.steps if not kinds or s.kind in kinds]


def step(r, part: str):
    return next(s for s in r.steps if part in s.text)


def lorraine(level: int, title: str, **flags: Any) -> dict[str, Any]:
    return {"card": f"Lorraine, {title}", "flags": {**WARRIOR, "level": level, "life": 20, **flags}}


# -- Parts of a Card - Element ---------------------------------------------------------


def test_element_lineage_enables_every_element_in_it(catalog) -> None:  # noqa: F811
    """Element: a lineage with a Spirit of Water under a norm champion enables water cards."""
    r = run_ruling(
        scen(
            {
                "field": [
                    {"card": "Spirit of Water", "flags": {"element": "water", "life": 15}},
                    "Powercell",  # Turbo Charge's additional cost sacrifices one
                ],
                "material_deck": [lorraine(1, "Wandering Warrior", element="norm", memory_cost=0)],
                "hand": [{"card": "Turbo Charge", "flags": {"element": "water", "cost": 0}}],
            },
            None,
            [
                "A starts the turn",
                "A materializes Lorraine, Wandering Warrior",
                "A activates Turbo Charge",
            ],
        ),
        catalog=catalog,
    )
    enabled = step(r, "is enabled for A")
    assert enabled.text == "Water is enabled for A"
    assert enabled.rules == ["Playing Cards - Card Activation 2", "Parts of a Card - Element 4"]
    assert texts(r, "effect")[-3:] == [
        "A sacrifices Powercell to pay for Turbo Charge",
        "A draws a card (the scenario lists no main deck, so which card is not known)",
        "A draws a card (the scenario lists no main deck, so which card is not known)",
    ]


def test_element_not_in_the_lineage_is_not_enabled(catalog) -> None:  # noqa: F811
    """Element (the same example turned round): a crux card needs crux in the lineage."""
    r = run_ruling(
        scen(
            {
                "field": [lorraine(1, "Wandering Warrior", element="norm")],
                "hand": [{"card": "Turbo Charge", "flags": {"element": "crux", "cost": 0}}],
            },
            None,
            ["A activates Turbo Charge"],
        ),
        catalog=catalog,
    )
    refused = step(r, "not enabled")
    assert refused.text.startswith("Turbo Charge is crux, which is not enabled for A (norm)")
    assert [c["card"] for c in r.final_state["zones"]["A"]["hand"]] == ["Turbo Charge"]


# -- Card Types - Champion: leveling up ------------------------------------------------


def test_level_up_ignores_elements(catalog) -> None:  # noqa: F811
    """Champion 2: Blademaster over a Spirit of Fire may level into the crux Crux Knight."""
    r = run_ruling(
        scen(
            {
                "field": [lorraine(2, "Blademaster")],
                "material_deck": [lorraine(3, "Crux Knight", element="crux", memory_cost=0)],
            },
            None,
            ["A starts the turn", "A materializes Lorraine, Crux Knight"],
        ),
        catalog=catalog,
    )
    check = step(r, "can level up")
    assert check.rules == ["Card Types - Champion 1", "Card Types - Champion 2"]
    assert r.final_state["zones"]["A"]["field"][0]["card"] == "Lorraine, Crux Knight"


def test_printed_level_decides_leveling_not_modified_level(catalog) -> None:  # noqa: F811
    """Champion 1: Wandering Warrior stays a level 1 champion whatever +level effects say."""
    base = {
        "field": [{**lorraine(1, "Wandering Warrior"), "counters": {"level": 1}}],
        "material_deck": [
            lorraine(2, "Blademaster", memory_cost=0),
            lorraine(3, "Crux Knight", memory_cost=0),
        ],
    }
    ok = run_ruling(
        scen(base, None, ["A starts the turn", "A materializes Lorraine, Blademaster"]),
        catalog=catalog,
    )
    assert "now level 3" in step(ok, "levels up the champion").text  # printed 2 + 1 counter
    with pytest.raises(ScenarioError) as refused:
        run_ruling(
            scen(base, None, ["A starts the turn", "A materializes Lorraine, Crux Knight"]),
            catalog=catalog,
        )
    assert (
        "Lorraine, Crux Knight is level 3; Lorraine, Wandering Warrior's printed level is 1"
        in str(refused.value)
    )


def test_a_rested_champion_stays_rested_when_it_levels_up(catalog) -> None:  # noqa: F811
    """Champion 3 (I.e.): a rested champion that levels up is still rested."""
    r = run_ruling(
        scen(
            {
                "field": [
                    {"card": "Spirit of Fire", "exhausted": True, "damage": 3, "flags": {**WARRIOR}}
                ],
                "material_deck": [lorraine(1, "Wandering Warrior", memory_cost=0)],
            },
            None,
            ["A is in the materialize phase", "A materializes Lorraine, Wandering Warrior"],
        ),
        catalog=catalog,
    )
    assert step(r, "levels up the champion").text == (
        "Lorraine, Wandering Warrior levels up the champion: placed on top of Spirit of Fire, now "
        "its inner lineage; it keeps the damage, counters and rested state (now level 1)"
    )
    champ = r.final_state["zones"]["A"]["field"][0]
    assert champ == {
        "card": "Lorraine, Wandering Warrior",
        "damage": 3,
        "exhausted": True,
        "classes": ["Warrior"],
        "element": "fire",
        "level": 1,
        "life": 20,
        "memory_cost": 0,
        "lineage_elements": ["fire"],
    }


def test_materializing_outside_the_materialize_phase_is_refused(catalog) -> None:  # noqa: F811
    """Materialize Phase 3: materializing is a turn-based action of that phase only."""
    with pytest.raises(ScenarioError) as refused:
        run_ruling(
            scen(
                {
                    "field": [{"card": "Spirit of Fire", "flags": {**WARRIOR}}],
                    "material_deck": [lorraine(1, "Wandering Warrior", memory_cost=0)],
                },
                None,
                ["A materializes Lorraine, Wandering Warrior"],
            ),
            catalog=catalog,
        )
    assert "A can materialize only in their own materialize phase (it is A's main phase)" in str(
        refused.value
    )


def test_lineage_name_lets_wandering_warrior_level_into_blademaster(catalog) -> None:  # noqa: F811
    """Lineage (keyword): Wandering Warrior is a Lorraine champion, so Blademaster levels it."""
    r = run_ruling(
        scen(
            {
                "field": [lorraine(1, "Wandering Warrior")],
                "material_deck": [lorraine(2, "Blademaster", memory_cost=0)],
            },
            None,
            ["A starts the turn", "A materializes Lorraine, Blademaster"],
        ),
        catalog=catalog,
    )
    assert r.final_state["zones"]["A"]["field"][0]["card"] == "Lorraine, Blademaster"
    assert [c["card"] for c in r.final_state["zones"]["A"]["lineage"]] == [
        "Lorraine, Wandering Warrior"
    ]
    lineage = step(r, "Lorraine Lineage")
    assert lineage.text == (
        "Lorraine, Blademaster has Lorraine Lineage: Lorraine, Wandering Warrior is a Lorraine "
        "champion, so it may level it up"
    )
    assert lineage.rules == ["Keywords and Abilities - Lineage (Keyword) 1"]
    with pytest.raises(ScenarioError) as refused:
        run_ruling(
            scen(
                {
                    "field": [{"card": "Spirit of Fire", "flags": {**WARRIOR}}],
                    "material_deck": [lorraine(1, "Blademaster", memory_cost=0)],
                },
                None,
                ["A starts the turn", "A materializes Lorraine, Blademaster"],
            ),
            catalog=catalog,
        )
    assert (
        "must be leveled from a previous level Lorraine champion, and Spirit of Fire is not one"
        in str(refused.value)
    )


def test_on_enter_of_a_champion_triggers_as_it_joins_the_lineage(catalog) -> None:  # noqa: F811
    """Triggered Abilities: Wandering Warrior's On Enter goes onto the stack when it enters."""
    r = run_ruling(
        scen(
            {
                "field": [{"card": "Spirit of Fire", "flags": {**WARRIOR}}],
                "material_deck": [lorraine(1, "Wandering Warrior", memory_cost=0)],
            },
            None,
            ["A starts the turn", "A materializes Lorraine, Wandering Warrior"],
        ),
        catalog=catalog,
    )
    order = texts(r, "event", "trigger", "not_modelled")
    level = order.index(next(t for t in order if "levels up the champion" in t))
    assert "On Enter" in order[level + 1] and "goes onto the effects stack" in order[level + 2]
    # it resolves: a weapon with memory cost 0 from the material deck (none is there)
    assert "A has no weapon card with memory cost 0 in the material deck to materialize" in [
        s.text for s in r.steps
    ]
    assert "Card Types - Champion 6.b" in step(r, "levels up the champion").rules


# -- Playing Cards - Resolution, drawing, costs -----------------------------------------


def test_resolution_is_stepwise_glimpse_before_draw(catalog) -> None:  # noqa: F811
    """Resolution ¶2: 'Glimpse 2. Draw a card' — the glimpse is done before the draw."""
    r = run_ruling(
        scen(
            {
                "field": [
                    {"card": "Spirit of Fire", "flags": {**WARRIOR}},
                    {"card": "Serum of Wisdom", "flags": {"type": "item"}},
                ],
                "main_deck": ["Turbo Charge", "Steady Verse", "Backdash", "Arcane Blast"],
            },
            None,
            ["A activates Serum of Wisdom"],
        ),
        catalog=catalog,
    )
    assert texts(r, "effect") == [
        "Serum of Wisdom is sacrificed to pay the cost",
        "A glimpses 3: looks at the top 3 card(s) of their deck (Turbo Charge, Steady Verse, "
        "Backdash) and puts each on the top or bottom in any order (kept on top as they were)",
        "A draws Turbo Charge into their memory",
    ]


def test_drawing_two_cards_is_drawing_one_card_twice(catalog) -> None:  # noqa: F811
    """Drawing Cards: drawing N cards is drawing one card N times, top card first."""
    r = run_ruling(
        scen(
            {
                "field": [{"card": "Spirit of Fire", "flags": {**WARRIOR}}, "Powercell"],
                "hand": [{"card": "Turbo Charge", "flags": {"cost": 0, "element": "norm"}}],
                "main_deck": ["Backdash", "Arcane Blast", "Steady Verse"],
            },
            None,
            ["A activates Turbo Charge"],
        ),
        catalog=catalog,
    )
    draws = [s for s in r.steps if s.kind == "effect" and " draws " in s.text]
    assert [s.text for s in draws] == ["A draws Backdash", "A draws Arcane Blast"]
    assert all(
        s.rules == ["Playing Cards - Resolution ¶2", "Game Mechanics - Drawing Cards 1"]
        for s in draws
    )


def test_efficiency_cost_seven_at_level_three_pays_four(catalog) -> None:  # noqa: F811
    """Static Abilities 4: a reserve cost of 7 with Efficiency at champion level 3 pays 4."""
    r = run_ruling(
        scen(
            {
                "field": [{"card": "Spirit of Fire", "flags": {**WARRIOR, "level": 3}}],
                "hand": [
                    {"card": "Arcane Blast", "flags": {"cost": 7, "element": "norm"}},
                    "Turbo Charge",
                    "Steady Verse",
                    "Backdash",
                    "Serum of Wisdom",
                    "Strategic Warfare",
                ],
            },
            {"field": [{"card": "Lost Spirit", "flags": {"life": 20}}]},
            ["A activates Arcane Blast"],
        ),
        catalog=catalog,
    )
    assert step(r, "Efficiency").text == (
        "Arcane Blast: Efficiency — it costs 3 less to activate (Spirit of Fire is level 3)"
    )
    assert step(r, "after the reduction").text == (
        "Arcane Blast's reserve cost to pay is 4 after the reduction (never below 0)"
    )
    assert len(r.final_state["zones"]["A"]["memory"]) == 4
    assert "Arcane Blast deals 11 damage to Lost Spirit (11 marked)" in texts(r, "effect")


def test_reserve_cost_cards_stay_in_memory_when_the_card_does_not_resolve(catalog) -> None:  # noqa: F811
    """Costs and Memory 4: cards reserved stay in memory even if the card fizzles."""
    r = run_ruling(
        scen(
            {
                "field": [
                    {"card": "Spirit of Fire", "flags": {**WARRIOR}},
                    {"card": "Baby Silver Slime", "flags": {"type": "weapon"}},  # its cost
                ],
                "hand": [
                    {"card": "Blazing Throw", "flags": {"cost": 1, "element": "norm"}},
                    "Turbo Charge",
                    {"card": "Immolation Trap", "flags": {"cost": 0, "element": "norm"}},
                ],
            },
            {
                "field": [
                    {"card": "Lost Spirit", "flags": {"life": 20}},
                    {"card": "Fledgling", "damage": 1, "flags": {"type": "ally", "life": 9}},
                ]
            },
            [
                {"player": "A", "activate": "Blazing Throw", "target": "Fledgling", "hold": True},
                {"player": "A", "activate": "Immolation Trap", "target": "Fledgling"},
            ],
        ),
        catalog=catalog,
    )
    assert "Blazing Throw fizzles: its target Fledgling is no longer legal" in texts(r)
    assert [c["card"] for c in r.final_state["zones"]["A"]["memory"]] == ["Turbo Charge"]


# -- Restrictions -----------------------------------------------------------------------


def test_level_restriction_needs_the_champion_level(catalog) -> None:  # noqa: F811
    """Restriction Abilities (Level): a 2+ restriction needs the champion's LV to be 2 or more."""

    def run(level: int):
        return run_ruling(
            scen(
                {
                    "field": [{"card": "Spirit of Fire", "flags": {**WARRIOR, "level": level}}],
                    "hand": [{"card": "Backdash", "flags": {**WARRIOR, "cost": 0}}],
                },
                None,
                ["A activates Backdash"],
            ),
            catalog=catalog,
        )

    low, high = run(1), run(2)
    assert "A draws a card" not in " ".join(texts(low, "effect"))
    printed = catalog.get("grand_archive", "Backdash").ability("a2").text
    assert printed.startswith("[Class Bonus] [Level 2+] Draw a card.")
    assert step(low, "is ignored").text == (
        f"Backdash: the restriction is not met, so “{printed}” is ignored"
    )
    assert texts(high, "effect")[-1].startswith("A draws a card")


def test_class_does_not_stop_activation_only_class_bonus_text(catalog) -> None:  # noqa: F811
    """Typeline: an Assassin card can be activated by a Warrior champion; its bonus is ignored."""
    r = run_ruling(
        scen(
            {
                "field": [{"card": "Spirit of Fire", "flags": {**WARRIOR, "level": 3}}],
                "hand": [
                    {
                        "card": "Backdash",
                        "flags": {"classes": ["Assassin"], "element": "fire", "cost": 0},
                    }
                ],
            },
            None,
            ["A activates Backdash"],
        ),
        catalog=catalog,
    )
    assert "Backdash goes to A's graveyard" in texts(r)
    restriction = step(r, "[Class Bonus]")
    assert "NOT met: Backdash is Assassin; Spirit of Fire is Warrior" in restriction.text


# -- Objects and targeting ---------------------------------------------------------------


def test_target_ally_can_only_target_allies(catalog) -> None:  # noqa: F811
    """Objects and Targeting: 'target ally' cannot choose a champion."""
    with_only_champions = scen(
        {
            "field": [{"card": "Spirit of Fire", "flags": {**WARRIOR}}],
            "hand": [{"card": "Disorienting Winds", "flags": {"cost": 0, "element": "norm"}}],
        },
        {"field": [{"card": "Lost Spirit", "flags": {"life": 20}}]},
        ["A activates Disorienting Winds"],
    )
    r = run_ruling(with_only_champions, catalog=catalog)
    assert step(r, "no legal target").text == (
        "Disorienting Winds has no legal target: the activation is illegal"
    )


def test_a_token_ally_is_a_legal_target_for_target_ally(catalog) -> None:  # noqa: F811
    """Objects and Targeting: a token ally can be targeted by an effect that targets an ally."""
    r = run_ruling(
        scen(
            {
                "field": [{"card": "Spirit of Fire", "flags": {**WARRIOR}}],
                "hand": [{"card": "Disorienting Winds", "flags": {"cost": 0, "element": "norm"}}],
            },
            {
                "field": [
                    {"card": "Lost Spirit", "flags": {"life": 20}},
                    {"card": "Fledgling", "flags": {"type": "ally", "life": 1}},
                ]
            },
            ["A activates Disorienting Winds"],
        ),
        catalog=catalog,
    )
    assert step(r, "targets Fledgling").text == "A targets Fledgling (the only legal target)"
    assert "Fledgling returns to its owner's hand" in texts(r, "effect")


def test_resting_a_rested_object_does_nothing(catalog) -> None:  # noqa: F811
    """Properties and States: resting something already rested changes nothing."""
    r = run_ruling(
        scen(
            {
                "field": [{"card": "Spirit of Fire", "flags": {**WARRIOR}}],
                "hand": [{"card": "Piper's Lullaby", "flags": {**WARRIOR, "cost": 0}}],
            },
            {
                "field": [
                    {"card": "Lost Spirit", "flags": {"life": 20}},
                    {"card": "Fledgling", "exhausted": True, "flags": {"type": "ally", "life": 1}},
                ]
            },
            ["A activates Piper's Lullaby"],
        ),
        catalog=catalog,
    )
    assert "Fledgling is already rested: nothing happens" in texts(r, "effect")


def test_an_effect_that_gets_allies_power_only_affects_those_there(catalog) -> None:  # noqa: F811
    """Instanced Effects: 'allies you control get +1 POWER' skips allies that enter later."""
    r = run_ruling(
        scen(
            {
                "field": [
                    {"card": "Spirit of Fire", "flags": {**WARRIOR, "level": 3}},
                    {"card": "Gray Wolf", "flags": {"power": 2, "life": 2}},
                ],
                "hand": [
                    {"card": "Strategic Warfare", "flags": {"cost": 0, "element": "norm"}},
                    {
                        "card": "Corhazi Trapper",
                        "flags": {
                            "type": "ally",
                            "cost": 0,
                            "element": "norm",
                            "power": 1,
                            "life": 1,
                        },
                    },
                ],
            },
            None,
            [
                "A activates Strategic Warfare",
                "A activates Corhazi Trapper",
                "A checks Corhazi Trapper",
                "A checks Gray Wolf",
            ],
        ),
        catalog=catalog,
    )
    assert "Gray Wolf gets +1 POWER until end of turn (POWER now 3)" in texts(r, "effect")
    powers = [s.text for s in r.steps if s.text.endswith(("power is 1", "power is 3"))]
    assert powers == ["Corhazi Trapper's power is 1", "Gray Wolf's power is 3"]


# -- Destruction, dying, combat ----------------------------------------------------------


def test_a_destroyed_ally_dies_and_on_death_triggers(catalog) -> None:  # noqa: F811
    """Died/Dies: an ally a destroy effect kills has died, so its On Death triggers."""
    r = run_ruling(
        scen(
            {
                "field": [{"card": "Spirit of Fire", "flags": {**WARRIOR}}],
                "hand": [{"card": "Immolation Trap", "flags": {**WARRIOR, "cost": 0}}],
            },
            {
                "field": [
                    {"card": "Lost Spirit", "flags": {**WARRIOR, "life": 20}},
                    {"card": "Magus Disciple", "damage": 1, "flags": {**WARRIOR, "life": 3}},
                ]
            },
            ["A activates Immolation Trap"],
        ),
        catalog=catalog,
    )
    assert texts(r, "effect") == [
        "Immolation Trap costs 2 less to activate (a static ability: it changes the payment, not the printed cost)",
        "Magus Disciple is destroyed",
        "B draws a card (the scenario lists no main deck, so which card is not known)",
    ]
    assert [c["card"] for c in r.final_state["zones"]["B"]["graveyard"]] == ["Magus Disciple"]


def test_a_banished_ally_does_not_die(catalog) -> None:  # noqa: F811
    """Banish: a banished object was not destroyed and did not die — no On Death."""
    r = run_ruling(
        scen(
            {
                "field": [{"card": "Spirit of Fire", "flags": {**WARRIOR}}],
                "hand": [{"card": "Disorienting Winds", "flags": {"cost": 0, "element": "norm"}}],
            },
            {
                "field": [
                    {"card": "Lost Spirit", "flags": {**WARRIOR, "life": 20}},
                    {"card": "Magus Disciple", "flags": {**WARRIOR, "life": 3}},
                ]
            },
            ["A activates Disorienting Winds"],
        ),
        catalog=catalog,
    )
    assert "Magus Disciple returns to its owner's hand" in texts(r, "effect")
    assert not any("On Death" in t for t in texts(r))


def test_recover_removes_only_the_damage_there_is(catalog) -> None:  # noqa: F811
    """Recover 2.b: a champion with two damage counters that recovers 3 loses only 2."""
    r = run_ruling(
        scen(
            {
                "field": [
                    {"card": "Spirit of Fire", "damage": 2, "flags": {**WARRIOR, "life": 20}},
                    {"card": "Restorative Slash", "flags": {"type": "ally", "power": 1, "life": 5}},
                ]
            },
            {"field": [{"card": "Lost Spirit", "flags": {"life": 20}}]},
            ["A attacks Lost Spirit with Restorative Slash"],
        ),
        catalog=catalog,
    )
    recover = step(r, "recovers 3")
    assert recover.text == "A recovers 3: 2 damage removed from Spirit of Fire (0 left)"
    assert recover.rules == ["Playing Cards - Resolution ¶2", "Game Terms - Recover 1"]


def test_on_attack_resolves_before_retaliation_and_damage(catalog) -> None:  # noqa: F811
    """Attack Declaration 4: On Attack goes onto the stack after the declaration, before damage."""
    r = run_ruling(
        scen(
            {
                "field": [
                    {"card": "Spirit of Fire", "damage": 4, "flags": {**WARRIOR, "life": 20}},
                    {"card": "Restorative Slash", "flags": {"type": "ally", "power": 2, "life": 5}},
                ]
            },
            {
                "field": [
                    {"card": "Lost Spirit", "flags": {"life": 20}},
                    {"card": "Fledgling", "flags": {"type": "ally", "power": 1, "life": 3}},
                ]
            },
            ["A attacks Fledgling with Restorative Slash"],
        ),
        catalog=catalog,
    )
    order = [t for t in texts(r) if "recovers" in t or "combat damage" in t or "retaliate" in t]
    assert order == [
        "A recovers 3: 3 damage removed from Spirit of Fire (1 left)",
        "B rests Fledgling to retaliate against Restorative Slash (default shown: an awake defender is shown retaliating)",
        "Restorative Slash deals 2 combat damage to Fledgling (2 marked)",
        "Fledgling deals 1 combat damage to Restorative Slash (1 marked)",
    ]


def test_a_rested_defender_cannot_retaliate(catalog) -> None:  # noqa: F811
    """Retaliate 2: resting is the cost of retaliating, so a rested unit cannot retaliate."""
    r = run_ruling(
        scen(
            {
                "field": [
                    {"card": "Spirit of Fire", "flags": {**WARRIOR}},
                    {"card": "Wandering Glaivier", "flags": {"power": 2, "life": 2}},
                ]
            },
            {
                "field": [
                    {"card": "Lost Spirit", "flags": {"life": 20}},
                    {
                        "card": "Fledgling",
                        "exhausted": True,
                        "flags": {"type": "ally", "power": 3, "life": 2},
                    },
                ]
            },
            ["A attacks Fledgling with Wandering Glaivier"],
        ),
        catalog=catalog,
    )
    assert step(r, "cannot retaliate").text == (
        "Retaliation step: Fledgling is rested, so it cannot retaliate"
    )
    assert "Fledgling has lethal damage and is destroyed: it goes to B's graveyard" in texts(r)


def test_a_unit_without_power_cannot_attack_and_the_error_names_it(catalog) -> None:  # noqa: F811
    """Attacking 1.c: units with no POWER cannot attack (the export has none: it says so)."""
    with pytest.raises(ScenarioError) as refused:
        run_ruling(
            scen(
                {"field": [{"card": "Spirit of Fire"}, {"card": "Gray Wolf"}]},
                {"field": ["Lost Spirit"]},
                ["A attacks Lost Spirit with Gray Wolf"],
            ),
            catalog=catalog,
        )
    assert (
        "Gray Wolf has no POWER (state it: '(2 power)' or flags: {power: 2}), so it cannot attack"
        in str(refused.value)
    )


def test_a_regalia_going_to_the_graveyard_is_banished(catalog) -> None:  # noqa: F811
    """Supertypes 2.c: a regalia that would go to a graveyard is banished instead."""
    r = run_ruling(
        scen(
            {
                "field": [{"card": "Spirit of Fire", "flags": {**WARRIOR}}],
                "hand": [{"card": "Disintegrate", "flags": {"cost": 0, "element": "norm"}}],
            },
            {
                "field": [
                    {"card": "Lost Spirit", "flags": {"life": 20}},
                    {"card": "Fledgling", "flags": {"type": "regalia"}},
                ]
            },
            ["A activates Disintegrate"],
        ),
        catalog=catalog,
    )
    destroyed = step(r, "is destroyed")
    assert destroyed.text == (
        "Fledgling is destroyed (a champion or regalia going to the graveyard is banished instead)"
    )
    assert destroyed.rules == [
        "Playing Cards - Resolution ¶2",
        "Game Terms - Destruction 1",
        "Card Types - Supertypes 2.c",
    ]
    assert [c["card"] for c in r.final_state["zones"]["B"]["banishment"]] == ["Fledgling"]


def test_on_hit_triggers_on_retaliation_damage_too(catalog) -> None:  # noqa: F811
    """On Hit (E.g.): a unit's On Hit triggers when it deals combat damage, attacking or
    retaliating. Savage Sunder is stated to be an ally here to carry an On Hit ability."""
    r = run_ruling(
        scen(
            {
                "field": [
                    {"card": "Spirit of Fire", "flags": {**WARRIOR}},
                    {"card": "Wandering Glaivier", "flags": {"power": 1, "life": 5}},
                ]
            },
            {
                "field": [
                    {"card": "Lost Spirit", "damage": 7, "flags": {**WARRIOR, "life": 20}},
                    {
                        "card": "Savage Sunder",
                        "flags": {**WARRIOR, "type": "ally", "power": 2, "life": 5},
                    },
                ]
            },
            ["A attacks Savage Sunder with Wandering Glaivier"],
        ),
        catalog=catalog,
    )
    order = [t for t in texts(r) if "combat damage" in t or "recovers" in t]
    assert order == [
        "Wandering Glaivier deals 1 combat damage to Savage Sunder (1 marked)",
        "Savage Sunder deals 2 combat damage to Wandering Glaivier (2 marked)",
        "B recovers 5: 5 damage removed from Lost Spirit (2 left)",
    ]


def test_a_suppressed_ally_comes_back_under_its_owners_control(catalog) -> None:  # noqa: F811
    """Control and Ownership 3 (E.g.): a suppressed ally returns as a new object under the
    control of its owner, whoever controlled it before."""
    r = run_ruling(
        scen(
            {
                "field": [{"card": "Spirit of Fire", "flags": {**WARRIOR}}],
                "hand": [{"card": "Enchaining Gale", "flags": {"cost": 0, "element": "norm"}}],
            },
            {
                "field": [
                    {"card": "Lost Spirit", "flags": {"life": 20}},
                    {
                        "card": "Wandering Glaivier",
                        "controller": "A",
                        "flags": {"power": 1, "life": 3},
                    },
                ]
            },
            ["A activates Enchaining Gale", "A ends the turn"],
        ),
        catalog=catalog,
    )
    assert [t for t in texts(r, "effect", "choice")] == [
        "A targets Wandering Glaivier (the only legal target)",
        "Wandering Glaivier is suppressed: banished until the beginning of the next end phase",
        "Wandering Glaivier returns to the field under its owner B's control (the delayed "
        "trigger of the suppress)",
    ]
    assert step(r, "returns to the field").rules == [
        "Game Terms - Suppress 1",
        "Game Terms - Control and Ownership 3",
    ]
    field = {c["card"]: c for c in r.final_state["zones"]["B"]["field"]}
    assert "controller" not in field["Wandering Glaivier"]  # B, its owner, controls it
