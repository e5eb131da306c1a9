"""Conditions a compiled ability checks when it activates ("If blocking, ...").

A ``require`` step says when the rest of the ability applies: its card's side is blocking
or attacking (REG Block, Rescue Attempt), the card is in battle ("If played in battle"), an opponent holds more cards in hand
(hand advantage), the enhancement is used by a character that fits
a description (REG Enhancement), or its player controls a card in play that fits one. The condition is read as the ability activates; when it
does not hold the ability does nothing and the trace says which condition failed.
"""

from __future__ import annotations

from typing import Any

from engine.core.state import CardObject, GameState
from engine.games.redemption.battle import side_of
from engine.games.redemption.facts import fact_words
from engine.games.redemption.model import Activation, matches


def user(state: GameState, obj: CardObject) -> CardObject:
    """The character an enhancement is used by (its bearer), else the card itself."""
    if obj.attached_to is not None:
        return state.objects[obj.attached_to]
    return obj


def attacking(state: GameState, obj: CardObject) -> bool:
    """Is this card's side the one making the rescue attempt? Only heroes make rescue
    attempts, so without a declared attempt the good side is the attacking one."""
    rescue = state.info.get("rescue")
    if rescue:
        return user(state, obj).controller == rescue["rescuer"]
    return side_of(user(state, obj)) == "good"


def unmet(state: GameState, act: Activation) -> tuple[str, list[str]] | None:
    """(why, rules) when a ``require`` step of the ability does not hold, else None."""
    obj = state.objects[act.card]
    for step in act.ability.effect:
        if step.get("verb") != "require":
            continue
        when = step.get("when")
        if when == "blocking" and attacking(state, obj):
            return f"{obj.label} is not blocking", ["Block"]
        if when == "attacking" and not attacking(state, obj):
            return f"{obj.label} is not on the attacking side", ["Rescue Attempt"]
        if when == "in_battle" and "battle" not in (obj.zone[1], user(state, obj).zone[1]):
            return f"{obj.label} is not in battle", ["Special Ability"]
        if when == "hand_advantage" and (why := no_hand_advantage(state, act)):
            return why, ["Special Ability"]
        if when == "used_by":
            bearer = user(state, obj)
            spec: dict[str, Any] = {**step.get("spec", {}), "zone": bearer.zone[1]}
            if bearer is obj or not matches(state, bearer, spec, act.controller):
                return f"{obj.label} is not used by {describe(spec)}", ["Enhancement"]
        if when == "control":
            spec = {**step.get("spec", {}), "side": "self"}
            if not any(fits(state, o, spec, act) for o in state.objects.values()):
                return f"{act.controller} controls no {describe(spec)[2:]}", ["Special Ability"]
        if when in ("present", "absent"):
            spec = step.get("spec", {})
            found = any(fits(state, o, spec, act) for o in state.objects.values())
            if found != (when == "present"):
                where = str(spec.get("zone", "play")).replace("_", " ")
                what = "no" if when == "present" else "a"
                return f"there is {what} {describe(spec)[2:]} in {where}", ["Special Ability"]
    return None


def no_hand_advantage(state: GameState, act: Activation) -> str | None:
    """Why no opponent has hand advantage (more cards in hand than the ability's player), or
    None when one has. Hands the scenario does not list cannot be compared: it says so."""
    others = [p.id for p in state.players if p.id != act.controller]
    players = [act.controller, *others]
    unlisted = [p for p in players if not state.zone_known(p, "hand")]
    if unlisted:
        return (
            f"the scenario does not list {' and '.join(unlisted)}'s hand, so whether an "
            "opponent has hand advantage is not known (list both hands to decide)"
        )
    mine = len(state.cards_in(act.controller, "hand"))
    if any(len(state.cards_in(p, "hand")) > mine for p in others):
        return None
    counts = ", ".join(f"{p} {len(state.cards_in(p, 'hand'))}" for p in players)
    return f"no opponent has more cards in hand than {act.controller} ({counts})"


def fits(state: GameState, obj: CardObject, spec: dict[str, Any], act: Activation) -> bool:
    """Does a card fit a condition's description ("another Moabite" is not the card itself)?"""
    if spec.get("not_self") and obj.oid == act.card:
        return False
    return matches(state, obj, spec, act.controller)


def describe(spec: dict[str, Any]) -> str:
    """'a red Hero' style words for a used-by description."""
    if spec.get("either"):  # "an animal or Lion's Den": each alternative, in printed order
        where = {k: v for k, v in spec.items() if k != "either"}
        words = [describe({**where, **alt}) for alt in spec["either"]]
        return "a " + " or ".join(w[2:] if w.startswith("a ") else w for w in words)
    words = [*spec.get("alignment", []), *spec.get("brigade", [])]
    if spec.get("testament"):
        words.append(spec["testament"].upper().replace("T", ".T."))
    words += [b.title() for b in spec.get("book", [])]
    words += list(spec.get("traits", []))  # identifiers: "a Moabite", "a Tabernacle priest"
    words += fact_words(spec.get("facts") or {})  # stated facts: "a meek Hero"
    if spec.get("not_self"):
        words.insert(0, "other")
    names = spec.get("name")
    if names:
        return " or ".join([names] if isinstance(names, str) else names)
    kinds = [k.replace("_", " ") for k in spec.get("type", ["character"])]
    return "a " + " ".join(words + [" or ".join(kinds)])
