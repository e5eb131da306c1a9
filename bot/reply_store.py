"""What a message's buttons keep between the answer and a click: a small handle.

A view lives as long as its buttons (15 minutes). When it kept its whole reply (every
rendered page and the ruling's result, final state included) that was about 40 KB a
ruling: a thousand rulings answered in a quarter of an hour held 40 MB that only a click
would ever read. Now the view keeps a :class:`Handle` (a number, and the read-only service
call that made the reply) and the replies themselves sit in a bounded store of the most
recent ones. A click on an older message runs the call again: a ruling, a card or a rule
is computed from its request and the card data alone, so the rerun gives the same answer
(or the current one, if an import changed the cards since).

Calls that change something (claiming a judge call, flagging a ruling) are never rerun:
their replies stay in their views, as before.
"""

from __future__ import annotations

import itertools
from collections import OrderedDict
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from bot.service import Reply

if TYPE_CHECKING:
    from bot.runner import Runner

# Service calls that only read: the same arguments give the same reply.
REPLAYABLE = frozenset(
    {"ruling", "branch", "choose_candidate", "card", "card_by_key", "rule", "help"}
)
# Replies kept whole. A kept ruling costs about 35 KB (pages and result, measured with
# tracemalloc, docs/benchmarks.md), so 128 of them cost under 5 MB; buttons are mostly
# clicked within a minute of the answer, and a miss costs one rerun (a few ms).
RECENT_REPLIES = 128

Call = tuple[str, tuple[Any, ...], tuple[tuple[str, Any], ...]]


def mark(reply: Any, method: str, args: tuple[Any, ...], kwargs: dict[str, Any]) -> None:
    """Note on a reply which read-only call made it, so a view can make it again."""
    if isinstance(reply, Reply) and method in REPLAYABLE and reply.source is None:
        reply.source = (method, args, tuple(kwargs.items()))


@dataclass(frozen=True, slots=True)
class Handle:
    """A view's hold on its reply: the store's number for it and the call that made it,
    or the reply itself when no call can make it again."""

    token: int
    call: Call | None
    kept: Reply | None


class RecentReplies:
    """The last :data:`RECENT_REPLIES` replies that have buttons, oldest dropped first.

    Only the event loop touches it (views are created and clicked there): no lock.
    """

    def __init__(self, size: int = RECENT_REPLIES) -> None:
        self.size = size
        self._replies: OrderedDict[int, Reply] = OrderedDict()
        self._tokens = itertools.count(1)
        self.reruns = 0  # clicks that missed the store (for tests and benchmarks)

    def __len__(self) -> int:
        return len(self._replies)

    def hold(self, reply: Reply) -> Handle:
        token = next(self._tokens)
        if reply.source is None:
            return Handle(token, None, reply)
        self._keep(token, reply)
        return Handle(token, reply.source, None)

    def peek(self, handle: Handle) -> Reply | None:
        """The reply if it needs no rerun (kept in the view or still in the store)."""
        if handle.kept is not None:
            return handle.kept
        reply = self._replies.get(handle.token)
        if reply is not None:
            self._replies.move_to_end(handle.token)
        return reply

    async def get(self, handle: Handle, runner: Runner) -> Reply:
        """The reply, made again on a worker thread when the store has dropped it."""
        reply = self.peek(handle)
        if reply is not None:
            return reply
        assert handle.call is not None
        method, args, kwargs = handle.call
        self.reruns += 1
        reply = await runner.run(method, *args, **dict(kwargs))
        self._keep(handle.token, reply)
        return reply

    def _keep(self, token: int, reply: Reply) -> None:
        self._replies[token] = reply
        self._replies.move_to_end(token)
        while len(self._replies) > self.size:
            self._replies.popitem(last=False)
