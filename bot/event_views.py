"""Buttons and forms of events and the ruling log, and the sends they make.

**Claim**/**Resolve** on a judge call and **This looks wrong**/**Mark official** on a
logged ruling are dynamic items: their custom ids carry the call number or ruling
id, so they work on any message the bot ever sent, after any number of restarts.
Every message here names its allowed mentions: nothing, except the on-duty judge
role on a new call and the calling player when a judge is on the way.
"""

from __future__ import annotations

import io
import logging
import re
from collections.abc import Awaitable, Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

import discord

from bot.event_service import CallUpdate, Who
from bot.service import Reply
from bot.views import NO_MENTIONS, VIEW_TIMEOUT, log_context, send_error, send_reply, to_embeds

if TYPE_CHECKING:
    from bot.runner import Runner

log = logging.getLogger(__name__)

CALL_ID = r"tcgj:call:(?P<action>claim|resolve):(?P<id>[0-9]{1,18})"
RULING_ID = r"tcgj:ruling:(?P<action>flag|official):(?P<id>R-[0-9A-Z]{4,8})"
LOG_ROW = 3


def who_of(interaction: discord.Interaction) -> Who:
    """The member as this interaction describes them, roles included.

    The role ids come from the interaction payload itself (``Member._roles``), not from
    a cached guild, so the check is right even when the bot has no member cache.
    """
    user = interaction.user
    roles = frozenset(int(r) for r in getattr(user, "_roles", ()) or ())
    return Who(user.id, user.display_name, interaction.guild_id, interaction.channel_id, roles)


async def answer(
    interaction: discord.Interaction, runner: Runner, method: str, *args: Any, **kwargs: Any
) -> None:
    """``method(who, *args)`` on the quick-lookup thread, answered privately."""
    reply = await runner.lookup(method, who_of(interaction), *args, **kwargs)
    await send_reply(interaction, reply, runner, ephemeral=True)


def ping_only(roles: list[int]) -> discord.AllowedMentions:
    return discord.AllowedMentions(
        everyone=False, users=False, roles=[discord.Object(r) for r in roles], replied_user=False
    )


def _runner(interaction: discord.Interaction) -> Runner:
    return interaction.client.runner  # type: ignore[attr-defined]


# ---------------------------------------------------------------- the ruling log


async def log_public_ruling(
    interaction: discord.Interaction, reply: Reply, runner: Runner
) -> Reply:
    """Record a ruling that is about to be posted publicly; the reply then carries its id.

    If the log cannot be written the ruling is still posted (and the failure logged):
    a player waiting for an answer at a table matters more than the record.
    """
    if reply.result is None or reply.request is None or reply.log_id:
        return reply
    if interaction.guild_id is None:  # the log belongs to a server; DMs are nobody's record
        return reply
    try:
        rid = await runner.run("events.record_public", reply, who_of(interaction))
    except Exception:
        log.exception("could not log a public ruling: %s", log_context(interaction))
        return reply
    return replace(reply, log_id=rid)


def ruling_log_items(
    reply: Reply, runner: Runner, fetch: Callable[[], Awaitable[Reply]]
) -> list[discord.ui.Item[Any]]:
    """The report (and, on logged rulings, official) buttons under a ruling; ``fetch``
    gives the reply back when a report is sent (the view keeps no copy of it)."""
    if reply.log_id:
        return [
            _Placeholder("This looks wrong", f"tcgj:ruling:flag:{reply.log_id}"),
            _Placeholder("Mark official", f"tcgj:ruling:official:{reply.log_id}"),
        ]
    if reply.kind == "ruling" and reply.result is not None:
        return [_FlagPrivate(fetch, runner)]
    return []


class _Placeholder(discord.ui.Button[Any]):
    """A persistent button inside a timed view: :class:`RulingButton` answers the click."""

    def __init__(self, label: str, custom_id: str) -> None:
        super().__init__(
            label=label, custom_id=custom_id, row=LOG_ROW, style=discord.ButtonStyle.secondary
        )


