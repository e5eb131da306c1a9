"""A character's "you cannot play <kind>s" (Dudley in the publisher's examples).

The prohibition is the character's text at work: when its player tries to play an attack of
that kind, the text stops the play, whatever else allows it ("cannot" beats "can", Cannot 1).
The step belongs to the character's ability, so the ruling shows whose text decided it.
"""

from __future__ import annotations

from engine.core.game import Game
from engine.core.state import CardObject
from engine.games.epic_battles.common import seq


class ProhibitionsMixin:
    """Checked before every attack is paid for (step 1)."""

    def can_play(self, game: Game, player: str, obj: CardObject, permission: str | None) -> bool:
        for char, ab in self.abilities(game.state, player, "cannot_play"):  # type: ignore[attr-defined]
            forbid = str(ab.extra.get("forbid", ""))
            if not forbid or forbid != self.kind(obj):  # type: ignore[attr-defined]
                continue
            allowed = f" although {permission}" if permission else ""
            game.log(
                f"{player} cannot play {obj.label}: {char.label} forbids {forbid}s{allowed}; "
                "the prohibition wins",
                ["Cannot 1", seq(1)],
                kind="effect",
                player=player,
                card=char.label,
                ability=ab.id,
            )
            return False
        return super().can_play(game, player, obj, permission)  # type: ignore[misc]
