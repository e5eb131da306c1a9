"""The official Altered rulings of the real export, run as scenario tests.

``altered_rulings.yaml`` restates each expressed ruling in the project's own words with a
scenario and its expected outcome; this module runs it for every card that carries the
ruling in the imported export, and reports how many of the export's rulings run and
which are not expressed yet (with the reason).
"""

from __future__ import annotations

import hashlib
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
import yaml
from altered_export import import_export

from cards_db.pool import PoolCatalog
from engine.api import run_ruling

HERE = Path(__file__).resolve().parent
CORPUS = yaml.safe_load((HERE / "altered_rulings.yaml").read_text(encoding="utf-8"))
ENTRIES = CORPUS["rulings"]
CASES = [(e, card) for e in ENTRIES for card in e["cards"]]


def ruling_id(question: str) -> str:
    return hashlib.sha1(question.strip().encode()).hexdigest()[:10]


@pytest.fixture(scope="module")
def pool(tmp_path_factory: pytest.TempPathFactory) -> Any:
    db = import_export(tmp_path_factory, "rulings")
    rows = db.db.execute(
        "SELECT c.full_name, r.question FROM rulings r JOIN cards c ON r.card_id = c.id "
        "WHERE c.game = 'altered'"
    ).fetchall()
    yield PoolCatalog(db), [(full, ruling_id(q)) for full, q in rows]
    db.close()


def fill(value: Any, card: str) -> Any:
    if isinstance(value, str):
        return value.replace("{card}", card)
    if isinstance(value, list):
        return [fill(v, card) for v in value]
    if isinstance(value, dict):
        return {k: fill(v, card) for k, v in value.items()}
    return value


def labels(state: dict[str, Any], player: str, zone: str) -> list[str]:
    return [o["card"] for o in state["zones"].get(player, {}).get(zone, [])]


def check(result: Any, expect: dict[str, Any], card: str) -> None:
    texts = [s.text for s in result.steps]
    for want in expect.get("steps", []):
        assert any(want in t for t in texts), f"missing step: {want}"
    for bad in expect.get("absent", []):
        assert not [t for t in texts if bad in t], f"unexpected step containing {bad!r}"
    at = -1
    for want in expect.get("order", []):
        later = [i for i, t in enumerate(texts) if want in t and i > at]
        assert later, f"{want!r} does not come after the previous expected step"
        at = later[0]
    state = result.final_state
    for player, zones in expect.get("zones", {}).items():
        for zone, cards in zones.items():
            assert labels(state, player, zone) == cards, (player, zone)
    for player, zone in expect.get("no_counters", {}).items():
        objs = state["zones"].get(player, {}).get(zone, [])
        assert objs and not [o for o in objs if o.get("counters")], (player, zone)
    if "played_to" in expect:
        assert any(card in labels(state, "A", z) for z in expect["played_to"])
    for player, zones in expect.get("tokens_in", {}).items():
        for zone in zones:
            assert labels(state, player, zone), f"no token was created in {player}'s {zone}"
    if "decision" in expect:
        want = expect["decision"]
        asked = [
            d.decision
            for d in result.decisions
            if d.decision.player == want["player"] and d.decision.rule == want["rule"]
        ]
        assert asked, f"no decision for {want['player']} under {want['rule']}"
        for option in want.get("options", []):
            assert any(option in d.options for d in asked), option


@pytest.mark.parametrize(("entry", "card"), CASES, ids=[f"{e['id']}:{c}" for e, c in CASES])
def test_ruling(pool: Any, entry: dict[str, Any], card: str) -> None:
    catalog, rows = pool
    assert (card, entry["id"]) in rows, f"{card} carries no ruling {entry['id']} in the export"
    scenario = {"game": "altered", **fill(entry["scenario"], card)}
    result = run_ruling(scenario, catalog=catalog)
    check(result, fill(entry["expect"], card), card)


def test_corpus_report(pool: Any) -> None:
    """How many of the export's rulings run as tests; the rest are listed with a reason."""
    _, rows = pool
    expressed = {(card, e["id"]) for e, card in CASES}
    reasons = {i: g["reason"] for g in CORPUS["not_expressed"] for i in g["ids"]}
    rest = Counter(
        reasons.get(rid, "not written as a scenario yet")
        for row in rows
        if row not in expressed
        for rid in [row[1]]
    )
    run = sum(1 for row in rows if row in expressed)
    print(f"\nAltered rulings: {len(rows)} in the export, {run} run as tests")
    for reason, n in rest.most_common():
        print(f"  {n}: {reason}")
    assert run == len(CASES)  # every case is a real ruling of the export
    assert run + sum(rest.values()) == len(rows)
