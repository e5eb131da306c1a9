"""tcg-judge rules engine: a game-agnostic core plus one ruleset per game.

Pure Python: nothing here imports Discord or SQLite. Card definitions reach the
engine through :class:`engine.core.cards.CardCatalog`, so the engine never knows
whether they came from YAML files or the card database.
"""
