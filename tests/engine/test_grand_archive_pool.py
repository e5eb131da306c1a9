"""Grand Archive on the real export: types from the text, placement, and a hand-checked sample.

The sample is 30 compiled abilities drawn once from the real pool
(``random.Random(2026).sample`` over the modelled abilities with effect steps, cards in
database order); each row's expected steps were checked by hand against the printed
text, so a compiler change that alters what a real card does fails here by name.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from cards_db import open_database
from cards_db.pool import PoolCatalog
from engine.api import run_ruling
from engine.games.grand_archive.spec import SPEC
from engine.scenario import ScenarioError

EXPORT = Path(__file__).resolve().parents[2].parent / "shared" / "carddata" / "grand_archive"

SAMPLE = [
    ("Sable Remnant", "a1", "constant", [{"power": 1, "verb": "grant_stats"}]),
    ("Hub of Innovation", "a1", "on_enter", [{"count": 1, "into": "memory", "verb": "draw"}]),
    (
        "Aqua Vitae",
        "a2",
        "your_recollection_phase",
        [{"amount": 1, "counter": "age", "target": "self", "verb": "put_counter"}],
    ),
    (
        "Cell Sharpshooter",
        "a2",
        "on_enter",
        [
            {"count": 1, "keyword": "floating memory", "verb": "banish_from_graveyard"},
            {"count": 1, "if_done": True, "verb": "draw"},
            {"count": 1, "if_done": True, "rested": True, "token": "Powercell", "verb": "summon"},
        ],
    ),
    (
        "Brusque Neige",
        "a3",
        "on_resolve",
        [
            {"target": "self", "verb": "banish"},
            {"amount": 1, "counter": "omen", "target": "same", "verb": "put_counter"},
        ],
    ),
    ("Glow Forth", "a3", "on_resolve", [{"count": 1, "into": "memory", "verb": "draw"}]),
    (
        "Flute of Taming",
        "a1",
        "activated",
        [{"amount": 1, "target": "your_champion", "verb": "level_until_end_of_turn"}],
    ),
    ("Tempest Silverback", "a2", "constant", [{"life": 2, "power": 2, "verb": "grant_stats"}]),
    ("Sword of Shadows", "a1", "constant", [{"power": 1, "verb": "grant_stats"}]),
    ("Temptation's Facade", "a1", "on_enter", [{"count": 1, "verb": "draw"}]),
    (
        "Dormant Sacrificial Altar",
        "a1",
        "on_enter",
        [{"count": 1, "into": "memory", "verb": "draw"}],
    ),
    (
        "Halocline Scout",
        "a1",
        "on_enter",
        [{"target": {"unit": {"controller": "any", "type": ["ally", "champion"]}}, "verb": "rest"}],
    ),
    (
        "Flickering Cinder",
        "a1",
        "on_resolve",
        [
            {
                "amount": 1,
                "target": {"unit": {"controller": "any", "type": ["ally", "champion"]}},
                "verb": "deal_damage",
            },
            {"target": "your_champion", "verb": "become_distant"},
        ],
    ),
    (
        "Scatter Essence",
        "a1",
        "on_resolve",
        [{"target": {"unit": {"controller": "any", "type": ["phantasia"]}}, "verb": "destroy"}],
    ),
    (
        "Rafale's Slash",
        "a1",
        "on_attack",
        [
            {"amount": 3, "verb": "pay"},
            {
                "count": 1,
                "if_done": True,
                "rested": True,
                "token": "Vacuous Servant",
                "verb": "summon",
            },
        ],
    ),
    (
        "Temper in Flames",
        "a1",
        "on_resolve",
        [
            {
                "amount": 1,
                "target": {"unit": {"controller": "any", "type": ["weapon"]}},
                "verb": "power_until_end_of_turn",
            },
            {"amount": 1, "counter": "durability", "target": "same", "verb": "put_counter"},
        ],
    ),
    (
        "Weaponsmith",
        "a1",
        "your_recollection_phase",
        [
            {
                "amount": 1,
                "counter": "durability",
                "target": {"unit": {"controller": "you", "type": ["weapon"]}},
                "verb": "put_counter",
            }
        ],
    ),
    ("Baleful Oblation", "a1", "constant", [{"amount": 2, "verb": "reduce_cost"}]),
    ("Cyclical Breeze", "a1", "constant", [{"amount": 2, "verb": "reduce_cost"}]),
    ("Materialize Polearm", "a1", "constant", [{"amount": 1, "verb": "reduce_cost"}]),
    (
        "Arcane Blast",
        "a2",
        "on_resolve",
        [
            {
                "amount": 11,
                "target": {"unit": {"controller": "any", "type": ["champion"]}},
                "verb": "deal_damage",
            }
        ],
    ),
    ("Owl Familiar", "a1", "on_enter", [{"count": 2, "verb": "glimpse"}]),
    ("Expeditious Opening", "a2", "on_resolve", [{"count": 1, "into": "memory", "verb": "draw"}]),
    ("Poisonous Breezecap", "a2", "on_enter", [{"count": 1, "into": "memory", "verb": "draw"}]),
    ("Powered Swordsman", "a1", "on_death", [{"count": 1, "token": "Powercell", "verb": "summon"}]),
    (
        "Firebloom Flourish",
        "a1",
        "your_recollection_phase",
        [
            {
                "amount": 1,
                "target": {"unit": {"controller": "any", "type": ["champion"]}},
                "verb": "deal_damage",
            }
        ],
    ),
    ("Bandage Wound", "a1", "on_resolve", [{"amount": 4, "verb": "recover"}]),
    ("Lost Spirit", "a1", "on_enter", [{"count": 7, "verb": "draw"}]),
    (
        "Drifting Rogue",
        "a1",
        "on_enter",
        [{"amount": 1, "counter": "preparation", "target": "your_champion", "verb": "put_counter"}],
    ),
    ("Staff of Blossoming Will", "a1", "on_enter", [{"count": 1, "verb": "draw"}]),
]


@pytest.fixture(scope="module")
def catalog(tmp_path_factory: pytest.TempPathFactory):
    if not EXPORT.is_dir():
        pytest.skip(f"real Grand Archive export not found at {EXPORT}")
    db = open_database(tmp_path_factory.mktemp("ga") / "ga.sqlite3")
    db.import_cards("grand_archive", EXPORT)
    yield PoolCatalog(db)
    db.close()


def test_every_imported_card_has_a_declared_type(catalog) -> None:
    cards = catalog.cards("grand_archive")
    kinds = {c.type for c in cards}
    assert kinds <= set(SPEC.card_types)
    counts = {k: sum(c.type == k for c in cards) for k in kinds}
    # What the text shows; the rest is honestly 'card' (type not in the export).
    assert counts["champion"] >= 90 and counts["ally"] >= 150 and counts["token"] >= 10
    assert counts["weapon"] >= 10 and counts["mastery"] >= 1
    unknown = [c for c in cards if c.type == "card"]
    assert all(c.fields.get("type_unknown") for c in unknown)
    assert catalog.get("grand_archive", "Spirit of Fire").stats == {"level": 0}
    assert catalog.get("grand_archive", "Powercell").type == "token"


def sample_mismatches(catalog, sample: list) -> list[str]:  # noqa: F811
    """The sample rows whose compiled timing and steps differ from the hand-checked ones."""
    wrong = []
    for name, ability_id, timing, steps in sample:
        ability = catalog.get("grand_archive", name).ability(ability_id)
        got = (ability.timing, [dict(sorted(s.items())) for s in ability.effect], ability.modelled)
        if got != (timing, steps, "modelled"):
            wrong.append(f"{name} {ability_id}: {got}")
    return wrong


def sample_not_executed(catalog, sample: list) -> list[str]:  # noqa: F811
    """The sample rows that do not execute in their reach scenario."""
    from cards_db.pool import EXECUTED, classify
    from engine.rulesets import get_ruleset

    ruleset = get_ruleset("grand_archive")
    out = []
    for name, ability_id, _, _ in sample:
        card = catalog.get("grand_archive", name)
        ability = card.ability(ability_id)
        scenario = ruleset.reach_scenario(card, ability)
        if scenario is None:
            out.append(f"{name} {ability_id}: no reach scenario")
            continue
        status, detail = classify(run_ruling(scenario, catalog=catalog), card, ability)
        if status != EXECUTED:
            out.append(f"{name} {ability_id}: {status} {detail}")
    return out


def test_hand_checked_sample_compiles_exactly(catalog) -> None:
    wrong = sample_mismatches(catalog, SAMPLE)
    assert len(wrong) <= len(SAMPLE) // 20, "\n".join(wrong)  # at least 95 % right


def test_hand_checked_sample_runs_at_its_moment(catalog) -> None:
    """Each sample ability, in its reach scenario, runs its steps (a [<Champion> Bonus] is met
    by a champion of that name)."""
    assert sample_not_executed(catalog, SAMPLE) == []


def test_it_after_the_card_itself_is_the_card(catalog) -> None:
    """Brusque Neige banishes itself, then the omen counter goes on that same card ("it")."""
    r = run_ruling(
        {
            "game": "grand_archive",
            "zones": {
                "A": {
                    "field": [{"card": "Ciel, Loyal Valet", "flags": {"level": 2}}],
                    "hand": [{"card": "Brusque Neige", "flags": {"cost": 0}}],
                }
            },
            "actions": ["A activates Brusque Neige"],
        },
        catalog=catalog,
    )
    assert [s.text for s in r.steps if s.kind == "effect"][-2:] == [
        "Brusque Neige is banished",
        "Brusque Neige gets 1 omen counter(s)",
    ]
    assert r.final_state["zones"]["A"]["banishment"] == [
        {"card": "Brusque Neige", "counters": {"omen": 1}, "cost": 0}
    ]


def test_unknown_type_card_is_placeable_and_a_stated_type_is_checked(catalog) -> None:
    r = run_ruling(
        {
            "game": "grand_archive",
            "zones": {"A": {"field": [{"card": "Bubble Mage", "flags": {"type": "ally"}}]}},
        },
        catalog=catalog,
    )
    assert r.final_state["zones"]["A"]["field"][0]["type"] == "ally"
    with pytest.raises(ScenarioError, match="'wizard' is not a Grand Archive card type"):
        run_ruling(
            {
                "game": "grand_archive",
                "zones": {"A": {"field": [{"card": "Bubble Mage", "flags": {"type": "wizard"}}]}},
            },
            catalog=catalog,
        )
    with pytest.raises(ScenarioError, match="Bubble Mage is stated to be a action; it can be in"):
        run_ruling(
            {
                "game": "grand_archive",
                "zones": {"A": {"field": [{"card": "Bubble Mage", "flags": {"type": "action"}}]}},
            },
            catalog=catalog,
        )


def _field(extra: list, b_extra: list | None = None) -> dict:
    champ = {
        "card": "Spirit of Fire",
        "flags": {"classes": ["Warrior"], "element": "fire", "life": 20},
    }
    b = {"card": "Lost Spirit", "flags": {"life": 20}}
    return {
        "game": "grand_archive",
        "zones": {"A": {"field": [champ, *extra]}, "B": {"field": [b, *(b_extra or [])]}},
    }


def test_real_action_deals_damage_to_the_named_target(catalog) -> None:
    weapon = {"card": "Baby Silver Slime", "flags": {"type": "weapon"}}  # its additional cost
    scen = _field([weapon], [{"card": "Fledgling", "flags": {"type": "ally", "life": 5}}])
    scen["zones"]["A"]["hand"] = [{"card": "Blazing Throw", "flags": {"type": "action", "cost": 0}}]
    scen["actions"] = [{"player": "A", "activate": "Blazing Throw", "target": "Lost Spirit"}]
    r = run_ruling(scen, catalog=catalog)
    effects = [s.text for s in r.steps if s.kind == "effect"]
    assert effects == [
        "A sacrifices Baby Silver Slime to pay for Blazing Throw",
        "Blazing Throw deals 4 damage to Lost Spirit (4 marked)",
    ]
    graveyard = [c["card"] for c in r.final_state["zones"]["A"]["graveyard"]]
    assert graveyard == ["Blazing Throw", "Baby Silver Slime"]


def test_unknown_cost_and_element_are_said_not_guessed(catalog) -> None:
    scen = _field(["Powercell"])  # Turbo Charge's additional cost sacrifices one
    scen["zones"]["A"]["hand"] = [{"card": "Turbo Charge"}]
    scen["actions"] = [{"player": "A", "activate": "Turbo Charge"}]
    r = run_ruling(scen, catalog=catalog)
    texts = [s.text for s in r.steps]
    assert any("element is not in the card data" in t for t in texts)
    assert any("reserve cost is not in the card data" in t for t in texts)
    assert [s.text for s in r.steps if s.kind == "effect"] == [
        "A sacrifices Powercell to pay for Turbo Charge",
        "A draws a card (the scenario lists no main deck, so which card is not known)",
        "A draws a card (the scenario lists no main deck, so which card is not known)",
    ]


def test_reserve_cost_goes_from_hand_to_memory(catalog) -> None:
    scen = _field([])
    scen["zones"]["A"]["hand"] = [
        {"card": "Indolent Leisure", "flags": {"type": "action", "cost": 2, "element": "norm"}},
        "Turbo Charge",
        "Steady Verse",
    ]
    scen["actions"] = [{"player": "A", "activate": "Indolent Leisure"}]
    r = run_ruling(scen, catalog=catalog)
    paid = next(s for s in r.steps if "reserve cost" in s.text or "cost of (2)" in s.text)
    assert (
        paid.text
        == "A pays Indolent Leisure's cost of (2): Turbo Charge, Steady Verse from hand into memory "
        "(the player chooses which; the first cards listed are shown)"
    )
    assert paid.rules == ["Playing Cards - Card Activation 8", "Playing Cards - Costs and Memory 1"]
    assert {c["card"] for c in r.final_state["zones"]["A"]["memory"]} == {
        "Turbo Charge",
        "Steady Verse",
    }


def test_a_whole_turn_materialize_level_up_play_attack_retaliate_end(catalog) -> None:
    warrior = {"classes": ["Warrior"], "element": "fire"}
    scen = {
        "game": "grand_archive",
        "zones": {
            "A": {
                "field": [
                    {"card": "Spirit of Fire", "flags": {**warrior, "life": 20}},
                    {
                        "card": "Wandering Glaivier",
                        "exhausted": True,
                        "flags": {"power": 2, "life": 2},
                    },
                ],
                "material_deck": [
                    {
                        "card": "Lorraine, Wandering Warrior",
                        "flags": {**warrior, "level": 1, "memory_cost": 1, "life": 20},
                    }
                ],
                "memory": ["Turbo Charge", "Steady Verse"],
                "hand": [
                    {
                        "card": "Corhazi Trapper",
                        "flags": {
                            "type": "ally",
                            "cost": 1,
                            "element": "norm",
                            "power": 1,
                            "life": 1,
                        },
                    }
                ],
                "main_deck": ["Indolent Leisure"],
            },
            "B": {
                "field": [
                    {"card": "Lost Spirit", "flags": {"life": 20}},
                    {"card": "Fledgling", "flags": {"type": "ally", "power": 1, "life": 3}},
                ]
            },
        },
        "actions": [
            "A starts the turn",
            "A materializes Lorraine, Wandering Warrior",
            "A activates Corhazi Trapper",
            "A attacks Fledgling with Wandering Glaivier",
            "A ends the turn",
        ],
    }
    r = run_ruling(scen, catalog=catalog)
    lorraine = catalog.get("grand_archive", "Lorraine, Wandering Warrior").ability("a1").text
    assert lorraine.startswith("On Enter: Materialize a weapon card")
    shown = [
        s.text for s in r.steps if s.kind in ("phase", "event", "effect", "choice", "not_modelled")
    ]
    assert shown == [
        "A's turn begins: wake up phase",
        "A wakes up Wandering Glaivier",
        "Materialize phase",
        "Lorraine, Wandering Warrior is materialized and goes onto the effects stack; A gains Opportunity",
        "Lorraine, Wandering Warrior levels up the champion: placed on top of Spirit of Fire, now its "
        "inner lineage; it keeps the damage, counters and awake state (now level 1)",
        "Recollection phase",
        "Recollection: A returns 1 card(s) from memory to hand (Steady Verse)",
        "Draw phase",
        "A draws Indolent Leisure",
        "Main phase: A receives Opportunity",
        "Corhazi Trapper is activated; A gains Opportunity",
        "Corhazi Trapper enters the field under A's control",
        "Lorraine, Wandering Warrior gets 1 preparation counter(s)",
        "B rests Fledgling to retaliate against Wandering Glaivier (default shown: an awake defender is shown retaliating)",
        "Wandering Glaivier deals 2 combat damage to Fledgling (2 marked)",
        "Fledgling deals 1 combat damage to Wandering Glaivier (1 marked)",
        "End phase",
        "End of turn: damage on Wandering Glaivier is removed; damage on Fledgling is removed",
        "A's turn ends; it is now B's turn",
    ]
    # Lorraine's On Enter materializes a weapon with memory cost 0: the deck holds none
    assert "A has no weapon card with memory cost 0 in the material deck to materialize" in [
        s.text for s in r.steps
    ]
    memory_paid = next(s for s in r.steps if "memory cost of 1" in s.text)
    assert "Turbo Charge banished from memory" in memory_paid.text
    assert memory_paid.rules == [
        "Playing Cards - Card Materialization 8",
        "Parts of a Card - Cost ¶7",
    ]
    zones = r.final_state["zones"]["A"]
    assert [c["card"] for c in zones["lineage"]] == ["Spirit of Fire"]
    assert [c["card"] for c in zones["memory"]] == ["Indolent Leisure"]
    assert [c["card"] for c in zones["banishment"]] == ["Turbo Charge"]


def _combat(a_field: list, b_field: list, action: str):
    champ_a = {
        "card": "Spirit of Fire",
        "flags": {"classes": ["Warrior"], "element": "fire", "level": 1},
    }
    return {
        "game": "grand_archive",
        "zones": {
            "A": {"field": [champ_a, *a_field]},
            "B": {
                "field": [
                    {"card": "Lost Spirit", "flags": {"life": 20, "classes": ["Guardian"]}},
                    *b_field,
                ]
            },
        },
        "actions": [action],
    }


def test_pride_keeps_an_ally_from_attacking_below_its_level(catalog) -> None:
    wolf = {"card": "Gray Wolf", "flags": {"power": 2, "life": 2}}
    with pytest.raises(ScenarioError) as refused:
        run_ruling(_combat([wolf], [], "A attacks Lost Spirit with Gray Wolf"), catalog=catalog)
    assert "Gray Wolf has Pride 2: it does not obey A while their champion is level 1" in str(
        refused.value
    )


def test_taunt_must_be_attacked_first_and_intercept_redirects(catalog) -> None:
    attacker = {"card": "Wandering Glaivier", "flags": {"power": 2, "life": 3}}
    taunt = {
        "card": "Rivulet Adjutant",
        "flags": {"type": "ally", "power": 1, "life": 4, "classes": ["Guardian"]},
    }
    with pytest.raises(ScenarioError) as refused:
        run_ruling(
            _combat(
                [attacker],
                [
                    {"card": "Daunting Panda", "flags": {"type": "ally", "power": 1, "life": 1}},
                    taunt,
                ],
                "A attacks Daunting Panda with Wandering Glaivier",
            ),
            catalog=catalog,
        )
    assert (
        "Rivulet Adjutant has Taunt: Wandering Glaivier must attack it before Daunting Panda"
        in str(refused.value)
    )
    drone = {"card": "Caretaker Drone", "flags": {"power": 1, "life": 4}}
    r = run_ruling(
        _combat([attacker], [drone], "A attacks Lost Spirit with Wandering Glaivier"),
        catalog=catalog,
    )
    assert [
        t
        for t in (s.text for s in r.steps)
        if "Intercept" in t or "intercepts" in t or "combat damage" in t
    ] == [
        "B uses Caretaker Drone's Intercept (default shown: Intercept is shown used)",
        "Caretaker Drone intercepts: the attack on Lost Spirit is redirected to it",
        "Wandering Glaivier deals 2 combat damage to Caretaker Drone (2 marked)",
        "Caretaker Drone deals 1 combat damage to Wandering Glaivier (1 marked)",
    ]


def test_ranged_adds_power_while_distant_and_vigor_wakes_up(catalog) -> None:
    archer = {
        "card": "Veteran Aerotheurge",
        "flags": {"type": "ally", "power": 1, "life": 3, "distant": True},
    }
    r = run_ruling(
        _combat([archer], [], "A attacks Lost Spirit with Veteran Aerotheurge"), catalog=catalog
    )
    bonus = [s.text for s in r.steps if "Ranged" in s.text]
    assert bonus and all(t.endswith("it is distant, so it gets +2 POWER") for t in bonus)
    assert (
        f"Veteran Aerotheurge deals {1 + 2 * len(bonus)} combat damage to Lost Spirit"
        in " ".join(s.text for s in r.steps)
    )
    panda = {
        "card": "Daunting Panda",
        "exhausted": True,
        "flags": {"type": "ally", "power": 1, "life": 1},
    }
    r = run_ruling(_combat([panda], [], "A ends the turn"), catalog=catalog)
    assert "Daunting Panda has Vigor: it wakes up at the beginning of the end phase" in [
        s.text for s in r.steps
    ]
    assert "exhausted" not in r.final_state["zones"]["A"]["field"][1]


TAMER = {"classes": ["Tamer"], "life": 20}


def test_an_ally_is_slow_unless_it_has_fast_activation(catalog) -> None:
    def run(card: str):
        return run_ruling(
            {
                "game": "grand_archive",
                "active_player": "A",
                "zones": {
                    "A": {"field": [{"card": "Spirit of Fire", "flags": {"life": 20}}]},
                    "B": {
                        "field": [{"card": "Lost Spirit", "flags": {"element": "water", **TAMER}}],
                        "hand": [{"card": card, "flags": {"type": "ally", "cost": 0, **TAMER}}],
                    },
                },
                "actions": [{"player": "B", "activate": card}],
            },
            catalog=catalog,
        )

    slow = run("Wandering Glaivier")
    refused = next(s for s in slow.steps if s.kind == "outcome")
    assert refused.text == (
        "Wandering Glaivier is an ally, played only at slow speed, and it is A's turn: "
        "the activation is illegal and is undone"
    )
    fast = run("Baby Green Slime")
    assert (
        "Baby Green Slime has Fast Activation: it may be activated at fast speed (it is A's turn)"
        in [s.text for s in fast.steps]
    )


def test_compact_form_states_type_and_stats(catalog) -> None:
    r = run_ruling(
        "game: grand_archive; A: Spirit of Fire + Bubble Mage (type ally, 2 power, 2 life) in field; "
        "B: Lost Spirit in field; A attacks Lost Spirit with Bubble Mage",
        catalog=catalog,
    )
    assert "Bubble Mage deals 2 combat damage to Lost Spirit (2 marked)" in [
        s.text for s in r.steps
    ]
    with pytest.raises(ScenarioError, match="Bubble Mage is a card: only allies and champions"):
        run_ruling(
            "game: grand_archive; A: Spirit of Fire + Bubble Mage (2 power) in field; "
            "B: Lost Spirit in field; A attacks Lost Spirit with Bubble Mage",
            catalog=catalog,
        )


def test_an_attack_card_rests_the_champion_attacks_and_hits_from_the_intent(catalog) -> None:
    warrior = {"classes": ["Warrior"], "element": "fire"}
    r = run_ruling(
        {
            "game": "grand_archive",
            "zones": {
                "A": {
                    "field": [
                        {"card": "Spirit of Fire", "damage": 6, "flags": {**warrior, "life": 20}}
                    ],
                    "hand": [
                        {
                            "card": "Savage Sunder",
                            "flags": {**warrior, "type": "attack", "power": 3, "cost": 0},
                        }
                    ],
                },
                "B": {"field": [{"card": "Lost Spirit", "flags": {"life": 20}}]},
            },
            "actions": ["A activates Savage Sunder on Lost Spirit"],
        },
        catalog=catalog,
    )
    shown = [s.text for s in r.steps if s.kind in ("info", "event", "action", "effect")]
    order = [
        "A rests Spirit of Fire as the additional cost of the attack Savage Sunder",
        "Savage Sunder enters A's intent as the attack",
        "A declares the attack of Spirit of Fire with Savage Sunder on Lost Spirit (the champion "
        "was rested as the attack card's cost)",
        "Spirit of Fire deals 3 combat damage to Lost Spirit (3 marked)",
        "A recovers 5: 5 damage removed from Spirit of Fire (1 left)",
        "Savage Sunder goes from the intent to the graveyard",
    ]
    assert [t for t in shown if t in order] == order
    assert [c["card"] for c in r.final_state["zones"]["A"]["graveyard"]] == ["Savage Sunder"]


def test_passing_with_an_empty_stack_is_shown_and_two_in_a_row_end_the_main_phase(catalog) -> None:
    """Main Phase 6: a pass is never silent; every player passing in a row with nothing on the
    effects stack ends the main phase, and any other action in between starts the count again."""
    scen = {
        "game": "grand_archive",
        "zones": {"A": {"field": ["Spirit of Fire"]}},
        "actions": ["A passes", "B passes"],
    }
    result = run_ruling(scen, catalog=catalog)
    assert [(s.text, s.rules) for s in result.steps[:3]] == [
        (
            "A passes Opportunity; the effects stack is empty",
            ["Game Mechanics - Timing and Permissions / Opportunity 3"],
        ),
        (
            "B passes Opportunity; the effects stack is empty",
            ["Game Mechanics - Timing and Permissions / Opportunity 3"],
        ),
        (
            "Every player has passed Opportunity in a row with the effects stack empty: "
            "the main phase ends",
            ["Turn Order - Main Phase 6"],
        ),
    ]
    assert result.steps[-1].text == "A's turn ends; it is now B's turn"
    broken = run_ruling(
        {**scen, "actions": ["A passes", "A checks Spirit of Fire", "B passes"]}, catalog=catalog
    )
    assert not any("main phase ends" in s.text for s in broken.steps)
