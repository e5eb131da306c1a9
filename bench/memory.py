"""Where a running bot's memory goes: RSS after each start-up step, and tracemalloc counts
of what the big structures hold (the name index, a reply, a view, a card definition).

RSS is what the goal is about (``VmRSS``: interpreter, C libraries, freed-but-kept
arenas). tracemalloc counts only Python allocations, exactly and by owner; its own
bookkeeping would inflate RSS, so the start-up steps run in a separate process without it.
"""

from __future__ import annotations

import copy
import gc
import json
import random
import statistics
import subprocess
import sys
import time
import tracemalloc
from pathlib import Path

from .common import POOLS, ROOT, tests_on_path

STEPS = r"""
import asyncio, json, sys
sys.path[:0] = [{root!r}, {root!r} + "/tests/bot"]
from pathlib import Path
rows = []
def rss():
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
def step(label):
    rows.append((label, rss()))
step("interpreter")
import discord
step("discord.py (aiohttp, ssl, ...)")
import pydantic, rapidfuzz.process, sqlite_utils, yaml
step("pydantic, rapidfuzz, sqlite-utils, PyYAML")
import importlib
from bot.client import COGS
for cog in COGS:
    importlib.import_module(cog)
step("the bot's modules and cogs (engine core, cards_db)")
from engine.rulesets import RULESETS, get_ruleset
for game in RULESETS:
    get_ruleset(game)
    step(f"ruleset modules: {{game}}")
from engine.core.rules import default_registry
default_registry()
step("rules registry (five games)")
from bot.service import JudgeService
from cards_db import open_database
service = JudgeService(open_database(Path({db!r})))
step("database opened, service")
index = service.db.names
step("name index: cards read")
index._scope(None).typo_targets()
step("name index: all-games tables")
for game in sorted({{e.record.game for e in index._entries}}):
    index._scope(game).typo_targets()
step("name index: each game's tables")
from engine.core.game import freeze_setup
freeze_setup(collect=False)
step("gc.freeze")
from bench.ruling import _Patch, examples
from harness import FakeDiscord, running_bot
from bot.runner import Runner

async def main():
    runner = Runner(lambda: JudgeService(open_database(Path({db!r}))), workers=2)
    patch = _Patch()
    async with running_bot(FakeDiscord(), runner, patch) as h:
        h.bot.limiter = None
        step("bot logged in, 3 worker services warmed")
        for rounds, label in ((1, "each example once (card definitions cached)"),
                              (20, "each example 20 times more (views live 15 min)")):
            for _ in range(rounds):
                for name, game, text in examples():
                    await h.dispatch(h.command_payload("ruling", {{"scenario": text, "game": game}}))
                    h.fake.requests.clear()
                    h.fake.messages.clear()
            step(label)
    runner.close()
asyncio.run(main())
print(json.dumps(rows))
"""


def start_up_steps(db_path: Path) -> list[tuple[str, float]]:
    code = STEPS.format(root=str(ROOT), db=str(db_path))
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return [tuple(r) for r in json.loads(out.stdout.strip().splitlines()[-1])]


def _traced() -> int:
    """Python memory in use now, garbage collected; what exists is frozen, so the next
    collection (of what the step being measured made) is short."""
    gc.collect()
    gc.freeze()
    return tracemalloc.get_traced_memory()[0]


def name_index_parts(db_path: Path) -> list[tuple[str, float]]:
    """tracemalloc MB of each part of the name index, built in this process."""
    from cards_db import open_database

    db = open_database(db_path)
    tracemalloc.start()
    base = _traced()
    index = db.names
    parts = [("cards read (records, keys, the which-games table)", _traced() - base)]
    before = _traced()
    again = copy.deepcopy(index._games)  # the table once more (its strings shared): its size
    parts.append(("  of which the which-games table", _traced() - before))
    del again
    for game in (None, *POOLS):
        before = _traced()
        scope = index._scope(game)
        mid = _traced()
        scope.typo_targets()
        after = _traced()
        label = "all games" if game is None else game
        parts.append((f"{label}: lookup tables", mid - before))
        parts.append((f"{label}: typo tables", after - mid))
    parts.append(("whole index", _traced() - base))
    tracemalloc.stop()
    gc.unfreeze()
    db.close()
    return [(label, size / 1e6) for label, size in parts]


def reply_sizes(db_path: Path) -> tuple[float, float, float]:
    """tracemalloc KB a ruling's reply holds (pages, result) per example: median, max,
    and the median of its pages alone."""
    from bench.ruling import examples
    from bot.service import JudgeService, RulingRequest
    from cards_db import open_database

    service = JudgeService(open_database(db_path))
    whole, pages = [], []
    tracemalloc.start()
    for _name, game, text in examples():
        service.ruling(RulingRequest(game, text))  # cards cached first
        before = _traced()
        reply = service.ruling(RulingRequest(game, text))
        with_reply = _traced()
        reply.result = None
        reply.alternatives = []
        only_pages = _traced()
        del reply
        whole.append((with_reply - before) / 1e3)
        pages.append((only_pages - _traced()) / 1e3)
    tracemalloc.stop()
    gc.unfreeze()
    return statistics.median(whole), max(whole), statistics.median(pages)


