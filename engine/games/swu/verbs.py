"""The SWU verbs: every effect a compiled ability can have, with its argument model.

Each verb is registered with :data:`VERBS` next to a pydantic model of its arguments
(extra keys refused), and cites the rule that decides what it does. Every verb
takes an optional ``only_if`` condition ("If you do", "If you control a FORCE unit",
"If you control 5 or more resources"); a step whose condition fails says so and
does nothing. A step that finds no legal target says so too (1.3.2 / 8.26.5):
such lines are logged as ``event`` steps, never as effects, because nothing was
done.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Literal

from pydantic import Field, model_validator

from engine.core.contract import VerbArgs, VerbLibrary, step_problem
from engine.core.decisions import Decision
from engine.core.errors import ImpossibleAction
from engine.core.ruleset import ask
from engine.games.swu.conditions import StateCondition, state_holds
from engine.games.swu.statics import PerCount, StaticArgs, affects, count, describe_per, holds
from engine.games.swu.targets import Target, candidates, describe

if TYPE_CHECKING:
    from engine.core.game import Game, Procedure
    from engine.core.ruleset import EffectContext
    from engine.core.state import CardObject

VERBS = VerbLibrary()
Amount = int | dict[str, Any]
Duration = Literal["phase", "round", "attack", "permanent"]
TOKEN_UNITS = ("clone trooper", "battle droid", "tie fighter", "x-wing", "spy", "mandalorian")


class Condition(StateCondition):
    """When a step applies; every field given must hold."""

    did: bool | None = None  # "If you do" / "If you don't": the previous step did something
    control: Target | None = None  # "If you control a FORCE unit"
    at_least: int = 1
    resources_at_least: int | None = None
    initiative: bool | None = None
    remembered_not_type: str | None = None  # the card an earlier step discarded is not a ...
    remembered_type: str | None = None  # "If it's a unit" about the discarded card
    host_traits: tuple[str, ...] | None = None  # "If attached unit is a Transport"
    host_named: str | None = None  # "If attached unit is Darth Vader"
    control_named: str | None = None  # "If you control Poe Dameron" (unit, upgrade or leader)
    this_phase: dict[str, Any] | None = None  # "If an enemy unit was defeated this phase"


class SwuArgs(VerbArgs):
    """Arguments every SWU verb accepts: a condition, and "you may" in the middle of a text."""

    only_if: Condition | None = None
    may: bool = False


def effect(game: Game, text: str, rules: list[str]) -> None:
    """An effect step (tagged with the resolving card and ability by the core)."""
    game.log(text, rules, kind="effect")


def nothing(game: Game, text: str, rules: list[str] | None = None) -> None:
    """A step that did nothing (no target, condition unmet): shown, not counted as an effect."""
    game.log(text, rules or ["1.3.2"], kind="event")


def verb(name: str, args: type[SwuArgs], rule: str) -> Callable:
    """Register a verb whose ``only_if`` is checked before it runs."""

    def register(fn: Callable[[Game, EffectContext, Any], Procedure]) -> Callable:
        def run(game: Game, ctx: EffectContext, a: Any) -> Procedure:
            if a.only_if is not None and not condition_holds(game, ctx, a.only_if):
                src = game.state.objects[ctx.source].label
                nothing(game, f"{src}: the condition is not met, so that part does nothing")
                ctx.memory["did"] = False
                return
            ctx.memory["did"] = False
            game.tick()  # counted as the runner counts a procedure, run without its round trip
            yield from fn(game, ctx, a)

        VERBS.verb(name, args, rule)(run)
        return fn

    return register


def condition_holds(game: Game, ctx: EffectContext, c: Condition) -> bool:
    state = game.state
    if c.did is not None and bool(ctx.memory.get("did")) != c.did:
        return False
    if c.control is not None and len(candidates(game, ctx, c.control)) < c.at_least:
        return False
    resources = len(state.cards_in(ctx.controller, "resources"))
    if c.resources_at_least is not None and resources < c.resources_at_least:
        return False
    holder = state.info.get("initiative", state.active)
    if c.initiative is not None and (holder == ctx.controller) != c.initiative:
        return False
    if c.remembered_type is not None:
        oids = ctx.memory.get("milled") or []
        if not oids or any(state.objects[o].definition.type != c.remembered_type for o in oids):
            return False
    if c.this_phase is not None:
        from engine.games.swu.history import happened

        exclude = ctx.source if c.this_phase.get("other") else None
        if not happened(state, ctx.controller, c.this_phase, exclude):
            return False
    if c.control_named is not None:
        want = c.control_named.lower()
        names = [
            o.definition.name.lower()
            for zone in ("ground_arena", "space_arena", "leader")
            for o in state.cards_in(ctx.controller, zone)
        ]
        if want not in names:
            return False
    if c.host_named is not None:
        source = state.objects[ctx.source]
        host = state.objects.get(source.attached_to) if source.attached_to else None
        if host is None or host.definition.name.lower() != c.host_named.lower():
            return False
    if c.host_traits is not None:
        source = state.objects[ctx.source]
        host = state.objects.get(source.attached_to) if source.attached_to else None
        traits = {t.lower() for t in host.definition.traits} if host else set()
        if host is None or any(t.lower() not in traits for t in c.host_traits):
            return False
    if c.remembered_not_type is not None:
        oids = ctx.memory.get("milled") or []
        if not oids or any(state.objects[o].definition.type == c.remembered_not_type for o in oids):
            return False
    return state_holds(game, ctx, c)


# --------------------------------------------------------------------------- choosing
def pick(game: Game, ctx: EffectContext, t: Target, what: str) -> Procedure:
    """The objects a step acts on: chosen (8.4), all of them ("each"), or up to N (8.29)."""
    options = candidates(game, ctx, t)
    source = game.state.objects[ctx.source].label
    if not options:
        nothing(game, f"{source}: there is no {describe(t)} to {what}, so that part does nothing")
        return []
    if t.mode == "each":
        chosen = options
    elif t.mode == "up_to" or t.count > 1:
        chosen = yield choose_many(game, ctx, options, t, what)
    else:
        game.tick()
        chosen = [
            (yield from choose_one(game, ctx.controller, options, f"{source}: {what}", source))
        ]
    if t.remember and t.what != "chosen":
        ctx.memory["chosen"] = [o.oid for o in chosen]
    return chosen


def choose_one(
    game: Game, player: str, options: list[CardObject], prompt: str, card: str
) -> Procedure:
    """Delegate to the ruleset's chooser (it checks a given target against the options)."""
    game.tick()
    return (yield from game.ruleset.choose_object(game, player, options, prompt, card))


