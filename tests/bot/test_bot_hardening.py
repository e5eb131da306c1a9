"""What a user can do to other users' answers and to the workers, through discord.py:
server game for /card, suggestion values that keep the game, rule autocomplete by
words, game inference, answers owned by whoever asked, rate limits, start-up logs."""

from __future__ import annotations

import logging

from harness import GUILD_ID, Harness, final, user_payload
from test_bot_commands import EPHEMERAL, UNKNOWN

from bot.ratelimit import RateLimiter
from bot.service import JudgeService

OTHER_USER = 300000000000000099
GA = (
    "A: Brin, Hedge Mage in field; A: Cinder Hound in hand; "
    "B: Aster, Flame Knight + Cinder Hound in field; A activates Cinder Hound"
)


async def as_other_user(h: Harness, message, label: str | None = None, value: str | None = None):  # noqa: ANN001, ANN201
    """Click a button or pick a menu value of ``message`` as a different user."""
    if value is not None:
        menu = message.selects()[0]
        payload = h.component_payload(message, menu["custom_id"], component_type=3, values=[value])
    else:
        payload = h.component_payload(message, message.button(label)["custom_id"])
    payload["member"]["user"] = user_payload(OTHER_USER, "someone-else")
    return await h.dispatch(payload)


async def test_card_uses_the_servers_game(h: Harness, service: JudgeService) -> None:
    service.db.set_guild_game(GUILD_ID, "altered")
    try:
        msg = final(await h.command("card", name="Krayt Dragon"))
        assert msg.embeds[0]["title"] == "Which card did you mean?", "looked up in Altered"
        found = final(await h.command("card", name="Krayt Dragon", game="swu"))
        assert found.embeds[0]["title"] == "Krayt Dragon"
    finally:
        service.db.set_guild_game(GUILD_ID, "swu")
    dm = final(await h.command("card", name="Krayt Dragon", dm=True))
    assert dm.embeds[0]["title"] == "Krayt Dragon", "no server: every game"


async def test_card_suggestion_value_round_trips_to_exactly_that_card(h: Harness) -> None:
    choices = await h.autocomplete("card", "name", name="cinder", dm=True)
    pick = next(c for c in choices if c["name"].startswith("Cinder Hound"))
    assert pick["value"] == "grand_archive|Cinder Hound"
    assert "Grand Archive" in pick["name"]
    msg = final(await h.command("card", name=pick["value"], dm=True))
    assert msg.embeds[0]["title"] == "Cinder Hound"
    assert "Grand Archive" in msg.text()
    assert not msg.selects()


async def test_card_candidates_say_what_picking_does(h: Harness) -> None:
    msg = final(await h.command("card", name="Death Dragon", game="swu"))
    assert "Pick one below to see that card." in msg.text()
    assert "ruling runs again" not in msg.text()


async def test_rule_autocomplete_finds_rules_by_words(h: Harness) -> None:
    choices = await h.autocomplete("rule", "query", query="trigger order", game="swu")
    assert "7.6.9" in [c["value"] for c in choices]
    assert all(len(c["name"]) <= 100 for c in choices)


async def test_ruling_without_a_game_infers_it_from_the_card_names(h: Harness) -> None:
    msg = final(await h.command("ruling", scenario=GA, dm=True))
    assert msg.embeds[0]["title"] == "Ruling · Grand Archive"
    assert "inferred because the cards named exist only in that game" in msg.text()
    swu = final(
        await h.command(
            "ruling",
            scenario="A: Krayt Dragon in ground arena; B plays Vanquish on Krayt Dragon",
            dm=True,
        )
    )
    assert swu.embeds[0]["title"] == "Ruling · Star Wars: Unlimited"
    assert "Krayt Dragon is defeated" in swu.text()


async def test_only_the_asker_changes_a_public_answer(h: Harness) -> None:
    msg = final(await h.command("ruling", scenario=UNKNOWN, public=True))
    assert not msg.flags & EPHEMERAL
    original = h.message_of(msg)
    sent = await as_other_user(h, msg, value="Krayt Dragon")
    assert sent[0].callback_type == 5 and sent[0].flags & EPHEMERAL, "their own private copy"
    theirs = final(sent)
    assert theirs.method == "POST" and not theirs.path.endswith("/messages/@original")
    assert theirs.embeds[0]["title"] == "Ruling · Star Wars: Unlimited"
    assert h.message_of(msg) == original, "the public message is unchanged"
    mine = final(await h.select(msg, "Krayt Dragon"))
    assert mine.method == "PATCH" and mine.path.endswith("/messages/@original")


async def test_paging_someone_elses_answer_gives_a_private_copy(h: Harness) -> None:
    from test_bot_commands import VADER

    msg = final(await h.command("ruling", scenario=VADER, public=True))
    sent = await as_other_user(h, msg, label="▶")
    assert sent[0].callback_type == 4 and sent[0].flags & EPHEMERAL
    assert sent[0].embeds == msg.embeds


async def test_a_user_asking_too_fast_is_told_when_to_retry(h: Harness) -> None:
    h.bot.limiter = RateLimiter(rate=2, per=60)
    for _ in range(2):
        assert final(await h.command("card", name="Krayt Dragon")).embeds[0]["title"] == (
            "Krayt Dragon"
        )
    refused = final(await h.command("rule", query="7.6.10"))
    assert refused.embeds[0]["title"] == "Slow down" and refused.ephemeral
    assert "Try again in 60 seconds." in refused.text()


async def test_start_up_says_when_no_command_is_registered(h: Harness, caplog) -> None:  # noqa: ANN001
    with caplog.at_level(logging.INFO, logger="bot.client"):
        await h.bot.on_ready()
    assert "no slash commands are registered" in caplog.text and "python -m bot sync" in caplog.text
    h.fake.registered = [
        {
            "id": "1",
            "application_id": "1",
            "name": "ruling",
            "description": "Show a ruling",
            "type": 1,
            "version": "1",
            "options": [],
            "default_member_permissions": None,
            "nsfw": False,
        }
    ]
    caplog.clear()
    with caplog.at_level(logging.INFO, logger="bot.client"):
        await h.bot.on_ready()
    assert "no slash commands" not in caplog.text
