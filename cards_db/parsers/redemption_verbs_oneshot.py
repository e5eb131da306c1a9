"""The one-shot verb clauses of the ``redemption_verbs_*`` modules, tried in turn before the
phrase compiler's own forms (each module reads only forms the phrase compiler does not)."""

from __future__ import annotations

from typing import Any

from .redemption_verbs_convert import compile_convert
from .redemption_verbs_each import compile_each
from .redemption_verbs_heal import compile_heal
from .redemption_verbs_passive import compile_passive
from .redemption_verbs_piles import compile_piles
from .redemption_verbs_place import compile_place
from .redemption_verbs_reveal import compile_reveal

Compiled = tuple[list[dict[str, Any]], bool, str]


def compile_verbs(low: str, optional: bool) -> Compiled | None:
    """(steps, optional, kind) for a clause of one of these modules' forms, else None."""
    return (
        compile_piles(low, optional)
        or compile_reveal(low, optional)
        or compile_passive(low, optional)
        or compile_convert(low, optional)
        or compile_each(low, optional)
        or compile_place(low, optional)
        or compile_heal(low, optional)
    )
