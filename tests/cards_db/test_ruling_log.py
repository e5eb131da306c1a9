"""The ruling log, events and judge calls in SQLite: append-only, migrated, read back exactly.

Rulings are real engine runs over the shipped card data; the database is a real file.
"""

from __future__ import annotations

import json
import re
import shutil
import sqlite3
from pathlib import Path

import pytest

from bot import render
from bot.event_service import EventService, Who
from bot.service import JudgeService, RulingRequest
from cards_db import SCHEMA_VERSION, open_database
from cards_db.event_export import export_event
from cards_db.events import EventError
from cards_db.ruling_log import Asker

SCENARIO = "A: Krayt Dragon in ground arena; B plays Vanquish on Krayt Dragon"
GUILD = 41
ASKER = Asker(7, "Ana", GUILD, 99)
JUDGE = Who(8, "Jo the Judge", GUILD, 99, frozenset({501}))


@pytest.fixture(scope="module")
def template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("tmpl") / "judge.sqlite3"
    open_database(path).close()
    return path


@pytest.fixture
def judge(template: Path, tmp_path: Path) -> JudgeService:
    path = tmp_path / "judge.sqlite3"
    shutil.copy(template, path)
    svc = JudgeService(open_database(path))
    yield svc
    svc.db.close()


@pytest.fixture
def events(judge: JudgeService) -> EventService:
    judge.events.store.set_role(GUILD, "judge", 501)
    return judge.events


def _public(events: EventService, who: Who = JUDGE, text: str = SCENARIO) -> tuple[str, object]:
    reply = events.judge.ruling(RulingRequest("swu", text))
    assert reply.kind == "ruling"
    return events.record_public(reply, who), reply


# ------------------------------------------------------------------ append-only


def test_logged_rulings_and_notes_cannot_be_changed_or_deleted(events: EventService) -> None:
    rid, _ = _public(events)
    events.log.add_note(rid, "note", ASKER, "overruled: optional")
    conn = events.log.conn
    for sql in (
        "UPDATE logged_rulings SET result = '{}' WHERE id = ?",
        "UPDATE logged_rulings SET user_name = 'someone else' WHERE id = ?",
        "DELETE FROM logged_rulings WHERE id = ?",
        "UPDATE ruling_notes SET text = 'nothing happened' WHERE ruling_id = ?",
        "DELETE FROM ruling_notes WHERE ruling_id = ?",
    ):
        with pytest.raises(sqlite3.IntegrityError, match="append-only"), conn:
            conn.execute(sql, (rid,))
    assert [n.text for n in events.log.notes(rid)] == ["overruled: optional"]
    assert events.log.get(rid).user_name == "Jo the Judge"


def test_judge_call_times_only_move_forward(events: EventService) -> None:
    store = events.store
    event = store.start(GUILD, "Showdown", 1234, 8, "Jo")
    call = store.call(event, 99, 7, "Ana", "4", "Does Krayt trigger?")
    claimed = store.claim(call.id, 8, "Jo")
    assert claimed.state == "claimed" and claimed.claimed_by_name == "Jo"
    with pytest.raises(EventError, match=r"Call #\d+ was already claimed by Jo"):
        store.claim(call.id, 9, "Kim")
    with pytest.raises(sqlite3.IntegrityError, match="only move forward"), store.conn:
        store.conn.execute("UPDATE judge_calls SET claimed_at = NULL WHERE id = ?", (call.id,))
    with pytest.raises(sqlite3.IntegrityError, match="kept for the event report"), store.conn:
        store.conn.execute("DELETE FROM judge_calls WHERE id = ?", (call.id,))
    assert store.get_call(call.id).claimed_by == 8


