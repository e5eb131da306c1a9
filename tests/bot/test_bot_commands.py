"""Every command through discord.py's real CommandTree, with Discord's servers recorded.

Payloads are shaped as Discord sends them (types 2, 3, 4 and 5; guild and DM
contexts); assertions are on the JSON the bot would send back.
"""

from __future__ import annotations

import logging

import pytest
from harness import BASIC_PERMS, GUILD_ID, MANAGE_GUILD, Harness, final

from bot import limits
from bot.service import JudgeService

SCENARIO = "A: Krayt Dragon in ground arena; B plays Vanquish on Krayt Dragon"
VADER = (
    "A: Krayt Dragon in ground arena; "
    "B: Death Star Stormtrooper + Battlefield Marine + Admiral Motti + Vanquish in deck; "
    "B plays Darth Vader, Commanding the First Legion"
)
UNKNOWN = "A: Qxv Dragon in ground arena; B plays Vanquish on Qxv Dragon"
NO_MENTIONS = {"parse": []}
EPHEMERAL = 64


def assert_sendable(req) -> None:  # noqa: ANN001
    assert limits.violations(req.embeds) == []
    assert req.data["allowed_mentions"] == NO_MENTIONS


# ------------------------------------------------------------------ /ruling


async def test_ruling_defers_then_answers_privately(h: Harness) -> None:
    sent = await h.command("ruling", scenario=SCENARIO)
    assert sent[0].callback_type == 5, "deferred first (thinking), inside Discord's 3 s"
    assert sent[0].flags & EPHEMERAL
    msg = final(sent)
    assert msg.method == "POST" and msg.path.startswith("/webhooks/")
    assert msg.ephemeral
    assert_sendable(msg)
    e = msg.embeds[0]
    assert e["title"] == "Ruling · Star Wars: Unlimited"
    desc = e["description"]
    assert desc.index("**Scenario**") < desc.index("**Resolution**")
    assert "Krayt Dragon is defeated" in desc and "`7.6.4`" in desc
    assert "B's base takes 5 damage" in desc
    assert any(f["name"].startswith("7.6.4 · ") for f in e["fields"]), "cited rules with titles"
    assert "Star Wars: Unlimited Comprehensive Rules v8.0" in msg.embeds[-1]["footer"]["text"]
    assert msg.button("Post publicly")


async def test_ruling_public_option_posts_for_everyone(h: Harness) -> None:
    sent = await h.command("ruling", scenario=SCENARIO, public=True)
    assert sent[0].callback_type == 5 and not sent[0].flags & EPHEMERAL
    msg = final(sent)
    assert not msg.ephemeral
    assert "Post publicly" not in [b.get("label") for b in msg.buttons()]


async def test_ruling_in_a_dm_from_a_user_install(h: Harness) -> None:
    sent = await h.command("ruling", scenario=SCENARIO, dm=True)
    msg = final(sent)
    assert msg.embeds[0]["title"] == "Ruling · Star Wars: Unlimited"
    assert msg.ephemeral


async def test_active_player_option_is_applied(h: Harness) -> None:
    msg = final(await h.command("ruling", scenario=SCENARIO, active="A"))
    assert "Active player: **A**" in msg.embeds[0]["description"]
    msg = final(await h.command("ruling", scenario=SCENARIO))
    assert "Active player: **B**" in msg.embeds[0]["description"]


async def test_bad_scenario_names_the_bad_word(h: Harness) -> None:
    msg = final(
        await h.command(
            "ruling", scenario="A: Krayt Dragon in grund arena; B plays Vanquish on Krayt Dragon"
        )
    )
    e = msg.embeds[0]
    assert e["title"] == "I couldn't read that scenario"
    assert "grund arena" in e["description"]
    assert e["color"] == 0xE74C3C
    assert msg.ephemeral and msg.buttons() == []


