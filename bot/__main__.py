"""``python -m bot``: the bot with a token, the local console without one.

``python -m bot sync [--guild ID]`` registers the slash commands with Discord; it is
a separate step because Discord rate-limits command updates and a restart should
not touch them. ``python -m bot console`` forces the console even with a token.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import sys
import threading
from collections.abc import Sequence

from bot.config import ConfigError, Settings, load_settings
from bot.service import JudgeService

log = logging.getLogger("bot")


def make_service(settings: Settings) -> JudgeService:
    """A service over the card database (built from the shipped data on first use)."""
    from cards_db import open_database

    return JudgeService(open_database(settings.database_path), settings.default_game)


WARM_AFTER = 2.0  # seconds after start-up to build the remaining name tables
SWITCH_INTERVAL = 0.001  # seconds a thread may hold the interpreter before handing it on


def prepare(service: JudgeService, *, warm_after: float | None = WARM_AFTER) -> JudgeService:
    """Start-up work: the collector told to leave everything built so far alone (see
    engine.core.game). The first answers build only the name tables of their game; the
    rest are built ``warm_after`` seconds later on a background thread (or now, when
    None), then frozen too, so no request waits for them and no full collection scans them."""
    from engine.core.game import freeze_setup
    from engine.core.rules import default_registry

    def warm() -> None:
        service.db.names.warm()
        freeze_setup(collect=False)

    # Worker threads hand the interpreter back every 1 ms instead of 5: the event loop
    # (heartbeats, the next interaction) waits less behind engine runs.
    sys.setswitchinterval(SWITCH_INTERVAL)
    default_registry()  # every game's rules, loaded once and frozen with the rest
    freeze_setup(collect=False)  # little garbage exists yet; a full collection costs 80 ms
    if service.db is not None:
        if warm_after is None:
            warm()
        else:
            timer = threading.Timer(warm_after, warm)
            timer.daemon = True
            timer.start()
    return service


def build_bot(settings: Settings):  # noqa: ANN201 - imports discord lazily for the console
    from bot.client import JudgeBot
    from bot.runner import Runner

    # Build or migrate the database once, before worker threads open it.
    prepare(make_service(settings))
    runner = Runner(lambda: make_service(settings), workers=settings.workers)
    return JudgeBot(runner, owner_id=settings.owner_id)


async def sync_commands(settings: Settings, guild_id: int | None) -> int:
    """Log in over HTTP only (no gateway), upload the command tree, report what was synced."""
    import discord

    bot = build_bot(settings)
    async with bot:
        await bot.login(settings.token or "")
        if guild_id:
            guild = discord.Object(id=guild_id)
            bot.tree.copy_global_to(guild=guild)
            synced = await bot.tree.sync(guild=guild)
            where = f"guild {guild_id} (instant; copies of the global commands)"
        else:
            synced = await bot.tree.sync()
            where = "globally (may take up to an hour to show everywhere)"
    print(f"Synced {len(synced)} commands {where}: {', '.join('/' + c.name for c in synced)}")
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot", description="tcg-judge Discord bot")
    sub = parser.add_subparsers(dest="cmd")
    p_sync = sub.add_parser("sync", help="register the slash commands with Discord")
    p_sync.add_argument("--guild", type=int, default=None, help="sync to one server only (instant)")
    sub.add_parser("console", help="run the local console even when a token is set")
    args = parser.parse_args(argv)
    try:
        settings = load_settings()
    except ConfigError as e:
        print(f"configuration error: {e}", file=sys.stderr)
        return 2
    logging.basicConfig(
        level=settings.log_level, format="%(asctime)s %(levelname)s %(name)s: %(message)s"
    )

    if args.cmd == "sync":
        if not settings.token:
            print("sync needs DISCORD_TOKEN (see .env.example)", file=sys.stderr)
            return 2
        return asyncio.run(sync_commands(settings, args.guild or None))
    if settings.token and args.cmd != "console":
        bot = build_bot(settings)
        bot.run(settings.token, log_handler=None)
        return 0

    from bot import console

    interactive = sys.stdin.isatty()
    if interactive:
        print("No DISCORD_TOKEN configured: running the local console.")
    return console.run(make_service(settings), sys.stdin, sys.stdout, prompt=interactive)


if __name__ == "__main__":
    raise SystemExit(main())
