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
from bot.logfilter import install_log_filters
from bot.service import JudgeService

log = logging.getLogger("bot")


BUSY_TIMEOUT = 2.0  # seconds a bot write waits for an import's lock (Discord waits 3 s)


def make_service(settings: Settings) -> JudgeService:
    """A service over the card database (built from the shipped data on first use)."""
    from cards_db import open_database

    db = open_database(settings.database_path, busy_timeout=BUSY_TIMEOUT)
    return JudgeService(db, settings.default_game)


def database_notes(service: JudgeService) -> list[str]:
    """What a new user should know about the database before the first command."""
    db = service.db
    notes = []
    if db.read_only:
        notes.append(
            f"The database {db.path} is read-only: rulings and look-ups work, "
            "server settings cannot be saved."
        )
    imported = db.db.execute("SELECT count(*) FROM cards WHERE imported = 1").fetchone()[0]
    if not imported:
        shipped = db.db.execute("SELECT count(*) FROM cards").fetchone()[0]
        notes.append(
            f"The database has no imported cards: only the {shipped} hand-written cards are "
            "known. Run `tcg-judge cards fetch` to download and import every game's card "
            "list (or `tcg-judge cards import GAME PATH_OR_URL` for one)."
        )
    return notes


def open_service(settings: Settings) -> JudgeService | None:
    """The service, or None after printing why the database cannot be used."""
    from cards_db import DatabaseBusy, DatabaseOpenError, SchemaError

    try:
        return make_service(settings)
    except (DatabaseOpenError, DatabaseBusy, SchemaError) as e:
        print(f"database error: {e}", file=sys.stderr)
        return None


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
    parser.add_argument(
        "--env-file",
        default=".env",
        help="settings file to read (default: .env); the environment still wins",
    )
    sub = parser.add_subparsers(dest="cmd")
    p_sync = sub.add_parser("sync", help="register the slash commands with Discord")
    p_sync.add_argument(
        "--guild",
        type=int,
        default=None,
        help="sync to one server only (instant; default: TEST_GUILD_ID when set)",
    )
    p_sync.add_argument(
        "--global",
        dest="everywhere",
        action="store_true",
        help="sync globally even when TEST_GUILD_ID is set",
    )
    sub.add_parser("console", help="run the local console even when a token is set")
    args = parser.parse_args(argv)
    try:
        settings = load_settings(args.env_file)
    except ConfigError as e:
        print(f"configuration error: {e}", file=sys.stderr)
        return 2
    logging.basicConfig(
        level=settings.log_level, format="%(asctime)s %(levelname)s %(name)s: %(message)s"
    )
    install_log_filters()

    service = open_service(settings)
    if service is None:
        return 2
    if args.cmd == "sync":
        if not settings.token:
            print("sync needs DISCORD_TOKEN (see .env.example)", file=sys.stderr)
            return 2
        guild = None if args.everywhere else (args.guild or settings.test_guild_id)
        return asyncio.run(sync_commands(settings, guild))
    if settings.token and args.cmd != "console":
        for note in database_notes(service):
            log.warning("%s", note)
        log.info(
            "starting the bot; slash commands appear once registered with "
            "`python -m bot sync` (TEST_GUILD_ID or --guild: one server, at once)"
        )
        bot = build_bot(settings)
        bot.run(settings.token, log_handler=None)
        return 0

    from bot import console

    interactive = sys.stdin.isatty()
    if interactive:
        print("No DISCORD_TOKEN configured: running the local console.")
    for note in database_notes(service):
        print(note)
    return console.run(service, sys.stdin, sys.stdout, prompt=interactive)


if __name__ == "__main__":
    raise SystemExit(main())
