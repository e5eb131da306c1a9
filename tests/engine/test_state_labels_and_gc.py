"""Labels counted per base, the label index behind ``find``, and the collector settings."""

from __future__ import annotations

import gc

from engine.core.cards import CardDefinition
from engine.core.game import GC_THRESHOLDS, relax_gc
from engine.core.state import GameState, Player, Zone


def _state() -> GameState:
    s = GameState("swu", [Player("A", "A"), Player("B", "B")], "A")
    s.add_zone(Zone("ground_arena", "A"))
    return s


def _card(name: str) -> CardDefinition:
    return CardDefinition("swu", name, "unit")


def test_copies_get_numbered_labels_in_order() -> None:
    s = _state()
    labels = [s.create(_card("Trooper"), "A", ("A", "ground_arena")).label for _ in range(5)]
    assert labels == ["Trooper", "Trooper #2", "Trooper #3", "Trooper #4", "Trooper #5"]


def test_a_label_already_taken_by_another_card_is_skipped() -> None:
    s = _state()
    s.create(_card("Trooper"), "A", ("A", "ground_arena"))
    s.create(_card("Trooper #2"), "A", ("A", "ground_arena"))  # a card really named so
    third = s.create(_card("Trooper"), "A", ("A", "ground_arena"))
    assert third.label == "Trooper #3"
    assert [o.label for o in s.find("Trooper #2")] == ["Trooper #2"]


def test_find_by_label_sees_labels_a_ruleset_changed() -> None:
    s = _state()
    base = s.create(_card("Echo Base"), "A", ("A", "ground_arena"))
    base.label = "A's base (Echo Base)"
    assert s.find("A's base (Echo Base)") == [base]
    assert s.find("a's BASE (echo base)") == [base]
    assert s.find("Nothing Here") == []


def test_relax_gc_raises_the_young_threshold_and_never_lowers_it() -> None:
    before = gc.get_threshold()
    try:
        gc.set_threshold(700, 10, 10)
        relax_gc()
        assert gc.get_threshold() == GC_THRESHOLDS
        gc.set_threshold(GC_THRESHOLDS[0] * 2, 10, 10)
        relax_gc()
        assert gc.get_threshold()[0] == GC_THRESHOLDS[0] * 2
    finally:
        gc.set_threshold(*before)


def test_collector_is_off_during_runs_and_back_as_it_was_after() -> None:
    from engine.core.game import collector_paused

    assert gc.isenabled()
    with collector_paused():
        assert not gc.isenabled()
        with collector_paused():  # a run on another worker thread, overlapping
            assert not gc.isenabled()
        assert not gc.isenabled()  # the first run is still going
    assert gc.isenabled()
    gc.disable()
    try:
        with collector_paused():
            pass
        assert not gc.isenabled()  # someone else had turned it off: left off
    finally:
        gc.enable()


def test_large_scenarios_run_with_the_collector_off_and_turn_it_back_on() -> None:
    import pytest

    from engine.api import LARGE_SCENARIO, run_ruling
    from engine.core.errors import ScenarioError
    from engine.synthetic import chain_catalog, chain_scenario

    class Watching:
        """The chain's catalog, noting whether the collector ran while cards were placed."""

        def __init__(self, n: int) -> None:
            self.inner, self.seen = chain_catalog(n), set()

        def get(self, game: str, name: str) -> CardDefinition:
            self.seen.add(gc.isenabled())
            return self.inner.get(game, name)

    small, large = Watching(10), Watching(LARGE_SCENARIO)
    run_ruling(chain_scenario(10), catalog=small)
    run_ruling(chain_scenario(LARGE_SCENARIO), catalog=large)
    assert small.seen == {True} and large.seen == {False} and gc.isenabled()
    broken = chain_scenario(LARGE_SCENARIO)
    broken["zones"]["A"]["nowhere"] = ["Link 0"]
    with pytest.raises(ScenarioError):
        run_ruling(broken, catalog=large.inner)
    assert gc.isenabled()


def test_zone_cards_read_like_a_list() -> None:
    s = _state()
    objs = [s.create(_card(f"C{i}"), "A", ("A", "ground_arena")) for i in range(4)]
    cards = s.zone("A", "ground_arena").cards
    assert cards == [o.oid for o in objs] and cards[0] == objs[0].oid
    assert cards[1:3] == [objs[1].oid, objs[2].oid] and cards[-1] == objs[3].oid
    assert cards.index(objs[2].oid) == 2 and objs[1].oid in cards
    s.add_zone(Zone("discard", "A"))
    s.move(objs[0], ("A", "discard"))
    s.move(objs[1], ("A", "discard"))
    assert s.zone("A", "discard").cards == [objs[1].oid, objs[0].oid]  # top first
    assert cards == [objs[2].oid, objs[3].oid]
    cards.insert(1, 99)
    assert list(cards) == [objs[2].oid, 99, objs[3].oid] and cards + [7] == [*cards, 7]
    assert Zone("hand", "A", cards=[1, 2]).cards == [1, 2]
