"""The action sequence: one attack through the twelve steps, links and the end of an action."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from engine.core.errors import ImpossibleAction
from engine.core.game import Game, Procedure
from engine.core.ruleset import EffectContext
from engine.core.state import CardObject
from engine.games.epic_battles.common import seq


class SequenceMixin:
    """Steps 1-12 of one attack, and actions made of linked attacks (Combos 1-2)."""

    def start_action(self, game: Game, player: str, obj: CardObject) -> Procedure:
        if obj.definition.type != "attack":
            raise ImpossibleAction(
                f"{obj.label} is a {obj.definition.type}; an action is played with an attack"
            )
        actions = game.state.info["_actions"] = game.state.info.get("_actions", 0) + 1
        game.state.info["combo"] = {
            "id": actions,
            "player": player,
            "count": 0,
            "last": None,
            "link_any": False,
            "others_bonus": 0,
        }
        game.log(
            f"{player} takes an action with {obj.label}",
            [seq(1)],
            kind="action",
            player=player,
            card=obj.label,
        )
        yield self.attack(game, player, obj)

    def link(self, game: Game, player: str, name: str) -> Procedure:
        state = game.state
        combo = state.info.get("combo")
        if not combo or combo["player"] != player or combo.get("last") is None:
            raise ImpossibleAction(
                f"{player} has no attack to link from: start an action with 'plays'"
            )
        last = state.objects[combo["last"]]
        no_link = self.barred(game, player, "no_link")
        if no_link:
            raise ImpossibleAction(
                f"{player} cannot link attacks now ({no_link['text']}): a prohibition wins (Cannot 1)"
            )
        obj = self.from_hand(game, player, name)
        if obj.definition.type != "attack":
            raise ImpossibleAction(f"{obj.label} is not an attack, so it cannot be linked")
        link = str(last.definition.fields.get("link", ""))
        fits = link in (self.kind(obj), f"{self.height(obj)} attack")
        if not fits and combo.get("link_also") == self.kind(obj):
            fits, link = True, f"{self.kind(obj)} (an effect lets it link there instead)"
        if not self.meets_link_needs(combo, obj):
            raise ImpossibleAction(
                f"{obj.label} is not the kind of attack an effect requires next in this combo"
            )
        game.trace.depth = 0
        if not fits and not combo.get("link_any"):
            raise ImpossibleAction(
                f"{last.label} links to {link or 'nothing'}, not to {obj.label} ({self.height(obj)} {self.kind(obj)})"
            )
        why = [seq(12)]
        how = f"its link is {link}" if fits else "an effect lets it link to any kind"
        game.log(
            f"{player} links from {last.label} into {obj.label} ({how})",
            why,
            kind="action",
            player=player,
            card=obj.label,
        )
        combo["link_any"] = False
        combo.pop("link_also", None)
        combo.pop("link_needs", None)
        yield self.attack(game, player, obj)

    def end_action(self, game: Game, reason: str) -> Procedure:
        state = game.state
        combo = state.info.pop("combo", None)
        if combo:
            self.end_action_modifiers(game, combo.get("id"))
            game.trace.depth = 0
            game.log(
                f"{combo['player']} does not link: the action is over ({reason})",
                [seq(12)],
                kind="event",
                player=combo["player"],
            )
            self.expire(game, "combo")
        return
        yield

    def can_play(self, game: Game, player: str, obj: CardObject, permission: str | None) -> bool:
        """'Cannot' beats 'can' (Cannot 1): a prohibition stops the play whatever allows it."""
        for char, ab in self.abilities(game.state, player, "cannot_play"):
            if ab.extra.get("forbid") == self.kind(obj):
                allowed = f" although {permission}" if permission else ""
                game.log(
                    f"{player} cannot play {obj.label}: {char.label} forbids {self.kind(obj)}s{allowed}; the prohibition wins",
                    ["Cannot 1", seq(1)],
                    kind="outcome",
                    player=player,
                    card=obj.label,
                )
                return False
        combo = game.state.info.get("combo") or {}
        limit = self.attack_limit(game, player)
        if limit and combo.get("count", 0) >= limit[0]:
            game.log(
                f"{player} cannot play {obj.label}: this action already has {combo['count']} "
                f"attack(s), as many as {limit[1]} allows",
                ["Cannot 1", seq(1)],
                kind="outcome",
                player=player,
                card=obj.label,
            )
            return False
        f = self.forbidden_by(game, player, obj)
        if f is not None:
            allowed = f" although {permission}" if permission else ""
            game.log(
                f"{player} cannot play {obj.label}: {f['text']}{allowed}; the prohibition wins",
                ["Cannot 1", "Floating 1", seq(1)],
                kind="outcome",
                player=player,
                card=obj.label,
            )
            return False
        return True

    def attack(self, game: Game, player: str, obj: CardObject) -> Procedure:
        state = game.state
        rival = state.opponent(player)
        combo = state.info["combo"]
        permission = (
            "an effect lets the combo link to any kind" if combo.get("link_any_used") else None
        )
        combo.pop("link_any_used", None)
        if not self.can_play(game, player, obj, permission):
            yield self.end_action(game, reason=f"{obj.label} cannot be played")
            return
        combo["count"] += 1
        number = combo["count"]
        atk: dict[str, Any] = {
            "obj": obj,
            "player": player,
            "number": number,
            "bonus": 0,
            "chip": 0,
            "needed": 1,
            "locked": False,
            "blocks": [],
        }
        atk["mods"] = self.claim_modifiers(game, player, obj)
        self.claim_unblockable(game, player, atk)
        self.claim_finish(game, player, atk)
        if combo.get("locked"):
            atk["locked"] = True  # "this attack and any other attacks in this combo"
        game.trace.depth = 1
        yield self.apply_standing(game, player, atk)
        # Step 1
        cost, cost_note = self.modified_cost(game, atk, obj.definition.cost or 0)
        yield self.pay(game, player, cost, obj.label, [seq(1)])
        state.move(obj, (player, "arena"), top=False)
        high_low = f"{self.height(obj)} {self.kind(obj)}"
        self.log_step(
            game,
            1,
            f"{player} plays {obj.label} ({high_low}, cost {cost}{cost_note}, damage {obj.stat('damage')}); it is in the arena",
            ["Arena 2", *(["Floating 1"] if cost_note else [])],
            kind="action",
            player=player,
            card=obj.label,
        )
        if number == 1:
            game.log(
                f"{obj.label} is the first attack of the action: a single attack, so combo effects do not apply to it",
                ["Combos 1"],
                kind="info",
            )
        else:
            extra = combo.get("others_bonus", 0)
            text = f"{obj.label} is attack {number} of a combo: combo effects work from now on, never on earlier attacks"
            if extra:
                atk["bonus"] += extra
                text += f" (+{extra} damage from combo effects already in play)"
            tax = combo.pop("next_block_tax", 0)
            if tax:
                atk["block_tax"] = tax
                atk["block_tax_by"] = "an effect of the previous attack"
            nxt = combo.pop("next_bonus", 0)
            if nxt:
                atk["bonus"] += nxt
                text += f" (+{nxt} damage from an effect on the previous attack for the next one)"
            game.log(text, ["Combos 2"], kind="info")
        # Step 2
        on_play = [a for a in obj.definition.abilities if a.timing == "on_play"]
        if not on_play:
            self.log_step(game, 2, f"{obj.label} has no effect when played", kind="step")
        for ab in on_play:
            self.log_step(
                game, 2, f"{obj.label}: {ab.text}", kind="resolve", card=obj.label, ability=ab.id
            )
            game.trace.depth = 2
            yield self.resolve_ability(game, self.ctx(obj, player, ab, atk))
            game.trace.depth = 1
        # events that flip "when you play" such an attack flip with the step-2 effects
        yield self.flip_events(game, player, "you_play", atk, step=None, quiet=True)
        kind = self.kind(obj)
        article = "an" if kind[:1] in ("a", "e", "i", "o", "u") else "a"
        yield self.char_triggers(
            game, player, "you_play_kind", atk, f"{player} played {article} {kind}"
        )
        # Steps 3-4
        yield self.flip_events(game, player, "attack", atk, step=3)
        game.trace.depth = 2
        yield self.flip_events(game, rival, "rival_attacks", atk, step=None, quiet=True)
        game.trace.depth = 1
        # Step 5
        texts = [a for a in obj.definition.abilities if a.timing == "attack_text"]
        if not texts:
            excluded = (
                " (its HIT effect waits for step 10)"
                if any(a.timing == "hit" for a in obj.definition.abilities)
                else ""
            )
            self.log_step(game, 5, f"{obj.label} has no text to use now{excluded}")
        for ab in texts:
            self.log_step(
                game, 5, f"{obj.label}: {ab.text}", kind="resolve", card=obj.label, ability=ab.id
            )
            game.trace.depth = 2
            yield self.resolve_ability(game, self.ctx(obj, player, ab, atk))
            game.trace.depth = 1
        # Steps 6-7
        yield self.block_step(game, rival, atk)
        yield self.run_when_blocked(game, atk)
        # Step 8
        took_damage = yield self.damage_step(game, rival, atk)
        # Step 9
        yield self.kamidogu_step(game, player, rival, atk, took_damage)
        # Step 10
        hits = [a for a in obj.definition.abilities if a.timing == "hit"]
        no_hit = self.barred(game, player, "no_hit") if hits and not atk["blocks"] else None
        if no_hit:
            self.log_step(
                game,
                10,
                f"{obj.label} hits, but {player} cannot use HIT effects now ({no_hit['text']})",
                ["Cannot 1", "Floating 1"],
            )
            hits = []
        elif atk["blocks"]:
            self.log_step(
                game,
                10,
                f"{obj.label} was blocked, so its HIT effect is not used"
                if hits
                else f"{obj.label} was blocked (and has no HIT effect)",
            )
        elif not hits:
            self.log_step(game, 10, f"{obj.label} has no HIT effect")
        for ab in [] if atk["blocks"] else hits:
            self.log_step(
                game,
                10,
                f"{obj.label} hits: {ab.text}",
                kind="resolve",
                card=obj.label,
                ability=ab.id,
            )
            game.trace.depth = 2
            yield self.resolve_ability(game, self.ctx(obj, player, ab, atk))
            game.trace.depth = 1
        if not atk["blocks"]:
            yield self.char_triggers(
                game, player, "you_hit_kind", atk, f"{player}'s {kind} {obj.label} hit"
            )
        # Step 11
        self.log_step(
            game,
            11,
            f"{obj.label} and {('the block ' + ', '.join(b.label for b in atk['blocks'])) if atk['blocks'] else 'no block'} are finished",
            kind="step",
        )
        game.trace.depth = 2
        blocked = bool(atk["blocks"])
        if not self.stays(game, obj) and not self.finish_elsewhere(game, obj, blocked):
            yield self.to_energy_pile(game, obj, player, [seq(11), "Control 3"])
        # A block whose own text already moved it (into an energy pile) is not discarded.
        still = [b for b in atk["blocks"] if b.zone == (b.owner, "arena")]
        still = [b for b in still if not self.finish_elsewhere(game, b, True)]
        if still:
            yield self.discard_together(game, still, [seq(11)])
        game.trace.depth = 1
        if not atk["blocks"]:
            game.trace.depth = 2
            yield self.flip_events(game, player, "finish_hit", atk, step=None, quiet=True)
            game.trace.depth = 1
        # Step 12
        combo["last"] = obj.oid
        combo["last_hit"] = not atk["blocks"]  # for "linked from an attack that hit"
        link = obj.definition.fields.get("link")
        limit = self.attack_limit(game, player)
        if limit and combo["count"] >= limit[0]:
            combo["ends"] = True
            game.log(
                f"{player} has played {combo['count']} attack(s) in this action, as many as {limit[1]} allows",
                [seq(12), "Cannot 1"],
                kind="info",
                player=player,
            )
        no_link = self.barred(game, player, "no_link")
        if no_link:
            combo["ends"] = True
            game.log(
                f"{player} cannot link attacks now ({no_link['text']})",
                [seq(12), "Cannot 1", "Floating 1"],
                kind="info",
                player=player,
            )
        options = [
            o.label
            for o in state.cards_in(player, "hand")
            if o.definition.type == "attack"
            and not combo.get("ends")
            and (
                combo.get("link_any")
                or link in (self.kind(o), f"{self.height(o)} attack")
                or combo.get("link_also") == self.kind(o)
            )
            and self.meets_link_needs(combo, o)
        ]
        if combo.get("link_any"):
            combo["link_any_used"] = True
        if options:
            self.log_step(
                game,
                12,
                f"{obj.label} links to {'any kind' if combo.get('link_any') else link}: {player} may continue the combo with {', '.join(options)}",
            )
        else:
            why = (
                "an effect ended the action"
                if combo.get("ends")
                else f"{player} holds no attack it can link into"
            )
            self.log_step(
                game, 12, f"{obj.label} links to {link or 'nothing'} and {why}: the action is over"
            )
            ended = state.info.pop("combo", None) or {}
            self.end_action_modifiers(game, ended.get("id"))
            self.expire(game, "combo")
            yield self.char_triggers(
                game,
                player,
                "combo_finished",
                atk,
                f"{player} finished an action of {number} attack(s)",
            )
        game.trace.depth = 0

    def run_when_blocked(self, game: Game, atk: dict[str, Any]) -> Procedure:
        """'If this attack is blocked, X' (kept at step 5): X now, once the block is played."""
        waiting = atk.pop("when_blocked", [])
        for ctx, steps in waiting:
            label = atk["obj"].label
            if not atk["blocks"]:
                game.log(
                    f"{label} was not blocked, so its 'if blocked' text does nothing",
                    [seq(7)],
                    kind="info",
                    card=label,
                    ability=ctx.ability.id,
                )
                continue
            game.log(
                f"{label} was blocked: its 'if blocked' text is used now",
                [seq(7)],
                kind="resolve",
                card=label,
                ability=ctx.ability.id,
            )
            # the steps cite the moment they come (step 7), and are the ability's own steps
            later = EffectContext(
                ctx.source, ctx.controller, replace(ctx.ability, timing="block_text")
            )
            later.memory = ctx.memory
            game.acting.append((label, ctx.ability.id))
            try:
                for step in steps:
                    spec = self.spec.verbs.get(str(step["verb"]))
                    yield spec.run(game, later, spec.validate(step))
            finally:
                game.acting.pop()

    def meets_link_needs(self, combo: dict[str, Any], obj: CardObject) -> bool:
        """Whether ``obj`` is what an effect says the next attack of the combo must be."""
        needs = combo.get("link_needs") or {}
        if needs.get("height") and self.height(obj) != needs["height"]:
            return False
        return not needs.get("min_cost") or (obj.definition.cost or 0) >= needs["min_cost"]

    def attack_limit(self, game: Game, player: str) -> tuple[int, str] | None:
        """The most attacks ``player``'s current action may have, and what says so."""
        combo = game.state.info.get("combo") or {}
        if combo.get("player") == player and combo.get("max_count") is not None:
            return int(combo["max_count"]), "an effect of this combo"
        f = self.barred(game, player, "max_attacks")
        return (int(f["max_attacks"]), f["source"]) if f else None

    def ctx(
        self, obj: CardObject, player: str, ab: Any, atk: dict[str, Any] | None
    ) -> EffectContext:
        c = EffectContext(obj.oid, player, ab)
        c.memory["atk"] = atk
        return c
