"""The Grand Archive verb library: each verb does what the printed words say, and logs it.

A step's ``target`` is a filter (``{unit: {controller: opponent, type: [ally]}}``)
whose choice was fixed when the card or ability was activated, or one of the words
``same`` (the previous step's target), ``self`` (the card itself), ``your_champion``
and ``opponent_champion``. ``inline`` holds in-line restriction tags the ruleset
checks as the step resolves.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field

from engine.core.contract import VerbArgs, VerbLibrary
from engine.core.events import Event
from engine.core.game import Game, Procedure
from engine.core.ruleset import EffectContext
from engine.games.grand_archive import characteristics as ch

VERBS = VerbLibrary()
R_STEP = "Playing Cards - Resolution ¶2"
Target = dict[str, Any] | Literal["same", "self", "your_champion", "opponent_champion"]


class StepArgs(VerbArgs):
    inline: str | None = None
    condition: dict[str, Any] | None = None  # "if <condition>, ...": checked as it resolves
    if_done: bool = False  # "If you do, ...": runs only when the step before was done
    if_not_done: bool = False  # "If you don't, ...": runs only when it was not
    may: bool = False  # "You may X" inside the text: asked as the step resolves
    plus_lv: bool = False  # "N+LV": the controller's LV is added as the step resolves


class TargetArgs(StepArgs):
    target: Target | None = None


class CountArgs(StepArgs):
    count: int = Field(1, ge=0)
    player: Literal["you", "opponent", "each"] = "you"
    into: Literal["hand", "memory"] = "hand"


class AmountArgs(TargetArgs):
    amount: int = Field(1, ge=0)
    each: str | None = None
    controller: Literal["any", "you", "opponent"] = "any"
    except_your_champion: bool = False
    unpreventable: bool = False


class CounterArgs(TargetArgs):
    counter: str = "buff"
    amount: int = Field(1, ge=0)  # 0 only with plus_lv ("put LV buff counters")
    each: str | None = None
    controller: Literal["any", "you", "opponent"] = "any"


class ClassArgs(TargetArgs):
    classes: list[str]


def _targets(game: Game, ctx: EffectContext, args: Any) -> Procedure:
    """The objects a step acts on (the ruleset fixes or asks for them)."""
    if getattr(args, "each", None):
        kinds = {"ally", "champion"} if args.each == "unit" else {args.each}
        who = getattr(args, "controller", "any")
        players = [p.id for p in game.state.players]
        if who != "any":
            mine = ctx.controller
            players = [p for p in players if (p == mine) == (who == "you")]
        skip = -1
        if getattr(args, "except_your_champion", False):
            from engine.games.grand_archive import model

            mine = model.champion(game.state, ctx.controller)
            skip = mine.oid if mine else -1
        return [
            o
            for p in players
            for o in game.state.cards_in(p, "field")
            if ch.card_type(o) in kinds and o.oid != skip
        ]
    t = yield game.ruleset.step_target(game, ctx, args.target)
    if t is None and args.target == "same":
        game.log(
            "The text names no object before this (“it”): that part does nothing",
            [R_STEP],
            kind="info",
        )
    return [t] if t is not None else []


R_LV = "Game Mechanics - Miscellaneous Topics / LV 1"


def with_lv(game: Game, ctx: EffectContext, base: int, args: StepArgs) -> int:
    """``base`` plus the controller's LV when the step says "N+LV" (a negative LV counts as 0
    for an amount, LV 3); the trace says what LV was."""
    if not args.plus_lv:
        return base
    from engine.games.grand_archive import model

    champ = model.champion(game.state, ctx.controller)
    lv = model.level(champ) if champ else 0
    whose = f"{champ.label}'s level" if champ else f"{ctx.controller} has no champion"
    total = max(0, base + lv)
    game.log(
        f"LV is {lv} ({whose}), so the amount is {f'{base}+' if base else ''}LV = {total}",
        [R_STEP, R_LV, "Game Mechanics - Miscellaneous Topics / LV 3"],
        kind="info",
    )
    return total


def _source(game: Game, ctx: EffectContext) -> str:
    return game.state.objects[ctx.source].label


@VERBS.verb("deal_damage", AmountArgs, rule="Game Mechanics - Damage 11")
def deal_damage(game: Game, ctx: EffectContext, args: AmountArgs) -> Procedure:
    from engine.games.grand_archive.prevention import mark_damage

    amount = with_lv(game, ctx, args.amount, args)
    for t in (yield _targets(game, ctx, args)):
        dealt = mark_damage(game, t, amount, unpreventable=args.unpreventable)
        rules = [R_STEP, "Game Mechanics - Damage 11"]
        if ch.card_type(t) == "champion":
            rules.append("Game Mechanics - Damage 13")
        kind = "unpreventable damage" if args.unpreventable else "damage"
        game.log(
            f"{_source(game, ctx)} deals {dealt} {kind} to {t.label} ({t.damage} marked)",
            rules,
            kind="effect",
        )


@VERBS.verb("put_counter", CounterArgs, rule="Game Mechanics - Counters ¶1")
def put_counter(game: Game, ctx: EffectContext, args: CounterArgs) -> Procedure:
    from engine.games.grand_archive import model

    amount = with_lv(game, ctx, args.amount, args)
    for t in (yield _targets(game, ctx, args)):
        t.counters[args.counter] = t.counters.get(args.counter, 0) + amount
        rules = [R_STEP, _COUNTER_RULES.get(args.counter, "Game Mechanics - Counters ¶1")]
        extra = ""
        if args.counter == "level" and ch.card_type(t) == "champion":
            extra = f" (now level {model.level(t)})"
        elif args.counter == "buff":
            extra = " (+1 POWER and +1 LIFE each)"
        game.log(
            f"{t.label} gets {amount} {args.counter} counter(s){extra}",
            rules,
            kind="effect",
        )


_COUNTER_RULES = {
    "level": "Game Mechanics - Counters / Level 1",
    "buff": "Game Mechanics - Counters / Buff 1",
}


@VERBS.verb("remove_counter", CounterArgs, rule="Game Mechanics - Counters ¶1")
def remove_counter(game: Game, ctx: EffectContext, args: CounterArgs) -> Procedure:
    from engine.games.grand_archive import model

    for t in (yield _targets(game, ctx, args)):
        have = t.counters.get(args.counter, 0)
        removed = min(have, args.amount)
        if removed < args.amount:
            ctx.memory["done"] = False  # fewer than asked: "if you do" does not follow
        if not removed:
            game.log(
                f"{t.label} has no {args.counter} counter to remove: nothing is removed",
                [R_STEP, "Playing Cards - Resolution 7"],
                kind="info",
            )
            continue
        if removed:
            t.counters[args.counter] = have - removed
            if not t.counters[args.counter]:
                del t.counters[args.counter]
        rules = [R_STEP, _COUNTER_RULES.get(args.counter, "Game Mechanics - Counters ¶1")]
        extra = ""
        if args.counter == "level" and ch.card_type(t) == "champion":
            extra = f" (now level {model.level(t)})"
        game.log(
            f"{removed} {args.counter} counter(s) removed from {t.label}{extra}",
            rules,
            kind="effect",
        )


@VERBS.verb("become_class", ClassArgs, rule=R_STEP)
def become_class(game: Game, ctx: EffectContext, args: ClassArgs) -> Procedure:
    target = args.target or "your_champion"
    t = yield game.ruleset.step_target(game, ctx, target)
    if t is None:
        return
    t.flags["classes"] = list(args.classes)
    game.log(
        f"{t.label}'s class is now {'/'.join(args.classes)} (until end of turn)",
        [R_STEP],
        kind="effect",
    )


def _players(game: Game, ctx: EffectContext, who: str) -> list[str]:
    if who == "each":
        return game.state.initiative_order(ctx.controller)
    return [game.state.opponent(ctx.controller) if who == "opponent" else ctx.controller]


@VERBS.verb("draw", CountArgs, rule="Game Mechanics - Drawing Cards 1")
def draw(game: Game, ctx: EffectContext, args: CountArgs) -> Procedure:
    state = game.state
    rules = [R_STEP, "Game Mechanics - Drawing Cards 1"]
    for player in _players(game, ctx, args.player):
        for _ in range(args.count):
            deck = state.cards_in(player, "main_deck")
            if not deck:
                game.log(
                    f"{player} draws a card{' into their memory' if args.into == 'memory' else ''} "
                    "(the scenario lists no main deck, so which card is not known)",
                    rules,
                    kind="effect",
                    player=player,
                )
                continue
            state.move(deck[0], (player, args.into))
            where = " into their memory" if args.into == "memory" else ""
            game.log(f"{player} draws {deck[0].label}{where}", rules, kind="effect", player=player)
    return
    yield


@VERBS.verb("glimpse", CountArgs, rule="Game Terms - Glimpse 1")
def glimpse(game: Game, ctx: EffectContext, args: CountArgs) -> Procedure:
    count = with_lv(game, ctx, args.count, args)
    deck = game.state.cards_in(ctx.controller, "main_deck")[:count]
    seen = ", ".join(o.label for o in deck) or "cards the scenario does not list"
    game.log(
        f"{ctx.controller} glimpses {count}: looks at the top {count} card(s) of their "
        f"deck ({seen}) and puts each on the top or bottom in any order (kept on top as they were)",
        [R_STEP, "Game Terms - Glimpse 1"],
        kind="effect",
        player=ctx.controller,
    )
    return
    yield


@VERBS.verb("recover", AmountArgs, rule="Game Terms - Recover 1")
def recover(game: Game, ctx: EffectContext, args: AmountArgs) -> Procedure:
    from engine.games.grand_archive import model

    champ = model.champion(game.state, ctx.controller)
    if champ is None:
        game.log(
            f"{ctx.controller} has no champion on the field: recover {args.amount} does nothing",
            [R_STEP, "Game Terms - Recover 1"],
            kind="effect",
        )
        return
    healed = min(champ.damage, args.amount)
    champ.damage -= healed
    game.log(
        f"{ctx.controller} recovers {args.amount}: {healed} damage removed from {champ.label} "
        f"({champ.damage} left)",
        [R_STEP, "Game Terms - Recover 1"],
        kind="effect",
    )
    return
    yield


def _state_verb(name: str, rule: str, rested: bool, words: str) -> None:
    """Rest or wake up each target; one already that way stays as it is and nothing happens."""

    def run(game: Game, ctx: EffectContext, args: TargetArgs) -> Procedure:
        for t in (yield _targets(game, ctx, args)):
            if t.exhausted == rested:
                text = f"{t.label} is already {'rested' if rested else 'awake'}: nothing happens"
            else:
                t.exhausted = rested
                text = f"{t.label} {words}"
            game.log(text, [R_STEP, rule], kind="effect")

    VERBS.verb(name, TargetArgs, rule=rule)(run)


_state_verb("rest", "Game Terms - Rest/Rested 1", True, "is rested")
_state_verb("wake_up", "Game Terms - Wake Up 1", False, "wakes up")


@VERBS.verb("power_until_end_of_turn", AmountArgs, rule="Types of Effects - Continuous Effects 1")
def power_until_end_of_turn(game: Game, ctx: EffectContext, args: AmountArgs) -> Procedure:
    for t in (yield _targets(game, ctx, args)):
        t.flags["power_eot"] = int(t.flags.get("power_eot", 0)) + args.amount
        game.log(
            f"{t.label} gets +{args.amount} POWER until end of turn "
            f"(POWER now {game.ruleset.power(game, t)})",
            [R_STEP, "Types of Effects - Continuous Effects 1"],
            kind="effect",
        )


class StatsArgs(TargetArgs):
    power: int = 0
    life: int = 0
    each: str | None = None
    controller: Literal["any", "you", "opponent"] = "any"


@VERBS.verb("stats_until_end_of_turn", StatsArgs, rule="Types of Effects - Continuous Effects 1")
def stats_until_end_of_turn(game: Game, ctx: EffectContext, args: StatsArgs) -> Procedure:
    """ "+N LIFE", "-N POWER", "+N POWER and +N LIFE" until end of turn (cleared at end of turn)."""
    for t in (yield _targets(game, ctx, args)):
        parts = []
        if args.power:
            t.flags["power_eot"] = int(t.flags.get("power_eot", 0)) + args.power
            parts.append(f"{args.power:+d} POWER")
        if args.life:
            t.flags["life_eot"] = int(t.flags.get("life_eot", 0)) + args.life
            parts.append(f"{args.life:+d} LIFE")
        now = f"POWER {game.ruleset.power(game, t)}"
        if (life := game.ruleset.life(t, game)) is not None:
            now += f", LIFE {life}"
        game.log(
            f"{t.label} gets {' and '.join(parts)} until end of turn ({now})",
            [R_STEP, "Types of Effects - Continuous Effects 1"],
            kind="effect",
        )


@VERBS.verb("level_until_end_of_turn", AmountArgs, rule="Game Mechanics - Counters / Level 1")
def level_until_end_of_turn(game: Game, ctx: EffectContext, args: AmountArgs) -> Procedure:
    from engine.games.grand_archive import model

    for t in (yield _targets(game, ctx, args)):
        t.flags["level_mod"] = int(t.flags.get("level_mod", 0)) + args.amount
        game.log(
            f"{t.label} gets +{args.amount} level until end of turn (now level {model.level(t)})",
            [R_STEP, "Types of Effects - Continuous Effects 1"],
            kind="effect",
        )


def _move_verb(name: str, zone: str, rule: str, words: str, *, dies: bool = False) -> None:
    """A verb that moves each target to a zone of its owner (banish, return to hand ...)."""

    def run(game: Game, ctx: EffectContext, args: TargetArgs) -> Procedure:
        for t in (yield _targets(game, ctx, args)):
            said = words
            if t.zone[1] == "graveyard":  # a card target ("target card in a graveyard")
                said = f"{words} from {t.owner}'s graveyard"
            yield game.ruleset.leave_field(game, t, zone, rule, said, dies=dies)

    VERBS.verb(name, TargetArgs, rule=rule)(run)


_move_verb("banish", "banishment", "Game Terms - Banish 1", "is banished")
_move_verb("destroy", "graveyard", "Game Terms - Destruction 1", "is destroyed", dies=True)
_move_verb("sacrifice", "graveyard", "Game Terms - Sacrifice 1", "is sacrificed", dies=True)
_move_verb("return_to_hand", "hand", R_STEP, "returns to its owner's hand")
_move_verb("put_on_top_of_deck", "main_deck", R_STEP, "is put on top of its owner's deck")
_move_verb("return_to_memory", "memory", R_STEP, "returns to its owner's memory")


@VERBS.verb("remove_damage", TargetArgs, rule=R_STEP)
def remove_damage(game: Game, ctx: EffectContext, args: TargetArgs) -> Procedure:
    """ "Remove all damage from target ally": its damage is gone (it stays on the field)."""
    for t in (yield _targets(game, ctx, args)):
        had, t.damage = t.damage, 0
        game.log(f"All damage is removed from {t.label} ({had} removed)", [R_STEP], kind="effect")


class ReduceArgs(StepArgs):
    amount: int = Field(1, ge=1)
    when: Literal["activate", "materialize"] = "activate"
    per: dict[str, Any] | None = None  # "for each <objects> you control": a control filter
    up_to: int | None = Field(None, ge=1)  # "for each of up to two ...": the count is capped


@VERBS.verb("reduce_cost", ReduceArgs, rule="Abilities - Static Abilities 4")
def reduce_cost(game: Game, ctx: EffectContext, args: ReduceArgs) -> Procedure:
    label = game.state.objects[ctx.source].label
    amount, counted = args.amount, ""
    if args.per is not None:
        from engine.games.grand_archive.conditions import controlled

        source = game.state.objects[ctx.source]
        mine, what = controlled(game.state, source, ctx.controller, args.per)
        n = min(len(mine), args.up_to) if args.up_to else len(mine)
        amount = args.amount * n
        cap = f", counting up to {args.up_to}" if args.up_to else ""
        counted = f" ({args.amount} for each {what}: {ctx.controller} controls {len(mine)}{cap})"
    game.state.info["_reduction"] = int(game.state.info.get("_reduction", 0)) + amount
    game.log(
        f"{label} costs {amount} less to {args.when}{counted} (a static ability: it changes the "
        "payment, not the printed cost)",
        ["Abilities - Static Abilities 4"],
        kind="effect" if amount else "info",
    )
    return
    yield


class StatArgs(StepArgs):
    power: int = 0
    life: int = 0


@VERBS.verb("grant_stats", StatArgs, rule="Abilities - Static Abilities 1")
def grant_stats(game: Game, ctx: EffectContext, args: StatArgs) -> Procedure:
    obj = game.state.objects[ctx.source]
    parts = [f"{v:+d} {k.upper()}" for k, v in (("power", args.power), ("life", args.life)) if v]
    now = f"POWER {game.ruleset.power(game, obj)}"
    if (life := game.ruleset.life(obj, game)) is not None:
        now += f", LIFE {life}"
    game.log(
        f"{obj.label} gets {' and '.join(parts)} while this static ability applies ({now})",
        ["Abilities - Static Abilities 1"],
        kind="effect",
    )
    return
    yield


@VERBS.verb("enters_rested", StepArgs, rule="Abilities - Static Abilities 1")
def enters_rested(game: Game, ctx: EffectContext, args: StepArgs) -> Procedure:
    """ "<This> enters the field rested": applied as it enters, like Hindered."""
    obj = game.state.objects[ctx.source]
    obj.exhausted = True
    game.log(
        f"{obj.label} enters the field rested",
        [R_STEP, "Abilities - Static Abilities 1"],
        kind="effect",
    )
    return
    yield


class PayArgs(StepArgs):
    amount: int = Field(1, ge=0)


@VERBS.verb("pay", PayArgs, rule="Playing Cards - Costs and Memory 1")
def pay(game: Game, ctx: EffectContext, args: PayArgs) -> Procedure:
    obj = game.state.objects[ctx.source]
    game.ruleset.pay_amount(game, ctx.controller, obj, args.amount, kind="effect")
    return
    yield


class DiscardArgs(StepArgs):
    count: int = Field(1, ge=1)


class DiscardKindArgs(DiscardArgs):
    element: str | None = None  # "discard a fire element card": only such a card will do


def _discard_of_element(game: Game, ctx: EffectContext, args: DiscardKindArgs) -> Procedure:
    """Discard cards stated to be of the element; too few and nothing is discarded (not done)."""
    state = game.state
    rules = [R_STEP, "Game Terms - Discard 1"]
    hand = state.cards_in(ctx.controller, "hand")
    fits = [c for c in hand if ch.element(c) == args.element]
    if len(fits) < args.count:
        ctx.memory["done"] = False
        unknown = [c.label for c in hand if ch.element(c) is None]
        hidden = (
            f"; the element of {', '.join(unknown)} is not in the card data (state it: flags: "
            "{element: ...})"
            if unknown
            else ""
        )
        game.log(
            f"{ctx.controller} has {len(fits)} {args.element} element card(s) in hand, fewer "
            f"than {args.count}: it is not done{hidden}",
            [R_STEP, "Playing Cards - Resolution 7"],
            kind="info",
        )
        return
    label = state.objects[ctx.source].label
    for _ in range(args.count):
        card = yield game.ruleset.choose_object(
            game, ctx.controller, fits, f"{label}: choose a card to discard", label, rules[1]
        )
        fits.remove(card)
        state.move(card, (ctx.controller, "graveyard"))
        game.log(
            f"{ctx.controller} discards {card.label} ({args.element} element)", rules, kind="effect"
        )


@VERBS.verb("discard", DiscardKindArgs, rule="Game Terms - Discard 1")
def discard(game: Game, ctx: EffectContext, args: DiscardKindArgs) -> Procedure:
    if args.element:
        yield _discard_of_element(game, ctx, args)
        return
    state = game.state
    rules = [R_STEP, "Game Terms - Discard 1"]
    for _ in range(args.count):
        hand = state.cards_in(ctx.controller, "hand")
        if not hand:
            game.log(
                f"{ctx.controller} discards a card (the scenario lists no card in hand, so which "
                "is not known)",
                rules,
                kind="effect",
            )
            continue
        label = state.objects[ctx.source].label
        card = yield game.ruleset.choose_object(
            game, ctx.controller, hand, f"{label}: choose a card to discard", label, rules[1]
        )
        state.move(card, (ctx.controller, "graveyard"))
        game.log(f"{ctx.controller} discards {card.label}", rules, kind="effect")


@VERBS.verb("hand_to_deck_bottom", DiscardArgs, rule=R_STEP)
def hand_to_deck_bottom(game: Game, ctx: EffectContext, args: DiscardArgs) -> Procedure:
    """Put N chosen cards from hand on the bottom of the deck; with too few it is not done."""
    state = game.state
    hand = state.cards_in(ctx.controller, "hand")
    if len(hand) < args.count:
        ctx.memory["done"] = False
        game.log(
            f"{ctx.controller} has {len(hand)} card(s) in hand, fewer than {args.count}: "
            "it is not done",
            [R_STEP, "Playing Cards - Resolution 7"],
            kind="info",
        )
        return
    label = state.objects[ctx.source].label
    for _ in range(args.count):
        card = yield game.ruleset.choose_object(
            game,
            ctx.controller,
            hand,
            f"{label}: choose a card to put on the bottom",
            label,
            R_STEP,
        )
        hand.remove(card)
        state.move(card, (ctx.controller, "main_deck"), top=False)
        game.log(
            f"{ctx.controller} puts {card.label} on the bottom of their deck",
            [R_STEP],
            kind="effect",
        )


@VERBS.verb("become_distant", TargetArgs, rule="Game Terms - Distant 2")
def become_distant(game: Game, ctx: EffectContext, args: TargetArgs) -> Procedure:
    for t in (yield _targets(game, ctx, args)):
        t.flags["distant"] = True
        game.log(
            f"{t.label} becomes distant until the end of its controller's turn",
            [R_STEP, "Game Terms - Distant 2"],
            kind="effect",
        )
        game.emit(Event("becomes_distant", t.controller, t.oid))


class SummonArgs(StepArgs):
    token: str
    count: int = Field(1, ge=1)
    rested: bool = False
    counter: str | None = None  # "... token with a buff counter on it": it enters with one


@VERBS.verb("summon", SummonArgs, rule="Game Terms - Summon 2")
def summon(game: Game, ctx: EffectContext, args: SummonArgs) -> Procedure:
    rules = [R_STEP, "Game Terms - Summon 2"]
    catalog = getattr(game.ruleset, "catalog", None)
    try:
        definition = catalog.get("grand_archive", args.token) if catalog else None
    except LookupError:
        definition = None
    if definition is None:
        game.log(
            f"{ctx.controller} summons {args.count} {args.token} token(s) (that token is not in "
            "the card database, so it is not placed)",
            rules,
            kind="effect",
        )
        return
    for _ in range(args.count):
        token = game.state.create(definition, ctx.controller, (ctx.controller, "field"))
        token.token = True
        token.exhausted = args.rested
        with_counter, cited = "", rules
        if args.counter:
            token.counters[args.counter] = token.counters.get(args.counter, 0) + 1
            with_counter = f" with a {args.counter} counter on it"
            cited = rules + [_COUNTER_RULES.get(args.counter, "Game Mechanics - Counters ¶1")]
        game.log(
            f"{ctx.controller} summons {token.label}{' rested' if args.rested else ''}"
            f"{with_counter} (a token: it exists only on the field)",
            cited,
            kind="effect",
        )
    return
    yield


HERBS = ("Blightroot", "Manaroot", "Silvershine", "Fraysia", "Razorvine", "Springleaf")


class GatherArgs(StepArgs):
    count: int = Field(1, ge=1)


@VERBS.verb("gather", GatherArgs, rule="Game Terms - Gather 2")
def gather(game: Game, ctx: EffectContext, args: GatherArgs) -> Procedure:
    """Summon one Herb token chosen at random, ``count`` times (the random pick is asked)."""
    from engine.core.decisions import Decision
    from engine.core.ruleset import ask

    label = game.state.objects[ctx.source].label
    for _ in range(args.count):
        herb = yield ask(
            game,
            Decision(
                kind="choose",
                player=ctx.controller,
                prompt=f"{label}: which Herb token does the gather summon (chosen at random)?",
                options=list(HERBS),
                rule="Game Terms - Gather 2",
                default=HERBS[0],
                default_reason="chosen at random; the first is shown unless the scenario names one",
                card=label,
            ),
            lambda h: f"The gather summons {h} (chosen at random)",
        )
        yield summon(game, ctx, SummonArgs(token=herb))


class MillArgs(StepArgs):
    count: int = Field(1, ge=1)
    player: Literal["you", "target", "each"] = "you"


@VERBS.verb("mill", MillArgs, rule=R_STEP)
def mill(game: Game, ctx: EffectContext, args: MillArgs) -> Procedure:
    """The top N cards of a deck go to that player's graveyard ("target player" is asked)."""
    players = game.state.initiative_order(ctx.controller)
    if args.player == "you":
        players = [ctx.controller]
    elif args.player == "target":
        from engine.games.grand_archive.choices import choose_player

        players = [
            (
                yield choose_player(
                    game, ctx, "puts the top cards of their deck into their graveyard"
                )
            )
        ]
    for player in players:
        deck = game.state.cards_in(player, "main_deck")[: args.count]
        for card in deck:
            game.state.move(card, (player, "graveyard"))
        moved = ", ".join(c.label for c in deck)
        unknown = args.count - len(deck)
        text = f"{player} puts the top {args.count} card(s) of their deck into their graveyard"
        if moved:
            text += f" ({moved})"
        if unknown:
            text += f"; {unknown} not listed in the scenario"
        game.log(text, [R_STEP], kind="effect")


