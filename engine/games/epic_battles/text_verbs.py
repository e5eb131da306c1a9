"""The verbs for an attack's own text, in two modules by what they act on: the players'
piles (text_verbs_piles) and the attack and block steps (text_verbs_attacks)."""

from __future__ import annotations

from engine.core.contract import VerbLibrary
from engine.games.epic_battles import text_verbs_attacks, text_verbs_piles


def register(verbs: VerbLibrary) -> None:
    """Add these verbs to the game's library (called once by verbs.py)."""
    text_verbs_piles.register(verbs)
    text_verbs_attacks.register(verbs)
