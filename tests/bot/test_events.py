"""Events, judge calls, staff roles, exports and the ruling log through the real discord.py.

Payloads are shaped as Discord sends them (members with role ids, resolved role,
channel and user options, modal submits); assertions are on the JSON the bot sends:
interaction callbacks, follow-ups, channel messages with their allowed mentions,
and the attached files. Each test gets its own copy of the card database.
"""

from __future__ import annotations

import csv
import io
import json
import re
import shutil
from pathlib import Path
from typing import Any

import discord
import pytest
from harness import (
    BASIC_PERMS,
    CHANNEL_ID,
    GUILD_ID,
    MANAGE_GUILD,
    USER_ID,
    FakeDiscord,
    Harness,
    Request,
    final,
    running_bot,
    user_payload,
)

from bot.runner import Runner
from bot.service import JudgeService
from cards_db import open_database

SCENARIO = "A: Krayt Dragon in ground arena; B plays Vanquish on Krayt Dragon"
STAFF_CHANNEL = 510000000000000007
JUDGE_ROLE = 700000000000000001
STAFF_ROLE = 700000000000000002
ON_DUTY = 700000000000000003
JUDGE_ID = 310000000000000001
ORGANISER_ID = 310000000000000002
PLAYER_ID = USER_ID
EVIL = "@everyone @here <@&123456789012345678> <@123456789012345678>"
EPHEMERAL = 64
NO_MENTIONS = {"parse": []}


class EventDiscord(FakeDiscord):
    """The harness's fake Discord, also answering channel messages and keeping attachments."""

    def __init__(self) -> None:
        super().__init__()
        self.files: dict[str, bytes] = {}
        self.closed_channels: set[str] = set()  # channels where the bot may not post

    async def webhook_request(self, route: Any, *, payload: Any = None, **kwargs: Any) -> Any:
        for part in kwargs.get("multipart") or ():
            if str(part.get("name", "")).startswith("files["):
                fp = part["value"]
                fp.seek(0)
                self.files[part["filename"]] = fp.read()
        return await super().webhook_request(route, payload=payload, **kwargs)

    async def http_request(self, route: Any, **kwargs: Any) -> Any:
        m = re.fullmatch(
            r"/channels/(\d+)/messages(?:/(\d+))?",
            _fill(route),
        )
        if m is None:
            return await super().http_request(route, **kwargs)
        payload = kwargs.get("json")
        req = Request(route.method, _fill(route), payload)
        self.requests.append(req)
        if m.group(1) in self.closed_channels:
            raise discord.Forbidden(_Response(403), {"message": "Missing Access", "code": 50001})
        if route.method == "PATCH":
            msg = self.update(m.group(2), payload or {})
        else:
            msg = self.message(payload or {})
            msg["channel_id"] = m.group(1)
        req.message_id = msg["id"]
        return msg


class _Response:
    status = 403
    reason = "Forbidden"

    def __init__(self, status: int) -> None:
        self.status = status


def _fill(route: Any) -> str:
    return route.url.removeprefix("https://discord.com/api/v10")


@pytest.fixture
def fake() -> EventDiscord:
    return EventDiscord()


@pytest.fixture
def db_copy(db_path: Path, tmp_path: Path) -> Path:
    path = tmp_path / "events.sqlite3"
    shutil.copy(db_path, path)
    return path


@pytest.fixture
def service(db_copy: Path) -> JudgeService:
    svc = JudgeService(open_database(db_copy))
    yield svc
    svc.db.close()


@pytest.fixture
def runner(db_copy: Path):  # noqa: ANN201 - overrides the session runner: this test's own file
    r = Runner(lambda: JudgeService(open_database(db_copy)), workers=2)
    yield r
    r.close()


@pytest.fixture
def staffed(service: JudgeService) -> JudgeService:
    store = service.events.store
    store.set_role(GUILD_ID, "judge", JUDGE_ROLE)
    store.set_role(GUILD_ID, "staff", STAFF_ROLE)
    store.set_role(GUILD_ID, "on_duty", ON_DUTY)
    return service


