"""``tcg-judge game ...``: the playgroup commands for scripts and tests.

Each call opens the database, runs one command through the same service the bot
uses, prints the reply as text and exits 0 (or 2 with the reason on stderr).
"""

from __future__ import annotations

import argparse
import sys


def cmd_game(args: argparse.Namespace) -> int:
    from bot.game_console import GameConsole
    from bot.service import JudgeService
    from cards_db import open_database
    from cards_db.playgroups.play import Playgroups

    service = JudgeService(open_database(args.db))
    if args.sub == "verify":
        play: Playgroups = service.games.play
        bad = [g for g in play.store.game_ids() if not play.verify(g)]
        print(f"{len(play.store.game_ids())} games replayed; {len(bad)} differ: {bad}")
        return 1 if bad else 0
    console = GameConsole(service, current=args.id)
    words = [args.sub]
    if args.user:
        words.append(f"as:{args.user}")
    for key in ("opponent", "game", "title", "deck", "opponent_deck"):
        value = getattr(args, key, None)
        if value:
            words.append(f'{key}:"{value}"')
    words.extend(args.text)
    out = console.run(" ".join(words))
    if out.startswith("!") or out.startswith("== That didn't work"):
        print(out, file=sys.stderr)
        return 2
    print(out)
    return 0


SUBCOMMANDS = {
    "new": "open a game: --as, --opponent, --game, and a set-up text or --deck/--opponent-deck",
    "do": "an action: play X on Y, attack Z with W, pass",
    "answer": "answer the open choice (its number or words)",
    "state": "the state card",
    "log": "every move with its ruling",
    "undo": "ask to take back the last action",
    "agree": "agree to the opponent's undo",
    "decline": "decline the opponent's undo",
    "end": "end the game",
    "list": "open games of --as",
    "ping": "on/off: mention --as when it is their move",
    "verify": "replay every stored game and compare with what was stored",
}


def register(sub: argparse._SubParsersAction) -> None:
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--id", type=int, help="the game number")
    common.add_argument("--as", dest="user", help="the player's name")
    common.add_argument("--opponent", help="(new) the opponent's name")
    common.add_argument("--game", help="(new) the game: swu, altered, ...")
    common.add_argument("--title", help="(new) a title")
    common.add_argument("--deck", help="(new) your deck list, lines separated by ';'")
    common.add_argument("--opponent-deck", dest="opponent_deck", help="(new) the opponent's deck")
    common.add_argument("text", nargs="*", help="the action, answer or set-up text")
    p = sub.add_parser("game", help="playgroup games: new, do, answer, state, log, undo, end ...")
    games = p.add_subparsers(dest="sub", required=True)
    for name, help_text in SUBCOMMANDS.items():
        games.add_parser(name, help=help_text, parents=[common]).set_defaults(func=cmd_game)
