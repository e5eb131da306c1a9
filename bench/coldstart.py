"""Cold start: a new process, to the first /ruling answer through the bot (no network).

The child imports the bot (discord.py included), opens the existing database, builds its
service the way ``python -m bot`` does, logs in over the harness's fake API and answers
one /ruling payload. Timed from spawning the process to the answer, and to its exit.
"""

from __future__ import annotations

import json
import statistics
import subprocess
import sys
import time
from pathlib import Path

from .common import ROOT

CHILD = r"""
import asyncio, json, sys, time
t0 = time.perf_counter()
sys.path[:0] = [{root!r}, {root!r} + "/tests/bot"]
from bench.ruling import _Patch
from harness import FakeDiscord, running_bot
from bot.__main__ import prepare
from bot.runner import Runner
from bot.service import JudgeService
from cards_db import open_database

async def main():
    prepare(JudgeService(open_database({db!r})))
    runner = Runner(lambda: JudgeService(open_database({db!r})), workers=2)
    patch = _Patch()
    async with running_bot(FakeDiscord(), runner, patch) as h:
        sent = await h.command("ruling", scenario={scenario!r})
    runner.close()
    assert any(r.embeds for r in sent)
    print(json.dumps({{"cpu": time.process_time(), "answered": time.time()}}))

asyncio.run(main())
"""

SCENARIO = "A: Krayt Dragon in ground arena; B plays Vanquish on Krayt Dragon"


def samples(db_path: Path, repeat: int) -> tuple[list[float], list[float], list[float]]:
    """Seconds to the first answer, to the process's exit, and CPU up to the answer."""
    code = CHILD.format(root=str(ROOT), db=str(db_path), scenario=SCENARIO)
    answer, whole, cpu = [], [], []
    for _ in range(repeat):
        start_wall = time.time()
        t = time.perf_counter()
        proc = subprocess.run(
            [sys.executable, "-c", code], capture_output=True, text=True, check=True
        )
        whole.append(time.perf_counter() - t)
        data = json.loads(proc.stdout.strip().splitlines()[-1])
        answer.append(data["answered"] - start_wall)
        cpu.append(data["cpu"])
    return answer, whole, cpu


def measure(db_path: Path, repeat: int) -> list[float]:
    """[median seconds to the first answer, median CPU seconds] (for ``bench.ab``)."""
    answer, _, cpu = samples(db_path, repeat)
    return [statistics.median(answer), statistics.median(cpu)]


def run(db_path: Path, repeat: int = 5) -> str:
    answer, whole, cpu = samples(db_path, repeat)
    return (
        f"Cold start to the first /ruling answer ({repeat} new processes, existing database "
        f"with the real pools): median {statistics.median(answer):.2f} s, max {max(answer):.2f} s; "
        f"whole process (to exit) median {statistics.median(whole):.2f} s; CPU time of the "
        f"process up to the answer: median {statistics.median(cpu):.2f} s"
    )
