"""Bad and hostile input through the service: every case a clear answer, within bounds."""

from __future__ import annotations

import sqlite3
import time
from pathlib import Path
from typing import Any

import pytest

from bot import limits
from bot.service import JudgeService, RulingRequest
from engine.api import run_ruling
from engine.scenario import MAX_COPIES, MAX_OBJECTS
from engine.synthetic import chain_catalog, chain_scenario

REPO = Path(__file__).resolve().parents[2]


def ask(service: JudgeService, text: str, game: str | None = "swu"):  # noqa: ANN201
    reply = service.ruling(RulingRequest(game, text))
    for page in reply.pages:
        assert limits.violations(page) == []
    return reply


def said(reply) -> str:  # noqa: ANN001
    return "\n".join(
        (e.get("title") or "") + "\n" + (e.get("description") or "") for e in reply.pages[0]
    )


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "A: 1000000000x Battlefield Marine in ground arena; B plays Vanquish on Battlefield Marine",
            f"at most {MAX_COPIES} copies of a card in one placement",
        ),
        (
            "; ".join(["A: 50x Battlefield Marine in ground arena"] * 6)
            + "; B plays Vanquish on Battlefield Marine",
            f"at most {MAX_OBJECTS} cards in one scenario",
        ),
        (
            "A: " + "9" * 1900 + "x Krayt Dragon in ground arena; B plays Vanquish on Krayt Dragon",
            "copies of 'Krayt Dragon': at most",
        ),
        (
            "A: Krayt Dragon (" + "9" * 1900 + " damage) in ground arena; B plays Vanquish",
            "damage on 'Krayt Dragon': at most 999",
        ),
        ("A: " + " " * 3900 + "x in ground arena", "the scenario has no action"),
        ("A: " + "in " * 1300, "characters; at most 2,000"),
        ("A: " + "9" * 4300 + "x Krayt Dragon in ground arena", "characters; at most 2,000"),
        ("game: swu\nplayers: [A, A]\nactions: ['A plays Vanquish']", "players must be different"),
        ("game: swu\nactions: [{player: B, play: 5}]", "'play' must be a card name (text), not 5"),
        (
            "game: swu\nactions: ['B plays Vanquish']\nanswers: [{order: 5}]",
            "'order' must be a list of card names",
        ),
        ("game: swu\nactions: " + "[" * 5000, "nests [ and { more than 20 deep"),
        ("game: swu\nactions: [" + "9" * 4400 + "]", "has a value that cannot be read"),
        ("game: swu\nactions: !!python/object/apply:os.system ['true']", "not valid YAML"),
        (
            "game: swu\nstate: {l0: &l0 [a, a, a, a, a, a, a, a, a], "
            + ", ".join(f"l{i}: &l{i} [" + ", ".join([f"*l{i - 1}"] * 9) + "]" for i in range(1, 9))
            + "}\nactions: ['B plays Vanquish']\nanswers: *l8",
            "anchors and aliases (& and *) are not allowed",
        ),
    ],
)
def test_hostile_scenarios_get_a_clear_message(service, text, expected) -> None:
    started = time.monotonic()
    reply = ask(service, text)
    assert reply.kind == "error", said(reply)
    assert expected in said(reply).replace("\\", "")
    assert time.monotonic() - started < 2  # a safety net, not the measurement (see bench/)


@pytest.mark.parametrize(
    "text", ["deploy/compose.yaml", "pyproject.toml.yaml", "/etc/hostname.yml"]
)
def test_scenario_text_is_never_opened_as_a_file(service, text) -> None:
    assert (REPO / "deploy" / "compose.yaml").is_file()
    reply = ask(service, text)
    assert reply.kind == "error"
    message = said(reply)
    assert "services" not in message and "does not exist" not in message
    assert "a statement starts with a player" in message


def test_engine_time_budget_stops_a_long_run_with_a_cited_outcome() -> None:
    catalog = chain_catalog(200)
    whole = run_ruling(chain_scenario(200), catalog=catalog)
    assert whole.outcome.status == "complete"
    cut = run_ruling(chain_scenario(200), catalog=catalog, time_budget=0)
    assert cut.outcome.status == "step_limit" and cut.outcome.rules == ["TJ-1"]
    assert cut.outcome.text.startswith("This scenario is too large to rule on in time")
    assert len(cut.steps) < len(whole.steps)


def test_long_traces_are_cut_to_the_shown_bound(service, monkeypatch) -> None:
    import bot.service as svc

    monkeypatch.setattr(svc, "MAX_SHOWN_STEPS", 3)
    reply = ask(service, "A: Krayt Dragon in ground arena; B plays Vanquish on Krayt Dragon")
    text = "\n".join(str(e) for page in reply.pages for e in page)
    assert "Only the first 3 of" in text


