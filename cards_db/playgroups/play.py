"""Playing a stored game: validate a move, replay the game with it, store it in one step.

A game's state is never stored as the truth: it is the engine's replay of the set-up
plus the moves not undone (actions in order, answers in order). Each move row keeps
what that move showed (its steps with citations, the state after it, whose move it
is next, the open decision) and a hash of the state, so reading a game needs no
replay and a replay can be checked against what players saw.
"""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import dataclass
from typing import Any

from engine.api import run_ruling
from engine.core.cards import CardNotFound
from engine.core.decisions import AnswerError, Decision, GivenAnswer, match_option
from engine.core.errors import ScenarioError
from engine.core.result import GAME_OVER, RulingResult
from engine.rulesets import get_ruleset
from engine.scenario import from_dict, parse_action
from engine.snapshot import dump_state, load_state

from .store import (
    DuplicateRequest,
    GameRow,
    MoveRow,
    NewMove,
    PlaygroupStore,
    Snapshot,
    StoreConflict,
)

SEATS = ("A", "B")
REPLAYED = ("action", "answer", "pass")
VERB_FORMS = {"play": "plays", "attack": "attacks", "pass": "passes"}


class GameError(ValueError):
    """A move or command that cannot be applied; the message says why, for the player."""


@dataclass(frozen=True)
class Summary:
    """What a move showed, and the position after it (stored with the move)."""

    steps: list[dict[str, Any]]
    outcome: dict[str, Any]
    pending: dict[str, Any] | None
    cited_rules: list[dict[str, Any]]
    state: dict[str, Any]
    turn: str
    document: dict[str, Any]
    notes: list[str]
    total_steps: int = 0  # steps of the whole replay so far: where the next move's steps start

    def to_dict(self) -> dict[str, Any]:
        return dict(self.__dict__)

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Summary:
        return cls(**{k: d.get(k) for k in cls.__dataclass_fields__})  # type: ignore[arg-type]

    @property
    def decision(self) -> Decision | None:
        return Decision(**self.pending) if self.pending else None

    @property
    def game_over(self) -> bool:
        return (self.outcome or {}).get("status") == GAME_OVER


@dataclass(frozen=True)
class Position:
    """A game as players see it now: its row, its moves and the latest summary."""

    row: GameRow
    moves: list[MoveRow]
    now: Summary

    @property
    def version(self) -> int:
        return self.row.version

    @property
    def turn(self) -> str:
        return self.now.turn

    def user(self, seat: str) -> str:
        return self.row.seats[seat][0]

    def name(self, seat: str) -> str:
        return self.row.seats[seat][1]


@dataclass(frozen=True)
class Applied:
    """The result of a move: what it showed and the position after it."""

    move: MoveRow
    position: Position
    duplicate: bool = False


SNAPSHOT_EVERY = 8  # live moves between saved positions: a move replays at most this many


def moves_key(live: list[MoveRow]) -> str:
    """Which moves led to a position: their order, kinds and contents."""
    data = json.dumps([[m.seq, m.kind, m.body] for m in live], sort_keys=True, default=str)
    return hashlib.sha256(data.encode()).hexdigest()


def state_hash(summary: Summary) -> str:
    data = json.dumps([summary.state, summary.pending, summary.turn], sort_keys=True, default=str)
    return hashlib.sha256(data.encode()).hexdigest()[:32]


def _other(seat: str) -> str:
    return SEATS[1] if seat == SEATS[0] else SEATS[0]


