"""Playgroup games: the time to answer a move with 1,000 open games in one SQLite file,
and how a move's cost grows with the length of its game (a move replays the moves since
the game's last saved position, at most ``SNAPSHOT_EVERY``).

A template game is played once through the real code; its move rows are copied to
1,000 games cut at random lengths (0-60 moves), so the file holds 1,000 open games of
realistic lengths. Each timed move goes through ``GameService`` as the bot calls it:
read the position, replay with the move, compare-and-set commit (fsync), render.

    .venv/bin/python -m bench.bench_games [--games 1000] [--moves 400]
"""

from __future__ import annotations

import argparse
import random
import statistics
import tempfile
import time
from pathlib import Path

from bot.game_service import GameService
from cards_db import open_database
from cards_db.playgroups.play import Playgroups
from cards_db.playgroups.setup import scenario_setup

# A game of two 50-card decks: hands and decks hold what a deck-list set-up deals.
SETUP = (
    "A: Krayt Dragon in ground arena; A: 30x Death Star Stormtrooper in hand; "
    "A: 19x Death Star Stormtrooper in deck; B: 30x Battlefield Marine in hand; "
    "B: 20x Battlefield Marine in deck; active: B"
)
# A long game: 100 cards in each hand, so every move up to 300 is an action or a choice.
LONG = (
    "A: Krayt Dragon in ground arena; A: 60x Death Star Stormtrooper + 40x Death Star Stormtrooper in hand; "
    "B: 60x Battlefield Marine + 40x Battlefield Marine in hand; active: B"
)
SEATS = {"A": ("a", "Ann"), "B": ("b", "Bob")}


def next_call(pg: Playgroups, gid: int) -> tuple[str, tuple]:
    """The service call for a game's next move: answer, else play from hand, else pass."""
    pos = pg.position(gid)
    if pos.now.pending:
        d = pos.now.pending
        return "answer", (
            gid,
            pos.user(d["player"]),
            False if d["kind"] == "may" else d["options"][0],
        )
    hand = ((pos.now.state.get("zones") or {}).get(pos.turn) or {}).get("hand") or []
    action = f"play {hand[0]['card'].split(' #')[0]}" if hand else "pass"
    return "do", (gid, pos.user(pos.turn), action)


def move(svc: GameService, gid: int) -> float:
    method, args = next_call(svc.play, gid)
    t = time.perf_counter()
    reply = svc(method, *args)
    took = (time.perf_counter() - t) * 1000
    assert not reply.error, reply.pages
    return took


def pct(xs: list[float], p: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(round(p / 100 * (len(xs) - 1))))]


def clone(svc: GameService, template: int, length: int) -> int:
    """A new game holding the template's first ``length`` moves (identical set-up)."""
    c = svc.store.conn
    with svc.store._write():
        cur = c.execute(
            "INSERT INTO pg_games (game, title, setup, version, created_at, updated_at)"
            " SELECT game, title, setup, ?, created_at, updated_at FROM pg_games WHERE id = ?",
            (length, template),
        )
        gid = cur.lastrowid
        c.execute(
            "INSERT INTO pg_seats SELECT ?, seat, user_id, name FROM pg_seats WHERE game_id = ?",
            (gid, template),
        )
        c.execute(
            "INSERT INTO pg_moves SELECT ?, seq, kind, seat, body, ruling, state_hash, undone_by,"
            " NULL, created_at FROM pg_moves WHERE game_id = ? AND seq <= ?",
            (gid, template, length),
        )
        c.execute(
            "INSERT INTO pg_snapshots SELECT ?, seq, moves_key, steps, state FROM pg_snapshots"
            " WHERE game_id = ? AND seq <= ?",
            (gid, template, length),
        )
    return int(gid)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--moves", type=int, default=400, help="timed moves on random open games")
    ap.add_argument("--template", type=int, default=300, help="length of the template game")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "games.sqlite3"
        svc = GameService(open_database(path))
        template = svc.play.new_game("swu", scenario_setup(SETUP, "swu"), SEATS).row.id
        long = svc.play.new_game("swu", scenario_setup(LONG, "swu"), SEATS).row.id
        t = time.perf_counter()
        for _ in range(60):
            move(svc, template)
        growth: dict[int, list[float]] = {}
        for n in range(1, args.template + 1):
            took = move(svc, long)
            for mark in (10, 50, 100, 200, 300):
                if mark - 5 < n <= mark + 5:
                    growth.setdefault(mark, []).append(took)
        built = time.perf_counter() - t
        rng = random.Random(1)
        t = time.perf_counter()
        games = [clone(svc, template, rng.randint(0, 60)) for _ in range(args.games)]
        print(
            f"template game (60 moves) and long game ({args.template} moves) in {built:.1f} s; "
            f"{len(games)} open games cloned in {time.perf_counter() - t:.1f} s"
        )
        samples = [move(svc, rng.choice(games)) for _ in range(args.moves)]
        print(f"\n{args.games} open games (0-60 moves each), {args.moves} moves on random games:")
        print(
            "| move answered (service: read, replay, commit, render) | median ms | p99 ms | max ms |"
        )
        print("| --- | ---: | ---: | ---: |")
        print(
            f"| all moves | {statistics.median(samples):.1f} | {pct(samples, 99):.1f} | {max(samples):.1f} |"
        )
        print("\nCost of one move against the length of its game (the long game):")
        print("| moves before | median ms of 10 moves |")
        print("| ---: | ---: |")
        for n, took in growth.items():
            print(f"| {n} | {statistics.median(took):.1f} |")
        assert all(svc.play.verify(g) for g in rng.sample(games, 20)), "a clone does not replay"


if __name__ == "__main__":
    main()
