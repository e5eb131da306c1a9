"""Ongoing abilities of cards in play, and the checks that consult them (REG Ongoing Ability).

A fortress, site, artifact, covenant, curse or lost soul whose text holds while it is in play
compiles into one ``ongoing`` step. Nothing happens "at a moment": the rules checks ask this
module instead, every time they decide something:

- target legality (``effects.candidates`` via :func:`protection`): a covered card is no legal
  target for the kinds of ability, or the cards, it is protected from (REG Protect);
- activation (the ruleset's ``activate``): a covered card is negated, so its abilities do not
  activate (REG Negate); a covered card's abilities gain "cannot be prevented / negated /
  interrupted" riders that the prevent, negate and interrupt checks read; a covered character
  may not band.

Each one is shown once when the ruling starts (:func:`show`): applied, with what it covers now,
or why it does not apply now (its "while" condition, or its own card being negated). This is a
small continuous-effect layer: the same shape (index the compiled statics of cards in play,
check a condition, answer "does it cover this card?") would serve every game from the core.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field, field_validator

from engine.core.cards import AbilityDefinition
from engine.core.contract import VerbArgs
from engine.core.game import Game
from engine.core.ruleset import EffectContext
from engine.core.state import CardObject, GameState
from engine.games.redemption import (  # they read this module lazily
    ability_kinds,
    immune,
    regardless,
)
from engine.games.redemption.describe import words as describe_words
from engine.games.redemption.effects import inner_spec, spec_of
from engine.games.redemption.model import (
    ACTIVE,
    COMPLETE,
    IN_PLAY_ZONES,
    NEGATED,
    Activation,
    alignment,
    matches,
)
from engine.games.redemption.verbs import VERBS, check_spec

RULE = "Ongoing Ability"
RULE_WHILE = "Ongoing Ability 2"
RULE_NEGATED = "Ongoing Ability 3"
RULE_IN_PLAY = "Ongoing Ability 4"
RULE_UNTIL = "Ongoing Ability 5"
RULE_CANNOT_BE = "Protect - Clarifications 1"
RULE_UNTIL_NEGATED = "Cannot Be Negated - Default 1"
MODE_RULES = {
    "protect": "Protect",
    "negate": "Negate",
    "no_band": "Band",
    "restrict": "Restrict",
    "numbers": "Increase",
    "immune": "Immune",
    "ignore": "Ignore",
    "regardless": "Regardless of Protection",
}
RIDER_RULES = {
    "prevented": "Cannot Be Prevented",
    "negated": "Cannot Be Negated",
    "interrupted": "Cannot Be Interrupted",
}
MAX_NAMES = 6  # covered cards named in one step
SOURCE_WORDS = {"opponent": "opponents' cards", "evil": "evil cards", "good": "good cards"}


class While(VerbArgs):
    """When an ongoing ability holds; every part given must hold (REG Ongoing Ability 2)."""

    control: dict[str, Any] | None = None  # its player controls a card that fits
    in_play: dict[str, Any] | None = None  # a card that fits is in play
    in_battle: dict[str, Any] | None = None  # ... is in battle

    @field_validator("control", "in_play", "in_battle")
    @classmethod
    def _spec(cls, v: dict[str, Any] | None) -> dict[str, Any] | None:
        return None if v is None else check_spec(v, "condition")


class OngoingArgs(VerbArgs):
    """What holds: which cards it covers, and what it does to them."""

    model_config = VerbArgs.model_config | {"populate_by_name": True}
    mode: Literal[
        "protect",
        "negate",
        "cannot_be",
        "no_band",
        "restrict",
        "numbers",
        "immune",
        "ignore",
        "regardless",
    ]
    covers: dict[str, Any] | Literal["self", "bearer"]  # bearer: the character it is played on
    from_: list[str] = Field(default_factory=list, alias="from")  # ability kinds (verbs)
    by: Literal["opponent", "evil", "good"] | None = None  # whose cards it holds against
    by_cards: dict[str, Any] | None = None  # ... or which cards: "from O.T. Heroes"
    rider: Literal["prevented", "negated", "interrupted"] | None = None
    condition: While | None = None
    excluding: dict[str, Any] | None = None  # "(except ...)": cards it leaves out
    unless: dict[str, Any] | None = None  # protect from rescue: except by a rescuer that fits
    unless_lone: bool = False  # ... except by a hero making the rescue attempt alone
    strength: int = Field(0, ge=-30, le=30)  # numbers: what it adds to each covered character
    on_self: bool = False  # it covers only the cards on its own card ("enhancements used by")
    as_protect: bool = False  # worded "cannot be <captured>": a protection (Protect clarified)
    toughness: int = Field(0, ge=-30, le=30)

    @field_validator("covers")
    @classmethod
    def _covers(cls, v: Any) -> Any:
        return v if v in ("self", "bearer") else check_spec(v, "covered-card")

    @field_validator("unless", "excluding", "by_cards")
    @classmethod
    def _unless(cls, v: dict[str, Any] | None) -> dict[str, Any] | None:
        return None if v is None else check_spec(v, "rescuer")

    @field_validator("from_")
    @classmethod
    def _kinds(cls, v: list[str]) -> list[str]:
        unknown = [k for k in v if k not in ability_kinds.KINDS]
        if unknown:
            raise ValueError(f"no verb for the protected-from kinds {unknown}")
        return v


Found = tuple[CardObject, AbilityDefinition, OngoingArgs]


def compiled(state: GameState) -> list[Found]:
    """Every compiled ongoing ability in force by its card being in play, and every one a
    character or enhancement activated that is still active (REG Ongoing Ability)."""
    return [*_statics(state), *_activated(state)]


def _activated(state: GameState) -> list[Found]:
    """Ongoing steps of activations that completed and stay active: a character's "protect
    ..." holds from the moment it activated until the battle ends (which completes it), or
    until it is negated or interrupted, or its card leaves play."""
    found: list[Found] = []
    for act in (state.info.get("_acts") or {}).values():
        if act.status != ACTIVE or act.ability.timing == "in_play":
            continue
        for step in act.ability.effect:
            if step.get("verb") == "ongoing":
                args = OngoingArgs.model_validate({k: v for k, v in step.items() if k != "verb"})
                found.append((state.objects[act.card], act.ability, args))
    return found


def _statics(state: GameState) -> list[Found]:
    """The in-play ongoing abilities of every object (indexed once per object count)."""
    cached = state.info.get("_ongoing")
    if cached is None or cached[0] != len(state.objects):
        found: list[Found] = []
        for obj in state.objects.values():
            for ab in obj.definition.abilities:
                if ab.timing != "in_play" or ab.modelled != "modelled":
                    continue
                for step in ab.effect:
                    if step.get("verb") == "ongoing":
                        args = OngoingArgs.model_validate(
                            {k: v for k, v in step.items() if k != "verb"}
                        )
                        found.append((obj, ab, args))
        cached = (len(state.objects), found)
        state.info["_ongoing"] = cached
    return cached[1]


def negated_by(state: GameState, obj: CardObject, kinds: set[str] | None = None) -> Found | None:
    """The ongoing negate ability that negates ``obj`` now (or, for ``kinds``, those of its
    abilities: "Negate opponents' band abilities"), if any.

    A negating card's own negation is read from one level only (a negate ability whose card is
    negated by a completed ability stops), so two cards negating each other cannot loop.
    """
    for src, ab, args in compiled(state):
        if args.mode != "negate" or src.zone[1] not in IN_PLAY_ZONES:
            continue
        if src.flags.get("negated") or not holds(state, src, args.condition):
            continue
        if args.from_ and not (kinds and set(args.from_) & kinds):
            continue
        if covers(state, src, args, obj):
            return src, ab, args
    return None


def in_force(state: GameState, mode: str) -> list[Found]:
    """The ongoing abilities of ``mode`` that hold now: card in play, not negated, condition."""
    out = []
    for src, ab, args in compiled(state):
        if args.mode != mode or src.zone[1] not in IN_PLAY_ZONES:
            continue
        if src.flags.get("negated") or negated_by(state, src, {mode}) is not None:
            continue
        if holds(state, src, args.condition):
            out.append((src, ab, args))
    return out


def holds(state: GameState, src: CardObject, c: While | None) -> bool:
    if c is None:
        return True
    if c.control is not None:
        spec = {**c.control, "side": "self"}
        if not any(matches(state, o, spec, src.controller) for o in state.objects.values()):
            return False
    for spec in (c.in_play, None if c.in_battle is None else {**c.in_battle, "zone": "battle"}):
        if spec is not None and not any(
            matches(state, o, spec, src.controller) for o in state.objects.values()
        ):
            return False
    return True


def covers(state: GameState, src: CardObject, args: OngoingArgs, obj: CardObject) -> bool:
    if args.covers == "self":
        return obj.oid == src.oid
    if args.covers == "bearer":
        return obj.oid == src.attached_to
    if args.covers.get("not_self") and obj.oid == src.oid:
        return False
    if args.on_self and obj.attached_to != src.oid:
        return False
    if args.excluding is not None and matches(
        state, obj, {**args.excluding, "zone": obj.zone[1]}, src.controller
    ):
        return False
    return matches(state, obj, args.covers, src.controller)  # in play unless it names a zone


def against(
    state: GameState,
    src: CardObject,
    by: str | None,
    act: Activation,
    by_cards: dict[str, Any] | None = None,
) -> bool:
    """Does a protection (or rider) that holds against ``by`` cards hold against ``act``?"""
    if by_cards is not None:  # only abilities of cards that fit (wherever that card is)
        card = state.objects[act.card]
        if not matches(state, card, {**by_cards, "zone": card.zone[1]}, src.controller):
            return False
    if by is None:
        return True
    if by == "opponent":
        return act.controller != src.controller
    return alignment(state.objects[act.card]) == by


def protection(
    state: GameState, obj: CardObject, act: Activation, *, raw: bool = False
) -> Found | None:
    """The ongoing protect ability that makes ``obj`` no legal target for ``act``, if any
    (``raw``: even when ``act`` is regardless of protect abilities)."""
    found = _protected(state, obj, act)
    if found is not None and found[2].mode == "protect" and not raw:
        return None if regardless.bypass(state, act) is not None else found
    return found


def _protected(state: GameState, obj: CardObject, act: Activation) -> Found | None:
    card = state.objects[act.card]
    user = state.objects[card.attached_to] if card.attached_to is not None else card
    for src, ab, args in in_force(state, "protect"):
        if not covers(state, src, args, obj):
            continue
        kinds = not args.from_ or ability_kinds.of_kinds(act.ability, args.from_)
        held = against(state, src, args.by, act, args.by_cards)
        if kinds and held and not excepted(state, src, args, [user]):
            return src, ab, args
    return immune.against_ability(state, obj, act)


def excepted(state: GameState, src: CardObject, args: OngoingArgs, by: list[CardObject]) -> bool:
    """Does the protection's "except by ..." let these rescuers through?"""
    if args.unless_lone:
        return len(by) == 1
    if args.unless is None:
        return False
    return any(matches(state, o, {**args.unless, "zone": o.zone[1]}, src.controller) for o in by)


