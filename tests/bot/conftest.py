"""Fixtures for the bot tests: one card database per session, a fresh logged-in bot per test.

``async def`` tests run on the harness's event loop (a small hook instead of a
plugin dependency), so the bot, its views and the test share one loop.
"""

from __future__ import annotations

import asyncio
import inspect
from pathlib import Path

import pytest
from harness import FakeDiscord, running_bot

from bot.runner import Runner
from bot.service import JudgeService


def _open(path: Path):  # noqa: ANN202
    from cards_db import open_database

    return open_database(path)


@pytest.fixture(scope="session")
def db_path(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("db") / "judge.sqlite3"
    _open(path).close()  # build once; workers then open the built file
    return path


@pytest.fixture(scope="session")
def service(db_path: Path) -> JudgeService:
    return JudgeService(_open(db_path))


@pytest.fixture(scope="session")
def runner(db_path: Path):
    r = Runner(lambda: JudgeService(_open(db_path)), workers=2)
    yield r
    r.close()


@pytest.fixture
def loop():
    loop = asyncio.new_event_loop()
    yield loop
    pending = [t for t in asyncio.all_tasks(loop) if not t.done()]
    for t in pending:
        t.cancel()
    if pending:
        loop.run_until_complete(asyncio.gather(*pending, return_exceptions=True))
    loop.run_until_complete(loop.shutdown_asyncgens())
    loop.close()


@pytest.fixture
def fake() -> FakeDiscord:
    return FakeDiscord()


@pytest.fixture
def h(loop, fake, runner, monkeypatch):  # noqa: ANN001, ANN201
    cm = running_bot(fake, runner, monkeypatch)
    harness = loop.run_until_complete(cm.__aenter__())
    fake.clear()
    yield harness
    loop.run_until_complete(cm.__aexit__(None, None, None))


@pytest.hookimpl(tryfirst=True)
def pytest_pyfunc_call(pyfuncitem: pytest.Function):  # noqa: ANN201
    if not inspect.iscoroutinefunction(pyfuncitem.obj):
        return None
    args = {name: pyfuncitem.funcargs[name] for name in pyfuncitem._fixtureinfo.argnames}
    loop = pyfuncitem.funcargs.get("loop")
    if loop is None:
        asyncio.run(pyfuncitem.obj(**args))
    else:
        loop.run_until_complete(pyfuncitem.obj(**args))
    return True