def test_cards_imported_or_deleted_by_another_process_are_seen(tmp_path) -> None:
    from cards_db import open_database

    path = tmp_path / "db.sqlite3"
    service = JudgeService(open_database(path))
    assert ask(
        service, "A: Krayt Dragon in ground arena; B plays Vanquish on Krayt Dragon"
    ).kind == ("ruling")
    other = sqlite3.connect(path)
    other.execute("PRAGMA foreign_keys = ON")
    other.execute("DELETE FROM cards WHERE game = 'swu' AND name = 'Krayt Dragon'")
    other.commit()
    reply = ask(service, "A: Krayt Dragon in ground arena; B plays Vanquish on Krayt Dragon")
    assert reply.kind == "candidates", said(reply)
    assert "Krayt Dragon" in said(reply)
    card = service.card("swu|Krayt Dragon", None)
    assert card.kind in ("candidates", "error")
    other.execute(
        "INSERT INTO cards (game, name, full_name, norm_name, norm_full, type)"
        " VALUES ('swu', 'Qxv Newcomer', 'Qxv Newcomer', 'qxv newcomer', 'qxv newcomer', 'unit')"
    )
    other.commit()
    assert service.db.resolve_card("Qxv Newcomer", "swu").status == "exact", "seen at once"
    other.close()
    service.db.close()


def test_a_failing_branch_is_a_clear_answer_on_click(service, monkeypatch, caplog) -> None:
    """Answer first: the reply runs the engine once and offers the other choices without
    running them; a choice whose run fails answers clearly when clicked."""
    from test_bot_commands import VADER

    import bot.service as svc

    real = svc.JudgeService._run
    runs: list[Any] = []

    def flaky(self, req, *, time_budget, forced=None):  # noqa: ANN001, ANN202
        runs.append(req.forced)
        if req.forced:
            raise RuntimeError("branch exploded")
        return real(self, req, time_budget=time_budget, forced=forced)

    monkeypatch.setattr(svc.JudgeService, "_run", flaky)
    reply = ask(service, VADER)
    assert reply.kind == "ruling" and len(reply.alternatives) == 4
    assert runs == [()], "the first reply runs the engine once"
    clicked = service.branch(reply.request, reply.alternatives[0])
    assert clicked.kind == "error"
    assert "The engine failed on this scenario; it has been logged" in said(clicked)
    assert [r.getMessage() for r in caplog.records if "ruling failed" in r.getMessage()]


@pytest.mark.parametrize(
    ("text", "card", "damage"),
    [
        ("A: Aaron's Rod (G) in territory; B plays Abner", "Aaron's Rod (G)", 0),
        ("A: Lost Soul (Ancient) (2 damage) in territory; B plays Abner", "Lost Soul (Ancient)", 2),
        ("A: Brin, Hedge Mage in field; A activates Brin, Hedge Mage", "Brin, Hedge Mage", 0),
    ],
)
def test_names_with_parentheses_and_commas_are_card_names(text, card, damage) -> None:
    from engine.scenario import parse_text

    scenario = parse_text(text, "redemption")
    placed = next(iter(next(iter(scenario.zones.values())).values()))[0]
    assert (placed.card, placed.damage) == (card, damage)


async def test_runner_warm_up_builds_every_workers_name_index(db_path) -> None:
    import threading

    from bot.runner import Runner
    from cards_db import open_database

    services: list[JudgeService] = []
    lock = threading.Lock()

    def factory() -> JudgeService:
        svc = JudgeService(open_database(db_path))
        with lock:
            services.append(svc)
        return svc

    runner = Runner(factory, workers=2)
    try:
        await runner.warm()
        assert len(services) == 3  # two workers and the autocomplete thread
        from cards_db.names import _shared

        indexes = {id(s.db.names) for s in services}
        assert len(indexes) == 1, "one name index per file, shared by the workers"
        assert services[0].db._index_key() in _shared, "built before any request"
    finally:
        runner.close()


def test_the_game_is_asked_only_when_the_names_do_not_decide_it(tmp_path) -> None:
    from cards_db import open_database

    path = tmp_path / "db.sqlite3"
    db = open_database(path)
    other = sqlite3.connect(path)  # the same name in a second game
    other.execute(
        "INSERT INTO cards (game, name, full_name, norm_name, norm_full, type)"
        " SELECT 'altered', name, full_name, norm_name, norm_full, type FROM cards"
        " WHERE game = 'swu' AND name = 'Krayt Dragon'"
    )
    other.commit()
    other.close()
    service = JudgeService(db, default_game="redemption")
    both = "A: Krayt Dragon in ground arena; A attacks with Krayt Dragon"
    reply = ask(service, both, game=None)
    assert reply.kind == "error" and reply.pages[0][0]["title"] == "Which game?"
    assert "`altered`, `swu`" in said(reply)
    decided = ask(
        service, "A: Krayt Dragon in ground arena; B plays Vanquish on Krayt Dragon", game=None
    )
    assert decided.kind == "ruling" and decided.game == "swu"
    assert "inferred because the cards named exist only in that game" in str(decided.pages)
    db.close()