def rescue_protection(state: GameState, soul: CardObject, heroes: list[CardObject]) -> Found | None:
    """The ongoing ability that protects a lost soul from a rescue by ``heroes``, if any."""
    for src, ab, args in in_force(state, "protect"):
        if "rescue" not in args.from_ or not covers(state, src, args, soul):
            continue
        if args.by == "opponent" and heroes and heroes[0].controller == src.controller:
            continue
        if args.by == "evil":
            continue  # heroes are good: protection from evil cards does not stop them
        if args.by_cards is not None and not any(
            matches(state, h, {**args.by_cards, "zone": h.zone[1]}, src.controller) for h in heroes
        ):
            continue  # protected only from other cards than these rescuers
        if not excepted(state, src, args, heroes):
            return src, ab, args
    return None


def rescuable(game: Game, souls: list[CardObject], heroes: list[CardObject]) -> list[CardObject]:
    """The lost souls these heroes may rescue; each protected one is said (REG Protect)."""
    kept = []
    for soul in souls:
        found = rescue_protection(game.state, soul, heroes)
        if found is None:
            kept.append(soul)
            continue
        game.log(
            f"{soul.label} is protected from rescue by {', '.join(h.label for h in heroes)} "
            f"({found[0].label} ({found[1].id}) {lasts(found[1])})",
            ["Protect", RULE, "Rescue"],
            kind="info",
            card=soul.label,
            ability=found[1].id,
            depth=1,
        )
    return kept


