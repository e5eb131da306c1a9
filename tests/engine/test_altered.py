"""Altered: the seed's examples as exact step sequences, plus the 100-activation cap."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from engine.api import run_ruling
from engine.core.cards import CardDefinition, YamlCatalog, load_card_file
from engine.core.rules import default_registry

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = sorted((ROOT / "examples").glob("altered-*.yaml"))


def texts(result, kind=None):
    return [s.text for s in result.steps if kind is None or s.kind == kind]


def effect_steps(result):
    """Top-level effect steps (atomic-action lines excluded)."""
    return [s for s in result.steps if s.kind == "effect"]


def test_spy_craft_is_two_steps_sabotage_then_resupply():
    r = run_ruling(ROOT / "examples/altered-spy-craft.yaml")
    steps = [s.text for s in effect_steps(r) if s.text.startswith("Step")]
    assert steps == [
        "Step 1 of 2: Sabotage: Asmodeus is discarded from B's Reserve",
        "Step 2 of 2: Resupply: A puts the top card of their Deck (Kitsune) in Reserve",
    ]
    sabotage = next(s for s in r.steps if s.text.startswith("Step 1 of 2"))
    assert sabotage.rules == ["6.1.c", "7.3.24.a", "7.3.5.a"]
    zones = r.final_state["zones"]
    assert zones["B"]["discard"] == [{"card": "Asmodeus"}]
    assert zones["A"]["reserve"] == [{"card": "Kitsune"}]
    assert zones["A"]["discard"] == [{"card": "Spy Craft"}]  # Fleeting (5.2.4.b)


def test_sabotage_may_hit_own_reserve_or_nothing():
    src = "game: altered; A: Kitsune in reserve; A: Spy Craft in hand; A plays Spy Craft; A targets Kitsune"
    r = run_ruling(src)
    seq = texts(r)
    assert "Step 1 of 2: Sabotage: Kitsune is discarded from A's Reserve" in seq
    # A's Deck is empty, so Resupply shuffles the Discard pile in first (7.3.22.b).
    assert any(s.rules == ["7.3.22.b"] for s in r.steps)
    assert r.final_state["zones"]["A"]["reserve"] == [{"card": "Kitsune"}]
    r = run_ruling("game: altered; B: Kitsune in reserve; A plays Spy Craft; A targets no card")
    assert "Step 1 of 2: Sabotage: no card is discarded (up to one)" in texts(r)


def test_subhash_and_marmo_cost_is_one_step():
    r = run_ruling(ROOT / "examples/altered-subhash-marmo-noon.yaml")
    cost = [s for s in r.steps if s.text.startswith("Cost")]
    assert len(cost) == 1 and cost[0].rules[:2] == ["6.1.d", "6.4.a"]
    i = r.steps.index(cost[0])
    assert [s.text for s in r.steps[i + 1 : i + 3]] == [
        "atomic action 1: exhaust Mana Orb in A's Mana zone",
        "atomic action 2: put Spy Craft from Hand in Reserve",
    ]
    zones = r.final_state["zones"]["A"]
    assert zones["reserve"] == [{"card": "Spy Craft"}]
    assert zones["hero_expedition"] == [{"card": "Brassbug"}]


def test_subhash_cost_declined_means_no_token():
    r = run_ruling(ROOT / "examples/altered-subhash-marmo-noon.yaml", answers=[False])
    assert "hero_expedition" not in r.final_state["zones"]["A"]
    assert not [s for s in r.steps if s.text.startswith("Cost")]


def test_open_the_gates_one_step_four_atomic_actions():
    r = run_ruling(ROOT / "examples/altered-open-the-gates.yaml")
    step = [s for s in r.steps if s.text.startswith("Step")]
    assert len(step) == 1
    assert (
        step[0].text
        == "Step: create 4 Ordis Recruit tokens (4 atomic actions, all at the same time)"
    )
    assert {"6.1.e", "6.1.f"} <= set(step[0].rules)
    atomic = [s.text for s in r.steps if s.text.startswith("atomic action")]
    assert atomic == [
        "atomic action 1: create Ordis Recruit in A's hero Expedition",
        "atomic action 2: create Ordis Recruit #2 in A's hero Expedition",
        "atomic action 3: create Ordis Recruit #3 in A's companion Expedition",
        "atomic action 4: create Ordis Recruit #4 in A's companion Expedition",
    ]


def test_kitsune_each_player_declares_in_initiative_order_without_seeing_hidden_cards():
    r = run_ruling(ROOT / "examples/altered-kitsune-resupply.yaml")
    choices = [(s.player, s.text) for s in r.steps if s.kind == "choice"]
    assert choices == [
        ("A", "A declares they will Resupply"),
        (
            "B",
            "B declares they will Resupply (knowing the earlier declarations, but not the cards: they are still in hidden Decks)",
        ),
    ]
    # The cards are named only in the single simultaneous step after both decisions.
    step = next(s for s in r.steps if "Resupplies happen together" in s.text)
    assert r.steps.index(step) > max(r.steps.index(s) for s in r.steps if s.kind == "choice")
    assert {"6.1.h", "6.1.f"} <= set(step.rules)
    assert r.final_state["zones"]["A"]["reserve"] == [{"card": "Asmodeus"}]
    assert r.final_state["zones"]["B"]["reserve"] == [{"card": "Anubis"}]


def test_kitsune_b_may_decline():
    r = run_ruling(ROOT / "examples/altered-kitsune-resupply.yaml", answers=[])
    assert r.decisions[0].decision.player == "A" and r.decisions[1].decision.player == "B"
    r = run_ruling(
        "game: altered; A: Kitsune in hand; A: Anubis in deck; B: Asmodeus in deck; A plays Kitsune; B declines"
    )
    assert "reserve" not in r.final_state["zones"].get("B", {})
    assert r.final_state["zones"]["A"]["reserve"] == [{"card": "Anubis"}]


def test_anubis_second_player_knows_first_choice_and_both_go_at_once():
    r = run_ruling(ROOT / "examples/altered-anubis-sacrifice.yaml")
    choices = [s.text for s in r.steps if s.kind == "choice"]
    assert choices == [
        "B chooses to sacrifice Ordis Recruit",
        "A chooses to sacrifice Asmodeus (knowing that B chose Ordis Recruit: a visible choice)",
    ]
    step = next(s for s in r.steps if "sacrificed together" in s.text)
    assert {"6.1.h", "7.3.25.a", "6.1.f"} <= set(step.rules)
    assert any(s.rules == ["2.1.e"] for s in r.steps)  # the token ceases to exist
    zones = r.final_state["zones"]
    assert zones["A"]["discard"] == [{"card": "Asmodeus"}]
    assert zones["A"]["hero_expedition"] == [{"card": "Kitsune"}]
    assert zones["B"]["hero_expedition"] == [{"card": "Anubis"}]


def test_mind_apotheosis_asmodeus_self_move_reaction_activates():
    r = run_ruling(ROOT / "examples/altered-mind-apotheosis-asmodeus.yaml")
    act = next(s for s in r.steps if s.text.startswith("Reaction-activating step"))
    assert "Asmodeus: when I join play" in act.text
    assert {"6.3.d", "6.3.g", "7.3.1.a"} <= set(act.rules)
    seq = texts(r)
    assert (
        seq.index(act.text)
        == seq.index("Step 2 of 4: put the chosen Characters in A's Expeditions") + 1
    )
    assert "Reactions are checked: A plays Emblem-Reaction (Asmodeus: when I join play)" in seq
    assert seq[-3:] == [
        "Step 2 of 2: Asmodeus gains 3 boosts",
        "Emblem-Reaction (Asmodeus: when I join play) has resolved and ceases to exist",
        "No Emblem-Reaction is left in Limbo: the game moves on",
    ]
    asm = r.final_state["zones"]["A"]["hero_expedition"][0]
    assert asm["counters"] == {"boost": 3} and asm["statuses"] == ["Fleeting"]


def test_mind_apotheosis_high_roll_anchors():
    data = yaml.safe_load((ROOT / "examples/altered-mind-apotheosis-asmodeus.yaml").read_text())
    data["answers"] = [{"answer": "5", "kind": "number"}]
    r = run_ruling(data)
    asm = r.final_state["zones"]["A"]["hero_expedition"][0]
    assert "Anchored" in asm["statuses"]


def test_mana_reaping_armored_jammer_leave_reaction_still_activates():
    r = run_ruling(ROOT / "examples/altered-mana-reaping-armored-jammer.yaml")
    act = next(s for s in r.steps if s.text.startswith("Reaction-activating step"))
    assert "Armored Jammer: when I leave the Landmark zone" in act.text and "for A" in act.text
    assert "6.3.e" in act.rules
    zones = r.final_state["zones"]
    assert zones["A"]["mana"] == [{"card": "Armored Jammer", "exhausted": True}]
    assert zones["B"]["discard"] == [{"card": "Mana Reaping"}, {"card": "Kitsune"}] or zones["B"][
        "discard"
    ] == [
        {"card": "Kitsune"},
        {"card": "Mana Reaping"},
    ]
    assert texts(r)[-3] == "Step: Sabotage: Kitsune is discarded from B's Reserve"


def test_cap_blocks_101st_activation():
    r = run_ruling(ROOT / "examples/altered-armored-jammer-cap.yaml")
    assert r.outcome.status == "loop" and r.outcome.rules == ["6.3.l"]
    assert not any(s.text.startswith("Reaction-activating step") for s in r.steps)
    assert "Kitsune" in str(r.final_state["zones"]["B"]["reserve"])  # not sabotaged


LOOP_CARD = {
    "name": "Echo Gate Test Card",
    "type": "landmark_permanent",
    "cost": 0,
    "abilities": [
        {
            "id": "echo",
            "kind": "reaction",
            "timing": "when_event",
            "trigger": {"event": "join", "whose": "yours", "type": "character", "token": True},
            "effect": [
                {
                    "verb": "create_tokens",
                    "token": "Ordis Recruit",
                    "count": 1,
                    "where": "hero_expedition",
                }
            ],
        }
    ],
}


def test_endless_reaction_loop_ends_at_100_activations():
    cards = load_card_file(ROOT / "engine/games/altered/cards.yaml")
    catalog = YamlCatalog([*cards, CardDefinition.from_dict("altered", LOOP_CARD)])
    src = "game: altered; A: Echo Gate Test Card in landmarks; A plays Open the Gates"
    r = run_ruling(src, catalog=catalog)
    assert r.outcome.status == "loop" and r.outcome.rules == ["6.3.l"]
    acts = [s for s in r.steps if s.text.startswith("Reaction-activating step")]
    assert sum(s.text.count("Emblem-Reaction") for s in acts) == 100
    assert "activation 100 today" in acts[-1].text
    blocked = [s for s in r.steps if s.rules == ["6.3.l"] and s.kind == "event"]
    # 104 tokens join (4 + one per emblem); the last 4 joins find the reaction capped.
    assert len(blocked) == 4 and "101st" in blocked[0].text
    tokens = r.final_state["zones"]["A"]
    assert len(tokens["hero_expedition"]) + len(tokens["companion_expedition"]) == 104


def test_seed_v1_ids_are_aliases_of_v3():
    reg = default_registry()
    assert reg.resolve("altered", "6.3.f", "1.0").id == "6.3.l"
    assert reg.resolve("altered", "6.1.g", "1.0").id == "6.1.h"
    assert reg.resolve("altered", "7.3.18.a", "1.0").id == "7.3.24.a"
    assert reg.resolve("altered", "6.3.b", "1.0").id == "6.3.g"
    assert reg.current_document("altered").version == "3.0"


def test_dusk_progress_compares_facing_expeditions():
    # Daily effects used to be one "not modelled" step; Dusk's Progress now runs (4.2.4.b).
    r = run_ruling(
        "game: altered; A: Kitsune in hero expedition; B: Anubis in companion expedition; A starts dusk"
    )
    progress = [s.text for s in r.steps if s.text.startswith("Progress")]
    assert progress == [
        "Progress: A's hero Expedition has 0/3/2 (forest/mountain/ocean) against 0/0/0: it moves forward (greater mountain, ocean)",
        "Progress: A's companion Expedition has 0/0/0 (forest/mountain/ocean) against 3/4/3: it does not move forward",
        "Progress: B's hero Expedition has 0/0/0 (forest/mountain/ocean) against 0/3/2: it does not move forward",
        "Progress: B's companion Expedition has 3/4/3 (forest/mountain/ocean) against 0/0/0: it moves forward (greater forest, mountain, ocean)",
    ]
    assert r.final_state["info"]["positions"] == {"A:hero": 1, "B:companion": 1}
    assert r.notes == ["Dusk: the region terrains were assumed (all three)"]


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name)
def test_examples_run_and_cite_registered_rules(path):
    reg = default_registry()
    r = run_ruling(path)
    assert r.steps
    for s in r.steps:
        for rid in s.rules:
            assert reg.has("altered", rid), rid
    for rid in r.outcome.rules:
        assert reg.has("altered", rid)


def test_a_whole_day_morning_to_night():
    r = run_ruling(ROOT / "examples/altered-whole-day.yaml")
    phases = [s.text for s in r.steps if s.kind == "action" and s.text.startswith("Day 2")]
    assert phases == [
        "Day 2: Morning begins (B is the first player)",
        "Day 2: Noon begins (A is the first player)",
        "Day 2: Afternoon begins (A is the first player)",
        "Day 2: Dusk begins (A is the first player)",
        "Day 2: Night begins (A is the first player)",
    ]
    seq = texts(r)
    for expected in (
        "Succeed: A becomes the first player",
        "Prepare: each player readies their exhausted cards and objects",
        "Draw: each player draws two cards (4 atomic actions, all at the same time)",
        "Expand: the chosen cards go to the Mana zones face down and ready",
        "Reactions are checked: A plays Emblem-Reaction (Subhash & Marmo: at Noon)",
        "Step 1 of 2: Sabotage: Open the Gates #2 is discarded from B's Reserve",
        "A passes: they take no more turns this day",
        "Every player has passed: the Afternoon ends and Dusk starts",
        "Progress: A's hero Expedition has 7/7/7 (forest/mountain/ocean) against 0/3/2: it moves forward (greater forest, mountain, ocean)",
        "The successful Expeditions move forward one region together: A hero to region 1",
        "Rest: the Characters in the Expeditions are sent to Reserve (3 atomic actions, all at the same time)",
        "Brassbug: a token leaving the Expedition zone ceases to exist",
        "Check Victory: distances A 1, B 0; nobody has reached 7, so the next day starts",
    ):
        assert expected in seq, expected
    zones = r.final_state["zones"]
    assert zones["A"]["reserve"] == [{"card": "Open the Gates"}, {"card": "Asmodeus"}]
    assert zones["B"]["reserve"] == [{"card": "Mana Reaping #2"}, {"card": "Kitsune #2"}]
    assert r.final_state["info"]["positions"] == {"A:hero": 1}


def test_dusk_uses_the_region_terrains_given():
    src = {
        "game": "altered",
        "zones": {"A": {"hero expedition": ["Kitsune"]}, "B": {"hero expedition": ["Anubis"]}},
        "actions": [
            {
                "player": "A",
                "phase": "dusk",
                "terrains": {
                    "A:hero": ["ocean"],
                    "B:hero": ["ocean"],
                    "A:companion": ["forest"],
                    "B:companion": ["forest"],
                },
            }
        ],
    }
    r = run_ruling(src)
    progress = [s.text for s in r.steps if s.text.startswith("Progress: A's hero")]
    # Kitsune 0/3/2 against Anubis 3/4/3: in an ocean-only region 2 < 3, so it does not move.
    assert progress == [
        "Progress: A's hero Expedition has 0/3/2 (forest/mountain/ocean) against 3/4/3: it does not move forward"
    ]
    assert "positions" not in r.final_state.get("info", {}) or r.final_state["info"][
        "positions"
    ] == {"B:hero": 1}
    assert not r.notes


def test_night_rest_anchored_asleep_and_fleeting():
    src = {
        "game": "altered",
        "zones": {
            "A": {
                "hero expedition": [
                    {"card": "Kitsune", "flags": {"statuses": ["Anchored"]}},
                    {"card": "Anubis", "flags": {"statuses": ["Fleeting"]}},
                ],
                "companion expedition": [{"card": "Asmodeus", "flags": {"statuses": ["Asleep"]}}],
            }
        },
        "actions": ["A starts night"],
    }
    r = run_ruling(src)
    seq = texts(r)
    assert "Rest: Kitsune is Anchored: it is not sent to Reserve and loses Anchored" in seq
    assert "Rest: Asmodeus is Asleep: it is not sent to Reserve and loses Asleep" in seq
    assert "Anubis: it is Fleeting, so it is discarded instead of going to Reserve" in seq
    zones = r.final_state["zones"]["A"]
    assert zones["hero_expedition"] == [{"card": "Kitsune"}]
    assert zones["discard"] == [{"card": "Anubis"}]
