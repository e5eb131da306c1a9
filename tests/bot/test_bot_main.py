"""Start-up paths: settings, the console, and command sync over the (recorded) HTTP API."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from discord.http import HTTPClient
from harness import APP_ID, FakeDiscord

from bot import console
from bot.__main__ import sync_commands
from bot.config import ConfigError, load_settings
from bot.service import JudgeService

SCENARIO = "A: Krayt Dragon in ground arena; B plays Vanquish on Krayt Dragon"


def test_settings_from_env_file_with_environment_winning(tmp_path: Path) -> None:
    env = tmp_path / ".env"
    env.write_text(
        "DISCORD_TOKEN=abc\nLOG_LEVEL=debug\nOWNER_ID=42\nTEST_GUILD_ID=\nDEFAULT_GAME=altered\n"
    )
    s = load_settings(env, {"LOG_LEVEL": "warning"})
    assert s.token == "abc" and s.log_level == "WARNING" and s.owner_id == 42
    assert s.test_guild_id is None and s.default_game == "altered"
    assert "abc" not in repr(s), "the token never shows in logs or tracebacks"
    assert load_settings(tmp_path / "missing", {}).token is None


@pytest.mark.parametrize(
    "key,value",
    [("OWNER_ID", "me"), ("LOG_LEVEL", "LOUD"), ("DEFAULT_GAME", "chess"), ("WORKERS", "0")],
)
def test_bad_settings_name_the_variable(key: str, value: str) -> None:
    with pytest.raises(ConfigError, match=key):
        load_settings(None, {key: value})


def test_env_example_documents_every_key() -> None:
    from bot.config import KEYS

    text = (Path(__file__).resolve().parents[2] / ".env.example").read_text()
    for key in KEYS:
        assert f"\n{key}=" in text


def test_console_parses_slash_lines() -> None:
    assert console.parse_line("/ruling game:swu active:A scenario:A: X in hand; B plays Y") == (
        "ruling",
        {"game": "swu", "active": "A", "scenario": "A: X in hand; B plays Y"},
    )
    assert console.parse_line("/ruling game:swu A: X in hand") == (
        "ruling",
        {"game": "swu", "scenario": "A: X in hand"},
    )
    assert console.parse_line("/card Krayt Dragon") == ("card", {"name": "Krayt Dragon"})
    assert console.parse_line("/rule 7.6 subrules:true") == (
        "rule",
        {"query": "7.6", "subrules": "true"},
    )
    assert console.parse_line("/rule query:7.6.10 game:swu") == (
        "rule",
        {"query": "7.6.10", "game": "swu"},
    )
    assert console.parse_line("/card name:Fireball game:grand_archive") == (
        "card",
        {"name": "Fireball", "game": "grand_archive"},
    )
    assert console.parse_line("/rule subrules:true query:7.6") == (
        "rule",
        {"subrules": "true", "query": "7.6"},
    )
    with pytest.raises(console.ParseError):
        console.parse_line("/dance")


def test_console_answers_commands_like_the_bot(service: JudgeService) -> None:
    lines = [
        "# a comment",
        f"/ruling game:swu scenario:{SCENARIO}",
        "/branch 1",
        "/ruling A: Qxv Dragon in ground arena; B plays Vanquish on Qxv Dragon",
        "/pick 1",
        "/card Krayt Dragon",
        "/rule 7.6.10",
        "/help",
        "/nonsense",
    ]
    out = io.StringIO()
    assert console.run(service, lines, out) == 0
    text = out.getvalue()
    assert "== Ruling · Star Wars: Unlimited ==" in text
    assert "[/branch 1] Show other choice" in text
    assert "== Ruling · Star Wars: Unlimited (another choice) ==" in text
    assert "== Which card did you mean? ==" in text and "[/pick 1] Krayt Dragon" in text
    assert text.count("Krayt Dragon is defeated") >= 2, "the pick re-ran the ruling"
    assert "== Krayt Dragon ==" in text and "== 7.6.10 · " in text
    assert "== How to ask for a ruling ==" in text
    assert "! unknown command /nonsense" in text


def test_console_exits_cleanly_at_end_of_input(service: JudgeService) -> None:
    out = io.StringIO()
    assert console.run(service, iter([]), out) == 0
    assert console.run(service, ["/help", "quit", "/card Krayt Dragon"], out) == 0
    assert "== Krayt Dragon ==" not in out.getvalue()


async def test_sync_uploads_the_tree_to_one_guild(
    monkeypatch: pytest.MonkeyPatch, db_path: Path
) -> None:
    fake = FakeDiscord()
    monkeypatch.setattr(
        HTTPClient, "request", lambda self, route, **kw: fake.http_request(route, **kw)
    )
    settings = load_settings(None, {"DISCORD_TOKEN": "t", "TCG_JUDGE_DB": str(db_path)})
    assert await sync_commands(settings, 77) == 0
    put = [r for r in fake.requests if r.method == "PUT"]
    assert [r.path for r in put] == [f"/applications/{APP_ID}/guilds/77/commands"]
    assert {c["name"] for c in put[0].payload} == {
        "ruling",
        "card",
        "rule",
        "settings",
        "help",
        "game",
        "event",
        "judge",
        "ruling-log",
    }
