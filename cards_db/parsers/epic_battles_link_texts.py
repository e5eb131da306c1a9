"""Attack text that widens the next link: a named character may link any attack from it; when
one of two named characters plays it, another kind may link from it; on a hit, any kind may link
(step 12 of the action sequence lets the next attack link from this one).

Each is compiled onto the ruleset's link verbs (``link_any``, ``link_also``), with the
character condition as a ``played_by`` test; anything else returns None.
"""

from __future__ import annotations

import re
from typing import Any

from .epic_battles_phrases import compile_text

_F = re.I | re.S
_KIND = r"(punch|kick|throw|projectile|weapon|slam)(?:e?s)?"
_NAMED_ANY = re.compile(r"^([A-Z][\w.'-]+) may link any attack from this one\.?$", re.S)
_PLAYED_BY_KIND = re.compile(
    rf"^if played by ([\w.' -]+?)(?: or ([\w.' -]+?))?, {_KIND} can link from this attack\.?$", _F
)
_ANY_TYPE = re.compile(r"^you may link any attack type to this attack\.\s*(.*)$", _F)
_USED_BY_RETURN = re.compile(
    rf"^if used by ([\w.' -]+?) or\s+([\w.' -]+?) you may return (?:a|an) {_KIND} from your "
    r"energy pile to your hand\.?$",
    _F,
)


def _played_by(names: list[str | None], then: list[dict[str, Any]]) -> dict[str, Any]:
    return {
        "verb": "if",
        "test": "played_by",
        "names": [n.strip() for n in names if n],
        "then": then,
    }


def link_text(text: str) -> tuple[list[dict[str, Any]], bool] | None:
    """The effect steps and whether the text is optional ("may"), or None."""
    flat = " ".join(text.split())
    if m := _NAMED_ANY.match(flat):
        return [_played_by([m[1]], [{"verb": "link_any"}])], False
    if m := _PLAYED_BY_KIND.match(flat):
        also = {"verb": "link_also", "kind": m[3].lower(), "besides": True}
        return [_played_by([m[1].title(), (m[2] or "").title()], [also])], False
    if m := _ANY_TYPE.match(flat):
        rest = m[1].strip()
        if not rest:
            return [{"verb": "link_any"}], False
        if r := _USED_BY_RETURN.match(rest):
            moved, _ = compile_text(
                f"Put a {r[3].lower()} from your energy pile into your hand.", "hit"
            )
            if moved:
                return [{"verb": "link_any"}, _played_by([r[1], r[2]], moved)], True
    return None
