"""Whole playgroup games through real discord.py payloads: two users, a thread, buttons,
a restart in the middle (a new client over the same database) and the game goes on."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from harness import (
    CHANNEL_ID,
    GUILD_ID,
    USER_ID,
    FakeDiscord,
    Harness,
    Request,
    running_bot,
    snowflake,
    user_payload,
)

from bot.runner import Runner
from bot.service import JudgeService

BOB_ID = 300000000000000777
SETUP = "A: Krayt Dragon in ground arena; B: Vanquish in hand; active: B"


class ThreadDiscord(FakeDiscord):
    """The fake API plus what games use: creating threads and posting in them."""

    threads: dict[str, dict[str, Any]]

    async def http_request(self, route: Any, **kwargs: Any) -> Any:
        payload = kwargs.get("json")
        path = route.path
        if route.method == "POST" and path.endswith("/threads"):
            self.requests.append(Request(route.method, route.url, payload))
            thread = thread_payload(snowflake(), payload["name"])
            self.threads = getattr(self, "threads", {}) | {thread["id"]: thread}
            return thread
        if route.method == "POST" and path.endswith("/messages"):
            req = Request(route.method, route.url.split("/api/v10")[-1], payload)
            self.requests.append(req)
            msg = self.message(payload or {})
            msg["channel_id"] = str(route.channel_id)
            req.message_id = msg["id"]
            return msg
        return await super().http_request(route, **kwargs)


def thread_payload(tid: str, name: str) -> dict[str, Any]:
    return {
        "id": tid,
        "type": 11,
        "guild_id": str(GUILD_ID),
        "parent_id": str(CHANNEL_ID),
        "owner_id": str(USER_ID),
        "name": name,
        "thread_metadata": {
            "archived": False,
            "auto_archive_duration": 10080,
            "archive_timestamp": "2026-01-01T00:00:00+00:00",
            "locked": False,
        },
        "member_count": 2,
        "message_count": 0,
        "flags": 0,
        "rate_limit_per_user": 0,
    }


def as_user(p: dict[str, Any], uid: int, name: str, thread: str | None = None) -> dict[str, Any]:
    p["member"]["user"] = user_payload(uid, name)
    if thread is not None:
        p["channel"] = thread_payload(thread, "game")
        p["channel_id"] = thread
    return p


@pytest.fixture
def fake() -> ThreadDiscord:
    """The harness's ``h`` fixture runs over this fake: it can open threads."""
    return ThreadDiscord()


@pytest.fixture
def games_db(tmp_path: Path) -> Path:
    from cards_db import open_database

    path = tmp_path / "games.sqlite3"
    open_database(path).close()
    return path


def new_runner(path: Path) -> Runner:
    from cards_db import open_database

    return Runner(lambda: JudgeService(open_database(path)), workers=2)


async def do(h: Harness, uid: int, name: str, thread: str, action: str) -> list[Request]:
    p = as_user(h.command_payload("game", {"action": action}, sub="do"), uid, name, thread)
    return await h.dispatch(p)


async def click(
    h: Harness, msg: Request, label: str, uid: int, name: str, thread: str
) -> list[Request]:
    button = msg.button(label)
    p = as_user(h.component_payload(msg, button["custom_id"]), uid, name, thread)
    return await h.dispatch(p)


async def suggest(h: Harness, thread: str, sub: str, **option: str) -> list[dict[str, Any]]:
    """Bob's autocomplete of one option of ``/game <sub>`` in the thread."""
    (name,) = option
    p = h.command_payload("game", option, sub=sub, focused=name)
    return (await h.dispatch(as_user(p, BOB_ID, "Bob", thread)))[0].payload["data"]["choices"]


def posted(sent: list[Request]) -> list[Request]:
    """The messages posted in the thread (not interaction responses)."""
    return [r for r in sent if r.method == "POST" and re.search(r"/channels/\d+/messages$", r.path)]


def private_text(sent: list[Request]) -> str:
    return " ".join(
        r.text() + str((r.payload or {}).get("content", "")) for r in sent if r.ephemeral
    )


