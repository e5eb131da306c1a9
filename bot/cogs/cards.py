"""``/card``: a card's stats, text, how the engine reads it, and official rulings."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.cogs._common import GAME_CHOICES, namespace_game, to_choices
from bot.ratelimit import limited
from bot.views import send_reply


class CardCog(commands.Cog):
    def __init__(self, bot: commands.Bot) -> None:
        self.runner = bot.runner  # type: ignore[attr-defined]

    @app_commands.command(
        name="card", description="Look up a card and how the engine reads its abilities"
    )
    @app_commands.describe(
        name="Card name (pick from the suggestions)",
        game="The game (default: this server's game, else any)",
    )
    @app_commands.choices(game=GAME_CHOICES)
    @limited()
    async def card(
        self,
        interaction: discord.Interaction,
        name: app_commands.Range[str, 1, 200],
        game: app_commands.Choice[str] | None = None,
    ) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        game_id = await self.runner.lookup(
            "card_game_for", interaction.guild_id, game.value if game else None
        )
        reply = await self.runner.run("card", name, game_id)
        await send_reply(interaction, reply, self.runner, ephemeral=True)

    @card.autocomplete("name")
    async def name_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        game = namespace_game(interaction) or await self.runner.lookup(
            "card_game_for", interaction.guild_id
        )
        return to_choices(await self.runner.lookup("card_choices", current, game))


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(CardCog(bot))
