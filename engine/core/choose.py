"""Choosing objects: one place for "choose a target", with given answers checked first."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from engine.core.decisions import Decision, _norm
from engine.core.errors import ImpossibleAction

if TYPE_CHECKING:
    from engine.core.game import Game, Procedure
    from engine.core.state import CardObject


def named_target_check(game: Game, player: str, only: CardObject, card: str) -> None:
    """A target the scenario named must be the only legal one when there is just one."""
    for g in game.answers.given:
        if g.used or g.kind != "target" or (g.player and g.player != player):
            continue
        if g.card and _norm(g.card) not in _norm(card):
            continue
        g.used = True
        if _norm(str(g.value)) not in _norm(only.label):
            raise ImpossibleAction(
                f"{g.value!r} is not a legal target for {card}; the only legal target is {only.label}"
            )
        return


def choose_object(
    game: Game,
    player: str,
    options: list[CardObject],
    prompt: str,
    card: str,
    rule: str,
    *,
    kind: str = "target",
) -> Procedure:
    """Ask ``player`` to choose one of ``options`` (the only one is taken without asking)."""
    from engine.core.ruleset import ask

    if not options:
        raise ImpossibleAction(f"{card}: there is nothing to choose ({prompt})")
    if len(options) == 1:
        named_target_check(game, player, options[0], card)
        return options[0]
    labels = [o.label for o in options]
    label = yield ask(
        game,
        Decision(
            kind=kind,
            player=player,
            prompt=prompt,
            options=labels,
            rule=rule,
            default=labels[0],
            default_reason="the first legal choice listed",
            card=card,
        ),
        lambda lab: f"{player} chooses {lab}",
    )
    return options[labels.index(label)]


def yes_no(
    game: Game,
    player: str,
    prompt: str,
    rule: str,
    *,
    card: str | None = None,
    default: bool = True,
    reason: str,
    describe: Callable[[bool], str] | None = None,
) -> Procedure:
    """One yes/no question ("may", "flip?", "pay?"): the default shown and why, and the
    sentence the trace writes for the answer."""
    from engine.core.ruleset import ask

    answer = yield ask(
        game,
        Decision(
            kind="may",
            player=player,
            prompt=prompt,
            options=[True, False],
            rule=rule,
            default=default,
            default_reason=reason,
            card=card,
        ),
        describe,
    )
    return answer