def test_a_whole_game_with_a_restart_in_the_middle(loop, monkeypatch, games_db: Path) -> None:
    fake = ThreadDiscord()
    runner = new_runner(games_db)

    async def first_half() -> tuple[str, Request]:
        async with running_bot(fake, runner, monkeypatch) as h:
            fake.clear()
            p = h.command_payload(
                "game", {"game": "swu", "opponent": str(BOB_ID), "scenario": SETUP}, sub="new"
            )
            p["data"]["options"][0]["options"][1]["type"] = 6  # a USER option
            p["data"]["resolved"] = {"users": {str(BOB_ID): user_payload(BOB_ID, "Bob")}}
            sent = await h.dispatch(as_user(p, USER_ID, "Ann"))
            made = [r for r in sent if r.path.endswith("/threads")]
            assert len(made) == 1 and made[0].payload["name"] == "Game #1 · Ann vs Bob"
            card = posted(sent)[-1]
            assert card.payload["content"] == f"<@{USER_ID}> vs <@{BOB_ID}>: Bob (B): your move"
            assert card.payload["allowed_mentions"]["users"] == [USER_ID, BOB_ID]
            text = card.text()
            assert "Krayt Dragon" in text and "hand: 1 card" in text and "Vanquish" not in text
            thread = re.search(r"<#(\d+)>", private_text(sent)).group(1)
            assert f"Game #1 is open in <#{thread}>" in private_text(sent)

            # Ann may not move for Bob; the refusal is private and nothing is posted.
            sent = await do(h, USER_ID, "Ann", thread, "play Vanquish")
            assert posted(sent) == [] and "it is Bob's move (B), not yours" in private_text(sent)

            # Bob plays Vanquish: the resolution so far, with citations, then Ann's choice.
            sent = await do(h, BOB_ID, "Bob", thread, "play Vanquish on Krayt Dragon")
            msgs = posted(sent)
            steps = msgs[0].text()
            assert "Krayt Dragon is defeated and goes to A's discard pile" in steps
            assert "`7.6.8`" in steps and "Waiting for a choice" in steps
            ask = msgs[-1]
            assert ask.payload["content"] == f"<@{USER_ID}> Ann (A): your choice"
            assert [b["label"] for b in ask.buttons()] == ["yes", "no"]
            assert ask.button("yes")["custom_id"] == "pg:1:1:0"

            # Only Ann's click counts.
            sent = await click(h, ask, "yes", BOB_ID, "Bob", thread)
            assert posted(sent) == [] and "not your choice: Ann decides this" in private_text(sent)
        return thread, ask

    thread, ask = loop.run_until_complete(first_half())
    runner.close()

    async def second_half() -> None:
        # A restart: a new client and new workers over the same database file.
        runner2 = new_runner(games_db)
        try:
            async with running_bot(fake, runner2, monkeypatch) as h:
                # Ann double-clicks: both clicks carry the message as it was, with its buttons.
                custom = ask.button("yes")["custom_id"]
                clicks = [
                    as_user(h.component_payload(ask, custom), USER_ID, "Ann", thread)
                    for _ in range(2)
                ]
                sent = await h.dispatch(clicks[0])
                msgs = posted(sent)
                assert "B's base takes 5 damage (5 of 30 HP)" in msgs[0].text()
                assert msgs[-1].payload["content"] == f"<@{USER_ID}> Ann (A): your move"
                edits = [r for r in sent if r.method == "PATCH"]
                assert edits and edits[0].payload.get("components") == []

                # The second click of the double click applies nothing.
                sent = await h.dispatch(clicks[1])
                assert posted(sent) == [] and "the game has moved on" in private_text(sent)

                p = as_user(h.command_payload("game", {}, sub="log"), USER_ID, "Ann", thread)
                log = private_text(await h.dispatch(p))
                assert "1. Bob (B): B plays Vanquish on Krayt Dragon" in log
                assert "2. Ann (A): A chooses yes" in log and "5 damage" in log

                # Bob turns pings off: his name is shown, nobody is mentioned.
                p = as_user(h.command_payload("game", {"on": False}, sub="ping"), BOB_ID, "Bob")
                assert "I will not mention you" in private_text(await h.dispatch(p))

                # Undo: asked by Ann, agreed by Bob only.
                p = as_user(h.command_payload("game", {}, sub="undo"), USER_ID, "Ann", thread)
                undo = posted(await h.dispatch(p))[-1]
                assert undo.payload["content"] == "Bob (B): agree to undo the last action?"
                assert undo.payload["allowed_mentions"] == {"parse": []}
                sent = await click(h, undo, "Agree", USER_ID, "Ann", thread)
                assert "not your choice: Bob must agree" in private_text(sent)
                sent = await click(h, undo, "Agree", BOB_ID, "Bob", thread)
                state = posted(sent)[-1]
                assert "ground arena: Krayt Dragon" in state.text()
                assert state.payload["content"] == "Bob (B): your move"

                p = as_user(h.command_payload("game", {}, sub="list"), BOB_ID, "Bob")
                listing = private_text(await h.dispatch(p))
                assert f"#1 Ann vs Bob (swu) in <#{thread}> — **your move**" in listing
        finally:
            runner2.close()

    loop.run_until_complete(second_half())

    from cards_db.playgroups.store import PlaygroupStore

    store = PlaygroupStore(games_db)
    kinds = [(m.seq, m.kind, m.seat, m.undone_by) for m in store.moves(1)]
    assert kinds == [(1, "action", "B", 3), (2, "answer", "A", 3), (3, "undo", "B", None)]
    store.close()


