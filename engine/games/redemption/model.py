"""Activations: the record of one ability's activation, and the changes its completion made.

The REG's interrupt rules undo only the *completion* of an activation, so each activation
keeps the state changes its completion made; undoing replays them backwards. Beginning and
declared targets stay on the record, which is what lets a suspended ability reactivate.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.core.cards import AbilityDefinition
from engine.core.state import CardObject, GameState
from engine.games.redemption.describe import fits as describe_fits

# Activation statuses.
BEGUN = "begun"
COMPLETE = "complete"  # an instant ability that has completed
ACTIVE = "active"  # an ongoing ability that has completed and stays in force
OPEN = "open"  # an interrupt whose paired abilities are running or done, not yet complete
SUSPENDED = "suspended"  # interrupted: pending until it reactivates
FAILED = "failed"  # could not reactivate
NEGATED = "negated"
DECLINED = "declined"

LIVE = (COMPLETE, ACTIVE, OPEN)  # what an interrupt can reach

# Effect verbs whose completion defeats (removes) a character.
DEFEAT_VERBS = {"discard", "underdeck", "banish", "capture", "shuffle"}

CHARACTERS = ("hero", "evil_character")
ENHANCEMENTS = ("good_enhancement", "evil_enhancement")
IN_PLAY_ZONES = ("battle", "territory", "artifact_pile", "land_of_bondage")


@dataclass
class Change:
    """One object moved by a completion: enough to put it back."""

    oid: int
    from_zone: tuple[str | None, str]
    index: int
    to_zone: tuple[str | None, str]
    attached_to: int | None


@dataclass
class Activation:
    uid: int
    card: int
    ability: AbilityDefinition
    controller: str
    label: str  # "Eaten by Worms (discard-ec)"
    battle: int
    in_battle: bool  # the card was in battle when the ability first activated
    parent: int | None = None  # the interrupt this ability is paired with
    status: str = BEGUN
    target_kind: str = "card"  # card | ability
    targets: list[int] = field(default_factory=list)
    changes: list[Change] = field(default_factory=list)
    children: list[int] = field(default_factory=list)  # paired abilities (of an interrupt)
    suspended: list[int] = field(default_factory=list)  # abilities this interrupt suspended
    prevented: bool = False
    notes: dict[str, Any] = field(default_factory=dict)

    @property
    def kind(self) -> str:
        return self.ability.kind

    @property
    def riders(self) -> dict[str, Any]:
        return dict(self.ability.extra.get("riders") or {})

    @property
    def verbs(self) -> list[str]:
        return [str(s.get("verb")) for s in self.ability.effect]


def alignment(obj: CardObject) -> str:
    """good, evil or neutral: the export's Alignment, else what the card type implies."""
    value = str(obj.definition.fields.get("alignment", "")).lower()
    if value in ("good", "evil", "neutral"):
        return value
    kinds = types_of(obj)
    if kinds & {"hero", "good_enhancement"}:
        return "good"
    if kinds & {"evil_character", "evil_enhancement"}:
        return "evil"
    return "neutral"


def rider_holds(
    rider: Any,
    acting: CardObject,
    state: GameState | None = None,
    owner: Activation | None = None,
) -> bool:
    """Whether a "cannot be …" rider stops what ``acting`` does to the ability.

    ``True`` holds against every card; ``{"by": "good"}`` only against good cards (the
    printed "cannot be negated by a good card"); a rider with a condition ("if more than
    one Hero is in battle") is read against ``state`` for ``owner``'s ability, now
    (conditions.rider_verdict). Without a state only the side limit can be read.
    """
    if not rider:
        return False
    if rider is True:
        return True
    if state is not None and owner is not None:
        from engine.games.redemption.conditions import rider_verdict  # imports this module

        return rider_verdict(state, rider, acting, owner)[0]
    by = rider.get("by") if isinstance(rider, dict) else None
    if set(rider) - {"by"}:
        return False  # a condition no state was given to check: it is not claimed
    return by is None or alignment(acting) == by


