"""'If ...' effects: a condition checked when the ability resolves, then the steps it guards.

A condition that does not hold is one "info" step saying why nothing happens; one that holds
runs the guarded steps through their own verbs (validated when the ability is compiled, so a
condition never guards a step the engine cannot run).
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field, field_validator

from engine.core.contract import VerbArgs, VerbLibrary, step_problem
from engine.core.game import Game, Procedure
from engine.core.ruleset import EffectContext
from engine.games.epic_battles.pile_verbs import discard_picked, moment


class IfArgs(VerbArgs):
    """``test``: what is checked; ``kinds``: the attack kinds (or card types) it names."""

    test: Literal[
        "energy_has",
        "blocks",
        "linked_from",
        "linked_from_hit",
        "pay",
        "rival_hand_min",
        "rival_hand_max",
        "rival_more_hand",
        "more_energy",
        "energy_exactly",
        "rival_energy_min",
        "played_by",
        "combo_at_least",
        "discard",
        "rival_energy_lacks",
        "energy_max",
        "energy_count_min",
        "rival_lacks_card",
        "rival_removed_more",
        "energy_only",
        "own_has_card",
        "deck_max",
        "combo_first",
    ]
    kinds: tuple[str, ...] = ()
    # energy to pay for "pay N energy to ...", or the count a hand/pile test compares with
    amount: int = Field(0, ge=0, le=60)
    names: tuple[str, ...] = ()  # the characters "if played by X" names
    then: tuple[dict[str, Any], ...]

    @field_validator("then")
    @classmethod
    def steps_run(cls, steps: tuple[dict[str, Any], ...]) -> tuple[dict[str, Any], ...]:
        return known_steps(steps, "a condition guards at least one step")


def known_steps(steps: tuple[dict[str, Any], ...], empty: str) -> tuple[dict[str, Any], ...]:
    """Nested steps (guarded, gained): at least one, each a known verb whose arguments validate."""
    from engine.games.epic_battles.verbs import VERBS

    if not steps:
        raise ValueError(empty)
    for step in steps:
        problem = step_problem(VERBS, step)
        if problem:
            raise ValueError(problem)
    return steps


def _a(word: str) -> str:
    return f"{'an' if word[0] in 'aeiou' else 'a'} {word}"


def _kind(obj: Any) -> str:
    return str(obj.definition.fields.get("kind", ""))


def holds(game: Game, ctx: EffectContext, args: IfArgs) -> tuple[bool, str]:
    """Whether the condition holds now, and the words that say what was checked."""
    state = game.state
    want = " or ".join(args.kinds)
    if args.test == "pay":
        have = len(state.cards_in(ctx.controller, "energy"))
        if have < args.amount:
            return False, f"{ctx.controller} has {have} energy and cannot pay {args.amount}"
        return True, f"{ctx.controller} pays {args.amount} energy"
    if args.test == "discard":
        hand = [o for o in state.cards_in(ctx.controller, "hand") if _fits(o, args.kinds)]
        want = " or ".join(args.kinds) or "card"
        if len(hand) < args.amount:
            return (
                False,
                f"{ctx.controller} has {len(hand)} {want}(s) in hand and cannot discard {args.amount}",
            )
        return (
            True,
            f"{ctx.controller} discards {args.amount} {want}(s) from their hand as the cost",
        )
    if args.test == "energy_has":
        pile = state.cards_in(ctx.controller, "energy")
        found = {k: any(k in (o.definition.type, _kind(o)) for o in pile) for k in args.kinds}
        ok = all(found.values())
        missing = ", ".join(k for k, v in found.items() if not v)
        why = (
            f"{ctx.controller} has {' and '.join(_a(k) for k in args.kinds)} in their energy pile"
            if ok
            else f"{ctx.controller} has no {missing} in their energy pile"
        )
        return ok, why
    counted = _counts(game, ctx, args)
    if counted is not None:
        return counted
    atk = ctx.memory.get("atk")
    if args.test == "blocks":
        kind = _kind(atk["obj"]) if atk else ""
        return (
            kind in args.kinds,
            f"the blocked attack is a {kind or 'card of no kind'}, not a {want}"
            if kind not in args.kinds
            else f"it blocks a {kind}",
        )
    combo = state.info.get("combo") or {}
    prev = combo.get("last")  # the previous attack until this one reaches step 12
    kind = _kind(state.objects[prev]) if prev is not None else ""
    if not kind:
        return False, "this attack was not linked from another attack"
    if args.test == "linked_from_hit":
        return _linked_hit(kind, bool(combo.get("last_hit")), args.kinds)
    return kind in args.kinds, f"it was linked from a {kind}" + (
        "" if kind in args.kinds else f", not a {want}"
    )


def _linked_hit(kind: str, hit: bool, kinds: tuple[str, ...]) -> tuple[bool, str]:
    """'Linked from a punch (or any attack) that hit': the previous attack's kind and result."""
    if kinds and kind not in kinds:
        return False, f"it was linked from a {kind}, not a {' or '.join(kinds)}"
    if not hit:
        return False, f"it was linked from a {kind} that was blocked"
    return True, f"it was linked from a {kind} that hit"


def _fits(obj: Any, kinds: tuple[str, ...]) -> bool:
    return not kinds or any(k in (obj.definition.type, _kind(obj)) for k in kinds)


def _discard_cost(game: Game, ctx: EffectContext, args: IfArgs, label: str) -> Procedure:
    """The player picks the cards to discard as the cost (the first ones by default)."""
    for _ in range(args.amount):
        hand = [o for o in game.state.cards_in(ctx.controller, "hand") if _fits(o, args.kinds)]
        yield discard_picked(
            game,
            ctx,
            ctx.controller,
            hand,
            f"{ctx.controller}: which card do you discard for {label}?",
            lambda o: f"{ctx.controller} discards {o.label} from their hand (the cost of {label})",
            ["Discard 2"],
            kind="event",
        )


