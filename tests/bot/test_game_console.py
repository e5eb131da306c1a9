"""``/game`` in the local console and ``tcg-judge game``: a playgroup at one keyboard."""

from __future__ import annotations

import io
from pathlib import Path

from bot import console
from bot.cli import main as cli_main
from bot.help_text import GAME_STEPS
from bot.service import JudgeService

SETUP = "A: Krayt Dragon in ground arena; B: Vanquish in hand; active: B"


def run(service: JudgeService, *lines: str) -> str:
    out = io.StringIO()
    console.run(service, list(lines), out)
    return out.getvalue()


def test_a_console_game_from_start_to_end(service: JudgeService) -> None:
    text = run(
        service,
        f"/game new as:Ann opponent:Bob game:swu {SETUP}",
        "/game do as:Ann play Vanquish",
        "/game do as:Bob play Vanquish on Krayt Dragon",
        "/game answer as:Bob yes",
        "/game answer as:Ann 2",
        "/game log",
        "/game end as:Ann",
        "/game do as:Bob pass",
    )
    blocks = text.split("\n\n")
    assert "== Game #" in blocks[0] and "→ Bob (B): your move" in text
    assert "it is Bob's move (B), not yours" in text
    assert "Choose with /game answer as:NAME <number or words>: [1] yes · [2] no" in text
    assert "not your choice: Ann decides this" in text
    assert "A declines Krayt Dragon's ability" in text
    assert "B's base takes" not in text  # Ann answered no: no damage
    assert "**1. Bob (B): B plays Vanquish on Krayt Dragon**" in text
    assert "Ann ended the game after 2 moves." in text
    assert text.rstrip().endswith("has ended")


def test_the_command_line_plays_and_verifies_a_game(tmp_path: Path, capsys) -> None:
    from cards_db import open_database

    path = tmp_path / "cli.sqlite3"
    open_database(path).close()
    base = ["--db", str(path), "game"]
    assert cli_main([*base, "new", "--as", "Ann", "--opponent", "Bob", "--game", "swu", SETUP]) == 0
    assert "== Game #1 · Ann vs Bob ==" in capsys.readouterr().out
    assert (
        cli_main(
            [*base, "do", "--id", "1", "--as", "Bob", "play", "Vanquish", "on", "Krayt", "Dragon"]
        )
        == 0
    )
    assert "Krayt Dragon is defeated" in capsys.readouterr().out
    assert cli_main([*base, "answer", "--id", "1", "--as", "Bob", "yes"]) == 2
    assert "not your choice: Ann decides this" in capsys.readouterr().err
    assert cli_main([*base, "answer", "--id", "1", "--as", "Ann", "yes"]) == 0
    assert "B's base takes 5 damage (5 of 30 HP)" in capsys.readouterr().out
    assert cli_main([*base, "verify"]) == 0
    assert capsys.readouterr().out.strip() == "1 games replayed; 0 differ: []"


def test_help_explains_a_game_in_five_lines(service: JudgeService) -> None:
    assert len(GAME_STEPS.splitlines()) == 5
    text = run(service, "/help")
    assert "Playing a game over days" in text and "/game do play Vanquish on Krayt Dragon" in text
