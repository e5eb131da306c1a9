"""Reading and compiling card exports, apart from writing them.

Reading an export and compiling its printed text is most of an import's time and needs no
database, so the exports of several games are prepared in parallel processes (one per CPU)
while the database is written by the one process that owns it, one transaction per game.

One export's preparation can be longer than all the others together (Redemption's: its
compiler, then a search of the whole export for an example of every description its texts
use). Such a game is spread over the processes by design, whatever its grammar grows into:
the whole-export steps once, then the compiling in parts, then the searches in parts, each
part a task the free processes take as they come (:data:`SPREAD`). What is written is
exactly what the same export prepared in one process gives.
"""

from __future__ import annotations

import heapq
import itertools
import json
import os
import queue
import threading
from collections.abc import Callable, Iterator
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from engine.core.cards import AbilityDefinition

from .importers import ImportFailure, read_export
from .parsers import parse_card
from .records import ImportedCard
from .store import EncodedCard, encode_card, encode_json

Wanted = list[list[tuple[str, dict[str, Any]]]]  # per card, the descriptions it needs


@dataclass
class PreparedExport:
    """An export read, validated and compiled: what an import writes in one transaction.

    A process that prepares an export for another encodes its rows (JSON and all) and
    sends those instead of the abilities: the writing process then only writes."""

    game: str
    cards: list[ImportedCard]
    abilities: list[list[AbilityDefinition]] | None  # each card's, in the order of ``cards``
    encoded: list[EncodedCard] | None = None  # each card's rows, in the order of ``cards``

    def encode(self) -> list[EncodedCard]:
        if self.encoded is None:
            assert self.abilities is not None
            self.encoded = [
                encode_card(c, a) for c, a in zip(self.cards, self.abilities, strict=True)
            ]
        return self.encoded

    def for_writer(self) -> PreparedExport:
        """This export as sent to the writing process: rows encoded, abilities left here."""
        return PreparedExport(self.game, self.cards, None, self.encode())


def prepare_export(game: str, path: Path | str) -> PreparedExport:
    """Read and compile one export; raises :class:`ImportFailure` for a bad file."""
    cards = read_export(game, path)
    return PreparedExport(game, cards, [parse_card(c) for c in cards])


def _prepare_for_writer(game: str, path: Path | str) -> PreparedExport:
    return prepare_export(game, path).for_writer()


@dataclass(frozen=True)
class Spread:
    """How one game's preparation is split: ``read`` does every whole-export step but the
    compiling, ``compile`` compiles some cards (kept on them, the cards otherwise left as
    they are: a process compiles a copy) and returns the descriptions each needs an example
    of, ``finder`` searches the export for one."""

    read: Callable[[Path], list[ImportedCard]]
    compile: Callable[[list[ImportedCard]], Wanted]
    finder: Callable[[list[ImportedCard]], Any]  # an object with find(description)
    distinct: Callable[[Wanted], dict[str, dict[str, Any]]]  # each description once, by key
    apply: Callable[[list[ImportedCard], Wanted, dict[str, str | None]], None]  # write found


def _redemption() -> Spread:
    from .importers import redemption
    from .importers import redemption_examples as examples

    return Spread(
        redemption.read_uncompiled,
        redemption.compile_cards,
        examples.ExampleFinder,
        examples.distinct,
        examples.apply_examples,
    )


SPREAD: dict[str, Callable[[], Spread]] = {"redemption": _redemption}
# Compile parts of a spread game per process. The parts are balanced by the length of their
# texts and cards of one text go to one part (the compiler remembers sentences per process,
# so a text is compiled once); more parts than processes even out the last ones, and the
# other games' exports fill the gaps.
PARTS_PER_PROCESS = 2
MIN_PARTS = 2