def choose_many(
    game: Game, ctx: EffectContext, options: list[CardObject], t: Target, what: str
) -> Procedure:
    source = game.state.objects[ctx.source].label
    limit = min(t.count, len(options))
    labels = [o.label for o in options]
    rule = "8.30.1" if t.mode == "up_to" else "8.4.1"
    answer = yield ask(
        game,
        Decision(
            kind="choose",
            player=ctx.controller,
            prompt=f"{source}: choose {'up to ' if t.mode == 'up_to' else ''}{t.count} to {what}",
            options=labels,
            rule=rule,
            default=labels[:limit],
            default_reason=f"the first {limit} listed",
            card=source,
            multi=True,
        ),
        lambda chosen: f"{ctx.controller} chooses {'; '.join(chosen) if chosen else 'none'}",
    )
    if isinstance(answer, str):
        answer = [answer]
    picked = [options[labels.index(a)] for a in answer if a in labels]
    if len(picked) > t.count or (t.mode != "up_to" and len(picked) < limit):
        raise ImpossibleAction(f"{source}: choose {t.count}, not {len(picked)}")
    return picked


def amount_of(game: Game, ctx: EffectContext, amount: Amount) -> int:
    """A number, or one read from the game ("equal to its power", "that card's cost")."""
    if isinstance(amount, int):
        return amount
    state = game.state
    rs = game.ruleset
    if "event_card" in amount and ctx.event is not None and ctx.event.card is not None:
        card = state.objects[ctx.event.card]
        return int(ctx.event.data.get("cost", card.definition.cost or 0))
    if amount.get("all"):
        return 10**6  # "heal all damage": every damage counter (1.9.3)
    if "per" in amount:
        # "equal to the number of resources you control", "1 damage for each friendly X unit"
        per = PerCount.model_validate(amount["per"])
        source = state.objects[ctx.source]
        counted = count(state, source, per)
        n = counted * int(amount.get("times", 1))
        rule = "8.34.1" if amount.get("each") else ("1.9.3" if amount.get("heal") else "1.9.2")
        game.log(
            f"{source.label}: {describe_per(per, counted).replace('its controller', ctx.controller)}"
            f", so the amount is {n}",
            [rule],
            kind="event",
        )
        return n
    if "power_of" in amount:
        ref = amount["power_of"]
        if ref == "self":
            source = state.objects[ctx.source]
            if not rs.in_play(source) and source.oid in state.info.get("_last_power", {}):
                power = state.info["_last_power"][source.oid]
                game.log(
                    f"{source.label} left play with {power} power: that is the amount",
                    ["8.11.1"],
                    kind="event",
                )
                return power
            return rs.power(source)
        if ref == "attached":
            host = state.objects.get(state.objects[ctx.source].attached_to or -1)
            return rs.power(host) if host is not None else 0
        chosen = ctx.memory.get("chosen") or []
        return rs.power(state.objects[chosen[0]]) if chosen else 0
    raise ValueError(f"unknown amount {amount!r}")


# --------------------------------------------------------------------------- verbs
def check_amount(amount: Amount) -> None:
    """Refuse an amount the verbs cannot read (so the ability is not stored as modelled)."""
    if isinstance(amount, int):
        return
    if not (
        set(amount) <= {"event_card", "power_of", "per", "times", "each", "heal", "all"}
        and amount.get("power_of", "self") in ("self", "attached", "chosen")
    ):
        raise ValueError(f"unknown amount {amount!r}")
    if "per" in amount:
        PerCount.model_validate(amount["per"])


class DamageArgs(SwuArgs):
    amount: Amount
    target: Target

    @model_validator(mode="after")
    def known_amount(self) -> DamageArgs:
        check_amount(self.amount)
        return self


@verb("deal_damage", DamageArgs, "1.9.2")
def deal_damage(game: Game, ctx: EffectContext, a: DamageArgs) -> Procedure:
    n = amount_of(game, ctx, a.amount)
    hit = yield pick(game, ctx, a.target, f"deal {n} damage to")
    if not hit:
        return
    ctx.memory["did"] = True
    yield game.ruleset.deal_damage(game, [(o, n) for o in hit], game.trace.depth)


class HealArgs(SwuArgs):
    amount: Amount
    target: Target

    @model_validator(mode="after")
    def known_amount(self) -> HealArgs:
        check_amount(self.amount)
        return self


