"""The simplest scenario in which a Redemption ability's moment comes, with legal targets.

Used by the whole-pool contract test: an enhancement is played on a character of its
brigade, a hero makes a rescue attempt, an evil character blocks one, a dominant is played.
Each target an ability's steps describe gets a plain card (no special ability) that fits it,
so a compiled ability has something to act on. Names below are real cards of the export.
"""

from __future__ import annotations

import json
from typing import Any

from engine.core.cards import AbilityDefinition, CardDefinition
from engine.games.redemption import facts, last_played, moment_reach, standing_reach
from engine.games.redemption.condition_reach import place_conditions
from engine.games.redemption.describe import own_card_fits
from engine.games.redemption.model import NEW_TESTAMENT, OLD_TESTAMENT

# Plain cards (no special ability): name, type, brigade, book of the reference.
PLAIN = (
    ("Agabus", "hero", "green", ""),  # shipped without its reference: no book or testament
    ("Demetrius", "hero", "blue", "john"),
    ("Gaius", "hero", "gold", "john"),
    ("Bathsheba", "hero", "purple", "samuel"),
    ("Centurion", "hero", "red", "matthew"),
    ("Angel at Bethesda", "hero", "silver", "john"),
    ("Philip's Daughters", "hero", "white", "acts"),
    ("Abiram", "evil_character", "brown", ""),  # shipped without its reference
    ("Greek Philosophers", "evil_character", "black", "corinthians"),
    ("Alexander the Coopersmith", "evil_character", "crimson", "timothy"),
    ("Phygellus", "evil_character", "gold", "timothy"),
    ("False Prophets", "evil_character", "gray", "jeremiah"),
    ("Er", "evil_character", "pale green", "genesis"),
    ("Golden Lamp Stand", "good_enhancement", "green", "zechariah"),
    ("Measuring Line", "good_enhancement", "blue", "zechariah"),
    ("God's Animals", "good_enhancement", "gold", "genesis"),
    ("Alertness", "good_enhancement", "purple", "peter"),
    ("Arrow of Deliverance", "good_enhancement", "red", "kings"),
    ("Hagar and Angel at Shur", "good_enhancement", "silver", "genesis"),
    ("Floating Ax Head", "good_enhancement", "white", "kings"),
    ("Bad Figs", "evil_enhancement", "brown", "matthew"),
    ("Ephah", "evil_enhancement", "black", "zechariah"),
    ("Busybody", "evil_enhancement", "crimson", "timothy"),
    ("Paintings of Abominations", "evil_enhancement", "gold", "ezekiel"),
    ("Fortress of Ashdod", "evil_enhancement", "gray", "amos"),
    ("Human Wisdom", "evil_enhancement", "pale green", "corinthians"),
    ("Lost Soul Ecclesiastes 10:15", "lost_soul", "", "ecclesiastes"),
    ("Babylon", "site", "red", ""),
    ("Damascus, Ap", "site", "blue", "acts"),  # an N.T. site
    ("Lost Soul Ephesians 5:14, A", "lost_soul", "", "ephesians"),  # an N.T. lost soul
    ("Lost Soul (Daniel 9:10), Promo", "lost_soul", "", "daniel"),
    ("Moses, Pr", "hero", "gold", "exodus"),  # an Exodus hero
)
PLAIN_SOUL = "Lost Soul Ecclesiastes 10:15"  # a lost soul for a rescue attempt to aim at
# Plain cards with identifiers (the export's Identifier column), for "a demon", "a judge" ...
IDENTIFIED = (
    ("King Saul (Purple) (Ki)", "hero", "purple", "samuel", ("king", "prophet")),
    ("Gideon (J)", "hero", "gold", "judges", ("judge", "warrior")),
    ("Achan (I)", "evil_character", "brown", "joshua", ("warrior",)),
    ("Cornelius (C)", "hero", "green", "acts", ("roman",)),
    ("Bartholomew (Nathaniel) (Ap)", "hero", "blue", "luke", ("disciple",)),
    ("Possessing Demon (j)", "evil_character", "orange", "luke", ("demon", "generic")),
    ("Pharaoh (H)", "evil_character", "gold", "exodus", ("egyptian",)),
    (
        "Terrifying Philistines (1st Print - L)",
        "evil_character",
        "black",
        "samuel",
        ("philistine", "generic"),
    ),
    ("The False Prophet (Pr)", "evil_character", "gray", "revelation", ("magician", "prophet")),
    ("Four Squads of Four (Ap)", "evil_character", "gray", "acts", ("roman", "generic")),
    # No plain card has these identifiers: real cards whose abilities only act when they
    # enter battle (a target placed by the scenario stays inert).
    ("Seraiah the High Priest", "hero", "teal", "kings", ("priest",)),
    ("Nadab", "evil_character", "gray", "leviticus", ("priest",)),
    ("King Achish (1st Print - L)", "evil_character", "black", "samuel", ("king",)),
    ("Zeresh, Wife of Haman (Roots)", "evil_character", "brown", "esther", ("persian",)),
    ("Nebushazban, Rab-saris (Roots)", "evil_character", "crimson", "jeremiah", ("babylonian",)),
    ("Titus (EC)", "hero", "clay", "corinthians", ("greek", "missionary")),
    ("Alexander's Destroyers", "evil_character", "black", "daniel", ("greek",)),
    ("Uriah, the Hittite [RR2]", "hero", "purple", "samuel", ("canaanite",)),
    ("Lot's Wife (FoM)", "evil_character", "black", "genesis", ("canaanite",)),
    ("Jacob, the Wrestler (Roots)", "hero", "blue", "genesis", ("patriarch", "prophet")),
    ("Wild Animals", "evil_character", "crimson", "leviticus", ("animal",)),
    ("Moses (FoM)", "hero", "gold", "exodus", ("judge", "musician", "prophet")),
    ("The Strong Angel (Roots)", "hero", "silver", "revelation", ("angel",)),
    ("Nicodemus (Di)", "hero", "white", "john", ("pharisee",)),
    ("Pharisees (GoC)", "evil_character", "gray", "luke", ("pharisee",)),
    ("The Assyrian Spoilers [RR2]", "evil_character", "pale green", "kings", ("assyrian",)),
    ("Enemies to the South", "evil_character", "crimson", "samuel", ("edomite",)),
    ("Moabite Marauders", "evil_character", "gray", "kings", ("moabite",)),
    ("Ruth, the Retainer [2026 - National]", "hero", "white", "ruth", ("moabite",)),
    ("Paul, the Bond-Servant [RR2]", "hero", "white", "romans", ("martyr", "missionary", "roman")),
    ("Wandering Israelites", "evil_character", "brown", "numbers", ("genderless",)),
    ("Abijah, son of Samuel", "evil_character", "crimson", "exodus", ("judge",)),
    ("Ittai (Ki)", "hero", "white", "samuel", ("philistine",)),
    ("Temple Guard", "evil_character", "black", "acts", ("sadducee",)),
)
# Dominants in hand (inert there) for "Restrict Dominants", by alignment.
DOMINANTS = {"good": "Son of God, A", "evil": "Burial, B"}
# The opponent's last card for "interrupt the battle" (REG Interrupt - Special Conditions
# 1c), by whether the interrupting enhancement is good: (card, its bearer, who draws). Each
# makes a player draw 1, a completed ability the interrupt can undo.
LAST_PLAYED = {
    True: ("Without Touching", "Greek Philosophers", "A"),  # EE: opponent must draw 1
    False: ("Joshua's Sword", "Gaius", "B"),  # GE: you may draw 1
}
# For "Heal a Hero": the opponent's enhancement that decreases every hero in play until the
# end of the turn (gray), and the plain gray evil character it is played on.
HEAL_STAGE = ("Forced Labor", "False Prophets")
# The first plain card of each brigade (reversed: an earlier entry wins).
HEROES = {b: n for n, t, b, _ in reversed(PLAIN) if t == "hero"}
EVIL_CHARACTERS = {b: n for n, t, b, _ in reversed(PLAIN) if t == "evil_character"}
FRIENDLY_VERBS = {"protect", "increase", "band", "heal"}
CHARACTER_SIDES = ("hero", "evil_character", "good_enhancement", "evil_enhancement")


