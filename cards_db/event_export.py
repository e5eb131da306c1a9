"""An event's rulings and judge calls as CSV and JSON, for the organiser's report.

The CSV cells that came from users (names, questions, scenarios, notes) are guarded
against spreadsheet formula injection: a cell starting with ``= + - @`` or a control
character gets a leading apostrophe, which spreadsheets show as text. The JSON keeps
every value as stored.
"""

from __future__ import annotations

import csv
import io
import json
from dataclasses import asdict
from typing import Any

from engine.core.rules import version_text

from .events import Event, JudgeCall
from .ruling_log import LoggedRuling, RulingNote

RULING_COLUMNS = (
    "id",
    "logged_at",
    "source",
    "official",
    "channel_id",
    "player_id",
    "player",
    "game",
    "scenario",
    "cards",
    "rules",
    "rules_documents",
    "outcome",
    "notes",
    "flags",
)
CALL_COLUMNS = (
    "call",
    "table",
    "player_id",
    "player",
    "question",
    "called_at",
    "claimed_at",
    "claimed_by",
    "resolved_at",
    "resolved_by",
    "rulings",
)
_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


def safe_cell(value: Any) -> str:
    s = "" if value is None else str(value)
    return "'" + s if s.startswith(_FORMULA_START) else s


def _note_text(n: RulingNote) -> str:
    return f"{n.created_at} {n.user_name}: {n.text}" if n.text else f"{n.created_at} {n.user_name}"


def ruling_row(r: LoggedRuling, notes: list[RulingNote]) -> dict[str, str]:
    outcome = (r.result.get("outcome") or {}).get("text", "")
    official = r.source == "official" or any(n.kind == "official" for n in notes)
    return {
        "id": r.id,
        "logged_at": r.created_at,
        "source": r.source,
        "official": "yes" if official else "no",
        "channel_id": str(r.channel_id or ""),
        "player_id": str(r.user_id),
        "player": r.user_name,
        "game": r.game,
        "scenario": r.scenario_text,
        "cards": "; ".join(r.cards),
        "rules": "; ".join(r.rules),
        "rules_documents": "; ".join(
            f"{d.get('title')} {version_text(d.get('version'))}" for d in r.documents
        ),
        "outcome": outcome,
        "notes": " | ".join(_note_text(n) for n in notes if n.kind in ("note", "official")),
        "flags": " | ".join(_note_text(n) for n in notes if n.kind == "flag"),
    }


def call_row(c: JudgeCall) -> dict[str, str]:
    return {
        "call": str(c.id),
        "table": c.table_name,
        "player_id": str(c.user_id),
        "player": c.user_name,
        "question": c.question,
        "called_at": c.called_at,
        "claimed_at": c.claimed_at or "",
        "claimed_by": c.claimed_by_name or "",
        "resolved_at": c.resolved_at or "",
        "resolved_by": c.resolved_by_name or "",
        "rulings": "; ".join(c.rulings),
    }


def to_csv(columns: tuple[str, ...], rows: list[dict[str, str]]) -> str:
    out = io.StringIO()
    writer = csv.DictWriter(out, fieldnames=columns, lineterminator="\r\n")
    writer.writeheader()
    for row in rows:
        writer.writerow({k: safe_cell(v) for k, v in row.items()})
    return out.getvalue()


def export_event(
    event: Event,
    rulings: list[tuple[LoggedRuling, list[RulingNote]]],
    calls: list[JudgeCall],
) -> dict[str, str]:
    """File name -> text: ``…-rulings.csv``, ``…-judge-calls.csv`` and ``….json``."""
    stem = f"event-{event.id}"
    rows = [ruling_row(r, notes) for r, notes in rulings]  # parses each stored result once
    data = {
        "event": asdict(event),
        "rulings": [
            {
                **row,
                "cards": r.cards,
                "rules": r.rules,
                "rules_documents": r.documents,
                "notes": [asdict(n) for n in notes if n.kind != "flag"],
                "flags": [asdict(n) for n in notes if n.kind == "flag"],
                "event_id": r.event_id,
            }
            for row, (r, notes) in zip(rows, rulings, strict=True)
        ],
        "judge_calls": [{**asdict(c), "rulings": list(c.rulings), "state": c.state} for c in calls],
    }
    return {
        f"{stem}-rulings.csv": to_csv(RULING_COLUMNS, rows),
        f"{stem}-judge-calls.csv": to_csv(CALL_COLUMNS, [call_row(c) for c in calls]),
        f"{stem}.json": json.dumps(data, ensure_ascii=False, indent=2),
    }