# ------------------------------------------------------------------ payload helpers


def as_member(p: dict[str, Any], uid: int, name: str, roles: list[int]) -> dict[str, Any]:
    p["member"]["user"] = user_payload(uid, name)
    p["member"]["roles"] = [str(r) for r in roles]
    return p


def command(
    h: Harness,
    name: str,
    sub: str,
    options: dict[str, Any] | None = None,
    *,
    uid: int = PLAYER_ID,
    user: str = "player",
    roles: list[int] = (),
    perms: int = BASIC_PERMS,
) -> dict[str, Any]:
    p = h.command_payload(name, options or {}, sub=sub, perms=perms)
    return as_member(p, uid, user, list(roles))


def judge(h: Harness, name: str, sub: str, options: dict[str, Any] | None = None) -> dict[str, Any]:
    return command(h, name, sub, options, uid=JUDGE_ID, user="Jo the Judge", roles=[JUDGE_ROLE])


def click(
    h: Harness, message: Request, label: str, *, uid: int, user: str, roles: list[int]
) -> dict[str, Any]:
    button = message.button(label)
    p = h.component_payload(message, button["custom_id"])
    return as_member(p, uid, user, roles)


def add_option(
    p: dict[str, Any], option: dict[str, Any], resolved: dict[str, Any]
) -> dict[str, Any]:
    p["data"]["options"][0]["options"].append(option)
    for kind, items in resolved.items():
        p["data"].setdefault("resolved", {}).setdefault(kind, {}).update(items)
    return p


def role_payload(role_id: int, name: str) -> dict[str, Any]:
    return {
        "id": str(role_id),
        "name": name,
        "color": 0,
        "hoist": False,
        "position": 1,
        "permissions": "0",
        "managed": False,
        "mentionable": True,
        "flags": 0,
    }


async def start_event(h: Harness, name: str = "Store Showdown") -> list[Request]:
    p = command(
        h, "event", "start", {"name": name}, uid=ORGANISER_ID, user="Org", roles=[STAFF_ROLE]
    )
    add_option(
        p,
        {"name": "staff_channel", "type": 7, "value": str(STAFF_CHANNEL)},
        {
            "channels": {
                str(STAFF_CHANNEL): {
                    "id": str(STAFF_CHANNEL),
                    "name": "judges",
                    "type": 0,
                    "permissions": "0",
                }
            }
        },
    )
    return await h.dispatch(p)


def channel_posts(sent: list[Request], channel: int) -> list[Request]:
    return [r for r in sent if r.path == f"/channels/{channel}/messages" and r.method == "POST"]


# ------------------------------------------------------------------ staff roles


async def test_staff_roles_are_set_by_server_managers_only(
    h: Harness, service: JudgeService
) -> None:
    def payload(perms: int) -> dict[str, Any]:
        p = h.command_payload("settings", {"kind": "judge"}, sub="staff-role", perms=perms)
        return add_option(
            p,
            {"name": "role", "type": 8, "value": str(JUDGE_ROLE)},
            {"roles": {str(JUDGE_ROLE): role_payload(JUDGE_ROLE, "Judge")}},
        )

    refused = final(await h.dispatch(payload(BASIC_PERMS)))
    assert refused.ephemeral and "Manage Server" in refused.text()
    assert service.events.store.roles(GUILD_ID)["judge"] == []
    done = final(await h.dispatch(payload(BASIC_PERMS | MANAGE_GUILD)))
    assert done.ephemeral and done.embeds[0]["title"] == "Staff roles"
    assert f"Judges: <@&{JUDGE_ROLE}>" in done.embeds[0]["description"]
    assert done.data["allowed_mentions"] == NO_MENTIONS
    assert service.events.store.roles(GUILD_ID)["judge"] == [JUDGE_ROLE]