def brigade_of(card: CardDefinition) -> list[str]:
    raw = str(card.fields.get("brigade", "")).lower()
    return [b.strip() for b in raw.replace("(", "/").replace(")", "/").split("/") if b.strip()]


def pick(
    kind: str,
    brigades: list[str] | None = None,
    testament: str = "",
    books: list[str] | None = None,
) -> str | None:
    """The first plain card of ``kind`` that fits the brigades, testament and books asked."""
    wanted = {"gray" if b == "grey" else b for b in brigades or []}
    for name, t, brigade, book in PLAIN:
        if t != kind or (wanted and brigade not in wanted) or (books and book not in books):
            continue
        if testament and book_testament(book) != testament:
            continue
        return name
    return None


def book_testament(book: str) -> str:
    return "ot" if book in OLD_TESTAMENT else "nt" if book in NEW_TESTAMENT else ""


class Board:
    """Placements per player and zone, built up by the scenario."""

    def __init__(self) -> None:
        self.zones: dict[str, dict[str, list[dict[str, str]]]] = {"A": {}, "B": {}}

    def put(self, player: str, zone: str, name: str) -> None:
        self.zones[player].setdefault(zone, []).append({"card": name})

    def has(self, player: str, zone: str) -> bool:
        return bool(self.zones[player].get(zone))


