"""Rules: registry summaries, aliases, official text import, search and autocomplete."""

from __future__ import annotations

from pathlib import Path

import pytest
from cdb_paths import FIXTURES, SHARED

from cards_db import RulesImportError

RULES = FIXTURES / "rules"


def test_rule_with_children_and_alias(db):
    rule = db.rule("swu", "7.6")
    assert rule["title"] == "Triggered abilities" and rule["version"] == "8.0"
    assert [c["id"] for c in rule["children"]] == ["7.6.10", "7.6.11"]
    assert rule["official_text"] is None
    old = db.rule("swu", "6.3.f", version="1.0")
    assert old["id"] == "7.6.10"
    assert db.rule("swu", "6.3.f", version="2.0") is None
    assert db.rule("swu", "7.6.10.")["id"] == "7.6.10"
    assert db.rule("swu", "'; DROP TABLE rules; --") is None
    assert db.rule("chess", "1") is None


def test_swu_text_import_rebuilds_numbers(db):
    report = db.import_rules_text("swu", RULES / "swu.txt")
    assert report.version == "8.0"
    assert db.rule("swu", "1.1.2")["official_text"] == "Invented text: each player has a deck."
    assert db.rule("swu", "1.2.1.b")["official_text"] == "Second letter item."
    assert db.rule("swu", "2.1.1")["official_text"].startswith("Invented text for the second")
    assert [c["id"] for c in db.rule("swu", "1.2")["children"]] == ["1.2.1"]
    again = db.import_rules_text("swu", RULES / "swu.txt")
    assert again.rules == report.rules
    count = db.db.execute("SELECT count(*) FROM rule_texts").fetchone()[0]
    assert count == report.rules


def test_altered_and_grand_archive_text_import(db):
    assert db.import_rules_text("altered", RULES / "altered.txt").version == "3.0"
    cap = db.rule("altered", "6.3.l")
    assert "hundred times" in cap["official_text"]
    assert "second line" in db.rule("altered", "6.3.a")["official_text"]
    db.import_rules_text("grand_archive", RULES / "grand_archive.txt")
    item = db.rule("grand_archive", "Abilities - Restriction Abilities 1")
    assert (
        "does not fizzle" in item["official_text"] and "invented example" in item["official_text"]
    )
    page = db.rule("grand_archive", "Abilities - Restriction Abilities")
    assert "Abilities - Restriction Abilities 1" in [c["id"] for c in page["children"]]


def test_rules_import_errors(db, tmp_path: Path):
    with pytest.raises(RulesImportError, match="no such file"):
        db.import_rules_text("swu", tmp_path / "missing.txt")
    empty = tmp_path / "empty.txt"
    empty.write_text("nothing here\n", encoding="utf-8")
    with pytest.raises(RulesImportError):
        db.import_rules_text("swu", empty)
    with pytest.raises(RulesImportError, match="no rules-text reader"):
        db.import_rules_text("redemption", RULES / "swu.txt")


def test_search_and_autocomplete_rules(db):
    db.import_rules_text("swu", RULES / "swu.txt")
    found = db.search_rules("active player", "swu")
    assert found[0]["id"] == "7.6.10"
    assert db.search_rules("letter item", "swu")[0]["id"].startswith("1.2.1.")
    got = db.autocomplete_rules("7.6", "swu")
    assert got[0].value == "7.6" and all(len(s.label) <= 100 for s in got)
    assert db.autocomplete_rules("nested")[0].value == "7.6.11"
    assert db.autocomplete_rules("%") is not None


@pytest.mark.skipif(
    not (SHARED / "rules").is_dir(), reason="real rules texts not found at ../shared/rules"
)
def test_real_rules_documents(db):
    swu = db.import_rules_text("swu", SHARED / "rules" / "swu.txt")
    assert swu.version == "8.0" and swu.rules > 500
    assert "active player" in db.rule("swu", "7.6.10")["official_text"]
    assert db.import_rules_text("altered", SHARED / "rules" / "altered.txt").version == "3.0"
    assert "100" in db.rule("altered", "6.3.l")["official_text"]
    ga = db.import_rules_text("grand_archive", SHARED / "rules" / "grand_archive.txt")
    assert ga.version == "1.1.3"
    assert db.rule("grand_archive", "Abilities - Restriction Abilities 1")["official_text"]
