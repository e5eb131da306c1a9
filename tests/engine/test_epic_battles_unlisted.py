"""A hand the scenario does not list is unknown, not empty: the ruling says what it assumes."""

from __future__ import annotations

import pytest
from real_export import pool_catalog

from engine.api import run_ruling


@pytest.fixture(scope="module")
def catalog(tmp_path_factory: pytest.TempPathFactory):
    yield from pool_catalog(tmp_path_factory, "epic_battles")


def _texts(scenario: str, catalog) -> list[str]:
    return [s.text for s in run_ruling(scenario, catalog=catalog).steps]


def test_an_unlisted_rival_hand_is_not_said_to_hold_no_block(catalog) -> None:
    texts = _texts(
        "game: epic battles; A: Nose Breaker in energy; B: Slide Aside + Head Crunch in deck; "
        "A plays Berserk Chop",
        catalog,
    )
    assert (
        "Step 6 (block): B's hand is not listed in the scenario, so whether B holds a high "
        "block is not known: this ruling goes on as if Berserk Chop is not blocked (list B's "
        "hand to have a block considered)"
    ) in texts
    assert not any("B has no high block" in t for t in texts)
    # the switch of its HIT effect: A's hand is not listed either
    assert (
        "A's hand is not listed in the scenario, so which cards A could switch is not known: "
        "list them to see the switch"
    ) in texts


def test_a_listed_hand_without_a_block_is_empty_of_blocks(catalog) -> None:
    texts = _texts(
        "game: epic battles; A: Nose Breaker in energy; A: Head Crunch in hand; "
        "B: Head Crunch in hand; B: Slide Aside in deck; A plays Berserk Chop",
        catalog,
    )
    assert (
        "Step 6 (block): B has no high block for Berserk Chop (high blocks stop high attacks), "
        "so it is not blocked"
    ) in texts
