"""Every write is one real transaction, and a bad or cut export changes nothing."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest
from cdb_paths import EXPORTS, FIXTURES, SHARED
from dbdump import fingerprint

from cards_db import ImportFailure, RulesImportError
from cards_db.sql import transaction

RULES = FIXTURES / "rules"


def _fail_on_insert(db, table: str, when: str) -> None:
    """A trigger that aborts the statement that writes the matching row, mid-import."""
    db.db.conn.execute(
        f"CREATE TRIGGER fail_{table} BEFORE INSERT ON {table} WHEN {when} "
        "BEGIN SELECT RAISE(ABORT, 'injected failure'); END"
    )


def test_transaction_commits_all_or_nothing(db):
    conn = db.db.conn
    with transaction(conn):
        conn.execute("INSERT INTO guild_settings (guild_id, game) VALUES (1, 'swu')")
    with pytest.raises(RuntimeError), transaction(conn):
        conn.execute("INSERT INTO guild_settings (guild_id, game) VALUES (2, 'swu')")
        db.db.execute("INSERT INTO guild_settings (guild_id, game) VALUES (3, 'swu')")
        raise RuntimeError("half-way")
    rows = conn.execute("SELECT guild_id FROM guild_settings ORDER BY 1").fetchall()
    assert rows == [(1,)]
    assert not conn.in_transaction


def test_import_failing_half_way_leaves_the_old_data_exactly(db):
    db.import_cards("swu", EXPORTS / "swu_cards.json")
    data = json.loads((EXPORTS / "swu_cards.json").read_text(encoding="utf-8"))
    for rec in data:
        rec["FrontText"] = (rec.get("FrontText") or "") + " Changed."
    newer = Path(db.path).parent / "newer.json"
    newer.write_text(json.dumps(data + [{**data[0], "Name": "Zz Last Card"}]), encoding="utf-8")
    before = fingerprint(db.path)
    _fail_on_insert(db, "cards", "NEW.name = 'Zz Last Card'")
    with pytest.raises(sqlite3.IntegrityError, match="injected failure"):
        db.import_cards("swu", newer)
    assert fingerprint(db.path) == before
    assert "Changed." not in (db.card_details("swu", "Bright Idea")["printed_text"] or "")


def test_rules_import_failing_half_way_keeps_every_old_rule_text(db):
    report = db.import_rules_text("swu", RULES / "swu.txt")
    before = fingerprint(db.path)
    _fail_on_insert(db, "rule_texts", "NEW.ordinal = 3")
    with pytest.raises(sqlite3.IntegrityError):
        db.import_rules_text("swu", RULES / "swu.txt")
    assert fingerprint(db.path) == before
    count = db.db.execute("SELECT count(*) FROM rule_texts").fetchone()[0]
    assert count == report.rules


def test_rules_text_with_a_duplicated_line_is_refused_and_keeps_the_old_texts(db, tmp_path):
    report = db.import_rules_text("swu", RULES / "swu.txt")
    lines = (RULES / "swu.txt").read_text(encoding="utf-8").splitlines()
    i = lines.index("a. First letter item.")
    doubled = tmp_path / "swu.txt"
    doubled.write_text("\n".join(lines[: i + 1] + lines[i:]), encoding="utf-8")
    with pytest.raises(RulesImportError, match=r"rule 1\.2\.1\.a appears twice"):
        db.import_rules_text("swu", doubled)
    count = db.db.execute("SELECT count(*) FROM rule_texts").fetchone()[0]
    assert count == report.rules


@pytest.mark.parametrize(
    ("cost", "message"),
    [
        ("1" * 30, "'Cost' is '11111111111111111111…', too large for a card number"),
        ("1000000", "'Cost' is 1000000, outside -999999..999999"),
    ],
)
def test_an_out_of_range_number_is_refused_before_anything_is_written(db, tmp_path, cost, message):
    data = json.loads((EXPORTS / "swu_cards.json").read_text(encoding="utf-8"))
    data[-1]["Cost"] = cost
    bad = tmp_path / "big.json"
    bad.write_text(json.dumps(data), encoding="utf-8")
    before = fingerprint(db.path)
    with pytest.raises(ImportFailure) as err:
        db.import_cards("swu", bad)
    assert message in str(err.value)
    assert fingerprint(db.path) == before


def test_grand_archive_csv_cut_short_is_refused(db, tmp_path):
    text = (EXPORTS / "ga_effects.csv").read_text(encoding="utf-8")
    db.import_cards("grand_archive", EXPORTS / "ga_effects.csv")
    before = fingerprint(db.path)
    for cut in (len(text) // 2, text.index("Warm your hands") + 4, len(text) - 3):
        bad = tmp_path / "ga.csv"
        bad.write_text(text[:cut], encoding="utf-8")
        with pytest.raises(ImportFailure, match="cut short|truncated"):
            db.import_cards("grand_archive", bad)
    assert fingerprint(db.path) == before


def test_redemption_row_cut_short_is_refused(db, tmp_path):
    text = (EXPORTS / "redemption_carddata.txt").read_text(encoding="utf-8").rstrip("\n")
    cut = text[: text.rindex("You may search") + 9]
    bad = tmp_path / "carddata.txt"
    bad.write_text(cut, encoding="utf-8")
    with pytest.raises(ImportFailure, match=r"column 12 \(Rarity\)' is missing: the row has 11"):
        db.import_cards("redemption", bad)
    assert db.resolve_card("Lantern Bearer (T2)", "redemption").status == "not_found"


@pytest.mark.parametrize("fraction", [0.5, 0.999])
def test_real_exports_cut_short_are_refused(db, tmp_path, fraction):
    carddata = SHARED / "carddata"
    if not carddata.is_dir():
        pytest.skip("real card exports not found at ../shared/carddata")
    for game, name in (
        ("grand_archive", "grand_archive/gatcg_effects.csv"),
        ("redemption", "redemption/carddata.txt"),
        ("swu", "swu/swu_cards.json"),
        ("epic_battles", "epic_battles/tekken.xml"),
        ("altered", "altered/CORE_EN.json"),
    ):
        raw = (carddata / name).read_bytes()
        bad = tmp_path / Path(name).name
        bad.write_bytes(raw[: int(len(raw) * fraction)])
        with pytest.raises(ImportFailure):
            db.import_cards(game, bad)
    assert db.db.execute("SELECT count(*) FROM cards WHERE imported = 1").fetchone()[0] == 0
