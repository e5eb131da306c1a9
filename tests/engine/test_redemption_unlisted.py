"""Piles the scenario does not list are unknown, not empty (real cards of the export)."""

from __future__ import annotations

import pytest
from real_export import pool_catalog

from engine.api import run_ruling


@pytest.fixture(scope="module")
def catalog(tmp_path_factory: pytest.TempPathFactory):
    yield from pool_catalog(tmp_path_factory, "redemption")


BLOCKED = (
    "game: redemption; A: Centurion in territory; B: Julius the Centurion in territory; "
    "A attacks with Centurion; B blocks with Julius the Centurion"
)


def test_a_search_of_an_unlisted_deck_finds_what_is_not_known(catalog) -> None:
    texts = [s.text for s in run_ruling(BLOCKED, catalog=catalog).steps]
    assert (
        "B searches their deck, which the scenario does not list: what is found is not known "
        "(list the cards there to see it)"
    ) in texts
    assert not any("finds no such card" in t for t in texts)
    assert texts[0] == (
        "A makes a rescue attempt: Centurion enters battle from territory against B's land "
        "of bondage (not listed in the scenario)"
    )


def test_a_listed_deck_without_the_card_finds_none(catalog) -> None:
    scenario = BLOCKED.replace("A attacks", "B: Centurion in deck; A attacks")
    texts = [s.text for s in run_ruling(scenario, catalog=catalog).steps]
    assert "B searches their deck and finds no such card" in texts
