"""Epic Battles' card contract: zones, card types (every OCTGN type), timings, verbs.

Timings name the action-sequence step that reaches them (Action Sequence 2, 5, 7, 10) or the
moment an event flips (Events 1). Rule ids are the seed's Advanced Rules topics.
"""

from __future__ import annotations

from engine.core.contract import FRIENDLY, SELF, CardTypeSpec, GameSpec, TimingSpec, ZoneSpec
from engine.core.state import HIDDEN
from engine.games.epic_battles.verbs import VERBS

ZONES = (
    ZoneSpec("deck", HIDDEN, words=("top of deck",)),
    ZoneSpec("hand", HIDDEN),
    ZoneSpec("discard", words=("discard pile",)),
    ZoneSpec("removed", words=("removed pile", "remove pile")),
    ZoneSpec("energy", words=("energy pile",)),
    ZoneSpec("character"),
    ZoneSpec("groove"),
    ZoneSpec("arena", in_play=True, words=("kamidogu", "play")),
    ZoneSpec("events", HIDDEN, in_play=True, words=("set events", "set")),
)
_PILES = ("deck", "hand", "discard", "removed", "energy")
CARD_TYPES = (
    CardTypeSpec("attack", _PILES, "Attack"),
    CardTypeSpec("block", _PILES, "Block"),
    CardTypeSpec("event", (*_PILES, "events"), "Event"),
    CardTypeSpec("character", ("character",), "Character", play_from=()),
    CardTypeSpec("kamidogu", (*_PILES, "arena"), "Kamidogu"),
    # Two MK promos and a few MvC cards carry no type (nor stats) in the export.
    CardTypeSpec("untyped", _PILES, "card with no type in the export"),
)
TIMINGS = (
    TimingSpec("on_play", "attack_played", "when played", "Action Sequence 2"),
    TimingSpec("attack_text", "attack_text", "attack text", "Action Sequence 5"),
    TimingSpec("block_text", "block_text", "block text", "Action Sequence 7"),
    TimingSpec("hit", "hit", "HIT", "Action Sequence 10"),
    TimingSpec("flip", "event_flipped", "when flipped", "Events 1", SELF),
    # Deck-construction text, checked once before the first action (deckbuild.py).
    TimingSpec("deck_limit", "deck_check", "deck construction", "Outside Effects 3"),
    TimingSpec("play_restriction", "deck_check", "deck construction", "Outside Effects 3"),
    # A character's text at the start of a step the engine starts (turns.py).
    TimingSpec("start_of_battle", "step_started", "at the start of Battle", "Triggered 1"),
    TimingSpec("start_of_draw", "step_started", "at the start of Draw", "Triggered 1"),
    TimingSpec("start_of_set", "step_started", "at the start of Set", "Triggered 1"),
    TimingSpec("start_of_discard", "step_started", "at the start of Discard", "Triggered 1"),
    # A character's "When you ..." text at moments of the action sequence (char_triggers.py).
    TimingSpec("you_play_kind", "attack_played", "when you play", "Action Sequence 2", FRIENDLY),
    TimingSpec("you_chip", "chipped", "when you chip", "Action Sequence 8", FRIENDLY),
    TimingSpec("you_hit_kind", "hit", "when your attack hits", "Action Sequence 10", FRIENDLY),
    TimingSpec("you_flip_event", "event_flipped", "when you flip an event", "Events 1", FRIENDLY),
    TimingSpec(
        "combo_finished", "action_over", "when you finish a combo", "Action Sequence 12", FRIENDLY
    ),
    # Standing text of the character and of energy-pile cards, applied at step 1 (standing.py).
    TimingSpec("constant", "attack_paid", "constant text", "Outside Effects 1", static=True),
    TimingSpec(
        "in_energy_pile",
        "attack_paid",
        "while in the energy pile",
        "Outside Effects 1",
        static=True,
    ),
)

SPEC = GameSpec.build(
    "epic_battles", zones=ZONES, card_types=CARD_TYPES, timings=TIMINGS, verbs=VERBS
)