@verb("heal", HealArgs, "1.9.3")
def heal(game: Game, ctx: EffectContext, a: HealArgs) -> Procedure:
    n = amount_of(game, ctx, a.amount)
    words = "all" if isinstance(a.amount, dict) and a.amount.get("all") else str(n)
    for o in (yield pick(game, ctx, a.target, f"heal {words} damage from")):
        healed = min(n, o.damage)
        o.damage -= healed
        ctx.memory["did"] = ctx.memory.get("did") or healed > 0
        effect(game, f"{o.label}: {healed} damage healed ({o.damage} damage left)", ["1.9.3"])


class TargetArgs(SwuArgs):
    target: Target


@verb("defeat", TargetArgs, "3.5.4")
def defeat(game: Game, ctx: EffectContext, a: TargetArgs) -> Procedure:
    game.tick()
    hit = yield from pick(game, ctx, a.target, "defeat")
    units = [o for o in hit if o.attached_to is None]
    upgrades = [o for o in hit if o.attached_to is not None]
    if hit:
        ctx.memory["did"] = True
        for u in units:
            effect(game, f"{u.label} is defeated by the ability", ["3.5.4"])
        for up in upgrades:
            effect(game, f"{up.label} (an upgrade) is defeated by the ability", ["3.6.11"])
            game.ruleset.detach(game, up)
    if units:
        game.tick()
        yield from game.ruleset.defeat_units(
            game, units, ["3.5.4"] + (["1.9.8"] if len(units) > 1 else [])
        )


@verb("exhaust", TargetArgs, "1.5.4.a")
def exhaust(game: Game, ctx: EffectContext, a: TargetArgs) -> Procedure:
    for o in (yield pick(game, ctx, a.target, "exhaust")):
        o.exhausted = True
        ctx.memory["did"] = True
        effect(game, f"{o.label} is exhausted", ["1.5.4.a"])


@verb("ready", TargetArgs, "1.5.4.a")
def ready(game: Game, ctx: EffectContext, a: TargetArgs) -> Procedure:
    from engine.core.events import Event

    for o in (yield pick(game, ctx, a.target, "ready")):
        o.exhausted = False
        ctx.memory["did"] = True
        effect(game, f"{o.label} is readied", ["1.5.4.a"])
        game.emit(Event("unit_readied", ctx.controller, o.oid))


class TokenArgs(SwuArgs):
    token: Literal["shield", "experience"]
    count: int = Field(1, ge=1)
    target: Target


@verb("give_token", TokenArgs, "3.7.2.b")
def give_token(game: Game, ctx: EffectContext, a: TokenArgs) -> Procedure:
    rule = "3.7.6" if a.token == "shield" else "3.7.5"
    for o in (yield pick(game, ctx, a.target, f"give {a.token} tokens to")):
        o.counters[a.token] = o.counters.get(a.token, 0) + a.count
        ctx.memory["did"] = True
        what = (
            f"{a.count} {a.token.title()} tokens"
            if a.count > 1
            else f"{'an' if a.token == 'experience' else 'a'} {a.token.title()} token"
        )
        bonus = f" (+{a.count}/+{a.count})" if a.token == "experience" else ""
        effect(game, f"{o.label} gets {what}{bonus}", ["3.7.2.b", rule])


class DefeatTokenArgs(SwuArgs):
    token: Literal["shield", "experience"]
    all: bool = False  # "Defeat all Shield tokens on a unit"
    target: Target


@verb("defeat_token", DefeatTokenArgs, "3.7.3")
def defeat_token(game: Game, ctx: EffectContext, a: DefeatTokenArgs) -> Procedure:
    """A token upgrade is defeated and set aside (3.7.3); losing Experience can defeat the unit."""
    for o in (yield pick(game, ctx, a.target, f"defeat {a.token} tokens on")):
        have = o.counters.get(a.token, 0)
        if not have:
            nothing(game, f"{o.label} has no {a.token.title()} token to defeat")
            continue
        n = have if a.all else 1
        o.counters[a.token] = have - n
        if not o.counters[a.token]:
            del o.counters[a.token]
        ctx.memory["did"] = True
        what = f"{n} {a.token.title()} token{'s' if n > 1 else ''}"
        effect(game, f"{what} on {o.label} {'are' if n > 1 else 'is'} defeated", ["3.7.3"])
    yield game.ruleset.check_lethal(game)


class ModifyArgs(SwuArgs):
    power: int = 0
    hp: int = 0
    target: Target
    duration: Duration = "phase"


@verb("modify", ModifyArgs, "8.15.1")
def modify(game: Game, ctx: EffectContext, a: ModifyArgs) -> Procedure:
    rs = game.ruleset
    for o in (yield pick(game, ctx, a.target, f"give {a.power:+d}/{a.hp:+d} to")):
        o.flags.setdefault("_mods", []).append({"power": a.power, "hp": a.hp, "until": a.duration})
        ctx.memory["did"] = True
        effect(
            game,
            f"{o.label} gets {a.power:+d}/{a.hp:+d} {rs.duration_words(a.duration)} "
            f"(now {rs.power(o)}/{rs.hp(o)})",
            ["8.15.3", "7.7.3"],
        )
    yield rs.check_lethal(game)


class KeywordArgs(SwuArgs):
    keyword: str
    value: int = 0
    target: Target
    duration: Duration = "phase"


@verb("gain_keyword", KeywordArgs, "7.5.3")
def gain_keyword(game: Game, ctx: EffectContext, a: KeywordArgs) -> Procedure:
    rs = game.ruleset
    kw = a.keyword.lower()
    if kw not in rs.spec.keywords:
        raise ValueError(f"unknown keyword {a.keyword!r}")
    for o in (yield pick(game, ctx, a.target, f"give {kw.title()} to")):
        o.flags.setdefault("_kw", []).append({"keyword": kw, "value": a.value, "until": a.duration})
        ctx.memory["did"] = True
        shown = f"{kw.title()}{f' {a.value}' if a.value else ''}"
        effect(game, f"{o.label} gains {shown} {rs.duration_words(a.duration)}", ["7.5.3"])
    return
    yield