def prepare_exports(
    sources: list[tuple[str, Path | str]], processes: int | None = None
) -> Iterator[tuple[str, PreparedExport | ImportFailure]]:
    """Each export prepared in parallel processes, yielded as each is ready (in the order
    given when there is one process); a bad file is yielded as its failure so the other
    games still import."""
    spread = any(game in SPREAD for game, _ in sources)
    cpus = processes or os.cpu_count() or 1
    workers = min(cpus, max(len(sources), MIN_PARTS if spread else 1))
    if workers <= 1 or not sources:
        for game, path in sources:
            try:
                yield game, prepare_export(game, path)
            except ImportFailure as exc:
                yield game, exc
        return
    ready: queue.Queue[tuple[str, Any]] = queue.Queue()
    with ProcessPoolExecutor(max_workers=workers) as pool:
        plan = _Plan(pool, ready, workers)
        # A spread game's steps come first whenever a process is free (its chain of steps is
        # the longest, and its rows are written while the others are prepared); the other
        # exports fill the gaps, the largest first.
        for game, path in sources:
            plan.start(game, path)
        plan.feed()
        runner = threading.Thread(target=plan.run, name="prepare-exports", daemon=True)
        runner.start()
        try:
            for _ in range(len(sources)):
                game, result = ready.get()
                if isinstance(result, BaseException) and not isinstance(result, ImportFailure):
                    raise result
                yield game, result
        finally:
            plan.stop()
            runner.join()


class _Plan:
    """The tasks of every export, and what each finished one leads to. Tasks wait in this
    process, most urgent first, and go to the pool only as a process is free for them, so
    a spread game's next step never queues behind another game's export."""

    def __init__(self, pool: ProcessPoolExecutor, ready: queue.Queue, workers: int) -> None:
        self.pool = pool
        self.workers = workers
        self.parts_per_step = max(workers * PARTS_PER_PROCESS, MIN_PARTS)
        self.ready = ready
        self.pending: dict[Future, tuple[str, str, int]] = {}  # future -> game, step, part
        self.waiting: list[tuple[tuple, int, str, str, int, Callable, tuple]] = []  # a heap
        self.count = itertools.count()
        self.lock = threading.Lock()
        self.stopped = False
        self.parts: dict[str, dict[str, Any]] = {}  # a spread game's parts as they come
        self.failed: set[str] = set()  # a game is answered once: its first failure

    def submit(
        self, rank: tuple, game: str, step: str, part: int, fn: Callable, *args: Any
    ) -> None:
        with self.lock:
            heapq.heappush(self.waiting, (rank, next(self.count), game, step, part, fn, args))

    def feed(self) -> None:
        with self.lock:
            self._feed()

    def _feed(self) -> None:
        """Hand the most urgent waiting tasks to the free processes (the lock held)."""
        while not self.stopped and self.waiting and len(self.pending) < self.workers:
            _, _, game, step, part, fn, args = heapq.heappop(self.waiting)
            if game not in self.failed:
                self.pending[self.pool.submit(fn, *args)] = (game, step, part)

    def start(self, game: str, path: Path | str) -> None:
        if game in SPREAD:
            self.submit((0,), game, "read", 0, _read_spread, game, path)
        else:
            rank = (1, -_size(Path(path)))
            self.submit(rank, game, "whole", 0, _prepare_for_writer, game, path)

    def stop(self) -> None:
        with self.lock:
            self.stopped = True
            self.waiting.clear()
            for future in self.pending:
                future.cancel()

    def run(self) -> None:
        while True:
            with self.lock:
                if self.stopped or not self.pending:
                    return
                futures = list(self.pending)
            done, _ = wait(futures, timeout=0.5, return_when=FIRST_COMPLETED)
            for future in done:
                with self.lock:
                    game, step, part = self.pending.pop(future)
                if not future.cancelled() and game not in self.failed:
                    try:
                        self.finished(game, step, part, future.result())
                    except BaseException as exc:  # handed to the caller: ImportFailure or a bug
                        self.failed.add(game)
                        self.parts.pop(game, None)
                        self.ready.put((game, exc))
                self.feed()  # after what the finished task led to was added

    def finished(self, game: str, step: str, part: int, result: Any) -> None:
        if step == "whole":
            self.ready.put((game, result))
            return
        got = self.parts.setdefault(game, {})
        if step == "read":
            cards, finder = result
            parts = balanced_parts(cards, self.parts_per_step)
            got.update(
                cards=cards,
                finder=finder,
                parts=parts,
                encoded=[None] * len(cards),
                wanted=[None] * len(cards),
                asked={},  # a description's JSON -> the description, sent to be searched
                found={},
                left=len(parts),
            )
            for i, indices in enumerate(parts):
                self.submit(
                    (0, 1), game, "compile", i, _compile_part, game, [cards[j] for j in indices]
                )
            if not parts:
                self.ready.put((game, PreparedExport(game, [], [])))
        elif step == "compile":
            encoded, wanted = result
            for j, enc, needs in zip(got["parts"][part], encoded, wanted, strict=True):
                got["encoded"][j], got["wanted"][j] = enc, needs
            # Its descriptions not asked for yet are searched now, while others compile.
            new = {}
            for needs in wanted:
                for _, spec in needs:
                    new.setdefault(_spec_key(spec), spec)
            new = {k: s for k, s in new.items() if k not in got["asked"]}
            got["asked"].update(new)
            got["left"] -= 1
            if new:
                got["left"] += 1
                self.submit(
                    (0, 0), game, "find", part, _find_part, got["finder"], list(new.items())
                )
        elif step == "find":
            got["found"].update(result)
            got["left"] -= 1
        if step != "read" and got["left"] == 0:
            self.ready.put((game, self.assemble(game)))

    def assemble(self, game: str) -> PreparedExport:
        got = self.parts.pop(game)
        cards = got["cards"]
        spread = SPREAD[game]()
        # Each key searched with the first description that had it, as in one process.
        found = {k: got["found"][_spec_key(s)] for k, s in spread.distinct(got["wanted"]).items()}
        spread.apply(cards, got["wanted"], found)
        for card, enc in zip(cards, got["encoded"], strict=True):
            if "examples" in card.fields:  # the one column the examples change
                enc.values["fields"] = encode_json(card.fields)
        return PreparedExport(game, cards, None, got["encoded"])