ATTACHMENT, USER = 11, 6  # application command option types


def new_game_payload(h: Harness, **options: Any) -> dict[str, Any]:
    """``/game new`` by Ann against Bob; a ``file`` option becomes an uploaded attachment."""
    file = options.pop("file", None)
    p = h.command_payload("game", {"game": "swu", "opponent": str(BOB_ID), **options}, sub="new")
    opts = p["data"]["options"][0]["options"]
    opts[1]["type"] = USER
    p["data"]["resolved"] = {"users": {str(BOB_ID): user_payload(BOB_ID, "Bob")}}
    if file is not None:
        aid = snowflake()
        opts.append({"name": "file", "type": ATTACHMENT, "value": aid})
        p["data"]["resolved"]["attachments"] = {
            aid: {
                "id": aid,
                "filename": "setup.yaml",
                "size": len(file),
                "url": f"https://cdn.discordapp.com/attachments/1/{aid}/setup.yaml",
                "proxy_url": f"https://media.discordapp.net/attachments/1/{aid}/setup.yaml",
                "content_type": "application/yaml",
            }
        }
    return as_user(p, USER_ID, "Ann")


async def test_set_up_from_a_yaml_attachment_and_a_choice_from_a_menu(
    h: Harness, monkeypatch
) -> None:
    from discord.http import HTTPClient

    yaml_text = (
        "game: swu\nactive_player: B\nzones:\n  A:\n    ground arena: [6x Death Star Stormtrooper]\n"
        "  B:\n    hand: [Vanquish]\n"
    )

    async def cdn(self, url: str) -> bytes:  # Discord's CDN, serving the uploaded file
        assert url.endswith("/setup.yaml")
        return yaml_text.encode()

    monkeypatch.setattr(HTTPClient, "get_from_cdn", cdn)
    sent = await h.dispatch(new_game_payload(h, file=yaml_text))
    card = posted(sent)[-1]
    assert "ground arena: Death Star Stormtrooper, Death Star Stormtrooper #2" in card.text()
    thread = re.search(r"<#(\d+)>", private_text(sent)).group(1)

    choices = await suggest(h, thread, "do", action="play Vanq")
    assert {"name": "play Vanquish", "value": "play Vanquish"} in choices

    sent = await do(h, BOB_ID, "Bob", thread, "play Vanquish")
    ask = posted(sent)[-1]
    choices = await suggest(h, thread, "answer", choice="#4")
    assert choices == [
        {"name": "Death Star Stormtrooper #4", "value": "Death Star Stormtrooper #4"}
    ]
    menu = ask.selects()[0]
    assert [o["label"] for o in menu["options"]][:2] == [
        "Death Star Stormtrooper",
        "Death Star Stormtrooper #2",
    ]
    assert len(menu["options"]) == 6 and menu["custom_id"].startswith("pgs:")
    p = as_user(
        h.component_payload(ask, menu["custom_id"], component_type=3, values=["2"]),
        BOB_ID,
        "Bob",
        thread,
    )
    steps = posted(await h.dispatch(p))[0].text()
    assert "B chooses Death Star Stormtrooper #3" in steps
    assert "Death Star Stormtrooper #3 is defeated and goes to A's discard pile" in steps


