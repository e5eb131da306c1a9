"""Pure rendering of playgroup games: the state card, a move's resolution, the log, lists.

Hidden zones (hands, decks) show only how many cards they hold on anything posted in
the thread; a player's own hand is shown only in their private ``/game state``.
"""

from __future__ import annotations

from typing import Any

from bot import render
from bot.render import Doc, clean, step_line
from cards_db.playgroups.play import Position, Summary
from cards_db.playgroups.store import MoveRow
from engine.core.state import HIDDEN

KIND_WORDS = {"action": "", "answer": "answers ", "pass": "", "undo": "undo: ", "end": ""}


def _hidden_zones(game: str) -> set[str]:
    from engine.rulesets import get_ruleset

    zones = getattr(get_ruleset(game), "zones", {}) or {}
    return {z for z, vis in zones.items() if vis == HIDDEN}


def _zone_word(zone: str) -> str:
    return zone.replace("_", " ")


def turn_line(pos: Position) -> str:
    if pos.row.status != "open":
        return "The game has ended."
    seat = pos.turn
    who = f"**{clean(pos.name(seat))}** ({seat})"
    d = pos.now.pending
    if d:
        return f"Waiting for {who} to choose: {clean(d['prompt'])}"
    if pos.row.undo_by:
        other = "B" if pos.row.undo_by == "A" else "A"
        return f"{clean(pos.name(pos.row.undo_by))} asked to undo the last action; waiting for {clean(pos.name(other))}."
    return f"{who} to move."


def state_doc(pos: Position, *, viewer_seat: str | None = None) -> Doc:
    """The state card: each player's zones, counters and whose move it is."""
    now = pos.now
    title = f"Game #{pos.row.id} · {pos.row.title}"
    status = (now.outcome or {}).get("status", "complete")
    colour = render.COLOURS[
        "paused" if now.pending else "game_over" if status == "game_over" else "info"
    ]
    doc = Doc(title=title, colour=colour, footer=f"{pos.row.game} · move {pos.version}")
    doc.line(turn_line(pos))
    hidden = _hidden_zones(pos.row.game)
    state = now.state or {}
    zones = state.get("zones") or {}
    counters = {p["id"]: p.get("counters") or {} for p in state.get("players") or ()}
    for seat in ("A", "B"):
        lines = []
        if counters.get(seat):
            lines.append(", ".join(f"{clean(k)} {v}" for k, v in counters[seat].items()))
        for zone, cards in (zones.get(seat) or {}).items():
            if zone in hidden:
                lines.append(f"{_zone_word(zone)}: {len(cards)} card{'s' * (len(cards) != 1)}")
            else:
                names = ", ".join(clean(render._card_label(c)) for c in cards)
                lines.append(f"{_zone_word(zone)}: {names}")
        # Whose move it is heads the card; the engine's "active player" is whoever acted last.
        mark = " · to move" if pos.row.status == "open" and pos.turn == seat else ""
        doc.add_field(f"{seat} · {pos.name(seat)}{mark}", "\n".join(lines) or "no cards")
    shared = zones.get("shared") or {}
    for zone, cards in shared.items():
        doc.add_field(_zone_word(zone), ", ".join(clean(render._card_label(c)) for c in cards))
    info = state.get("info") or {}
    if info:
        doc.add_field("Game", ", ".join(f"{clean(k)}: {clean(v)}" for k, v in info.items()))
    if status == "game_over":
        doc.add_field("Outcome", clean(now.outcome.get("text", "")))
    if viewer_seat and zones.get(viewer_seat):
        for zone in sorted(hidden & set(zones[viewer_seat])):
            if zone == "deck":
                continue
            names = ", ".join(clean(render._card_label(c)) for c in zones[viewer_seat][zone])
            doc.add_field(f"Your {_zone_word(zone)} (only you see this)", names)
    return doc


def move_title(move: MoveRow) -> str:
    if move.kind == "answer":
        return f"{move.seat} chooses {render._fmt_answer(move.body['value'])}"
    if move.kind == "undo":
        return f"Undo of “{move.body['action']}” (agreed by {move.seat})"
    if move.kind == "end":
        return f"{move.seat} ended the game"
    return str(move.body)


def move_doc(pos: Position, move: MoveRow) -> Doc:
    """A move's resolution with its citations, as ``/ruling`` shows one, and what comes next."""
    now = Summary.from_dict(move.ruling)
    status = (now.outcome or {}).get("status", "complete")
    doc = Doc(
        title=f"Game #{pos.row.id} · move {move.seq}: {move_title(move)}",
        colour=render.COLOURS.get(status, render.COLOURS["info"]),
        footer=render.document_footer(now.document),
    )
    if now.steps:
        doc.heading("Resolution")
        for step in now.steps:
            doc.line(step_line(step))
    if status == "game_over":
        doc.add_field("Outcome · game over", clean(now.outcome.get("text", "")))
    if now.pending:
        d = now.pending
        doc.add_field(
            "Waiting for a choice",
            f"**{clean(pos.name(d['player']))}** ({d['player']}): {clean(d['prompt'])} "
            + render._rules([d["rule"]]),
        )
    for note in now.notes or ():
        doc.add_field("Note", clean(note))
    for rule in now.cited_rules or ():
        doc.add_field(
            f"{rule.get('id')} · {rule.get('title', '')}", clean(rule.get("summary") or "")
        )
    return doc


def log_doc(pos: Position) -> Doc:
    """Every move so far, each with the steps it produced and their citations."""
    doc = Doc(title=f"Game #{pos.row.id} · log", footer=f"{len(pos.moves)} moves")
    if not pos.moves:
        doc.line("No moves yet.")
    for m in pos.moves:
        undone = f" *(undone by move {m.undone_by})*" if m.undone_by else ""
        doc.heading(f"{m.seq}. {clean(pos.name(m.seat))} ({m.seat}): {clean(move_title(m))}")
        lines = [step_line(s) for s in (m.ruling.get("steps") or ())] or ["(no steps)"]
        doc.line("\n".join(lines) + undone)
    return doc


def list_doc(positions: list[Position], user_id: str) -> Doc:
    doc = Doc(title="Your open games")
    if not positions:
        doc.line("You have no open games. Start one with `/game new`.")
    for pos in positions:
        seat = pos.row.seat_of(user_id)
        where = f" in <#{pos.row.thread_id}>" if pos.row.thread_id else ""
        mine = " — **your move**" if pos.turn == seat and pos.row.status == "open" else ""
        doc.line(f"#{pos.row.id} {clean(pos.row.title)} ({pos.row.game}){where}{mine}")
    return doc


def pages(doc: Doc) -> list[render.Page]:
    return render.paginate(doc)


def option_label(option: Any) -> str:
    return render.cut(render._fmt_answer(option), 80)
