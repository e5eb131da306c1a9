"""A rider limited to one side ("by a good card") keeps its limit, on real cards of the export."""

from __future__ import annotations

import pytest
from real_export import pool_catalog

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


def test_a_rider_with_any_other_condition_is_shown_as_printed(catalog) -> None:
    """A rider that holds only when a meek Hero uses the card is no blanket protection: it
    is a sentence of its own, shown as printed, and no ability of the card carries it."""
    card = catalog.get("redemption", "By My Spirit, LoC")
    limited = [a for a in card.abilities if "meek" in a.text and "negated" in a.text]
    assert len(limited) == 1 and limited[0].modelled != "modelled"
    assert all("cannot_be_negated" not in (a.extra.get("riders") or {}) for a in card.abilities)
