"""The simplest scenario in which an Epic Battles ability's step comes (whole-pool run).

An attack is played from hand (steps 2, 5 and, unblocked, 10); a block is played against a
plain attack of its height (step 7); an event that flips when its player attacks is set and
a plain attack is played (steps 3-4); an event that flips at the start of Battle or Draw is
set and that step starts; one flipped as an action is flipped in Battle; one that flips when
the rival attacks is set and the rival attacks; one that flips after an attack hit is set and
an unblocked plain attack is played. Each player has a deck, a discard pile, an energy pile and the
rival two cards in hand, so effects that move cards between them have cards to move.
"""

from __future__ import annotations

from typing import Any

from engine.core.cards import AbilityDefinition, CardDefinition
from engine.games.epic_battles.deckbuild import DECK_TIMINGS
from engine.games.epic_battles.step_moments import STEP_NAMES

# Plain attacks of the export (no text), by height.
PLAIN_ATTACK = {"high": "Head Crunch", "low": "Sparring"}
FILLER = "Nose Breaker"
SPARE = "Drill Claw"  # plain too; fills discard piles and the rival's hand
# Twelve plain punches, then a kick and a projectile at the bottom (0-cost plays pay nothing).
ENERGY = [FILLER] * 12 + ["Guile's Flash Kick", "Guile's Sonic Boom"]
# A discard pile with one plain card of each kind and type (top first), so "put a kick from
# your discard pile ..." has a card to move.
DISCARD = [
    SPARE,  # weapon
    "Guile's Flash Kick",
    "Guile's Sonic Boom",  # projectile
    "Death Valley Bomb",  # throw
    "Forward Fierce",  # punch
    "Gill's Cyber Lariat",  # slam
    "Sidestep and Walk",  # block
    "Lust for Power",  # event
]
ATTACK_STEPS = ("on_play", "attack_text", "hit")
# Events flipped at the start of a turn step the engine runs (Events 1): the step to start.
# A character of each franchise a card may be restricted to ("MORTAL KOMBAT ONLY").
FRANCHISE_CHARACTER = {
    "mortal kombat": "Scorpion",
    "street fighter": "Ryu",
    "tekken": "Paul Phoenix",
    "marvel vs capcom": "Mega Man",
}
# Plain attacks of each kind (no text); the first two also give a height.
PLAIN_BY_KIND = {
    "punch": "Sparring",
    "kick": "Guile's Flash Kick",
    "projectile": "Guile's Sonic Boom",
    "throw": "Death Valley Bomb",
    "weapon": "Drill Claw",
    "slam": "Hulk's Gamma Charge",
}
PLAIN_COSTING = "Forward Fierce"  # a plain high punch that costs 1
# Standing text: the timing, and the card types that keep it where it applies.
STANDING = {"constant": ("character",), "in_energy_pile": ("attack", "block", "event")}
STEP_FLIPS = {f"start_of_{s}": s for s in STEP_NAMES}


def scenario(card: CardDefinition, ability: AbilityDefinition) -> dict[str, Any] | None:
    """The base scenario for the ability's timing, then made to meet its conditions."""
    found = _base(card, ability)
    if found is None:
        return None
    met = _meet_conditions(
        {
            **found,
            "_kind": card.fields.get("kind"),
            "_cost": card.cost,
            "_height": card.fields.get("height"),
        },
        ability,
    )
    if met is not None:
        met.pop("_kind", None)
        met.pop("_cost", None)
        met.pop("_height", None)
    return met


