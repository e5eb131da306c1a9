"""What each command does, without Discord: engine and database calls -> a :class:`Reply`.

Cogs and the console both call this module, so the behaviour users see is tested
here once, and the Discord layer only maps a Reply onto a message and its views.
Every method is synchronous and may block (engine runs, SQLite); the bot runs them
in worker threads (``bot.runner``), the console calls them directly.
"""

from __future__ import annotations

import functools
import logging
import sqlite3
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

from bot import render, scenario_text
from bot.help_text import help_pages
from engine.games import GAMES

log = logging.getLogger(__name__)

MAX_ALTERNATIVES = 4  # branch buttons offered under one ruling
DEFAULT_GAME = "swu"
# Bounds of one request, so no scenario holds a worker or floods a channel: Discord
# waits 3 s for the first answer (we defer), and users wait for the rest.
RULING_BUDGET = 1.0  # seconds for the main engine run
MAX_STEPS = 50_000  # engine steps of one run (the engine's own default is far larger)
MAX_SHOWN_STEPS = 200  # trace steps rendered; the rest are summarised in a note


@dataclass(frozen=True)
class RulingRequest:
    """Everything needed to (re-)run a ruling: the buttons and menus keep one of these."""

    game: str | None  # None: nobody chose; the service infers it from the card names
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
    # The read-only service call that made it (bot.reply_store): views keep that, not pages.
    source: tuple[str, tuple[Any, ...], tuple[tuple[str, Any], ...]] | None = field(
        default=None, compare=False, repr=False
    )

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


def busy_guard(method: Callable[..., Reply]) -> Callable[..., Reply]:
    """A look-up that met an import's write lock answers "busy" instead of failing."""

    @functools.wraps(method)
    def guarded(*args: Any, **kwargs: Any) -> Reply:
        try:
            return method(*args, **kwargs)
        except sqlite3.OperationalError as e:
            if not _locked(e):
                raise
            return _busy_reply()

    return guarded


def _locked(e: BaseException) -> bool:
    return isinstance(e, sqlite3.OperationalError) and "locked" in str(e).lower()


