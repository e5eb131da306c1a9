"""Redemption's effect verbs: each one's argument model, the REG topic it cites, what it does.

A verb runs when its activation completes (REG Ability Activation Order) on the targets that
activation declared; every state change goes through :func:`effects.move` so an interrupt can
undo the completion. A verb returns the words of what it did; the activation logs them as one
"effect" step citing the verbs' REG topics.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field, field_validator

from engine.core.contract import VerbArgs, VerbLibrary
from engine.core.game import Game
from engine.core.ruleset import EffectContext
from engine.games.redemption import effects
from engine.games.redemption.describe import KEYS as DESCRIBE_KEYS
from engine.games.redemption.model import (
    LIVE,
    NEGATED,
    Activation,
    rider_holds,
    rider_refusal,
    rider_words,
)

# What a target description may say (see model.matches).
SPEC_KEYS = {
    "type", "zone", "side", "traits", "brigade", "alignment", "name", "not_self", "testament",
    "book", "chooser", "either", "brigades", "except",
    "last",  # the last card played that fits (last_played)
}  # fmt: skip
SPEC_KEYS |= {"facts"}  # human, gender, meek: facts a scenario states (facts.py)
SPEC_KEYS |= DESCRIBE_KEYS  # title, numbers (describe.py)
TARGET_FORMS = ("one", "all", "any_number", "up_to")


def check_target(value: Any) -> Any:
    """A target is self, bearer, interrupted, or {one|all|any_number|up_to: SPEC}."""
    if value is None or value in ("self", "bearer", "interrupted"):
        return value
    if not isinstance(value, dict) or len(value) != 1:
        raise ValueError(f"target must be self, bearer, interrupted or one form of {TARGET_FORMS}")
    form, spec = next(iter(value.items()))
    if form not in TARGET_FORMS:
        raise ValueError(f"unknown target form {form!r}")
    if form == "up_to":
        if not isinstance(spec, dict) or set(spec) != {"count", "spec"}:
            raise ValueError("up_to needs count and spec")
        spec = spec["spec"]
    if not isinstance(spec, dict):
        raise ValueError("a target description must be a mapping")
    unknown = set(spec) - SPEC_KEYS
    if unknown:
        raise ValueError(f"unknown target keys {sorted(unknown)}")
    return value


def check_spec(value: dict[str, Any], what: str) -> dict[str, Any]:
    """A card description (search find, condition spec) uses only the keys model.matches reads."""
    unknown = set(value) - SPEC_KEYS
    if unknown:
        raise ValueError(f"unknown {what} keys {sorted(unknown)}")
    return value


class TargetArgs(VerbArgs):
    target: Any = None
    cost: bool = False  # "X to Y": X is a cost; Y happens only if X was carried out (Cost)

    @field_validator("target")
    @classmethod
    def _target(cls, v: Any) -> Any:
        return check_target(v)


class XCount(VerbArgs):
    """ "X = # of your Isaiah Heroes" (the export's Identifier column), capped by "(limit N)"."""

    spec: dict[str, Any]
    limit: int | None = Field(None, ge=1, le=20)
    words: str = ""

    @field_validator("spec")
    @classmethod
    def _spec(cls, v: dict[str, Any]) -> dict[str, Any]:
        return check_spec(v, "X")


class DrawArgs(VerbArgs):
    amount: int = Field(1, ge=1, le=20)
    who: Literal["you", "opponent", "each"] = "you"
    x: XCount | None = None  # the amount is X, counted as the ability resolves


class ProtectArgs(TargetArgs):
    model_config = VerbArgs.model_config | {"populate_by_name": True}
    from_: list[str] = Field(default_factory=list, alias="from")
    until: Literal["battle", "turn"] | None = None


class NumbersArgs(TargetArgs):
    strength: int = Field(0, ge=0, le=30)
    toughness: int = Field(0, ge=0, le=30)
    until: Literal["battle", "turn"] | None = None  # printed "until end of turn" ...


class LookArgs(VerbArgs):
    whose: Literal["opponent", "you"] = "opponent"
    zone: Literal["hand"] = "hand"


class SearchArgs(VerbArgs):
    find: dict[str, Any]
    zones: list[Literal["deck", "discard", "reserve"]] = Field(default_factory=lambda: ["deck"])
    cost: bool = False  # "search ... and play it to Y": Y only if a card was found (Cost)

    @field_validator("find")
    @classmethod
    def _find(cls, v: dict[str, Any]) -> dict[str, Any]:
        return check_spec(v, "search")


def _act(ctx: EffectContext) -> Activation:
    return ctx.memory["act"]


def note(game: Game, act: Activation, text: str, rules: list[str]) -> None:
    """An info step of this activation: what the effect found (or did not), which is no effect."""
    game.log(
        text,
        rules,
        kind="info",
        player=act.controller,
        card=game.state.objects[act.card].label,
        ability=act.ability.id,
    )


def _players(game: Game, act: Activation, who: str) -> list[str]:
    """The players "you", "opponent" or "each" means for this activation."""
    players = [p.id for p in game.state.players]
    if who == "you":
        return [act.controller]
    if who == "opponent":
        return [p for p in players if p != act.controller]
    return players


def _moved(names: list[str], words: str) -> str:
    if not names:
        return ""
    return f"{', '.join(names)} {'is' if len(names) == 1 else 'are'} {words}"


class SetAsideArgs(TargetArgs):
    turns: int | None = Field(None, ge=1, le=9)  # "for three turns": said, not counted down


def _mover(
    name: str,
    where: str,
    words: str,
    rule: str,
    *,
    top: bool = False,
    args_model: type[TargetArgs] = TargetArgs,
) -> None:
    def run(game: Game, ctx: EffectContext, args: TargetArgs) -> str:
        state = game.state
        act = _act(ctx)
        done = []
        for oid in effects.targets_for(act, args.target):
            obj = state.objects[oid]
            if where in ("territory", "battle"):
                owner = obj.controller
            elif where in ("land_of_bondage", "land_of_redemption"):
                owner = act.controller  # captured by, or rescued to, the ability's player
            else:
                owner = obj.owner
            effects.move(state, act, obj, (owner, where), top=top)
            done.append(obj.label)
            if where == "battle":
                act.notes.setdefault("entered", []).append(oid)
        turns = getattr(args, "turns", None)
        return _moved(done, words + (f" for {turns} turn(s)" if turns else ""))

    VERBS.add_spec(name, args_model, run, rule)


class _Library(VerbLibrary):
    """Every verb checks the cost first: after an unpaid cost ("X to Y") nothing else happens."""

    def verb(self, name: str, args: type[VerbArgs], rule: str = "") -> Any:
        register = super().verb(name, args, rule)

        def wrap(fn: Any) -> Any:
            register(_after_cost(fn))
            return fn

        return wrap

    def add_spec(self, name: str, args: type[VerbArgs], run: Any, rule: str) -> None:
        self.verb(name, args, rule)(run)


def _after_cost(fn: Any) -> Any:
    def run(game: Game, ctx: EffectContext, args: VerbArgs) -> str:
        act = _act(ctx)
        if act.notes.get("unpaid"):
            return ""
        targeted = hasattr(args, "target")  # an untargeted cost (exchange) checks itself
        if targeted and getattr(args, "cost", False) and not effects.targets_for(act, args.target):
            act.notes["unpaid"] = True
            game.log(
                f"{act.label}: its cost cannot be paid (nothing to act on), so nothing else happens",
                ["Cost"],
                player=act.controller,
                card=game.state.objects[act.card].label,
                ability=act.ability.id,
            )
            return ""
        out = fn(game, ctx, args)
        if (
            getattr(args, "cost", False)
            and not targeted
            and not out
            and not act.notes.get("unpaid")
        ):
            _unpaid(game, act, "nothing was found")  # an untargeted cost that did nothing
        return out

    return run


def _unpaid(game: Game, act: Activation, why: str) -> None:
    act.notes["unpaid"] = True
    game.log(
        f"{act.label}: its cost cannot be paid ({why}), so nothing else happens",
        ["Cost"],
        player=act.controller,
        card=game.state.objects[act.card].label,
        ability=act.ability.id,
    )


VERBS = _Library()
_mover("discard", "discard", "discarded", "Discard", top=True)
_mover("underdeck", "deck", "put on the bottom of the deck", "Underdeck")
_mover("topdeck", "deck", "put on top of the deck", "Topdeck", top=True)
_mover("withdraw", "territory", "withdrawn to territory", "Withdraw")
_mover("return_to_hand", "hand", "returned to hand", "Return")
_mover("bounce", "hand", "bounced to its owner's hand", "Bounce")
_mover("band", "battle", "banded into battle", "Band")
_mover("banish", "banished", "removed from the game", "Banish")
_mover("capture", "land_of_bondage", "captured to the land of bondage", "Capture")
_mover("set_aside", "set_aside", "set aside", "Set Aside", args_model=SetAsideArgs)
_mover("rescue", "land_of_redemption", "rescued to the land of redemption", "Rescue")
_mover("shuffle", "deck", "shuffled into its owner's deck", "Shuffle")
_mover("reserve", "reserve", "put into its owner's reserve", "Reserve")


def _from_top(game: Game, ctx: EffectContext, args: DrawArgs, *, draw: bool) -> str:
    """Draw (into hand) or discard the top cards of the decks ``args.who`` means."""
    state = game.state
    act = _act(ctx)
    amount = args.amount if args.x is None else _x(game, act, args.x)
    if amount == 0:
        return ""
    out = []
    for player in _players(game, act, args.who):
        deck = state.cards_in(player, "deck")[:amount]
        if not draw:  # cards in play that protect a deck from this ability
            deck = _guard(game, act, deck)
        for obj in deck:
            where = (player, "hand") if draw else (obj.owner, "discard")
            effects.move(state, act, obj, where, top=not draw)
        if not deck and draw and not state.zone_known(player, "deck"):
            out.append(
                f"{player} draws {amount} card(s) (their deck is not listed in the scenario, "
                "so which is not known)"
            )
        elif not deck and not state.zone_known(player, "deck"):
            # what protects a deck is checked card by card, so an unlisted one is only noted
            game.log(
                f"{player}'s deck is not listed in the scenario: which cards would be discarded,"
                " and whether any is protected, is not known",
                ["Discard"],
                kind="info",
                player=player,
            )
        elif not deck:
            game.log(
                f"{player}'s deck is empty: nothing to {'draw' if draw else 'discard'}",
                ["Draw" if draw else "Discard"],
                kind="info",
                player=player,
            )
        elif draw:
            short = f" (the deck held only {len(deck)})" if len(deck) < amount else ""
            out.append(f"{player} draws {len(deck)} card(s){short}")
        else:
            names = ", ".join(o.label for o in deck)
            out.append(f"the top of {player}'s deck is discarded: {names}")
    return "; ".join(out)


def _x(game: Game, act: Activation, x: XCount) -> int:
    """X: the cards in play that fit the description, capped by the printed limit; said in
    the trace either way (X = 0 draws nothing)."""
    state = game.state
    counted = [o for o in state.objects.values() if _fits(state, o, x.spec, act)]
    amount = len(counted) if x.limit is None else min(len(counted), x.limit)
    limit = f", limit {x.limit}" if x.limit is not None else ""
    names = ", ".join(o.label for o in counted) or "none"
    note(
        game,
        act,
        f"X = {amount}: the number of {x.words or 'such cards'} ({names}{limit})",
        ["Draw"],
    )
    return amount


@VERBS.verb("draw", DrawArgs, rule="Draw")
def draw(game: Game, ctx: EffectContext, args: DrawArgs) -> str:
    return _from_top(game, ctx, args, draw=True)


@VERBS.verb("discard_top", DrawArgs, rule="Discard")
def discard_top(game: Game, ctx: EffectContext, args: DrawArgs) -> str:
    return _from_top(game, ctx, args, draw=False)


@VERBS.verb("protect", ProtectArgs, rule="Protect")
def protect(game: Game, ctx: EffectContext, args: ProtectArgs) -> str:
    chosen = effects.targets_for(_act(ctx), args.target)
    if not chosen:
        return ""  # nothing to protect: no effect
    names = ", ".join(game.state.objects[o].label for o in chosen)
    words = {"source:evil": "evil cards", "source:good": "good cards"}
    words["source:opponent"] = "opponents' cards"
    kinds = [words.get(k, f"{k} abilities") for k in args.from_]
    what = " and ".join(kinds) or "the named abilities"
    until = f" until the end of the {args.until}" if args.until else ""
    return f"{names} {'is' if len(chosen) == 1 else 'are'} protected from {what}{until}"


@VERBS.verb("prevent", TargetArgs, rule="Prevent")
def prevent(game: Game, ctx: EffectContext, args: TargetArgs) -> str:
    act = _act(ctx)
    acts = game.state.info["_acts"]
    out = []
    acting = game.state.objects[act.card]
    for uid in act.targets:
        other = acts[uid]
        rider = other.riders.get("cannot_be_prevented")
        if rider_holds(rider, acting, game.state, other):
            out.append(f"{other.label} cannot be prevented{rider_words(rider)}, so it is not")
            act.notes.setdefault("rules", []).append("Cannot Be Prevented")
            continue
        if rider:
            out.append(
                f"{other.label} cannot be prevented only{rider_words(rider)}; "
                f"{rider_refusal(rider, acting, game.state, other)}"
            )
        other.prevented = True
        act.notes.setdefault("prevented_uids", []).append(uid)
        out.append(f"{other.label} is prevented")
    return "; ".join(out)


@VERBS.verb("negate", TargetArgs, rule="Negate")
def negate(game: Game, ctx: EffectContext, args: TargetArgs) -> str:
    state = game.state
    act = _act(ctx)
    acting = state.objects[act.card]
    out = []
    for oid in effects.targets_for(act, args.target):
        obj = state.objects[oid]
        obj.flags["negated"] = True
        act.notes.setdefault("negated_cards", []).append(obj.label)
        out.append(f"{obj.label} is negated")
        for other in state.info["_acts"].values():
            if other.card != oid or other.status not in LIVE:
                continue
            rider = other.riders.get("cannot_be_negated")
            if rider_holds(rider, acting, state, other):
                out.append(f"{other.label} cannot be negated{rider_words(rider)} and stays")
                act.notes.setdefault("rules", []).append("Cannot Be Negated")
                continue
            if rider:
                out.append(
                    f"{other.label} cannot be negated only{rider_words(rider)}; "
                    f"{rider_refusal(rider, acting, state, other)}"
                )
            effects.undo(state, other)
            other.status = NEGATED
            out.append(f"{other.label} ends")
    return "; ".join(out)


def _numbers(sign: int, word: str):
    def run(game: Game, ctx: EffectContext, args: NumbersArgs) -> str:
        state = game.state
        act = _act(ctx)
        done = []
        for oid in effects.targets_for(act, args.target):
            obj = state.objects[oid]
            mods = obj.flags.setdefault("numbers", [])
            mods.append([act.uid, sign * args.strength, sign * args.toughness])
            act.notes.setdefault("numbers", []).append(oid)
            done.append(obj.label)
        if not done:
            return ""
        until = f" until the end of the {args.until}" if args.until else ""
        return f"{', '.join(done)} {word} by {args.strength}/{args.toughness}{until}"

    return run


VERBS.add_spec("increase", NumbersArgs, _numbers(1, "increased"), "Increase")
VERBS.add_spec("decrease", NumbersArgs, _numbers(-1, "decreased"), "Decrease")


class RequireArgs(VerbArgs):
    when: Literal[
        "blocking",
        "attacking",
        "used_by",
        "control",
        "present",
        "absent",
        "in_battle",
        "hand_advantage",
        "alone",
        "count",
        "turn",
        "pile",
        "battle",
        "either",
        "souls_behind",
        "brigades",
        "lone",
        "every",
    ]
    spec: dict[str, Any] = Field(default_factory=dict)
    at_least: int | None = Field(None, ge=1, le=60)  # count, pile (conditions.MORE)
    at_most: int | None = Field(None, ge=0, le=60)
    whose: Literal["self", "opponent"] | None = None  # turn, pile
    pile: Literal["hand", "deck"] | None = None
    any_of: list[list[dict[str, Any]]] | None = None  # either (conditions.MORE)

    @field_validator("spec")
    @classmethod
    def _spec(cls, v: dict[str, Any]) -> dict[str, Any]:
        return check_spec(v, "condition")


@VERBS.verb("require", RequireArgs, rule="Special Ability")
def require(game: Game, ctx: EffectContext, args: RequireArgs) -> str:
    """The condition held when the ability activated (conditions.unmet); it changes nothing."""
    return ""


class Option(VerbArgs):
    text: str
    steps: list[dict[str, Any]] = Field(min_length=1)

    @field_validator("steps")
    @classmethod
    def _steps(cls, v: list[dict[str, Any]]) -> list[dict[str, Any]]:
        for step in v:
            spec = VERBS.get(str(step.get("verb")))
            if spec is None or step.get("verb") in ("choose", "interrupt", "require"):
                raise ValueError(f"an option cannot run {step.get('verb')!r}")
            spec.validate(step)
        return v


class ChooseArgs(VerbArgs):
    options: list[Option] = Field(min_length=2, max_length=8)  # 8: sets of selected modes
    by: Literal["player", "opponent"] = "player"  # "Opponent must A or B": theirs to pick


@VERBS.verb("choose", ChooseArgs, rule="Special Ability")
def choose(game: Game, ctx: EffectContext, args: ChooseArgs) -> str:
    """The choice is made as the ability activates (RedemptionRuleset.chosen_option)."""
    return ""


class InterruptArgs(VerbArgs):
    what: Literal["the_battle"]


@VERBS.verb("interrupt", InterruptArgs, rule="Interrupt - Special Conditions 1")
def interrupt(game: Game, ctx: EffectContext, args: InterruptArgs) -> str:
    """An interrupt runs its own sequence (InterruptMixin.run_interrupt), never this step."""
    return ""


@VERBS.verb("look", LookArgs, rule="Look")
def look(game: Game, ctx: EffectContext, args: LookArgs) -> str:
    state = game.state
    act = _act(ctx)
    players = [
        p.id for p in state.players if (p.id != act.controller) == (args.whose == "opponent")
    ]
    out = []
    for player in players:
        hand = state.cards_in(player, args.zone)
        if len(_guard(game, act, hand)) < len(hand):
            continue  # a protected hand is not looked at
        cards = [o.label for o in hand]
        out.append(
            f"{act.controller} looks at {player}'s hand: {', '.join(cards) or 'it is empty'}"
        )
    return "; ".join(out)


@VERBS.verb("search", SearchArgs, rule="Search")
def search(game: Game, ctx: EffectContext, args: SearchArgs) -> str:
    state = game.state
    act = _act(ctx)
    for zone in args.zones:
        spec = {**args.find, "zone": zone, "side": "self"}
        found = [o for o in state.cards_in(act.controller, zone) if _fits(state, o, spec, act)]
        if found:
            obj = found[0]
            effects.move(state, act, obj, (act.controller, "hand"), top=False)
            where = zone.replace("_", " ")
            return f"{act.controller} searches their {where} and takes {obj.label} into hand"
    where = " and ".join(z.replace("_", " ") for z in args.zones)
    if _unlisted(state, act.controller, args.zones):
        note(game, act, _unknown_piles(act.controller, "searches", where), ["Search"])
        return ""
    note(game, act, f"{act.controller} searches their {where} and finds no such card", ["Search"])
    return ""  # nothing was taken: no effect


def _unlisted(state: Any, player: str, zones: list[str]) -> bool:
    """A pile the scenario does not list is unknown, not empty (none of ``zones`` holds a
    card and one of them was not listed)."""
    return not any(state.cards_in(player, z) for z in zones) and not all(
        state.zone_known(player, z) for z in zones
    )


def _unknown_piles(player: str, verb: str, where: str) -> str:
    return (
        f"{player} {verb} their {where}, which the scenario does not list: what is found "
        f"is not known (list the cards there to see it)"
    )


# What a card may be played from a pile as: a card of these types goes to its place in play
# without a battle to join (an enhancement needs a bearer, a dominant its own timing).
PLAYABLE = {
    "city",  # a City sits in territory, as a site does
    "hero",
    "evil_character",
    "lost_soul",
    "fortress",
    "site",
    "artifact",
    "covenant",
    "curse",
}


class PlayArgs(SearchArgs):
    @field_validator("find")
    @classmethod
    def _playable(cls, v: dict[str, Any]) -> dict[str, Any]:
        types = set(v.get("type") or [])
        if not types or types - PLAYABLE or v.get("either"):
            raise ValueError(f"only a card of the types {sorted(PLAYABLE)} is played from a pile")
        return v


@VERBS.verb("play", PlayArgs, rule="Play")
def play(game: Game, ctx: EffectContext, args: PlayArgs) -> str:
    """The first fitting card of the piles named, in order, is put into play under the
    ability's player: characters and places in territory, a lost soul in the land of bondage,
    an artifact in the artifact pile."""
    from engine.games.redemption.model import types_of
    from engine.games.redemption.reach import home_zone

    state = game.state
    act = _act(ctx)
    for zone in args.zones:
        spec = {**args.find, "zone": zone, "side": "self"}
        found = [o for o in state.cards_in(act.controller, zone) if _fits(state, o, spec, act)]
        if found:
            obj = found[0]
            to = home_zone(types_of(obj) & PLAYABLE)
            effects.move(state, act, obj, (act.controller, to), top=False)
            obj.controller = act.controller
            return (
                f"{act.controller} plays {obj.label} from their {zone.replace('_', ' ')} "
                f"into their {to.replace('_', ' ')}"
            )
    where = " and ".join(z.replace("_", " ") for z in args.zones)
    if _unlisted(state, act.controller, args.zones):
        note(game, act, _unknown_piles(act.controller, "looks through", where), ["Play"])
        return ""
    note(
        game,
        act,
        f"{act.controller} looks through their {where} and finds no such card to play",
        ["Play"],
    )
    return ""  # nothing was played: no effect


class DigArgs(VerbArgs):
    count: int = Field(ge=1, le=12)  # how many cards from the top are looked at
    take: int = Field(1, ge=1, le=12)  # up to how many of them fitting ``find`` are taken
    find: dict[str, Any] = Field(default_factory=dict)
    rest: Literal["stay", "underdeck"] = "stay"

    @field_validator("find")
    @classmethod
    def _find(cls, v: dict[str, Any]) -> dict[str, Any]:
        return check_spec(v, "dig")


@VERBS.verb("dig", DigArgs, rule="Search")
def dig(game: Game, ctx: EffectContext, args: DigArgs) -> str:
    """Look at the top cards of the player's own deck, take up to ``take`` that fit into hand
    (the first ones from the top), and leave the rest on top or put them on the bottom."""
    state = game.state
    act = _act(ctx)
    seen = state.cards_in(act.controller, "deck")[: args.count]
    if not seen:
        return ""
    spec = {**args.find, "zone": "deck", "side": "self"}
    taken = [o for o in seen if _fits(state, o, spec, act)][: args.take]
    for obj in taken:
        effects.move(state, act, obj, (act.controller, "hand"), top=False)
    rest = [o for o in seen if o not in taken]
    if args.rest == "underdeck":
        for obj in rest:
            effects.move(state, act, obj, (act.controller, "deck"), top=False)
    words = f"{act.controller} looks at the top {len(seen)} of their deck"
    words += f" ({', '.join(o.label for o in seen)})"
    words += f", takes {', '.join(o.label for o in taken)} into hand" if taken else ", takes none"
    if rest:
        where = "on the bottom of" if args.rest == "underdeck" else "on top of"
        words += f" and leaves the rest {where} the deck"
    return words


def _guard(game: Game, act: Activation, cards: list[Any]) -> list[Any]:
    from engine.games.redemption.ongoing import guard

    return guard(game, act, cards)


def _fits(state: Any, obj: Any, spec: dict[str, Any], act: Activation) -> bool:
    from engine.games.redemption.model import matches

    return matches(state, obj, spec, act.controller)


from engine.games.redemption import add_to_battle as _add  # noqa: E402, F401  (registers it)
from engine.games.redemption import convert as _convert  # noqa: E402, F401  (registers it)
from engine.games.redemption import exchange as _exchange  # noqa: E402, F401  (registers it)
from engine.games.redemption import followups as _followups  # noqa: E402, F401  (registers it)
from engine.games.redemption import heal as _heal  # noqa: E402, F401  (registers it)
from engine.games.redemption import piles as _piles  # noqa: E402, F401  (registers it)
from engine.games.redemption import place as _place  # noqa: E402, F401  (registers it)
from engine.games.redemption import repeat as _repeat  # noqa: E402, F401  (registers it)
from engine.games.redemption import reveal as _reveal  # noqa: E402, F401  (registers it)
from engine.games.redemption import reveal_cost as _reveal_cost  # noqa: E402, F401
from engine.games.redemption import worth as _worth  # noqa: E402, F401  (registers it)

REG_TOPICS = sorted({spec.rule for name in VERBS.names() if (spec := VERBS.get(name))})
