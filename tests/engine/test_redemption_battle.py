"""Redemption on the real Lackey export: a whole rescue attempt, initiative, types, names."""

from __future__ import annotations

from pathlib import Path

import pytest
from real_export import pool_catalog

from cards_db import open_database
from cards_db.pool import PoolCatalog
from engine.api import run_ruling
from engine.core.errors import ScenarioError


@pytest.fixture(scope="module")
def catalog(tmp_path_factory: pytest.TempPathFactory):
    yield from pool_catalog(tmp_path_factory, "redemption")


def lines(result) -> list[tuple[str, list[str], str]]:
    return [(s.kind, s.rules, s.text) for s in result.steps]


RESCUE = (
    "game: redemption; A: Centurion in territory; B: Abiram in territory; "
    "B: Lost Soul Ecclesiastes 10:15 in land of bondage; A attacks with Centurion; "
    "B blocks with Abiram; "
)


def test_a_whole_rescue_attempt_with_initiative_both_ways(catalog):
    r = run_ruling(
        RESCUE + "B plays Bad Figs; A plays Arrow of Deliverance; B passes", catalog=catalog
    )
    assert lines(r) == [
        (
            "action",
            ["Rescue Attempt"],
            "A makes a rescue attempt: Centurion enters battle from territory against "
            "B's land of bondage (Lost Soul Ecclesiastes 10:15)",
        ),
        ("action", ["Block"], "B blocks with Abiram (from territory)"),
        (
            "info",
            ["Initiative"],
            "Initiative: B — B is losing the battle (heroes 7/6 against evil characters 5/7)",
        ),
        ("action", ["Enhancement"], "B plays Bad Figs on Abiram"),
        (
            "info",
            ["Initiative"],
            "Initiative: A — A is losing the battle (heroes 7/6 against evil characters 7/10)",
        ),
        ("action", ["Enhancement"], "A plays Arrow of Deliverance on Centurion"),
        (
            "action",
            ["Initiative"],
            "B passes (initiative: B — B is losing the battle (heroes 11/8 against evil "
            "characters 7/10))",
        ),
        (
            "effect",
            ["Battle Resolution"],
            "Battle outcome: the heroes win (heroes 11/8 against evil characters 7/10): "
            "the evil characters are defeated",
        ),
        ("effect", ["Battle Resolution", "Discard"], "Abiram is defeated and discarded"),
        (
            "effect",
            ["Rescue"],
            "A rescues Lost Soul Ecclesiastes 10:15 to their land of redemption",
        ),
        (
            "info",
            ["End of Battle"],
            "The battle ends: Centurion returns to territory; Arrow of Deliverance is "
            "discarded; Bad Figs is discarded",
        ),
    ]
    zones = r.final_state["zones"]
    assert [c["card"] for c in zones["A"]["land_of_redemption"]] == ["Lost Soul Ecclesiastes 10:15"]
    assert [c["card"] for c in zones["B"]["discard"]] == ["Bad Figs", "Abiram"]


def test_playing_without_initiative_is_refused_with_the_reason(catalog):
    with pytest.raises(ScenarioError) as err:
        run_ruling(RESCUE + "A plays Arrow of Deliverance", catalog=catalog)
    assert "A cannot play Arrow of Deliverance now: B has initiative" in str(err.value)
    assert "REG Initiative" in str(err.value)


def test_mutual_destruction_gives_initiative_to_who_did_not_play_last(catalog):
    # Angel at Bethesda 3/1 against Phygellus 3/3: each defeats the other; B played last.
    r = run_ruling(
        "game: redemption; A: Angel at Bethesda in territory; B: Phygellus in territory; "
        "A attacks with Angel at Bethesda; B blocks with Phygellus; A passes; B passes",
        catalog=catalog,
    )
    texts = [s.text for s in r.steps]
    assert texts[2:5] == [
        "A passes (initiative: A — mutual destruction (heroes 3/1 against evil characters "
        "3/3); A did not play the last card)",
        "B passes (initiative: A — mutual destruction (heroes 3/1 against evil characters "
        "3/3); A did not play the last card)",
        "Battle outcome: mutual destruction (heroes 3/1 against evil characters 3/3): "
        "every character in battle is defeated",
    ]
    assert not any("rescues" in t for t in texts)


def test_unblocked_rescue_attempt_rescues(catalog):
    r = run_ruling(
        "game: redemption; A: Centurion in territory; B: Lost Soul Ecclesiastes 10:15 in "
        "land of bondage; A attacks with Centurion; A resolves the battle",
        catalog=catalog,
    )
    assert [s.text for s in r.steps][1:3] == [
        "Battle outcome: the rescue attempt is not blocked: A's heroes (7/6) rescue",
        "A rescues Lost Soul Ecclesiastes 10:15 to their land of redemption",
    ]


