"""Event text the shared phrases do not read, compiled onto the ruleset's verbs.

- an attack gaining a quoted HIT text (gained_text.py uses it at step 10 if not blocked);
- the player's cheap attacks unblockable for the rest of the action;
- cards chosen from the discard pile shuffled into the deck.

Anything else returns None, and the event stays "resolve as printed".
"""

from __future__ import annotations

import re
from typing import Any

from .epic_battles_phrases import compile_text

_F = re.I | re.S
_GAINS_HIT = re.compile(r"^this attack gains [\"“]hit\s*[-–—]+\s*(.+?)[\"”]?\.?[\"”]?$", _F)
_CHEAP = re.compile(r"^your 0 and (\d+) cost attacks are unblockable this action\.?$", _F)
_CHOOSE = r"^choose (\d+) cards in your discards"
_SHUFFLE_BACK = re.compile(_CHOOSE + r" and shuffle them into your deck\.?$", _F)

_STOP = re.compile(r"^pay that event's cost to stop its effect and\s+discard it\.?$", _F)
_END_STEP = re.compile(r"^end this step\.?$", _F)
_LINK_OFF = re.compile(
    r"^you may link an? (punch|kick|throw|projectile|weapon|slam) (?:off|from) this attack\.?$", _F
)
# N set (face-down) events discarded as the cost of +D damage to its player's attacks this turn
_FACEDOWN_FOR_DAMAGE = re.compile(
    r"^discard (\d+) face-down cards in your arena to gain \+(\d+) damage to your attacks"
    r" this turn\.?$",
    _F,
)
_SET_FROM_DECK = re.compile(r"^search your deck for (\d+) events, reveal them and set them\.?$", _F)
_FROM_ENERGY = r"^shuffle (\d+) cards from your energy pile"
_ENERGY_BACK = re.compile(
    rf"{_FROM_ENERGY} into your deck to\s+discard (\d+) cards in your rival's energy pile\.?$", _F
)
_RIVAL_ONLY = r"^your rival can only play attacks"
_COST_CAP = re.compile(
    rf"{_RIVAL_ONLY} with a printed\s+cost of 0 or (\d+) this (?:battle|step)\.?$", _F
)


def _any_time(text: str) -> list[dict[str, Any]] | None:
    """Event text that needs no attack."""
    if _END_STEP.match(text):
        return [{"verb": "end_step"}]
    if m := _SET_FROM_DECK.match(text):
        step = {"verb": "move_cards", "source": "deck", "pick": "choose", "search": True}
        return [{**step, "kinds": ["event"], "count": int(m.group(1)), "dest": "events"}]
    if m := _ENERGY_BACK.match(text):
        back = {
            "verb": "move_cards",
            "source": "energy",
            "pick": "choose",
            "count": int(m.group(1)),
        }
        discard = {"verb": "discard_energy", "who": "rival", "chooser": "controller"}
        return [{**back, "dest": "deck", "dest_end": "shuffle"}, *[discard] * int(m.group(2))]
    if _STOP.match(text):
        return [{"verb": "stop_flipped_event"}]
    if m := _FACEDOWN_FOR_DAMAGE.match(text):
        bonus = {"verb": "modify_attacks", "whose": "you", "damage": int(m[2]), "until": "turn"}
        return [{"verb": "pay_cards", "source": "events", "count": int(m[1]), "then": [bonus]}]
    if m := _COST_CAP.match(text):
        return [{"verb": "cap_attack_cost", "max_cost": int(m.group(1))}]
    return None


def event_text(body: str, attacking: bool) -> list[dict[str, Any]] | None:
    """The effect steps of an event's text (after its "Flip ..." sentence), or None; text
    about "this attack" only for an event flipped while its player attacks."""
    text = " ".join(body.strip().split())
    if not attacking and (_GAINS_HIT.match(text) or _CHEAP.match(text)):
        return None
    if m := _GAINS_HIT.match(text):
        steps, optional = compile_text(m.group(1).strip() + ".", "hit")
        return [{"verb": "gain_hit", "then": steps}] if steps and not optional else None
    if m := _CHEAP.match(text):
        return [{"verb": "float_unblockable", "max_cost": int(m.group(1))}]
    if attacking and (m := _LINK_OFF.match(text)):
        return [{"verb": "link_also", "kind": m.group(1).lower(), "besides": True}]
    if steps := _any_time(text):
        return steps
    if m := _SHUFFLE_BACK.match(text):
        step = {"verb": "move_cards", "source": "discard", "pick": "choose"}
        return [{**step, "count": int(m.group(1)), "dest": "deck", "dest_end": "shuffle"}]
    return None
