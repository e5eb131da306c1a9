"""What each command does, without Discord: engine and database calls -> a :class:`Reply`.

Cogs and the console both call this module, so the behaviour users see is tested
here once, and the Discord layer only maps a Reply onto a message and its views.
Every method is synchronous and may block (engine runs, SQLite); the bot runs them
in worker threads (``bot.runner``), the console calls them directly.
"""

from __future__ import annotations

import functools
import logging
from dataclasses import dataclass, field, replace
from typing import Any

from bot import render, scenario_text
from bot.help_text import help_pages
from engine.games import GAMES

log = logging.getLogger(__name__)

MAX_ALTERNATIVES = 4  # branch buttons offered under one ruling
DEFAULT_GAME = "swu"


@dataclass(frozen=True)
class RulingRequest:
    """Everything needed to (re-)run a ruling: the buttons and menus keep one of these."""

    game: str
    text: str
    active: str | None = None
    forced: tuple[tuple[int, Any], ...] = ()

    def forced_dict(self) -> dict[int, Any]:
        return dict(self.forced)


@dataclass
class Reply:
    """A command's answer: pages of embeds plus what the view needs to offer."""

    kind: str  # ruling | card | rule | rules | help | settings | candidates | error
    pages: list[render.Page]
    request: RulingRequest | None = None
    alternatives: list[render.Alternative] = field(default_factory=list)
    candidates: list[tuple[str, str]] = field(default_factory=list)  # (label, value) for a select
    typed: str | None = None  # the unknown name the candidates replace
    game: str | None = None
    result: dict[str, Any] | None = None  # a ruling's result as rendered (for the ruling log)
    log_id: str | None = None  # set once the ruling log has recorded this reply

    @property
    def error(self) -> bool:
        return self.kind == "error"


def error_reply(title: str, message: str) -> Reply:
    return Reply("error", render.message_pages(title, message, colour="error"))


def game_name(game: str | None) -> str:
    return GAMES.get(game or "", game or "")


def _name_of(obj: Any) -> str:
    for attr in ("full_name", "label", "name"):
        if hasattr(obj, attr):
            return str(getattr(obj, attr))
    if isinstance(obj, dict):
        return str(obj.get("full_name") or obj.get("name") or obj.get("id"))
    return str(obj)


def _get(obj: Any, key: str, default: Any = None) -> Any:
    if isinstance(obj, dict):
        return obj.get(key, default)
    return getattr(obj, key, default)


