"""The SWU card contract: zones, card types, timings, keywords and verbs (CR v8.0)."""

from __future__ import annotations

from engine.core.contract import (
    ANY,
    FRIENDLY,
    GAME,
    OPPONENT,
    CardTypeSpec,
    GameSpec,
    KeywordSpec,
    TimingSpec,
    ZoneSpec,
)
from engine.core.state import HIDDEN, PUBLIC
from engine.games.swu import choices, cost_less  # noqa: F401 - they register verbs
from engine.games.swu.verbs import VERBS

ARENAS = ("ground_arena", "space_arena")
OUT_OF_PLAY = ("hand", "deck", "discard", "resources")

ZONES = (
    ZoneSpec("hand", HIDDEN, words=("hand",)),
    ZoneSpec("deck", HIDDEN, words=("deck", "top of deck")),
    ZoneSpec("discard", PUBLIC, words=("discard", "discard pile")),
    ZoneSpec("resources", HIDDEN, words=("resources", "resource zone", "resource")),
    ZoneSpec("ground_arena", PUBLIC, in_play=True, words=("ground", "ground arena", "play")),
    ZoneSpec("space_arena", PUBLIC, in_play=True, words=("space", "space arena")),
    ZoneSpec("base", PUBLIC, in_play=True, words=("base", "base zone")),
    ZoneSpec("leader", PUBLIC, in_play=True, words=("leader", "leader zone")),
    ZoneSpec("captured", HIDDEN, words=("captured",)),  # face down under a guarding unit (8.32)
)

# A unit's arena is printed on each card (ground or space), and an upgrade in play is
# listed after the unit it is attached to; a card type cannot say either, so the
# declared zones are those every card of the type may start in, and the ruleset's
# ``check_placement`` admits each unit to its own arena and upgrades onto units.
CARD_TYPES = (
    CardTypeSpec("unit", OUT_OF_PLAY, "unit"),
    CardTypeSpec("event", OUT_OF_PLAY, "event"),
    CardTypeSpec("upgrade", OUT_OF_PLAY, "upgrade"),
    CardTypeSpec("leader", ("leader",), "leader", play_from=()),
    CardTypeSpec("base", ("base",), "base", play_from=()),
)

