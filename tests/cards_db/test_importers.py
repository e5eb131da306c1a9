"""Importers: every format, idempotence, and a bad file leaving the database untouched."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from cdb_paths import EXPORTS

from cards_db import ImportFailure


def _count(db, table: str) -> int:
    return db.db.execute(f"SELECT count(*) FROM {table}").fetchone()[0]


def test_swu_import_merges_printings_and_hand_written_override(db):
    report = db.import_cards("swu", EXPORTS / "swu_cards.json")
    assert report.cards == 4 and report.added == 3 and report.updated == 1  # Sand Wyrm was shipped
    idea = db.card_details("swu", "Bright Idea")
    assert [p["set_code"] for p in idea["printings"]] == ["TST", "TS2"]
    wyrm = db.card_details("swu", "Sand Wyrm")
    assert wyrm["source"] == "hand-written"
    assert wyrm["abilities"][0]["source"] == "hand-written"
    assert "loud noise" in wyrm["printed_text"]
    assert db.catalog().get("swu", "Sand Wyrm").abilities[0].id == "punish"


def test_importing_twice_changes_nothing(db):
    db.import_cards("swu", EXPORTS / "swu_cards.json")
    before = {t: _count(db, t) for t in ("cards", "abilities", "printings", "rulings")}
    again = db.import_cards("swu", EXPORTS / "swu_cards.json")
    assert again.added == 0 and again.updated == 0 and again.unchanged == again.cards
    assert {t: _count(db, t) for t in before} == before


def test_newer_export_updates_in_place(db, tmp_path: Path):
    db.import_cards("swu", EXPORTS / "swu_cards.json")
    data = json.loads((EXPORTS / "swu_cards.json").read_text(encoding="utf-8"))
    data[3]["Cost"] = data[4]["Cost"] = "2"
    newer = tmp_path / "newer.json"
    newer.write_text(json.dumps(data), encoding="utf-8")
    card_id = db.resolve_card("Bright Idea", "swu").card.id
    report = db.import_cards("swu", newer)
    assert report.updated == 1 and report.added == 0
    assert db.resolve_card("Bright Idea", "swu").card.id == card_id
    assert db.card_details("swu", "Bright Idea")["cost"] == 2


def test_bad_file_leaves_database_untouched_and_names_record_and_field(db):
    before = _count(db, "cards")
    with pytest.raises(ImportFailure) as err:
        db.import_cards("swu", EXPORTS / "swu_bad.json")
    assert "record 2 (Broken Card)" in str(err.value) and "'Cost'" in str(err.value)
    assert _count(db, "cards") == before
    assert db.resolve_card("Fine Card", "swu").status == "not_found"


@pytest.mark.parametrize(
    ("game", "content", "needle"),
    [
        ("swu", "{not json", "not valid JSON"),
        ("swu", '{"a": 1}', "not a JSON array"),
        ("swu", '[{"Name": "", "Type": "Unit"}]', "'Name'"),
        ("altered", '[{"reference": "X", "name": "Y"}]', "'cardType'"),
        ("epic_battles", "<set><cards><card name=''/></cards></set>", "'name'"),
        ("epic_battles", "<set><cards>", "not well-formed"),
        ("grand_archive", "slug,name\nx,y\n", "'side'"),
    ],
)
def test_bad_files_give_one_line_errors(db, tmp_path: Path, game, content, needle):
    suffix = {
        "swu": ".json",
        "altered": "_EN.json",
        "epic_battles": ".xml",
        "grand_archive": ".csv",
    }
    bad = tmp_path / f"bad{suffix[game]}"
    bad.write_text(content, encoding="utf-8")
    with pytest.raises(ImportFailure, match=needle):
        db.import_cards(game, bad)


def test_redemption_bad_row_and_extra_columns(db):
    with pytest.raises(ImportFailure, match=r"line 3.*'Name'"):
        db.import_cards("redemption", EXPORTS / "redemption_bad.txt")
    assert _count(db, "printings") == 0


def test_missing_path_is_a_clear_error(db, tmp_path: Path):
    with pytest.raises(ImportFailure, match="does not exist"):
        db.import_cards("swu", tmp_path / "nope.json")


def test_altered_rare_is_own_identity_reprint_is_printing_and_rulings_kept(db):
    report = db.import_cards("altered", EXPORTS / "altered")
    assert report.cards == 3 and report.rulings == 1
    common = db.card_details("altered", "Clockwork Owl")
    assert len(common["printings"]) == 2  # the Kickstarter reprint
    assert common["rulings"][0]["question"].startswith("Does the owl")
    rare = db.card_details("altered", "Clockwork Owl, Rare (Axiom)")
    assert rare["cost"] == 1 and rare["abilities"][0]["timing"] == "when_played_from_hand"


def test_redemption_names_split_printing_tag(db):
    db.import_cards("redemption", EXPORTS / "redemption_carddata.txt")
    res = db.resolve_card("Lantern Bearer (T2)", "redemption")
    assert res.status == "exact" and res.card.subtitle == "T2"
    plain = db.resolve_card("Lantern Bearer", "redemption")
    assert plain.card.subtitle is None and [c.subtitle for c in plain.candidates] == ["T2"]


def test_grand_archive_csv_and_json(db):
    db.import_cards("grand_archive", EXPORTS / "ga_effects.csv")
    scholar = db.card_details("grand_archive", "Ember Scholar, Keeper of Sparks")
    assert scholar["type"] == "card"
    assert any(a["id"].startswith("back") for a in scholar["abilities"])
    db.import_cards("grand_archive", EXPORTS / "ga_index.json")
    scholar = db.card_details("grand_archive", "Ember Scholar, Keeper of Sparks")
    assert scholar["type"] == "champion" and scholar["stats"]["life"] == 15
    assert scholar["fields"]["classes"] == ["MAGE"]


def test_epic_battles_set_xml(db):
    db.import_cards("epic_battles", EXPORTS / "eb_set.xml")
    jab = db.card_details("epic_battles", "Iron Fist Jab")
    assert jab["cost"] == 1 and jab["stats"] == {"damage": 3}
    # HIT effects run at step 10 of the action sequence: the ruleset's timing is "hit"; the
    # text after "Launcher--" is the attack's own text, an ability of its own.
    timings = sorted(a["timing"] for a in jab["abilities"])
    assert timings == ["attack_text", "hit", "keyword:launcher"]
    assert jab["fields"]["height"] == "high" and jab["fields"]["kind"] == "punch"
    assert jab["fields"]["link"] == "kick"
    fighter = db.card_details("epic_battles", "Test Fighter")
    assert fighter["cost"] is None and '"hai"' in fighter["printed_text"]
