"""Redemption's battle words: first strike deciding a battle, a blocker chosen by an ability."""

from __future__ import annotations

import pytest
from real_export import pool_catalog
from red_printed import printed_sentence

from cards_db.parsers.redemption_phrases import BARE_NOUNS, compile_sentence
from engine.api import run_ruling


@pytest.fixture(scope="module")
def catalog(tmp_path_factory: pytest.TempPathFactory):
    yield from pool_catalog(tmp_path_factory, "redemption")


def lines(result) -> list[tuple[str, list[str], str]]:
    return [(s.kind, s.rules, s.text) for s in result.steps]


SOUL = "B: Lost Soul Ecclesiastes 10:15 in land of bondage; "


def test_first_strike_defeats_the_hero_before_it_strikes_back(catalog):
    # Centurion (7/6) against Porcius Festus (8/2): without first strike both would fall
    r = run_ruling(
        "game: redemption; A: Centurion in territory; B: Porcius Festus in territory; "
        + SOUL
        + "A attacks with Centurion; B blocks with Porcius Festus; A passes",
        catalog=catalog,
    )
    assert lines(r)[2:5] == [
        (
            "resolve",
            ["Special Ability"],
            "Porcius Festus (a1): its ongoing ability begins to activate",
        ),
        ("step", ["Special Ability"], "Porcius Festus (a1) declares its targets: Porcius Festus"),
        (
            "effect",
            ["Special Ability", "Ongoing Ability", "First Strike"],
            "Porcius Festus (a1) completes: Porcius Festus has first strike in this battle",
        ),
    ]
    assert lines(r)[-4:] == [
        (
            "action",
            ["Initiative"],
            "A passes (initiative: A — A is losing the battle (heroes 7/6 against evil "
            "characters 8/2))",
        ),
        (
            "effect",
            ["Battle Resolution", "First Strike"],
            "Battle outcome: the evil characters win (heroes 7/6 against evil characters 8/2; "
            "Porcius Festus strikes first and the heroes fall before they strike): the heroes "
            "are defeated",
        ),
        ("effect", ["Battle Resolution", "Discard"], "Centurion is defeated and discarded"),
        (
            "info",
            ["End of Battle"],
            "The battle ends: Porcius Festus returns to territory; effects that lasted for the "
            "battle end (Porcius Festus (a1))",
        ),
    ]


def test_first_strike_on_both_sides_is_mutual_destruction(catalog):
    # Speed gives Centurion first strike against Doeg's own: neither strikes first
    r = run_ruling(
        "game: redemption; A: Centurion in territory; B: Doeg, CoW in territory; "
        "A: Speed, L in hand; "
        + SOUL
        + "A attacks with Centurion; B blocks with Doeg, CoW; A plays Speed, L; B passes; "
        "A passes",
        catalog=catalog,
    )
    assert (
        "info",
        ["Initiative"],
        "Initiative: A — A is losing the battle (heroes 7/6 against evil characters 9/7)",
    ) in lines(r)  # Doeg strikes first: 9/7 would otherwise be mutual destruction
    assert (
        "effect",
        ["Special Ability", "Ongoing Ability", "First Strike"],
        "Speed, L (a1) completes: Centurion has first strike in this battle",
    ) in lines(r)
    assert lines(r)[-3:-1] == [
        ("effect", ["Battle Resolution", "Discard"], "Centurion is defeated and discarded"),
        ("effect", ["Battle Resolution", "Discard"], "Doeg, CoW is defeated and discarded"),
    ]
    assert lines(r)[-4][2] == (
        "Battle outcome: mutual destruction (heroes 10/8 against evil characters 9/7; both "
        "sides have first strike, so neither strikes first): every character in battle is "
        "defeated"
    )


def test_first_strike_on_part_of_a_banded_side_is_shown_as_printed(catalog):
    r = run_ruling(
        "game: redemption; A: Centurion in territory; B: Porcius Festus in territory; "
        "B: Abiram in territory; A attacks with Centurion; "
        "B blocks with Porcius Festus and Abiram; A passes",
        catalog=catalog,
    )
    assert lines(r)[-4:-2] == [
        (
            "not_modelled",
            ["First Strike", "TJ-3"],
            "Porcius Festus: not modelled — resolve as printed: “"
            + printed_sentence("Porcius Festus", "First strike")
            + "”",
        ),
        (
            "effect",
            ["Battle Resolution"],
            "Battle outcome: the evil characters win (heroes 7/6 against evil characters 13/9): "
            "the heroes are defeated",
        ),
    ]


