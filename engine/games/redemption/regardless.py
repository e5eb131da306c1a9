"""Regardless of protect abilities: a card whose abilities a protection does not keep out.

A card may say, in a sentence of its own, that it ignores protection: then it holds for the
card's other abilities from the moment the card is played (it is read from the card itself, so
an ability printed before it is covered too). A character may say the same of the
enhancements of some kind it uses: then it holds for those played on it, from when the
character entered battle. A protected card then stays a legal target, and the trace says which
ability let it through. Immunity and ignore are not protection: they still hold.
"""

from __future__ import annotations

from engine.core.cards import AbilityDefinition
from engine.core.game import Game
from engine.core.state import CardObject, GameState
from engine.games.redemption.model import Activation

RULE = "Regardless of Protection"


def own_step(ab: AbilityDefinition) -> bool:
    return ab.modelled == "modelled" and any(
        st.get("verb") == "ongoing" and st.get("mode") == "regardless" and st["covers"] == "self"
        for st in ab.effect
    )


def bypass(state: GameState, act: Activation) -> tuple[CardObject, AbilityDefinition] | None:
    """The ability that makes ``act`` regardless of protect abilities, if any."""
    from engine.games.redemption import ongoing

    card = state.objects[act.card]
    if not card.flags.get("negated"):
        for ab in card.definition.abilities:
            if own_step(ab):
                return card, ab
    for src, ab, args in ongoing.in_force(state, "regardless"):
        if args.on_self and ongoing.covers(state, src, args, card):
            return src, ab
    return None


def say(
    game: Game, act: Activation, obj: CardObject, by: tuple[CardObject, AbilityDefinition]
) -> None:
    """A protected card that stays a legal target: which ability lets ``act`` through."""
    src, ab = by
    card = game.state.objects[act.card]
    game.log(
        f"{obj.label} is protected, but {card.label}'s abilities are regardless of protect "
        f"abilities ({src.label} ({ab.id})): it stays a legal target for {act.label}",
        [RULE, "Protect"],
        kind="effect",
        player=act.controller,
        card=src.label,
        ability=ab.id,
    )
