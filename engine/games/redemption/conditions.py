"""Conditions a compiled ability checks when it activates ("If blocking, ...").

A ``require`` step says when the rest of the ability applies: its card's side is blocking
or attacking (REG Block, Rescue Attempt), the card is in battle ("If played in battle"), an opponent holds more cards in hand
(hand advantage), the enhancement is used by a character that fits
a description (REG Enhancement), or its player controls a card in play that fits one. The condition is read as the ability activates; when it
does not hold the ability does nothing and the trace says which condition failed.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.core.state import CardObject, GameState
from engine.games.redemption import followups
from engine.games.redemption.battle import characters, side_of
from engine.games.redemption.facts import fact_words
from engine.games.redemption.model import Activation, alignment, brigades, matches


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
    for step in act.ability.effect:
        if step.get("verb") in followups.GATES and (why := followups.unmet(state, act, step)):
            return why  # "If you do, ...": the earlier ability of the card decides
        if step.get("verb") == "require" and (failed := step_unmet(state, act, step)):
            return failed
    return None


def step_unmet(
    state: GameState, act: Activation, step: dict[str, Any]
) -> tuple[str, list[str]] | None:
    """(why, rules) when one ``require`` step does not hold for ``act`` now, else None."""
    obj = state.objects[act.card]
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
            return f"{act.controller} controls no {noun(spec)}", ["Special Ability"]
    if when in ("present", "absent"):
        spec = step.get("spec", {})
        found = any(fits(state, o, spec, act) for o in state.objects.values())
        if found != (when == "present"):
            return f"there is {'no' if when == 'present' else 'a'} {placed(state, act, spec)}", [
                "Special Ability"
            ]
    if when in MORE:
        return MORE[when](state, act, step)
    return None


def placed(state: GameState, act: Activation, spec: dict[str, Any]) -> str:
    """ "prophet hero or evil character in play on B's side", "Gideon in A's discard pile":
    a description with where it is looked for."""
    zone = spec.get("zone", "play")
    where = " or ".join(ZONE_WORDS.get(z, z.replace("_", " ")) for z in _listed(zone))
    side = spec.get("side", "any")
    if side == "any":
        return f"{noun(spec)} in {where}"
    owner = act.controller if side == "self" else state.opponent(act.controller)
    if zone in ("discard", "hand", "deck", "reserve"):
        return f"{noun(spec)} in {owner}'s {where}"
    return f"{noun(spec)} in {where} on {owner}'s side"


ZONE_WORDS = {"discard": "discard pile", "set_aside": "set-aside area"}


def _listed(zone: Any) -> list[str]:
    return [zone] if isinstance(zone, str) else list(zone)


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
    """'a red Hero' style words for a description (a name stands alone)."""
    text = noun(spec)
    if spec.get("name") and not spec.get("either"):
        return text
    return ("an " if text[:1].lower() in "aeiou" else "a ") + text


def noun(spec: dict[str, Any]) -> str:
    """The words of a description without an article ("other moabite hero")."""
    if spec.get("either"):  # "an animal or Lion's Den": each alternative, in printed order
        where = {k: v for k, v in spec.items() if k != "either"}
        return " or ".join(noun({**where, **alt}) for alt in spec["either"])
    words = [*spec.get("alignment", []), *spec.get("brigade", [])]
    if spec.get("brigades"):  # "a single-brigade character"
        words.insert(0, f"{spec['brigades']}-brigade")
    if spec.get("testament"):
        words.append(spec["testament"].upper().replace("T", ".T."))
    words += [b.title() for b in spec.get("book", [])]
    words += list(spec.get("traits", []))  # identifiers: "a Moabite", "a Tabernacle priest"
    words += fact_words(spec.get("facts") or {})  # stated facts: "a meek Hero"
    if spec.get("not_self"):
        words.insert(0, "other")
    names = spec.get("name")
    if names:
        named = " or ".join([names] if isinstance(names, str) else names)
        return " ".join([*spec.get("alignment", []), named])  # "evil King Saul"
    kinds = [k.replace("_", " ") for k in spec.get("type", ["character"])]
    return " ".join(words + [" or ".join(kinds)])


def _alone(state: GameState, act: Activation, step: dict[str, Any]) -> tuple[str, list[str]] | None:
    """Alone: the card (or the character using it) is the only character on its side of the
    battle."""
    who = user(state, state.objects[act.card])
    if who.zone[1] != "battle":
        return f"{who.label} is not in battle, so not alone in battle", ["Alone"]
    others = [o.label for o in characters(state, side_of(who)) if o.oid != who.oid]
    if others:
        verb = "is" if len(others) == 1 else "are"
        return f"{who.label} is not alone: {', '.join(others)} {verb} on its side too", ["Alone"]
    return None


def _count(state: GameState, act: Activation, step: dict[str, Any]) -> tuple[str, list[str]] | None:
    """At least N cards fitting the description (on a side, in a zone) right now."""
    spec, need = step.get("spec", {}), int(step.get("at_least", 1))
    found = [o.label for o in state.objects.values() if fits(state, o, spec, act)]
    if len(found) >= need:
        return None
    kinds = describe({k: v for k, v in spec.items() if k != "side"})
    return _too_few(state, act, spec, f"{need} or more cards that are {kinds}", found)


def _too_few(
    state: GameState, act: Activation, spec: dict[str, Any], wanted: str, found: list[str]
) -> tuple[str, list[str]]:
    """ "it needs 3 or more … in battle on B's side; there are 2 (…)"."""
    where = str(spec.get("zone", "play")).replace("_", " ")
    side = spec.get("side", "any")
    owner = act.controller if side == "self" else state.opponent(act.controller)
    whose = f" on {owner}'s side" if side in ("self", "opponent") else ""
    names = f" ({', '.join(found)})" if found else ""
    verb = "is" if len(found) == 1 else "are"
    return (
        f"it needs {wanted} in {where}{whose}; there {verb} {len(found)}{names}",
        ["Special Ability"],
    )


def _turn(state: GameState, act: Activation, step: dict[str, Any]) -> tuple[str, list[str]] | None:
    """Whose turn it is: the ability's player's ("your turn") or an opponent's. Only the player
    whose turn it is makes a rescue attempt (Rescue Attempt), so during one the rescuer's turn
    it is; outside a battle the scenario does not say whose turn it is, and the trace says so."""
    rescue = state.info.get("rescue")
    if not rescue:
        return (
            "no rescue attempt is under way, so whose turn it is is not known here",
            ["Rescue Attempt"],
        )
    mine = rescue["rescuer"] == act.controller
    if mine == (step.get("whose", "self") == "self"):
        return None
    return f"it is {rescue['rescuer']}'s turn (the rescue attempt is theirs)", ["Rescue Attempt"]


def _pile(state: GameState, act: Activation, step: dict[str, Any]) -> tuple[str, list[str]] | None:
    """How many cards a player's hand or deck holds. A pile the scenario does not list cannot
    be counted: it says so."""
    player = act.controller if step.get("whose") == "self" else state.opponent(act.controller)
    pile = str(step.get("pile", "hand"))
    if not state.zone_known(player, pile):
        return (
            f"the scenario does not list {player}'s {pile}, so its size is not known "
            f"(list it to decide)",
            ["Special Ability"],
        )
    n = len(state.cards_in(player, pile))
    low, high = step.get("at_least"), step.get("at_most")
    if (low is None or n >= low) and (high is None or n <= high):
        return None
    bound = f"at least {low}" if low is not None else f"at most {high}"
    return f"{player}'s {pile} holds {n} card(s), not {bound}", ["Special Ability"]


Check = Callable[[GameState, Activation, dict[str, Any]], "tuple[str, list[str]] | None"]
MORE: dict[str, Check] = {"alone": _alone, "count": _count, "turn": _turn, "pile": _pile}


def _battle(
    state: GameState, act: Activation, step: dict[str, Any]
) -> tuple[str, list[str]] | None:
    """A battle is under way (a rescue attempt has been made and not yet resolved)."""
    if state.info.get("rescue"):
        return None
    return "no battle is under way", ["Rescue Attempt"]


MORE["battle"] = _battle


def _either(
    state: GameState, act: Activation, step: dict[str, Any]
) -> tuple[str, list[str]] | None:
    """One of two conditions ("used by a prophet, or if played in battle") holds."""
    whys: list[str] = []
    rules: list[str] = []
    for option in step.get("any_of") or []:
        failed = [f for st in option if (f := step_unmet(state, act, st))]
        if not failed:
            return None
        whys.append(failed[0][0])
        rules += [r for r in failed[0][1] if r not in rules]
    return "neither condition holds: " + "; nor ".join(whys), rules


def _souls_behind(
    state: GameState, act: Activation, step: dict[str, Any]
) -> tuple[str, list[str]] | None:
    """The ability's player has fewer redeemed souls (land of redemption) than an opponent."""
    players = [act.controller, *(p.id for p in state.players if p.id != act.controller)]
    unlisted = [p for p in players if not state.zone_known(p, "land_of_redemption")]
    if unlisted:
        return (
            f"the scenario does not list {' and '.join(unlisted)}'s land of redemption, so "
            "who has more redeemed souls is not known (list both to decide)",
            ["Rescue"],
        )
    counts = {p: len(state.cards_in(p, "land_of_redemption")) for p in players}
    if any(counts[p] > counts[act.controller] for p in players[1:]):
        return None
    shown = ", ".join(f"{p} {n}" for p, n in counts.items())
    return f"{act.controller} has no fewer redeemed souls than an opponent ({shown})", ["Rescue"]


