"""The draw phase: a player draws cards, and each lost soul drawn goes to bondage and acts.

REG Draw Phase: a player draws from the top of their deck; a lost soul drawn is put in
their land of bondage at once, its "if drawn" ability activates, and another card is drawn
in its place, until the number asked for (cards other than lost souls) is in hand. The
lost soul's "if drawn" sentences are timed ``drawn`` by the parser
(``cards_db.parsers.redemption_moments``), so they act here and nowhere else.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.errors import ImpossibleAction
from engine.core.game import Game, Procedure
from engine.core.state import CardObject
from engine.games.redemption.model import types_of

if TYPE_CHECKING:
    from engine.games.redemption.ruleset import RedemptionRuleset

RULE = "Draw Phase"
MOST = 20  # a draw phase draws three; more than this is a typing slip


def amount_of(words: object) -> int:
    """The number of cards a typed draw asks for ("3", "3 cards", "three"), or an error."""
    text = str(words).strip().lower()
    first = text.split()[0] if text.split() else ""
    numbers = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}
    amount = numbers.get(first) or (int(first) if first.isdigit() else 0)
    if not 1 <= amount <= MOST:
        raise ImpossibleAction(
            f"could not read how many cards to draw from {words!r}: say '<player> draws 3'"
        )
    return amount


def draw_phase(rs: RedemptionRuleset, game: Game, player: str, amount: int) -> Procedure:
    """``player`` draws ``amount`` cards; each lost soul drawn goes to their land of bondage,
    its ``drawn`` abilities activate, and a card is drawn in its place."""
    state = game.state
    if state.info.get("rescue"):
        raise ImpossibleAction("a battle is under way: the draw phase comes before battle")
    game.log(
        f"{player} draws {amount} card(s) in their draw phase",
        [RULE, "Draw"],
        kind="action",
        player=player,
        depth=0,
    )
    drawn: list[str] = []
    while len(drawn) < amount:
        deck = state.cards_in(player, "deck")
        if not deck:
            _short(game, player, amount - len(drawn))
            break
        obj = deck[0]
        if "lost_soul" not in types_of(obj):
            state.move(obj, (player, "hand"), top=False)
            drawn.append(obj.label)
            continue
        state.move(obj, (player, "land_of_bondage"), top=False)
        game.log(
            f"{player} draws the lost soul {obj.label}: it goes to their land of bondage and "
            "another card is drawn in its place",
            [RULE],
            kind="info",
            player=player,
            card=obj.label,
            depth=1,
        )
        yield from_drawn(rs, game, obj, player)
    if drawn:
        game.log(
            f"{player} draws {', '.join(drawn)} into hand",
            [RULE, "Draw"],
            kind="info",
            player=player,
            depth=1,
        )


def from_drawn(rs: RedemptionRuleset, game: Game, obj: CardObject, player: str) -> Procedure:
    """The drawn lost soul's ``drawn`` abilities, used by the player who drew it."""
    from engine.games.redemption.moments import activate_now

    for ab in obj.definition.abilities:
        if ab.timing == "drawn":
            text = "{ability} activates as it is drawn"
            yield activate_now(rs, game, obj, ab, player, text, 2)


def _short(game: Game, player: str, missing: int) -> None:
    """Say why fewer cards were drawn: an empty deck, or one the scenario did not list."""
    if game.state.zone_known(player, "deck"):
        text = f"{player}'s deck is empty: {missing} card(s) are not drawn"
    else:
        text = (
            f"{player}'s deck is not listed in the scenario: which {missing} more card(s) "
            "they draw, and whether a lost soul is among them, is not known"
        )
    game.log(text, [RULE], kind="info", player=player, depth=1)
