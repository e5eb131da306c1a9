"""A card named in an action is read the way it is read when placed."""

from __future__ import annotations

from bot import render
from bot.service import JudgeService, RulingRequest


def test_a_typo_in_the_target_reads_as_the_card_in_play(service: JudgeService) -> None:
    reply = service.ruling(
        RulingRequest("swu", "A: Krayt Dragon in ground arena; B plays Vanquish on Krayt Dragn")
    )
    text = render.pages_to_text(reply.pages)
    assert reply.kind == "ruling"
    assert "B plays Vanquish on Krayt Dragon" in text
    assert "Krayt Dragon is defeated" in text


def test_a_target_that_is_no_card_still_gets_the_rulesets_answer(service: JudgeService) -> None:
    reply = service.ruling(
        RulingRequest("swu", "A: Krayt Dragon in ground arena; B plays Vanquish on Zzzq")
    )
    assert reply.kind == "error"
    assert "'Zzzq' is not a legal target for Vanquish; the only legal target is Krayt Dragon" in (
        render.pages_to_text(reply.pages)
    )