class DrawArgs(SwuArgs):
    count: int = Field(1, ge=1)
    who: Literal["you", "opponent", "chosen_player"] = "you"


def who_is(game: Game, ctx: EffectContext, who: str) -> str:
    """The player a step names: you, your opponent, or the player an earlier step chose."""
    if who == "chosen_player":
        return str(ctx.memory.get("player") or game.state.opponent(ctx.controller))
    return ctx.controller if who == "you" else game.state.opponent(ctx.controller)


@verb("draw", DrawArgs, "1.12.1")
def draw(game: Game, ctx: EffectContext, a: DrawArgs) -> Procedure:
    player = who_is(game, ctx, a.who)
    yield game.ruleset.draw_cards(game, player, a.count)
    ctx.memory["did"] = True


class SearchFilter(VerbArgs):
    type: str | None = None
    aspect: str | None = None
    traits: tuple[str, ...] = ()
    max_cost: int | None = None


class DiscardArgs(SwuArgs):
    count: int = Field(1, ge=1)
    who: Literal["you", "opponent", "chosen_player"] = "you"
    filter: SearchFilter | None = None


@verb("discard", DiscardArgs, "1.13.1")
def discard(game: Game, ctx: EffectContext, a: DiscardArgs) -> Procedure:
    state = game.state
    player = who_is(game, ctx, a.who)
    hand = state.cards_in(player, "hand")
    if a.filter is not None:
        hand = [o for o in hand if search_fits(o, a.filter)]
    if not hand:
        nothing(game, f"{player} has no card in hand to discard")
        return
    labels = [o.label for o in hand]
    n = min(a.count, len(hand))
    chosen = yield ask(
        game,
        Decision(
            kind="choose",
            player=player,
            prompt=f"{player}: discard {n} card(s) from your hand",
            options=labels,
            rule="1.13.1",
            default=labels[:n],
            default_reason="the first cards listed in hand",
            multi=True,
        ),
        lambda c: f"{player} chooses to discard {'; '.join(c) if c else 'nothing'}",
    )
    if isinstance(chosen, str):
        chosen = [chosen]
    for lab in chosen[:n]:
        o = hand[labels.index(lab)]
        state.move(o, (o.owner, "discard"))
        effect(game, f"{player} discards {o.label} from their hand", ["1.13.1"])
    ctx.memory["did"] = True


class CreateArgs(SwuArgs):
    token: str
    count: int = Field(1, ge=1)
    who: Literal["you", "opponent"] = "you"

    @model_validator(mode="after")
    def known(self) -> CreateArgs:
        if self.token.lower() not in TOKEN_UNITS:
            raise ValueError(f"unknown token unit {self.token!r}")
        return self


@verb("create_token", CreateArgs, "3.7.1")
def create_token(game: Game, ctx: EffectContext, a: CreateArgs) -> Procedure:
    player = ctx.controller if a.who == "you" else game.state.opponent(ctx.controller)
    made = []
    for _ in range(a.count):
        made.append((yield game.ruleset.create_token_unit(game, player, a.token)))
    ctx.memory["chosen"] = [o.oid for o in made]
    ctx.memory["did"] = True


@verb("return_to_hand", TargetArgs, "8.24.1")
def return_to_hand(game: Game, ctx: EffectContext, a: TargetArgs) -> Procedure:
    for o in (yield pick(game, ctx, a.target, "return to its owner's hand")):
        ctx.memory["did"] = True
        effect(game, f"{o.label} returns to {o.owner}'s hand", ["8.24.1", "8.12.1"])
        if o.attached_to is not None:
            game.ruleset.detach(game, o, to=(o.owner, "hand"))
            continue
        yield game.ruleset.leave_play(game, o, (o.owner, "hand"))


class DeployArgs(SwuArgs):
    pass


@verb("deploy_leader", DeployArgs, "3.4.4")
def deploy_leader(game: Game, ctx: EffectContext, a: DeployArgs) -> Procedure:
    leader = game.state.objects[ctx.source]
    ctx.memory["did"] = True
    yield game.ruleset.deploy(game, leader)


class AttackArgs(SwuArgs):
    target: Target
    power: int = 0  # "It gets +2/+0 for this attack"
    keyword: str = ""  # "... and gains Saboteur for this attack"
    defender_power: int = 0  # "The defender gets -2/-0 for this attack"
    even_exhausted: bool = False  # "even if it's exhausted"
    power_if: Condition | None = None  # "If it's attacking a unit, it gets +2/+0 ..."


