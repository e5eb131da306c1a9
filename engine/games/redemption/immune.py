"""Immune: what a character that is immune to some cards is safe from (REG Immune).

A character immune to cards (a brigade, demons, evil priests ...) cannot be harmed by the
special abilities of the opposing characters and enhancements that fit, and their strength
cannot defeat it: against them its toughness is beyond reach. The immunity itself is an
``ongoing`` step of mode "immune" (``engine.games.redemption.ongoing``): a character's own,
held from when it enters battle, or an enhancement's, on the character it is played on; both
last until the end of the battle.

Where the immune character shares its side of the battle with others, how its immunity and
their numbers combine is not read here: the outcome by numbers then stands as it is, and the
trace says so.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.core.game import Game
from engine.core.state import CardObject, GameState
from engine.games.redemption.model import alignment, is_character, is_enhancement, matches

if TYPE_CHECKING:
    from engine.games.redemption.model import Activation
    from engine.games.redemption.ongoing import Found, OngoingArgs

RULE = "Immune"


def fits(state: GameState, src: CardObject, args: OngoingArgs, card: CardObject) -> bool:
    """Is ``card`` one the immunity of ``src``'s ability holds against (an opposing
    character or enhancement that fits the description)?"""
    if args.by_cards is None or not (is_character(card) or is_enhancement(card)):
        return False
    return matches(state, card, {**args.by_cards, "zone": card.zone[1]}, src.controller)


def immune_pairs(
    state: GameState, obj: CardObject, modes: tuple[str, ...] = ("immune",)
) -> list[Found]:
    """The immunities in force that cover ``obj`` now (an ignoring character is immune to
    what it ignores: ``modes`` ("immune", "ignore"))."""
    from engine.games.redemption import ongoing

    return [
        (src, ab, args)
        for mode in modes
        for src, ab, args in ongoing.in_force(state, mode)
        if ongoing.covers(state, src, args, obj)
    ]


def against_ability(state: GameState, obj: CardObject, act: Activation) -> Found | None:
    """The immunity that keeps ``act`` (an opposing card's ability) off ``obj``, if any."""
    card = state.objects[act.card]
    if alignment(card) == alignment(obj):
        return None  # immunity is from the opposing side's cards
    for found in immune_pairs(state, obj, ("immune", "ignore")):
        if fits(state, found[0], found[2], card):
            return found
    for found in immune_pairs(state, card, ("ignore",)):  # ignored cards: immune to it
        if fits(state, found[0], found[2], obj):
            return found
    return None


def shield(state: GameState, side: list[CardObject], opposing: list[CardObject]) -> Found | None:
    """The immunity that keeps a side from defeat by numbers: its one character is immune
    to every opposing character in battle."""
    if len(side) != 1 or not opposing:
        return None
    for found in immune_pairs(state, side[0]):
        if all(fits(state, found[0], found[2], o) for o in opposing):
            return found
    return None


def numbers_lost(
    state: GameState,
    good: list[CardObject],
    evil: list[CardObject],
    good_lost: bool,
    evil_lost: bool,
) -> tuple[bool, bool]:
    """Who loses by numbers once immunity is counted (initiative asks this)."""
    return (
        good_lost and shield(state, good, evil) is None,
        evil_lost and shield(state, evil, good) is None,
    )


def outcome(
    game: Game, good: list[CardObject], evil: list[CardObject], good_lost: bool, evil_lost: bool
) -> tuple[bool, bool]:
    """Who loses by numbers at the battle's end; each immunity that decides it is shown."""
    state = game.state
    for side, opposing in ((good, evil), (evil, good)):
        if len(side) > 1 and any(immune_pairs(state, o) for o in side):
            game.log(
                "A character immune to opposing cards shares its side of the battle: the "
                "outcome by numbers is shown as it stands; apply the immunity as printed",
                [RULE, "Battle Resolution"],
                kind="info",
                depth=1,
            )
        found = shield(state, side, opposing)
        if found is None:
            continue
        src, ab, args = found
        names = ", ".join(o.label for o in opposing)
        game.log(
            f"{side[0].label} is immune to {names} ({src.label} ({ab.id}): {words(args)}): "
            "their strength cannot defeat it",
            [RULE, "Battle Resolution"],
            kind="effect",
            player=src.controller,
            card=src.label,
            ability=ab.id,
            depth=1,
        )
    return numbers_lost(state, good, evil, good_lost, evil_lost)


def words(args: OngoingArgs) -> str:
    """'immune to the silver and white brigades' / 'ignores demons'."""
    verb = "ignores " if args.mode == "ignore" else "immune to "
    return verb + described(args.by_cards or {})


def described(spec: dict[str, Any]) -> str:
    if spec.get("either"):
        return " and ".join(described(s) for s in spec["either"])
    brigades = spec.get("brigade") or []
    if brigades and set(spec) == {"brigade"}:
        plural = "s" if len(brigades) > 1 else ""
        return f"the {' and '.join(brigades)} brigade{plural}"
    words = [*spec.get("alignment", []), *brigades]
    if spec.get("testament"):
        words.append(spec["testament"].upper().replace("T", ".T."))
    nouns = spec.get("traits") or [t.replace("_", " ") for t in spec.get("type", ["card"])]
    return " ".join([*words, " or ".join(n + "s" for n in nouns)])