async def test_echoed_input_can_never_ping(h: Harness) -> None:
    sent = await h.command(
        "ruling",
        scenario="@everyone <@&123456789012345678> plays <@123456789012345678>",
        public=True,
    )
    msg = final(sent)
    assert msg.data["allowed_mentions"] == NO_MENTIONS
    assert "@everyone" not in msg.text() and "<@&1" not in msg.text() and "<@1" not in msg.text()
    assert msg.data.get("content") in (None, "")


async def test_choice_that_matters_gets_a_button_showing_the_other_branch(h: Harness) -> None:
    msg = final(await h.command("ruling", scenario=VADER))
    text = msg.text() + (await h.click(msg, "▶"))[0].text()
    assert "B** chooses" in text and "showing the default" in text
    branch = msg.button("Show other choice · B picks A")
    assert branch["style"] == 3
    sent = await h.click(msg, "Show other choice · B picks A")
    assert sent[0].callback_type == 5 and sent[0].flags & EPHEMERAL
    other = final(sent)
    assert other.embeds[0]["title"] == "Ruling · Star Wars: Unlimited (another choice)"
    assert "this page shows **A**" in other.text()
    assert other.text() != msg.text()


async def test_unknown_card_offers_a_menu_and_choosing_reruns(h: Harness) -> None:
    msg = final(await h.command("ruling", scenario=UNKNOWN))
    assert msg.embeds[0]["title"] == "Which card did you mean?"
    menu = msg.selects()[0]
    assert [o["value"] for o in menu["options"]] == ["Krayt Dragon"]
    assert "Post publicly" not in [b.get("label") for b in msg.buttons()]
    sent = await h.select(msg, "Krayt Dragon")
    assert sent[0].callback_type == 6, "acknowledged at once (deferred update)"
    edit = final(sent)
    assert edit.method == "PATCH" and edit.path.endswith("/messages/@original")
    assert edit.embeds[0]["title"] == "Ruling · Star Wars: Unlimited"
    assert "Krayt Dragon is defeated" in edit.embeds[0]["description"]


async def test_post_publicly_reposts_without_the_ephemeral_flag(h: Harness) -> None:
    msg = final(await h.command("ruling", scenario=SCENARIO))
    sent = await h.click(msg, "Post publicly")
    assert len(sent) == 1 and sent[0].callback_type == 4
    assert not sent[0].flags & EPHEMERAL
    assert sent[0].embeds == msg.embeds
    assert_sendable(sent[0])


async def test_long_ruling_pages_with_buttons(h: Harness) -> None:
    msg = final(await h.command("ruling", scenario=VADER))
    assert msg.button("1/2")["disabled"] and msg.button("◀")["disabled"]
    sent = await h.click(msg, "▶")
    page2 = sent[0]
    assert page2.callback_type == 7, "edits the message in place"
    assert (
        page2.button("2/2") and page2.button("▶")["disabled"] and not page2.button("◀")["disabled"]
    )
    assert page2.embeds[0]["title"].endswith("(continued)")
    assert "page 2/2" in page2.embeds[-1]["footer"]["text"]
    assert_sendable(page2)
    back = await h.click(page2, "◀")
    assert back[0].embeds == msg.embeds


async def test_ruling_without_scenario_opens_the_builder_modal(h: Harness) -> None:
    sent = await h.command("ruling")
    assert len(sent) == 1 and sent[0].callback_type == 9
    modal = sent[0].payload["data"]
    assert modal["title"] == "Ruling builder"
    inputs = [c for row in modal["components"] for c in row["components"]]
    assert inputs[0]["style"] == 2 and inputs[0]["max_length"] == 4000
    ids = [i["custom_id"] for i in inputs]
    lines = "A: Krayt Dragon in ground arena\nB plays Vanquish on Krayt Dragon\n"
    submitted = await h.dispatch(h.modal_payload(modal["custom_id"], {ids[0]: lines, ids[1]: "B"}))
    assert submitted[0].callback_type == 5
    msg = final(submitted)
    assert "Krayt Dragon is defeated" in msg.embeds[0]["description"]
    assert "Active player: **B**" in msg.embeds[0]["description"]