def view_cost(db_path: Path, rounds: int = 3) -> tuple[float, int]:
    """tracemalloc KB that stay per ruling answered through the bot once the store of recent
    replies is full (what each of a quarter-hour's views costs), and the store's size."""
    import asyncio

    tests_on_path()
    from harness import FakeDiscord, running_bot

    from bench.ruling import _Patch, examples
    from bot.runner import Runner
    from bot.service import JudgeService
    from cards_db import open_database

    async def main() -> tuple[float, int]:
        runner = Runner(lambda: JudgeService(open_database(db_path)), workers=2)
        patch = _Patch()
        picks = examples()

        async def answer(count: int) -> None:
            for i in range(count):
                _name, game, text = picks[i % len(picks)]
                await h.dispatch(h.command_payload("ruling", {"scenario": text, "game": game}))
                h.fake.requests.clear()
                h.fake.messages.clear()

        tracemalloc.start()  # before the store fills: the replies it drops are counted out
        async with running_bot(FakeDiscord(), runner, patch) as h:
            h.bot.limiter = None
            await answer(runner.replies.size + len(picks))  # store full, every card cached
            before = _traced()
            count = rounds * len(picks)
            await answer(count)
            per_view = (_traced() - before) / count / 1e3
        tracemalloc.stop()
        gc.unfreeze()
        runner.close()
        return per_view, runner.replies.size

    return asyncio.run(main())


def definition_size(db_path: Path, per_game: int = 150) -> float:
    """tracemalloc KB of one cached card definition (median over random real cards)."""
    from cards_db import open_database

    db = open_database(db_path)
    rng = random.Random(7)
    sizes = []
    tracemalloc.start()
    for game in POOLS:
        ids = [r[0] for r in db.db.execute("SELECT id FROM cards WHERE game = ?", (game,))]
        for card_id in rng.sample(ids, min(per_game, len(ids))):
            before = tracemalloc.get_traced_memory()[0]
            definition = db.definition(card_id)  # no cycles: what is left is the definition
            sizes.append((tracemalloc.get_traced_memory()[0] - before) / 1e3)
            del definition
    tracemalloc.stop()
    db.close()
    return statistics.median(sizes)


def sqlite_cache(db_path: Path) -> tuple[int, float]:
    """A connection's page-cache bound (KiB) and the RSS one adds when it reads every card
    and ability (the most a worker's connection can hold), in a new process: in this one,
    memory freed by the measurements before would be reused and hide the growth."""
    code = (
        f"import json, sys; sys.path.insert(0, {str(ROOT)!r})\n"
        "from pathlib import Path\n"
        "from bench.memory import _sqlite_cache_here\n"
        f"print(json.dumps(_sqlite_cache_here(Path({str(db_path)!r}))))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    bound, grown = json.loads(out.stdout.strip().splitlines()[-1])
    return bound, grown


def _sqlite_cache_here(db_path: Path) -> tuple[int, float]:
    from bench.ruling import rss_mb
    from cards_db import open_database

    db = open_database(db_path)
    bound = -int(db.db.execute("PRAGMA cache_size").fetchone()[0])
    before = rss_mb()
    for table in ("cards", "abilities"):
        for _row in db.db.execute(f"SELECT * FROM {table}"):  # noqa: S608 - fixed names
            pass
    grown = rss_mb() - before
    db.close()
    return bound, grown


def full_collection_ms(db_path: Path) -> tuple[float, float]:
    """A full collection's pause after start-up, without and with ``gc.freeze``."""
    from bot.service import JudgeService
    from cards_db import open_database
    from engine.core.rules import default_registry
    from engine.rulesets import RULESETS, get_ruleset

    for game in RULESETS:
        get_ruleset(game)
    default_registry()
    service = JudgeService(open_database(db_path))
    service.db.names.warm()
    gc.collect()
    times = []
    for frozen in (False, True):
        if frozen:
            gc.freeze()
        samples = []
        for _ in range(5):
            t = time.perf_counter()
            gc.collect()
            samples.append((time.perf_counter() - t) * 1000)
        times.append(statistics.median(samples))
    gc.unfreeze()
    return times[0], times[1]


def run(db_path: Path) -> str:
    steps = start_up_steps(db_path)
    out = [
        "RSS after each step of a bot's life (one new process, no tracemalloc):\n",
        "| step | RSS MB | + MB |\n| --- | ---: | ---: |",
    ]
    prev = steps[0][1]
    for label, mb in steps:
        out.append(f"| {label} | {mb:.1f} | {mb - prev:+.1f} |")
        prev = mb
    out.append("\nName index, tracemalloc MB by part (this process):\n")
    out.append("| part | MB |\n| --- | ---: |")
    out += [f"| {label} | {mb:.2f} |" for label, mb in name_index_parts(db_path)]
    med, worst, pages = reply_sizes(db_path)
    per_view, store = view_cost(db_path)
    definition = definition_size(db_path)
    from cards_db.catalog import CACHE_SIZE

    bound, grown = sqlite_cache(db_path)
    plain, frozen = full_collection_ms(db_path)
    out.append(
        f"\nA ruling's reply (tracemalloc, the examples): median {med:.1f} KB, max {worst:.1f} KB, "
        f"of which pages median {pages:.1f} KB. Kept per ruling answered through the bot once "
        f"the store of {store} recent replies is full: {per_view:.1f} KB (the view, its "
        f"buttons, discord.py's bookkeeping). A cached card definition: median "
        f"{definition:.1f} KB; the cache holds at most {CACHE_SIZE} "
        f"(≈ {CACHE_SIZE * definition / 1e3:.1f} MB). A full collection after start-up: "
        f"{plain:.1f} ms, {frozen:.1f} ms after gc.freeze. SQLite's page cache: at most "
        f"{bound} KiB per connection (a bot has one per worker thread); reading every card "
        f"and ability through one adds {grown:.1f} MB of RSS."
    )
    return "\n".join(out)
