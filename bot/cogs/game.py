"""``/game``: asynchronous games between two players, one Discord thread per game.

``/game new`` opens a thread and posts the state card; ``/game do`` in the thread
runs an action through the engine; choices are asked of the player who must make
them with buttons (see :mod:`bot.game_views`). Everything is stored per move, so a
restart loses nothing and old buttons keep working.
"""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.cogs._common import GAME_CHOICES, to_choices
from bot.game_service import GameReply, game_error
from bot.game_views import DYNAMIC_ITEMS, post, private_error
from bot.service import Reply
from bot.views import NO_MENTIONS, send_reply, to_embeds

NOT_IN_GAME = (
    "Use this in a game's thread (`/game list` shows yours), or start one with `/game new`."
)


class GameCog(
    commands.GroupCog, group_name="game", group_description="Play a game over days in a thread"
):
    def __init__(self, bot: commands.Bot) -> None:
        self.runner = bot.runner  # type: ignore[attr-defined]
        super().__init__()

    async def _game_here(self, interaction: discord.Interaction) -> int | None:
        game_id = await self.runner.lookup("game", "game_in_thread", interaction.channel_id or 0)
        if game_id is None:
            await private_error(interaction, game_error(NOT_IN_GAME))
        return game_id

    async def _move(self, interaction: discord.Interaction, method: str, *args: object) -> None:
        """A move typed in the thread: private errors, the result posted for both players.

        The interaction id is the request key: a redelivered command applies once."""
        game_id = await self._game_here(interaction)
        if game_id is None:
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        reply: GameReply = await self.runner.run(
            "game",
            method,
            game_id,
            str(interaction.user.id),
            *args,
            request_key=str(interaction.id),
        )
        if reply.error:
            await private_error(interaction, reply)
            return
        await post(interaction.channel, reply)
        await interaction.followup.send("Done.", ephemeral=True, allowed_mentions=NO_MENTIONS)

    @app_commands.command(
        name="new", description="Open a game in a new thread, against another player"
    )
    @app_commands.describe(
        game="The game",
        opponent="Who you play against",
        title="A name for the game",
        scenario="Set-up: e.g. A: Krayt Dragon in ground arena; B: Vanquish in hand",
        deck="Your deck list: 3x Name lines, separated by ';'",
        opponent_deck="Your opponent's deck list",
        file="A scenario YAML file (instead of the scenario option)",
    )
    @app_commands.choices(game=GAME_CHOICES)
    async def new(
        self,
        interaction: discord.Interaction,
        game: app_commands.Choice[str],
        opponent: discord.User,
        title: app_commands.Range[str, 1, 80] | None = None,
        scenario: app_commands.Range[str, 1, 4000] | None = None,
        deck: app_commands.Range[str, 1, 4000] | None = None,
        opponent_deck: app_commands.Range[str, 1, 4000] | None = None,
        file: discord.Attachment | None = None,
    ) -> None:
        channel = interaction.channel
        if not isinstance(channel, discord.TextChannel):
            await private_error(
                interaction,
                game_error("Start a game in a server's text channel: it opens a thread there."),
            )
            return
        if opponent.bot or opponent.id == interaction.user.id:
            await private_error(interaction, game_error("Pick another person as your opponent."))
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        if file is not None:
            if file.size > 256_000:
                await private_error(
                    interaction, game_error("That file is too large for a scenario.")
                )
                return
            scenario = (await file.read()).decode("utf-8", errors="replace")
        reply: GameReply = await self.runner.run(
            "game",
            "new",
            game.value,
            (str(interaction.user.id), interaction.user.display_name),
            (str(opponent.id), opponent.display_name),
            title=title or "",
            scenario=scenario,
            deck=deck,
            opponent_deck=opponent_deck,
            guild_id=interaction.guild_id,
            channel_id=channel.id,
        )
        if reply.error or reply.game_id is None:
            await private_error(interaction, reply)
            return
        name = f"Game #{reply.game_id} · {title or interaction.user.display_name + ' vs ' + opponent.display_name}"
        try:
            thread = await channel.create_thread(
                name=name[:100], type=discord.ChannelType.public_thread, auto_archive_duration=10080
            )
        except discord.HTTPException:
            await self.runner.run("game", "end", reply.game_id, str(interaction.user.id))
            await private_error(
                interaction,
                game_error(
                    "I couldn't open a thread here; check my permissions to create threads."
                ),
            )
            return
        await self.runner.run("game", "attach_thread", reply.game_id, thread.id)
        await post(thread, reply)
        await interaction.followup.send(
            f"Game #{reply.game_id} is open in {thread.mention}.",
            ephemeral=True,
            allowed_mentions=NO_MENTIONS,
        )

    @app_commands.command(
        name="do", description="Your action, e.g. play Vanquish on Krayt Dragon, or pass"
    )
    @app_commands.describe(action="play X on Y · attack Z with W · pass")
    async def do(
        self, interaction: discord.Interaction, action: app_commands.Range[str, 1, 300]
    ) -> None:
        await self._move(interaction, "do", action)

    @do.autocomplete("action")
    async def action_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        """Card names of this thread's game, completed at the end of the action."""
        game = await self.runner.lookup(
            "game", "game_in_thread", interaction.channel_id or 0, kind=True
        )
        if game is None:
            return []
        return to_choices(await self.runner.lookup("scenario_choices", current, game))

    @app_commands.command(
        name="answer", description="Answer the open choice in words (the buttons do the same)"
    )
    @app_commands.describe(choice="e.g. yes, no, a card's name, a player (A or B)")
    async def answer(
        self, interaction: discord.Interaction, choice: app_commands.Range[str, 1, 200]
    ) -> None:
        await self._move(interaction, "answer", choice)

    @answer.autocomplete("choice")
    async def choice_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        """The open choice's options that contain what was typed."""
        options = await self.runner.lookup("game", "open_options", interaction.channel_id or 0)
        typed = current.strip().lower()
        return to_choices([(o, o) for o in options if typed in o.lower()])

    @app_commands.command(
        name="undo", description="Ask to take back the last action (your opponent agrees)"
    )
    async def undo(self, interaction: discord.Interaction) -> None:
        await self._move(interaction, "undo")

    @app_commands.command(name="end", description="End this game")
    async def end(self, interaction: discord.Interaction) -> None:
        await self._move(interaction, "end")

    async def _private(self, interaction: discord.Interaction, reply: GameReply) -> None:
        if reply.error:
            await private_error(interaction, reply)
            return
        await send_reply(interaction, Reply("game", reply.pages), self.runner, ephemeral=True)

    @app_commands.command(name="state", description="This game's state (your hand only to you)")
    async def state(self, interaction: discord.Interaction) -> None:
        game_id = await self._game_here(interaction)
        if game_id is not None:
            await self._private(
                interaction,
                await self.runner.run("game", "state", game_id, str(interaction.user.id)),
            )

    @app_commands.command(
        name="log", description="Every action and choice so far, each with its ruling"
    )
    async def log(self, interaction: discord.Interaction) -> None:
        game_id = await self._game_here(interaction)
        if game_id is not None:
            await self._private(interaction, await self.runner.run("game", "log", game_id))

    @app_commands.command(name="list", description="Your open games")
    async def list(self, interaction: discord.Interaction) -> None:
        await self._private(
            interaction, await self.runner.run("game", "list", str(interaction.user.id))
        )

    @app_commands.command(name="ping", description="Whether I mention you when it is your move")
    async def ping(self, interaction: discord.Interaction, on: bool) -> None:
        reply = await self.runner.run("game", "ping", str(interaction.user.id), on)
        await interaction.response.send_message(embeds=to_embeds(reply.pages[0]), ephemeral=True)


async def setup(bot: commands.Bot) -> None:
    bot.add_dynamic_items(*DYNAMIC_ITEMS)
    await bot.add_cog(GameCog(bot))