def scenario(card: CardDefinition, ability: AbilityDefinition) -> dict[str, Any] | None:
    """The scenario for ``ability`` of ``card``, or None for a moment no action reaches."""
    kinds = set(card.type.split("/"))
    board = Board()
    before: list[dict[str, Any]] = []  # actions that set the moment up
    if ability.timing == "enhancement_played":
        good = "good_enhancement" in kinds and ability.extra.get("used_as") != "evil"
        good = good or ability.extra.get("used_as") == "good"  # a covenant's "GE:" text
        mine, theirs = ("hero", "evil_character") if good else ("evil_character", "hero")
        bearer = pick(mine, brigade_of(card)) or pick(mine)
        wanted = user_spec(card, ability)
        if wanted is not None:  # "If used by a red Hero": the simplest user that fits
            bearer = fitting(wanted, card) if wanted else None
            if bearer is None:
                return None
        board.put("A", "battle", str(bearer))
        action: dict[str, Any] = {"player": "A", "play": card.full_name, "on": bearer}
        if ability.kind == "interrupt":  # something for "interrupt the battle" to reach
            their_card, their_bearer, drawer = LAST_PLAYED[good]
            board.put("B", "battle", their_bearer)
            board.put(drawer, "deck", HEROES["green"])
            before.append({"player": "B", "play": their_card, "on": their_bearer})
        elif good and any(st.get("verb") == "heal" for st in facts.shown(ability.effect)):
            # something to heal: the opponent's enhancement has decreased every hero in play
            board.put("B", "battle", HEAL_STAGE[1])
            board.put("B", "hand", HEAL_STAGE[0])
            before.append({"player": "B", "play": HEAL_STAGE[0], "on": HEAL_STAGE[1]})
        else:
            board.put("B", "battle", str(pick(theirs)))
            if staged := last_played.stage(ability, good):  # "the last … Enhancement played"
                board.put("B", "battle", staged[1])
                board.put("B", "hand", staged[0])
                before.append({"player": "B", "play": staged[0], "on": staged[1]})
    elif ability.timing == "enters_battle":
        if "hero" in kinds:
            board.put("A", "territory", card.full_name)
            action = {"player": "A", "attack": card.full_name}
        else:
            board.put("A", "territory", card.full_name)
            board.put("B", "battle", str(pick("hero")))
            action = {"player": "A", "block": card.full_name}
    elif ability.timing == "dominant_played":
        action = {"player": "A", "play": card.full_name}
    elif ability.timing == "your_attack":  # a hero that fits attacks (alone)
        attacker = fitting(ability.extra.get("attacker", {}), card)
        if attacker is None:
            return None
        board.put("A", home_zone(kinds), card.full_name)
        board.put("A", "territory", attacker)
        board.put("B", "land_of_bondage", PLAIN_SOUL)
        action = {"player": "A", "attack": attacker}
    elif ability.timing in ("your_block", "your_blocked"):  # B attacks, A blocks (or the reverse)
        who = fitting(ability.extra.get("attacker", {}), card)
        if who is None:
            return None
        board.put("A", home_zone(kinds), card.full_name)
        board.put("A", "territory", who)
        if ability.timing == "your_block":
            board.put("B", "territory", HEROES["green"])
            board.put("A", "land_of_bondage", PLAIN_SOUL)
            before.append({"player": "B", "attack": HEROES["green"]})
            action = {"player": "A", "block": who}
        else:
            blocker = str(pick("evil_character"))
            board.put("B", "territory", blocker)
            board.put("B", "land_of_bondage", PLAIN_SOUL)
            before.append({"player": "A", "attack": who})
            action = {"player": "B", "block": blocker}
    elif ability.timing == "rescued":  # B's hero rescues it from A's land of bondage
        if any(st.get("from") == ["rescue"] for ab in card.abilities for st in ab.effect):
            return None  # its own protection keeps the rescue out
        board.put("A", "land_of_bondage", card.full_name)
        board.put("B", "territory", HEROES["green"])
        before.append({"player": "B", "attack": HEROES["green"]})
        action = {"player": "B", "verb": "resolves", "words": "the battle"}
    elif ability.timing == "upkeep":  # its player's upkeep phase
        board.put("A", home_zone(kinds), card.full_name)
        action = {"player": "A", "upkeep": True}
    elif ability.timing == "played":  # a card of a kind put into play from hand
        board.put("A", "hand", card.full_name)
        action = {"player": "A", "play": card.full_name}
    elif ability.timing == "activated":  # the artifact is activated from hand
        board.put("A", "hand", card.full_name)
        action = {"player": "A", "activate": card.full_name}
    elif ability.timing == "use":  # its player uses it while it is in play
        board.put("A", home_zone(kinds), card.full_name)
        action = {"player": "A", "use": card.full_name, "ability": ability.id}
    elif ability.timing == "in_play":
        # An ongoing ability holds while its card is in play: the answer shows it at the start.
        board.put("A", home_zone(kinds), card.full_name)
        if not place_ongoing(board, card, ability):
            return None
        return {"game": "redemption", "zones": board.zones, "actions": []}
    elif (staged := moment_reach.stage(board, card, ability)) is not None:  # moment_reach.py
        before, action = staged
    else:
        return None
    for control in (st for st in ability.effect if st.get("when") == "control"):
        name = fitting(control["spec"], card)  # "If you control a patriarch": one in territory
        if name is None:
            return None
        board.put("A", home_zone({kind_of(control["spec"])}), name)  # a lost soul: in bondage
    if any(st.get("when") == "hand_advantage" for st in ability.effect):
        board.zones["A"].setdefault("hand", [])  # listed (even empty): the opponent holds more
        board.put("B", "hand", EVIL_CHARACTERS["brown"])
    for present in (st for st in ability.effect if st.get("when") == "present"):
        if not place_for(board, {"verb": "present", "target": {"one": present["spec"]}}, card):
            return None  # "If a Hero is in battle": one is put there
    if ability.kind == "ongoing" and not place_ongoing(board, card, ability):
        return None  # a card it covers, and what its 'while' asks for
    if not place_conditions(board, card, ability):
        return None  # counts, piles (condition_reach)
    for ab in card.abilities:
        for step in ab.effect:
            fits = not isinstance(step, dict) or place_for(board, step, card)
            if not fits and ab.id == ability.id:
                return None  # no plain card fits the target: leave it unreached
    from engine.games.redemption.followups import reach_answers  # "If you do not": declined

    actions = [*before, action]
    if not standing_reach.stage(board.zones, card, ability, actions):  # where it matters
        return None
    if not moment_reach.finish(board, card, ability, actions):  # "after battle": resolved
        return None
    answers = reach_answers(card, ability, board)
    made = {"game": "redemption", "zones": board.zones, "actions": actions, **answers}
    return facts.staged(card, ability, made)  # the facts its descriptions ask, stated on the cards


