"""Playgroup games with the real SWU export: passes are moves of the game, and each move
shows only what it raised."""

from __future__ import annotations

from pathlib import Path

import pytest

from cards_db import open_database
from cards_db.playgroups.play import Playgroups
from cards_db.playgroups.setup import scenario_setup
from cards_db.playgroups.store import PlaygroupStore

SEATS = {"A": ("u1", "Ann"), "B": ("u2", "Bob")}
SET_UP = (
    "A: Sabine Wren, Explosives Artist in ground arena; A: Takedown in hand; "
    "B: Wampa in ground arena; B: Battlefield Marine in ground arena"
)


@pytest.fixture
def pg(real_db, tmp_path: Path) -> Playgroups:
    path = tmp_path / "games.sqlite3"
    open_database(path).close()
    play = Playgroups(PlaygroupStore(path), real_db.catalog())
    yield play
    play.store.close()


def texts(applied) -> list[str]:
    return [s["text"] for s in applied.move.ruling["steps"]]


def test_two_passes_in_a_row_end_the_action_phase_in_a_game_played_move_by_move(pg) -> None:
    gid = pg.new_game("swu", scenario_setup(SET_UP, "swu"), SEATS).row.id
    assert texts(pg.act(gid, "u1", "pass")) == ["A passes"]
    after = pg.act(gid, "u2", "pass")
    assert texts(after)[:4] == [
        "B passes",
        "Both players have passed in a row: the action phase ends",
        "The regroup phase begins",
        "A draws 2 cards (their deck is not listed in the scenario; if it runs out, each card"
        " not drawn deals 3 damage to their base)",
    ]
    pending = after.position.now.pending
    assert pending["player"] == "A" and pending["rule"] == "5.5.1.c"


def test_a_move_shows_only_the_notes_its_own_steps_raised(pg) -> None:
    gid = pg.new_game("swu", scenario_setup(SET_UP, "swu"), SEATS).row.id
    attack = pg.act(gid, "u1", "attack Wampa with Sabine Wren")
    assert (
        "Sabine Wren, Explosives Artist (a2) is not modelled: resolve it as printed"
        in (attack.move.ruling["notes"])
    )
    reply = pg.act(gid, "u2", "attack A's base with Battlefield Marine")
    assert texts(reply)[0] == "B attacks A's base with Battlefield Marine"
    assert reply.move.ruling["notes"] == []
    assert "TJ-3" not in {r["id"] for r in reply.move.ruling["cited_rules"]}
