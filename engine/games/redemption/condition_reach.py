"""What the reach scenario adds so an ability's "If …" conditions hold (conditions.MORE).

The whole-pool run shows an ability with a condition in the simplest scenario where that
condition is true: the cards a count asks for, the cards a hand or deck must hold. A condition
no plain card can make true (an opponent's turn) leaves the ability unreached.
"""

from __future__ import annotations

from typing import Any

from engine.core.cards import AbilityDefinition, CardDefinition


def place_conditions(board: Any, card: CardDefinition, ability: AbilityDefinition) -> bool:
    """Make each count, pile and turn condition of ``ability`` true on ``board``; False when
    one cannot be."""
    from engine.games.redemption.reach import (
        EVIL_CHARACTERS,
        HEROES,
        PLAIN_SOUL,
        fitting,
        home_zone,
        kind_of,
        place_for,
    )

    good = bool({"hero", "good_enhancement"} & set(card.type.split("/")))
    good = ability.extra.get("used_as", "good" if good else "evil") == "good"
    mine_good = good
    for step in ability.effect:
        if step.get("verb") == "branch":  # targets for the printed effect and the bracketed one
            if not all(place_for(board, sub, card) for sub in step["else"]):
                return False
            for sub in step["then"]:  # shown only when the condition happens to hold
                place_for(board, sub, card)
            continue
        when = step.get("when")
        if when == "turn" and step.get("whose") != "self":
            return False  # the scenario's rescue attempt is always its own player's
        if when == "count":
            spec = step["spec"]
            name = fitting(spec, card)
            if name is None:
                return False
            kind = kind_of(spec)
            side = spec.get("side", "any")
            mine = kind in ("hero", "good_enhancement") if good else kind != "hero"
            player = "A" if side == "self" or (side == "any" and mine) else "B"
            zone = spec.get("zone", "play")
            if zone == "play":
                zone = home_zone({kind})
            for _ in range(int(step["at_least"])):
                board.put(player, zone, name)
        if when == "souls_behind":  # the opponent has one redeemed soul, its player none
            board.zones["A"].setdefault("land_of_redemption", [])
            board.put("B", "land_of_redemption", PLAIN_SOUL)
        if when == "brigades":  # characters of as many different brigades, where it asks
            spec = step["spec"]
            good = spec.get("alignment") == ["good"]
            names = list((HEROES if good else EVIL_CHARACTERS).values())[: int(step["at_least"])]
            side = spec.get("side", "any")
            player = "A" if side == "self" or (side == "any" and good == mine_good) else "B"
            for name in names:
                board.put(player, spec.get("zone", "territory"), name)
        if when == "pile":
            player = "A" if step.get("whose") == "self" else "B"
            pile = step["pile"]
            board.zones[player].setdefault(pile, [])
            for _ in range(int(step.get("at_least") or min(1, step.get("at_most") or 0))):
                board.put(player, pile, HEROES["green"])
    return True
