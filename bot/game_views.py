"""Persistent components of game messages: decision buttons and menus, undo Agree/Decline.

Each component's custom id carries the game, the version it was posted at and the
option (``pg:12:7:1``), and is a :class:`discord.ui.DynamicItem`: the bot recognises
it from the id alone, so buttons keep working after a restart. Whoever clicks is
checked by the service: only the player who must decide counts; a stale version
(a second click, a click on an old message) changes nothing.
"""

from __future__ import annotations

import logging
from typing import Any

import discord

from bot import limits, render
from bot.game_render import option_label
from bot.game_service import GameReply, game_error
from bot.views import NO_MENTIONS, log_context, to_embeds

log = logging.getLogger(__name__)

MAX_BUTTONS = 5  # more options (or a choice of several) use a menu


def mentions_for(reply: GameReply) -> tuple[str, discord.AllowedMentions]:
    """The ping line: a mention only of the player who must move (both players when a game
    opens), never of anyone who opted out."""
    users = [uid for uid, _name, ping in reply.opening if ping]
    parts = [f"<@{uid}>" if ping else render.clean(name) for uid, name, ping in reply.opening]
    line = f"{parts[0]} vs {parts[1]}: " if parts else ""
    if reply.ping_text:
        if reply.ping and reply.ping not in users:
            users.append(reply.ping)
        who = f"<@{reply.ping}> " if reply.ping and not parts else ""
        line += who + render.clean(reply.ping_text)
    if not users:
        return line, NO_MENTIONS
    allowed = discord.AllowedMentions(
        users=[discord.Object(int(u)) for u in users], everyone=False, roles=False
    )
    return line, allowed


def game_view(reply: GameReply) -> discord.ui.View | None:
    """The buttons for what the game waits on, or None."""
    if reply.game_id is None:
        return None
    view = discord.ui.View(timeout=None)
    d = reply.decision
    if d:
        options = list(d["options"])
        if len(options) <= MAX_BUTTONS and not d.get("multi"):
            for i, option in enumerate(options):
                view.add_item(DecisionButton(reply.game_id, reply.version, i, option_label(option)))
        else:
            view.add_item(
                DecisionSelect(reply.game_id, reply.version, options, multi=bool(d.get("multi")))
            )
    elif reply.undo_request:
        view.add_item(UndoButton(reply.game_id, reply.version, True))
        view.add_item(UndoButton(reply.game_id, reply.version, False))
    return view if view.children else None


async def post(channel: Any, reply: GameReply) -> None:
    """Post a game reply in its thread: every page, the ping and buttons on the last."""
    view = game_view(reply)
    for i, page in enumerate(reply.pages):
        kwargs: dict[str, Any] = {"embeds": to_embeds(page), "allowed_mentions": NO_MENTIONS}
        if i == len(reply.pages) - 1:
            text, allowed = mentions_for(reply)
            kwargs["content"] = render.cut(text, limits.CONTENT)
            kwargs["allowed_mentions"] = allowed
            if view is not None:
                kwargs["view"] = view
        await channel.send(**kwargs)


async def private_error(interaction: discord.Interaction, reply: GameReply) -> None:
    embeds = to_embeds(reply.pages[0])
    if interaction.response.is_done():
        await interaction.followup.send(embeds=embeds, ephemeral=True, allowed_mentions=NO_MENTIONS)
    else:
        await interaction.response.send_message(
            embeds=embeds, ephemeral=True, allowed_mentions=NO_MENTIONS
        )


async def click(interaction: discord.Interaction, method: str, *args: Any, **kwargs: Any) -> None:
    """Apply a click; a refusal is private, a move removes the buttons and posts what follows."""
    await interaction.response.defer()
    runner = interaction.client.runner  # type: ignore[attr-defined]
    try:
        reply: GameReply = await runner.run(
            "game", method, *args, request_key=str(interaction.id), **kwargs
        )
    except Exception:  # our bug: logged, and the player hears about it instead of silence
        log.exception("game click failed: %s", log_context(interaction))
        reply = game_error(f"That failed on my side; it has been logged (ref {interaction.id}).")
    if reply.error:
        await private_error(interaction, reply)
        return
    await interaction.edit_original_response(view=None)
    await post(interaction.channel, reply)


class DecisionButton(
    discord.ui.DynamicItem[discord.ui.Button], template=r"pg:(?P<g>\d+):(?P<v>\d+):(?P<i>\d+)"
):
    def __init__(self, game_id: int, version: int, index: int, label: str | None = None) -> None:
        super().__init__(
            discord.ui.Button(
                label=label or str(index + 1),
                style=discord.ButtonStyle.primary,
                custom_id=f"pg:{game_id}:{version}:{index}",
            )
        )
        self.game_id, self.version, self.index = game_id, version, index

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: Any, /
    ) -> DecisionButton:
        return cls(int(match["g"]), int(match["v"]), int(match["i"]), getattr(item, "label", None))

    async def callback(self, interaction: discord.Interaction) -> None:
        await click(
            interaction,
            "answer",
            self.game_id,
            str(interaction.user.id),
            self.index,
            version=self.version,
            by_index=True,
        )


class DecisionSelect(
    discord.ui.DynamicItem[discord.ui.Select], template=r"pgs:(?P<g>\d+):(?P<v>\d+)"
):
    def __init__(
        self, game_id: int, version: int, options: list[Any] | None = None, *, multi: bool = False
    ) -> None:
        opts = [
            discord.SelectOption(label=option_label(o), value=str(i))
            for i, o in enumerate((options or [])[: limits.SELECT_OPTIONS])
        ] or [discord.SelectOption(label="?", value="0")]
        super().__init__(
            discord.ui.Select(
                custom_id=f"pgs:{game_id}:{version}",
                options=opts,
                placeholder="Choose" + (" any number" if multi else ""),
                min_values=0 if multi else 1,
                max_values=len(opts) if multi else 1,
            )
        )
        self.game_id, self.version = game_id, version

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: Any, /
    ) -> DecisionSelect:
        return cls(int(match["g"]), int(match["v"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        values = [int(v) for v in (interaction.data or {}).get("values", [])]  # type: ignore[union-attr]
        await click(
            interaction,
            "answer",
            self.game_id,
            str(interaction.user.id),
            values,
            version=self.version,
            by_index=True,
        )


class UndoButton(
    discord.ui.DynamicItem[discord.ui.Button], template=r"pgu:(?P<g>\d+):(?P<v>\d+):(?P<a>[yn])"
):
    def __init__(self, game_id: int, version: int, agree: bool) -> None:
        super().__init__(
            discord.ui.Button(
                label="Agree to undo" if agree else "Decline",
                style=discord.ButtonStyle.success if agree else discord.ButtonStyle.secondary,
                custom_id=f"pgu:{game_id}:{version}:{'y' if agree else 'n'}",
            )
        )
        self.game_id, self.version, self.agree = game_id, version, agree

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: Any, /
    ) -> UndoButton:
        return cls(int(match["g"]), int(match["v"]), match["a"] == "y")

    async def callback(self, interaction: discord.Interaction) -> None:
        await click(
            interaction,
            "undo_answer",
            self.game_id,
            str(interaction.user.id),
            self.version,
            self.agree,
        )


DYNAMIC_ITEMS = (DecisionButton, DecisionSelect, UndoButton)
