"""``cards fetch`` and ``cards import URL`` against a local HTTP server (no other host)."""

from __future__ import annotations

import functools
import http.server
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from cdb_paths import EXPORTS, SHARED

from cards_db import open_database
from cards_db.cli import main
from cards_db.fetch import RAW, SOURCES
from engine.games import GAMES

CARDDATA = SHARED / "carddata"


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args: object) -> None:
        pass


class _CutShort(_Quiet):
    """Claims the whole file but sends half of it, like a dropped connection."""

    def do_GET(self) -> None:  # noqa: N802 - http.server's name
        body = (EXPORTS / "ga_effects.csv").read_bytes()
        self.send_response(200)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body[: len(body) // 2])


def _serve(handler: type[http.server.BaseHTTPRequestHandler]) -> Iterator[str]:
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


@pytest.fixture
def mirror() -> Iterator[str]:
    if not CARDDATA.is_dir():
        pytest.skip("real card exports not found at ../shared/carddata")
    yield from _serve(functools.partial(_Quiet, directory=str(CARDDATA)))


@pytest.fixture
def cut_short() -> Iterator[str]:
    yield from _serve(_CutShort)


def _imported(path: Path) -> dict[str, int]:
    with open_database(path) as db:
        rows = db.db.execute(
            "SELECT game, count(*) FROM cards WHERE imported = 1 GROUP BY game"
        ).fetchall()
    return dict(rows)


def test_fetch_downloads_and_imports_all_five_games(tmp_path, mirror, capsys):
    db = tmp_path / "db.sqlite3"
    assert main(["cards", "--db", str(db), "fetch", "--from", mirror]) == 0
    out = capsys.readouterr()
    assert set(_imported(db)) == set(GAMES)
    assert _imported(db)["redemption"] > 5000
    # compiled in parallel, each game is written as it is ready: the last one is any game
    assert "[########################] 10/10 " in out.err
    assert all(f"{name}: imported" in out.err for name in GAMES.values())
    assert out.out.count(" cards read; ") == 5
    with open_database(db) as opened:
        luke = opened.resolve_card("Luke Skywalker", "swu")
        assert luke.status == "ambiguous" and len(luke.candidates) >= 4  # real SWU cards


def test_fetch_one_game_and_import_a_url(tmp_path, mirror):
    db = tmp_path / "db.sqlite3"
    assert main(["cards", "--db", str(db), "fetch", "epic_battles", "--from", mirror]) == 0
    assert set(_imported(db)) == {"epic_battles"}
    url = f"{mirror}/grand_archive/gatcg_effects.csv"
    assert main(["cards", "--db", str(db), "import", "grand_archive", url]) == 0
    assert set(_imported(db)) == {"epic_battles", "grand_archive"}


def test_fetch_from_a_local_folder_setting(tmp_path, monkeypatch):
    if not CARDDATA.is_dir():
        pytest.skip("real card exports not found at ../shared/carddata")
    monkeypatch.setenv("TCG_JUDGE_CARDDATA", str(CARDDATA))
    db = tmp_path / "db.sqlite3"
    assert main(["cards", "--db", str(db), "fetch", "swu"]) == 0
    assert set(_imported(db)) == {"swu"}


def test_a_missing_file_or_unknown_game_is_a_clear_error(tmp_path, mirror, capsys):
    db = tmp_path / "db.sqlite3"
    url = f"{mirror}/grand_archive/missing.csv"
    assert main(["cards", "--db", str(db), "import", "grand_archive", url]) == 2
    assert f"error: {url}: HTTP 404" in capsys.readouterr().err
    assert main(["cards", "--db", str(db), "fetch", "chess", "--from", mirror]) == 2
    assert "unknown game 'chess'" in capsys.readouterr().err
    assert _imported(db) == {}


def test_a_download_cut_short_imports_nothing(tmp_path, cut_short, capsys):
    db = tmp_path / "db.sqlite3"
    assert main(["cards", "--db", str(db), "fetch", "grand_archive", "--from", cut_short]) == 2
    err = capsys.readouterr().err
    assert "could not download" in err or "stopped at" in err
    assert "not imported: grand_archive" in err
    assert _imported(db) == {}


def test_default_sources_are_pinned_raw_files_of_the_named_repositories():
    assert set(SOURCES) == set(GAMES)
    for game, sources in SOURCES.items():
        for src in sources:
            url = src.url(game, None)
            assert url.startswith(f"{RAW}/{src.repo}/{src.commit}/"), url
            assert len(src.commit) == 40
    assert len(SOURCES["altered"]) == 14 and len(SOURCES["epic_battles"]) == 7
    if CARDDATA.is_dir():  # the mirror layout matches the folder the tests use
        for game, sources in SOURCES.items():
            for src in sources:
                assert (CARDDATA / game / src.name).is_file(), (game, src.name)
