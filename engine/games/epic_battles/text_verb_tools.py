"""What the attack-text verbs share: card piles by name, the checks of a card cost, guarded
steps run in order, and the decisions that pick one card or several."""

from __future__ import annotations

from typing import Any

from engine.core.contract import VerbArgs, step_problem
from engine.core.decisions import Decision
from engine.core.game import Game, Procedure
from engine.core.ruleset import EffectContext, ask
from engine.core.state import CardObject
from engine.games.epic_battles.pile_verbs import moment

PILE_NAMES = {
    "hand": "hand",
    "energy": "energy pile",
    "events": "face-down events in the arena",
    "discard": "discard pile",
}


def fits_kinds(obj: CardObject, kinds: tuple[str, ...]) -> bool:
    fields = obj.definition.fields
    return not kinds or obj.definition.type in kinds or fields.get("kind") in kinds


def payable_card(obj: CardObject, args: Any) -> bool:
    """A card that can pay a card cost: of the kinds named, and of the name named if any."""
    if args.names and obj.definition.name.lower() not in {n.lower() for n in args.names}:
        return False
    return fits_kinds(obj, args.kinds)


def check_steps(steps: tuple[dict[str, Any], ...]) -> tuple[dict[str, Any], ...]:
    """Every guarded step must be a verb whose arguments validate (as for 'if')."""
    from engine.games.epic_battles.verbs import VERBS

    if not steps:
        raise ValueError("at least one step follows")
    for step in steps:
        problem = step_problem(VERBS, step)
        if problem:
            raise ValueError(problem)
    return steps


def run_steps(game: Game, ctx: EffectContext, steps: tuple[dict[str, Any], ...]) -> Procedure:
    from engine.games.epic_battles.verbs import VERBS

    for step in steps:
        spec = VERBS.get(str(step["verb"]))
        assert spec is not None  # validated with the arguments
        yield spec.run(game, ctx, spec.validate(step))


class NoArgs(VerbArgs):
    pass


def source_label(game: Game, ctx: EffectContext) -> str:
    return game.state.objects[ctx.source].label


def with_article(word: str) -> str:
    return f"{'an' if word[:1] in 'aeiou' else 'a'} {word}"


def put_back_and_draw(
    game: Game, ctx: EffectContext, p: str, going: list[CardObject], label: str
) -> Procedure:
    for o in going:
        game.state.move(o, (p, "deck"), top=False)
    game.log(
        f"{p} puts {', '.join(o.label for o in going)} at the bottom of their deck",
        [moment(ctx)],
        kind="effect",
        player=p,
    )
    yield game.ruleset.draw(game, p, len(going), [moment(ctx)], label)


def pick_many(
    game: Game,
    ctx: EffectContext,
    player: str,
    prompt: str,
    options: list[str],
    default: list[str],
    reason: str,
    says: Any,
) -> Procedure:
    """One decision choosing any number of card labels (a set or an order), in the trace."""
    return _decide(game, ctx, player, prompt, options, default, reason, says, multi=True)


def _decide(
    game: Game,
    ctx: EffectContext,
    player: str,
    prompt: str,
    options: list[str],
    default: Any,
    reason: str,
    says: Any,
    multi: bool = False,
) -> Procedure:
    """A choice by the player, citing the moment the text is used, with its default shown."""
    decision = Decision(
        kind="choose",
        player=player,
        prompt=prompt,
        options=options,
        rule=moment(ctx),
        default=default,
        default_reason=reason,
        multi=multi,
        card=source_label(game, ctx),
    )
    return ask(game, decision, says)


def reorder(labels: list[str], named: list[str]) -> list[str]:
    """The labels ``named`` first (in that order), then the others in their old order."""
    first = [lab for lab in dict.fromkeys(named) if lab in labels]
    return first + [lab for lab in labels if lab not in first]


def swap_with_deck_top(game: Game, ctx: EffectContext, p: str, going: list[CardObject]) -> None:
    """Hand cards of ``p`` and as many from the top of their deck change places at once."""
    state = game.state
    top = state.cards_in(p, "deck")[: len(going)]
    for o in top:
        state.move(o, (p, "hand"))
    for o in reversed(going):
        state.move(o, (p, "deck"))
    game.log(
        f"{p} switches {', '.join(o.label for o in going)} from their hand with the top "
        f"{len(top)} card(s) of their deck ({', '.join(o.label for o in top)})",
        [moment(ctx)],
        kind="effect",
        player=p,
    )


def pick_one(
    game: Game,
    ctx: EffectContext,
    player: str,
    prompt: str,
    options: list[str],
    reason: str,
    says: Any,
) -> Procedure:
    """One decision naming one of ``options`` (the first by default), in the trace."""
    return _decide(game, ctx, player, prompt, options, options[0], reason, says)
