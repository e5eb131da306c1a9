"""A rider limited to one side ("by a good card") keeps its limit, on real cards of the export."""

from __future__ import annotations

import pytest
from real_export import pool_catalog
from red_printed import printed_sentence

from engine.api import run_ruling


@pytest.fixture(scope="module")
def catalog(tmp_path_factory: pytest.TempPathFactory):
    yield from pool_catalog(tmp_path_factory, "redemption")


BATTLE = (
    "game: redemption; A: Centurion in territory; B: Julius the Centurion in territory; "
    "A: {enhancement} in hand; A attacks with Centurion; B blocks with Julius the Centurion; "
    "A plays {enhancement} on Julius the Centurion"
)


def test_a_rider_limited_to_good_cards_stops_a_good_negate(catalog) -> None:
    julius = catalog.get("redemption", "Julius the Centurion")
    assert {a.extra["riders"]["cannot_be_negated"]["by"] for a in julius.abilities} == {"good"}
    r = run_ruling(BATTLE.format(enhancement="Angel Chariots, Roots"), catalog=catalog)
    done = next(s for s in r.steps if "Angel Chariots, Roots (a1) completes" in s.text)
    assert "Julius the Centurion (a1) cannot be negated by good cards and stays" in done.text
    assert done.rules == ["Special Ability", "Negate", "Cannot Be Negated"]


def test_a_rider_limited_to_evil_cards_does_not_stop_a_good_card(catalog) -> None:
    """Created by Christ may not be negated by evil cards only: a good negate ends it."""
    created = catalog.get("redemption", "Created by Christ")
    (ability,) = [a for a in created.abilities if a.extra.get("riders")]
    assert ability.extra["riders"] == {"cannot_be_negated": {"by": "evil"}}
    from engine.games.redemption.model import rider_holds
    from engine.rulesets import get_ruleset

    state = get_ruleset("redemption").new_state(["A", "B"], "A")
    good = state.create(catalog.get("redemption", "Angel Chariots, Roots"), "A", ("A", "hand"))
    evil = state.create(catalog.get("redemption", "1,290 Days"), "B", ("B", "hand"))
    rider = ability.extra["riders"]["cannot_be_negated"]
    assert rider_holds(rider, evil) and not rider_holds(rider, good)


def test_a_rider_with_a_condition_is_no_blanket_protection(catalog) -> None:
    """A rider that holds only when a meek Hero uses the card is no blanket protection: every
    ability of the card carries it with its condition (checked when a negate is tried), and the
    sentence is not an ability of its own."""
    card = catalog.get("redemption", "By My Spirit, LoC")
    assert not [a for a in card.abilities if "meek" in a.text and "negated" in a.text]
    for ab in card.abilities:
        rider = (ab.extra.get("riders") or {})["cannot_be_negated"]
        assert rider["words"] == "if used by a meek Hero"
        assert rider["if"] == [
            {
                "verb": "require",
                "when": "used_by",
                "spec": {"type": ["hero"], "facts": {"meek": True}},
            }
        ]


# -------------------------------------------------------------- conditional riders
def negate_alexander(catalog, with_greek: bool) -> str:
    """A good negate (Angel Chariots, Roots) aimed at Alexander of Troas, Roots, whose rider
    holds only while another evil Greek is in play; the text of the negate's completion."""
    territory = [{"card": "Alexander of Troas, Roots"}]
    if with_greek:
        territory.append({"card": "Alexander's Destroyers"})  # an evil Greek
    scenario = {
        "game": "redemption",
        "zones": {
            "A": {
                "territory": [{"card": "Centurion"}],
                "battle": [{"card": "Gaius"}],
                "hand": [{"card": "Angel Chariots, Roots"}],
            },
            "B": {"territory": territory},
        },
        "actions": [
            {"player": "A", "attack": "Centurion"},
            {"player": "B", "block": "Alexander of Troas, Roots"},
            {"player": "A", "play": "Angel Chariots, Roots", "on": "Gaius"},
        ],
    }
    r = run_ruling(scenario, catalog=catalog)
    done = next(s for s in r.steps if "Angel Chariots, Roots (a1) completes" in s.text)
    return done.text, done.rules


def limit(card: str) -> str:
    """The printed limit of a card's negate rider ("if …"), read from the export."""
    sentence = printed_sentence(card, "Cannot be negated")
    return sentence[len("Cannot be negated ") :].rstrip(".")


def test_a_conditional_rider_holds_while_its_condition_does(catalog) -> None:
    text, rules = negate_alexander(catalog, with_greek=True)
    rider = f"cannot be negated {limit('Alexander of Troas (Roots)')}"
    assert text == (
        "Angel Chariots, Roots (a1) completes: Alexander of Troas, Roots is negated; "
        f"Alexander of Troas, Roots (a1) {rider} and stays; "
        f"Alexander of Troas, Roots (a2) {rider} and stays"
    )
    assert rules == ["Special Ability", "Negate", "Cannot Be Negated"]


