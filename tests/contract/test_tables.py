"""The registry tables agree: a sixth game is one package plus one line in each."""

from __future__ import annotations

from cards_db.importers import READERS
from cards_db.parsers import PARSERS
from engine.core.rules import default_registry
from engine.games import GAMES
from engine.rulesets import RULESETS, get_ruleset, get_spec


def test_every_table_names_the_same_games() -> None:
    assert set(RULESETS) == set(GAMES)
    assert set(PARSERS) == set(GAMES)
    assert set(READERS) == set(GAMES)


def test_every_game_cites_the_not_modelled_rule() -> None:
    registry = default_registry()
    for game in GAMES:
        assert registry.get(game, "TJ-3").id == "TJ-3"


def test_declared_specs_are_consistent() -> None:
    for game in GAMES:
        spec = get_spec(game)
        if spec is None:
            continue
        assert spec.game == game
        ruleset = get_ruleset(game)
        assert set(ruleset.zones) == set(spec.zones)
        for timing in spec.timings.values():
            default_registry().get(game, timing.rule)  # every timing cites a registered rule
        for kw in spec.keywords.values():
            default_registry().get(game, kw.rule)