async def test_scenario_autocomplete_completes_the_card_being_typed(h: Harness) -> None:
    choices = await h.autocomplete(
        "ruling", "scenario", scenario="A: Krayt Dragon in ground arena; B plays Vanq"
    )
    assert choices[0]["value"] == "A: Krayt Dragon in ground arena; B plays Vanquish"
    assert (
        all(len(c["value"]) <= 100 and len(c["name"]) <= 100 for c in choices)
        and len(choices) <= 25
    )
    assert (
        await h.autocomplete(
            "ruling", "scenario", scenario="A: " + "x" * 120 + " in hand; B plays Vanq"
        )
        == []
    )


# ------------------------------------------------------------------ /card, /rule, /help


async def test_card_lookup_shows_stats_and_how_the_engine_reads_it(h: Harness) -> None:
    sent = await h.command("card", name="Krayt Dragon")
    assert sent[0].callback_type == 5
    msg = final(sent)
    text = msg.text()
    assert msg.embeds[0]["title"] == "Krayt Dragon"
    assert "cost 9" in text and "modelled (the engine runs it)" in text
    assert msg.ephemeral
    assert_sendable(msg)


async def test_card_autocomplete(h: Harness) -> None:
    choices = await h.autocomplete("card", "name", name="kray")
    assert choices[0]["value"] == "swu|Krayt Dragon"  # the value keeps the game
    assert len(choices) <= 25


async def test_unknown_card_name_offers_closest_cards(h: Harness) -> None:
    msg = final(await h.command("card", name="Death Dragon", game="swu"))
    assert msg.embeds[0]["title"] == "Which card did you mean?"
    values = [o["value"] for o in msg.selects()[0]["options"]]
    assert "swu|Death Star Stormtrooper" in values
    edit = final(await h.select(msg, "swu|Death Star Stormtrooper"))
    assert edit.embeds[0]["title"] == "Death Star Stormtrooper"


async def test_rule_by_id_with_and_without_subrules(h: Harness) -> None:
    msg = final(await h.command("rule", query="7.6.10"))
    assert msg.embeds[0]["title"].startswith("7.6.10 · ")
    assert "Star Wars: Unlimited Comprehensive Rules v8.0" in msg.embeds[-1]["footer"]["text"]
    with_children = final(await h.command("rule", query="7.6", subrules=True))
    assert "7.6.10" in with_children.text()


async def test_rule_search_and_autocomplete(h: Harness) -> None:
    msg = final(await h.command("rule", query="triggered abilities"))
    assert "7.6" in msg.text()
    if msg.selects():  # a list of hits: choosing one shows that rule
        first = msg.selects()[0]["options"][0]["value"]
        edit = final(await h.select(msg, first))
        assert edit.embeds[0]["title"].startswith(f"{first} · ")
    choices = await h.autocomplete("rule", "query", query="7.6.1")
    assert choices and all(c["value"].startswith("7.6.1") for c in choices[:3])


async def test_help_lists_every_game_with_an_example(h: Harness, monkeypatch) -> None:
    import engine.api
    from bot.help_text import EXAMPLES
    from engine.games import GAMES

    def no_engine(*a, **k):  # noqa: ANN002, ANN003, ANN202
        raise AssertionError("/help must not run the engine")

    monkeypatch.setattr(engine.api, "run_ruling", no_engine)
    sent = await h.command("help", dm=True)
    assert sent[0].callback_type == 5, "deferred first"
    msg = final(sent)
    assert msg.ephemeral
    text = msg.text()
    assert "coming" not in text
    for game, name in GAMES.items():
        assert name in text
        assert f"/ruling game:{game} scenario:{EXAMPLES[game]}" in text