class _FlagPrivate(discord.ui.Button[Any]):
    """ "This looks wrong" on a private ruling: logs it as reported, with the comment."""

    def __init__(self, fetch: Callable[[], Awaitable[Reply]], runner: Runner) -> None:
        super().__init__(label="This looks wrong", row=LOG_ROW, style=discord.ButtonStyle.secondary)
        self.fetch = fetch
        self.runner = runner

    async def callback(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_modal(FlagModal(self.runner, fetch=self.fetch))


class FlagModal(discord.ui.Modal, title="This ruling looks wrong"):
    comment: discord.ui.TextInput[FlagModal] = discord.ui.TextInput(
        label="What looks wrong, and what should happen?",
        style=discord.TextStyle.paragraph,
        max_length=1000,
        placeholder="Krayt Dragon's ability should not trigger here because …",
    )

    def __init__(
        self,
        runner: Runner,
        *,
        ruling_id: str | None = None,
        reply: Reply | None = None,
        fetch: Callable[[], Awaitable[Reply]] | None = None,
    ) -> None:
        super().__init__(timeout=VIEW_TIMEOUT)
        self.runner = runner
        self.ruling_id = ruling_id
        self.reply = reply
        self.fetch = fetch  # the reply, read when the report is sent

    async def on_submit(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        who = who_of(interaction)
        if self.ruling_id:
            reply = await self.runner.run("events.flag", who, self.ruling_id, self.comment.value)
        else:
            flagged = self.reply if self.fetch is None else await self.fetch()
            reply = await self.runner.run("events.flag_reply", flagged, who, self.comment.value)
        await send_reply(interaction, reply, self.runner, ephemeral=True)

    async def on_error(self, interaction: discord.Interaction, error: Exception, /) -> None:
        log.error("report failed: %s", log_context(interaction), exc_info=error)
        await send_error(
            interaction, "Something went wrong", f"The report was not saved (ref {interaction.id})."
        )


class RulingButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=RULING_ID):
    """**This looks wrong** (anyone) and **Mark official** (judges) on a logged ruling."""

    def __init__(self, action: str, ruling_id: str) -> None:
        label = "This looks wrong" if action == "flag" else "Mark official"
        super().__init__(
            discord.ui.Button(
                label=label,
                custom_id=f"tcgj:ruling:{action}:{ruling_id}",
                style=discord.ButtonStyle.secondary,
                row=LOG_ROW,
            )
        )
        self.action = action
        self.ruling_id = ruling_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> RulingButton:
        return cls(match["action"], match["id"])

    async def callback(self, interaction: discord.Interaction) -> None:
        runner = _runner(interaction)
        try:
            if self.action == "flag":
                await interaction.response.send_modal(FlagModal(runner, ruling_id=self.ruling_id))
                return
            await interaction.response.defer(ephemeral=True, thinking=True)
            reply = await runner.run(
                "events.note", who_of(interaction), self.ruling_id, "", official=True
            )
            await send_reply(interaction, reply, runner, ephemeral=True)
        except Exception:
            await _failed(interaction)


# ---------------------------------------------------------------- judge calls


def call_view(update: CallUpdate) -> discord.ui.View:
    """The staff card's buttons for the call's state (none once it is resolved)."""
    view = discord.ui.View(timeout=None)
    call = update.call
    if call is None or call.state == "resolved":
        return view
    if call.state == "open":
        view.add_item(CallButton("claim", call.id))
    view.add_item(CallButton("resolve", call.id))
    return view


class CallButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=CALL_ID):
    """**Claim** and **Resolve** on the staff channel's card of a judge call."""

    def __init__(self, action: str, call_id: int) -> None:
        super().__init__(
            discord.ui.Button(
                label="Claim" if action == "claim" else "Resolve",
                custom_id=f"tcgj:call:{action}:{call_id}",
                style=discord.ButtonStyle.primary
                if action == "claim"
                else discord.ButtonStyle.success,
            )
        )
        self.action = action
        self.call_id = call_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> CallButton:
        return cls(match["action"], int(match["id"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        runner = _runner(interaction)
        try:
            update: CallUpdate = await runner.run(
                f"events.{self.action}", who_of(interaction), self.call_id
            )
            if update.reply.error:
                await send_reply(interaction, update.reply, runner, ephemeral=True)
                return
            await interaction.response.edit_message(
                embed=discord.Embed.from_dict(update.staff_embed or {}),
                view=call_view(update),
                allowed_mentions=NO_MENTIONS,
            )
            await notify_player(interaction.client, update)
        except Exception:
            await _failed(interaction)


async def post_call(client: discord.Client, runner: Runner, update: CallUpdate) -> bool:
    """Post a new call to the staff channel, pinging the on-duty role and nobody else."""
    assert update.call is not None and update.staff_channel_id is not None
    channel = client.get_partial_messageable(update.staff_channel_id, guild_id=update.call.guild_id)
    pings = " ".join(f"<@&{r}>" for r in update.ping_roles)
    content = f"{pings} Judge call #{update.call.id}".strip()
    try:
        msg = await channel.send(
            content=content,
            embed=discord.Embed.from_dict(update.staff_embed or {}),
            view=call_view(update),
            allowed_mentions=ping_only(update.ping_roles),
        )
    except discord.HTTPException:
        log.exception("could not post judge call #%s", update.call.id)
        return False
    await runner.run("events.set_staff_message", update.call.id, msg.id)
    return True


async def refresh_call(client: discord.Client, update: CallUpdate) -> None:
    """Bring the staff card up to date after a change made by a command."""
    call = update.call
    if call is None or not call.staff_message_id or update.staff_channel_id is None:
        return
    channel = client.get_partial_messageable(update.staff_channel_id, guild_id=call.guild_id)
    try:
        await channel.get_partial_message(call.staff_message_id).edit(
            embed=discord.Embed.from_dict(update.staff_embed or {}),
            view=call_view(update),
            allowed_mentions=NO_MENTIONS,
        )
    except discord.HTTPException:
        log.exception("could not update the staff card of call #%s", call.id)


async def notify_player(client: discord.Client, update: CallUpdate) -> None:
    """Tell the player who is coming: a message in their channel that pings only them."""
    if not update.notify_channel_id or not update.notify_user_id:
        return
    guild_id = update.call.guild_id if update.call else None
    channel = client.get_partial_messageable(update.notify_channel_id, guild_id=guild_id)
    try:
        await channel.send(
            content=update.notify_text,
            allowed_mentions=discord.AllowedMentions(
                everyone=False,
                roles=False,
                users=[discord.Object(update.notify_user_id)],
                replied_user=False,
            ),
        )
    except discord.HTTPException:
        log.exception(
            "could not tell the player about call #%s", update.call.id if update.call else "?"
        )


async def send_files(interaction: discord.Interaction, reply: Reply, files: dict[str, str]) -> None:
    """A private answer with the export attached (UTF-8 text files), within Discord's size limit."""
    encoded = {name: text.encode("utf-8") for name, text in files.items()}
    limit = interaction.filesize_limit
    too_big = [f"{n} ({len(d) // 1024} KiB)" for n, d in encoded.items() if len(d) > limit]
    if too_big:
        await send_error(
            interaction,
            "Export too large",
            f"{', '.join(too_big)} is over this server's upload limit of {limit // 1024} KiB.",
        )
        return
    attachments = [discord.File(io.BytesIO(d), filename=n) for n, d in encoded.items()]
    await interaction.followup.send(
        embeds=to_embeds(reply.pages[0]),
        files=attachments,
        ephemeral=True,
        allowed_mentions=NO_MENTIONS,
    )


async def _failed(interaction: discord.Interaction) -> None:
    log.exception("button failed: %s", log_context(interaction))
    try:
        await send_error(
            interaction,
            "Something went wrong",
            f"That button failed on my side; it has been logged (ref {interaction.id}).",
        )
    except discord.HTTPException:
        log.exception("could not report the failure: %s", log_context(interaction))
