"""Message components: the paginator with "Post publicly", branch buttons, candidate menus,
and the Ruling builder modal.

Views keep the :class:`~bot.service.RulingRequest` they came from, so a button or a
menu can re-run the ruling; the work itself happens in the service, off the loop.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

import discord

from bot import limits, render
from bot.reply_store import Handle
from bot.service import Reply, RulingRequest, error_reply

if TYPE_CHECKING:
    from bot.runner import Runner

log = logging.getLogger(__name__)

NO_MENTIONS = discord.AllowedMentions.none()
VIEW_TIMEOUT = 15 * 60  # interaction tokens expire after 15 minutes anyway


def to_embeds(page: render.Page) -> list[discord.Embed]:
    return [discord.Embed.from_dict(e) for e in page]


async def send_reply(
    interaction: discord.Interaction,
    reply: Reply,
    runner: Runner,
    *,
    ephemeral: bool,
    edit: bool = False,
) -> None:
    """Send (or, for ``edit``, replace) the message for ``reply``, whatever was done before."""
    if not ephemeral and reply.kind == "ruling":  # every public ruling goes into the log
        from bot.event_views import log_public_ruling

        reply = await log_public_ruling(interaction, reply, runner)
    view = ReplyView(reply, runner, ephemeral=ephemeral, owner_id=interaction.user.id)
    kwargs: dict[str, Any] = {"embeds": to_embeds(reply.pages[0]), "allowed_mentions": NO_MENTIONS}
    if reply.log_id and reply.kind == "ruling":
        kwargs["content"] = f"Logged as ruling `{reply.log_id}`"
    if view.children:
        kwargs["view"] = view
    if edit:
        if not interaction.response.is_done():
            await interaction.response.edit_message(**kwargs)
        else:
            await interaction.edit_original_response(**kwargs)
        return
    if interaction.response.is_done():
        await interaction.followup.send(ephemeral=ephemeral, wait=True, **kwargs)
    else:
        await interaction.response.send_message(ephemeral=ephemeral, **kwargs)


async def send_error(interaction: discord.Interaction, title: str, message: str) -> None:
    """A private error message, by whichever route is still open for this interaction."""
    embeds = to_embeds(error_reply(title, message).pages[0])
    if interaction.response.is_done():
        await interaction.followup.send(embeds=embeds, ephemeral=True, allowed_mentions=NO_MENTIONS)
    else:
        await interaction.response.send_message(
            embeds=embeds, ephemeral=True, allowed_mentions=NO_MENTIONS
        )


def log_context(interaction: discord.Interaction) -> str:
    """Who, where and what, for logs about a failed interaction."""
    data = interaction.data or {}
    what = data.get("name") or data.get("custom_id") or "?"
    return (
        f"interaction={interaction.id} type={interaction.type.name} what={what!r} "
        f"user={interaction.user.id if interaction.user else None} guild={interaction.guild_id} "
        f"channel={interaction.channel_id} options={data.get('options') or data.get('values')!r}"
    )


class JudgeView(discord.ui.View):
    """Base view: errors in callbacks reach the user and the log, never a silent failure."""

    async def on_error(
        self, interaction: discord.Interaction, error: Exception, item: discord.ui.Item[Any], /
    ) -> None:
        log.error("component failed: %s", log_context(interaction), exc_info=error)
        await send_error(
            interaction,
            "Something went wrong",
            f"That button failed on my side; it has been logged (ref {interaction.id}).",
        )


class ReplyView(JudgeView):
    """Pages, "Post publicly", other-choice buttons and the candidate menu of one reply.

    The view keeps a small handle on its reply, not the reply (bot.reply_store): a click
    reads the reply from the runner's store of recent ones, or makes it again.
    """

    def __init__(
        self, reply: Reply, runner: Runner, *, ephemeral: bool, owner_id: int | None
    ) -> None:
        super().__init__(timeout=VIEW_TIMEOUT)
        self.kind = reply.kind
        self.game = reply.game
        self.request = reply.request
        self.typed = reply.typed
        self.page_count = len(reply.pages)
        self.runner = runner
        self.ephemeral = ephemeral
        self.owner_id = owner_id
        self.page = 0
        if self.page_count > 1:
            self.prev = _Button(self._prev, "◀", row=0, style=discord.ButtonStyle.secondary)
            self.counter = _Button(None, self._count(), row=0, disabled=True)
            self.next = _Button(self._next, "▶", row=0, style=discord.ButtonStyle.secondary)
            for b in (self.prev, self.counter, self.next):
                self.add_item(b)
            self._sync_pager()
        if ephemeral and not reply.error and reply.kind != "candidates":
            self.add_item(
                _Button(
                    self._post_publicly, "Post publicly", row=0, style=discord.ButtonStyle.primary
                )
            )
        for alt in reply.alternatives[: limits.ROW_WIDTH]:
            label = render.cut(f"Show other choice · {alt.label}", limits.BUTTON_LABEL)
            self.add_item(
                _Button(self._branch_cb(alt), label, row=1, style=discord.ButtonStyle.success)
            )
        if reply.candidates:
            self.add_item(_CandidateSelect(self, reply))
        if reply.kind == "ruling" or reply.log_id:
            from bot.event_views import ruling_log_items

            for item in ruling_log_items(reply, runner, self.full_reply):
                self.add_item(item)
        # A message without buttons never asks for its reply again: the store keeps it only
        # for messages that can.
        self.handle = runner.replies.hold(reply) if self.children else Handle(0, None, None)

    async def full_reply(self) -> Reply:
        """The reply this view shows: from the store, or made again by its service call."""
        return await self.runner.replies.get(self.handle, self.runner)

    # -- pages
    def _count(self) -> str:
        return f"{self.page + 1}/{self.page_count}"

    def _sync_pager(self) -> None:
        self.prev.disabled = self.page == 0
        self.next.disabled = self.page >= self.page_count - 1
        self.counter.label = self._count()

    def _is_owner(self, interaction: discord.Interaction) -> bool:
        """Only the user who asked changes this message; anyone else gets their own copy."""
        return self.owner_id is None or interaction.user.id == self.owner_id

    async def _turn(self, interaction: discord.Interaction, delta: int) -> None:
        if not self._is_owner(interaction):
            if self.runner.replies.peek(self.handle) is None:  # a rerun: answer in time
                await interaction.response.defer(ephemeral=True, thinking=True)
            await send_reply(interaction, await self.full_reply(), self.runner, ephemeral=True)
            return
        reply = self.runner.replies.peek(self.handle)
        if reply is None:  # dropped from the store: acknowledge, make it again, then edit
            await interaction.response.defer()
            reply = await self.full_reply()
        self.page_count = len(reply.pages)  # a rerun after an import may page differently
        self.page = max(0, min(self.page_count - 1, self.page + delta))
        self._sync_pager()
        kwargs: dict[str, Any] = {
            "embeds": to_embeds(reply.pages[self.page]),
            "view": self,
            "allowed_mentions": NO_MENTIONS,
        }
        if interaction.response.is_done():
            await interaction.edit_original_response(**kwargs)
        else:
            await interaction.response.edit_message(**kwargs)

    async def _prev(self, interaction: discord.Interaction) -> None:
        await self._turn(interaction, -1)

    async def _next(self, interaction: discord.Interaction) -> None:
        await self._turn(interaction, +1)

    # -- publish
    async def _post_publicly(self, interaction: discord.Interaction) -> None:
        """Post the same answer (all its pages) as a normal message in the channel."""
        if self.runner.replies.peek(self.handle) is None:  # a rerun: answer in time
            await interaction.response.defer(thinking=True)
        reply = await self.full_reply()
        public = Reply(
            reply.kind,
            reply.pages,
            request=reply.request,
            game=reply.game,
            alternatives=reply.alternatives,  # the log re-renders the "Choices" lines
            result=reply.result,
            source=reply.source,
        )
        await send_reply(interaction, public, self.runner, ephemeral=False)

    # -- branches
    def _branch_cb(self, alt: render.Alternative):  # noqa: ANN202 - a closure per button
        async def cb(interaction: discord.Interaction) -> None:
            assert self.request is not None
            await interaction.response.defer(ephemeral=True, thinking=True)
            reply = await self.runner.run("branch", self.request, alt)
            await send_reply(interaction, reply, self.runner, ephemeral=True)

        return cb

    # -- candidates
    async def choose(self, interaction: discord.Interaction, value: str) -> None:
        mine = self._is_owner(interaction)
        if mine:  # acknowledge now; the engine run may take a moment
            await interaction.response.defer()
        else:  # someone else's answer: theirs comes as a new private message
            await interaction.response.defer(ephemeral=True, thinking=True)
        if self.kind == "rules" and self.game:
            reply = await self.runner.run("rule", value, self.game)
        elif self.request is not None and self.typed is not None:
            reply = await self.runner.run("choose_candidate", self.request, self.typed, value)
        elif "|" in value:
            reply = await self.runner.run("card_by_key", value)
        else:
            reply = await self.runner.run("card", value, self.game)
        if mine:
            await send_reply(interaction, reply, self.runner, ephemeral=self.ephemeral, edit=True)
        else:
            await send_reply(interaction, reply, self.runner, ephemeral=True)


class _Button(discord.ui.Button["ReplyView"]):
    def __init__(self, callback: Any, label: str, *, row: int, **kwargs: Any) -> None:
        super().__init__(label=label, row=row, **kwargs)
        self._cb = callback

    async def callback(self, interaction: discord.Interaction) -> None:
        if self._cb is not None:
            await self._cb(interaction)


class _CandidateSelect(discord.ui.Select["ReplyView"]):
    def __init__(self, owner: ReplyView, reply: Reply) -> None:
        options = [
            discord.SelectOption(
                label=render.cut(label, limits.SELECT_LABEL), value=value[: limits.SELECT_VALUE]
            )
            for label, value in reply.candidates[: limits.SELECT_OPTIONS]
        ]
        placeholder = (
            "Pick the rule to show" if reply.kind == "rules" else "Pick the card you meant"
        )
        super().__init__(placeholder=placeholder, options=options, row=2)
        self.owner = owner

    async def callback(self, interaction: discord.Interaction) -> None:
        await self.owner.choose(interaction, self.values[0])


class RulingBuilder(discord.ui.Modal, title="Ruling builder"):
    """A form for scenarios too long for one line: one statement per line."""

    scenario: discord.ui.TextInput[RulingBuilder] = discord.ui.TextInput(
        label="Scenario (one statement per line)",
        style=discord.TextStyle.paragraph,
        placeholder="A: Krayt Dragon in ground arena\nB plays Vanquish on Krayt Dragon",
        max_length=limits.MODAL_INPUT,
    )
    active: discord.ui.TextInput[RulingBuilder] = discord.ui.TextInput(
        label="Active player (optional)", required=False, max_length=10, placeholder="A"
    )

    def __init__(self, runner: Runner, game: str, *, public: bool) -> None:
        super().__init__(timeout=VIEW_TIMEOUT)
        self.runner = runner
        self.game = game
        self.public = public

    async def on_submit(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=not self.public, thinking=True)
        lines = [ln.strip() for ln in self.scenario.value.splitlines() if ln.strip()]
        text = "; ".join(ln.rstrip(";") for ln in lines)
        req = RulingRequest(self.game, text, (self.active.value or "").strip() or None)
        reply = await self.runner.run("ruling", req)
        await send_reply(interaction, reply, self.runner, ephemeral=not self.public)

    async def on_error(self, interaction: discord.Interaction, error: Exception, /) -> None:
        log.error("ruling builder failed: %s", log_context(interaction), exc_info=error)
        await send_error(
            interaction,
            "Something went wrong",
            f"I couldn't run that scenario; the error has been logged (ref {interaction.id}).",
        )