def _base(card: CardDefinition, ability: AbilityDefinition) -> dict[str, Any] | None:
    deck = [FILLER] * 6
    zones: dict[str, dict[str, list[str]]] = {
        "A": {"deck": list(deck), "energy": list(ENERGY), "discard": list(DISCARD)},
        "B": {
            "deck": list(deck),
            "energy": list(ENERGY),
            "discard": list(DISCARD),
            "hand": [SPARE] * 2,
        },
    }
    flip = card.fields.get("flip")
    if ability.timing in DECK_TIMINGS:
        return _deck_check(card, ability, zones)
    if ability.timing in STANDING and card.type in STANDING[ability.timing]:
        return _standing(card, ability, zones)
    if card.type == "character" and ability.timing in CHARACTER_MOMENTS:
        return _character(card, ability, zones)
    if ability.timing in STEP_FLIPS or (card.type == "event" and ability.timing == "flip"):
        found = _step_moment(card, ability, zones)
        if found is not None:
            return found
    if card.type == "attack" and ability.timing in ATTACK_STEPS:
        zones["A"]["hand"] = [card.full_name]
        actions: list[Any] = [{"player": "A", "play": card.full_name}]
    elif card.type == "block" and ability.timing == "block_text":
        height = str(card.fields.get("height", ""))
        if height not in PLAIN_ATTACK:
            return None
        zones["A"]["hand"] = [PLAIN_ATTACK[height]]
        zones["B"]["hand"] = [card.full_name, *zones["B"]["hand"]]
        actions = [{"player": "A", "play": PLAIN_ATTACK[height]}]
        return {
            "game": "epic_battles",
            "zones": zones,
            "actions": actions,
            "answers": [{"answer": card.full_name, "player": "B"}],
        }
    elif card.type == "event" and ability.timing == "flip" and flip in STEP_FLIPS:
        zones["A"]["events"] = [card.full_name]
        actions = [{"player": "A", "start": STEP_FLIPS[str(flip)]}]
    elif card.type == "event" and ability.timing == "flip" and flip == "action":
        zones["A"]["events"] = [card.full_name]
        actions = [{"player": "A", "start": "battle"}, {"player": "A", "flip": card.full_name}]
    elif card.type == "event" and ability.timing == "flip" and flip == "rival_attacks":
        zones["A"]["events"] = [card.full_name]
        zones["B"]["hand"] = [PLAIN_ATTACK["low"], *zones["B"]["hand"]]
        actions = [{"player": "B", "play": PLAIN_ATTACK["low"]}]
    elif card.type == "event" and ability.timing == "flip" and flip == "rival_blocks_punch":
        # A's plain low punch, blocked by B with a plain low block
        zones["A"]["events"] = [card.full_name]
        zones["A"]["hand"] = [PLAIN_ATTACK["low"]]
        zones["B"]["hand"] = [LOW_BLOCK, *zones["B"]["hand"]]
        actions = [{"player": "A", "play": PLAIN_ATTACK["low"]}]
        return {
            "game": "epic_battles",
            "zones": zones,
            "actions": actions,
            "answers": [{"answer": LOW_BLOCK, "player": "B"}],
        }
    elif card.type == "event" and ability.timing == "flip" and flip == "you_play":
        attack = _attack_for(ability.extra.get("flip_for") or {})
        if attack is None:
            return None
        zones["A"]["events"] = [card.full_name]
        zones["A"]["hand"] = [attack]
        actions = [{"player": "A", "play": attack}]
    elif card.type == "event" and ability.timing == "flip" and flip in ("attack", "finish_hit"):
        zones["A"]["events"] = [card.full_name]
        zones["A"]["hand"] = [PLAIN_ATTACK["low"]]
        actions = [{"player": "A", "play": PLAIN_ATTACK["low"]}]
    else:
        return None
    return _with_searched_events(ability, zones, actions)


def _attack_for(cond: dict[str, Any]) -> str | None:
    """A plain attack a 'Flip when you play ...' event flips for (its kind or its cost)."""
    kinds = [k for k in cond.get("kinds", ()) if k in PLAIN_BY_KIND]
    if cond.get("kinds"):
        return PLAIN_BY_KIND[kinds[0]] if kinds else None
    if cond.get("min_cost", 0) >= 1:
        return PLAIN_COSTING if int(cond.get("max_cost", 99)) >= 1 else None
    return PLAIN_ATTACK["low"] if cond else None  # costs 0


def _deck_check(
    card: CardDefinition, ability: AbilityDefinition, zones: dict[str, dict[str, list[str]]]
) -> dict[str, Any] | None:
    """The card in A's deck (with a character it allows) and one plain attack to start play."""
    zones["A"]["deck"] = [card.full_name, *zones["A"]["deck"]]
    zones["A"]["hand"] = [PLAIN_ATTACK["low"]]
    step = ability.effect[0] if ability.effect else {}
    if step.get("verb") == "deck_only":
        names = list(step.get("names") or [])
        if not names:
            return None
        who = FRANCHISE_CHARACTER.get(names[0]) if step.get("kind") == "franchise" else names[0]
        if who is None:
            return None
        zones["A"]["character"] = [who]
    return {
        "game": "epic_battles",
        "zones": zones,
        "actions": [{"player": "A", "play": PLAIN_ATTACK["low"]}],
    }