async def test_without_staff_roles_set_staff_commands_say_how_to_set_them(
    h: Harness, service: JudgeService
) -> None:
    msg = final(await h.dispatch(command(h, "event", "start", {"name": "X"}, roles=[JUDGE_ROLE])))
    assert msg.ephemeral and msg.embeds[0]["title"] == "Staff only"
    assert "/settings staff-role" in msg.embeds[0]["description"]
    assert service.events.store.running(GUILD_ID) is None


# ------------------------------------------------------------------ events


async def test_event_start_is_staff_only_and_then_announced(
    h: Harness, staffed: JudgeService
) -> None:
    refused = final(await h.dispatch(command(h, "event", "start", {"name": "Showdown"})))
    assert refused.ephemeral and refused.embeds[0]["title"] == "Staff only"
    assert "Nothing was changed" in refused.embeds[0]["description"]
    assert staffed.events.store.running(GUILD_ID) is None

    sent = await start_event(h, "Store  Showdown")
    msg = final(sent)
    assert not msg.ephemeral, "the start is announced to the channel"
    [first] = channel_posts(sent, STAFF_CHANNEL)
    assert first.payload["content"] == "Judge calls for this event will appear here."
    assert first.payload["allowed_mentions"] == NO_MENTIONS
    assert msg.embeds[0]["title"] == "Event started · Store Showdown"
    assert f"<#{STAFF_CHANNEL}>" in msg.embeds[0]["description"]
    event = staffed.events.store.running(GUILD_ID)
    assert (event.name, event.staff_channel_id, event.started_by) == (
        "Store Showdown",
        STAFF_CHANNEL,
        ORGANISER_ID,
    )

    again = final(await start_event(h, "Another"))
    assert again.ephemeral and "“Store Showdown” is still running here" in again.text()

    info = final(await h.dispatch(command(h, "event", "info")))
    assert info.embeds[0]["title"] == "Event · Store Showdown"
    ended = final(
        await h.dispatch(
            command(h, "event", "end", uid=ORGANISER_ID, user="Org", roles=[STAFF_ROLE])
        )
    )
    assert ended.embeds[0]["title"] == "Event ended · Store Showdown"
    assert staffed.events.store.running(GUILD_ID) is None


# ------------------------------------------------------------------ logging public rulings


async def test_public_rulings_in_dms_are_not_logged(h: Harness, staffed: JudgeService) -> None:
    def count() -> int:
        return staffed.db.db.execute("SELECT count(*) FROM logged_rulings").fetchone()[0]

    before = count()
    msg = final(await h.command("ruling", scenario=SCENARIO, public=True, dm=True))
    assert not msg.data.get("content") and msg.embeds[0]["title"] == "Ruling · Star Wars: Unlimited"
    assert count() == before
    final(await h.command("ruling", scenario=SCENARIO, public=True))
    assert count() == before + 1, "the same ruling in a server is logged"


async def test_public_rulings_are_logged_in_the_running_event(
    h: Harness, staffed: JudgeService
) -> None:
    await start_event(h)
    private = final(await h.command("ruling", scenario=SCENARIO))
    assert not private.data.get("content"), "a private ruling is not logged"
    public = final(await h.command("ruling", scenario=SCENARIO, public=True))
    rid = re.fullmatch(r"Logged as ruling `(R-[0-9A-Z]{4})`", public.data["content"]).group(1)
    assert public.data["allowed_mentions"] == NO_MENTIONS
    row = staffed.events.log.get(rid)
    event = staffed.events.store.running(GUILD_ID)
    assert (row.event_id, row.guild_id, row.channel_id, row.user_id, row.source) == (
        event.id,
        GUILD_ID,
        CHANNEL_ID,
        PLAYER_ID,
        "public",
    )
    assert row.cards[:2] == ["Krayt Dragon", "Vanquish"] and "7.6.4" in row.rules
    assert [b["custom_id"] for b in public.buttons() if b["custom_id"].startswith("tcgj:")] == [
        f"tcgj:ruling:flag:{rid}",
        f"tcgj:ruling:official:{rid}",
    ]

    reposted = final(await h.click(private, "Post publicly"))
    rid2 = reposted.data["content"].split("`")[1]
    assert rid2 != rid and staffed.events.log.get(rid2).event_id == event.id
    assert reposted.embeds == private.embeds


