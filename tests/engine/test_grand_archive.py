"""Grand Archive: the effects stack (last in, first out), trigger stacking, examples."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.api import run_ruling
from engine.core.rules import default_registry
from engine.scenario import ScenarioError

GA = "game: grand_archive; "
ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = sorted((ROOT / "examples").glob("grand-archive-*.yaml"))


def resolved(result) -> list[str]:
    """The layers that resolved, in order."""
    return [
        s.text.split("the top layer, ")[1].split(" (")[0]
        for s in result.steps
        if s.kind == "resolve"
    ]


def test_stack_resolves_last_in_first_out() -> None:
    r = run_ruling(
        GA + "A: Aster, Novice Knight in field; B: Brin, Hedge Mage + Ember Squire in field; "
        "A activates Tiered Strike on Ember Squire choosing light and holds; "
        "A activates Measured Cut on Ember Squire"
    )
    # Measured Cut went on last, so it resolves first, kills the squire, and Tiered Strike fizzles.
    assert resolved(r)[:2] == [
        "Measured Cut",
        "Ember Squire: On Death: deal 1 damage to target champion",
    ]
    fizzle = next(s for s in r.steps if "fizzles" in s.text)
    assert "Tiered Strike" in fizzle.text
    assert "Playing Cards - Resolution / Checking Resolution 4.b" in fizzle.rules
    assert resolved(r)[-1] == "Tiered Strike"
    assert {c["card"] for c in r.final_state["zones"]["A"]["graveyard"]} == {
        "Tiered Strike",
        "Measured Cut",
    }
    first = next(s for s in r.steps if s.kind == "resolve")
    assert first.rules == [
        "Game Mechanics - Timing and Permissions / Opportunity 5",
        "Game Zones - Effects Stack 3",
    ]


def test_holding_keeps_everything_on_the_stack_until_passes() -> None:
    r = run_ruling(
        GA + "A: Aster, Novice Knight in field; B: Brin, Hedge Mage in field; "
        "A activates Recall Bolt on Brin and holds; B activates Draining Touch on Aster and holds; A passes"
    )
    assert resolved(r) == ["Draining Touch", "Recall Bolt"]
    held = [s for s in r.steps if "keeps Opportunity" in s.text]
    assert len(held) == 2 and held[0].rules == [
        "Game Mechanics - Timing and Permissions / Opportunity 8.a"
    ]


def test_simultaneous_triggers_turn_player_first_so_other_resolves_first() -> None:
    r = run_ruling(
        EXAMPLES[[p.name for p in EXAMPLES].index("grand-archive-simultaneous-triggers-stack.yaml")]
    )
    assert resolved(r) == [
        "Searing Wave",
        "Tide Squire: On Death: draw a card",
        "Ember Squire: On Death: deal 1 damage to target champion",
    ]
    put = [s for s in r.steps if s.kind == "trigger" and "goes onto the effects stack" in s.text]
    assert [s.player for s in put] == ["A", "B"]
    assert "Abilities - Triggered Abilities ¶7" in put[0].rules
    waiting = next(s for s in r.steps if s.text.startswith("Triggered while that resolved"))
    assert "Abilities - Triggered Abilities ¶8" in waiting.rules


def test_turn_player_decides_stack_order_of_own_triggers() -> None:
    scen = (
        GA
        + "A: Aster, Novice Knight + Ember Squire + Ember Squire in field; B: Brin, Hedge Mage in field; "
        "A activates Searing Wave"
    )
    default = run_ruling(scen)
    swapped = run_ruling(scen, answers=["Ember Squire #2"])
    order = next(d for d in default.decisions if d.decision.kind == "order")
    assert order.decision.rule == "Abilities - Triggered Abilities ¶7"
    # the one placed last resolves first
    assert resolved(default)[1].startswith("Ember Squire #2")
    assert resolved(swapped)[1].startswith("Ember Squire:")


def test_same_situation_swu_queue_vs_grand_archive_stack() -> None:
    """Both players' abilities trigger at once. SWU: the active player's resolve first by
    default (7.6.10). Grand Archive: the turn player's go onto the stack first, so the other
    player's resolve first (Abilities - Triggered Abilities ¶7, Game Zones - Effects Stack 3)."""
    swu = run_ruling(
        "game: swu; A: Admiral Motti in ground arena; B: Greedo in ground arena; "
        "A attacks Greedo with Admiral Motti"
    )
    swu_order = [s.card for s in swu.steps if s.kind == "resolve"]
    assert swu_order == ["Admiral Motti, Brazen and Scornful", "Greedo, Slow on the Draw"]
    assert any("7.6.10" in s.rules for s in swu.steps)

    ga = run_ruling(
        GA
        + "A: Aster, Novice Knight + Ember Squire in field; B: Brin, Hedge Mage + Tide Squire in field; "
        "A activates Searing Wave"
    )
    ga_order = [s.card for s in ga.steps if s.kind == "resolve"][1:]
    assert ga_order == ["Tide Squire", "Ember Squire"]  # B's (non-active) first


