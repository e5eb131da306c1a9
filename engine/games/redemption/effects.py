"""Targets and effect verbs: what a completion does, recorded so an interrupt can undo it."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from engine.core.decisions import Decision
from engine.core.game import Game, Procedure
from engine.core.ruleset import ask
from engine.core.state import CardObject, GameState
from engine.games.redemption.model import (
    ACTIVE,
    SUSPENDED,
    Activation,
    Change,
    alignment,
    matches,
)

if TYPE_CHECKING:
    from engine.games.redemption.ruleset import RedemptionRuleset


def zone_words(state: GameState, obj: CardObject) -> str:
    owner, name = obj.zone
    return f"{owner}'s {name.replace('_', ' ')}"


# ---------------------------------------------------------------------- targets
def spec_of(act: Activation) -> Any:
    """The ability's target: on the ability (shipped cards) or on its first targeting step."""
    if "target" in act.ability.extra:
        return act.ability.extra.get("target")
    for step in act.ability.effect:
        if isinstance(step, dict) and step.get("target") is not None:
            return step["target"]
    return None


def inner_spec(spec: Any) -> dict[str, Any] | None:
    """The card description inside a target form ({one: SPEC}, {up_to: {count, spec}})."""
    if not isinstance(spec, dict):
        return None
    form, inner = next(iter(spec.items()))
    return inner["spec"] if form == "up_to" else inner


def protected(state: GameState, obj: CardObject, act: Activation) -> bool:
    """Is the card protected from this kind of ability by an active protect ability (Protect)?"""
    for other in state.info["_acts"].values():
        if other.status != ACTIVE or other.notes.get("unpaid"):
            continue  # an ability whose cost was not paid protects nothing
        for step in other.ability.effect:
            if step.get("verb") != "protect" or obj.oid not in targets_for(
                other, step.get("target")
            ):
                continue
            if shields(state, step.get("from", []), obj, act):
                return True
    from engine.games.redemption.ongoing import protection  # cards in play that protect it

    return protection(state, obj, act) is not None


def shields(state: GameState, kinds: list[str], obj: CardObject, act: Activation) -> bool:
    """Does protection from ``kinds`` (ability verbs, or source:evil/good/opponent) stop act?"""
    from engine.games.redemption.ability_kinds import of_kinds  # it reads the verbs module

    if of_kinds(act.ability, kinds):
        return True
    source = state.objects[act.card]
    if f"source:{alignment(source)}" in kinds:
        return True
    return "source:opponent" in kinds and act.controller != obj.controller


def candidates(state: GameState, act: Activation, spec: dict[str, Any]) -> list[CardObject]:
    return [
        o
        for o in state.objects.values()
        if matches(state, o, spec, act.controller)
        and not protected(state, o, act)
        and (o.oid != act.card or self_fits(state, o, spec, act.controller))
        and ("ref" not in spec or _referred(state, act, spec, o))  # "it": what an earlier chose
    ]


def _referred(state: GameState, act: Activation, spec: dict[str, Any], obj: CardObject) -> bool:
    from engine.games.redemption.followups import referred

    return referred(state, act, spec, obj)


def self_fits(state: GameState, obj: CardObject, spec: dict[str, Any], controller: str) -> bool:
    """May the card the ability is on be one of its own targets? Not when the description says
    "other"; in a list ("Enhancements and other characters") only through an alternative
    that does not say it."""
    if spec.get("not_self"):
        return False
    alts = spec.get("either")
    if not alts or not any(a.get("not_self") for a in alts):
        return True
    kept = [a for a in alts if not a.get("not_self")]
    return bool(kept) and matches(state, obj, {**spec, "either": kept}, controller)


def fixed_targets(state: GameState, act: Activation) -> list[int]:
    spec = spec_of(act)
    obj = state.objects[act.card]
    if spec == "self":
        return [obj.oid]
    if spec == "bearer" and obj.attached_to is not None:
        return [obj.attached_to]
    return []


