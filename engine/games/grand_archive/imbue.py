"""Imbue N: the cards paid for a card's reserve cost may be revealed as it is activated; when at
least N of them share the card's element, the card becomes imbued (Keywords and Abilities -
Imbue 1-5). Kept apart from activation so the cost payment itself stays one job."""

from __future__ import annotations

import re
from typing import Any

from engine.core.choose import yes_no
from engine.core.game import Game, Procedure
from engine.core.state import CardObject
from engine.games.grand_archive import characteristics as ch

R_IMBUE = "Keywords and Abilities - Imbue 1"
R_IMBUED = "Keywords and Abilities - Imbue 2"
R_SMALLEST = "Keywords and Abilities - Imbue 5"
_N = re.compile(r"\bImbue (\d+)\b", re.IGNORECASE)


def imbue_value(text: str) -> int | None:
    """The N of "Imbue N", or None when the text gives no number."""
    m = _N.search(text)
    return int(m[1]) if m else None


class ImbueMixin:
    """Reveals what was paid and marks the card imbued when enough of it matches."""

    def pay_reserve(self, game: Game, player: str, obj: CardObject) -> Procedure:
        rs: Any = self
        obj.flags.pop("imbued", None)  # an activation property: not imbued until paid so
        before = [c.oid for c in game.state.cards_in(player, "hand")]
        paid_result = yield super().pay_reserve(game, player, obj)  # type: ignore[misc]
        instances = [
            (n, a)
            for a in rs.keyword_abilities(game, obj, "imbue")
            if (n := imbue_value(a.text)) is not None
        ]
        if instances:
            memory = {c.oid: c for c in game.state.cards_in(player, "memory")}
            paid = [memory[oid] for oid in before if oid in memory]  # in the order paid
            yield self._imbue(game, player, obj, paid, instances)
        return paid_result

    def _imbue(
        self,
        game: Game,
        player: str,
        obj: CardObject,
        paid: list[CardObject],
        instances: list[tuple[int, Any]],
    ) -> Procedure:
        n, ability = min(instances, key=lambda i: i[0])  # the smallest N is enough (Imbue 5)
        rules = [R_IMBUE] + ([R_SMALLEST] if len(instances) > 1 else [])
        element = ch.element(obj)
        if element is None:
            game.log(
                f"{obj.label}'s element is not in the card data, so Imbue {n} cannot be checked "
                "(state it with flags: {element: ...})",
                rules,
                kind="info",
                card=obj.label,
                ability=ability.id,
            )
            return
        unknown = [c.label for c in paid if ch.element(c) is None]
        matching = [c for c in paid if ch.element(c) == element]
        if len(matching) < n:
            why = f"; the element of {', '.join(unknown)} is not stated" if unknown else ""
            game.log(
                f"{obj.label}: {len(matching)} of the {len(paid)} card(s) paid are {element} "
                f"element, fewer than Imbue {n} needs, so it is not imbued{why}",
                rules,
                kind="info",
                card=obj.label,
                ability=ability.id,
            )
            return
        reveal = yield yes_no(
            game,
            player,
            f"{player}: reveal the cards paid for {obj.label} (Imbue {n})?",
            R_IMBUE,
            card=obj.label,
            default=True,
            reason=f"{len(matching)} of them are {element} element",
            describe=lambda yes: f"{player} {'reveals' if yes else 'does not reveal'} them",
        )
        if not reveal:
            return
        obj.flags["imbued"] = True
        names = ", ".join(c.label for c in matching)
        game.log(
            f"{player} reveals the cards paid into memory ({len(matching)} {element}: {names}; "
            f"Imbue {n} needs {n}): {obj.label} becomes imbued; the revealed cards turn face "
            "down once it is on the effects stack",
            [*rules, R_IMBUED, "Keywords and Abilities - Imbue 4"],
            kind="effect",
            card=obj.label,
            ability=ability.id,
        )
