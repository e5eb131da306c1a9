"""Verbs that show cards (REG Look, Reveal) and the one that frees a captured character
(REG Release).

- ``look_top`` / ``reveal_top``: the player looks at (or reveals to everyone) the top or
  bottom cards of their own deck; nothing moves, the trace names the cards.
- ``look_at`` / ``reveal_at``: the player looks at (or reveals to everyone) a whole hidden
  pile (hand, Reserve, deck) of an opponent.
- ``release``: a captured character leaves the land of bondage it is held in and returns to
  its owner's territory, under its owner's control again.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from engine.core.contract import VerbArgs
from engine.core.game import Game
from engine.core.ruleset import EffectContext
from engine.games.redemption import effects
from engine.games.redemption.model import is_character
from engine.games.redemption.verbs import VERBS, TargetArgs, _act, _guard, _players, note


class LookTopArgs(VerbArgs):
    end: Literal["top", "bottom"] = "top"
    count: int = Field(1, ge=1, le=12)


def _ends(reveal: bool):
    def run(game: Game, ctx: EffectContext, args: LookTopArgs) -> str:
        """The player's own deck, from the end named; an unlisted or empty deck shows none."""
        state = game.state
        act = _act(ctx)
        deck = state.cards_in(act.controller, "deck")
        seen = deck[: args.count] if args.end == "top" else deck[::-1][: args.count]
        verb = "reveal" if reveal else "look at"
        if not seen:
            why = "is empty" if state.zone_known(act.controller, "deck") else "is not listed"
            rules = ["Reveal" if reveal else "Look"]
            note(game, act, f"{act.controller}'s deck {why}: nothing to {verb}", rules)
            return ""
        which = f"the {args.end} card" if args.count == 1 else f"the {args.end} {args.count} cards"
        short = f" (the deck held only {len(seen)})" if len(seen) < args.count else ""
        names = ", ".join(o.label for o in seen)
        does = "reveals" if reveal else "looks at"
        return f"{act.controller} {does} {which} of their deck{short}: {names}"

    return run


VERBS.add_spec("look_top", LookTopArgs, _ends(False), "Look")
VERBS.add_spec("reveal_top", LookTopArgs, _ends(True), "Reveal")


class LookAtArgs(VerbArgs):
    whose: Literal["opponent", "you"] = "opponent"
    zone: Literal["hand", "reserve", "deck"] = "hand"


def _piles(reveal: bool):
    def run(game: Game, ctx: EffectContext, args: LookAtArgs) -> str:
        """Every card of the pile, named; a pile protected from this ability is not shown."""
        state = game.state
        act = _act(ctx)
        where = args.zone.replace("_", " ")
        out = []
        for player in _players(game, act, args.whose):
            cards = state.cards_in(player, args.zone)
            if len(_guard(game, act, cards)) < len(cards):
                continue
            shown = (
                f"{player}'s {where} is revealed"
                if reveal
                else (f"{act.controller} looks at {player}'s {where}")
            )
            if not cards and not state.zone_known(player, args.zone):
                out.append(f"{shown} (not listed in the scenario: what is there is not known)")
                continue
            out.append(f"{shown}: {', '.join(o.label for o in cards) or 'it is empty'}")
        return "; ".join(out)

    return run


VERBS.add_spec("look_at", LookAtArgs, _piles(False), "Look")
VERBS.add_spec("reveal_at", LookAtArgs, _piles(True), "Reveal")


@VERBS.verb("release", TargetArgs, rule="Release")
def release(game: Game, ctx: EffectContext, args: TargetArgs) -> str:
    """Only a character held in a land of bondage is released (a lost soul is rescued)."""
    state = game.state
    act = _act(ctx)
    done = []
    for oid in effects.targets_for(act, args.target):
        obj = state.objects[oid]
        if obj.zone[1] != "land_of_bondage" or not is_character(obj):
            note(game, act, f"{obj.label} is not a captured character: not released", ["Release"])
            continue
        owner = obj.owner
        holder = obj.zone[0]
        if owner == holder:  # listed in a land of bondage: the scenario says no captor apart
            others = [p.id for p in state.players if p.id != holder]
            owner = others[0] if len(others) == 1 else owner
            note(
                game,
                act,
                f"{obj.label} is listed in {holder}'s land of bondage, so its owner is taken to "
                f"be {owner}, the player it was captured from",
                ["Release", "Capture"],
            )
        effects.move(state, act, obj, (owner, "territory"), top=False)
        obj.controller = owner
        done.append(f"{obj.label} is released to {owner}'s territory")
    return "; ".join(done)
