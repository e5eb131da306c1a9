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
        _remember(game, timing, atk)
        if timing == "you_hit_kind" and atk is not None:
            # HIT text an event gave the attack: used with the attack's own (step 10)
            yield self.use_gained_hits(game, player, atk)  # type: ignore[attr-defined]
        if timing == "combo_finished" and atk is not None and int(atk.get("number", 1)) >= 2:
            # events that flip "after you finish a combo" (two or more attacks: Combos 1-2)
            yield self.flip_events(game, player, "finish_combo", atk, step=None, quiet=True)  # type: ignore[attr-defined]
        for char, ab in self.abilities(game.state, player, timing):  # type: ignore[attr-defined]
            if not self._fits(game, ab, atk, timing):
                continue
            if not _within_limit(game, char, ab):
                continue
            reason = _reason(game, char, ab, atk, player) or why
            game.log(
                f"{char.label}: {reason}, so its text is used once",
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

    def _fits(self, game: Game, ab: Any, atk: dict[str, Any] | None, timing: str) -> bool:
        extra = ab.extra
        if timing in ("you_play_kind", "you_hit_kind"):
            obj: CardObject | None = atk["obj"] if atk else None
            if obj is None or atk is None:
                return False
            before = _previous(game, atk)
            if extra.get("textless"):
                # the attack played, or the one it links from, is of the kind and has no text
                return any(
                    o is not None
                    and _kind(o) in extra.get("kinds", ())
                    and not o.definition.abilities
                    for o in (obj, before)
                )
            if extra.get("kinds") and _kind(obj) not in extra["kinds"]:
                return False
            if extra.get("min_cost") and (obj.definition.cost or 0) < int(extra["min_cost"]):
                return False
            if (
                extra.get("height")
                and str(obj.definition.fields.get("height", "")) != extra["height"]
            ):
                return False
            if extra.get("after_hit"):
                # in a combo (Combos 2), after the previous attack of it hit
                combo = game.state.info.get("combo") or {}
                return before is not None and bool(combo.get("last_hit"))
            if extra.get("linked_from"):
                return before is not None and _kind(before) in extra["linked_from"]
            return bool(extra.get("kinds") or extra.get("linked_from"))
        if timing == "combo_finished":
            if atk is None or int(atk.get("number", 0)) < int(extra.get("min", 1)):
                return False
            if extra.get("last_kinds") and _kind(atk["obj"]) not in extra["last_kinds"]:
                return False
            if extra.get("different_hits"):
                hits = set(game.state.info.get(HITS, ()))
                return len(hits) >= int(extra["different_hits"])
            return not (extra.get("hit") and atk["blocks"])
        return True


HITS = "_action_hits"  # titles of the attacks of the current action that hit


def _kind(obj: CardObject) -> str:
    return str(obj.definition.fields.get("kind", ""))


def _previous(game: Game, atk: dict[str, Any]) -> CardObject | None:
    """The attack this one was linked from (None for the first attack of an action)."""
    combo = game.state.info.get("combo") or {}
    if int(atk.get("number", 1)) < 2 or combo.get("last") is None:
        return None
    return game.state.objects.get(combo["last"])


def _remember(game: Game, timing: str, atk: dict[str, Any] | None) -> None:
    """Which attacks of the action hit, for "a combo that had N different attacks that hit"."""
    if atk is None:
        return
    if timing == "you_play_kind" and int(atk.get("number", 1)) == 1:
        game.state.info[HITS] = []
    elif timing == "you_hit_kind":
        game.state.info.setdefault(HITS, []).append(atk["obj"].definition.name)


def _within_limit(game: Game, char: CardObject, ab: Any) -> bool:
    """'Once per step' / 'twice per turn': count the uses in this step or turn; past the
    limit the trigger is shown as not used (Triggered 1 counts each time it is met)."""
    limit = ab.extra.get("limit")
    if not limit:
        return True
    info = game.state.info
    per = ab.extra.get("per", "step")
    if per == "step":
        step = str(info.get("step", ""))
        when = f"step:{step}:{info.get(f'_{step}_starts', 0)}"
    else:
        when = f"turn:{info.get('_turns_ended', 0)}"
    uses = info.setdefault("_trigger_uses", {})
    key = f"{char.oid}:{ab.id}:{when}"
    if uses.get(key, 0) >= int(limit):
        game.log(
            f"{char.label}: its trigger is met again, but it is used at most {limit} time(s) "
            f"each {per}",
            ["Triggered 1"],
            kind="info",
            card=char.label,
        )
        return False
    uses[key] = uses.get(key, 0) + 1
    return True


def _reason(
    game: Game, char: CardObject, ab: Any, atk: dict[str, Any] | None, player: str
) -> str | None:
    """What met a trigger with a condition, in the words of that condition."""
    if atk is None:
        return None
    extra, obj = ab.extra, atk["obj"]
    before = _previous(game, atk)
    if extra.get("gained_hit"):
        return f"{obj.label} has the HIT text {char.label} gives it, and it hit"
    if extra.get("textless"):
        which = obj if not obj.definition.abilities and _kind(obj) in extra["kinds"] else before
        return f"{player}'s attack {'is' if which is obj else 'links from'} {which.label if which else '?'}, a {extra['kinds'][0]} with no text"
    if extra.get("after_hit") and before is not None:
        return f"{player} played {obj.label}, a {extra['height']} attack, in a combo after {before.label} hit"
    if extra.get("linked_from") and before is not None:
        return f"{player} linked from {before.label} ({_kind(before)}) into {obj.label}"
    if extra.get("last_kinds"):
        return f"{player} ended a combo of {atk['number']} attacks with {obj.label} ({_kind(obj)})"
    if extra.get("different_hits"):
        hits = sorted(set(game.state.info.get(HITS, ())))
        return f"{player} finished a combo in which {len(hits)} different attacks hit ({', '.join(hits)})"
    return None