def _counts(game: Game, ctx: EffectContext, args: IfArgs) -> tuple[bool, str] | None:
    """The tests that compare hands, energy piles and the character; None for the others."""
    state = game.state
    me, rival = ctx.controller, state.opponent(ctx.controller)
    hand, mine = len(state.cards_in(rival, "hand")), len(state.cards_in(me, "hand"))
    energy = {p: len(state.cards_in(p, "energy")) for p in (me, rival)}
    n = args.amount
    if args.test == "rival_hand_min":
        return hand >= n, f"{rival} has {hand} card(s) in hand ({n} or more needed)"
    if args.test == "rival_hand_max":
        return hand <= n, f"{rival} has {hand} card(s) in hand ({n} or fewer needed)"
    if args.test == "rival_more_hand":
        return hand > mine, f"{rival} has {hand} card(s) in hand and {me} has {mine}"
    if args.test == "more_energy":
        return energy[me] > energy[
            rival
        ], f"{me} has {energy[me]} energy and {rival} {energy[rival]}"
    if args.test == "energy_count_min":
        have = sum(1 for o in state.cards_in(me, "energy") if _fits(o, args.kinds))
        want = " or ".join(args.kinds)
        return have >= n, f"{me} has {have} {want}(s) in their energy pile ({n} or more needed)"
    if args.test == "rival_lacks_card":
        wanted = {w.lower() for w in args.names}
        found = [
            o.label
            for pile in ("discard", "energy")
            for o in state.cards_in(rival, pile)
            if o.definition.name.lower() in wanted
        ]
        who = " or ".join(args.names)
        if found:
            return False, f"{rival} has {who} in their discard or energy pile ({found[0]})"
        return True, f"{rival} has no {who} in their discard pile or energy pile"
    if args.test == "rival_removed_more":
        removed, discard = (
            len(state.cards_in(rival, "removed")),
            len(state.cards_in(rival, "discard")),
        )
        return removed > discard, (
            f"{rival} has {removed} card(s) in their removed pile and {discard} in their discard pile"
        )
    if args.test == "energy_only":
        pile = state.cards_in(me, "energy")
        want = " or ".join(args.kinds)
        others = [o.label for o in pile if not _fits(o, args.kinds)]
        if not pile:
            return False, f"{me} has no cards in their energy pile"
        if others:
            return False, f"{me} has cards other than {want}es in their energy pile ({others[0]})"
        return True, f"{me} has only {want}es in their energy pile"
    if args.test == "own_has_card":
        wanted = {w.lower() for w in args.names}
        found = [
            o.label for o in state.cards_in(me, "discard") if o.definition.name.lower() in wanted
        ]
        who = " or ".join(args.names)
        return bool(found), (
            f"{me} has {who} in their discard pile"
            if found
            else f"{me} has no {who} in their discard pile"
        )
    if args.test == "deck_max":
        deck = len(state.cards_in(me, "deck"))
        return deck <= n, f"{me} has {deck} card(s) in their deck ({n} or fewer needed)"
    if args.test == "energy_max":
        return energy[me] <= n, f"{me} has {energy[me]} energy ({n} or fewer needed)"
    if args.test == "energy_exactly":
        return energy[me] == n, f"{me} has {energy[me]} energy ({n} exactly needed)"
    if args.test == "rival_energy_lacks":
        pile = state.cards_in(rival, "energy")
        want = " or ".join(args.kinds)
        found = [o.label for o in pile if _fits(o, args.kinds)]
        if found:
            return False, f"{rival} has {want} in their energy pile ({', '.join(found[:3])})"
        return True, f"{rival} has no {want} in their energy pile"
    if args.test == "rival_energy_min":
        return energy[rival] >= n, f"{rival} has {energy[rival]} energy ({n} or more needed)"
    if args.test == "combo_first":
        number = int((ctx.memory.get("atk") or {}).get("number", 0))
        return number == 1, f"this is attack {number} of the action (the first needed)"
    if args.test == "combo_at_least":
        atk = ctx.memory.get("atk") or {}
        number = int(atk.get("number", 0))
        return number >= n, f"this is attack {number} of the action ({n} or later needed)"
    if args.test == "played_by":
        chars = [c.definition.name for c in state.cards_in(me, "character")]
        ok = any(c.lower() == w.lower() for c in chars for w in args.names)
        who = " or ".join(args.names)
        if not chars:
            return False, f"{me} has no character in the scenario, so it is not played by {who}"
        return ok, f"{me}'s character is {', '.join(chars)}" + ("" if ok else f", not {who}")
    return None


def register(verbs: VerbLibrary) -> None:
    @verbs.verb("if", IfArgs, rule="Action Sequence 5")
    def run_if(game: Game, ctx: EffectContext, args: IfArgs) -> Procedure:
        ok, why = holds(game, ctx, args)
        label = game.state.objects[ctx.source].label
        if not ok:
            game.log(f"{label}: {why}, so nothing happens", [moment(ctx)], kind="info", card=label)
            return
        game.log(f"{label}: {why}, so the effect happens", [moment(ctx)], kind="info", card=label)
        if args.test == "pay":
            yield game.ruleset.pay(game, ctx.controller, args.amount, label, [moment(ctx)])
        if args.test == "discard":
            yield _discard_cost(game, ctx, args, label)
        for step in args.then:
            spec = verbs.get(str(step["verb"]))
            assert spec is not None  # validated with the arguments
            yield spec.run(game, ctx, spec.validate(step))
