"""The ``/game`` commands without Discord: playgroup moves -> messages to post.

Cogs, the console and ``tcg-judge game`` call this; it never talks to Discord. A
:class:`GameReply` says what to post (pages of embeds), whom to ping, and which
decision or undo request the buttons under it answer.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from typing import Any

from bot import game_render, render
from cards_db.playgroups.play import Applied, GameError, Playgroups, Position
from cards_db.playgroups.setup import (
    SetupError,
    check_setup,
    deck_setup,
    parse_deck,
    scenario_setup,
)
from cards_db.playgroups.store import PlaygroupStore
from engine.games import GAMES

log = logging.getLogger(__name__)


@dataclass
class GameReply:
    """What a game command posts: pages, and what the buttons under the last page answer."""

    pages: list[render.Page]
    error: bool = False
    private: bool = False  # only the person who asked sees it
    game_id: int | None = None
    version: int = 0
    decision: dict[str, Any] | None = None  # the open decision the buttons answer
    undo_request: bool = False  # Agree / Decline buttons
    ping: str | None = None  # user id to mention (they have not opted out)
    ping_text: str = ""  # the line that goes with the mention, or replaces it
    thread_id: int | None = None
    opening: list[tuple[str, str, bool]] = field(default_factory=list)  # (user, name, ping?)


def game_error(message: str) -> GameReply:
    return GameReply(
        render.message_pages("That didn't work", render.clean(message), colour="error"),
        error=True,
        private=True,
    )


class GameService:
    """Playgroup games over one database file (each worker thread has its own)."""

    def __init__(self, db: Any) -> None:
        self.db = db
        self.store = PlaygroupStore(db.path)
        self.play = Playgroups(self.store, db.catalog())

    def __call__(self, method: str, *args: Any, **kwargs: Any) -> GameReply | Any:
        """Run a command; a bad move or set-up becomes a private error message."""
        try:
            return getattr(self, method)(*args, **kwargs)
        except (GameError, SetupError) as exc:
            return game_error(str(exc))

    # ------------------------------------------------------------------ lookups
    def game_in_thread(self, thread_id: int, *, kind: bool = False) -> int | str | None:
        """The game played in a thread: its number (or, with ``kind``, which game it is)."""
        row = self.store.game_in_thread(thread_id)
        if row is None:
            return None
        return row.game if kind else row.id

    def _posted(
        self, pos: Position, pages: list[render.Page], *, private: bool = False
    ) -> GameReply:
        """Pages plus the buttons and ping for whatever the game waits on now."""
        reply = GameReply(
            pages,
            private=private,
            game_id=pos.row.id,
            version=pos.version,
            thread_id=pos.row.thread_id,
        )
        if pos.row.status != "open":
            return reply
        if pos.now.pending:
            reply.decision = pos.now.pending
            waiting = "your choice"
        elif pos.row.undo_by:
            reply.undo_request = True
            waiting = "agree to undo the last action?"
        else:
            waiting = "your move"
        seat = pos.turn if not pos.row.undo_by else ("B" if pos.row.undo_by == "A" else "A")
        user = pos.user(seat)
        reply.ping_text = f"{pos.name(seat)} ({seat}): {waiting}"
        if self.store.wants_ping(user):
            reply.ping = user
        return reply

    def _after(self, applied: Applied) -> GameReply:
        pos = applied.position
        pages = game_render.pages(game_render.move_doc(pos, applied.move))
        pages.append(game_render.pages(game_render.state_doc(pos))[0])
        return self._posted(pos, pages)

    # ------------------------------------------------------------------ commands
    def setup_from(
        self,
        game: str,
        *,
        scenario: str | None = None,
        deck: str | None = None,
        opponent_deck: str | None = None,
        seed: int = 0,
    ) -> dict[str, Any]:
        """The set-up: a scenario (text or YAML), or both players' deck lists."""
        if game not in GAMES:
            raise SetupError(f"unknown game {game!r}; games: {', '.join(GAMES)}")
        if scenario and (deck or opponent_deck):
            raise SetupError("give either a scenario or two deck lists, not both")
        if scenario:
            data = scenario_setup(scenario, game)
        elif deck and opponent_deck:
            decks = {}
            errors = []
            for seat, text, who in (
                ("A", deck, "your deck"),
                ("B", opponent_deck, "opponent's deck"),
            ):
                try:
                    decks[seat] = parse_deck(text, game, self.db, who)
                except SetupError as exc:
                    errors.append(str(exc))
            if errors:
                raise SetupError("\n".join(errors))
            data = deck_setup(game, decks, seed=seed)
        elif deck or opponent_deck:
            raise SetupError("both players need a deck list (deck and opponent_deck)")
        else:
            raise SetupError("set the game up with a scenario, or with two deck lists")
        check_setup(data)
        return data

    def new(
        self,
        game: str,
        creator: tuple[str, str],
        opponent: tuple[str, str],
        *,
        title: str = "",
        scenario: str | None = None,
        deck: str | None = None,
        opponent_deck: str | None = None,
        seed: int = 0,
        guild_id: int | None = None,
        channel_id: int | None = None,
        thread_id: int | None = None,
    ) -> GameReply:
        data = self.setup_from(
            game, scenario=scenario, deck=deck, opponent_deck=opponent_deck, seed=seed
        )
        pos = self.play.new_game(
            game,
            data,
            {"A": (str(creator[0]), creator[1]), "B": (str(opponent[0]), opponent[1])},
            title=title.strip()[:90],
            guild_id=guild_id,
            channel_id=channel_id,
            thread_id=thread_id,
        )
        reply = self._posted(pos, game_render.pages(game_render.state_doc(pos)))
        reply.opening = [
            (pos.user(s), pos.name(s), self.store.wants_ping(pos.user(s))) for s in ("A", "B")
        ]
        return reply

    def open_options(self, thread_id: int) -> list[str]:
        """The options of the open choice in a thread's game, as a person would type them."""
        row = self.store.game_in_thread(thread_id)
        pending = self.play.position(row.id).now.pending if row else None
        return [render._fmt_answer(o) for o in pending["options"]] if pending else []

    def attach_thread(self, game_id: int, thread_id: int) -> None:
        self.store.set_thread(game_id, thread_id)

    def do(
        self, game_id: int, user_id: str, text: str, *, request_key: str | None = None
    ) -> GameReply:
        return self._after(self.play.act(game_id, str(user_id), text, request_key=request_key))

    def answer(
        self,
        game_id: int,
        user_id: str,
        value: Any,
        *,
        version: int | None = None,
        by_index: bool = False,
        request_key: str | None = None,
    ) -> GameReply:
        """Answer the open choice: by option number(s) (buttons, menus) or by its words."""
        if by_index:
            pos = self.play.position(game_id)
            if version is not None and version != pos.version:
                raise GameError("the game has moved on since then; look at the latest message")
            d = pos.now.pending
            if d is None:
                raise GameError("there is no open choice to answer")
            indexes = value if isinstance(value, list) else [value]
            try:
                picked = [d["options"][int(i)] for i in indexes]
            except (IndexError, ValueError):
                raise GameError("that option is not on the open choice") from None
            value = picked if d.get("multi") else picked[0]
        return self._after(
            self.play.answer(game_id, str(user_id), value, version=version, request_key=request_key)
        )

    def state(self, game_id: int, user_id: str | None = None) -> GameReply:
        pos = self.play.position(game_id)
        seat = pos.row.seat_of(str(user_id)) if user_id is not None else None
        return self._posted(
            pos, game_render.pages(game_render.state_doc(pos, viewer_seat=seat)), private=True
        )

    def log(self, game_id: int) -> GameReply:
        pos = self.play.position(game_id, moves=True)
        return GameReply(
            game_render.pages(game_render.log_doc(pos)),
            private=True,
            game_id=game_id,
            version=pos.version,
        )

    def undo(self, game_id: int, user_id: str, *, request_key: str | None = None) -> GameReply:
        """Ask the opponent to agree to take back the last action (asking twice is harmless)."""
        pos, last = self.play.request_undo(game_id, str(user_id))
        seat = pos.row.undo_by or "?"
        doc = render.Doc(title=f"Game #{pos.row.id} · undo?", colour=render.COLOURS["paused"])
        doc.line(
            f"{render.clean(pos.name(seat))} ({seat}) asks to take back “{render.clean(last.body)}” "
            "and every choice after it. The opponent agrees or declines with the buttons."
        )
        return self._posted(pos, render.paginate(doc))

    def undo_answer(
        self,
        game_id: int,
        user_id: str,
        version: int,
        agree: bool,
        *,
        request_key: str | None = None,
    ) -> GameReply:
        if agree:
            return self._after(
                self.play.agree_undo(game_id, str(user_id), version, request_key=request_key)
            )
        pos = self.play.decline_undo(game_id, str(user_id), version)
        doc = render.Doc(title=f"Game #{pos.row.id} · undo declined")
        doc.line(
            f"{render.clean(pos.name(pos.row.seat_of(str(user_id)) or 'A'))} declined; the game goes on."
        )
        return self._posted(pos, render.paginate(doc))

    def end(self, game_id: int, user_id: str, *, request_key: str | None = None) -> GameReply:
        applied = self.play.end(game_id, str(user_id), request_key=request_key)
        pos = applied.position
        doc = render.Doc(title=f"Game #{pos.row.id} · ended", colour=render.COLOURS["game_over"])
        doc.line(
            f"{render.clean(pos.name(applied.move.seat))} ended the game after {pos.version - 1} moves."
        )
        pages = render.paginate(doc)
        pages.append(game_render.pages(game_render.state_doc(pos))[0])
        return self._posted(pos, pages)

    def list(self, user_id: str) -> GameReply:
        games = self.play.games_of(str(user_id))
        return GameReply(game_render.pages(game_render.list_doc(games, str(user_id))), private=True)

    def ping(self, user_id: str, on: bool) -> GameReply:
        self.play.set_ping(str(user_id), on)
        text = (
            "I will mention you when it is your move."
            if on
            else "I will not mention you; your name is shown instead."
        )
        return GameReply(render.message_pages("Game pings", text), private=True)
