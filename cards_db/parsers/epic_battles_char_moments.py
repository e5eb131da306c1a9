"""More of a character's "when you ..." text, at moments the action sequence already has.

``epic_battles._char_trigger`` reads the plain forms; this module reads the ones that add a
condition or a limit, each mapped onto the same timings (char_triggers.py checks the extras):

- a use limit in front ("once per step", "twice per turn") over any plain trigger;
- a textless attack played, or linked from (``textless``);
- an attack of one height played in a combo after the previous attack hit (``after_hit``);
- a clause at the end naming the moment: linking from an attack of a kind (``linked_from``);
- finishing a combo: ending it with a kind, once each step; with several different hits;
- attacks of a kind at a printed cost or more gaining a HIT text (used when one hits).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

_K = r"(?:punch|kick|throw|projectile|weapon|slam|electric)(?:e?s)?"
_REST = r",?\s*(.+)$"
_F = re.I | re.S
_LIMIT = re.compile(r"^(once|twice) per (step|turn),?\s*(when .+)$", _F)
_TEXTLESS = re.compile(
    rf"^when you play an? ({_K}) with no effect or link from an? \1 with no effect{_REST}", _F
)
_IN_COMBO = r"attack in a combo"
_PREVIOUS_HIT = r"after your previous attack in that combo hits"
_AFTER_HIT = re.compile(rf"^when you play an? (high|low) {_IN_COMBO} {_PREVIOUS_HIT}{_REST}", _F)
_LINKED_FROM = re.compile(rf"^(.+?)\s+when you link from an? ({_K}) in a combo\.?$", _F)
_END_WITH = re.compile(
    rf"^the first time you end a combo with an? ({_K}) each (step|turn){_REST}", _F
)
_DIFFERENT = re.compile(
    rf"^when you finish a combo that had (\d+) or more different attacks that hit{_REST}", _F
)
_GAINS_HIT = re.compile(
    rf"^your ({_K}) with a printed cost of (\d+) or more gain the text,?\s*"
    r"[\"“]hit\s*[-–—]+\s*(.+?)[\"”]?\.?[\"”]?$",
    _F,
)

Found = tuple[str, dict[str, Any], str]


def _kind(word: str) -> str:
    return re.sub(r"(?<=ch)es$|s$", "", word.lower())


def char_moment(text: str, plain: Callable[[str], Found | None]) -> Found | None:
    """(timing, extras, the effect's text) for the forms above; ``plain`` reads the plain ones."""
    t = " ".join(text.strip().split())
    if m := _LIMIT.match(t):
        inner = plain(m.group(3)) or char_moment(m.group(3), plain)
        if inner is None:
            return None
        timing, extra, rest = inner
        return (
            timing,
            {**extra, "limit": 1 if m.group(1).lower() == "once" else 2, "per": m.group(2).lower()},
            rest,
        )
    if m := _TEXTLESS.match(t):
        return "you_play_kind", {"kinds": [_kind(m.group(1))], "textless": True}, m.group(2)
    if m := _AFTER_HIT.match(t):
        return "you_play_kind", {"height": m.group(1).lower(), "after_hit": True}, m.group(2)
    if m := _END_WITH.match(t):
        extra = {"min": 2, "last_kinds": [_kind(m.group(1))], "limit": 1, "per": m.group(2).lower()}
        return "combo_finished", extra, m.group(3)
    if m := _DIFFERENT.match(t):
        n = int(m.group(1))
        return "combo_finished", {"min": n, "different_hits": n}, m.group(2)
    if m := _GAINS_HIT.match(t):
        extra = {"kinds": [_kind(m.group(1))], "min_cost": int(m.group(2)), "gained_hit": True}
        return "you_hit_kind", extra, m.group(3)
    if m := _LINKED_FROM.match(t):
        return "you_play_kind", {"linked_from": [_kind(m.group(2))]}, m.group(1) + "."
    return None
