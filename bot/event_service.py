"""Events, the ruling log and judge calls, without Discord: plain values in, replies out.

Every staff action checks the roles Discord sent with the interaction against the
server's staff-role settings before anything is read or changed, so a button click
from a member without them changes nothing and gets "Staff only".
"""

from __future__ import annotations

import json
import logging
import re
from dataclasses import asdict, dataclass, field
from typing import TYPE_CHECKING, Any

from bot import event_render, render
from bot.service import Reply, RulingRequest, error_reply, game_name
from cards_db.event_export import export_event
from cards_db.events import EventError, EventStore, JudgeCall
from cards_db.ruling_log import Asker, LoggedRuling, RulingLog, normalise_ruling_id
from engine.core.rules import version_text

if TYPE_CHECKING:
    from bot.service import JudgeService

log = logging.getLogger(__name__)

RULING_ID = re.compile(r"^R-[0-9A-Z]{4,8}$")
RULING_IDS = re.compile(r"\b(?:R-)?[0-9A-Za-z]{4,8}\b")
LEVELS = {"judge": ("judge",), "staff": ("judge", "staff")}
LEVEL_NAME = {"judge": "a judge role", "staff": "a judge or event-staff role"}


@dataclass(frozen=True)
class Who:
    """The member behind an interaction, as Discord described them in it."""

    user_id: int
    name: str
    guild_id: int | None
    channel_id: int | None
    role_ids: frozenset[int] = frozenset()

    @property
    def asker(self) -> Asker:
        return Asker(self.user_id, self.name, self.guild_id, self.channel_id)


@dataclass
class CallUpdate:
    """What a judge-call action sends: a private reply, the staff card, a message to the player."""

    reply: Reply
    call: JudgeCall | None = None
    staff_channel_id: int | None = None
    staff_embed: dict[str, Any] | None = None
    ping_roles: list[int] = field(default_factory=list)
    notify_channel_id: int | None = None
    notify_user_id: int | None = None
    notify_text: str = ""


def ok(title: str, text: str) -> Reply:
    return Reply("events", event_render.plain(title, text))


def trace_of(result: dict[str, Any]) -> list[tuple[str, tuple[str, ...]]]:
    """What "the same ruling" means: every step's text and citations, then the outcome."""
    steps = [(str(s.get("text")), tuple(s.get("rules") or ())) for s in result.get("steps") or ()]
    outcome = result.get("outcome") or {}
    return [*steps, (f"outcome: {outcome.get('text')}", tuple(outcome.get("rules") or ()))]


def compare_traces(old: dict[str, Any], new: dict[str, Any]) -> str:
    a, b = trace_of(old), trace_of(new)
    docs = ""
    od, nd = old.get("document") or {}, new.get("document") or {}
    if od.get("version") != nd.get("version"):
        docs = f" Rules document: then {version_text(od.get('version'))}, now {version_text(nd.get('version'))}."
    if a == b:
        return "Gives the same steps and citations." + docs
    for i, (x, y) in enumerate(zip(a, b, strict=False), 1):
        if x != y:
            return (
                f"**Would differ** from step {i}: then “{render.clean(x[0])}” "
                f"{render._rules(x[1])}, now “{render.clean(y[0])}” {render._rules(y[1])}.{docs}"
            )
    return f"**Would differ**: then {len(a) - 1} steps, now {len(b) - 1}.{docs}"


def parse_ruling_ids(text: str | None) -> list[str]:
    return [normalise_ruling_id(m) for m in RULING_IDS.findall(text or "")]