def _standing_attack(step: dict[str, Any]) -> str | None:
    """A plain attack the standing text applies to (None when the pool has none)."""
    kinds = step.get("kinds") or ["punch"]
    if step.get("title"):
        return None
    if step.get("height") == "low":
        return PLAIN_ATTACK["low"] if "punch" in kinds else None
    if step.get("min_cost"):
        return PLAIN_COSTING if "punch" in kinds and step["min_cost"] <= 1 else None
    if step.get("max_cost") == 0:
        return next((FREE_OF_KIND[k] for k in kinds if k in FREE_OF_KIND), None)
    return next((STANDING_OF_KIND[k] for k in kinds if k in STANDING_OF_KIND), None)


# An attack of each kind a standing text changes (an electric whose name no character shares,
# so the ruling's steps for the character are the character's own).
STANDING_OF_KIND = {**PLAIN_BY_KIND, "electric": "Tactical Thunder"}
# A 0-cost attack of each kind with no text that changes the rest of the scenario.
FREE_OF_KIND = {
    "punch": "Sparring",
    "weapon": "Drill Claw",
    "throw": "Death Valley Bomb",
    "projectile": "The Sounds of Music",  # its own text works only from the energy pile
}


def _standing(
    card: CardDefinition, ability: AbilityDefinition, zones: dict[str, dict[str, list[str]]]
) -> dict[str, Any] | None:
    """The card in A's character zone or energy pile, and an attack its text reaches.

    Text the engine applies needs an attack it changes (A's, or B's for "your rival's");
    text it cannot apply is listed before the first action, so a plain punch will do.
    """
    if ability.timing == "constant":
        zones["A"]["character"] = [card.full_name]
    else:
        zones["A"]["energy"] = [card.full_name, *zones["A"]["energy"]]
    step = ability.effect[0] if ability.effect else {}
    if step.get("verb") == "flip_limit":
        # B attacks with two set events that flip for it: one flip too many
        zones["B"]["events"] = ["Insanity"] * (int(step["count"]) + 1)
    attack = (
        _standing_attack(step) if step.get("verb") == "standing_modify" else PLAIN_ATTACK["low"]
    )
    if attack is None:
        return None
    who = "B" if step.get("whose") == "rival" or step.get("verb") == "flip_limit" else "A"
    zones[who]["hand"] = [attack, *zones[who].get("hand", [])]
    actions: list[dict[str, Any]] = [{"player": who, "play": attack}]
    if step.get("only_in_combo"):
        # a plain punch that links into the attack opens the combo, so it is attack 2
        opener = PLAIN_LINKERS.get(("punch", _KIND_OF.get(attack, "")))
        if opener is None:
            return None
        zones[who]["hand"] = [opener, *zones[who]["hand"]]
        actions = [{"player": who, "play": opener}, {"player": who, "link": attack}]
    if step.get("linked_from"):
        # a plain attack of the kind that links into the (punch) attack opens the combo
        opener = LINKS_TO_PUNCH.get(str(step["linked_from"][0]))
        if opener is None or _KIND_OF.get(attack) != "punch":
            return None
        zones[who]["hand"] = [opener, *zones[who]["hand"]]
        actions = [{"player": who, "play": opener}, {"player": who, "link": attack}]
    if step.get("per") == "kamidogu":
        zones[who]["arena"] = ["Edenia"]  # one kamidogu that player controls
    return {"game": "epic_battles", "zones": zones, "actions": actions}


# An attack of each kind that links into punches (The Sounds of Music's own text works only
# from the energy pile).
LINKS_TO_PUNCH = {"punch": "Sparring", "projectile": "The Sounds of Music"}
# The kind of each plain attack the standing scenarios play.
_KIND_OF = {"Sparring": "punch", "Guile's Flash Kick": "kick", "Drill Claw": "weapon"}


