"""The hand-checked sample of what "play a card from a pile" added to the executed Redemption pool.

Drawn once with ``random.seed(7)`` over the abilities the whole-pool run executes on this branch
with a ``play`` step (one ability per distinct printed sentence, 10 of 24), each read against
the card's printed text and, for the card played, against the export's row (type, brigade,
identifier, reference). Each entry lists the exact effect steps the ability logs in its reach
scenario; the comment says in our own words what the card asks for. Read by hand: 10 of 10
do what the printed text says (a choice shows its first option, as every choice does).
"""

from __future__ import annotations

import pytest
from real_export import pool_catalog
from test_redemption_sample_compiled import assert_runs_as_listed

from cards_db.parsers.redemption_phrases import compile_sentence
from engine.rulesets import get_spec

# (card, ability, every step it must log as above)
SAMPLE = [
    (
        "The Dreaming Pharaoh, IR",
        "a1",
        # may put a fortress with a Genesis reference from deck or reserve into play
        [
            "The Dreaming Pharaoh, IR (a1) completes: A plays Garden of Eden, RR2 from their deck into their territory"
        ],
    ),
    (
        "Jadon, the Meronothite, Roots",
        "a1",
        # may put a good Old Testament fortress from deck into play
        [
            "Jadon, the Meronothite, Roots (a1) completes: A plays City of Refuge from their deck into their territory"
        ],
    ),
    (
        "The Begrudging King",
        "a2",
        # may put an Edomite from deck into play (an Edomite evil character)
        [
            "The Begrudging King (a2) completes: A plays Enemies to the South from their deck into their territory"
        ],
    ),
    (
        "King Solomon, RR2",
        "a2",
        # band to a temple priest, or play a fortress: the first option is shown
        ["King Solomon, RR2 (a2) completes: Dutiful Priest is banded into battle"],
    ),
    (
        "Baruch, Son of Zabbai, Roots",
        "a1",
        # draw one, or play a fortress from reserve: the first option is shown
        ["Baruch, Son of Zabbai, Roots (a1) completes: A draws 1 card(s)"],
    ),
    (
        "Evil Released, Roots",
        "a1",
        # puts a demon from discard pile (else reserve) into play
        [
            "Evil Released, Roots (a1) completes: A plays Possessing Demon (j) from their discard into their territory"
        ],
    ),
    (
        "Delivered from Distress",
        "a1",
        # may put an Old Testament hero from deck into play
        [
            "Delivered from Distress (a1) completes: A plays Bathsheba from their deck into their territory"
        ],
    ),
    (
        "Faith as a Mustard Seed, GoC",
        "a1",
        # may put a good New Testament fortress from reserve into play
        [
            "Faith as a Mustard Seed, GoC (a1) completes: A plays Bethlehem Stable, GoC from their reserve into their territory"
        ],
    ),
    (
        "Zerubbabel, the Chosen / Zerubbabel, the Builder, LoC Plus",
        "a3",
        # band to a postexilic hero, or play one from deck: the first option is shown
        [
            "Zerubbabel, the Chosen / Zerubbabel, the Builder, LoC Plus (a3) completes: Abihud, the Progeny / Abihud, the Exilarch, LoC is banded into battle"
        ],
    ),
]


@pytest.fixture(scope="module")
def catalog(tmp_path_factory: pytest.TempPathFactory):
    yield from pool_catalog(tmp_path_factory, "redemption")


def test_the_sample_has_9_distinct_abilities():
    assert len({(c, a) for c, a, _ in SAMPLE}) == 9  # The Ascension: see the last test


@pytest.mark.parametrize(("card", "ability", "expected"), SAMPLE)
def test_playing_ability_does_what_the_card_says(catalog, card, ability, expected):
    assert_runs_as_listed(catalog, card, ability, expected)


def test_play_from_a_pile_compiles_to_the_piles_in_order():
    steps, optional, _ = compile_sentence(
        "You may play a good Fortress from deck or Reserve.", "hero"
    )
    assert optional
    assert steps == [
        {
            "verb": "play",
            "find": {"type": ["fortress"], "alignment": ["good"]},
            "zones": ["deck", "reserve"],
        }
    ]


def test_what_cannot_be_played_from_a_pile_is_not_modelled():
    spec = get_spec("redemption")
    step = {"verb": "play", "find": {"type": ["good_enhancement"]}, "zones": ["deck"]}
    with pytest.raises(ValueError, match="only a card of the types"):
        spec.verbs.get("play").validate(step)
    # any deck is not read as the player's own: a Lost Soul from any deck is a verb of its own
    assert compile_sentence("Play a Lost Soul from a deck.", "hero") == (
        [{"verb": "play_soul", "whose": "any"}],
        False,
        "special",
    )
    assert compile_sentence("Play an opponent's Hero from Reserve.", "hero") is None


def test_a_card_whose_rider_needs_an_unstated_fact_is_shown_as_printed(catalog):
    """The Ascension cannot be negated if a meek Hero uses it; meek is a stated fact the engine
    does not check where a rider is tried, so its abilities are resolved as printed."""
    card = catalog.get("redemption", "The Ascension, GoC")
    ab = next(a for a in card.abilities if a.id == "a3")
    assert ab.modelled != "modelled" and "stated fact" in ab.extra["reason"]
