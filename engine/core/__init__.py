"""The game-agnostic core: state, zones, events, abilities, decisions, trace."""
