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
from collections.abc import Sequence

from bot.config import ConfigError, Settings, load_settings
from bot.service import JudgeService

log = logging.getLogger("bot")


def make_service(settings: Settings) -> JudgeService:
    """A service over the card database (built from the shipped data on first use)."""
    from cards_db import open_database

    return JudgeService(open_database(settings.database_path), settings.default_game)


def prepare(service: JudgeService) -> JudgeService:
    """Start-up work done once, before the first request: the shared name index, then the
    collector told to leave everything built so far alone (see engine.core.game)."""
    from engine.core.game import freeze_setup

    if service.db is not None:
        service.db.names.warm()
    freeze_setup()
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
