"""Playgroup games on a real SQLite file: moves, decisions, undo, races, deck lists, migration."""

from __future__ import annotations

import shutil
import sqlite3
import threading
from pathlib import Path

import pytest

from cards_db import SCHEMA_VERSION, open_database
from cards_db.playgroups.play import GameError, Playgroups
from cards_db.playgroups.setup import SetupError, deck_setup, parse_deck, scenario_setup
from cards_db.playgroups.store import NewMove, PlaygroupStore, StoreConflict

SEATS = {"A": ("u1", "Ann"), "B": ("u2", "Bob")}
KRAYT = "A: Krayt Dragon in ground arena; B: Vanquish in hand; active: B"


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("pg") / "built.sqlite3"
    open_database(path).close()
    return path


@pytest.fixture
def path(built: Path, tmp_path: Path) -> Path:
    target = tmp_path / "games.sqlite3"
    shutil.copy(built, target)
    return target


@pytest.fixture
def db(path: Path):
    database = open_database(path)
    yield database
    database.close()


@pytest.fixture
def pg(db, path: Path) -> Playgroups:
    play = Playgroups(PlaygroupStore(path), db.catalog())
    yield play
    play.store.close()


def new(pg: Playgroups, text: str = KRAYT) -> int:
    return pg.new_game("swu", scenario_setup(text, "swu"), SEATS).row.id


def test_a_move_runs_the_engine_and_waits_for_the_right_player(pg: Playgroups) -> None:
    gid = new(pg)
    with pytest.raises(GameError, match=r"it is Bob's move \(B\), not yours"):
        pg.act(gid, "u1", "play Vanquish")
    applied = pg.act(gid, "u2", "play Vanquish on Krayt Dragon")
    assert applied.move.body == "B plays Vanquish on Krayt Dragon"
    assert [s["text"] for s in applied.move.ruling["steps"]][:4] == [
        "B plays Vanquish, paying 5 resources (resources not listed: not checked)",
        "Vanquish goes to B's discard pile, then its ability resolves",
        "Krayt Dragon is defeated by the ability",
        "Krayt Dragon is defeated and goes to A's discard pile",
    ]
    pos = applied.position
    assert pos.turn == "A" and pos.now.pending["kind"] == "may"
    with pytest.raises(GameError, match="not your choice: Ann decides this"):
        pg.answer(gid, "u2", "yes")
    with pytest.raises(GameError, match="first Ann \\(A\\) must answer"):
        pg.act(gid, "u2", "pass")
    done = pg.answer(gid, "u1", "yes")
    assert [s["text"] for s in done.move.ruling["steps"]] == [
        "A uses Krayt Dragon's ability",
        "B's base takes 5 damage (5 of 30 HP)",
    ]
    assert done.position.turn == "A" and done.position.now.pending is None
    assert pg.verify(gid)
    assert pg.replay(gid).state == done.position.now.state


def test_a_stranger_and_a_bad_action_are_refused_with_nothing_stored(pg: Playgroups) -> None:
    gid = new(pg)
    with pytest.raises(GameError, match="you are not playing in game"):
        pg.act(gid, "u9", "pass")
    with pytest.raises(GameError, match="you play as B; you cannot act for A"):
        pg.act(gid, "u2", "A plays Vanquish")
    with pytest.raises(GameError, match="you have no Krayt Dragon to play"):
        pg.act(gid, "u2", "play Krayt Dragon")
    assert pg.store.moves(gid) == [] and pg.position(gid).version == 0


def test_pass_hands_the_move_over(pg: Playgroups) -> None:
    gid = new(pg)
    pos = pg.act(gid, "u2", "pass").position
    assert pos.turn == "A" and pg.store.moves(gid)[0].kind == "pass"
    assert pg.act(gid, "u1", "pass").position.turn == "B"


def test_stale_versions_and_a_redelivered_request_apply_nothing(pg: Playgroups) -> None:
    gid = new(pg)
    first = pg.act(gid, "u2", "play Vanquish on Krayt Dragon", request_key="i-1")
    again = pg.act(gid, "u2", "play Vanquish on Krayt Dragon", request_key="i-1")
    assert again.duplicate and again.move.seq == first.move.seq == 1
    with pytest.raises(GameError, match="the game has moved on"):
        pg.answer(gid, "u1", "yes", version=0)
    with pytest.raises(StoreConflict):
        pg.store.append(gid, 0, NewMove("pass", "B", "B passes", {}))
    assert [m.seq for m in pg.store.moves(gid)] == [1]


