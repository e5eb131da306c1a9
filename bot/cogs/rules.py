"""``/rule``: a rule by number (with its sub-rules on request) or a search over the rules."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.cogs._common import GAME_CHOICES, namespace_game, to_choices
from bot.ratelimit import limited
from bot.views import send_reply


class RuleCog(commands.Cog):
    def __init__(self, bot: commands.Bot) -> None:
        self.runner = bot.runner  # type: ignore[attr-defined]

    @app_commands.command(name="rule", description="Show a rule by number, or search the rules")
    @app_commands.describe(
        query="A rule number such as 7.6.10, or words to search for",
        game="The game (default: this server's game)",
        subrules="Also show the rule's sub-rules",
    )
    @app_commands.choices(game=GAME_CHOICES)
    @limited()
    async def rule(
        self,
        interaction: discord.Interaction,
        query: app_commands.Range[str, 1, 200],
        game: app_commands.Choice[str] | None = None,
        subrules: bool = False,
    ) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        game_id = await self.runner.lookup(
            "game_for", interaction.guild_id, game.value if game else None
        )
        reply = await self.runner.run("rule", query, game_id, children=subrules)
        await send_reply(interaction, reply, self.runner, ephemeral=True)

    @rule.autocomplete("query")
    async def query_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        game = namespace_game(interaction) or await self.runner.lookup(
            "game_for", interaction.guild_id
        )
        return to_choices(await self.runner.lookup("rule_choices", current, game))


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(RuleCog(bot))
