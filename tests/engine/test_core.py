"""The game-agnostic core: decisions, pausing, branches, determinism, bounds, registry."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.api import branches, run_ruling
from engine.core.cards import CardDefinition, YamlCatalog
from engine.core.result import COMPLETE, LOOP, PAUSED, STEP_LIMIT
from engine.core.rules import default_registry
from engine.synthetic import chain_catalog

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
VADER = EXAMPLES / "swu-vader-krayt-b-first.yaml"


def loop_catalog() -> YamlCatalog:
    cards = YamlCatalog().all("swu")
    cards.append(
        CardDefinition.from_dict(
            "swu",
            {
                "name": "Echo Droid",
                "type": "unit",
                "cost": 1,
                "stats": {"power": 1, "hp": 3},
                "fields": {"arena": "ground"},
                "abilities": [
                    {
                        "id": "echo",
                        "kind": "triggered",
                        "timing": "unit_readied",
                        "trigger": {"event": "unit_readied", "by": "any"},
                        "effect": [{"verb": "ready", "target": "self"}],
                    },
                    {
                        "id": "wake",
                        "kind": "triggered",
                        "timing": "when_played",
                        "trigger": {"event": "card_played", "by": "self_card"},
                        "effect": [{"verb": "ready", "target": "self"}],
                    },
                ],
            },
        )
    )
    return YamlCatalog(cards)


def test_every_cited_rule_is_registered_in_every_example():
    registry = default_registry()
    for path in sorted(EXAMPLES.glob("*.yaml")):
        result = run_ruling(path)
        for step in result.steps:
            assert step.rules, f"{path.name} step {step.seq} cites nothing"
            for rid in step.rules:
                assert registry.has(result.game, rid), f"{path.name}: {rid} not registered"


def test_same_scenario_same_trace():
    a = run_ruling(VADER).to_json()
    b = run_ruling(VADER).to_json()
    assert a == b


def test_defaults_are_marked_and_listed():
    r = run_ruling(EXAMPLES / "swu-vanquish-krayt-dragon.yaml")
    defaults = [s for s in r.steps if s.default]
    assert defaults and all("default shown" in s.text for s in defaults)
    assert [d.index for d in r.defaults_used] == [s.decision for s in defaults]


def test_pause_then_resume_with_the_answer_matches_one_call():
    text = "game: swu; A: Krayt Dragon + Battlefield Marine in ground arena; B plays Vanquish"
    first = run_ruling(text, mode="pause")
    assert first.outcome.status == PAUSED
    assert first.pending.kind == "target" and first.pending.player == "B"
    assert json.loads(json.dumps(first.to_json()))["pending"]["options"] == [
        "Krayt Dragon",
        "Battlefield Marine",
    ]
    second = run_ruling(text, answers=["Battlefield Marine"], mode="pause")
    assert second.pending.kind == "may" and second.pending.player == "A"
    done = run_ruling(text, answers=["Battlefield Marine", "no"], mode="pause")
    assert done.outcome.status == COMPLETE
    one_call = run_ruling(text + "; B chooses Battlefield Marine; A declines Krayt Dragon")
    assert [s.text for s in one_call.steps] == [s.text for s in done.steps]


def test_branches_show_both_choices_of_who_resolves_first():
    results = branches(
        "game: swu; A: Krayt Dragon in ground arena; B: Death Star Stormtrooper in deck; B plays Darth Vader, Commanding the First Legion",
        limit=40,
    )
    firsts = set()
    for r in results:
        rec = next(d for d in r.decisions if d.decision.kind == "first_player")
        firsts.add(rec.answer)
    assert firsts == {"A", "B"}
    assert len(results) <= 40
    assert len({json.dumps(r.to_json()["steps"]) for r in results}) == len(results)


def test_result_json_shape():
    data = run_ruling(VADER).to_json()
    assert data["schema_version"] == 1
    assert data["document"]["version"] == "8.0"
    step = data["steps"][0]
    assert set(step) >= {"seq", "depth", "player", "card", "ability", "text", "rules"}
    assert {r["id"] for r in data["cited_rules"]} >= {"7.6.10", "7.6.11", "7.6.12"}
    assert data["outcome"]["status"] == COMPLETE
    json.dumps(data)


def test_chain_of_nested_triggers_resolves_depth_first():
    n = 200
    catalog = chain_catalog(n)
    zones = {"A": {"ground arena": [f"Link {i}" for i in range(n)]}}
    r = run_ruling(
        {"game": "swu", "zones": zones, "actions": ["B plays Vanquish on Link 0"]}, catalog=catalog
    )
    resolves = [s for s in r.steps if s.kind == "resolve"]
    assert len(resolves) == n
    assert [s.depth for s in resolves] == list(range(1, n + 1))
    assert r.outcome.status == COMPLETE


def test_step_limit_ends_with_a_cited_outcome():
    catalog = chain_catalog(50)
    zones = {"A": {"ground arena": [f"Link {i}" for i in range(50)]}}
    r = run_ruling(
        {"game": "swu", "zones": zones, "actions": ["B plays Vanquish on Link 0"]},
        catalog=catalog,
        max_steps=100,
    )
    assert r.outcome.status == STEP_LIMIT
    assert r.outcome.rules == ["TJ-1"]
    assert r.steps[-1].kind == "outcome"


def test_self_retriggering_loop_ends_with_a_cited_outcome():
    r = run_ruling("game: swu; B plays Echo Droid", catalog=loop_catalog())
    assert r.outcome.status == LOOP
    assert r.outcome.rules == ["TJ-2"]
    assert len(r.steps) < 60


def test_registry_rejects_unknown_ids_and_resolves_aliases():
    reg = default_registry()
    assert reg.resolve("swu", "7.6.10").title
    assert reg.resolve("swu", "9.9.9") is None
    with pytest.raises(KeyError):
        reg.get("swu", "9.9.9")
    assert reg.current_document("swu").version == "8.0"
    assert [r.id for r in reg.children("swu", "7.6")][:3] == ["7.6.1", "7.6.3", "7.6.4"]
