"""Grand Archive "load <this card> into <a weapon>" read into the ``load`` verb.

"Load <this card> into target unloaded Gun weapon you control" (a Bullet's REST ability) and
"(you may) load <this card> into an Aetherwing weapon you control" (an Aethercharge once it
resolves): the card itself goes under a weapon its controller controls, targeted or chosen.
Loading another card (from a graveyard, hand or material deck) is not read here.
"""

from __future__ import annotations

import re
from typing import Any

_LOAD = re.compile(
    r"^load (?P<what>.+?) into (?P<pick>target|an?) (?P<unloaded>unloaded )?"
    r"(?P<sub>(?-i:[A-Z][\w']+)) weapon you control$",
    re.I,
)


def read_load(clause: str, name: str) -> list[dict[str, Any]] | None:
    """The ``load`` step of a clause that loads the card itself, or None."""
    m = _LOAD.match(clause.strip().rstrip(".").strip())
    if not m or not name or m["what"].lower() not in (name.lower(), "this card"):
        return None
    unit: dict[str, Any] = {"controller": "you", "type": ["weapon"], "subtypes": [m["sub"]]}
    if m["unloaded"]:
        unit["state"] = "unloaded"
    if m["pick"].lower() != "target":  # "an Aetherwing weapon": chosen as it resolves
        unit["chosen"] = True
    return [{"verb": "load", "target": {"unit": unit}}]
