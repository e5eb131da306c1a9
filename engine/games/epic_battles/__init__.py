"""Epic Battles TCG ruleset (basic 12-step action sequence and the advanced rules page)."""

from engine.games.epic_battles.ruleset import EpicBattlesRuleset

__all__ = ["EpicBattlesRuleset"]