def place_ongoing(board: Board, card: CardDefinition, ability: AbilityDefinition) -> bool:
    """A card the compiled ongoing ability covers, and what its 'while' condition asks for.

    False when no plain card fits (the ability stays unreached rather than shown idle).
    """
    for step in ability.effect:
        if step.get("verb") != "ongoing":
            continue
        for key in ("control", "in_play", "in_battle"):
            spec = (step.get("condition") or {}).get(key)
            if spec is not None:
                name = fitting(spec, card)
                if name is None:
                    return False
                zone = "battle" if key == "in_battle" else home_zone({kind_of(spec)})
                board.put("A", zone, name)
        covers = step["covers"]
        if covers in ("self", "bearer") or step.get("on_self"):  # itself, its bearer, its own
            continue
        if step["mode"] == "restrict":  # a dominant of the kind it restricts, in hand
            board.put("A", "hand", DOMINANTS[(covers.get("alignment") or ["good"])[0]])
            continue
        spec = {k: v for k, v in covers.items() if k != "not_self"}
        if spec.get("alignment") == ["neutral"] and not spec.get("type"):
            spec["type"] = ["site"]  # characters are good or evil: a plain site is neutral
        friendly = step["mode"] != "negate" and step.get("strength", 0) >= 0
        mode = "protect" if friendly else "negate"  # whose card it is placed as
        # "Good priests and Joshua Heroes": one covered card shows it, of the first kind a
        # plain card fits
        choices = [{**spec, **alt} for alt in spec.pop("either", [])] or [spec]
        if not any(place_for(board, {"verb": mode, "target": {"all": c}}, card) for c in choices):
            return False
    return True


