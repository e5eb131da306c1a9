"""The card contract: what a game declares, so that what compiles is what runs.

Each ruleset publishes one :class:`GameSpec`: its zones, card types, timings (the
moments an ability can wait for), keywords and verbs (each verb with a pydantic
argument model). The printed-text compiler builds abilities *through* this table and
:meth:`GameSpec.check_ability` decides whether an ability is ``modelled``: a timing
the game declares and every step a known verb whose arguments validate. Anything
else is stored as ``timing_only`` (or ``not_modelled``) with the reason, and the
engine shows it as one "not modelled: resolve as printed" step when its timing
occurs, never silently.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel, ConfigDict, ValidationError

from engine.core.cards import MODELLED, NOT_MODELLED, TIMING_ONLY, AbilityDefinition
from engine.core.state import HIDDEN, PUBLIC, GameState, Player, Zone

if TYPE_CHECKING:
    from engine.core.cards import CardDefinition
    from engine.core.game import Game, Procedure
    from engine.core.ruleset import EffectContext

# Relations between an event and the card whose ability waits for it.
SELF = "self"  # the event is about this card (When Played, When Defeated, On Attack)
ANY = "any"  # any card or player (a "when a unit is defeated" watcher)
FRIENDLY = "friendly"  # caused by / about the ability's controller
OPPONENT = "opponent"  # caused by / about an opponent
OTHER = "other"  # about another card than this one
GAME = "game"  # a moment of the game itself (start of a phase), no card involved
RELATIONS = (SELF, ANY, FRIENDLY, OPPONENT, OTHER, GAME)


class VerbArgs(BaseModel):
    """Base of every verb's argument model: unknown keys are an error, not ignored."""

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)


@dataclass(frozen=True)
class ZoneSpec:
    """One kind of zone; ``words`` are what people type for it."""

    name: str
    visibility: str = PUBLIC
    shared: bool = False
    in_play: bool = False
    ordered: bool = True
    words: tuple[str, ...] = ()

    @property
    def title(self) -> str:
        return self.name.replace("_", " ")


@dataclass(frozen=True)
class CardTypeSpec:
    """One card type: the zones a card of it may start in, and where it is played from."""

    name: str
    zones: tuple[str, ...]
    title: str = ""
    play_from: tuple[str, ...] = ("hand",)


@dataclass(frozen=True)
class TimingSpec:
    """A moment an ability can wait for.

    ``event`` is the engine event that reaches it and ``relation`` how the event must
    concern the card whose ability it is (see the relation constants). ``rule`` is
    the rule that says when such abilities happen; ``title`` is how the trace names
    the timing. ``static`` timings (constant abilities) apply while the card is in
    play rather than at a moment.
    """

    name: str
    event: str
    title: str
    rule: str
    relation: str = SELF
    static: bool = False
    params: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if self.relation not in RELATIONS:
            raise ValueError(f"timing {self.name}: unknown relation {self.relation!r}")


@dataclass(frozen=True)
class KeywordSpec:
    """A keyword the game knows; ``valued`` keywords carry a number (Raid 2)."""

    name: str
    rule: str
    valued: bool = False
    timing: str = ""  # a keyword that acts at a moment names that timing


Runner = Callable[["Game", "EffectContext", Any], "Procedure"]


@dataclass(frozen=True)
class VerbSpec:
    """A verb: its name, argument model, the rule its steps cite, and its procedure."""

    name: str
    args: type[VerbArgs]
    run: Runner
    rule: str = ""

    def validate(self, step: dict[str, Any]) -> VerbArgs:
        return self.args.model_validate({k: v for k, v in step.items() if k != "verb"})


class VerbLibrary:
    """A game's verbs, registered with :meth:`verb` next to their argument models."""

    def __init__(self) -> None:
        self._verbs: dict[str, VerbSpec] = {}

    def verb(self, name: str, args: type[VerbArgs], rule: str = "") -> Callable[[Runner], Runner]:
        def register(fn: Runner) -> Runner:
            if name in self._verbs:
                raise ValueError(f"verb {name!r} registered twice")
            self._verbs[name] = VerbSpec(name, args, fn, rule)
            return fn

        return register

    def add(self, spec: VerbSpec) -> None:
        if spec.name in self._verbs:
            raise ValueError(f"verb {spec.name!r} registered twice")
        self._verbs[spec.name] = spec

    def get(self, name: str) -> VerbSpec | None:
        return self._verbs.get(name)

    def __contains__(self, name: object) -> bool:
        return name in self._verbs

    def names(self) -> list[str]:
        return sorted(self._verbs)


Validate = Callable[[VerbSpec, dict[str, Any]], VerbArgs]


def step_problem(verbs: VerbLibrary, step: Any, validate: Validate | None = None) -> str | None:
    """Why one effect step cannot run (unknown verb, bad arguments), or None.

    ``validate`` (a verb spec and a step to its arguments) lets a caller that will run
    the step keep the arguments it validated (see Ruleset.validated)."""
    if not isinstance(step, dict) or "verb" not in step:
        return f"an effect step must be a mapping with a verb, not {step!r}"
    spec = verbs.get(str(step["verb"]))
    if spec is None:
        return f"no verb {step['verb']!r}"
    try:
        spec.validate(step) if validate is None else validate(spec, step)
    except ValidationError as exc:
        err = exc.errors()[0]
        where = ".".join(str(p) for p in err["loc"]) or "arguments"
        return f"verb {spec.name}: {where}: {err['msg']}"
    return None


