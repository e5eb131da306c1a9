"""The hand-checked sample of "draw X" where the card's export row defines X as a count.

Every ability the whole-pool run executes on this branch with a counted X (12 of 12), each read
against the card's printed text and its export row, whose Identifier column says what X counts
("X = # of your …"). Each entry lists the exact effect steps the ability logs in its reach
scenario; the comment says in our own words what the card asks for. Read by hand: 12 of 12 do
what the card says (a choice shows its first option, as every choice does).
"""

from __future__ import annotations

import pytest
from real_export import pool_catalog
from test_redemption_sample_compiled import assert_runs_as_listed

from cards_db.parsers.redemption_phrases import X_MEANS, compile_sentence
from engine.api import run_ruling
from engine.rulesets import get_ruleset

# (card, ability, every step it must log as above)
SAMPLE = [
    (
        "Abigail, the Discerning, RR2",
        "a2",
        # band to David, or draw one per counted card (at most 3): the first option is shown
        ["Abigail, the Discerning, RR2 (a2) completes: David, Roots is banded into battle"],
    ),
    (
        "Isaiah, Son of Amoz",
        "a2",
        # band to an Isaiah hero, or draw X (at most 3): the first option is shown
        ["Isaiah, Son of Amoz (a2) completes: Isaiah, Pr is banded into battle"],
    ),
    (
        "Roman Horses, Roots",
        "a1",
        # may draw one per evil Roman its player controls, at most 2 (one here)
        ["Roman Horses, Roots (a1) completes: A draws 1 card(s)"],
    ),
    (
        "Abigail, RoA",
        "a1",
        # may draw one per Old Testament warrior-class hero its player controls, at most 3
        ["Abigail, RoA (a1) completes: A draws 2 card(s)"],
    ),
    (
        "Wicked Community, IR",
        "a2",
        # when blocking, may draw one per hero the opponent has in play, at most 3
        ["Wicked Community, IR (a2) completes: A draws 2 card(s)"],
    ),
    (
        "Seleucus the Victorious",
        "a1",
        # draw one per hero in battle (no cap), or discard an artifact: the first is shown
        ["Seleucus the Victorious (a1) completes: A draws 2 card(s)"],
    ),
    (
        "Ishmaiah the Gibeonite",
        "a1",
        # draws one per Old Testament hero in battle (itself included), at most 3
        ["Ishmaiah the Gibeonite (a1) completes: A draws 2 card(s)"],
    ),
    # Reached once the importer records a real card that X counts (no plain card fits):
    (
        "Elimelech, LoC",
        "a1",
        # may draw one per Ruth hero its player controls (itself and Naomi here), at most 3
        ["Elimelech, LoC (a1) completes: A draws 2 card(s)"],
    ),
    (
        "Lazarus, the Called / Lazarus of Bethany, GoC",
        "a3",
        # may draw one per Bethany hero in battle, either side, no cap (the scenario's example
        # of one is a second copy of the card itself: two here)
        ["Lazarus, the Called / Lazarus of Bethany, GoC (a3) completes: A draws 2 card(s)"],
    ),
    (
        "Legion of Angels, GoC",
        "a2",
        # may draw one per Gospel angel its player controls (itself and one more), at most 3
        ["Legion of Angels, GoC (a2) completes: A draws 2 card(s)"],
    ),
    (
        "Naharai, the Beerothite",
        "a1",
        # draw one per Old Testament purple weapon its player has (one here), at most 2, or
        # negate an evil card: the first option is shown
        ["Naharai, the Beerothite (a1) completes: A draws 1 card(s)"],
    ),
    (
        "Heman, the Singer, RR2",
        "a1",
        # may draw one per Old Testament white musician its player controls (itself and
        # Asaph), at most 3
        ["Heman, the Singer, RR2 (a1) completes: A draws 2 card(s)"],
    ),
]


@pytest.fixture(scope="module")
def catalog(tmp_path_factory: pytest.TempPathFactory):
    yield from pool_catalog(tmp_path_factory, "redemption")


@pytest.mark.parametrize(("card", "ability", "expected"), SAMPLE)
def test_counted_x_ability_does_what_the_card_says(catalog, card, ability, expected):
    assert_runs_as_listed(catalog, card, ability, expected)


def test_x_is_said_with_the_cards_it_counts_and_the_limit(catalog):
    card = catalog.get("redemption", "Abigail, RoA")
    ab = next(a for a in card.abilities if a.id == "a1")
    result = run_ruling(get_ruleset("redemption").reach_scenario(card, ab), catalog=catalog)
    said = [s for s in result.steps if s.text.startswith("X = ")]
    assert [(s.text, s.rules) for s in said] == [
        (
            "X = 2: the number of O.T. Warrior class Heroes (David, Roots, Gideon, J, limit 3)",
            ["Draw"],
        )
    ]


def test_x_compiles_only_as_a_count_of_described_cards_in_play():
    token = X_MEANS.set("Generic, X = # of your Joshua Heroes")
    try:
        steps, optional, _ = compile_sentence("You may draw X (limit 2).", "hero")
        assert optional and steps == [
            {
                "verb": "draw",
                "x": {
                    "spec": {"side": "self", "type": ["hero"], "book": ["joshua"]},
                    "words": "Joshua Heroes",
                    "limit": 2,
                },
            }
        ]
        X_MEANS.set("X = # of opponent's good brigades")  # not a count of described cards
        assert compile_sentence("You may draw X.", "hero") is None
        X_MEANS.set("X = # of Heroes in a discard pile")  # counted out of play: not read
        assert compile_sentence("You may draw X.", "hero") is None
    finally:
        X_MEANS.reset(token)
    assert compile_sentence("You may draw X.", "hero") is None  # X not defined on the card
