"""The local console: the bot's slash commands typed into a terminal, answered as text.

It reads lines such as ``/ruling game:swu scenario:A: Krayt Dragon in ground arena;
B plays Vanquish on Krayt Dragon`` from stdin and prints the same embeds the bot
would send, through the same :class:`~bot.service.JudgeService`. Buttons and menus
become ``/branch N`` and ``/pick N``. It ends cleanly at end of input.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, TextIO

from bot import render
from bot.service import JudgeService, Reply, RulingRequest

# command -> (options in any order, the option that takes the rest of the line)
COMMANDS: dict[str, tuple[tuple[str, ...], str | None]] = {
    "ruling": (("game", "active", "public", "scenario"), "scenario"),
    "card": (("game", "name"), "name"),
    "rule": (("game", "subrules", "query"), "query"),
    "settings": (("game",), "game"),
    "help": ((), None),
    "branch": (("n",), "n"),
    "pick": (("n",), "n"),
    "game": (("rest",), "rest"),
}
PROMPT_HELP = (
    "Commands: /ruling <scenario>, /card <name>, /rule <id or words>, /settings game:<game>, "
    "/help, /branch N, /pick N, /game (a playgroup game). End with Ctrl-D."
)


class ParseError(ValueError):
    pass


def parse_line(line: str) -> tuple[str, dict[str, str]]:
    """``/cmd a:1 b:2 rest...`` -> ``("cmd", {"a": "1", ...})``; the rest option swallows the tail."""
    line = line.strip()
    m = re.match(r"^/?(\w[\w-]*)\s*(.*)$", line, re.S)
    if not m:
        raise ParseError(f"can't read {line!r}")
    cmd, rest = m.group(1).lower(), m.group(2)
    if cmd not in COMMANDS:
        raise ParseError(f"unknown command /{cmd}. {PROMPT_HELP}")
    names, tail = COMMANDS[cmd]
    opts: dict[str, str] = {}
    pattern = re.compile(r"(?:^|\s)(" + "|".join(names) + r"):\s*", re.I) if names else None
    while rest.strip() and pattern is not None:
        m = pattern.match(rest) or (pattern.search(rest) if not tail else None)
        if m is None or m.start() != 0:
            break
        name = m.group(1).lower()
        after = rest[m.end() :]
        if name == tail:
            opts[name], trailing = _trailing_options(after.strip(), names, tail)
            for key, value in trailing.items():
                opts.setdefault(key, value)
            rest = ""
            break
        nxt = pattern.search(after)
        value = after[: nxt.start()] if nxt else after
        if nxt is None and tail and " " in value.strip():
            # "game:swu A: Krayt ..." - the first word is the value, the rest is the tail option
            value, _, remainder = value.strip().partition(" ")
            opts[name] = value
            rest = remainder
            continue
        opts[name] = value.strip()
        rest = after[len(value) :]
    if rest.strip():
        if tail is None:
            raise ParseError(f"/{cmd} takes no text")
        value, trailing = _trailing_options(rest.strip(), names, tail)
        opts.setdefault(tail, value)
        for key, val in trailing.items():
            opts.setdefault(key, val)
    return cmd, opts


def _trailing_options(text: str, names: tuple[str, ...], tail: str) -> tuple[str, dict[str, str]]:
    """``7.6.10 game:swu`` -> ``("7.6.10", {"game": "swu"})``: one-word options after the
    text-taking option are options, as Discord would have sent them separately."""
    others = [n for n in names if n != tail]
    found: dict[str, str] = {}
    if not others:
        return text, found
    pattern = re.compile(r"\s(" + "|".join(others) + r"):\s*(\S+)\s*$", re.I)
    while (m := pattern.search(text)) and text[: m.start()].strip():
        found.setdefault(m.group(1).lower(), m.group(2))
        text = text[: m.start()].rstrip()
    return text, found


def _bool(v: str | None) -> bool:
    return (v or "").strip().lower() in {"1", "true", "yes", "y", "on"}


@dataclass
class Console:
    service: JudgeService
    out: TextIO
    game: str | None = None
    last: Reply | None = None

    def handle(self, line: str) -> None:
        try:
            cmd, opts = parse_line(line)
        except ParseError as e:
            self.print(f"! {e}")
            return
        reply = getattr(self, f"cmd_{cmd}")(opts)
        if reply is not None:
            self.show(reply)

    def print(self, text: str) -> None:
        self.out.write(text.rstrip() + "\n")

    def show(self, reply: Reply) -> None:
        self.print(render.pages_to_text(reply.pages))
        for i, alt in enumerate(reply.alternatives, 1):
            self.print(f"[/branch {i}] Show other choice · {alt.label}")
        for i, (label, _value) in enumerate(reply.candidates, 1):
            self.print(f"[/pick {i}] {label}")
        self.print("")
        if reply.alternatives or reply.candidates or reply.kind == "ruling":
            self.last = reply

    def _game(self, opts: dict[str, str]) -> str:
        return self.service.game_for(None, opts.get("game") or self.game)

    def cmd_ruling(self, opts: dict[str, str]) -> Reply:
        active = (opts.get("active") or "").upper() or None
        game = opts.get("game") or self.game  # None: inferred from the card names
        return self.service.ruling(RulingRequest(game, opts.get("scenario", ""), active))

    def cmd_card(self, opts: dict[str, str]) -> Reply:
        return self.service.card(opts.get("name", ""), opts.get("game") or self.game)

    def cmd_rule(self, opts: dict[str, str]) -> Reply:
        return self.service.rule(
            opts.get("query", ""), self._game(opts), children=_bool(opts.get("subrules"))
        )

    def cmd_settings(self, opts: dict[str, str]) -> Any:
        game = opts.get("game", "").strip()
        from engine.games import GAMES

        if game not in GAMES:
            self.print(f"! game must be one of: {', '.join(GAMES)}")
            return None
        self.game = game
        self.print(f"Default game for this console: {GAMES[game]}")
        return None

    def cmd_game(self, opts: dict[str, str]) -> None:
        from bot.game_console import GameConsole

        self.games = getattr(self, "games", None) or GameConsole(self.service)
        self.print(self.games.run(opts.get("rest", "")) + "\n")

    def cmd_help(self, opts: dict[str, str]) -> Reply:
        return self.service.help()

    def _index(self, opts: dict[str, str], items: list[Any], what: str) -> int | None:
        try:
            n = int(opts.get("n", "").strip())
        except ValueError:
            n = 0
        if not 1 <= n <= len(items):
            self.print(f"! no {what} {opts.get('n', '')!r} on the last answer")
            return None
        return n - 1

    def cmd_branch(self, opts: dict[str, str]) -> Reply | None:
        alts = self.last.alternatives if self.last else []
        i = self._index(opts, alts, "other choice")
        if i is None or self.last is None or self.last.request is None:
            return None
        return self.service.branch(self.last.request, alts[i])

    def cmd_pick(self, opts: dict[str, str]) -> Reply | None:
        last = self.last
        cands = last.candidates if last else []
        i = self._index(opts, cands, "choice")
        if i is None or last is None:
            return None
        value = cands[i][1]
        if last.kind == "rules" and last.game:
            return self.service.rule(value, last.game)
        if last.request is not None and last.typed is not None:
            return self.service.choose_candidate(last.request, last.typed, value)
        return (
            self.service.card_by_key(value) if "|" in value else self.service.card(value, last.game)
        )


PROMPT = "tcg-judge> "


def _prompted(lines: Iterable[str], out: TextIO) -> Iterable[str]:
    """Show the prompt before each line is read (the terminal echoes what is typed)."""
    it = iter(lines)
    while True:
        out.write(PROMPT)
        out.flush()
        try:
            yield next(it)
        except StopIteration:
            out.write("\n")
            return


def run(
    service: JudgeService, lines: Iterable[str], out: TextIO = sys.stdout, *, prompt: bool = False
) -> int:
    """Answer every command line; blank lines and ``#`` comments are skipped. Returns 0."""
    console = Console(service, out)
    if prompt:
        console.print(PROMPT_HELP)
        lines = _prompted(lines, out)
    for raw in lines:
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line.lower() in {"quit", "exit", "/quit", "/exit"}:
            break
        console.handle(line)
    return 0