@verb("attack_with", AttackArgs, "6.3.1.d")
def attack_with(game: Game, ctx: EffectContext, a: AttackArgs) -> Procedure:
    rs = game.ruleset
    update: dict[str, Any] = {} if a.even_exhausted else {"exhausted": False}
    if a.target.what == "unit":
        update["controller"] = "friendly"
    attacker_target = a.target.model_copy(update=update)
    chosen = yield pick(game, ctx, attacker_target, "attack with")
    if not chosen:
        return
    attacker = chosen[0]
    if a.keyword:  # gained for this attack: it already counts when the defender is chosen
        attacker.flags.setdefault("_kw", []).append(
            {"keyword": a.keyword, "value": 0, "until": "attack"}
        )
    defenders = rs.attackable(game.state, attacker)
    if not defenders:
        nothing(game, f"{attacker.label} has nothing it can attack", ["6.3.3.a"])
        return
    defender = yield rs.choose_object(
        game, attacker.controller, defenders, f"{attacker.label} attacks what?", attacker.label
    )
    ctx.memory["did"] = True
    effect(
        game,
        f"{ctx.controller} attacks {defender.label} with {attacker.label}",
        ["6.3.1.d", "6.3.2"],
    )
    ctx.memory["defender"] = defender.oid
    if a.power and a.power_if is not None and not condition_holds(game, ctx, a.power_if):
        nothing(game, f"{attacker.label}: the condition of its bonus for this attack is not met")
    elif a.power:
        attacker.flags.setdefault("_mods", []).append(
            {"power": a.power, "hp": 0, "until": "attack"}
        )
        effect(game, f"{attacker.label} gets {a.power:+d}/+0 for this attack", ["7.7.3"])
    if a.defender_power and defender.definition.type != "base":
        defender.flags.setdefault("_mods", []).append(
            {"power": a.defender_power, "hp": 0, "until": "attack"}
        )
        effect(
            game,
            f"{defender.label} gets {a.defender_power:+d}/+0 for this attack "
            f"(now {rs.power(defender)}/{rs.hp(defender)})",
            ["7.7.3"],
        )
    yield rs.attack(
        game,
        ctx.controller,
        attacker,
        defender,
        depth=game.trace.depth,
        announced=True,
        ignore_exhausted=a.even_exhausted,
    )


class ModesArgs(SwuArgs):
    options: list[list[dict[str, Any]]] = Field(min_length=2)
    pick: int = 1
    labels: list[str] = Field(default_factory=list)

    @model_validator(mode="after")
    def steps_valid(self) -> ModesArgs:
        for option in self.options:
            for step in option:
                problem = step_problem(VERBS, step)
                if problem:
                    raise ValueError(problem)
        return self


@verb("choose_modes", ModesArgs, "8.4.1")
def choose_modes(game: Game, ctx: EffectContext, a: ModesArgs) -> Procedure:
    """ "Choose one/two:" — the player picks, then each chosen option resolves in order."""
    src = game.state.objects[ctx.source].label
    labels = a.labels or [f"option {i + 1}" for i in range(len(a.options))]
    several = a.pick > 1
    answer = yield ask(
        game,
        Decision(
            kind="mode",
            player=ctx.controller,
            prompt=f"{src}: choose {'one' if not several else a.pick}",
            options=labels,
            rule="8.4.1",
            default=labels[: a.pick] if several else labels[0],
            default_reason=f"the first {a.pick} options" if several else "the first option",
            card=src,
            multi=several,
        ),
        lambda c: f"{ctx.controller} chooses: {c if isinstance(c, str) else '; '.join(c)}",
    )
    chosen = [answer] if isinstance(answer, str) else list(answer)
    if len(chosen) != a.pick or any(c not in labels for c in chosen):
        raise ImpossibleAction(f"{src}: choose exactly {a.pick} of: {'; '.join(labels)}")
    for c in chosen:
        for step in a.options[labels.index(c)]:
            spec = VERBS.get(step["verb"])
            yield spec.run(game, ctx, spec.validate(step))


class ForceArgs(SwuArgs):
    pass


@verb("use_force", ForceArgs, "8.37.4")
def use_force(game: Game, ctx: EffectContext, a: ForceArgs) -> Procedure:
    rs = game.ruleset
    if not rs.has_force(game.state, ctx.controller):
        nothing(game, f"{ctx.controller} has no Force token to use", ["8.37.4"])
        return
    rs.set_force(game.state, ctx.controller, False)
    ctx.memory["did"] = True
    effect(game, f"{ctx.controller} uses the Force (loses their Force token)", ["8.37.4"])
    return
    yield


@verb("gain_force", ForceArgs, "8.37.2")
def gain_force(game: Game, ctx: EffectContext, a: ForceArgs) -> Procedure:
    rs = game.ruleset
    if rs.has_force(game.state, ctx.controller):
        nothing(game, f"{ctx.controller} already has a Force token", ["3.7.11"])
        return
    rs.set_force(game.state, ctx.controller, True)
    ctx.memory["did"] = True
    effect(game, f"The Force is with {ctx.controller}: they create their Force token", ["8.37.2"])
    return
    yield


@verb("take_control", TargetArgs, "8.27.1")
def take_control(game: Game, ctx: EffectContext, a: TargetArgs) -> Procedure:
    state = game.state
    for o in (yield pick(game, ctx, a.target, "take control of")):
        if o.definition.type == "leader":
            nothing(game, f"{o.label} is a leader unit: it cannot change control", ["3.4.6"])
            continue
        arena = o.zone[1]
        state.move(o, (ctx.controller, arena), top=False)
        o.controller = ctx.controller
        ctx.memory["did"] = True
        effect(game, f"{ctx.controller} takes control of {o.label}", ["8.27.1"])


class MillArgs(SwuArgs):
    count: int = Field(1, ge=1)
    remember: str = ""


@verb("discard_from_deck", MillArgs, "1.13.1")
def discard_from_deck(game: Game, ctx: EffectContext, a: MillArgs) -> Procedure:
    state = game.state
    deck = state.cards_in(ctx.controller, "deck")[: a.count]
    if not deck:
        nothing(game, f"{ctx.controller}'s deck is empty: nothing is discarded", ["8.6.1"])
    for o in deck:
        state.move(o, (o.owner, "discard"))
        effect(game, f"{ctx.controller} discards {o.label} from the top of their deck", ["1.13.1"])
    ctx.memory["did"] = bool(deck)
    if a.remember:
        ctx.memory[a.remember] = [o.oid for o in deck]
    return
    yield


