"""Cost clauses of Grand Archive target phrases: a bound on the memory cost, on the reserve
cost, or on either ("with <kind> cost N [or less]", joined by "or").

Only one of the two costs is printed on a card, so a phrase naming both is met by either:
``{"memory": {"max": 0}, "reserve": {"max": 4}}`` reads "memory cost at most 0, or reserve
cost at most 4". A cost without "or less" must be exactly that number.
"""

from __future__ import annotations

import re
from typing import Any

_ONE = r"(?P<{k}>memory|reserve) cost (?P<{n}>\d+)(?P<{le}> or less)?"
_COST = re.compile(
    r"^(?P<head>.+?) with "
    + _ONE.format(k="k1", n="n1", le="le1")
    + r"(?:,? or "
    + _ONE.format(k="k2", n="n2", le="le2")
    + r")?$",
    re.I,
)


def split_cost(phrase: str) -> tuple[str, dict[str, Any] | None]:
    """The phrase without its cost clause, and that clause as a filter (None if none)."""
    m = _COST.match(phrase.strip())
    if not m:
        return phrase, None
    out: dict[str, Any] = {}
    pairs = [(m["k1"], m["n1"], m["le1"]), (m["k2"], m["n2"], m["le2"])]
    if m["k2"] and not m["le1"] and m["le2"]:
        # "memory cost 0 or reserve cost 4 or less": the "or less" ends the whole list
        pairs[0] = (m["k1"], m["n1"], m["le2"])
    for kind, n, less in pairs:
        if kind is None:
            continue
        if kind.lower() in out:
            return phrase, None
        out[kind.lower()] = {"max": int(n)} if less else {"eq": int(n)}
    return m["head"], out