def _brigades(
    state: GameState, act: Activation, step: dict[str, Any]
) -> tuple[str, list[str]] | None:
    """At least N different brigades among the cards of one alignment there."""
    spec, need = step.get("spec", {}), int(step.get("at_least", 1))
    found = sorted(
        {b for o in state.objects.values() if fits(state, o, spec, act) for b in brigades(o)}
    )
    if len(found) >= need:
        return None
    kinds = f"{(spec.get('alignment') or [''])[0]} cards"
    return _too_few(state, act, spec, f"{need} or more brigades among the {kinds}", found)


MORE.update(either=_either, souls_behind=_souls_behind, brigades=_brigades)


# ----------------------------------------------------------------------------- riders
def rider_verdict(
    state: GameState, rider: Any, acting: CardObject, owner: Activation
) -> tuple[bool, str]:
    """Does a "cannot be …" rider of ``owner``'s ability stop what ``acting`` tries, now?
    (holds, why not): the why says which limit failed, read against the state at the time
    of the attempt."""
    if not rider:
        return False, "it has no such rider"
    if rider is True:
        return True, ""
    if unknown := _unknown_fact(state, rider, acting, owner):
        return False, f"not known: {unknown}"
    if "any" in rider:  # two limited riders: either one protects
        verdicts = [rider_verdict(state, one, acting, owner) for one in rider["any"]]
        if any(held for held, _ in verdicts):
            return True, ""
        return False, "; ".join(why for _, why in verdicts)
    if (by := rider.get("by")) and alignment(acting) != by:
        return False, f"{acting.label} is not one"
    if spec := rider.get("by_spec"):
        here = {**spec, "zone": acting.zone[1]}
        if not matches(state, acting, here, owner.controller):
            kind = {"type": spec.get("type") or ["card"]}  # "by an O.T. card": any card
            return False, f"{acting.label} is not {describe({**spec, **kind})}"
    for step in rider.get("if", []):
        if failed := step_unmet(state, owner, step):
            return False, f"not now: {failed[0]}"
    unless = rider.get("unless")
    if unless and not any(step_unmet(state, owner, step) for step in unless):
        return False, f"not now: {rider.get('words', '')[len('unless ') :]} holds"
    return True, ""


