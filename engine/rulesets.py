"""Which ruleset runs which game."""

from __future__ import annotations

from functools import cache
from importlib import import_module

from engine.core.contract import GameSpec
from engine.core.errors import ScenarioError
from engine.core.ruleset import Ruleset
from engine.games import GAMES

# game id -> "module:Class"; a game without an entry has no ruleset yet.
RULESETS: dict[str, str] = {
    "swu": "engine.games.swu.ruleset:SwuRuleset",
    "altered": "engine.games.altered.ruleset:AlteredRuleset",
    "grand_archive": "engine.games.grand_archive.ruleset:GrandArchiveRuleset",
    "redemption": "engine.games.redemption.ruleset:RedemptionRuleset",
    "epic_battles": "engine.games.epic_battles.ruleset:EpicBattlesRuleset",
}


def get_ruleset(game: str) -> Ruleset:
    target = RULESETS.get(game)
    if target is None:
        name = GAMES.get(game, game)
        raise ScenarioError(f"rulings for {name} are not available yet (no ruleset for {game!r})")
    module, cls = target.split(":")
    try:
        return getattr(import_module(module), cls)()
    except (ImportError, AttributeError):
        name = GAMES.get(game, game)
        raise ScenarioError(f"rulings for {name} are not available yet") from None


@cache
def get_spec(game: str) -> GameSpec | None:
    """The game's card contract, or None for a ruleset that does not declare one yet."""
    try:
        return get_ruleset(game).spec
    except ScenarioError:
        return None