def test_one_event_runs_per_server(events: EventService) -> None:
    store = events.store
    store.start(GUILD, "  Store   Showdown ", 1, 8, "Jo")
    with pytest.raises(EventError, match="“Store Showdown” is still running here"):
        store.start(GUILD, "Second", 1, 8, "Jo")
    store.start(GUILD + 1, "Elsewhere", 1, 8, "Jo")  # other servers are independent
    ended = store.end(GUILD, 8)
    assert not ended.running and store.running(GUILD) is None
    assert store.start(GUILD, "Second", 1, 8, "Jo").name == "Second"
    with pytest.raises(EventError, match="Give the event a name"):
        store.start(GUILD + 2, "   ", 1, 8, "Jo")


# ------------------------------------------------------------------ migration


def _as_version_2(path: Path) -> None:
    """Turn a current file into what version 2 wrote: no event tables, version 2."""
    conn = sqlite3.connect(path)
    names = [
        r[0]
        for r in conn.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name IN"
            " ('events', 'logged_rulings', 'ruling_notes', 'judge_calls',"
            " 'judge_call_rulings', 'guild_staff_roles')"
        )
    ]
    for name in names:
        conn.execute(f"DROP TABLE {name}")
    conn.execute("UPDATE meta SET value = '2' WHERE key = 'schema_version'")
    conn.commit()
    conn.close()


@pytest.mark.parametrize("old", [2, 3])
def test_older_files_are_migrated_to_the_append_only_log(
    template: Path, tmp_path: Path, old: int
) -> None:
    path = tmp_path / "old.sqlite3"
    shutil.copy(template, path)
    _as_version_2(path)
    if old == 3:
        conn = sqlite3.connect(path)
        conn.execute("UPDATE meta SET value = '3' WHERE key = 'schema_version'")
        conn.commit()
        conn.close()
    with open_database(path) as db:
        assert db.previous_schema_version == old
        version = db.db.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone()
        assert int(version[0]) == SCHEMA_VERSION == 4
        triggers = {
            r[0] for r in db.db.execute("SELECT name FROM sqlite_master WHERE type = 'trigger'")
        }
        assert {"logged_rulings_no_update", "logged_rulings_no_delete"} <= triggers
        assert db.resolve_card("Krayt Dragon", "swu").status == "exact", "card data kept"
        svc = JudgeService(db)
        rid, _ = _public(svc.events)
        with pytest.raises(sqlite3.IntegrityError, match="append-only"), db.db.conn:
            db.db.conn.execute("DELETE FROM logged_rulings WHERE id = ?", (rid,))


# ------------------------------------------------------------------ reading back exactly


def _change_card_and_rules(db) -> None:  # noqa: ANN001
    """Krayt Dragon loses its triggered ability; the cited rules get new words and version."""
    row = db.db.execute(
        "SELECT id, definition FROM cards WHERE full_name = 'Krayt Dragon'"
    ).fetchone()
    definition = json.loads(row[1])
    definition["abilities"] = [a for a in definition["abilities"] if a["id"] != "punish-plays"]
    with db.db.conn:
        db.db.execute(
            "UPDATE cards SET definition = ? WHERE id = ?", (json.dumps(definition), row[0])
        )
        db.db.execute("UPDATE rules SET summary = 'Reworded.', version = '9.0' WHERE game = 'swu'")
        db.db.execute(
            "UPDATE rule_documents SET version = '9.0' WHERE game = 'swu' AND key = 'cr8'"
        )
        db._bump_data_version()  # what every writer of card data does (imports, reloads)


def test_a_stored_ruling_reads_back_byte_for_byte_after_data_changes(
    events: EventService,
) -> None:
    rid, reply = _public(events)
    stored_text = json.dumps(reply.result, ensure_ascii=False)
    before = events.log.get(rid)
    assert before.result_text == stored_text
    assert events.ruling_pages(before) == reply.pages, "shown exactly as it was posted"
    assert events.rerun_check(before) == "Gives the same steps and citations."

    _change_card_and_rules(events.judge.db)
    after = events.log.get(rid)
    assert after.result_text.encode("utf-8") == stored_text.encode("utf-8")
    assert events.ruling_pages(after) == reply.pages
    assert "B's base takes 5 damage" in render.pages_to_text(events.ruling_pages(after))
    check = events.rerun_check(after)
    assert check.startswith("**Would differ** from step 5"), check
    assert "Krayt Dragon: when an opponent plays a card" in check
    assert after.documents[0] == {
        "title": "Star Wars: Unlimited Comprehensive Rules",
        "version": "8.0",
        "date": "2026-07-08",
    }