def user_spec(card: Any, ability: AbilityDefinition) -> dict[str, Any] | None:
    """What the character an enhancement is played on must be for "If used by ..." to hold:
    of the enhancement's side and brigade (unless the text names one); {} when no character of
    that side can be; None when the ability names no user."""
    used_by = next((st for st in ability.effect if st.get("when") == "used_by"), None)
    if used_by is None:
        return None
    kinds = set(card.type.split("/"))
    good = "good_enhancement" in kinds and ability.extra.get("used_as") != "evil"
    good = good or ability.extra.get("used_as") == "good"
    mine = "hero" if good else "evil_character"
    if mine not in used_by["spec"].get("type", [mine]):
        return {}
    own = {"brigade": brigade_of(card)} if brigade_of(card) else {}
    return {**own, **used_by["spec"], "type": [mine]}


def home_zone(kinds: set[str]) -> str:
    """Where a card of these types sits in play."""
    if "lost_soul" in kinds:
        return "land_of_bondage"
    if kinds & {"artifact", "covenant", "curse"}:
        return "artifact_pile"
    return "territory"


def place_for(board: Board, step: dict[str, Any], card: CardDefinition) -> bool:
    """Put a card the step can act on where it will look; False when none fits."""
    verb = step.get("verb")
    if verb == "choose":  # the first option is the one shown by default
        return all(place_for(board, st, card) for st in step["options"][0]["steps"])
    if verb == "draw" and step.get("x"):  # one card X counts, so X is 1
        counted = {"verb": "increase", "target": {"all": step["x"]["spec"]}}
        if not place_for(board, counted, card):
            return False
    if verb in ("shuffle_deck", "look_top", "reveal_top", "draw_bottom"):  # a listed deck
        for _ in range(int(step.get("count", step.get("amount", 1)))):
            board.put("A", "deck", HEROES["green"])
        return True
    if verb == "play_soul":  # a Lost Soul in the deck of each player it may come from
        for p in (["A"] if step.get("whose") in ("you", "any") else []) + (
            ["B"] if step.get("whose") in ("opponent", "each") else []
        ):
            board.put(p, "deck", PLAIN_SOUL)
        return True
    if verb in ("look_at", "reveal_at"):  # the opponent's pile, with a card in it
        board.put("B", step["zone"], EVIL_CHARACTERS["brown"])
        return True
    if verb in ("draw", "discard_top"):
        who = {"you": ["A"], "opponent": ["B"], "each": ["A", "B"]}[step.get("who", "you")]
        x = step.get("x")
        amount = int((x.get("limit") or 3) if x else step.get("amount", 1))
        for p in who:
            for _ in range(amount):
                board.put(p, "deck", HEROES["green"])
        return True
    if verb == "look":
        board.put("B", "hand", EVIL_CHARACTERS["brown"])
        return True
    if verb == "dig":  # exactly the cards looked at: the fitting one among them
        name = fitting(step.get("find") or {"type": ["hero"]}, card)
        if name is None:
            return False
        board.put("A", "deck", name)
        for _ in range(int(step["count"]) - 1):
            board.put("A", "deck", HEROES["green"])
        return True
    if verb == "place" and step.get("on"):  # a card to place it on (not a target: REG Place)
        return place_for(board, {"verb": verb, "target": {"one": step["on"]}}, card)
    if verb == "exchange":  # a card of this card's own kind, in the first pile named
        return place_exchange(board, step, card)
    if verb in ("search", "play", "search_to_deck", "play_either"):
        name = fitting(step["find"], card)
        if name is None:
            return False
        board.put("A", step.get("zones", ["deck"])[0], name)
        return True
    target = step.get("target")
    if not isinstance(target, dict):
        return True
    form, spec = next(iter(target.items()))
    if form == "up_to":
        spec = spec["spec"]
    if spec.get("either"):  # alternatives: the first is the simplest; "all" of them: each
        outer = {k: v for k, v in spec.items() if k != "either"}
        if form == "all" and all(
            {**outer, **alt}.get("zone", "play") == "play" for alt in spec["either"]
        ):  # each goes to its own home; a named place may not suit every kind
            return all(
                place_for(board, {"verb": verb, "target": {"all": {**outer, **alt}}}, card)
                for alt in spec["either"]
            )
        spec = {**outer, **spec["either"][0]}
    name = fitting(spec, card)
    if name is None:
        return False
    side = spec.get("side", "any")
    player = "A" if side == "self" or (side == "any" and verb in FRIENDLY_VERBS) else "B"
    zone = spec.get("zone", "play")
    if isinstance(zone, list):
        zone = zone[0]
    kind = kind_of(spec)
    if zone == "play":
        zone = "battle" if kind in CHARACTER_SIDES else home_zone({kind})
    if zone == "territory" and home_zone({kind}) != "territory":
        return False  # "a Lost Soul in each territory": no such card can be placed there
    if zone == "battle" and kind.endswith("enhancement"):
        bearer = "hero" if kind == "good_enhancement" else "evil_character"
        if not board.has(player, "battle"):
            board.put(player, "battle", str(pick(bearer)))
    board.put(player, zone, name)
    return True


