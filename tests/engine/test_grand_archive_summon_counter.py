"""A token summoned "with a <kind> counter on it", on the real export: it enters the field
with that counter (Game Terms - Summon 2; a buff counter is +1 POWER and +1 LIFE)."""

from __future__ import annotations

from test_grand_archive_pool import (
    catalog,  # noqa: F401 - the real-export fixture
    sample_mismatches,
    sample_not_executed,
)

from engine.api import run_ruling
from engine.rulesets import get_ruleset


def test_the_token_enters_with_the_counter(catalog) -> None:  # noqa: F811
    card = catalog.get("grand_archive", "Sentinel Fabricator")
    result = run_ruling(
        get_ruleset("grand_archive").reach_scenario(card, card.ability("a1")), catalog=catalog
    )
    step = next(s for s in result.steps if s.text.startswith("A summons Automaton Drone"))
    assert step.text == (
        "A summons Automaton Drone with a buff counter on it (a token: it exists only on the field)"
    )
    assert "Game Mechanics - Counters / Buff 1" in step.rules
    drone = next(
        c for c in result.final_state["zones"]["A"]["field"] if c["card"] == "Automaton Drone"
    )
    assert drone["counters"] == {"buff": 1}


_DRONE = [{"count": 1, "counter": "buff", "token": "Automaton Drone", "verb": "summon"}]

# Every modelled "summon a <token> token with a <kind> counter on it" of the real pool (the
# whole family), checked by hand against the printed text.
SUMMON_COUNTER_SAMPLE = [
    ("Sentinel Fabricator", "a1", "activated", _DRONE),
    ("Dorumegian Foundry", "a2", "on_enter", _DRONE),
]


def test_summon_counter_family_compiles_exactly(catalog) -> None:  # noqa: F811
    assert sample_mismatches(catalog, SUMMON_COUNTER_SAMPLE) == []


def test_summon_counter_family_executes_at_its_moment(catalog) -> None:  # noqa: F811
    assert sample_not_executed(catalog, SUMMON_COUNTER_SAMPLE) == []
