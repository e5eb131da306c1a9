"""The Grand Archive card contract: zones, card types, timings and keywords.

Card types follow "General Rules - Card Types" of the Comprehensive Rules v1.1.3.
The real export has no type column, so an imported card whose text does not show
its type has the type ``card``: it may be placed anywhere a card can be, and a
scenario states what it is (``flags: {type: ally}``); see :mod:`.characteristics`.
"""

from __future__ import annotations

from engine.core.contract import (
    ANY,
    FRIENDLY,
    HIDDEN,
    PUBLIC,
    SELF,
    CardTypeSpec,
    GameSpec,
    KeywordSpec,
    TimingSpec,
    ZoneSpec,
)
from engine.games.grand_archive import additional_costs as _costs  # noqa: F401 - registers verbs
from engine.games.grand_archive import attack_power as _attack  # noqa: F401 - registers verbs
from engine.games.grand_archive import dig as _dig  # noqa: F401 - registers verbs
from engine.games.grand_archive import each_player as _each  # noqa: F401 - registers verbs
from engine.games.grand_archive import empower as _empower  # noqa: F401 - registers verbs
from engine.games.grand_archive import enter_rested as _rested  # noqa: F401 - registers verbs
from engine.games.grand_archive import groups as _groups  # noqa: F401 - registers verbs
from engine.games.grand_archive import if_that as _if_that  # noqa: F401 - registers verbs
from engine.games.grand_archive import loading as _loading  # noqa: F401 - registers verbs
from engine.games.grand_archive import materialize_effect as _mat  # noqa: F401 - registers verbs
from engine.games.grand_archive import modes as _modes  # noqa: F401 - registers verbs
from engine.games.grand_archive import prevention as _prevention  # noqa: F401 - registers verbs
from engine.games.grand_archive.effects import VERBS

ZONES = (
    ZoneSpec("hand", HIDDEN, words=("hand",)),
    ZoneSpec("memory", HIDDEN, words=("memory",)),
    ZoneSpec("main_deck", HIDDEN, words=("deck", "main deck", "library")),
    ZoneSpec("material_deck", HIDDEN, words=("material deck", "material")),
    ZoneSpec("field", PUBLIC, in_play=True, ordered=False, words=("play", "champion", "in play")),
    ZoneSpec("graveyard", PUBLIC, words=("discard", "grave")),
    ZoneSpec("banishment", PUBLIC, words=("banished", "exile")),
    ZoneSpec("intent", PUBLIC),
    ZoneSpec("lineage", PUBLIC, words=("inner lineage",)),
    ZoneSpec("effects_stack", PUBLIC, shared=True, words=("stack", "effects stack")),
    ZoneSpec("loaded", PUBLIC, words=("loaded cards",)),  # cards loaded into a weapon
)

_MAIN = ("main_deck", "hand", "memory", "graveyard", "banishment")
_OBJECT = (*_MAIN, "field", "material_deck")
CARD_TYPES = (
    CardTypeSpec(
        "champion", ("material_deck", "field", "banishment", "hand", "lineage"), "champion"
    ),
    CardTypeSpec("ally", _OBJECT, "ally"),
    CardTypeSpec("action", (*_MAIN, "material_deck"), "action"),
    CardTypeSpec("attack", (*_MAIN, "intent", "material_deck"), "attack"),
    CardTypeSpec("item", _OBJECT, "item"),
    CardTypeSpec("weapon", _OBJECT, "weapon"),
    CardTypeSpec("regalia", ("material_deck", "field", "banishment"), "regalia"),
    CardTypeSpec("phantasia", _OBJECT, "phantasia"),
    CardTypeSpec("domain", _OBJECT, "domain"),
    CardTypeSpec("mastery", ("field",), "mastery (a player function, shown on the field)"),
    CardTypeSpec("token", ("field",), "token"),
    # The export has no type column: a card whose text does not show its type.
    CardTypeSpec(
        "card",
        (*_OBJECT, "intent"),
        "card whose type the export does not give (state it: flags: {type: ...})",
    ),
)