def place_exchange(board: Board, step: dict[str, Any], card: CardDefinition) -> bool:
    """The card an exchange brings in: one of the card's own kind (its side, for a dual
    card) that fits the description, in the first pile the text names."""
    find = exchange_find(step, card.type)
    if find is None:
        return False
    name = fitting(find, card)
    if name is None or name == card.full_name:
        return False
    board.put("A", step["zones"][0], name)
    return True


# The brigades only one side's characters carry in the export (gold is both sides'; a dual
# card's second brigade aside): a card of one of these, type unsaid, is of that side.
GOOD_BRIGADES = {"blue", "clay", "green", "purple", "red", "silver", "teal", "white"}
EVIL_BRIGADES = {"black", "brown", "crimson", "gray", "grey", "orange", "pale green"}


def kind_of(spec: dict[str, Any]) -> str:
    types = spec.get("type") or []
    if not types and (left_out := _not_a_character(spec)) is not None:
        return left_out
    wanted = set(spec.get("brigade") or [])
    if len(types) > 1 and wanted and wanted <= EVIL_BRIGADES:  # "a brown Enhancement"
        return next((t for t in types if t.startswith("evil")), types[0])
    if types:
        return types[0]
    alignment = spec.get("alignment") or []
    if not alignment and wanted and wanted <= GOOD_BRIGADES:
        return "hero"  # "a clay card": a good card
    if alignment and alignment[0] == "good":  # "a good or neutral card": a good one
        return "hero"
    if alignment == ["neutral"]:  # "a neutral card": characters and enhancements seldom are
        zone = spec.get("zone", "play")
        zone = zone[0] if isinstance(zone, list) else zone
        return {"territory": "site", "battle": "evil_character"}.get(zone, "artifact")
    return "evil_character" if alignment else "evil_character"