def test_every_help_example_gives_a_ruling(service: JudgeService) -> None:
    from bot.help_text import EXAMPLES
    from bot.service import RulingRequest

    for game, example in EXAMPLES.items():
        reply = service.ruling(RulingRequest(game, example), branches=False)
        assert reply.kind == "ruling", (game, reply.pages[0][0])
        assert reply.pages[0][0]["title"].startswith("Ruling · ")


# ------------------------------------------------------------------ /settings


async def test_settings_needs_manage_server(h: Harness, service: JudgeService) -> None:
    before = service.db.get_guild_game(GUILD_ID)
    sent = await h.command("settings", sub="game", game="altered", perms=BASIC_PERMS)
    assert sent[0].ephemeral and "Manage Server" in sent[0].text()
    assert service.db.get_guild_game(GUILD_ID) == before


async def test_settings_game_becomes_the_servers_default(h: Harness, service: JudgeService) -> None:
    sent = await h.command("settings", sub="game", game="altered", perms=BASIC_PERMS | MANAGE_GUILD)
    assert "Altered" in sent[0].text() and sent[0].ephemeral
    try:
        msg = final(await h.command("ruling", scenario=SCENARIO))
        assert "Krayt Dragon is defeated" not in msg.text(), "the server's game (Altered) was used"
        assert msg.embeds[0]["title"] != "Ruling · Star Wars: Unlimited"
        dm = final(await h.command("ruling", scenario=SCENARIO, dm=True))
        assert dm.embeds[0]["title"] == "Ruling · Star Wars: Unlimited", "DMs keep the default"
    finally:
        service.db.set_guild_game(GUILD_ID, "swu")


async def test_settings_in_a_dm_is_refused(h: Harness) -> None:
    sent = await h.command("settings", sub="game", game="swu", dm=True)
    assert "only works in a server" in sent[0].text()


# ------------------------------------------------------------------ failures


async def test_a_crash_gives_a_clear_message_and_a_logged_context(
    h: Harness, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    def boom(self, *a, **k):  # noqa: ANN001, ANN002, ANN003, ANN202
        raise RuntimeError("engine exploded")

    monkeypatch.setattr(JudgeService, "ruling", boom)
    with caplog.at_level(logging.ERROR):
        sent = await h.command("ruling", scenario=SCENARIO)
    msg = final(sent)
    assert msg.embeds[0]["title"] == "Something went wrong" and msg.ephemeral
    record = next(r for r in caplog.records if "command failed" in r.getMessage())
    assert "what='ruling'" in record.getMessage() and f"guild={GUILD_ID}" in record.getMessage()
    assert "engine exploded" in str(record.exc_info[1])


async def test_unknown_command_is_answered(h: Harness) -> None:
    sent = await h.command("nonexistent")
    assert "not available" in final(sent).text()


async def test_commands_registered_for_guilds_dms_and_user_installs(h: Harness) -> None:
    from bot.__main__ import main  # noqa: F401 - the entry point imports cleanly

    payload = [c.to_dict(h.bot.tree) for c in h.bot.tree.get_commands()]
    by_name = {c["name"]: c for c in payload}
    assert set(by_name) == {"ruling", "card", "rule", "settings", "help", "game"} | {
        "event",
        "judge",
        "ruling-log",
    }
    for name in ("ruling", "card", "rule", "help"):
        assert sorted(by_name[name]["contexts"]) == [0, 1, 2]
        assert sorted(by_name[name]["integration_types"]) == [0, 1]
    assert by_name["settings"]["contexts"] == [0]
    assert by_name["settings"]["integration_types"] == [0]
    assert int(by_name["settings"]["default_member_permissions"]) == MANAGE_GUILD
    scen = next(o for o in by_name["ruling"]["options"] if o["name"] == "scenario")
    assert scen["autocomplete"] is True and scen["max_length"] == 4000
