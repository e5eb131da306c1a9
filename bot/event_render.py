"""Pure rendering of events, judge calls and ruling-log records -> embed pages.

Everything a user typed (names, tables, questions, notes, scenarios) goes through
:func:`bot.render.clean`, so it shows as text and can never ping, even when copied.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from bot import render
from bot.render import COLOURS, Doc, Embed, Page, clean, cut, paginate
from cards_db.events import Event, JudgeCall
from cards_db.ruling_log import LoggedRuling, RulingNote
from engine.core.rules import version_text

CALL_COLOURS = {
    "open": COLOURS["paused"],
    "claimed": COLOURS["info"],
    "resolved": COLOURS["complete"],
}
SOURCE_LABEL = {
    "public": "posted publicly",
    "official": "marked official",
    "flagged": "reported as looking wrong",
}


def when(stamp: str | None) -> str:
    """A stored UTC time as a Discord timestamp (each reader sees their own time zone)."""
    if not stamp:
        return "—"
    try:
        unix = int(datetime.fromisoformat(stamp.replace("Z", "+00:00")).timestamp())
    except ValueError:
        return clean(stamp)
    return f"<t:{unix}:f>"


def _who(user_id: int | None, name: str | None) -> str:
    return f"{clean(name or '?')} (<@{user_id}>)" if user_id else clean(name or "?")


def call_embed(call: JudgeCall, event: Event) -> Embed:
    """The staff channel's card for one judge call; it changes as the call is claimed and resolved."""
    title = f"Judge call #{call.id}"
    if call.table_name:
        title += f" · table {clean(call.table_name)}"
    doc = Doc(title=title, colour=CALL_COLOURS[call.state], footer=f"Event: {event.name}")
    doc.line(clean(call.question) if call.question else "*(no question given)*")
    doc.add_field("Player", _who(call.user_id, call.user_name), inline=True)
    doc.add_field("Where", f"<#{call.channel_id}>", inline=True)
    doc.add_field("Called", when(call.called_at), inline=True)
    if call.claimed_at:
        doc.add_field(
            "Claimed", f"{when(call.claimed_at)} by {clean(call.claimed_by_name)}", inline=True
        )
    if call.resolved_at:
        doc.add_field(
            "Resolved", f"{when(call.resolved_at)} by {clean(call.resolved_by_name)}", inline=True
        )
    if call.rulings:
        doc.add_field("Rulings", ", ".join(f"`{r}`" for r in call.rulings))
    return paginate(doc)[0][0]


def queue_pages(event: Event, calls: Sequence[JudgeCall]) -> list[Page]:
    doc = Doc(title=f"Judge queue · {event.name}", colour=COLOURS["info"])
    if not calls:
        doc.line("No open judge calls.")
    for c in calls:
        where = f"table {clean(c.table_name)}" if c.table_name else f"<#{c.channel_id}>"
        state = (
            f"claimed by {clean(c.claimed_by_name)} {when(c.claimed_at)}"
            if c.claimed_at
            else "**waiting**"
        )
        question = f" — {clean(cut(c.question, 120))}" if c.question else ""
        doc.line(
            f"**#{c.id}** · {where} · {clean(c.user_name)} · called {when(c.called_at)} · "
            f"{state}{question}"
        )
    return paginate(doc)


def event_pages(event: Event, counts: dict[str, int]) -> list[Page]:
    title = f"Event · {event.name}" + ("" if event.running else " (ended)")
    doc = Doc(title=title, colour=COLOURS["complete"] if event.running else COLOURS["info"])
    doc.line(
        f"Started {when(event.started_at)} by {clean(event.started_by_name)}; "
        f"staff channel <#{event.staff_channel_id}>."
    )
    if not event.running:
        doc.line(f"Ended {when(event.ended_at)}.")
    doc.add_field("Rulings logged", str(counts.get("rulings", 0)), inline=True)
    doc.add_field("Judge calls", str(counts.get("calls", 0)), inline=True)
    doc.add_field("Waiting for a judge", str(counts.get("open", 0)), inline=True)
    return paginate(doc)


def record_page(
    ruling: LoggedRuling, notes: Sequence[RulingNote], rerun: str, official: bool
) -> Page:
    """The log record around a stored ruling: who, where, when, documents, notes, re-run check."""
    title = f"Ruling {ruling.id}" + (" · ✅ official" if official else "")
    doc = Doc(title=title, colour=COLOURS["complete"] if official else COLOURS["info"])
    where = f" in <#{ruling.channel_id}>" if ruling.channel_id else ""
    doc.line(
        f"Asked by {_who(ruling.user_id, ruling.user_name)}{where}, {when(ruling.created_at)}; "
        f"{SOURCE_LABEL.get(ruling.source, ruling.source)}. "
        "The ruling as it was given follows on the next page(s) (▶)."
    )
    docs = "; ".join(
        f"{clean(d.get('title'))} {clean(version_text(d.get('version')))}" for d in ruling.documents
    )
    doc.add_field("Rules documents", docs or "—")
    doc.add_field("Re-running it today", rerun)
    for n in notes:
        label = {"note": "Judge note", "official": "Marked official", "flag": "Looks wrong"}[n.kind]
        text = f"{clean(n.text)}\n" if n.text else ""
        doc.add_field(f"{label} · {cut(n.user_name, 80)}", f"{text}{when(n.created_at)}")
    return paginate(doc)[0]


def ruling_list_pages(intro: str, rulings: Sequence[LoggedRuling], empty: str) -> list[Page]:
    doc = Doc(title="Logged rulings", colour=COLOURS["info"])
    doc.line(intro)
    if not rulings:
        doc.line(empty)
    for r in rulings:
        doc.line(
            f"`{r.id}` · {when(r.created_at)} · {clean(r.user_name)} · "
            f"{clean(cut(r.scenario_text, 150))}"
        )
    return paginate(doc)


def flagged_pages(items: Sequence[tuple[LoggedRuling, list[RulingNote]]]) -> list[Page]:
    doc = Doc(title="Rulings reported as looking wrong", colour=COLOURS["paused"])
    if not items:
        doc.line("Nothing waits for review.")
    for ruling, notes in items:
        flags = [n for n in notes if n.kind == "flag"]
        comments = "; ".join(
            f"{clean(n.user_name)}: “{clean(cut(n.text, 200))}”" for n in flags[-3:]
        )
        doc.line(f"`{ruling.id}` · {clean(cut(ruling.scenario_text, 120))}\n\u2003{comments}")
    doc.line("Review one with `/ruling-log show`; a judge note on it closes the report.")
    return paginate(doc)


def roles_text(roles: dict[str, list[int]]) -> str:
    def names(ids: list[int]) -> str:
        return ", ".join(f"<@&{r}>" for r in ids) or "none"

    return (
        f"Judges: {names(roles['judge'])}\nEvent staff: {names(roles['staff'])}\n"
        f"Pinged by judge calls (on duty): {names(roles['on_duty'])}"
    )


def plain(title: str, text: str, colour: str = "info") -> list[Page]:
    return render.message_pages(title, text, colour=colour)
