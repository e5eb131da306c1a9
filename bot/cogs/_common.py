"""Bits every cog shares: the game option and autocomplete choice conversion."""

from __future__ import annotations

from discord import app_commands

from bot import limits, render
from engine.games import GAMES

GAME_CHOICES = [app_commands.Choice(name=name, value=game) for game, name in GAMES.items()]


def to_choices(pairs: list[tuple[str, str]]) -> list[app_commands.Choice[str]]:
    """Autocomplete answers within Discord's limits (25 choices, 100 characters each)."""
    out = []
    for name, value in pairs[: limits.CHOICES]:
        if 0 < len(value) <= limits.CHOICE_VALUE:
            out.append(app_commands.Choice(name=render.cut(name, limits.CHOICE_NAME), value=value))
    return out


def namespace_game(interaction) -> str | None:  # noqa: ANN001 - discord.Interaction
    """The game option already filled in, when autocompleting another option."""
    value = getattr(interaction.namespace, "game", None)
    return value if value in GAMES else None