def test_clicks_at_once_from_many_connections_apply_once(pg: Playgroups, db, path: Path) -> None:
    gid = new(pg)
    version = pg.act(gid, "u2", "play Vanquish on Krayt Dragon").position.version
    outcomes: list[str] = []
    barrier = threading.Barrier(6)

    def click() -> None:
        own = Playgroups(PlaygroupStore(path), open_database(path).catalog())
        barrier.wait()
        try:
            own.answer(gid, "u1", "yes", version=version)
            outcomes.append("applied")
        except GameError as exc:
            outcomes.append(str(exc))

    threads = [threading.Thread(target=click) for _ in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert outcomes.count("applied") == 1, outcomes
    assert all("moved" in o for o in outcomes if o != "applied"), outcomes
    assert [m.kind for m in pg.store.moves(gid)] == ["action", "answer"]
    assert pg.verify(gid)


def test_undo_needs_the_opponent_and_restores_the_position(pg: Playgroups) -> None:
    gid = new(pg)
    start = pg.position(gid).now.state
    pg.act(gid, "u2", "play Vanquish on Krayt Dragon")
    pg.answer(gid, "u1", "no")
    pos, last = pg.request_undo(gid, "u2")
    assert pos.row.undo_by == "B" and last.body == "B plays Vanquish on Krayt Dragon"
    with pytest.raises(GameError, match="not your choice: Ann must agree"):
        pg.agree_undo(gid, "u2", pos.version)
    undone = pg.agree_undo(gid, "u1", pos.version)
    assert undone.position.now.state == start and undone.position.turn == "B"
    assert [(m.kind, m.undone_by) for m in pg.store.moves(gid)] == [
        ("action", 3),
        ("answer", 3),
        ("undo", None),
    ]
    assert pg.verify(gid)
    with pytest.raises(GameError, match="there is no action to undo yet"):
        pg.request_undo(gid, "u1")


def test_a_defeated_base_ends_the_game_and_end_stops_moves(pg: Playgroups) -> None:
    gid = new(pg, "A: Krayt Dragon in ground arena; B: Unnamed Base (25 damage) in base; active: A")
    over = pg.act(gid, "u1", "attack B's base with Krayt Dragon")
    assert over.position.row.status == "ended" and over.position.now.game_over
    with pytest.raises(GameError, match="has ended"):
        pg.act(gid, "u2", "pass")
    other = new(pg)
    ended = pg.end(other, "u1")
    assert ended.position.row.status == "ended" and ended.position.row.ended_by == "A"


def test_deck_lists_report_every_bad_line(db) -> None:
    text = "Leader\nDarth Vader, Commanding the First Legion\n3x Krayt Dragon\nKryat Dragon\n2 Nonsense Card\nSideboard:\n3x Whatever Else"
    with pytest.raises(SetupError) as err:
        parse_deck(text, "swu", db, "your deck")
    lines = str(err.value).splitlines()
    assert lines[0] == "your deck line 4 ('Kryat Dragon'): did you mean Krayt Dragon?"
    assert lines[1].startswith("your deck line 5 ('2 Nonsense Card'): ")
    assert len(lines) == 2  # the sideboard is not read


def test_deck_lists_become_a_shuffled_deck_and_an_opening_hand(db) -> None:
    deck = parse_deck("3x Krayt Dragon; 3x Vanquish; 2x Death Star Stormtrooper", "swu", db)
    assert [(c.count, c.name) for c in deck] == [
        (3, "Krayt Dragon"),
        (3, "Vanquish"),
        (2, "Death Star Stormtrooper"),
    ]
    setup = deck_setup("swu", {"A": deck, "B": deck}, seed=7)
    assert setup == deck_setup("swu", {"A": deck, "B": deck}, seed=7)
    zones = setup["zones"]["A"]
    assert len(zones["hand"]) == 6 and len(zones["deck"]) == 2
    names = sorted(c["card"] for c in zones["hand"] + zones["deck"])
    assert names == sorted(
        ["Krayt Dragon"] * 3 + ["Vanquish"] * 3 + ["Death Star Stormtrooper"] * 2
    )


def test_a_version_2_file_is_migrated_to_the_playgroup_tables(path: Path) -> None:
    conn = sqlite3.connect(path)
    conn.executescript(
        "DROP TABLE pg_moves; DROP TABLE pg_seats; DROP TABLE pg_games; DROP TABLE pg_prefs;"
        "UPDATE meta SET value = '2' WHERE key = 'schema_version';"
    )
    conn.close()
    with open_database(path) as db:
        assert db.previous_schema_version == 2
        tables = {r[0] for r in db.db.execute("SELECT name FROM sqlite_master WHERE type='table'")}
        assert {"pg_games", "pg_seats", "pg_moves", "pg_prefs"} <= tables
        version = db.db.execute("SELECT value FROM meta WHERE key='schema_version'").fetchone()[0]
        assert int(version) == SCHEMA_VERSION >= 3


def test_a_deck_builder_json_export_resolves_by_printing(db) -> None:
    from cdb_paths import EXPORTS

    db.import_cards("swu", EXPORTS / "swu_cards.json")
    text = '{"metadata": {"name": "Test"}, "leader": {"id": "TST_003", "count": 1}, "deck": [{"id": "TST_001", "count": 3}, {"id": "TS2_010", "count": 2}]}'
    deck = parse_deck(text, "swu", db, "your deck")
    assert [(c.count, c.name, c.type) for c in deck] == [
        (1, "Captain Vex, Lost in Fog", "leader"),
        (3, "Sand Wyrm", "unit"),
        (2, "Bright Idea", "event"),
    ]
    setup = deck_setup("swu", {"A": deck, "B": deck}, seed=1)
    assert setup["zones"]["A"]["leader"] == [{"card": "Captain Vex, Lost in Fog"}]
    with pytest.raises(
        SetupError, match=r"your deck deck\[1\] \(XXX_999\): no swu card printed as 'XXX_999'"
    ):
        parse_deck('{"deck": [{"id": "XXX_999", "count": 1}]}', "swu", db, "your deck")


def test_a_set_up_with_an_action_waits_for_its_choice_then_the_other_player(pg: Playgroups) -> None:
    gid = new(pg, "A: Krayt Dragon in ground arena; B plays Vanquish on Krayt Dragon")
    pos = pg.position(gid)
    assert pos.turn == "A" and pos.now.pending["prompt"].startswith("A: use Krayt Dragon")
    done = pg.answer(gid, "u1", "no")
    assert [s["text"] for s in done.move.ruling["steps"]] == ["A declines Krayt Dragon's ability"]
    assert done.position.turn == "A"  # B acted last in the set-up
    gid = new(
        pg,
        "A: Krayt Dragon in ground arena; B: Death Star Stormtrooper in ground arena; "
        "A plays Vanquish on Death Star Stormtrooper",
    )
    assert pg.position(gid).turn == "B" and pg.position(gid).now.pending is None


def test_deck_lines_may_name_printings_by_their_codes(db) -> None:
    from cdb_paths import EXPORTS

    db.import_cards("swu", EXPORTS / "swu_cards.json")
    db.import_cards("altered", EXPORTS / "altered")
    altered = parse_deck("1 ALT_TEST_B_AX_01_C\n2 ALT_TEST_B_AX_01_R1", "altered", db)
    assert [(c.count, c.name) for c in altered] == [
        (1, "Clockwork Owl"),
        (2, "Clockwork Owl, Rare (Axiom)"),  # a rare is its own card in Altered
    ]
    swu = parse_deck("3 TST_001\n1x TST_004", "swu", db)
    assert [(c.count, c.name) for c in swu] == [(3, "Sand Wyrm"), (1, "Bright Idea")]
    with pytest.raises(
        SetupError, match=r"deck line 1 \('1 ALT_NOPE_01'\): no altered card printed"
    ):
        parse_deck("1 ALT_NOPE_01", "altered", db)


MARINES = (
    "A: 6x Battlefield Marine in ground arena; B: 6x Battlefield Marine in ground arena; active: A"
)


def _attack(pg: Playgroups, gid: int, seat: str, n: int) -> None:
    user = SEATS[seat][0]
    label = "Battlefield Marine" if n == 1 else f"Battlefield Marine #{n + 6 if seat == 'B' else n}"
    pg.act(gid, user, f"attack with {label}")


def test_long_games_replay_from_saved_positions_and_agree_with_a_full_replay(
    pg: Playgroups,
) -> None:
    from cards_db.playgroups.play import SNAPSHOT_EVERY

    gid = new(pg, MARINES)
    for n in range(1, 6):  # ten attacks on the bases, then passes: 18 live moves
        _attack(pg, gid, "A", n)
        _attack(pg, gid, "B", n)
    for _ in range(4):
        pg.act(gid, "u1", "pass")
        pg.act(gid, "u2", "pass")
    saved = pg.store.snapshots(gid)
    assert [s.seq for s in saved] == [2 * SNAPSHOT_EVERY, SNAPSHOT_EVERY]
    now = pg.position(gid).now
    assert str(now.state).count("'damage': 15") == 2 and pg.verify(gid)
    from_snapshot = pg.replay(gid)
    with pg.store._write() as c:  # drop the cache: a full replay must give the same game
        c.execute("DELETE FROM pg_snapshots")
    full = pg.replay(gid)
    assert from_snapshot.state == full.state == now.state
    assert from_snapshot.total_steps == full.total_steps


def test_a_saved_position_past_an_undone_move_is_not_used(pg: Playgroups) -> None:
    from cards_db.playgroups.play import SNAPSHOT_EVERY

    gid = new(pg, MARINES)
    for n in range(1, 5):
        _attack(pg, gid, "A", n)
        _attack(pg, gid, "B", n)
    assert [s.seq for s in pg.store.snapshots(gid)] == [SNAPSHOT_EVERY]
    pos, _last = pg.request_undo(gid, "u1")
    pg.agree_undo(gid, "u1" if pos.row.undo_by == "B" else "u2", pos.version)
    assert pg.verify(gid)
    after = pg.position(gid).now
    assert "Battlefield Marine #12" in str(after.state)
    assert pg.replay(gid).state == after.state