class SearchPlayArgs(SwuArgs):
    look: int = 10
    filter: SearchFilter = SearchFilter()
    max_total_cost: int | None = None
    free: bool = False


@verb("search_and_play", SearchPlayArgs, "8.26.1")
def search_and_play(game: Game, ctx: EffectContext, a: SearchPlayArgs) -> Procedure:
    yield game.ruleset.search_and_play(game, ctx, a)


class SearchDrawArgs(SwuArgs):
    look: int = Field(5, ge=1)
    count: int = Field(1, ge=1)
    filter: SearchFilter = SearchFilter()


@verb("search_draw", SearchDrawArgs, "8.26.1")
def search_draw(game: Game, ctx: EffectContext, a: SearchDrawArgs) -> Procedure:
    """Search the top N for up to ``count`` cards that fit, reveal and draw them (8.25)."""
    state = game.state
    player = ctx.controller
    looked = state.cards_in(player, "deck")[: a.look]
    fitting = [o for o in looked if search_fits(o, a.filter)]
    shown = "; ".join(o.label for o in looked) or "no cards"
    effect(
        game, f"{player} searches the top {len(looked)} cards of their deck: {shown}", ["8.26.1"]
    )
    chosen: list[Any] = []
    if fitting:
        labels = [o.label for o in fitting]
        answer = yield ask(
            game,
            Decision(
                kind="choose",
                player=player,
                prompt=f"{player}: which card(s) to draw (up to {a.count})?",
                options=labels,
                rule="8.26.1",
                default=labels[: a.count],
                default_reason="the first fitting cards from the top",
                multi=True,
            ),
            lambda c: f"{player} reveals and draws {'; '.join(c) if c else 'nothing'}",
        )
        chosen = [
            fitting[labels.index(x)] for x in ([answer] if isinstance(answer, str) else answer)
        ]
    else:
        nothing(game, "No searched card fits, so nothing is drawn", ["8.26.5"])
    for o in chosen[: a.count]:
        state.move(o, (player, "hand"))
    rest = [o for o in looked if o not in chosen]
    for o in rest:
        state.move(o, (o.owner, "deck"), top=False)
    if rest:
        effect(
            game, f"The other {len(rest)} searched cards go to the bottom of the deck", ["8.26.2"]
        )
    ctx.memory["did"] = bool(chosen)


def search_fits(o: CardObject, f: SearchFilter) -> bool:
    d = o.definition
    if f.type and d.type != f.type:
        return False
    if f.aspect and f.aspect not in d.fields.get("aspects", []):
        return False
    traits = {t.lower() for t in d.traits}
    if any(t.lower() not in traits for t in f.traits):
        return False
    return f.max_cost is None or (d.cost or 0) <= f.max_cost


class PlayArgs(SwuArgs):
    filter: SearchFilter = SearchFilter()
    zone: Literal["hand", "discard"] = "hand"
    free: bool = False
    costs_less: int = 0
    keyword: str = ""  # "It gains Ambush for this phase"


@verb("play_card", PlayArgs, "6.2.1.e")
def play_card(game: Game, ctx: EffectContext, a: PlayArgs) -> Procedure:
    """The ability lets the player play a card (6.2.1.e); what that play triggers is nested (7.1.6.e)."""
    state = game.state
    rs = game.ruleset
    player = ctx.controller
    options = [o for o in state.cards_in(player, a.zone) if search_fits(o, a.filter)]
    options = [o for o in options if o.definition.type in ("unit", "upgrade", "event")]
    if a.filter.type != "upgrade":
        options = [
            o for o in options if not (o.definition.type == "upgrade" and not rs.units(state))
        ]
    src = state.objects[ctx.source].label
    if not options:
        nothing(
            game, f"{src}: {player} has no card that fits in their {a.zone}, so nothing is played"
        )
        return
    card = yield rs.choose_object(game, player, options, f"{src}: play which card?", src)
    ctx.memory["did"] = True
    ctx.memory["chosen"] = [card.oid]
    effect(game, f"{player} plays {card.label} from their {a.zone} (from the ability)", ["6.2.1.e"])
    depth = game.trace.depth
    if a.keyword:  # granted as it is played, so a gained Ambush sees its own play (6.2.2.b)
        card.flags.setdefault("_kw", []).append(
            {"keyword": a.keyword, "value": 0, "until": "phase"}
        )
        effect(game, f"{card.label} gains {a.keyword.title()} for this phase", ["7.5.3", "6.2.2.b"])
    game.open_window()
    yield rs.play_card(
        game,
        player,
        card,
        free=a.free,
        depth=depth,
        how={"costs_less": a.costs_less, "from": a.zone},
    )
    nested = game.close_window()
    if nested:
        yield rs.resolve_triggers(game, nested, depth + 1, ["7.1.6.e", "7.6.11"])
    game.trace.depth = depth


def _static(game: Game, ctx: EffectContext, a: StaticArgs) -> Procedure:
    """Show a constant ability the engine applies: what it changes now, or that its condition fails."""
    state = game.state
    rs = game.ruleset
    source = state.objects[ctx.source]
    if not holds(state, source, a.condition):
        nothing(
            game,
            f"{source.label}: the condition of its constant ability does not hold now",
            ["7.3.1"],
        )
        return
    units = [u for u in rs.units(state) if affects(state, source, a.affects, u)]
    if not units:
        nothing(game, f"{source.label}: its constant ability affects no unit now", ["7.3.1"])
        return
    times = 1
    if a.per is not None:
        times = count(state, source, a.per)
        if not times:
            nothing(
                game,
                f"{source.label}: its constant ability counts {describe_per(a.per, 0)} now",
                ["7.3.1"],
            )
            return
    change = []
    if a.power or a.hp:
        change.append(f"{a.power * times:+d}/{a.hp * times:+d}")
    change += [f"{k.title()}{f' {v * times}' if v else ''}" for k, v in a.keywords.items()]
    if a.per is not None:
        change[-1] += f" (for {describe_per(a.per, times)})"
    for u in units:
        effect(
            game,
            f"{u.label} has {' and '.join(change)} from {source.label} while it applies "
            f"(now {rs.power(u)}/{rs.hp(u)})",
            ["7.3.1", "8.15.3"],
        )
    return
    yield


