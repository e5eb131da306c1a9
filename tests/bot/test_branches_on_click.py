"""Answer first: a ruling costs one engine run; other choices run only when clicked."""

from __future__ import annotations

from bot import render
from bot.service import JudgeService, RulingRequest

VADER = (
    "A: Krayt Dragon in ground arena; "
    "B: Death Star Stormtrooper + Battlefield Marine + Admiral Motti + Vanquish in deck; "
    "B plays Darth Vader, Commanding the First Legion"
)


def test_first_reply_is_one_run_with_every_other_choice_offered(
    service: JudgeService, engine_runs: list[dict]
) -> None:
    reply = service.ruling(RulingRequest("swu", VADER))
    assert reply.kind == "ruling" and engine_runs == [{}]
    assert [a.label for a in reply.alternatives] == [
        "B picks A",
        "B picks Darth Vader, Commanding the First Legion: Ambush",
        "B picks none",
        "A picks no",
    ]
    text = render.pages_to_text(reply.pages)
    assert "Another choice may change the result (B picks A)" in text


def test_clicking_runs_that_branch_and_compares_with_the_answer_shown(
    service: JudgeService, engine_runs: list[dict]
) -> None:
    req = RulingRequest("swu", VADER)
    alt = service.ruling(req).alternatives[0]
    engine_runs.clear()
    other = service.branch(req, alt)
    assert engine_runs == [{0: "A"}, {}]  # the branch, then the answer it is compared with
    text = render.pages_to_text(other.pages)
    assert other.pages[0][0]["title"] == "Ruling · Star Wars: Unlimited (another choice)"
    assert "this page shows **A**" in text and "same result" not in text
    assert other.request.forced == ((0, "A"),)


def test_a_choice_that_changes_nothing_says_so(service: JudgeService) -> None:
    req = RulingRequest("swu", VADER)
    default = service.ruling(req).alternatives[0]
    same = render.Alternative(default.decision, "B", "B picks B")  # B is the default answer
    text = render.pages_to_text(service.branch(req, same).pages)
    assert "B picks B leads to the same result as the answer shown before." in text
