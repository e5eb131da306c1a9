"""The ``cards`` and ``rules`` command groups of ``tcg-judge``.

``register(subparsers)`` adds them to the main parser; each command prints a clear
message on bad input and returns an exit code instead of raising.
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

from engine.core.cards import CardNotFound
from engine.core.rules import version_text
from engine.games import GAMES

from .coverage import coverage
from .database import CardDatabase, ImportReport, open_database
from .fetch import FetchError, Progress, download_to_temp, fetch_game, is_url
from .importers import ImportFailure
from .opening import DatabaseBusy, DatabaseOpenError, ReadOnlyDatabase
from .prepare import prepare_exports
from .rules_api import RulesImportError
from .schema import SchemaError

Handler = Callable[[argparse.Namespace, CardDatabase], int]


def _game_arg(parser: argparse.ArgumentParser, optional: bool = False) -> None:
    kwargs: dict[str, Any] = {"choices": list(GAMES), "metavar": "GAME"}
    if optional:
        parser.add_argument("--game", "-g", **kwargs, help="limit to one game")
    else:
        parser.add_argument("game", **kwargs, help=f"one of: {', '.join(GAMES)}")


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add ``cards`` (import, search, show, coverage) and ``rules`` (import, show, search)."""
    cards = subparsers.add_parser("cards", help="the card database")
    cards.add_argument(
        "--db",
        default=argparse.SUPPRESS,  # keep the top-level --db when this one is not given
        help="database file (default: $TCG_JUDGE_DB or data/tcg-judge.sqlite3)",
    )
    sub = cards.add_subparsers(dest="cards_command", required=True)
    p = sub.add_parser("import", help="import a real card export (file, folder or URL)")
    _game_arg(p)
    p.add_argument("path", help="a file, a folder of files, or an http(s) URL of one file")
    p.set_defaults(handler=_run(_cards_import))
    p = sub.add_parser(
        "fetch", help="download every game's public card export (or the GAMEs named) and import it"
    )
    p.add_argument(
        "games", nargs="*", metavar="GAME", help=f"any of: {', '.join(GAMES)} (default: all)"
    )
    p.add_argument(
        "--from",
        dest="source",
        help="a mirror URL or a local folder laid out as <game>/<file> "
        "(default: $TCG_JUDGE_CARDDATA, else each export's own repository)",
    )
    p.set_defaults(handler=_run(_cards_fetch))
    p = sub.add_parser("search", help="full-text search over card names and text")
    p.add_argument("text")
    _game_arg(p, optional=True)
    p.add_argument("--limit", type=int, default=10)
    p.set_defaults(handler=_run(_cards_search))
    p = sub.add_parser("show", help="one card: stats, text, abilities, rulings")
    p.add_argument("name")
    _game_arg(p, optional=True)
    p.set_defaults(handler=_run(_cards_show))
    p = sub.add_parser(
        "coverage", help="run every imported ability at its moment; the share the engine executes"
    )
    p.add_argument("game", nargs="?", choices=list(GAMES), metavar="GAME")
    p.add_argument("--parser", action="store_true", help="the parser's own labels instead")
    p.add_argument("--workers", type=int, default=2, help="parallel processes (one game each)")
    p.add_argument("--failures", type=int, default=0, metavar="N", help="list N failing abilities")
    p.set_defaults(handler=_run(_cards_coverage))

    rules = subparsers.add_parser("rules", help="rules summaries and official texts")
    rules.add_argument(
        "--db",
        default=argparse.SUPPRESS,  # keep the top-level --db when this one is not given
        help="database file (default: $TCG_JUDGE_DB or data/tcg-judge.sqlite3)",
    )
    sub = rules.add_subparsers(dest="rules_command", required=True)
    p = sub.add_parser("import", help="store an official rules document (text) in the database")
    _game_arg(p)
    p.add_argument("path")
    p.add_argument("--version", help="document version when the file does not say")
    p.set_defaults(handler=_run(_rules_import))
    p = sub.add_parser("show", help="one rule by id, with its sub-rules")
    _game_arg(p)
    p.add_argument(
        "id", nargs="+", help="rule id, e.g. 7.6.10 or 'Abilities - Restriction Abilities 1'"
    )
    p.add_argument("--version", help="an older document version the id comes from")
    p.set_defaults(handler=_run(_rules_show))
    p = sub.add_parser("search", help="search rules by words")
    p.add_argument("text")
    _game_arg(p, optional=True)
    p.add_argument("--limit", type=int, default=10)
    p.set_defaults(handler=_run(_rules_search))