class EventService:
    """The event commands over the judge service's database connection."""

    def __init__(self, judge: JudgeService) -> None:
        self.judge = judge
        conn = judge.db.db.conn
        self.log = RulingLog(conn)
        self.store = EventStore(conn)

    # ------------------------------------------------------------------ permission

    def refuse(self, who: Who, level: str) -> Reply | None:
        """None when ``who`` may act at ``level``; otherwise the reply that says why not."""
        if who.guild_id is None:
            return error_reply("Servers only", "Events and staff commands only work in a server.")
        roles = self.store.roles(who.guild_id)
        allowed = {r for kind in LEVELS[level] for r in roles[kind]}
        if not allowed:
            return error_reply(
                "Staff only",
                "No staff roles are set for this server yet. Someone with **Manage Server** "
                "adds them with `/settings staff-role`. Nothing was changed.",
            )
        if allowed & who.role_ids:
            return None
        names = ", ".join(f"<@&{r}>" for r in sorted(allowed))
        return error_reply(
            "Staff only",
            f"This needs {LEVEL_NAME[level]} ({names}). Nothing was changed.",
        )

    def roles_reply(self, guild_id: int) -> Reply:
        return Reply(
            "settings",
            event_render.plain("Staff roles", event_render.roles_text(self.store.roles(guild_id))),
        )

    def set_role(self, guild_id: int, kind: str, role_id: int, remove: bool) -> Reply:
        try:
            self.store.set_role(guild_id, kind, role_id, present=not remove)
        except EventError as e:
            return error_reply("Unknown role kind", str(e))
        return self.roles_reply(guild_id)

    # ------------------------------------------------------------------ events

    def start_event(self, who: Who, name: str, staff_channel_id: int | None) -> Reply:
        if denied := self.refuse(who, "staff"):
            return denied
        assert who.guild_id is not None
        channel = staff_channel_id or who.channel_id
        if channel is None:
            return error_reply("Which channel?", "Give the staff channel for judge calls.")
        try:
            event = self.store.start(who.guild_id, name, channel, who.user_id, who.name)
        except EventError as e:
            return error_reply("Can't start the event", str(e))
        return ok(
            f"Event started · {event.name}",
            f"Every ruling posted publicly in this server is now logged in this event. "
            f"Judge calls (`/judge call`) go to <#{event.staff_channel_id}>. "
            "End it with `/event end`; `/event export` gives the report.",
        )

    def end_event(self, who: Who) -> Reply:
        if denied := self.refuse(who, "staff"):
            return denied
        assert who.guild_id is not None
        try:
            event = self.store.end(who.guild_id, who.user_id)
        except EventError as e:
            return error_reply("No event", str(e))
        counts = self._counts(event.id)
        text = f"{counts['rulings']} rulings logged, {counts['calls']} judge calls."
        if counts["open"]:
            text += f" {counts['open']} calls were still open; they stay in the export as open."
        return ok(f"Event ended · {event.name}", text + " `/event export` gives the report.")

    def event_info(self, who: Who) -> Reply:
        if who.guild_id is None:
            return error_reply("Servers only", "Events only exist in servers.")
        event = self.store.latest(who.guild_id)
        if event is None:
            return error_reply("No event", "No event has run in this server yet.")
        return Reply("events", event_render.event_pages(event, self._counts(event.id)))

    def _counts(self, event_id: int) -> dict[str, int]:
        calls = self.store.calls(event_id)
        return {
            "rulings": len(self.log.for_event(event_id)),
            "calls": len(calls),
            "open": sum(1 for c in calls if c.state != "resolved"),
        }

    def export(self, who: Who) -> tuple[Reply, dict[str, str]]:
        if denied := self.refuse(who, "staff"):
            return denied, {}
        assert who.guild_id is not None
        event = self.store.latest(who.guild_id)
        if event is None:
            return error_reply("No event", "No event has run in this server yet."), {}
        notes = self.log.event_notes(event.id)
        rulings = [(r, notes.get(r.id, [])) for r in self.log.for_event(event.id)]
        calls = self.store.calls(event.id)
        files = export_event(event, rulings, calls)
        return (
            ok(
                f"Export · {event.name}",
                f"{len(rulings)} rulings and {len(calls)} judge calls, "
                "as CSV (for spreadsheets) and JSON.",
            ),
            files,
        )

    # ------------------------------------------------------------------ the ruling log

    def record_public(self, reply: Reply, who: Who) -> str:
        """Log a ruling that is being posted publicly; returns its id."""
        return self._record(reply, who, "public")

    def _record(self, reply: Reply, who: Who, source: str) -> str:
        if reply.result is None or reply.request is None:
            raise ValueError("only a ruling with its result can be logged")
        event = self.store.running(who.guild_id)
        req = reply.request
        return self.log.record(
            asker=who.asker,
            source=source,
            game=req.game,
            scenario_text=req.text,
            active=req.active,
            forced=req.forced,
            result_text=json.dumps(reply.result, ensure_ascii=False),
            title=str(reply.pages[0][0].get("title") or f"Ruling · {game_name(req.game)}"),
            alternatives=[asdict(a) for a in reply.alternatives],
            event_id=event.id if event else None,
        )

    def _visible(self, who: Who, text: str) -> LoggedRuling | Reply:
        rid = normalise_ruling_id(text)
        if not RULING_ID.match(rid):
            return error_reply(
                "Not a ruling id",
                f"“{render.clean(text)}” isn't a ruling id; they look like `R-3F7K`.",
            )
        ruling = self.log.get(rid)
        if (
            ruling is None
            or ruling.guild_id != who.guild_id
            or (ruling.guild_id is None and ruling.user_id != who.user_id)
        ):
            return error_reply("Unknown ruling", f"There is no logged ruling `{rid}` here.")
        return ruling

    def ruling_pages(self, ruling: LoggedRuling) -> list[render.Page]:
        """The stored ruling rendered from its stored result: the pages that were posted."""
        alternatives = [render.Alternative(**a) for a in ruling.alternatives]
        return render.ruling_pages(ruling.result, alternatives=alternatives, title=ruling.title)

    def rerun_check(self, ruling: LoggedRuling) -> str:
        forced = tuple((int(k), v) for k, v in ruling.forced)
        req = RulingRequest(ruling.game, ruling.scenario_text, ruling.active, forced)
        try:
            now = self.judge.ruling(req, branches=False)
        except Exception as e:  # the record stands whatever the engine does today
            log.exception("re-running %s failed", ruling.id)
            return f"**Fails today** ({render.clean(type(e).__name__)}); the stored ruling stands."
        if now.result is None:
            title = now.pages[0][0].get("title", "")
            return f"**Can't run today**: {render.clean(title)}."
        return compare_traces(ruling.result, now.result)

    def show(self, who: Who, ruling_id: str) -> Reply:
        found = self._visible(who, ruling_id)
        if isinstance(found, Reply):
            return found
        notes = self.log.notes(found.id)
        record = event_render.record_page(
            found, notes, self.rerun_check(found), self.log.is_official(found.id)
        )
        return Reply("ruling-log", [record, *self.ruling_pages(found)], log_id=found.id)

    def search(self, who: Who, card: str | None, rule: str | None, user_id: int | None) -> Reply:
        if who.guild_id is None:
            return error_reply("Servers only", "The ruling log belongs to a server.")
        if not any((card and card.strip(), rule and rule.strip(), user_id)):
            return error_reply("Search for what?", "Give a card, a rule or a player.")
        hits = self.log.search(who.guild_id, card=card, rule=rule, user_id=user_id)
        what = [
            f"card “{render.clean(card)}”" if card else "",
            f"rule `{render.clean(rule)}`" if rule else "",
            f"asked by <@{user_id}>" if user_id else "",
        ]
        intro = "Matching " + ", ".join(w for w in what if w) + ", newest first:"
        return Reply(
            "ruling-log",
            event_render.ruling_list_pages(intro, hits, "No logged ruling matches."),
        )

    def note(self, who: Who, ruling_id: str, text: str, *, official: bool = False) -> Reply:
        if denied := self.refuse(who, "judge"):
            return denied
        found = self._visible(who, ruling_id)
        if isinstance(found, Reply):
            return found
        if not official and not (text or "").strip():
            return error_reply("Empty note", "Write the note, for example “overruled: …”.")
        self.log.add_note(found.id, "official" if official else "note", who.asker, text)
        if official:
            return ok(
                f"{found.id} is official", "Marked official by " + render.clean(who.name) + "."
            )
        return ok(f"Note added to {found.id}", render.clean(text.strip()))

    def flag(self, who: Who, ruling_id: str, comment: str) -> Reply:
        found = self._visible(who, ruling_id)
        if isinstance(found, Reply):
            return found
        return self._flag(found.id, who, comment)

    def flag_reply(self, reply: Reply, who: Who, comment: str) -> Reply:
        """Report an unlogged (private) ruling: log it as flagged, then record the report."""
        rid = reply.log_id or self._record(reply, who, "flagged")
        return self._flag(rid, who, comment)

    def _flag(self, rid: str, who: Who, comment: str) -> Reply:
        if not (comment or "").strip():
            return error_reply("Say what looks wrong", "A few words help the staff review it.")
        self.log.add_note(rid, "flag", who.asker, comment)
        return ok(
            "Thanks, reported",
            f"Recorded with ruling `{rid}` for the staff to review. "
            "The project uses these reports to find where the engine errs.",
        )

    def flagged(self, who: Who) -> Reply:
        if denied := self.refuse(who, "staff"):
            return denied
        return Reply("ruling-log", event_render.flagged_pages(self.log.flagged(who.guild_id)))

    # ------------------------------------------------------------------ judge calls

    def call_judge(self, who: Who, table: str | None, question: str | None) -> CallUpdate:
        if who.guild_id is None or who.channel_id is None:
            return CallUpdate(error_reply("Servers only", "Judge calls work in a server."))
        event = self.store.running(who.guild_id)
        if event is None:
            return CallUpdate(
                error_reply(
                    "No event running",
                    "Judge calls work while an event runs; staff start one with `/event start`.",
                )
            )
        call = self.store.call(
            event, who.channel_id, who.user_id, who.name, table or "", question or ""
        )
        return CallUpdate(
            ok(
                f"Judge called · #{call.id}",
                "The staff have been told. You'll get a message here when a judge is on the way.",
            ),
            call=call,
            staff_channel_id=event.staff_channel_id,
            staff_embed=event_render.call_embed(call, event),
            ping_roles=self.store.roles(who.guild_id)["on_duty"],
        )

    def set_staff_message(self, call_id: int, message_id: int) -> None:
        self.store.set_staff_message(call_id, message_id)

    def claim(self, who: Who, call_id: int) -> CallUpdate:
        return self._call_action(who, call_id, "claim")

    def resolve(self, who: Who, call_id: int, rulings: str | None = None) -> CallUpdate:
        return self._call_action(who, call_id, "resolve", parse_ruling_ids(rulings))

    def link(self, who: Who, call_id: int, rulings: str) -> CallUpdate:
        ids = parse_ruling_ids(rulings)
        if not ids:
            return CallUpdate(error_reply("Which rulings?", "Give ruling ids such as `R-3F7K`."))
        return self._call_action(who, call_id, "link", ids)

    def _call_action(
        self, who: Who, call_id: int, action: str, rulings: list[str] | None = None
    ) -> CallUpdate:
        if denied := self.refuse(who, "judge"):
            return CallUpdate(denied)
        existing = self.store.get_call(call_id)
        if existing is None or existing.guild_id != who.guild_id:
            return CallUpdate(
                error_reply("Unknown call", f"There is no judge call #{call_id} here.")
            )
        try:
            if action == "claim":
                call = self.store.claim(call_id, who.user_id, who.name)
            elif action == "resolve":
                call = self.store.resolve(call_id, who.user_id, who.name, rulings or [])
            else:
                call = self.store.link(call_id, rulings or [])
        except EventError as e:
            return CallUpdate(error_reply("Can't do that", str(e)))
        event = self.store.event(call.event_id)
        assert event is not None
        update = CallUpdate(
            ok(f"Call #{call.id} {call.state}", f"Table: {render.clean(call.table_name) or '—'}."),
            call=call,
            staff_channel_id=event.staff_channel_id,
            staff_embed=event_render.call_embed(call, event),
        )
        if action == "claim":
            where = f" at table {render.clean(call.table_name)}" if call.table_name else ""
            update.notify_channel_id = call.channel_id
            update.notify_user_id = call.user_id
            update.notify_text = (
                f"<@{call.user_id}> **{render.clean(who.name)}** is coming{where} "
                f"(judge call #{call.id})."
            )
        return update

    def queue(self, who: Who) -> Reply:
        if denied := self.refuse(who, "staff"):
            return denied
        assert who.guild_id is not None
        event = self.store.running(who.guild_id)
        if event is None:
            return error_reply("No event running", "Start one with `/event start`.")
        return Reply("events", event_render.queue_pages(event, self.store.queue(event.id)))
