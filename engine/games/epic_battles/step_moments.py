"""Moments of the turn an event may name for its flip, beyond the action sequence's own.

The steps of a turn (Draw, Set, Battle, Discard) start and end when the scenario says so
(turns.py); a player passing instead of taking an action, and the rival flipping an event,
are moments too. Each is one occurrence: every event flipped at it is flipped at the same
time, then used in its player's order (Events 1).
"""

from __future__ import annotations

from engine.games.epic_battles.pile_verbs import MOMENT

STEP_NAMES = ("draw", "set", "battle", "discard")

MOMENTS: dict[str, str] = {
    **{f"start_of_{s}": f"at the start of {s.capitalize()}" for s in STEP_NAMES},
    **{f"end_of_{s}": f"at the end of {s.capitalize()}" for s in STEP_NAMES},
    "during_set": "as an action during Set",
    "you_pass": "when they pass",
    "rival_flips_event": "when the rival flips an event",
    "finish_combo": "after finishing a combo",
}

# Text used at the start of a step cites the triggered-effects rule (pile_verbs' table lists
# Battle and Draw).
for _s in STEP_NAMES:
    MOMENT.setdefault(f"start_of_{_s}", "Triggered 1")
