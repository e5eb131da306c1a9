"""Saved positions: a game's state after some actions, to run the next ones from.

A playgroup's game is its set-up plus every move; replaying all of it for each new
move costs more the longer the game runs. A snapshot of the position after a
completed move lets the next run start there. Snapshots are a cache, never the
record: a snapshot from another engine version is refused (``None``), and the caller
replays from the set-up instead.
"""

from __future__ import annotations

import pickle
import zlib

from engine.core.state import GameState

# Bump when GameState, CardObject or a card definition changes shape.
SNAPSHOT_VERSION = 1
_MAGIC = b"TJS"


def copy_state(state: GameState) -> GameState:
    """An independent copy of a position (the saved one stays as it was)."""
    return pickle.loads(pickle.dumps(state, protocol=pickle.HIGHEST_PROTOCOL))


def dump_state(state: GameState) -> bytes:
    """The position as bytes to store next to the move that reached it."""
    body = zlib.compress(pickle.dumps(state, protocol=pickle.HIGHEST_PROTOCOL), 6)
    return _MAGIC + bytes([SNAPSHOT_VERSION]) + body


def load_state(blob: bytes | None) -> GameState | None:
    """The saved position, or None when there is none or it is from another version.

    Only snapshots this program wrote into its own database are loaded: they are
    never taken from users.
    """
    if not blob or blob[:3] != _MAGIC or blob[3] != SNAPSHOT_VERSION:
        return None
    try:
        state = pickle.loads(zlib.decompress(blob[4:]))  # noqa: S301 - our own database only
    except Exception:  # noqa: BLE001 - a damaged cache entry means "replay instead"
        return None
    return state if isinstance(state, GameState) else None
