"""Epic Battles: the action sequence, events, replacement effects, loops and the advanced rules."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.api import run_ruling
from engine.core.cards import CardDefinition, YamlCatalog
from engine.core.errors import ScenarioError
from engine.core.rules import default_registry

EXAMPLES = sorted(
    Path(__file__).resolve().parents[2].joinpath("examples").glob("epic-battles-*.yaml")
)


def texts(result) -> list[str]:
    return [s.text for s in result.steps]


def step_numbers(result) -> list[int]:
    return [int(t.split()[1]) for t in texts(result) if t.startswith("Step ")]


def zone(result, player: str, name: str) -> list[str]:
    return [c["card"] for c in result.final_state["zones"].get(player, {}).get(name, [])]


def run(name: str, **kw):
    return run_ruling(str(Path("examples") / f"epic-battles-{name}.yaml"), **kw)


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_every_example_runs_and_cites_registered_rules(path: Path) -> None:
    result = run_ruling(str(path))
    reg = default_registry()
    for step in result.steps:
        assert step.rules
        for rid in step.rules:
            assert reg.has("epic_battles", rid), rid


def test_twelve_steps_in_order_and_named() -> None:
    result = run("sean-replacement")
    nums = [n for n in step_numbers(result)]
    assert nums == list(range(1, 13))
    assert texts(result)[1].startswith("Step 1 (pay and play)")


def test_unblocked_attack_damages_and_goes_to_energy_pile() -> None:
    result = run("berserk-chop")
    assert zone(result, "B", "discard") == [
        "Head Crunch",
        "Slide Aside",
    ]  # 2 damage, top card first
    assert "Berserk Chop" in zone(result, "A", "energy")


def test_hit_effect_only_if_unblocked_and_block_goes_to_owner_discard() -> None:
    blocked = run("sounds-of-music")
    assert any("was blocked (and has no HIT effect)" in t for t in texts(blocked))
    assert zone(blocked, "B", "discard")[0] == "Back Bend"
    hit = run("berserk-chop")
    assert any(t.startswith("Step 10 (HIT effects): Berserk Chop hits") for t in texts(hit))


def test_blocks_by_height_high_block_cannot_stop_low_attack() -> None:
    result = run_ruling(
        "game: epic battles; A plays Sparring; B: Slide Aside in hand; B: Head Crunch + Nose Breaker in deck"
    )
    assert any("B has no low block for Sparring" in t for t in texts(result))
    assert zone(result, "B", "hand") == ["Slide Aside"]


def test_dudley_events_flip_together_ordered_and_late_event_not_flipped() -> None:
    result = run("dudley-events")
    t = texts(result)
    flip = t.index(
        "Step 3 (flip attack events): A flips Insanity, Catfight when you attack, all at the same time"
    )
    late = next(i for i, x in enumerate(t) if x.startswith("Dark Magic was set after the flip"))
    catfight = t.index("Catfight resolves")
    insanity = t.index("Insanity resolves")
    assert flip < late < catfight < insanity  # A chose Catfight first
    assert zone(result, "A", "events") == ["Dark Magic"]  # set, never flipped by this attack
    assert zone(result, "A", "removed") == ["Catfight"]
    assert any(x.startswith("A flips Busted when the rival blocks a punch") for x in t)
    assert len(zone(result, "B", "discard")) == 3  # Back Bend + 2 chipped (Busted: X = 2 energy)


def test_sean_replacement_sends_attack_to_discard() -> None:
    result = run("sean-replacement")
    assert zone(result, "A", "discard") == ["Sparring"]
    assert "Sparring" not in zone(result, "A", "energy")
    rep = [s for s in result.steps if "Replacement 1" in s.rules]
    assert rep and "instead" in rep[0].text


def test_sean_does_nothing_below_five_energy() -> None:
    result = run_ruling(
        "game: epic battles; A: 4x Nose Breaker in energy; B: Sean in character; A plays Sparring"
    )
    assert "Sparring" in zone(result, "A", "energy")


def test_combo_effect_not_retroactive_and_kamidogu_control() -> None:
    result = run("combo-kamidogu")
    t = texts(result)
    assert "Step 8 (damage or chip): Bludgeon Fist is not blocked: B takes 2 damage" in t
    assert (
        "Step 8 (damage or chip): Blade Kick is not blocked: B takes 3 damage (2 printed, +1 from effects)"
        in t
    )
    assert any(x.startswith("Step 9 (kamidogu): A gains control of Earthrealm") for x in t)
    assert zone(result, "B", "discard")[0] == "Earthrealm"  # back to its owner


def test_single_attack_never_takes_kamidogu() -> None:
    result = run_ruling(
        {
            "game": "epic_battles",
            "zones": {"B": {"arena": ["Earthrealm"], "deck": ["Sparring", "Head Crunch"]}},
            "actions": ["A plays Nose Breaker"],
        }
    )
    assert any("a single attack is not a combo" in t for t in texts(result))
    assert zone(result, "B", "arena") == ["Earthrealm"]


def test_cannot_beats_can() -> None:
    result = run("cannot-beats-can")
    step = next(s for s in result.steps if "Cannot 1" in s.rules)
    assert "Dudley forbids kicks although" in step.text
    assert "Blade Kick" in zone(result, "A", "hand")


def test_sounds_of_music_works_from_energy_pile() -> None:
    result = run("sounds-of-music")
    assert any("B must pay 1 energy before blocking" in t for t in texts(result))
    assert zone(result, "B", "energy") == []


def test_sounds_of_music_blocks_only_when_rival_can_pay() -> None:
    result = run_ruling(
        "game: epic battles; A: The Sounds of Music in energy; A: The Sounds of Music in hand; "
        "B: Back Bend in hand; "
        "B: Sparring + Nose Breaker in deck; A plays The Sounds of Music; B chooses Back Bend"
    )
    assert any("cannot pay 1 to block" in t for t in texts(result))


def test_berserk_chop_switches_what_the_publisher_example_switches() -> None:
    # The Advanced Rules' example puts The Sounds of Music (a projectile) into the energy pile
    # with Berserk Chop's "switch up to 3 weapons": the example is the ruling, and the trace
    # says the printed text seems to differ.
    result = run("berserk-chop")
    note = next(s for s in result.steps if "publisher's own example" in s.text)
    assert note.rules == ["Action Sequence 10", "Outside Effects 2"]
    assert "The Sounds of Music" in zone(result, "A", "energy")
    assert "Nose Breaker" in zone(result, "A", "hand")


def test_dark_magic_no_half_block() -> None:
    result = run("dark-magic")
    step = next(
        s for s in result.steps if "Multiple Blocks 1" in s.rules and s.text.startswith("Step 6")
    )
    assert "no half block" in step.text
    assert zone(result, "B", "hand") == ["Slide Aside"]
    assert len(zone(result, "B", "discard")) == 3


def test_double_block_owner_orders_simultaneous_discards() -> None:
    result = run("double-block")
    assert zone(result, "B", "discard") == ["Slide Aside", "Slide Aside #2"]  # #2 first, so under
    assert any("Discard 3" in s.rules for s in result.steps)


def test_searching_may_fail_and_always_shuffles() -> None:
    result = run("searching-the-realms")
    t = texts(result)
    assert "A finds nothing, which is allowed" in t
    assert "A's deck is shuffled (its order is now unknown)" in t
    found = run_ruling(
        "game: epic battles; A: Searching the Realms in events; A: Nose Breaker in energy; "
        "A: Insanity + Head Crunch in deck; A starts Draw; A chooses Head Crunch"
    )
    assert "Head Crunch" in zone(found, "A", "hand")
    assert "A's deck is shuffled (its order is now unknown)" in texts(found)


def test_noob_smoke_once_per_battle_start() -> None:
    result = run("noob-smoke")
    draws = [t for t in texts(result) if t.startswith("A draws")]
    assert draws == ["A draws Head Crunch (Noob Smoke)", "A draws Nose Breaker (Noob Smoke)"]


def test_mandatory_loop_is_a_draw_unless_broken() -> None:
    result = run("mandatory-loop")
    assert result.outcome.status == "game_over" and "draw" in result.outcome.text
    broken = run("mandatory-loop", answers=[True])
    assert broken.outcome.status == "complete"


def test_optional_loop_shown_three_times_then_count() -> None:
    result = run("optional-loop")
    t = texts(result)
    assert [x for x in t if "shows the loop" in x][-1].startswith("A shows the loop, time 3 of 3")
    assert "The loop resolves 12 times and play continues at once" in t


def test_floating_effect_without_duration_ends_at_end_of_turn() -> None:
    result = run("floating")
    ends = [s for s in result.steps if "ends (end of the turn)" in s.text]
    assert ends and "Floating 2" in ends[0].rules


def test_common_knowledge_and_arena() -> None:
    t = texts(run("common-knowledge"))
    assert "B's discard pile is common knowledge: 1 card(s), Sparring" in t
    assert "A may know how many cards are in B's hand (2), not which" in t
    assert "Sparring is in B's discard pile, so it is not in the arena" in t


def _king_catalog(pieces: int) -> YamlCatalog:
    cat = YamlCatalog()
    for n in range(1, pieces + 1):
        cat.add(
            CardDefinition.from_dict(
                "epic_battles",
                {
                    "name": f"Test King {n}",
                    "type": "character",
                    "fields": {"king": "Test King", "piece": n},
                },
            )
        )
    return cat


def test_king_card_needs_all_four_pieces() -> None:
    def scenario(n: int) -> dict:
        return {
            "game": "epic_battles",
            "zones": {"A": {"character": [f"Test King {i}" for i in range(1, n + 1)]}},
            "actions": ["A ends the turn"],
        }

    ok = run_ruling(scenario(4), catalog=_king_catalog(4))
    assert any("Kings 2" in s.rules for s in ok.steps)
    with pytest.raises(ScenarioError, match="Kings 1"):
        run_ruling(scenario(3), catalog=_king_catalog(4))


def test_citations_carry_a_date_not_a_page_description() -> None:
    result = run("berserk-chop")
    assert result.document["version"] == "2007-02"
    assert all("advanced" not in r["version"] for r in result.cited_rules)
