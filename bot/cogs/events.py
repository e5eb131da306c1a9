"""``/event start|end|info|export``: an event groups the rulings and judge calls of one tournament."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.event_views import CallButton, RulingButton, answer, send_files, who_of
from bot.views import NO_MENTIONS, send_error, send_reply

TEXT_CHANNELS = (discord.ChannelType.text, discord.ChannelType.news)


@app_commands.allowed_contexts(guilds=True, dms=False, private_channels=False)
@app_commands.allowed_installs(guilds=True, users=False)
class EventCog(commands.GroupCog, group_name="event", group_description="Run an event"):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        self.runner = bot.runner  # type: ignore[attr-defined]
        super().__init__()

    async def cog_load(self) -> None:
        # The buttons of every call card and logged ruling ever sent answer again after a restart.
        self.bot.add_dynamic_items(CallButton, RulingButton)

    @app_commands.command(name="start", description="Start an event here (staff only)")
    @app_commands.describe(
        name="The event's name, e.g. Store Showdown 12 May",
        staff_channel="Where judge calls are posted (default: this channel)",
    )
    async def start(
        self,
        interaction: discord.Interaction,
        name: app_commands.Range[str, 1, 100],
        staff_channel: app_commands.AppCommandChannel | None = None,
    ) -> None:
        # AppCommandChannel, not TextChannel: it needs no channel cache (Discord sends it resolved).
        if staff_channel is not None and staff_channel.type not in TEXT_CHANNELS:
            await send_error(
                interaction, "Not a text channel", "Pick a text channel for the judge calls."
            )
            return
        channel = staff_channel.id if staff_channel else None
        reply = await self.runner.lookup("events.start_event", who_of(interaction), name, channel)
        await send_reply(interaction, reply, self.runner, ephemeral=reply.error)
        if not reply.error:
            await self._check_staff_channel(interaction, channel or interaction.channel_id)

    async def _check_staff_channel(self, interaction: discord.Interaction, channel_id: int) -> None:
        """Post a first line in the staff channel now, so a missing permission shows at once."""
        channel = self.bot.get_partial_messageable(channel_id, guild_id=interaction.guild_id)
        try:
            await channel.send(
                "Judge calls for this event will appear here.", allowed_mentions=NO_MENTIONS
            )
        except discord.HTTPException:
            await send_error(
                interaction,
                "I can't post in the staff channel",
                f"Judge calls go to <#{channel_id}>, but I can't send messages there. "
                "Give me **Send Messages** and **Embed Links** in it.",
            )

    @app_commands.command(name="end", description="End the running event (staff only)")
    async def end(self, interaction: discord.Interaction) -> None:
        reply = await self.runner.lookup("events.end_event", who_of(interaction))
        await send_reply(interaction, reply, self.runner, ephemeral=reply.error)

    @app_commands.command(name="info", description="The running (or last) event and its counts")
    async def info(self, interaction: discord.Interaction) -> None:
        await answer(interaction, self.runner, "events.event_info")

    @app_commands.command(
        name="export", description="The event's rulings and judge calls as CSV and JSON (staff)"
    )
    async def export(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        reply, files = await self.runner.run("events.export", who_of(interaction))
        if reply.error or not files:
            await send_reply(interaction, reply, self.runner, ephemeral=True)
            return
        await send_files(interaction, reply, files)


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(EventCog(bot))