def target_is_legal(state: GameState, act: Activation, tid: int) -> tuple[bool, str]:
    """Is a declared target still legal (Interrupt - Reactivating 2d)? With the reason if not."""
    if act.target_kind == "ability":
        other = state.info["_acts"][tid]
        if other.status != SUSPENDED:
            return False, f"{other.label} is no longer pending"
        return True, ""
    obj = state.objects[tid]
    spec = spec_of(act)
    if isinstance(spec, dict):
        inner = inner_spec(spec) or {}
        if not matches(state, obj, inner, act.controller):
            return False, f"{obj.label} is now in {zone_words(state, obj)}"
        if protected(state, obj, act):
            return False, f"{obj.label} is now protected from it"
        return True, ""
    if obj.zone[1] not in ("battle", "territory", "artifact_pile", "land_of_bondage"):
        return False, f"{obj.label} is now in {zone_words(state, obj)}"
    return True, ""


def declare(rs: RedemptionRuleset, game: Game, act: Activation, depth: int) -> Procedure:
    """Declare targets (Special Ability, Target); an interrupt's paired 'interrupted' target is its targets.

    An ability whose clauses act on different cards ("discard this card to capture a Hero")
    declares each clause's target in printed order before anything completes; the first is
    ``act.targets``, the others are kept by target description (:func:`targets_for`).
    """
    state = game.state
    spec = spec_of(act)
    obj = state.objects[act.card]
    kw = {"player": act.controller, "card": obj.label, "ability": act.ability.id}
    game.trace.depth = depth
    if spec is None:
        return
    if spec == "interrupted":
        parent = state.info["_acts"][act.parent]
        act.target_kind = "ability"
        act.targets = [u for u in parent.suspended if state.info["_acts"][u].status == SUSPENDED]
    else:
        act.targets = yield from _declare_one(game, act, spec, depth)
    names = describe_targets(state, act)
    if not act.targets:
        game.log(
            f"{act.label} has no legal target", ["Target", "Special Ability"], depth=depth, **kw
        )
    else:
        game.log(
            f"{act.label} declares its targets: {names}", ["Special Ability"], depth=depth, **kw
        )
    for other in other_targets(act):
        found = yield from _declare_one(game, act, other, depth)
        act.notes.setdefault("by_target", {})[target_key(other)] = found
        labels = ", ".join(state.objects[o].label for o in found)
        text = f"{act.label} also declares: {labels}" if found else None
        text = text or f"{act.label} has no legal target for one of its clauses"
        game.log(text, ["Special Ability", "Target"], depth=depth, **kw)
    from engine.games.redemption.convert import choose_brigade  # imports this module

    yield from choose_brigade(game, act, depth)  # "in the brigade of your choice"


def target_key(target: Any) -> str:
    return json.dumps(target, sort_keys=True)


def other_targets(act: Activation) -> list[Any]:
    """The ability's target descriptions after the first, each once, in printed order."""
    first = target_key(spec_of(act))
    seen = {first}
    out = []
    for step in act.ability.effect:
        target = step.get("target") if isinstance(step, dict) else None
        if target is None or target == "interrupted" or target_key(target) in seen:
            continue
        seen.add(target_key(target))
        out.append(target)
    return out


def targets_for(act: Activation, target: Any) -> list[int]:
    """The cards declared for a step's target description (the first target by default)."""
    if target is None:
        return act.targets
    return act.notes.get("by_target", {}).get(target_key(target), act.targets)


