"""Activation cost parts beyond reserve and REST: removing counters from the card or from
your champion, and banishing a card with floating memory from your graveyard.

Every such part is checked before anything is paid (Card Activation 8: a cost that cannot
be paid in full is not paid at all, and the activation is illegal)."""

from __future__ import annotations

from typing import Any

from engine.core.game import Game, Procedure
from engine.core.state import CardObject
from engine.games.grand_archive import model

R_PAY = "Playing Cards - Card Activation 8"
R_COUNTERS = "Game Mechanics - Counters ¶1"


def _holder(game: Game, player: str, obj: CardObject, c: dict[str, Any]) -> CardObject | None:
    return model.champion(game.state, player) if c.get("from") == "champion" else obj


def _floating(game: Game, player: str, obj: CardObject) -> list[CardObject]:
    return [
        card
        for card in game.state.cards_in(player, "graveyard")
        if card.oid != obj.oid
        and any(
            str(a.extra.get("keyword", "")).lower() == "floating memory"
            for a in card.definition.abilities
        )
    ]


def self_zone(ability: Any) -> str | None:
    """The zone an ability is activated from when its cost moves the card out of it
    ("Discard this card from your hand": hand), else None (activated on the field)."""
    return next((str(c["self_from"]) for c in ability.cost if c.get("self_from")), None)


def unpayable(game: Game, player: str, obj: CardObject, cost: list[dict[str, Any]]) -> str | None:
    """Why a counter or graveyard part of ``cost`` cannot be paid now, or None."""
    for c in cost:
        if (zone := c.get("self_from")) and obj.zone != (player, zone):
            return f"{obj.label} is not in {player}'s {zone}"
        if c.get("rest") and obj.exhausted:
            return f"{obj.label} is already rested"
        if kind := c.get("remove_counter"):
            holder = _holder(game, player, obj, c)
            have = holder.counters.get(kind, 0) if holder else 0
            if have < int(c["amount"]):
                who = holder.label if holder else f"{player}'s champion (none on the field)"
                return f"{who} has {have} {kind} counter(s), fewer than the {c['amount']} to remove"
        if c.get("banish_from_graveyard") and len(_floating(game, player, obj)) < int(
            c["banish_from_graveyard"]
        ):
            return f"{player} has no card with floating memory in the graveyard to banish"
    return None


def pay_part(game: Game, player: str, obj: CardObject, c: dict[str, Any]) -> Procedure:
    """Pay one counter or graveyard part of an activation cost (already checked payable)."""
    if kind := c.get("remove_counter"):
        holder = _holder(game, player, obj, c)
        assert holder is not None  # checked by unpayable
        holder.counters[kind] -= int(c["amount"])
        if not holder.counters[kind]:
            del holder.counters[kind]
        game.log(
            f"{player} removes {c['amount']} {kind} counter(s) from {holder.label} to pay the cost "
            f"({holder.counters.get(kind, 0)} left)",
            [R_PAY, R_COUNTERS],
            kind="event",
            card=obj.label,
        )
    if zone := c.get("self_from"):
        to = str(c["to"])
        game.state.move(obj, (obj.owner, to))
        done = "discards" if to == "graveyard" else "banishes"
        game.log(
            f"{player} {done} {obj.label} from their {zone} to pay the cost",
            [R_PAY, "Game Terms - Discard 1" if to == "graveyard" else "Game Terms - Banish 1"],
            kind="event",
            card=obj.label,
        )
    if c.get("banish_from_graveyard"):
        options = _floating(game, player, obj)
        card = yield game.ruleset.choose_object(
            game,
            player,
            options,
            f"{obj.label}: choose a card with floating memory to banish",
            obj.label,
            R_PAY,
            "chooses",
        )
        game.state.move(card, (player, "banishment"))
        game.log(
            f"{player} banishes {card.label} (floating memory) from the graveyard to pay the cost",
            [R_PAY, "Game Terms - Banish 1"],
            kind="event",
            card=obj.label,
        )
