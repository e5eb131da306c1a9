"""Digging: looking at a number of cards from the top of one's deck, taking one card of a
named kind from them (to hand or memory, shown to all), and sending the others under the deck.

Only cards whose type and subtypes the scenario states (or the card data prints) can be the
one taken; cards of the N that the scenario does not list are said to be unknown, never guessed.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field

from engine.core.game import Game, Procedure
from engine.core.ruleset import EffectContext
from engine.core.state import CardObject
from engine.games.grand_archive import characteristics as ch
from engine.games.grand_archive.choices import yes_no
from engine.games.grand_archive.effects import R_STEP, VERBS, StepArgs

R_REVEAL = "Game Terms - Reveal 2"


class DigArgs(StepArgs):
    count: int = Field(1, ge=1)
    want: dict[str, Any]  # {"type": [...]} and/or {"subtypes": [...]}
    into: Literal["hand", "memory"] = "hand"
    optional: bool = False  # "you may reveal ...": declining still sends the rest to the bottom


def _fits(card: CardObject, want: dict[str, Any]) -> bool | None:
    """Whether the card is of the kind wanted; None when the data does not say."""
    if want.get("type"):
        if not ch.type_known(card):
            return None
        if ch.card_type(card) not in want["type"]:
            return False
    if want.get("subtypes"):
        subs = ch.subtypes(card)
        if subs is None:
            return None
        return any(s.lower() in {w.lower() for w in want["subtypes"]} for s in subs)
    return True


def _kind(want: dict[str, Any]) -> str:
    return " ".join([" or ".join(want.get("subtypes") or []), " or ".join(want.get("type") or [])])


@VERBS.verb("dig", DigArgs, rule=R_STEP)
def dig(game: Game, ctx: EffectContext, args: DigArgs) -> Procedure:
    state, player = game.state, ctx.controller
    top = state.cards_in(player, "main_deck")[: args.count]
    unlisted = args.count - len(top)
    seen = ", ".join(c.label for c in top) or "none listed"
    more = f"; {unlisted} not listed in the scenario" if unlisted else ""
    game.log(
        f"{player} looks at the top {args.count} card(s) of their deck ({seen}{more})",
        [R_STEP],
        kind="effect",
        player=player,
    )
    kind = _kind(args.want).strip()
    fits = [c for c in top if _fits(c, args.want)]
    unknown = [c.label for c in top if _fits(c, args.want) is None]
    label = state.objects[ctx.source].label
    if fits and args.optional:
        taken = yield yes_no(
            game,
            player,
            f"{player}: reveal a {kind} card from among them?",
            R_STEP,
            label,
            default=True,
            reason="optional parts are shown as done",
            said=(f"{player} chooses to reveal one", f"{player} chooses not to reveal one"),
        )
        fits = fits if taken else []
        unknown = [] if not taken else unknown
    if fits:
        card = yield game.ruleset.choose_object(
            game, player, fits, f"{label}: choose a {kind} card to reveal", label, R_STEP
        )
        state.move(card, (player, args.into))
        game.log(
            f"{player} reveals {card.label} ({kind}) and puts it into their {args.into}",
            [R_STEP, R_REVEAL],
            kind="effect",
            player=player,
        )
        top = [c for c in top if c is not card]
    else:
        hidden = (
            f"; whether {', '.join(unknown)} is one is not in the card data (state its type "
            "and subtypes in flags)"
            if unknown
            else ""
        )
        game.log(
            f"No {kind} card is revealed from among them{hidden}",
            [R_STEP, "Playing Cards - Resolution 7"],
            kind="info",
        )
    for card in top:
        state.move(card, (player, "main_deck"), top=False)
    if top:
        game.log(
            f"{player} puts the rest ({', '.join(c.label for c in top)}) on the bottom of their "
            "deck in any order",
            [R_STEP],
            kind="effect",
            player=player,
        )