def _declare_one(game: Game, act: Activation, spec: Any, depth: int) -> Procedure:
    """The cards one target description declares (a choice when several are legal)."""
    state = game.state
    obj = state.objects[act.card]
    game.trace.depth = depth
    if spec == "self":
        return [obj.oid]
    if spec == "bearer":
        return [obj.attached_to] if obj.attached_to is not None else []
    if "one" in spec:
        legal = candidates(state, act, spec["one"])
        if len(legal) <= 1:
            return [o.oid for o in legal]
        labels = [o.label for o in legal]
        chooser = _chooser(state, act, spec["one"])  # "opponent must discard ...": they choose
        best, why = _preferred(state, act, spec, legal, chooser)  # what a player would pick
        choice = yield ask(
            game,
            Decision(
                kind="target",
                player=chooser,
                prompt=f"{chooser}: which target for {act.label}?",
                options=labels,
                rule="Target",
                default=best[0].label,
                default_reason=why,
                card=obj.label,
            ),
            lambda lab: (
                f"{act.controller} targets {lab} with {act.label}"
                if chooser == act.controller
                else f"{chooser} chooses {lab} for {act.label}"
            ),
        )
        return [legal[labels.index(choice)].oid]
    if "all" in spec:
        return [o.oid for o in candidates(state, act, spec["all"])]
    if "up_to" in spec:
        legal = candidates(state, act, spec["up_to"]["spec"])
        chooser = _chooser(state, act, spec["up_to"]["spec"])
        legal = _preferred(state, act, spec, legal, chooser)[0] if legal else legal
        return [o.oid for o in legal[: int(spec["up_to"]["count"])]]
    legal = candidates(state, act, spec["any_number"])
    if not legal:
        return []
    labels = [o.label for o in legal]
    chosen = yield ask(
        game,
        Decision(
            kind="choose",
            player=act.controller,
            prompt=f"{act.controller}: which cards for {act.label}?",
            options=labels,
            rule="Target",
            default=labels,
            default_reason="every legal card",
            card=obj.label,
            multi=True,
        ),
        lambda labs: (
            f"{act.controller} chooses {', '.join(labs) if labs else 'none'} for {act.label}"
        ),
    )
    return [legal[labels.index(lab)].oid for lab in chosen]


def _preferred(
    state: GameState, act: Activation, spec: Any, legal: list[CardObject], chooser: str
) -> tuple[list[CardObject], str]:
    from engine.games.redemption.default_target import preferred

    first = target_key(spec) == target_key(spec_of(act))
    return preferred(state, act, spec, legal, chooser, first=first)


def _chooser(state: GameState, act: Activation, inner: dict[str, Any]) -> str:
    if inner.get("chooser") == "opponent":
        return next(p.id for p in state.players if p.id != act.controller)
    return act.controller


def describe_targets(state: GameState, act: Activation) -> str:
    if act.target_kind == "ability":
        return ", ".join(state.info["_acts"][u].label for u in act.targets) or "none"
    return ", ".join(state.objects[o].label for o in act.targets) or "none"


# ---------------------------------------------------------------------- changes
def move(
    state: GameState, act: Activation, obj: CardObject, to: tuple[str | None, str], *, top: bool
) -> None:
    """Move a card and record how to put it back."""
    index = state.zones[obj.zone].cards.index(obj.oid)
    act.changes.append(Change(obj.oid, obj.zone, index, to, obj.attached_to))
    state.move(obj, to, top=top)
    if to[1] != "battle":
        obj.attached_to = None


def undo(state: GameState, act: Activation) -> tuple[str, list[str]]:
    """Undo a completion; returns what changed back and what could not be (moved since)."""
    back: list[str] = []
    stuck: list[str] = []
    for ch in reversed(act.changes):
        obj = state.objects[ch.oid]
        if obj.zone != ch.to_zone:
            stuck.append(obj.label)
            continue
        state.zones[obj.zone].cards.remove(obj.oid)
        dest = state.zones[ch.from_zone].cards
        dest.insert(min(ch.index, len(dest)), obj.oid)
        obj.zone = ch.from_zone
        obj.attached_to = ch.attached_to
        back.append(f"{obj.label} returns to {zone_words(state, obj)}")
    act.changes.clear()
    from engine.games.redemption.convert import undo as unconvert  # imports this module

    back += unconvert(state, act)
    from engine.games.redemption.heal import undo as unheal  # imports this module

    back += unheal(state, act)
    stuck += [f"the negation of {label}" for label in act.notes.pop("negated_cards", [])]
    for uid in act.notes.pop("prevented_uids", []):
        state.info["_acts"][uid].prevented = False
        back.append(f"{state.info['_acts'][uid].label} is no longer prevented")
    for oid in act.notes.pop("numbers", []):
        obj = state.objects[oid]
        obj.flags["numbers"] = [m for m in obj.flags.get("numbers", []) if m[0] != act.uid]
        back.append(f"{obj.label}'s numbers change back")
    if act.status == ACTIVE:
        back.append("its ongoing effect stops")
    return ("; ".join(back) or "its completion had changed nothing"), stuck
