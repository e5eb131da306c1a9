"""The cards/rules command groups: clear messages and exit codes, never tracebacks."""

from __future__ import annotations

import pytest
from cdb_paths import EXPORTS, FIXTURES

from cards_db import cli


@pytest.fixture
def run(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("TCG_JUDGE_DB", str(tmp_path / "cli.sqlite3"))

    def invoke(*argv: str) -> tuple[int, str, str]:
        code = cli.main(list(argv))
        out = capsys.readouterr()
        return code, out.out, out.err

    return invoke


def test_import_show_search_coverage(run):
    code, out, _ = run("cards", "import", "altered", str(EXPORTS / "altered"))
    assert code == 0 and "3 cards read" in out
    code, out, _ = run("cards", "show", "clockwork owl")
    assert code == 0 and "Does the owl hoot" in out and "when_joins" in out
    code, out, _ = run("cards", "search", "hoot")
    assert code == 0 and "Clockwork Owl" in out
    code, out, _ = run("cards", "coverage", "altered", "--parser")
    assert code == 0 and "abilities, timing recognised" in out
    code, out, _ = run("cards", "coverage", "altered", "--workers", "1")
    assert code == 0 and "Altered (altered): 15 abilities run" in out
    assert "silently absent: 0; errors: 0" in out


def test_bad_input_is_a_message(run):
    code, _, err = run("cards", "import", "swu", str(EXPORTS / "swu_bad.json"))
    assert code == 2 and "Broken Card" in err and "Traceback" not in err
    code, out, _ = run("cards", "show", "🎉")
    assert code == 1 and "no letters or digits" in out
    code, out, _ = run("cards", "search", "'\"")
    assert code == 1 and "No card matches" in out
    code, _, err = run("rules", "import", "swu", str(FIXTURES / "missing.txt"))
    assert code == 2 and "no such file" in err


def test_rules_import_and_show(run):
    code, out, _ = run("rules", "import", "swu", str(FIXTURES / "rules" / "swu.txt"))
    assert code == 0 and "v8.0" in out
    code, out, _ = run("rules", "show", "swu", "1.2.1")
    assert code == 0 and "things happen in order" in out
    code, out, _ = run("rules", "show", "swu", "99.99")
    assert code == 1 and "No Star Wars: Unlimited rule" in out
    code, out, _ = run("rules", "search", "each player has a deck")
    assert code == 0 and "1.1.2" in out


def test_top_level_db_option_reaches_cards_and_rules(tmp_path, monkeypatch, capsys):
    """`tcg-judge --db X cards ...` writes X, not the default database (bug of issue 11)."""
    from bot.cli import main as tcg_judge

    default = tmp_path / "default.sqlite3"
    chosen = tmp_path / "chosen.sqlite3"
    monkeypatch.setenv("TCG_JUDGE_DB", str(default))
    assert (
        tcg_judge(["--db", str(chosen), "cards", "import", "altered", str(EXPORTS / "altered")])
        == 0
    )
    assert "3 cards read" in capsys.readouterr().out
    assert chosen.exists() and not default.exists()
    assert tcg_judge(["--db", str(chosen), "cards", "show", "clockwork owl"]) == 0
    assert "Does the owl hoot" in capsys.readouterr().out
    assert tcg_judge(["--db", str(chosen), "rules", "show", "swu", "7.6.10"]) == 0
    assert not default.exists()
