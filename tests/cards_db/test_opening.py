"""Opening the database: wrong paths and files get one clear message; read-only serves."""

from __future__ import annotations

import os
import shutil
import sqlite3
import threading
import time

import pytest
from cdb_paths import EXPORTS
from dbdump import fingerprint

from cards_db import (
    DatabaseBusy,
    DatabaseOpenError,
    ReadOnlyDatabase,
    SchemaError,
    open_database,
)
from cards_db.schema import SCHEMA_VERSION


def test_a_folder_is_refused_by_name(tmp_path):
    with pytest.raises(DatabaseOpenError, match="it is a folder, not a file.*TCG_JUDGE_DB"):
        open_database(tmp_path)


def test_a_file_that_is_not_sqlite_is_refused_and_left_alone(tmp_path):
    path = tmp_path / "notes.txt"
    path.write_text("my notes\n", encoding="utf-8")
    with pytest.raises(DatabaseOpenError, match="it is not a SQLite database"):
        open_database(path)
    assert path.read_text(encoding="utf-8") == "my notes\n"


def test_another_programs_sqlite_file_is_not_written_to(tmp_path):
    path = tmp_path / "other.sqlite3"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE photos (id INTEGER PRIMARY KEY, name TEXT)")
    conn.commit()
    conn.close()
    before = path.read_bytes()
    with pytest.raises(
        DatabaseOpenError, match=r"another program's SQLite file \(tables: photos\)"
    ):
        open_database(path)
    assert path.read_bytes() == before


def test_a_parent_that_is_a_file_is_refused_by_name(tmp_path):
    blocker = tmp_path / "data"
    blocker.write_text("", encoding="utf-8")
    with pytest.raises(DatabaseOpenError, match="'.*data' is a file, not a folder.*TCG_JUDGE_DB"):
        open_database(blocker / "tcg-judge.sqlite3")


def test_a_newer_schema_is_refused(tmp_path):
    path = tmp_path / "db.sqlite3"
    open_database(path).close()
    conn = sqlite3.connect(path)
    conn.execute("UPDATE meta SET value = ? WHERE key = 'schema_version'", (SCHEMA_VERSION + 1,))
    conn.commit()
    conn.close()
    with pytest.raises(SchemaError, match="is newer than this program's"):
        open_database(path)


def test_opening_an_up_to_date_file_writes_nothing(tmp_path):
    path = tmp_path / "db.sqlite3"
    open_database(path).close()
    before = path.read_bytes()
    open_database(path).close()
    assert path.read_bytes() == before


def test_read_only_database_serves_and_refuses_settings(tmp_path):
    path = tmp_path / "db.sqlite3"
    with open_database(path) as db:
        db.import_cards("swu", EXPORTS / "swu_cards.json")
    before = fingerprint(path)
    db = open_database(path, read_only=True)
    assert db.read_only
    assert db.resolve_card("Bright Idea", "swu").card is not None
    assert db.card_details("swu", "Bright Idea")["name"] == "Bright Idea"
    with pytest.raises(ReadOnlyDatabase):
        db.set_guild_game(1, "swu")
    from bot.service import JudgeService

    reply = JudgeService(db).set_game(1, "altered")
    assert reply.kind == "error" and reply.pages[0][0]["title"] == "Settings cannot be saved"
    db.close()
    assert fingerprint(path) == before


@pytest.mark.skipif(os.geteuid() == 0, reason="root may write any file")
def test_a_file_without_write_permission_opens_read_only(tmp_path):
    path = tmp_path / "db.sqlite3"
    open_database(path).close()
    path.chmod(0o444)
    with open_database(path) as db:
        assert db.read_only


def test_settings_while_an_import_holds_the_lock_say_busy(tmp_path):
    path = tmp_path / "db.sqlite3"
    open_database(path).close()
    shutil.copy(path, tmp_path / "spare.sqlite3")
    holder = sqlite3.connect(path, check_same_thread=False)
    holder.execute("BEGIN IMMEDIATE")
    db = open_database(path, busy_timeout=0.2)
    from bot.service import JudgeService

    started = time.monotonic()
    reply = JudgeService(db).set_game(1, "altered")
    assert time.monotonic() - started < 2
    assert reply.pages[0][0]["title"] == "Busy"
    with pytest.raises(DatabaseBusy):
        db.set_guild_game(1, "altered")
    holder.rollback()
    holder.close()
    db.set_guild_game(1, "altered")
    assert db.get_guild_game(1) == "altered"
    db.close()


def test_concurrent_imports_queue_instead_of_failing(tmp_path):
    path = tmp_path / "db.sqlite3"
    open_database(path).close()
    errors: list[BaseException] = []

    def one(game: str, source) -> None:  # noqa: ANN001
        try:
            with open_database(path) as db:
                db.import_cards(game, source)
        except BaseException as e:  # noqa: BLE001 - collected for the assertion
            errors.append(e)

    jobs = [
        threading.Thread(target=one, args=("swu", EXPORTS / "swu_cards.json")),
        threading.Thread(target=one, args=("grand_archive", EXPORTS / "ga_effects.csv")),
        threading.Thread(target=one, args=("redemption", EXPORTS / "redemption_carddata.txt")),
    ]
    for t in jobs:
        t.start()
    for t in jobs:
        t.join()
    assert errors == []
    with open_database(path) as db:
        games = {r[0] for r in db.db.execute("SELECT game FROM cards WHERE imported = 1")}
    assert games == {"swu", "grand_archive", "redemption"}


def test_look_ups_while_an_import_holds_the_exclusive_lock_say_busy(tmp_path):
    from bot.service import JudgeService, RulingRequest

    path = tmp_path / "db.sqlite3"
    open_database(path).close()
    service = JudgeService(open_database(path, busy_timeout=0.1))
    service.warm()
    holder = sqlite3.connect(path)
    holder.execute("BEGIN EXCLUSIVE")  # as an import does at its commit
    try:
        for reply in (
            service.card("Krayt Dragon", "swu"),
            service.rule("7.6.10", "swu"),
            service.ruling(
                RulingRequest("swu", "A: Krayt Dragon in ground arena; B plays Vanquish")
            ),
        ):
            assert reply.kind == "error" and reply.pages[0][0]["title"] == "Busy"
    finally:
        holder.rollback()
        holder.close()
    assert service.card("Krayt Dragon", "swu").kind == "card"
    service.db.close()
