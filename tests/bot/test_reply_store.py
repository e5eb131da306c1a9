"""Views keep a handle, not the reply: clicks answer from the store of recent replies,
and a click on a reply the store has dropped makes it again with the same answer."""

from __future__ import annotations

import json
import re

import pytest
from harness import Harness, final

from bot.reply_store import RECENT_REPLIES, RecentReplies
from bot.service import JudgeService, Reply, RulingRequest

SCENARIO = "A: Krayt Dragon in ground arena; B plays Vanquish on Krayt Dragon"
VADER = (
    "A: Krayt Dragon in ground arena; "
    "B: Death Star Stormtrooper + Battlefield Marine + Admiral Motti + Vanquish in deck; "
    "B plays Darth Vader, Commanding the First Legion"
)
EPHEMERAL = 64


def view_of(h: Harness, msg) -> object:  # noqa: ANN001
    return h.bot._connection._view_store._synced_message_views[int(msg.message_id)]


@pytest.fixture
def forgetful(h: Harness, monkeypatch: pytest.MonkeyPatch) -> RecentReplies:
    """A store that keeps nothing: every click has to make its reply again."""
    store = RecentReplies(size=0)
    monkeypatch.setattr(h.bot.runner, "replies", store)
    return store


async def test_a_ruling_view_keeps_its_call_not_its_pages(h: Harness) -> None:
    msg = final(await h.command("ruling", scenario=SCENARIO))
    view = view_of(h, msg)
    assert not hasattr(view, "reply")
    assert view.handle.kept is None
    method, (req,), kwargs = view.handle.call
    assert method == "ruling" and req.text == SCENARIO and kwargs == ()
    kept = h.bot.runner.replies.peek(view.handle)
    assert kept is not None and kept.kind == "ruling"
    assert [e["description"] for e in kept.pages[0]] == [e["description"] for e in msg.embeds]


async def test_page_turn_after_the_store_dropped_the_reply_reruns_it(
    h: Harness, forgetful: RecentReplies
) -> None:
    msg = final(await h.command("ruling", scenario=VADER))
    assert len(forgetful) == 0
    sent = await h.click(msg, "▶")
    assert sent[0].callback_type == 6, "acknowledged first: the rerun may take a moment"
    page2 = final(sent)
    assert page2.method == "PATCH" and page2.path.endswith("/messages/@original")
    assert page2.embeds[0]["title"].endswith("(continued)")
    assert page2.button("2/2") and page2.button("▶")["disabled"]
    assert forgetful.reruns == 1
    back = final(await h.click(page2, "◀"))
    assert back.embeds == msg.embeds, "the rerun gives the same first page"
    assert forgetful.reruns == 2


async def test_page_turn_from_the_store_edits_at_once(h: Harness) -> None:
    msg = final(await h.command("ruling", scenario=VADER))
    before = h.bot.runner.replies.reruns
    sent = await h.click(msg, "▶")
    assert len(sent) == 1 and sent[0].callback_type == 7
    assert h.bot.runner.replies.reruns == before


async def test_post_publicly_after_the_store_dropped_the_reply(
    h: Harness, forgetful: RecentReplies
) -> None:
    msg = final(await h.command("ruling", scenario=SCENARIO))
    sent = await h.click(msg, "Post publicly")
    assert sent[0].callback_type == 5 and not sent[0].flags & EPHEMERAL
    public = final(sent)
    assert not public.flags & EPHEMERAL
    assert public.embeds == msg.embeds
    assert public.data["content"].startswith("Logged as ruling `R-")
    assert forgetful.reruns == 1


async def test_report_after_the_store_dropped_the_reply_logs_the_same_result(
    h: Harness, forgetful: RecentReplies, service: JudgeService
) -> None:
    private = final(await h.command("ruling", scenario=SCENARIO))
    (asked,) = view_of(h, private).handle.call[1]  # as the cog asked (the game may be unset)
    sent = await h.click(private, "This looks wrong")
    assert sent[0].callback_type == 9, "the form opens at once; the reply is read on submit"
    modal = sent[0].payload["data"]
    field = modal["components"][0]["components"][0]["custom_id"]
    thanks = final(await h.dispatch(h.modal_payload(modal["custom_id"], {field: "order?"})))
    rid = re.search(r"`(R-[0-9A-Z]{4})`", thanks.embeds[0]["description"]).group(1)
    row = service.events.log.get(rid)
    assert row.source == "flagged" and row.scenario_text == SCENARIO
    fresh = service.ruling(asked)
    assert row.result == json.loads(json.dumps(fresh.result))
    assert forgetful.reruns == 1


def test_the_store_keeps_the_most_recent_replies_only() -> None:
    store = RecentReplies()
    handles = []
    for i in range(RECENT_REPLIES + 2):
        reply = Reply("card", [[{"title": str(i)}]], source=("card", (str(i), "swu"), ()))
        handles.append(store.hold(reply))
    assert len(store) == RECENT_REPLIES
    assert store.peek(handles[0]) is None and store.peek(handles[1]) is None
    assert store.peek(handles[2]).pages == [[{"title": "2"}]]
    # a peek makes a reply recent again: the next one dropped is handles[3]
    store.hold(Reply("card", [[{"title": "new"}]], source=("card", ("new", "swu"), ())))
    assert store.peek(handles[2]) is not None and store.peek(handles[3]) is None


def test_a_reply_no_call_can_make_again_stays_in_its_view() -> None:
    store = RecentReplies()
    reply = Reply("events", [[{"title": "Event started"}]])
    handle = store.hold(reply)
    assert handle.kept is reply and handle.call is None and len(store) == 0
    assert store.peek(handle) is reply


async def test_calls_that_change_something_are_never_marked_for_rerun(h: Harness) -> None:
    runner = h.bot.runner
    reply = await runner.run("ruling", RulingRequest("swu", SCENARIO))
    assert reply.source == ("ruling", (RulingRequest("swu", SCENARIO),), ())
    card = await runner.lookup("card", "Krayt Dragon", "swu")
    assert card.source == ("card", ("Krayt Dragon", "swu"), ())
    changed = await runner.lookup("set_game", 990000000000000099, "swu")
    assert changed.kind == "settings" and changed.source is None


async def test_an_answer_without_buttons_is_not_kept(
    h: Harness, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = RecentReplies()
    monkeypatch.setattr(h.bot.runner, "replies", store)
    msg = final(await h.command("ruling", scenario="A: Krayt Dragon in the moon"))
    assert msg.embeds[0]["title"] == "I couldn't read that scenario" and not msg.components
    assert len(store) == 0
    final(await h.command("ruling", scenario=SCENARIO))
    assert len(store) == 1
