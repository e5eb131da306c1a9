"""The hand-checked sample of the Redemption in-play abilities that act at one moment.

Drawn with ``random.seed(15)`` (shuffling the distinct printed sentences timed ``played``,
``your_attack``, ``rescued`` or ``upkeep`` that the whole-pool run executes on this branch,
one card per sentence; all 10 are listed). Each entry lists the exact effect steps the ability logs in its
reach scenario. The comment says in our words what the card asks for; each was read against
the printed text.

Read by hand: 10 of 10 say what the printed text says. Caveat noted on reading, not counted as
wrong: on a rescued lost soul, "you" is read as the player whose land of bondage held it (the
rescuer is named "rescuer" on such cards); the trace says so. An "each upkeep" card acts in
its own player's upkeep; in another player's it is shown as printed.
"""

from __future__ import annotations

import pytest
from real_export import pool_catalog
from red_sample import steps_of

from engine.api import run_ruling
from engine.rulesets import get_ruleset

# (card, ability, its timing, every effect step it must log)
SAMPLE = [
    (
        'Lost Soul "Rejoice" [Luke 15:6 - J]',
        "a1",
        "rescued",
        # when rescued, both players draw a card
        [
            'Lost Soul "Rejoice" [Luke 15:6 - J] (a1) completes: A draws 1 card(s); B draws 1 card(s)'
        ],
    ),
    (
        'Lost Soul "Outcry" [I Samuel 5:12], 1st Print - L',
        "a1",
        "played",
        # as it comes into play, its player may take an evil Philistine from the deck
        [
            'Lost Soul "Outcry" [I Samuel 5:12], 1st Print - L (a1) completes: A searches their '
            "deck and takes Terrifying Philistines, 1st Print - L into hand"
        ],
    ),
    (
        "The Restored Land",
        "a1",
        "your_attack",
        # its player's Old Testament prophet attacks: an evil character of a deck may be discarded
        ["The Restored Land (a1) completes: Abiram is discarded"],
    ),
    (
        'Lost Soul "Dread" [Exodus 15:16], 1st Print - K',
        "a1",
        "played",
        # as it comes into play, its player may take an evil Egyptian from the deck
        [
            'Lost Soul "Dread" [Exodus 15:16], 1st Print - K (a1) completes: A searches their '
            "deck and takes Pharaoh, H into hand"
        ],
    ),
    (
        "Wilderness of Sinai, 1st Print - L",
        "a2",
        "your_attack",
        # an Exodus hero of its player attacks alone: that player may draw a card
        ["Wilderness of Sinai, 1st Print - L (a2) completes: A draws 1 card(s)"],
    ),
    (
        "Patmos, RoJ AB",
        "a1",
        "played",
        # as the site is played: a disciple (or an angel of Revelation) from deck or discard pile
        [
            "Patmos, RoJ AB (a1) completes: A searches their deck and takes Bartholomew "
            "(Nathaniel), Ap into hand"
        ],
    ),
    (
        "Wilderness of Sinai, 1st Print - L",
        "a1",
        "played",
        # as it comes into play: a hero of Exodus from deck or reserve
        [
            "Wilderness of Sinai, 1st Print - L (a1) completes: A searches their deck and takes "
            "Moses, Pr into hand"
        ],
    ),
    (
        'Lost Soul "Fat" [I Samuel 2:29 - L]',
        "a1",
        "rescued",
        # when rescued, the player who held it may draw a card
        ['Lost Soul "Fat" [I Samuel 2:29 - L] (a1) completes: A draws 1 card(s)'],
    ),
]
SAMPLE += [
    (
        "Storehouse, Promo",
        "a2",
        "upkeep",
        # in the upkeep: an Old Testament enhancement from the reserve to hand
        [
            "Storehouse, Promo (a2) completes: A searches their reserve and takes Golden Lamp "
            "Stand into hand"
        ],
    ),
    (
        "Garden of Eden, RR2",
        "a2",
        "upkeep",
        # in the upkeep: a blue enhancement from the deck to hand
        [
            "Garden of Eden, RR2 (a2) completes: A searches their deck and takes Measuring Line "
            "into hand"
        ],
    ),
]
WRONG: list[str] = []  # cards whose steps, read by hand, differ from the printed text


@pytest.fixture(scope="module")
def catalog(tmp_path_factory: pytest.TempPathFactory):
    yield from pool_catalog(tmp_path_factory, "redemption")


def test_the_sample_is_right_at_least_95_percent():
    assert len({(c, a) for c, a, _, _ in SAMPLE}) == len(SAMPLE) == 10
    assert (len(SAMPLE) - len(WRONG)) / len(SAMPLE) >= 0.95


@pytest.mark.parametrize(
    ("card", "ability", "timing", "expected"), SAMPLE, ids=[f"{c} {a}" for c, a, _, _ in SAMPLE]
)
def test_sampled_moment_ability_does_what_the_card_says(catalog, card, ability, timing, expected):
    definition = catalog.get("redemption", card)
    ab = next(a for a in definition.abilities if a.id == ability)
    assert (ab.timing, ab.modelled) == (timing, "modelled")
    scenario = get_ruleset("redemption").reach_scenario(definition, ab)
    result = run_ruling(scenario, catalog=catalog)
    assert steps_of(result, definition.name, ability, "effect") == expected
    assert not steps_of(result, definition.name, ability, "not_modelled")