async def test_show_reproduces_the_posted_ruling_after_the_data_changes(
    h: Harness, staffed: JudgeService
) -> None:
    public = final(await h.command("ruling", scenario=SCENARIO, public=True))
    rid = public.data["content"].split("`")[1]
    with staffed.db.db.conn:  # Krayt Dragon loses its hand-written definition; rules reworded
        staffed.db.db.execute("UPDATE cards SET definition = NULL WHERE full_name = 'Krayt Dragon'")
        staffed.db.db.execute("UPDATE rules SET summary = 'Reworded.' WHERE game = 'swu'")
        staffed.db._bump_data_version()  # what every writer of card data does

    shown = final(await h.dispatch(command(h, "ruling-log", "show", {"id": rid.lower()})))
    assert shown.ephemeral
    record = shown.embeds[0]
    assert record["title"] == f"Ruling {rid}"
    fields = {f["name"]: f["value"] for f in record["fields"]}
    assert fields["Rules documents"].startswith("Star Wars: Unlimited Comprehensive Rules v8.0")
    assert fields["Re-running it today"].startswith("**Would differ** from step 5")
    page2 = (await h.click(shown, "▶"))[0]
    assert page2.embeds == public.embeds, "the same trace, from the stored result"

    fresh = final(await h.command("ruling", scenario=SCENARIO))
    assert "B's base takes 5 damage" not in fresh.text(), (
        "the engine really answers differently now"
    )


async def test_show_refuses_bad_and_unknown_ids(h: Harness, staffed: JudgeService) -> None:
    bad = final(await h.dispatch(command(h, "ruling-log", "show", {"id": "<@&1> hi"})))
    assert bad.embeds[0]["title"] == "Not a ruling id" and bad.ephemeral
    unknown = final(await h.dispatch(command(h, "ruling-log", "show", {"id": "R-ZZZZ"})))
    assert unknown.embeds[0]["title"] == "Unknown ruling"


async def test_search_by_card_rule_and_player(h: Harness, staffed: JudgeService) -> None:
    rid = (
        final(await h.command("ruling", scenario=SCENARIO, public=True))
        .data["content"]
        .split("`")[1]
    )
    msg = final(
        await h.dispatch(command(h, "ruling-log", "search", {"card": "krayt", "rule": "7.6"}))
    )
    assert f"`{rid}`" in msg.embeds[0]["description"]
    p = command(h, "ruling-log", "search")
    add_option(
        p,
        {"name": "player", "type": 6, "value": str(JUDGE_ID)},
        {"users": {str(JUDGE_ID): user_payload(JUDGE_ID, "Jo")}},
    )
    none = final(await h.dispatch(p))
    assert "No logged ruling matches." in none.embeds[0]["description"]
    empty = final(await h.dispatch(command(h, "ruling-log", "search")))
    assert empty.embeds[0]["title"] == "Search for what?"


# ------------------------------------------------------------------ judge calls