def rider_words(rider: Any) -> str:
    """ " by good cards" for a rider limited to one side, " if …" for one with a condition,
    "" for one that holds always."""
    from engine.games.redemption.conditions import rider_text  # imports this module

    return rider_text(rider)


def rider_refusal(rider: Any, acting: CardObject, state: GameState, owner: Activation) -> str:
    """Why a limited rider does not stop ``acting`` now ("Gaius is not one", "not now: …")."""
    from engine.games.redemption.conditions import rider_verdict

    return rider_verdict(state, rider, acting, owner)[1]


def types_of(obj: CardObject) -> set[str]:
    """A dual-type card (GE/EE, Hero/Evil Character) is each of its types."""
    return set(obj.definition.type.split("/"))


def is_enhancement(obj: CardObject) -> bool:
    return (
        bool(types_of(obj) & set(ENHANCEMENTS))
        or bool(obj.definition.fields.get("enhancement"))
        or bool(dual_use_sides(obj))
    )


def dual_use_sides(obj: CardObject) -> set[str]:
    """The enhancement kinds a covenant or curse may be played as ("GE:" / "EE:" text), from
    its abilities timed as played in battle; empty for every other card."""
    if not types_of(obj) & {"covenant", "curse"} or types_of(obj) & set(ENHANCEMENTS):
        return set()
    return {
        f"{ab.extra['used_as']}_enhancement"
        for ab in obj.definition.abilities
        if ab.timing == "enhancement_played" and ab.extra.get("used_as") in ("good", "evil")
    }


def is_character(obj: CardObject) -> bool:
    return bool(types_of(obj) & set(CHARACTERS))


def brigades(obj: CardObject) -> set[str]:
    raw = str(obj.definition.fields.get("brigade", ""))
    return {
        b.strip().lower() for b in raw.replace("(", "/").replace(")", "/").split("/") if b.strip()
    }


OLD_TESTAMENT = [
    "genesis",
    "exodus",
    "leviticus",
    "numbers",
    "deuteronomy",
    "joshua",
    "judges",
    "ruth",
    "samuel",
    "kings",
    "chronicles",
    "ezra",
    "nehemiah",
    "esther",
    "job",
    "psalm",
    "psalms",
    "proverbs",
    "ecclesiastes",
    "song",
    "isaiah",
    "jeremiah",
    "lamentations",
    "ezekiel",
    "daniel",
    "hosea",
    "joel",
    "amos",
    "obadiah",
    "jonah",
    "micah",
    "nahum",
    "habakkuk",
    "zephaniah",
    "haggai",
    "zechariah",
    "malachi",
]
NEW_TESTAMENT = [
    "matthew",
    "mark",
    "luke",
    "john",
    "acts",
    "romans",
    "corinthians",
    "galatians",
    "ephesians",
    "philippians",
    "colossians",
    "thessalonians",
    "timothy",
    "titus",
    "philemon",
    "hebrews",
    "james",
    "peter",
    "jude",
    "revelation",
]


def book(obj: CardObject) -> str:
    """The Bible book of a card's reference ("I Samuel 30:3" -> "samuel"), lower case."""
    words = [w for w in str(obj.definition.fields.get("reference", "")).lower().split()]
    names = [w for w in words if w.isalpha() and w not in ("i", "ii", "iii", "of", "the")]
    return names[0] if names else ""


def numbered_book(obj: CardObject) -> str:
    """The book with its number ("II Samuel 5:3" -> "ii samuel"); the plain book otherwise."""
    words = str(obj.definition.fields.get("reference", "")).lower().split()
    if len(words) > 1 and words[0] in ("i", "ii", "iii") and words[1].isalpha():
        return f"{words[0]} {words[1]}"
    return book(obj)


def testament(obj: CardObject) -> str:
    """ot or nt from the card's reference; "" when the card has no reference."""
    b = book(obj)
    return "ot" if b in OLD_TESTAMENT else "nt" if b in NEW_TESTAMENT else ""