class LookArgs(StepArgs):
    count: int = Field(1, ge=1)


@VERBS.verb("look_at_top", LookArgs, rule=R_STEP)
def look_at_top(game: Game, ctx: EffectContext, args: LookArgs) -> Procedure:
    """The controller looks at the top N cards of their deck; they stay where they are
    ("put them back in any order": kept in the order they were)."""
    deck = game.state.cards_in(ctx.controller, "main_deck")[: args.count]
    seen = ", ".join(o.label for o in deck)
    unknown = args.count - len(deck)
    told = seen + (f"{'; ' if seen else ''}{unknown} not listed in the scenario" if unknown else "")
    game.log(
        f"{ctx.controller} looks at the top {args.count} card(s) of their deck ({told}); "
        "they stay on top",
        [R_STEP],
        kind="effect",
        player=ctx.controller,
    )
    return
    yield


class NegateArgs(StepArgs):
    target: dict[str, Any]
    unless_pays: int | None = Field(None, ge=0)
    to: Literal["graveyard", "banishment"] = "graveyard"


@VERBS.verb("negate", NegateArgs, rule="Game Terms - Negate 2")
def negate(game: Game, ctx: EffectContext, args: NegateArgs) -> Procedure:
    yield game.ruleset.negate_layer(game, ctx, args.unless_pays, args.to)


