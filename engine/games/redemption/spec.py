"""Redemption's card contract: zones, card types (every Lackey type word), timings, verbs.

Rule ids are REG glossary topics ("Initiative", "Band", "Interrupt 2" ...); see rules.yaml.
"""

from __future__ import annotations

from itertools import permutations

from engine.core.contract import FRIENDLY, GAME, SELF, CardTypeSpec, GameSpec, TimingSpec, ZoneSpec
from engine.core.state import HIDDEN
from engine.games.redemption import (
    after_battle,  # noqa: F401  (registers 'after_battle')
    blockers,  # noqa: F401  (registers 'choose_blocker')
    first_strike,  # noqa: F401  (registers 'first_strike')
    ongoing,  # noqa: F401  (registers the 'ongoing' verb)
)
from engine.games.redemption.verbs import VERBS

ZONES = (
    ZoneSpec("hand", HIDDEN, words=("hand",)),
    ZoneSpec("deck", HIDDEN, words=("draw pile", "deck")),
    ZoneSpec("discard", words=("discard pile",)),
    ZoneSpec("reserve", HIDDEN),
    ZoneSpec("territory", in_play=True),
    ZoneSpec("battle", in_play=True, words=("field of battle", "the battle", "in battle")),
    ZoneSpec("artifact_pile", in_play=True, words=("artifacts",)),
    ZoneSpec("land_of_bondage", in_play=True, words=("lob",)),
    ZoneSpec("land_of_redemption", words=("lor", "rescued")),
    ZoneSpec("set_aside", words=("set-aside area", "set aside area")),
    ZoneSpec("banished", words=("removed from the game", "out of the game")),
)

_PILES = ("hand", "deck", "discard", "reserve", "set_aside", "banished")
BASE_TYPES = {
    "hero": ("Hero", (*_PILES, "territory", "battle", "land_of_bondage")),
    "evil_character": ("Evil Character", (*_PILES, "territory", "battle", "land_of_bondage")),
    "good_enhancement": ("Good Enhancement (GE)", (*_PILES, "battle", "territory")),
    "evil_enhancement": ("Evil Enhancement (EE)", (*_PILES, "battle", "territory")),
    "lost_soul": ("Lost Soul", (*_PILES, "land_of_bondage", "land_of_redemption")),
    "dominant": ("Dominant", (*_PILES, "territory", "land_of_redemption")),
    "fortress": ("Fortress", (*_PILES, "territory")),
    "site": ("Site", (*_PILES, "territory")),
    "city": ("City", (*_PILES, "territory")),
    "artifact": ("Artifact", (*_PILES, "artifact_pile")),
    "covenant": ("Covenant", (*_PILES, "artifact_pile")),
    "curse": ("Curse", (*_PILES, "artifact_pile")),
}


def _card_types() -> list[CardTypeSpec]:
    """Every base type, and every dual type (a card of two types may be where either may)."""
    out = [
        CardTypeSpec(name, zones, title, play_from=("hand", "reserve"))
        for name, (title, zones) in BASE_TYPES.items()
    ]
    for a, b in permutations(BASE_TYPES, 2):
        (ta, za), (tb, zb) = BASE_TYPES[a], BASE_TYPES[b]
        zones = tuple(dict.fromkeys((*za, *zb)))
        out.append(CardTypeSpec(f"{a}/{b}", zones, f"{ta}/{tb}", play_from=("hand", "reserve")))
    return out


TIMINGS = (
    TimingSpec(
        "enhancement_played",
        "enhancement_played",
        "when played in battle",
        "Enhancement",
    ),
    TimingSpec(
        "enters_battle", "enters_battle", "when it enters battle", "Ability Activation Order"
    ),
    TimingSpec("dominant_played", "dominant_played", "when played", "Dominant"),
    TimingSpec("played", "played", "when put into play", "Ability Activation Order"),
    TimingSpec(
        "in_play", "in_play", "while in play", "Ongoing Ability", relation=GAME, static=True
    ),
    TimingSpec("battle_won", "battle_won", "if it wins the battle", "Battle Resolution", SELF),
    TimingSpec(
        "your_attack",
        "your_attack",
        "when your character makes a rescue attempt",
        "Rescue Attempt",
        relation=FRIENDLY,
    ),
    TimingSpec("your_block", "your_block", "when your character blocks", "Block", FRIENDLY),
    TimingSpec("your_blocked", "your_blocked", "when your character is blocked", "Block", FRIENDLY),
    TimingSpec("rescued", "rescued", "when this lost soul is rescued", "Rescue", SELF),
    TimingSpec("upkeep", "upkeep", "each upkeep", "Upkeep Phase", relation=GAME),
    TimingSpec("activated", "activated", "when it is activated", "Activate an Artifact", SELF),
    TimingSpec("use", "use", "when its player uses it while in play", "Artifact", SELF),
    TimingSpec("drawn", "drawn", "when this lost soul is drawn", "Draw Phase", SELF),
    TimingSpec("discarded", "discarded", "when this card is discarded from play", "Discard", SELF),
)

SPEC = GameSpec.build(
    "redemption",
    zones=ZONES,
    card_types=_card_types(),
    timings=TIMINGS,
    verbs=VERBS,
)
