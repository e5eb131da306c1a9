"""Epic Battles text used at the start of a step by a card that is not being played.

- a character's text that starts "At the start of <step>" (any of the four steps);
- a kamidogu's text used at the start of a step while its player controls it;
- an energy-pile card that mills the rival at the start of a step, once for each card of
  one kind in that energy pile.

Each becomes an ability with the timing ``start_of_<step>`` (turns.py runs it when the
scenario starts that step); its effect compiles through the shared phrases, or stays None.
"""

from __future__ import annotations

import re
from typing import Any

from .epic_battles_phrases import compile_text

_STEPS = r"(battle|draw|set|discard)"
CHARACTER = re.compile(rf"^at the start of {_STEPS},?\s*(.+)$", re.I | re.S)
_KAMIDOGU = re.compile(
    rf"^while you control this card,\s*(.+?) at the start of (?:the )?{_STEPS}\.?$", re.I | re.S
)
_IN_ENERGY = r"while in your energy pile,"
_AT_START = rf"at the start of (?:the )?{_STEPS}\."
_MILL_X = r"discard the top x cards of your rival's deck"
_X_KIND = r"x = the number of (punch|kick|throw|projectile|weapon|slam)e?s in your energy pile"
_ENERGY_MILL = re.compile(rf"^{_IN_ENERGY} {_MILL_X} {_AT_START} {_X_KIND}\.?$", re.I)


def step_start(card_type: str, text: str) -> tuple[str, list[dict[str, Any]] | None, bool] | None:
    """(timing, effect, optional) for text used at the start of a step, else None."""
    flat = " ".join(text.replace("’", "'").split())
    if card_type == "character" and (m := CHARACTER.match(flat)):
        effect, optional = compile_text(m.group(2), "phase_step")
        return f"start_of_{m.group(1).lower()}", effect, optional
    if card_type == "kamidogu" and (m := _KAMIDOGU.match(flat)):
        body = m.group(1).strip()
        effect, optional = compile_text(body[0].upper() + body[1:] + ".", "phase_step")
        return f"start_of_{m.group(2).lower()}", effect, optional
    if m := _ENERGY_MILL.match(flat):
        step = {"verb": "mill_per", "per": "energy", "kinds": [m.group(2).lower()]}
        return f"start_of_{m.group(1).lower()}", [step], False
    return None
