"""The ``tcg-judge`` command line: rulings, the local console, the card and rules database."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from engine.api import branches, run_ruling
from engine.core.cards import CardNotFound
from engine.core.errors import ScenarioError
from engine.text import format_ruling


def _catalog(args: argparse.Namespace) -> Any:
    """The database's catalog when it can be opened; the shipped YAML catalog otherwise."""
    if getattr(args, "no_db", False):
        return None
    try:
        from cards_db import open_database
    except ImportError:
        return None
    return open_database(getattr(args, "db", None)).catalog()


def cmd_ruling(args: argparse.Namespace) -> int:
    source: str | Path = args.scenario
    if args.scenario.endswith((".yaml", ".yml")):
        source = Path(args.scenario)
    from cards_db import DatabaseBusy, DatabaseOpenError, SchemaError

    try:
        catalog = _catalog(args)
    except (DatabaseOpenError, DatabaseBusy, SchemaError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    answers = list(args.answer or [])
    try:
        if args.branches:
            results = branches(
                source, game=args.game, catalog=catalog, answers=answers, limit=args.limit
            )
        else:
            results = [run_ruling(source, game=args.game, catalog=catalog, answers=answers)]
    except (ScenarioError, CardNotFound) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    if args.json:
        payload: Any = [r.to_json() for r in results] if args.branches else results[0].to_json()
        print(json.dumps(payload, indent=2, ensure_ascii=False))
        return 0
    for i, r in enumerate(results):
        title = None
        if args.branches:
            changed = [d for d in r.decisions if d.source == "branch"]
            title = f"=== Branch {i + 1}" + (
                ": " + "; ".join(f"{d.decision.player} -> {d.answer}" for d in changed)
                if changed
                else " (defaults)"
            )
        print(format_ruling(r, title=title))
        if i < len(results) - 1:
            print()
    return 0


def cmd_console(args: argparse.Namespace) -> int:
    import os

    from bot.__main__ import main as bot_main

    if getattr(args, "db", None):
        os.environ["TCG_JUDGE_DB"] = args.db
    return bot_main(["console"])


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="tcg-judge", description="Judge rulings for trading card games."
    )
    parser.add_argument(
        "--db",
        help="path of the SQLite database (default: $TCG_JUDGE_DB or data/tcg-judge.sqlite3)",
    )
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("ruling", help="print the ordered resolution of a scenario")
    p.add_argument("scenario", help="a scenario YAML file, or the compact one-line text form")
    p.add_argument(
        "--game",
        help="game id when the text does not say (swu, altered, grand_archive, redemption, epic_battles)",
    )
    p.add_argument("--json", action="store_true", help="print the machine-readable result")
    p.add_argument("--branches", action="store_true", help="show every outcome of the open choices")
    p.add_argument("--limit", type=int, default=16, help="at most this many branches")
    p.add_argument(
        "--answer", action="append", help="an answer to the next open decision (repeatable)"
    )
    p.add_argument(
        "--no-db", action="store_true", help="use only the card files shipped with the rulesets"
    )
    p.set_defaults(func=cmd_ruling)
    c = sub.add_parser("console", help="the bot's slash commands in a terminal")
    c.set_defaults(func=cmd_console)
    from bot.game_cli import register as register_game

    register_game(sub)
    try:
        from cards_db.cli import register
    except ImportError:
        pass
    else:
        register(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        handler = getattr(args, "func", None) or args.handler
        return int(handler(args) or 0)
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
