"""The pool run credits an ability only with steps of that exact card."""

from __future__ import annotations

from types import SimpleNamespace as NS

from cards_db.pool import ABSENT, EXECUTED, classify


def _result(*steps: tuple[str, str, str]) -> NS:
    return NS(steps=[NS(card=c, ability=a, kind=k) for c, a, k in steps], unmodelled=[])


BLANKA = NS(name="Blanka", full_name="Blanka", game="epic_battles")
BASE = NS(name="Security Complex", full_name="Security Complex, Scarif", game="swu")
A1 = NS(id="a1")


def test_a_card_whose_name_holds_another_is_not_that_card() -> None:
    run = _result(("Blanka's Electric Thunder", "a1", "effect"))
    assert classify(run, BLANKA, A1)[0] == ABSENT


def test_copies_and_roles_are_the_card() -> None:
    assert classify(_result(("Blanka #2", "a1", "effect")), BLANKA, A1)[0] == EXECUTED
    run = _result(("A's base (Security Complex)", "a1", "effect"))
    assert classify(run, BASE, A1)[0] == EXECUTED