def _read_spread(game: str, path: Path | str) -> tuple[list[ImportedCard], Any]:
    """A spread game's whole-export steps, and its example finder (built before compiling,
    as the one-process import builds it)."""
    spread = SPREAD[game]()
    cards = spread.read(Path(path))
    return cards, spread.finder(cards)


def _compile_part(game: str, cards: list[ImportedCard]) -> tuple[list[EncodedCard], Wanted]:
    """Some cards compiled (the descriptions each needs an example of found) and settled,
    their rows encoded; their examples, found later, are the one thing still to write."""
    wanted = SPREAD[game]().compile(cards)
    abilities = [parse_card(c) for c in cards]
    return [encode_card(c, a) for c, a in zip(cards, abilities, strict=True)], wanted


def _find_part(finder: Any, keys: list[tuple[str, dict[str, Any]]]) -> dict[str, str | None]:
    return {key: finder.find(spec) for key, spec in keys}


def _spec_key(spec: dict[str, Any]) -> str:
    return json.dumps(spec, sort_keys=True)


def balanced_parts(cards: list[ImportedCard], parts: int) -> list[list[int]]:
    """The cards' indices in up to ``parts`` parts of about equal work (the length of their
    printed text), the cards of one text in one part; the largest texts placed first, each
    in the lightest part so far. Each part keeps the export's order."""
    groups: dict[str, list[int]] = {}
    for i, card in enumerate(cards):
        groups.setdefault(card.printed_text or "", []).append(i)
    load = [(0, n) for n in range(min(parts, len(groups)))]
    out: list[list[int]] = [[] for _ in load]
    for weight, indices in sorted(
        ((len(text) + COST_PER_CARD * len(ix), ix) for text, ix in groups.items()),
        key=lambda g: -g[0],
    ):
        total, n = heapq.heappop(load)
        out[n].extend(indices)
        heapq.heappush(load, (total + weight, n))
    return [sorted(p) for p in out if p]


COST_PER_CARD = 40  # characters' worth: each card is read, settled and encoded, text or not


def _size(path: Path) -> int:
    """Bytes of an export (a file, or every file of a folder); 0 when it cannot be read."""
    try:
        if path.is_file():
            return path.stat().st_size
        return sum(f.stat().st_size for f in path.rglob("*") if f.is_file())
    except OSError:
        return 0
