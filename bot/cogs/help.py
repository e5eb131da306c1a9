"""``/help``: how to write a scenario, with an example for each game."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.views import send_reply


class HelpCog(commands.Cog):
    def __init__(self, bot: commands.Bot) -> None:
        self.runner = bot.runner  # type: ignore[attr-defined]

    @app_commands.command(
        name="help", description="How to ask for a ruling, with an example for each game"
    )
    async def help(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        reply = await self.runner.lookup("help")
        await send_reply(interaction, reply, self.runner, ephemeral=True)


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(HelpCog(bot))