def _run(handler: Handler) -> Callable[[argparse.Namespace], int]:
    """Open the database, run the command, turn expected failures into one-line errors."""

    def run(args: argparse.Namespace) -> int:
        try:
            with open_database(getattr(args, "db", None)) as db:
                return handler(args, db)
        except (
            ImportFailure,
            RulesImportError,
            SchemaError,
            CardNotFound,
            ValueError,
            DatabaseOpenError,
            DatabaseBusy,
            ReadOnlyDatabase,
            FetchError,
        ) as exc:
            print(f"error: {exc}", file=sys.stderr)
            return 2
        except OSError as exc:
            print(
                f"error: {exc.strerror or exc}: {exc.filename or ''}".rstrip(": "), file=sys.stderr
            )
            return 2

    return run


def _cards_import(args: argparse.Namespace, db: CardDatabase) -> int:
    if not is_url(args.path):
        print(_import_prepared(db, args.game, args.path))
        return 0
    file, tmp = download_to_temp(args.path)
    try:
        print(_import_prepared(db, args.game, file))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return 0


def _import_prepared(db: CardDatabase, game: str, path: str | Path) -> ImportReport:
    """One export, prepared as ``cards fetch`` prepares them: a game whose preparation is
    spread (Redemption) over the processes, any other in this process."""
    [(_, prepared)] = prepare_exports([(game, path)])
    if isinstance(prepared, ImportFailure):
        raise prepared
    return db.import_cards(game, "", prepared=prepared)


def _cards_fetch(args: argparse.Namespace, db: CardDatabase) -> int:
    """Download and import each game in turn; one game's failure does not stop the others."""
    games = list(dict.fromkeys(args.games)) or list(GAMES)
    unknown = [g for g in games if g not in GAMES]
    if unknown:
        print(f"error: unknown game {unknown[0]!r}; games: {', '.join(GAMES)}", file=sys.stderr)
        return 2
    source = args.source or os.environ.get("TCG_JUDGE_CARDDATA", "").strip() or None
    local = Path(source).expanduser() if source and not is_url(source) else None
    if local is not None and not local.is_dir():
        print(f"error: {source!r} is neither a URL nor a folder", file=sys.stderr)
        return 2
    bar = Progress(len(games) * 2)
    failed: list[str] = []
    with tempfile.TemporaryDirectory(prefix="tcg-judge-") as tmp:
        folders: list[tuple[str, Path]] = []
        for game in games:
            name = GAMES[game]
            try:
                if local is not None:
                    folders.append((game, local / game))
                    bar.step(f"{name}: reading {local / game}")
                else:
                    folders.append((game, fetch_game(game, Path(tmp), source, bar.add_bytes)))
                    bar.step(f"{name}: downloaded")
            except FetchError as exc:
                failed.append(game)
                bar.step(f"{name}: failed")
                print(f"error: {exc}", file=sys.stderr)
        # Reading and compiling run in parallel processes; each game is written in turn.
        for game, prepared in prepare_exports(folders):
            name = GAMES[game]
            if isinstance(prepared, ImportFailure):
                failed.append(game)
                bar.step(f"{name}: failed")
                print(f"error: {prepared}", file=sys.stderr)
                continue
            report = db.import_cards(game, "", prepared=prepared)
            bar.step(f"{name}: imported")
            print(report)
    if failed:
        print(f"not imported: {', '.join(failed)} (the others were)", file=sys.stderr)
        return 2
    return 0


def _cards_search(args: argparse.Namespace, db: CardDatabase) -> int:
    found = db.search_cards(args.text, args.game, args.limit)
    if not found:
        print(f"No card matches {args.text[:60]!r}.")
        return 1
    for c in found:
        print(f"{c.full_name}  [{GAMES[c.game]}, {c.type}]")
    return 0


