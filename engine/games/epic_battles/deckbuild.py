"""Deck-construction text ("Limit 1 per deck", "MORTAL KOMBAT ONLY."), checked when the game starts.

Such text says how a deck may be built, not what happens in play (Outside Effects 3), so the
engine checks it once, before the first action, against the cards each player brought: every
card the scenario gives a player (deck, hand, piles, arena) is part of that player's deck. A
deck that breaks the text is refused with the card and the count; a legal one gets one step per
card saying why it may be there.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from engine.core.contract import VerbArgs, VerbLibrary
from engine.core.errors import ScenarioError
from engine.core.game import Game, Procedure
from engine.core.ruleset import EffectContext
from engine.core.state import CardObject, GameState

RULE = "Outside Effects 3"
DECK_TIMINGS = ("deck_limit", "play_restriction")
# Which sets' characters belong to each franchise a card can be restricted to.
FRANCHISES = {
    "mortal kombat": ("MK Premiere", "MK Round 1"),
    "street fighter": ("Street Fighter", "Street Fighter 2"),
    "tekken": ("Tekken", "Tekken Promos"),
    "marvel vs capcom": ("Marvel Vs Capcom",),
    # The fan set's Marvel characters carry no card type in the export, so no deck can name
    # one as its character yet: "MARVEL ONLY" is known but never met.
    "marvel": (),
}


class LimitArgs(VerbArgs):
    copies: int = Field(ge=1, le=4)


class OnlyArgs(VerbArgs):
    """Either a franchise (by its characters' sets) or the characters named."""

    kind: Literal["franchise", "characters"]
    names: tuple[str, ...] = Field(min_length=1)


def deck_cards(state: GameState, player: str) -> list[CardObject]:
    """The cards a player brought, character excepted (they make up the deck)."""
    return [
        o
        for o in state.objects.values()
        if o.owner == player and o.zone[1] != "character" and o.definition.type != "character"
    ]


def characters(state: GameState, player: str) -> list[CardObject]:
    return state.cards_in(player, "character")


def _limit(game: Game, ctx: EffectContext, args: LimitArgs) -> Procedure:
    obj = game.state.objects[ctx.source]
    name = obj.definition.full_name
    copies = [o for o in deck_cards(game.state, obj.owner) if o.definition.full_name == name]
    if len(copies) > args.copies:
        raise ScenarioError(
            f"{obj.owner}'s deck holds {len(copies)} copies of {name}, which allows "
            f"{args.copies} per deck ({RULE})"
        )
    game.log(
        f"{obj.owner}'s deck holds {len(copies)} of the {args.copies} "
        f"cop{'y' if args.copies == 1 else 'ies'} of {name} it allows: the deck is legal",
        [RULE],
        kind="effect",
        player=obj.owner,
    )
    return
    yield


def _only(game: Game, ctx: EffectContext, args: OnlyArgs) -> Procedure:
    obj = game.state.objects[ctx.source]
    name = obj.definition.full_name
    chars = characters(game.state, obj.owner)
    names = list(args.names)
    listed = ", ".join(names[:-1]) + f" or {names[-1]}" if len(names) > 1 else names[0]
    who = listed if args.kind == "characters" else args.names[0].title()
    if not chars:
        game.log(
            f"{obj.owner} has no character in the scenario, so whether {name} ({who} only) "
            "may be in the deck cannot be checked",
            [RULE],
            kind="info",
            player=obj.owner,
        )
        return
    char = chars[0].definition
    if args.kind == "franchise":
        sets = FRANCHISES.get(args.names[0].lower(), ())
        fits = str(char.fields.get("set", "")) in sets
        why = f"{char.full_name} is {'' if fits else 'not '}a {who} character"
    else:
        fits = char.name.lower() in {n.lower() for n in args.names}
        why = f"{char.full_name} is {'one' if fits else 'none'} of them"
    if not fits:
        raise ScenarioError(
            f"{name} is for {who} only and {why}, so it cannot be in {obj.owner}'s deck ({RULE})"
        )
    game.log(
        f"{name} is for {who} only and {why}: it may be in {obj.owner}'s deck",
        [RULE],
        kind="effect",
        player=obj.owner,
    )
    return
    yield


def register(verbs: VerbLibrary) -> None:
    verbs.verb("deck_limit", LimitArgs, rule=RULE)(_limit)
    verbs.verb("deck_only", OnlyArgs, rule=RULE)(_only)


class DeckRulesMixin:
    """Run every deck-construction ability once, before the first action."""

    def check_decks(self, game: Game) -> Procedure:
        seen: set[tuple[str, str, str]] = set()
        for obj in sorted(game.state.objects.values(), key=lambda o: o.oid):
            for ab in obj.definition.abilities:
                if ab.timing not in DECK_TIMINGS:
                    continue
                key = (obj.owner, obj.definition.full_name, ab.id)
                if key in seen or obj.definition.type == "character":
                    continue
                seen.add(key)
                yield self.run_effect(game, self.ctx(obj, obj.owner, ab, None))  # type: ignore[attr-defined]