class JudgeService:
    """The commands' behaviour over one open card database."""

    def __init__(self, db: Any, default_game: str = DEFAULT_GAME) -> None:
        self.db = db
        self.default_game = default_game
        self._catalog = db.catalog() if db is not None else None
        self._events: Any = None

    @property
    def events(self) -> Any:
        """Events, the ruling log and judge calls (``bot.event_service``), made on first use."""
        if self._events is None:
            from bot.event_service import EventService

            self._events = EventService(self)
        return self._events

    # ------------------------------------------------------------------ games

    @functools.cached_property
    def games(self) -> Any:
        from bot.game_service import GameService

        return GameService(self.db)

    def game(self, method: str, *args: Any, **kwargs: Any) -> Any:
        """A ``/game`` command (see bot.game_service) on this worker's database."""
        return self.games(method, *args, **kwargs)

    def game_for(self, guild_id: int | None, given: str | None = None) -> str:
        """The game a command is about: given > the server's setting > the default."""
        if given:
            return given
        if guild_id is not None:
            stored = self.db.get_guild_game(guild_id)
            if stored:
                return str(stored)
        return self.default_game

    def set_game(self, guild_id: int, game: str) -> Reply:
        if game not in GAMES:
            return error_reply("Unknown game", f"Pick one of: {', '.join(GAMES)}.")
        self.db.set_guild_game(guild_id, game)
        return Reply(
            "settings",
            render.message_pages(
                "Server settings",
                f"This server's default game is now **{game_name(game)}**. "
                "`/ruling`, `/card` and `/rule` use it when no game is given.",
            ),
            game=game,
        )

    # ------------------------------------------------------------------ rulings

    def ruling(self, req: RulingRequest, *, branches: bool = True) -> Reply:
        """Run a scenario; map bad input to a clear message and unknown cards to candidates.

        Answer first: the reply shows the default resolution after one engine run; the
        other answers of defaulted choices become buttons, run only when clicked.
        """
        result = self._run(req)
        if isinstance(result, Reply):
            return result
        return self._ruling_reply(req, result, branches)

    def _run(self, req: RulingRequest) -> Any:
        """One engine run, or the error / candidates Reply for bad input."""
        from engine.api import run_ruling
        from engine.core.cards import CardNotFound
        from engine.core.decisions import AnswerError
        from engine.scenario import ScenarioError

        text = req.text.strip()
        if not text:
            return error_reply(
                "Empty scenario", "Write what happens, for example:\n" + _example(req.game)
            )
        if req.game not in GAMES:
            return error_reply(
                "Unknown game", f"`{render.clean(req.game)}` is not one of: {', '.join(GAMES)}."
            )
        try:
            return run_ruling(
                self._source(req),
                game=req.game,
                catalog=self._catalog,
                forced=req.forced_dict() or None,
            )
        except CardNotFound as e:
            return self._candidates(req, e)
        except (ScenarioError, AnswerError) as e:
            msg = getattr(e, "message", None) or str(e)
            return error_reply(
                "I couldn't read that scenario",
                f"{render.clean(msg)}\n\nExample: {_example(req.game)}",
            )

    def _ruling_reply(self, req: RulingRequest, result: Any, branches: bool = True) -> Reply:
        alternatives = self._alternatives(result) if branches else []
        title = f"Ruling · {game_name(req.game)}" + (" (another choice)" if req.forced else "")
        data = result.to_json()
        pages = render.ruling_pages(data, alternatives=alternatives, title=title)
        return Reply(
            "ruling", pages, request=req, alternatives=alternatives, game=req.game, result=data
        )

    def _source(self, req: RulingRequest) -> str:
        """The compact text as the engine reads it, with the active player as a statement."""
        if req.active:
            return f"active: {req.active}; {req.text}"
        return req.text

    @staticmethod
    def _alternatives(result: Any) -> list[render.Alternative]:
        """The other answers of the choices that were defaulted (or forced): no engine run."""
        out: list[render.Alternative] = []
        for rec in result.decisions:
            if rec.source not in ("default", "branch"):
                continue
            for opt in _other_options(rec.decision, rec.answer):
                if len(out) < MAX_ALTERNATIVES:
                    label = f"{rec.decision.player} picks {render._fmt_answer(opt)}"
                    out.append(render.Alternative(rec.index, opt, label))
        return out

    def branch(self, req: RulingRequest, alt: render.Alternative) -> Reply:
        """The button's run: the other answer, and whether it changes the result at all."""
        from engine.api import signature

        forced = {k: v for k, v in req.forced if k < alt.decision}
        forced[alt.decision] = alt.answer
        other_req = replace(req, forced=tuple(sorted(forced.items())))
        other = self._run(other_req)
        if isinstance(other, Reply):
            return other
        base = self._run(req)
        if not isinstance(base, Reply) and signature(base) == signature(other):
            other.notes.append(f"{alt.label} leads to the same result as the answer shown before.")
        return self._ruling_reply(other_req, other)

    def _candidates(self, req: RulingRequest, err: Any) -> Reply:
        typed = str(_get(err, "name", "") or "")
        cands = [_name_of(c) for c in (_get(err, "candidates") or [])]
        if not cands and self.db is not None and typed:
            res = self.db.resolve_card(typed, req.game)
            cands = [_name_of(c) for c in res.candidates or ([res.card] if res.card else [])]
        cands = list(dict.fromkeys(cands))[:25]
        reason = (
            f"“{typed}” matches several cards."
            if len(cands) > 1
            else f"I don't know a card called “{typed}”."
        )
        return Reply(
            "candidates",
            render.candidates_pages(typed, cands, reason),
            request=req,
            candidates=[(c, c) for c in cands],
            typed=typed,
            game=req.game,
        )

    def choose_candidate(self, req: RulingRequest, typed: str, chosen: str) -> Reply:
        """Re-run the ruling with the card the user picked in place of the name they typed."""
        text = scenario_text.replace_name(req.text, typed, chosen)
        return self.ruling(replace(req, text=text, forced=()))

    # ------------------------------------------------------------------ cards and rules

    def card(self, name: str, game: str | None) -> Reply:
        if not name.strip():
            return error_reply("Which card?", "Type a card name, and pick it from the suggestions.")
        res = self.db.resolve_card(name, game)
        if res.card is None or res.status == "ambiguous":
            cands = [_name_of(c) for c in res.candidates][:25]
            doc = render.candidates_pages(name, cands, res.message or f"No card called “{name}”.")
            choices = [
                (f"{_name_of(c)} ({_get(c, 'game', '')})", f"{_get(c, 'game', '')}|{_name_of(c)}")
                for c in res.candidates[:25]
            ]
            return Reply("candidates", doc, candidates=choices, typed=name, game=game)
        card_game = _get(res.card, "game", game) or game
        details = self.db.card_details(card_game, _name_of(res.card))
        return Reply(
            "card", render.card_pages(details, game_name=game_name(card_game)), game=card_game
        )

    def card_by_key(self, key: str) -> Reply:
        game, _, name = key.partition("|")
        details = self.db.card_details(game, name)
        return Reply("card", render.card_pages(details, game_name=game_name(game)), game=game)

    def rule(self, query: str, game: str, *, children: bool = False) -> Reply:
        query = query.strip()
        if not query:
            return error_reply(
                "Which rule?", "Give a rule number such as `7.6.10`, or a few words."
            )
        found = self.db.rule(game, query)
        if found:
            return Reply(
                "rule",
                render.rule_pages(found, game_name=game_name(game), show_children=children),
                game=game,
            )
        hits = [_as_dict(h) for h in self.db.search_rules(query, game, limit=10)]
        if len(hits) == 1:
            one = self.db.rule(game, hits[0]["id"]) or hits[0]
            return Reply(
                "rule",
                render.rule_pages(one, game_name=game_name(game), show_children=children),
                game=game,
            )
        return Reply(
            "rules",
            render.rule_search_pages(query, hits, game_name(game)),
            candidates=[
                (render.cut(f"{h['id']} {h.get('title', '')}", 100), str(h["id"])[:100])
                for h in hits
            ],
            game=game,
        )

    def help(self) -> Reply:
        return Reply("help", help_pages())

    # ------------------------------------------------------------------ autocomplete

    def card_choices(self, current: str, game: str | None) -> list[tuple[str, str]]:
        if not current.strip():
            return []
        return [(s.label, s.value) for s in self.db.autocomplete(current, game, limit=25)]

    def scenario_choices(self, current: str, game: str | None) -> list[tuple[str, str]]:
        """Completions of the card name at the end of a scenario being typed."""
        _, tail = scenario_text.split_tail(current)
        if len(tail) < 2:
            return []
        out = []
        for s in self.db.autocomplete(tail, game, limit=25):
            name = _get(s, "value")
            full = scenario_text.complete(current, name)
            if scenario_text.fits_choice(full):
                out.append((render.cut(full, 100), full))
        return out

    def rule_choices(self, current: str, game: str | None) -> list[tuple[str, str]]:
        if not current.strip():
            return []
        return [(s.label, s.value) for s in self.db.autocomplete_rules(current, game, limit=25)]


def _other_options(decision: Any, taken: Any) -> list[Any]:
    """The answers worth showing besides ``taken`` (as ``engine.api.branches`` explores them)."""
    if decision.kind == "may":
        return [not taken]
    if decision.multi:
        return [[]] if taken else []
    return [o for o in decision.options if o != taken]


def _as_dict(hit: Any) -> dict[str, Any]:
    if isinstance(hit, dict):
        return hit
    return {k: getattr(hit, k) for k in ("id", "title", "summary", "game") if hasattr(hit, k)}


def _example(game: str) -> str:
    from bot.help_text import EXAMPLES

    return f"`{EXAMPLES.get(game, EXAMPLES['swu'])}`"
