"""Run every ability of every imported card at its moment, and count what really ran.

For each card the game's ruleset builds the simplest scenario that reaches each
ability's timing (play it, attack with it, defeat it, start the phase ...); the
engine runs it and the trace says what became of the ability:

- ``executed``: at least one effect step of it, and no "not modelled" step;
- ``not_modelled``: its moment came and the trace says "resolve as printed";
- ``absent``: its moment came and the trace does not mention it (a silent drop);
- ``error``: the run raised (a scenario refused, or a crash);
- ``unreached``: the ruleset has no scenario for this timing yet.

``absent`` and ``error`` are bugs: the whole-pool contract test fails on them. The
coverage report (``tcg-judge cards coverage``) is the share of ``executed``.
"""

from __future__ import annotations

import re
import traceback
from collections import Counter
from collections.abc import Iterable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from engine.core.cards import AbilityDefinition, CardDefinition, CardNotFound, normalise_name
from engine.core.errors import ScenarioError
from engine.games import GAMES

EXECUTED = "executed"
NOT_MODELLED = "not_modelled"
ABSENT = "absent"
ERROR = "error"
UNREACHED = "unreached"
STATUSES = (EXECUTED, NOT_MODELLED, ABSENT, ERROR, UNREACHED)


@dataclass(frozen=True)
class AbilityRun:
    """What became of one ability of one card when its moment was reached."""

    game: str
    card: str
    ability: str
    timing: str
    status: str
    detail: str = ""


@dataclass
class PoolReport:
    """Every ability of one game's pool, run."""

    game: str
    runs: list[AbilityRun] = field(default_factory=list)

    @property
    def counts(self) -> Counter[str]:
        return Counter(r.status for r in self.runs)

    @property
    def executed_share(self) -> float:
        return self.counts[EXECUTED] / len(self.runs) if self.runs else 0.0

    def failures(self) -> list[AbilityRun]:
        return [r for r in self.runs if r.status in (ABSENT, ERROR)]

    def lines(self) -> list[str]:
        c = self.counts
        total = len(self.runs)

        def pct(n: int) -> str:
            return f"{n}/{total} ({100 * n / total:.1f}%)" if total else "0/0"

        reached = total - c[UNREACHED]
        return [
            f"{GAMES.get(self.game, self.game)} ({self.game}): {total} abilities run",
            f"  executed: {pct(c[EXECUTED])}",
            f"  not modelled (shown as 'resolve as printed'): {pct(c[NOT_MODELLED])}",
            f"  timing not reached by a scenario yet: {pct(c[UNREACHED])}",
            f"  silently absent: {c[ABSENT]}; errors: {c[ERROR]} (of {reached} reached)",
        ]


class PoolCatalog:
    """Exact full names of one database first, then the database's own resolution.

    The pool run names each card by its exact full name, so a card is never
    mistaken for a namesake; typed names still go through the normal resolver.
    """

    def __init__(self, db: Any) -> None:
        self._db = db
        self._exact: dict[tuple[str, str], int] = {}
        for game, full_name, card_id in db.db.execute("SELECT game, full_name, id FROM cards"):
            self._exact.setdefault((game, normalise_name(full_name)), card_id)
        self._cache: dict[int, CardDefinition] = {}

    def definition(self, card_id: int) -> CardDefinition:
        card = self._cache.get(card_id)
        if card is None:
            card = self._cache[card_id] = self._db.definition(card_id)
        return card

    def get(self, game: str, name: str) -> CardDefinition:
        card_id = self._exact.get((game, normalise_name(name)))
        if card_id is not None:
            return self.definition(card_id)
        res = self._db.resolve_card(name, game)
        if res.card is None:
            raise CardNotFound(game, name, [c.full_name for c in res.candidates])
        return self.definition(res.card.id)

    def cards(self, game: str) -> list[CardDefinition]:
        ids = [
            r[0]
            for r in self._db.db.execute("SELECT id FROM cards WHERE game=? ORDER BY id", (game,))
        ]
        return [self.definition(i) for i in ids]


