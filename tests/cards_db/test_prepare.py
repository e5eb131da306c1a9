"""Exports read and compiled in parallel processes are written exactly as a plain import
writes them, and a bad export comes back as its own failure while the others import."""

from __future__ import annotations

from pathlib import Path

import pytest
from cdb_paths import SHARED

from cards_db import cli, open_database, prepare
from cards_db.importers import ImportFailure
from cards_db.prepare import prepare_export, prepare_exports

CARDDATA = SHARED / "carddata"
GAMES = ("epic_battles", "swu")


def rows(db) -> list[tuple]:
    return db.db.execute(
        "SELECT c.game, c.full_name, a.ordinal, a.timing, a.modelled, a.definition"
        " FROM abilities a JOIN cards c ON c.id = a.card_id ORDER BY 1, 2, 3, a.source"
    ).fetchall()


@pytest.mark.skipif(not CARDDATA.is_dir(), reason="real card exports not found in ../shared")
def test_parallel_preparation_writes_what_a_plain_import_writes(tmp_path: Path) -> None:
    plain = open_database(tmp_path / "plain.sqlite3")
    for game in GAMES:
        plain.import_cards(game, CARDDATA / game)
    parallel = open_database(tmp_path / "parallel.sqlite3")
    done = []
    for game, prepared in prepare_exports([(g, CARDDATA / g) for g in GAMES], processes=2):
        done.append(game)
        parallel.import_cards(game, "", prepared=prepared)
    assert sorted(done) == sorted(GAMES)
    assert rows(parallel) == rows(plain) and len(rows(plain)) > 2_000


def tables(db) -> dict[str, list[tuple]]:
    """Every row an import writes, ids included (the same order of writes gives the same ids)."""
    return {
        t: db.db.execute(f"SELECT * FROM {t} ORDER BY id").fetchall()
        for t in ("cards", "abilities", "printings", "rulings")
    }


def _redemption_slice(tmp_path: Path, lines: int = 700) -> Path:
    """The real Redemption export cut to its first lines, as a folder."""
    text = (CARDDATA / "redemption" / "carddata.txt").read_text(encoding="utf-8").splitlines()
    export = tmp_path / "redemption"
    export.mkdir()
    (export / "carddata.txt").write_text("\n".join(text[:lines]) + "\n", encoding="utf-8")
    return export


@pytest.mark.skipif(not CARDDATA.is_dir(), reason="real card exports not found in ../shared")
def test_a_spread_export_is_written_exactly_as_one_process_writes_it(tmp_path: Path) -> None:
    """Redemption's preparation is spread over processes (read once, compiled in parts, its
    examples searched in parts, rows encoded where they were compiled): the database ends
    row for row, id for id, as the one-process import leaves it, and importing it again
    changes nothing, as in one process. The export is cut to its first 700 lines to keep the test short."""
    export = _redemption_slice(tmp_path)
    plain = open_database(tmp_path / "plain.sqlite3")
    first = plain.import_cards("redemption", export)
    spread = open_database(tmp_path / "spread.sqlite3")
    [(game, prepared)] = list(prepare_exports([("redemption", export)], processes=2))
    assert game == "redemption" and prepared.abilities is None  # rows were encoded there
    assert spread.import_cards("redemption", "", prepared=prepared) == first
    assert tables(spread) == tables(plain)
    assert first.added > 600 and first.abilities > 500
    assert sum(1 for c in prepared.cards if "examples" in c.fields) > 50
    [(_, again)] = list(prepare_exports([("redemption", export)], processes=2))
    report = spread.import_cards("redemption", "", prepared=again)
    assert (report.added, report.updated, report.unchanged) == (0, 0, first.cards)
    assert plain.import_cards("redemption", export) == report
    assert tables(spread) == tables(plain)  # abilities rewritten in the same order


def test_a_bad_export_is_its_own_failure_and_the_others_still_come(tmp_path: Path) -> None:
    """The failure crosses the process boundary whole: the same words and parts as when the
    export is read in this process."""
    bad = tmp_path / "altered"
    bad.mkdir()
    (bad / "cards.json").write_text("{not json", encoding="utf-8")
    with pytest.raises(ImportFailure) as here:
        prepare_export("altered", bad)
    results = dict(prepare_exports([("altered", bad), ("swu", tmp_path / "nowhere")], processes=2))
    there = results["altered"]
    assert isinstance(there, ImportFailure)
    assert (str(there), there.path, there.record, there.field) == (
        str(here.value),
        here.value.path,
        here.value.record,
        here.value.field,
    )
    assert isinstance(results["swu"], ImportFailure) and "nowhere" in results["swu"].path


@pytest.mark.skipif(not CARDDATA.is_dir(), reason="real card exports not found in ../shared")
def test_cards_import_of_one_spread_game_uses_the_processes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """``cards import redemption PATH`` prepares the export over the processes, as ``cards
    fetch`` does (never in this one), and writes exactly what the one-process import writes."""
    export = _redemption_slice(tmp_path)
    plain = open_database(tmp_path / "plain.sqlite3")
    report = plain.import_cards("redemption", export)

    def not_here(game: str, path: Path | str) -> None:
        raise AssertionError(f"{game} was prepared in one process")

    monkeypatch.setattr(prepare, "prepare_export", not_here)
    monkeypatch.setattr(prepare.os, "cpu_count", lambda: 2)
    monkeypatch.setenv("TCG_JUDGE_DB", str(tmp_path / "cli.sqlite3"))
    assert cli.main(["cards", "import", "redemption", str(export)]) == 0
    assert capsys.readouterr().out == f"{report}\n"
    assert tables(open_database(tmp_path / "cli.sqlite3")) == tables(plain)