@dataclass
class GameSpec:
    """Everything a game declares; a sixth game is one package with one of these."""

    game: str
    zones: dict[str, ZoneSpec]
    card_types: dict[str, CardTypeSpec]
    timings: dict[str, TimingSpec]
    verbs: VerbLibrary
    keywords: dict[str, KeywordSpec] = field(default_factory=dict)
    # ability kinds that resolve without a timing of their own (an event card's text)
    untimed_kinds: tuple[str, ...] = ()

    @classmethod
    def build(
        cls,
        game: str,
        *,
        zones: Iterable[ZoneSpec],
        card_types: Iterable[CardTypeSpec],
        timings: Iterable[TimingSpec],
        verbs: VerbLibrary,
        keywords: Iterable[KeywordSpec] = (),
        untimed_kinds: tuple[str, ...] = (),
    ) -> GameSpec:
        spec = cls(
            game,
            {z.name: z for z in zones},
            {t.name: t for t in card_types},
            {t.name: t for t in timings},
            verbs,
            {k.name: k for k in keywords},
            untimed_kinds,
        )
        spec.check()
        return spec

    # -- self-consistency ----------------------------------------------------
    def check(self) -> None:
        """The tables agree: every type's zones and every keyword's timing exist."""
        for t in self.card_types.values():
            for z in (*t.zones, *t.play_from):
                if z not in self.zones:
                    raise ValueError(f"{self.game}: card type {t.name} names unknown zone {z!r}")
        for k in self.keywords.values():
            if k.timing and k.timing not in self.timings:
                raise ValueError(f"{self.game}: keyword {k.name} names unknown timing {k.timing!r}")

    # -- zones ---------------------------------------------------------------
    @property
    def in_play_zones(self) -> frozenset[str]:
        return frozenset(z.name for z in self.zones.values() if z.in_play)

    def new_state(self, players: list[str], active: str) -> GameState:
        """A state with every declared zone (one per player, or one shared)."""
        state = GameState(self.game, [Player(p, p) for p in players], active)
        for z in self.zones.values():
            owners: list[str | None] = [None] if z.shared else list(players)
            for owner in owners:
                state.add_zone(Zone(z.name, owner, z.visibility, z.ordered))
        return state

    def zone_alias(self, words: str) -> str | None:
        """The zone a person means by ``words`` ("ground arena", "discard pile")."""
        key = " ".join(words.lower().replace("_", " ").split())
        for z in self.zones.values():
            if key == z.title or key in z.words:
                return z.name
        return None

    def placement_problem(self, definition: CardDefinition, zone: str) -> str | None:
        """Why a card of this type cannot start in ``zone``, or None."""
        ctype = self.card_types.get(definition.type)
        if ctype is None:
            known = ", ".join(sorted(self.card_types))
            return f"{definition.full_name} has card type {definition.type!r}, which {self.game} does not know ({known})"
        if zone not in ctype.zones:
            where = ", ".join(self.zones[z].title for z in ctype.zones)
            return f"{definition.full_name} is a {ctype.title or ctype.name}; it can be in: {where}"
        return None

    # -- abilities -----------------------------------------------------------
    def ability_problem(
        self, ability: AbilityDefinition, validate: Validate | None = None
    ) -> str | None:
        """Why this ability cannot run as compiled, or None when it can."""
        if ability.kind == "keyword":
            name = str(ability.extra.get("keyword") or ability.id).lower()
            if name not in self.keywords:
                return f"keyword {name!r} is not declared"
            return None
        if ability.timing not in self.timings and ability.kind not in self.untimed_kinds:
            return f"timing {ability.timing!r} is not declared" if ability.timing else "no timing"
        if not ability.effect:
            return "no effect compiled"
        for step in ability.effect:
            problem = step_problem(self.verbs, step, validate)
            if problem:
                return problem
        return None

    def settle(self, ability: AbilityDefinition) -> AbilityDefinition:
        """The ability with its ``modelled`` level decided by this contract.

        A parser may only claim ``modelled`` for what validates here; an ability
        whose timing is known but whose effect does not validate keeps its timing
        (``timing_only``) so the engine still shows it at the right moment.
        """
        problem = self.ability_problem(ability)
        if problem is None:
            level = MODELLED
        elif ability.timing in self.timings or ability.kind in self.untimed_kinds:
            level = TIMING_ONLY
        else:
            level = NOT_MODELLED
        if level == ability.modelled and (problem is None or ability.extra.get("reason")):
            return ability
        data = ability.to_dict()
        data["modelled"] = level
        if problem is None:
            data.pop("reason", None)
        else:
            data["reason"] = problem
        return AbilityDefinition.from_dict(data)


__all__ = [
    "ANY",
    "FRIENDLY",
    "GAME",
    "HIDDEN",
    "OPPONENT",
    "OTHER",
    "PUBLIC",
    "SELF",
    "CardTypeSpec",
    "GameSpec",
    "KeywordSpec",
    "TimingSpec",
    "VerbArgs",
    "VerbLibrary",
    "VerbSpec",
    "ZoneSpec",
    "step_problem",
]
