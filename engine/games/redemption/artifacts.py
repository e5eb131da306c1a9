"""Activating an artifact, and using an ability of a card in play when its player chooses.

- ``activate``: a player activates an artifact (or a covenant or curse used as one) from hand
  or from their artifact pile; it is active on the artifact pile from then on, its ongoing
  abilities hold, and its "on activation" abilities activate now (REG Activate an Artifact).
- ``use``: a player uses an optional ability of one of their cards in play that acts when
  they choose ("At any time, you may ...", an artifact's "You may ..."); it activates now
  (the project's reading, rules.yaml "Artifact").

Which artifact of a pile is face up is not part of a scenario: every card placed in an
artifact pile counts as active, and the trace says so when one is activated.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from engine.core.errors import ImpossibleAction
from engine.core.game import Game, Procedure
from engine.core.state import CardObject
from engine.games.redemption.model import types_of

if TYPE_CHECKING:
    from engine.games.redemption.ruleset import RedemptionRuleset

ARTIFACT_TYPES = {"artifact", "covenant", "curse"}
RULE_ACTIVATE = "Activate an Artifact"
RULE_USE = "Artifact"


def find(game: Game, player: str, name: str, zones: tuple[str, ...]) -> CardObject:
    """The player's card of that name in one of ``zones`` (the first zone listed wins)."""
    found = [o for o in game.state.find(name) if o.owner == player and o.zone[1] in zones]
    if not found:
        where = " or ".join(z.replace("_", " ") for z in zones)
        raise ImpossibleAction(f"{player} has no {name!r} in their {where}")
    return sorted(found, key=lambda o: zones.index(o.zone[1]))[0]


def activate(rs: RedemptionRuleset, game: Game, player: str, name: str) -> Procedure:
    """Activate an artifact from hand or the artifact pile; its activation abilities act."""
    obj = find(game, player, name, ("hand", "artifact_pile"))
    if not types_of(obj) & ARTIFACT_TYPES:
        raise ImpossibleAction(
            f"{obj.label} is a {obj.definition.type.replace('_', ' ')}: only an artifact, "
            "covenant or curse is activated on an artifact pile (REG Activate an Artifact)"
        )
    from_hand = obj.zone[1] == "hand"
    if from_hand:
        game.state.move(obj, (player, "artifact_pile"), top=False)
    game.log(
        f"{player} activates {obj.label} on their artifact pile"
        + (" (from hand)" if from_hand else "")
        + "; the scenario does not say which of their other artifacts are face up, so each "
        "one placed there counts as active",
        [RULE_ACTIVATE],
        kind="action",
        player=player,
        card=obj.label,
        depth=0,
    )
    game.trace.depth = 1
    if from_hand:
        rs.show_ongoing(game, obj)  # from now on its ongoing abilities hold
    yield rs.activate_in_order(game, obj, player, depth=1, timing="activated")


def use(
    rs: RedemptionRuleset, game: Game, player: str, name: str, ability: str | None
) -> Procedure:
    """The player uses an optional ability of their card in play ('which' when it has several)."""
    obj = find(game, player, name, ("artifact_pile", "territory", "land_of_bondage", "battle"))
    usable = [ab for ab in obj.definition.abilities if ab.timing == "use"]
    if ability:
        usable = [ab for ab in usable if ab.id == ability]
    if not usable:
        what = f"ability {ability!r}" if ability else "ability"
        raise ImpossibleAction(
            f"{obj.label} has no {what} its player uses when they choose "
            "('At any time, you may ...', or an artifact's 'You may ...')"
        )
    if len(usable) > 1:
        ids = ", ".join(ab.id for ab in usable)
        raise ImpossibleAction(f"{obj.label} has several abilities to use ({ids}): say which one")
    ab = usable[0]
    game.log(
        f"{player} uses {obj.label} ({ab.id}) while it is in play",
        [RULE_USE],
        kind="action",
        player=player,
        card=obj.label,
        ability=ab.id,
        depth=0,
    )
    yield rs.activate(game, obj, ab, player, depth=1)


_WHICH = re.compile(r"^(?P<name>.+?)\s*(?:\((?P<a>a\d+)\)|\s+ability\s+(?P<b>a\d+))$", re.I)


def activates(rs: RedemptionRuleset, game: Game, player: str, words: str) -> Procedure:
    """'A activates <card> [(a2)]', as typed: an artifact, covenant or curse in hand or in the
    artifact pile is activated; with an ability named, or for another card in play, that
    ability is used ('A uses ...' typed is read as an answer to a 'may' question)."""
    m = _WHICH.match(words.strip())
    name, ability = (m["name"], m["a"] or m["b"]) if m else (words.strip(), None)
    found = [o for o in game.state.find(name) if o.owner == player]
    artifact = any(
        types_of(o) & ARTIFACT_TYPES and o.zone[1] in ("hand", "artifact_pile") for o in found
    )
    if artifact and ability is None:
        yield activate(rs, game, player, name)
    else:
        yield use(rs, game, player, name, ability)