def granted_riders(state: GameState, act: Activation) -> list[tuple[str, Found]]:
    """The "cannot be ..." riders ongoing abilities give the ability ``act`` activates."""
    obj = state.objects[act.card]
    out: list[tuple[str, Found]] = []
    for src, ab, args in in_force(state, "cannot_be"):
        kinds = not args.from_ or ability_kinds.of_kinds(act.ability, args.from_)
        if args.rider and kinds and covers(state, src, args, obj):
            out.append((args.rider, (src, ab, args)))
    return out


def number_changes(state: GameState, obj: CardObject) -> list[tuple[int, int]]:
    """What ongoing abilities in play add to ``obj``'s strength and toughness now."""
    return [
        (args.strength, args.toughness)
        for src, _ab, args in in_force(state, "numbers")
        if covers(state, src, args, obj)
    ]


def restricted(state: GameState, obj: CardObject) -> Found | None:
    """The ongoing ability that keeps ``obj`` from being played now (REG Restrict), if any."""
    for src, ab, args in in_force(state, "restrict"):
        if covers(state, src, args, obj):
            return src, ab, args
    return None


def band_forbidden(state: GameState, act: Activation) -> Found | None:
    """The ongoing ability that keeps ``act``'s card from banding, when ``act`` bands."""
    if "band" not in act.verbs:
        return None
    obj = state.objects[act.card]
    for src, ab, args in in_force(state, "no_band"):
        if covers(state, src, args, obj):
            return src, ab, args
    return None