R_ENTER = "Keywords and Abilities - On Enter 1"
R_DIES = "Game Terms - Died/Dies and Kills/Killed 1"
R_TRIGGER = "Abilities - Triggered Abilities 3"
TIMINGS = (
    TimingSpec("on_resolve", "resolves", "Resolves", "Playing Cards - Resolution ¶2"),
    TimingSpec("on_enter", "enters", "On Enter", R_ENTER),
    TimingSpec("on_death", "dies", "On Death", "Keywords and Abilities - On Death 1"),
    TimingSpec("on_attack", "attacks", "On Attack", "Keywords and Abilities - On Attack 1"),
    TimingSpec("on_hit", "hits", "On Hit", "Keywords and Abilities - On Hit 1"),
    TimingSpec(
        "on_champion_hit", "hits_champion", "On Champion Hit", "Keywords and Abilities - On Hit 1"
    ),
    TimingSpec("on_kill", "kills", "On Kill", "Keywords and Abilities - On Kill 1"),
    TimingSpec("on_foster", "fostered", "On Foster", "Game Terms - Fostered 3"),
    TimingSpec(
        "becomes_fostered", "fostered", "Whenever an ally becomes fostered", R_TRIGGER, relation=ANY
    ),
    TimingSpec(
        "your_recollection_phase",
        "recollection_begins",
        "At the beginning of your recollection phase",
        "Turn Order - Recollection Phase 1",
        relation=FRIENDLY,
    ),
    TimingSpec(
        "your_end_phase",
        "end_phase_begins",
        "At the beginning of your end phase",
        "Turn Order - End Phase 1",
        relation=FRIENDLY,
    ),
    TimingSpec(
        "each_end_phase",
        "end_phase_begins",
        "At the beginning of each end phase",
        "Turn Order - End Phase 1",
        relation=ANY,
    ),
    TimingSpec(
        "your_champion_levels_up",
        "levels_up",
        "Whenever your champion levels up",
        "Card Types - Champion 1",
        relation=FRIENDLY,
    ),
    TimingSpec("ally_dies", "dies", "Whenever an ally dies", R_DIES, relation=ANY),
    # "Whenever <event>": the subject the printed head names is checked by the ruleset.
    TimingSpec(
        "you_activate_card",
        "card_activated",
        "Whenever you activate a card",
        R_TRIGGER,
        relation=FRIENDLY,
    ),
    TimingSpec(
        "you_materialize",
        "materialized",
        "Whenever you materialize a card",
        R_TRIGGER,
        relation=FRIENDLY,
    ),
    TimingSpec(
        "object_enters", "enters", "Whenever an object enters the field", R_TRIGGER, relation=ANY
    ),
    TimingSpec("object_dies", "dies", "Whenever a unit dies", R_DIES, relation=ANY),
    TimingSpec(
        "becomes_distant",
        "becomes_distant",
        "Whenever a unit becomes distant",
        R_TRIGGER,
        relation=ANY,
    ),
    TimingSpec(
        "dealt_damage", "dealt_damage", "Whenever a unit is dealt damage", R_TRIGGER, relation=ANY
    ),
    TimingSpec("unit_attacks", "attacks", "Whenever a unit attacks", R_TRIGGER, relation=ANY),
    TimingSpec("activated", "activated", "Activated ability", "Abilities - Activated Abilities 1"),
    TimingSpec(
        "constant",
        "constant",
        "Static ability",
        "Abilities - Static Abilities 1",
        relation=ANY,
        static=True,
    ),
)

KEYWORDS = tuple(
    KeywordSpec(name, "Keywords and Abilities ¶1", valued=valued)
    for name, valued in (
        ("floating memory", False),
        ("ranged", True),
        ("pride", True),
        ("intercept", False),
        ("fast activation", False),
        ("hindered", False),
        ("imbue", True),
        ("taunt", False),
        ("efficiency", False),
        ("reservable", False),
        ("stealth", False),
        ("prepare", True),
        ("true sight", False),
        ("vigor", False),
        ("spellshroud", False),
        ("cleave", False),
        ("retort", True),
        ("steadfast", False),
        ("empower", True),
        ("agility", True),
        ("unblockable", False),
        ("kindle", True),
        ("lineage", False),
        ("renewable", False),
    )
)

SPEC = GameSpec.build(
    "grand_archive",
    zones=ZONES,
    card_types=CARD_TYPES,
    timings=TIMINGS,
    verbs=VERBS,
    keywords=KEYWORDS,
    untimed_kinds=("action", "attack", "card"),
)

# The types that become objects on the field when they resolve (Playing Cards - Resolution).
OBJECT_TYPES = frozenset(
    {"ally", "champion", "item", "weapon", "domain", "phantasia", "regalia", "token"}
)
UNITS = ("ally", "champion")
__all__ = ["CARD_TYPES", "KEYWORDS", "OBJECT_TYPES", "SELF", "SPEC", "TIMINGS", "ZONES"]