def classify(result: Any, card: CardDefinition, ability: AbilityDefinition) -> tuple[str, str]:
    """The status of ``ability`` of ``card`` in a finished run's trace."""
    names = {normalise_name(card.name), normalise_name(card.full_name)}
    mine = [
        s
        for s in result.steps
        if s.ability == ability.id and s.card and names & _card_names(s.card)
    ]
    if any(s.kind == "not_modelled" for s in mine):
        labels = {s.card for s in mine}
        reason = next(
            (
                u["reason"]
                for u in result.unmodelled
                if u["ability"] == ability.id and u["card"] in labels
            ),
            "",
        )
        return NOT_MODELLED, reason
    if any(s.kind == "effect" for s in mine):
        return EXECUTED, ""
    if mine:
        # mentioned (it triggered, was declined, or had nothing to act on) but ran no step
        return NOT_MODELLED, "reached, but no effect step ran"
    return ABSENT, "its timing was reached and the trace does not mention it"


_COPY = re.compile(r" #\d+$")
_OWNED = re.compile(r"^\w+'s \w+ \((?P<name>.+)\)$")  # "A's base (Security Complex)"


def _card_names(label: str) -> set[str]:
    """The names a trace label may show a card by: the label without its copy number
    ("Wampa #2" is a copy of Wampa), and the card inside a role it is shown in ("A's base
    (Security Complex)"). Exact: never another card whose name holds it ("Blanka's
    Electric Thunder" is not Blanka)."""
    label = _COPY.sub("", label)
    out = {normalise_name(label)}
    if m := _OWNED.match(label):
        out.add(normalise_name(m["name"]))
    return out


def run_card(ruleset: Any, catalog: PoolCatalog, card: CardDefinition) -> list[AbilityRun]:
    """Each ability of ``card`` run once in the scenario that reaches its moment."""
    from engine.api import run_ruling

    out: list[AbilityRun] = []
    for ability in card.abilities:
        scenario = ruleset.reach_scenario(card, ability)
        if scenario is None:
            out.append(AbilityRun(card.game, card.full_name, ability.id, ability.timing, UNREACHED))
            continue
        try:
            result = run_ruling(scenario, catalog=catalog, max_steps=20_000)
        except ScenarioError as exc:
            out.append(_run(card, ability, ERROR, f"refused: {exc}"))
            continue
        except Exception as exc:  # noqa: BLE001 - every crash is a finding to report
            where = traceback.extract_tb(exc.__traceback__)[-1]
            detail = f"{type(exc).__name__}: {exc} at {Path(where.filename).name}:{where.lineno}"
            out.append(_run(card, ability, ERROR, detail))
            continue
        status, detail = classify(result, card, ability)
        out.append(_run(card, ability, status, detail))
    return out


def _run(card: CardDefinition, ability: AbilityDefinition, status: str, detail: str) -> AbilityRun:
    return AbilityRun(card.game, card.full_name, ability.id, ability.timing, status, detail)


def run_pool(db_path: str | Path, game: str, *, limit: int | None = None) -> PoolReport:
    """Every card of ``game`` in the database at ``db_path`` (a fresh connection)."""
    from cards_db.database import open_database
    from engine.rulesets import get_ruleset

    db = open_database(db_path)
    try:
        catalog = PoolCatalog(db)
        ruleset = get_ruleset(game)
        report = PoolReport(game)
        for card in catalog.cards(game)[:limit]:
            report.runs.extend(run_card(ruleset, catalog, card))
        return report
    finally:
        db.close()


def run_pools(
    db_path: str | Path, games: Iterable[str], *, workers: int = 2, limit: int | None = None
) -> dict[str, PoolReport]:
    """Several games in parallel processes (each game's pool runs on its own)."""
    games = list(games)
    if workers <= 1 or len(games) == 1:
        return {g: run_pool(db_path, g, limit=limit) for g in games}
    with ProcessPoolExecutor(max_workers=workers) as pool:
        futures = {g: pool.submit(run_pool, str(db_path), g, limit=limit) for g in games}
        return {g: f.result() for g, f in futures.items()}