# ---------------------------------------------------------------------- words
def what_it_does(args: OngoingArgs, names: list[str]) -> str:
    """'Abiram is protected from discard abilities', 'Gaius may not band' ..."""
    who = ", ".join(names[:MAX_NAMES])
    if len(names) > MAX_NAMES:  # a whole deck is covered: name a few
        who += f" and {len(names) - MAX_NAMES} more"
    verb = "are" if len(names) > 1 else "is"
    if args.from_ and args.mode != "protect":  # only abilities of those kinds
        kinds = " and ".join(k.replace("_", " ") for k in args.from_)
        done = f"cannot be {args.rider}" if args.mode == "cannot_be" else "are negated"
        return f"the {kinds} abilities of {who} {done}"
    if args.mode == "cannot_be":
        return f"the abilities of {who} cannot be {args.rider}"
    if args.mode == "no_band":
        return f"{who} may not band"
    if args.mode == "restrict":
        return f"{who} {verb} restricted: it may not be played"
    if args.mode == "numbers":
        return f"{who} {'get' if len(names) > 1 else 'gets'} {args.strength:+d}/{args.toughness:+d}"
    if args.mode == "ignore":
        return f"{who} {immune.words(args)}"
    if args.mode == "regardless":
        return f"the abilities of {who} are regardless of protect abilities"
    return f"{who} {verb} " + _state_words(args)


def _state_words(args: OngoingArgs) -> str:
    if args.mode == "negate":
        return "negated: its abilities do not activate"
    if args.mode in ("immune", "ignore"):
        return immune.words(args)
    kinds = " and ".join(f"{k.replace('_', ' ')} abilities" for k in args.from_)
    if args.by_cards is not None:  # "any O.T. hero", "any opponent's brown card"
        alts = args.by_cards.get("either") or [args.by_cards]  # "O.T. Heroes and Dominants"
        desc = " or ".join(
            ("opponent's " if alt.get("side") == "opponent" else "")
            + one_card(alt).split(" ", 1)[1]
            for alt in alts
        )
        whose = "any " + ("opponent's " if args.by == "opponent" else "") + desc
        return "protected from " + (f"{kinds} of {whose}" if kinds else f"the abilities of {whose}")
    if args.by:
        src = SOURCE_WORDS[args.by]
        return "protected from " + (f"{kinds} of {src}" if kinds else src)
    if args.unless_lone:
        return f"protected from {kinds}, except by a hero alone"
    if args.unless is not None:
        return f"protected from {kinds}, except by {one_card(args.unless)}"
    return f"protected from {kinds}"