def _not_a_character(spec: dict[str, Any]) -> str | None:
    """The kind a scenario places for "a card (except a character)": an enhancement of the
    alignment asked, else a site (a card that sits in a territory); None when the exclusion
    is not of characters alone."""
    left_out = spec.get("except")
    if not isinstance(left_out, dict) or set(left_out) != {"type"}:
        return None
    if not set(left_out["type"]) >= {"hero", "evil_character"}:
        return None
    alignment = spec.get("alignment") or []
    zone = spec.get("zone", "play")
    if zone == "territory" or not alignment or alignment == ["neutral"]:
        return "site"
    return "evil_enhancement" if "evil" in alignment else "good_enhancement"


def exchange_find(step: dict[str, Any], card_type: str) -> dict[str, Any] | None:
    """What an exchange brings in, as a scenario places it: a card of the exchanging card's
    own kind (its side, for a dual card) that fits the description; None when the
    description names no kind the card is."""
    kinds = set(card_type.split("/"))
    wanted = list(step["find"].get("type") or [*CHARACTER_SIDES])
    own = [k for k in wanted if k in kinds]
    return {**step["find"], "type": own[:1]} if own else None


def fitting(spec: dict[str, Any], card: CardDefinition | None = None) -> str | None:
    """A plain card that fits the description (or the real card a name names), or None."""
    if spec.get("except"):  # the plain cards are not checked against the exclusion
        return example(spec, card)
    if spec.get("either"):  # alternatives: the first one (narrowed by what all share)
        return fitting(
            {**spec["either"][0], **{k: v for k, v in spec.items() if k != "either"}}, card
        )
    if spec.get("name"):
        named = (card.fields.get("named") or {}) if card else {}
        first = spec["name"] if isinstance(spec["name"], str) else spec["name"][0]
        return named.get(first)
    if spec.get("brigades") == "multi":
        return example(spec, card)  # the plain cards have one brigade each
    if spec.get("numbers"):  # "toughness */3 or less": a real card with such printed numbers
        return example(spec, card)
    if spec.get("title"):
        return example(spec, card) or own_card_fits(spec, card)  # plain names say nothing
    kind = kind_of(spec)
    if spec.get("traits"):
        return identified(spec, kind) or example(spec, card)
    alignment = spec.get("alignment") or []
    if alignment and kind in CHARACTER_SIDES and "neutral" not in alignment:
        good = kind in ("hero", "good_enhancement")
        if ("good" in alignment) != good:
            return example(spec, card)
    found = pick(kind, spec.get("brigade"), spec.get("testament", ""), spec.get("book"))
    return found or example(spec, card)


# Keys that say where a card is or who holds it: the scenario decides those.
PLACE_KEYS = ("zone", "side", "chooser", "not_self")
PLACE_KEYS += ("facts",)  # a stated fact: the scenario states it on the card it places


def example_key(spec: dict[str, Any]) -> str:
    """A description without its place: how the importer records a real card that fits it."""
    return json.dumps({k: v for k, v in spec.items() if k not in PLACE_KEYS}, sort_keys=True)


def example(spec: dict[str, Any], card: CardDefinition | None) -> str | None:
    """The real card of the export the importer found fitting ``spec`` (no plain one does)."""
    examples = (card.fields.get("examples") or {}) if card else {}
    return examples.get(example_key(spec))


def identified(spec: dict[str, Any], kind: str) -> str | None:
    """A plain card with the identifiers asked (and the alignment, brigade, testament)."""
    types = spec.get("type") or [kind]
    alignment = spec.get("alignment") or []
    wanted = {"gray" if b == "grey" else b for b in spec.get("brigade") or []}
    for name, t, brigade, book, traits in IDENTIFIED:
        if t not in types or not set(spec["traits"]) <= set(traits):
            continue
        if alignment and ("good" if t == "hero" else "evil") not in alignment:
            continue
        if (wanted and brigade not in wanted) or (spec.get("book") and book not in spec["book"]):
            continue
        if spec.get("testament") and book_testament(book) != spec["testament"]:
            continue
        return name
    return None