class GraveyardArgs(StepArgs):
    count: int = Field(1, ge=1)
    keyword: str | None = None  # "a card with floating memory"
    element: str | None = None  # "a fire element card"


def _graveyard_kind(args: GraveyardArgs) -> str:
    """How the step names the cards it banishes ("fire element", "with floating memory")."""
    parts = [f"{args.element} element" if args.element else "", "card(s)"]
    parts.append(f"with {args.keyword}" if args.keyword else "")
    return " ".join(p for p in parts if p)


@VERBS.verb("banish_from_graveyard", GraveyardArgs, rule="Game Terms - Banish 1")
def banish_from_graveyard(game: Game, ctx: EffectContext, args: GraveyardArgs) -> Procedure:
    state = game.state
    mine = [c for c in state.cards_in(ctx.controller, "graveyard") if c.oid != ctx.source]
    if args.keyword:
        mine = [
            c
            for c in mine
            if any(
                str(a.extra.get("keyword", "")).lower() == args.keyword
                for a in c.definition.abilities
            )
        ]
    unknown = [c for c in mine if args.element and ch.element(c) is None]
    fits = [c for c in mine if not args.element or ch.element(c) == args.element]
    kind = _graveyard_kind(args)
    if len(fits) < args.count:
        ctx.memory["done"] = False
        hidden = (
            f"; the element of {', '.join(c.label for c in unknown)} is not in the card data "
            "(state it: flags: {element: ...})"
            if unknown
            else ""
        )
        game.log(
            f"{ctx.controller} has {len(fits)} {kind} in the graveyard, fewer than "
            f"{args.count}: it is not done{hidden}",
            [R_STEP, "Playing Cards - Resolution 7"],
            kind="info",
        )
        return
    label = state.objects[ctx.source].label
    for _ in range(args.count):
        card = yield game.ruleset.choose_object(
            game, ctx.controller, fits, f"{label}: choose a card to banish", label, R_STEP
        )
        fits.remove(card)
        state.move(card, (ctx.controller, "banishment"))
        what = f"{args.element} element" if args.element else args.keyword
        game.log(
            f"{ctx.controller} banishes {card.label} ({what}) from the graveyard",
            [R_STEP, "Game Terms - Banish 1"],
            kind="effect",
        )


