"""Per-user rate limits for the commands that run the engine or the database.

One user typing fast (or a script) must not hold the workers every other user waits
on; a refused command gets a friendly "try again in N s" instead of queueing.
"""

from __future__ import annotations

import math
import threading
import time
from collections import deque
from collections.abc import Callable

from discord import app_commands

RATE = 8  # commands ...
PER = 30.0  # ... per this many seconds, per user


class RateLimiter:
    """A sliding window per user: at most ``rate`` commands in any ``per`` seconds."""

    def __init__(
        self, rate: int = RATE, per: float = PER, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self.rate = rate
        self.per = per
        self._clock = clock
        self._hits: dict[int, deque[float]] = {}
        self._lock = threading.Lock()

    def retry_after(self, user_id: int) -> float:
        """0 and the command counts, or the seconds until this user may ask again."""
        now = self._clock()
        with self._lock:
            hits = self._hits.setdefault(user_id, deque())
            while hits and hits[0] <= now - self.per:
                hits.popleft()
            if len(hits) >= self.rate:
                return hits[0] + self.per - now
            hits.append(now)
            if len(self._hits) > 10_000:  # forget idle users so the table stays small
                for uid in [u for u, h in self._hits.items() if not h or h[-1] <= now - self.per]:
                    del self._hits[uid]
            return 0.0


def retry_message(seconds: float) -> str:
    n = max(1, math.ceil(seconds))
    return f"You're asking quickly. Try again in {n} second{'s' if n != 1 else ''}."


def limited() -> Callable:
    """A command check using the bot's limiter (one per bot, so tests start fresh)."""

    async def predicate(interaction) -> bool:  # noqa: ANN001 - discord.Interaction
        limiter = getattr(interaction.client, "limiter", None)
        if limiter is None or interaction.user is None:
            return True
        wait = limiter.retry_after(interaction.user.id)
        if wait > 0:
            raise app_commands.CommandOnCooldown(
                app_commands.Cooldown(limiter.rate, limiter.per), wait
            )
        return True

    return app_commands.check(predicate)
