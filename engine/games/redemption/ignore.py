"""Ignore: what a character that ignores some cards does to the battle (REG Ignore).

An ignore ability has four parts, each read here or by ``immune``:

1. the ignoring character is immune to the cards it ignores (``immune.against_ability``);
2. the ignored cards are immune to the ignoring character (``immune.against_ability``);
3. an ignored character not in battle cannot enter it while the ignoring one is there
   (:func:`refuse_entry`, asked as a character blocks);
4. ignored characters already in battle count as not in battle for the outcome
   (:func:`outcome`), so a side whose every character is ignored is losing: it has the
   initiative (:func:`initiative`), and at the end the ignoring side wins with no character
   defeated.

It holds only against cards of the other alignment, until the end of the battle. The step
is an ``ongoing`` step of mode "ignore" (``engine.games.redemption.ongoing``): a character's
own, held from when it enters battle, or an enhancement's, on the character it is played on.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.errors import ImpossibleAction
from engine.core.game import Game
from engine.core.state import CardObject, GameState
from engine.games.redemption import immune
from engine.games.redemption.model import alignment

if TYPE_CHECKING:
    from engine.games.redemption.ongoing import Found

RULE = "Ignore"


def ignoring(state: GameState) -> list[tuple[CardObject, Found]]:
    """Each character in battle that ignores cards now, with the ability that says so."""
    from engine.games.redemption import ongoing

    out = []
    for src, ab, args in ongoing.in_force(state, "ignore"):
        for obj in state.objects.values():
            if obj.zone[1] == "battle" and ongoing.covers(state, src, args, obj):
                out.append((obj, (src, ab, args)))
    return out


def ignored_by(state: GameState, obj: CardObject) -> tuple[CardObject, Found] | None:
    """The character in battle that ignores ``obj`` (of the other alignment), if any."""
    for who, found in ignoring(state):
        if alignment(who) != alignment(obj) and immune.fits(state, found[0], found[2], obj):
            return who, found
    return None


def refuse_entry(state: GameState, obj: CardObject) -> None:
    """An ignored character cannot enter battle while the character ignoring it is there."""
    if (by := ignored_by(state, obj)) is None:
        return
    who, (src, ab, args) = by
    raise ImpossibleAction(
        f"{obj.label} cannot enter battle: {who.label} ignores it ({src.label} ({ab.id}): "
        f"ignores {immune.described(args.by_cards or {})}). REG Ignore: an ignored character "
        "cannot enter battle while the character ignoring it is in battle"
    )


def counted(
    state: GameState, good: list[CardObject], evil: list[CardObject]
) -> tuple[list[CardObject], list[CardObject]]:
    """The characters that count for the outcome: the ignored ones do not."""
    return (
        [o for o in good if ignored_by(state, o) is None],
        [o for o in evil if ignored_by(state, o) is None],
    )


def initiative(
    state: GameState, good: list[CardObject], evil: list[CardObject]
) -> tuple[str, str, str] | None:
    """A side whose every character in battle is ignored is losing: its player has the
    initiative (None when no side is)."""
    for side, other in ((good, evil), (evil, good)):
        if side and other and all(ignored_by(state, o) is not None for o in side):
            names = ", ".join(o.label for o in side)
            why = f"{side[0].controller} is losing the battle: every character of theirs in it is ignored ({names})"
            return side[0].controller, why, RULE
    return None


def outcome(
    game: Game, good: list[CardObject], evil: list[CardObject]
) -> tuple[list[CardObject], list[CardObject]]:
    """The characters that count for the outcome; each ignore that leaves one out is shown."""
    state = game.state
    for obj in [*good, *evil]:
        if (by := ignored_by(state, obj)) is None:
            continue
        who, (src, ab, args) = by
        game.log(
            f"{who.label} ignores {obj.label} ({src.label} ({ab.id}): ignores "
            f"{immune.described(args.by_cards or {})}): {obj.label} counts as not in battle "
            "for the outcome",
            [RULE, "Battle Resolution"],
            kind="effect",
            player=src.controller,
            card=src.label,
            ability=ab.id,
            depth=1,
        )
    return counted(state, good, evil)


def totals(state: GameState, chars: list[CardObject]) -> tuple[int, int]:
    """Total strength and toughness of the characters that count."""
    from engine.games.redemption.battle import numbers  # the battle reads this module

    found = [numbers(state, c) for c in chars]
    return sum(s for s, _ in found), sum(t for _, t in found)
