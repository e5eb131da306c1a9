"""``/ruling``: run a scenario and show the ordered resolution."""

from __future__ import annotations

from typing import Literal

import discord
from discord import app_commands
from discord.ext import commands

from bot.cogs._common import GAME_CHOICES, namespace_game, to_choices
from bot.ratelimit import limited
from bot.service import RulingRequest
from bot.views import RulingBuilder, send_reply


class RulingCog(commands.Cog):
    def __init__(self, bot: commands.Bot) -> None:
        self.runner = bot.runner  # type: ignore[attr-defined]

    @app_commands.command(
        name="ruling",
        description="Show the ordered resolution of a scenario, step by step with rules",
    )
    @app_commands.describe(
        scenario="e.g. A: Krayt Dragon in ground arena; B plays Vanquish on Krayt Dragon (empty: open the builder)",
        game="The game (default: this server's game)",
        active="Whose turn it is (default: whoever acts first)",
        public="Post the answer for everyone (default: only you see it)",
    )
    @app_commands.choices(game=GAME_CHOICES)
    @limited()
    async def ruling(
        self,
        interaction: discord.Interaction,
        scenario: app_commands.Range[str, 1, 4000] | None = None,
        game: app_commands.Choice[str] | None = None,
        active: Literal["A", "B"] | None = None,
        public: bool = False,
    ) -> None:
        game_id = await self.runner.lookup(  # None: inferred from the card names
            "game_for", interaction.guild_id, game.value if game else None, fallback=False
        )
        if scenario is None:
            await interaction.response.send_modal(
                RulingBuilder(self.runner, game_id, public=public)
            )
            return
        await interaction.response.defer(ephemeral=not public, thinking=True)
        reply = await self.runner.run("ruling", RulingRequest(game_id, scenario, active))
        await send_reply(interaction, reply, self.runner, ephemeral=not public)

    @ruling.autocomplete("scenario")
    async def scenario_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        game = namespace_game(interaction) or await self.runner.lookup(
            "game_for", interaction.guild_id
        )
        return to_choices(await self.runner.lookup("scenario_choices", current, game))


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(RulingCog(bot))
