"""Star Wars: Unlimited ruleset (Comprehensive Rules v8.0)."""

from engine.games.swu.ruleset import SwuRuleset

__all__ = ["SwuRuleset"]