TIMINGS = (
    TimingSpec("when_played", "card_played", "When Played", "7.6.13.a"),
    TimingSpec("when_defeated", "unit_defeated", "When Defeated", "7.6.14.a"),
    TimingSpec("on_attack", "attack_declared", "On Attack", "7.6.15.a"),
    TimingSpec("on_defense", "attack_defended", "On Defense", "7.6.15.a"),
    TimingSpec("when_attack_ends", "attack_ended", "When Attack Ends", "7.6.16.a"),
    TimingSpec("completes_attack", "attack_ended", "when this unit completes an attack", "7.6.1"),
    TimingSpec("played_as_upgrade", "card_played", "when played as an upgrade", "7.6.13.c"),
    TimingSpec("played_as_unit", "card_played", "when played as a unit", "7.6.13.c"),
    TimingSpec("played_using_smuggle", "card_played", "when played using Smuggle", "7.6.13.c"),
    TimingSpec(
        "attacks_and_defeats", "attack_ended", "when this unit attacks and defeats a unit", "7.6.1"
    ),
    TimingSpec(
        "combat_damage_to_base",
        "attack_ended",
        "when this unit deals combat damage to a base",
        "7.6.1",
    ),
    TimingSpec("when_played_or_on_attack", "card_played", "When Played/On Attack", "7.6.13.a"),
    TimingSpec(
        "when_played_or_when_defeated", "card_played", "When Played/When Defeated", "7.6.13.a"
    ),
    TimingSpec(
        "when_defeated_or_on_attack", "unit_defeated", "When Defeated/On Attack", "7.6.14.a"
    ),
    TimingSpec(
        "when_played_on_attack_or_defeated",
        "card_played",
        "When Played/On Attack/When Defeated",
        "7.6.13.a",
    ),
    TimingSpec(
        "opponent_plays_card",
        "card_played",
        "when an opponent plays a card",
        "7.6.1",
        relation=OPPONENT,
    ),
    TimingSpec("you_play_card", "card_played", "when you play a card", "7.6.1", relation=FRIENDLY),
    TimingSpec(
        "upgrade_on_this", "card_played", "when you play an upgrade on this unit", "7.6.1", FRIENDLY
    ),
    TimingSpec("unit_defeated", "unit_defeated", "when a unit is defeated", "7.6.1", relation=ANY),
    TimingSpec("unit_readied", "unit_readied", "when a unit is readied", "7.6.1", relation=ANY),
    TimingSpec("regroup_start", "regroup_start", "start of the regroup phase", "5.5.1.a", GAME),
    TimingSpec("deploy_event", "leader_deployed", "when you deploy a leader", "7.6.1", FRIENDLY),
    TimingSpec("when_deployed", "leader_deployed", "When Deployed", "3.4.4"),
    TimingSpec("when_deployed_or_on_attack", "leader_deployed", "When Deployed/On Attack", "3.4.4"),
    TimingSpec("enters_play", "card_played", "When Played", "7.6.13.b"),
    # abilities an upgrade gives the unit it is attached to (3.6.8)
    TimingSpec(
        "attached_on_attack", "attack_declared", "On Attack (from an upgrade)", "3.6.8", ANY
    ),
    TimingSpec(
        "attached_when_defeated", "unit_defeated", "When Defeated (from an upgrade)", "3.6.8", ANY
    ),
    TimingSpec("attached_bounty", "unit_defeated", "Bounty (from an upgrade)", "7.5.13.a", ANY),
    TimingSpec("action", "use_action", "Action", "7.2.1"),
    TimingSpec("epic_action", "use_action", "Epic Action", "7.2.4"),
    TimingSpec("constant", "constant", "constant ability", "7.3.1", static=True),
)

# Combined timings reach a second event too.
EXTRA_EVENTS = {
    "when_played_or_on_attack": ("attack_declared",),
    "when_played_or_when_defeated": ("unit_defeated",),
    "when_defeated_or_on_attack": ("attack_declared",),
    "when_deployed_or_on_attack": ("attack_declared",),
    "when_played_on_attack_or_defeated": ("attack_declared", "unit_defeated"),
    # Ambush and Shielded: When Played / When Deployed / When Created (7.5.5.a, 7.5.12.a)
    "enters_play": ("leader_deployed", "token_created"),
}

KEYWORDS = (
    KeywordSpec("ambush", "7.5.5.a", timing="enters_play"),
    KeywordSpec("grit", "7.5.6.a"),
    KeywordSpec("overwhelm", "7.5.7.a"),
    KeywordSpec("raid", "7.5.8.a", valued=True),
    KeywordSpec("restore", "7.5.9.a", valued=True, timing="on_attack"),
    KeywordSpec("saboteur", "7.5.10.a", timing="on_attack"),
    KeywordSpec("sentinel", "7.5.11.a"),
    KeywordSpec("shielded", "7.5.12.a", timing="enters_play"),
    KeywordSpec("bounty", "7.5.13.a", timing="when_defeated"),
    KeywordSpec("smuggle", "7.5.14.a"),
    KeywordSpec("coordinate", "7.5.15.a"),
    KeywordSpec("exploit", "7.5.16.a", valued=True),
    KeywordSpec("piloting", "7.5.17.a"),
    KeywordSpec("hidden", "7.5.18.a"),
    KeywordSpec("plot", "7.5.19.a", timing="deploy_event"),
)

SPEC = GameSpec.build(
    "swu",
    zones=ZONES,
    card_types=CARD_TYPES,
    timings=TIMINGS,
    verbs=VERBS,
    keywords=KEYWORDS,
    untimed_kinds=("event",),
)
