"""``/ruling-log show|search|note|official|flagged``: the server's record of public rulings."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.event_views import answer, who_of
from bot.views import send_reply


@app_commands.allowed_contexts(guilds=True, dms=False, private_channels=False)
@app_commands.allowed_installs(guilds=True, users=False)
class RulingLogCog(commands.GroupCog, group_name="ruling-log", group_description="Logged rulings"):
    def __init__(self, bot: commands.Bot) -> None:
        self.runner = bot.runner  # type: ignore[attr-defined]
        super().__init__()

    @app_commands.command(name="show", description="Show a logged ruling exactly as it was given")
    @app_commands.describe(id="The ruling id, e.g. R-3F7K")
    async def show(
        self, interaction: discord.Interaction, id: app_commands.Range[str, 1, 20]
    ) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        reply = await self.runner.run("events.show", who_of(interaction), id)
        await send_reply(interaction, reply, self.runner, ephemeral=True)

    @app_commands.command(name="search", description="Find logged rulings by card, rule or player")
    @app_commands.describe(
        card="A card name (or part)", rule="A rule id, e.g. 7.6", player="Who asked"
    )
    async def search(
        self,
        interaction: discord.Interaction,
        card: app_commands.Range[str, 1, 100] | None = None,
        rule: app_commands.Range[str, 1, 40] | None = None,
        player: discord.User | None = None,
    ) -> None:
        await answer(
            interaction, self.runner, "events.search", card, rule, player.id if player else None
        )

    @app_commands.command(name="note", description="Attach a judge's note to a ruling (judges)")
    @app_commands.describe(id="The ruling id", text="e.g. overruled: the ability is optional")
    async def note(
        self,
        interaction: discord.Interaction,
        id: app_commands.Range[str, 1, 20],
        text: app_commands.Range[str, 1, 1000],
    ) -> None:
        await answer(interaction, self.runner, "events.note", id, text)

    @app_commands.command(name="official", description="Mark a ruling as official (judges)")
    @app_commands.describe(id="The ruling id", text="An optional comment")
    async def official(
        self,
        interaction: discord.Interaction,
        id: app_commands.Range[str, 1, 20],
        text: app_commands.Range[str, 1, 1000] | None = None,
    ) -> None:
        await answer(interaction, self.runner, "events.note", id, text or "", official=True)

    @app_commands.command(
        name="flagged", description="Rulings reported as wrong, to review (staff)"
    )
    async def flagged(self, interaction: discord.Interaction) -> None:
        await answer(interaction, self.runner, "events.flagged")


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(RulingLogCog(bot))
