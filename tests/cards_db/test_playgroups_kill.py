"""A process applying moves is killed with SIGKILL at random moments, again and again;
afterwards every game loads, replays to the state stored with its last move, and every
move the process reported as committed is there, unchanged."""

from __future__ import annotations

import multiprocessing
import random
import sqlite3
import time
from pathlib import Path

import pytest

from cards_db import open_database
from cards_db.playgroups.play import GameError, Playgroups
from cards_db.playgroups.setup import scenario_setup
from cards_db.playgroups.store import PlaygroupStore

KILLS = 50
GAMES = 4
SETUP = (
    "A: Krayt Dragon in ground arena; A: 30x Death Star Stormtrooper in hand; "
    "B: 30x Battlefield Marine in hand; active: B"
)


def next_move(pg: Playgroups, gid: int) -> None:
    """The next move of a game, decided from its state: answer, else play from hand, else pass."""
    pos = pg.position(gid)
    if pos.row.status != "open":
        return
    if pos.now.pending:
        d = pos.now.pending
        value = False if d["kind"] == "may" else d["options"][0]
        pg.answer(gid, pos.user(d["player"]), value, version=pos.version)
        return
    seat = pos.turn
    hand = ((pos.now.state.get("zones") or {}).get(seat) or {}).get("hand") or []
    if hand:
        name = hand[0]["card"].split(" #")[0]
        pg.act(gid, pos.user(seat), f"play {name}", version=pos.version)
    else:
        pg.act(gid, pos.user(seat), "pass", version=pos.version)


def apply_moves(path: str, report) -> None:  # noqa: ANN001 - a multiprocessing Connection
    """The killed process: apply moves round the games, reporting each after its commit."""
    pg = Playgroups(PlaygroupStore(path), open_database(path).catalog())
    report.send(("ready", 0, 0, ""))
    while True:
        for gid in pg.store.game_ids():
            report.send(("begin", gid, 0, ""))
            try:
                next_move(pg, gid)
            except GameError:
                continue
            latest = pg.store.latest(gid)
            report.send(("moved", gid, latest.seq, latest.state_hash))


@pytest.fixture
def games_file(tmp_path: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path / "kill.sqlite3"
    open_database(path).close()
    with open_database(path) as db:
        pg = Playgroups(PlaygroupStore(path), db.catalog())
        for _ in range(GAMES):
            pg.new_game("swu", scenario_setup(SETUP, "swu"), {"A": ("a", "Ann"), "B": ("b", "Bob")})
        pg.store.close()  # the engine's rules are loaded now, and inherited by every mover
    return path


def test_kill_9_at_random_moments_loses_no_committed_move(games_file: Path) -> None:
    # Forked from this process, whose imports and rules are already loaded: each mover
    # starts in milliseconds, so the kills land among moves, not among imports.
    ctx = multiprocessing.get_context("fork")
    rng = random.Random(17)
    committed: dict[tuple[int, int], str] = {}
    kills_after_a_commit = mid_move = 0
    for n in range(KILLS):
        recv, send = ctx.Pipe(duplex=False)
        proc = ctx.Process(target=apply_moves, args=(str(games_file), send), daemon=True)
        proc.start()
        send.close()
        assert recv.poll(20), f"the mover did not start (exit code {proc.exitcode})"
        assert recv.recv()[0] == "ready"
        # Every other mover is killed only after its first commit, however slow the machine;
        # the others at any moment from their start (opening the file, replaying, writing).
        wait_for_commit = n % 2 == 1
        deadline = time.monotonic() + rng.random() * 0.12
        moved = False
        last = ""
        while time.monotonic() < deadline or (wait_for_commit and not moved):
            if recv.poll(max(0.001, deadline - time.monotonic())):
                kind, gid, seq, digest = recv.recv()
                last = kind
                if kind == "moved":
                    committed[(gid, seq)] = digest
                    moved = True
                    if wait_for_commit and time.monotonic() >= deadline:
                        deadline = time.monotonic() + rng.random() * 0.05
        proc.kill()  # SIGKILL: no clean-up, no rollback by the process itself
        proc.join()
        assert proc.exitcode == -9
        while recv.poll():  # commits reported just before the kill
            try:
                kind, gid, seq, digest = recv.recv()
            except EOFError:
                break
            last = kind
            if kind == "moved":
                committed[(gid, seq)] = digest
        recv.close()
        mid_move += last == "begin"  # killed after a move began, before its commit was reported
        kills_after_a_commit += moved
    assert kills_after_a_commit >= KILLS // 2
    assert len(committed) > KILLS
    assert mid_move >= KILLS // 5, "kills must land inside moves, not only between them"
    print(f"{KILLS} kills, {kills_after_a_commit} after a commit, {mid_move} inside a move")

    conn = sqlite3.connect(games_file)
    assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    conn.close()
    with open_database(games_file) as db:
        pg = Playgroups(PlaygroupStore(games_file), db.catalog())
        stored = {}
        for gid in pg.store.game_ids():
            pos = pg.position(gid, moves=True)
            assert [m.seq for m in pos.moves] == list(range(1, pos.version + 1)), (
                "no gap, no half move"
            )
            assert pg.verify(gid), f"game {gid} replays to another state than stored"
            stored.update({(gid, m.seq): m.state_hash for m in pos.moves})
        pg.store.close()
    lost = {k: v for k, v in committed.items() if stored.get(k) != v}
    assert lost == {}, f"committed moves lost or changed: {lost}"
