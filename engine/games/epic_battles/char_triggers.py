"""A character's "When you ..." text at the moments the action sequence already names.

- ``you_play_kind``: "When you play an electric, X": step 2, for an attack of one of the kinds;
- ``you_chip``: "When you chip cards, X": step 8, after a blocked attack of yours chipped;
- ``you_hit_kind``: "When one of your kicks hits, X": step 10, after an unblocked attack of
  one of the kinds used its own HIT text;
- ``you_flip_event``: "When you flip an event, X": once for each event its player flips, after
  the flipped events are paid for (Events 1);
- ``combo_finished``: a trigger on ending a combo of at least N attacks: step 12, when the
  action ends after that many attacks ("hit": only when the last of them was not blocked).

Each is used once per time its condition happens (Triggered 1) and runs through the verbs like
any other compiled text.
"""

from __future__ import annotations

from typing import Any

from engine.core.game import Game, Procedure
from engine.core.state import CardObject

TRIGGER_TIMINGS = ("you_play_kind", "you_chip", "combo_finished", "you_hit_kind", "you_flip_event")


class CharTriggersMixin:
    """Run the player's character triggers of one timing whose condition ``fits``."""

    def char_triggers(
        self, game: Game, player: str, timing: str, atk: dict[str, Any] | None, why: str
    ) -> Procedure:
        for char, ab in self.abilities(game.state, player, timing):  # type: ignore[attr-defined]
            if not self._fits(ab, atk, timing):
                continue
            game.log(
                f"{char.label}: {why}, so its text is used once",
                ["Triggered 1"],
                kind="resolve",
                player=player,
                card=char.label,
                ability=ab.id,
            )
            depth = game.trace.depth
            game.trace.depth = depth + 1
            yield self.resolve_ability(game, self.ctx(char, player, ab, atk))  # type: ignore[attr-defined]
            game.trace.depth = depth

    @staticmethod
    def _fits(ab: Any, atk: dict[str, Any] | None, timing: str) -> bool:
        if timing in ("you_play_kind", "you_hit_kind"):
            obj: CardObject | None = atk["obj"] if atk else None
            kinds = ab.extra.get("kinds") or ()
            return obj is not None and str(obj.definition.fields.get("kind", "")) in kinds
        if timing == "combo_finished":
            if atk is None or int(atk.get("number", 0)) < int(ab.extra.get("min", 1)):
                return False
            return not (ab.extra.get("hit") and atk["blocks"])
        return True