def rider_text(rider: Any) -> str:
    """ " if more than one Hero is in battle": the limit of a rider, as the trace says it."""
    if not isinstance(rider, dict):
        return ""
    if "any" in rider:
        return " or".join(rider_text(one) for one in rider["any"])
    if rider.get("by"):
        return f" by {rider['by']} cards"
    return f" {rider['words']}" if rider.get("words") else ""


def _unknown_fact(
    state: GameState, rider: Any, acting: CardObject, owner: Activation
) -> str | None:
    """How to state a fact (human, gender, meek) the rider's limit needs and nobody stated
    for a card it looks at; the rider is then not claimed, and the trace says so."""
    from types import SimpleNamespace

    from engine.games.redemption.facts import fact_of, how_to_state, undecided

    for one in rider.get("any", [rider]) if isinstance(rider, dict) else []:
        wanted = (one.get("by_spec") or {}).get("facts") or {}
        for key in wanted:
            if fact_of(acting, key) is None:
                return how_to_state(acting, key)
        steps = [*one.get("if", []), *one.get("unless", [])]
        for step in steps:
            if step.get("when") == "used_by" and (step.get("spec") or {}).get("facts"):
                bearer = user(state, state.objects[owner.card])
                for key in step["spec"]["facts"]:
                    if fact_of(bearer, key) is None:
                        return how_to_state(bearer, key)
        others = [st for st in steps if st.get("when") != "used_by"]
        probe = SimpleNamespace(
            ability=SimpleNamespace(effect=others), controller=owner.controller, card=owner.card
        )
        if others and (why := undecided(state, probe)):  # type: ignore[arg-type]
            return why
    return None


def _lone(state: GameState, act: Activation, step: dict[str, Any]) -> tuple[str, list[str]] | None:
    """ "a lone Hero is in battle": a character fitting the description is in battle with no
    other character on its side (Alone)."""
    spec = {**step.get("spec", {}), "zone": "battle"}
    found = [o for o in state.objects.values() if fits(state, o, spec, act)]
    for who in found:
        if not [o for o in characters(state, side_of(who)) if o.oid != who.oid]:
            return None
    if not found:
        return f"there is no {noun(spec)} in battle", ["Alone"]
    names = ", ".join(o.label for o in found)
    return f"no {noun(spec)} in battle is alone on its side ({names})", ["Alone"]


MORE["lone"] = _lone


def _every(state: GameState, act: Activation, step: dict[str, Any]) -> tuple[str, list[str]] | None:
    """ "all your Heroes are O.T.": no card of that kind in play fails the description kept
    under ``except`` (with none of that kind, nothing fails it)."""
    spec = step.get("spec", {})
    kinds = {k: v for k, v in spec.items() if k != "except"}
    misfits = [o.label for o in state.objects.values() if fits(state, o, spec, act)]
    if not misfits:
        return None
    verb = "is" if len(misfits) == 1 else "are"
    wanted = describe({**kinds, **spec["except"], "side": "any"})
    return (
        f"not every {placed(state, act, kinds)} is {wanted}: {', '.join(misfits)} {verb} not",
        ["Special Ability"],
    )


MORE["every"] = _every
