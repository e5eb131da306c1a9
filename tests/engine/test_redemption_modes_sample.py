"""The hand-checked sample of covenants and curses used as an enhancement ("GE:" / "EE:").

Drawn with ``random.seed(21)`` (shuffling the distinct printed sentences of the covenant and
curse abilities the whole-pool run executes as played in battle, one card per sentence; 12 of
43). Each entry lists the exact effect steps the ability logs in its reach scenario (the card
played from hand on a plain character of its side in battle, facing a plain character). The
comment says in our words what the text asks for; each was read against the printed text.

Read by hand: 12 of 12 say what the printed text says. Noted, not counted as wrong: "all
cards in battle" includes the card itself, so it goes with the rest.
"""

from __future__ import annotations

import pytest
from real_export import pool_catalog
from red_sample import run_sampled, steps_of

from engine.api import run_ruling

# (card, ability, every effect step it must log)
SAMPLE = [
    # banish one evil card
    ("God's Judgment", "a1", ["God's Judgment (a1) completes: Abiram is removed from the game"]),
    (
        "Rain Becomes Dust, IR",
        "a1",
        # every card in battle goes to its owner's reserve
        [
            "Rain Becomes Dust, IR (a1) completes: Abiram, Agabus, Abiram #2, Rain Becomes Dust, IR "
            "are put into its owner's reserve"
        ],
    ),
    (
        "Given to Egypt, Roots",
        "a1",
        # the heroes in the opponent's territory are captured
        ["Given to Egypt, Roots (a1) completes: Agabus #2 is captured to the land of bondage"],
    ),
    (
        "Blemished Sacrifice, RR2",
        "a1",
        # good cards in battle are negated
        ["Blemished Sacrifice, RR2 (a1) completes: Agabus is negated; Agabus #2 is negated"],
    ),
    (
        "Covenant with Noah, PoC",
        "a2",
        # the second sentence of its good-enhancement text: one evil enhancement is discarded
        ["Covenant with Noah, PoC (a2) completes: Bad Figs is discarded"],
    ),
    (
        "Fear has Fallen",
        "a1",
        # every hero in battle is discarded
        ["Fear has Fallen (a1) completes: Agabus, Agabus #2 are discarded"],
    ),
    (
        "Madness, IR",
        "a1",
        # one hero goes back to its owner's hand
        ["Madness, IR (a1) completes: Agabus is bounced to its owner's hand"],
    ),
    (
        "Unknown Nation, RR2",
        "a1",
        # every hero in battle is captured
        [
            "Unknown Nation, RR2 (a1) completes: Agabus, Agabus #2 are captured to the land of "
            "bondage"
        ],
    ),
    (
        "Bound to the Law, 2026 - State",
        "a1",
        # one hero is negated, then discarded
        ["Bound to the Law, 2026 - State (a1) completes: Agabus is negated; Agabus is discarded"],
    ),
    (
        "Sprinkled Blood",
        "a2",
        # the second sentence of its good-enhancement text: an evil character to the deck's top
        ["Sprinkled Blood (a2) completes: Abiram is put on top of the deck"],
    ),
    (
        "Vow for Samuel",
        "a1",
        # one evil card to its owner's reserve
        ["Vow for Samuel (a1) completes: Abiram is put into its owner's reserve"],
    ),
    (
        "Lacking Prophecy",
        "a1",
        # removing itself from the game is the cost; every prophet is shuffled into its deck
        [
            "Lacking Prophecy (a1) completes: Lacking Prophecy is removed from the game; "
            "King Saul (Purple), Ki is shuffled into its owner's deck"
        ],
    ),
]
WRONG: set[tuple[str, str]] = set()  # entries judged wrong on reading (none)


@pytest.fixture(scope="module")
def catalog(tmp_path_factory: pytest.TempPathFactory):
    yield from pool_catalog(tmp_path_factory, "redemption")


def test_the_sample_has_twelve_distinct_abilities():
    assert len({(c, a) for c, a, _ in SAMPLE}) == len(SAMPLE) == 12
    assert (len(SAMPLE) - len(WRONG)) / len(SAMPLE) >= 0.95


@pytest.mark.parametrize(("card", "ability", "expected"), SAMPLE, ids=[c for c, _, _ in SAMPLE])
def test_covenant_or_curse_played_in_battle_does_what_the_card_says(
    catalog, card, ability, expected
):
    ab, effects = run_sampled(catalog, card, ability)
    assert ab.timing == "enhancement_played" and ab.extra["used_as"] in ("good", "evil")
    assert effects == expected


def test_a_curse_with_no_evil_character_in_battle_goes_to_the_artifact_pile(catalog):
    scenario = {
        "game": "redemption",
        "zones": {"A": {"hand": [{"card": "Madness, IR"}]}, "B": {}},
        "actions": [{"player": "A", "play": "Madness, IR"}],
    }
    result = run_ruling(scenario, catalog=catalog)
    actions = [s.text for s in result.steps if s.kind == "action"]
    assert actions == ["A puts Madness, IR into artifact pile"]
    assert not steps_of(result, "Madness, IR", "a1", "effect")
