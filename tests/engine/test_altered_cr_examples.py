"""Worked examples of the Altered Complete Rules v3.0, run on the real cards they name.

Each test restates an example in the project's own words (the rule id in its name) and
checks the engine reaches the same outcome. The real export is read from ../shared.
"""

from __future__ import annotations

import pytest
from altered_export import import_export

from cards_db.pool import PoolCatalog
from engine.api import run_ruling


@pytest.fixture(scope="module")
def catalog(tmp_path_factory: pytest.TempPathFactory) -> PoolCatalog:
    db = import_export(tmp_path_factory, "cr")
    yield PoolCatalog(db)
    db.close()


def texts(result) -> list[str]:
    return [s.text for s in result.steps]


def test_2_2_1_targets_in_play_only(catalog: PoolCatalog) -> None:
    """A 'target Character or Permanent' cannot be a card in Reserve."""
    r = run_ruling(
        "game: altered; A: Banishing Gate in hand; B: Kitsune in reserve; "
        "B: Brassbug in hero expedition; A plays Banishing Gate",
        catalog=catalog,
    )
    assert "A targets Brassbug (the only legal target)" in texts(r)
    assert r.final_state["zones"]["B"]["reserve"] == [{"card": "Kitsune"}]


def test_2_2_3_an_at_noon_reaction_becomes_an_emblem_then_resolves(catalog: PoolCatalog) -> None:
    r = run_ruling(
        "game: altered; A: Aloe Vera in hero expedition; A: Kitsune in deck; A starts noon",
        catalog=catalog,
    )
    seq = texts(r)
    i = seq.index(
        "Reaction-activating step: Limbo gets Emblem-Reaction (Aloe Vera: at Noon) for A (activation 1 today)"
    )
    assert seq[i + 1 :][:3] == [
        "Reactions are checked: A plays Emblem-Reaction (Aloe Vera: at Noon)",
        "Step: Resupply: A puts the top card of their Deck (Kitsune) in Reserve",
        "Emblem-Reaction (Aloe Vera: at Noon) has resolved and ceases to exist",
    ]
    assert r.final_state["zones"]["A"]["reserve"] == [{"card": "Kitsune"}]


def test_2_2_4_a_token_is_named_as_its_effect_says(catalog: PoolCatalog) -> None:
    r = run_ruling("game: altered; A: Ordis Cadets in hand; A plays Ordis Cadets", catalog=catalog)
    exp = r.final_state["zones"]["A"]["hero_expedition"]
    assert [o["card"] for o in exp] == ["Ordis Cadets", "Ordis Recruit"]


def test_2_2_10_token_statistics_come_from_the_effect(catalog: PoolCatalog) -> None:
    """Kojo & Booda at Noon as first player: a 2/2/2 Booda in the companion Expedition."""
    r = run_ruling(
        "game: altered; A: Kojo & Booda in hero; A starts noon; A starts dusk", catalog=catalog
    )
    assert r.final_state["zones"]["A"]["companion_expedition"] == [{"card": "Booda"}]
    assert (
        "Progress: A's companion Expedition has 2/2/2 (forest/mountain/ocean) against 0/0/0: "
        "it moves forward (greater forest, mountain, ocean)"
    ) in texts(r)
    second = run_ruling("game: altered; A: Kojo & Booda in hero; B starts noon", catalog=catalog)
    assert "the condition (first player) is not met, so nothing happens" in " ".join(texts(second))


def test_2_2_11_support_and_in_play_abilities(catalog: PoolCatalog) -> None:
    """Haven Trainee (rare): one ability when played from Reserve, one support ability."""
    card = catalog.get("altered", "Haven Trainee, Rare (Bravos)")
    assert [(a.id, a.timing) for a in card.abilities] == [
        ("a1", "when_played_from_reserve"),
        ("echo2", "support"),
    ]
    r = run_ruling(
        "game: altered; A: Haven Trainee, Rare (Bravos) in reserve; A: Kitsune in hand; "
        "A activates Haven Trainee, Rare (Bravos); A plays Kitsune",
        catalog=catalog,
    )
    seq = texts(r)
    assert (
        "Cost, paid in a single step: A discards Haven Trainee, Rare (Bravos) from Reserve" in seq
    )
    assert seq.index("Kitsune resolves and joins A's hero Expedition") < seq.index(
        "Kitsune gains 1 boost (Haven Trainee, Rare (Bravos))"
    )


def test_2_2_14_an_ongoing_emblem_for_this_turn(catalog: PoolCatalog) -> None:
    """Twinkle Twinkle's support ability: the next card played this turn costs 1 less."""
    r = run_ruling(
        "game: altered; A: Twinkle Twinkle in reserve; A: Kitsune in hand; "
        "A activates Twinkle Twinkle; A plays Kitsune",
        catalog=catalog,
    )
    seq = texts(r)
    assert (
        "Step: an Ongoing Emblem is created in Limbo for A: the next card they play this turn costs 1 less"
        in seq
    )
    assert "Kitsune costs 1 less (Twinkle Twinkle): 1 instead of 2" in seq


def test_6_3_h_each_activation_is_bound_to_its_own_token(catalog: PoolCatalog) -> None:
    """The Monolith and Open the Gates: four tokens join, four emblems, each boosting its own."""
    r = run_ruling(
        "game: altered; A: The Monolith, Ordis Bastion in landmarks; A plays Open the Gates",
        catalog=catalog,
    )
    act = next(s for s in r.steps if s.text.startswith("Reaction-activating step"))
    assert act.text.count("Emblem-Reaction (The Monolith, Ordis Bastion") == 4
    boosted = [t for t in texts(r) if t.startswith("Step: Ordis Recruit")]
    assert boosted == [
        "Step: Ordis Recruit gains 1 boost",
        "Step: Ordis Recruit #2 gains 1 boost",
        "Step: Ordis Recruit #3 gains 1 boost",
        "Step: Ordis Recruit #4 gains 1 boost",
    ]


def test_7_2_1_i_is_the_object_the_reaction_came_from(catalog: PoolCatalog) -> None:
    r = run_ruling("game: altered; A: Ratatoskr in reserve; A plays Ratatoskr", catalog=catalog)
    assert "Step: Ratatoskr gains 2 boosts" in texts(r)


def test_7_3_1_an_activated_join_ability_belongs_to_its_own_card(catalog: PoolCatalog) -> None:
    """Dr. Frankenstein activates Brassbug Hub's join ability: the Hub gets the counters."""
    r = run_ruling(
        "game: altered; A: Brassbug Hub in landmarks; A: Dr. Frankenstein in reserve; "
        "A plays Dr. Frankenstein",
        catalog=catalog,
    )
    assert "Step: Brassbug Hub gains 3 Kelon counters" in texts(r)
    hub = r.final_state["zones"]["A"]["landmarks"][0]
    assert hub == {"card": "Brassbug Hub", "counters": {"Kelon": 3}}


def test_7_3_2_after_you_is_not_passing(catalog: PoolCatalog) -> None:
    r = run_ruling("game: altered; A: Alice in reserve; A activates Alice", catalog=catalog)
    assert (
        "Step: After You: A's turn ends once no Reaction is left in Limbo; B takes the next turn "
        "(A has not passed)"
    ) in texts(r)
    assert "passed" not in r.final_state.get("info", {})