class KeywordArgs(TargetArgs):
    keywords: list[
        Literal["taunt", "stealth", "true sight", "intercept", "unblockable", "steadfast", "vigor"]
    ] = Field(min_length=1)


@VERBS.verb("grant_keywords", KeywordArgs, rule="Types of Effects - Continuous Effects 1")
def grant_keywords(game: Game, ctx: EffectContext, args: KeywordArgs) -> Procedure:
    """Each target has the keywords until end of turn (the ruleset's keyword checks see them)."""
    for t in (yield _targets(game, ctx, args)):
        held = list(t.flags.get("granted_eot", []))
        t.flags["granted_eot"] = held + [k for k in args.keywords if k not in held]
        game.log(
            f"{t.label} gains {' and '.join(args.keywords)} until end of turn",
            [R_STEP, "Types of Effects - Continuous Effects 1"],
            kind="effect",
        )


@VERBS.verb("become_fostered", TargetArgs, rule="Game Terms - Fostered 4")
def become_fostered(game: Game, ctx: EffectContext, args: TargetArgs) -> Procedure:
    """An ally becomes fostered once (Fostered 4); becoming fostered is an event ("On Foster")."""
    for t in (yield _targets(game, ctx, args)):
        if t.flags.get("fostered"):
            game.log(
                f"{t.label} is already fostered: an ally becomes fostered only once",
                [R_STEP, "Game Terms - Fostered 4"],
                kind="effect",
            )
            continue
        t.flags["fostered"] = True
        game.log(f"{t.label} becomes fostered", [R_STEP, "Game Terms - Fostered 4"], kind="effect")
        game.emit(Event("fostered", t.controller, t.oid))


