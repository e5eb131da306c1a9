"""An attack's or block's own "When ..." text that names a moment the sequence already has.

- a block's "When this blocks a <kind>, X": its text at step 7, guarded by what it blocked;
- an attack that stays in the arena for more plays only when it is blocked (checked at step
  11), then goes away when Battle ends.

Anything else returns None and keeps its "when" timing (unreached).
"""

from __future__ import annotations

import re
from typing import Any

from .epic_battles_phrases import compile_text

_K = r"(punch|kick|throw|projectile|weapon|slam|electric)"
_F = re.I | re.S
_BLOCKS = re.compile(rf"^when this blocks an? {_K},\s*(.+)$", _F)
_RIVAL_ENERGY = re.compile(r"^your rival discards (\d+|a) cards? from his energy pile\.?$", _F)
_STAY = r"this attack stays in the arena"
_GONE = r"if it's in the arena when battle ends,\s*discard it"
_STAYS = re.compile(rf"^when blocked, {_STAY} to be played (\d+) more times?\. {_GONE}\.?$", _F)


def _effect(text: str, when: str) -> tuple[list[dict[str, Any]] | None, bool]:
    steps, optional = compile_text(text, when)
    if steps is None and (m := _RIVAL_ENERGY.match(text.strip())):
        n = 1 if m.group(1).lower() == "a" else int(m.group(1))
        steps, optional = [{"verb": "discard_energy", "who": "rival"}] * n, False
    return steps, optional


def when_text(card_type: str, text: str) -> tuple[str, list[dict[str, Any]] | None, bool] | None:
    """(timing, effect, optional) for the forms above, else None."""
    flat = " ".join(text.replace("’", "'").split())
    if card_type == "block" and (m := _BLOCKS.match(flat)):
        steps, optional = _effect(m.group(2), "block_text")
        if steps is None or optional:
            return "block_text", None, optional
        guard = {"verb": "if", "test": "blocks", "kinds": [m.group(1).lower()], "then": steps}
        return "block_text", [guard], False
    if card_type == "attack" and (m := _STAYS.match(flat)):
        steps = [
            {"verb": "stay_if_blocked", "times": int(m.group(1))},
            {"verb": "discard_at_step_end"},
        ]
        return "attack_text", steps, False
    return None