# Fan-set characters the export gives no card type, so no scenario can make them a character.
UNTYPED_CHARACTERS = ("Hulk", "Spider-Man", "Venom", "Wolverine", "Gambit")
# A plain attack of each (kind, height), for "if this blocks a kick" and the like.
PLAIN_KIND_HEIGHT = {
    ("punch", "low"): "Sparring",
    ("punch", "high"): "Head Crunch",
    ("kick", "high"): "Guile's Flash Kick",
    ("projectile", "high"): "Guile's Sonic Boom",
    ("throw", "high"): "Death Valley Bomb",
    ("weapon", "high"): "Drill Claw",
    ("slam", "high"): "Hulk's Gamma Charge",
    # low ones with only a HIT text (blocked here, so it never runs)
    ("weapon", "low"): "Foot Slice",
    ("projectile", "low"): "Kunai Dart",
}
# One plain card of each kind or type, put at the bottom of an energy pile for "if you have a kick in
# your energy pile".
PLAIN_OF = {**PLAIN_BY_KIND, "block": "Sidestep and Walk", "event": "Lust for Power"}


def _conditions(steps: Any) -> list[dict[str, Any]]:
    """Every 'if' step of an effect, nested ones included."""
    out: list[dict[str, Any]] = []
    for step in steps or ():
        if isinstance(step, dict) and step.get("verb") == "if":
            out.append(step)
            out += _conditions(step.get("then"))
    return out


def _meet_conditions(sc: dict[str, Any], ability: AbilityDefinition) -> dict[str, Any]:
    """Change the piles and actions so each condition of the ability holds where plain cards can."""
    me, rival = ("B", "A") if ability.timing == "block_text" else ("A", "B")
    zones = sc["zones"]
    conditions = _conditions(ability.effect)
    for step in [*(ability.effect or ()), *(s for c in conditions for s in c.get("then", ()))]:
        if step.get("verb") in ("discard_from_hand", "discard_random"):
            # the card played from a hand leaves it first: count only the spare cards there
            who = me if step.get("who") == "you" else rival
            hand = zones[who].get("hand", [])
            missing = int(step.get("count", 1)) - hand.count(SPARE)
            zones[who]["hand"] = [*hand, *[SPARE] * max(missing, 0)]
    for step in [*(ability.effect or ()), *(s for c in conditions for s in c.get("then", ()))]:
        if step.get("per") == "facedown":
            zones[me]["events"] = ["Lust for Power"] * 2  # set events with no text
        for kind in step.get("per_energy", ()):
            if kind in PLAIN_OF:  # one counted card at the bottom of the pile (not paid away)
                zones[me]["energy"] = [*zones[me]["energy"], PLAIN_OF[kind]]
        if step.get("verb") == "discard_arena":
            zones[rival]["events"] = ["Lust for Power"]  # a set event with no text
        elif step.get("verb") == "take_kamidogu":
            zones[rival]["arena"] = ["Edenia"]
        elif step.get("verb") == "move_cards" and step.get("source") == "deck":
            # cards still there to search after the attack's damage milled the top of it
            who = me if step.get("owner", "you") == "you" else rival
            zones[who]["deck"] = [*zones[who]["deck"], *[FILLER] * (int(step["count"]) + 12)]
        elif step.get("verb") == "pay_cards":
            _cards_to_pay(zones[me], step)
        elif step.get("verb") in ("reveal_set", "discard_revealed"):
            zones[rival]["events"] = ["Lust for Power"]  # a set event with no text
        elif step.get("verb") == "discard_down":
            zones[rival]["hand"] = [*zones[rival].get("hand", []), *[SPARE] * 3]
        elif step.get("only_vs") and ability.timing == "block_text":
            _attack_of(sc, (str(step["only_vs"]),))  # the block stops an attack of that kind
        elif step.get("verb") == "when_blocked" and sc["actions"][0].get("player") == "A":
            _blocked_by_b(sc)
        elif step.get("verb") == "swap_with_energy" and step.get("filter") in PLAIN_OF:
            zones[me]["hand"] = [*zones[me].get("hand", []), PLAIN_OF[step["filter"]]]
        elif step.get("verb") in (
            "switch_cards",
            "cycle_hand",
            "switch_with_top",
            "discard_for_mill",
        ):
            # a card of the kind in the hand (the attack played has left it)
            kinds = step.get("kinds") or ["punch"]
            if step.get("source", "hand") == "hand" and kinds[0] in PLAIN_OF:
                zones[me]["hand"] = [*zones[me].get("hand", []), PLAIN_OF[kinds[0]]]
        elif step.get("verb") in ("draw", "rival_draw"):
            # a deck that holds every card drawn (and one more)
            who = me if step["verb"] == "draw" else rival
            missing = int(step.get("count", 1)) + 1 - len(zones[who]["deck"])
            zones[who]["deck"] = [*zones[who]["deck"], *[FILLER] * max(missing, 0)]
        elif step.get("verb") == "move_cards" and step.get("source") == "energy":
            # an event or block of the right kind at the bottom of that energy pile
            who = me if step.get("owner", "you") == "you" else rival
            extra = [PLAIN_OF[k] for k in step.get("kinds", ()) if k in ("event", "block")]
            zones[who]["energy"] = [*zones[who]["energy"], *extra]
    for cond in conditions:
        test, n = cond.get("test"), int(cond.get("amount", 0))
        if test == "energy_has":
            extra = [PLAIN_OF[k] for k in cond.get("kinds", ()) if k in PLAIN_OF]
            zones[me]["energy"] = [*zones[me]["energy"], *extra]  # at the bottom: not paid away
        elif test == "rival_hand_max":
            zones[rival]["hand"] = [SPARE] * min(n, 2)
        elif test in ("rival_hand_min", "rival_more_hand"):
            zones[rival]["hand"] = [*zones[rival].get("hand", []), *[SPARE] * max(n, 3)]
        elif test == "discard":
            kinds = cond.get("kinds") or ["punch"]
            extra = [PLAIN_OF[kinds[0]]] * max(n, 1) if kinds[0] in PLAIN_OF else []
            zones[me]["hand"] = [*zones[me].get("hand", []), *extra]
        elif test == "energy_count_min":
            extra = [PLAIN_OF[k] for k in cond.get("kinds", ()) if k in PLAIN_OF] * n
            zones[me]["energy"] = [*zones[me]["energy"], *extra]  # at the bottom: not paid away
        elif test == "energy_only":
            kinds = [k for k in cond.get("kinds", ()) if k in PLAIN_OF] or ["punch"]
            zones[me]["energy"] = [PLAIN_OF[kinds[0]]] * len(zones[me]["energy"])
        elif test == "own_has_card":
            zones[me]["discard"] = [*zones[me]["discard"], *cond.get("names", ())[:1]]
        elif test == "rival_removed_more":
            zones[rival]["removed"], zones[rival]["discard"] = [SPARE], []
        elif test in ("energy_exactly", "energy_max"):
            # what is left after paying for the card played is exactly the amount
            zones[me]["energy"] = [FILLER] * (n + int(sc.get("_cost") or 0))
        elif test == "more_energy":
            zones[rival]["energy"] = zones[rival]["energy"][:5]
        elif test == "played_by":
            if cond["names"][0] not in UNTYPED_CHARACTERS:
                zones[me]["character"] = [cond["names"][0]]
        elif test in RESHAPE:
            # when plain cards cannot meet it, the condition is shown failing (reached all the same)
            RESHAPE[test](sc, cond)
    return sc