def test_a_conditional_rider_that_does_not_hold_now_says_why(catalog) -> None:
    text, rules = negate_alexander(catalog, with_greek=False)
    why = (
        f"cannot be negated only {limit('Alexander of Troas (Roots)')}; not now: there is no "
        "other greek evil character in play"
    )
    assert text == (
        "Angel Chariots, Roots (a1) completes: Alexander of Troas, Roots is negated; "
        f"Alexander of Troas, Roots (a1) {why}; Alexander of Troas, Roots (a1) ends; "
        f"Alexander of Troas, Roots (a2) {why}; Alexander of Troas, Roots (a2) ends"
    )
    assert rules == ["Special Ability", "Negate"]


def _verdict(catalog, card: str, rider_tag: str, acting: str, setup=None):
    """rider_verdict of ``card``'s first ability against ``acting`` (B's card), on a state
    ``setup`` may add to."""
    from engine.games.redemption.conditions import rider_verdict
    from engine.games.redemption.model import Activation
    from engine.rulesets import get_ruleset

    state = get_ruleset("redemption").new_state(["A", "B"], "A")
    owner = state.create(catalog.get("redemption", card), "A", ("A", "battle"))
    actor = state.create(catalog.get("redemption", acting), "B", ("B", "battle"))
    if setup:
        setup(state)
    ab = owner.definition.abilities[0]
    act = Activation(1, owner.oid, ab, "A", owner.label, 0, True)
    return rider_verdict(state, ab.extra["riders"][rider_tag], actor, act)


def test_a_rider_by_a_description_stops_only_a_card_that_fits(catalog) -> None:
    """Emim cannot be prevented by an O.T. card: King Saul (I Samuel) fits, Centurion
    (Matthew) does not."""
    assert _verdict(catalog, "Emim", "cannot_be_prevented", "King Saul (Purple) (Ki)") == (
        True,
        "",
    )
    assert _verdict(catalog, "Emim", "cannot_be_prevented", "Centurion") == (
        False,
        "Centurion is not an O.T. card",
    )


def test_a_rider_counting_heroes_in_battle(catalog) -> None:
    """Scattered cannot be negated while more than one Hero is in battle."""

    def second_hero(state) -> None:
        state.create(catalog.get("redemption", "Gaius"), "B", ("B", "battle"))

    assert _verdict(catalog, "Scattered", "cannot_be_negated", "Centurion", second_hero) == (
        True,
        "",
    )
    assert _verdict(catalog, "Scattered", "cannot_be_negated", "Centurion") == (
        False,
        "not now: it needs 2 or more cards that are a hero in battle; there is 1 (Centurion)",
    )


def test_riders_the_reader_does_not_understand_stay_sentences(catalog) -> None:
    """A list of identifiers ("a magician, priest or prophet": the reader would require all
    three) is no rider: no ability of the card carries one, the sentence is shown."""
    card = catalog.get("redemption", "Tested by Fire")
    assert all("cannot_be_negated" not in (a.extra.get("riders") or {}) for a in card.abilities)
    assert [a.text for a in card.abilities if "negated" in a.text] != []


def test_a_riders_limit_may_name_a_card(catalog) -> None:
    """Ahimelek the Hittite's negate rider holds only while a card of a name is in play: the
    name is read with the card's own names in hand, and each ability carries the limit."""
    card = catalog.get("redemption", "Ahimelek the Hittite")
    riders = [a.extra["riders"]["cannot_be_negated"] for a in card.abilities]
    assert len(riders) == 2 and riders[0] == riders[1]
    assert riders[0]["if"] == [
        {
            "verb": "require",
            "when": "present",
            "spec": {"zone": "play", "name": ["David"], "type": ["hero"]},
        }
    ]


def test_a_labelled_part_keeps_its_own_riders(catalog) -> None:
    """Peter's Curse: the part used as an enhancement may not be negated by one kind of
    character; the part used as an artifact may not be negated at all."""
    card = catalog.get("redemption", "Peter's Curse, GoC")
    by_part = {a.text.split(":")[0]: a.extra.get("riders") for a in card.abilities}
    assert by_part["ART"] == {"cannot_be_negated": True}
    assert set(by_part["EE"]["cannot_be_negated"]) == {"by_spec", "words"}
    assert by_part["EE"]["cannot_be_negated"]["by_spec"] == {
        "type": ["hero", "evil_character"],
        "traits": ["disciple"],
    }


def test_a_limit_naming_either_of_two_cards(catalog) -> None:
    """Arrest in Philippi's negate rider holds while a card of either of two names is in
    battle."""
    (ability,) = catalog.get("redemption", "Arrest in Philippi").abilities
    (step,) = ability.extra["riders"]["cannot_be_negated"]["if"]
    assert step == {
        "verb": "require",
        "when": "present",
        "spec": {
            "either": [{"name": ["Paul"], "type": ["hero"]}, {"name": ["Silas"], "type": ["hero"]}],
            "zone": "battle",
        },
    }
