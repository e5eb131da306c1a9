"""``/judge call|queue|link``: players call a judge; judges see the queue and link rulings."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.event_service import CallUpdate
from bot.event_views import answer, post_call, refresh_call, who_of
from bot.views import send_error, send_reply

CALLS_PER_MINUTE = 3  # per player: enough for a real need, not enough to flood the staff


@app_commands.allowed_contexts(guilds=True, dms=False, private_channels=False)
@app_commands.allowed_installs(guilds=True, users=False)
class JudgeCog(commands.GroupCog, group_name="judge", group_description="Judge calls"):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        self.runner = bot.runner  # type: ignore[attr-defined]
        super().__init__()

    @app_commands.command(name="call", description="Call a judge to your table")
    @app_commands.describe(table="Your table number", question="What you need a judge for")
    @app_commands.checks.cooldown(CALLS_PER_MINUTE, 60.0, key=lambda i: (i.guild_id, i.user.id))
    async def call(
        self,
        interaction: discord.Interaction,
        table: app_commands.Range[str, 1, 50] | None = None,
        question: app_commands.Range[str, 1, 1000] | None = None,
    ) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        update: CallUpdate = await self.runner.run(
            "events.call_judge", who_of(interaction), table, question
        )
        if update.call is not None and not await post_call(self.bot, self.runner, update):
            await send_error(
                interaction,
                "Couldn't reach the staff",
                f"Call #{update.call.id} is queued, but I can't post in the staff channel "
                f"(<#{update.staff_channel_id}>). Tell a judge directly.",
            )
            return
        await send_reply(interaction, update.reply, self.runner, ephemeral=True)

    @app_commands.command(name="queue", description="Open judge calls, oldest first (staff)")
    async def queue(self, interaction: discord.Interaction) -> None:
        await answer(interaction, self.runner, "events.queue")

    @app_commands.command(name="link", description="Link ruling ids to a judge call (judges)")
    @app_commands.describe(call="The call number", rulings="Ruling ids, e.g. R-3F7K R-9QX2")
    async def link(
        self,
        interaction: discord.Interaction,
        call: app_commands.Range[int, 1, 10**15],
        rulings: app_commands.Range[str, 1, 200],
    ) -> None:
        update: CallUpdate = await self.runner.lookup(
            "events.link", who_of(interaction), call, rulings
        )
        await send_reply(interaction, update.reply, self.runner, ephemeral=True)
        if not update.reply.error:
            await refresh_call(self.bot, update)


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(JudgeCog(bot))
