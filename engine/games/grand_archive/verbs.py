"""The Grand Archive verb library: the effect steps card definitions are written in."""

from __future__ import annotations

from typing import Any

from engine.core.game import Game, Procedure
from engine.core.ruleset import EffectContext
from engine.core.state import CardObject
from engine.games.grand_archive import model

R_STEPWISE = "Playing Cards - Resolution ¶2"


class VerbsMixin:
    """Verbs read targets fixed at activation (by step number) or choose them now."""

    def register_verbs(self) -> None:
        self.verbs.update(  # type: ignore[attr-defined]
            deal_damage=self.verb_deal_damage,
            put_counter=self.verb_put_counter,
            remove_counter=self.verb_remove_counter,
            become_class=self.verb_become_class,
            draw=self.verb_draw,
        )

    def step_target(self, game: Game, ctx: EffectContext, step: dict[str, Any]) -> Procedure:
        spec = step.get("target")
        if spec == "same":
            return game.state.objects.get(ctx.memory.get("last_target", -1))
        if spec == "your_champion":
            return model.champion(game.state, ctx.controller)
        item = ctx.memory["item"]
        oid = item.targets.get(ctx.memory["step"])
        if oid is not None:
            target = game.state.objects[oid]
        else:  # an in-line step: its target is chosen as it resolves
            options = self.candidates(game, ctx.controller, spec)  # type: ignore[attr-defined]
            if not options:
                game.log("No legal target: that part does nothing", [R_STEPWISE], kind="effect")
                return None
            label = game.state.objects[ctx.source].label
            target = yield self.choose_object(
                game,
                ctx.controller,
                options,
                f"{label}: choose a target",
                label,
                "Abilities - Restriction Abilities ¶6",
            )  # type: ignore[attr-defined]
        ctx.memory["last_target"] = target.oid
        return target

    def verb_deal_damage(self, game: Game, ctx: EffectContext, step: dict[str, Any]) -> Procedure:
        amount = int(step.get("amount", 0))
        if step.get("each"):
            targets: list[CardObject] = [
                o
                for p in game.state.players
                for o in game.state.cards_in(p.id, "field")
                if o.definition.type == step["each"]
            ]
        else:
            t = yield self.step_target(game, ctx, step)
            targets = [t] if t is not None else []
        for t in targets:
            t.damage += amount
            rules = [R_STEPWISE, "Game Mechanics - Damage 11"] + (
                ["Game Mechanics - Damage 13"] if t.definition.type == "champion" else []
            )
            game.log(
                f"{self.label(game, ctx.source)} deals {amount} damage to {t.label} ({t.damage} marked)",
                rules,
                kind="effect",
                card=t.label,
            )  # type: ignore[attr-defined]

    def verb_put_counter(self, game: Game, ctx: EffectContext, step: dict[str, Any]) -> Procedure:
        t = yield self.step_target(game, ctx, step)
        if t is None:
            return
        kind, n = str(step.get("counter", "buff")), int(step.get("amount", 1))
        t.counters[kind] = t.counters.get(kind, 0) + n
        rules = [R_STEPWISE] + (["Game Mechanics - Counters / Level 1"] if kind == "level" else [])
        extra = (
            f" (now level {model.level(t)})"
            if kind == "level" and t.definition.type == "champion"
            else ""
        )
        game.log(f"{t.label} gets {n} {kind} counter(s){extra}", rules, kind="effect", card=t.label)

    def verb_remove_counter(
        self, game: Game, ctx: EffectContext, step: dict[str, Any]
    ) -> Procedure:
        t = yield self.step_target(game, ctx, step)
        if t is None:
            return
        kind, n = str(step.get("counter", "buff")), int(step.get("amount", 1))
        have = t.counters.get(kind, 0)
        removed = min(have, n)
        if removed:
            t.counters[kind] = have - removed
            if not t.counters[kind]:
                del t.counters[kind]
        rules = [R_STEPWISE] + (["Game Mechanics - Counters / Level 1"] if kind == "level" else [])
        extra = (
            f" (now level {model.level(t)})"
            if kind == "level" and t.definition.type == "champion"
            else ""
        )
        game.log(
            f"{removed} {kind} counter(s) removed from {t.label}{extra}",
            rules,
            kind="effect",
            card=t.label,
        )

    def verb_become_class(self, game: Game, ctx: EffectContext, step: dict[str, Any]) -> Procedure:
        t = yield self.step_target(
            game, ctx, {**step, "target": step.get("target", "your_champion")}
        )
        if t is None:
            return
        t.flags["classes"] = list(step["classes"])
        game.log(
            f"{t.label}'s class is now {'/'.join(step['classes'])} (until end of turn)",
            [R_STEPWISE],
            kind="effect",
            card=t.label,
        )

    def verb_draw(self, game: Game, ctx: EffectContext, step: dict[str, Any]) -> Procedure:
        state = game.state
        for _ in range(int(step.get("count", 1))):
            deck = state.cards_in(ctx.controller, "main_deck")
            if not deck:
                game.log(
                    f"{ctx.controller} draws a card (the scenario lists no main deck, so which card is not known)",
                    [R_STEPWISE, "Game Mechanics - Drawing Cards 1"],
                    kind="effect",
                    player=ctx.controller,
                )
                continue
            state.move(deck[0], (ctx.controller, "hand"))
            game.log(
                f"{ctx.controller} draws {deck[0].label}",
                [R_STEPWISE, "Game Mechanics - Drawing Cards 1"],
                kind="effect",
                player=ctx.controller,
            )
        return
        yield
