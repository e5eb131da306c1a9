"""The SWU seed's examples, with the exact expected order of resolution."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.api import run_ruling

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def lines(result, kinds=("resolve", "choice", "effect", "event", "action", "trigger")):
    return [s.text for s in result.steps if s.kind in kinds]


def resolved(result) -> list[tuple[int, str]]:
    return [(s.depth, s.text) for s in result.steps if s.kind == "resolve"]


def test_vanquish_defeats_krayt_then_krayt_still_deals_five():
    r = run_ruling(EXAMPLES / "swu-vanquish-krayt-dragon.yaml")
    texts = [s.text for s in r.steps]
    defeat = texts.index("Krayt Dragon is defeated and goes to A's discard pile")
    trigger = texts.index("Krayt Dragon: when an opponent plays a card resolves (A)")
    assert defeat < trigger, "7.6.8: the trigger waits until Vanquish has fully resolved"
    assert "7.6.4" in r.steps[trigger - 1].rules and "7.6.3" in r.steps[trigger].rules
    assert texts[-1] == "B's base takes 5 damage (5 of 30 HP)"
    assert r.final_state["zones"]["A"]["discard"] == [{"card": "Krayt Dragon"}]


def test_vader_b_first_nested_layers_resolve_before_the_first_krayt_trigger():
    r = run_ruling(EXAMPLES / "swu-vader-krayt-b-first.yaml")
    assert resolved(r) == [
        (1, "Darth Vader, Commanding the First Legion: When Played resolves (B)"),
        (3, "Krayt Dragon: when an opponent plays a card resolves (A)"),
        (3, "Krayt Dragon: when an opponent plays a card resolves (A)"),
        (4, "Admiral Motti, Brazen and Scornful: When Defeated resolves (B)"),
        (1, "Darth Vader, Commanding the First Legion: Ambush resolves (B)"),
        (1, "Krayt Dragon: when an opponent plays a card resolves (A)"),
    ]
    damage = [s.text for s in r.steps if "takes" in s.text]
    assert damage == [
        "B's base takes 1 damage (1 of 30 HP)",
        "Admiral Motti, Brazen and Scornful takes 2 damage (2 of 1 HP)",
        "B's base takes 7 damage (8 of 30 HP)",
    ]
    first = next(s for s in r.steps if s.kind == "choice" and "7.6.10" in s.rules)
    assert first.text.startswith("B (active player) chooses that B resolves")
    nested = [s for s in r.steps if s.kind == "trigger" and "7.6.11" in s.rules]
    assert len(nested) == 3 and "7.6.12" in nested[-1].rules


def test_vader_a_first_krayt_defeats_vader_whose_ability_still_resolves():
    r = run_ruling(EXAMPLES / "swu-vader-krayt-a-first.yaml")
    assert resolved(r)[0] == (1, "Krayt Dragon: when an opponent plays a card resolves (A)")
    texts = [s.text for s in r.steps]
    assert (
        "Darth Vader, Commanding the First Legion is defeated and goes to B's discard pile" in texts
    )
    wp = next(
        s
        for s in r.steps
        if s.text.startswith("Darth Vader, Commanding the First Legion: When Played resolves")
    )
    assert "7.6.3" in wp.rules  # resolves although Vader has left play
    plays = [t for t in texts if t.endswith("for free")]
    assert plays == [
        "B plays Death Star Stormtrooper for free",
        "B plays Admiral Motti, Brazen and Scornful for free",
    ]
    # Each play's Krayt trigger is nested and cleared before the next play (7.1.7).
    i1 = texts.index(plays[0])
    i2 = texts.index(plays[1])
    assert any("Krayt Dragon: when an opponent plays a card resolves" in t for t in texts[i1:i2])
    assert (
        texts[-1]
        == "Darth Vader, Commanding the First Legion is no longer in play, so Ambush cannot attack"
    )


def test_the_two_choices_of_who_resolves_first_give_different_orders():
    b = run_ruling(EXAMPLES / "swu-vader-krayt-b-first.yaml")
    a = run_ruling(EXAMPLES / "swu-vader-krayt-a-first.yaml")
    assert resolved(a)[0] != resolved(b)[0]


def test_greedo_rulebook_example_motti_nested_before_vanguard():
    r = run_ruling(EXAMPLES / "swu-greedo-vanguard-motti.yaml")
    assert [t for _, t in resolved(r)] == [
        "Greedo, Slow on the Draw: When Defeated resolves (A)",
        "Admiral Motti, Brazen and Scornful: When Defeated resolves (B)",
        "Vanguard Infantry: When Defeated resolves (B)",
    ]
    both = [
        s
        for s in r.steps
        if s.text.endswith("is defeated and goes to B's discard pile")
        or s.text.endswith("goes to A's discard pile")
    ]
    assert "1.9.8" in both[0].rules  # defeated simultaneously by combat damage


def test_optional_trigger_declined_does_nothing():
    r = run_ruling(
        "game: swu; A: Krayt Dragon in ground arena; B plays Vanquish on Krayt Dragon; A declines Krayt Dragon"
    )
    assert not any("takes" in s.text for s in r.steps)
    may = next(s for s in r.steps if s.kind == "choice")
    assert may.text.startswith("A declines") and not may.default


@pytest.mark.parametrize(
    "text, message",
    [
        (
            "game: swu; A: Kryat Dragon in ground arena; B plays Vanquish",
            "'Kryat Dragon' not found",
        ),
        ("game: swu; A: Krayt Dragon in graveyard; B plays Vanquish", "unknown zone 'graveyard'"),
        (
            "game: swu; A: Krayt Dragon in ground arena; B destroys Krayt Dragon",
            "could not read 'destroys'",
        ),
        ("game: swu; A: Vanquish in ground arena; B plays Vanquish", "not a unit"),
        ("game: swu; A: Krayt Dragon in space arena; B plays Vanquish", "ground arena unit"),
        (
            "game: swu; A: Krayt Dragon (exhausted) in ground arena; A attacks with Krayt Dragon",
            "exhausted",
        ),
        (
            "game: swu; A: Battlefield Marine in ground arena; B plays Battlefield Marine; B plays Battlefield Marine",
            "not in B's hand",
        ),
        (
            "game: swu; A: Krayt Dragon in ground arena; B plays Vanquish on Battlefield Marine",
            "not a legal target",
        ),
        (
            "game: swu; A: Krayt Dragon in ground arena; B: TIE/ln Fighter in space arena; B attacks Krayt Dragon with TIE/ln Fighter",
            "different arenas",
        ),
        ("game: swu; A: Krayt Dragon in ground arena", "no action"),
        ("A: Krayt Dragon in ground arena; B plays Vanquish", "which game"),
        ("game: swu; C: Krayt Dragon in ground arena; B plays Vanquish", "'C' is not a player"),
        ("game: swu; hello there", "could not read 'hello'"),
    ],
)
def test_bad_scenarios_get_one_line_errors(text, message):
    from engine.core.cards import CardNotFound
    from engine.core.errors import ScenarioError

    with pytest.raises((ScenarioError, CardNotFound)) as info:
        run_ruling(text)
    assert message in str(info.value)
    assert "\n" not in str(info.value)


def test_unique_card_listed_twice_in_play_is_rejected():
    from engine.core.errors import ScenarioError

    data = {
        "game": "swu",
        "zones": {"B": {"ground arena": ["Admiral Motti", "Admiral Motti"]}},
        "actions": ["A plays Vanquish"],
    }
    with pytest.raises(ScenarioError, match="unique"):
        run_ruling(data)


def test_same_card_id_in_two_places_is_rejected():
    from engine.core.errors import ScenarioError

    data = {
        "game": "swu",
        "zones": {
            "A": {
                "ground arena": [{"card": "Krayt Dragon", "id": "k1"}],
                "discard": [{"card": "Krayt Dragon", "id": "k1"}],
            }
        },
        "actions": ["B plays Vanquish"],
    }
    with pytest.raises(ScenarioError, match="in two places"):
        run_ruling(data)


def test_yaml_errors_name_the_bad_key():
    from engine.core.errors import ScenarioError

    with pytest.raises(ScenarioError, match="unknown key 'zone'"):
        run_ruling({"game": "swu", "zone": {}, "actions": ["B plays Vanquish"]})
    with pytest.raises(ScenarioError, match="unknown game 'chess'"):
        run_ruling({"game": "chess", "actions": ["B plays Vanquish"]})
