"""Grand Archive "Activate this ability only ..." sentences: limits on an activated ability.

"only once each turn", "only at slow speed" and "only if <condition>" become
``limits`` the ruleset checks when the ability is activated; the rest of the text is
the effect. Another "Activate this ability only ..." sentence leaves the whole body
unread (None), so the ability stays not modelled rather than losing its limit.
"""

from __future__ import annotations

import re
from typing import Any

from .grand_archive_conditions import read_condition

_LIMIT = re.compile(r"(?:^|(?<=[.!]\s))Activate this ability only ([^.]+)\.", re.I)


def activation_limits(body: str, name: str) -> tuple[str | None, dict[str, Any]]:
    """The effect text without its limit sentences, and the limits read from them."""
    limits: dict[str, Any] = {}
    for m in _LIMIT.finditer(body.replace("’", "'")):
        words = " ".join(m[1].split()).lower()
        if words in ("once each turn", "once per turn"):
            limits["once_per_turn"] = True
        elif words == "at slow speed":
            limits["slow"] = True
        elif words.startswith("if ") and (cond := read_condition(m[1].strip()[3:], name)):
            limits["condition"] = cond
        else:
            return None, {}
    return _LIMIT.sub("", body.replace("’", "'")).strip(), limits
