"""Grand Archive restriction abilities: the tag parser and one scenario per rule."""

from __future__ import annotations

from engine.api import run_ruling
from engine.games.grand_archive.restrictions import (
    Restriction,
    leading_restrictions,
    parse_restrictions,
)

GA = "game: grand_archive; "
ASTER = "A: Aster, Novice Knight in field; "
ASTER_L2 = "A: Aster, Novice Knight (1 level) in field; "
BRIN_B = "B: Brin, Hedge Mage in field; "


def texts(result) -> list[str]:
    return [s.text for s in result.steps]


def step_with(result, needle: str):
    hits = [s for s in result.steps if needle in s.text]
    assert hits, f"no step mentions {needle!r}: {texts(result)}"
    return hits[0]


def damage_on(result, player: str, label: str) -> int:
    for card in result.final_state["zones"][player].get("field", []):
        if card["card"] == label:
            return card.get("damage", 0)
    raise AssertionError(f"{label} not on {player}'s field")


# --------------------------------------------------------------------------- parser
def test_parser_recognises_every_printed_form() -> None:
    got = parse_restrictions(
        "[Class Bonus] [Level 2+] [Element Bonus] [Memory 4+] [Guo Jia Bonus] [Damage 20+]"
    )
    assert [(r.kind, r.value) for r in got] == [
        ("class", None),
        ("level", 2),
        ("element", None),
        ("memory", 4),
        ("champion", "Guo Jia"),
        ("damage", 20),
    ]


def test_parser_skips_costs_and_keeps_order() -> None:
    assert parse_restrictions("[REST] Banish this: draw a card.") == []
    assert parse_restrictions("[Class Bonus:] Floating Memory") == [
        Restriction("class", None, "[Class Bonus]")
    ]
    assert parse_restrictions(["[Level 3+]", "[Memory 4+]"])[1].kind == "memory"
    assert parse_restrictions(None) == []
    db_form = [
        {"type": "class", "tag": "Class Bonus"},
        {"type": "level", "tag": "Level 3+", "min": 3},
    ]
    assert [(r.kind, r.value) for r in parse_restrictions(db_form)] == [
        ("class", None),
        ("level", 3),
    ]


def test_leading_restrictions_only_opening_tags() -> None:
    text = "[Class Bonus] [Level 2+] Deal 2 damage. [Memory 4+] draw."
    assert [r.kind for r in leading_restrictions(text)] == ["class", "level"]
    assert leading_restrictions("Draw a card. [Class Bonus] more") == []


# --------------------------------------------------------------------------- level
def test_level_restriction_same_card_at_level_1_and_2() -> None:
    at_1 = run_ruling(GA + ASTER + BRIN_B + "A activates Tiered Strike on Brin choosing heavy")
    at_2 = run_ruling(GA + ASTER_L2 + BRIN_B + "A activates Tiered Strike on Brin choosing heavy")
    locked = step_with(at_1, "locked by an unmet restriction")
    assert "Abilities - Restriction Abilities ¶5" in locked.rules
    assert damage_on(at_1, "B", "Brin, Hedge Mage") == 0
    assert "Tiered Strike" in [c["card"] for c in at_1.final_state["zones"]["A"]["hand"]]
    assert damage_on(at_2, "B", "Brin, Hedge Mage") == 3


def test_level_counts_modified_level_not_printed() -> None:
    r = run_ruling(GA + ASTER_L2 + BRIN_B + "A activates Tiered Strike on Brin choosing heavy")
    check = step_with(r, "[Level 2+]")
    assert "printed 1, modified 2" in check.text
    assert {"Abilities - Restriction Abilities ¶8", "Game Mechanics - Counters / Level 1"} <= set(
        check.rules
    )


def test_locked_mode_default_is_the_open_one() -> None:
    r = run_ruling(GA + ASTER + BRIN_B + "A activates Tiered Strike on Brin")
    assert r.decisions[0].decision.options == ["light: deal 1 damage to target unit"]
    assert damage_on(r, "B", "Brin, Hedge Mage") == 1


# --------------------------------------------------------------------------- static vs in-line
def test_static_restriction_lost_after_activation_does_not_fizzle() -> None:
    r = run_ruling(
        GA + ASTER_L2 + BRIN_B + "A activates Tiered Strike on Brin choosing heavy and holds; "
        "B responds with Draining Touch on Aster"
    )
    kept = step_with(r, "no longer met")
    assert {"Abilities - Restriction Abilities 1", "Abilities - Restriction Abilities ¶5"} <= set(
        kept.rules
    )
    assert damage_on(r, "B", "Brin, Hedge Mage") == 3
    assert not any("fizzles" in t and "Tiered" in t for t in texts(r))


def test_inline_restriction_checked_at_resolution() -> None:
    held = GA + ASTER_L2 + BRIN_B + "A activates Measured Cut on Brin and holds; "
    lost = run_ruling(held + "B responds with Draining Touch on Aster")
    kept = run_ruling(held + "A passes")
    skipped = step_with(lost, "is skipped")
    assert skipped.rules == ["Abilities - Restriction Abilities ¶6"]
    assert damage_on(lost, "B", "Brin, Hedge Mage") == 2
    assert damage_on(kept, "B", "Brin, Hedge Mage") == 4
    # the in-line check happens while resolving, after the resolve step, not at activation
    seq = texts(lost)
    resolve = next(i for i, t in enumerate(seq) if "Measured Cut (A), resolves" in t)
    check = next(i for i, t in enumerate(seq) if "in-line restriction" in t)
    assert check > resolve