def _cards_show(args: argparse.Namespace, db: CardDatabase) -> int:
    res = db.resolve_card(args.name, args.game)
    if res.card is None:
        print(res.message)
        return 1
    if res.status != "exact":
        print(res.message)
    d = db.card_details(res.card.game, res.card.full_name)
    print(
        f"{d['full_name']} — {d['game_name']} {d['type']}"
        + (f", cost {d['cost']}" if d["cost"] is not None else "")
    )
    if d["stats"]:
        print("  " + ", ".join(f"{k} {v}" for k, v in d["stats"].items()))
    if d["traits"]:
        print("  traits: " + ", ".join(d["traits"]))
    if d["text"]:
        print(f"  in our words: {d['text']}")
    if d["printed_text"]:
        print(f"  printed: {d['printed_text']}")
    for a in d["abilities"]:
        print(f"  - [{a['modelled']}] {a['kind']} / {a['timing'] or '?'}: {a['text'][:120]}")
    for r in d["rulings"]:
        print(f"  Q ({r['date']}): {r['question']}\n  A: {r['answer']}")
    if d["printings"]:
        print(
            "  printings: "
            + ", ".join(
                f"{p['set_code']} {p['number']}".strip() or p["reference"]
                for p in d["printings"][:10]
            )
        )
    return 0


def _cards_coverage(args: argparse.Namespace, db: CardDatabase) -> int:
    if args.parser:
        for cov in coverage(db.db, args.game):
            print("\n".join(cov.lines()))
        return 0
    from .pool import run_pools

    games = [args.game] if args.game else list(GAMES)
    imported = {g for (g,) in db.db.execute("SELECT DISTINCT game FROM cards WHERE imported = 1")}
    missing = [g for g in games if g not in imported]
    for g in missing:
        print(f"{GAMES[g]}: no imported cards (tcg-judge cards import {g} PATH)")
    reports = run_pools(db.path, [g for g in games if g in imported], workers=args.workers)
    bad = 0
    for report in reports.values():
        print("\n".join(report.lines()))
        for r in report.failures()[: args.failures]:
            print(f"    {r.status}: {r.card} [{r.ability} {r.timing}] {r.detail}")
        bad += len(report.failures())
    return 1 if bad else 0


def _rules_import(args: argparse.Namespace, db: CardDatabase) -> int:
    from .rules_api import import_rules_text

    print(import_rules_text(db.db, args.game, Path(args.path), args.version))
    return 0


def _rules_show(args: argparse.Namespace, db: CardDatabase) -> int:
    rule_id = " ".join(args.id)
    r = db.rule(args.game, rule_id, args.version)
    if r is None:
        print(
            f"No {GAMES[args.game]} rule {rule_id[:60]!r}"
            + (f" in version {args.version}" if args.version else "")
            + "."
        )
        return 1
    print(f"{r['id']} {r['title']} ({r['document']} {version_text(r['version'])})")
    if r["summary"]:
        print(f"  summary: {r['summary']}")
    if r["official_text"]:
        print(f"  official (v{r['official_version']}): {r['official_text']}")
    for c in r["children"]:
        print(f"  {c['id']}: {c['summary'] or (c['official_text'] or '')[:120]}")
    return 0


def _rules_search(args: argparse.Namespace, db: CardDatabase) -> int:
    found = db.search_rules(args.text, args.game, args.limit)
    if not found:
        print(f"No rule matches {args.text[:60]!r}.")
        return 1
    for r in found:
        print(f"{GAMES[r['game']]} {r['id']} — {r['title']}")
    return 0


def main(argv: list[str] | None = None) -> int:
    """A stand-alone entry point (``python -m cards_db.cli``) until bot/cli.py wires it in."""
    parser = argparse.ArgumentParser(prog="tcg-judge")
    register(parser.add_subparsers(dest="command", required=True))
    args = parser.parse_args(argv)
    return int(args.handler(args))


if __name__ == "__main__":
    raise SystemExit(main())
