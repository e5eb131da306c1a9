"""Grand Archive amounts that count the champion's level: "Deal LV damage", "Prevent the next
1+LV damage", "Glimpse LV", "Put LV buff counters". The clause is read with the printed
number in place of "N+LV" (0 for a bare "LV") and the step is marked ``plus_lv``: the verb
adds its controller's LV as it resolves (Miscellaneous Topics / LV 1)."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

Step = dict[str, Any]
_LV = re.compile(r"(?<![\w+])(?:(\d+)\+)?LV\b")
_FIELD = {"deal_damage": "amount", "prevent_damage": "amount", "glimpse": "count"}
_FIELD["put_counter"] = "amount"


def read_lv(clause: str, read: Callable[[str], list[Step] | None]) -> list[Step] | None:
    """Steps of a clause with one LV amount, or None when it has none or it is not understood."""
    found = _LV.findall(clause)
    if len(found) != 1:
        return None
    base = found[0] or "0"
    steps = read(_LV.sub(base, clause, count=1))
    if not steps or len(steps) != 1 or steps[0].get("verb") not in _FIELD:
        return None
    step = steps[0]
    if step.get(_FIELD[step["verb"]]) != int(base) or step.get("each"):
        return None
    step["plus_lv"] = True
    return steps
