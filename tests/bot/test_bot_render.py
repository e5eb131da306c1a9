"""The renderer against Discord's limits, on hand-built results, generated long traces and examples."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from bot import limits, render
from engine.core.decisions import Decision, DecisionRecord
from engine.core.result import Outcome, RulingResult
from engine.core.trace import TraceStep

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def make_result(
    n_steps: int = 5, *, text_len: int = 60, n_rules: int = 3, depth_max: int = 3, seed: int = 1
) -> RulingResult:
    rnd = random.Random(seed)
    steps = [
        TraceStep(
            seq=i + 1,
            depth=rnd.randint(0, depth_max),
            text=("Krayt Dragon deals damage *and* @everyone " * 40)[: rnd.randint(10, text_len)],
            rules=[f"7.6.{rnd.randint(1, 12)}" for _ in range(rnd.randint(1, 3))],
            kind=rnd.choice(["action", "trigger", "resolve", "choice", "effect"]),
            player=rnd.choice(["A", "B", None]),
        )
        for i in range(n_steps)
    ]
    decision = Decision(
        "first_player",
        "A",
        "Who resolves first?",
        ["A", "B"],
        "7.6.10",
        "A",
        "the active player goes first",
    )
    return RulingResult(
        game="swu",
        scenario={
            "active_player": "A",
            "zones": {"A": {"ground arena": [{"card": "Krayt Dragon", "damage": 2}]}},
            "actions": [{"player": "B", "play": "Vanquish", "target": "Krayt Dragon"}],
        },
        steps=steps,
        decisions=[DecisionRecord(0, decision, "A", "default")],
        outcome=Outcome("complete", "Everything resolved.", ["7.6.12"]),
        final_state={},
        document={
            "title": "Star Wars: Unlimited Comprehensive Rules",
            "version": "8.0",
            "date": "2026-07-08",
        },
        cited_rules=[
            {
                "id": f"9.{i}",
                "title": "Rule title " * rnd.randint(1, 30),
                "summary": "summary " * rnd.randint(1, 200),
                "document": "CR",
                "version": "8.0",
            }
            for i in range(n_rules)
        ],
        notes=["a note"],
    )


def assert_valid(pages: list[render.Page]) -> None:
    assert pages, "no pages"
    for i, page in enumerate(pages):
        assert limits.violations(page) == [], f"page {i}: {limits.violations(page)}"


def all_text(pages: list[render.Page]) -> str:
    return render.pages_to_text(pages)


def test_short_ruling_is_one_page_with_everything() -> None:
    res = make_result(4, n_rules=2)
    pages = render.ruling_pages(res.to_json(), game_name="Star Wars: Unlimited")
    assert len(pages) == 1
    e = pages[0][0]
    assert e["title"] == "Ruling · Star Wars: Unlimited"
    assert "**Resolution**" in e["description"] and "**Scenario**" in e["description"]
    assert "Krayt Dragon (damage 2)" in e["description"]
    assert "B plays Vanquish on Krayt Dragon" in e["description"]
    # every step numbered, with its citations
    for s in res.steps:
        assert f"**{s.seq}.**" in e["description"]
        assert all(f"`{r}`" in e["description"] for r in s.rules)
    names = [f["name"] for emb in pages[0] for f in emb.get("fields", [])]
    assert names[0].startswith("Outcome")
    assert any(n.startswith("9.0 · ") for n in names)
    assert (
        pages[0][-1]["footer"]["text"]
        == "Citations: Star Wars: Unlimited Comprehensive Rules v8.0 (2026-07-08)"
    )


def test_step_lines_indent_by_depth_and_mark_defaults() -> None:
    line0 = render.step_line(
        {"seq": 1, "depth": 0, "text": "B plays Vanquish", "rules": ["6.2"], "player": "B"}
    )
    line2 = render.step_line(
        {"seq": 7, "depth": 2, "text": "deal 5", "rules": ["1.9.2"], "player": "A", "default": True}
    )
    assert line0 == "**1.** B plays Vanquish — `6.2`"
    assert line2.startswith("\u2003\u2003↳ **7.** **A** · deal 5 *(default)*")


def test_default_choice_says_who_and_which_default() -> None:
    res = make_result(3).to_json()
    alt = render.Alternative(0, "B", "A: B")
    text = all_text(render.ruling_pages(res, alternatives=[alt]))
    assert (
        "**A** chooses: Who resolves first? — showing the default **A** (the active player goes first)"
        in text
    )
    assert "Another choice may change the result (A: B)" in text
    no_alt = all_text(render.ruling_pages(res))
    assert "may change the result" not in no_alt


def test_user_text_cannot_ping_or_format() -> None:
    s = render.clean("@everyone <@123456789012345678> <@&123456789012345678> @here **bold**")
    assert "@everyone" not in s and "@here" not in s and "<@1" not in s and "<@&" not in s
    assert "\\*\\*bold\\*\\*" in s


@pytest.mark.parametrize(
    "n_steps,text_len,n_rules,depth",
    [(50, 200, 10, 3), (400, 300, 60, 8), (2000, 50, 5, 1), (30, 9000, 30, 2), (5, 20, 300, 0)],
)
def test_generated_long_traces_respect_every_limit(
    n_steps: int, text_len: int, n_rules: int, depth: int
) -> None:
    res = make_result(n_steps, text_len=text_len, n_rules=n_rules, depth_max=depth, seed=n_steps)
    pages = render.ruling_pages(res.to_json())
    assert_valid(pages)
    assert len(pages) > 1
    text = all_text(pages)
    # nothing lost: every step number and every cited rule appears somewhere
    for s in res.steps:
        assert f"**{s.seq}.**" in text
    for r in res.cited_rules:
        assert f"-- {r['id']} · " in text
    footers = [p[-1]["footer"]["text"] for p in pages]
    assert footers[-1].endswith(f"page {len(pages)}/{len(pages)}")
    assert all(p[0].get("title") for p in pages), "every page starts with a title"


def test_huge_single_values_are_cut_not_rejected() -> None:
    res = make_result(2).to_json()
    res["outcome"]["text"] = "x" * 20000
    res["notes"] = ["n" * 5000]
    res["steps"][0]["text"] = "y " * 6000
    res["cited_rules"][0]["title"] = "t" * 1000
    assert_valid(render.ruling_pages(res))


def test_limits_checker_catches_each_violation() -> None:
    ok = {"title": "t", "description": "d"}
    assert limits.violations([ok]) == []
    assert limits.violations([ok] * 11)
    assert limits.violations([{"title": "t" * 257}])
    assert limits.violations([{"description": "d" * 4097}])
    assert limits.violations([{"title": "t", "fields": [{"name": "n", "value": "v"}] * 26}])
    assert limits.violations([{"title": "t", "fields": [{"name": "n", "value": "v" * 1025}]}])
    assert limits.violations([{"title": "t", "footer": {"text": "f" * 2049}}])
    assert limits.violations([{"description": "d" * 4000}, {"description": "d" * 2001}])


def test_card_and_rule_pages_are_valid_and_show_modelling() -> None:
    details = {
        "game": "swu",
        "full_name": "Krayt Dragon",
        "type": "unit",
        "cost": 9,
        "stats": {"power": 10, "hp": 10},
        "traits": ["Creature"],
        "fields": {"arena": "ground", "aspects": ["Aggression"]},
        "text": "Deals damage.",
        "printed_text": None,
        "abilities": [
            {
                "id": "punish",
                "kind": "triggered",
                "timing": "opponent_plays_card",
                "text": "deal damage",
                "modelled": "modelled",
                "source": "hand-written",
            },
            {
                "id": "x",
                "kind": "static",
                "timing": "",
                "text": "?",
                "modelled": "not_modelled",
                "source": "parsed",
            },
        ]
        * 20,
        "rulings": [
            {"question": "q " * 300, "answer": "a " * 700, "date": "2025-01-01", "source": "FFG"}
        ]
        * 10,
    }
    pages = render.card_pages(details, game_name="Star Wars: Unlimited")
    assert_valid(pages)
    text = all_text(pages)
    assert "Unit · cost 9 · power 10 · hp 10" in text
    assert "modelled (the engine runs it)" in text and "not modelled (resolve as printed)" in text
    rule = {
        "id": "7.6.10",
        "title": "Both players",
        "summary": "s",
        "document": "CR",
        "version": "8.0",
        "official_text": None,
        "children": [{"id": "7.6.10.a", "title": "c", "summary": "child summary"}],
    }
    shown = all_text(render.rule_pages(rule, show_children=True))
    hidden = all_text(render.rule_pages(rule))
    assert "child summary" in shown and "child summary" not in hidden and "1 sub-rule" in hidden


def _example_files() -> list[Path]:
    return (
        sorted(p for p in EXAMPLES.glob("**/*") if p.suffix in {".yaml", ".yml", ".txt"})
        if EXAMPLES.is_dir()
        else []
    )


def test_every_example_scenario_renders_within_limits() -> None:
    from engine.api import run_ruling

    files = _example_files()
    if not files:
        pytest.skip("examples/ has no scenarios yet")
    for path in files:
        source = str(path) if path.suffix != ".txt" else path.read_text(encoding="utf-8")
        result = run_ruling(source)
        pages = render.ruling_pages(result.to_json())
        assert_valid(pages)
        assert "**Resolution**" in pages[0][0]["description"], path.name