class _MemoCatalog:
    """The database catalog with definitions kept, so a replay does not query per card."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self._cache: dict[tuple[str, str], Any] = {}

    def get(self, game: str, name: str) -> Any:
        key = (game, name)
        if key not in self._cache:
            self._cache[key] = self.inner.get(game, name)
        return self._cache[key]


class Playgroups:
    """The game commands over a store and a card catalog; no Discord here."""

    def __init__(self, store: PlaygroupStore, catalog: Any = None) -> None:
        self.store = store
        self.catalog = _MemoCatalog(catalog) if catalog is not None else None

    # ------------------------------------------------------------------ replay
    def run(
        self, setup: dict[str, Any], live: list[MoveRow], *, game_id: int | None = None
    ) -> tuple[RulingResult, int]:
        """The engine's run of these moves, paused at the first open choice, and the number
        of trace steps before it (0 when replayed from the set-up).

        A game's newest saved position whose moves are still exactly the live ones is the
        starting point; only the moves after it run.
        """
        start, base, rest = None, 0, live
        if game_id is not None:
            for snap in self.store.snapshots(game_id):
                upto = [m for m in live if m.seq <= snap.seq]
                if upto and moves_key(upto) == snap.moves_key:
                    start = load_state(snap.state)
                    if start is not None:
                        base, rest = snap.steps, [m for m in live if m.seq > snap.seq]
                        break
        if start is None:
            data = json.loads(json.dumps(setup))  # the engine may rewrite actions in place
            data["actions"] = list(data.get("actions") or [])
        else:
            data = {"game": setup["game"], "players": setup.get("players", list(SEATS))}
            data["actions"] = []
        acts = ("action", "pass") if get_ruleset(setup["game"]).pass_is_an_action else ("action",)
        data["actions"] += [m.body for m in rest if m.kind in acts]
        answers = [
            GivenAnswer(m.body["value"], kind=m.body["kind"], player=m.body["player"])
            for m in rest
            if m.kind == "answer"
        ]
        try:
            result = run_ruling(
                from_dict(data),
                catalog=self.catalog,
                mode="pause",
                answers=answers,
                start_state=start,
            )
        except CardNotFound as exc:
            raise GameError(str(exc)) from None
        except (ScenarioError, AnswerError) as exc:
            raise GameError(getattr(exc, "message", None) or str(exc)) from None
        return result, base

    def keep_position(
        self, game_id: int, live: list[MoveRow], result: RulingResult, base: int
    ) -> None:
        """Save the position after ``live`` when the last saved one is far enough behind."""
        if result.pending is not None or result.state is None or not live:
            return
        newest = next(iter(self.store.snapshots(game_id)), None)
        since = [m for m in live if newest is None or m.seq > newest.seq]
        if len(since) < SNAPSHOT_EVERY:
            return
        snap = Snapshot(
            live[-1].seq, moves_key(live), base + len(result.steps), dump_state(result.state)
        )
        self.store.save_snapshot(game_id, snap)

    def summarise(
        self,
        result: RulingResult,
        live: list[MoveRow],
        start: str,
        shown_from: int,
        base: int = 0,
    ) -> Summary:
        """The steps from ``shown_from`` on (counted over the whole game; the run itself
        starts at step ``base``), the position after them, and whose move it is."""
        steps = [s.to_dict() for s in result.steps[max(0, shown_from - base) :]]
        ids = {r for s in steps for r in s["rules"]}
        if result.outcome.status == GAME_OVER:  # the only outcome a move shows
            ids |= set(result.outcome.rules)
        pending = result.pending.to_dict() if result.pending else None
        if pending:
            turn = pending["player"]
        else:
            acted = [m.seat for m in live if m.kind in ("action", "pass")]
            turn = _other(acted[-1]) if acted else start
        return Summary(
            steps=steps,
            outcome=result.outcome.to_dict(),
            pending=pending,
            cited_rules=[r for r in result.cited_rules if r["id"] in ids],
            state=result.final_state,
            turn=turn,
            document=result.document,
            notes=_notes_from(result, shown_from - base),
            total_steps=base + len(result.steps),
        )

    @staticmethod
    def live(moves: list[MoveRow]) -> list[MoveRow]:
        return [m for m in moves if m.kind in REPLAYED and m.undone_by is None]

    @staticmethod
    def _start(row: GameRow) -> str:
        return first_to_move(row.setup["scenario"])

    def replay(self, game_id: int) -> Summary:
        """Replay a stored game from its set-up (what a check after a crash does)."""
        row = self._row(game_id)
        live = self.live(self.store.moves(game_id, rulings=False))
        result, base = self.run(row.setup["scenario"], live, game_id=game_id)
        return self.summarise(result, live, self._start(row), 0, base)

    def verify(self, game_id: int) -> bool:
        """True when the replay reaches the state stored with the last move."""
        latest = self.store.latest(game_id)
        expected = latest.state_hash if latest else self._row(game_id).setup["start_hash"]
        return state_hash(self.replay(game_id)) == expected

    # ------------------------------------------------------------------ reading
    def _row(self, game_id: int) -> GameRow:
        row = self.store.game(game_id)
        if row is None:
            raise GameError(f"there is no game #{game_id}")
        return row

    def position(self, game_id: int, *, moves: bool = False) -> Position:
        with self.store.reading():
            row = self._row(game_id)
            latest = self.store.latest(game_id)
            all_moves = self.store.moves(game_id) if moves else []
        now = Summary.from_dict(latest.ruling if latest else row.setup["start"])
        return Position(row, all_moves, now)

    def in_thread(self, thread_id: int) -> Position | None:
        row = self.store.game_in_thread(thread_id)
        return self.position(row.id) if row else None

    def games_of(self, user_id: str, status: str = "open") -> list[Position]:
        return [self.position(g.id) for g in self.store.games_of(user_id, status)]

    # ------------------------------------------------------------------ new games
    def new_game(
        self,
        game: str,
        setup: dict[str, Any],
        seats: dict[str, tuple[str, str]],
        *,
        title: str = "",
        guild_id: int | None = None,
        channel_id: int | None = None,
        thread_id: int | None = None,
    ) -> Position:
        """Check the set-up runs, then store the game with its opening position."""
        if seats[SEATS[0]][0] == seats[SEATS[1]][0]:
            raise GameError("pick an opponent other than yourself")
        setup = dict(setup, game=game)
        setup.setdefault("players", list(SEATS))
        if list(setup["players"]) != list(SEATS):
            raise GameError(f"a playgroup game has two players, {' and '.join(SEATS)}")
        result, _ = self.run(setup, [])
        start = self.summarise(result, [], first_to_move(setup), 0)
        stored = {"scenario": setup, "start": start.to_dict(), "start_hash": state_hash(start)}
        game_id = self.store.create(
            game,
            title or f"{seats['A'][1]} vs {seats['B'][1]}",
            stored,
            seats,
            guild_id=guild_id,
            channel_id=channel_id,
            thread_id=thread_id,
        )
        return self.position(game_id)

    # ------------------------------------------------------------------ moves
    def _seat(self, pos: Position, user_id: str) -> str:
        seat = pos.row.seat_of(str(user_id))
        if seat is None:
            raise GameError(
                f"you are not playing in game #{pos.row.id} ({pos.name('A')} vs {pos.name('B')})"
            )
        return seat

    def _check_open(self, pos: Position, version: int | None) -> None:
        if pos.row.status != "open":
            raise GameError(f"game #{pos.row.id} has ended")
        if version is not None and version != pos.version:
            raise GameError("the game has moved on since then; look at the latest message")

    def _start_move(
        self, game_id: int, user_id: str, version: int | None, request_key: str | None
    ) -> tuple[Position, str, Applied | None]:
        """The position, the mover's seat, and the earlier result if this request was applied."""
        pos = self.position(game_id)
        if request_key and (dup := self._duplicate(pos, request_key)):
            return pos, dup.move.seat, dup
        self._check_open(pos, version)
        return pos, self._seat(pos, user_id), None

    def act(
        self,
        game_id: int,
        user_id: str,
        text: str,
        *,
        version: int | None = None,
        request_key: str | None = None,
    ) -> Applied:
        """An action in the scenario grammar (``play X on Y``, ``attack Z with W``, ``pass``)."""
        pos, seat, dup = self._start_move(game_id, user_id, version, request_key)
        if dup:
            return dup
        if pos.now.pending:
            d = pos.now.pending
            raise GameError(
                f"first {pos.name(d['player'])} ({d['player']}) must answer: {d['prompt']}"
            )
        if pos.turn != seat:
            raise GameError(f"it is {pos.name(pos.turn)}'s move ({pos.turn}), not yours")
        line = normalise_action(seat, text)
        kind = "pass" if line == f"{seat} passes" else "action"
        if kind == "action":
            try:
                parsed = parse_action(line, list(SEATS), where="action")
            except ScenarioError as exc:
                raise GameError(exc.message) from None
            if parsed.get("play"):
                self._check_has(pos, seat, parsed["play"])
        return self._apply(pos, NewMove(kind, seat, line, {}, request_key=request_key))

    def answer(
        self,
        game_id: int,
        user_id: str,
        value: Any,
        *,
        version: int | None = None,
        request_key: str | None = None,
    ) -> Applied:
        """Answer the open decision; only the player who must decide may."""
        pos, seat, dup = self._start_move(game_id, user_id, version, request_key)
        if dup:
            return dup
        decision = pos.now.decision
        if decision is None:
            raise GameError("there is no open choice to answer")
        if decision.player != seat:
            raise GameError(f"not your choice: {pos.name(decision.player)} decides this")
        try:
            matched = match_option(decision, value)
        except AnswerError as exc:
            raise GameError(str(exc)) from None
        body = {"value": matched, "kind": decision.kind, "player": decision.player}
        return self._apply(pos, NewMove("answer", seat, body, {}, request_key=request_key))

    def _apply(self, pos: Position, move: NewMove) -> Applied:
        """Replay with the new move; store it only if the engine accepted it."""
        live = self.live(self.store.moves(pos.row.id, rulings=False))
        candidate = MoveRow(pos.version + 1, move.kind, move.seat, move.body, {}, "", None, "")
        result, base = self.run(pos.row.setup["scenario"], [*live, candidate], game_id=pos.row.id)
        shown_from = pos.now.total_steps
        summary = self.summarise(result, [*live, candidate], self._start(pos.row), shown_from, base)
        stored = NewMove(
            move.kind,
            move.seat,
            move.body,
            summary.to_dict(),
            state_hash(summary),
            move.request_key,
        )
        applied = self._commit(pos, stored, end=summary.game_over)
        if not applied.duplicate and applied.move.seq == candidate.seq:
            self.keep_position(pos.row.id, [*live, applied.move], result, base)
        return applied

    def _commit(self, pos: Position, move: NewMove, *, end: bool = False) -> Applied:
        try:
            self.store.append(pos.row.id, pos.version, move, end=end)
        except StoreConflict:
            raise GameError("someone moved first; look at the latest message") from None
        except DuplicateRequest:
            return self._duplicate(pos, move.request_key or "") or self._latest(pos.row.id)
        return self._latest(pos.row.id)

    def _latest(self, game_id: int) -> Applied:
        pos = self.position(game_id)
        latest = self.store.latest(game_id)
        assert latest is not None
        return Applied(latest, pos)

    def _duplicate(self, pos: Position, key: str) -> Applied | None:
        seq = self.store.seq_for_request(pos.row.id, key)
        if seq is None:
            return None
        move = next(m for m in self.store.moves(pos.row.id) if m.seq == seq)
        return Applied(move, self.position(pos.row.id), duplicate=True)

    # ------------------------------------------------------------------ undo, end
    def last_action(self, pos: Position) -> MoveRow | None:
        acted = [m for m in self.live(self.store.moves(pos.row.id, rulings=False))]
        acted = [m for m in acted if m.kind in ("action", "pass")]
        return acted[-1] if acted else None

    def _check_has(self, pos: Position, seat: str, name: str) -> None:
        """In a game a card is played from somewhere: unlike a one-off ruling, the engine
        must not conjure a card the player does not have."""
        try:
            wanted = self.catalog.get(pos.row.game, name).full_name if self.catalog else name
        except CardNotFound as exc:
            raise GameError(str(exc)) from None
        zones = (pos.now.state.get("zones") or {}).get(seat) or {}
        for cards in zones.values():
            for card in cards:
                if re.sub(r" #\d+$", "", str(card.get("card", ""))) == wanted:
                    return
        raise GameError(f"you have no {wanted} to play")

    def request_undo(self, game_id: int, user_id: str) -> tuple[Position, MoveRow]:
        pos = self.position(game_id)
        self._check_open(pos, None)
        seat = self._seat(pos, user_id)
        last = self.last_action(pos)
        if last is None:
            raise GameError("there is no action to undo yet")
        try:
            self.store.request_undo(game_id, pos.version, seat)
        except StoreConflict:
            raise GameError("the game moved on while you asked; ask again") from None
        return self.position(game_id), last

    def agree_undo(
        self, game_id: int, user_id: str, version: int, *, request_key: str | None = None
    ) -> Applied:
        """The opponent agrees: the last action and every answer after it are undone."""
        pos, seat, dup = self._start_move(game_id, user_id, version, request_key)
        if dup:
            return dup
        if not pos.row.undo_by or pos.row.undo_version != pos.version:
            raise GameError("there is no undo request open (or the game has moved on)")
        if pos.row.undo_by == seat:
            raise GameError(f"not your choice: {pos.name(_other(seat))} must agree to the undo")
        last = self.last_action(pos)
        assert last is not None
        moves = self.store.moves(game_id, rulings=False)
        live = [m for m in self.live(moves) if m.seq < last.seq]
        result, base = self.run(pos.row.setup["scenario"], live, game_id=game_id)
        summary = self.summarise(result, live, self._start(pos.row), 0, base)
        summary = Summary(**{**summary.to_dict(), "steps": []})
        body = {"undid": last.seq, "action": last.body, "asked_by": pos.row.undo_by}
        move = NewMove("undo", seat, body, summary.to_dict(), state_hash(summary), request_key)
        try:
            self.store.undo(game_id, pos.version, last.seq, move)
        except StoreConflict:
            raise GameError("someone moved first; look at the latest message") from None
        except DuplicateRequest:
            return self._duplicate(pos, request_key or "") or self._latest(game_id)
        return self._latest(game_id)

    def decline_undo(self, game_id: int, user_id: str, version: int) -> Position:
        pos = self.position(game_id)
        self._check_open(pos, version)
        seat = self._seat(pos, user_id)
        if not pos.row.undo_by:
            raise GameError("there is no undo request open")
        if pos.row.undo_by == seat:
            raise GameError(f"not your choice: {pos.name(_other(seat))} answers the undo request")
        self.store.request_undo(game_id, pos.version, None)
        return self.position(game_id)

    def end(self, game_id: int, user_id: str, *, request_key: str | None = None) -> Applied:
        pos = self.position(game_id)
        self._check_open(pos, None)
        seat = self._seat(pos, user_id)
        now = Summary(**{**pos.now.to_dict(), "steps": []})
        move = NewMove("end", seat, {"ended_by": seat}, now.to_dict(), state_hash(now), request_key)
        return self._commit(pos, move, end=True)

    def set_ping(self, user_id: str, on: bool) -> None:
        self.store.set_ping(str(user_id), on)