def now_numbers(state: GameState, src: CardObject, args: OngoingArgs) -> str:
    """'Gaius 4/5, Agabus 3/3': each covered character's numbers with every change counted."""
    from engine.games.redemption.battle import numbers  # the battle reads this module

    covered = [o for o in state.objects.values() if covers(state, src, args, o)]
    return ", ".join("{} {}/{}".format(o.label, *numbers(state, o)) for o in covered)


def one_card(spec: dict[str, Any]) -> str:
    """'an O.T. hero', 'a prophet': one card of a description, in words."""
    if spec.get("either"):  # "a pharisee or sadducee": one card of any of the alternatives
        outer = {k: v for k, v in spec.items() if k != "either"}
        alts = [one_card({**outer, **alt}).split(" ", 1)[1] for alt in spec["either"]]
        return ("an " if alts[0][:1].lower() in "aeiou" else "a ") + " or ".join(alts)
    words = [*spec.get("alignment", []), *spec.get("brigade", [])]
    if spec.get("testament"):
        words.append(spec["testament"].upper().replace("T", ".T."))
    nouns = spec.get("traits") or [t.replace("_", " ") for t in spec.get("type", ["card"])]
    text = " ".join([*words, " or ".join(nouns)]) + describe_words(spec)  # describe.py
    return ("an " if text[:1].lower() in "aeiou" or text.startswith(("O.", "N.")) else "a ") + text


def rules_of(args: OngoingArgs) -> list[str]:
    rules = [RULE, RULE_IN_PLAY]
    if args.mode == "numbers" and args.strength + args.toughness < 0:
        rules.append("Decrease")
    else:
        rules.append(RIDER_RULES[args.rider] if args.rider else MODE_RULES[args.mode])
    if args.condition is not None:
        rules.append(RULE_WHILE)
    if args.as_protect:
        rules.append(RULE_CANNOT_BE)
    return rules


def show(game: Game, obj: CardObject, ab: AbilityDefinition) -> None:
    """Log one ongoing ability as the ruling starts: what it covers now, or why it is idle."""
    state = game.state
    kw = {"player": obj.controller, "card": obj.label, "ability": ab.id}
    for step in ab.effect:
        args = OngoingArgs.model_validate({k: v for k, v in step.items() if k != "verb"})
        head = f"{obj.label} ({ab.id}), ongoing while it is in play"
        if (by := negated_by(state, obj, {args.mode})) is not None:
            game.log(
                f"{head}: it does not apply now — {obj.label} is negated by {by[0].label} ({by[1].id})",
                [RULE, "Negate", RULE_NEGATED],
                kind="info",
                **kw,
            )
            continue
        if not holds(state, obj, args.condition):
            game.log(
                f"{head}: it does not apply now — its 'while' condition does not hold",
                [RULE, RULE_WHILE],
                kind="info",
                **kw,
            )
            continue
        names = [o.label for o in state.objects.values() if covers(state, obj, args, o)]
        if not names:
            game.log(
                f"{head}: it applies, but covers no card now",
                rules_of(args),
                kind="info",
                **kw,
            )
            continue
        text = f"{head}: {what_it_does(args, names)}"
        if args.mode == "numbers":
            text += f" (now {now_numbers(state, obj, args)})"
        game.log(text, rules_of(args), kind="effect", **kw)


@VERBS.verb("ongoing", OngoingArgs, rule=RULE)
def ongoing(game: Game, ctx: EffectContext, args: OngoingArgs) -> str:
    """A character's or enhancement's ongoing ability completing: from now on it holds while its
    card is in play (its activation stays active, and the checks above consult it). An in-play
    card's ability is never run: it holds without activating, and says nothing here."""
    if ctx.ability.timing == "in_play":
        return ""
    state = game.state
    src = state.objects[ctx.source]
    if args.mode == "regardless" and args.covers == "self":  # read from the card all along
        if (act := ctx.memory.get("act")) is not None:
            act.notes.setdefault("rules", []).append(regardless.RULE)
        return (
            f"{src.label}'s abilities are regardless of protect abilities: a protection does "
            "not keep their targets out"
        )
    if (act := ctx.memory.get("act")) is not None:  # cite the rule of what it does
        until = RULE_UNTIL_NEGATED if args.rider == "negated" else RULE_UNTIL
        act.notes.setdefault("rules", []).extend([until, *rules_of(args)[2:]])
    names = [o.label for o in state.objects.values() if covers(state, src, args, o)]
    if not holds(state, src, args.condition):
        now = "its 'while' condition does not hold now"
    elif names:
        now = "now " + what_it_does(args, names)
    else:
        now = "it covers no card now"
    return f"it holds from now until the end of this phase, the battle ({now})"