# A plain punch that links into each kind (Sparring links into punches, so it opens chains).
LINKS_INTO = {
    "punch": "Sparring",
    "weapon": "Forward Fierce",
    "kick": "Head Crunch",
    "throw": "Sinking Elbow",
}


def _combo_before(sc: dict[str, Any], number: int) -> bool:
    """Open A's action with plain attacks so the card is attack ``number`` of the combo."""
    first = sc["actions"][0]
    card = first.get("play")
    kind = sc.get("_kind")
    if first.get("player") != "A" or kind not in LINKS_INTO or number < 2:
        return False
    chain = [PLAIN_ATTACK["low"]] * (number - 2) + [LINKS_INTO[kind]]
    sc["zones"]["A"]["hand"] = [*chain, *sc["zones"]["A"]["hand"]]
    sc["actions"] = [
        {"player": "A", "play": chain[0]},
        *({"player": "A", "link": name} for name in chain[1:]),
        {"player": "A", "link": card},
        *sc["actions"][1:],
    ]
    return True


# Plain attacks by (kind, the kind they link into).
PLAIN_LINKERS = {
    ("punch", "punch"): "Sparring",
    ("punch", "weapon"): "Forward Fierce",
    ("punch", "kick"): "Head Crunch",
    ("punch", "throw"): "Sinking Elbow",
    ("kick", "projectile"): "Guile's Flash Kick",
    ("slam", "projectile"): "Gill's Cyber Lariat",
    ("throw", "throw"): "Death Valley Bomb",
    ("weapon", "weapon"): "Drill Claw",
    # no plain card links these: ones whose text touches nothing the scenario goes on to use
    ("projectile", "weapon"): "Telekinetic Trip",  # a block tax; nobody blocks it
    ("weapon", "projectile"): "Twin Fangs",  # works at the start of Draw only
    ("throw", "kick"): "Gravity Brain Buster",  # HIT: the rival's next action, never played
}