class HasArgs(StepArgs):
    keywords: list[
        Literal["taunt", "stealth", "true sight", "intercept", "unblockable", "steadfast", "vigor"]
    ] = Field(min_length=1)


@VERBS.verb("has_keywords", HasArgs, rule="Abilities - Static Abilities 1")
def has_keywords(game: Game, ctx: EffectContext, args: HasArgs) -> Procedure:
    """ "<This> has taunt (as long as ...)": shown applied; the keyword checks see it while it holds."""
    obj = game.state.objects[ctx.source]
    game.log(
        f"{obj.label} has {' and '.join(args.keywords)} while this static ability applies",
        ["Abilities - Static Abilities 1"],
        kind="effect",
    )
    return
    yield


class RandomArgs(StepArgs):
    count: int = Field(1, ge=1)


@VERBS.verb("banish_from_memory", RandomArgs, rule="Game Terms - Banish 1")
def banish_from_memory(game: Game, ctx: EffectContext, args: RandomArgs) -> Procedure:
    """Banish N cards chosen at random from memory; with fewer, it is not done (Resolution 7)."""
    state = game.state
    memory = state.cards_in(ctx.controller, "memory")
    if len(memory) < args.count:
        ctx.memory["done"] = False
        game.log(
            f"{ctx.controller} has {len(memory)} card(s) in memory, fewer than {args.count}: "
            "it is not done",
            [R_STEP, "Playing Cards - Resolution 7"],
            kind="info",
        )
        return
    picked = memory[: args.count]
    for card in picked:
        state.move(card, (ctx.controller, "banishment"))
    game.log(
        f"{ctx.controller} banishes {', '.join(c.label for c in picked)} from memory (chosen at "
        "random; the first listed are shown)",
        [R_STEP, "Game Terms - Banish 1"],
        kind="effect",
    )
    return
    yield


@VERBS.verb("suppress", TargetArgs, rule="Game Terms - Suppress 1")
def suppress(game: Game, ctx: EffectContext, args: TargetArgs) -> Procedure:
    """Banish it; a delayed trigger returns it under its owner's control at the next end phase."""
    for t in (yield _targets(game, ctx, args)):
        yield game.ruleset.leave_field(
            game,
            t,
            "banishment",
            "Game Terms - Suppress 1",
            "is suppressed: banished until the beginning of the next end phase",
        )
        source = game.state.objects[ctx.source]
        game.state.info.setdefault("_suppressed", []).append((t.oid, source.label, ctx.ability.id))
