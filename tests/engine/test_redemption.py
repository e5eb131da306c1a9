"""Redemption: the REG Interrupt entry, behaviour by behaviour (each would fail if broken)."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.api import run_ruling
from engine.core.rules import default_registry

RE = "Interrupt - Reactivating "
SC = "Interrupt - Special Conditions "
ROOT = Path(__file__).resolve().parents[2]


def run(text: str):
    return run_ruling("game: redemption; " + text)


def step(result, fragment: str):
    hits = [s for s in result.steps if fragment in s.text]
    assert hits, f"no step containing {fragment!r}:\n" + "\n".join(s.text for s in result.steps)
    return hits[0]


def index(result, fragment: str) -> int:
    return result.steps.index(step(result, fragment))


def zone(result, player: str, name: str) -> list[str]:
    return [c["card"] for c in result.final_state["zones"].get(player, {}).get(name, [])]


BASE = "A: Agabus in battle; B: Abihu in battle; A plays Eaten by Worms on Abihu; "


def test_interrupt_undoes_only_completion_and_suspends():
    r = run(BASE + "B plays Escape")
    undo = step(r, "Escape (escape) interrupts Eaten by Worms (discard-ec)")
    assert undo.rules == ["Interrupt 2"]
    assert "Abihu returns to B's battle" in undo.text
    assert "it still began, and its declared targets (Abihu) stand" in undo.text
    pending = step(r, "Eaten by Worms (discard-ec) is pending (suspended)")
    assert pending.rules == ["Interrupt 3"]
    # Beginning and target declaration happened once only; they are not undone or repeated.
    assert (
        len([s for s in r.steps if "Eaten by Worms (discard-ec): its ability begins" in s.text])
        == 1
    )
    assert len([s for s in r.steps if "Eaten by Worms (discard-ec) declares" in s.text]) == 1


def test_interrupt_is_instantaneous_targets_abilities_and_is_an_interrupt_effect():
    r = run(BASE + "B plays Escape")
    begin = step(r, "Escape (escape): its interrupt ability")
    assert {"Interrupt 1", RE + "5", RE + "7"} <= set(begin.rules)
    targets = step(
        r, "Escape (escape) targets the abilities it interrupts: Eaten by Worms (discard-ec)"
    )
    assert RE + "6" in targets.rules


def test_paired_abilities_and_what_they_cause_activate_before_the_interrupt_completes():
    r = run(
        "A: Agabus in battle; B: Abihu in battle; B: Abner + Adonijah in territory; "
        "A plays David's Victory; B plays Destroying Bands"
    )
    paired = index(r, "Destroying Bands (bands): its paired ability band activates")
    assert r.steps[paired].rules == ["Interrupt 4"]
    caused = index(r, "Adonijah entered battle, so its ability activates")
    assert "Interrupt 5" in r.steps[caused].rules
    adonijah = index(r, "Adonijah (spy-hand): its ability begins")
    done = index(r, "Destroying Bands (bands) completes")
    react = index(r, "Suspended abilities try to reactivate")
    assert paired < caused < adonijah < done < react
    assert r.steps[done].rules == ["Interrupt 5"]


def test_all_of_targets_are_refreshed_on_reactivation():
    r = run(
        "A: Agabus in battle; B: Abihu in battle; B: Abner + Adonijah in territory; "
        "A plays David's Victory; B plays Destroying Bands"
    )
    refresh = step(r, "targets all of something, so its targets are refreshed")
    assert refresh.rules == [RE + "3"]
    assert "adds Abner, Adonijah (now Abihu, Abner, Adonijah)" in refresh.text
    assert RE + "4" in step(r, "David's Victory (underdeck-all) meets all four conditions").rules
    assert zone(r, "B", "deck") == ["Abihu", "Abner", "Adonijah"]
    assert zone(r, "B", "battle") == ["Destroying Bands"]


def test_suspended_abilities_reactivate_in_first_activation_order():
    r = run(
        "A: Agabus in battle; B: Abihu + Abner in battle; "
        "A plays Eaten by Worms on Abihu; A plays Trumpets and Torches on Abner; "
        "B plays Destroying Bands"
    )
    order = step(r, "Suspended abilities try to reactivate")
    assert RE + "1" in order.rules
    assert order.text.endswith("Eaten by Worms (discard-ec), Trumpets and Torches (underdeck-ec)")
    first = index(r, "Eaten by Worms (discard-ec) meets all four conditions")
    second = index(r, "Trumpets and Torches (underdeck-ec) meets all four conditions")
    assert first < second
    assert zone(r, "B", "discard") == ["Abihu"]
    assert zone(r, "B", "deck") == ["Abner"]


def test_reactivation_fails_when_card_left_battle():
    r = run(BASE + "B plays Devourer")
    fail = step(r, "Eaten by Worms (discard-ec) cannot reactivate")
    assert fail.rules == [RE + "2", RE + "2a"]
    assert "Eaten by Worms is no longer in battle" in fail.text
    assert zone(r, "B", "battle") == ["Abihu", "Devourer"]


def test_reactivation_fails_when_enhancement_has_no_character_left():
    r = run(BASE + "B plays Refused to Listen")
    fail = step(r, "Eaten by Worms (discard-ec) cannot reactivate")
    assert fail.rules == [RE + "2", RE + "2b"]
    assert "A has no hero left in battle for Eaten by Worms" in fail.text
    assert zone(r, "A", "battle") == ["Eaten by Worms"]
    assert zone(r, "A", "territory") == ["Agabus"]


def test_reactivation_fails_when_prevented_while_suspended():
    r = run(
        "A: Agabus in battle; B: Abihu in battle; B plays Coliseum Lions; A plays Covenant of Noah"
    )
    assert "Prevent" in step(r, "Coliseum Lions (discard-heroes) is prevented").rules
    fail = step(r, "Coliseum Lions (discard-heroes) cannot reactivate")
    assert fail.rules == [RE + "2", RE + "2c"]
    assert "prevented while it was suspended" in fail.text
    assert zone(r, "A", "battle") == ["Agabus", "Covenant of Noah"]


def test_reactivation_fails_when_a_target_is_no_longer_legal():
    r = run(BASE + "B plays Escape")
    fail = step(r, "Eaten by Worms (discard-ec) cannot reactivate")
    assert fail.rules == [RE + "2", RE + "2d"]
    assert "Abihu is now in B's hand" in fail.text
    assert zone(r, "B", "hand") == ["Abihu"]


def test_cannot_be_prevented_rider_lets_the_ability_reactivate():
    r = run(
        "A: Agabus in battle; B: Abihu in battle; B plays Dissension in Antioch; "
        "A plays Covenant of Noah"
    )
    assert (
        "cannot be prevented, so it is not" in step(r, "Covenant of Noah (prevent) completes").text
    )
    step(r, "Dissension in Antioch (withdraw-heroes) meets all four conditions and reactivates")
    assert zone(r, "A", "territory") == ["Agabus"]


def test_interrupt_the_battle_scope():
    r = run_ruling(
        {
            "game": "redemption",
            "zones": {
                "A": {"battle": ["Agabus"]},
                "B": {"battle": ["Abihu", "Antonius Felix"], "artifact pile": ["Altar of Ahaz"]},
            },
            "actions": [
                "A plays Water from a Rock",
                "A plays Eaten by Worms on Abihu",
                "B plays Escape",
            ],
            "answers": [{"answer": "Abihu", "player": "B"}],
        }
    )
    ongoing = step(r, "Interrupting the battle reaches Antonius Felix (guard-soul)")
    assert ongoing.rules == [SC + "1", SC + "1a", SC + "2"]
    both = step(r, "Interrupting the battle reaches Eaten by Worms (discard-ec)")
    assert both.rules == [SC + "1", SC + "1b", SC + "1c", SC + "2"]
    outside = step(
        r,
        "Altar of Ahaz (guard-souls) (an active ongoing ability) is not on a card in the current battle",
    )
    assert outside.rules == [SC + "2", SC + "1a"]
    targets = step(r, "Escape (escape) targets the abilities it interrupts")
    assert targets.text.endswith("Antonius Felix (guard-soul), Eaten by Worms (discard-ec)")
    # A's earlier card is neither ongoing, nor defeating, nor the last card played: untouched.
    assert not [s for s in r.steps if "reaches Water from a Rock" in s.text]


def test_interrupt_the_battle_skips_the_last_card_when_the_interrupter_played_it():
    r = run("A: Agabus in battle; B: Abihu in battle; B plays Drunkeness on Agabus; B plays Escape")
    assert not [s for s in r.steps if "Interrupting the battle reaches Drunkeness" in s.text]
    assert "targets the abilities it interrupts: none" in step(r, "Escape (escape) targets").text


def test_cannot_be_interrupted_rider():
    r = run(
        "A: Abiathar in battle; B: Abihu in battle; A plays Eaten by Worms on Abihu; B plays Escape"
    )
    rider = step(r, "Abiathar (shield-self) cannot be interrupted")
    assert rider.rules == ["Cannot Be Interrupted"]
    assert not [s for s in r.steps if "interrupts Abiathar" in s.text]
    step(r, "Escape (escape) interrupts Eaten by Worms (discard-ec)")


def test_negation_ends_an_ongoing_ability_even_if_not_interruptible():
    r = run("A: Abiathar in battle; B: Abihu in battle; B plays Drunkeness on Abiathar")
    done = step(r, "Drunkeness (negate-hero) completes")
    assert "Negate" in done.rules
    assert "Abiathar (shield-self) ends" in done.text


def test_protection_makes_a_card_an_illegal_target():
    r = run("A: Abiathar in battle; B: Abihu in battle; B plays Coliseum Lions")
    step(r, "Coliseum Lions (discard-heroes) has no legal target")
    assert zone(r, "A", "battle") == ["Abiathar"]


def test_nested_interrupts_reactivate_innermost_first():
    r = run(
        "A: Agabus in battle; A: Bound in hand; B: Abihu in battle; "
        "A plays David's Victory; B plays Escape; A chooses Bound"
    )
    assert step(r, "A answers with Bound").rules == ["Initiative"]
    seq = [
        "Escape (escape) interrupts David's Victory (underdeck-all)",
        "Escape (return-ec) completes: Abihu is returned to hand",
        "Bound (bind) interrupts Escape (escape)",
        "Bound (bind) completes",
        "Escape (escape) meets all four conditions and reactivates",
        "Escape (return-ec) meets all four conditions and reactivates",
        "Escape (escape) completes",
        "David's Victory (underdeck-all) cannot reactivate",
    ]
    positions = [index(r, s) for s in seq]
    assert positions == sorted(positions)
    assert "Abihu returns to B's battle" in step(r, "Bound (bind) interrupts Escape (escape)").text
    assert zone(r, "B", "hand") == ["Abihu"]


def test_no_answer_is_the_default_when_holding_an_interrupt():
    r = run(
        "A: Agabus in battle; A: Bound in hand; B: Abihu in battle; A plays David's Victory; B plays Escape"
    )
    answer = step(r, "A does not answer")
    assert answer.default and answer.rules == ["Initiative"]
    assert zone(r, "A", "hand") == ["Bound"]


@pytest.mark.parametrize(
    "path", sorted((ROOT / "examples").glob("redemption-*.yaml")), ids=lambda p: p.name
)
def test_examples_run_and_cite_registered_rules(path: Path):
    registry = default_registry()
    r = run_ruling(path)
    assert r.outcome.status == "complete"
    for s in r.steps:
        for rid in s.rules:
            assert registry.has("redemption", rid), rid


def test_there_are_examples():
    assert len(list((ROOT / "examples").glob("redemption-*.yaml"))) >= 3