def identifiers(obj: CardObject) -> set[str]:
    found = {t.lower() for t in obj.definition.fields.get("traits", [])}
    found |= {t.lower() for t in obj.definition.traits}
    raw = str(obj.definition.fields.get("identifier", ""))
    found |= {t.strip().lower() for t in raw.split(",") if t.strip()}
    # The Class column (Warrior, Weapon, Cloud ...) is named by texts the same way.
    classes = str(obj.definition.fields.get("class", "")).replace("/", ",")
    return found | {t.strip().lower() for t in classes.split(",") if t.strip()}


def matches(state: GameState, obj: CardObject, spec: dict[str, Any], controller: str) -> bool:
    """Does a card fit a target description (type, zone, side, brigade, identifiers, name)?
    ``either`` lists alternatives ("a Hero or a good Fortress"): the card fits one of them."""
    if spec.get("except"):  # "(except a Dominant)": where the card is, the exclusion holds
        if matches(state, obj, {"zone": obj.zone[1], **spec["except"]}, controller):
            return False
        spec = {k: v for k, v in spec.items() if k != "except"}
    if spec.get("last"):  # "the last evil Enhancement played this battle" (last_played)
        from engine.games.redemption.last_played import is_last

        return is_last(state, obj, spec, controller)
    if spec.get("either"):
        outer = {k: v for k, v in spec.items() if k != "either"}  # where, as a search sets it
        return any(matches(state, obj, {**outer, **alt}, controller) for alt in spec["either"])
    types = spec.get("type")
    if types:
        wanted = {types} if isinstance(types, str) else set(types)
        if not types_of(obj) & wanted:
            return False
    zone = spec.get("zone", "play")
    zones = [zone] if isinstance(zone, str) else list(zone)
    if not any((obj.zone[1] in IN_PLAY_ZONES) if z == "play" else obj.zone[1] == z for z in zones):
        return False
    side = spec.get("side", "any")
    if side == "self" and obj.controller != controller:
        return False
    if side == "opponent" and obj.controller == controller:
        return False
    if spec.get("alignment") and alignment(obj) not in spec["alignment"]:
        return False
    if spec.get("brigade") and not brigades(obj) & {b.lower() for b in spec["brigade"]}:
        return False
    if spec.get("brigades") and (len(brigades(obj)) > 1) != (spec["brigades"] == "multi"):
        return False  # single-brigade / multi-brigade
    if spec.get("name"):
        names = [spec["name"]] if isinstance(spec["name"], str) else spec["name"]
        own = obj.definition.name.lower()
        if not any(own == n.lower() or own.startswith(n.lower() + " (") for n in names):
            return False
    if spec.get("testament") and testament(obj) != spec["testament"]:
        return False
    if spec.get("book") and not {book(obj), numbered_book(obj)} & set(spec["book"]):
        return False
    if spec.get("facts"):  # human, gender, meek: stated by the scenario (facts.py)
        from engine.games.redemption.facts import facts_hold

        if not facts_hold(obj, spec["facts"]):
            return False
    if not describe_fits(state, obj, spec):  # title, numbers (describe.py)
        return False
    have = identifiers(obj)
    return all(has_identifier(have, t) for t in spec.get("traits", []))


# Peoples the export also writes before a role ("Roman Centurion", "Philistine Giant"): such a
# card is one of that people as much as one whose identifier is the bare word.
PEOPLES = {
    "roman", "egyptian", "philistine", "assyrian", "babylonian", "canaanite", "persian",
    "moabite", "syrian", "edomite", "greek", "israelite", "judean", "midianite", "amalekite",
}  # fmt: skip


def has_identifier(have: set[str], word: str) -> bool:
    """ "king" fits the identifier "Israelite King": a text names the identifier's last word
    (or, for a people, its first: "Roman" fits "Roman Centurion")."""
    w = word.lower()
    if w in have or any(h.endswith(" " + w) for h in have):
        return True
    return w in PEOPLES and any(h.startswith(w + " ") for h in have)
