"""The Altered card contract: zones, card types, timings, keywords and verbs.

Timings name the moments the Complete Rules v3.0 give abilities: the trigger symbols
(7.1.1: join, played from Hand, played from Reserve), the phase starts (4.2.b), quick
actions (5.3, with the exhaust-me and discard-me-from-Reserve costs of 7.1.4) and a
Spell's resolution (5.2.4). Each verb's arguments are a pydantic model, so the
compiler can only store as modelled what the engine runs.
"""

from __future__ import annotations

from engine.core.contract import (
    GAME,
    HIDDEN,
    PUBLIC,
    SELF,
    CardTypeSpec,
    GameSpec,
    KeywordSpec,
    TimingSpec,
    ZoneSpec,
)

from .verbs_table import VERBS

EXPEDITION_ZONES = ("hero_expedition", "companion_expedition")
OUT_OF_PLAY = ("deck", "hand", "reserve", "discard")

ZONE_SPECS = (
    ZoneSpec("deck", HIDDEN, words=("top of deck", "deck zone")),
    ZoneSpec("hand", HIDDEN),
    ZoneSpec("reserve", words=("reserve zone",)),
    ZoneSpec("discard", words=("discard pile",)),
    ZoneSpec("landmarks", in_play=True, words=("landmark", "landmark zone")),
    ZoneSpec("mana", words=("mana zone", "mana orbs")),
    ZoneSpec("hero", words=("hero zone",)),
    ZoneSpec("hero_expedition", in_play=True, words=("expedition", "hero expedition")),
    ZoneSpec("companion_expedition", in_play=True, words=("companion expedition",)),
    ZoneSpec("limbo", PUBLIC, shared=True),
)

# The export's card types (cardType.reference, lower-cased; PERMANENT is split by subtype).
CARD_TYPES = (
    CardTypeSpec(
        "character",
        (*OUT_OF_PLAY, *EXPEDITION_ZONES),
        "Character",
        play_from=("hand", "reserve"),
    ),
    CardTypeSpec("spell", OUT_OF_PLAY, "Spell", play_from=("hand", "reserve")),
    CardTypeSpec(
        "landmark_permanent",
        (*OUT_OF_PLAY, "landmarks"),
        "Landmark Permanent",
        play_from=("hand", "reserve"),
    ),
    CardTypeSpec(
        "expedition_permanent",
        (*OUT_OF_PLAY, *EXPEDITION_ZONES),
        "Expedition Permanent",
        play_from=("hand", "reserve"),
    ),
    CardTypeSpec("hero", ("hero",), "Hero", play_from=()),
    CardTypeSpec("token", EXPEDITION_ZONES, "Character token", play_from=()),
    CardTypeSpec("token_landmark_permanent", ("landmarks",), "Landmark token", play_from=()),
    # Mana Convergence: a card that cannot be played but can be a Mana Orb, so it lives
    # in decks, Hands and Reserves like any card (official ruling on the card).
    CardTypeSpec("token_mana", (*OUT_OF_PLAY, "mana"), "unplayable Mana card", play_from=()),
    CardTypeSpec("mana_orb", ("mana",), "Mana Orb", play_from=()),
)
PLAYABLE = ("character", "spell", "landmark_permanent", "expedition_permanent")

TIMINGS = (
    TimingSpec("when_joins", "join", "when I join the Expedition or Landmark zone", "7.1.1.a"),
    TimingSpec("when_played_from_hand", "played", "when I am played from Hand", "7.1.1.b"),
    TimingSpec("when_played_from_reserve", "played", "when I am played from Reserve", "7.1.1.c"),
    TimingSpec("when_leaves_landmarks", "leave", "when I leave the Landmark zone", "7.5.9.a"),
    TimingSpec("at_noon", "phase", "at Noon", "4.2.b", relation=GAME),
    TimingSpec("at_dusk", "phase", "at Dusk", "4.2.b", relation=GAME),
    TimingSpec("at_night", "phase", "at Night", "4.2.b", relation=GAME),
    TimingSpec("exhaust", "quick_action", "quick action (exhaust me)", "5.3.d"),
    TimingSpec("quick_action", "quick_action", "quick action", "5.3.a"),
    TimingSpec(
        "support", "quick_action", "support quick action (discard me from Reserve)", "7.1.4.b"
    ),
    TimingSpec("spell_resolves", "resolve", "Spell effect", "5.2.4.b", relation=SELF),
    TimingSpec("when_event", "reaction", "reaction", "6.3.a", relation=GAME),
    TimingSpec(
        "support_reaction", "reaction", "support reaction (in Reserve)", "2.2.11.i", relation=GAME
    ),
    TimingSpec("constant", "constant", "passive ability", "2.3.1.i", static=True),
    TimingSpec(
        "support_constant",
        "constant",
        "support passive ability (in Reserve)",
        "2.2.11.i",
        static=True,
    ),
)

KEYWORDS = (
    KeywordSpec("fleeting", "2.4.6.b", timing="spell_resolves"),
    KeywordSpec("cooldown", "7.4.1.b", timing="spell_resolves"),
    KeywordSpec("defender", "7.4.2.b", timing="at_dusk"),
    KeywordSpec("eternal", "7.4.3.b", timing="at_night"),
    KeywordSpec("seasoned", "7.4.6.b", timing="at_night"),
    KeywordSpec("gigantic", "7.4.4.a"),
    KeywordSpec("tough", "7.4.7.c", valued=True),
    KeywordSpec("scout", "7.4.5.a", valued=True),
    KeywordSpec("resupply", "7.3.22.a"),
    KeywordSpec("exhausted resupply", "7.3.11.a"),
)

SPEC = GameSpec.build(
    "altered",
    zones=ZONE_SPECS,
    card_types=CARD_TYPES,
    timings=TIMINGS,
    verbs=VERBS,
    keywords=KEYWORDS,
    untimed_kinds=("spell", "effect"),
)