def _busy_reply() -> Reply:
    return error_reply("Busy", "The card database is busy with an import; try again in a moment.")


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

    def game_for(
        self, guild_id: int | None, given: str | None = None, *, fallback: bool = True
    ) -> str | None:
        """The game a command is about: given > the server's setting > the default
        (or None without ``fallback``, so a ruling can infer it from the card names)."""
        if given:
            return given
        if guild_id is not None:
            stored = self.db.get_guild_game(guild_id)
            if stored:
                return str(stored)
        return self.default_game if fallback else None

    def set_game(self, guild_id: int, game: str) -> Reply:
        from cards_db import DatabaseBusy, ReadOnlyDatabase

        if game not in GAMES:
            return error_reply("Unknown game", f"Pick one of: {', '.join(GAMES)}.")
        try:
            self.db.set_guild_game(guild_id, game)
        except ReadOnlyDatabase:
            return error_reply(
                "Settings cannot be saved",
                "The card database is read-only here, so server settings cannot be saved. "
                "Rulings, /card and /rule still work.",
            )
        except DatabaseBusy:
            return _busy_reply()
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

    @busy_guard
    def ruling(self, req: RulingRequest, *, branches: bool = True) -> Reply:
        """Run a scenario; map bad input to a clear message and unknown cards to candidates.

        Answer first: the reply shows the default resolution after one engine run; the
        other answers of defaulted choices become buttons, run only when clicked.
        ``req.game`` None means nobody chose a game: the text's ``game:`` decides, else
        the card names when they exist in one game only, else the default game.
        """
        from engine.core.cards import CardNotFound

        text = req.text.strip()
        if not text:
            return error_reply(
                "Empty scenario",
                "Write what happens, for example:\n" + _example(req.game or self.default_game),
            )
        if req.game is not None and req.game not in GAMES:
            return error_reply(
                "Unknown game", f"`{render.clean(req.game)}` is not one of: {', '.join(GAMES)}."
            )
        inferred: str | None = None
        try:
            if req.game is None:
                req, inferred = self._settle_game(req)
            result = self._run(req, time_budget=RULING_BUDGET)
        except CardNotFound as e:
            return self._candidates(req, e)
        except _UserError as e:
            return error_reply(e.title, e.message)
        except Exception as e:  # noqa: BLE001 - every failure becomes a clear answer
            return self._failure(req, e)
        return self._ruling_reply(req, result, branches, inferred)

    def _ruling_reply(
        self, req: RulingRequest, result: Any, branches: bool = True, inferred: str | None = None
    ) -> Reply:
        alternatives = self._alternatives(result) if branches else []
        data = _shown(result.to_json())
        if inferred:
            data.setdefault("notes", []).insert(0, inferred)
        title = f"Ruling · {game_name(req.game)}" + (" (another choice)" if req.forced else "")
        pages = render.ruling_pages(data, alternatives=alternatives, title=title)
        return Reply(
            "ruling", pages, request=req, alternatives=alternatives, game=req.game, result=data
        )

    def _scenario(self, req: RulingRequest, game: str | None) -> Any:
        """The request's text as a scenario; typed text is never opened as a file."""
        from engine.core.decisions import AnswerError
        from engine.scenario import ScenarioError, parse_text

        try:
            return parse_text(self._source(req), game)
        except (ScenarioError, AnswerError) as e:
            raise _unreadable(e, game or self.default_game) from None

    def _run(self, req: RulingRequest, *, time_budget: float, forced: Any = None) -> Any:
        from engine.api import run_ruling
        from engine.core.decisions import AnswerError
        from engine.scenario import ScenarioError

        scenario = self._scenario(req, req.game)
        try:
            return run_ruling(
                scenario,
                catalog=self._catalog,
                forced=(req.forced_dict() if forced is None else forced) or None,
                max_steps=MAX_STEPS,
                time_budget=time_budget,
            )
        except (ScenarioError, AnswerError) as e:
            raise _unreadable(e, req.game or self.default_game) from None

    def _settle_game(self, req: RulingRequest) -> tuple[RulingRequest, str | None]:
        """The game of a request that named none: the text's own, or one the names decide."""
        from engine.scenario import ScenarioError, parse_text

        try:
            return replace(req, game=parse_text(self._source(req), None).game), None
        except ScenarioError as e:
            if not str(e).startswith("which game?"):
                raise _unreadable(e, self.default_game) from None
        names = _card_names(self._scenario(req, self.default_game))
        games: set[str] | None = None
        for name in names:
            found = self.db.games_with(name) if self.db is not None else set()
            if found:
                games = found if games is None else games & found
        if games is not None and len(games) == 1:
            game = games.pop()
            note = (
                f"Game: {game_name(game)}, inferred because the cards named exist only in that "
                "game. Add `game:` to choose another."
            )
            return replace(req, game=game), note
        if games and len(games) > 1 and self.default_game not in games:
            listed = ", ".join(f"`{g}`" for g in sorted(games))
            raise _UserError(
                "Which game?",
                f"These cards exist in several games ({listed}). Add `game:` to say which.",
            )
        return replace(req, game=self.default_game), None

    def _failure(self, req: RulingRequest, e: Exception) -> Reply:
        """An unexpected failure as a clear answer; the log gets one traceback."""
        if _locked(e):
            return _busy_reply()
        if isinstance(e, RecursionError):
            return error_reply(
                "Too deeply nested", "That scenario nests too deeply to run; make it flatter."
            )
        if isinstance(e, MemoryError):
            return error_reply("Too large", "That scenario is too large to rule on.")
        if isinstance(e, KeyError):
            log.warning("ruling hit a missing key %s for %r", _one_line(e), req.text[:200])
            return error_reply(
                "The card database changed",
                "A card in this scenario was changed or removed while I was reading it; ask again.",
            )
        log.exception("ruling failed for %r (game %s)", req.text[:200], req.game)
        return error_reply(
            "I couldn't rule on that",
            "The engine failed on this scenario; it has been logged. Try a simpler wording.",
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

    @busy_guard
    def branch(self, req: RulingRequest, alt: render.Alternative) -> Reply:
        """The button's run: the other answer, and whether it changes the result at all."""
        from engine.api import signature

        forced = {k: v for k, v in req.forced if k < alt.decision}
        forced[alt.decision] = alt.answer
        other_req = replace(req, forced=tuple(sorted(forced.items())))
        try:
            other = self._run(other_req, time_budget=RULING_BUDGET)
            base = self._run(req, time_budget=RULING_BUDGET)
        except _UserError as e:
            return error_reply(e.title, e.message)
        except Exception as e:  # noqa: BLE001 - every failure becomes a clear answer
            return self._failure(other_req, e)
        if signature(base) == signature(other):
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

    def card_game_for(self, guild_id: int | None, given: str | None = None) -> str | None:
        """/card's game: given > the server's setting > every game."""
        if given:
            return given
        if guild_id is not None and self.db is not None:
            return self.db.get_guild_game(guild_id)
        return None

    @busy_guard
    def card(self, name: str, game: str | None) -> Reply:
        if not name.strip():
            return error_reply("Which card?", "Type a card name, and pick it from the suggestions.")
        key_game, sep, key_name = name.partition(KEY_SEP)
        if sep and key_game in GAMES:  # a value picked from the suggestions
            game, name = key_game, key_name
        res = self.db.resolve_card(name, game)
        if res.card is None or res.status == "ambiguous":
            cands = [_name_of(c) for c in res.candidates][:25]
            doc = render.candidates_pages(
                name,
                cands,
                res.message or f"No card called “{name}”.",
                then="Pick one below to see that card.",
            )
            choices = [
                (
                    f"{_name_of(c)} ({_get(c, 'game', '')})",
                    card_key(_get(c, "game", ""), _name_of(c)),
                )
                for c in res.candidates[:25]
            ]
            return Reply("candidates", doc, candidates=choices, typed=name, game=game)
        card_game = _get(res.card, "game", game) or game
        return self.card_by_key(card_key(card_game, _name_of(res.card)))

    @busy_guard
    def card_by_key(self, key: str) -> Reply:
        from engine.core.cards import CardNotFound

        game, _, name = key.partition(KEY_SEP)
        try:
            details = self.db.card_details(game, name)
        except (CardNotFound, KeyError):
            return error_reply(
                "Card not found", f"“{render.clean(name[:100])}” is no longer in the database."
            )
        return Reply("card", render.card_pages(details, game_name=game_name(game)), game=game)

    @busy_guard
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

    def warm(self) -> None:
        """Build what the first user would otherwise wait for: the name index (one per
        database file, shared by every worker of the process; its per-game tables are built
        on first use, and the rest in the background shortly after start-up)."""
        if self.db is not None:
            _ = self.db.names

    # ------------------------------------------------------------------ autocomplete

    def card_choices(self, current: str, game: str | None) -> list[tuple[str, str]]:
        """Suggestions whose value keeps the game, so the pick names exactly one card."""
        if not current.strip():
            return []
        out = []
        for s in self.db.autocomplete(current, game, limit=25):
            out.append((s.label, card_key(s.game, s.value) if game is None else s.value))
        return out

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
        """Rules by number or title, else the rules whose text has the typed words."""
        if not current.strip():
            return []
        found = [(s.label, s.value) for s in self.db.autocomplete_rules(current, game, limit=25)]
        if found:
            return found
        out = []
        for hit in map(_as_dict, self.db.search_rules(current, game, limit=25)):
            label = f"{hit['id']} — {hit.get('title', '')}".rstrip(" —")
            out.append((render.cut(label, 100), str(hit["id"])[:100]))
        return out


KEY_SEP = "|"  # "game|Full Name": a card picked from a list, in any game


def card_key(game: str, full_name: str) -> str:
    """The value a menu or suggestion sends back; the bare name when the key would not
    fit in Discord's 100 characters (the name then resolves as typed)."""
    key = f"{game}{KEY_SEP}{full_name}"
    return key if len(key) <= 100 else full_name[:100]


class _UserError(Exception):
    """A request that cannot be answered as asked; the title and message go to the user."""

    def __init__(self, title: str, message: str) -> None:
        super().__init__(message)
        self.title = title
        self.message = message


def _unreadable(e: Exception, game: str) -> _UserError:
    """A scenario error as the user sees it: what is wrong, and an example to follow."""
    msg = render.clean(getattr(e, "message", None) or str(e))
    return _UserError("I couldn't read that scenario", f"{msg}\n\nExample: {_example(game)}")


def _one_line(e: BaseException) -> str:
    return f"{type(e).__name__}: {' '.join(str(e).split())[:200]}"


def _card_names(scenario: Any) -> list[str]:
    """The card names a scenario places or plays (targets may be players or zones)."""
    names = [pl.card for zs in scenario.zones.values() for cards in zs.values() for pl in cards]
    for action in scenario.actions:
        for key in ("play", "attack"):
            if isinstance(action.get(key), str):
                names.append(action[key])
    return list(dict.fromkeys(names))


def _shown(data: dict[str, Any]) -> dict[str, Any]:
    """The result as rendered: at most MAX_SHOWN_STEPS trace steps, the rest counted."""
    steps = data.get("steps") or []
    if len(steps) > MAX_SHOWN_STEPS:
        data = dict(data)
        data["steps"] = steps[:MAX_SHOWN_STEPS]
        data["notes"] = [
            f"Only the first {MAX_SHOWN_STEPS} of {len(steps):,} steps are shown.",
            *(data.get("notes") or []),
        ]
    return data


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