VERBS.verb("static", StaticArgs, "7.3.1")(_static)


class ChooseArgs(SwuArgs):
    target: Target
    chooser: Literal["you", "opponent"] = "you"


@verb("choose", ChooseArgs, "8.4.1")
def choose(game: Game, ctx: EffectContext, a: ChooseArgs) -> Procedure:
    """ "Choose a unit." — later steps act on "it" / "the chosen unit" (8.4.1). "An opponent
    chooses a unit they control": the opponent makes the choice."""
    if a.chooser == "you":
        chosen = yield pick(game, ctx, a.target, "choose")
        ctx.memory["did"] = bool(chosen)
        return
    state = game.state
    other = state.opponent(ctx.controller)
    options = candidates(game, ctx, a.target)
    src = state.objects[ctx.source].label
    if not options:
        nothing(
            game, f"{src}: {other} has no {describe(a.target)} to choose, so that part does nothing"
        )
        return
    picked = yield game.ruleset.choose_object(game, other, options, f"{src}: {other} chooses", src)
    ctx.memory["chosen"] = [picked.oid]
    ctx.memory["did"] = True


class LookArgs(SwuArgs):
    pass


@verb("look_at_hand", LookArgs, "8.13.1")
def look_at_hand(game: Game, ctx: EffectContext, a: LookArgs) -> Procedure:
    """Look at an opponent's hand (8.12): shown to the ruling, the cards stay where they are."""
    other = game.state.opponent(ctx.controller)
    cards = "; ".join(o.label for o in game.state.cards_in(other, "hand")) or "no cards"
    ctx.memory["did"] = True
    effect(game, f"{ctx.controller} looks at {other}'s hand: {cards}", ["8.13.1", "8.13.2"])
    return
    yield


class IndirectArgs(SwuArgs):
    amount: int = Field(ge=1)
    who: Literal["opponent", "each_opponent", "defending_player"] = "opponent"


@verb("indirect_damage", IndirectArgs, "8.35.1")
def indirect_damage(game: Game, ctx: EffectContext, a: IndirectArgs) -> Procedure:
    """Indirect damage (8.35): the damaged player assigns it among their units and base."""
    state = game.state
    rs = game.ruleset
    player = state.opponent(ctx.controller)
    options = [rs.base_of(state, player)] + rs.units(state, player)
    labels = [o.label for o in options]
    answer = yield ask(
        game,
        Decision(
            kind="assign",
            player=player,
            prompt=f"{player}: assign {a.amount} indirect damage (one line per point) among your units and base",
            options=labels,
            rule="8.35.1",
            default=[labels[0]] * a.amount,
            default_reason="all of it on the base",
            multi=True,
        ),
        lambda chosen: f"{player} assigns the indirect damage: {'; '.join(chosen)}",
    )
    picks = [answer] if isinstance(answer, str) else list(answer)
    if len(picks) != a.amount or any(p not in labels for p in picks):
        raise ImpossibleAction(
            f"assign exactly {a.amount} points of indirect damage among: {'; '.join(labels)}"
        )
    hits: dict[str, int] = {}
    for p in picks:
        hits[p] = hits.get(p, 0) + 1
    for label, n in hits.items():
        o = options[labels.index(label)]
        if o.definition.type != "base" and n > rs.hp(o) - o.damage:
            raise ImpossibleAction(
                f"{o.label} can take at most {rs.hp(o) - o.damage} indirect damage (8.35.3)"
            )
    ctx.memory["did"] = True
    effect(
        game, f"{ctx.controller} deals {a.amount} indirect damage to {player}", ["8.35.1", "8.35.2"]
    )
    # indirect damage is unpreventable (8.35.2): Shield tokens do not stop it
    for label, n in hits.items():
        o = options[labels.index(label)]
        o.damage += n
        effect(
            game, f"{o.label} takes {n} indirect damage ({o.damage} of {rs.hp(o)} HP)", ["8.35.1"]
        )
    yield rs.after_damage(game, [options[labels.index(lab)] for lab in hits])


class DiscloseArgs(SwuArgs):
    aspects: tuple[str, ...] = Field(min_length=1)


@verb("disclose", DiscloseArgs, "8.38.1")
def disclose(game: Game, ctx: EffectContext, a: DiscloseArgs) -> Procedure:
    """Disclose (8.37): reveal cards from hand that together show the aspect icons asked for."""
    hand = game.state.cards_in(ctx.controller, "hand")
    need = list(a.aspects)
    shown: list[str] = []
    for o in hand:
        icons = list(o.definition.fields.get("aspects", []))
        if any(icon in need for icon in icons):
            shown.append(o.label)
            for icon in icons:
                if icon in need:
                    need.remove(icon)
        if not need:
            break
    wanted = " ".join(a.aspects)
    if need:
        nothing(game, f"{ctx.controller} cannot disclose {wanted} from their hand", ["8.38.3"])
        return
    ctx.memory["did"] = True
    effect(game, f"{ctx.controller} discloses {wanted}, revealing {'; '.join(shown)}", ["8.38.1"])
    return
    yield