async def test_bad_set_ups_and_moves_outside_a_game_get_private_answers(
    h: Harness,
) -> None:
    sent = await h.dispatch(
        new_game_payload(h, deck="3x Krayt Dragon; 2x Kryat Dragn", opponent_deck="3x Vanquish")
    )
    assert posted(sent) == [] and not [r for r in sent if r.path.endswith("/threads")]
    text = private_text(sent)
    assert "your deck line 2 ('2x Kryat Dragn'): did you mean Krayt Dragon?" in text

    sent = await h.dispatch(new_game_payload(h, scenario="A: Krayt Dragon in the moon zone"))
    assert "unknown zone 'moon zone' for A" in private_text(sent)

    sent = await h.dispatch(
        as_user(h.command_payload("game", {"action": "pass"}, sub="do"), BOB_ID, "Bob")
    )
    assert "Use this in a game's thread" in private_text(sent)

    p = new_game_payload(h, scenario=SETUP)
    p["data"]["options"][0]["options"][1]["value"] = str(USER_ID)
    p["data"]["resolved"] = {"users": {str(USER_ID): user_payload(USER_ID, "Ann")}}
    assert "Pick another person as your opponent" in private_text(await h.dispatch(p))


async def test_a_choice_typed_in_words_by_the_right_player(h: Harness) -> None:
    sent = await h.dispatch(new_game_payload(h, scenario=SETUP))
    thread = re.search(r"<#(\d+)>", private_text(sent)).group(1)
    await do(h, BOB_ID, "Bob", thread, "play Vanquish on Krayt Dragon")
    p = as_user(h.command_payload("game", {"choice": "no"}, sub="answer"), BOB_ID, "Bob", thread)
    assert "not your choice: Ann decides this" in private_text(await h.dispatch(p))
    p = as_user(
        h.command_payload("game", {"choice": "maybe"}, sub="answer"), USER_ID, "Ann", thread
    )
    assert "must be yes or no" in private_text(await h.dispatch(p))
    p = as_user(h.command_payload("game", {"choice": "no"}, sub="answer"), USER_ID, "Ann", thread)
    msgs = posted(await h.dispatch(p))
    assert "A declines Krayt Dragon's ability" in msgs[0].text()
    assert "Ann (A): your move" in msgs[-1].payload["content"]


async def test_a_click_that_fails_on_our_side_is_answered_and_logged(
    h: Harness, monkeypatch, caplog
) -> None:
    from bot.game_service import GameService

    sent = await h.dispatch(new_game_payload(h, scenario=SETUP))
    thread = re.search(r"<#(\d+)>", private_text(sent)).group(1)
    ask = posted(await do(h, BOB_ID, "Bob", thread, "play Vanquish on Krayt Dragon"))[-1]

    def broken(self, *args, **kwargs):  # noqa: ANN001, ANN002, ANN003, ANN202
        raise RuntimeError("engine exploded")

    monkeypatch.setattr(GameService, "answer", broken)
    sent = await click(h, ask, "yes", USER_ID, "Ann", thread)
    assert posted(sent) == []
    assert "That failed on my side; it has been logged (ref " in private_text(sent)
    assert any("game click failed" in r.getMessage() for r in caplog.records)