def test_ruling_ids_are_short_unique_and_retried_on_collision(
    events: EventService, monkeypatch: pytest.MonkeyPatch
) -> None:
    rid, reply = _public(events)
    assert re.fullmatch(r"R-[2-9A-HJ-NP-Z]{4}", rid)
    taken = iter([rid, rid, "R-ZZZZ"])
    monkeypatch.setattr("cards_db.ruling_log.new_ruling_id", lambda length=4: next(taken))
    assert events.record_public(reply, JUDGE) == "R-ZZZZ"
    assert events.log.get("r-zzzz").id == "R-ZZZZ"


def test_search_by_card_rule_and_player(events: EventService) -> None:
    krayt, _ = _public(events, JUDGE)
    other = Who(12, "Bo", GUILD, 99)
    sand, _ = _public(
        events,
        other,
        "A: Battlefield Marine in ground arena; B plays Vanquish on Battlefield Marine",
    )
    log = events.log
    assert [r.id for r in log.search(GUILD, card="krayt")] == [krayt]
    assert [r.id for r in log.search(GUILD, card="Vanquish")] == [sand, krayt], "newest first"
    assert [r.id for r in log.search(GUILD, user_id=12)] == [sand]
    assert krayt in [r.id for r in log.search(GUILD, rule="7.6")], "a parent rule finds 7.6.x"
    assert [r.id for r in log.search(GUILD, rule="7.6.4")] == [krayt]
    assert log.search(GUILD, rule="7.6.40") == []
    assert log.search(GUILD + 1, card="krayt") == [], "another server's log is separate"


def test_flags_wait_until_a_judge_answers(events: EventService) -> None:
    rid, _ = _public(events)
    player = Who(12, "Bo", GUILD, 99)
    assert events.flag(player, rid, "  ").pages[0][0]["title"] == "Say what looks wrong"
    assert events.flag(player, rid, "Krayt should not trigger").pages[0][0]["title"] == (
        "Thanks, reported"
    )
    assert [(r.id, [n.text for n in notes]) for r, notes in events.log.flagged(GUILD)] == [
        (rid, ["Krayt should not trigger"])
    ]
    events.note(JUDGE, rid, "checked: the engine is right, the trigger is optional")
    assert events.log.flagged(GUILD) == []


def test_export_rows(events: EventService) -> None:
    store = events.store
    event = store.start(GUILD, "Showdown", 1234, 8, "Jo")
    rid, _ = _public(events, Who(7, "=cmd|' /C calc'!A0", GUILD, 99))
    events.note(JUDGE, rid, "", official=True)
    call = store.call(event, 99, 7, "Ana", "4", "@everyone help")
    store.resolve(call.id, 8, "Jo", [rid])
    rulings = [(r, events.log.notes(r.id)) for r in events.log.for_event(event.id)]
    files = export_event(store.event(event.id), rulings, store.calls(event.id))
    assert sorted(files) == ["event-1-judge-calls.csv", "event-1-rulings.csv", "event-1.json"]
    rows = files["event-1-rulings.csv"].splitlines()
    assert rows[0].startswith("id,logged_at,source,official,channel_id,player_id,player,game")
    assert rows[1].startswith(f"{rid},")
    assert ",'=cmd|' /C calc'!A0," in rows[1], "formula injection is neutralised"
    data = json.loads(files["event-1.json"])
    assert data["rulings"][0]["player"] == "=cmd|' /C calc'!A0", "JSON keeps the value as stored"
    assert data["judge_calls"][0]["rulings"] == [rid]
    assert data["judge_calls"][0]["state"] == "resolved"
