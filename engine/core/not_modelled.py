"""The one "not modelled: resolve as printed" step.

A judge that silently leaves an ability out gives a confident wrong ruling. When an
ability's moment comes and the engine cannot run it, the trace says so once, quoting
the card's printed text, and the answer's outcome says that it depended on it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.cards import AbilityDefinition

if TYPE_CHECKING:
    from engine.core.game import Game
    from engine.core.state import CardObject

NOT_MODELLED_RULE = "TJ-3"
MAX_QUOTE = 400


def quote(text: str, limit: int = MAX_QUOTE) -> str:
    """The printed text on one line, cut at a word boundary when very long."""
    flat = " ".join(text.split())
    if len(flat) <= limit:
        return flat
    return flat[:limit].rsplit(" ", 1)[0] + " …"


def log_not_modelled(
    game: Game,
    obj: CardObject,
    ability: AbilityDefinition,
    *,
    why: str = "",
    rules: tuple[str, ...] = (),
) -> None:
    """Log that ``ability`` of ``obj`` happens now but is not run by the engine."""
    printed = ability.text or obj.definition.text
    reason = why or str(ability.extra.get("reason") or "")
    text = f"{obj.label}: not modelled — resolve as printed: “{quote(printed)}”"
    if not printed:
        text = (
            f"{obj.label}: ability {ability.id} is not modelled — resolve it as printed on the card"
        )
    game.log(
        text,
        [*rules, NOT_MODELLED_RULE],
        kind="not_modelled",
        player=obj.controller,
        card=obj.label,
        ability=ability.id,
    )
    game.note(f"{obj.label} ({ability.id}) is not modelled: resolve it as printed")
    game.unmodelled.append((obj.label, ability.id, reason))
