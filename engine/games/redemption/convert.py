"""The convert verb: a card in play changes alignment, card type and brigade (REG Convert).

A converted card keeps its abilities, identifiers and place; only what the ability names
changes, and for good (no duration is read here). Without a brigade printed, the converted
character takes the brigade of the card whose ability converts it (REG Convert default); when
that card has no single brigade the conversion is not made and the trace says why. A Hero
made on the blocking side, or an Evil Character made on the attacking side, goes back to
its controller's territory (REG Convert special condition). The old card is kept on the
activation so an interrupt can undo the conversion.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Literal

from pydantic import field_validator

from engine.core.decisions import Decision
from engine.core.game import Game, Procedure
from engine.core.ruleset import EffectContext, ask
from engine.core.state import CardObject, GameState
from engine.games.redemption import effects
from engine.games.redemption.model import Activation, alignment, brigades, types_of
from engine.games.redemption.verbs import VERBS, TargetArgs, note

GOOD_BRIGADES = ("blue", "clay", "gold", "green", "purple", "red", "silver", "teal", "white")
EVIL_BRIGADES = ("black", "brown", "crimson", "gold", "gray", "orange", "pale green")
ALIGNMENT_OF = {"hero": "good", "evil_character": "evil"}


class ConvertArgs(TargetArgs):
    to: Literal["hero", "evil_character"]
    # None: the brigade of the card whose ability converts; "choice": its player picks one
    brigade: str | None = None

    @field_validator("brigade")
    @classmethod
    def _brigade(cls, v: str | None) -> str | None:
        if v is not None and v not in set(GOOD_BRIGADES) | set(EVIL_BRIGADES) | {"choice"}:
            raise ValueError(f"unknown brigade {v!r}")
        return v


def _default_brigade(game: Game, act: Activation, args: ConvertArgs) -> str | None:
    """The printed brigade, else the one brigade of the converting card (None: no single one)."""
    if args.brigade == "choice":
        return act.notes.get("brigade")
    if args.brigade is not None:
        return args.brigade
    own = brigades(game.state.objects[act.card])
    return next(iter(own)) if len(own) == 1 else None


def _wrong_side(obj: CardObject, was: str) -> bool:
    """A character in battle that changed alignment is now a Hero on the blocking side or an
    Evil Character on the attacking side (each side of a battle is one alignment)."""
    return obj.zone[1] == "battle" and alignment(obj) != was


def _convert_one(state: GameState, act: Activation, obj: CardObject, to: str, brigade: str) -> str:
    old, was = obj.definition, alignment(obj)
    kinds = types_of(obj) - set(ALIGNMENT_OF) | {to}
    fields = {**old.fields, "alignment": ALIGNMENT_OF[to].title(), "brigade": brigade.title()}
    obj.definition = replace(old, type="/".join(sorted(kinds)), fields=fields)
    act.notes.setdefault("converted", []).append((obj.oid, old))
    words = f"{obj.label} is converted to a {brigade} {to.replace('_', ' ')}"
    if _wrong_side(obj, was):
        effects.move(state, act, obj, (obj.controller, "territory"), top=False)
        role = "block" if to == "hero" else "attack"
        words += f" and returns to {obj.controller}'s territory (it cannot {role} as one)"
    return words


@VERBS.verb("convert", ConvertArgs, rule="Convert")
def convert(game: Game, ctx: EffectContext, args: ConvertArgs) -> str:
    act: Activation = ctx.memory["act"]
    chosen = effects.targets_for(act, args.target)
    if not chosen:
        return ""
    brigade = _default_brigade(game, act, args)
    card = game.state.objects[act.card]
    if brigade is None:
        own = "/".join(sorted(brigades(card))) or "none"
        note(
            game,
            act,
            f"{card.label} has no single brigade ({own}) for the converted character to take, "
            "and none is printed: the conversion is not made",
            ["Convert"],
        )
        return ""
    allowed = GOOD_BRIGADES if args.to == "hero" else EVIL_BRIGADES
    if brigade not in allowed:
        note(
            game,
            act,
            f"{brigade} is not a brigade of a {args.to.replace('_', ' ')}: the conversion is "
            "not made",
            ["Convert"],
        )
        return ""
    state = game.state
    return "; ".join(_convert_one(state, act, state.objects[o], args.to, brigade) for o in chosen)


def choose_brigade(game: Game, act: Activation, depth: int) -> Procedure:
    """ "To a Hero in the brigade of your choice": the player picks an existing brigade of the
    type the card becomes (REG Convert special condition) as the targets are declared; the
    converting card's own brigade is shown first when it is one of them."""
    step = next(
        (
            s
            for s in act.ability.effect
            if s.get("verb") == "convert" and s.get("brigade") == "choice"
        ),
        None,
    )
    if step is None:
        return
    options = list(GOOD_BRIGADES if step.get("to") == "hero" else EVIL_BRIGADES)
    card = game.state.objects[act.card]
    own = [b for b in brigades(card) if b in options]
    if len(own) == 1:
        options.remove(own[0])
        options.insert(0, own[0])
    why = "the converting card's own brigade" if len(own) == 1 else "the first brigade listed"
    game.trace.depth = depth
    choice = yield ask(
        game,
        Decision(
            kind="choose",
            player=act.controller,
            prompt=f"{act.controller}: which brigade does {act.label} convert to?",
            options=options,
            rule="Convert",
            default=options[0],
            default_reason=why,
            card=card.label,
        ),
        lambda c: f"{act.controller} chooses the brigade for {act.label}: {c}",
    )
    act.notes["brigade"] = choice


def undo(state: GameState, act: Activation) -> list[str]:
    """Put converted cards back as they were (an interrupt undoing the completion)."""
    back = []
    for oid, old in reversed(act.notes.pop("converted", [])):
        obj = state.objects[oid]
        obj.definition = old
        back.append(f"{obj.label} is no longer converted")
    return back