def _linked_from(sc: dict[str, Any], kinds: tuple[str, ...]) -> bool:
    """Open A's action with a plain attack of one of ``kinds`` that links into the card."""
    first = sc["actions"][0]
    card, kind = first.get("play"), sc.get("_kind")
    opener = next((PLAIN_LINKERS.get((k, str(kind))) for k in kinds), None)
    if first.get("player") != "A" or opener is None:
        return False
    sc["zones"]["A"]["hand"] = [opener, *sc["zones"]["A"]["hand"]]
    sc["actions"] = [
        {"player": "A", "play": opener},
        {"player": "A", "link": card},
        *sc["actions"][1:],
    ]
    return True


LINK_KINDS = tuple(dict.fromkeys(k for k, _ in PLAIN_LINKERS))


def _attack_of(sc: dict[str, Any], kinds: tuple[str, ...]) -> bool:
    """Make A's attack (the one B blocks) a plain one of ``kinds`` at the same height."""
    first = sc["actions"][0]
    height = "low" if first.get("play") == PLAIN_ATTACK["low"] else "high"
    name = next((PLAIN_KIND_HEIGHT.get((k, height)) for k in kinds), None)
    if name is None:
        return False
    sc["zones"]["A"]["hand"] = [name]
    first["play"] = name
    return True


# Conditions met by changing the actions (the attack blocked, the attacks before this one).
RESHAPE: dict[str, Any] = {
    "blocks": lambda sc, c: _attack_of(sc, tuple(c.get("kinds", ()))),
    "combo_at_least": lambda sc, c: _combo_before(sc, int(c.get("amount", 0))),
    "linked_from": lambda sc, c: _linked_from(sc, tuple(c.get("kinds", ()))),
    # the plain opener is not blocked in these scenarios, so it hits; no kinds: any opener
    "linked_from_hit": lambda sc, c: _linked_from(sc, tuple(c.get("kinds") or LINK_KINDS)),
}


# The project's own character cards (cards.yaml): the moment each timing waits for.
CHARACTER_MOMENTS = (
    "to_energy_pile",
    *STEP_FLIPS,
    "event_flipped_by_punch",
    "rival_blocks_punch_or_kick",
    "you_play_kind",
    "you_chip",
    "combo_finished",
    "you_hit_kind",
    "you_flip_event",
    "cannot_play",
    "drew_event",
)
# An attack of each kind A can play for "when you play a ..." (the plain one, else one whose
# text does nothing to the rest of the scenario).
ATTACK_OF_KIND = {**PLAIN_BY_KIND, "electric": "Blanka's Electric Thunder"}


