"""The bot: a ``commands.Bot`` whose command tree answers every failure with a message.

Commands are installable by servers and by users, and usable in servers, DMs and
group DMs; ``/settings`` narrows itself to servers. No mention is ever allowed by
default, so echoed user text cannot ping anyone even if a send forgets to say so.
"""

from __future__ import annotations

import logging
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.ratelimit import RateLimiter, retry_message
from bot.runner import Runner
from bot.views import log_context, send_error

log = logging.getLogger(__name__)

COGS = (
    "bot.cogs.ruling",
    "bot.cogs.cards",
    "bot.cogs.rules",
    "bot.cogs.settings",
    "bot.cogs.help",
    "bot.cogs.events",
    "bot.cogs.judge",
    "bot.cogs.ruling_log",
    "bot.cogs.game",
)


def user_message(error: app_commands.AppCommandError) -> tuple[str, str] | None:
    """A message for errors the user can act on; None for our own bugs."""
    if isinstance(error, app_commands.MissingPermissions):
        return (
            "Not allowed",
            "You need the **Manage Server** permission to change this server's settings.",
        )
    if isinstance(error, app_commands.NoPrivateMessage):
        return "Servers only", "This command only works in a server."
    if isinstance(error, app_commands.CommandOnCooldown):
        return "Slow down", retry_message(error.retry_after)
    if isinstance(error, app_commands.CommandNotFound):
        return (
            "Unknown command",
            "That command is not available any more; Discord will refresh the list shortly.",
        )
    if isinstance(error, app_commands.CheckFailure):
        return "Not allowed", "You can't use this command here."
    if isinstance(error, app_commands.TransformerError):
        return "Bad option", str(error)
    return None


class JudgeTree(app_commands.CommandTree):
    async def on_error(
        self, interaction: discord.Interaction, error: app_commands.AppCommandError, /
    ) -> None:
        known = user_message(error)
        if known is None:
            cause = error.original if isinstance(error, app_commands.CommandInvokeError) else error
            log.error("command failed: %s", log_context(interaction), exc_info=cause)
            known = (
                "Something went wrong",
                f"That failed on my side; it has been logged (ref {interaction.id}).",
            )
        else:
            log.info("command refused (%s): %s", type(error).__name__, log_context(interaction))
        try:
            await send_error(interaction, *known)
        except discord.HTTPException:
            log.exception("could not tell the user about the error: %s", log_context(interaction))


class JudgeBot(commands.Bot):
    def __init__(self, runner: Runner, *, owner_id: int | None = None, **kwargs: Any) -> None:
        super().__init__(
            command_prefix=commands.when_mentioned,
            help_command=None,
            intents=discord.Intents(guilds=True),  # slash commands need no privileged intents
            tree_cls=JudgeTree,
            allowed_mentions=discord.AllowedMentions.none(),
            allowed_contexts=app_commands.AppCommandContext(
                guild=True, dm_channel=True, private_channel=True
            ),
            allowed_installs=app_commands.AppInstallationType(guild=True, user=True),
            owner_id=owner_id,
            **kwargs,
        )
        self.runner = runner
        self.limiter = RateLimiter()

    async def setup_hook(self) -> None:
        for name in COGS:
            await self.load_extension(name)
        await self.runner.warm()  # name indexes and help built before the first user waits

    async def on_ready(self) -> None:
        try:
            commands = await self.tree.fetch_commands()
        except discord.HTTPException as e:
            log.warning("could not list the registered slash commands: %s", e)
            return
        if not commands:
            log.warning(
                "no slash commands are registered for this application: run "
                "`python -m bot sync` (add --guild ID to test in one server at once)"
            )
        else:
            log.info("ready: %d slash commands registered", len(commands))

    async def close(self) -> None:
        await super().close()
        self.runner.close()