def at_activation(game: Game, act: Activation, depth: int) -> bool:
    """Apply the ongoing abilities in play to an ability as it begins to activate.

    Returns False when one stops it: its card is negated (REG Negate), or it bands and its card
    may not band. Riders an ongoing ability grants ("cannot be prevented") are added to the
    activation, where the prevent, negate and interrupt checks read them.
    """
    state = game.state
    obj = state.objects[act.card]
    kw = {"player": act.controller, "card": obj.label, "ability": act.ability.id}

    def stop(status: str, text: str, rule: str) -> bool:
        act.status = status
        game.log(text, [rule, RULE], depth=depth, **kw)
        return False

    if (neg := negated_by(state, obj, ability_kinds.kinds(act.ability))) is not None:
        return stop(
            NEGATED,
            f"{obj.label} is negated by {neg[0].label} ({neg[1].id}), an ongoing ability, "
            f"so {act.label} does not activate",
            "Negate",
        )
    if (limit := band_forbidden(state, act)) is not None:
        return stop(
            COMPLETE,
            f"{obj.label} may not band while {limit[0].label} ({limit[1].id}) is in play, "
            f"so {act.label} does nothing",
            "Band",
        )
    for rider, (src, ab, _args) in granted_riders(state, act):
        tag = f"cannot_be_{rider}"
        if not act.riders.get(tag):
            data = act.ability.to_dict()
            data["riders"] = {**act.riders, tag: True}
            act.ability = AbilityDefinition.from_dict(data)
        game.log(
            f"{act.label} cannot be {rider}: {src.label} ({ab.id}) says so "
            + lasts(ab).replace("holds ", ""),
            [RIDER_RULES[rider], RULE],
            depth=depth,
            **kw,
        )
    return True


def guard(game: Game, act: Activation, cards: list[CardObject]) -> list[CardObject]:
    """The cards of a pile ``act`` may act on: those an ongoing ability protects from it are
    left out, and the trace says which ability protects them (REG Protect)."""
    kept = []
    for obj in cards:
        found = protection(game.state, obj, act)
        if found is None:
            kept.append(obj)
        else:
            say_protected(game, act, obj, found)
    return kept


def lasts(ab: AbilityDefinition) -> str:
    """How long an ongoing ability holds: while its card is in play, or (one a character or
    enhancement activated) until the end of the phase."""
    if ab.timing == "in_play":
        return "holds while it is in play"
    return "holds until the end of this phase, the battle"


def say_protected(game: Game, act: Activation, obj: CardObject, found: Found) -> None:
    src, ab, args = found
    how = "immune to" if args.mode in ("immune", "ignore") else "protected from"
    game.log(
        f"{obj.label} ({obj.zone[0]}'s {obj.zone[1].replace('_', ' ')}) is {how} "
        f"{act.label} by {src.label} ({ab.id}), which {lasts(ab)}",
        [MODE_RULES[args.mode], RULE, *([] if ab.timing == "in_play" else [RULE_UNTIL])],
        kind="info",
        player=act.controller,
        card=game.state.objects[act.card].label,
        ability=act.ability.id,
    )


def protected_targets(game: Game, act: Activation) -> None:
    """Before ``act`` declares its targets, say which cards it would reach that an ongoing
    ability protects from it (so "no legal target" is explained where it first matters)."""
    state = game.state
    spec = inner_spec(spec_of(act))
    if not spec:
        return
    for obj in list(state.objects.values()):
        if not matches(state, obj, spec, act.controller):
            continue
        if (found := protection(state, obj, act, raw=True)) is None:
            continue
        if found[2].mode == "protect" and (by := regardless.bypass(state, act)) is not None:
            regardless.say(game, act, obj, by)
        else:
            say_protected(game, act, obj, found)