class CaptureArgs(SwuArgs):
    target: Target
    by: Literal["self", "friendly"] = "self"


@verb("capture", CaptureArgs, "8.33.1")
def capture(game: Game, ctx: EffectContext, a: CaptureArgs) -> Procedure:
    """Capture (8.32): the captured unit leaves play, face down under the capturing unit."""
    state = game.state
    rs = game.ruleset
    source = state.objects[ctx.source]
    if a.by == "self":
        guard = source if rs.in_play(source) and source.attached_to is None else None
    else:
        friendly = rs.units(state, ctx.controller)
        guard = (
            (
                yield rs.choose_object(
                    game,
                    ctx.controller,
                    friendly,
                    f"{source.label}: which unit captures?",
                    source.label,
                )
            )
            if friendly
            else None
        )
    if guard is None:
        nothing(
            game, f"{source.label}: no unit to capture with, so nothing is captured", ["8.33.1"]
        )
        return
    for o in (yield pick(game, ctx, a.target, "capture")):
        ctx.memory["did"] = True
        effect(game, f"{guard.label} captures {o.label}", ["8.33.1", "8.33.2"])
        yield rs.capture(game, guard, o)


class ResourceArgs(SwuArgs):
    action: Literal["ready", "exhaust", "defeat", "return"]
    count: int = Field(1, ge=1)
    who: Literal["you", "opponent"] = "you"


@verb("resource", ResourceArgs, "1.7.1")
def resource(game: Game, ctx: EffectContext, a: ResourceArgs) -> Procedure:
    """Ready, exhaust, defeat or return resources (1.7): the first ones that can change."""
    state = game.state
    player = ctx.controller if a.who == "you" else state.opponent(ctx.controller)
    cards = state.cards_in(player, "resources")
    if a.action == "ready":
        cards = [r for r in cards if r.exhausted]
    elif a.action == "exhaust":
        cards = [r for r in cards if not r.exhausted]
    picked = cards[: a.count]
    if not picked:
        nothing(game, f"{player} has no resource to {a.action}", ["1.7.1"])
        return
    ctx.memory["did"] = True
    for r in picked:
        if a.action in ("ready", "exhaust"):
            r.exhausted = a.action == "exhaust"
        else:
            state.move(r, (r.owner, "discard" if a.action == "defeat" else "hand"))
            r.exhausted = False
    past = {"ready": "readies", "exhaust": "exhausts", "defeat": "defeats", "return": "returns"}
    what = "a resource" if len(picked) == 1 else f"{len(picked)} resources"
    effect(
        game,
        f"{player} {past[a.action]} {what} ({len(state.cards_in(player, 'resources'))} left)",
        ["1.7.1"],
    )
    return
    yield


class PutResourceArgs(SwuArgs):
    what: Literal["top_of_deck", "self"] = "top_of_deck"


@verb("put_resource", PutResourceArgs, "1.7.7")
def put_resource(game: Game, ctx: EffectContext, a: PutResourceArgs) -> Procedure:
    """A card put into play as a resource goes in facedown and exhausted (1.7.7)."""
    state = game.state
    if a.what == "self":
        card = state.objects[ctx.source]
    else:
        deck = state.cards_in(ctx.controller, "deck")
        card = deck[0] if deck else None
    if card is None:
        nothing(game, f"{ctx.controller}'s deck is empty: no resource is added", ["8.6.1"])
        return
    state.move(card, (ctx.controller, "resources"), top=False)
    card.exhausted = True
    ctx.memory["did"] = True
    shown = card.label if a.what == "self" else "the top card of their deck"
    effect(game, f"{ctx.controller} puts {shown} into play as a resource, exhausted", ["1.7.7"])
    return
    yield


class FromDiscardArgs(SwuArgs):
    filter: SearchFilter = SearchFilter()
    count: int = Field(1, ge=1)


@verb("return_from_discard", FromDiscardArgs, "8.24.1")
def return_from_discard(game: Game, ctx: EffectContext, a: FromDiscardArgs) -> Procedure:
    """Return cards that fit from your discard pile to your hand (8.24.1)."""
    state = game.state
    options = [o for o in state.cards_in(ctx.controller, "discard") if search_fits(o, a.filter)]
    options = [o for o in options if o.oid != ctx.source]
    if not options:
        nothing(game, f"{ctx.controller} has no card that fits in their discard pile", ["8.24.1"])
        return
    src = state.objects[ctx.source].label
    for _ in range(min(a.count, len(options))):
        card = yield game.ruleset.choose_object(
            game, ctx.controller, options, f"{src}: return which card to your hand?", src
        )
        options.remove(card)
        state.move(card, (ctx.controller, "hand"))
        ctx.memory["did"] = True
        effect(
            game,
            f"{card.label} returns from {ctx.controller}'s discard pile to their hand",
            ["8.24.1"],
        )


class OpponentMillArgs(SwuArgs):
    count: int = Field(1, ge=1)


@verb("discard_opponent_deck", OpponentMillArgs, "1.13.1")
def discard_opponent_deck(game: Game, ctx: EffectContext, a: OpponentMillArgs) -> Procedure:
    state = game.state
    other = state.opponent(ctx.controller)
    deck = state.cards_in(other, "deck")[: a.count]
    if not deck:
        nothing(game, f"{other}'s deck is empty: nothing is discarded", ["8.6.1"])
        return
    for o in deck:
        state.move(o, (o.owner, "discard"))
        effect(game, f"{o.label} is discarded from the top of {other}'s deck", ["1.13.1"])
    ctx.memory["did"] = True
    ctx.memory["milled"] = [o.oid for o in deck]
    return
    yield
