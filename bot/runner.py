"""Runs service calls off the event loop, each worker thread with its own database handle.

Engine runs and SQLite queries block; doing them on the event loop would delay every
other interaction (and Discord's 3-second window). SQLite connections belong to the
thread that opened them, so each worker opens its own service through ``factory``.
Autocomplete gets its own worker so a queue of rulings never slows the suggestions.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from bot.reply_store import RecentReplies, mark
from bot.service import JudgeService


class Runner:
    def __init__(self, factory: Callable[[], JudgeService], *, workers: int = 2) -> None:
        self._factory = factory
        self._local = threading.local()
        self._work = ThreadPoolExecutor(workers, thread_name_prefix="judge-work")
        self._lookup = ThreadPoolExecutor(1, thread_name_prefix="judge-lookup")
        self.replies = RecentReplies()  # what the views' buttons answer from

    def _service(self) -> JudgeService:
        svc = getattr(self._local, "service", None)
        if svc is None:
            svc = self._local.service = self._factory()
        return svc

    def _call(self, method: str, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
        target: Any = self._service()
        for part in method.split("."):  # "events.claim" -> service.events.claim
            target = getattr(target, part)
        result = target(*args, **kwargs)
        mark(result, method, args, kwargs)
        return result

    async def run(self, method: str, *args: Any, **kwargs: Any) -> Any:
        """``JudgeService.<method>(*args)`` on a worker thread."""
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self._work, self._call, method, args, kwargs)

    async def lookup(self, method: str, *args: Any, **kwargs: Any) -> Any:
        """Quick database-only calls (autocomplete, settings) on their own thread."""
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self._lookup, self._call, method, args, kwargs)

    async def warm(self) -> None:
        """Open every worker's service and build its name index now, not on first use."""
        loop = asyncio.get_running_loop()
        workers = self._work._max_workers
        barrier = threading.Barrier(workers)

        def one(wait: bool) -> None:
            self._service().warm()
            if wait:  # hold this thread so each worker thread gets one warm-up
                barrier.wait(timeout=30)

        jobs = [loop.run_in_executor(self._work, one, True) for _ in range(workers)]
        jobs.append(loop.run_in_executor(self._lookup, one, False))
        await asyncio.gather(*jobs)

    def close(self) -> None:
        self._work.shutdown(wait=False, cancel_futures=True)
        self._lookup.shutdown(wait=False, cancel_futures=True)
