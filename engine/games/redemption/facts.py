"""Facts about a card that no data column records: human or not, gender, meek.

The REG decides a character's gender (and whether it is human) from its art, title and
verse (REG Gender); "meek" is a state a card is put in (converted to meek), not something
printed. The export records a few of them in its Identifier column ("Genderless", "Male",
"Human", "Not Human"), as do the project's shipped cards (cards.yaml traits); for every other
card only the scenario can say, by stating them
(``Goliath (human, male)``, ``Ruth (meek)``): the scenario reader puts them in the card
object's flags. A description that needs a fact (``facts`` in a target description) fits
a card only when the fact is known and agrees; an ability whose outcome depends on a card
whose fact is unknown is not run (:func:`undecided` says which card and how to state it).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from engine.core.state import CardObject, GameState
from engine.games.redemption.model import Activation, identifiers

# The facts and the words a card text and a scenario use for each value.
WORDS: dict[str, dict[Any, str]] = {
    "human": {True: "human", False: "non-human"},
    "gender": {"male": "male", "female": "female", "genderless": "genderless"},
    "meek": {True: "meek", False: "not meek"},
}
# The export's own Identifier entries that record a fact (the whole entry, nothing inferred
# from other identifiers: an Angel or a Demon is not thereby taken as non-human).
RECORDED: dict[str, tuple[str, Any]] = {
    "human": ("human", True),
    "not human": ("human", False),
    "male": ("gender", "male"),
    "female": ("gender", "female"),
    "genderless": ("gender", "genderless"),
    "male human": ("gender", "male"),
}
RULES = {"human": "Gender", "gender": "Gender", "meek": "Meek"}


def fact_of(obj: Any, key: str) -> Any:
    """The card's value for a fact: stated by the scenario, else recorded by the export's
    Identifier column, else None (unknown)."""
    if key in obj.flags:
        return obj.flags[key]
    have = identifiers(obj)
    if key == "human" and "male human" in have:
        return True
    found = [value for entry, (k, value) in RECORDED.items() if k == key and entry in have]
    return found[0] if len(set(map(str, found))) == 1 else None


def facts_hold(obj: Any, wanted: dict[str, Any]) -> bool:
    """Does the card have every fact the description asks (known, and agreeing)?"""
    return all(fact_of(obj, key) == value for key, value in wanted.items())


def fact_words(wanted: dict[str, Any]) -> list[str]:
    """'human', 'male', 'meek' ... for describing a description in the trace."""
    return [WORDS[key][value] for key, value in wanted.items()]


def how_to_state(obj: CardObject, key: str) -> str:
    """What a scenario writes to state the fact, e.g. "Goliath (human)"."""
    example = {"human": "human", "gender": "male", "meek": "meek"}[key]
    what = {"human": "is human", "gender": "is male, female or genderless", "meek": "is meek"}
    typed = getattr(obj.definition, "full_name", "") or obj.definition.name
    return (
        f"whether {obj.definition.name} {what[key]} is not recorded in the card data: "
        f"state it, e.g. '{typed} ({example})'"
    )


def _specs(step: Any) -> Iterator[tuple[dict[str, Any], Any]]:
    """(description, zones) for each card description a compiled step names."""
    if not isinstance(step, dict):
        return
    if step.get("verb") == "choose":
        for option in step.get("options", []):
            for inner in option.get("steps", []):
                yield from _specs(inner)
        return
    zones = step.get("zones")
    for key in ("find", "spec"):
        if isinstance(step.get(key), dict):
            yield step[key], zones if key == "find" else None
    if isinstance(step.get("x"), dict) and isinstance(step["x"].get("spec"), dict):
        yield step["x"]["spec"], None
    target = step.get("target")
    if isinstance(target, dict):
        form, inner = next(iter(target.items()))
        inner = inner["spec"] if form == "up_to" else inner
        if isinstance(inner, dict):
            yield inner, None


def _alternatives(spec: dict[str, Any]) -> Iterator[dict[str, Any]]:
    outer = {k: v for k, v in spec.items() if k != "either"}
    for alt in spec.get("either") or [{}]:
        yield {**outer, **alt}


def wanted_facts(steps: list[Any]) -> dict[str, Any] | None:
    """Every fact the steps' descriptions ask, merged (for an exclusion, a value it does not
    leave out); None when two ask opposite values of one fact (no single statement serves
    both)."""
    out: dict[str, Any] = {}
    for step in steps:
        for spec, _ in _specs(step):
            for alt in _alternatives(spec):
                left_out = alt.get("except") if isinstance(alt.get("except"), dict) else {}
                asked = [*(alt.get("facts") or {}).items()]
                asked += [(k, OTHER[v]) for k, v in (left_out.get("facts") or {}).items()]
                for key, value in asked:
                    if out.setdefault(key, value) != value:
                        return None
    return out


# A value a card that an exclusion does not leave out may be stated to have.
OTHER: dict[Any, Any] = {
    True: False,
    False: True,
    "male": "female",
    "female": "male",
    "genderless": "male",
}


def undecided(state: GameState, act: Activation) -> str | None:
    """Why the ability cannot be run: a card that fits one of its descriptions except for a
    fact nobody stated, so whether it is a target (or meets a condition) is unknown."""
    from engine.games.redemption.conditions import user
    from engine.games.redemption.model import matches

    for step in act.ability.effect:
        for spec, zones in _specs(step):
            for alt in _alternatives(spec):
                if zones and "zone" not in alt:
                    alt = {**alt, "zone": zones}
                if step.get("when") == "control":
                    alt = {**alt, "side": "self"}
                cards = list(state.objects.values())
                if step.get("when") == "used_by":  # only the character it is used by counts
                    bearer = user(state, state.objects[act.card])
                    cards, alt = [bearer], {**alt, "zone": bearer.zone[1]}
                for rest, wanted in _asking(alt):
                    for obj in cards:
                        if not matches(state, obj, rest, act.controller):
                            continue
                        if rest.get("not_self") and obj.oid == act.card:
                            continue
                        unknown = next((k for k in wanted if fact_of(obj, k) is None), None)
                        if unknown is not None:
                            return how_to_state(obj, unknown)
    return None


def _asking(spec: dict[str, Any]) -> Iterator[tuple[dict[str, Any], dict[str, Any]]]:
    """(description without the facts, the facts) for each part of ``spec`` that asks a
    fact: the description itself, and its exclusion ("an evil card (except a human)": the
    evil cards whose humanity is unknown may or may not be left out)."""
    if spec.get("facts"):
        yield {k: v for k, v in spec.items() if k not in ("facts", "except")}, spec["facts"]
    left_out = spec.get("except")
    if isinstance(left_out, dict) and left_out.get("facts"):
        outer = {k: v for k, v in spec.items() if k not in ("facts", "except")}
        inner = {k: v for k, v in left_out.items() if k != "facts"}
        yield {**outer, **inner, "zone": outer.get("zone", "play")}, left_out["facts"]


def rules_of(act: Activation) -> tuple[str, ...]:
    """The rule entries of the facts the ability's descriptions ask."""
    wanted = wanted_facts(act.ability.effect) or {}
    return tuple(dict.fromkeys(RULES[k] for k in wanted))