async def test_judge_call_pings_only_the_on_duty_role_and_claim_tells_the_player(
    h: Harness, staffed: JudgeService
) -> None:
    await start_event(h)
    sent = await h.dispatch(command(h, "judge", "call", {"table": "4 " + EVIL, "question": EVIL}))
    player_reply = final(sent)
    assert player_reply.ephemeral and player_reply.embeds[0]["title"] == "Judge called · #1"
    [post] = channel_posts(sent, STAFF_CHANNEL)
    assert post.payload["content"] == f"<@&{ON_DUTY}> Judge call #1"
    assert post.payload["allowed_mentions"] == {"parse": [], "roles": [ON_DUTY]}
    text = json.dumps(post.payload["embeds"])
    assert "@everyone" not in text and "<@&123" not in text and "<@123" not in text
    assert "@\\u200beveryone" in text
    assert [b["label"] for b in post.buttons()] == ["Claim", "Resolve"]

    # a player without a judge role: refused, nothing changes
    sent = await h.dispatch(click(h, post, "Claim", uid=PLAYER_ID, user="player", roles=[]))
    assert len(sent) == 1 and sent[0].ephemeral and sent[0].embeds[0]["title"] == "Staff only"
    assert staffed.events.store.get_call(1).claimed_at is None

    sent = await h.dispatch(
        click(h, post, "Claim", uid=JUDGE_ID, user="Jo @everyone", roles=[JUDGE_ROLE])
    )
    edit = sent[0]
    assert edit.callback_type == 7, "the staff card is updated in place"
    fields = {f["name"]: f["value"] for f in edit.embeds[0]["fields"]}
    assert fields["Claimed"].endswith("by Jo @\u200beveryone")
    assert [b["label"] for b in edit.buttons()] == ["Resolve"]
    [told] = channel_posts(sent, CHANNEL_ID)
    content = told.payload["content"]
    assert content.startswith(f"<@{PLAYER_ID}> **Jo @\u200beveryone** is coming at table 4 @\u200b")
    assert content.endswith("(judge call #1).")
    rest = content.removeprefix(f"<@{PLAYER_ID}>")
    assert not re.search(r"@(everyone|here)|<@&?\d", rest), "only the player's own mention is live"
    assert told.payload["allowed_mentions"] == {"parse": [], "users": [PLAYER_ID]}
    call = staffed.events.store.get_call(1)
    assert call.claimed_by == JUDGE_ID and call.state == "claimed"


