"""``/settings``: the server's default game and staff roles (Manage Server), stored in SQLite."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.cogs._common import GAME_CHOICES
from bot.views import send_reply


def manages_server(interaction: discord.Interaction) -> bool:
    """In a server, with Manage Server: Discord hides the command otherwise, but checks are ours."""
    if interaction.guild_id is None:
        raise app_commands.NoPrivateMessage()
    if not interaction.permissions.manage_guild:
        raise app_commands.MissingPermissions(["manage_guild"])
    return True


@app_commands.allowed_contexts(guilds=True, dms=False, private_channels=False)
@app_commands.allowed_installs(guilds=True, users=False)
@app_commands.default_permissions(manage_guild=True)
class SettingsCog(
    commands.GroupCog, group_name="settings", group_description="This server's settings"
):
    def __init__(self, bot: commands.Bot) -> None:
        self.runner = bot.runner  # type: ignore[attr-defined]
        super().__init__()

    @app_commands.command(
        name="game", description="Set the game /ruling, /card and /rule use by default here"
    )
    @app_commands.describe(game="The default game for this server")
    @app_commands.choices(game=GAME_CHOICES)
    @app_commands.check(manages_server)
    async def game(self, interaction: discord.Interaction, game: app_commands.Choice[str]) -> None:
        assert interaction.guild_id is not None  # manages_server checked it
        reply = await self.runner.lookup("set_game", interaction.guild_id, game.value)
        await send_reply(interaction, reply, self.runner, ephemeral=True)

    @app_commands.command(
        name="staff-role", description="Add or remove a judge, event-staff or on-duty role"
    )
    @app_commands.describe(
        kind="Judges handle calls and notes; event staff run events; on-duty roles are pinged",
        role="The role",
        remove="Remove the role instead of adding it",
    )
    @app_commands.choices(
        kind=[
            app_commands.Choice(name="judge", value="judge"),
            app_commands.Choice(name="event staff", value="staff"),
            app_commands.Choice(name="on duty (pinged by judge calls)", value="on_duty"),
        ]
    )
    @app_commands.check(manages_server)
    async def staff_role(
        self,
        interaction: discord.Interaction,
        kind: app_commands.Choice[str],
        role: discord.Role,
        remove: bool = False,
    ) -> None:
        assert interaction.guild_id is not None
        reply = await self.runner.lookup(
            "events.set_role", interaction.guild_id, kind.value, role.id, remove
        )
        await send_reply(interaction, reply, self.runner, ephemeral=True)


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(SettingsCog(bot))