def stop_if_undecided(game: Any, act: Activation, depth: int) -> bool:
    """Log why the ability is not run and the one "not modelled" step, when a fact it needs
    is unknown for a card it could reach; True when so (the activation ends there)."""
    from engine.core.not_modelled import log_not_modelled
    from engine.games.redemption.model import COMPLETE

    why = undecided(game.state, act)
    if why is None:
        return False
    obj = game.state.objects[act.card]
    rules = [*rules_of(act), "TJ-4"]
    game.log(
        f"{act.label} depends on a fact: {why}",
        rules,
        kind="info",
        depth=depth,
        player=act.controller,
        card=obj.label,
        ability=act.ability.id,
    )
    act.status = COMPLETE
    game.trace.depth = depth
    log_not_modelled(game, obj, act.ability, why=why, rules=tuple(rules))
    return True


def shown(steps: list[Any]) -> list[Any]:
    """The steps a reach scenario shows run: of a choice, its first option (the default the
    scenario's targets are placed for). Where the options ask opposite facts (one option
    for a human, the other for a non-human), the scenario states those of the first."""
    out: list[Any] = []
    for step in steps:
        if isinstance(step, dict) and step.get("verb") == "choose" and step.get("options"):
            out += shown(step["options"][0].get("steps", []))
        else:
            out.append(step)
    return out


def staged(card: Any, ability: Any, scenario: dict[str, Any] | None) -> dict[str, Any] | None:
    """A reach scenario with the facts the ability's descriptions ask stated on every card it
    places (the cards fit them by the scenario's word), and the other value on the card the
    ability is on (it is not what its own text looks for); None when the ability asks
    opposite values of one fact, which no single statement serves (options asking opposite
    ones: the first option's are stated, see :func:`shown`)."""
    if scenario is None:
        return None
    wanted = wanted_facts(ability.effect)
    if wanted is None:  # options asking opposite facts: those of the option shown first
        wanted = wanted_facts(shown(ability.effect))
    if wanted is None:
        return None
    if not wanted:
        return scenario
    own = {k: OTHER[v] for k, v in wanted.items()}
    placed = False
    for zones in scenario["zones"].values():
        for placements in zones.values():
            for placement in placements:
                mine = placement["card"] == card.full_name
                placement.setdefault("flags", {}).update(own if mine else wanted)
                placed = placed or mine
    for action in scenario["actions"]:  # a card played from a hand the scenario does not list
        if action.get("play") == card.full_name and not placed:
            hand = scenario["zones"].setdefault(action["player"], {}).setdefault("hand", [])
            hand.append({"card": card.full_name, "flags": dict(own)})
            placed = True
    return scenario
