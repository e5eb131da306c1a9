"""Start-up as a new user meets it: database problems, the console prompt, sync's guild,
the notice about imported cards, and tokens kept out of the logs."""

from __future__ import annotations

import io
import logging
import sys
from pathlib import Path

import pytest
from discord.http import HTTPClient
from harness import APP_ID, FakeDiscord

from bot import __main__ as bot_main
from bot import console
from bot.logfilter import RedactTokens, redact
from bot.service import JudgeService


@pytest.fixture
def clean_env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)  # no .env here
    for key in ("DISCORD_TOKEN", "TCG_JUDGE_DB", "TEST_GUILD_ID", "LOG_LEVEL"):
        monkeypatch.delenv(key, raising=False)
    return tmp_path


def test_an_unusable_database_path_is_one_message_naming_the_setting(
    clean_env: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    (clean_env / "data").write_text("", encoding="utf-8")
    monkeypatch.setenv("TCG_JUDGE_DB", str(clean_env / "data" / "judge.sqlite3"))
    monkeypatch.setattr(sys, "stdin", io.StringIO("/help\n"))
    assert bot_main.main(["console"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("database error: cannot use the database")
    assert "is a file, not a folder" in err and "TCG_JUDGE_DB" in err
    assert "Traceback" not in err


def test_console_says_when_no_cards_are_imported(
    clean_env: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("TCG_JUDGE_DB", str(clean_env / "judge.sqlite3"))
    monkeypatch.setattr(sys, "stdin", io.StringIO("/card Krayt Dragon\n"))
    assert bot_main.main(["console"]) == 0
    out = capsys.readouterr().out
    assert "The database has no imported cards" in out
    assert "tcg-judge cards fetch" in out
    assert "== Krayt Dragon ==" in out


def test_interactive_console_prompts_and_does_not_echo(service: JudgeService) -> None:
    out = io.StringIO()
    console.run(service, ["/card Krayt Dragon\n"], out, prompt=True)
    text = out.getvalue()
    assert text.count(console.PROMPT) == 2  # before the command, and before end of input
    assert "> /card" not in text
    assert "== Krayt Dragon ==" in text


def test_readme_console_line_answers_the_rule(service: JudgeService) -> None:
    out = io.StringIO()
    console.run(service, ["/rule query:7.6.10 game:swu"], out)
    assert "== 7.6.10 · " in out.getvalue()
    assert "No rule matches" not in out.getvalue()


async def test_sync_uses_test_guild_id_unless_global(
    clean_env: Path, monkeypatch: pytest.MonkeyPatch, db_path: Path
) -> None:
    fake = FakeDiscord()
    monkeypatch.setattr(
        HTTPClient, "request", lambda self, route, **kw: fake.http_request(route, **kw)
    )
    calls: list[int | None] = []

    async def record(settings, guild):  # noqa: ANN001, ANN202
        calls.append(guild)
        return await real(settings, guild)

    real = bot_main.sync_commands
    monkeypatch.setattr(bot_main, "sync_commands", record)
    monkeypatch.setenv("DISCORD_TOKEN", "t")
    monkeypatch.setenv("TCG_JUDGE_DB", str(db_path))
    monkeypatch.setenv("TEST_GUILD_ID", "4242")
    import asyncio

    loop = asyncio.get_running_loop()
    assert await loop.run_in_executor(None, bot_main.main, ["sync"]) == 0
    assert await loop.run_in_executor(None, bot_main.main, ["sync", "--global"]) == 0
    assert calls == [4242, None]
    puts = [r.path for r in fake.requests if r.method == "PUT"]
    assert puts == [
        f"/applications/{APP_ID}/guilds/4242/commands",
        f"/applications/{APP_ID}/commands",
    ]


def test_interaction_tokens_are_redacted_from_logs(caplog: pytest.LogCaptureFixture) -> None:
    url = "https://discord.com/api/v10/webhooks/900000000000000001/aW50ZXJhY3Rpb246MTIz.abc-_x/messages/@original"
    assert redact(url).endswith("/webhooks/900000000000000001/<token>/messages/@original")
    cb = "/interactions/600000000000000001/aW50ZXJhY3Rpb246.secret/callback"
    assert redact(cb) == "/interactions/600000000000000001/<token>/callback"
    logger = logging.getLogger("discord.http")
    handler = logging.Handler()
    seen: list[str] = []
    handler.emit = lambda record: seen.append(record.getMessage())  # type: ignore[method-assign]
    handler.addFilter(RedactTokens())
    logger.addHandler(handler)
    old = logger.level
    logger.setLevel(logging.DEBUG)
    try:
        logger.debug("PATCH %s with %s has returned %s", url, "{}", 200)
    finally:
        logger.removeHandler(handler)
        logger.setLevel(old)
    assert seen and "aW50ZXJhY3Rpb246MTIz" not in seen[0] and "<token>" in seen[0]
