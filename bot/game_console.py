"""``/game ...`` in the local console and ``tcg-judge game ...``: a playgroup at one keyboard.

Players are named with ``as:NAME``; the console remembers the game last opened or
used, so ``/game do as:Bob play Vanquish on Krayt Dragon`` needs no game number.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from bot import render
from bot.game_service import GameReply

KEYS = ("as", "opponent", "game", "title", "id", "deck", "opponent_deck")
_OPT = re.compile(r"^\s*(" + "|".join(KEYS) + r'):(?:"([^"]*)"|(\S+))', re.I)
USAGE = (
    "/game new as:Ann opponent:Bob game:swu <set-up, e.g. A: Krayt Dragon in ground arena; B: Vanquish in hand>\n"
    '/game new as:Ann opponent:Bob deck:"3x Krayt Dragon; 3x Vanquish" opponent_deck:"..."\n'
    "/game do as:Bob play Vanquish on Krayt Dragon · /game answer as:Ann yes (or the option's number)\n"
    "/game state · /game log · /game undo as:Bob · /game agree as:Ann · /game decline as:Ann\n"
    "/game end as:Ann · /game list as:Ann · /game ping as:Ann off · /game use id:N"
)


def split_options(text: str) -> tuple[dict[str, str], str]:
    """Leading ``key:value`` options (quote values with spaces), then the free text."""
    opts: dict[str, str] = {}
    while m := _OPT.match(text):
        opts[m.group(1).lower()] = m.group(2) if m.group(2) is not None else m.group(3)
        text = text[m.end() :]
    return opts, text.strip()


def reply_text(reply: GameReply) -> str:
    """The reply as the console shows it, with the open choice's options numbered."""
    out = [render.pages_to_text(reply.pages)]
    if reply.decision:
        opts = " · ".join(
            f"[{i}] {render._fmt_answer(o)}" for i, o in enumerate(reply.decision["options"], 1)
        )
        out.append(f"Choose with /game answer as:NAME <number or words>: {opts}")
    if reply.undo_request:
        out.append("Answer with /game agree as:NAME or /game decline as:NAME")
    if reply.ping_text:
        out.append(f"→ {reply.ping_text}")
    return "\n".join(out)


@dataclass
class GameConsole:
    """Runs one ``/game`` line against a :class:`~bot.service.JudgeService`."""

    service: Any
    current: int | None = None

    def run(self, line: str) -> str:
        sub, _, rest = line.strip().partition(" ")
        sub = sub.lower()
        opts, text = split_options(rest)
        user = opts.get("as", "")
        if "id" in opts:
            if not opts["id"].isdigit():
                return "! id must be a game number"
            self.current = int(opts["id"])
        if sub == "use":
            return f"Using game #{self.current}" if self.current else "! /game use id:N"
        if sub == "new":
            if not user or not opts.get("opponent"):
                return "! /game new needs as:NAME and opponent:NAME\n" + USAGE
            reply = self.service.game(
                "new",
                self.service.game_for(None, opts.get("game")),
                (f"console:{user}", user),
                (f"console:{opts['opponent']}", opts["opponent"]),
                title=opts.get("title", ""),
                scenario=text or None,
                deck=opts.get("deck"),
                opponent_deck=opts.get("opponent_deck"),
            )
            if not reply.error:
                self.current = reply.game_id
            return reply_text(reply)
        if sub == "list":
            return reply_text(self.service.game("list", f"console:{user}"))
        if sub == "ping":
            on = text.lower() not in ("off", "no", "false")
            return reply_text(self.service.game("ping", f"console:{user}", on))
        if self.current is None:
            return "! no game yet: /game new ..., or /game use id:N"
        gid, uid = self.current, f"console:{user}"
        calls: dict[str, tuple[Any, ...]] = {
            "do": ("do", gid, uid, text),
            "answer": ("answer", gid, uid, _answer_value(text)[0]),
            "state": ("state", gid, uid if user else None),
            "log": ("log", gid),
            "undo": ("undo", gid, uid),
            "end": ("end", gid, uid),
        }
        if sub in ("agree", "decline"):
            version = self.service.game("state", gid).version
            reply = self.service.game("undo_answer", gid, uid, version, sub == "agree")
            return reply_text(reply)
        if sub not in calls:
            return f"! unknown /game command {sub!r}\n{USAGE}"
        if sub in ("do", "answer", "undo", "end") and not user:
            return f"! say who plays: /game {sub} as:NAME ..."
        if sub == "answer":
            value, by_index = _answer_value(text)
            return reply_text(self.service.game("answer", gid, uid, value, by_index=by_index))
        return reply_text(self.service.game(*calls[sub]))


def _answer_value(text: str) -> tuple[Any, bool]:
    """``2`` -> the second option; ``1,3`` -> several; anything else is matched as words."""
    parts = [p.strip() for p in text.split(",")]
    if parts and all(p.isdigit() for p in parts):
        idx = [int(p) - 1 for p in parts]
        return (idx if len(idx) > 1 else idx[0]), True
    return text, False
