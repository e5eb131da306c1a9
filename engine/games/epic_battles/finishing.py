"""Where a card goes when it finishes, random discards from a hand, and skipped actions.

- A card that is removed, sent back to the top of its deck, or discarded when blocked
  rather than finishing into the energy pile: a replacement of the step-11 move
  (Replacement 1), recorded when the text is used and applied at step 11.
- Random discards from the rival's hand: the engine cannot draw lots, so each card is a
  choice shown with a default (the top card of the hand) that the scenario may answer.
- "Your rival skips his next action" / "must pass in his next action": a floating effect
  (Floating 1) that the rival's next action uses up: that action is a pass.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field

from engine.core.contract import VerbArgs, VerbLibrary
from engine.core.game import Game, Procedure
from engine.core.ruleset import EffectContext
from engine.core.state import CardObject
from engine.games.epic_battles.common import seq
from engine.games.epic_battles.pile_verbs import discard_picked, moment, players

Dest = Literal["removed", "deck_top", "deck_bottom", "deck_shuffle", "discard", "hand"]
WHERE = {
    "removed": "its owner's removed pile",
    "deck_top": "the top of its owner's deck",
    "deck_bottom": "the bottom of its owner's deck",
    "deck_shuffle": "its owner's deck (shuffled in)",
    "discard": "its owner's discard pile",
    "hand": "its owner's hand",
}
FLAG = "_finish_to"


class FinishArgs(VerbArgs):
    dest: Dest
    if_blocked: bool = False


class RandomArgs(VerbArgs):
    who: Literal["you", "rival", "each"] = "rival"
    count: int = Field(1, ge=1, le=10)


class SkipArgs(VerbArgs):
    until: Literal["turn", "step"] | None = None


def _finish_to(game: Game, ctx: EffectContext, args: FinishArgs) -> Procedure:
    obj = game.state.objects[ctx.source]
    obj.flags[FLAG] = {"dest": args.dest, "if_blocked": args.if_blocked}
    when = " if it is blocked" if args.if_blocked else ""
    usual = "discard pile" if obj.definition.type == "block" else "energy pile"
    game.log(
        f"When {obj.label} finishes{when}, it goes to {WHERE[args.dest]} instead of the {usual}",
        [moment(ctx), seq(11), "Replacement 1"],
        kind="effect",
        player=obj.owner,
    )
    return
    yield


def _discard_random(game: Game, ctx: EffectContext, args: RandomArgs) -> Procedure:
    for p in players(game, ctx, args.who):
        for n in range(args.count):
            hand = game.state.cards_in(p, "hand")
            if not hand:
                game.log(
                    f"{p}'s hand is empty: no more cards to discard at random",
                    [moment(ctx)],
                    kind="info",
                    player=p,
                )
                break
            yield discard_picked(
                game,
                ctx,
                p,
                hand,
                f"{p}: which card of your hand is discarded at random ({n + 1} of {args.count})?",
                lambda o, p=p: f"{o.label} is discarded at random from {p}'s hand",
                ["Discard 2"],
            )


def _skip_action(game: Game, ctx: EffectContext, args: SkipArgs) -> Procedure:
    rival = game.state.opponent(ctx.controller)
    source = game.state.objects[ctx.source].label
    game.ruleset.add_floating(  # type: ignore[attr-defined]
        game,
        rival,
        {
            "skip": True,
            "until": args.until,
            "source": source,
            "text": f"{rival} skips their next action (from {source})",
        },
    )
    return
    yield


def _end_action(game: Game, ctx: EffectContext, args: VerbArgs) -> Procedure:
    combo = game.state.info.get("combo")
    if combo is None:
        game.log("No action is going on, so none ends", [moment(ctx)], kind="info")
        return
    combo["ends"] = True
    game.log(
        f"{combo['player']}'s action ends when this attack finishes: no attack links from it",
        [moment(ctx), seq(12)],
        kind="effect",
        player=combo["player"],
    )
    return
    yield


def register(verbs: VerbLibrary) -> None:
    verbs.verb("end_action", VerbArgs, rule="Action Sequence 12")(_end_action)
    verbs.verb("finish_to", FinishArgs, rule="Replacement 1")(_finish_to)
    verbs.verb("discard_random", RandomArgs, rule="Discard 2")(_discard_random)
    verbs.verb("skip_action", SkipArgs, rule="Floating 1")(_skip_action)


class FinishingMixin:
    """Apply the step-11 replacements and the skipped actions."""

    def finish_elsewhere(self, game: Game, obj: CardObject, blocked: bool) -> bool:
        """At step 11: move ``obj`` where its own text said, if it did; True when moved."""
        if self.stays_if_blocked(game, obj, blocked):  # type: ignore[attr-defined]
            return True  # it waits in the arena (stays.py)
        plan: dict[str, Any] | None = obj.flags.pop(FLAG, None)
        if plan is None or (plan["if_blocked"] and not blocked):
            return False
        state = game.state
        dest = plan["dest"]
        zone = {"removed": "removed", "discard": "discard", "hand": "hand"}.get(dest, "deck")
        state.move(obj, (obj.owner, zone), top=dest != "deck_bottom")
        obj.controller = obj.owner
        if dest == "deck_shuffle":
            state.info["deck_shuffled"] = sorted({*state.info.get("deck_shuffled", []), obj.owner})
        game.log(
            f"{obj.label} goes to {WHERE[dest]} instead",
            [seq(11), "Replacement 1", "Control 3"],
            kind="event",
            card=obj.label,
        )
        return True

    def skipped(self, game: Game, player: str) -> bool:
        """Whether ``player``'s action now is skipped by a floating effect (used up if so)."""
        for f in list(game.state.info.get("floating", [])):
            if f.get("skip") and f.get("player") == player:
                game.state.info["floating"].remove(f)
                game.log(
                    f"{player}'s action is skipped: {f['text']}; it counts as a pass",
                    ["Floating 1"],
                    kind="event",
                    player=player,
                )
                return True
        return False