def test_names_with_brackets_are_names_not_card_state(catalog):
    with pytest.raises(Exception) as err:
        run_ruling(
            "game: redemption; A: Abed-nego (Azariah) in territory; "
            "A attacks with Abed-nego (Azariah)",
            catalog=catalog,
        )
    # The printings differ (5/7 and 1/7), so the name alone is ambiguous: the answer lists them.
    assert "Abed-nego (Azariah), PoC" in str(err.value)
    r = run_ruling(
        "game: redemption; A: Abed-nego (Azariah), T2C in territory; "
        "A attacks with Abed-nego (Azariah), T2C",
        catalog=catalog,
    )
    assert r.steps[0].text.startswith(
        "A makes a rescue attempt: Abed-nego (Azariah), T2C enters battle from territory"
    )


def test_unknown_action_names_the_word_never_a_python_object(catalog):
    with pytest.raises(ScenarioError) as err:
        run_ruling(
            "game: redemption; A: Agabus in territory; A dances with Agabus", catalog=catalog
        )
    assert "could not read 'dances'" in str(err.value)
    assert "{" not in str(err.value)


def test_banding_activates_after_the_cards_other_abilities(tmp_path: Path):
    """REG Ability Activation Order (the invented 'RM-10' had banding activate in printed order)."""
    export = tmp_path / "carddata.txt"
    export.write_text(
        "Name\tSet\tType\tBrigade\tStrength\tToughness\tSpecialAbility\tAlignment\n"
        "Test Herald\tT1\tHero\tGreen\t5\t5\tMay band to Plain Friend. You may draw a card.\tGood\n"
        "Plain Friend\tT1\tHero\tGreen\t3\t3\t\tGood\n"
        "Plain Page\tT1\tHero\tBlue\t1\t1\t\tGood\n",
        encoding="utf-8",
    )
    db = open_database(tmp_path / "cards.sqlite3")
    db.import_cards("redemption", export)
    r = run_ruling(
        "game: redemption; A: Test Herald + Plain Friend in territory; A: Plain Page in deck; "
        "A attacks with Test Herald",
        catalog=PoolCatalog(db),
    )
    texts = [s.text for s in r.steps]
    order = [
        "Test Herald: abilities that add a character to battle activate after the others",
        "Test Herald (a2) completes: A draws 1 card(s)",
        "Test Herald (a1) completes: Plain Friend is banded into battle",
    ]
    assert [t for t in texts if t in order] == order
    info = next(s for s in r.steps if s.text == order[0])
    assert info.rules == ["Ability Activation Order"]
    db.close()


def test_rule_entries_are_reg_topics_and_no_invented_rules():
    from engine.core.rules import default_registry

    registry = default_registry()
    for topic in (
        "Initiative",
        "Special Initiative",
        "Negate",
        "Prevent",
        "Protect",
        "Cannot Be Prevented",
        "Cannot Be Negated",
        "Cannot Be Interrupted",
        "Ability Activation Order",
        "Instant Ability",
        "Ongoing Ability",
        "Increase",
        "Decrease",
        "Rescue Attempt",
        "Block",
        "Band",
        "Battle Resolution",
        "End of Battle",
    ):
        assert registry.get("redemption", topic).document.key == "reg11"
    text = (Path(__file__).resolve().parents[2] / "engine/games/redemption/rules.yaml").read_text()
    assert "RM-" not in text


def test_lackey_names_with_the_printing_in_brackets_are_typeable(catalog):
    r = run_ruling(
        "game: redemption; A: Abed-nego (Azariah) (PoC) in territory; "
        "A attacks with Abed-nego (Azariah) (PoC); A resolves the battle",
        catalog=catalog,
    )
    assert r.steps[0].text.startswith(
        "A makes a rescue attempt: Abed-nego (Azariah), PoC enters battle from territory"
    )


def test_special_initiative_lets_the_player_losing_all_characters_answer():
    # Shipped cards: Eaten by Worms discards Abihu, B's only character in battle; B may answer
    # with Escape although B is not otherwise the player with initiative.
    r = run_ruling(
        "game: redemption; A: Agabus in territory; B: Abihu in territory; "
        "A attacks with Agabus; B blocks with Abihu; A plays Eaten by Worms on Abihu; "
        "B plays Escape"
    )
    got = [(s.rules, s.text) for s in r.steps if s.kind in ("info", "action")]
    assert got[2:6] == [
        (
            ["Initiative"],
            "Initiative: A — A is losing the battle (heroes 5/4 against evil characters 6/6)",
        ),
        (["Enhancement"], "A plays Eaten by Worms on Agabus"),
        (
            ["Special Initiative"],
            "Initiative: B — an ability is removing all of B's characters (Abihu)",
        ),
        (
            ["Enhancement", "Interrupt 2"],
            "B plays Escape on Abihu (it is being defeated by an ability that can still be undone)",
        ),
    ]