def test_class_bonus_champion_changes_class_mid_resolution() -> None:
    r = run_ruling(GA + ASTER + BRIN_B + "A activates Stance Swap on Brin choosing drill")
    seq = texts(r)
    became = next(i for i, t in enumerate(seq) if "class is now Mage" in t)
    dealt = next(i for i, t in enumerate(seq) if "deals 2 damage to Brin" in t)
    skipped = next(i for i, t in enumerate(seq) if "text after [Class Bonus] is skipped" in t)
    assert became < dealt < skipped  # the static mode runs on; the in-line bonus fails
    assert damage_on(r, "B", "Brin, Hedge Mage") == 2
    assert not any("draws" in t for t in seq)


def test_class_bonus_mode_locked_for_other_class() -> None:
    r = run_ruling(
        GA
        + "A: Brin, Hedge Mage in field; B: Aster, Flame Knight in field; A activates Stance Swap choosing drill"
    )
    assert "Abilities - Restriction Abilities ¶9" in step_with(r, "[Class Bonus] NOT met").rules
    step_with(r, "locked by an unmet restriction")


def test_restrictions_do_not_follow_ability_onto_stack() -> None:
    r = run_ruling(
        GA
        + "A: Aster, Novice Knight (1 level) + Knight's Lantern in field; "
        + BRIN_B
        + "A activates Knight's Lantern on Brin and holds; B responds with Draining Touch on Aster"
    )
    kept = step_with(r, "no longer met")
    assert {"Abilities - Restriction Abilities ¶3", "Game Mechanics - Abilities 6"} <= set(
        kept.rules
    )
    assert damage_on(r, "B", "Brin, Hedge Mage") == 2


def test_ability_with_unmet_restriction_cannot_be_activated() -> None:
    r = run_ruling(
        GA
        + "A: Aster, Novice Knight + Knight's Lantern in field; "
        + BRIN_B
        + "A activates Knight's Lantern on Brin"
    )
    refused = step_with(r, "cannot be activated")
    assert "Abilities - Restriction Abilities ¶3" in refused.rules
    assert damage_on(r, "B", "Brin, Hedge Mage") == 0


# --------------------------------------------------------------------------- several, all zones, kinds
def test_several_restrictions_must_all_hold() -> None:
    base = "B: Brin, Hedge Mage in field; A: Training Glaive in hand; A checks Training Glaive"
    both = run_ruling(GA + "A: Aster, Flame Knight in field; " + base)
    one = run_ruling(GA + "A: Aster, Novice Knight in field; " + base)  # Warrior but level 1
    assert "Training Glaive's power is 2" in texts(both)
    assert "Training Glaive's power is 1" in texts(one)
    assert (
        "Abilities - Restriction Abilities ¶2"
        in step_with(one, "[Level 2+] (champion level 2 or more) NOT met").rules
    )


def test_unmet_restriction_ignored_in_graveyard_and_grants_nothing() -> None:
    scen = "B: Aster, Flame Knight in field; A: Ember Rite in graveyard; A checks Ember Rite"
    mage = run_ruling(GA + "A: Brin, Hedge Mage in field; " + scen)
    warrior = run_ruling(GA + "A: Aster, Novice Knight in field; " + scen)
    absent = step_with(mage, "does not have: Floating Memory")
    assert {"Abilities - Restriction Abilities ¶2", "Abilities - Restriction Abilities ¶3"} <= set(
        absent.rules
    )
    step_with(warrior, "Ember Rite has: Floating Memory")


def test_memory_restriction() -> None:
    three = run_ruling(
        GA + ASTER + "A: 3x Unnamed Card in memory; " + BRIN_B + "A activates Recall Bolt on Brin"
    )
    four = run_ruling(
        GA + ASTER + "A: 4x Unnamed Card in memory; " + BRIN_B + "A activates Recall Bolt on Brin"
    )
    assert "Abilities - Restriction Abilities ¶10" in step_with(three, "[Memory 4+]").rules
    assert not any("draws" in t for t in texts(three))
    assert any("A draws" in t for t in texts(four))


def test_element_bonus_and_element_check() -> None:
    r = run_ruling("examples/grand-archive-element-bonus.yaml")
    refused = step_with(r, "not enabled for A")
    assert "Playing Cards - Card Activation 2" in refused.rules
    assert "Cinder Hound's power is 2" in texts(r)  # A's, water champion
    assert "Cinder Hound #2's power is 3" in texts(r)  # B's, fire champion
    assert "Abilities - Restriction Abilities ¶11" in step_with(r, "[Element Bonus] NOT met").rules


def test_champion_restriction_ignores_title() -> None:
    aster = run_ruling(
        GA
        + "A: Aster, Flame Knight + Knight's Lantern in field; "
        + BRIN_B
        + "A activates Knight's Lantern on Brin"
    )
    brin = run_ruling("examples/grand-archive-champion-bonus-wrong-champion.yaml")
    assert "title ignored" in step_with(aster, "[Aster Bonus] met").text
    assert damage_on(aster, "B", "Brin, Hedge Mage") == 2
    assert "Abilities - Restriction Abilities ¶12" in step_with(brin, "[Aster Bonus] NOT met").rules
