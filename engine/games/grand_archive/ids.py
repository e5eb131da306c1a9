"""Rule ids the Grand Archive modules cite, and the effects stack zone key."""

from __future__ import annotations

STACK = (None, "effects_stack")
RA = "Abilities - Restriction Abilities"
R_RESTRICT_ALL = f"{RA} ¶2"
R_IGNORED = f"{RA} ¶3"
R_STATIC = f"{RA} ¶5"
R_NO_FIZZLE = f"{RA} 1"
R_INLINE = f"{RA} ¶6"
R_LIFO = "Game Zones - Effects Stack 3"
R_PASS = "Game Mechanics - Timing and Permissions / Opportunity 5"
R_TRIG_ORDER = "Abilities - Triggered Abilities ¶7"
R_TRIG_WAIT = "Abilities - Triggered Abilities ¶8"
R_TRIG_CHOICES = "Abilities - Triggered Abilities ¶4"
R_INDEPENDENT = "Game Mechanics - Abilities 6"
R_STEP = "Playing Cards - Resolution ¶2"

# "Whenever <event>" timings (the subject is read from the printed head); with the phase
# timings they are the worded triggers whose "if" condition decides whether they trigger.
WHENEVER_TIMINGS = (
    "you_activate_card",
    "you_materialize",
    "object_enters",
    "object_dies",
    "becomes_distant",
    "dealt_damage",
    "unit_attacks",
    "becomes_fostered",
)
WORDED_TRIGGERS = frozenset(
    {
        "your_recollection_phase",
        "your_end_phase",
        "each_end_phase",
        "your_champion_levels_up",
        "ally_dies",
        *WHENEVER_TIMINGS,
    }
)
