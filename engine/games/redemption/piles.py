"""Verbs that act on a player's deck: "Shuffle draw pile" (REG Shuffle), a search whose card
goes to the bottom of the deck or is shuffled into it, drawing from the bottom (REG Draw), and
playing one of several named kinds from a pile (REG Play).

The engine keeps no random order: a shuffled deck keeps the cards it held, and the trace says
that their order is unknown from then on (``state.info["deck_shuffled"]`` names the players),
so nothing later reads a known top card into it.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field, field_validator

from engine.core.contract import VerbArgs
from engine.core.game import Game
from engine.core.ruleset import EffectContext
from engine.games.redemption import effects
from engine.games.redemption.verbs import (
    PLAYABLE,
    VERBS,
    SearchArgs,
    _act,
    _fits,
    _players,
    _unknown_piles,
    _unlisted,
    note,
    play,
)


class ShuffleDeckArgs(VerbArgs):
    who: Literal["you", "opponent", "each"] = "you"


@VERBS.verb("shuffle_deck", ShuffleDeckArgs, rule="Shuffle")
def shuffle_deck(game: Game, ctx: EffectContext, args: ShuffleDeckArgs) -> str:
    """Each player ``who`` names shuffles their deck; an unlisted deck is said to be unlisted."""
    state = game.state
    act = _act(ctx)
    out = []
    for player in _players(game, act, args.who):
        if not state.zone_known(player, "deck"):
            out.append(
                f"{player} shuffles their deck (not listed in the scenario: its cards are not "
                "known)"
            )
            continue
        count = len(state.cards_in(player, "deck"))
        shuffled = set(state.info.get("deck_shuffled", [])) | {player}
        state.info["deck_shuffled"] = sorted(shuffled)
        out.append(f"{player} shuffles their deck ({count} card(s); its order is now unknown)")
    return "; ".join(out)


class SearchToDeckArgs(SearchArgs):
    end: Literal["bottom", "shuffle"] = "bottom"


@VERBS.verb("search_to_deck", SearchToDeckArgs, rule="Search")
def search_to_deck(game: Game, ctx: EffectContext, args: SearchToDeckArgs) -> str:
    """The first fitting card of the player's piles named, in order, goes to the bottom of
    their deck (REG Underdeck) or into it, the deck then shuffled (REG Shuffle)."""
    state = game.state
    act = _act(ctx)
    for zone in args.zones:
        spec = {**args.find, "zone": zone, "side": "self"}
        found = [o for o in state.cards_in(act.controller, zone) if _fits(state, o, spec, act)]
        if not found:
            continue
        obj = found[0]
        effects.move(state, act, obj, (act.controller, "deck"), top=False)
        where = zone.replace("_", " ")
        if args.end == "bottom":
            act.notes.setdefault("rules", []).append("Underdeck")
            return (
                f"{act.controller} searches their {where} and puts {obj.label} on the bottom "
                "of their deck"
            )
        act.notes.setdefault("rules", []).append("Shuffle")
        state.info["deck_shuffled"] = sorted(
            set(state.info.get("deck_shuffled", [])) | {act.controller}
        )
        return (
            f"{act.controller} searches their {where} and shuffles {obj.label} into their deck "
            "(its order is now unknown)"
        )
    where = " and ".join(z.replace("_", " ") for z in args.zones)
    if _unlisted(state, act.controller, args.zones):
        note(game, act, _unknown_piles(act.controller, "searches", where), ["Search"])
        return ""
    note(game, act, f"{act.controller} searches their {where} and finds no such card", ["Search"])
    return ""


class DrawBottomArgs(VerbArgs):
    amount: int = Field(1, ge=1, le=10)


@VERBS.verb("draw_bottom", DrawBottomArgs, rule="Draw")
def draw_bottom(game: Game, ctx: EffectContext, args: DrawBottomArgs) -> str:
    """Cards drawn from the bottom of the player's own deck, the last card first."""
    state = game.state
    act = _act(ctx)
    deck = state.cards_in(act.controller, "deck")[::-1][: args.amount]
    if not deck:
        why = "is empty" if state.zone_known(act.controller, "deck") else "is not listed"
        note(game, act, f"{act.controller}'s deck {why}: nothing drawn from its bottom", ["Draw"])
        return ""
    for obj in deck:
        effects.move(state, act, obj, (act.controller, "hand"), top=False)
    short = f" (the deck held only {len(deck)})" if len(deck) < args.amount else ""
    names = ", ".join(o.label for o in deck)
    return (
        f"{act.controller} draws {len(deck)} card(s) from the bottom of their deck{short}: {names}"
    )


class PlayEitherArgs(SearchArgs):
    """A play from a pile of one of several kinds of card (a named site, or a site of some
    people): each kind must be of a type a pile may play (verbs.PLAYABLE)."""

    @field_validator("find")
    @classmethod
    def _playable(cls, v: dict[str, Any]) -> dict[str, Any]:
        alts = v.get("either") or []
        if len(alts) < 2 or any(
            not set(a.get("type") or []) or set(a["type"]) - PLAYABLE for a in alts
        ):
            raise ValueError(f"every alternative must be of the types {sorted(PLAYABLE)}")
        return v


VERBS.add_spec("play_either", PlayEitherArgs, play, "Play")


class PlaySoulArgs(VerbArgs):
    find: dict[str, Any] = Field(default_factory=lambda: {"type": ["lost_soul"]})
    whose: Literal["you", "opponent", "each", "any"] = "any"

    @field_validator("find")
    @classmethod
    def _soul(cls, v: dict[str, Any]) -> dict[str, Any]:
        if v.get("type") != ["lost_soul"] or v.get("either"):
            raise ValueError("only a Lost Soul is played from another player's deck")
        return v


@VERBS.verb("play_soul", PlaySoulArgs, rule="Play")
def play_soul(game: Game, ctx: EffectContext, args: PlaySoulArgs) -> str:
    """A Lost Soul of a deck goes into play in its owner's land of bondage. From "a deck" the
    player picks the deck: the first, theirs then their opponents', that holds one is shown."""
    state = game.state
    act = _act(ctx)
    players = _players(game, act, "each" if args.whose == "any" else args.whose)
    out = []
    for player in players:
        spec = {**args.find, "zone": "deck"}
        found = [o for o in state.cards_in(player, "deck") if _fits(state, o, spec, act)]
        if not found:
            continue
        obj = found[0]
        effects.move(state, act, obj, (obj.owner, "land_of_bondage"), top=False)
        out.append(
            f"{obj.label} from {player}'s deck is put into play in {obj.owner}'s land of bondage"
        )
        if args.whose == "any":
            out[-1] += " (the deck is the player's choice: the first that holds one is shown)"
            break
    if not out:
        where = " or ".join(f"{p}'s deck" for p in players)
        note(game, act, f"no Lost Soul is found in {where} (or the deck is not listed)", ["Play"])
    return "; ".join(out)
