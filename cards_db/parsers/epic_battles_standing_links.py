"""A character's constant text that lets its attacks of one kind link into another kind too
(throws into throws; weapons into kicks and kicks into weapons).

Compiled onto the standing verb: at step 1 of each such attack, the attack may also link into
that kind at step 12, as well as into its printed link. Anything else returns None.
"""

from __future__ import annotations

import re
from typing import Any

_KIND = r"(punch|kick|throw|projectile|weapon|slam)(?:e?s)"
_INTO = re.compile(rf"^(?:your {_KIND}|{_KIND} you perform) (?:can |may )?link into {_KIND}$")
_BOTH_WAYS = re.compile(rf"^your {_KIND} (?:can |may )?link into {_KIND} and vice versa$")


def _step(kinds: list[str], into: list[str]) -> dict[str, Any]:
    """``into[i]`` is the kind an attack of ``kinds[i]`` may also link into."""
    return {"verb": "standing_modify", "whose": "you", "kinds": kinds, "link_also": into}


def link_standing(sentence: str) -> list[dict[str, Any]] | None:
    """The standing steps of one sentence that widens links, or None."""
    s = " ".join(sentence.replace("’", "'").split()).lower().rstrip(".")
    if m := _INTO.match(s):
        return [_step([m[1] or m[2]], [m[3]])]
    if m := _BOTH_WAYS.match(s):
        return [_step([m[1], m[2]], [m[2], m[1]])]
    return None