def test_yaml_dict_actions() -> None:
    r = run_ruling(
        {
            "game": "grand_archive",
            "zones": {
                "A": {"field": [{"card": "Aster, Novice Knight", "counters": {"level": 1}}]},
                "B": {"field": ["Brin, Hedge Mage"]},
            },
            "actions": [
                {
                    "player": "A",
                    "activate": "Tiered Strike",
                    "target": "Brin",
                    "modes": ["heavy"],
                    "hold": True,
                },
                {"player": "B", "activate": "Draining Touch", "target": "Aster"},
            ],
        }
    )
    assert resolved(r) == ["Draining Touch", "Tiered Strike"]


def test_unknown_verb_is_a_clear_error() -> None:
    with pytest.raises(ScenarioError, match="Grand Archive actions are"):
        run_ruling(GA + "A: Aster, Novice Knight in field; A dances")


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name)
def test_examples_run_and_cite_registered_rules(path: Path) -> None:
    registry = default_registry()
    r = run_ruling(path)
    assert r.outcome.status == "complete"
    for step in r.steps:
        assert step.rules
        for rid in step.rules:
            assert registry.has("grand_archive", rid), rid
    assert r.document["version"] == "1.1.3"


def test_there_is_an_example_for_each_behaviour() -> None:
    names = {p.name for p in EXAMPLES}
    for want in (
        "level-restriction-level-1",
        "level-restriction-modified-level",
        "static-restriction-lost-after-activation",
        "inline-restriction-lost-before-resolution",
        "class-bonus-mid-resolution",
        "restriction-does-not-follow-ability",
        "unmet-restriction-all-zones",
        "simultaneous-triggers-stack",
    ):
        assert f"grand-archive-{want}.yaml" in names


def test_attack_with_retaliation_names_the_cards_and_triggers_on_death() -> None:
    r = run_ruling(
        GA + "A: Aster, Novice Knight + Ember Squire in field; B: Brin, Hedge Mage + Tide Squire "
        "in field; A attacks Tide Squire with Ember Squire"
    )
    assert [s.text for s in r.steps if s.kind in ("action", "choice", "event", "effect")] == [
        "A declares an attack with Ember Squire on Tide Squire; Ember Squire rests as the cost",
        "B rests Tide Squire to retaliate against Ember Squire (default shown: an awake defender "
        "is shown retaliating)",
        "Ember Squire deals 1 combat damage to Tide Squire (1 marked)",
        "Tide Squire deals 1 combat damage to Ember Squire (1 marked)",
        "Ember Squire has lethal damage and is destroyed: it goes to A's graveyard",
        "Tide Squire has lethal damage and is destroyed: it goes to B's graveyard",
        "A targets Brin, Hedge Mage (the only legal target)",
        "B draws a card (the scenario lists no main deck, so which card is not known)",
        "Ember Squire deals 1 damage to Brin, Hedge Mage (1 marked)",
    ]
    # The non-turn player's On Death went onto the stack last, so it resolved first.
    assert resolved(r) == [
        "Tide Squire: On Death: draw a card",
        "Ember Squire: On Death: deal 1 damage to target champion",
    ]


def test_an_unreadable_action_names_the_word() -> None:
    with pytest.raises(ScenarioError) as err:
        run_ruling(GA + "A: Aster, Novice Knight in field; A dances wildly")
    assert str(err.value).startswith("could not read 'dances' in 'A dances wildly':")
    assert "'?'" not in str(err.value)


def test_a_named_target_that_is_not_legal_is_an_error_not_ignored() -> None:
    with pytest.raises(ScenarioError) as err:
        run_ruling(
            GA + "A: Aster, Novice Knight in field; B: Brin, Hedge Mage in field; "
            "A activates Measured Cut on Aster"
        )
    assert (
        "'Aster' is not a legal target for Measured Cut; the only legal target is Brin, Hedge Mage"
        in str(err.value)
    )


def test_a_weapon_attack_rests_the_champion_adds_power_and_uses_durability() -> None:
    r = run_ruling(
        GA + "A: Aster, Flame Knight + Training Glaive (1 durability) in field; "
        "B: Brin, Hedge Mage in field; A attacks Brin, Hedge Mage with Training Glaive"
    )
    assert [s.text for s in r.steps if s.kind in ("action", "event")] == [
        "A declares an attack with Aster, Flame Knight using Training Glaive on Brin, Hedge Mage; "
        "Aster, Flame Knight rests as the cost",
        # Flame Knight is level 2 and a Warrior, so the Glaive's restricted +1 power applies.
        "Aster, Flame Knight deals 2 combat damage to Brin, Hedge Mage (2 marked)",
        "Training Glaive loses a durability counter (0 left)",
        "Training Glaive has no durability left and is destroyed",
    ]
    assert r.final_state["zones"]["A"]["graveyard"][0]["card"] == "Training Glaive"