def _character(
    card: CardDefinition, ability: AbilityDefinition, zones: dict[str, dict[str, list[str]]]
) -> dict[str, Any] | None:
    """A is the character; the moment: B's attack finishing, Battle starting, A's punch flipping
    an event, or B blocking A's punch (with a plain block)."""
    zones["A"]["character"] = [card.full_name]
    timing = ability.timing
    answers: list[dict[str, str]] = []
    if timing == "to_energy_pile":
        zones["B"]["hand"] = [PLAIN_ATTACK["low"], *zones["B"]["hand"]]
        actions: list[dict[str, Any]] = [{"player": "B", "play": PLAIN_ATTACK["low"]}]
    elif timing in STEP_FLIPS:
        actions = [{"player": "A", "start": STEP_FLIPS[timing]}]
    elif timing in ("you_play_kind", "you_hit_kind"):
        # B holds no block for it, so the attack also hits
        kind = next((k for k in ability.extra.get("kinds", ()) if k in ATTACK_OF_KIND), "punch")
        chain = _trigger_chain(ability.extra) or [ATTACK_OF_KIND[kind]]
        zones["A"]["hand"] = list(chain)
        if any(s.get("verb") == "name_block" for s in ability.effect):
            # B holds a low block (no use against A's high attack) for A to name
            zones["B"]["hand"] = [LOW_BLOCK, *zones["B"]["hand"]]
        actions = [{"player": "A", "play": chain[0]}]
        actions += [{"player": "A", "link": name} for name in chain[1:]]
    elif timing == "combo_finished":
        chain = _finish_chain(ability.extra) or [PLAIN_ATTACK["low"]] * max(
            int(ability.extra.get("min", 1)), 1
        )
        zones["A"]["hand"] = list(chain)
        actions = [{"player": "A", "play": chain[0]}]
        actions += [{"player": "A", "link": name} for name in chain[1:]]
    elif timing in ("event_flipped_by_punch", "you_flip_event", "drew_event"):
        zones["A"]["events"] = ["Insanity"]  # flips when its player attacks
        zones["A"]["hand"] = [PLAIN_ATTACK["low"]]
        actions = [{"player": "A", "play": PLAIN_ATTACK["low"]}]
        if timing == "drew_event":
            # the publisher's Dudley example: the flip draws an event, which is then set
            zones["A"]["deck"] = ["Lust for Power", *zones["A"]["deck"]]
    elif timing == "cannot_play":
        kind = str(ability.extra.get("forbid", ""))
        if kind not in ATTACK_OF_KIND:
            return None
        zones["A"]["hand"] = [ATTACK_OF_KIND[kind]]
        actions = [{"player": "A", "play": ATTACK_OF_KIND[kind]}]
    else:
        # B blocks A's high attack with a plain block; to chip at all, A's attack must chip by
        # its own text (the engine counts chipping from effects only)
        attack = CHIPPING_ATTACK if timing == "you_chip" else PLAIN_ATTACK["high"]
        if timing == "you_chip":
            zones["B"]["deck"] = [FILLER] * 12  # the chipped cards leave some for the text
        zones["A"]["hand"] = [attack]
        zones["B"]["hand"] = [PLAIN_BLOCK, *zones["B"]["hand"]]
        actions = [{"player": "A", "play": attack}]
        answers = [{"answer": PLAIN_BLOCK, "player": "B"}]
    out: dict[str, Any] = {"game": "epic_battles", "zones": zones, "actions": actions}
    if answers:
        out["answers"] = answers
    return out


PLAIN_BLOCK = "Slide Aside"  # a high block with no text
LOW_BLOCK = "Weight Shift"  # a low block whose text only changes its player's own throws
CHIPPING_ATTACK = "Guile's Sonic Hurricane"  # a high projectile that chips 6 by its text


def _cards_to_pay(mine: dict[str, list[str]], step: dict[str, Any]) -> None:
    """Plain cards for a cost paid in cards ("discard an event in your energy pile to ...")."""
    kinds = step.get("kinds") or ["punch"]
    extra = [PLAIN_OF[kinds[0]]] * int(step.get("count", 1)) if kinds[0] in PLAIN_OF else []
    if step.get("names"):  # the card named in quotes, as many copies as the cost takes
        extra = [step["names"][0]] * int(step.get("count", 1))
    if step.get("source") == "events":
        # set, no text; an event already set there (the one flipping) stays
        mine["events"] = [*mine.get("events", []), *["Lust for Power"] * int(step.get("count", 1))]
    else:
        source = str(step.get("source", "hand"))
        mine[source] = [*mine.get(source, []), *extra]


def _blocked_by_b(sc: dict[str, Any]) -> None:
    """B holds a plain block of the attack's height and blocks it ("if this attack is blocked")."""
    height = "low" if sc.get("_height") == "low" else "high"
    block = LOW_BLOCK if height == "low" else PLAIN_BLOCK
    sc["zones"]["B"]["hand"] = [block, *sc["zones"]["B"].get("hand", [])]
    sc["answers"] = [*sc.get("answers", []), {"answer": block, "player": "B"}]


