"""The card contract mechanism (engine/core/contract.py) on a two-verb toy game.

These cards are made up on purpose: they prove the mechanism (settling, collection by
declared timing, the one not-modelled step, never half-resolving), not any game.
The games' own behaviour is tested on the real exports in tests/contract/.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.cards import MODELLED, NOT_MODELLED, TIMING_ONLY, AbilityDefinition, CardDefinition
from engine.core.contract import (
    ANY,
    OPPONENT,
    SELF,
    CardTypeSpec,
    GameSpec,
    KeywordSpec,
    TimingSpec,
    VerbArgs,
    VerbLibrary,
    ZoneSpec,
)
from engine.core.events import Event
from engine.core.game import Game
from engine.core.rules import Rule, RulesDocument, RulesRegistry
from engine.core.ruleset import EffectContext, Ruleset

GAME = "toy"
verbs = VerbLibrary()


class GainArgs(VerbArgs):
    amount: int


class HurtArgs(VerbArgs):
    amount: int
    who: str = "opponent"


@verbs.verb("gain", GainArgs, rule="T-2")
def gain(game: Game, ctx: EffectContext, args: GainArgs) -> Any:
    player = game.state.player(ctx.controller)
    player.counters["life"] = player.counters.get("life", 0) + args.amount
    game.log(f"{ctx.controller} gains {args.amount} life", ["T-2"], kind="effect")
    yield from ()


@verbs.verb("hurt", HurtArgs, rule="T-2")
def hurt(game: Game, ctx: EffectContext, args: HurtArgs) -> Any:
    who = game.state.opponent(ctx.controller) if args.who == "opponent" else ctx.controller
    game.log(f"{who} loses {args.amount} life", ["T-2"], kind="effect")
    yield from ()


SPEC = GameSpec.build(
    GAME,
    zones=[
        ZoneSpec("hand", words=("hand",)),
        ZoneSpec("field", in_play=True, words=("play", "battlefield")),
        ZoneSpec("graveyard", words=("grave",)),
    ],
    card_types=[CardTypeSpec("creature", ("hand", "field", "graveyard"))],
    timings=[
        TimingSpec("enters", "entered", "When it enters", "T-1", SELF),
        TimingSpec("foe_plays", "entered", "When an opponent plays a card", "T-1", OPPONENT),
        TimingSpec("aura", "always", "Constant", "T-1", ANY, static=True),
    ],
    verbs=verbs,
    keywords=[KeywordSpec("swift", "T-1")],
)


class ToyRuleset(Ruleset):
    game = GAME
    spec = SPEC


def registry() -> RulesRegistry:
    reg = RulesRegistry()
    doc = RulesDocument(GAME, "toy", "Toy rules", "1", current=True)
    reg.add_document(doc)
    for rid in ("T-1", "T-2", "TJ-3"):
        reg.add(Rule(GAME, rid, rid, "a toy rule", doc))
    return reg


def ability(
    aid: str, timing: str, effect: list[dict[str, Any]], text: str = ""
) -> AbilityDefinition:
    return AbilityDefinition.from_dict(
        {"id": aid, "kind": "triggered", "timing": timing, "effect": effect, "text": text}
    )


def creature(name: str, *abilities: AbilityDefinition) -> CardDefinition:
    return CardDefinition(GAME, name, "creature", abilities=abilities, text="printed words")


def test_settle_keeps_modelled_only_what_validates() -> None:
    good = SPEC.settle(ability("a1", "enters", [{"verb": "gain", "amount": 2}]))
    assert good.modelled == MODELLED and "reason" not in good.extra
    unknown_verb = SPEC.settle(ability("a2", "enters", [{"verb": "fly", "amount": 2}]))
    assert unknown_verb.modelled == TIMING_ONLY
    assert unknown_verb.extra["reason"] == "no verb 'fly'"
    bad_args = SPEC.settle(ability("a3", "enters", [{"verb": "gain", "amount": "lots"}]))
    assert bad_args.modelled == TIMING_ONLY and bad_args.extra["reason"].startswith(
        "verb gain: amount"
    )
    extra_key = SPEC.settle(ability("a4", "enters", [{"verb": "gain", "amount": 1, "unit": 3}]))
    assert extra_key.modelled == TIMING_ONLY and "unit" in extra_key.extra["reason"]
    no_timing = SPEC.settle(ability("a5", "whenever", [{"verb": "gain", "amount": 1}]))
    assert no_timing.modelled == NOT_MODELLED
    assert no_timing.extra["reason"] == "timing 'whenever' is not declared"


def test_spec_builds_zones_words_and_placement() -> None:
    state = SPEC.new_state(["A", "B"], "A")
    assert sorted(k for k in state.zones if k[0] == "A") == [
        ("A", "field"),
        ("A", "graveyard"),
        ("A", "hand"),
    ]
    assert SPEC.zone_alias("Battlefield") == "field"
    assert SPEC.zone_alias("grave") == "graveyard"
    assert SPEC.zone_alias("moon") is None
    odd = CardDefinition(GAME, "Odd", "card")
    assert "card type 'card'" in (SPEC.placement_problem(odd, "field") or "")
    with pytest.raises(ValueError, match="unknown zone 'limbo'"):
        GameSpec.build(
            GAME,
            zones=[ZoneSpec("hand")],
            card_types=[CardTypeSpec("x", ("limbo",))],
            timings=[],
            verbs=VerbLibrary(),
        )


def _game() -> tuple[Game, ToyRuleset]:
    ruleset = ToyRuleset()
    state = ruleset.new_state(["A", "B"], "A")
    return Game(state, ruleset, registry()), ruleset


def test_collection_reaches_modelled_and_unmodelled_abilities_alike() -> None:
    game, ruleset = _game()
    watcher = creature(
        "Watcher",
        SPEC.settle(ability("w1", "foe_plays", [{"verb": "gain", "amount": 1}])),
        SPEC.settle(ability("w2", "foe_plays", [{"verb": "fly"}], text="Fly away.")),
    )
    newcomer = creature(
        "Newcomer", SPEC.settle(ability("n1", "enters", [{"verb": "hurt", "amount": 3}]))
    )
    game.state.create(watcher, "A", ("A", "field"))
    new = game.state.create(newcomer, "B", ("B", "field"))
    found = ruleset.collect_triggers(game, Event("entered", "B", new.oid))
    assert [(t.card_label, t.ability.id, t.controller) for t in found] == [
        ("Newcomer", "n1", "B"),
        ("Watcher", "w1", "A"),
        ("Watcher", "w2", "A"),
    ]
    # A's own card entering does not reach A's "opponent plays" watcher.
    mine = game.state.create(newcomer, "A", ("A", "field"))
    assert [
        t.ability.id for t in ruleset.collect_triggers(game, Event("entered", "A", mine.oid))
    ] == ["n1"]
    for t in found:
        game.run(
            ruleset.resolve_ability(game, EffectContext(t.source, t.controller, t.ability, t.event))
        )
    assert [(s.kind, s.card, s.ability, s.text) for s in game.trace.steps] == [
        ("effect", "Newcomer", "n1", "A loses 3 life"),
        ("effect", "Watcher", "w1", "A gains 1 life"),
        (
            "not_modelled",
            "Watcher",
            "w2",
            "Watcher: not modelled — resolve as printed: “Fly away.”",
        ),
    ]
    assert game.trace.steps[-1].rules == ["TJ-3"]
    assert game.unmodelled == [("Watcher", "w2", "no verb 'fly'")]


def test_an_ability_never_half_resolves() -> None:
    game, ruleset = _game()
    # Hand-written definitions skip settling; a bad second step must stop the first too.
    broken = AbilityDefinition.from_dict(
        {
            "id": "b1",
            "kind": "triggered",
            "timing": "enters",
            "text": "Gain 1 life, then do something odd.",
            "effect": [{"verb": "gain", "amount": 1}, {"verb": "gain", "amount": "odd"}],
        }
    )
    obj = game.state.create(creature("Broken", broken), "A", ("A", "field"))
    game.run(ruleset.resolve_ability(game, EffectContext(obj.oid, "A", broken)))
    assert [s.kind for s in game.trace.steps] == ["not_modelled"]
    assert game.state.player("A").counters == {}


def test_constant_abilities_in_play_are_announced() -> None:
    game, ruleset = _game()
    aura = AbilityDefinition.from_dict(
        {
            "id": "c1",
            "kind": "static",
            "timing": "aura",
            "text": "Others get +1.",
            "modelled": "timing_only",
        }
    )
    game.state.create(creature("Lord", aura), "A", ("A", "field"))
    game.state.create(creature("Lord", aura), "A", ("A", "hand"))
    ruleset.announce_constants(game)
    assert [(s.kind, s.card, s.rules) for s in game.trace.steps] == [
        ("not_modelled", "Lord", ["T-1", "TJ-3"])
    ]


def test_a_ruleset_crash_is_one_clear_error_naming_the_card(monkeypatch, caplog) -> None:
    """Any exception from a ruleset reaches the user as a message, never a traceback."""
    import engine.api as api
    from engine.core.errors import EngineFailure, ScenarioError
    from engine.games.swu.ruleset import SwuRuleset

    class Crashing(SwuRuleset):
        def run_effect(self, game, ctx):
            game.acting.append((game.state.objects[ctx.source].label, ctx.ability.id))
            raise KeyError("boom")
            yield  # pragma: no cover

    monkeypatch.setattr(api, "get_ruleset", lambda game: Crashing())
    with pytest.raises(EngineFailure) as err:
        api.run_ruling(
            "game: swu; A: Krayt Dragon in ground arena; B plays Vanquish on Krayt Dragon"
        )
    assert isinstance(err.value, ScenarioError)
    assert str(err.value) == (
        "the swu ruleset could not finish this ruling while resolving Vanquish "
        "(ability defeat-unit) (KeyError); please report the scenario"
    )
    assert "engine failure in swu" in caplog.text


def test_run_effect_itself_shows_an_ability_with_nothing_compiled() -> None:
    """Whoever calls run_effect (not only resolve_ability), nothing is dropped silently."""
    game, ruleset = _game()
    bare = SPEC.settle(ability("t1", "enters", [], text="Do something clever."))
    obj = game.state.create(creature("Clever", bare), "A", ("A", "field"))
    game.run(ruleset.run_effect(game, EffectContext(obj.oid, "A", bare)))
    assert [(s.kind, s.ability, s.text) for s in game.trace.steps] == [
        ("not_modelled", "t1", "Clever: not modelled — resolve as printed: “Do something clever.”")
    ]