def test_an_ability_chooses_the_blocker_and_the_battle_is_fought_with_it(catalog):
    r = run_ruling(
        "game: redemption; A: Abigail, 1st Print - K in territory; B: Abiram in territory; "
        "B: Er in territory; " + SOUL + "A attacks with Abigail, 1st Print - K; B passes",
        catalog=catalog,
    )
    assert lines(r)[3:] == [
        (
            "choice",
            ["Target"],
            "A targets Abiram with Abigail, 1st Print - K (a1) (default shown: an opponent's "
            "card (choose blocker works against the card it acts on))",
        ),
        ("step", ["Special Ability"], "Abigail, 1st Print - K (a1) declares its targets: Abiram"),
        (
            "effect",
            ["Special Ability", "Block"],
            "Abigail, 1st Print - K (a1) completes: A chooses Abiram to block: it enters battle "
            "for B",
        ),
        (
            "action",
            ["Initiative"],
            "B passes (initiative: B — B is losing the battle (heroes 9/7 against evil "
            "characters 5/7))",
        ),
        (
            "effect",
            ["Battle Resolution"],
            "Battle outcome: the heroes win (heroes 9/7 against evil characters 5/7): the evil "
            "characters are defeated",
        ),
        ("effect", ["Battle Resolution", "Discard"], "Abiram is defeated and discarded"),
        (
            "effect",
            ["Rescue"],
            "A rescues Lost Soul Ecclesiastes 10:15 to their land of redemption",
        ),
        ("info", ["End of Battle"], "The battle ends: Abigail, 1st Print - K returns to territory"),
    ]


def test_a_rescue_attempt_already_blocked_has_no_blocker_to_choose(catalog):
    r = run_ruling(
        "game: redemption; A: Agabus in territory; B: Abiram in territory; B: Er in territory; "
        "A: Obedience of Noah, Roots in hand; A attacks with Agabus; B blocks with Abiram; "
        "A plays Obedience of Noah, Roots",
        catalog=catalog,
    )
    assert lines(r)[-2:] == [
        ("info", ["Block"], "the rescue attempt is already blocked (Abiram)"),
        (
            "info",
            ["Special Ability", "Block"],
            "Obedience of Noah, Roots (a2) completes: nothing happens",
        ),
    ]
    er = next(o for o in r.state.objects.values() if o.label == "Er")
    assert er.zone[1] == "territory"  # no second blocker entered battle


def test_first_strike_alone_is_read_only_on_a_character():
    token = BARE_NOUNS.set({"hero": "self", "character": "self"})
    try:
        assert compile_sentence("First strike.", "hero") == (
            [{"verb": "first_strike", "target": "self"}],
            False,
            "ongoing",
        )
    finally:
        BARE_NOUNS.reset(token)
    token = BARE_NOUNS.set({"hero": "bearer", "character": "bearer"})
    try:  # on an enhancement the words name no character
        assert compile_sentence("First strike.", "hero") is None
        assert compile_sentence("Hero gains first strike ability.", "hero") == (
            [{"verb": "first_strike", "target": "bearer"}],
            False,
            "ongoing",
        )
    finally:
        BARE_NOUNS.reset(token)
    assert compile_sentence("Egyptian Evil Characters have first strike ability.", "hero") is None


def test_a_blocker_is_an_evil_character_of_the_opponents_territory():
    assert compile_sentence("You may choose an evil king to block.", "hero") == (
        [
            {
                "verb": "choose_blocker",
                "target": {
                    "one": {
                        "type": ["evil_character"],
                        "traits": ["king"],
                        "zone": "territory",
                        "side": "opponent",
                    }
                },
            }
        ],
        True,
        "special",
    )
    assert compile_sentence("You may choose a Hero to block.", "hero") is None


def test_a_kind_that_may_band_on_an_enhancement_is_the_character_using_it():
    token = BARE_NOUNS.set({"evil character": "bearer", "character": "bearer"})
    try:
        steps, optional, kind = compile_sentence(
            "Philistine may band to up to 3 Philistines.", "evil_character"
        )
    finally:
        BARE_NOUNS.reset(token)
    assert (optional, kind) == (True, "special")
    assert steps == [
        {
            "verb": "require",
            "when": "used_by",
            "spec": {"type": ["hero", "evil_character"], "traits": ["philistine"]},
        },
        {
            "verb": "band",
            "target": {
                "up_to": {
                    "count": 3,
                    "spec": {
                        "type": ["evil_character"],
                        "traits": ["philistine"],
                        "zone": ["territory", "hand"],
                        "side": "self",
                    },
                }
            },
        },
    ]
    token = BARE_NOUNS.set({"evil character": "self", "character": "self"})
    try:  # on a character the words name another character: not read here
        assert compile_sentence("Philistine may band to a Philistine.", "evil_character") is None
    finally:
        BARE_NOUNS.reset(token)