def _step_moment(
    card: CardDefinition, ability: AbilityDefinition, zones: dict[str, dict[str, list[str]]]
) -> dict[str, Any] | None:
    """Moments of the turn outside the action sequence (step_moments.py): a kamidogu's or an
    energy-pile card's text at the start of a step, and events flipped at a step's end, as an
    action in Set, when their player passes, or when the rival flips an event."""
    flip = str(card.fields.get("flip", ""))
    if card.type != "event" and ability.timing in STEP_FLIPS:
        where = {"kamidogu": "arena", "character": "character"}.get(card.type, "energy")
        zones["A"][where] = [card.full_name, *zones["A"].get(where, [])]
        actions: list[dict[str, Any]] = [{"player": "A", "start": STEP_FLIPS[ability.timing]}]
    elif card.type != "event":
        return None
    elif flip.startswith("end_of_") and flip.removeprefix("end_of_") in STEP_NAMES:
        zones["A"]["events"] = [card.full_name]
        actions = [
            {"player": "A", "start": flip.removeprefix("end_of_")},
            {"player": "A", "end": True},
        ]
    elif flip == "during_set":
        zones["A"]["events"] = [card.full_name]
        actions = [{"player": "A", "start": "set"}, {"player": "A", "flip": card.full_name}]
    elif flip == "you_pass":
        zones["A"]["events"] = [card.full_name]
        actions = [{"player": "A", "start": "battle"}, {"player": "A", "pass": True}]
    elif flip == "finish_combo":
        # a combo of two plain punches in Battle, then the action is over
        zones["A"]["events"] = [card.full_name]
        zones["A"]["hand"] = [PLAIN_ATTACK["low"]] * 2
        actions = [
            {"player": "A", "start": "battle"},
            {"player": "A", "play": PLAIN_ATTACK["low"]},
            {"player": "A", "link": PLAIN_ATTACK["low"]},
        ]
    elif flip == "rival_flips_event":
        # B attacks with a plain punch and flips a set event for it (Insanity: +10 damage)
        zones["A"]["events"] = [card.full_name]
        zones["B"]["events"] = ["Insanity"]
        zones["B"]["hand"] = [PLAIN_ATTACK["low"], *zones["B"]["hand"]]
        actions = [{"player": "B", "play": PLAIN_ATTACK["low"]}]
    else:
        return None
    return _with_searched_events(ability, zones, actions)


def _trigger_chain(extra: dict[str, Any]) -> list[str] | None:
    """Attacks A plays (then links) for a character's "when you play" trigger with a condition
    (char_triggers.py): an unblocked plain punch first when it needs a link or a hit before."""
    if extra.get("after_hit"):
        # a plain low punch that hits, linked into a second one of the height
        return [PLAIN_ATTACK["low"], PLAIN_ATTACK["low"]] if extra.get("height") == "low" else None
    if extra.get("linked_from"):
        opener = PLAIN_LINKERS.get((str(extra["linked_from"][0]), "punch"))
        return [opener, PLAIN_ATTACK["low"]] if opener else None
    if extra.get("min_cost"):
        # a textless high punch with printed cost 2
        return (
            [COSTLY_PUNCH]
            if int(extra["min_cost"]) <= 2 and "punch" in extra.get("kinds", ())
            else None
        )
    return None


COSTLY_PUNCH = "Hugo's Hammer Frenzy"
# Plain attacks that link one into the next, ending with each kind (all unblocked, all hit).
ENDING_WITH = {"projectile": ["Guile's Flash Kick", "Guile's Sonic Boom"]}
DIFFERENT_HITS = ["Sparring", "Head Crunch", "Guile's Flash Kick"]


def _finish_chain(extra: dict[str, Any]) -> list[str] | None:
    """A combo for "when you finish a combo" with a last kind or several different hits."""
    if extra.get("last_kinds"):
        return ENDING_WITH.get(str(extra["last_kinds"][0]))
    if extra.get("different_hits"):
        n = int(extra["different_hits"])
        return DIFFERENT_HITS[:n] if n <= len(DIFFERENT_HITS) else None
    return None


def _with_searched_events(
    ability: AbilityDefinition, zones: dict[str, dict[str, list[str]]], actions: list[Any]
) -> dict[str, Any]:
    """The scenario, with events on top of A's deck for a text that searches it for events."""
    for step in ability.effect:
        if step.get("source") == "deck" and "event" in step.get("kinds", ()):
            zones["A"]["deck"] = ["Lust for Power"] * int(step.get("count", 1)) + zones["A"]["deck"]
    return {"game": "epic_battles", "zones": zones, "actions": actions}