def first_to_move(setup: dict[str, Any]) -> str:
    """After set-up actions, the opponent of whoever acted last; else the active player."""
    actions = setup.get("actions") or []
    if actions:
        last = actions[-1]
        who = last.get("player") if isinstance(last, dict) else str(last).split(" ", 1)[0]
        if str(who).upper() in SEATS:
            return _other(str(who).upper())
    return str(setup.get("active_player") or SEATS[0])


def normalise_action(seat: str, text: str) -> str:
    """``play X on Y`` typed by A -> ``A plays X on Y``; a leading seat must be the player's own."""
    words = " ".join((text or "").split()).split(" ")
    if not words or not words[0]:
        raise GameError("say what you do, e.g. 'play Vanquish on Krayt Dragon', or 'pass'")
    if words[0].upper() in SEATS:
        if words[0].upper() != seat:
            raise GameError(f"you play as {seat}; you cannot act for {words[0].upper()}")
        words = words[1:]
        if not words:
            raise GameError("say what you do after your letter, e.g. 'A plays Vanquish'")
    verb = words[0].lower()
    verb = VERB_FORMS.get(verb, verb if verb.endswith("s") else verb + "s")
    return " ".join([seat, verb, *words[1:]])


def _notes_from(result: RulingResult, first: int) -> list[str]:
    """The notes raised by the steps shown (index ``first`` on): a game is replayed from its
    start, and a note about an earlier move is not news in this one."""
    at = list(result.note_steps)
    at += [len(result.steps)] * (len(result.notes) - len(at))  # notes added after the run
    return [n for n, i in zip(result.notes, at, strict=False) if i >= first]