async def test_call_buttons_work_after_a_restart(
    h: Harness,
    staffed: JudgeService,
    fake: EventDiscord,
    runner: Runner,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    await start_event(h)
    [post] = channel_posts(
        await h.dispatch(command(h, "judge", "call", {"table": "7"})), STAFF_CHANNEL
    )
    public = final(await h.command("ruling", scenario=SCENARIO, public=True))
    rid = public.data["content"].split("`")[1]
    async with running_bot(fake, runner, monkeypatch) as restarted:
        marked = final(
            await restarted.dispatch(
                click(
                    restarted, public, "Mark official", uid=JUDGE_ID, user="Jo", roles=[JUDGE_ROLE]
                )
            )
        )
        assert marked.embeds[0]["title"] == f"{rid} is official"
        flag = await restarted.dispatch(
            click(restarted, public, "This looks wrong", uid=PLAYER_ID, user="p", roles=[])
        )
        assert flag[0].callback_type == 9, "the report form opens after a restart too"
        sent = await restarted.dispatch(
            click(restarted, post, "Resolve", uid=JUDGE_ID, user="Jo", roles=[JUDGE_ROLE])
        )
    assert sent[0].callback_type == 7 and sent[0].buttons() == [], "resolved: no buttons left"
    call = staffed.events.store.get_call(1)
    assert call.state == "resolved" and call.claimed_by == JUDGE_ID and call.resolved_by == JUDGE_ID
    assert channel_posts(sent, CHANNEL_ID) == [], (
        "resolving tells nobody: the judge is already there"
    )


async def test_call_without_an_event_and_queue_oldest_first(
    h: Harness, staffed: JudgeService
) -> None:
    none = final(await h.dispatch(command(h, "judge", "call", {"table": "1"})))
    assert none.embeds[0]["title"] == "No event running"
    await start_event(h)
    for table in ("1", "2", "3"):
        uid = 320000000000000000 + int(table)
        await h.dispatch(command(h, "judge", "call", {"table": table}, uid=uid, user=f"p{table}"))
    staffed.events.store.resolve(2, JUDGE_ID, "Jo")
    refused = final(await h.dispatch(command(h, "judge", "queue")))
    assert refused.embeds[0]["title"] == "Staff only"
    queue = final(await h.dispatch(judge(h, "judge", "queue")))
    lines = queue.embeds[0]["description"].splitlines()
    assert [ln.split(" · ")[:2] for ln in lines] == [["**#1**", "table 1"], ["**#3**", "table 3"]]


async def test_link_rulings_to_a_call(h: Harness, staffed: JudgeService) -> None:
    await start_event(h)
    await h.dispatch(command(h, "judge", "call", {"table": "5"}))
    rid = (
        final(await h.command("ruling", scenario=SCENARIO, public=True))
        .data["content"]
        .split("`")[1]
    )
    bad = final(await h.dispatch(judge(h, "judge", "link", {"call": 1, "rulings": "R-ZZZZ"})))
    assert bad.embeds[0]["title"] == "Can't do that" and "R-ZZZZ" in bad.text()
    sent = await h.dispatch(judge(h, "judge", "link", {"call": 1, "rulings": rid.lower()}))
    assert sent[0].embeds[0]["title"] == "Call #1 open" and sent[0].ephemeral
    [card] = [
        r
        for r in sent
        if r.method == "PATCH" and r.path.startswith(f"/channels/{STAFF_CHANNEL}/messages/")
    ]
    assert {"name": "Rulings", "value": f"`{rid}`", "inline": False} in card.payload["embeds"][0][
        "fields"
    ]
    assert staffed.events.store.get_call(1).rulings == (rid,)


# ------------------------------------------------------------------ official and flags


async def test_mark_official_is_for_judges_and_flags_are_for_everyone(
    h: Harness, staffed: JudgeService
) -> None:
    public = final(await h.command("ruling", scenario=SCENARIO, public=True))
    rid = public.data["content"].split("`")[1]
    refused = final(
        await h.dispatch(
            click(h, public, "Mark official", uid=PLAYER_ID, user="p", roles=[STAFF_ROLE])
        )
    )
    assert refused.embeds[0]["title"] == "Staff only" and not staffed.events.log.is_official(rid)
    ok = final(
        await h.dispatch(
            click(h, public, "Mark official", uid=JUDGE_ID, user="Jo", roles=[JUDGE_ROLE])
        )
    )
    assert ok.embeds[0]["title"] == f"{rid} is official" and staffed.events.log.is_official(rid)

    sent = await h.dispatch(click(h, public, "This looks wrong", uid=PLAYER_ID, user="p", roles=[]))
    assert sent[0].callback_type == 9
    modal = sent[0].payload["data"]
    field = modal["components"][0]["components"][0]["custom_id"]
    p = h.modal_payload(modal["custom_id"], {field: "Krayt's ability is optional " + EVIL})
    thanks = final(await h.dispatch(p))
    assert thanks.embeds[0]["title"] == "Thanks, reported" and thanks.ephemeral
    flagged = final(
        await h.dispatch(command(h, "ruling-log", "flagged", uid=ORGANISER_ID, roles=[STAFF_ROLE]))
    )
    assert f"`{rid}`" in flagged.text() and "Krayt's ability is optional" in flagged.text()
    assert "@everyone" not in flagged.text()
    refused = final(await h.dispatch(command(h, "ruling-log", "flagged")))
    assert refused.embeds[0]["title"] == "Staff only"

    note = final(
        await h.dispatch(
            judge(h, "ruling-log", "note", {"id": rid, "text": "overruled: see 7.6.7"})
        )
    )
    assert note.embeds[0]["title"] == f"Note added to {rid}"
    after = final(
        await h.dispatch(command(h, "ruling-log", "flagged", uid=ORGANISER_ID, roles=[STAFF_ROLE]))
    )
    assert "Nothing waits for review." in after.text()


async def test_a_private_ruling_can_be_reported_and_is_logged_then(
    h: Harness, staffed: JudgeService
) -> None:
    private = final(await h.command("ruling", scenario=SCENARIO))
    sent = await h.click(private, "This looks wrong")
    modal = sent[0].payload["data"]
    field = modal["components"][0]["components"][0]["custom_id"]
    thanks = final(await h.dispatch(h.modal_payload(modal["custom_id"], {field: "wrong order"})))
    rid = re.search(r"`(R-[0-9A-Z]{4})`", thanks.embeds[0]["description"]).group(1)
    row = staffed.events.log.get(rid)
    assert row.source == "flagged" and row.user_id == USER_ID
    assert [(n.kind, n.text) for n in staffed.events.log.notes(rid)] == [("flag", "wrong order")]


# ------------------------------------------------------------------ export


async def test_export_gives_csv_and_json_row_by_row(
    h: Harness, staffed: JudgeService, fake: EventDiscord
) -> None:
    await start_event(h, "Showdown")
    r1 = (
        final(await h.command("ruling", scenario=SCENARIO, public=True))
        .data["content"]
        .split("`")[1]
    )
    await h.dispatch(command(h, "judge", "call", {"table": "4", "question": '=HYPERLINK("x")'}))
    await h.dispatch(judge(h, "judge", "link", {"call": 1, "rulings": r1}))
    await h.dispatch(judge(h, "ruling-log", "note", {"id": r1, "text": "overruled: optional"}))
    refused = final(await h.dispatch(command(h, "event", "export")))
    assert refused.embeds[0]["title"] == "Staff only" and fake.files == {}

    sent = await h.dispatch(
        command(h, "event", "export", uid=ORGANISER_ID, user="Org", roles=[STAFF_ROLE])
    )
    msg = final(sent)
    assert msg.ephemeral and msg.embeds[0]["title"] == "Export · Showdown"
    assert sorted(fake.files) == ["event-1-judge-calls.csv", "event-1-rulings.csv", "event-1.json"]
    store, log = staffed.events.store, staffed.events.log
    ruling, call = log.get(r1), store.get_call(1)

    rows = list(csv.DictReader(io.StringIO(fake.files["event-1-rulings.csv"].decode("utf-8"))))
    assert len(rows) == 1
    [note] = log.notes(r1)
    assert rows[0] == {
        "id": r1,
        "logged_at": ruling.created_at,
        "source": "public",
        "official": "no",
        "channel_id": str(CHANNEL_ID),
        "player_id": str(PLAYER_ID),
        "player": "player",
        "game": "swu",
        "scenario": SCENARIO,
        "cards": "; ".join(ruling.cards),
        "rules": "; ".join(ruling.rules),
        "rules_documents": "Star Wars: Unlimited Comprehensive Rules v8.0",
        "outcome": "Every action and triggered ability has resolved.",
        "notes": f"{note.created_at} Jo the Judge: overruled: optional",
        "flags": "",
    }
    assert rows[0]["cards"].startswith("Krayt Dragon; Vanquish") and "7.6.4" in rows[0]["rules"]

    calls = list(csv.DictReader(io.StringIO(fake.files["event-1-judge-calls.csv"].decode("utf-8"))))
    assert calls == [
        {
            "call": "1",
            "table": "4",
            "player_id": str(PLAYER_ID),
            "player": "player",
            "question": '\'=HYPERLINK("x")',
            "called_at": call.called_at,
            "claimed_at": "",
            "claimed_by": "",
            "resolved_at": "",
            "resolved_by": "",
            "rulings": r1,
        }
    ]
    data = json.loads(fake.files["event-1.json"])
    assert (
        data["event"]["name"] == "Showdown" and data["event"]["staff_channel_id"] == STAFF_CHANNEL
    )
    assert [r["id"] for r in data["rulings"]] == [r1]
    assert data["rulings"][0]["notes"][0]["text"] == "overruled: optional"
    assert (
        data["judge_calls"][0]["question"] == '=HYPERLINK("x")'
        and data["judge_calls"][0]["state"] == "open"
    )


# ------------------------------------------------------------------ registration


async def test_event_commands_are_for_servers_only(h: Harness) -> None:
    by_name = {c.name: c.to_dict(h.bot.tree) for c in h.bot.tree.get_commands()}
    for name in ("event", "judge", "ruling-log"):
        assert by_name[name]["contexts"] == [0] and by_name[name]["integration_types"] == [0]
    subs = {o["name"] for o in by_name["ruling-log"]["options"]}
    assert subs == {"show", "search", "note", "official", "flagged"}


async def test_a_staff_channel_the_bot_cannot_post_in_is_reported(
    h: Harness, staffed: JudgeService, fake: EventDiscord
) -> None:
    fake.closed_channels.add(str(STAFF_CHANNEL))
    sent = await start_event(h)
    warning = final(sent)
    assert warning.ephemeral and warning.embeds[0]["title"] == "I can't post in the staff channel"
    assert staffed.events.store.running(GUILD_ID) is not None, (
        "the event runs; the fix is a permission"
    )
    msg = final(await h.dispatch(command(h, "judge", "call", {"table": "2"})))
    assert (
        msg.embeds[0]["title"] == "Couldn't reach the staff" and "Call #1 is queued" in msg.text()
    )
    assert staffed.events.store.get_call(1).state == "open"


async def test_a_player_cannot_flood_the_staff_with_calls(
    h: Harness, staffed: JudgeService
) -> None:
    await start_event(h)
    titles = []
    for n in range(4):
        sent = await h.dispatch(command(h, "judge", "call", {"table": str(n)}))
        titles.append(final(sent).embeds[0]["title"])
    assert titles == ["Judge called · #1", "Judge called · #2", "Judge called · #3", "Slow down"]
    assert len(staffed.events.store.calls(staffed.events.store.running(GUILD_ID).id)) == 3


async def test_an_export_over_the_upload_limit_says_so(
    h: Harness, staffed: JudgeService, fake: EventDiscord
) -> None:
    await start_event(h)
    await h.command("ruling", scenario=SCENARIO, public=True)
    p = command(h, "event", "export", uid=ORGANISER_ID, user="Org", roles=[STAFF_ROLE])
    p["attachment_size_limit"] = 1024
    msg = final(await h.dispatch(p))
    assert msg.ephemeral and msg.embeds[0]["title"] == "Export too large"
    assert "event-1.json" in msg.text() and "limit of 1 KiB" in msg.text()
    assert fake.files == {}


async def test_notes_comments_and_searches_echo_mentions_as_text(
    h: Harness, staffed: JudgeService
) -> None:
    rid = final(await h.command("ruling", scenario=SCENARIO, public=True)).data["content"]
    rid = rid.split("`")[1]
    await h.dispatch(judge(h, "ruling-log", "note", {"id": rid, "text": "overruled " + EVIL}))
    sent = await h.dispatch(command(h, "ruling-log", "show", {"id": rid}))
    sent += await h.dispatch(command(h, "ruling-log", "search", {"card": EVIL}))
    sent += await h.dispatch(command(h, "ruling-log", "show", {"id": EVIL}))
    answers = [r for r in sent if r.embeds]
    assert len(answers) == 3
    for r in answers:
        assert r.data["allowed_mentions"] == NO_MENTIONS and not r.data.get("content")
        assert not re.search(r"@(everyone|here)|<@&?1234", r.text()), r.text()
    assert "overruled @\u200beveryone" in answers[0].text()
    assert len(answers[0].embeds) == 1 and answers[0].embeds[0]["title"] == f"Ruling {rid}"
