"""Whether an event concerns the subject a "Whenever ..." trigger names.

The parser reads the printed head into a subject filter: ``self`` (this card),
``champion: you`` (its controller's champion), or the kind, controller, subtypes and
element of the object the event concerns ("an Animal or Beast ally you control",
"another ally", "a wind element Spell card"); ``noncombat`` asks for non-combat damage.
"""

from __future__ import annotations

from typing import Any

from engine.core.events import Event
from engine.core.game import Game
from engine.core.state import CardObject
from engine.games.grand_archive import characteristics as ch
from engine.games.grand_archive import model

_UNIT_KINDS = {"ally": ("ally", "token"), "champion": ("champion",)}


def watched(game: Game, obj: CardObject, want: dict[str, Any], event: Event) -> bool:
    """True when the event's object fits what the trigger on ``obj`` watches."""
    subject = game.state.objects.get(event.card) if event.card is not None else None
    if want.get("noncombat") and (event.data or {}).get("combat"):
        return False
    if want.get("self"):
        return subject is obj
    if want.get("champion"):
        return subject is not None and subject is model.champion(game.state, obj.controller)
    if not want:
        return True
    if subject is None:
        return False
    kinds = want.get("type")
    if kinds:
        allowed = {k for kind in kinds for k in _UNIT_KINDS.get(kind, (kind,))}
        if ch.card_type(subject) not in allowed:
            return False
    who = want.get("controller", "any")
    if who != "any" and (subject.controller == obj.controller) != (who == "you"):
        return False
    if want.get("other") and subject is obj:
        return False
    return ch.fits_subject(subject, want)
